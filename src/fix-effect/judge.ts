/**
 * The judgement of a fix: the gap's windows wholly before the merge of its pull request against
 * those wholly after it, as rates (per 1,000 views of the gap's page when every window compared
 * has its views, otherwise per day), by the one-sided conditional binomial test (rate-test.ts).
 * Pure: everything comes from the memory entry.
 */
import type { HistoryPoint, RememberedGap } from '../insights-memory/memory.ts'
import { compareRates } from './rate-test.ts'

/** What a merged fix did, as far as the windows tell. */
export type FixVerdict = 'fixed' | 'still-seen' | 'too-early' | 'no-baseline'

/** The figures a verdict shows. */
export interface FixFigures {
  /** `day` or `1,000 views`. */
  per: 'day' | '1,000 views'
  rateBefore: number
  rateAfter: number
  /** Relative change (−0.94 for −94 %); null when the rate before was 0. */
  change: number | null
  pValue: number
  windowsBefore: number
  windowsAfter: number
}

export interface FixJudgement {
  verdict: FixVerdict
  /** Null for `too-early` and `no-baseline`. */
  figures: FixFigures | null
  /** The history's points before and after the merge (for the chart). */
  before: HistoryPoint[]
  after: HistoryPoint[]
}

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

/**
 * The verdict on `gap`'s merged fix, or null when it has none. `fixed` found again afterwards
 * (`effect.seenAgainAt`) is `still-seen` from then on, whatever the rates say.
 */
export function judgeFix(gap: RememberedGap): FixJudgement | null {
  const effect = gap.effect
  if (!effect || effect.pr !== 'merged' || !effect.mergedAt) return null
  const merged = Date.parse(effect.mergedAt)
  const history = gap.history ?? []
  const before = history.filter((p) => Date.parse(p.to) <= merged)
  const after = history.filter((p) => Date.parse(p.from) >= merged)
  if (after.length === 0) return { verdict: 'too-early', figures: null, before, after }
  if (before.length === 0) return { verdict: 'no-baseline', figures: null, before, after }
  const compared = [...before, ...after]
  const per = compared.every((p) => (p.views ?? 0) > 0) ? '1,000 views' : 'day'
  const side = (points: HistoryPoint[]) => ({
    count: points.reduce((s, p) => s + p.count, 0),
    exposure: points.reduce((s, p) => s + (per === 'day' ? daysOf(p) : (p.views ?? 0) / 1000), 0),
  })
  const test = compareRates(side(before), side(after))
  const figures: FixFigures = {
    per,
    rateBefore: test.rateBefore,
    rateAfter: test.rateAfter,
    change: test.change,
    pValue: test.pValue,
    windowsBefore: before.length,
    windowsAfter: after.length,
  }
  const verdict = effect.seenAgainAt !== null || !test.fell ? 'still-seen' : 'fixed'
  return { verdict, figures, before, after }
}

/** `37.7/day before, 2.1/day after (−94 %, 3 windows each)`. */
export function figuresText(f: FixFigures): string {
  const rate = (r: number): string =>
    `${r >= 100 ? Math.round(r).toLocaleString('en-US') : r.toFixed(1)}/${f.per === 'day' ? 'day' : '1,000 views'}`
  const change =
    f.change === null
      ? 'from none'
      : `${f.change < 0 ? '−' : '+'}${Math.round(Math.abs(f.change) * 100)} %`
  const windows =
    f.windowsBefore === f.windowsAfter
      ? `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} each`
      : `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} before, ${f.windowsAfter} after`
  return `${rate(f.rateBefore)} before, ${rate(f.rateAfter)} after (${change}, ${windows})`
}
