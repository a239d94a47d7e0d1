/**
 * `assistant`: the assistant's conversations, 1,000 turns a page in no published order (each page
 * is a sample), after searches and feedback. The question gaps read it.
 */
import { isUnansweredQuestion, type ConversationRow } from '../../../gaps/rows.ts'
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
    const read: ConversationRow[] = []
    const outcome = keepPage(paging, page.rows, read, page.nextCursor, more)
    // Only the questions it could not answer are read on (the question gaps): an answered turn's
    // response and sources are most of a page, and 20,000 turns' held 300 MB at the peak.
    for (const row of read) if (isUnansweredQuestion(row)) rows.conversations.push(row)
    return outcome
  },
} as const satisfies SignalUnit<'assistant'>
