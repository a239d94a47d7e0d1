/**
 * When to poll a job. Most follow-ups finish within minutes, so early polls come quickly (a job
 * that ends within a minute is seen ~2 s after it ends), then the gap grows to `poll-interval`,
 * which bounds both the detection delay of long jobs and the requests they cost (a 30-minute job
 * costs under 10% more than a fixed poller at `poll-interval`). `npm run bench` measures all three.
 */

/**
 * The gap (ms) at times (ms since the send), linear in between: about 1 s at first, 3.5–4 s through
 * the first minute (where most short jobs end: seen ~2 s after they end), then up to 10 s by 80 s.
 */
const KNOTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1_000],
  [8_000, 3_500],
  [65_000, 4_000],
  [80_000, 10_000],
]
/** After the last knot the gap grows by 1 s per 2 s waited, until it reaches `poll-interval`. */
const LATE_GROWTH = 1 / 2
/** Jitter of ±10% while the gap grows, so that runs started together do not poll in lockstep. */
const JITTER = 0.1

/** The first gap after the send, in ms. */
export const FIRST_GAP_MS = KNOTS[0]?.[1] ?? 1_000

/** The gap without jitter, given the time since the message was sent. */
function baseGap(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs)
  for (let i = 1; i < KNOTS.length; i++) {
    const [t0, g0] = KNOTS[i - 1] as readonly [number, number]
    const [t1, g1] = KNOTS[i] as readonly [number, number]
    if (t <= t1) return g0 + ((g1 - g0) * (t - t0)) / (t1 - t0)
  }
  const [tLast, gLast] = KNOTS[KNOTS.length - 1] as readonly [number, number]
  return gLast + (t - tLast) * LATE_GROWTH
}

/**
 * The gap before the next poll, given the time since the message was sent. Never above
 * `pollIntervalMs`; at the cap it is exactly `pollIntervalMs` (a jitter there would only add polls).
 */
export function nextPollGap(
  elapsedMs: number,
  pollIntervalMs: number,
  random: () => number,
): number {
  const base = baseGap(elapsedMs)
  if (base >= pollIntervalMs) return pollIntervalMs
  const jittered = base * (1 + (random() * 2 - 1) * JITTER)
  return Math.max(250, Math.min(pollIntervalMs, Math.round(jittered)))
}

/**
 * How long after the send a terminal status counts even if the job was never seen `active`.
 * The platform does not say whether a GET right after the POST can still show the job's previous
 * terminal status; seeing `active` (the POST's own answer included) proves the message was taken
 * up, otherwise we wait this long before believing a terminal status.
 */
export const TERMINAL_GRACE_MS = 10_000
