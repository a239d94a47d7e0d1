/**
 * Durations: the one parser of the duration inputs (`timeout`, `poll-interval`) and the one
 * formatter of every duration the action writes (elapsed times in comments and summaries, waits
 * in errors and hints, bounds in input errors), in the narrow English units of
 * `Intl.DurationFormat`: `1h 2m`, `3m 12s`, `45s`.
 */

export const SECOND_MS = 1000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
/** A day in milliseconds (dates are UTC: no day is longer or shorter). */
export const DAY_MS = 24 * HOUR_MS

let narrow: Intl.DurationFormat | undefined
/** Made on first use: nothing is built while the action starts. */
const units = (): Intl.DurationFormat =>
  (narrow ??= new Intl.DurationFormat('en', { style: 'narrow' }))

/**
 * Parses a duration: plain seconds (`600`) or days, hours, minutes and seconds in that order
 * (`90s`, `15m`, `1h`, `1h30m`, `7d`, `1d12h`), case-insensitive. Returns milliseconds, or undefined when the
 * text is not a duration. Range checks are the caller's.
 */
export function parseDuration(text: string): number | undefined {
  const value = text.trim().toLowerCase()
  if (/^\d{1,9}$/.test(value)) return Number(value) * SECOND_MS
  const match = /^(?:(\d{1,9})d)?(?:(\d{1,9})h)?(?:(\d{1,9})m)?(?:(\d{1,9})s)?$/.exec(value)
  if (!match || value === '') return undefined
  const [d, h, m, s] = [match[1], match[2], match[3], match[4]].map((part) => Number(part ?? '0'))
  return (d ?? 0) * DAY_MS + (h ?? 0) * HOUR_MS + (m ?? 0) * MINUTE_MS + (s ?? 0) * SECOND_MS
}

/** `1h 2m`, `3m 12s`, `45s`: to the second, in its two largest units. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / SECOND_MS))
  const [hours, minutes, seconds] = [
    Math.floor(total / 3600),
    Math.floor((total % 3600) / 60),
    total % 60,
  ]
  const parts = hours > 0 ? { hours, minutes } : minutes > 0 ? { minutes, seconds } : { seconds }
  return units().format(parts) || '0s'
}

/** `45s`, `12m`, `2h`: a wait, rounded up to one unit, since it promises not to come sooner. */
export function formatWait(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / SECOND_MS))
  if (s < 120) return formatDuration(s * SECOND_MS)
  if (s < 7200) return units().format({ minutes: Math.ceil(s / 60) })
  return units().format({ hours: Math.ceil(s / 3600) })
}
