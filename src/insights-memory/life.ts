/**
 * A gap's life, in one place: its states, the events that move it, one transition table, and the
 * record each event leaves (the job, what GitHub said of its pull request, the verdict on the fix
 * with the time it was first reached). Every other module asks this one: the memory's merge, the
 * commands, the journal, the reconcile and insights runs send events (`live`), and the report's
 * table, its Fixes section, the output `fixed` and the output file read the record it keeps.
 *
 *   new ──later run──▶ open ──handed over──▶ fixing ──job ended with a pull request──▶ proposed
 *   proposed ──pull request merged, then judged──▶ fixed ⇄ still seen after the fix (a relapse
 *     of a fixed gap is final: readers failing again)
 *   fixing ──job ended without a pull request──▶ open;  proposed ──closed unmerged──▶ open
 *   any ──dismissed──▶ dismissed (for good)
 *
 * Which verdict a merged fix earns is fix-effect/judge.ts; this module only applies it, and only
 * once a merge is known: before that, a gap stays `proposed` whatever readers do. The order events
 * apply in one run: the jobs read (`job-read`), the run's findings (`later-run`), the pull
 * requests read (`pull-read`), then the judgement (`judged`), all at write time
 * (fix-loop/run-memory.ts); commands apply theirs (`handed-over`, `dismissed`) on their own.
 */

export type GapState = 'new' | 'open' | 'fixing' | 'proposed' | 'fixed' | 'still-seen' | 'dismissed'
export const GAP_STATES: readonly GapState[] = [
  'new',
  'open',
  'fixing',
  'proposed',
  'fixed',
  'still-seen',
  'dismissed',
]

/** A gap's life when it is first seen (or rebuilt, before the `rebuilt` event). */
export function born(): { state: GapState } {
  return { state: 'new' }
}

/** Who dismissed a gap, why, and when (ISO 8601). */
export interface Dismissal {
  by: string
  why: string
  at: string
}

/** The agent job a gap was handed to. */
export interface GapJob {
  id: string
  /** The job's last known status, as the platform names it. */
  status: string
  /** The agent's pull request, once known. */
  prLink: string | null
  /** When the job ended (ISO 8601), once known; it never moves afterwards. */
  endedAt: string | null
}

/** What a merged fix did, as far as the windows tell. */
export type FixVerdict = 'fixed' | 'still-seen' | 'too-early' | 'no-baseline'

/** The figures a verdict shows. */
export interface FixFigures {
  /** `day` or `1,000 views`. */
  per: 'day' | '1,000 views'
  rateBefore: number
  rateAfter: number
  /** Relative change (−0.94 for −94 %); null when the rate before was 0. */
  change: number | null
  pValue: number
  windowsBefore: number
  windowsAfter: number
}

/** A verdict as the memory keeps it: every reader shows this, none judges again. */
export interface Verdict {
  verdict: FixVerdict
  /** When this verdict was first reached (the run's time, ISO 8601). */
  since: string
  /** Null for `too-early` and `no-baseline`. */
  figures: FixFigures | null
  /** True once a `fixed` gap was found failing again: the latest window's figures, for good. */
  relapsed?: boolean
}

/** What GitHub said of a pull request, as a gap keeps it. */
export type PullState = 'open' | 'merged' | 'closed' | 'unreadable'

/** What became of the pull request of a gap's job, and the verdict on it once merged. */
export interface GapEffect {
  /** The job whose pull request this is about: another job starts over. */
  job: string
  pr: PullState
  /** When it was merged (ISO 8601); null unless `merged`. */
  mergedAt: string | null
  /** Why it could not be read (`unreadable`). */
  reason?: string
  /** Only after a merge. */
  verdict?: Verdict
}

/** What of a gap its life is made of. */
export interface Life {
  state: GapState
  job?: GapJob
  effect?: GapEffect
  dismissed?: Dismissal
}

/** A judgement of a merged fix (fix-effect/judge.ts). */
export interface Judgement {
  verdict: FixVerdict
  figures: FixFigures | null
  relapsed?: boolean
}

/** Everything that happens to a gap. */
export type LifeEvent =
  /** A run after the one that first found it (found again or not). */
  | { kind: 'later-run' }
  | { kind: 'handed-over'; job: { id: string; status: string } }
  /** Its job read: running, or ended (with the pull request it left, if any). */
  | { kind: 'job-read'; job: string; status: string; prLink: string | null; endedAt: string | null }
  | { kind: 'pull-read'; job: string; read: PullRead }
  /** Its merged fix judged, in the run at `at` (ISO 8601). */
  | { kind: 'judged'; judgement: Judgement; at: string }
  | { kind: 'dismissed'; dismissal: Dismissal }
  /** Read back from the report's table (the memory marker lost): the state its row shows. */
  | { kind: 'rebuilt'; state: GapState; at: string }

