/**
 * Gaps and their ranking: search terms that found nothing or were hard to find, pages voted down
 * (by the lower bound of the down share), clusters of unanswered questions; ranked by readers
 * affected (weighted by views when read), then age, then a fixed tie-break. As a property, the
 * ranking and the ids the memory gives do not depend on the order rows arrive in.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findAll, findGaps, findOfKind, unitOf, type Gap } from '../src/gaps/registry.ts'
import { emptyMemory, mergeMemory } from '../src/insights-memory/memory.ts'
import { rankGaps, viewWeights } from '../src/flows/insights/rank.ts'
import type { ConversationRow, FeedbackRow, PageFeedbackRow, SearchRow } from '../src/gaps/rows.ts'
import { ask, CATEGORISED } from './helpers/question-examples.ts'

const NOW = '2026-11-23T12:00:00Z'

function search(searchQuery: string, hits: number, ctr = 0, page: string | null = null): SearchRow {
  return { searchQuery, hits, ctr, topClickedPage: page, lastSearchedAt: '2026-11-20T00:00:00Z' }
}
function page(path: string, thumbsUp: number, thumbsDown: number, code = 0): PageFeedbackRow {
  return { path, thumbsUp, thumbsDown, code, total: thumbsUp + thumbsDown + code }
}
function question(query: string, i: number, pageUrl = 'https://d.io/sso'): ConversationRow {
  return ask(query, { id: `q${i}`, timestamp: `2026-11-2${i % 3}T00:00:00Z`, pageUrl })
}
function comment(
  path: string,
  id: string,
  text: string,
  extra: Partial<FeedbackRow> = {},
): FeedbackRow {
  return {
    id,
    path,
    comment: text,
    createdAt: `2026-11-${id.padStart(2, '0')}T00:00:00Z`,
    status: 'pending',
    source: 'contextual',
    helpful: true,
    code: null,
    filename: null,
    lang: null,
    ...extra,
  } as FeedbackRow
}

describe('search gaps', () => {
  it('reads no click as "found nothing" and a low rate as "hard to find", naming the page', () => {
    const gaps = findGaps(
      {
        searches: [
          search('rate limits', 40, 0),
          search('Rate limit', 2, 0),
          search('webhooks', 30, 10, '/guides/webhooks'),
          search('quickstart', 50, 80, '/quickstart'),
          search('sso', 2, 0),
        ],
      },
      { minCount: 3 },
    )
    expect(gaps).toEqual([
      expect.objectContaining({
        key: 'search:limit rate',
        outcome: 'nothing-found',
        page: null,
        readers: 42,
        term: 'rate limits',
      }),
      expect.objectContaining({
        key: 'search:webhook',
        outcome: 'hard-to-find',
        page: '/guides/webhooks',
        readers: 30,
      }),
    ])
  })

  it('takes the low click-through threshold from the options', () => {
    const rows = { searches: [search('sso', 10, 0.3, '/sso')] }
    expect(findGaps(rows, { minCount: 3 })).toEqual([])
    expect(findGaps(rows, { minCount: 3, lowCtr: 0.5 })).toHaveLength(1)
  })

  it('masks reader text in terms and variants', () => {
    const [gap] = findGaps({ searches: [search('help a@b.io', 9)] }, { minCount: 3 })
    expect(gap).toMatchObject({ kind: 'search', term: 'help [email]', label: 'help [email]' })
  })
})

describe('page gaps', () => {
  it('needs min-count thumbs-down; between equal votes down, the lower bound of the down share ranks', () => {
    const pages = [page('/a', 1, 3), page('/b', 10, 30), page('/c', 0, 2), page('/d/', 0, 5)]
    const gaps = findOfKind('page', { pages }, { minCount: 3 })
    expect(gaps.map((g) => g.path).sort()).toEqual(['/a', '/b', '/d'])
    const ranked = rankGaps(gaps, { now: NOW })
    expect(ranked.map((r) => r.gap.path)).toEqual(['/b', '/d', '/a'])
    // 10 down of 12 votes against 10 down of 110: the same readers, the surer evidence first.
    const tied = rankGaps(
      findOfKind(
        'page',
        { pages: [page('/y', 100, 10), page('/x', 2, 10)] },
        {
          minCount: 3,
        },
      ),
      { now: NOW },
    )
    expect(tied.map((r) => r.gap.path)).toEqual(['/x', '/y'])
    expect(tied[0]!.gap.downShareLowerBound).toBeGreaterThan(tied[1]!.gap.downShareLowerBound)
  })

  it('brings the comments of readers who voted down first, and the code feedback', () => {
    const feedback: FeedbackRow[] = [
      comment('/a', '1', 'great'),
      comment('https://docs.x.io/a/', '2', 'wrong flag, mail me x@y.io', { helpful: false }),
      comment('/a', '3', '   '),
      comment('/a', '4', null as unknown as string),
      comment('/a', '5', 'typo', {
        source: 'code_snippet',
        code: 'curl -H "Authorization: Bearer abcdef1234567890"',
        filename: 'a.sh',
        lang: null,
      } as Partial<FeedbackRow>),
      comment('/other', '6', 'elsewhere', { helpful: false }),
    ]
    const [gap] = findOfKind('page', { pages: [page('/a', 0, 4, 1)], feedback }, { minCount: 3 })
    expect(gap!.comments).toEqual(['wrong flag, mail me [email]', 'great'])
    expect(gap!.codeFeedback).toEqual([
      { comment: 'typo', code: 'curl -H "Authorization: [secret]"', filename: 'a.sh', lang: null },
    ])
    expect(gap).toMatchObject({ codeCount: 1, key: 'page:/a', readers: 4, label: '/a' })
  })
})

describe('question gaps', () => {
  it('reports clusters of at least min-count questions with examples and pages', () => {
    const rows = [
      question('How do I set up SSO with Okta?', 1),
      question('okta sso setup', 2),
      question('SSO with Okta', 3, 'https://d.io/auth'),
      question('dark mode', 4),
    ]
    const gaps = findGaps({ conversations: rows }, { minCount: 3 })
    expect(gaps).toEqual([
      expect.objectContaining({
        kind: 'question',
        key: 'question:okta sso', // the two heaviest stems of the group (cluster.ts)
        readers: 3,
        pages: ['/sso', '/auth'],
      }),
    ])
  })

  it('keeps the key of the remembered topic asked more often when a group is near two', () => {
    const rows = [
      question('how do I change my card pin', 1),
      question('change the pin of my card', 2),
      question('card pin change', 3),
    ]
    // Two remembered phrasings of one need; the memory's last count of each is its history's.
    const known = (asked: [number, number]) => [
      {
        key: 'question:card chang',
        kind: 'question',
        signature: ['card', 'pin', 'chang'],
        history: [{ count: asked[0] }],
      },
      {
        key: 'question:pin unblock',
        kind: 'question',
        signature: ['pin', 'card', 'unblock'],
        history: [{ count: asked[1] }],
      },
    ]
    const keyOf = (asked: [number, number]) =>
      findGaps({ conversations: rows, known: known(asked) }, { minCount: 3 }).map((g) => g.key)
    expect(keyOf([5, 5])).toEqual(['question:card chang'])
    expect(keyOf([1, 60])).toEqual(['question:pin unblock'])
  })

  it('tells the log what the platform’s categories weighed, and says nothing without them', () => {
    const linesFor = (week: readonly (readonly [string, string | null])[]) => {
      const lines: string[] = []
      const rows = week.map(([query, queryCategory]) => ask(query, { queryCategory }))
      findAll({ conversations: rows }, (line) => lines.push(line))
      return lines
    }
    expect(linesFor(CATEGORISED.map(([q]) => [q, null]))).toEqual([])
    // Categories that follow the topics the words show (12 pairs in the words' groups): the line
    // docs/insights.md shows.
    const line =
      'Question categories (queryCategory of 12 distinct questions): they follow what the ' +
      "questions' words group together (agreement 1.00 beyond chance, Cohen's kappa over 12 " +
      'pairs), so a shared category weighs 1.50 of a word.'
    expect(linesFor(CATEGORISED)).toEqual([line])
    expect(readFileSync(new URL('../docs/insights.md', import.meta.url), 'utf8')).toContain(line)
    // One category for all: as likely by chance alone.
    expect(linesFor(CATEGORISED.map(([q]) => [q, 'docs']))).toEqual([
      expect.stringContaining("no clear agreement with what the questions' words"),
    ])
    // A week too small to judge: two topics of three questions, three pairs.
    expect(linesFor(CATEGORISED.slice(4, 7))).toEqual([
      expect.stringContaining('too few questions alike in words to judge them (3 pairs'),
    ])
  })
})

describe('rankGaps', () => {
  const gaps = findGaps(
    {
      searches: [search('billing', 10, 0), search('webhooks', 10, 5, '/webhooks')],
      pages: [page('/quiet', 0, 10), page('/busy', 0, 6)],
    },
    { minCount: 3 },
  )

  it('ranks by readers, then the oldest first, then the surer evidence, then kind and key', () => {
    const ranked = rankGaps(gaps, {
      now: NOW,
      known: [{ key: 'search:webhook', firstSeen: '2026-10-01', stillSeen: false }],
    })
    expect(ranked.map((r) => r.gap.key)).toEqual([
      'search:webhook', // 10 readers, seen since October
      'search:bill', // 10 readers, new; no click at all: surer than 10 of 10 votes down
      'page:/quiet',
      'page:/busy',
    ])
    // New, and no window given: this run's day.
    expect(ranked[1]!.firstSeen).toBe('2026-11-23')
  })

  it("dates a gap from the window's first day, or its first question asked, within the window", () => {
    const found = findGaps(
      {
        searches: [search('billing', 10, 0)],
        pages: [page('/docs', 0, 5)],
        feedback: [comment('/docs', '9', 'wrong'), comment('/docs', '4', 'old')],
        // Asked on the 20th, 21st and 22nd (`question`).
        conversations: [1, 2, 3, 4].map((i) => question('how do I rotate the api key', i)),
      },
      { minCount: 3 },
    )
    const since = (options: Parameters<typeof rankGaps>[1]) =>
      Object.fromEntries(rankGaps(found, options).map((r) => [r.gap.key, r.firstSeen]))
    // A window that ended before the run (1 to 21 November, read on the 23rd): its searches and
    // votes were counted from its first day, undated (the term's last search, the 20th, and the
    // comments' days are not when they began); its questions from the first asked.
    const window = { from: '2026-11-01T00:00:00Z', to: '2026-11-22T00:00:00Z' }
    expect(since({ now: NOW, window })).toEqual({
      'search:bill': '2026-11-01',
      'page:/docs': '2026-11-01',
      'question:api rotat': '2026-11-20',
    })
    // Questions asked outside the window are read within it: the 20th is before 21 November.
    const late = { from: '2026-11-21T00:00:00Z', to: NOW }
    expect(since({ now: NOW, window: late })['question:api rotat']).toBe('2026-11-21')
    // The memory's day stands when earlier, and gives way when later (a run over past weeks).
    const known = [
      { key: 'page:/docs', firstSeen: '2026-10-01', stillSeen: false },
      { key: 'search:bill', firstSeen: '2026-11-22', stillSeen: false },
    ]
    expect(since({ now: NOW, window, known })).toMatchObject({
      'page:/docs': '2026-10-01',
      'search:bill': '2026-11-01',
    })
  })

  it('weights page-bound gaps by their human views when views were read', () => {
    const views = [
      { path: '/busy', human: 900, ai: 0, total: 900 },
      { path: '/quiet', human: 100, ai: 0, total: 100 },
      { path: '/webhooks', human: 0, ai: 50, total: 50 },
    ]
    const ranked = rankGaps(gaps, { now: NOW, views })
    expect(ranked.map((r) => [r.gap.key, Number(r.weight.toFixed(9))])).toEqual([
      ['page:/busy', 2.7], // 6 × 900 / mean 333.3
      ['search:bill', 1], // bound to no page
      ['page:/quiet', 0.3],
      ['search:webhook', 0.1], // no human views: the floor
    ])
    expect(viewWeights([])('/x')).toBe(1)
    expect(viewWeights(views)('/unknown')).toBe(1)
  })

  it('finds the page a gap is bound to', () => {
    const byKey = new Map(gaps.map((g) => [g.key, g]))
    const pageOf = (key: string): string | null => {
      const gap = byKey.get(key)!
      return unitOf(gap).page(gap)
    }
    expect(pageOf('search:webhook')).toBe('/webhooks')
    expect(pageOf('search:bill')).toBeNull()
    expect(pageOf('page:/busy')).toBe('/busy')
  })
})

describe('ranking and ids as a property', () => {
  const signals = fc.record({
    searches: fc.array(
      fc.record({
        searchQuery: fc.constantFrom('api keys', 'API key', 'sso', 'webh', 'webhooks', 'billing'),
        hits: fc.integer({ min: 0, max: 20 }),
        ctr: fc.constantFrom(0, 0.05, 0.5, 10),
        topClickedPage: fc.constantFrom(null, '/a', '/b'),
        lastSearchedAt: fc.constant('2026-11-20T00:00:00Z'),
      }),
      { maxLength: 20 },
    ),
    pages: fc.uniqueArray(
      fc.record({
        path: fc.constantFrom('/a', '/b', '/c', '/d'),
        thumbsUp: fc.nat(10),
        thumbsDown: fc.nat(10),
        code: fc.nat(2),
        total: fc.nat(20),
      }),
      { selector: (p) => p.path, maxLength: 4 },
    ),
    conversations: fc.array(
      fc.record({
        id: fc.constantFrom('x', 'y'),
        timestamp: fc.constantFrom('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
        query: fc.constantFrom('rotate api key', 'api key rotation', 'okta sso', 'sso okta setup'),
        resolutionStatus: fc.constant('unanswered' as const),
        pageUrl: fc.constantFrom(null, '/a'),
        response: fc.constant(null),
        responseType: fc.constant('answer' as const),
        sources: fc.constant<ConversationRow['sources']>([]),
        queryCategory: fc.constant(null),
      }),
      { maxLength: 20 },
    ),
  })
  const shuffle = <T>(items: T[]) => fc.shuffledSubarray(items, { minLength: items.length })

  it('gives the same ranking and the same ids whatever the order of the rows', () => {
    fc.assert(
      fc.property(
        signals.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.record({
              searches: shuffle(s.searches),
              pages: shuffle(s.pages),
              conversations: shuffle(s.conversations),
            }),
          ),
        ),
        ([a, b]) => {
          const run = (s: typeof a) => {
            const ranked = rankGaps(findGaps(s, { minCount: 2 }), { now: NOW })
            const merged = mergeMemory(
              emptyMemory(),
              ranked.map((r) => r.gap as Gap),
              { now: NOW },
            )
            return { ranked, ids: [...merged.ids] }
          }
          expect(run(b)).toEqual(run(a))
        },
      ),
    )
  })
})
