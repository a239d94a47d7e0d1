/**
 * The rows of the analytics exports that `mode: insights` reads, as the platform's published
 * analytics description (analytics.openapi.json) shapes them. Plain data: the HTTP client
 * validates the wire and hands these on.
 *
 * The feedback `contact` field (a reader's e-mail address: personal data) is deliberately absent
 * from every type here, so that no code written against them can read it, and a parser built on
 * them has no field to copy it into.
 */

/** One searched term of `GET …/searches` (rows come ordered by `hits`, descending). */
export interface SearchRow {
  /** The term as a reader typed it (search-as-you-type also records half-typed prefixes). */
  searchQuery: string
  /** How many times the term was searched. */
  hits: number
  /** Click-through rate, on a scale the platform does not publish: 0–1 or 0–100 (see scores.ts). */
  ctr: number
  /** The most-clicked result path for this term, if any. */
  topClickedPage: string | null
  /** When the term was last searched (ISO 8601). */
  lastSearchedAt: string
}

/** Where a feedback entry came from. */
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only'

/** The triage status the team gave a feedback entry. */
export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed'

/** The fields every feedback entry has, whatever its source. */
interface FeedbackBase {
  id: string
  /** The path or URL of the page. */
  path: string
  /** The reader's comment (untrusted text). */
  comment: string | null
  createdAt: string | null
  status: FeedbackStatus
}

/** Page-level feedback. The wire row also has `contact`, which is never read. */
export interface ContextualFeedbackRow extends FeedbackBase {
  source: 'contextual'
  /** Whether the reader found the page helpful (thumbs up). */
  helpful: boolean
}

/** Feedback on a code block of a page. */
export interface CodeSnippetFeedbackRow extends FeedbackBase {
  source: 'code_snippet'
  /** The code snippet the feedback is about. */
  code: string
  filename: string | null
  lang: string | null
}

/** Feedback from a third-party AI agent, or a bare vote: the base fields only. */
export interface OtherFeedbackRow extends FeedbackBase {
  source: 'agent' | 'thumbs_only'
}

/** One entry of `GET …/feedback`, its shape chosen by `source`. */
export type FeedbackRow = ContextualFeedbackRow | CodeSnippetFeedbackRow | OtherFeedbackRow

/** One page of `GET …/feedback/by-page` (at most 100 pages can be read: no paging). */
export interface PageFeedbackRow {
  path: string
  thumbsUp: number
  thumbsDown: number
  /** Code-snippet feedback entries on the page. */
  code: number
  total: number
}

/** A documentation page the assistant cited. */
export interface ConversationSource {
  title: string
  url: string
}

/**
 * One user turn of `GET …/assistant`. `id` may repeat across the turns of one conversation, so a
 * row is never keyed by `id` alone.
 */
export interface ConversationRow {
  id: string
  timestamp: string
  /** The reader's question (untrusted text). */
  query: string
  /** Absent means `answer`, as the description says. */
  responseType?: 'answer' | 'clarifying_question'
  resolutionStatus: 'answered' | 'unanswered'
  /** Full URL of the page where the conversation started, if captured. */
  pageUrl: string | null
  sources?: ConversationSource[]
  queryCategory?: string | null
}

/** One page of `GET …/views`: view events (not distinct visitors) by traffic kind. */
export interface ViewRow {
  path: string
  human: number
  ai: number
  total: number
}
