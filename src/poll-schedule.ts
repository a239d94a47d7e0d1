/**
 * When to poll a job. Most follow-ups finish within minutes, so early polls come quickly (a short
 * job is seen within a couple of seconds of ending) and the gap then grows linearly to
 * `poll-interval`, which bounds both the detection delay of long jobs and the requests they cost
 * (a 30-minute job costs under 10% more requests than a fixed poller at `poll-interval`).
 */

/** The first gap after the send, in ms. */
export const FIRST_GAP_MS = 1_500
/** Growth of the gap per ms elapsed since the send: +1 s of gap per 12 s of waiting. */
const GROWTH_PER_MS = 1 / 12
/** Jitter of ±10% while the gap grows, so that runs started together do not poll in lockstep. */
const JITTER = 0.1
/** At the cap the jitter can only shorten the gap; kept small so long jobs cost few extra polls. */
const CAP_JITTER = 0.03

/**
 * The gap before the next poll, given the time since the message was sent.
 * Never above `pollIntervalMs` (the jitter only shortens the gap at the cap).
 */
export function nextPollGap(
  elapsedMs: number,
  pollIntervalMs: number,
  random: () => number,
): number {
  const growing = FIRST_GAP_MS + Math.max(0, elapsedMs) * GROWTH_PER_MS
  const gap =
    growing < pollIntervalMs
      ? growing * (1 + (random() * 2 - 1) * JITTER)
      : pollIntervalMs * (1 - random() * CAP_JITTER)
  return Math.max(250, Math.min(pollIntervalMs, Math.round(gap)))
}

/**
 * How long after the send a terminal status counts even if the job was never seen `active`.
 * The platform does not say whether a GET right after the POST can still show the job's previous
 * terminal status; seeing `active` (the POST's own answer included) proves the message was taken
 * up, otherwise we wait this long before believing a terminal status.
 */
export const TERMINAL_GRACE_MS = 10_000
