import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { Agent, request } from 'undici'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_API_KEY,
  DEFAULT_PROJECT_ID,
  makeVisitorRows,
  startPlatformEmulator,
} from './emulators/platform.ts'
import type { PlatformEmulator } from './emulators/platform.ts'
import { printed, until } from './helpers/wait.ts'

const AUTH = { authorization: `Bearer ${DEFAULT_API_KEY}` }
const JOB_PATH = `/v2/agent/${DEFAULT_PROJECT_ID}/job`
const VISITORS_PATH = `/v1/analytics/${DEFAULT_PROJECT_ID}/visitors`

let emulator: PlatformEmulator
let agent: Agent
// A fake clock, so that job timelines are checked without waiting or timing.
let nowMs = 1_750_000_000_000

interface Reply {
  status: number
  headers: Record<string, string>
  text: string
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const answer = await request(`${emulator.url}${path}`, {
    method,
    dispatcher: agent,
    headers: options.headers ?? AUTH,
    body: options.body,
  })
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return { status: answer.statusCode, headers, text: await answer.body.text() }
}

function getJob(id: string): Promise<Reply> {
  return call('GET', `${JOB_PATH}/${id}`)
}

function postMessage(id: string, prompt: unknown = 'Fix the typo'): Promise<Reply> {
  return call('POST', `${JOB_PATH}/${id}/message`, {
    headers: { ...AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt }),
  })
}

function getVisitors(query: string): Promise<Reply> {
  return call('GET', `${VISITORS_PATH}?${query}`)
}

function parse(reply: Reply): Record<string, unknown> {
  return JSON.parse(reply.text) as Record<string, unknown>
}

beforeAll(async () => {
  emulator = await startPlatformEmulator({ now: () => nowMs })
  agent = new Agent({ keepAliveTimeout: 10_000 })
})

afterAll(async () => {
  await emulator.close()
  await agent.close()
})

beforeEach(() => {
  emulator.reset()
})

