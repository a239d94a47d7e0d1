/**
 * Pure retry arithmetic: which answers are worth another attempt, how long to wait before it, and
 * what the server's own wait hints (Retry-After, X-RateLimit-Reset) ask for.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  /** Longest Retry-After we are willing to wait; a longer one ends the retries. */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
}

const DELTA_SECONDS = /^\d+(?:\.\d+)?$/
// The three date forms RFC 9110 allows: IMF-fixdate, obsolete RFC 850, and asctime. Date.parse
// alone accepts far too much ("1", "2024") to tell a date from garbage.
const HTTP_DATES = [
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
]

/** Retry-After as ms from now: delta-seconds or HTTP-date; undefined when absent or garbage; 0 allowed. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const text = value.trim()
  if (text === '') return undefined
  if (DELTA_SECONDS.test(text)) {
    const ms = Math.ceil(Number(text) * 1000)
    return Number.isFinite(ms) ? ms : undefined
  }
  if (!HTTP_DATES.some((form) => form.test(text))) return undefined
  // asctime has no zone; HTTP dates are always UTC.
  const at = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`)
  if (!Number.isFinite(at)) return undefined
  return Math.max(0, at - nowMs)
}

/**
 * X-RateLimit-Reset as ms from now. Servers disagree on its meaning: most send the epoch second
 * of the reset (GitHub), some the seconds left. A value too large to be a plausible wait is read
 * as an epoch time (seconds, or milliseconds when larger still). Undefined when absent or garbage.
 */
export function parseRateLimitReset(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const text = value.trim()
  if (!DELTA_SECONDS.test(text)) return undefined
  const n = Number(text)
  if (!Number.isFinite(n)) return undefined
  if (n >= 1e12) return Math.max(0, Math.ceil(n - nowMs))
  if (n >= 1e9) return Math.max(0, Math.ceil(n * 1000 - nowMs))
  return Math.ceil(n * 1000)
}

/** Capped exponential backoff with jitter for attempt n (1 = first retry). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  const exponent = Math.max(0, Math.min(30, attempt - 1))
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent)
  // "Equal jitter": never less than half the ceiling, so a retry is never immediate, yet clients
  // that failed together do not come back together.
  const r = Math.min(Math.max(random(), 0), 1)
  return Math.round(ceiling / 2 + (ceiling / 2) * r)
}

/** The wait before the next attempt: max(backoff, Retry-After) when Retry-After is valid. */
export function retryDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs: number | undefined,
): number {
  const backoff = backoffDelay(attempt, policy, random)
  return retryAfterMs === undefined ? backoff : Math.max(backoff, retryAfterMs)
}

/** 408, 429, 500–599. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599)
}
