/**
 * The platform client's reads of the other analytics exports (searches, feedback, feedback by
 * page, assistant conversations, views), against the emulator over real HTTP: the query as the
 * published description names it, one page a call, the retries of reads, the 429 rule, answers
 * checked for shape, the key kept out of every error, and the feedback `contact` never read.
 */
import { readFileSync } from 'node:fs'
import { Agent } from 'undici'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createPlatformClient,
  USER_AGENT,
  type PlatformClientOptions,
} from '../src/adapters/platform/client.ts'
import {
  parseConversationsPage,
  parseFeedbackByPage,
  parseFeedbackPage,
  parseSearchesPage,
  parseViewsPage,
} from '../src/adapters/platform/parse-analytics.ts'
import { secretForms } from '../src/lib/redact.ts'
import {
  BadRequestError,
  MalformedResponseError,
  PlatformError,
  RateLimitedError,
  ServerError,
} from '../src/ports/platform-errors.ts'
import {
  searchesBelowFloor,
  type PlatformClient,
  type ReadLimits,
  type SearchRow,
} from '../src/ports/platform.ts'
import { ACTION_NAME, ACTION_VERSION } from '../src/version.ts'
import {
  DEFAULT_API_KEY,
  makeVisitorRows,
  startPlatformEmulator,
  type AnalyticsRoute,
  type PlatformEmulator,
} from './emulators/platform.ts'
import {
  conversationRows,
  feedbackByPageRows,
  feedbackRows,
  READER_EMAIL,
  searchRows,
} from './helpers/analytics-data.ts'
import type { Clock } from '../src/ports/runtime.ts'

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0)
const WINDOW = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }

function fakeClock(): Clock & { sleeps: number[] } {
  let now = NOW
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted()
      sleeps.push(ms)
      now += ms
    },
  }
}

let emulator: PlatformEmulator
let dispatcher: Agent
let clock: ReturnType<typeof fakeClock>

beforeAll(async () => {
  emulator = await startPlatformEmulator()
})
beforeEach(() => {
  emulator.reset()
  dispatcher = new Agent()
  clock = fakeClock()
})
afterEach(async () => {
  await dispatcher.close()
})
afterAll(async () => {
  await emulator.close()
})

function client(options: PlatformClientOptions = {}): PlatformClient {
  return createPlatformClient(
    { apiKey: emulator.apiKey, projectId: emulator.projectId, baseUrl: emulator.url },
    {
      dispatcher,
      clock,
      random: () => 0.5,
      requestTimeoutMs: 2_000,
      retryPolicy: { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 },
      ...options,
    },
  )
}

async function rejection(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PlatformError)
  return error as PlatformError
}

const onRoute = (route: AnalyticsRoute) => emulator.requests.filter((r) => r.route === route)

/** Each export: its route, its path, data to serve, and a first-page read. */
const EXPORTS: ReadonlyArray<{
  name: string
  route: AnalyticsRoute
  path: string
  /** The query the first read sends, as the emulator records it. */
  query: Record<string, string>
  seed: () => void
  read: (platform: PlatformClient, limits?: ReadLimits) => Promise<unknown>
  /** A 200 answer of the wrong shape, and what the error says of it. */
  wrong: { json: unknown; says: RegExp }
}> = [
  {
    name: 'getSearches',
    route: 'getSearches',
    path: 'searches',
    query: { ...WINDOW, limit: '100' },
    seed: () => emulator.setSearches(searchRows(5)),
    read: (p, limits) => p.getSearches({ ...WINDOW, limit: 100 }, undefined, limits),
    wrong: {
      json: { searches: [{ searchQuery: 'x', hits: '3', ctr: 0 }], totalSearches: 3 },
      says: /searches\[0\]\.hits is the string '3', not a number/,
    },
  },
  {
    name: 'getFeedback',
    route: 'getFeedback',
    path: 'feedback',
    query: { ...WINDOW, limit: '50', status: 'pending,in_progress' },
    seed: () => emulator.setFeedback(feedbackRows(8)),
    read: (p, limits) =>
      p.getFeedback(
        { ...WINDOW, limit: 50, status: ['pending', 'in_progress'] },
        undefined,
        limits,
      ),
    wrong: {
      json: { feedback: [], nextCursor: null },
      says: /'hasMore' is missing, not a boolean/,
    },
  },
  {
    name: 'getFeedbackByPage',
    route: 'getFeedbackByPage',
    path: 'feedback/by-page',
    query: { ...WINDOW, limit: '100' },
    seed: () => emulator.setFeedbackByPage(feedbackByPageRows(4)),
    read: (p, limits) => p.getFeedbackByPage({ ...WINDOW, limit: 100 }, undefined, limits),
    wrong: {
      json: { feedback: [{ path: '/a', thumbsUp: 1, thumbsDown: null }], hasMore: false },
      says: /feedback\[0\]\.thumbsDown is null, not a number/,
    },
  },
  {
    name: 'getConversations',
    route: 'getConversations',
    path: 'assistant',
    query: { ...WINDOW, limit: '1000' },
    seed: () => emulator.setConversations(conversationRows(6)),
    read: (p, limits) => p.getConversations({ ...WINDOW, limit: 1000 }, undefined, limits),
    wrong: {
      json: { conversations: {}, nextCursor: null, hasMore: false },
      says: /'conversations' is an object, not an array/,
    },
  },
  {
    name: 'getViews',
    route: 'getViews',
    path: 'views',
    query: { ...WINDOW, limit: '250', offset: '0' },
    seed: () => emulator.setViews({ rows: makeVisitorRows(12, 4) }),
    read: (p, limits) => p.getViews({ ...WINDOW, limit: 250, offset: 0 }, undefined, limits),
    wrong: {
      json: { totals: { human: 1, ai: 0, total: 1 }, visitors: [], hasMore: false },
      says: /'views' is missing, not an array/,
    },
  },
]

