/**
 * Validating parsers of the other analytics exports (searches, feedback, feedback by page,
 * assistant conversations, views), on the rules of parse.ts: extra fields are ignored, and every
 * field the action relies on is checked (a wrong shape is an error, never a guess). Each row is
 * built field by field from the ones named here, so nothing else of the answer is copied: the
 * feedback `contact` (a reader's e-mail address) is never read.
 */
import { isRecord } from '../../lib/json.ts'
import { instantOf } from '../../lib/window.ts'
import { describe, malformed, parseCounts } from './parse.ts'
import type {
  ConversationRow,
  ConversationsPage,
  FeedbackByPagePage,
  FeedbackByPageRow,
  FeedbackPage,
  FeedbackRow,
  SearchesPage,
  SearchRow,
  ViewsPage,
} from '../../ports/platform.ts'

type Json = Record<string, unknown>

/**
 * A searches page: rows with a string `searchQuery` and numeric `hits` and `ctr` (passed through
 * unchanged, whatever its scale), `lastSearchedAt` (null when it is not a date), a numeric
 * `totalSearches` and a `nextCursor` (string or null).
 * @throws MalformedResponseError on any other shape
 */
export function parseSearchesPage(value: unknown): SearchesPage {
  const page = pageObject(value, 'searches')
  const rows = rowsOf(page, 'searches', (row, where): SearchRow => ({
    searchQuery: text(row, 'searchQuery', where),
    hits: count(row, 'hits', where),
    ctr: count(row, 'ctr', where),
    topClickedPage: textOrNull(row, 'topClickedPage', where),
    lastSearchedAt: dateOrNull(row, 'lastSearchedAt', where),
  }))
  return {
    rows,
    nextCursor: nextCursorOf(page),
    totalSearches: count(page, 'totalSearches', 'the page'),
  }
}

/**
 * A feedback page: rows with string `id`, `path`, `source` and `status`, `helpful` a boolean when
 * given, and `nextCursor` and `hasMore`. `contact` is never read.
 * @throws MalformedResponseError on any other shape
 */
export function parseFeedbackPage(value: unknown): FeedbackPage {
  const page = pageObject(value, 'feedback')
  const rows = rowsOf(page, 'feedback', (row, where): FeedbackRow => {
    const helpful = row.helpful
    if (helpful !== undefined && helpful !== null && typeof helpful !== 'boolean') {
      throw malformed(`${where}.helpful is ${describe(helpful)}, not a boolean`)
    }
    return {
      id: text(row, 'id', where),
      path: text(row, 'path', where),
      comment: textOrNull(row, 'comment', where),
      createdAt: textOrNull(row, 'createdAt', where),
      source: text(row, 'source', where),
      status: text(row, 'status', where),
      helpful: helpful ?? null,
      code: textOrNull(row, 'code', where),
      filename: textOrNull(row, 'filename', where),
      lang: textOrNull(row, 'lang', where),
    }
  })
  return { rows, nextCursor: nextCursorOf(page), hasMore: hasMoreOf(page) }
}

