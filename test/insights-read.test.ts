/**
 * Reading the insights signals within `max-requests`, with the real platform client against the
 * emulator over HTTP: the budget spent exactly (retries included), searches stopped at the floor,
 * cursors and offsets followed, a 429 ending all reading, a failing signal failing alone, an empty
 * signal reported as no data; and the requests a large site costs.
 */
import fc from 'fast-check'
import { Agent } from 'undici'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import {
  describeSignalState,
  NO_DATA_TEXT,
  noSignalRead,
  readInsights,
  type InsightsRead,
  type ReadInsightsOptions,
  type SignalState,
} from '../src/flows/insights/read.ts'
import type { InsightSignal } from '../src/flows/insights/signals/registry.ts'
import type { PlatformClient } from '../src/ports/platform.ts'
import type { Clock } from '../src/ports/runtime.ts'
import {
  makeVisitorRows,
  startPlatformEmulator,
  type AnalyticsRoute,
  type PlatformEmulator,
  type SearchData,
} from './emulators/platform.ts'
import {
  conversationRows,
  feedbackByPageRows,
  feedbackRows,
  searchRows,
} from './helpers/analytics-data.ts'

const WINDOW = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }

/**
 * What reading keeps of `turns`: the questions the assistant could not answer (the question gaps
 * read nothing else; an answered turn's response is most of a page).
 */
function questionsAmong<T extends { resolutionStatus: string; responseType?: string }>(
  turns: readonly T[],
): T[] {
  return turns.filter(
    (t) => t.resolutionStatus === 'unanswered' && t.responseType !== 'clarifying_question',
  )
}
const ALL: InsightSignal[] = ['searches', 'feedback', 'assistant', 'views']

/** A clock whose sleeps pass at once, so that retries cost no time. */
function fakeClock(): Clock {
  let now = Date.UTC(2026, 10, 20, 12)
  return {
    now: () => now,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted()
      now += ms
    },
  }
}

let emulator: PlatformEmulator
let dispatcher: Agent

beforeAll(async () => {
  emulator = await startPlatformEmulator()
})
beforeEach(() => {
  emulator.reset()
  dispatcher = new Agent()
})
afterEach(async () => {
  await dispatcher.close()
})
afterAll(async () => {
  await emulator.close()
})

function client(): PlatformClient {
  return createPlatformClient(
    { apiKey: emulator.apiKey, projectId: emulator.projectId, baseUrl: emulator.url },
    {
      dispatcher,
      clock: fakeClock(),
      random: () => 0.5,
      requestTimeoutMs: 5_000,
      retryPolicy: { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 },
    },
  )
}

function read(options: Partial<ReadInsightsOptions> = {}): Promise<InsightsRead> {
  return readInsights(client(), {
    signals: ALL,
    maxRequests: 20,
    window: WINDOW,
    minCount: 3,
    feedbackStatus: ['pending', 'in_progress'],
    ...options,
  })
}

const analytics = () => emulator.requests.filter((r) => r.route !== 'unknown')
const routes = () => analytics().map((r) => r.route)
const onRoute = (route: AnalyticsRoute) => emulator.requests.filter((r) => r.route === route)
const stateOf = (result: InsightsRead, signal: InsightSignal): SignalState | undefined =>
  result.signals.find((s) => s.signal === signal)?.state

/** Plenty of every signal: more pages than any budget here reads. */
function seedLarge(): void {
  emulator.setSearches(searchRows(2_000))
  emulator.setFeedbackByPage(feedbackByPageRows(150))
  emulator.setFeedback(feedbackRows(2_000))
  emulator.setConversations(conversationRows(6_000))
  emulator.setViews({ rows: makeVisitorRows(2_000, 3) })
}

