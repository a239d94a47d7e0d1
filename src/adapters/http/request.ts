/**
 * One HTTP attempt through an injected undici dispatcher, with an overall deadline that covers
 * connecting, the headers and the whole body. No retries here: retrying is a decision that depends
 * on what the request means (see retry.ts and the clients).
 */
import { request } from 'undici'
import { defaultDispatcher, type Dispatcher } from './dispatcher.ts'

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export interface HttpCall {
  method: HttpMethod
  url: string
  headers?: Record<string, string>
  /** JSON body; serialised with Content-Type: application/json. */
  json?: unknown
  /** Overall deadline of this one attempt, in ms: connect, headers AND the whole body. */
  timeoutMs: number
  /** Caller's cancellation (e.g. SIGTERM); combined with the deadline. */
  signal?: AbortSignal
  /** Largest body accepted, in bytes (default 10 MiB); larger → TransportError code 'EBODYTOOLARGE'. */
  maxBodyBytes?: number
}

export interface HttpAnswer {
  status: number
  /** Lower-case header names; repeated headers joined with ', '. */
  headers: Record<string, string>
  text: string
}

const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024

/**
 * Failures that happen before a single byte of the request can have been written: the connection
 * was never established. Only these make a non-idempotent request safe to resend.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'EAI_NODATA',
  'UND_ERR_CONNECT_TIMEOUT',
])

/** No complete answer arrived: the connection failed, was cut, or a deadline or signal ended it. */
export class TransportError extends Error {
  /** e.g. 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'ETIMEDOUT' (our deadline), 'ABORTED' (caller's signal) */
  readonly code: string
  /** True only when the request provably never reached the server (connection refused, DNS failure). */
  readonly notSent: boolean
  /** True when our own deadline expired. */
  readonly timedOut: boolean
  /** True when the caller's signal aborted it. */
  readonly aborted: boolean

  constructor(
    message: string,
    options: {
      code: string
      notSent?: boolean
      timedOut?: boolean
      aborted?: boolean
      cause?: unknown
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'TransportError'
    this.code = options.code
    this.notSent = options.notSent ?? false
    this.timedOut = options.timedOut ?? false
    this.aborted = options.aborted ?? false
  }
}

/**
 * One attempt, no retries. Resolves with any HTTP status (4xx/5xx included); rejects with
 * TransportError when no complete answer arrived.
 */
export async function sendOnce(
  dispatcher: Dispatcher | undefined,
  call: HttpCall,
): Promise<HttpAnswer> {
  const deadline = AbortSignal.timeout(Math.max(1, call.timeoutMs))
  const signal = call.signal ? AbortSignal.any([deadline, call.signal]) : deadline
  const label = `${call.method} ${describeUrl(call.url)}`
  const maxBodyBytes = call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES

  const headers: Record<string, string> = { ...call.headers }
  let body: string | undefined
  if (call.json !== undefined) {
    body = JSON.stringify(call.json)
    if (!hasHeader(headers, 'content-type')) headers['content-type'] = 'application/json'
  }

  try {
    const response = await request(call.url, {
      dispatcher: dispatcher ?? defaultDispatcher(),
      method: call.method,
      headers,
      body: body ?? null,
      signal,
      // undici's own idle timers would otherwise default to 300 s; the deadline is the real bound.
      headersTimeout: Math.max(1, call.timeoutMs),
      bodyTimeout: Math.max(1, call.timeoutMs),
    })
    const answerHeaders = flattenHeaders(response.headers)
    const declared = Number(answerHeaders['content-length'])
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      discard(response.body)
      throw tooLarge(label, maxBodyBytes)
    }
    const chunks: Buffer[] = []
    let size = 0
    // Reading chunk by chunk keeps the size bound; the signal given to undici also aborts this
    // stream, so a body that trickles in cannot outlive the deadline.
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBodyBytes) {
        discard(response.body)
        throw tooLarge(label, maxBodyBytes)
      }
      chunks.push(chunk)
    }
    // A stream that ended quietly after an abort would otherwise pass for a complete body.
    if (signal.aborted) throw signal.reason
    return {
      status: response.statusCode,
      headers: answerHeaders,
      text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)),
    }
  } catch (error) {
    if (error instanceof TransportError) throw error
    throw toTransportError(error, label, call, deadline)
  }
}

function toTransportError(
  error: unknown,
  label: string,
  call: HttpCall,
  deadline: AbortSignal,
): TransportError {
  // The caller's signal wins over our deadline: a cancelled run is not a slow server.
  if (call.signal?.aborted) {
    return new TransportError(`${label} was cancelled`, {
      code: 'ABORTED',
      aborted: true,
      cause: error,
    })
  }
  if (deadline.aborted) {
    return new TransportError(`${label} got no complete answer within ${call.timeoutMs} ms`, {
      code: 'ETIMEDOUT',
      timedOut: true,
      cause: error,
    })
  }
  const code = errorCode(error) ?? 'UND_ERR'
  const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
  const detail = error instanceof Error && error.message ? `: ${error.message}` : ''
  return new TransportError(`${label} failed (${code})${detail}`, {
    code,
    notSent: NOT_SENT_CODES.has(code),
    timedOut,
    cause: error,
  })
}

/** The most specific error code: the error's own, its cause's, or the first of an AggregateError. */
function errorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    // undici wraps socket failures (UND_ERR_SOCKET) around the OS error that says more.
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET' && code !== 'UND_ERR') return code
    const inner =
      (current as { cause?: unknown }).cause ??
      (current instanceof AggregateError ? current.errors[0] : undefined)
    if (inner === undefined) return typeof code === 'string' ? code : undefined
    current = inner
  }
  return undefined
}

/** Drops a body we will not read, without an unhandled 'error' event from the destroyed stream. */
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }) {
  body.on('error', () => {})
  body.destroy()
}

function tooLarge(label: string, maxBodyBytes: number): TransportError {
  return new TransportError(`${label} answered with a body larger than ${maxBodyBytes} bytes`, {
    code: 'EBODYTOOLARGE',
  })
}

function flattenHeaders(
  raw: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name)
}

/** Origin and path only: a query string could carry something we do not want in an error. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return 'request'
  }
}
