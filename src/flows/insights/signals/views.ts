/**
 * `views`: human views by page, 250 a page (offset paging), last in the plan: a weight on
 * page-bound gaps and the exposure of a fix's rates, not a gap of its own.
 */
import { keepPage } from './paging.ts'
import type { SignalUnit } from './unit.ts'

export const views = {
  name: 'views',
  request: (index) => ({ endpoint: 'views', page: index + 1, limit: 250 }),
  turn: (made) => made,
  read: async ({ platform, request, paging, rows, window, limits, signal }) => {
    const query = { ...window, limit: request.limit, offset: paging.offset }
    const page = await platform.getViews(query, signal, limits)
    paging.offset += request.limit
    // An empty page that claims more would page for ever: the budget bounds it, this ends it.
    const more = page.hasMore && page.views.length > 0
    return keepPage(paging, page.views, rows.views, undefined, more)
  },
} as const satisfies SignalUnit<'views'>
