/**
 * Durations in words, one place for every text that shows one: elapsed times in comments and
 * summaries (`formatDuration`: `1h 02m`, `3m 12s`, `45s`) and waits in errors and hints
 * (`formatWait`: `45 s`, `12 min`, `2 h`, rounded up, since a wait is a promise not to come back
 * sooner).
 */

/** A day in milliseconds (dates are UTC: no day is longer or shorter). */
export const DAY_MS = 86_400_000

/** `1h 02m`, `3m 12s`, `45s`: an elapsed time, to the second. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`
  return `${s}s`
}

/** `45 s`, `12 min`, `2 h`: a wait, rounded up to its unit. */
export function formatWait(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  if (s < 120) return `${s} s`
  if (s < 7200) return `${Math.ceil(s / 60)} min`
  return `${Math.ceil(s / 3600)} h`
}
