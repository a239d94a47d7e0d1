/**
 * The platform API client: auth, deadlines, retries by meaning, error mapping and redaction.
 *
 * GETs are retried on transport failures, 429 and 5xx. The message POST is not idempotent: it is
 * resent only when the platform provably did not apply it (the connection was never made, or a
 * 429); any other doubt is reported as `unknown` so that the caller reads the job instead.
 */
import { formatWait } from '../../duration.ts'
import { shorten } from '../../errors.ts'
import { redact } from '../../redact.ts'
import { systemClock } from '../clock.ts'
import { sendOnce, TransportError, type HttpAnswer, type HttpCall } from '../http/request.ts'
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRateLimitReset,
  parseRetryAfter,
  retryDelay,
  type RetryPolicy,
} from '../http/retry.ts'
import type { AgentJob } from '../../types.ts'
import type { Dispatcher } from '../http/dispatcher.ts'
import type { Clock } from '../../ports/runtime.ts'
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
} from '../../ports/platform-errors.ts'
import { parseAgentJob, parseVisitorsPage } from './parse.ts'
import type {
  PlatformClient,
  SendResult,
  VisitorsPage,
  VisitorsQuery,
} from '../../ports/platform.ts'

export interface PlatformClientSettings {
  apiKey: string
  projectId: string
  /** API base without a trailing slash (one is tolerated). */
  baseUrl: string
}

export interface PlatformClientOptions {
  dispatcher?: Dispatcher
  clock?: Clock
  /** Source of randomness for jitter, in [0, 1). */
  random?: () => number
  /** Overall deadline of one request attempt, in ms. */
  requestTimeoutMs?: number
  /** Secrets to redact from every error text (the API key always is). */
  secrets?: string[]
  /** Retries of the GETs. */
  retryPolicy?: RetryPolicy
  /** Attempts of the message POST when the platform answers 429 or the connection is refused. */
  sendRetryPolicy?: RetryPolicy
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

/** Three tries in all: the message budget (100 per project per hour) is too small to spend more. */
export const DEFAULT_SEND_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 2_000,
  maxDelayMs: 15_000,
  maxRetryAfterMs: 60_000,
}

export const USER_AGENT =
  'docs-agent-action/1 (GitHub Action; +https://github.com/features/actions)'

const MAX_PLATFORM_TEXT = 300

/** What one attempt came to, as the retry loop needs it. */
type Step<T> = { kind: 'done'; value: T } | { kind: 'retry'; waitMs?: number; giveUp: () => Error }

/** What one call is, in the words its errors use. */
interface Operation {
  /** e.g. `get job 'abc'`. */
  label: string
  /** The job the call is about, when it is about one (for 404s). */
  jobId?: string
  /** The published rate limit of the call, for a 429's message. */
  budget?: string
}

/**
 * A PlatformClient over undici. Every error text is redacted of the API key (in every spelling)
 * and of `options.secrets`.
 */