describe('readInsights: the budget', () => {
  it('spends exactly max-requests, breadth first, and says what it left out', async () => {
    seedLarge()
    const result = await read({ maxRequests: 7 })
    expect(result.spent).toBe(7)
    expect(analytics()).toHaveLength(7)
    expect(emulator.analyticsRequestsThisHour).toBe(7)
    expect(result.planned).toBe(7)
    expect(routes()).toEqual([
      'getSearches',
      'getFeedbackByPage',
      'getConversations',
      'getViews',
      'getSearches',
      'getFeedback',
      'getConversations',
    ])
    expect(result.partial).toBe(false)
    expect(result.leftOut.map((l) => [l.signal, l.reason.split(':')[0]])).toEqual([
      ['searches', 'budget'],
      ['feedback', 'budget'],
      ['assistant', 'budget'],
      ['views', 'budget'],
      ['feedback', 'no paging'],
    ])
    expect(stateOf(result, 'views')).toEqual({
      kind: 'read',
      requests: 1,
      pages: 1,
      rows: 250,
      complete: false,
    })
    expect(stateOf(result, 'assistant')).toMatchObject({ pages: 2, rows: 2_000 })
    expect(result.rows.conversations).toEqual(
      questionsAmong(conversationRows(6_000).slice(0, 2_000)).map((t) =>
        expect.objectContaining({ id: t.id, query: t.query }),
      ),
    )
  })

  it('counts retries against the budget and never spends past it', async () => {
    seedLarge()
    emulator.setPersistentFault('getSearches', { kind: 'status', status: 503 })
    const result = await read({ signals: ['searches'], maxRequests: 3 })
    expect(result.spent).toBe(3)
    expect(onRoute('getSearches')).toHaveLength(3)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'failed', requests: 3 })
    expect(noSignalRead(result)).toBe(true)
  })

  it('gives the turns of a signal that ended to the others, in the planned order', async () => {
    emulator.setSearches(searchRows(150))
    emulator.setConversations(conversationRows(4_500))
    const result = await read({ signals: ['searches', 'assistant'], maxRequests: 6, minCount: 1 })
    expect(routes()).toEqual([
      'getSearches',
      'getConversations',
      'getSearches',
      'getConversations',
      'getConversations',
      'getConversations',
    ])
    expect(result.spent).toBe(6)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'read', rows: 150, complete: true })
    expect(stateOf(result, 'assistant')).toMatchObject({ kind: 'read', rows: 4_000 })
    expect(result.leftOut).toEqual([
      { signal: 'assistant', reason: 'budget: more pages after its 4 request(s)' },
    ])
  })

  it('leaves out the signals the budget cannot reach', async () => {
    seedLarge()
    const result = await read({ maxRequests: 2 })
    expect(stateOf(result, 'assistant')).toEqual({ kind: 'not-read', reason: 'budget' })
    expect(stateOf(result, 'views')).toEqual({ kind: 'not-read', reason: 'budget' })
    expect(result.spent).toBe(2)
  })
})

describe('readInsights: paging', () => {
  it('stops reading searches once a page ends under min-count', async () => {
    emulator.setSearches(searchRows(1_000)) // hits 1000, 999, …
    const result = await read({ signals: ['searches'], minCount: 850 })
    // Page 1 ends at 901, page 2 at 801 (< 850): nothing later can reach the floor.
    expect(onRoute('getSearches')).toHaveLength(2)
    expect(result.spent).toBe(2)
    expect(result.rows.searches).toHaveLength(200)
    expect(result.rows.totalSearches).toBe((1_000 * 1_001) / 2)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'read', complete: true })
    expect(result.leftOut).toEqual([])
  })

  it('follows cursors and offsets to the last page, each row once', async () => {
    emulator.setConversations(conversationRows(2_500))
    emulator.setFeedback(feedbackRows(640))
    emulator.setFeedbackByPage(feedbackByPageRows(20))
    emulator.setViews({ rows: makeVisitorRows(600, 2) })
    const result = await read({ signals: ['feedback', 'assistant', 'views'] })
    const assistant = onRoute('getConversations')
    expect(assistant).toHaveLength(3)
    for (const [i, request] of assistant.entries()) {
      const previous = i === 0 ? undefined : JSON.parse(assistant[i - 1]!.responseBody!)
      expect(request.query.cursor).toBe(previous?.nextCursor)
    }
    expect(stateOf(result, 'assistant')).toMatchObject({ rows: 2_500 })
    const questions = questionsAmong(conversationRows(2_500))
    expect(new Set(result.rows.conversations.map((r) => r.query)).size).toBe(questions.length)
    expect(result.rows.conversations).toHaveLength(questions.length)
    expect(onRoute('getViews').map((r) => r.query.offset)).toEqual(['0', '250', '500'])
    expect(result.rows.views).toHaveLength(600)
    // Half of the entries are pending or in progress: 320, on four pages of 100.
    expect(onRoute('getFeedback').map((r) => r.query.status)).toEqual(
      Array(4).fill('pending,in_progress'),
    )
    expect(result.rows.feedback).toHaveLength(320)
    expect(result.rows.pages).toHaveLength(20)
    expect(result.spent).toBe(1 + 4 + 3 + 3)
    expect(result.signals.every(({ state }) => state.kind === 'read' && state.complete)).toBe(true)
  })
})

