import { Agent } from 'undici'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RetryPolicy } from '../src/adapters/http/retry.ts'
import {
  createPlatformClient,
  type PlatformClientOptions,
} from '../src/adapters/platform/client.ts'
import {
  AuthError,
  BadRequestError,
  ForbiddenError,
  MalformedResponseError,
  NetworkError,
  NotFoundError,
  PlatformError,
  RateLimitedError,
  ServerError,
  UnknownStatusError,
} from '../src/ports/platform-errors.ts'
import { parseAgentJob, parseVisitorsPage } from '../src/adapters/platform/parse.ts'
import { secretForms } from '../src/lib/redact.ts'
import {
  DEFAULT_API_KEY,
  makeVisitorRows,
  startPlatformEmulator,
  type PlatformEmulator,
} from './emulators/platform.ts'
import { refusingDispatcher } from './helpers/refusing-dispatcher.ts'
import type { Clock } from '../src/ports/runtime.ts'
import type { PlatformClient } from '../src/ports/platform.ts'
import { seededRandom } from '../src/lib/random.ts'

/** Whole seconds, so that an HTTP-date Retry-After is exact against the fake clock. */
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const GET_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
}
const SEND_POLICY: RetryPolicy = { ...GET_POLICY, maxAttempts: 3 }

/** A clock whose sleep records the wait asked for, advances time by it, and returns at once. */
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
  emulator.addJob({ id: 'job_1', initialStatus: 'completed' })
  dispatcher = new Agent()
  clock = fakeClock()
})

/** Dispatchers a test made besides the shared one, closed after it. */
const extra: Agent[] = []
const refusing = (): Agent => {
  const agent = refusingDispatcher()
  extra.push(agent)
  return agent
}

afterEach(async () => {
  await Promise.all([dispatcher, ...extra.splice(0)].map((d) => d.close()))
})

afterAll(async () => {
  await emulator.close()
})

