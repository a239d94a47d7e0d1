/**
 * The platform emulator's other analytics exports, by plain HTTP (independent of the client): the
 * paging each one has (cursor, ULID cursor, offset, none), the order of searches, the feedback
 * filters, the refusals, per-route faults, and one hourly budget shared by every analytics route.
 */
import { Agent, request } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ANALYTICS_HOURLY_BUDGET,
  DEFAULT_API_KEY,
  DEFAULT_PROJECT_ID,
  makeVisitorRows,
  startPlatformEmulator,
  type PlatformEmulator,
} from './emulators/platform.ts'
import {
  conversationRows,
  feedbackByPageRows,
  feedbackRows,
  searchRows,
} from './helpers/analytics-data.ts'

const BASE = `/v1/analytics/${DEFAULT_PROJECT_ID}`

let emulator: PlatformEmulator
let agent: Agent
let nowMs = 1_780_000_000_000

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown>
}

async function get(path: string, query = '', apiKey = DEFAULT_API_KEY): Promise<Reply> {
  const answer = await request(`${emulator.url}${BASE}/${path}${query ? `?${query}` : ''}`, {
    dispatcher: agent,
    headers: { authorization: `Bearer ${apiKey}` },
  })
  const text = await answer.body.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { raw: text }
  }
  return { status: answer.statusCode, headers: answer.headers, body }
}