describe('getJob', () => {
  it('answers a full AgentJob', async () => {
    emulator.addJob({ id: 'job_1', initialStatus: 'completed', initialPrLink: 'https://x/pr/1' })
    const reply = await getJob('job_1')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toContain('application/json')
    expect(parse(reply)).toEqual({
      id: 'job_1',
      status: 'completed',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: expect.any(String),
      prLink: 'https://x/pr/1',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      archivedAt: null,
    })
  })

  it('gives an archived job an archivedAt', async () => {
    emulator.addJob({ id: 'job_a', initialStatus: 'archived' })
    expect(parse(await getJob('job_a'))).toMatchObject({ status: 'archived', prLink: null })
    expect(parse(await getJob('job_a')).archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('answers 404 "Job not found" for an unknown job', async () => {
    const reply = await getJob('job_missing')
    expect(reply.status).toBe(404)
    expect(parse(reply)).toEqual({ error: 'Job not found' })
  })

  it('decodes the job id in the path', async () => {
    emulator.addJob({ id: 'job with space' })
    expect((await getJob('job%20with%20space')).status).toBe(200)
  })
})

describe('auth and routing', () => {
  const routes: Array<[string, 'GET' | 'POST', string]> = [
    ['getJob', 'GET', `${JOB_PATH}/job_1`],
    ['sendMessage', 'POST', `${JOB_PATH}/job_1/message`],
    ['getVisitors', 'GET', `${VISITORS_PATH}?limit=10`],
  ]

  it.each(routes)('%s: 401 without an Authorization header', async (_name, method, path) => {
    emulator.addJob({ id: 'job_1' })
    const reply = await call(method, path, {
      headers: {},
      body: method === 'POST' ? '{"prompt":"x"}' : undefined,
    })
    expect(reply.status).toBe(401)
    expect(parse(reply)).toEqual({ error: 'Invalid or expired API key' })
    expect(emulator.messages).toEqual([])
  })

  it.each(routes)('%s: 401 with a wrong key or scheme', async (_name, method, path) => {
    for (const authorization of [
      `Bearer ${DEFAULT_API_KEY}x`,
      `Basic ${DEFAULT_API_KEY}`,
      DEFAULT_API_KEY,
    ]) {
      const reply = await call(method, path, {
        headers: { authorization },
        body: method === 'POST' ? '{"prompt":"x"}' : undefined,
      })
      expect(reply.status).toBe(401)
    }
  })

  it.each(routes)(
    '%s: 404 "Project not found" for another project',
    async (_name, method, path) => {
      emulator.addJob({ id: 'job_1' })
      const other = path.replace(DEFAULT_PROJECT_ID, 'proj_other')
      const reply = await call(method, other, {
        body: method === 'POST' ? '{"prompt":"x"}' : undefined,
      })
      expect(reply.status).toBe(404)
      expect(parse(reply)).toEqual({ error: 'Project not found' })
    },
  )

  it('answers 404 {"message"} for an unknown route or method', async () => {
    for (const [method, path] of [
      ['GET', '/v2/agent/x'],
      ['GET', `${JOB_PATH}/job_1/message`],
      ['POST', `${JOB_PATH}/job_1`],
      ['GET', '/'],
    ] as const) {
      const reply = await call(method, path)
      expect(reply.status).toBe(404)
      expect(parse(reply)).toEqual({ message: 'Not found' })
    }
    expect(emulator.requests.map((r) => r.route)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ])
  })

  it('accepts a custom key and project id', async () => {
    const custom = await startPlatformEmulator({ apiKey: 'mint_custom_0001', projectId: 'p2' })
    try {
      custom.addJob({ id: 'j' })
      const ok = await request(`${custom.url}/v2/agent/p2/job/j`, {
        dispatcher: agent,
        headers: { authorization: 'Bearer mint_custom_0001' },
      })
      expect(ok.statusCode).toBe(200)
      await ok.body.dump()
      expect(custom.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    } finally {
      await custom.close()
    }
  })
})

describe('sendMessage', () => {
  it('applies a message: POST shows active, then the timeline runs from the message', async () => {
    emulator.addJob({
      id: 'job_1',
      initialStatus: 'completed',
      initialPrLink: 'https://github.com/acme/docs/pull/1',
      onMessage: {
        timeline: [
          { afterMs: 5_000, status: 'completed', prLink: 'https://github.com/acme/docs/pull/2' },
          { afterMs: 1_000, status: 'active' },
        ],
      },
    })
    const posted = await postMessage('job_1', 'Please fix')
    expect(posted.status).toBe(200)
    expect(parse(posted)).toMatchObject({ id: 'job_1', status: 'active', prLink: null })
    expect(emulator.messages).toEqual([{ jobId: 'job_1', prompt: 'Please fix', at: nowMs }])

    nowMs += 4_999
    expect(parse(await getJob('job_1'))).toMatchObject({ status: 'active', prLink: null })
    nowMs += 1
    expect(parse(await getJob('job_1'))).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/2',
    })
    const recorded = emulator.requests.find((r) => r.route === 'sendMessage')
    expect(recorded).toMatchObject({ method: 'POST', status: 200, applied: true, fault: null })
    expect(JSON.parse(recorded?.body ?? '')).toEqual({ prompt: 'Please fix' })
  })

  it('restarts the timeline on a second message', async () => {
    emulator.addJob({
      id: 'job_1',
      onMessage: { timeline: [{ afterMs: 100, status: 'failed' }] },
    })
    await postMessage('job_1')
    nowMs += 100
    expect(parse(await getJob('job_1')).status).toBe('failed')
    await postMessage('job_1', 'again')
    expect(parse(await getJob('job_1')).status).toBe('active')
    expect(emulator.messages.map((m) => m.prompt)).toEqual(['Fix the typo', 'again'])
  })

  it('serves unknown statuses and archived steps from the timeline', async () => {
    emulator.addJob({
      id: 'job_1',
      onMessage: {
        timeline: [
          { afterMs: 10, status: 'paused' },
          { afterMs: 20, status: 'archived' },
        ],
      },
    })
    await postMessage('job_1')
    nowMs += 10
    expect(parse(await getJob('job_1')).status).toBe('paused')
    nowMs += 10
    const job = parse(await getJob('job_1'))
    expect(job.status).toBe('archived')
    expect(job.archivedAt).toBe(new Date(nowMs).toISOString())
  })

  it('stays active without a script', async () => {
    emulator.addJob({ id: 'job_1' })
    await postMessage('job_1')
    nowMs += 3_600_000
    expect(parse(await getJob('job_1')).status).toBe('active')
  })

  it('can show the previous status in the POST answer and for staleMs', async () => {
    emulator.addJob({
      id: 'job_1',
      initialStatus: 'completed',
      initialPrLink: 'https://github.com/acme/docs/pull/1',
      onMessage: { timeline: [], postAnswerShowsPrevious: true, staleMs: 2_000 },
    })
    const posted = parse(await postMessage('job_1'))
    expect(posted).toMatchObject({
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/1',
    })
    nowMs += 1_999
    expect(parse(await getJob('job_1')).status).toBe('completed')
    nowMs += 1
    expect(parse(await getJob('job_1'))).toMatchObject({ status: 'active', prLink: null })
  })

  it('rejects messages when scripted to, without applying them', async () => {
    emulator.addJob({
      id: 'job_1',
      onMessage: { timeline: [], reject: { status: 400, body: { error: 'Job is not active' } } },
    })
    const reply = await postMessage('job_1')
    expect(reply.status).toBe(400)
    expect(parse(reply)).toEqual({ error: 'Job is not active' })
    expect(emulator.messages).toEqual([])
    expect(emulator.requests[0]?.applied).toBe(false)
    expect(parse(await getJob('job_1')).status).toBe('completed')
  })

  it.each([
    ['missing prompt', '{}'],
    ['empty prompt', '{"prompt":""}'],
    ['numeric prompt', '{"prompt":42}'],
    ['array body', '["x"]'],
    ['invalid JSON', '{"prompt":'],
    ['no body', ''],
  ])('answers 400 {"error"} for %s', async (_name, body) => {
    emulator.addJob({ id: 'job_1' })
    const reply = await call('POST', `${JOB_PATH}/job_1/message`, {
      headers: { ...AUTH, 'content-type': 'application/json' },
      body,
    })
    expect(reply.status).toBe(400)
    expect(typeof parse(reply).error).toBe('string')
    expect(emulator.messages).toEqual([])
  })

  it('answers 404 for an unknown job', async () => {
    const reply = await postMessage('job_missing')
    expect(reply.status).toBe(404)
    expect(parse(reply)).toEqual({ error: 'Job not found' })
    expect(emulator.messages).toEqual([])
  })
})

describe('getVisitors', () => {
  it.each([
    'limit=0',
    'limit=251',
    'limit=abc',
    'limit=1.5',
    'limit=-1',
    'limit=',
    'offset=-1',
    'offset=abc',
    'offset=2.5',
  ])('answers 400 with details for %s', async (query) => {
    emulator.setVisitors({ rows: makeVisitorRows(10) })
    const reply = await getVisitors(query)
    expect(reply.status).toBe(400)
    const body = parse(reply)
    expect(body.error).toBe('Invalid query parameters')
    expect(body.details).toEqual([{ message: expect.any(String) }])
  })

  it.each([
    'dateFrom=2025-13-01',
    'dateFrom=2025-02-30',
    'dateTo=yesterday',
    'dateTo=2025-01-01T25:00:00Z',
    'dateFrom=2025-1-1',
  ])('answers 400 for a bad date: %s', async (query) => {
    const reply = await getVisitors(query)
    expect(reply.status).toBe(400)
    expect(parse(reply).error).toBe('Invalid query parameters')
  })

  it.each([
    'dateFrom=2025-01-01&dateTo=2025-02-01',
    'dateFrom=2025-01-01T00:00:00Z&dateTo=2025-01-02T12:30:00.000%2B02:00',
    '',
  ])('accepts dates %j', async (query) => {
    expect((await getVisitors(query)).status).toBe(200)
  })

  it('accepts limit 1 and 250, defaults to 50', async () => {
    const rows = makeVisitorRows(300)
    emulator.setVisitors({ rows })
    expect((parse(await getVisitors('limit=1')).visitors as unknown[]).length).toBe(1)
    expect((parse(await getVisitors('limit=250')).visitors as unknown[]).length).toBe(250)
    expect((parse(await getVisitors('')).visitors as unknown[]).length).toBe(50)
  })

  it('pages exclusively: every row once, in order, hasMore false on the last page', async () => {
    const rows = makeVisitorRows(1_234, 7)
    emulator.setVisitors({ rows })
    const seen: unknown[] = []
    const hasMores: boolean[] = []
    for (let offset = 0; ; offset += 250) {
      const page = parse(await getVisitors(`limit=250&offset=${offset}`))
      seen.push(...(page.visitors as unknown[]))
      hasMores.push(page.hasMore as boolean)
      if (!page.hasMore) break
    }
    expect(seen).toEqual(rows)
    expect(hasMores).toEqual([true, true, true, true, false])
  })

  it('answers hasMore false exactly at the end and an empty page beyond it', async () => {
    emulator.setVisitors({ rows: makeVisitorRows(500) })
    expect(parse(await getVisitors('limit=250&offset=250')).hasMore).toBe(false)
    expect(parse(await getVisitors('limit=250&offset=249')).hasMore).toBe(true)
    const beyond = parse(await getVisitors('limit=250&offset=10000'))
    expect(beyond).toMatchObject({ visitors: [], hasMore: false })
  })

  it('defaults totals to deduplicated sums, the same on every page', async () => {
    const rows = [
      { path: '/a', human: 10, ai: 4, total: 12 },
      { path: '/b', human: 5, ai: 6, total: 9 },
    ]
    emulator.setVisitors({ rows })
    const totals = parse(await getVisitors('limit=1')).totals as Record<string, number>
    expect(totals.human).toBe(15)
    expect(totals.ai).toBe(10)
    expect(totals.total).toBeGreaterThanOrEqual(15)
    expect(totals.total).toBeLessThanOrEqual(25)
    expect(parse(await getVisitors('limit=1&offset=1')).totals).toEqual(totals)
  })

  it('serves given totals and empty data', async () => {
    emulator.setVisitors({ rows: [], totals: { human: 1, ai: 2, total: 3 } })
    expect(parse(await getVisitors(''))).toEqual({
      totals: { human: 1, ai: 2, total: 3 },
      visitors: [],
      hasMore: false,
    })
    emulator.reset()
    expect(parse(await getVisitors(''))).toEqual({
      totals: { human: 0, ai: 0, total: 0 },
      visitors: [],
      hasMore: false,
    })
  })

  it('serves data chosen by the window', async () => {
    const windows: Array<{ dateFrom: string; dateTo: string }> = []
    emulator.setVisitors((window) => {
      windows.push(window)
      const ai = window.dateFrom === '2025-01-01' ? 1 : 2
      return { rows: [{ path: '/x', human: 1, ai, total: 2 }] }
    })
    const current = parse(await getVisitors('dateFrom=2025-01-01&dateTo=2025-02-01'))
    const previous = parse(await getVisitors('dateFrom=2024-12-01&dateTo=2025-01-01'))
    expect((current.visitors as Array<{ ai: number }>)[0]?.ai).toBe(1)
    expect((previous.visitors as Array<{ ai: number }>)[0]?.ai).toBe(2)
    expect(windows).toEqual([
      { dateFrom: '2025-01-01', dateTo: '2025-02-01' },
      { dateFrom: '2024-12-01', dateTo: '2025-01-01' },
    ])
  })

  it('lets data change between pages through onVisitorsPage', async () => {
    const rows = makeVisitorRows(6)
    emulator.setVisitors({ rows })
    const calls: Array<[number, number]> = []
    emulator.onVisitorsPage((offset, limit) => {
      calls.push([offset, limit])
      // A new page climbs to the top: everything shifts down by one between pages.
      rows.unshift({ path: `/docs/new-${calls.length}`, human: 99_999, ai: 0, total: 99_999 })
    })
    const first = parse(await getVisitors('limit=3&offset=0')).visitors as Array<{ path: string }>
    const second = parse(await getVisitors('limit=3&offset=3')).visitors as Array<{ path: string }>
    expect(calls).toEqual([
      [0, 3],
      [3, 3],
    ])
    // The third row of the first page is served again as the first row of the second.
    expect(second[0]?.path).toBe(first[2]?.path)
    emulator.onVisitorsPage(null)
    await getVisitors('limit=3')
    expect(calls).toHaveLength(2)
  })

  it('never ends when hasMore is stuck', async () => {
    emulator.setVisitors({ rows: makeVisitorRows(3) })
    emulator.setHasMoreStuck(true)
    const page = parse(await getVisitors('limit=250&offset=1000'))
    expect(page).toMatchObject({ visitors: [], hasMore: true })
    emulator.setHasMoreStuck(false)
    expect(parse(await getVisitors('limit=250')).hasMore).toBe(false)
  })

  it('serves a 100,000-row data set page by page', async () => {
    const rows = makeVisitorRows(100_000)
    emulator.setVisitors({ rows })
    const last = parse(await getVisitors('limit=250&offset=99750'))
    expect(last.visitors).toEqual(rows.slice(99_750))
    expect(last.hasMore).toBe(false)
  })
})

describe('makeVisitorRows', () => {
  const rows = makeVisitorRows(12_345, 3)

  it('is deterministic per seed', () => {
    expect(makeVisitorRows(12_345, 3)).toEqual(rows)
    expect(makeVisitorRows(50, 4)).not.toEqual(makeVisitorRows(50, 5))
    expect(makeVisitorRows(0)).toEqual([])
  })

  it('has unique paths, ordered by total descending', () => {
    expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length)
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.total).toBeGreaterThanOrEqual(rows[i]!.total)
    }
  })

  it('keeps max(human, ai) <= total <= human + ai', () => {
    for (const row of rows) {
      expect(row.total).toBeLessThanOrEqual(row.human + row.ai)
      expect(row.total).toBeGreaterThanOrEqual(Math.max(row.human, row.ai))
      expect(Number.isInteger(row.human) && row.human >= 0 && row.ai >= 0).toBe(true)
    }
  })

  it('includes commas, quotes, newlines and unicode in some paths', () => {
    const paths = rows.map((r) => r.path)
    expect(paths[96]).toMatch(/,|"|\n/)
    expect(paths.filter((p) => p.includes(',')).length).toBeGreaterThan(10)
    expect(paths.filter((p) => p.includes('"')).length).toBeGreaterThan(10)
    expect(paths.filter((p) => p.includes('\n')).length).toBeGreaterThan(10)
    expect(paths.filter((p) => /[\u0080-\uffff]/.test(p))).toHaveLength(1)
    expect(paths.every((p) => p.startsWith('/'))).toBe(true)
  })
})

