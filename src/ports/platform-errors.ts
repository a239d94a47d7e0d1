/**
 * Typed errors of the platform client. Each says what went wrong in the user's terms and, in
 * `hint`, what to do about it. Their texts are built already redacted by the client.
 */
import { HttpError } from '../errors.ts'

const API_KEYS_PAGE = 'https://app.mintlify.com/settings/organization/api-keys'

/** Any failure of a platform call. `status` is the HTTP status, or null when none arrived. */
export class PlatformError extends HttpError {}

/** 401: the key is missing, invalid or expired. */
export class AuthError extends PlatformError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 401, {
      ...options,
      hint:
        `Admin API keys expire after 7–90 days: create a new one on the API keys page ` +
        `(${API_KEYS_PAGE}) and update the secret given as 'api-key'.`,
    })
  }
}

/** 403: the key lacks the scope, or is restricted to IP ranges the runner is not in. */
export class ForbiddenError extends PlatformError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 403, {
      ...options,
      hint:
        `Give the key the scope it needs on the API keys page ` +
        `(${API_KEYS_PAGE}), or lift its IP restriction: hosted runners use changing addresses ` +
        `(use a self-hosted runner with a fixed address otherwise).`,
    })
  }
}

/** 404: the job or the project does not exist (for this key). */
export class NotFoundError extends PlatformError {
  /** What was not found, as far as the answer tells. */
  readonly resource: 'job' | 'project'
  constructor(message: string, resource: 'job' | 'project', options?: { cause?: unknown }) {
    super(message, 404, {
      ...options,
      hint:
        resource === 'job'
          ? `Check the job id ('job=<id>' in the command or the 'job-id' input) and 'project-id'.`
          : `Check 'project-id': copy it from the API keys page (${API_KEYS_PAGE}).`,
    })
    this.resource = resource
  }
}

/** 400: the platform refused the request; the message carries the platform's own text. */
export class BadRequestError extends PlatformError {
  /** The platform's explanation, shortened and redacted. */
  readonly platformText: string
  constructor(message: string, platformText: string, options?: { hint?: string; cause?: unknown }) {
    super(message, 400, options)
    this.platformText = platformText
  }
}

/** 429, after the retries allowed, or with a wait longer than we accept. */
export class RateLimitedError extends PlatformError {
  /** The wait the platform asked for (Retry-After / X-RateLimit-Reset), when it said. */
  readonly retryAfterMs: number | undefined
  constructor(
    message: string,
    retryAfterMs: number | undefined,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, 429, options)
    this.retryAfterMs = retryAfterMs
  }
}

/** 5xx (or 408) after the retries allowed. */
export class ServerError extends PlatformError {
  constructor(message: string, status: number, options?: { hint?: string; cause?: unknown }) {
    super(message, status, options)
  }
}

/** No answer arrived (connection refused or cut, DNS failure, deadline), after the retries allowed. */
export class NetworkError extends PlatformError {
  /** The transport's error code, e.g. 'ECONNREFUSED' or 'ETIMEDOUT'. */
  readonly code: string
  constructor(message: string, code: string, options?: { hint?: string; cause?: unknown }) {
    super(message, null, options)
    this.code = code
  }
}

/** The platform answered, but not with what the API describes (not JSON, wrong shape). */
export class MalformedResponseError extends PlatformError {
  constructor(
    message: string,
    status: number | null,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, status, options)
  }
}

/** A job whose status is none of the documented ones: never read as success. */
export class UnknownStatusError extends MalformedResponseError {
  /** The status as the platform sent it. */
  readonly rawStatus: string
  constructor(
    message: string,
    rawStatus: string,
    status: number | null,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, status, options)
    this.rawStatus = rawStatus
  }
}
