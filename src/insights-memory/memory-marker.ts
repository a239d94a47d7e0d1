/**
 * The memory as a hidden marker in the report issue's body, and its bound. GitHub refuses an
 * issue body over 65,536 characters; the memory gets a fixed share of it (`MEMORY_BUDGET`) and
 * the report the rest, so that the two together always fit with room to spare.
 *
 * The JSON is deflated and Base64-encoded: field names, dates and keys repeat from entry to
 * entry, so a deflated memory holds about four times the gaps in the same characters, and Base64
 * has no `-` or `>`, so no text inside can close the HTML comment early.
 *
 * The body is untrusted (anyone who can edit the issue can edit the marker, and the caller reads
 * it only from an issue the action's own identity wrote, which is not the same as a valid one):
 * the parser caps what it inflates, checks every field, drops what it cannot read and never throws.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { isRecord } from '../lib/json.ts'
import { grown, release } from '../lib/typed-arrays.ts'
import { GAP_ID } from '../gaps/id.ts'
import { GAP_KIND_NAMES, type GapKind } from '../gaps/registry.ts'
import {
  GAP_STATES,
  handedOver,
  type Dismissal,
  type FixFigures,
  type FixVerdict,
  type GapEffect,
  type GapJob,
  type GapState,
  type PullState,
  type Verdict,
} from './life.ts'
import {
  emptyMemory,
  idNumber,
  MAX_RUNS,
  MEMORY_VERSION,
  MAX_BRIEF_CHARS,
  MAX_BRIEF_EXAMPLES,
  MAX_BRIEF_PAGES,
  MAX_SIGNATURE,
  MAX_HISTORY,
  type HistoryPoint,
  type GapBrief,
  type InsightsMemory,
  type RememberedGap,
  windowTime,
} from './memory.ts'

/** GitHub's limit on an issue body, in characters. */
export const ISSUE_BODY_LIMIT = 65_536
/** The memory marker's share of the issue body, in characters (the marker is ASCII only). */
export const MEMORY_BUDGET = 24_000
/** Left unused, for GitHub counting differently than we do (line endings, normalisation). */
export const BODY_MARGIN = 1_536
/** What the report's text may use beside the memory: 40,000 characters. */
export const REPORT_BUDGET = ISSUE_BODY_LIMIT - MEMORY_BUDGET - BODY_MARGIN

const PREFIX = '<!-- docs-agent-memory v1 '
const SUFFIX = ' -->'
const PAYLOAD = /<!-- docs-agent-memory v1 ([A-Za-z0-9+/=]*) -->/
/** Inflating stops here: a marker of 65,536 characters never holds more, a crafted one might. */
const MAX_INFLATED = 2 * 1024 * 1024
/** Ids above this are not ours: the counter would need a billion gaps to get there. */
const MAX_ID = 999_999_999

