/**
 * Reading the insights signals within `max-requests`: the plan (plan.ts) carried out against the
 * platform port, one page a request, breadth first. It never spends more than `max-requests`
 * (retries included: each read is capped at the budget left), ends a signal when it has no more
 * pages (or, for searches, when hits fall under `min-count`) and gives its turns to the others in
 * the planned order. A 429 ends all reading (the report is built from what was read, marked
 * partial); any other platform error fails only the signal it hit, and the others go on. Each
 * page is read by its signal's module (signals/), which does not trust the server to page well
 * (signals/paging.ts): a page repeated or a cursor followed before ends that signal as partial.
 */
import { PlatformError, RateLimitedError } from '../../ports/platform-errors.ts'
import type { FeedbackStatus, PlatformClient } from '../../ports/platform.ts'
import { nextRequest, planRequests, type LeftOut, type PlannedRequest } from './plan.ts'
import { signalUnit, type InsightSignal } from './signals/registry.ts'
import type { InsightRows, PageOutcome, Paging } from './signals/unit.ts'
import { wholeNumber } from '../../render/numbers.ts'

/** What reading needs besides the platform. */
export interface ReadInsightsOptions {
  signals: Iterable<InsightSignal>
  /** 1–100: analytics requests the run may spend, retries included. */
  maxRequests: number
  /** The window, pinned once: every page and retry sends the same dates (`dateTo` exclusive). */
  window: { dateFrom: string; dateTo: string }
  /** The least evidence for a gap: searches pages stop once hits fall under it. */
  minCount: number
  /** The feedback the team has not triaged yet (the platform's `status` filter). */
  feedbackStatus: readonly FeedbackStatus[]
  signal?: AbortSignal
}

/** What became of one signal. `requests` counts attempts (retries included), `pages` answers. */
export type SignalState =
  /** Answered with rows; `complete` is false when pages were left for want of budget. */
  | { kind: 'read'; requests: number; pages: number; rows: number; complete: boolean }
  /** Answered, with nothing in the window: not "no problem" (collection off? plan?). */
  | { kind: 'no-data'; requests: number; pages: number }
  /** A platform error other than a 429 ended this signal; the rows before it are kept. */
  | { kind: 'failed'; requests: number; pages: number; rows: number; reason: string }
  /**
   * Reading ended while this signal had pages left: a 429 ended all reading, or the platform
   * repeated a page or a cursor (`reason` says which).
   */
  | { kind: 'partial'; requests: number; pages: number; rows: number; reason: string }
  /** No request was made for it. */
  | { kind: 'not-read'; reason: string }

export interface InsightsRead {
  rows: InsightRows
  /** Each chosen signal's state, in priority order. */
  signals: Array<{ signal: InsightSignal; state: SignalState }>
  /** Analytics requests spent (attempts that reached the platform); never above `maxRequests`. */
  spent: number
  /** Requests the plan made room for before the first one (`maxRequests` or fewer). */
  planned: number
  /** What was not read, and why (budget, the 429, an export with no paging). */
  leftOut: LeftOut[]
  /** A 429 ended reading: the report is built from what was read. */
  partial: boolean
}

/** Where one signal's reading stands. */
interface Stream {
  signal: InsightSignal
  made: number
  requests: number
  pages: number
  rows: number
  paging: Paging
  /** Why reading this signal ended; null while it has pages left. */
  end: null | 'done' | 'failed' | 'rate-limited' | 'repeated'
  /** The error (failed, rate-limited) or the repeat (repeated) that ended it. */
  error: string
}

/** Reads the chosen signals within the budget; see the module comment for the rules. */
export async function readInsights(
  platform: PlatformClient,
  options: ReadInsightsOptions,
): Promise<InsightsRead> {
  const plan = planRequests(options.signals, options.maxRequests)
  const rows: InsightRows = {
    searches: [],
    totalSearches: null,
    pages: [],
    feedback: [],
    conversations: [],
    views: [],
  }
  const streams = new Map(plan.signals.map((s) => [s, newStream(s)]))
  const notes: LeftOut[] = []
  const start = platform.requestCount
  let rateLimit: string | null = null
  for (;;) {
    const left = plan.maxRequests - (platform.requestCount - start)
    const made = new Map([...streams].map(([s, st]) => [s, st.made]))
    const next = nextRequest(plan.signals, made, (s) => streams.get(s)?.end === null)
    if (left <= 0 || next === null) break
    const stream = streams.get(next.signal)!
    const before = platform.requestCount
    stream.made++
    try {
      const page = await readPage(platform, next, stream, { rows, notes, options, left })
      stream.pages++
      stream.rows += page.rows
      if (page.repeated !== undefined) {
        stream.end = 'repeated'
        stream.error = page.repeated
      } else if (!page.more) stream.end = 'done'
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error
      stream.error = error.message
      stream.end = error instanceof RateLimitedError ? 'rate-limited' : 'failed'
      if (error instanceof RateLimitedError) rateLimit = error.message
    } finally {
      stream.requests += platform.requestCount - before
    }
    if (rateLimit !== null) break
  }
  const all = [...streams.values()]
  return {
    rows,
    signals: all.map((s) => ({ signal: s.signal, state: stateOf(s, rateLimit) })),
    spent: platform.requestCount - start,
    planned: plan.requests.length,
    leftOut: [...all.flatMap((s) => leftOutOf(s, rateLimit)), ...notes],
    partial: rateLimit !== null,
  }
}