function client(
  options: PlatformClientOptions & { apiKey?: string; projectId?: string; baseUrl?: string } = {},
): PlatformClient {
  return createPlatformClient(
    {
      apiKey: options.apiKey ?? emulator.apiKey,
      projectId: options.projectId ?? emulator.projectId,
      baseUrl: options.baseUrl ?? emulator.url,
    },
    {
      dispatcher,
      clock,
      random: seededRandom(7),
      requestTimeoutMs: 2_000,
      retryPolicy: GET_POLICY,
      sendRetryPolicy: SEND_POLICY,
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

/** The error's whole text must hold no spelling of the key. */
function expectNoSecret(error: PlatformError, key = DEFAULT_API_KEY): void {
  const text = `${error.message}\n${error.hint ?? ''}\n${String(error.stack)}`
  for (const form of secretForms(key)) expect(text).not.toContain(form)
}

const onRoute = (route: string) => emulator.requests.filter((r) => r.route === route)

describe('getJob', () => {
  it('reads the job with the key, JSON accept header and a User-Agent naming the action', async () => {
    const platform = client()
    const job = await platform.getJob('job_1')
    expect(job).toMatchObject({ id: 'job_1', status: 'completed', prLink: null })
    expect(job.source?.repository).toBe('https://github.com/acme/docs')
    const [request] = emulator.requests
    expect(request?.path).toBe(`/v2/agent/${emulator.projectId}/job/job_1`)
    expect(request?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers['user-agent']).toMatch(/docs-agent-action/)
    expect(platform.requestCount).toBe(1)
  })

  it('URL-encodes the path segments', async () => {
    emulator.addJob({ id: 'a/b c?d', initialStatus: 'failed' })
    const job = await client().getJob('a/b c?d')
    expect(job.status).toBe('failed')
    expect(emulator.requests[0]?.path).toBe(`/v2/agent/${emulator.projectId}/job/a%2Fb%20c%3Fd`)
  })

  it('waits for an answer that comes within the deadline', async () => {
    emulator.addFaults('getJob', { kind: 'latency', ms: 150 })
    const platform = client()
    await expect(platform.getJob('job_1')).resolves.toMatchObject({ status: 'completed' })
    expect(platform.requestCount).toBe(1)
    expect(clock.sleeps).toEqual([])
  })

  it('retries an answer that misses the deadline', async () => {
    emulator.addFaults('getJob', { kind: 'latency', ms: 1_500 })
    const platform = client({ requestTimeoutMs: 300 })
    await expect(platform.getJob('job_1')).resolves.toMatchObject({ status: 'completed' })
    expect(platform.requestCount).toBe(2)
    expect(clock.sleeps).toHaveLength(1)
  })

  it('gives up with a NetworkError when every attempt misses the deadline', async () => {
    emulator.setPersistentFault('getJob', { kind: 'slow-headers', ms: 1_500 })
    const platform = client({
      requestTimeoutMs: 200,
      retryPolicy: { ...GET_POLICY, maxAttempts: 2 },
    })
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).code).toBe('ETIMEDOUT')
    expect(error.message).toMatch(/no complete answer within 1s/)
    expect(error.status).toBeNull()
    expect(platform.requestCount).toBe(2)
    expect(onRoute('getJob')).toHaveLength(2)
  })

  it('ends a body that trickles past the deadline, then retries', async () => {
    emulator.addFaults('getJob', { kind: 'trickle', chunkDelayMs: 400, chunks: 5 })
    const platform = client({ requestTimeoutMs: 300 })
    await expect(platform.getJob('job_1')).resolves.toMatchObject({ id: 'job_1' })
    expect(platform.requestCount).toBe(2)
  })

  it('accepts a body that trickles within the deadline', async () => {
    emulator.addFaults('getJob', { kind: 'trickle', chunkDelayMs: 20, chunks: 4 })
    const platform = client()
    await expect(platform.getJob('job_1')).resolves.toMatchObject({ id: 'job_1' })
    expect(platform.requestCount).toBe(1)
  })

  it('honours Retry-After in seconds', async () => {
    emulator.addFaults('getJob', { kind: 'rate-limit', retryAfter: '7' })
    const platform = client()
    await platform.getJob('job_1')
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(7_000)
    expect(platform.requestCount).toBe(2)
  })

  it('honours Retry-After as an HTTP-date', async () => {
    const at = new Date(NOW + 20_000).toUTCString()
    emulator.addFaults('getJob', { kind: 'rate-limit', retryAfter: at })
    await client().getJob('job_1')
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(20_000)
  })

  it('honours X-RateLimit-Reset on a 429 without Retry-After', async () => {
    emulator.addFaults('getJob', {
      kind: 'status',
      status: 429,
      headers: { 'X-RateLimit-Reset': String(NOW / 1000 + 12) },
    })
    await client().getJob('job_1')
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(12_000)
  })

  it.each([
    ['absent', undefined],
    ['garbage', 'soon-ish'],
  ])('backs off on a 429 whose Retry-After is %s', async (_what, retryAfter) => {
    emulator.addFaults(
      'getJob',
      { kind: 'rate-limit', retryAfter },
      { kind: 'rate-limit', retryAfter },
    )
    await client().getJob('job_1')
    expect(clock.sleeps).toHaveLength(2)
    // First retry: between half and all of the base delay; the second: of twice that.
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(250)
    expect(clock.sleeps[0]).toBeLessThanOrEqual(500)
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(500)
    expect(clock.sleeps[1]).toBeLessThanOrEqual(1_000)
  })

  it('stops at once when Retry-After is longer than it will wait, and says how long', async () => {
    emulator.addFaults('getJob', { kind: 'rate-limit', retryAfter: '3600' })
    const platform = client()
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfterMs).toBe(3_600_000)
    expect(error.status).toBe(429)
    expect(error.message).toMatch(/asked to wait 60m\b/)
    expect(clock.sleeps).toEqual([])
    expect(platform.requestCount).toBe(1)
  })

  it('runs out of 429 retries with a RateLimitedError', async () => {
    emulator.setPersistentFault('getJob', { kind: 'rate-limit', retryAfter: '1' })
    const platform = client()
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/after 4 attempts/)
    expect(platform.requestCount).toBe(4)
    expect(clock.sleeps.every((ms) => ms >= 1_000)).toBe(true)
  })

  it('retries a 5xx and returns the job that follows', async () => {
    emulator.addFaults('getJob', { kind: 'status', status: 503 }, { kind: 'status', status: 500 })
    const platform = client()
    await expect(platform.getJob('job_1')).resolves.toMatchObject({ id: 'job_1' })
    expect(platform.requestCount).toBe(3)
    expect(clock.sleeps).toHaveLength(2)
  })

  it('gives up on a persistent 5xx with a ServerError', async () => {
    emulator.setPersistentFault('getJob', { kind: 'html', status: 502 })
    const platform = client()
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(ServerError)
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/answered 502 .* 4 times in a row/)
    // The HTML error page is reduced to its words.
    expect(error.message).toMatch(/502 Bad Gateway/)
    expect(error.message).not.toMatch(/<h1>/)
    expect(platform.requestCount).toBe(4)
    expect(clock.sleeps).toHaveLength(3)
  })

  it.each(['before-apply', 'after-apply'] as const)(
    'retries a GET whose connection is reset %s',
    async (when) => {
      emulator.addFaults('getJob', { kind: 'reset', when })
      const platform = client()
      await expect(platform.getJob('job_1')).resolves.toMatchObject({ id: 'job_1' })
      expect(onRoute('getJob')).toHaveLength(2)
      expect(platform.requestCount).toBe(2)
    },
  )

  it('reports a truncated JSON answer as malformed, without retrying', async () => {
    emulator.addFaults('getJob', { kind: 'malformed-json' })
    const platform = client()
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error.message).toMatch(/was not valid JSON \(HTTP 200, content-type application\/json/)
    expect(error.status).toBe(200)
    expect(platform.requestCount).toBe(1)
  })

  it('reports an HTML answer as not JSON, naming its content type', async () => {
    emulator.addFaults('getJob', { kind: 'html' })
    const error = await rejection(client().getJob('job_1'))
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error.message).toMatch(/was not JSON \(HTTP 200, content-type text\/html/)
    expect(error.hint).toMatch(/base-url/)
  })

  it('refuses an unknown status, keeping it raw', async () => {
    emulator.addFaults('getJob', { kind: 'body', json: { id: 'job_1', status: 'queued' } })
    const error = await rejection(client().getJob('job_1'))
    expect(error).toBeInstanceOf(UnknownStatusError)
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect((error as UnknownStatusError).rawStatus).toBe('queued')
    expect(error.message).toMatch(/'queued'/)
  })

  it('refuses a job without a status (not an unknown status)', async () => {
    emulator.addFaults('getJob', { kind: 'body', json: { id: 'job_1', model: 'x' } })
    const error = await rejection(client().getJob('job_1'))
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error).not.toBeInstanceOf(UnknownStatusError)
    expect(error.message).toMatch(/has no 'status'/)
  })

  it('explains a 401 without retrying', async () => {
    const platform = client({ apiKey: 'mint_wrong_key_abcdef0123456789' })
    const error = await rejection(platform.getJob('job_1'))
    expect(error).toBeInstanceOf(AuthError)
    expect(error.status).toBe(401)
    expect(error.message).toMatch(/the API key is invalid or expired/)
    expect(error.message).toMatch(/Invalid or expired API key/)
    // What to do is said once, in the hint, not again in the message.
    expect(error.hint).toMatch(/expire after 7–90 days: create a new one on the API keys page/)
    expect(error.message).not.toMatch(/API keys page|7–90 days/)
    expect(platform.requestCount).toBe(1)
    expectNoSecret(error, 'mint_wrong_key_abcdef0123456789')
  })

  it('explains a 403: scope or IP restriction', async () => {
    emulator.addFaults('getJob', { kind: 'status', status: 403, body: '{"message":"Forbidden"}' })
    const error = await rejection(client().getJob('job_1'))
    expect(error).toBeInstanceOf(ForbiddenError)
    expect(error.message).toMatch(/read for GET, write for the rest/)
    expect(error.message).toMatch(/IP ranges the runner is not in/)
    expect(error.message).toMatch(/platform said: "Forbidden"/)
    expect(error.hint).toMatch(/lift its IP restriction/)
    expect(error.hint).not.toMatch(/read for GET/)
  })

  it('names the job id of a missing job', async () => {
    const error = await rejection(client().getJob('job_missing'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).resource).toBe('job')
    expect(error.message).toMatch(/job 'job_missing' was not found in project 'proj_emulator'/)
  })

  it('names the project id of a missing project', async () => {
    const error = await rejection(client({ projectId: 'proj_other' }).getJob('job_1'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).resource).toBe('project')
    expect(error.message).toMatch(/project 'proj_other' was not found/)
  })

  it.each([400, 401, 500])('keeps the key out of an error that echoes it (%d)', async (status) => {
    emulator.setPersistentFault('getJob', { kind: 'echo-auth', status })
    const error = await rejection(client().getJob('job_1'))
    expect(error.message).toMatch(/Authorization: Bearer \*\*\*/)
    expectNoSecret(error)
  })

  it('keeps the key out of a raw-text error that echoes it in every spelling', async () => {
    const forms = secretForms(DEFAULT_API_KEY).join(' | ')
    emulator.addFaults('getJob', { kind: 'status', status: 418, body: `teapot: ${forms}` })
    const error = await rejection(client().getJob('job_1'))
    expect(error.message).toMatch(/teapot/)
    expectNoSecret(error)
  })

  it('stops when the caller cancels during a retry wait', async () => {
    emulator.setPersistentFault('getJob', { kind: 'status', status: 503 })
    const controller = new AbortController()
    const cancelling: Clock = {
      now: () => NOW,
      sleep: async (_ms, signal) => {
        controller.abort(new Error('cancelled by test'))
        signal?.throwIfAborted()
      },
    }
    const platform = client({ clock: cancelling })
    await expect(platform.getJob('job_1', controller.signal)).rejects.toThrow('cancelled by test')
    expect(onRoute('getJob')).toHaveLength(1)
  })
})

