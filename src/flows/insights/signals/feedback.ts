/**
 * `feedback`: thumbs and comments on pages. Its first request, feedback by page (100 pages, the
 * only one that export allows), holds every page gap's counts; later ones read the readers'
 * comments (pages of 100 entries), which only add examples: after one page of entries, feedback
 * waits until the signals that move counts are done or out of budget. The page gaps read it.
 */
import { cursorOf, keepPage } from './paging.ts'
import type { PageRead, SignalUnit } from './unit.ts'

/** Feedback entries past this many requests go after every other signal's requests. */
const EXAMPLES_ONLY_AFTER = 2
const LATE = 1_000
const LIMIT = 100

async function byPage({
  platform,
  request,
  rows,
  window,
  limits,
  feedbackStatus,
  signal,
  note,
}: PageRead) {
  const query = { ...window, limit: request.limit, status: feedbackStatus }
  const page = await platform.getFeedbackByPage(query, signal, limits)
  rows.pages.push(...page.rows)
  if (page.hasMore)
    note(
      `no paging: more than ${request.limit} pages had feedback, and feedback by page cannot be ` +
        `paged, so only the first ${request.limit} are counted`,
    )
  // No page had feedback: entries cannot add to a page gap, so none is read.
  return { rows: page.rows.length, more: page.rows.length > 0 }
}

async function entries({
  platform,
  request,
  paging,
  rows,
  window,
  limits,
  feedbackStatus,
  signal,
}: PageRead) {
  const query = { ...window, limit: request.limit, status: feedbackStatus, ...cursorOf(paging) }
  const page = await platform.getFeedback(query, signal, limits)
  const more = page.hasMore && page.nextCursor !== null
  return keepPage(paging, page.rows, rows.feedback, page.nextCursor, more)
}

export const feedback = {
  name: 'feedback',
  request: (index) =>
    index === 0
      ? { endpoint: 'feedback-by-page', page: 1, limit: LIMIT }
      : { endpoint: 'feedback', page: index, limit: LIMIT },
  turn: (made) => (made >= EXAMPLES_ONLY_AFTER ? made + LATE : made),
  read: (page) => (page.request.endpoint === 'feedback-by-page' ? byPage(page) : entries(page)),
} as const satisfies SignalUnit<'feedback'>
