/**
 * What an analytics signal of `mode: insights` provides (one module a signal, listed in
 * registry.ts): its name, the stream of requests it makes, how far along it counts when the plan
 * picks the next request, and the reader of one page, which keeps the page's rows. The plan
 * (plan.ts) and the reading (read.ts) know no signal by name.
 */
import type {
  ConversationRow,
  FeedbackRow,
  PageFeedbackRow,
  SearchRow,
  ViewRow,
} from '../../../gaps/rows.ts'
import type { FeedbackStatus, PlatformClient, ReadLimits } from '../../../ports/platform.ts'

/** The rows read, by export, ready for the gap logic (`findAll`, `rankGaps`). */
export interface InsightRows {
  searches: SearchRow[]
  /** Search events in the window (first searches page), null when none was read. */
  totalSearches: number | null
  /** Feedback counts by page (`feedback/by-page`). */
  pages: PageFeedbackRow[]
  feedback: FeedbackRow[]
  /** The assistant's turns that ask what the docs could not answer (answered turns are not kept). */
  conversations: ConversationRow[]
  views: ViewRow[]
}

/** One request of a signal's stream: the `page`-th (from 1) of `endpoint`, `limit` rows. */
export interface StreamRequest {
  endpoint: string
  page: number
  /** The largest `limit` the endpoint accepts (published description). */
  limit: number
}

/** Where a signal's paging stands, and what it read (so that nothing is counted twice). */
export interface Paging {
  cursor: string | undefined
  offset: number
  /** Every cursor sent for this signal: one given again would read its pages again. */
  followed: Set<string>
  /** A fingerprint of every page of rows read: the same rows again are a page already counted. */
  seen: Set<string>
}

/** What one page came to: its rows, and whether the signal has more worth reading. */
export interface PageOutcome {
  rows: number
  more: boolean
  /** The platform repeated itself: reading this signal ends here, partial, for this reason. */
  repeated?: string
}

/** What reading one page needs. */
export interface PageRead {
  platform: PlatformClient
  request: StreamRequest
  paging: Paging
  /** Where the page's rows go. */
  rows: InsightRows
  /** The window, pinned once: every page and retry sends the same dates. */
  window: { dateFrom: string; dateTo: string }
  limits: ReadLimits
  /** The least evidence for a gap. */
  minCount: number
  feedbackStatus: readonly FeedbackStatus[]
  signal?: AbortSignal
  /** Says what of the signal is left out beside its pages (an export with no paging). */
  note: (reason: string) => void
}

/** One analytics signal. */
export interface SignalUnit<Name extends string = string> {
  /** Its name in the `signals` input. */
  name: Name
  /** The `index`-th request (from 0) of its stream. */
  request: (index: number) => StreamRequest
  /** How far along it counts after `made` requests when the next is chosen (lower goes first). */
  turn: (made: number) => number
  /** Makes one request of its stream and keeps the page's rows. */
  read: (page: PageRead) => Promise<PageOutcome>
}
