/**
 * Reading the insights signals within `max-requests`: the plan (plan.ts) carried out against the
 * platform port, one page a request, breadth first. It never spends more than `max-requests`
 * (retries included: each read is capped at the budget left), ends a signal when it has no more
 * pages (or, for searches, when hits fall under `min-count`) and gives its turns to the others in
 * the planned order. A 429 ends all reading (the report is built from what was read, marked
 * partial); any other platform error fails only the signal it hit, and the others go on. The
 * server is not trusted to page well: a page it already gave (the same rows again) is not kept,
 * and a cursor already followed is not followed again; either ends that signal as partial, with
 * the reason, so that nothing is counted twice and no budget goes on pages read before.
 */
import { PlatformError, RateLimitedError } from '../../ports/platform-errors.ts'
import {
  searchesBelowFloor,
  type FeedbackStatus,
  type PlatformClient,
  type ReadLimits,
} from '../../ports/platform.ts'
import {
  nextRequest,
  planRequests,
  type InsightSignal,
  type LeftOut,
  type PlannedRequest,
} from './plan.ts'
import type {
  ConversationRow,
  FeedbackRow,
  PageFeedbackRow,
  SearchRow,
  ViewRow,
} from '../../gaps/rows.ts'

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

/** The rows read, by export, ready for the gap logic (`findGaps`, `rankGaps`). */
interface InsightRows {
  searches: SearchRow[]
  /** Search events in the window (first searches page), null when none was read. */
  totalSearches: number | null
  /** Feedback counts by page (`feedback/by-page`). */
  pages: PageFeedbackRow[]
  feedback: FeedbackRow[]
  conversations: ConversationRow[]
  views: ViewRow[]
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
  cursor: string | undefined
  offset: number
  /** Every cursor sent for this signal: one given again would read its pages again. */
  followed: Set<string>
  /** A fingerprint of every page of rows read: the same rows again are a page already counted. */
  seen: Set<string>
  /** Why reading this signal ended; null while it has pages left. */
  end: null | 'done' | 'failed' | 'rate-limited' | 'repeated'
  /** The error (failed, rate-limited) or the repeat (repeated) that ended it. */
  error: string
}

/** What one page came to: its rows, and whether the signal has more worth reading. */
interface PageOutcome {
  rows: number
  more: boolean
  /** The platform repeated itself: reading this signal ends here, partial, for this reason. */
  repeated?: string
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
  const plural = (n: number, word: string) =>
    `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
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
    cursor: undefined,
    offset: 0,
    followed: new Set(),
    seen: new Set(),
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

/** Makes one planned request, keeps its rows and moves the stream's cursor or offset on. */
async function readPage(
  platform: PlatformClient,
  request: PlannedRequest,
  stream: Stream,
  context: PageContext,
): Promise<PageOutcome> {
  const { rows, options } = context
  const { signal } = options
  // Only the two dates: a window may carry more (how it was chosen), which is no query parameter.
  const window = { dateFrom: options.window.dateFrom, dateTo: options.window.dateTo }
  const limits: ReadLimits = { maxAttempts: context.left }
  const limit = request.limit
  const cursor = stream.cursor === undefined ? {} : { cursor: stream.cursor }
  switch (request.endpoint) {
    case 'searches': {
      const page = await platform.getSearches({ ...window, limit, ...cursor }, signal, limits)
      rows.totalSearches ??= page.totalSearches
      // Rows come ordered by hits: once a page ends under the floor, no later row reaches it.
      const more = page.nextCursor !== null && !searchesBelowFloor(page, options.minCount)
      return keepPage(stream, page.rows, rows.searches, page.nextCursor, more)
    }
    case 'feedback-by-page': {
      const query = { ...window, limit, status: options.feedbackStatus }
      const page = await platform.getFeedbackByPage(query, signal, limits)
      rows.pages.push(...page.rows)
      if (page.hasMore) context.notes.push(byPageCapped(limit))
      // No page had feedback: entries cannot add to a page gap, so none is read.
      return { rows: page.rows.length, more: page.rows.length > 0 }
    }
    case 'feedback': {
      const query = { ...window, limit, status: options.feedbackStatus, ...cursor }
      const page = await platform.getFeedback(query, signal, limits)
      const more = page.hasMore && page.nextCursor !== null
      return keepPage(stream, page.rows, rows.feedback, page.nextCursor, more)
    }
    case 'assistant': {
      const page = await platform.getConversations({ ...window, limit, ...cursor }, signal, limits)
      const more = page.hasMore && page.nextCursor !== null
      return keepPage(stream, page.rows, rows.conversations, page.nextCursor, more)
    }
    case 'views': {
      const query = { ...window, limit, offset: stream.offset }
      const page = await platform.getViews(query, signal, limits)
      stream.offset += limit
      // An empty page that claims more would page for ever: the budget bounds it, this ends it.
      const more = page.hasMore && page.views.length > 0
      return keepPage(stream, page.views, rows.views, undefined, more)
    }
  }
}

/**
 * Keeps a page's rows unless the platform gave this page before, and moves the cursor on unless
 * it points back at a page already read (`next` undefined: offset paging, no cursor). Either
 * repeat ends the signal: following it would count rows twice, or spend the budget on them.
 */
function keepPage<T>(
  stream: Stream,
  page: readonly T[],
  into: T[],
  next: string | null | undefined,
  more: boolean,
): PageOutcome {
  if (stream.cursor !== undefined) stream.followed.add(stream.cursor)
  const print = fingerprint(JSON.stringify(page))
  if (page.length > 0 && stream.seen.has(print)) {
    return { rows: 0, more: false, repeated: REPEATED_PAGE }
  }
  stream.seen.add(print)
  into.push(...page)
  if (next === undefined) return { rows: page.length, more }
  if (more && next !== null && stream.followed.has(next)) {
    return { rows: page.length, more: false, repeated: REPEATED_CURSOR }
  }
  stream.cursor = next ?? undefined
  return { rows: page.length, more }
}

/**
 * A page's text as two 53-bit hashes (cyrb53, two seeds) and its length: a page of 1,000 turns is
 * kept as this, not as its text, and two different pages of one signal never share it in practice.
 */
function fingerprint(text: string): string {
  const hash = (seed: number): string => {
    let h1 = 0xdeadbeef ^ seed
    let h2 = 0x41c6ce57 ^ seed
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
  }
  return `${hash(1)}${hash(2)}:${text.length}`
}

const REPEATED_PAGE =
  'the platform answered a page it had already given (the same rows again): reading stopped ' +
  'there, and those rows are counted once'
const REPEATED_CURSOR =
  'the platform gave back a cursor already followed, which would read the same pages again: ' +
  'reading stopped there, each row counted once'

function byPageCapped(limit: number): LeftOut {
  return {
    signal: 'feedback',
    reason:
      `no paging: more than ${limit} pages had feedback, and feedback by page cannot be paged, ` +
      `so only the first ${limit} are counted`,
  }
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
