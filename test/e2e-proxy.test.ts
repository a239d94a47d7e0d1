/**
 * End-to-end through a forward proxy: the bundled dist/index.js as a child process with
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) in its environment, against the platform and
 * GitHub emulators on loopback, with test/helpers/forward-proxy.ts in between. Every request the
 * emulators record must have passed through the proxy (or none, for hosts in NO_PROXY).
 *
 * First, the proxy itself against plain node:http clients, so a failure below is known to be the
 * action's and not the helper's.
 */
import { readFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeVisitorRows } from './emulators/platform.ts'
import { commentEvent, type ActionRunResult } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { deferred } from './helpers/wait.ts'
import {
  startForwardProxy,
  type ForwardProxy,
  type ProxiedRequest,
} from './helpers/forward-proxy.ts'

let proxy: ForwardProxy
beforeEach(async () => {
  proxy = await startForwardProxy()
})
afterEach(async () => {
  await proxy.close()
})

const hostOf = (url: string): string => new URL(url).host

describe('forward proxy helper (plain node:http clients)', () => {
  let target: Server
  let targetHost: string
  /** Called with the bytes the echo server receives, as they arrive. */
  let onTargetBytes: ((text: string) => void) | null = null
  beforeAll(async () => {
    // Echoes what it received, so the tests can see what the proxy forwarded.
    target = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      req.on('end', () => {
        const echo = JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body,
        })
        res.writeHead(201, { 'content-type': 'application/json', 'x-target': 'yes' }).end(echo)
      })
    })
    target.on('connection', (socket: Socket) =>
      socket.on('data', (chunk: Buffer) => onTargetBytes?.(chunk.toString('latin1'))),
    )
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
    targetHost = `127.0.0.1:${(target.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    target.closeAllConnections()
    await new Promise((resolve) => target.close(resolve))
  })

  function readAll(stream: NodeJS.ReadableStream): Promise<string> {
    return new Promise((resolve, reject) => {
      let text = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (text += chunk))
      stream.on('end', () => resolve(text))
      stream.on('error', reject)
    })
  }

  it('forwards an absolute-form request with its body, without proxy headers', async () => {
    const { port } = new URL(proxy.url)
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `http://${targetHost}/echo?x=1`,
        headers: {
          host: targetHost,
          'content-type': 'text/plain',
          'proxy-authorization': 'Basic dXNlcjpwYXNz',
          'x-custom': 'kept',
        },
      })
      req.once('response', resolve).once('error', reject)
      req.end('hello through the proxy')
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.headers['x-target']).toBe('yes')
    const echo = JSON.parse(await readAll(answer)) as {
      method: string
      url: string
      headers: Record<string, string>
      body: string
    }
    expect(echo).toMatchObject({
      method: 'POST',
      url: '/echo?x=1',
      body: 'hello through the proxy',
    })
    expect(echo.headers['x-custom']).toBe('kept')
    expect(echo.headers.host).toBe(targetHost)
    expect(echo.headers.via).toBe(proxy.via)
    expect(echo.headers['proxy-authorization']).toBeUndefined()
    expect(proxy.requests).toEqual([
      {
        kind: 'absolute',
        method: 'POST',
        target: targetHost,
        path: '/echo?x=1',
        upstreamPort: expect.any(Number),
      },
    ])
  })

  it('answers 502 for an absolute-form request to a closed port', async () => {
    const { port } = new URL(proxy.url)
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: 'http://127.0.0.1:1/nothing' })
        .once('response', resolve)
        .once('error', reject)
        .end()
    })
    expect(answer.statusCode).toBe(502)
    answer.resume()
  })

  /** Opens a CONNECT tunnel to the echo server and resolves with its socket. */
  function tunnel(): Promise<{ socket: Socket; status: number | undefined }> {
    const { port } = new URL(proxy.url)
    return new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, method: 'CONNECT', path: targetHost })
        .once('connect', (res: IncomingMessage, socket: Socket) =>
          resolve({ socket, status: res.statusCode }),
        )
        .once('error', reject)
        .end()
    })
  }

  it('tunnels CONNECT and counts the plain-HTTP requests inside, split lines included', async () => {
    const { socket, status } = await tunnel()
    expect(status).toBe(200)
    const received = readAll(socket)
    // Two keep-alive requests; the first request line is cut across two writes, the second sent
    // once the first has come out of the tunnel (so the proxy saw them as two chunks).
    const firstHalf = deferred()
    onTargetBytes = (text) => {
      if (text.includes('GET /fir')) firstHalf.resolve()
    }
    socket.write('GET /fir')
    await firstHalf.promise
    onTargetBytes = null
    socket.write(`st HTTP/1.1\r\nHost: ${targetHost}\r\n\r\n`)
    socket.write(
      `PATCH /second HTTP/1.1\r\nHost: ${targetHost}\r\nContent-Length: 2\r\n` +
        `Connection: close\r\n\r\n{}`,
    )
    const text = await received
    expect(text.match(/^HTTP\/1\.1 201/gm)).toHaveLength(2)
    expect(text).toContain('"url":"/first"')
    expect(text).toContain('"url":"/second"')
    expect(text).not.toContain(proxy.via) // the proxy does not touch tunnelled bytes
    expect(proxy.requests).toEqual([
      { kind: 'connect', method: 'CONNECT', target: targetHost, upstreamPort: expect.any(Number) },
      { kind: 'tunnelled', method: 'GET', target: targetHost, path: '/first' },
      { kind: 'tunnelled', method: 'PATCH', target: targetHost, path: '/second' },
    ])
  })

  it('does not look for request lines in a tunnel that starts like TLS', async () => {
    const { socket } = await tunnel()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.on('error', () => {}) // the echo server drops this garbage
    socket.resume()
    socket.write(
      Buffer.concat([Buffer.from([0x16, 0x03, 0x01]), Buffer.from('\nGET / HTTP/1.1\n')]),
    )
    socket.end()
    await closed
    expect(proxy.requests.map((r) => r.kind)).toEqual(['connect'])
  })

  it('close() destroys open tunnels and can be called twice', async () => {
    const { socket } = await tunnel()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.on('error', () => {})
    socket.resume()
    await Promise.all([proxy.close(), proxy.close()])
    await closed
    expect(socket.destroyed).toBe(true)
  })
})

