/**
 * End-to-end through a forward proxy: the bundled dist/index.js as a child process with
 * HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) in its environment, against the platform and
 * GitHub emulators on loopback, with test/helpers/forward-proxy.ts in between. Every request the
 * emulators record must have passed through the proxy (or none, for hosts in NO_PROXY).
 *
 * First, the proxy itself against plain node:http clients, so a failure below is known to be the
 * action's and not the helper's.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { proxyStories } from './helpers/proxy-stories.ts'
import { deferred } from './helpers/wait.ts'
import { startForwardProxy, type ForwardProxy } from './helpers/forward-proxy.ts'

let proxy: ForwardProxy

describe('forward proxy helper (plain node:http clients)', () => {
  beforeEach(async () => {
    proxy = await startForwardProxy()
  })
  afterEach(async () => {
    await proxy.close()
  })

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

// The action over http; over https: e2e-proxy-https.test.ts.
proxyStories('http')
