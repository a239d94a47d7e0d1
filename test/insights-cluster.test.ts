/**
 * Clustering unanswered assistant questions by the words they share: the same questions in any
 * order give the same clusters in the same order, and 20,000 of them cluster at once.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clusterQuestions, isUnansweredQuestion } from '../src/gaps/cluster.ts'
import { pathOfPage } from '../src/gaps/paths.ts'
import type { ConversationRow } from '../src/gaps/rows.ts'
import { syntheticQuestions } from './helpers/synthetic-questions.ts'

let n = 0
function ask(query: string, extra: Partial<ConversationRow> = {}): ConversationRow {
  n += 1
  return {
    id: `c${n}`,
    timestamp: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T00:00:00Z`,
    query,
    response: null,
    responseType: 'answer',
    resolutionStatus: 'unanswered',
    sources: [],
    queryCategory: null,
    pageUrl: 'https://docs.example.com/api/keys?tab=1#top',
    ...extra,
  } as ConversationRow
}

describe('clusterQuestions', () => {
  it('groups phrasings of one need and keeps different needs apart', () => {
    const clusters = clusterQuestions([
      ask('How do I rotate my API key?'),
      ask('rotating api keys'),
      ask('Can I rotate an API key automatically?'),
      ask('how to set up SSO with Okta'),
      ask('Okta SSO setup'),
    ])
    expect(clusters.map((c) => [c.key, c.size])).toEqual([
      ['api kei rotat', 3],
      ['okta set sso', 2],
    ])
    expect(clusters[0]!.pages).toEqual(['/api/keys'])
  })

  it('leaves out answered turns, clarifying questions, repeats of a turn and empty questions', () => {
    const turn = ask('webhook retries')
    const clusters = clusterQuestions([
      turn,
      { ...turn },
      ask('webhook retries', { id: turn.id }), // same conversation, another turn
      ask('webhook retries', { resolutionStatus: 'answered' }),
      ask('webhook retries', { responseType: 'clarifying_question' }),
      ask('how do I?'),
    ])
    expect(clusters).toEqual([expect.objectContaining({ key: 'retri webhook', size: 2 })])
    expect(isUnansweredQuestion(ask('x', { responseType: undefined }))).toBe(true)
  })

  it('shows at most five distinct examples, most asked first, masked and shortened', () => {
    const rows = [
      ...Array.from({ length: 3 }, () => ask('export analytics csv')),
      ...Array.from({ length: 6 }, (_, i) => ask(`export analytics csv variant ${i}`)),
      ask(`export analytics csv ${'x'.repeat(400)}`),
    ]
    const [cluster] = clusterQuestions(rows)
    expect(cluster!.size).toBe(10)
    expect(cluster!.examples).toHaveLength(5)
    expect(cluster!.examples[0]).toBe('export analytics csv')
    const long = clusterQuestions([ask(`export csv jane@example.com ${'y'.repeat(400)}`)])
    const example = long[0]!.examples[0]!
    expect(example).toContain('[email]')
    expect(example).toHaveLength(300)
  })

  it('gives the first and last time asked', () => {
    const [c] = clusterQuestions([
      ask('dark mode', { timestamp: '2026-11-03T00:00:00Z' }),
      ask('dark mode', { timestamp: '2026-11-01T00:00:00Z', pageUrl: null }),
    ])
    expect(c).toMatchObject({
      firstAsked: '2026-11-01T00:00:00Z',
      lastAsked: '2026-11-03T00:00:00Z',
    })
  })

  it('does not depend on the order questions arrive in (property)', () => {
    const vocabulary = ['rotate', 'api', 'key', 'keys', 'sso', 'okta', 'webhook', 'how', 'do', 'i']
    const question = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 5 })
      .map((ws) => ws.join(' '))
    const rows = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c'),
        timestamp: fc.constantFrom('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
        query: question,
        responseType: fc.constantFrom('answer' as const, 'clarifying_question' as const),
        resolutionStatus: fc.constantFrom('answered' as const, 'unanswered' as const),
        pageUrl: fc.constantFrom(null, 'https://d.io/a', '/b/'),
        response: fc.constant(null),
        sources: fc.constant<ConversationRow['sources']>([]),
        queryCategory: fc.constant(null),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(
        rows.chain((r) =>
          fc.tuple(fc.constant(r), fc.shuffledSubarray(r, { minLength: r.length })),
        ),
        ([original, shuffled]) => {
          expect(clusterQuestions(shuffled)).toEqual(clusterQuestions(original))
        },
      ),
    )
  })

  it('clusters 20,000 synthetic questions into their topics', () => {
    const clusters = clusterQuestions(syntheticQuestions(20_000, 7))
    // Twelve topics; a phrasing may split one off, but never hundreds of fragments.
    expect(clusters.length).toBeGreaterThanOrEqual(12)
    expect(clusters.length).toBeLessThan(30)
    const total = clusters.reduce((s, c) => s + c.size, 0)
    expect(total).toBeGreaterThan(15_000)
  })
})

describe('pathOfPage', () => {
  it.each([
    ['https://docs.example.com/a/b/?q=1#h', '/a/b'],
    ['/a/b/', '/a/b'],
    ['a/b?x', '/a/b'],
    ['https://docs.example.com', '/'],
    ['', '/'],
  ])('%j → %j', (input, path) => {
    expect(pathOfPage(input)).toBe(path)
  })
})

describe('syntheticQuestions', () => {
  it('is the same for the same seed', () => {
    expect(syntheticQuestions(50, 3)).toEqual(syntheticQuestions(50, 3))
    expect(syntheticQuestions(50, 3)).not.toEqual(syntheticQuestions(50, 4))
  })
})