describe.each(EXPORTS)('$name', ({ route, path, query, seed, read, wrong }) => {
  beforeEach(seed)

  it('sends one GET on the documented path, the query exactly, a User-Agent with the version', async () => {
    const platform = client()
    await read(platform)
    const [request] = emulator.requests
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe(`/v1/analytics/${emulator.projectId}/${path}`)
    expect(request?.query).toEqual(query)
    expect(request?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(request?.headers['user-agent']).toBe(USER_AGENT)
    expect(USER_AGENT).toMatch(
      new RegExp(`^${ACTION_NAME}/${ACTION_VERSION.replace(/\./g, '\\.')} `),
    )
    expect(platform.requestCount).toBe(1)
  })

  it.each([
    ['a 500', { kind: 'status', status: 500 }, 500],
    ['a 503 as an HTML page', { kind: 'html', status: 503 }, 503],
    ['a reset connection', { kind: 'reset', when: 'before-apply' }, null],
  ] as const)('retries a read after %s', async (_what, fault, status) => {
    emulator.addFaults(route, fault)
    const platform = client()
    await read(platform)
    expect(onRoute(route).map((r) => r.status)).toEqual([status, 200])
    expect(platform.requestCount).toBe(2)
    expect(clock.sleeps).toHaveLength(1)
  })

  it('gives up after the attempts allowed with a ServerError', async () => {
    emulator.setPersistentFault(route, { kind: 'status', status: 502 })
    const platform = client({
      retryPolicy: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 10, maxRetryAfterMs: 1_000 },
    })
    const error = await rejection(read(platform))
    expect(error).toBeInstanceOf(ServerError)
    expect(error.message).toMatch(/502 .* 3 times in a row/)
    expect(onRoute(route)).toHaveLength(3)
  })

  it.each([
    [1, 1],
    [2, 2],
    [9, 3],
  ])('makes at most %i attempt(s) when the caller caps them (policy: 3)', async (cap, made) => {
    emulator.setPersistentFault(route, { kind: 'status', status: 503 })
    const platform = client({
      retryPolicy: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 10, maxRetryAfterMs: 1_000 },
    })
    const error = await rejection(read(platform, { maxAttempts: cap }))
    expect(error).toBeInstanceOf(ServerError)
    expect(onRoute(route)).toHaveLength(made)
    expect(platform.requestCount).toBe(made)
  })

  it('waits out a 429 for as long as Retry-After asks, then reads', async () => {
    emulator.addFaults(route, { kind: 'rate-limit', retryAfter: '9' })
    const platform = client()
    await read(platform)
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(9_000)
    expect(onRoute(route).map((r) => r.status)).toEqual([429, 200])
  })

  it('stops at once on a 429 longer than it will wait, naming the shared analytics budget', async () => {
    emulator.addFaults(route, { kind: 'rate-limit', retryAfter: '1800' })
    const error = await rejection(read(client()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfterMs).toBe(1_800_000)
    expect(error.message).toMatch(/100 analytics requests per organization per hour/)
    expect(error.message).toMatch(/every analytics endpoint together/)
    expect(clock.sleeps).toEqual([])
  })

  it('refuses an answer of the wrong shape, naming the call', async () => {
    emulator.addFaults(route, { kind: 'body', json: wrong.json })
    const error = await rejection(read(client()))
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error.message).toMatch(/is not as documented/)
    expect(error.message).toMatch(wrong.says)
    // A wrong shape is not retried: the same answer would come again.
    expect(onRoute(route)).toHaveLength(1)
  })

  it('refuses a cut-off answer as not JSON', async () => {
    emulator.addFaults(route, { kind: 'malformed-json' })
    const error = await rejection(read(client()))
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error.message).toMatch(/was not valid JSON/)
  })

  it('keeps the key out of an error whose answer echoes it', async () => {
    emulator.addFaults(route, { kind: 'echo-auth', status: 400 })
    const error = await rejection(read(client()))
    expect(error).toBeInstanceOf(BadRequestError)
    const text = `${error.message}\n${error.hint ?? ''}\n${String(error.stack)}`
    for (const form of secretForms(DEFAULT_API_KEY)) expect(text).not.toContain(form)
  })
})

