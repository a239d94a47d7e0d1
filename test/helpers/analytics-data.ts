/**
 * Deterministic rows of the other analytics exports, in the platform's wire shape (each valid
 * against the published description), for the emulator's `set…` methods.
 */
import type {
  ConversationData,
  FeedbackByPageData,
  FeedbackData,
  SearchData,
} from '../emulators/platform.ts'

/** An e-mail address that must never leave the parser: tests look for it everywhere. */
export const READER_EMAIL = 'reader.private@example.com'

/** `n` search terms with falling hits (n, n-1, …); `ctr` on a 0–1 scale unless `percent`. */
export function searchRows(n: number, options: { percent?: boolean } = {}): SearchData[] {
  return Array.from({ length: n }, (_, i) => ({
    searchQuery: `term ${String(i + 1).padStart(4, '0')}`,
    hits: n - i,
    ctr: options.percent ? (i % 5) * 12.5 : (i % 5) / 8,
    topClickedPage: i % 3 === 0 ? null : `/docs/page-${i}`,
    lastSearchedAt: '2026-11-05T10:00:00.000Z',
  }))
}

const SOURCES = ['contextual', 'code_snippet', 'agent', 'thumbs_only'] as const
const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const

/**
 * `n` feedback entries cycling through the sources (and, more slowly, the statuses), each with the
 * fields its source carries: contextual ones with `helpful` and a reader's `contact`.
 */
export function feedbackRows(n: number): FeedbackData[] {
  return Array.from({ length: n }, (_, i) => {
    const source = SOURCES[i % 4] ?? 'agent'
    const base = {
      id: `fb_${String(i + 1).padStart(4, '0')}`,
      path: `/docs/page-${i % 7}`,
      comment: i % 2 === 0 ? `comment ${i}` : null,
      createdAt: '2026-11-04T08:00:00.000Z',
      source,
      status: STATUSES[Math.floor(i / 4) % 4] ?? 'pending',
    }
    if (source === 'contextual') return { ...base, helpful: i % 8 !== 0, contact: READER_EMAIL }
    if (source === 'code_snippet') {
      return { ...base, code: 'npm i docs', filename: 'install.sh', lang: 'bash' }
    }
    return base
  })
}

/** `n` pages' feedback counts. */
export function feedbackByPageRows(n: number): FeedbackByPageData[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `/docs/page-${i}`,
    thumbsUp: i % 4,
    thumbsDown: (i * 3) % 5,
    code: i % 2,
    total: (i % 4) + ((i * 3) % 5) + (i % 2),
  }))
}

/** `n` assistant turns; every third is unanswered, every fifth a clarifying question. */
export function conversationRows(n: number): ConversationData[] {
  return Array.from({ length: n }, (_, i) => ({
    // Turns of one conversation share an id: two turns each.
    id: `conv_${String(Math.floor(i / 2) + 1).padStart(4, '0')}`,
    timestamp: '2026-11-03T12:00:00.000Z',
    query: `how do I configure option ${i}?`,
    response: `Set option ${i} in docs.json.`,
    responseType: i % 5 === 4 ? 'clarifying_question' : 'answer',
    sources: [{ title: 'Settings', url: 'https://docs.example.com/settings' }],
    resolutionStatus: i % 3 === 0 ? 'unanswered' : 'answered',
    queryCategory: i % 2 === 0 ? 'configuration' : null,
    pageUrl: i % 4 === 0 ? null : `https://docs.example.com/page-${i}`,
  }))
}
