/**
 * Typed errors. Library code throws these; only main.ts turns a thrown value into a failed step.
 */
import { shorten } from './lib/text.ts'

/** Base of every error the action explains to its user. `hint` says what to do about it. */
export class ActionError extends Error {
  readonly hint: string | undefined
  constructor(message: string, options?: { hint?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.hint = options?.hint
  }
}

/** A bad input value: names the input, what it accepts and what it got. */
export class InputError extends ActionError {
  readonly input: string
  constructor(input: string, accepts: string, got: string) {
    super(`input '${input}' ${accepts} (got '${shorten(got, 80)}')`)
    this.input = input
  }
}

/** What to do about `error`, when it is one of ours and says so; else null. */
export function hintOf(error: unknown): string | null {
  return error instanceof ActionError ? (error.hint ?? null) : null
}

/** A message for any thrown value, `Error` or not. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/**
 * A failed HTTP call to the platform or to GitHub. `status` is the HTTP status of the answer, or
 * null when no complete answer arrived.
 */
export class HttpError extends ActionError {
  readonly status: number | null
  constructor(
    message: string,
    status: number | null,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, options)
    this.status = status
  }
}