/**
 * A feedback-by-page answer: rows with a string `path` and numeric counts, and `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseFeedbackByPage(value: unknown): FeedbackByPagePage {
  const page = pageObject(value, 'feedback by page')
  const rows = rowsOf(page, 'feedback', (row, where): FeedbackByPageRow => ({
    path: text(row, 'path', where),
    thumbsUp: count(row, 'thumbsUp', where),
    thumbsDown: count(row, 'thumbsDown', where),
    code: count(row, 'code', where),
    total: count(row, 'total', where),
  }))
  return { rows, hasMore: hasMoreOf(page) }
}

/**
 * An assistant conversations page: rows with string `id` and `query`, a `timestamp` (null when it
 * is not a date: it is never copied into a report or a file as it came), a documented
 * `resolutionStatus` and `responseType` (`answer` when absent, as documented), sources with a
 * string `url`; `nextCursor` and `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseConversationsPage(value: unknown): ConversationsPage {
  const page = pageObject(value, 'assistant conversations')
  const rows = rowsOf(page, 'conversations', (row, where): ConversationRow => ({
    id: text(row, 'id', where),
    timestamp: dateOrNull(row, 'timestamp', where),
    query: text(row, 'query', where),
    response: textOrNull(row, 'response', where),
    // An unknown value is refused rather than read as either: it decides what counts as a gap.
    responseType: oneOf(row, 'responseType', ['answer', 'clarifying_question'], where, 'answer'),
    resolutionStatus: oneOf(row, 'resolutionStatus', ['answered', 'unanswered'], where),
    sources: sourcesOf(row.sources, `${where}.sources`),
    queryCategory: textOrNull(row, 'queryCategory', where),
    pageUrl: textOrNull(row, 'pageUrl', where),
  }))
  return { rows, nextCursor: nextCursorOf(page), hasMore: hasMoreOf(page) }
}

/**
 * A views page, shaped as a visitors page: `totals`, `views` rows with a string `path` and
 * numeric counts, and `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseViewsPage(value: unknown): ViewsPage {
  const page = pageObject(value, 'views')
  const totals = parseCounts(page.totals, 'totals')
  const views = rowsOf(page, 'views', (row, where) => ({
    path: text(row, 'path', where),
    ...parseCounts(row, where),
  }))
  return { totals, views, hasMore: hasMoreOf(page) }
}

function pageObject(value: unknown, what: string): Json {
  if (!isRecord(value)) throw malformed(`the ${what} page is ${describe(value)}, not an object`)
  return value
}

function rowsOf<T>(page: Json, key: string, parse: (row: Json, where: string) => T): T[] {
  const rows = page[key]
  if (!Array.isArray(rows)) throw malformed(`'${key}' is ${describe(rows)}, not an array`)
  return rows.map((row: unknown, index: number) => {
    const where = `${key}[${index}]`
    if (!isRecord(row)) throw malformed(`${where} is ${describe(row)}, not an object`)
    return parse(row, where)
  })
}

function text(row: Json, key: string, where: string): string {
  const value = row[key]
  if (typeof value !== 'string')
    throw malformed(`${where}.${key} is ${describe(value)}, not a string`)
  return value
}

/** Null when absent or null; the text when a string; an error otherwise. */
function textOrNull(row: Json, key: string, where: string): string | null {
  const value = row[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') {
    throw malformed(`${where}.${key} is ${describe(value)}, not a string or null`)
  }
  return value
}

function count(row: Json, key: string, where: string): number {
  const value = row[key]
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw malformed(`${where}.${key} is ${describe(value)}, not a number`)
  }
  return value
}

function oneOf<T extends string>(
  row: Json,
  key: string,
  allowed: readonly T[],
  where: string,
  fallback?: T,
): T {
  const value = row[key]
  if ((value === undefined || value === null) && fallback !== undefined) return fallback
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw malformed(`${where}.${key} is ${describe(value)}, none of ${allowed.join(', ')}`)
}

function sourcesOf(value: unknown, where: string): ConversationRow['sources'] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw malformed(`${where} is ${describe(value)}, not an array`)
  return value.map((source: unknown, index: number) => {
    const at = `${where}[${index}]`
    if (!isRecord(source)) throw malformed(`${at} is ${describe(source)}, not an object`)
    return { title: textOrNull(source, 'title', at), url: text(source, 'url', at) }
  })
}

/**
 * The cursor of the next page: paging depends on it, so it must be a string or null. The schema
 * allows an empty string, which no request could carry: it is the end, as null is.
 */
function nextCursorOf(page: Json): string | null {
  const cursor = page.nextCursor
  if (cursor === null || cursor === '') return null
  if (typeof cursor === 'string') return cursor
  throw malformed(`'nextCursor' is ${describe(cursor)}, not a string or null`)
}

/**
 * A date or date-time (ISO 8601, a zone or none), else null: absent, null, or text that is no date
 * is left out rather than copied on (a report's "last asked", the output file's `lastAsked`).
 * @throws MalformedResponseError when it is neither a string nor null
 */
function dateOrNull(row: Json, key: string, where: string): string | null {
  const value = textOrNull(row, key, where)
  if (value === null) return null
  const instant = instantOf(value)
  return 'ms' in instant || 'ms' in instantOf(`${value}Z`) ? value : null
}

function hasMoreOf(page: Json): boolean {
  if (typeof page.hasMore !== 'boolean') {
    throw malformed(`'hasMore' is ${describe(page.hasMore)}, not a boolean`)
  }
  return page.hasMore
}
