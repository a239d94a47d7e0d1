/** The platform port the flows are written against; implemented by adapters/platform/client.ts. */
import type { AgentJob, VisitorRow, VisitorTotals } from '../types.ts'

export interface VisitorsPage {
  totals: VisitorTotals
  visitors: VisitorRow[]
  hasMore: boolean
}

export interface VisitorsQuery {
  dateFrom: string
  dateTo: string
  limit: number
  offset: number
}

/** The result of the message POST. */
export type SendResult =
  /** The platform answered 2xx: the message was applied. The job in the answer, when valid. */
  | { kind: 'sent'; job: AgentJob | null }
  /**
   * The request may or may not have been applied (reset after the request was written, deadline,
   * 5xx): the caller must not resend; it reads the job to learn more.
   */
  | { kind: 'unknown'; reason: string }

/** The result of the job creation POST. */
export type CreateResult =
  /** The platform answered 2xx with a job: it was created. */
  | { kind: 'created'; job: AgentJob }
  /**
   * A job may or may not have been created (no complete answer, 5xx, or a 2xx whose job could not
   * be read): the caller must not create again, and no endpoint lists jobs to find it.
   */
  | { kind: 'unknown'; reason: string }

/*
 * The other analytics exports (mode `insights`). Each method reads ONE page: how many pages a run
 * spends is the flow's plan (every analytics endpoint shares one budget of 100 requests per
 * organization per hour), so no paging decision is made in the client. Row types mirror the
 * published description's schemas, keeping only what the action reads.
 */

/** A window and a page size, as every analytics export takes them (`dateTo` exclusive). */
interface AnalyticsWindowQuery {
  dateFrom: string
  dateTo: string
  limit: number
}

/** `GET …/searches`: `limit` 1–100; `cursor` is the previous page's `nextCursor` (opaque). */
export interface SearchesQuery extends AnalyticsWindowQuery {
  cursor?: string
}

/** One search term. Rows come ordered by `hits`, descending. */
export interface SearchRow {
  searchQuery: string
  hits: number
  /** Passed through as the platform sends it: no scale is published (0–1 and 0–100 are seen). */
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string | null
}

export interface SearchesPage {
  rows: SearchRow[]
  /** Null on the last page. */
  nextCursor: string | null
  /** Search events in the window (the sum of all hits), not distinct terms. */
  totalSearches: number
}

/**
 * The analytics budget: requests an hour for one organization, shared by every analytics
 * endpoint (platform-api-facts.md). `max-requests` may ask for at most this many.
 */
export const ANALYTICS_REQUESTS_PER_HOUR = 100

type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only'
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

/** The platform's own filters of feedback; an absent or empty filter lets every value through. */
export interface FeedbackFilters {
  source?: FeedbackSource
  /** Sent comma-separated, as the platform's `status` parameter takes it. */
  status?: readonly FeedbackStatus[]
}

/** `GET …/feedback`: `limit` 1–100, `cursor` from the previous page. */
export interface FeedbackQuery extends AnalyticsWindowQuery, FeedbackFilters {
  cursor?: string
}

/**
 * One feedback entry. The reader's `contact` (an e-mail address: personal data) is deliberately
 * absent: the parser never reads it, so no output can carry it.
 */
export interface FeedbackRow {
  id: string
  path: string
  comment: string | null
  createdAt: string | null
  /** A documented source, or a newer one passed through as text. */
  source: string
  status: string
  /** Only `contextual` rows carry it; null otherwise. */
  helpful: boolean | null
  /** Only `code_snippet` rows carry these; null otherwise. */
  code: string | null
  filename: string | null
  lang: string | null
}

export interface FeedbackPage {
  rows: FeedbackRow[]
  nextCursor: string | null
  hasMore: boolean
}

/** `GET …/feedback/by-page`: no cursor and no offset, so one request reads at most 100 pages. */
export type FeedbackByPageQuery = AnalyticsWindowQuery & FeedbackFilters

