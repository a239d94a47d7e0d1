/**
 * The order of the report: readers affected first (weighted by the page's human views when the
 * views signal was read), then the gaps seen for longest, then a fixed tie-break, so that the
 * same gaps rank the same whatever order their rows arrived in.
 */
import type { Gap } from './gaps.ts'
import { pathOfPage } from './paths.ts'
import type { ViewRow } from './rows.ts'
import { count } from './scores.ts'

/**
 * Bounds of the views weight: views reorder gaps of similar evidence, but one very busy page
 * must not bury every other signal, nor a page without recorded views hide its readers' votes.
 */
const MIN_WEIGHT = 0.1
const MAX_WEIGHT = 10

/** A gap with what it was ranked by. */
export interface RankedGap<G extends Gap = Gap> {
  gap: G
  /** Readers affected × the views weight. */
  impact: number
  /** The views weight: 1 when views were not read or the gap is bound to no known page. */
  weight: number
  /** The day the gap was first seen (YYYY-MM-DD; from the memory, `now` for a new gap). */
  firstSeen: string
}

export interface RankOptions {
  /** Rows of the views export, when the `views` signal was read. */
  views?: readonly ViewRow[]
  /** First-seen dates by gap key, from the memory. */
  firstSeen?: ReadonlyMap<string, string>
  /** This run's date (ISO 8601): the first-seen date of a gap the memory does not know. */
  now: string
  /**
   * Keys of gaps still seen after their fix: a fix that did not work sorts above gaps of the same
   * size, so that it is not lost among them.
   */
  stillSeen?: ReadonlySet<string>
}

/** The page a gap is bound to, if any: its page, the page readers clicked, or where most asked. */
export function pageOfGap(gap: Gap): string | null {
  if (gap.kind === 'page') return gap.path
  if (gap.kind === 'search') return gap.page === null ? null : pathOfPage(gap.page)
  return gap.pages[0] ?? null
}

/**
 * The views weight of each page: its human views over the mean of the pages read, within
 * [0.1, 10]. A page the export did not list weighs 1: unknown is not the same as unread.
 */
export function viewWeights(views: readonly ViewRow[]): (path: string | null) => number {
  const human = new Map<string, number>()
  for (const row of views) {
    const path = pathOfPage(row.path)
    human.set(path, (human.get(path) ?? 0) + count(row.human))
  }
  let total = 0
  for (const v of [...human.values()].sort((a, b) => a - b)) total += v
  const mean = human.size > 0 ? total / human.size : 0
  return (path) => {
    const v = path === null ? undefined : human.get(path)
    if (v === undefined || mean === 0) return 1
    return Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, v / mean))
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Ranks gaps: impact (readers × views weight) descending, then first seen ascending (older
 * first), then kind and key. Ties are broken by fields alone, never by input order.
 */
export function rankGaps<G extends Gap>(gaps: readonly G[], options: RankOptions): RankedGap<G>[] {
  const weightOf = options.views ? viewWeights(options.views) : () => 1
  const stillSeen = options.stillSeen ?? new Set<string>()
  return gaps
    .map((gap) => {
      const weight = weightOf(pageOfGap(gap))
      // Days, as the memory keeps them: a gap seen this morning is not older than one seen today.
      const firstSeen = (options.firstSeen?.get(gap.key) ?? options.now).slice(0, 10)
      return { gap, impact: gap.readers * weight, weight, firstSeen }
    })
    .sort(
      (a, b) =>
        b.impact - a.impact ||
        Number(stillSeen.has(b.gap.key)) - Number(stillSeen.has(a.gap.key)) ||
        compareStrings(a.firstSeen, b.firstSeen) ||
        compareStrings(a.gap.kind, b.gap.kind) ||
        compareStrings(a.gap.key, b.gap.key),
    )
}