export function createPlatformClient(
  settings: PlatformClientSettings,
  options: PlatformClientOptions = {},
): PlatformClient {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '')
  const projectId = settings.projectId
  const secrets = [settings.apiKey, ...(options.secrets ?? [])].filter((s) => s !== '')
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const getPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const sendPolicy = options.sendRetryPolicy ?? DEFAULT_SEND_RETRY_POLICY
  const headers = {
    authorization: `Bearer ${settings.apiKey}`,
    accept: 'application/json',
    'user-agent': USER_AGENT,
  }
  let requestCount = 0

  const clean = (text: string): string => redact(text, secrets)
  const jobUrl = (jobId: string): string =>
    `${baseUrl}/v2/agent/${encodeURIComponent(projectId)}/job/${encodeURIComponent(jobId)}`

  /** One attempt; counts it unless it provably never left (the only case nothing was spent). */
  async function attempt(call: HttpCall): Promise<HttpAnswer> {
    try {
      const answer = await sendOnce(options.dispatcher, call)
      requestCount++
      return answer
    } catch (error) {
      if (!(error instanceof TransportError) || !error.notSent) requestCount++
      throw error
    }
  }

  /**
   * The one retry loop of the client. `step` makes attempt n and says what it came to: a result, a
   * thrown error that ends the call, or a retry (after the server's wait, if it asked for one) with
   * the error to throw instead when no attempt is left or the wait is longer than the policy allows.
   */
  async function withRetries<T>(
    policy: RetryPolicy,
    signal: AbortSignal | undefined,
    step: (n: number) => Promise<Step<T>>,
  ): Promise<T> {
    for (let n = 1; ; n++) {
      signal?.throwIfAborted()
      const next = await step(n)
      if (next.kind === 'done') return next.value
      const tooLong = next.waitMs !== undefined && next.waitMs > policy.maxRetryAfterMs
      if (n >= policy.maxAttempts || tooLong) throw next.giveUp()
      await clock.sleep(retryDelay(n, policy, random, next.waitMs), signal)
    }
  }

  /** A GET, retried on transport failures, 408, 429 and 5xx; the first 2xx answer or a typed error. */
  function getWithRetry(url: string, op: Operation, signal?: AbortSignal): Promise<HttpAnswer> {
    return withRetries(getPolicy, signal, async (n): Promise<Step<HttpAnswer>> => {
      let answer: HttpAnswer
      try {
        answer = await attempt({ method: 'GET', url, headers, timeoutMs, signal })
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        if (error.aborted) throw signal?.reason ?? error
        return { kind: 'retry', giveUp: () => networkError(error, op, n) }
      }
      if (answer.status >= 200 && answer.status < 300) return { kind: 'done', value: answer }
      if (!isRetryableStatus(answer.status)) throw errorFor(answer, op)
      const wait = serverWait(answer)
      return { kind: 'retry', waitMs: wait, giveUp: () => errorFor(answer, op, wait, n) }
    })
  }

  /** The wait the server asked for: Retry-After, else (on a 429) X-RateLimit-Reset. */
  function serverWait(answer: HttpAnswer): number | undefined {
    const now = clock.now()
    const retryAfter = parseRetryAfter(answer.headers['retry-after'], now)
    if (retryAfter !== undefined) return retryAfter
    // The reset time comes on every answer from some servers; it is a wait only on a 429.
    if (answer.status !== 429) return undefined
    return parseRateLimitReset(answer.headers['x-ratelimit-reset'], now)
  }

  function decodeJson(answer: HttpAnswer, op: Operation): unknown {
    try {
      return JSON.parse(answer.text) as unknown
    } catch {
      const type = answer.headers['content-type'] ?? 'none'
      const jsonType = /\bjson\b/i.test(type)
      const what = jsonType ? 'was not valid JSON' : 'was not JSON'
      const snippet = answer.text.trim() === '' ? 'an empty body' : `"${plainText(answer, 80)}"`
      throw new MalformedResponseError(
        clean(
          `the platform's answer to ${op.label} ${what} (HTTP ${answer.status}, ` +
            `content-type ${shorten(type, 60)}): ${snippet}`,
        ),
        answer.status,
        {
          hint: jsonType
            ? 'The answer was cut short or garbled; try again later.'
            : `Check 'base-url': it must be the API address (default https://api.mintlify.com), ` +
              `not the dashboard or a proxy's sign-in page.`,
        },
      )
    }
  }

  /** Runs a parser, putting the call and status in front of what it found wrong. */
  function validate<T>(answer: HttpAnswer, op: Operation, parse: (value: unknown) => T): T {
    const value = decodeJson(answer, op)
    try {
      return parse(value)
    } catch (error) {
      if (!(error instanceof MalformedResponseError)) throw error
      const message = clean(
        `the platform's answer to ${op.label} is not as documented: ${error.message}`,
      )
      const hint = 'The platform may have changed its API; please report this with the run log.'
      if (error instanceof UnknownStatusError) {
        throw new UnknownStatusError(message, clean(error.rawStatus), answer.status, { hint })
      }
      throw new MalformedResponseError(message, answer.status, { hint, cause: error })
    }
  }

  /** The typed error for an answer that is not a success. */
  function errorFor(
    answer: HttpAnswer,
    op: Operation,
    waitMs?: number,
    attempts?: number,
  ): PlatformError {
    const status = answer.status
    const said = platformText(answer)
    const saidPart = quoteSaid(said)
    const head = `the platform answered ${status} to ${op.label}`
    switch (true) {
      case status === 401:
        return new AuthError(clean(`${head}: the API key is invalid or expired${saidPart}`))
      case status === 403:
        return new ForbiddenError(
          clean(
            `${head}: the key lacks the scope (read for GET, write for the rest), or is ` +
              `restricted to IP ranges the runner is not in (common on hosted runners)${saidPart}`,
          ),
        )
      case status === 404: {
        // Both a missing job and a missing project answer 404; the body tells which.
        const project = op.jobId === undefined || /project/i.test(said)
        const what = project
          ? `project '${projectId}' was not found (or the key belongs to another project)`
          : `job '${op.jobId ?? ''}' was not found in project '${projectId}'`
        return new NotFoundError(clean(`${head}: ${what}${saidPart}`), project ? 'project' : 'job')
      }
      case status === 400:
        return new BadRequestError(
          clean(`${head}: ${said === '' ? 'the request was refused' : said}`),
          clean(said),
        )
      case status === 429:
        return rateLimited(op, waitMs, attempts ?? 1, saidPart)
      case status >= 500 || status === 408:
        return new ServerError(
          clean(
            `${head}${attempts && attempts > 1 ? ` ${attempts} times in a row` : ''}` +
              `${waitMs !== undefined ? ` and asked to wait ${formatWait(waitMs)}` : ''}${saidPart}`,
          ),
          status,
          { hint: 'The platform is having trouble; try again later.' },
        )
      default:
        return new PlatformError(clean(`${head}, which was not expected${saidPart}`), status)
    }
  }

  function rateLimited(
    op: Operation,
    waitMs: number | undefined,
    attempts: number,
    saidPart: string,
    outcome = '',
  ): RateLimitedError {
    const budget = op.budget === undefined ? '' : ` (the platform allows ${op.budget})`
    const asked = waitMs === undefined ? '' : `; it asked to wait ${formatWait(waitMs)}`
    const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
    return new RateLimitedError(
      clean(
        `the platform refused ${op.label} as rate limited (429)${tries}${budget}${asked}` +
          `${saidPart}${outcome}`,
      ),
      waitMs,
      {
        hint:
          `Wait for the rate limit to reset (it is a rolling window) and run again ` +
          `${waitMs === undefined ? 'later' : `in ${formatWait(waitMs)} or later`}; spend fewer ` +
          `requests if it keeps happening.`,
      },
    )
  }

  function networkError(
    error: TransportError | undefined,
    op: Operation,
    attempts: number,
    outcome = '',
  ): NetworkError {
    const code = error?.code ?? 'UNKNOWN'
    const why = error?.timedOut
      ? `no complete answer within ${formatWait(timeoutMs)}`
      : (error?.message ?? 'no answer')
    return new NetworkError(
      clean(
        `could not reach the platform to ${op.label} after ${attempts} attempt(s): ${why}${outcome}`,
      ),
      code,
      {
        hint: `Check 'base-url' (${baseUrl}) and the runner's network access to it.`,
        cause: error,
      },
    )
  }

  /** The platform's explanation in an error answer: `error`, then `message`, then the raw text. */
  function platformText(answer: HttpAnswer): string {
    let text: string | undefined
    try {
      const body = JSON.parse(answer.text) as unknown
      if (typeof body === 'object' && body !== null) {
        const record = body as Record<string, unknown>
        text = messageOf(record.error) ?? messageOf(record.message)
        // Analytics errors list what was wrong with each parameter in `details`.
        if (Array.isArray(record.details)) {
          const details = record.details
            .map((d: unknown) => messageOf(d))
            .filter((d): d is string => d !== undefined)
          if (details.length > 0) text = [text, details.join('; ')].filter(Boolean).join(': ')
        }
      } else if (typeof body === 'string') {
        text = body
      }
    } catch {
      // Not JSON: the raw text below.
    }
    return clean(shorten((text ?? plainText(answer, MAX_PLATFORM_TEXT)).trim(), MAX_PLATFORM_TEXT))
  }

  /** The body as one line of plain text (an HTML error page reduced to its words). */
  function plainText(answer: HttpAnswer, max: number): string {
    let text = answer.text
    if (/html/i.test(answer.headers['content-type'] ?? '') || /^\s*</.test(text)) {
      text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
    }
    return clean(shorten(text.replace(/\s+/g, ' ').trim(), max))
  }

  const client: PlatformClient = {
    get requestCount() {
      return requestCount
    },

    async getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob> {
      const op: Operation = { label: `get job '${jobId}'`, jobId }
      const url = jobUrl(jobId)
      return validate(await getWithRetry(url, op, signal), op, parseAgentJob)
    },

    async getVisitors(query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage> {
      const op: Operation = {
        label: `get visitors (offset ${query.offset}, limit ${query.limit})`,
        budget: '100 analytics requests per organization per hour',
      }
      const search = new URLSearchParams({
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        limit: String(query.limit),
        offset: String(query.offset),
      })
      const url = `${baseUrl}/v1/analytics/${encodeURIComponent(projectId)}/visitors?${search}`
      return validate(await getWithRetry(url, op, signal), op, parseVisitorsPage)
    },

    async sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult> {
      const op: Operation = {
        label: `send the message to job '${jobId}'`,
        jobId,
        budget: '100 messages per project per hour',
      }
      const url = `${jobUrl(jobId)}/message`
      const notSent = '; the message was not sent'
      return withRetries(sendPolicy, signal, async (n): Promise<Step<SendResult>> => {
        let answer: HttpAnswer
        try {
          answer = await attempt({
            method: 'POST',
            url,
            headers,
            json: { prompt },
            timeoutMs,
            signal,
          })
        } catch (error) {
          if (!(error instanceof TransportError)) throw error
          if (!error.notSent) {
            return { kind: 'done', value: { kind: 'unknown', reason: clean(unknownReason(error)) } }
          }
          // The connection was never made: nothing reached the platform, so trying again is safe.
          return { kind: 'retry', giveUp: () => networkError(error, op, n, notSent) }
        }
        const status = answer.status
        if (status >= 200 && status < 300) {
          // Applied, whatever the body says: a body we cannot read must not lead to a resend.
          try {
            return {
              kind: 'done',
              value: { kind: 'sent', job: validate(answer, op, parseAgentJob) },
            }
          } catch (error) {
            if (error instanceof MalformedResponseError) {
              return { kind: 'done', value: { kind: 'sent', job: null } }
            }
            throw error
          }
        }
        if (status === 429) {
          // A 429 is refused before any work: the message was not applied.
          const wait = serverWait(answer)
          const saidPart = quoteSaid(platformText(answer))
          return {
            kind: 'retry',
            waitMs: wait,
            giveUp: () => rateLimited(op, wait, n, saidPart, notSent),
          }
        }
        if (status >= 400 && status < 500 && status !== 408) throw errorFor(answer, op)
        // 5xx, 408 and anything unexpected: the platform may have applied it before failing.
        const said = platformText(answer)
        const reason =
          `the platform answered ${status}${said === '' ? '' : ` ("${said}")`}; ` +
          `the message may have been applied`
        return { kind: 'done', value: { kind: 'unknown', reason: clean(reason) } }
      })
    },
  }
  return client

  function unknownReason(error: TransportError): string {
    if (error.aborted) return 'the run was cancelled while the message was being sent'
    if (error.timedOut) {
      return `no complete answer within ${formatWait(timeoutMs)}; the message may have been applied`
    }
    return `the connection failed after the message was sent (${error.code}); it may have been applied`
  }
}

function quoteSaid(said: string): string {
  return said === '' ? '' : ` (platform said: "${said}")`
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (typeof value === 'object' && value !== null) {
    const inner = (value as Record<string, unknown>).message
    if (typeof inner === 'string' && inner.trim() !== '') return inner
  }
  return undefined
}
