/**
 * The verdict on a merged fix (interface spec 1.4): the gap's windows wholly before the merge of
 * its pull request against those wholly after it, as rates (per 1,000 views of the gap's page when
 * every window compared has its views, otherwise per day), by the one-sided conditional binomial
 * test (rate-test.ts) at 95 %.
 *
 * - `fixed`: the rate fell by the test **and** to at most half of what it was;
 * - `still-seen`: any other outcome (a fall that is not clear, or less than half);
 * - a gap judged `fixed` is judged again on each run, and relapses (`still-seen`, for good) only
 *   when the latest window's rate is back to at least half of the rate before and not clearly
 *   lower than it (same test); then the figures are the latest window's.
 *
 * Pure: everything comes from the memory entry; the verdict is applied and kept by the gap's life
 * (insights-memory/life.ts), so no reader judges again.
 */
import type { FixFigures, Judgement } from '../insights-memory/life.ts'
import type { HistoryPoint, RememberedGap } from '../insights-memory/memory.ts'
import { compareRates } from './rate-test.ts'
import { rateNumber } from '../render/numbers.ts'

/** The share of the old rate a fix must bring readers' failures down to: at most half. */
const FIXED_SHARE = 0.5

const DAY_MS = 86_400_000

/** A point's length in days. */
function daysOf(p: HistoryPoint): number {
  return (Date.parse(p.to) - Date.parse(p.from)) / DAY_MS
}

/** A point's rate: per 1,000 views, or per day. */
export function rateOf(p: HistoryPoint, per: FixFigures['per']): number {
  const exposure = per === 'day' ? daysOf(p) : (p.views ?? 0) / 1000
  return exposure > 0 ? p.count / exposure : 0
}

/** The history's points wholly before and wholly after the merge of `gap`'s fix (for charts). */
export function aroundMerge(gap: RememberedGap): { before: HistoryPoint[]; after: HistoryPoint[] } {
  const mergedAt = gap.effect?.pr === 'merged' ? gap.effect.mergedAt : null
  if (mergedAt === null) return { before: [], after: [] }
  const merged = Date.parse(mergedAt)
  const history = gap.history ?? []
  return {
    before: history.filter((p) => Date.parse(p.to) <= merged),
    after: history.filter((p) => Date.parse(p.from) >= merged),
  }
}

/** The comparison of the windows `after` against `before`, as a verdict's figures. */
function compare(before: HistoryPoint[], after: HistoryPoint[]): FixFigures & { fell: boolean } {
  const per = [...before, ...after].every((p) => (p.views ?? 0) > 0) ? '1,000 views' : 'day'
  const side = (points: HistoryPoint[]) => ({
    count: points.reduce((s, p) => s + p.count, 0),
    exposure: points.reduce((s, p) => s + (per === 'day' ? daysOf(p) : (p.views ?? 0) / 1000), 0),
  })
  const test = compareRates(side(before), side(after))
  return {
    per,
    rateBefore: test.rateBefore,
    rateAfter: test.rateAfter,
    change: test.change,
    pValue: test.pValue,
    windowsBefore: before.length,
    windowsAfter: after.length,
    fell: test.fell,
  }
}

function figuresOf(c: FixFigures & { fell: boolean }): FixFigures {
  const { fell: _fell, ...figures } = c
  return figures
}

/**
 * The judgement of `gap`'s merged fix in this run, or null when there is nothing to judge (no
 * merge known, or a verdict kept whose windows before the merge left the history).
 */
export function judgeFix(gap: RememberedGap): Judgement | null {
  if (gap.effect?.pr !== 'merged') return null
  const prior = gap.effect.verdict
  const judged = prior?.verdict === 'fixed' || prior?.verdict === 'still-seen'
  const { before, after } = aroundMerge(gap)
  if (after.length === 0) return judged ? null : { verdict: 'too-early', figures: null }
  if (before.length === 0) return judged ? null : { verdict: 'no-baseline', figures: null }
  const all = compare(before, after)
  if (prior?.verdict === 'fixed' || prior?.relapsed) {
    // Judged fixed before: it stays fixed unless the latest window is back (relapsed: for good).
    const latest = compare(before, after.slice(-1))
    const back = latest.rateAfter >= latest.rateBefore * FIXED_SHARE && !latest.fell
    if (back || prior.relapsed)
      return { verdict: 'still-seen', figures: figuresOf(latest), relapsed: true }
    return { verdict: 'fixed', figures: figuresOf(all) }
  }
  const fixed = all.fell && all.rateAfter <= all.rateBefore * FIXED_SHARE
  return { verdict: fixed ? 'fixed' : 'still-seen', figures: figuresOf(all) }
}

/** `−94 %` (or `+3 %`); empty when the rate before was 0. */
export function changeText(f: FixFigures): string {
  return f.change === null
    ? ''
    : `${f.change < 0 ? '−' : '+'}${Math.round(Math.abs(f.change) * 100)} %`
}

/** `37.7/day before, 2.1/day after (−94 %, 3 windows each)`. */
export function figuresText(f: FixFigures): string {
  const rate = (r: number): string => `${rateNumber(r)}/${f.per === 'day' ? 'day' : '1,000 views'}`
  const change = changeText(f) || 'from none'
  const windows =
    f.windowsBefore === f.windowsAfter
      ? `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} each`
      : `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} before, ${f.windowsAfter} after`
  return `${rate(f.rateBefore)} before, ${rate(f.rateAfter)} after (${change}, ${windows})`
}