describe('sendMessage', () => {
  beforeEach(() => {
    emulator.addJob({
      id: 'job_m',
      initialStatus: 'completed',
      onMessage: { timeline: [{ afterMs: 60_000, status: 'completed' }] },
    })
  })

  it('sends the prompt once and returns the job', async () => {
    const platform = client()
    const result = await platform.sendMessage('job_m', 'Fix the typo')
    expect(result).toMatchObject({ kind: 'sent', job: { id: 'job_m', status: 'active' } })
    expect(emulator.messages).toEqual([
      expect.objectContaining({ jobId: 'job_m', prompt: 'Fix the typo' }),
    ])
    const [request] = onRoute('sendMessage')
    expect(request?.path).toBe(`/v2/agent/${emulator.projectId}/job/job_m/message`)
    expect(JSON.parse(request?.body ?? '')).toEqual({ prompt: 'Fix the typo' })
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(platform.requestCount).toBe(1)
  })

  it('does not resend after a reset before the message was applied: unknown, 0 messages', async () => {
    emulator.addFaults('sendMessage', { kind: 'reset', when: 'before-apply' })
    const result = await client().sendMessage('job_m', 'hello')
    expect(result.kind).toBe('unknown')
    expect(result.kind === 'unknown' && result.reason).toMatch(/may have been applied/)
    expect(emulator.messages).toHaveLength(0)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it('does not resend after a reset once the message was applied: unknown, 1 message', async () => {
    emulator.addFaults('sendMessage', { kind: 'reset', when: 'after-apply' })
    const platform = client()
    const result = await platform.sendMessage('job_m', 'hello')
    expect(result.kind).toBe('unknown')
    expect(emulator.messages).toHaveLength(1)
    expect(onRoute('sendMessage')).toHaveLength(1)
    expect(platform.requestCount).toBe(1)
  })

  it('does not resend after the deadline: unknown, 1 message', async () => {
    emulator.addFaults('sendMessage', { kind: 'latency', ms: 1_500 })
    const result = await client({ requestTimeoutMs: 300 }).sendMessage('job_m', 'hello')
    expect(result).toEqual({
      kind: 'unknown',
      reason: expect.stringMatching(/no complete answer within 1s/),
    })
    expect(emulator.messages).toHaveLength(1)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it('does not resend after a body that trickles past the deadline', async () => {
    emulator.addFaults('sendMessage', { kind: 'trickle', chunkDelayMs: 400, chunks: 5 })
    const result = await client({ requestTimeoutMs: 300 }).sendMessage('job_m', 'hello')
    expect(result.kind).toBe('unknown')
    expect(emulator.messages).toHaveLength(1)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it.each([
    [true, 1],
    [false, 0],
  ])('does not resend after a 5xx (applied: %s): unknown', async (apply, applied) => {
    emulator.addFaults('sendMessage', { kind: 'status', status: 503, apply })
    const result = await client().sendMessage('job_m', 'hello')
    expect(result).toEqual({
      kind: 'unknown',
      reason: expect.stringMatching(/answered 503 .*may have been applied/),
    })
    expect(emulator.messages).toHaveLength(applied)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it('counts a 2xx with an unreadable job as sent', async () => {
    emulator.addFaults('sendMessage', { kind: 'body', json: { id: 'job_m' }, apply: true })
    const result = await client().sendMessage('job_m', 'hello')
    expect(result).toEqual({ kind: 'sent', job: null })
    expect(emulator.messages).toHaveLength(1)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it.each([{ kind: 'malformed-json' as const }, { kind: 'html' as const }])(
    'counts a 2xx whose body is not JSON as sent ($kind), without resending',
    async (fault) => {
      emulator.addFaults('sendMessage', fault)
      const result = await client().sendMessage('job_m', 'hello')
      expect(result).toEqual({ kind: 'sent', job: null })
      expect(onRoute('sendMessage')).toHaveLength(1)
    },
  )

  it('resends after a 429, which means not applied, waiting as asked', async () => {
    emulator.addFaults('sendMessage', { kind: 'rate-limit', retryAfter: '9' })
    const platform = client()
    const result = await platform.sendMessage('job_m', 'hello')
    expect(result.kind).toBe('sent')
    expect(emulator.messages).toHaveLength(1)
    expect(onRoute('sendMessage')).toHaveLength(2)
    expect(clock.sleeps).toHaveLength(1)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(9_000)
    expect(platform.requestCount).toBe(2)
  })

  it('gives up after the send policy with the hourly limit in the error', async () => {
    emulator.setPersistentFault('sendMessage', { kind: 'rate-limit' })
    const platform = client()
    const error = await rejection(platform.sendMessage('job_m', 'hello'))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/100 messages per project per hour/)
    expect(error.message).toMatch(/after 3 attempts/)
    expect(error.message).toMatch(/the message was not sent/)
    expect(emulator.messages).toHaveLength(0)
    expect(onRoute('sendMessage')).toHaveLength(3)
    expect(clock.sleeps).toHaveLength(2)
  })

  it('stops at once on a 429 with a Retry-After longer than it will wait', async () => {
    emulator.addFaults('sendMessage', {
      kind: 'rate-limit',
      retryAfter: new Date(NOW + 45 * 60_000).toUTCString(),
    })
    const error = await rejection(client().sendMessage('job_m', 'hello'))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfterMs).toBe(45 * 60_000)
    expect(error.message).toMatch(/asked to wait 45m\b/)
    expect(onRoute('sendMessage')).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
  })

  it('throws the platform text of a 400 and does not resend', async () => {
    emulator.addJob({
      id: 'job_done',
      onMessage: { timeline: [], reject: { status: 400, body: { error: 'Job is not active' } } },
    })
    const error = await rejection(client().sendMessage('job_done', 'hello'))
    expect(error).toBeInstanceOf(BadRequestError)
    expect(error.message).toMatch(/Job is not active/)
    expect((error as BadRequestError).platformText).toBe('Job is not active')
    expect(emulator.messages).toHaveLength(0)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it('names the job of a 404', async () => {
    const error = await rejection(client().sendMessage('job_nope', 'hello'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toMatch(/job 'job_nope'/)
    expect(onRoute('sendMessage')).toHaveLength(1)
  })

  it('throws an AuthError on a 401', async () => {
    const error = await rejection(
      client({ apiKey: 'mint_bad_0123456789abcdef' }).sendMessage('job_m', 'hello'),
    )
    expect(error).toBeInstanceOf(AuthError)
    expect(emulator.messages).toHaveLength(0)
  })

  it('keeps the key out of an error that echoes it', async () => {
    emulator.addFaults('sendMessage', { kind: 'echo-auth', status: 403 })
    const error = await rejection(client().sendMessage('job_m', 'hello'))
    expect(error).toBeInstanceOf(ForbiddenError)
    expectNoSecret(error)
  })

  it('keeps the key out of an unknown result that echoes it', async () => {
    emulator.addFaults('sendMessage', { kind: 'echo-auth', status: 500 })
    const result = await client().sendMessage('job_m', 'hello')
    expect(result.kind).toBe('unknown')
    const reason = result.kind === 'unknown' ? result.reason : ''
    for (const form of secretForms(DEFAULT_API_KEY)) expect(reason).not.toContain(form)
  })

  it('retries a refused connection, which provably sent nothing, then gives up', async () => {
    const platform = client({ dispatcher: refusing() })
    const error = await rejection(platform.sendMessage('job_m', 'hello'))
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as NetworkError).code).toBe('ECONNREFUSED')
    expect(error.message).toMatch(/after 3 attempt\(s\).*the message was not sent/)
    expect(clock.sleeps).toHaveLength(2)
    expect(platform.requestCount).toBe(0)
  })
})

describe('createJob', () => {
  it('creates a job once (201) and returns it, active from its creation', async () => {
    emulator.setNewJobTemplate({ timeline: [{ afterMs: 60_000, status: 'completed' }] })
    const platform = client()
    const result = await platform.createJob('Document the retry option')
    expect(result).toMatchObject({ kind: 'created', job: { id: 'job_new_0001', status: 'active' } })
    expect(emulator.creations).toEqual([
      expect.objectContaining({ jobId: 'job_new_0001', prompt: 'Document the retry option' }),
    ])
    const [request] = onRoute('createJob')
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe(`/v2/agent/${emulator.projectId}/job`)
    expect(request?.status).toBe(201)
    expect(JSON.parse(request?.body ?? '')).toEqual({ prompt: 'Document the retry option' })
    expect(request?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(platform.requestCount).toBe(1)
  })

  it.each([
    ['a reset before it was applied', { kind: 'reset', when: 'before-apply' } as const, 0],
    ['a reset after it was applied', { kind: 'reset', when: 'after-apply' } as const, 1],
    ['a 502 after it was applied', { kind: 'status', status: 502, apply: true } as const, 1],
    ['a 500 before it was applied', { kind: 'status', status: 500 } as const, 0],
  ])('does not create again after %s: unknown', async (_name, fault, created) => {
    emulator.addFaults('createJob', fault)
    const result = await client().createJob('hello')
    expect(result).toEqual({
      kind: 'unknown',
      reason: expect.stringMatching(
        /the job creation (may have been applied|was sent .*may have been applied)/,
      ),
    })
    expect(emulator.creations).toHaveLength(created)
    expect(onRoute('createJob')).toHaveLength(1)
  })

  it('does not create again after the deadline', async () => {
    emulator.addFaults('createJob', { kind: 'latency', ms: 1_500 })
    const result = await client({ requestTimeoutMs: 300 }).createJob('hello')
    expect(result.kind).toBe('unknown')
    expect(emulator.creations).toHaveLength(1)
    expect(onRoute('createJob')).toHaveLength(1)
  })

  it('counts a 201 whose job cannot be read as unknown: created, but not followable', async () => {
    emulator.addFaults('createJob', { kind: 'body', status: 201, json: { ok: true }, apply: true })
    const result = await client().createJob('hello')
    expect(result).toEqual({
      kind: 'unknown',
      reason: expect.stringMatching(/answered 201 \(created\) but its answer could not be read/),
    })
    expect(emulator.creations).toHaveLength(1)
    expect(onRoute('createJob')).toHaveLength(1)
  })

  it('creates again only after a 429, which means not applied', async () => {
    emulator.addFaults('createJob', { kind: 'rate-limit', retryAfter: '3' })
    const result = await client().createJob('hello')
    expect(result.kind).toBe('created')
    expect(emulator.creations).toHaveLength(1)
    expect(onRoute('createJob')).toHaveLength(2)
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(3_000)
  })

  it('throws the platform text of a 400, creating nothing', async () => {
    emulator.setNewJobTemplate({ reject: { status: 400, body: { error: 'Invalid request' } } })
    const error = await rejection(client().createJob('hello'))
    expect(error).toBeInstanceOf(BadRequestError)
    expect(error.message).toMatch(/create an agent job: Invalid request/)
    expect(emulator.creations).toHaveLength(0)
  })

  it("stops at the emulator's hourly budget of 100 creations, naming it", async () => {
    const platform = client()
    for (let i = 0; i < 100; i++)
      expect((await platform.createJob(`job ${i}`)).kind).toBe('created')
    const error = await rejection(platform.createJob('one too many'))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/100 job creations per project per hour/)
    expect(error.message).toMatch(/no job was created/)
    expect(emulator.creations).toHaveLength(100)
  })

  it('retries a refused connection, then gives up saying no job was created', async () => {
    const platform = client({ dispatcher: refusing() })
    const error = await rejection(platform.createJob('hello'))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toMatch(/create an agent job after 3 attempt\(s\).*no job was created/)
    expect(platform.requestCount).toBe(0)
  })
})

describe('getVisitors', () => {
  beforeEach(() => {
    emulator.setVisitors({ rows: makeVisitorRows(30) })
  })

  it('sends the query exactly as given and returns the page', async () => {
    const platform = client()
    const query = { dateFrom: '2026-01-01', dateTo: '2026-01-08T00:00:00Z', limit: 10, offset: 20 }
    const page = await platform.getVisitors(query)
    expect(page.visitors).toHaveLength(10)
    expect(page.hasMore).toBe(false)
    expect(page.totals.total).toBeGreaterThan(0)
    const [request] = emulator.requests
    expect(request?.path).toBe(`/v1/analytics/${emulator.projectId}/visitors`)
    expect(request?.query).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-08T00:00:00Z',
      limit: '10',
      offset: '20',
    })
  })

  it("gives the platform's details of a 400", async () => {
    const error = await rejection(
      client().getVisitors({ dateFrom: '2026-01-01', dateTo: '2026-01-08', limit: 300, offset: 0 }),
    )
    expect(error).toBeInstanceOf(BadRequestError)
    expect(error.message).toMatch(
      /Invalid query parameters: limit must be an integer from 1 to 250/,
    )
    expect(emulator.requests).toHaveLength(1)
  })

  it('names the project of a 404', async () => {
    const error = await rejection(
      client({ projectId: 'proj/other' }).getVisitors({
        dateFrom: '2026-01-01',
        dateTo: '2026-01-08',
        limit: 10,
        offset: 0,
      }),
    )
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toMatch(/project 'proj\/other'/)
    expect(emulator.requests[0]?.path).toBe('/v1/analytics/proj%2Fother/visitors')
  })

  it('refuses a page of the wrong shape', async () => {
    emulator.addFaults('getVisitors', {
      kind: 'body',
      json: { totals: { human: 1, ai: 1, total: 1 }, visitors: [] },
    })
    const error = await rejection(
      client().getVisitors({ dateFrom: '2026-01-01', dateTo: '2026-01-08', limit: 10, offset: 0 }),
    )
    expect(error).toBeInstanceOf(MalformedResponseError)
    expect(error.message).toMatch(/'hasMore' is missing, not a boolean/)
  })

  it('states the analytics budget on a 429 it cannot wait for', async () => {
    emulator.addFaults('getVisitors', { kind: 'rate-limit', retryAfter: '1800' })
    const error = await rejection(
      client().getVisitors({ dateFrom: '2026-01-01', dateTo: '2026-01-08', limit: 10, offset: 0 }),
    )
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/100 analytics requests per organization per hour/)
  })
})

describe('parseAgentJob', () => {
  it('tolerates extra and missing optional fields', () => {
    expect(parseAgentJob({ id: 'j', status: 'active', extra: { deep: true } })).toEqual({
      id: 'j',
      status: 'active',
      model: null,
      prLink: null,
      createdAt: null,
      archivedAt: null,
      source: null,
    })
  })

  it('reads every documented field', () => {
    const job = parseAgentJob({
      id: 'j',
      status: 'archived',
      source: { repository: 'https://github.com/a/b', ref: null },
      model: 'm',
      prLink: 'https://github.com/a/b/pull/1',
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: '2026-01-02T00:00:00Z',
    })
    expect(job).toEqual({
      id: 'j',
      status: 'archived',
      source: { repository: 'https://github.com/a/b', ref: null },
      model: 'm',
      prLink: 'https://github.com/a/b/pull/1',
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: '2026-01-02T00:00:00Z',
    })
  })

  it.each([
    ['null', null],
    ['an array', [{ id: 'j', status: 'active' }]],
    ['a missing id', { status: 'active' }],
    ['an empty id', { id: '', status: 'active' }],
    ['a numeric id', { id: 5, status: 'active' }],
    ['a missing status', { id: 'j' }],
    ['a numeric status', { id: 'j', status: 1 }],
  ])('refuses %s', (_what, value) => {
    expect(() => parseAgentJob(value)).toThrow(MalformedResponseError)
    expect(() => parseAgentJob(value)).not.toThrow(UnknownStatusError)
  })

  it.each(['queued', 'ACTIVE', 'succeeded', ''])('refuses the unknown status %j', (status) => {
    expect(() => parseAgentJob({ id: 'j', status })).toThrow(UnknownStatusError)
  })
})

describe('parseVisitorsPage', () => {
  const good = {
    totals: { human: 10, ai: 4, total: 12.5 },
    visitors: [{ path: '/a', human: 3, ai: 1, total: 4, extra: 'x' }],
    hasMore: true,
  }

  it('accepts the documented shape, counts as any finite numbers', () => {
    expect(parseVisitorsPage(good)).toEqual({
      totals: { human: 10, ai: 4, total: 12.5 },
      visitors: [{ path: '/a', human: 3, ai: 1, total: 4 }],
      hasMore: true,
    })
  })

  it.each([
    ['no totals', { ...good, totals: undefined }],
    ['a string count', { ...good, totals: { human: '10', ai: 4, total: 12 } }],
    ['visitors not an array', { ...good, visitors: {} }],
    ['a row without a path', { ...good, visitors: [{ human: 1, ai: 1, total: 1 }] }],
    [
      'a row with a null count',
      { ...good, visitors: [{ path: '/a', human: null, ai: 1, total: 1 }] },
    ],
    ['hasMore as a string', { ...good, hasMore: 'true' }],
    ['an array', [good]],
  ])('refuses %s', (_what, value) => {
    expect(() => parseVisitorsPage(value)).toThrow(MalformedResponseError)
  })
})