/** Feedback counts of one documentation page. */
export interface FeedbackByPageRow {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}

export interface FeedbackByPagePage {
  rows: FeedbackByPageRow[]
  /** More pages than `limit` had feedback: they cannot be read (no paging). */
  hasMore: boolean
}

/** `GET …/assistant`: `limit` 1–1000; `cursor` (a ULID) from the previous page. */
export interface ConversationsQuery extends AnalyticsWindowQuery {
  cursor?: string
}

/** One user turn with the assistant. `id` may repeat across the turns of one conversation. */
export interface ConversationRow {
  id: string
  /** When the turn began; null when the platform's text was no date (it is left out). */
  timestamp: string | null
  query: string
  response: string | null
  /** `clarifying_question` turns are questions back to the reader, not failures. */
  responseType: 'answer' | 'clarifying_question'
  /** `unanswered`: the assistant marked the question as not covered by the docs. */
  resolutionStatus: 'answered' | 'unanswered'
  sources: Array<{ title: string | null; url: string }>
  queryCategory: string | null
  pageUrl: string | null
}

export interface ConversationsPage {
  rows: ConversationRow[]
  nextCursor: string | null
  hasMore: boolean
}

/** `GET …/views`: offset paging, `limit` 1–250, as visitors. */
export type ViewsQuery = VisitorsQuery

/** View events of one page (or of the site), by traffic type. */
interface ViewCounts {
  human: number
  ai: number
  total: number
}

export interface ViewsPage {
  totals: ViewCounts
  views: Array<ViewCounts & { path: string }>
  hasMore: boolean
}

/**
 * Whether reading further searches pages can find no term with at least `floor` hits: rows come
 * ordered by hits, descending, so once a page ends under the floor (or is empty) every later row
 * is under it too. The client returns whole pages; the caller decides with this.
 */
export function searchesBelowFloor(page: Pick<SearchesPage, 'rows'>, floor: number): boolean {
  const last = page.rows.at(-1)
  return last === undefined || last.hits < floor
}

/**
 * Limits a flow sets on one analytics read. Every attempt of a read (retries included) spends the
 * shared analytics budget, so a run that must not exceed its `max-requests` caps the attempts of
 * each read at what it has left.
 */
export interface ReadLimits {
  /** At most this many attempts (the first one included); never more than the client's policy. */
  maxAttempts?: number
}

/** The platform port used by flows. Implemented by adapters/platform/client.ts. */
export interface PlatformClient {
  getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob>
  /** Sends at most once; resends only when provably not applied (connection refused, 429). */
  sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult>
  /** Creates a job at most once, on the same rules as `sendMessage`. */
  createJob(prompt: string, signal?: AbortSignal): Promise<CreateResult>
  getVisitors(query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage>
  /** One page of search terms, most searched first. */
  getSearches(
    query: SearchesQuery,
    signal?: AbortSignal,
    limits?: ReadLimits,
  ): Promise<SearchesPage>
  /** One page of feedback entries, filtered by the platform. */
  getFeedback(
    query: FeedbackQuery,
    signal?: AbortSignal,
    limits?: ReadLimits,
  ): Promise<FeedbackPage>
  /** Feedback counts by page: the one request this export allows (no paging). */
  getFeedbackByPage(
    query: FeedbackByPageQuery,
    signal?: AbortSignal,
    limits?: ReadLimits,
  ): Promise<FeedbackByPagePage>
  /** One page of assistant turns. */
  getConversations(
    query: ConversationsQuery,
    signal?: AbortSignal,
    limits?: ReadLimits,
  ): Promise<ConversationsPage>
  /** One page of view events by page. */
  getViews(query: ViewsQuery, signal?: AbortSignal, limits?: ReadLimits): Promise<ViewsPage>
  /** Requests that reached the platform (attempts, retries included), for reporting budgets. */
  readonly requestCount: number
}
