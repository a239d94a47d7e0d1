import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, type Dispatcher } from 'undici'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { refusingDispatcher } from './helpers/refusing-dispatcher.ts'
import { sendOnce, TransportError } from '../src/adapters/http/request.ts'
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRateLimitReset,
  parseRetryAfter,
  retryDelay,
  type RetryPolicy,
} from '../src/adapters/http/retry.ts'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

describe('parseRetryAfter', () => {
  it.each([
    ['0', 0],
    ['5', 5_000],
    [' 7 ', 7_000],
    ['1.5', 1_500],
    ['86400', 86_400_000],
  ])('reads delta-seconds %j as %d ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms)
  })

  it('reads an IMF-fixdate as the time left until it', () => {
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:00:30 GMT', NOW)).toBe(30_000)
  })

  it('reads the obsolete RFC 850 and asctime forms', () => {
    expect(parseRetryAfter('Thursday, 15-Jan-26 12:01:00 GMT', NOW)).toBe(60_000)
    expect(parseRetryAfter('Thu Jan 15 12:00:10 2026', NOW)).toBe(10_000)
  })

  it('reads a date in the past as no wait at all', () => {
    expect(parseRetryAfter('Thu, 15 Jan 2026 11:00:00 GMT', NOW)).toBe(0)
  })

  it.each([
    undefined,
    '',
    '   ',
    'soon',
    '-1',
    '5s',
    '0x10',
    '2026-01-15T12:00:30Z',
    'Thu, 99 Foo',
  ])('treats %j as absent', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined()
  })
})

describe('parseRateLimitReset', () => {
  it('reads an epoch second as the time left until it', () => {
    expect(parseRateLimitReset(String(NOW / 1000 + 42), NOW)).toBe(42_000)
  })

  it('reads an epoch millisecond as the time left until it', () => {
    expect(parseRateLimitReset(String(NOW + 1_500), NOW)).toBe(1_500)
  })

  it('reads a small number as seconds left', () => {
    expect(parseRateLimitReset('30', NOW)).toBe(30_000)
  })

  it.each([undefined, '', 'later', '-5'])('treats %j as absent', (value) => {
    expect(parseRateLimitReset(value, NOW)).toBeUndefined()
  })
})

describe('backoffDelay', () => {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 500, maxDelayMs: 8_000 }

  it('doubles per attempt up to the cap', () => {
    const top = () => 0.999999
    expect(backoffDelay(1, policy, top)).toBe(500)
    expect(backoffDelay(2, policy, top)).toBe(1_000)
    expect(backoffDelay(3, policy, top)).toBe(2_000)
    expect(backoffDelay(10, policy, top)).toBe(8_000)
    expect(backoffDelay(1000, policy, top)).toBe(8_000)
  })

  it('keeps at least half of the ceiling, so a retry is never immediate', () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(250)
    expect(backoffDelay(6, policy, () => 0)).toBe(4_000)
  })

  it('stays within [ceiling / 2, ceiling] for any attempt and random value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
          const delay = backoffDelay(attempt, policy, () => r)
          return delay >= ceiling / 2 - 1 && delay <= ceiling && Number.isFinite(delay)
        },
      ),
    )
  })
})

describe('retryDelay', () => {
  const policy = DEFAULT_RETRY_POLICY

  it('is the backoff when there is no Retry-After', () => {
    expect(retryDelay(2, policy, () => 0.5, undefined)).toBe(backoffDelay(2, policy, () => 0.5))
  })

  it('never waits less than a valid Retry-After, even beyond the backoff cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, retryAfter, r) => retryDelay(attempt, policy, () => r, retryAfter) >= retryAfter,
      ),
    )
    expect(retryDelay(1, policy, () => 0, 30_000)).toBe(30_000)
  })

  it('keeps the backoff when Retry-After asks for less', () => {
    expect(retryDelay(3, policy, () => 0, 0)).toBe(backoffDelay(3, policy, () => 0))
  })
})

describe('isRetryableStatus', () => {
  it.each([
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [599, true],
    [200, false],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [600, false],
  ])('%d → %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable)
  })
})