/** The test-only loopback certificate (test/fixtures/tls), trusted by the action's process. */
const TLS_DIR = fileURLToPath(new URL('./fixtures/tls/', import.meta.url))
const tls = {
  key: readFileSync(`${TLS_DIR}loopback.key`, 'utf8'),
  cert: readFileSync(`${TLS_DIR}loopback.crt`, 'utf8'),
}

// Over http the proxy gets absolute-form requests; over https (as api.github.com and the platform
// are reached) it gets CONNECT tunnels it cannot see into.
describe.each(['http', 'https'] as const)(
  'action through the proxy over %s (dist/index.js)',
  (scheme) => {
    const e2e = useE2e(scheme === 'https' ? { platform: { tls }, github: { tls } } : {})
    let githubSeen = 0
    let nextIssue = 100
    const trust: Record<string, string> =
      scheme === 'https' ? { NODE_EXTRA_CA_CERTS: `${TLS_DIR}loopback.crt` } : {}
    beforeEach(() => {
      githubSeen = e2e.github.requests.length // the GitHub emulator has no reset: look at new requests
    })

    const withoutQuery = (path = ''): string => path.split('?')[0] ?? ''
    const lines = (list: Array<{ method: string; path?: string }>): string[] =>
      list.map((r) => `${r.method} ${withoutQuery(r.path)}`).sort()

    /**
     * What each emulator recorded in this test must match what the proxy recorded for it, request for
     * request: the ones forwarded in absolute form carry the proxy's `Via` header, and the others
     * arrived through a tunnel, where the proxy counted them. A request that went around the proxy
     * fits neither. Returns how many requests reached each emulator.
     */
    function expectAllThroughProxy(): { platform: number; github: number } {
      const targets = { platform: hostOf(e2e.platform.url), github: hostOf(e2e.github.url) }
      const seen = {
        platform: e2e.platform.requests.map((r) => ({ ...r, via: r.headers.via })),
        github: e2e.github.requests.slice(githubSeen).map((r) => ({ ...r, via: r.headers.via })),
      }
      expect(proxy.requests.every((r) => Object.values(targets).includes(r.target))).toBe(true)
      for (const name of ['platform', 'github'] as const) {
        const proxied = (kind: ProxiedRequest['kind']) =>
          proxy.requests.filter((r) => r.kind === kind && r.target === targets[name])
        const context = `${name}: ${JSON.stringify(proxy.requests)}`
        if (scheme === 'https') {
          // Inside TLS the proxy sees no request; each one must have come on a connection the
          // proxy opened for a CONNECT to this target (the target sees the proxy's port).
          const tunnels = proxied('connect').map((r) => r.upstreamPort)
          expect(tunnels.length, context).toBeGreaterThan(0)
          for (const r of seen[name]) expect(tunnels, context).toContain(r.remotePort)
          continue
        }
        expect(lines(seen[name].filter((r) => r.via === proxy.via)), context).toEqual(
          lines(proxied('absolute')),
        )
        expect(lines(seen[name].filter((r) => r.via !== proxy.via)), context).toEqual(
          lines(proxied('tunnelled')),
        )
      }
      return { platform: seen.platform.length, github: seen.github.length }
    }

    async function messageRun(env: Record<string, string>): Promise<ActionRunResult> {
      e2e.platform.addJob({
        id: 'job_proxy',
        onMessage: {
          timeline: [
            { afterMs: 0, status: 'active' },
            { afterMs: 500, status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' },
          ],
        },
      })
      e2e.github.setPermission('alice', 'write')
      const issue = ++nextIssue
      e2e.github.addIssue({ number: issue, isPullRequest: true })
      const body = '/docs-agent add an example for the proxy settings'
      const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
      const result = await e2e.step({
        inputs: e2e.inputs({ 'job-id': 'job_proxy', 'poll-interval': '1s', timeout: '30s' }),
        eventName: 'issue_comment',
        event: commentEvent({ body, commentId, issueNumber: issue, login: 'alice' }),
        apiUrl: e2e.github.url,
        env: { ...trust, ...env },
      })
      expect(result.code, result.stdout + result.stderr).toBe(0)
      expect(result.outputs.outcome).toBe('completed')
      expect(e2e.platform.messages).toEqual([
        expect.objectContaining({
          jobId: 'job_proxy',
          prompt: 'add an example for the proxy settings',
        }),
      ])
      const routes = e2e.platform.requests.map((r) => r.route)
      expect(routes).toContain('sendMessage')
      expect(routes).toContain('getJob')
      const githubRoutes = e2e.github.requests.slice(githubSeen).map((r) => r.route)
      expect(githubRoutes).toContain('permission')
      expect(
        e2e.github.comments(issue).some((c) => c.body.includes('<!-- docs-agent-action')),
      ).toBe(true)
      return result
    }

    it.each([
      ['upper-case', 'HTTPS_PROXY', 'HTTP_PROXY'],
      ['lower-case', 'https_proxy', 'http_proxy'],
    ])(
      'message mode: every request goes through the proxy (%s variables)',
      async (_, https, http) => {
        await messageRun({ [https]: proxy.url, [http]: proxy.url })
        const counts = expectAllThroughProxy()
        expect(counts.platform).toBeGreaterThanOrEqual(2)
        expect(counts.github).toBeGreaterThanOrEqual(2)
        const through = proxy.requests.filter((r) => r.kind !== 'connect')
        if (scheme === 'http') expect(through).toHaveLength(counts.platform + counts.github)
        else expect(new Set(proxy.requests.map((r) => r.kind))).toEqual(new Set(['connect']))
      },
    )

    it.each([
      ['NO_PROXY', '127.0.0.1'],
      ['no_proxy', 'localhost,127.0.0.1'],
    ])('message mode: %s=%s reaches both hosts directly', async (name, value) => {
      await messageRun({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, [name]: value })
      expect(proxy.requests).toEqual([])
      expect(e2e.platform.requests.length).toBeGreaterThanOrEqual(2)
      expect(e2e.platform.requests.every((r) => r.headers.via === undefined)).toBe(true)
    })

    it('visitors mode: every analytics page and the report issue go through the proxy', async () => {
      const rows = makeVisitorRows(1_001, 3)
      e2e.platform.setVisitors({ rows })
      const result = await e2e.step({
        inputs: e2e.inputs({
          mode: 'visitors',
          'date-from': '2026-11-01',
          'date-to': '2026-11-08',
          'output-file': 'visitors.csv',
          'report-issue': 'Docs traffic through the proxy',
        }),
        eventName: 'schedule',
        event: { schedule: '0 7 * * 1' },
        apiUrl: e2e.github.url,
        env: { ...trust, HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url },
      })
      expect(result.code, result.stdout + result.stderr).toBe(0)
      expect(result.outputs).toMatchObject({ rows: '1001', requests: '5', partial: 'false' })
      const counts = expectAllThroughProxy()
      const pages = e2e.platform.requests.filter((r) => r.route === 'getVisitors')
      expect(pages).toHaveLength(5)
      expect(counts.platform).toBe(5)
      expect(counts.github).toBeGreaterThanOrEqual(1)
    })
  },
)