describe('getSearches', () => {
  it('pages by cursor, most searched first, and passes ctr through unchanged', async () => {
    const rows = searchRows(7, { percent: true })
    emulator.setSearches([...rows].reverse())
    const platform = client()
    const seen: SearchRow[] = []
    let cursor: string | undefined
    for (;;) {
      const page = await platform.getSearches({ ...WINDOW, limit: 3, cursor })
      expect(page.totalSearches).toBe(28)
      seen.push(...page.rows)
      if (page.nextCursor === null) break
      cursor = page.nextCursor
    }
    expect(seen).toEqual(rows)
    expect(seen.map((r) => r.ctr)).toEqual([0, 12.5, 25, 37.5, 50, 0, 12.5])
    expect(onRoute('getSearches').map((r) => r.query.cursor)).toEqual([
      undefined,
      expect.any(String),
      expect.any(String),
    ])
  })

  it('lets the caller stop once the hits fall under its floor', async () => {
    emulator.setSearches(searchRows(100))
    const platform = client()
    const kept: SearchRow[] = []
    let cursor: string | undefined
    for (;;) {
      const page = await platform.getSearches({ ...WINDOW, limit: 10, cursor })
      kept.push(...page.rows.filter((row) => row.hits >= 75))
      if (page.nextCursor === null || searchesBelowFloor(page, 75)) break
      cursor = page.nextCursor
    }
    expect(kept).toHaveLength(26)
    // Pages of 10 from 100 hits down: the third ends at 71, under the floor, so no fourth.
    expect(onRoute('getSearches')).toHaveLength(3)
  })

  it("gives the platform's words on a cursor it did not give", async () => {
    const error = await rejection(client().getSearches({ ...WINDOW, limit: 10, cursor: 'made-up' }))
    expect(error).toBeInstanceOf(BadRequestError)
    expect(error.message).toMatch(/cursor is not a cursor this server gave/)
  })
})

describe('getFeedback', () => {
  beforeEach(() => {
    emulator.setFeedback(feedbackRows(32))
  })

  it('sends the source and status filters as the platform takes them', async () => {
    const page = await client().getFeedback({
      ...WINDOW,
      limit: 100,
      source: 'contextual',
      status: ['pending', 'dismissed'],
    })
    expect(emulator.requests[0]?.query).toMatchObject({
      source: 'contextual',
      status: 'pending,dismissed',
    })
    expect(page.rows.length).toBeGreaterThan(0)
    expect(new Set(page.rows.map((r) => r.source))).toEqual(new Set(['contextual']))
    expect(new Set(page.rows.map((r) => r.status))).toEqual(new Set(['pending', 'dismissed']))
  })

  it('sends no status filter for an empty list', async () => {
    await client().getFeedback({ ...WINDOW, limit: 10, status: [] })
    expect(emulator.requests[0]?.query).toEqual({ ...WINDOW, limit: '10' })
  })

  it('pages by cursor to the end', async () => {
    const platform = client()
    const first = await platform.getFeedback({ ...WINDOW, limit: 20 })
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) })
    const second = await platform.getFeedback({
      ...WINDOW,
      limit: 20,
      cursor: first.nextCursor ?? '',
    })
    expect(second).toMatchObject({ hasMore: false, nextCursor: null })
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(
      feedbackRows(32).map((r) => r.id),
    )
  })

  it("never reads a reader's contact: it is in the answer and nowhere in the rows", async () => {
    const page = await client().getFeedback({ ...WINDOW, limit: 100 })
    expect(emulator.requests[0]?.responseBody).toContain(READER_EMAIL)
    expect(JSON.stringify(page)).not.toContain(READER_EMAIL)
    for (const row of page.rows) expect(Object.keys(row)).not.toContain('contact')
    expect(page.rows[0]).toEqual({
      id: 'fb_0001',
      path: '/docs/page-0',
      comment: 'comment 0',
      createdAt: '2026-11-04T08:00:00.000Z',
      source: 'contextual',
      status: 'pending',
      helpful: false,
      code: null,
      filename: null,
      lang: null,
    })
    expect(page.rows[1]).toMatchObject({ source: 'code_snippet', code: 'npm i docs', lang: 'bash' })
  })

  it("keeps a reader's contact out of the error of a malformed row", async () => {
    emulator.addFaults('getFeedback', {
      kind: 'body',
      json: {
        feedback: [
          { id: 'f', path: 7, source: 'contextual', status: 'pending', contact: READER_EMAIL },
        ],
        nextCursor: null,
        hasMore: false,
      },
    })
    const error = await rejection(client().getFeedback({ ...WINDOW, limit: 10 }))
    expect(error.message).toMatch(/feedback\[0\]\.path is number 7/)
    expect(`${error.message}${error.hint ?? ''}`).not.toContain(READER_EMAIL)
  })
})

