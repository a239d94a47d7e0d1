/**
 * The analytics exports as requests: for each, its path under `/v1/analytics/{projectId}/`, its
 * query parameters exactly as the published description names them, the words its errors use and
 * the parser of its answer. The client sends them all the same way (one GET, retried as reads are).
 */
import type { Operation } from './answers.ts'
import { parseVisitorsPage } from './parse.ts'
import {
  parseConversationsPage,
  parseFeedbackByPage,
  parseFeedbackPage,
  parseSearchesPage,
  parseViewsPage,
} from './parse-analytics.ts'
import type {
  ConversationsPage,
  ConversationsQuery,
  FeedbackByPagePage,
  FeedbackByPageQuery,
  FeedbackFilters,
  FeedbackPage,
  FeedbackQuery,
  SearchesPage,
  SearchesQuery,
  ViewsPage,
  ViewsQuery,
  VisitorsPage,
  VisitorsQuery,
} from '../../ports/platform.ts'

/** One read of an analytics export. */
export interface AnalyticsRead<T> {
  /** The path after `/v1/analytics/{projectId}/`, e.g. `feedback/by-page`. */
  path: string
  params: URLSearchParams
  op: Operation
  parse: (value: unknown) => T
}

/** Every analytics endpoint shares it, so every analytics error names it. */
const BUDGET = '100 analytics requests per organization per hour, every analytics endpoint together'

/** Offset paging (visitors). */
export function visitorsRead(query: VisitorsQuery): AnalyticsRead<VisitorsPage> {
  return offsetRead('visitors', query, parseVisitorsPage)
}

/** Offset paging (views), as visitors. */
export function viewsRead(query: ViewsQuery): AnalyticsRead<ViewsPage> {
  return offsetRead('views', query, parseViewsPage)
}

/** Cursor paging; the caller decides when the hits fall under its floor (`searchesBelowFloor`). */
export function searchesRead(query: SearchesQuery): AnalyticsRead<SearchesPage> {
  return cursorRead('searches', 'searches', query, {}, parseSearchesPage)
}

/** Cursor paging, with the platform's `source` and `status` filters. */
export function feedbackRead(query: FeedbackQuery): AnalyticsRead<FeedbackPage> {
  return cursorRead('feedback', 'feedback', query, filterParams(query), parseFeedbackPage)
}

/** One request: this export has no cursor and no offset. */
export function feedbackByPageRead(query: FeedbackByPageQuery): AnalyticsRead<FeedbackByPagePage> {
  const params = new URLSearchParams({
    ...windowParams(query),
    limit: String(query.limit),
    ...filterParams(query),
  })
  const op = { label: `get feedback by page (limit ${query.limit})`, budget: BUDGET }
  return { path: 'feedback/by-page', params, op, parse: parseFeedbackByPage }
}

/** Cursor paging (the cursor is a ULID), `limit` up to 1000. */
export function conversationsRead(query: ConversationsQuery): AnalyticsRead<ConversationsPage> {
  return cursorRead('assistant', 'assistant conversations', query, {}, parseConversationsPage)
}

function offsetRead<T>(
  path: 'visitors' | 'views',
  query: VisitorsQuery,
  parse: (value: unknown) => T,
): AnalyticsRead<T> {
  const params = new URLSearchParams({
    ...windowParams(query),
    limit: String(query.limit),
    offset: String(query.offset),
  })
  const op = { label: `get ${path} (offset ${query.offset}, limit ${query.limit})`, budget: BUDGET }
  return { path, params, op, parse }
}

function cursorRead<T>(
  path: string,
  what: string,
  query: { dateFrom: string; dateTo: string; limit: number; cursor?: string },
  extra: Record<string, string>,
  parse: (value: unknown) => T,
): AnalyticsRead<T> {
  const params = new URLSearchParams({
    ...windowParams(query),
    limit: String(query.limit),
    ...extra,
  })
  // Absent on the first page: an empty cursor is not "no cursor" to every server.
  if (query.cursor !== undefined) params.set('cursor', query.cursor)
  const which = query.cursor === undefined ? 'first page' : 'next page'
  const op = { label: `get ${what} (${which}, limit ${query.limit})`, budget: BUDGET }
  return { path, params, op, parse }
}

function windowParams(query: { dateFrom: string; dateTo: string }): Record<string, string> {
  return { dateFrom: query.dateFrom, dateTo: query.dateTo }
}

/** The filters given; an empty status list is no filter (the platform would refuse `status=`). */
function filterParams(filters: FeedbackFilters): Record<string, string> {
  const params: Record<string, string> = {}
  if (filters.source !== undefined) params.source = filters.source
  if (filters.status !== undefined && filters.status.length > 0) {
    params.status = filters.status.join(',')
  }
  return params
}
