/**
 * The numbers a gap is judged by: the click-through rate read on either scale, and the lower
 * bound of a share for ranking pages by their thumbs-down.
 */

/** The scale of one searches export's `ctr`: a fraction (0–1) or a percentage (0–100). */
type CtrScale = 1 | 100

/**
 * Decides the scale of one export's `ctr` from all its rows together (every page of one run's
 * export, never row by row: a 0.5 means 50 % on one scale and 0.5 % on the other, and only its
 * neighbours can tell which).
 *
 * Rule: if any row's `ctr` is greater than 1, the export is on the 0–100 scale; otherwise 0–1.
 * Edge cases, by design:
 * - an export of only zeros (no click anywhere) reads the same on both scales;
 * - a 0–100 export whose every rate is at most 1 % (all of 0, 0.5, 1) is read as 0–1: those terms
 *   then look well clicked (up to 100 %) and raise no gap; a gap may be missed, none is invented;
 * - a value of exactly 1 with no larger one is read as 100 % (the fraction scale);
 * - NaN, infinite and negative values are ignored for the decision and read as 0 (see `readCtr`).
 */
export function ctrScale(ctrs: Iterable<number>): CtrScale {
  for (const ctr of ctrs) if (Number.isFinite(ctr) && ctr > 1) return 100
  return 1
}

/** One row's `ctr` as a fraction from 0 to 1 on the export's scale; junk reads as 0, excess as 1. */
export function readCtr(ctr: number, scale: CtrScale): number {
  if (!Number.isFinite(ctr) || ctr <= 0) return 0
  return Math.min(1, ctr / scale)
}

/** A count as the exports give it (typed number): finite and not negative, else 0. */
export function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** The 95 % two-sided normal quantile. */
const Z95 = 1.96

/**
 * The Wilson score interval's lower bound for a share of `positives` in `total` trials (95 % by
 * default). It ranks a page with 30 of 40 votes down above one with 2 of 2: the raw ratio would
 * put a page with a single vote first. 0 when there are no trials; counts are clamped so that
 * `positives` never exceeds `total`.
 */
export function wilsonLowerBound(positives: number, total: number, z = Z95): number {
  const n = count(total)
  if (n === 0) return 0
  const p = Math.min(count(positives), n) / n
  const z2 = z * z
  const centre = p + z2 / (2 * n)
  const margin = z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)
  return Math.max(0, (centre - margin) / (1 + z2 / n))
}
