/**
 * The order of the report, said once. Gaps are ranked by impact: readers affected (searches,
 * votes down, questions) × the kind's rank factor (a question group's cohesion to the fourth
 * power: a loose mixture counts for less than a tight group) × the views weight of the gap's page
 * when the views signal was read.
 * Between equal impact: a gap still seen after its fix first (a fix that did not work must not
 * get lost among gaps of its size), then the gap seen for longest, then the surer evidence (the
 * kind's confidence: a page's Wilson lower bound of its thumbs-down share, a term's share of
 * searches with no click), then kind and key, so that the same gaps rank the same whatever order
 * their rows arrived in.
 */
import { unitOf, type Gap } from '../../gaps/registry.ts'
import { pathOfPage } from '../../gaps/paths.ts'
import type { ViewRow } from '../../gaps/rows.ts'
import { count } from '../../gaps/scores.ts'
import type { InsightsMemory } from '../../insights-memory/memory.ts'
import { compareStrings } from '../../lib/text.ts'

/**
 * Bounds of the views weight: views reorder gaps of similar evidence, but one very busy page
 * must not bury every other signal, nor a page without recorded views hide its readers' votes.
 */
const MIN_WEIGHT = 0.1
const MAX_WEIGHT = 10

/** A gap with what it was ranked by. */
export interface RankedGap<G extends Gap = Gap> {
  gap: G
  /** Readers affected × the kind's rank factor × the views weight. */
  impact: number
  /** The views weight: 1 when views were not read or the gap is bound to no known page. */
  weight: number
  /** The day the gap was first seen (YYYY-MM-DD; `seenSince`). */
  firstSeen: string
}

/** What the memory says of the gaps it knows, as the ranking needs it. */
interface KnownGap {
  key: string
  /** YYYY-MM-DD. */
  firstSeen: string
  /** True when it is still seen after its merged fix. */
  stillSeen: boolean
}

/** The ranking's inputs from the memory: first seen, and still seen after a merged fix. */
export function knownGaps(memory: InsightsMemory): KnownGap[] {
  return memory.gaps.map((g) => ({
    key: g.key,
    firstSeen: g.firstSeen,
    stillSeen: g.state === 'still-seen',
  }))
}

interface RankOptions {
  /** Rows of the views export, when the `views` signal was read. */
  views?: readonly ViewRow[]
  /** The gaps the memory knows. */
  known?: readonly KnownGap[]
  /** This run's date (ISO 8601). */
  now: string
  /** The window read (ISO 8601, `to` exclusive): a gap's first day within it (`seenSince`). */
  window?: { from: string; to: string }
}

/**
 * The day (YYYY-MM-DD) readers were first seen on a gap. Searches and votes are counted over the
 * window, undated: "264 searches" ran from its first day, which is theirs. Questions are dated
 * one by one: the first one asked (the kind's `firstDated`), kept within the window. Without a
 * window, or for a window that starts after this run, this run's day. The memory's day stands when
 * it is earlier: a gap of a window read later (a run over past weeks) was seen since then, not
 * since the run that found it.
 */
function seenSince(gap: Gap, options: RankOptions, remembered?: string): string {
  const now = Date.parse(options.now)
  // The window's last moment: its end is exclusive.
  const to = Math.min(now, options.window ? Date.parse(options.window.to) - 1 : now)
  const from = options.window ? Math.min(to, Date.parse(options.window.from)) : to
  const dated = Date.parse(unitOf(gap).firstDated?.(gap) ?? '')
  const time = Number.isNaN(dated) ? from : Math.min(to, Math.max(from, dated))
  const day = new Date(time).toISOString().slice(0, 10)
  return remembered !== undefined && remembered < day ? remembered : day
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

/** Ranks gaps in the report's order (see the top of this file). */
export function rankGaps<G extends Gap>(gaps: readonly G[], options: RankOptions): RankedGap<G>[] {
  const weightOf = options.views ? viewWeights(options.views) : () => 1
  const known = new Map((options.known ?? []).map((k) => [k.key, k]))
  const stillSeen = (gap: Gap): number => Number(known.get(gap.key)?.stillSeen ?? false)
  const confidence = (gap: Gap): number => unitOf(gap).confidence(gap)
  return gaps
    .map((gap) => {
      const weight = weightOf(unitOf(gap).page(gap))
      // Days, as the memory keeps them: a gap seen this morning is not older than one seen today.
      const firstSeen = seenSince(gap, options, known.get(gap.key)?.firstSeen)
      return { gap, impact: gap.readers * unitOf(gap).rankFactor(gap) * weight, weight, firstSeen }
    })
    .sort(
      (a, b) =>
        b.impact - a.impact ||
        stillSeen(b.gap) - stillSeen(a.gap) ||
        compareStrings(a.firstSeen, b.firstSeen) ||
        confidence(b.gap) - confidence(a.gap) ||
        compareStrings(a.gap.kind, b.gap.kind) ||
        compareStrings(a.gap.key, b.gap.key),
    )
}