/** Field lengths kept: what a report needs, bounded so that one entry cannot fill the budget. */
const LIMITS = {
  key: 200,
  label: 80,
  by: 64,
  why: 200,
  jobId: 100,
  status: 40,
  prLink: 300,
  numbers: 120,
  page: 200,
  stem: 40,
  reason: 200,
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** An entry with every text field within its limit, so that one entry cannot fill the budget. */
function bounded(gap: RememberedGap): RememberedGap {
  const out: RememberedGap = {
    ...gap,
    key: gap.key.slice(0, LIMITS.key),
    label: gap.label.slice(0, LIMITS.label),
  }
  if (gap.dismissed) {
    const { by, why, at } = gap.dismissed
    out.dismissed = { by: by.slice(0, LIMITS.by), why: why.slice(0, LIMITS.why), at }
  }
  if (gap.job) {
    const { id, status, prLink, endedAt } = gap.job
    out.job = {
      id: id.slice(0, LIMITS.jobId),
      status: status.slice(0, LIMITS.status),
      prLink: prLink === null ? null : prLink.slice(0, LIMITS.prLink),
      endedAt,
    }
  }
  if (gap.brief) out.brief = boundedBrief(gap.brief)
  if (gap.signature) out.signature = boundedSignature(gap.signature)
  if (gap.page !== undefined) out.page = gap.page.slice(0, LIMITS.page)
  if (gap.history) out.history = gap.history.slice(-MAX_HISTORY)
  if (gap.effect?.reason !== undefined)
    out.effect = { ...gap.effect, reason: gap.effect.reason.slice(0, LIMITS.reason) }
  return out
}

/**
 * The numbers of a history point, in the order the marker writes them (`[from, to, ...]`, null
 * for a number its kind does not have): rows of numbers deflate to a few bytes each, and the
 * windows repeat from gap to gap.
 */
const POINT_NUMBERS = [
  'count',
  'searches',
  'clicks',
  'down',
  'votes',
  'questions',
  'views',
] as const
/** The largest number a history point holds: more readers than any site has in a window. */
const MAX_POINT_NUMBER = 1_000_000_000

function pointRow(p: HistoryPoint): unknown[] {
  return [windowTime(p.from), windowTime(p.to), ...POINT_NUMBERS.map((k) => p[k] ?? null)]
}

function readPoint(value: unknown): HistoryPoint | null {
  if (!Array.isArray(value) || value.length < 3) return null
  const from = isoTime(value[0])
  const to = isoTime(value[1])
  if (from === null || to === null || Date.parse(to) <= Date.parse(from)) return null
  const point: HistoryPoint = { from: windowTime(from), to: windowTime(to), count: 0 }
  for (const [i, key] of POINT_NUMBERS.entries()) {
    const n = value[i + 2]
    if (Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_POINT_NUMBER)
      point[key] = n as number
    else if (key === 'count') return null
  }
  return point
}

function readHistory(value: unknown): HistoryPoint[] | undefined {
  if (!Array.isArray(value)) return undefined
  const points = value
    .slice(-MAX_HISTORY)
    .map(readPoint)
    .filter((p): p is HistoryPoint => p !== null)
  return points.length > 0 ? points : undefined
}

const PULL_STATES: readonly string[] = ['open', 'merged', 'closed', 'unreadable']
const VERDICTS: readonly string[] = ['fixed', 'still-seen', 'too-early', 'no-baseline']

function readFigures(value: unknown): FixFigures | null {
  if (!isRecord(value) || (value.per !== 'day' && value.per !== '1,000 views')) return null
  const num = (v: unknown): number | null =>
    typeof v === 'number' && Number.isFinite(v) ? v : null
  const [rateBefore, rateAfter, pValue] = [
    num(value.rateBefore),
    num(value.rateAfter),
    num(value.pValue),
  ]
  const [windowsBefore, windowsAfter] = [num(value.windowsBefore), num(value.windowsAfter)]
  if (rateBefore === null || rateAfter === null || pValue === null) return null
  if (windowsBefore === null || windowsAfter === null) return null
  const change = num(value.change)
  return { per: value.per, rateBefore, rateAfter, change, pValue, windowsBefore, windowsAfter }
}

function readVerdict(value: unknown): Verdict | undefined {
  if (!isRecord(value) || !VERDICTS.includes(value.verdict as string)) return undefined
  const since = isoTime(value.since)
  if (since === null) return undefined
  const verdict = value.verdict as FixVerdict
  const figures = readFigures(value.figures)
  return { verdict, since, figures, ...(value.relapsed === true ? { relapsed: true } : {}) }
}

/** The verdict a 1.3 marker kept as times (`fixedAt`, `seenAgainAt`); its figures come next run. */
function verdictOf13(value: Record<string, unknown>): Verdict | undefined {
  const seenAgainAt = isoTime(value.seenAgainAt)
  if (seenAgainAt !== null)
    return { verdict: 'still-seen', since: seenAgainAt, figures: null, relapsed: true }
  const fixedAt = isoTime(value.fixedAt)
  return fixedAt !== null ? { verdict: 'fixed', since: fixedAt, figures: null } : undefined
}

function readEffect(value: unknown): GapEffect | undefined {
  if (!isRecord(value)) return undefined
  const job = text(value.job, LIMITS.jobId)
  if (!job || !PULL_STATES.includes(value.pr as string)) return undefined
  const pr = value.pr as PullState
  const mergedAt = isoTime(value.mergedAt)
  if (pr === 'merged' && mergedAt === null) return undefined
  const verdict = pr === 'merged' ? (readVerdict(value.verdict) ?? verdictOf13(value)) : undefined
  return {
    job,
    pr,
    mergedAt: pr === 'merged' ? mergedAt : null,
    ...(pr === 'unreadable' ? { reason: text(value.reason, LIMITS.reason) ?? '' } : {}),
    ...(verdict ? { verdict } : {}),
  }
}

/** An entry as the marker writes it (its history as rows of numbers). */
function wire(gap: RememberedGap): Record<string, unknown> {
  const { history, ...rest } = bounded(gap)
  return history ? { ...rest, history: history.map(pointRow) } : rest
}

function boundedSignature(stems: readonly unknown[]): string[] {
  return stems
    .filter((s): s is string => typeof s === 'string' && s !== '')
    .slice(0, MAX_SIGNATURE)
    .map((s) => s.slice(0, LIMITS.stem))
}

function boundedBrief(brief: GapBrief): GapBrief {
  return {
    numbers: brief.numbers.slice(0, LIMITS.numbers),
    examples: brief.examples.slice(0, MAX_BRIEF_EXAMPLES).map((e) => e.slice(0, MAX_BRIEF_CHARS)),
    pages: brief.pages.slice(0, MAX_BRIEF_PAGES).map((p) => p.slice(0, LIMITS.page)),
  }
}

/** The marker holding `memory` (one line, ASCII only; text fields cut to their limits). */
export function serializeMemory(memory: InsightsMemory): string {
  const json = [...memoryJsonPieces(memory)].join('')
  return `${PREFIX}${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64')}${SUFFIX}`
}

/**
 * The memory's JSON in pieces: the envelope, then a gap at a time (joined, the marker's text;
 * one at a time, what trimming measures without making the whole).
 */
function* memoryJsonPieces(memory: InsightsMemory): Generator<string> {
  const { version, nextId } = memory
  yield `{"version":${JSON.stringify(version)},"nextId":${JSON.stringify(nextId)},"gaps":[`
  for (let i = 0; i < memory.gaps.length; i++)
    yield `${i > 0 ? ',' : ''}${JSON.stringify(wire(memory.gaps[i]!))}`
  yield ']}'
}

/**
 * The length `serializeMemory` would give, for trimming, which measures dozens of candidates of a
 * large run's memory: each encoded a gap at a time into one reused array (no text or buffer of the
 * whole per candidate, left for a collection to free), its marker not made (base64 writes every 3
 * bytes, or fewer at the end, as 4 characters).
 */
class MarkerLength {
  private bytes = new Uint8Array(1 << 16)
  private readonly encoder = new TextEncoder()
  of(memory: InsightsMemory): number {
    let at = 0
    for (const piece of memoryJsonPieces(memory)) {
      // UTF-8 takes at most 3 bytes for a UTF-16 code unit.
      if (this.bytes.length - at < 3 * piece.length)
        this.bytes = grown(this.bytes, 2 * (at + 3 * piece.length))
      at += this.encoder.encodeInto(piece, this.bytes.subarray(at)).written
    }
    const deflated = deflateRawSync(this.bytes.subarray(0, at)).length
    return PREFIX.length + 4 * Math.ceil(deflated / 3) + SUFFIX.length
  }
  free(): void {
    release(this.bytes)
  }
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' ? value.slice(0, max) : null
}

function isoTime(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
    ? value
    : null
}

function readDismissal(value: unknown): Dismissal | undefined {
  if (!isRecord(value)) return undefined
  const by = text(value.by, LIMITS.by)
  const why = text(value.why, LIMITS.why) ?? ''
  const at = isoTime(value.at)
  return by !== null && at !== null ? { by, why, at } : undefined
}

function readJob(value: unknown): GapJob | undefined {
  if (!isRecord(value)) return undefined
  const id = text(value.id, LIMITS.jobId)
  if (!id) return undefined
  return {
    id,
    status: text(value.status, LIMITS.status) ?? 'unknown',
    prLink: text(value.prLink, LIMITS.prLink),
    endedAt: isoTime(value.endedAt),
  }
}

function readBrief(value: unknown): GapBrief | undefined {
  if (!isRecord(value)) return undefined
  const numbers = text(value.numbers, LIMITS.numbers)
  const strings = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
  if (numbers === null) return undefined
  return boundedBrief({ numbers, examples: strings(value.examples), pages: strings(value.pages) })
}

/** One entry, or null when its identity (id, key, kind, dates) cannot be read. */
function readGap(value: unknown): RememberedGap | null {
  if (!isRecord(value)) return null
  const { id, key, kind, firstSeen, lastSeen } = value
  if (typeof id !== 'string' || !GAP_ID.test(id)) return null
  if (typeof key !== 'string' || key.length === 0 || key.length > LIMITS.key) return null
  if (!GAP_KIND_NAMES.includes(kind as GapKind) || !key.startsWith(`${kind as string}:`))
    return null
  if (typeof firstSeen !== 'string' || !DAY.test(firstSeen) || Number.isNaN(Date.parse(firstSeen)))
    return null
  if (typeof lastSeen !== 'string' || !DAY.test(lastSeen) || Number.isNaN(Date.parse(lastSeen)))
    return null
  const dismissed = readDismissal(value.dismissed)
  const job = readJob(value.job)
  const brief = readBrief(value.brief)
  const history = readHistory(value.history)
  const effect = readEffect(value.effect)
  const page = text(value.page, LIMITS.page)
  const state: GapState = GAP_STATES.includes(value.state as GapState)
    ? (value.state as GapState)
    : 'open'
  const runs = value.runs
  return {
    id,
    key,
    kind: kind as GapKind,
    label: text(value.label, LIMITS.label) ?? '',
    state,
    firstSeen,
    lastSeen,
    runs:
      Number.isSafeInteger(runs) && (runs as number) >= 1 ? Math.min(runs as number, MAX_RUNS) : 1,
    // A dismissal whose record is unreadable stays a dismissal: reading it as open could hand a
    // gap a maintainer turned down to the agent.
    ...(state === 'dismissed'
      ? { dismissed: dismissed ?? { by: '', why: '', at: `${lastSeen}T00:00:00.000Z` } }
      : {}),
    ...(job ? { job } : {}),
    ...(brief ? { brief } : {}),
    ...(Array.isArray(value.signature) && value.signature.length
      ? { signature: boundedSignature(value.signature) }
      : {}),
    ...(history ? { history } : {}),
    ...(page !== null ? { page } : {}),
    ...(effect && job?.id === effect.job ? { effect } : {}),
  }
}

function decode(body: string): unknown {
  const match = PAYLOAD.exec(body)
  if (!match) return null
  const json = inflateRawSync(Buffer.from(match[1]!, 'base64'), { maxOutputLength: MAX_INFLATED })
  return JSON.parse(json.toString('utf8'))
}

/**
 * Reads the memory from an issue body. Never throws: no marker, a marker that does not inflate
 * or parse, or another version gives an empty memory; an entry whose identity cannot be read is
 * dropped, a field that cannot be read takes its default, duplicate ids or keys keep the first,
 * and `nextId` is never at or below an id in use.
 */
export function parseMemory(body: string | null | undefined): InsightsMemory {
  let value: unknown
  try {
    value = body ? decode(body) : null
  } catch {
    return emptyMemory()
  }
  if (!isRecord(value) || value.version !== MEMORY_VERSION || !Array.isArray(value.gaps))
    return emptyMemory()
  const ids = new Set<string>()
  const keys = new Set<string>()
  const gaps: RememberedGap[] = []
  for (const entry of value.gaps) {
    const gap = readGap(entry)
    if (!gap || ids.has(gap.id) || keys.has(gap.key)) continue
    ids.add(gap.id)
    keys.add(gap.key)
    gaps.push(gap)
  }
  gaps.sort((a, b) => idNumber(a.id) - idNumber(b.id))
  const highest = gaps.reduce((m, g) => Math.max(m, idNumber(g.id)), 0)
  const stated = value.nextId
  const nextId =
    Number.isSafeInteger(stated) && (stated as number) > highest && (stated as number) <= MAX_ID
      ? (stated as number)
      : highest + 1
  return { version: MEMORY_VERSION, nextId, gaps }
}

/**
 * The order entries leave a memory that is over its budget: first gaps that would be forgotten
 * anyway (never handed over, not dismissed), then dismissed gaps, then handed-over ones; within
 * each, the least recently seen (dismissed: the oldest dismissal) first, and of those the newest
 * id first, so that the ids maintainers have seen longest survive.
 */
function dropOrder(a: RememberedGap, b: RememberedGap): number {
  const tier = (g: RememberedGap): number => (handedOver(g) ? 2 : g.state === 'dismissed' ? 1 : 0)
  const when = (g: RememberedGap): string =>
    (g.state === 'dismissed' && g.dismissed?.at) || g.lastSeen
  return (
    tier(a) - tier(b) ||
    (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0) ||
    idNumber(b.id) - idNumber(a.id)
  )
}

/** The fewest first `n` in 1..max for which `fits(n)` holds (by bisection), or max. */
function fewest(max: number, fits: (n: number) => boolean): number {
  let low = 1
  let high = max
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (fits(mid)) high = mid
    else low = mid + 1
  }
  return low
}

