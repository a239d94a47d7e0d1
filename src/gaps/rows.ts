/**
 * The rows of the analytics exports that `mode: insights` reads. They are the platform port's own
 * types (src/ports/platform.ts), named here as the gap logic speaks of them: the HTTP client
 * validates the wire and hands exactly these on, so the flow and the client cannot drift apart.
 *
 * The feedback `contact` field (a reader's e-mail address: personal data) is absent from the
 * port's `FeedbackRow`, so that no code written against it can read it, and the parser has no
 * field to copy it into.
 */
import type {
  ConversationRow,
  FeedbackByPageRow,
  FeedbackRow,
  ViewsPage,
} from '../ports/platform.ts'

export type { ConversationRow, FeedbackRow, SearchRow } from '../ports/platform.ts'

/** Feedback counts of one page (`GET …/feedback/by-page`; at most 100 pages: no paging). */
export type PageFeedbackRow = FeedbackByPageRow

/** A feedback entry on a code block: the port's row narrowed by its `source`. */
export type CodeSnippetFeedbackRow = FeedbackRow & { source: 'code_snippet' }

/** One page of `GET …/views`: view events (not distinct visitors) by traffic kind. */
export type ViewRow = ViewsPage['views'][number]

/**
 * The turns that ask what the docs could not answer: `unanswered`, clarifying questions back left
 * out. The question gaps read these and no other turn, so reading keeps no other (signals/assistant.ts).
 */
export function isUnansweredQuestion(row: ConversationRow): boolean {
  return row.resolutionStatus === 'unanswered' && row.responseType !== 'clarifying_question'
}
