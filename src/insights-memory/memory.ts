/**
 * The memory of gaps across runs: which gap got which id, since when it is seen, how many runs saw
 * it, and what maintainers did with it (dismissed; handed to the agent as a job). It lives in the
 * report issue's body as a hidden marker, so it is bounded (see `trimMemory`) and read from
 * untrusted text (see `parseMemory`). A gap's state, job and verdict are its life (life.ts): every
 * change to them is an event applied there; merging here only ages and recognises gaps.
 */
import type { GapKind } from '../gaps/registry.ts'
import type { GapMeasure } from '../gaps/unit.ts'
import { born, handedOver, live, type Life } from './life.ts'

export const MEMORY_VERSION = 1
/** A gap neither seen for this long nor ever handed over is forgotten (8 weeks). */
const FORGET_AFTER_DAYS = 56
/** Dismissed gaps remembered at most; the oldest dismissal goes first. */
export const MAX_DISMISSED = 500

/**
 * What a `fix` prompt says of a gap, kept from the last run that showed it: the evidence in
 * numbers, a few of its readers' words (masked on the way in), and the docs pages it concerns.
 */
export interface GapBrief {
  /** What readers did, in numbers: `42 searches, no click`. */
  numbers: string
  /** Up to `MAX_BRIEF_EXAMPLES` readers' words (searches, comments, questions), masked, each at
   * most `MAX_BRIEF_CHARS` characters. Untrusted: quoted as data wherever they go. */
  examples: string[]
  /** Docs pages: the page a page gap is about, or those that already cover a gap's words. */
  pages: string[]
}

/** Stems of a signature kept. */
export const MAX_SIGNATURE = 10

/** Readers' examples a brief keeps, and their length (the prompt's rule: 300 characters). */
export const MAX_BRIEF_EXAMPLES = 3
export const MAX_BRIEF_CHARS = 300
export const MAX_BRIEF_PAGES = 5

/** Runs a gap's history keeps: the last 12 (a quarter of weekly runs). */
export const MAX_HISTORY = 12

/**
 * A gap's numbers in one run's window: the count a fix is judged on (searches with no click,
 * thumbs-down, questions, as its kind says) and the others its kind has; page views of the gap's
 * page when `views` was read.
 */
export interface HistoryPoint extends GapMeasure {
  /** The window (ISO 8601 or `YYYY-MM-DD`, end exclusive). */
  from: string
  to: string
  /** Human views of the gap's page in the window, when `views` was read and the page is known. */
  views?: number
}

/**
 * A window bound as the memory keeps it: the day alone at midnight UTC, else the ISO 8601 time, so
 * that a history reads back from the marker exactly as it was written.
 */
export function windowTime(iso: string): string {
  const time = new Date(Date.parse(iso)).toISOString()
  return time.endsWith('T00:00:00.000Z') ? time.slice(0, 10) : time
}

/** One remembered gap: its identity, what it was seen doing, and its life (life.ts). */
export interface RememberedGap extends Life {
  /** `g1`, `g2`, …: given when first seen, never reused. */
  id: string
  /** The gap's key (`search:…`, `page:…`, `question:…`). */
  key: string
  kind: GapKind
  /** A one-line name, masked (for the report of a gap not seen this run, and for `fix`). */
  label: string
  /** Days (YYYY-MM-DD). */
  firstSeen: string
  lastSeen: string
  /** Runs that saw it. */
  runs: number
  /** Its evidence for a `fix` prompt, from the last run that showed it. */
  brief?: GapBrief
  /** Its stems as last seen (question gaps): what recognises it when asked in other words. */
  signature?: string[]
  /** Its numbers in the last `MAX_HISTORY` runs that could measure it, oldest first. */
  history?: HistoryPoint[]
  /** The docs page it is bound to, when known (its views make the rates of its history). */
  page?: string
}

export interface InsightsMemory {
  version: typeof MEMORY_VERSION
  /** The number of the next id: ids come from this counter and are never given twice. */
  nextId: number
  /** Ordered by id number. */
  gaps: RememberedGap[]
}

/** A gap found this run, as the memory needs it. */
export interface SeenGap {
  key: string
  kind: GapKind
  label: string
  /** What recognises it when its key changed (a topic asked in other words), if its kind has one. */
  signature?: readonly string[]
  /**
   * The day (YYYY-MM-DD) readers were first seen on it in this run's window (flows/insights/rank.ts,
   * `seenSince`); this run's day when absent. The memory keeps the earliest day it was told.
   */
  since?: string
}