/**
 * The memory trimmed so that its marker has at most `budget` characters: first the briefs (the
 * evidence a `fix` prompt quotes) go, then the histories (the numbers a fix is judged on), then
 * entries, each in `dropOrder`, so that handed-over gaps keep theirs longest (the fewest that
 * suffice, found by bisection since deflate is not additive). The counter is kept, so a dropped
 * gap seen again gets a new id, never an old one.
 */
export function trimMemory(memory: InsightsMemory, budget: number = MEMORY_BUDGET): InsightsMemory {
  const length = new MarkerLength()
  try {
    return trimmed(memory, (m) => length.of(m) <= budget)
  } finally {
    length.free()
  }
}

function trimmed(memory: InsightsMemory, fits: (m: InsightsMemory) => boolean): InsightsMemory {
  if (fits(memory)) return memory
  for (const strip of [withoutBrief, withoutHistory]) {
    const having = memory.gaps.filter((g) => strip(g) !== g).sort(dropOrder)
    if (having.length === 0) continue
    const stripped = (n: number): InsightsMemory => {
      const dropped = new Set(having.slice(0, n))
      return { ...memory, gaps: memory.gaps.map((g) => (dropped.has(g) ? strip(g) : g)) }
    }
    const lighter = stripped(fewest(having.length, (n) => fits(stripped(n))))
    if (fits(lighter)) return lighter
    memory = stripped(having.length)
  }
  const order = [...memory.gaps].sort(dropOrder)
  const without = (n: number): InsightsMemory => {
    const dropped = new Set(order.slice(0, n))
    return { ...memory, gaps: memory.gaps.filter((g) => !dropped.has(g)) }
  }
  const trimmed = without(fewest(order.length, (n) => fits(without(n))))
  // Deflate is not strictly monotonic; an empty memory always fits any sane budget.
  return fits(trimmed) ? trimmed : { ...memory, gaps: [] }
}

/** The gap without its brief (itself when it has none). */
function withoutBrief(gap: RememberedGap): RememberedGap {
  if (!gap.brief) return gap
  const { brief: _brief, ...rest } = gap
  return rest
}

/** The gap without its history (itself when it has none). */
function withoutHistory(gap: RememberedGap): RememberedGap {
  if (!gap.history) return gap
  const { history: _history, ...rest } = gap
  return rest
}

/** True when `body` holds a memory marker (an insights report issue's). */
export function hasMemory(body: string | null | undefined): boolean {
  return body ? PAYLOAD.test(body) : false
}

/** `body` with its memory marker replaced by one of `memory` (trimmed to its budget). */
export function replaceMemory(body: string, memory: InsightsMemory): string {
  const marker = serializeMemory(trimMemory(memory))
  return PAYLOAD.test(body) ? body.replace(PAYLOAD, () => marker) : `${body}\n\n${marker}\n`
}
