/**
 * `searches`: what readers searched, with clicks; first in the plan, since rows come ordered by
 * hits, so the first pages carry the most evidence, and reading stops early once hits fall under
 * `min-count`, giving the rest back. Pages of 100. The search gaps read it.
 */
import { searchesBelowFloor } from '../../../ports/platform.ts'
import { cursorOf, keepPage } from './paging.ts'
import type { SignalUnit } from './unit.ts'

export const searches = {
  name: 'searches',
  request: (index) => ({ endpoint: 'searches', page: index + 1, limit: 100 }),
  turn: (made) => made,
  read: async ({ platform, request, paging, rows, window, limits, minCount, signal }) => {
    const query = { ...window, limit: request.limit, ...cursorOf(paging) }
    const page = await platform.getSearches(query, signal, limits)
    rows.totalSearches ??= page.totalSearches
    // Rows come ordered by hits: once a page ends under the floor, no later row reaches it.
    const more = page.nextCursor !== null && !searchesBelowFloor(page, minCount)
    return keepPage(paging, page.rows, rows.searches, page.nextCursor, more)
  },
} as const satisfies SignalUnit<'searches'>
