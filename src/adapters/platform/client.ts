/**
 * The platform API client: auth, deadlines, retries by meaning, error mapping and redaction.
 *
 * GETs are retried on transport failures, 429 and 5xx. The message POST is not idempotent: it is
 * resent only when the platform provably did not apply it (the connection was never made, or a
 * 429); any other doubt is reported as `unknown` so that the caller reads the job instead.
 */
import { redact } from '../../lib/redact.ts'
import { ACTION_NAME, ACTION_VERSION } from '../../version.ts'
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
import { MalformedResponseError } from '../../ports/platform-errors.ts'
import { PlatformAnswers, quoteSaid, type Operation } from './answers.ts'
import { parseAgentJob } from './parse.ts'
import {
  conversationsRead,
  feedbackByPageRead,
  feedbackRead,
  searchesRead,
  viewsRead,
  visitorsRead,
  type AnalyticsRead,
} from './analytics.ts'
import type {
  CreateResult,
  PlatformClient,
  SendResult,
  VisitorsPage,
  VisitorsQuery,
} from '../../ports/platform.ts'

interface PlatformClientSettings {
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

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

/** Three tries in all: the message budget (100 per project per hour) is too small to spend more. */
const DEFAULT_SEND_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 2_000,
  maxDelayMs: 15_000,
  maxRetryAfterMs: 60_000,
}