interface MergeOptions {
  /** This run's time (ISO 8601). */
  now: string
  forgetAfterDays?: number
  maxDismissed?: number
}

export interface MergeResult {
  memory: InsightsMemory
  /** The id of every gap seen this run, by key. */
  ids: Map<string, string>
  /** Ids given this run, in the order the gaps were passed. */
  newIds: string[]
}

/** A memory that knows nothing (first run, or an unreadable marker). */
export function emptyMemory(): InsightsMemory {
  return { version: MEMORY_VERSION, nextId: 1, gaps: [] }
}

/** The number of an id (`g12` → 12). */
export function idNumber(id: string): number {
  return Number(id.slice(1))
}

const DAY_MS = 86_400_000

function day(iso: string): string {
  return iso.slice(0, 10)
}

function seenAgain(gap: RememberedGap, today: string): RememberedGap {
  const later = live(gap, { kind: 'later-run' })
  return { ...later, lastSeen: today, runs: Math.min(gap.runs + 1, MAX_RUNS) }
}

/** Runs counted at most: a number the parser accepts, whatever the memory's age. */
export const MAX_RUNS = 1_000_000

function forgettable(gap: RememberedGap, cutoff: number): boolean {
  return gap.state !== 'dismissed' && !handedOver(gap) && Date.parse(gap.lastSeen) < cutoff
}

/** The newest `max` dismissed gaps (by dismissal time, then id) stay; the others go. */
export function capDismissed(gaps: RememberedGap[], max: number): RememberedGap[] {
  const dismissed = gaps
    .filter((g) => g.state === 'dismissed')
    .sort((a, b) => compareDismissal(b, a))
  const out = new Set(dismissed.slice(max))
  return gaps.filter((g) => !out.has(g))
}

function compareDismissal(a: RememberedGap, b: RememberedGap): number {
  const at = (g: RememberedGap): string => g.dismissed?.at ?? g.lastSeen
  return at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : idNumber(a.id) - idNumber(b.id)
}

/**
 * Merges this run's gaps into the memory: a known key keeps its id (and a dismissed gap stays
 * dismissed), a new key gets the next id from the counter; gaps not seen for 8 weeks and never
 * handed over are forgotten; at most 500 dismissed gaps are kept. Pass `seen` in ranked order so
 * that new ids follow the ranking. The input memory is not changed.
 */
export function mergeMemory(
  memory: InsightsMemory,
  seen: readonly SeenGap[],
  options: MergeOptions,
): MergeResult {
  const today = day(options.now)
  const cutoff = Date.parse(today) - (options.forgetAfterDays ?? FORGET_AFTER_DAYS) * DAY_MS
  const byKey = new Map(memory.gaps.map((g) => [g.key, g]))
  const ids = new Map<string, string>()
  const newIds: string[] = []
  let nextId = memory.nextId
  for (const gap of seen) {
    if (ids.has(gap.key)) continue
    const known = byKey.get(gap.key)
    const since = gap.since !== undefined && gap.since < today ? gap.since : today
    if (known) {
      const again = seenAgain(known, today)
      const firstSeen = since < known.firstSeen ? since : known.firstSeen
      byKey.set(gap.key, { ...again, firstSeen, key: gap.key, ...signatureOf(gap) })
      ids.set(gap.key, known.id)
      continue
    }
    const id = `g${nextId++}`
    const fresh: RememberedGap = {
      id,
      key: gap.key,
      kind: gap.kind,
      label: gap.label,
      ...born(),
      firstSeen: since,
      lastSeen: today,
      runs: 1,
      ...signatureOf(gap),
    }
    byKey.set(gap.key, fresh)
    ids.set(gap.key, id)
    newIds.push(id)
  }
  let gaps = [...byKey.values()]
    .map((g) => (ids.has(g.key) ? g : live(g, { kind: 'later-run' })))
    .filter((g) => ids.has(g.key) || !forgettable(g, cutoff))
  gaps = capDismissed(gaps, options.maxDismissed ?? MAX_DISMISSED)
  gaps.sort((a, b) => idNumber(a.id) - idNumber(b.id))
  return { memory: { version: MEMORY_VERSION, nextId, gaps }, ids, newIds }
}

function signatureOf(gap: SeenGap): { signature?: string[] } {
  return gap.signature?.length ? { signature: gap.signature.slice(0, MAX_SIGNATURE) } : {}
}
