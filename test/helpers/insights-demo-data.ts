/**
 * A week of reader signals for the demo, in the platform's wire shape: a few thousand searches
 * (with the half-typed prefixes search-as-you-type records), feedback with comments and readers'
 * e-mails, and unanswered assistant questions. The second week drops one gap and adds another.
 */
import type { PlatformEmulator, SearchData } from '../emulators/platform.ts'
import { syntheticQuestions } from './synthetic-questions.ts'

const TERMS: Array<[term: string, hits: number, ctr: number, page: string | null]> = [
  ['retry options', 140, 0, null],
  ['webhook signature', 90, 0.04, '/webhooks/verify'],
  ['rate limit', 75, 0.55, '/api/limits'],
  ['sso saml', 40, 0, null],
  ['quickstart', 300, 0.8, '/quickstart'],
]

/**
 * Seeds `platform` with one week of signals; the terms in `fixed` are searched a tenth as often
 * (the demo's fix merged: the docs now answer most of their readers, not all).
 */
export function seedInsights(
  platform: PlatformEmulator,
  week: 'first week' | 'second week',
  fixed: readonly string[] = [],
): void {
  const terms = TERMS.filter(([term]) => week === 'first week' || term !== 'sso saml').map(
    ([term, hits, ctr, page]): (typeof TERMS)[number] => [
      term,
      fixed.includes(term) ? Math.round(hits / 10) : hits,
      ctr,
      page,
    ],
  )
  if (week === 'second week') terms.push(['delete project', 55, 0, null])
  const searches: SearchData[] = []
  for (const [term, hits, ctr, page] of terms) {
    searches.push({
      searchQuery: term,
      hits,
      ctr,
      topClickedPage: page,
      lastSearchedAt: '2026-11-20T09:00:00Z',
    })
    // Search-as-you-type: the prefixes a reader typed on the way.
    for (let n = 3; n < term.length; n += 2) {
      searches.push({
        searchQuery: term.slice(0, n),
        hits: Math.ceil(hits / n),
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-11-20T09:00:00Z',
      })
    }
  }
  // The long tail: a few thousand terms searched once or twice.
  for (let i = 0; i < 3_000; i++) {
    searches.push({
      searchQuery: `topic ${i}`,
      hits: 1 + (i % 2),
      ctr: 0.5,
      topClickedPage: `/topic-${i}`,
      lastSearchedAt: '2026-11-19T09:00:00Z',
    })
  }
  platform.setSearches(searches.sort((a, b) => b.hits - a.hits))
  platform.setFeedbackByPage([
    { path: '/api/authentication', thumbsUp: 4, thumbsDown: 17, code: 2, total: 23 },
    { path: '/quickstart', thumbsUp: 80, thumbsDown: 6, code: 0, total: 86 },
  ])
  platform.setFeedback(
    Array.from({ length: 12 }, (_, i) => ({
      id: `fb_${week}_${i}`,
      path: '/api/authentication',
      comment:
        i % 3 === 0
          ? `The token example fails with 401, mail me at reader${i}@example.com`
          : `The curl example uses an old header (${i})`,
      createdAt: '2026-11-18T08:00:00Z',
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: `reader${i}@example.com`,
    })),
  )
  // Readers' questions the assistant could not answer (the same topics both weeks).
  platform.setConversations(syntheticQuestions(120, 3).map((row) => ({ ...row })))
}