/** What GitHub said of a gap's pull request in one run. */
export type PullRead =
  | { kind: 'merged'; mergedAt: string }
  | { kind: 'closed' }
  | { kind: 'open' }
  | { kind: 'unreadable'; reason: string }

/** The events of the transition table: a `LifeEvent` with what decides the next state. */
export type EventName =
  | 'later-run'
  | 'handed-over'
  | 'job-running'
  | 'job-ended-with-pr'
  | 'job-ended-without-pr'
  | 'pr-open'
  | 'pr-merged'
  | 'pr-closed'
  | 'pr-unreadable'
  | 'judged-fixed'
  | 'judged-still-seen'
  | 'judged-too-early'
  | 'dismissed'
  | 'rebuilt'

export const EVENT_NAMES: readonly EventName[] = [
  'later-run',
  'handed-over',
  'job-running',
  'job-ended-with-pr',
  'job-ended-without-pr',
  'pr-open',
  'pr-merged',
  'pr-closed',
  'pr-unreadable',
  'judged-fixed',
  'judged-still-seen',
  'judged-too-early',
  'dismissed',
  'rebuilt',
]

/** The state a `rebuilt` event names. */
type Next = GapState | 'as-shown'

/**
 * The transition table: the next state for each state and event; an event missing from a
 * state's row changes nothing (not even the record). `judged-*` count only once a merge is known
 * (see `live`); `judged-too-early` stands for `no-baseline` too, and never undoes a verdict.
 */
const TRANSITIONS: Readonly<Record<GapState, Partial<Record<EventName, Next>>>> = {
  new: {
    'later-run': 'open',
    'handed-over': 'fixing',
    dismissed: 'dismissed',
    rebuilt: 'as-shown',
  },
  open: { 'handed-over': 'fixing', dismissed: 'dismissed', rebuilt: 'as-shown' },
  fixing: {
    'handed-over': 'fixing',
    'job-running': 'fixing',
    'job-ended-with-pr': 'proposed',
    'job-ended-without-pr': 'open',
    dismissed: 'dismissed',
    rebuilt: 'as-shown',
  },
  proposed: {
    'handed-over': 'fixing',
    'pr-open': 'proposed',
    'pr-merged': 'proposed',
    'pr-closed': 'open',
    'pr-unreadable': 'proposed',
    'judged-fixed': 'fixed',
    'judged-still-seen': 'still-seen',
    'judged-too-early': 'proposed',
    dismissed: 'dismissed',
    rebuilt: 'as-shown',
  },
  fixed: {
    'handed-over': 'fixing',
    'judged-fixed': 'fixed',
    'judged-still-seen': 'still-seen',
    dismissed: 'dismissed',
    rebuilt: 'as-shown',
  },
  'still-seen': {
    'handed-over': 'fixing',
    'judged-fixed': 'fixed',
    'judged-still-seen': 'still-seen',
    dismissed: 'dismissed',
    rebuilt: 'as-shown',
  },
  dismissed: { rebuilt: 'as-shown' },
}

/** The table's name of an event. */
function eventName(event: LifeEvent): EventName {
  switch (event.kind) {
    case 'job-read':
      if (event.endedAt === null) return 'job-running'
      return event.prLink !== null && event.status !== 'failed'
        ? 'job-ended-with-pr'
        : 'job-ended-without-pr'
    case 'pull-read':
      return `pr-${event.read.kind}`
    case 'judged':
      return event.judgement.verdict === 'fixed'
        ? 'judged-fixed'
        : event.judgement.verdict === 'still-seen'
          ? 'judged-still-seen'
          : 'judged-too-early'
    default:
      return event.kind
  }
}

/** True when the event is about this gap's job (its own job, its own pull request). */
function concernsItsJob(gap: Life, event: LifeEvent): boolean {
  if (event.kind === 'job-read' || event.kind === 'pull-read') return gap.job?.id === event.job
  // Handed to the job it already follows: nothing to do (a command applied twice).
  if (event.kind === 'handed-over') return gap.job?.id !== event.job.id
  // No verdict before a merge is known.
  if (event.kind === 'judged') return gap.effect?.pr === 'merged'
  return true
}