describe('getFeedbackByPage', () => {
  it('reads at most `limit` pages in one request, with no cursor or offset', async () => {
    emulator.setFeedbackByPage(feedbackByPageRows(130))
    const page = await client().getFeedbackByPage({ ...WINDOW, limit: 100, source: 'contextual' })
    expect(page.rows).toHaveLength(100)
    expect(page.hasMore).toBe(true)
    expect(page.rows[1]).toEqual({
      path: '/docs/page-1',
      thumbsUp: 1,
      thumbsDown: 3,
      code: 1,
      total: 5,
    })
    expect(emulator.requests).toHaveLength(1)
    expect(emulator.requests[0]?.query).toEqual({ ...WINDOW, limit: '100', source: 'contextual' })
  })
})

describe('getConversations', () => {
  it('pages by ULID cursor with limits up to 1000, turns of one conversation kept apart', async () => {
    emulator.setConversations(conversationRows(1_500))
    const platform = client()
    const first = await platform.getConversations({ ...WINDOW, limit: 1000 })
    expect(first.rows).toHaveLength(1000)
    expect(first.nextCursor).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/)
    const second = await platform.getConversations({
      ...WINDOW,
      limit: 1000,
      cursor: first.nextCursor ?? '',
    })
    expect(second).toMatchObject({ hasMore: false, nextCursor: null })
    expect(second.rows).toHaveLength(500)
    expect(first.rows[0]?.id).toBe(first.rows[1]?.id)
    expect(first.rows[0]).toMatchObject({ resolutionStatus: 'unanswered', responseType: 'answer' })
    expect(first.rows[4]).toMatchObject({ responseType: 'clarifying_question' })
  })

  it("refuses a limit above 1000 with the platform's words", async () => {
    const error = await rejection(client().getConversations({ ...WINDOW, limit: 1001 }))
    expect(error).toBeInstanceOf(BadRequestError)
    expect(error.message).toMatch(/limit must be an integer from 1 to 1000/)
  })
})

describe('getViews', () => {
  it('pages by offset as visitors do, with site-wide totals', async () => {
    const rows = makeVisitorRows(30, 5)
    emulator.setViews({ rows })
    const platform = client()
    const page = await platform.getViews({ ...WINDOW, limit: 10, offset: 20 })
    expect(page.views).toEqual(rows.slice(20))
    expect(page.hasMore).toBe(false)
    expect(page.totals.total).toBeGreaterThan(0)
  })
})

describe('the User-Agent', () => {
  it("carries package.json's version", () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { name: string; version: string }
    expect(ACTION_NAME).toBe(manifest.name)
    expect(ACTION_VERSION).toBe(manifest.version)
    expect(USER_AGENT.startsWith(`${manifest.name}/${manifest.version} `)).toBe(true)
  })
})

describe('searchesBelowFloor', () => {
  const row = (hits: number): SearchRow => ({
    searchQuery: 'q',
    hits,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: null,
  })
  it.each([
    [[10, 8, 5], 5, false],
    [[10, 8, 4], 5, true],
    [[], 5, true],
    [[3], 0, false],
  ])('rows %j under floor %d: %s', (hits, floor, expected) => {
    expect(searchesBelowFloor({ rows: hits.map(row) }, floor)).toBe(expected)
  })
})

