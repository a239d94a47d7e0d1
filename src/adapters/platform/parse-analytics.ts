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

/** How one field of a row is read: its value, or an error naming `where` and `key`. */
type FieldRule<T> = (row: Json, key: string, where: string) => T

/** A row parser from one rule a field: the row is built from these fields alone, in this order. */
function fields<Row>(rules: { [K in keyof Row]: FieldRule<Row[K]> }) {
  return (row: Json, where: string): Row => {
    const out: Partial<Row> = {}
    for (const key of Object.keys(rules) as Array<keyof Row & string>)
      out[key] = rules[key](row, key, where)
    return out as Row
  }
}

const SEARCH_ROW = fields<SearchRow>({
  searchQuery: text,
  hits: count,
  ctr: count,
  topClickedPage: textOrNull,
  lastSearchedAt: dateOrNull,
})

/**
 * A searches page: rows with a string `searchQuery` and numeric `hits` and `ctr` (passed through
 * unchanged, whatever its scale), `lastSearchedAt` (null when it is not a date), a numeric
 * `totalSearches` and a `nextCursor` (string or null).
 * @throws MalformedResponseError on any other shape
 */
export function parseSearchesPage(value: unknown): SearchesPage {
  return pageOf(value, 'searches', 'searches', SEARCH_ROW, (page) => ({
    nextCursor: nextCursorOf(page),
    totalSearches: count(page, 'totalSearches', 'the page'),
  }))
}

const FEEDBACK_ROW = fields<FeedbackRow>({
  id: text,
  path: text,
  comment: textOrNull,
  createdAt: textOrNull,
  source: text,
  status: text,
  helpful: booleanOrNull,
  code: textOrNull,
  filename: textOrNull,
  lang: textOrNull,
})

/**
 * A feedback page: rows with string `id`, `path`, `source` and `status`, `helpful` a boolean when
 * given, and `nextCursor` and `hasMore`. `contact` is never read.
 * @throws MalformedResponseError on any other shape
 */
export function parseFeedbackPage(value: unknown): FeedbackPage {
  return pageOf(value, 'feedback', 'feedback', FEEDBACK_ROW, cursorAndMore)
}

const FEEDBACK_BY_PAGE_ROW = fields<FeedbackByPageRow>({
  path: text,
  thumbsUp: count,
  thumbsDown: count,
  code: count,
  total: count,
})

/**
 * A feedback-by-page answer: rows with a string `path` and numeric counts, and `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseFeedbackByPage(value: unknown): FeedbackByPagePage {
  return pageOf(value, 'feedback by page', 'feedback', FEEDBACK_BY_PAGE_ROW, (page) => ({
    hasMore: hasMoreOf(page),
  }))
}

const CONVERSATION_ROW = fields<ConversationRow>({
  id: text,
  timestamp: dateOrNull,
  query: text,
  response: textOrNull,
  // An unknown value is refused rather than read as either: it decides what counts as a gap.
  responseType: oneOf(['answer', 'clarifying_question'], 'answer'),
  resolutionStatus: oneOf(['answered', 'unanswered']),
  sources: sourcesOf,
  queryCategory: textOrNull,
  pageUrl: textOrNull,
})

/**
 * An assistant conversations page: rows with string `id` and `query`, a `timestamp` (null when it
 * is not a date: it is never copied into a report or a file as it came), a documented
 * `resolutionStatus` and `responseType` (`answer` when absent, as documented), sources with a
 * string `url`; `nextCursor` and `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseConversationsPage(value: unknown): ConversationsPage {
  return pageOf(value, 'assistant conversations', 'conversations', CONVERSATION_ROW, cursorAndMore)
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

/**
 * A page (`what`): its `key` rows, each read by `row`, then what `rest` reads of the page itself
 * (its cursor, whether there is more, a total).
 */
function pageOf<Row, Rest>(
  value: unknown,
  what: string,
  key: string,
  row: (row: Json, where: string) => Row,
  rest: (page: Json) => Rest,
): { rows: Row[] } & Rest {
  const page = pageObject(value, what)
  const rows = rowsOf(page, key, row)
  return { rows, ...rest(page) }
}

/** The paging of the feedback and conversations exports: a cursor and `hasMore`. */
function cursorAndMore(page: Json): { nextCursor: string | null; hasMore: boolean } {
  return { nextCursor: nextCursorOf(page), hasMore: hasMoreOf(page) }
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

/** A boolean when given; null when absent or null; an error otherwise. */
function booleanOrNull(row: Json, key: string, where: string): boolean | null {
  const value = row[key]
  if (value === undefined || value === null) return null
  if (typeof value !== 'boolean')
    throw malformed(`${where}.${key} is ${describe(value)}, not a boolean`)
  return value
}

/** One of `allowed`; `fallback` when absent or null (given one); an error otherwise. */
function oneOf<T extends string>(allowed: readonly T[], fallback?: T): FieldRule<T> {
  return (row, key, where) => {
    const value = row[key]
    if ((value === undefined || value === null) && fallback !== undefined) return fallback
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
      return value as T
    throw malformed(`${where}.${key} is ${describe(value)}, none of ${allowed.join(', ')}`)
  }
}

/** Sources with a string `url` and a `title` (or null); none when absent or null. */
function sourcesOf(row: Json, key: string, where: string): ConversationRow['sources'] {
  const value = row[key]
  const list = `${where}.${key}`
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw malformed(`${list} is ${describe(value)}, not an array`)
  return value.map((source: unknown, index: number) => {
    const at = `${list}[${index}]`
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