/** Every row of a cursor-paged export, following `nextCursor` to its end. */
async function readAll(path: string, key: string, query: string): Promise<unknown[]> {
  const rows: unknown[] = []
  let cursor: string | null = null
  do {
    const reply = await get(
      path,
      `${query}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    )
    expect(reply.status).toBe(200)
    rows.push(...(reply.body[key] as unknown[]))
    cursor = reply.body.nextCursor as string | null
  } while (cursor !== null)
  return rows
}

beforeAll(async () => {
  emulator = await startPlatformEmulator({ now: () => nowMs })
  agent = new Agent()
})
afterAll(async () => {
  await emulator.close()
  await agent.close()
})
beforeEach(() => {
  emulator.reset()
})

describe('searches', () => {
  it('serves every term once, by hits descending whatever the order given, with totalSearches', async () => {
    const rows = searchRows(23)
    emulator.setSearches([...rows].reverse())
    expect(await readAll('searches', 'searches', 'limit=5')).toEqual(rows)
    const first = await get('searches', 'limit=5')
    expect(first.body.totalSearches).toBe((23 * 24) / 2)
  })

  it('defaults to 50 a page and takes a given totalSearches', async () => {
    emulator.setSearches(searchRows(60), 1_000)
    const reply = await get('searches')
    expect(reply.body.searches).toHaveLength(50)
    expect(reply.body.totalSearches).toBe(1_000)
  })

  it('gives opaque cursors and refuses one it did not give', async () => {
    emulator.setSearches(searchRows(10))
    const cursor = (await get('searches', 'limit=3')).body.nextCursor as string
    expect(cursor).not.toMatch(/^\d+$/)
    const reply = await get('searches', 'limit=3&cursor=3')
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      error: 'Invalid query parameters',
      details: [{ message: expect.stringContaining('cursor') }],
    })
  })

  it.each(['limit=0', 'limit=101', 'limit=x', 'dateFrom=2026-13-01'])(
    'answers 400 with details for %s',
    async (query) => {
      const reply = await get('searches', query)
      expect(reply.status).toBe(400)
      expect(reply.body.details).toEqual([{ message: expect.any(String) }])
    },
  )
})

describe('feedback', () => {
  const rows = feedbackRows(40)

  it('serves the rows as given, contact included, page by page', async () => {
    emulator.setFeedback(rows)
    expect(await readAll('feedback', 'feedback', 'limit=15')).toEqual(rows)
  })

  it('filters by source and by a comma-separated status list', async () => {
    emulator.setFeedback(rows)
    const served = (await readAll(
      'feedback',
      'feedback',
      'limit=100&source=code_snippet&status=pending,resolved',
    )) as Array<{ source: string; status: string }>
    expect(served).toEqual(
      rows.filter(
        (r) => r.source === 'code_snippet' && (r.status === 'pending' || r.status === 'resolved'),
      ),
    )
    expect(served.length).toBeGreaterThan(0)
  })

  it('ends with hasMore false and a null cursor', async () => {
    emulator.setFeedback(rows)
    expect((await get('feedback', 'limit=40')).body).toMatchObject({
      hasMore: false,
      nextCursor: null,
    })
    expect((await get('feedback', 'limit=39')).body).toMatchObject({ hasMore: true })
  })

  it.each(['source=email', 'status=pending,open', 'limit=101'])(
    'answers 400 with details for %s',
    async (query) => {
      const reply = await get('feedback', query)
      expect(reply.status).toBe(400)
      expect(reply.body.error).toBe('Invalid query parameters')
    },
  )
})

describe('feedback by page', () => {
  it('serves the first `limit` pages (default 10) and nothing more: there is no paging', async () => {
    emulator.setFeedbackByPage(feedbackByPageRows(120))
    expect((await get('feedback/by-page')).body.feedback).toHaveLength(10)
    const all = await get('feedback/by-page', 'limit=100&cursor=anything&offset=100')
    expect(all.body.feedback).toEqual(feedbackByPageRows(100))
    expect(all.body.hasMore).toBe(true)
    expect(Object.keys(all.body).sort()).toEqual(['feedback', 'hasMore'])
  })

  it('answers hasMore false when every page fits', async () => {
    emulator.setFeedbackByPage(feedbackByPageRows(3))
    expect((await get('feedback/by-page', 'limit=3')).body.hasMore).toBe(false)
  })
})

describe('assistant conversations', () => {
  it('pages by ULID cursors, up to 1000 a page, default 100', async () => {
    const rows = conversationRows(2_345)
    emulator.setConversations(rows)
    expect((await get('assistant')).body.conversations).toHaveLength(100)
    const first = await get('assistant', 'limit=1000')
    expect(first.body.nextCursor).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
    expect(await readAll('assistant', 'conversations', 'limit=1000')).toEqual(rows)
  })

  it.each(['limit=1001', 'cursor=01HZZZZZZZ000000000000000I', 'cursor=not-a-ulid'])(
    'answers 400 for %s',
    async (query) => {
      expect((await get('assistant', query)).status).toBe(400)
    },
  )
})

describe('views', () => {
  it('pages by offset as visitors do, under its own key', async () => {
    const rows = makeVisitorRows(260, 8)
    emulator.setViews({ rows })
    const first = await get('views', 'limit=250')
    const second = await get('views', 'limit=250&offset=250')
    expect([...(first.body.views as unknown[]), ...(second.body.views as unknown[])]).toEqual(rows)
    expect([first.body.hasMore, second.body.hasMore]).toEqual([true, false])
    expect(first.body.totals).toEqual(second.body.totals)
    expect(first.body.visitors).toBeUndefined()
  })
})

describe('cursor faults (setCursorFault)', () => {
  const pages = [
    ['searches', 'searches', () => emulator.setSearches(searchRows(250))],
    ['feedback', 'feedback', () => emulator.setFeedback(feedbackRows(250))],
    ['assistant', 'conversations', () => emulator.setConversations(conversationRows(250))],
  ] as const

  it.each(pages)('%s: stuck-cursor gives back the cursor it was sent', async (path, key, seed) => {
    seed()
    emulator.setCursorFault('stuck-cursor')
    const first = await get(path, 'limit=100')
    const cursor = first.body.nextCursor as string
    const second = await get(path, `limit=100&cursor=${encodeURIComponent(cursor)}`)
    expect(second.body.nextCursor).toBe(cursor)
    expect(second.body[key]).not.toEqual(first.body[key])
    const third = await get(path, `limit=100&cursor=${encodeURIComponent(cursor)}`)
    expect(third.body[key]).toEqual(second.body[key])
  })

  it.each(pages)(
    '%s: repeat-page serves the first page, cursors moving on',
    async (path, key, seed) => {
      seed()
      emulator.setCursorFault('repeat-page')
      const first = await get(path, 'limit=100')
      const cursor = first.body.nextCursor as string
      const second = await get(path, `limit=100&cursor=${encodeURIComponent(cursor)}`)
      expect(second.body[key]).toEqual(first.body[key])
      expect(second.body.nextCursor).not.toBe(cursor)
      expect(second.body.nextCursor).toEqual(expect.any(String))
    },
  )

  it.each(pages)(
    '%s: empty-next-cursor ends with "" (the schema allows it)',
    async (path, key, seed) => {
      seed()
      emulator.setCursorFault('empty-next-cursor')
      let reply = await get(path, 'limit=100')
      for (let page = 2; page <= 3; page++) {
        const cursor = encodeURIComponent(reply.body.nextCursor as string)
        reply = await get(path, `limit=100&cursor=${cursor}`)
      }
      expect(reply.body.nextCursor).toBe('')
      expect(reply.body[key]).toHaveLength(50)
    },
  )
})

describe('every analytics route', () => {
  const routes = [
    ['getSearches', 'searches'],
    ['getFeedback', 'feedback'],
    ['getFeedbackByPage', 'feedback/by-page'],
    ['getConversations', 'assistant'],
    ['getViews', 'views'],
  ] as const

  it.each(routes)('%s: faults queue on its own route, in order', async (route, path) => {
    emulator.addFaults(route, { kind: 'status', status: 503 }, { kind: 'malformed-json' })
    expect((await get('visitors')).status).toBe(200)
    expect((await get(path)).status).toBe(503)
    const truncated = await get(path)
    expect(truncated.status).toBe(200)
    expect(truncated.body.raw).toEqual(expect.any(String))
    expect((await get(path)).status).toBe(200)
    expect(emulator.requests.map((r) => r.route)).toEqual(['getVisitors', route, route, route])
  })

  it.each(routes)(
    '%s: a wrong key is refused (401), another project is not found (404)',
    async (_r, path) => {
      expect((await get(path, '', 'mint_wrong')).status).toBe(401)
      const other = await request(`${emulator.url}/v1/analytics/proj_other/${path}`, {
        dispatcher: agent,
        headers: { authorization: `Bearer ${DEFAULT_API_KEY}` },
      })
      await other.body.text()
      expect(other.statusCode).toBe(404)
    },
  )

  it('share one hourly budget of 100, visitors included; then 429 with Retry-After', async () => {
    const paths = ['visitors', ...routes.map(([, path]) => path)]
    for (let i = 0; i < ANALYTICS_HOURLY_BUDGET; i++) {
      expect((await get(paths[i % paths.length] ?? 'visitors')).status).toBe(200)
      nowMs += 1_000
    }
    expect(emulator.analyticsRequestsThisHour).toBe(100)
    for (const path of paths) {
      const refused = await get(path)
      expect(refused.status).toBe(429)
      expect(refused.body).toEqual({ error: 'Rate limit exceeded' })
      // The first use leaves the window an hour after it was made, 100 s ago.
      expect(refused.headers['retry-after']).toBe(String(3_600 - 100))
    }
    // Refusals are not counted: once the first use has left the window, one more is allowed.
    nowMs += 3_500_000
    expect((await get('searches')).status).toBe(200)
    expect((await get('searches')).status).toBe(429)
  })

  it('leave the messages and job creations their own budgets', async () => {
    for (let i = 0; i < ANALYTICS_HOURLY_BUDGET; i++) await get('views')
    expect((await get('views')).status).toBe(429)
    emulator.addJob({ id: 'job_b' })
    const job = await request(`${emulator.url}/v2/agent/${DEFAULT_PROJECT_ID}/job/job_b`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${DEFAULT_API_KEY}` },
    })
    await job.body.text()
    expect(job.statusCode).toBe(200)
  })

  it('reset() clears the data and the budget', async () => {
    emulator.setSearches(searchRows(3))
    emulator.setFeedback(feedbackRows(3))
    emulator.setFeedbackByPage(feedbackByPageRows(3))
    emulator.setConversations(conversationRows(3))
    emulator.setViews({ rows: makeVisitorRows(3) })
    for (let i = 0; i < ANALYTICS_HOURLY_BUDGET; i++) await get('views')
    emulator.reset()
    expect(emulator.analyticsRequestsThisHour).toBe(0)
    expect((await get('searches')).body.searches).toEqual([])
    expect((await get('feedback')).body.feedback).toEqual([])
    expect((await get('feedback/by-page')).body.feedback).toEqual([])
    expect((await get('assistant')).body.conversations).toEqual([])
    expect((await get('views')).body.views).toEqual([])
  })

  it('an emulator may be given a larger budget (the benchmark reads 400 pages)', async () => {
    const roomy = await startPlatformEmulator({ analyticsBudget: 150 })
    try {
      let last = 0
      for (let i = 0; i < 150; i++) {
        const answer = await request(`${roomy.url}${BASE}/views`, {
          dispatcher: agent,
          headers: { authorization: `Bearer ${DEFAULT_API_KEY}` },
        })
        await answer.body.text()
        last = answer.statusCode
      }
      expect(last).toBe(200)
      expect(roomy.analyticsRequestsThisHour).toBe(150)
    } finally {
      await roomy.close()
    }
  })
})