describe('sendOnce', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void
  let server: Server
  let base: string
  let handler: Handler
  let dispatcher: Agent
  const pending = new Set<NodeJS.Timeout>()

  /** Timers the server uses, cleared after each test so nothing trickles into the next one. */
  function every(ms: number, fn: () => void): NodeJS.Timeout {
    const timer = setInterval(fn, ms)
    pending.add(timer)
    return timer
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => handler(req, res, Buffer.concat(chunks).toString('utf8')))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  beforeEach(() => {
    for (const timer of pending) clearInterval(timer)
    pending.clear()
    dispatcher = new Agent()
  })

  afterAll(async () => {
    for (const timer of pending) clearInterval(timer)
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  async function failure(promise: Promise<unknown>): Promise<TransportError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TransportError)
    return error as TransportError
  }

  it('resolves with status, lower-case headers (repeats joined) and text', async () => {
    handler = (_req, res) => {
      res.setHeader('X-Thing', ['a', 'b'])
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('héllo ✓')
    }
    const answer = await sendOnce(dispatcher, { method: 'GET', url: `${base}/x`, timeoutMs: 5_000 })
    expect(answer.status).toBe(200)
    expect(answer.headers['x-thing']).toBe('a, b')
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.text).toBe('héllo ✓')
  })

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = Buffer.from('→ ok', 'utf8')
    handler = (_req, res) => {
      res.writeHead(200)
      res.write(bytes.subarray(0, 1))
      setTimeout(() => res.end(bytes.subarray(1)), 20)
    }
    const answer = await sendOnce(dispatcher, { method: 'GET', url: `${base}/`, timeoutMs: 5_000 })
    expect(answer.text).toBe('→ ok')
  })

  it('resolves with 4xx and 5xx answers instead of throwing', async () => {
    handler = (req, res) => {
      res.statusCode = req.url === '/a' ? 404 : 503
      res.end('{"error":"nope"}')
    }
    const a = await sendOnce(dispatcher, { method: 'GET', url: `${base}/a`, timeoutMs: 5_000 })
    const b = await sendOnce(dispatcher, { method: 'GET', url: `${base}/b`, timeoutMs: 5_000 })
    expect([a.status, b.status]).toEqual([404, 503])
    expect(a.text).toBe('{"error":"nope"}')
  })

  it('sends a JSON body with its content type and the given headers', async () => {
    let seen: { method?: string; type?: string; auth?: string; body?: string } = {}
    handler = (req, res, body) => {
      seen = {
        method: req.method,
        type: req.headers['content-type'],
        auth: req.headers.authorization,
        body,
      }
      res.end('{}')
    }
    await sendOnce(dispatcher, {
      method: 'POST',
      url: `${base}/m`,
      headers: { authorization: 'Bearer k' },
      json: { prompt: 'héllo' },
      timeoutMs: 5_000,
    })
    expect(seen).toEqual({
      method: 'POST',
      type: 'application/json',
      auth: 'Bearer k',
      body: '{"prompt":"héllo"}',
    })
  })

  it('goes through the injected dispatcher', async () => {
    handler = (_req, res) => res.end('ok')
    let dispatched = 0
    const counting = new Agent().compose((dispatch: Dispatcher['dispatch']) => (opts, h) => {
      dispatched++
      return dispatch(opts, h)
    })
    await sendOnce(counting, { method: 'GET', url: `${base}/`, timeoutMs: 5_000 })
    expect(dispatched).toBe(1)
  })

  it('ends a body that trickles past the deadline (the deadline covers the body)', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('[')
      // 100 chunks, 50 ms apart: seconds of body against a 300 ms deadline.
      let n = 0
      const timer = every(50, () => {
        if (res.destroyed) return clearInterval(timer)
        res.write(n === 0 ? '0' : ',0')
        if (++n === 100) {
          clearInterval(timer)
          res.end(']')
        }
      })
    }
    const error = await failure(
      sendOnce(dispatcher, { method: 'GET', url: `${base}/`, timeoutMs: 300 }),
    )
    expect(error.code).toBe('ETIMEDOUT')
    expect(error.timedOut).toBe(true)
    expect(error.aborted).toBe(false)
    expect(error.notSent).toBe(false)
  })

  it('ends a wait for headers at the deadline', async () => {
    handler = (_req, res) => {
      const timer = setTimeout(() => res.end('late'), 5_000)
      res.on('close', () => clearTimeout(timer))
    }
    const error = await failure(
      sendOnce(dispatcher, { method: 'GET', url: `${base}/`, timeoutMs: 200 }),
    )
    expect(error.code).toBe('ETIMEDOUT')
    expect(error.timedOut).toBe(true)
  })

  it("reports the caller's abort as ABORTED, not as a timeout", async () => {
    handler = (_req, res) => {
      const timer = setTimeout(() => res.end('late'), 5_000)
      res.on('close', () => clearTimeout(timer))
    }
    const controller = new AbortController()
    const promise = sendOnce(dispatcher, {
      method: 'GET',
      url: `${base}/`,
      timeoutMs: 10_000,
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(new Error('SIGTERM')), 50)
    const error = await failure(promise)
    expect(error.code).toBe('ABORTED')
    expect(error.aborted).toBe(true)
    expect(error.timedOut).toBe(false)
  })

  it('refuses at once when the signal is already aborted', async () => {
    let hits = 0
    // Its own path: on a loaded machine, an earlier test's aborted request can still reach the
    // server after this handler is set.
    handler = (req, res) => {
      if (req.url === '/refused') hits++
      res.end('ok')
    }
    const error = await failure(
      sendOnce(dispatcher, {
        method: 'GET',
        url: `${base}/refused`,
        timeoutMs: 5_000,
        signal: AbortSignal.abort(),
      }),
    )
    expect(error.aborted).toBe(true)
    expect(hits).toBe(0)
  })

  it('marks a connection cut after the request as possibly sent', async () => {
    handler = (req) => req.socket.destroy()
    const error = await failure(
      sendOnce(dispatcher, { method: 'POST', url: `${base}/`, json: {}, timeoutMs: 5_000 }),
    )
    expect(error.notSent).toBe(false)
    expect(error.timedOut).toBe(false)
    expect(error.aborted).toBe(false)
    expect(error.code).toBe('UND_ERR_SOCKET')
  })

  it('marks a refused connection as not sent', async () => {
    let hits = 0
    handler = (_req, res) => {
      hits++
      res.end('ok')
    }
    const refusing = refusingDispatcher()
    const error = await failure(
      sendOnce(refusing, { method: 'POST', url: `${base}/`, json: {}, timeoutMs: 5_000 }),
    )
    await refusing.close()
    expect(error.code).toBe('ECONNREFUSED')
    expect(error.notSent).toBe(true)
    expect(hits).toBe(0)
  })

  it('refuses a body larger than maxBodyBytes, declared or streamed', async () => {
    handler = (req, res) => {
      if (req.url === '/declared') {
        res.setHeader('content-length', '2000')
        res.end('x'.repeat(2000))
        return
      }
      res.writeHead(200)
      let n = 0
      const timer = every(5, () => {
        if (res.destroyed) return clearInterval(timer)
        res.write('y'.repeat(256))
        if (++n === 20) {
          clearInterval(timer)
          res.end()
        }
      })
    }
    for (const path of ['/declared', '/streamed']) {
      const error = await failure(
        sendOnce(dispatcher, {
          method: 'GET',
          url: `${base}${path}`,
          timeoutMs: 5_000,
          maxBodyBytes: 1000,
        }),
      )
      expect(error.code).toBe('EBODYTOOLARGE')
    }
  })

  it('keeps the query string out of its error text', async () => {
    handler = (req) => req.socket.destroy()
    const error = await failure(
      sendOnce(dispatcher, { method: 'GET', url: `${base}/v?token=sekrit`, timeoutMs: 5_000 }),
    )
    expect(error.message).toContain('/v')
    expect(error.message).not.toContain('sekrit')
  })
})
