/**
 * The platform's answers in the action's words: the typed error for each failed answer (what went
 * wrong, and in `hint` what to do), the platform's own explanation (`error`, then `message`, then
 * the text of an HTML page), and JSON decoding with the call named in what went wrong. Every text
 * is redacted of the key and the other secrets.
 */
import { formatWait } from '../../lib/duration.ts'
import { oneLine, shorten } from '../../lib/text.ts'
import type { TransportError, HttpAnswer } from '../http/request.ts'
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

const MAX_PLATFORM_TEXT = 300

/** What one call is, in the words its errors use. */
export interface Operation {
  /** e.g. `get job 'abc'`. */
  label: string
  /** The job the call is about, when it is about one (for 404s). */
  jobId?: string
  /** The published rate limit of the call, for a 429's message. */
  budget?: string
}

export class PlatformAnswers {
  readonly clean: (text: string) => string
  readonly projectId: string
  readonly baseUrl: string
  readonly timeoutMs: number

  constructor(context: {
    clean: (text: string) => string
    projectId: string
    baseUrl: string
    timeoutMs: number
  }) {
    this.clean = context.clean
    this.projectId = context.projectId
    this.baseUrl = context.baseUrl
    this.timeoutMs = context.timeoutMs
  }

  decodeJson(answer: HttpAnswer, op: Operation): unknown {
    try {
      return JSON.parse(answer.text) as unknown
    } catch {
      const type = answer.headers['content-type'] ?? 'none'
      const jsonType = /\bjson\b/i.test(type)
      const what = jsonType ? 'was not valid JSON' : 'was not JSON'
      const snippet =
        answer.text.trim() === '' ? 'an empty body' : `"${this.plainText(answer, 80)}"`
      throw new MalformedResponseError(
        this.clean(
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
  validate<T>(answer: HttpAnswer, op: Operation, parse: (value: unknown) => T): T {
    const value = this.decodeJson(answer, op)
    try {
      return parse(value)
    } catch (error) {
      if (!(error instanceof MalformedResponseError)) throw error
      const message = this.clean(
        `the platform's answer to ${op.label} is not as documented: ${error.message}`,
      )
      const hint = 'The platform may have changed its API; please report this with the run log.'
      if (error instanceof UnknownStatusError) {
        throw new UnknownStatusError(message, this.clean(error.rawStatus), answer.status, { hint })
      }
      throw new MalformedResponseError(message, answer.status, { hint, cause: error })
    }
  }

  /** The typed error for an answer that is not a success. */
  errorFor(answer: HttpAnswer, op: Operation, waitMs?: number, attempts?: number): PlatformError {
    const status = answer.status
    const said = this.platformText(answer)
    const saidPart = quoteSaid(said)
    const head = `the platform answered ${status} to ${op.label}`
    switch (true) {
      case status === 401:
        return new AuthError(this.clean(`${head}: the API key is invalid or expired${saidPart}`))
      case status === 403:
        return new ForbiddenError(
          this.clean(
            `${head}: the key lacks the scope (read for GET, write for the rest), or is ` +
              `restricted to IP ranges the runner is not in (common on hosted runners)${saidPart}`,
          ),
        )
      case status === 404: {
        // Both a missing job and a missing project answer 404; the body tells which.
        const project = op.jobId === undefined || /project/i.test(said)
        const what = project
          ? `project '${this.projectId}' was not found (or the key belongs to another project)`
          : `job '${op.jobId ?? ''}' was not found in project '${this.projectId}'`
        return new NotFoundError(
          this.clean(`${head}: ${what}${saidPart}`),
          project ? 'project' : 'job',
        )
      }
      case status === 400:
        return new BadRequestError(
          this.clean(`${head}: ${said === '' ? 'the request was refused' : said}`),
          this.clean(said),
        )
      case status === 429:
        return this.rateLimited(op, waitMs, attempts ?? 1, saidPart)
      case status >= 500 || status === 408:
        return new ServerError(
          this.clean(
            `${head}${attempts && attempts > 1 ? ` ${attempts} times in a row` : ''}` +
              `${waitMs !== undefined ? ` and asked to wait ${formatWait(waitMs)}` : ''}${saidPart}`,
          ),
          status,
          { hint: 'The platform is having trouble; try again later.' },
        )
      default:
        return new PlatformError(this.clean(`${head}, which was not expected${saidPart}`), status)
    }
  }

  rateLimited(
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
      this.clean(
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

  networkError(
    error: TransportError | undefined,
    op: Operation,
    attempts: number,
    outcome = '',
  ): NetworkError {
    const code = error?.code ?? 'UNKNOWN'
    const why = error?.timedOut
      ? `no complete answer within ${formatWait(this.timeoutMs)}`
      : (error?.message ?? 'no answer')
    return new NetworkError(
      this.clean(
        `could not reach the platform to ${op.label} after ${attempts} attempt(s): ${why}${outcome}`,
      ),
      code,
      {
        hint: `Check 'base-url' (${this.baseUrl}) and the runner's network access to it.`,
        cause: error,
      },
    )
  }

  /** The platform's explanation in an error answer: `error`, then `message`, then the raw text. */
  platformText(answer: HttpAnswer): string {
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
    return this.clean(
      shorten((text ?? this.plainText(answer, MAX_PLATFORM_TEXT)).trim(), MAX_PLATFORM_TEXT),
    )
  }

  /** The body as one line of plain text (an HTML error page reduced to its words). */
  plainText(answer: HttpAnswer, max: number): string {
    let text = answer.text
    if (/html/i.test(answer.headers['content-type'] ?? '') || /^\s*</.test(text)) {
      text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
    }
    return this.clean(shorten(oneLine(text), max))
  }

  /** Why a POST's fate is unknown; `what` names what was posted (`the message`, `the job creation`). */
  unknownReason(error: TransportError, what: string): string {
    if (error.aborted) return `the run was cancelled while ${what} was being sent`
    if (error.timedOut) {
      return `no complete answer within ${formatWait(this.timeoutMs)}; ${what} may have been applied`
    }
    return `the connection failed after ${what} was sent (${error.code}); it may have been applied`
  }
}

export function quoteSaid(said: string): string {
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