describe('faults', () => {
  beforeEach(() => {
    emulator.addJob({
      id: 'job_1',
      onMessage: { timeline: [{ afterMs: 0, status: 'completed', prLink: 'https://x/pr/2' }] },
    })
    emulator.setVisitors({ rows: makeVisitorRows(20) })
  })

  it('consumes queued faults in order, one per request, on their own route only', async () => {
    emulator.addFaults('getJob', { kind: 'status', status: 503 }, { kind: 'status', status: 502 })
    expect((await getVisitors('')).status).toBe(200)
    expect((await getJob('job_1')).status).toBe(503)
    expect((await getJob('job_1')).status).toBe(502)
    expect((await getJob('job_1')).status).toBe(200)
    expect(emulator.requests.map((r) => r.fault)).toEqual([null, 'status', 'status', null])
  })

  it('applies a persistent fault until cleared, after the queue', async () => {
    emulator.setPersistentFault('getVisitors', { kind: 'status', status: 500 })
    emulator.addFaults('getVisitors', { kind: 'rate-limit' })
    expect((await getVisitors('')).status).toBe(429)
    expect((await getVisitors('')).status).toBe(500)
    expect((await getVisitors('')).status).toBe(500)
    emulator.setPersistentFault('getVisitors', null)
    expect((await getVisitors('')).status).toBe(200)
  })

  it('latency and slow-headers answer normally after the delay', async () => {
    emulator.addFaults('getJob', { kind: 'latency', ms: 50 }, { kind: 'slow-headers', ms: 50 })
    for (const kind of ['latency', 'slow-headers']) {
      const reply = await getJob('job_1')
      expect(reply.status).toBe(200)
      expect(parse(reply).id).toBe('job_1')
      expect(emulator.requests.at(-1)?.fault).toBe(kind)
    }
  })

  it('latency on the POST applies the message before the delay', async () => {
    emulator.addFaults('sendMessage', { kind: 'latency', ms: 30 })
    const reply = await postMessage('job_1')
    expect(reply.status).toBe(200)
    expect(emulator.messages).toHaveLength(1)
    expect(emulator.requests[0]).toMatchObject({ applied: true, fault: 'latency', status: 200 })
  })

  it('status: default {"error"} body, custom body and headers, not applied', async () => {
    emulator.addFaults(
      'sendMessage',
      { kind: 'status', status: 500 },
      {
        kind: 'status',
        status: 403,
        body: 'forbidden by IP',
        headers: { 'Content-Type': 'text/plain', 'X-Test': 'yes' },
      },
    )
    const first = await postMessage('job_1')
    expect(first.status).toBe(500)
    expect(typeof parse(first).error).toBe('string')
    const second = await postMessage('job_1')
    expect(second).toMatchObject({ status: 403, text: 'forbidden by IP' })
    expect(second.headers['content-type']).toBe('text/plain')
    expect(second.headers['x-test']).toBe('yes')
    expect(emulator.messages).toEqual([])
    expect(emulator.requests.map((r) => [r.status, r.applied])).toEqual([
      [500, false],
      [403, false],
    ])
  })

  it('status with apply: records the message, then answers the error', async () => {
    emulator.addFaults('sendMessage', { kind: 'status', status: 502, apply: true })
    const reply = await postMessage('job_1')
    expect(reply.status).toBe(502)
    expect(emulator.messages).toHaveLength(1)
    expect(emulator.requests[0]).toMatchObject({ status: 502, applied: true, fault: 'status' })
    expect(parse(await getJob('job_1')).status).toBe('completed')
  })

  it('rate-limit: 429 with and without Retry-After, not applied', async () => {
    emulator.addFaults(
      'sendMessage',
      { kind: 'rate-limit', retryAfter: '7' },
      { kind: 'rate-limit' },
    )
    const first = await postMessage('job_1')
    expect(first.status).toBe(429)
    expect(first.headers['retry-after']).toBe('7')
    expect(parse(first)).toEqual({ error: 'Rate limit exceeded' })
    const second = await postMessage('job_1')
    expect(second.status).toBe(429)
    expect(second.headers['retry-after']).toBeUndefined()
    expect(emulator.messages).toEqual([])
  })

  it('reset before-apply: no answer, nothing applied', async () => {
    emulator.addFaults('sendMessage', { kind: 'reset', when: 'before-apply' })
    await expect(postMessage('job_1')).rejects.toThrow()
    expect(emulator.messages).toEqual([])
    expect(emulator.requests[0]).toMatchObject({
      route: 'sendMessage',
      status: null,
      applied: false,
      fault: 'reset',
    })
    expect(parse(await getJob('job_1')).status).toBe('completed')
    expect(parse(await getJob('job_1')).prLink).toBeNull()
  })

  it('reset after-apply: no answer, but the message was applied', async () => {
    emulator.addFaults('sendMessage', { kind: 'reset', when: 'after-apply' })
    await expect(postMessage('job_1', 'lost answer')).rejects.toThrow()
    expect(emulator.messages).toEqual([{ jobId: 'job_1', prompt: 'lost answer', at: nowMs }])
    expect(emulator.requests[0]).toMatchObject({ status: null, applied: true, fault: 'reset' })
    // The work went on: the job ran its timeline.
    expect(parse(await getJob('job_1'))).toMatchObject({
      status: 'completed',
      prLink: 'https://x/pr/2',
    })
  })

  it('reset on a GET drops the connection', async () => {
    emulator.addFaults('getVisitors', { kind: 'reset', when: 'after-apply' })
    await expect(getVisitors('')).rejects.toThrow()
    expect(emulator.requests[0]).toMatchObject({ status: null, applied: false })
    expect((await getVisitors('')).status).toBe(200)
  })

  it('malformed-json: 200 with a body that does not parse', async () => {
    for (const route of ['getJob', 'sendMessage', 'getVisitors'] as const) {
      emulator.addFaults(route, { kind: 'malformed-json' })
    }
    for (const reply of [
      await getJob('job_1'),
      await postMessage('job_1'),
      await getVisitors(''),
    ]) {
      expect(reply.status).toBe(200)
      expect(reply.headers['content-type']).toContain('application/json')
      expect(() => JSON.parse(reply.text)).toThrow()
    }
    expect(emulator.messages).toEqual([])
  })

  it('html: 200 or the given status, text/html', async () => {
    emulator.addFaults('getJob', { kind: 'html' }, { kind: 'html', status: 502 })
    const first = await getJob('job_1')
    expect(first.status).toBe(200)
    expect(first.headers['content-type']).toContain('text/html')
    expect(first.text).toContain('<html>')
    expect((await getJob('job_1')).status).toBe(502)
  })

  it('trickle: the valid answer arrives in several pieces', async () => {
    const rows = makeVisitorRows(20)
    emulator.setVisitors({ rows })
    emulator.addFaults('getVisitors', { kind: 'trickle', chunkDelayMs: 40, chunks: 4 })
    const answer = await request(`${emulator.url}${VISITORS_PATH}?limit=20`, {
      dispatcher: agent,
      headers: AUTH,
    })
    expect(answer.statusCode).toBe(200)
    const pieces: Buffer[] = []
    for await (const piece of answer.body) pieces.push(piece as Buffer)
    expect(pieces.length).toBeGreaterThan(1)
    expect(JSON.parse(Buffer.concat(pieces).toString('utf8'))).toMatchObject({
      visitors: rows,
      hasMore: false,
    })
    expect(emulator.requests[0]).toMatchObject({ fault: 'trickle', status: 200 })
  })

  it('body: answers exactly the JSON given, applying only when asked', async () => {
    emulator.addFaults(
      'sendMessage',
      { kind: 'body', json: { id: 'job_1' } },
      { kind: 'body', status: 201, json: { id: 'job_1', status: 'queued' }, apply: true },
    )
    const first = await postMessage('job_1')
    expect(first.status).toBe(200)
    expect(parse(first)).toEqual({ id: 'job_1' })
    expect(emulator.messages).toHaveLength(0)
    const second = await postMessage('job_1')
    expect(second.status).toBe(201)
    expect(parse(second)).toEqual({ id: 'job_1', status: 'queued' })
    expect(emulator.messages).toHaveLength(1)
  })

  it('echo-auth: the error body contains the key, raw and Base64', async () => {
    emulator.addFaults('getJob', { kind: 'echo-auth' }, { kind: 'echo-auth', status: 500 })
    const first = await getJob('job_1')
    expect(first.status).toBe(400)
    expect(first.text).toContain(DEFAULT_API_KEY)
    expect(first.text).toContain(Buffer.from(`Bearer ${DEFAULT_API_KEY}`).toString('base64'))
    expect((await getJob('job_1')).status).toBe(500)
  })
})