describe('the analytics parsers', () => {
  it('tolerate extra fields and read only the documented ones', () => {
    const page = parseSearchesPage({
      searches: [
        {
          searchQuery: 'retry',
          hits: 4,
          ctr: 0.25,
          topClickedPage: null,
          lastSearchedAt: '2026-11-02T00:00:00Z',
          extra: { deep: 1 },
        },
      ],
      totalSearches: 4,
      nextCursor: null,
      extra: true,
    })
    expect(page).toEqual({
      rows: [
        {
          searchQuery: 'retry',
          hits: 4,
          ctr: 0.25,
          topClickedPage: null,
          lastSearchedAt: '2026-11-02T00:00:00Z',
        },
      ],
      nextCursor: null,
      totalSearches: 4,
    })
  })

  it('read an empty nextCursor, which the schema allows, as the end (issue 24)', () => {
    const page = { searches: [], totalSearches: 0, nextCursor: '' }
    expect(parseSearchesPage(page).nextCursor).toBeNull()
    const turns = { conversations: [], nextCursor: '', hasMore: false }
    expect(parseConversationsPage(turns).nextCursor).toBeNull()
  })

  it('leave out a timestamp that is not a date, keep one that is (issue 24)', () => {
    const at = (timestamp: unknown) =>
      parseConversationsPage({
        conversations: [{ id: 'c', timestamp, query: 'q', resolutionStatus: 'answered' }],
        nextCursor: null,
        hasMore: false,
      }).rows[0]?.timestamp
    expect(at('2026-11-03T12:00:00.000Z')).toBe('2026-11-03T12:00:00.000Z')
    expect(at('2026-11-03T12:00:00+02:00')).toBe('2026-11-03T12:00:00+02:00')
    expect(at('2026-11-03T12:00:00')).toBe('2026-11-03T12:00:00')
    expect(at('2026-11-03')).toBe('2026-11-03')
    for (const bad of ['1', 'yesterday', '2026-02-30T00:00:00Z', '<img src=x>', '']) {
      expect(at(bad)).toBeNull()
    }
    expect(() => at(5)).toThrow(/timestamp/)
  })

  it('read a missing responseType as the documented default and missing sources as none', () => {
    const page = parseConversationsPage({
      conversations: [{ id: 'c', timestamp: 't', query: 'q', resolutionStatus: 'answered' }],
      nextCursor: null,
      hasMore: false,
    })
    expect(page.rows[0]).toEqual({
      id: 'c',
      // 't' is no date: left out rather than copied on.
      timestamp: null,
      query: 'q',
      response: null,
      responseType: 'answer',
      resolutionStatus: 'answered',
      sources: [],
      queryCategory: null,
      pageUrl: null,
    })
  })

  const conversation = { id: 'c', timestamp: 't', query: 'q', resolutionStatus: 'answered' }
  const feedback = { id: 'f', path: '/a', source: 'agent', status: 'pending' }
  it.each([
    ['searches not an object', () => parseSearchesPage([])],
    ['searches without totalSearches', () => parseSearchesPage({ searches: [], nextCursor: null })],
    [
      'searches with a numeric cursor',
      () => parseSearchesPage({ searches: [], totalSearches: 0, nextCursor: 7 }),
    ],
    [
      'searches with an infinite ctr',
      () =>
        parseSearchesPage({
          searches: [{ searchQuery: 'q', hits: 1, ctr: Infinity }],
          totalSearches: 1,
          nextCursor: null,
        }),
    ],
    ['feedback without a cursor', () => parseFeedbackPage({ feedback: [], hasMore: false })],
    [
      'feedback with helpful as text',
      () =>
        parseFeedbackPage({
          feedback: [{ ...feedback, helpful: 'yes' }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'feedback with a numeric comment',
      () =>
        parseFeedbackPage({
          feedback: [{ ...feedback, comment: 3 }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'feedback with a row that is no object',
      () => parseFeedbackPage({ feedback: ['x'], nextCursor: null, hasMore: false }),
    ],
    ['feedback by page without hasMore', () => parseFeedbackByPage({ feedback: [] })],
    [
      'a turn of an unknown resolution',
      () =>
        parseConversationsPage({
          conversations: [{ ...conversation, resolutionStatus: 'partial' }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'a turn of an unknown response type',
      () =>
        parseConversationsPage({
          conversations: [{ ...conversation, responseType: 'refusal' }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'a turn whose sources are no array',
      () =>
        parseConversationsPage({
          conversations: [{ ...conversation, sources: {} }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'a turn with a source without url',
      () =>
        parseConversationsPage({
          conversations: [{ ...conversation, sources: [{ title: 't' }] }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    [
      'a turn with a source that is text',
      () =>
        parseConversationsPage({
          conversations: [{ ...conversation, sources: ['u'] }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
    ['views without totals', () => parseViewsPage({ views: [], hasMore: false })],
  ])('refuse %s', (_what, parse) => {
    expect(parse).toThrow(MalformedResponseError)
  })
})