/**
 * `gap` after `event`: its next state from the table and the record the event leaves; `gap`
 * itself when the event changes nothing.
 */
export function live<T extends Life>(gap: T, event: LifeEvent): T {
  const next = TRANSITIONS[gap.state][eventName(event)]
  if (next === undefined || !concernsItsJob(gap, event)) return gap
  const state = next === 'as-shown' ? (event as { state: GapState }).state : next
  const out: T = { ...gap, ...recordOf(gap, event), state }
  for (const field of ['job', 'effect', 'dismissed'] as const)
    if (out[field] === undefined) delete out[field]
  return same(gap, out) ? gap : out
}

/** The fields an event sets beside the state. */
function recordOf(gap: Life, event: LifeEvent): Partial<Life> {
  switch (event.kind) {
    case 'handed-over':
      return {
        job: { id: event.job.id, status: event.job.status, prLink: null, endedAt: null },
        effect: undefined,
      }
    case 'job-read': {
      const job = gap.job!
      // An end time once known stays: a later reading must not move the windows.
      const endedAt = event.endedAt === null ? null : (job.endedAt ?? event.endedAt)
      const prLink = event.prLink ?? job.prLink
      return { job: { id: job.id, status: event.status, prLink, endedAt } }
    }
    case 'pull-read':
      return { effect: effectOf(gap.job!.id, event.read) }
    case 'judged':
      return { effect: { ...gap.effect!, verdict: verdictOf(gap.effect!.verdict, event) } }
    case 'dismissed':
      return { dismissed: { ...event.dismissal } }
    case 'rebuilt':
      return {
        job: undefined,
        effect: undefined,
        dismissed: event.state === 'dismissed' ? { by: '', why: '', at: event.at } : undefined,
      }
    default:
      return {}
  }
}

function effectOf(job: string, read: PullRead): GapEffect {
  if (read.kind === 'merged') return { job, pr: 'merged', mergedAt: read.mergedAt }
  if (read.kind === 'unreadable')
    return { job, pr: 'unreadable', mergedAt: null, reason: read.reason }
  return { job, pr: read.kind, mergedAt: null }
}

/** The verdict after a judgement: its `since` kept while the verdict stays the same. */
function verdictOf(
  prior: Verdict | undefined,
  event: { judgement: Judgement; at: string },
): Verdict {
  const { verdict, figures, relapsed } = event.judgement
  const since = prior?.verdict === verdict ? prior.since : event.at
  return { verdict, since, figures, ...(relapsed ? { relapsed: true } : {}) }
}

/** True when two records say the same (an event applied twice changes nothing). */
function same(a: Life, b: Life): boolean {
  return (
    a.state === b.state &&
    JSON.stringify([a.job, a.effect, a.dismissed]) ===
      JSON.stringify([b.job, b.effect, b.dismissed])
  )
}

/**
 * True for a gap handed to the agent: it is never forgotten by age. The state counts even without
 * a readable job, so that a damaged entry is not forgotten and handed over a second time.
 */
export function handedOver(gap: Life): boolean {
  return gap.job !== undefined || ['fixing', 'proposed', 'fixed', 'still-seen'].includes(gap.state)
}

/** True for a gap that may be shown as open and handed to the agent by `auto-fix`. */
export function isActionable(gap: Life): boolean {
  return gap.state === 'new' || gap.state === 'open'
}

/** The verdict of a gap's merged fix, as first reached and kept; null before one. */
export function verdictOfGap(gap: Life): Verdict | null {
  return gap.effect?.pr === 'merged' ? (gap.effect.verdict ?? null) : null
}

/** True when `gap` was first judged `fixed` in the run at `now` (the output `fixed`). */
export function firstJudgedFixedAt(gap: Life, now: string): boolean {
  const verdict = verdictOfGap(gap)
  return gap.state === 'fixed' && verdict?.verdict === 'fixed' && verdict.since === now
}

/** Why a gap is `open` again after it was handed over, or null when it was not. */
export function whyOpenAgain(
  gap: Life,
): 'closed-unmerged' | 'job-failed' | 'no-pull-request' | null {
  if (gap.state !== 'open' || !gap.job) return null
  if (gap.effect?.pr === 'closed') return 'closed-unmerged'
  if (gap.job.endedAt === null) return null
  return gap.job.status === 'failed' ? 'job-failed' : 'no-pull-request'
}