describe('recording', () => {
  it('records method, path, query, lower-case headers, body, route and status', async () => {
    emulator.addJob({ id: 'job_1' })
    await call('POST', `${JOB_PATH}/job_1/message`, {
      headers: {
        Authorization: `Bearer ${DEFAULT_API_KEY}`,
        'Content-Type': 'application/json',
        'X-Trace': 'abc',
      },
      body: '{"prompt":"hello"}',
    })
    await getVisitors('dateFrom=2025-01-01&limit=10')
    const [post, get] = emulator.requests
    expect(post).toMatchObject({
      seq: 1,
      at: nowMs,
      method: 'POST',
      path: `${JOB_PATH}/job_1/message`,
      query: {},
      body: '{"prompt":"hello"}',
      route: 'sendMessage',
      status: 200,
      applied: true,
      fault: null,
    })
    expect(post?.headers.authorization).toBe(`Bearer ${DEFAULT_API_KEY}`)
    expect(post?.headers['x-trace']).toBe('abc')
    expect(post?.headers['content-type']).toBe('application/json')
    expect(get).toMatchObject({
      seq: 2,
      method: 'GET',
      path: VISITORS_PATH,
      query: { dateFrom: '2025-01-01', limit: '10' },
      route: 'getVisitors',
      status: 200,
      applied: false,
    })
  })

  it('reset() clears everything in place', async () => {
    const requests = emulator.requests
    emulator.addJob({ id: 'job_1' })
    emulator.addFaults('getJob', { kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    emulator.setPersistentFault('getVisitors', { kind: 'html' })
    emulator.setHasMoreStuck(true)
    await getJob('job_1')
    await postMessage('job_1')
    emulator.reset()
    expect(requests).toHaveLength(0)
    expect(emulator.messages).toHaveLength(0)
    expect((await getJob('job_1')).status).toBe(404)
    expect(parse(await getVisitors(''))).toEqual({
      totals: { human: 0, ai: 0, total: 0 },
      visitors: [],
      hasMore: false,
    })
    expect(requests).toHaveLength(2)
  })
})

describe('close', () => {
  it('closes with open keep-alive sockets and pending delayed answers', async () => {
    const local = await startPlatformEmulator()
    const keepAlive = new Agent({ keepAliveTimeout: 60_000 })
    try {
      local.addJob({ id: 'job_1' })
      const first = await request(`${local.url}${JOB_PATH}/job_1`, {
        dispatcher: keepAlive,
        headers: AUTH,
      })
      await first.body.text()
      local.addFaults('getJob', { kind: 'latency', ms: 60_000 })
      const pending = request(`${local.url}${JOB_PATH}/job_1`, {
        dispatcher: keepAlive,
        headers: AUTH,
      })
      pending.catch(() => undefined)
      await until(() => local.requests.length === 2, 'the held request to arrive')
      await local.close()
      await local.close()
      await expect(pending).rejects.toThrow()
      await expect(
        request(`${local.url}${JOB_PATH}/job_1`, { dispatcher: new Agent(), headers: AUTH }),
      ).rejects.toThrow()
    } finally {
      await keepAlive.close()
    }
  })
})

describe('cli', () => {
  it('prints the base URL and key, logs requests without the Authorization header, stops on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('./emulators/cli.ts', import.meta.url))
    const child = spawn(process.execPath, [cli, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (text: string) => {
      out += text
    })
    // Three request lines logged after the banner: each one is ` -> <status>`.
    const logged = printed(child.stdout, /Press Ctrl\+C[\s\S]*( -> [\s\S]*){3}/)
    logged.catch(() => undefined) // awaited below; a failure before then is the test's own
    try {
      await printed(child.stdout, 'Press Ctrl+C')
      const base = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
      expect(base).toBeDefined()
      expect(out).toContain(DEFAULT_API_KEY)
      expect(out).toContain(DEFAULT_PROJECT_ID)
      expect(out).toContain('curl')
      const banner = out

      const job = await request(`${base}${JOB_PATH}/job_demo`, { dispatcher: agent, headers: AUTH })
      expect(job.statusCode).toBe(200)
      expect(await job.body.json()).toMatchObject({ id: 'job_demo', status: 'completed' })
      const sent = await request(`${base}${JOB_PATH}/job_demo/message`, {
        method: 'POST',
        dispatcher: agent,
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: '{"prompt":"demo"}',
      })
      expect(await sent.body.json()).toMatchObject({ status: 'active' })
      const page = await request(`${base}${VISITORS_PATH}?limit=250&offset=1000`, {
        dispatcher: agent,
        headers: AUTH,
      })
      const visitors = (await page.body.json()) as { visitors: unknown[]; hasMore: boolean }
      expect(visitors.visitors).toHaveLength(200)
      expect(visitors.hasMore).toBe(false)

      await logged
      const log = out.slice(banner.length)
      expect(log).toContain(`GET ${JOB_PATH}/job_demo -> 200`)
      expect(log).toContain(`POST ${JOB_PATH}/job_demo/message -> 200`)
      expect(log).not.toContain(DEFAULT_API_KEY)
      expect(log.toLowerCase()).not.toContain('authorization')

      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const [code] = (await exited) as [number | null]
      expect(code).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
