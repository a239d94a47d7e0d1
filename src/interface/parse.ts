/**
 * The parsers every mode's settings are built with. Each error names the input, what it accepts
 * and what it got: `input 'page-size' must be an integer from 1 to 250 (got '300')`.
 */
import { parseDuration } from '../lib/duration.ts'
import { InputError } from '../errors.ts'
import { CONTROL } from '../lib/text.ts'

/** One of `choices`, case-insensitive. */
export function parseChoice<T extends string>(
  input: string,
  text: string,
  choices: readonly T[],
): T {
  const value = text.toLowerCase()
  const choice = choices.find((c) => c === value)
  if (choice === undefined) {
    throw new InputError(input, `must be one of ${choices.join(', ')}`, text)
  }
  return choice
}

/** true/false, yes/no or 1/0. */
export function parseBoolean(input: string, text: string): boolean {
  const value = text.toLowerCase()
  if (value === 'true' || value === 'yes' || value === '1') return true
  if (value === 'false' || value === 'no' || value === '0') return false
  throw new InputError(input, 'must be true or false (yes/no and 1/0 are accepted too)', text)
}

/** A whole number from `min` to `max`. */
export function parseIntegerInput(input: string, text: string, min: number, max: number): number {
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!(value >= min && value <= max)) {
    throw new InputError(input, `must be an integer from ${min} to ${max}`, text)
  }
  return value
}

/** An issue or pull request number, or undefined when empty. */
export function parseOptionalInteger(input: string, text: string): number | undefined {
  if (text === '') return undefined
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN
  if (!(value >= 1 && Number.isSafeInteger(value))) {
    throw new InputError(
      input,
      'must be a positive integer (an issue or pull request number)',
      text,
    )
  }
  return value
}

/** A duration (`90s`, `15m`, `1h30m`, `7d` or plain seconds) within `bounds`, in milliseconds. */
export function parseDurationInput(
  input: string,
  value: string,
  bounds: { min: number; max: number; range: string },
): number {
  const ms = parseDuration(value)
  if (ms === undefined || ms < bounds.min || ms > bounds.max) {
    throw new InputError(
      input,
      `must be a duration from ${bounds.range}, such as 90s, 15m, 1h30m or plain seconds (600)`,
      value,
    )
  }
  return ms
}

/** A file or folder path on one line, or undefined when empty. */
export function parseOptionalPath(input: string, text: string): string | undefined {
  if (CONTROL.test(text)) {
    throw new InputError(input, 'must be a path without control characters', text)
  }
  return text === '' ? undefined : text
}

/** The longest issue title GitHub takes. */
const MAX_TITLE = 256

/**
 * `report-issue`: an issue title on one line, `fallback` when empty (empty: no report issue), or
 * null for `none` in any case: no issue and no memory, in every mode that takes the input.
 */
export function parseReportIssue(text: string, fallback = ''): string | null {
  if (text.toLowerCase() === 'none') return null
  const title = text === '' ? fallback : text
  if (title.length > MAX_TITLE || CONTROL.test(title)) {
    throw new InputError(
      'report-issue',
      `must be an issue title of at most ${MAX_TITLE} characters on one line, or none`,
      text,
    )
  }
  return title === '' ? null : title
}

/** `command`: `/` and a name without white space, such as `/docs-agent`. */
export function parseCommandName(value: string): string {
  if (!/^\/\S+$/.test(value) || CONTROL.test(value)) {
    throw new InputError(
      'command',
      "must be '/' followed by a name without white space, such as /docs-agent",
      value,
    )
  }
  return value
}
