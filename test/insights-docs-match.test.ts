/**
 * Matching gaps to docs pages: a page covers a gap when it holds at least half of the gap's stems
 * (and two of them when the gap has two or more); the three best pages are kept, by share, then title and keyword hits, then
 * path. As a property: the pages' order changes nothing.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  gapStems,
  indexDocs,
  matchGap,
  matchStems,
  MAX_MATCHES,
} from '../src/flows/insights/docs-match.ts'
import type { QuestionGap, SearchGap } from '../src/gaps/registry.ts'
import { foldKey } from '../src/gaps/terms.ts'
import type { DocsPage } from '../src/ports/docs.ts'

function page(path: string, fields: Partial<DocsPage> = {}): DocsPage {
  return { path, title: '', description: '', keywords: [], navGroups: [], headings: [], ...fields }
}

function searchGap(term: string): SearchGap {
  return {
    kind: 'search',
    key: `search:${foldKey(term)}`,
    readers: 10,
    label: term,
    term,
    hits: 10,
    ctr: 0,
    outcome: 'nothing-found',
    page: null,
    variants: [term],
    lastSearchedAt: null,
  }
}

function questionGap(key: string): QuestionGap {
  return {
    kind: 'question',
    key: `question:${key}`,
    readers: 3,
    label: 'q',
    size: 3,
    cohesion: 1,
    questions: [],
    examples: ['q'],
    pages: [],
    firstAsked: '',
    lastAsked: '',
  }
}

const PAGES = [
  page('guides/retries', { title: 'Retry requests', keywords: ['backoff', '429'] }),
  page('guides/webhooks', {
    title: 'Webhooks',
    description: 'Configure webhook endpoints and verify signatures.',
    navGroups: ['Guides', 'Integrations'],
  }),
  page('api/webhooks/create', { title: 'Create a webhook', navGroups: ['API reference'] }),
  page('settings/keys', { title: 'API keys', description: 'Rotate and revoke keys.' }),
]

describe('docs match', () => {
  const index = indexDocs(PAGES)

  it('finds the pages whose title, description, keywords or navigation hold the words', () => {
    expect(matchGap(index, searchGap('configuring webhooks'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'guides/webhooks', title: 'Webhooks', score: 1 }],
    })
    expect(matchGap(index, searchGap('webhook endpoint backoff'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'guides/webhooks', title: 'Webhooks', score: 0.67 }],
    })
    expect(matchGap(index, searchGap('backoff'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'guides/retries', title: 'Retry requests', score: 1 }],
    })
  })

  it('wants two words in common when the gap has two: one is chance', () => {
    // "Create a webhook" shares only "webhook" with "configuring webhooks"; "Retry requests" only
    // "backoff" with "exponential backoff".
    expect(matchGap(index, searchGap('exponential backoff'))).toEqual({ coverage: 'none' })
    expect(matchStems(index, ['configur', 'webhook'])).toEqual({
      coverage: 'covered',
      pages: [{ path: 'guides/webhooks', title: 'Webhooks', score: 1 }],
    })
    // The demo's docs: rotating API keys is not on a page of rate limits "per key", nor are
    // webhook retries on a page that verifies webhook signatures, though each shares a word.
    const demo = indexDocs([
      page('api/limits', { title: 'Rate limits', description: 'Requests per minute, per key' }),
      page('webhooks/verify', {
        title: 'Verify webhook signatures',
        description: 'Check that a delivery is ours',
      }),
    ])
    expect(matchGap(demo, questionGap('kei rotat'))).toEqual({ coverage: 'none' })
    expect(matchGap(demo, questionGap('retri webhook'))).toEqual({ coverage: 'none' })
    expect(matchGap(demo, searchGap('webhook retry schedule'))).toEqual({ coverage: 'none' })
    expect(matchGap(demo, searchGap('webhook signature'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'webhooks/verify', title: 'Verify webhook signatures', score: 1 }],
    })
  })

  it('takes one word in common from a page about it: every word of its title', () => {
    const pages = indexDocs([
      page('webhooks', { title: 'Webhooks', description: 'Deliveries to your endpoint' }),
      page('webhooks/verify', { title: 'Verify webhook signatures' }),
      page('untitled', { description: 'Webhook retries' }),
      page('blank', { navGroups: ['Webhooks'] }),
    ])
    // "Webhooks" is where webhook retries belong; "Verify webhook signatures" is about more.
    expect(matchGap(pages, questionGap('retri webhook'))).toEqual({
      coverage: 'covered',
      pages: [
        { path: 'untitled', title: '', score: 1 },
        { path: 'webhooks', title: 'Webhooks', score: 0.5 },
      ],
    })
    // Still half of the stems at least.
    expect(matchGap(pages, searchGap('webhook retry schedule'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'untitled', title: '', score: 0.67 }],
    })
  })

  it('reads an acronym the docs spell out as one word in the pages too', () => {
    const sso = page('security/sso', {
      title: 'Single sign-on (SSO)',
      description: 'Let your team sign in with single sign-on.',
    })
    // Without the docs' vocabulary, the title says more than "SSO" ("single", "sign", "on").
    expect(matchGap(indexDocs([sso]), questionGap('configur sso'))).toEqual({ coverage: 'none' })
    expect(
      matchGap(indexDocs([sso], [['SSO', 'single sign on']]), questionGap('configur sso')),
    ).toEqual({
      coverage: 'covered',
      pages: [{ path: 'security/sso', title: 'Single sign-on (SSO)', score: 0.5 }],
    })
    // A page that writes only the words is found by a gap keyed by the acronym.
    const words = page('security/single-sign-on', { title: 'Configure single sign-on' })
    expect(
      matchStems(indexDocs([words], [['SSO', 'single sign on']]), ['configur', 'sso']),
    ).toEqual({
      coverage: 'covered',
      pages: [{ path: 'security/single-sign-on', title: 'Configure single sign-on', score: 1 }],
    })
    expect(matchStems(indexDocs([words]), ['configur', 'sso'])).toEqual({ coverage: 'none' })
  })

  it('reads a spelling as its acronym only where its words stand whole and in order', () => {
    const vocabulary = [
      ['PAT', 'personal access token'],
      ['SSO', 'single sign on'],
    ]
    const titled = (title: string) =>
      matchStems(indexDocs([page('p', { title })], vocabulary), ['pat', 'rotat'])
    for (const title of ['Rotate a Personal-Access Token', 'Rotate a personal access token (PAT)'])
      expect(titled(title).coverage, title).toBe('covered')
    // Not within a longer word, not the words apart or in another order.
    for (const title of ['Rotate a personal token for access', 'Rotate impersonal access token'])
      expect(titled(title).coverage, title).toBe('none')
  })

  it('says none when no page holds half of the words', () => {
    expect(matchGap(index, searchGap('single sign-on saml'))).toEqual({ coverage: 'none' })
    expect(matchGap(index, searchGap('rotate saml sso certificate'))).toEqual({ coverage: 'none' })
    expect(matchStems(index, [])).toEqual({ coverage: 'none' })
    expect(matchGap(index, searchGap('how to'))).toEqual({ coverage: 'none' })
  })

  it('ranks a title or keyword hit above a description or navigation hit at the same share', () => {
    const pages = [
      page('a', { description: 'Billing invoices' }),
      page('b', { title: 'Invoices' }),
      page('c', { navGroups: ['Invoices'] }),
    ]
    const result = matchStems(indexDocs(pages), ['invoic'])
    expect(result.coverage === 'covered' && result.pages.map((p) => p.path)).toEqual([
      'b',
      'a',
      'c',
    ])
  })

  it('keeps at most three pages, shorter paths first among equals', () => {
    const pages = ['x/long/path', 'x/b', 'x/a', 'x/c', 'y'].map((p) =>
      page(p, { title: 'Webhooks' }),
    )
    const result = matchStems(indexDocs(pages), ['webhook'])
    expect(result.coverage === 'covered' && result.pages.map((p) => p.path)).toEqual([
      'y',
      'x/a',
      'x/b',
    ])
    expect(result.coverage === 'covered' && result.pages).toHaveLength(MAX_MATCHES)
  })

  it('reads a gap by its key: fold key of a search, key stems of a question', () => {
    expect(gapStems(searchGap('Rotate the API keys'))).toEqual(['api', 'kei', 'rotat'])
    expect(gapStems(questionGap('kei rotat'))).toEqual(['kei', 'rotat'])
    expect(matchGap(index, questionGap('kei rotat'))).toEqual({
      coverage: 'covered',
      pages: [{ path: 'settings/keys', title: 'API keys', score: 1 }],
    })
  })

  it('drops a stem cut by the key bound', () => {
    const gap = questionGap(`${'a '.repeat(93)}webhk`)
    expect(gap.key.length).toBe(200)
    expect(gapStems(gap)).toEqual(['a'])
  })
})

describe('docs match properties', () => {
  const word = fc.constantFrom(
    'webhook',
    'retry',
    'keys',
    'billing',
    'invoice',
    'quota',
    'limit',
    'sso',
    'deploy',
  )
  const text = fc.array(word, { maxLength: 4 }).map((w) => w.join(' '))
  const pageArb = fc.record({
    path: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join('/')),
    title: text,
    description: text,
    keywords: fc.array(word, { maxLength: 3 }),
    navGroups: fc.array(text, { maxLength: 2 }),
    headings: fc.array(text, { maxLength: 2 }),
  })

  it('gives the same result whatever the order of the pages', () => {
    fc.assert(
      fc.property(
        fc
          .array(pageArb, { maxLength: 30 })
          .chain((pages) =>
            fc.tuple(fc.constant(pages), fc.shuffledSubarray(pages, { minLength: pages.length })),
          ),
        fc.array(text, { minLength: 1, maxLength: 5 }),
        ([pages, shuffled], terms) => {
          const a = indexDocs(pages)
          const b = indexDocs(shuffled)
          for (const term of terms) {
            expect(matchGap(b, searchGap(term))).toEqual(matchGap(a, searchGap(term)))
          }
        },
      ),
    )
  })
})

describe('docs match at scale', () => {
  it('matches 500 gaps against 5,000 pages quickly', () => {
    const vocabulary = Array.from({ length: 3_000 }, (_, i) => `term${i.toString(36)}x`)
    let seed = 7
    const pick = (): string => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return vocabulary[seed % vocabulary.length] as string
    }
    const many = (n: number): string => Array.from({ length: n }, pick).join(' ')
    const pages = Array.from({ length: 5_000 }, (_, i) =>
      page(`section${i % 50}/page${i}`, {
        title: many(4),
        description: many(20),
        keywords: [pick(), pick(), 'api'],
        navGroups: ['Guides', many(2)],
      }),
    )
    const gaps = Array.from({ length: 500 }, (_, i) =>
      searchGap(`${many(3)} api ${i % 2 ? 'guides' : ''}`),
    )
    const started = performance.now()
    const index = indexDocs(pages)
    const indexed = performance.now()
    const covered = gaps.filter((g) => matchGap(index, g).coverage === 'covered').length
    const done = performance.now()
    console.log(
      `docs match: index 5,000 pages ${Math.round(indexed - started)} ms, ` +
        `500 gaps ${Math.round(done - indexed)} ms, ${covered} covered`,
    )
    // About half a second on a quiet machine; the bound leaves room for coverage and a loaded
    // runner, and still catches a matcher that compares every gap with every page's words.
    expect(done - started).toBeLessThan(20_000)
  })
})