/**
 * True when no chosen signal could be read: every one failed, was cut by a 429 before any answer,
 * or got no request. Only then does the caller fail the step; an empty answer is a read.
 */
export function noSignalRead(result: Pick<InsightsRead, 'signals'>): boolean {
  return result.signals.every(({ state }) => {
    if (state.kind === 'read' || state.kind === 'no-data') return false
    if (state.kind === 'partial') return state.pages === 0
    return true
  })
}

/** The spec's words for a signal that answered nothing: an empty signal is not "no problems". */
export const NO_DATA_TEXT =
  "no data (is feedback collection on? is the plan's analytics available?)"

/** A signal's state in one line, for the summary and the report issue (which make it inert). */
export function describeSignalState(state: SignalState): string {
  const plural = (n: number, word: string) => `${wholeNumber(n)} ${word}${n === 1 ? '' : 's'}`
  switch (state.kind) {
    case 'read':
      return (
        `read: ${plural(state.rows, 'row')} in ${plural(state.requests, 'request')}` +
        (state.complete ? '' : ' (more left: budget)')
      )
    case 'no-data':
      return NO_DATA_TEXT
    case 'failed':
      return state.rows > 0
        ? `partial: ${plural(state.rows, 'row')}, then failed: ${state.reason}`
        : `failed: ${state.reason}`
    case 'partial':
      return state.reason.startsWith('rate limited')
        ? `partial: ${plural(state.rows, 'row')} before the platform's rate limit ended reading`
        : `partial: ${plural(state.rows, 'row')}, then ${state.reason}`
    case 'not-read':
      return `not read (${state.reason})`
  }
}

function newStream(signal: InsightSignal): Stream {
  return {
    signal,
    made: 0,
    requests: 0,
    pages: 0,
    rows: 0,
    paging: { cursor: undefined, offset: 0, followed: new Set(), seen: new Set() },
    end: null,
    error: '',
  }
}

interface PageContext {
  rows: InsightRows
  notes: LeftOut[]
  options: ReadInsightsOptions
  /** Requests left in the budget: the most attempts this read may make. */
  left: number
}

/** Makes one planned request through its signal's module, which keeps its rows. */
function readPage(
  platform: PlatformClient,
  request: PlannedRequest,
  stream: Stream,
  context: PageContext,
): Promise<PageOutcome> {
  const { options } = context
  return signalUnit(request.signal).read({
    platform,
    request,
    paging: stream.paging,
    rows: context.rows,
    // Only the two dates: a window may carry more (how it was chosen), which is no query parameter.
    window: { dateFrom: options.window.dateFrom, dateTo: options.window.dateTo },
    limits: { maxAttempts: context.left },
    minCount: options.minCount,
    feedbackStatus: options.feedbackStatus,
    signal: options.signal,
    note: (reason) => context.notes.push({ signal: request.signal, reason }),
  })
}

function stateOf(stream: Stream, rateLimit: string | null): SignalState {
  const { requests, pages, rows } = stream
  if (stream.end === 'failed')
    return { kind: 'failed', requests, pages, rows, reason: stream.error }
  const cut = stream.end === 'rate-limited' || (rateLimit !== null && stream.end === null)
  if (stream.made === 0) {
    return { kind: 'not-read', reason: cut ? `rate limited: ${rateLimit}` : 'budget' }
  }
  if (cut) return { kind: 'partial', requests, pages, rows, reason: `rate limited: ${rateLimit}` }
  if (stream.end === 'repeated')
    return { kind: 'partial', requests, pages, rows, reason: stream.error }
  if (rows === 0 && stream.end === 'done') return { kind: 'no-data', requests, pages }
  return { kind: 'read', requests, pages, rows, complete: stream.end === 'done' }
}

function leftOutOf(stream: Stream, rateLimit: string | null): LeftOut[] {
  const { signal } = stream
  if (stream.end === 'done' || stream.end === 'failed') return []
  if (stream.end === 'repeated') return [{ signal, reason: stream.error }]
  if (stream.end === 'rate-limited' || rateLimit !== null) {
    return [{ signal, reason: `rate limited: the platform answered 429; reading ended` }]
  }
  if (stream.made === 0) {
    return [{ signal, reason: 'budget: max-requests was spent before its first request' }]
  }
  return [{ signal, reason: `budget: more pages after its ${stream.made} request(s)` }]
}