export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION} (GitHub Action; +https://github.com/features/actions)`

/** The policy with at most `cap` attempts: a caller's cap (its budget left) never raises it. */
function cappedPolicy(policy: RetryPolicy, cap: number | undefined): RetryPolicy {
  if (cap === undefined) return policy
  return { ...policy, maxAttempts: Math.max(1, Math.min(policy.maxAttempts, cap)) }
}

/** What an at-most-once POST came to: applied (with the answer), or maybe applied. */
type Posted = { kind: 'applied'; answer: HttpAnswer } | { kind: 'unknown'; reason: string }

/** What one attempt came to, as the retry loop needs it. */
type Step<T> = { kind: 'done'; value: T } | { kind: 'retry'; waitMs?: number; giveUp: () => Error }

/**
 * A PlatformClient over undici. Every error text is redacted of the API key (in every spelling)
 * and of `options.secrets`.
 */
export function createPlatformClient(
  settings: PlatformClientSettings,
  options: PlatformClientOptions = {},
): PlatformClient {
  return new HttpPlatformClient(settings, options)
}

class HttpPlatformClient implements PlatformClient {
  readonly #options: PlatformClientOptions
  readonly #baseUrl: string
  readonly #projectId: string
  readonly #clock: Clock
  readonly #timeoutMs: number
  readonly #headers: Record<string, string>
  readonly #answers: PlatformAnswers
  #requestCount = 0

  constructor(settings: PlatformClientSettings, options: PlatformClientOptions) {
    this.#options = options
    this.#baseUrl = settings.baseUrl.replace(/\/+$/, '')
    this.#projectId = settings.projectId
    this.#clock = options.clock ?? systemClock
    this.#timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
    this.#headers = {
      authorization: `Bearer ${settings.apiKey}`,
      accept: 'application/json',
      'user-agent': USER_AGENT,
    }
    const secrets = [settings.apiKey, ...(options.secrets ?? [])].filter((s) => s !== '')
    this.#answers = new PlatformAnswers({
      clean: (text) => redact(text, secrets),
      projectId: this.#projectId,
      baseUrl: this.#baseUrl,
      timeoutMs: this.#timeoutMs,
    })
  }

  /** Requests that reached the platform (attempts, retries included). */
  get requestCount(): number {
    return this.#requestCount
  }

  #jobUrl(jobId: string): string {
    const project = encodeURIComponent(this.#projectId)
    return `${this.#baseUrl}/v2/agent/${project}/job/${encodeURIComponent(jobId)}`
  }

  /** One attempt; counts it unless it provably never left (the only case nothing was spent). */
  async #attempt(call: Omit<HttpCall, 'headers' | 'timeoutMs'>): Promise<HttpAnswer> {
    const full: HttpCall = { ...call, headers: this.#headers, timeoutMs: this.#timeoutMs }
    try {
      const answer = await sendOnce(this.#options.dispatcher, full)
      this.#requestCount++
      return answer
    } catch (error) {
      if (!(error instanceof TransportError) || !error.notSent) this.#requestCount++
      throw error
    }
  }

  /**
   * The one retry loop of the client. `step` makes attempt n and says what it came to: a result, a
   * thrown error that ends the call, or a retry (after the server's wait, if it asked for one) with
   * the error to throw instead when no attempt is left or the wait is longer than the policy allows.
   */
  async #withRetries<T>(
    policy: RetryPolicy,
    signal: AbortSignal | undefined,
    step: (n: number) => Promise<Step<T>>,
  ): Promise<T> {
    const random = this.#options.random ?? Math.random
    for (let n = 1; ; n++) {
      signal?.throwIfAborted()
      const next = await step(n)
      if (next.kind === 'done') return next.value
      const tooLong = next.waitMs !== undefined && next.waitMs > policy.maxRetryAfterMs
      if (n >= policy.maxAttempts || tooLong) throw next.giveUp()
      await this.#clock.sleep(retryDelay(n, policy, random, next.waitMs), signal)
    }
  }

  /** A GET, retried on transport failures, 408, 429 and 5xx; the first 2xx answer or a typed error. */
  #getWithRetry(url: string, op: Operation, signal?: AbortSignal, cap?: number) {
    const policy = cappedPolicy(this.#options.retryPolicy ?? DEFAULT_RETRY_POLICY, cap)
    const answers = this.#answers
    return this.#withRetries(policy, signal, async (n): Promise<Step<HttpAnswer>> => {
      let answer: HttpAnswer
      try {
        answer = await this.#attempt({ method: 'GET', url, signal })
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        if (error.aborted) throw signal?.reason ?? error
        return { kind: 'retry', giveUp: () => answers.networkError(error, op, n) }
      }
      if (answer.status >= 200 && answer.status < 300) return { kind: 'done', value: answer }
      if (!isRetryableStatus(answer.status)) throw answers.errorFor(answer, op)
      const wait = this.#serverWait(answer)
      return { kind: 'retry', waitMs: wait, giveUp: () => answers.errorFor(answer, op, wait, n) }
    })
  }

  /** The wait the server asked for: Retry-After, else (on a 429) X-RateLimit-Reset. */
  #serverWait(answer: HttpAnswer): number | undefined {
    const now = this.#clock.now()
    const retryAfter = parseRetryAfter(answer.headers['retry-after'], now)
    if (retryAfter !== undefined) return retryAfter
    // The reset time comes on every answer from some servers; it is a wait only on a 429.
    if (answer.status !== 429) return undefined
    return parseRateLimitReset(answer.headers['x-ratelimit-reset'], now)
  }

  async getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob> {
    const op: Operation = { label: `get job '${jobId}'`, jobId }
    const answer = await this.#getWithRetry(this.#jobUrl(jobId), op, signal)
    return this.#answers.validate(answer, op, parseAgentJob)
  }

  getVisitors(query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage> {
    return this.#readAnalytics(visitorsRead(query), signal)
  }

  getSearches: PlatformClient['getSearches'] = (query, signal, limits) =>
    this.#readAnalytics(searchesRead(query), signal, limits?.maxAttempts)

  getFeedback: PlatformClient['getFeedback'] = (query, signal, limits) =>
    this.#readAnalytics(feedbackRead(query), signal, limits?.maxAttempts)

  getFeedbackByPage: PlatformClient['getFeedbackByPage'] = (query, signal, limits) =>
    this.#readAnalytics(feedbackByPageRead(query), signal, limits?.maxAttempts)

  getConversations: PlatformClient['getConversations'] = (query, signal, limits) =>
    this.#readAnalytics(conversationsRead(query), signal, limits?.maxAttempts)

  getViews: PlatformClient['getViews'] = (query, signal, limits) =>
    this.#readAnalytics(viewsRead(query), signal, limits?.maxAttempts)

  /** One page of an analytics export: a GET retried as reads are, its answer validated. */
  async #readAnalytics<T>(read: AnalyticsRead<T>, signal?: AbortSignal, cap?: number) {
    const project = encodeURIComponent(this.#projectId)
    const url = `${this.#baseUrl}/v1/analytics/${project}/${read.path}?${read.params}`
    const answer = await this.#getWithRetry(url, read.op, signal, cap)
    return this.#answers.validate(answer, read.op, read.parse)
  }

  /** Sends at most once: resent only when provably not applied (connection refused, 429). */
  async sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult> {
    const op: Operation = {
      label: `send the message to job '${jobId}'`,
      jobId,
      budget: '100 messages per project per hour',
    }
    const answer = await this.#postAtMostOnce(
      `${this.#jobUrl(jobId)}/message`,
      prompt,
      op,
      {
        what: 'the message',
        notSent: '; the message was not sent',
      },
      signal,
    )
    if (answer.kind === 'unknown') return answer
    // Applied, whatever the body says: a body we cannot read must not lead to a resend.
    try {
      return { kind: 'sent', job: this.#answers.validate(answer.answer, op, parseAgentJob) }
    } catch (error) {
      if (error instanceof MalformedResponseError) return { kind: 'sent', job: null }
      throw error
    }
  }

  /** Creates a job at most once, on the rules of `sendMessage`. */
  async createJob(prompt: string, signal?: AbortSignal): Promise<CreateResult> {
    const op: Operation = {
      label: 'create an agent job',
      budget: '100 job creations per project per hour',
    }
    const url = `${this.#baseUrl}/v2/agent/${encodeURIComponent(this.#projectId)}/job`
    const answer = await this.#postAtMostOnce(
      url,
      prompt,
      op,
      {
        what: 'the job creation',
        notSent: '; no job was created',
      },
      signal,
    )
    if (answer.kind === 'unknown') return answer
    try {
      return { kind: 'created', job: this.#answers.validate(answer.answer, op, parseAgentJob) }
    } catch (error) {
      if (!(error instanceof MalformedResponseError)) throw error
      // Created, but without a readable id the job cannot be followed, and must not be created again.
      const reason = `the platform answered ${answer.answer.status} (created) but its answer could not be read: ${error.message}`
      return { kind: 'unknown', reason: this.#answers.clean(reason) }
    }
  }

  /**
   * POSTs `{ prompt }` at most once: a 2xx answer (applied), `unknown` when it may have been
   * applied (no complete answer, 5xx, 408), a thrown error when it was refused (4xx); retried only
   * when provably not applied (connection never made, 429).
   */
  #postAtMostOnce(
    url: string,
    prompt: string,
    op: Operation,
    words: { what: string; notSent: string },
    signal: AbortSignal | undefined,
  ): Promise<Posted> {
    const policy = this.#options.sendRetryPolicy ?? DEFAULT_SEND_RETRY_POLICY
    const answers = this.#answers
    return this.#withRetries(policy, signal, async (n): Promise<Step<Posted>> => {
      let answer: HttpAnswer
      try {
        answer = await this.#attempt({ method: 'POST', url, json: { prompt }, signal })
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        if (!error.notSent) {
          const reason = answers.clean(answers.unknownReason(error, words.what))
          return { kind: 'done', value: { kind: 'unknown', reason } }
        }
        // The connection was never made: nothing reached the platform, so trying again is safe.
        return {
          kind: 'retry',
          giveUp: () => answers.networkError(error, op, n, words.notSent),
        }
      }
      const status = answer.status
      if (status >= 200 && status < 300) return { kind: 'done', value: { kind: 'applied', answer } }
      if (status === 429) {
        // A 429 is refused before any work: nothing was applied.
        const wait = this.#serverWait(answer)
        const saidPart = quoteSaid(answers.platformText(answer))
        return {
          kind: 'retry',
          waitMs: wait,
          giveUp: () => answers.rateLimited(op, wait, n, saidPart, words.notSent),
        }
      }
      if (status >= 400 && status < 500 && status !== 408) throw answers.errorFor(answer, op)
      // 5xx, 408 and anything unexpected: the platform may have applied it before failing.
      const said = answers.platformText(answer)
      const reason =
        `the platform answered ${status}${said === '' ? '' : ` ("${said}")`}; ` +
        `${words.what} may have been applied`
      return { kind: 'done', value: { kind: 'unknown', reason: answers.clean(reason) } }
    })
  }
}
