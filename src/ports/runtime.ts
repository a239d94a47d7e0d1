/** What a flow needs of the runner besides the platform and GitHub: time and a log. */

/** Time, injected so polling and backoff can run on a simulated clock. */
export interface Clock {
  now(): number
  /** Resolves after `ms`; rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

/** The step's log; every line is redacted and made inert by the entry that builds it. */
export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}
