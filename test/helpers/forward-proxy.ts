/**
 * A real HTTP forward proxy on loopback, standard library only, for tests that check the action
 * honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY.
 *
 * - Absolute-form requests (`GET http://127.0.0.1:1234/path HTTP/1.1`) are forwarded to the target
 *   without the hop-by-hop and proxy headers, with a `Via` header added (as RFC 9110 asks of a
 *   proxy; tests use it to tell proxied requests from direct ones), and the answer is streamed back.
 * - `CONNECT host:port` opens a tunnel: `200 Connection Established`, then bytes both ways.
 *
 * Why "tunnelled" records: inside a tunnel the proxy only sees bytes, so a client that tunnels
 * plain HTTP (undici may do so for http:// targets) would otherwise be seen as one CONNECT however
 * many requests it sends. When the tunnel does not start with a TLS handshake, the proxy scans the
 * client-to-server bytes for HTTP/1.1 request lines and records each one. That is a heuristic (a
 * body holding such a line would count too), good enough for the JSON the tests exchange.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

export interface ProxiedRequest {
  kind: 'absolute' | 'connect' | 'tunnelled'
  method: string
  /** host:port of the target. */
  target: string
  /** Path and query as sent (absolute and tunnelled requests only). */
  path?: string
  /**
   * The proxy's own port on its connection to the target (absolute and connect records, once
   * connected): the target sees it as the client's port, which ties what it received to the proxy.
   */
  upstreamPort?: number
}

export interface ForwardProxy {
  /** e.g. http://127.0.0.1:43567 */
  readonly url: string
  readonly requests: ProxiedRequest[]
  /** Value of the `Via` header added to forwarded absolute-form requests. */
  readonly via: string
  /** Stops listening and destroys every open socket, tunnels included. Idempotent. */
  close(): Promise<void>
}

export const PROXY_VIA = '1.1 test-forward-proxy'

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

const REQUEST_LINE = /^(GET|POST|PATCH|PUT|DELETE|HEAD) (\S+) HTTP\/1\.1\r?$/gm

/** Drops hop-by-hop headers, and those the Connection header names. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) out[name] = value
  }
  return out
}

export async function startForwardProxy(
  options: { inspectTunnels?: boolean } = {},
): Promise<ForwardProxy> {
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Duplex>()
  const track = (socket: Duplex): void => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  const server = createServer((req, res) => {
    let target: URL
    try {
      target = new URL(req.url ?? '')
      if (target.protocol !== 'http:') throw new Error('not http')
    } catch {
      res.writeHead(400).end('absolute-form http:// request expected')
      return
    }
    const port = Number(target.port || 80)
    const path = target.pathname + target.search
    const method = req.method ?? 'GET'
    const record: ProxiedRequest = {
      kind: 'absolute',
      method,
      target: `${target.hostname}:${port}`,
      path,
    }
    requests.push(record)
    const upstream = request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port,
        method,
        path,
        headers: { ...endToEnd(req.headers), via: PROXY_VIA },
        agent: false,
      },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers))
        answer.pipe(res)
        answer.once('error', () => res.destroy())
      },
    )
    upstream.once('socket', (socket: Socket) => {
      track(socket)
      socket.once('connect', () => (record.upstreamPort = socket.localPort))
    })
    res.once('close', () => upstream.destroy())
    upstream.once('error', () => {
      if (res.headersSent) res.destroy()
      else res.writeHead(502).end('bad gateway')
    })
    req.pipe(upstream)
  })
  server.on('connection', track)

  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const target = req.url ?? ''
    const record: ProxiedRequest = { kind: 'connect', method: 'CONNECT', target }
    requests.push(record)
    const at = target.lastIndexOf(':')
    const host = target.slice(0, at).replace(/^\[|\]$/g, '')
    const upstream: Socket = connect(Number(target.slice(at + 1)), host)
    track(upstream)
    let established = false
    upstream.once('error', () => {
      if (!established) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    })
    client.once('error', () => upstream.destroy())
    client.once('close', () => upstream.destroy())
    upstream.once('connect', () => {
      established = true
      record.upstreamPort = upstream.localPort
      upstream.once('close', () => client.destroy())
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (options.inspectTunnels !== false) inspect(client, head, target)
      if (head.length > 0) upstream.write(head)
      client.pipe(upstream).pipe(client)
    })
  })

  /** Records the request lines of a plain-HTTP tunnel (see the comment at the top). */
  function inspect(client: Duplex, head: Buffer, target: string): void {
    let carry = ''
    let plain: boolean | null = null
    const scan = (chunk: Buffer): void => {
      if (plain === null && chunk.length > 0) plain = chunk[0] !== 0x16 // 0x16: TLS handshake
      if (!plain) return
      const text = carry + chunk.toString('latin1')
      const end = text.lastIndexOf('\n') + 1
      for (const [, method, path] of text.slice(0, end).matchAll(REQUEST_LINE)) {
        requests.push({ kind: 'tunnelled', method: method as string, target, path })
      }
      carry = text.slice(end).slice(-8_192) // an unfinished line, kept for the next chunk
    }
    scan(head)
    client.on('data', scan)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let closed: Promise<void> | null = null
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    via: PROXY_VIA,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
      })
      return closed
    },
  }
}