describe('readInsights: faults and empties', () => {
  it('ends all reading at a 429 and keeps what was read, marked partial', async () => {
    seedLarge()
    emulator.addFaults(
      'getConversations',
      { kind: 'latency', ms: 0 },
      { kind: 'rate-limit', retryAfter: '3600' },
    )
    const result = await read({ maxRequests: 20 })
    expect(result.partial).toBe(true)
    // Round 1 (4 requests), then searches, feedback, and the assistant's 429.
    expect(result.spent).toBe(7)
    expect(analytics()).toHaveLength(7)
    expect(result.rows.searches).toHaveLength(200)
    expect(result.rows.conversations).toHaveLength(questionsAmong(conversationRows(1_000)).length)
    expect(stateOf(result, 'assistant')).toMatchObject({ kind: 'partial', pages: 1, rows: 1_000 })
    expect(stateOf(result, 'views')).toMatchObject({ kind: 'partial', pages: 1 })
    expect(stateOf(result, 'searches')?.kind).toBe('partial')
    expect(result.leftOut.filter((l) => l.reason.startsWith('rate limited'))).toHaveLength(4)
    expect(noSignalRead(result)).toBe(false)
  })

  it('fails only the signal a server error hits after its retries; the others are read', async () => {
    emulator.setSearches(searchRows(40))
    emulator.setPersistentFault('getFeedbackByPage', { kind: 'status', status: 500 })
    emulator.setFeedback(feedbackRows(10))
    emulator.setConversations(conversationRows(30))
    const result = await read({ signals: ['searches', 'feedback', 'assistant'] })
    expect(onRoute('getFeedbackByPage')).toHaveLength(4)
    expect(onRoute('getFeedback')).toHaveLength(0)
    const feedback = stateOf(result, 'feedback')
    expect(feedback).toMatchObject({ kind: 'failed', requests: 4, pages: 0 })
    expect(feedback?.kind === 'failed' && feedback.reason).toMatch(/500/)
    expect(feedback?.kind === 'failed' && feedback.reason).not.toContain(emulator.apiKey)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'read', rows: 40 })
    expect(stateOf(result, 'assistant')).toMatchObject({ kind: 'read', rows: 30 })
    expect(result.spent).toBe(6)
    expect(result.partial).toBe(false)
    expect(noSignalRead(result)).toBe(false)
  })

  it('reports a signal that answered nothing as no data, and reads nothing more of it', async () => {
    emulator.setSearches(searchRows(10))
    const result = await read({ signals: ['searches', 'feedback', 'assistant', 'views'] })
    expect(stateOf(result, 'feedback')).toEqual({ kind: 'no-data', requests: 1, pages: 1 })
    expect(stateOf(result, 'assistant')).toEqual({ kind: 'no-data', requests: 1, pages: 1 })
    expect(stateOf(result, 'views')).toEqual({ kind: 'no-data', requests: 1, pages: 1 })
    expect(onRoute('getFeedback')).toHaveLength(0)
    expect(result.spent).toBe(4)
    expect(result.signals.map((s) => describeSignalState(s.state))).toEqual([
      'read: 10 rows in 1 request',
      NO_DATA_TEXT,
      NO_DATA_TEXT,
      NO_DATA_TEXT,
    ])
    expect(noSignalRead(result)).toBe(false)
  })

  it('fails the run only when no signal could be read', async () => {
    for (const route of ['getSearches', 'getConversations'] as const) {
      emulator.setPersistentFault(route, { kind: 'status', status: 502 })
    }
    const result = await read({ signals: ['searches', 'assistant'], maxRequests: 20 })
    expect(result.signals.map((s) => s.state.kind)).toEqual(['failed', 'failed'])
    expect(result.spent).toBe(8)
    expect(noSignalRead(result)).toBe(true)
  })
})

