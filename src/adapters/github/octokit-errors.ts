/**
 * Octokit's errors mapped onto the action's typed GitHub errors: each says what the action was
 * trying to do and what to change (the missing `permissions:` scope, the token, the resource, when
 * a rate limit resets), in text that never holds the token.
 */
import { RequestError } from '@octokit/request-error'
import { formatWait } from '../../lib/duration.ts'
import { oneLine, shorten } from '../../lib/text.ts'
import {
  GitHubAuthError,
  GitHubError,
  GitHubNotFoundError,
  GitHubPermissionError,
  GitHubRateLimitError,
  type PermissionNeed,
} from '../../ports/github-errors.ts'

/** Longest rate-limit wait, in seconds, that the client waits out before giving up. */
export const MAX_RATE_LIMIT_WAIT_S = 60

/** What a call is, for errors that say what failed and what to change. */
export interface CallSpec {
  /** Verb phrase for messages: "edit comment 123". */
  what: string
  /** What a 404 means was missing: "comment 123 in acme/docs". */
  resource: string
  /** What a 403 "not accessible by integration" means is missing; null: no scope helps. */
  need: PermissionNeed | null
  /** A create: not retried, and a lost answer means it may exist. */
  create?: boolean
}

/**
 * The typed error for whatever an Octokit call threw; a value that is no request error (a bug)
 * is returned as it is.
 */
export function fromOctokitError(
  error: unknown,
  spec: CallSpec,
  clean: (text: string) => string,
): unknown {
  if (error instanceof GitHubError) return error
  if (!(error instanceof RequestError) && !isAbort(error)) return error
  const attempts = error instanceof RequestError ? attemptsOf(error) : 1
  const tries = attempts > 1 ? ` after ${attempts} attempts` : ''
  const response = error instanceof RequestError ? error.response : undefined
  if (!response) {
    // No answer: the connection failed, was cut, or the deadline passed.
    const reason = transportReason(error)
    const doubt = spec.create
      ? /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(reason)
        ? '; it was not applied'
        : '; it may or may not have been applied, so it was not sent again'
      : ''
    return new GitHubError(clean(`could not ${spec.what}${tries}: ${reason}${doubt}`), null, {
      cause: error,
    })
  }
  const status = response.status
  const text = errorText(response.data, status, clean)
  const headers = response.headers as Record<string, string | undefined>
  if (status === 403 && /not accessible by integration/i.test(text) && spec.need) {
    return new GitHubPermissionError(spec.what, spec.need, text)
  }
  const limit = rateLimitWait(status, headers, text)
  if (limit) {
    const now = Date.now()
    const resetAt = limit.waitMs === undefined ? null : now + limit.waitMs
    const when =
      resetAt === null
        ? 'GitHub did not say when it lifts'
        : `it resets at ${new Date(resetAt).toISOString().slice(11, 19)} UTC (in about ${formatWait(resetAt - now)})`
    return new GitHubRateLimitError(
      clean(`GitHub's rate limit stopped '${spec.what}'${tries}: ${text}; ${when}.`),
      status,
      resetAt,
    )
  }
  if (status === 401) return new GitHubAuthError(spec.what, text)
  if (status === 404) {
    return new GitHubNotFoundError(
      `GitHub found no ${spec.resource} while trying to ${spec.what} (404: ${text}).`,
      spec.resource,
    )
  }
  return new GitHubError(
    `GitHub answered ${status} to '${spec.what}'${tries}: ${text}.`,
    status,
    status === 403
      ? { hint: 'the token may lack access to this repository, or the action may be blocked' }
      : undefined,
  )
}

/** GitHub's message (with validation details), one line, shortened and redacted. */
function errorText(data: unknown, status: number, clean: (text: string) => string): string {
  let text = typeof data === 'string' ? data : ''
  if (typeof data === 'object' && data !== null) {
    const body = data as { message?: unknown; errors?: unknown }
    if (typeof body.message === 'string') {
      const details = Array.isArray(body.errors)
        ? body.errors.map(describeValidationError).filter(Boolean)
        : []
      text = details.length > 0 ? `${body.message} (${details.join('; ')})` : body.message
    }
  }
  return clean(shorten(oneLine(text) || `HTTP ${status}`, 300))
}

/** Attempts made, as the retry plugin counts them. */
export function attemptsOf(error: RequestError): number {
  const retryCount = (error.request.request as { retryCount?: number } | undefined)?.retryCount
  return (retryCount ?? 0) + 1
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')
}

/** True when no answer came, or the server failed: the request says nothing about the token. */
export function isUnanswered(error: Error): boolean {
  if (isAbort(error)) return true
  if (!(error instanceof RequestError)) return false
  return error.response === undefined || error.status >= 500
}

/** Why no answer came, with the most specific error code found in the causes. */
function transportReason(error: unknown): string {
  if (isAbort(error) || (error instanceof Error && isAbort(error.cause))) {
    return 'no complete answer in time'
  }
  const messages: string[] = []
  let code: string | undefined
  for (let e: unknown = error; e instanceof Error && messages.length < 5; e = e.cause) {
    messages.push(e.message)
    const own = (e as { code?: unknown }).code
    if (typeof own === 'string') code = own
  }
  const message = messages.at(-1) ?? 'no answer'
  return code && !message.includes(code) ? `${message} (${code})` : message
}

function describeValidationError(e: unknown): string {
  if (typeof e === 'string') return e
  if (typeof e !== 'object' || e === null) return ''
  const { message, field, code } = e as { message?: unknown; field?: unknown; code?: unknown }
  if (typeof message === 'string') return message
  return [field, code].filter((part) => typeof part === 'string' && part).join(' ')
}

/**
 * Whether an error answer is a rate limit, and how long GitHub asks us to wait (undefined: it did
 * not say). Primary limit: remaining 0 until x-ratelimit-reset. Secondary limit: 403/429 with
 * retry-after, or its message alone.
 */
function rateLimitWait(
  status: number,
  headers: Record<string, string | undefined>,
  text: string,
): { waitMs: number | undefined } | null {
  if (status !== 403 && status !== 429) return null
  const retryAfter = Number(headers['retry-after'])
  const hasRetryAfter = headers['retry-after'] !== undefined && Number.isFinite(retryAfter)
  const exhausted = headers['x-ratelimit-remaining']?.trim() === '0'
  if (status === 403 && !hasRetryAfter && !exhausted && !/rate limit/i.test(text)) return null
  if (hasRetryAfter) return { waitMs: Math.max(0, retryAfter * 1000) }
  const reset = Number(headers['x-ratelimit-reset'])
  if (exhausted && Number.isFinite(reset) && reset > 0) {
    return { waitMs: Math.max(0, reset * 1000 - Date.now()) }
  }
  return { waitMs: /secondary rate limit/i.test(text) ? MAX_RATE_LIMIT_WAIT_S * 1000 : undefined }
}
