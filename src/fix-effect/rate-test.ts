/**
 * A one-sided comparison of two Poisson rates: the conditional binomial test. Given `before`
 * events over exposure `e1` and `after` events over exposure `e2` (days, or thousands of views),
 * and no change in the rate, the events after, of all `n = before + after`, follow a binomial
 * distribution with `p = e2 / (e1 + e2)`. The p-value of "the rate fell" is P(X ≤ after). Exact
 * (no normal approximation), so it holds for the small counts a fixed gap leaves behind. Pure.
 */

/** What one side of the comparison counted, over what exposure. */
interface RateSide {
  count: number
  /** Days, or thousands of views: > 0. */
  exposure: number
}

interface RateComparison {
  /** Events per unit of exposure. */
  rateBefore: number
  rateAfter: number
  /** The relative change, e.g. -0.94 for a fall of 94 %; null when the rate before is 0. */
  change: number | null
  /** One-sided p-value of "the rate after is lower". */
  pValue: number
  /** True when pValue < 1 - confidence (0.95 by default). */
  fell: boolean
}

/** ln(k!) by summation for small k, Stirling's series above (error < 1e-10). */
function logFactorial(k: number): number {
  if (k < 30) {
    let sum = 0
    for (let i = 2; i <= k; i++) sum += Math.log(i)
    return sum
  }
  const x = k + 1
  return (
    (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3)
  )
}

/** P(X ≤ k) for X ~ Binomial(n, p), summed in log space (exact for counts a report sees). */
export function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0
  if (k >= n || p <= 0) return 1
  if (p >= 1) return 0
  const lp = Math.log(p)
  const lq = Math.log(1 - p)
  const ln = logFactorial(n)
  let sum = 0
  for (let i = 0; i <= k; i++) {
    sum += Math.exp(ln - logFactorial(i) - logFactorial(n - i) + i * lp + (n - i) * lq)
  }
  return Math.min(1, sum)
}

/** Compares the rate after with the rate before, one-sided (did it fall?), at `confidence`. */
export function compareRates(before: RateSide, after: RateSide, confidence = 0.95): RateComparison {
  if (!(before.exposure > 0) || !(after.exposure > 0))
    throw new RangeError('exposure must be greater than 0')
  const count = (c: number): number => Math.max(0, Math.round(c))
  const x1 = count(before.count)
  const x2 = count(after.count)
  const rateBefore = x1 / before.exposure
  const rateAfter = x2 / after.exposure
  const pValue = binomialCdf(x2, x1 + x2, after.exposure / (before.exposure + after.exposure))
  return {
    rateBefore,
    rateAfter,
    change: rateBefore === 0 ? null : rateAfter / rateBefore - 1,
    pValue,
    fell: pValue < 1 - confidence,
  }
}