describe('readInsights: a server that pages badly (issue 24)', () => {
  const stateReason = (result: InsightsRead, signal: InsightSignal) => {
    const state = stateOf(result, signal)
    return state?.kind === 'partial' ? state.reason : undefined
  }

  it('stops at a cursor already followed: partial, said why, nothing counted twice', async () => {
    emulator.setSearches(searchRows(500))
    emulator.setCursorFault('stuck-cursor')
    const result = await read({ signals: ['searches'], minCount: 1, maxRequests: 15 })
    // Page 1, then page 2 whose next cursor is the one just sent: no third request.
    expect(onRoute('getSearches')).toHaveLength(2)
    expect(result.spent).toBe(2)
    const terms = result.rows.searches.map((r) => r.searchQuery)
    expect(new Set(terms).size).toBe(terms.length)
    expect(terms).toHaveLength(200)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'partial', pages: 2, rows: 200 })
    expect(stateReason(result, 'searches')).toMatch(/cursor already followed/)
    expect(result.leftOut).toEqual([
      { signal: 'searches', reason: expect.stringMatching(/cursor already followed/) },
    ])
    expect(describeSignalState(stateOf(result, 'searches')!)).toMatch(
      /^partial: 200 rows, then the platform gave back a cursor already followed/,
    )
    expect(noSignalRead(result)).toBe(false)
  })

  it('stops when every answer is the same page with the same cursor (a static mock)', async () => {
    const rows = searchRows(3).map((row) => ({ ...row, hits: 50 }))
    emulator.setPersistentFault('getSearches', {
      kind: 'body',
      json: { searches: rows, totalSearches: 150, nextCursor: 'same-cursor' },
    })
    const result = await read({ signals: ['searches'], minCount: 1, maxRequests: 15 })
    expect(result.spent).toBe(2)
    expect(result.rows.searches).toHaveLength(3)
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'partial', pages: 2, rows: 3 })
    expect(stateReason(result, 'searches')).toMatch(/a page it had already given/)
  })

  it('keeps a repeated page of search rows once and ends the signal as partial', async () => {
    emulator.setSearches(searchRows(500))
    emulator.setCursorFault('repeat-page')
    const result = await read({ signals: ['searches'], minCount: 1, maxRequests: 15 })
    expect(onRoute('getSearches')).toHaveLength(2)
    expect(result.rows.searches).toHaveLength(100)
    expect(result.rows.searches.reduce((sum, r) => sum + r.hits, 0)).toBe(
      searchRows(500)
        .slice(0, 100)
        .reduce((sum, r) => sum + r.hits, 0),
    )
    expect(stateOf(result, 'searches')).toMatchObject({ kind: 'partial', rows: 100 })
    expect(stateReason(result, 'searches')).toMatch(/counted once/)
  })

  it('keeps a repeated page of feedback and of turns once too', async () => {
    emulator.setFeedback(feedbackRows(800))
    emulator.setFeedbackByPage(feedbackByPageRows(5))
    emulator.setConversations(conversationRows(2_500))
    emulator.setCursorFault('repeat-page')
    const result = await read({ signals: ['feedback', 'assistant'], maxRequests: 20 })
    expect(new Set(result.rows.feedback.map((r) => r.id)).size).toBe(result.rows.feedback.length)
    expect(result.rows.conversations).toHaveLength(questionsAmong(conversationRows(1_000)).length)
    expect(stateOf(result, 'assistant')).toMatchObject({ rows: 1_000 })
    expect(stateOf(result, 'feedback')?.kind).toBe('partial')
    expect(stateOf(result, 'assistant')?.kind).toBe('partial')
  })

  it('reads an empty nextCursor, which the schema allows, as the end', async () => {
    emulator.setSearches(searchRows(30))
    emulator.setFeedback(feedbackRows(40))
    emulator.setFeedbackByPage(feedbackByPageRows(5))
    emulator.setConversations(conversationRows(30))
    emulator.setCursorFault('empty-next-cursor')
    const result = await read({ signals: ['searches', 'feedback', 'assistant'], minCount: 1 })
    expect(JSON.parse(onRoute('getSearches')[0]!.responseBody!).nextCursor).toBe('')
    expect(result.rows.searches).toHaveLength(30)
    expect(stateOf(result, 'assistant')).toMatchObject({ rows: 30 })
    expect(result.rows.conversations).toHaveLength(questionsAmong(conversationRows(30)).length)
    expect(result.signals.map((s) => s.state)).toEqual([
      expect.objectContaining({ kind: 'read', complete: true }),
      expect.objectContaining({ kind: 'read', complete: true }),
      expect.objectContaining({ kind: 'read', complete: true }),
    ])
    expect(result.spent).toBe(4)
  })

  it('leaves out a timestamp that is not a date (null), and keeps the ones that are', async () => {
    const turns = conversationRows(3).map((t) => ({
      ...t,
      resolutionStatus: 'unanswered' as const,
    }))
    emulator.setConversations([
      { ...turns[0]!, timestamp: 'yesterday at noon' },
      { ...turns[1]!, timestamp: '2026-11-03T12:00:00' },
      turns[2]!,
    ])
    emulator.setSearches([{ ...searchRows(1)[0]!, lastSearchedAt: '<b>soon</b>' }])
    const result = await read({ signals: ['searches', 'assistant'], minCount: 1 })
    expect(result.rows.conversations.map((r) => r.timestamp)).toEqual([
      null,
      '2026-11-03T12:00:00',
      '2026-11-03T12:00:00.000Z',
    ])
    expect(result.rows.searches[0]?.lastSearchedAt).toBeNull()
    expect(result.signals.every((s) => s.state.kind === 'read')).toBe(true)
  })
})

