/**
 * `assistant`: the assistant's conversations, 1,000 turns a page in no published order (each page
 * is a sample), after searches and feedback. The question gaps read it.
 */
import { cursorOf, keepPage } from './paging.ts'
import type { SignalUnit } from './unit.ts'

export const assistant = {
  name: 'assistant',
  request: (index) => ({ endpoint: 'assistant', page: index + 1, limit: 1000 }),
  turn: (made) => made,
  read: async ({ platform, request, paging, rows, window, limits, signal }) => {
    const query = { ...window, limit: request.limit, ...cursorOf(paging) }
    const page = await platform.getConversations(query, signal, limits)
    const more = page.hasMore && page.nextCursor !== null
    return keepPage(paging, page.rows, rows.conversations, page.nextCursor, more)
  },
} as const satisfies SignalUnit<'assistant'>
