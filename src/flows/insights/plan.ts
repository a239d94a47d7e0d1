/**
 * The request plan of `mode: insights`: before the first request, which analytics requests the run
 * will make within `max-requests`, in which order, and what that leaves out. Pure.
 *
 * Every analytics endpoint shares one budget of 100 requests per organization per hour, so a run
 * spends its `max-requests` on the most useful requests first:
 *
 * - **Breadth before depth.** Each chosen signal is a stream of requests; the k-th request of every
 *   signal comes before the (k+1)-th of any. One page of each signal already shows its worst gaps
 *   (searches come ordered by hits), while a second page of one signal only deepens it, and a signal
 *   with no request at all would be reported as unknown.
 * - **Within a round, by what a request is worth** (the order of signals/registry.ts; each
 *   signal's module says why it stands where it does): `searches` first (rows come ordered by hits, so
 *   the first pages carry the most evidence, and reading stops early once hits fall under
 *   `min-count`, giving the rest back), then `feedback` (its first request, feedback by page, is the
 *   only one that export allows and holds every page gap's counts; later ones read the readers'
 *   comments), then `assistant` (1,000 turns a page, in no published order: each page is a sample),
 *   and `views` last (a weight on page-bound gaps, not a gap of its own).
 * - **The largest page each endpoint takes**, so that no request is spent on rows a bigger page
 *   would have brought: searches, feedback and feedback by page 100, assistant 1,000, views 250.
 *
 * The number of pages of a signal is not known before reading, so the plan is the first
 * `max-requests` requests of this order; when a signal ends early (no more pages, or searches under
 * the floor) the reader gives its turns to the next requests in the same order.
 */
import { ANALYTICS_REQUESTS_PER_HOUR } from '../../ports/platform.ts'
import { INSIGHT_SIGNALS, signalUnit, type InsightSignal } from './signals/registry.ts'
import type { StreamRequest } from './signals/unit.ts'

/** The analytics budget of an hour, and so the most `max-requests` can be. */
const MAX_REQUESTS_LIMIT = ANALYTICS_REQUESTS_PER_HOUR

/** One planned request: the `page`-th (from 1) of `endpoint`, for `signal`. */
export interface PlannedRequest extends StreamRequest {
  signal: InsightSignal
}

/** A signal, or part of one, that the run will not read, and why. */
export interface LeftOut {
  signal: InsightSignal
  reason: string
}

interface RequestPlan {
  maxRequests: number
  /** The chosen signals, deduplicated, in priority order. */
  signals: InsightSignal[]
  /** In the order they will be made; never more than `maxRequests`. */
  requests: PlannedRequest[]
  /** Chosen signals the budget gives no request at all. */
  leftOut: LeftOut[]
}

/** The `index`-th request (from 0) of a signal's stream (its module says which). */
function streamRequest(signal: InsightSignal, index: number): PlannedRequest {
  return { signal, ...signalUnit(signal).request(index) }
}

/** The chosen signals, deduplicated, in priority order (the order they were given does not count). */
function orderSignals(signals: Iterable<InsightSignal>): InsightSignal[] {
  const chosen = new Set(signals)
  return INSIGHT_SIGNALS.filter((s) => chosen.has(s))
}

/** How far along a signal counts when choosing the next request (lower goes first). */
function turn(signal: InsightSignal, made: number): number {
  return signalUnit(signal).turn(made)
}

/**
 * The next request of breadth-first reading: among the signals still `open`, the one with the
 * fewest requests `made` (as its module counts them: feedback entries past their first page go
 * last), ties going to the higher priority; null when none is open.
 */
export function nextRequest(
  signals: readonly InsightSignal[],
  made: ReadonlyMap<InsightSignal, number>,
  open: (signal: InsightSignal) => boolean,
): PlannedRequest | null {
  let best: InsightSignal | null = null
  let fewest = Infinity
  for (const signal of orderSignals(signals)) {
    const count = turn(signal, made.get(signal) ?? 0)
    if (open(signal) && count < fewest) {
      best = signal
      fewest = count
    }
  }
  return best === null ? null : streamRequest(best, made.get(best) ?? 0)
}

/**
 * The plan: the first `maxRequests` requests of breadth-first reading over the chosen signals,
 * and the signals it cannot reach. Throws a RangeError when `maxRequests` is not an integer from
 * 1 to 100 (settings validate it first; this guards the budget).
 */
export function planRequests(signals: Iterable<InsightSignal>, maxRequests: number): RequestPlan {
  if (!Number.isInteger(maxRequests) || maxRequests < 1 || maxRequests > MAX_REQUESTS_LIMIT) {
    throw new RangeError(
      `max-requests must be an integer from 1 to ${MAX_REQUESTS_LIMIT} (got ${maxRequests})`,
    )
  }
  const ordered = orderSignals(signals)
  const made = new Map<InsightSignal, number>()
  const requests: PlannedRequest[] = []
  while (requests.length < maxRequests) {
    const next = nextRequest(ordered, made, () => true)
    if (next === null) break
    requests.push(next)
    made.set(next.signal, (made.get(next.signal) ?? 0) + 1)
  }
  const leftOut = ordered
    .filter((s) => !made.has(s))
    .map((signal) => ({
      signal,
      reason:
        `budget: max-requests ${maxRequests} reads one request of the first ${maxRequests} ` +
        `of ${ordered.length} signals, in priority order (${ordered.join(', ')})`,
    }))
  return { maxRequests, signals: ordered, requests, leftOut }
}