describe('readInsights (property)', () => {
  it('spends at most max-requests, and less only when every signal was read to its end', async () => {
    const sizes = fc.record({
      searches: fc.integer({ min: 0, max: 450 }),
      pages: fc.integer({ min: 0, max: 150 }),
      feedback: fc.integer({ min: 0, max: 500 }),
      turns: fc.integer({ min: 0, max: 3_500 }),
      views: fc.integer({ min: 0, max: 800 }),
    })
    const signals = fc.uniqueArray(fc.constantFrom(...ALL), { minLength: 1 })
    const max = fc.integer({ min: 1, max: 16 })
    await fc.assert(
      fc.asyncProperty(sizes, signals, max, async (size, chosen, maxRequests) => {
        emulator.reset()
        emulator.setSearches(searchRows(size.searches))
        emulator.setFeedbackByPage(feedbackByPageRows(size.pages))
        emulator.setFeedback(feedbackRows(size.feedback))
        emulator.setConversations(conversationRows(size.turns))
        emulator.setViews({ rows: makeVisitorRows(size.views, 5) })
        const result = await read({ signals: chosen, maxRequests, minCount: 1 })
        expect(result.spent).toBe(analytics().length)
        expect(result.spent).toBeLessThanOrEqual(maxRequests)
        const budgetLeftOut = result.leftOut.some((l) => l.reason.startsWith('budget'))
        expect(budgetLeftOut).toBe(result.signals.some(({ state }) => isCut(state)))
        if (result.spent < maxRequests) expect(budgetLeftOut).toBe(false)
      }),
      { numRuns: 25 },
    )
  })
})

function isCut(state: SignalState): boolean {
  return state.kind === 'not-read' || (state.kind === 'read' && !state.complete)
}

/** `n` terms with a long tail: hits fall as 2000 / rank, as searches on a docs site do. */
function zipfSearches(n: number): SearchData[] {
  return searchRows(n).map((row, i) => ({ ...row, hits: Math.max(1, Math.round(2_000 / (i + 1))) }))
}

describe('readInsights: a large site (measured, not asserted)', () => {
  it('reports the requests spent for 5,000 pages, 20,000 terms, 10,000 turns, max 20', async () => {
    const lines: string[] = []
    for (const signals of [['searches', 'feedback', 'assistant'], ALL] as InsightSignal[][]) {
      emulator.reset()
      emulator.setSearches(zipfSearches(20_000))
      emulator.setFeedbackByPage(feedbackByPageRows(5_000))
      emulator.setFeedback(feedbackRows(4_000))
      emulator.setConversations(conversationRows(10_000))
      emulator.setViews({ rows: makeVisitorRows(5_000, 7) })
      const started = performance.now()
      const result = await read({ signals, maxRequests: 20 })
      const ms = Math.round(performance.now() - started)
      const byRoute = Object.entries(
        Object.groupBy(analytics(), (r) => r.route.replace(/^get/, '')),
      ).map(([route, requests]) => `${route} ${requests?.length}`)
      lines.push(
        `signals ${signals.join(',')}: spent ${result.spent} of 20 (planned ${result.planned}); ` +
          `${byRoute.join(', ')}; rows: searches ${result.rows.searches.length}, pages ` +
          `${result.rows.pages.length}, feedback ${result.rows.feedback.length}, turns ` +
          `${result.rows.conversations.length}, views ${result.rows.views.length}; left out: ` +
          `${result.leftOut.map((l) => `${l.signal} (${l.reason})`).join('; ')}; ${ms} ms`,
      )
      expect(result.spent).toBeLessThanOrEqual(20)
    }
    console.log(`insights read, large site:\n${lines.join('\n')}`)
  })
})
