/**
 * The brief of each gap the report shows: what a `fix` prompt (by a maintainer, or `auto-fix`)
 * says of it later, when the run that found it is long over. Readers' words are masked here,
 * on their way into the memory.
 */
import {
  MAX_BRIEF_CHARS,
  MAX_BRIEF_EXAMPLES,
  MAX_BRIEF_PAGES,
  type GapBrief,
  type InsightsMemory,
} from '../../insights-memory/memory.ts'
import { readerExcerpt } from '../../lib/privacy.ts'
import type { Gap } from './gaps.ts'
import type { RankedGap } from './rank.ts'
import { evidenceInNumbers, type DocsMatch } from './report-parts.ts'

/** The readers' own words of a gap: terms as typed, page comments, questions. */
function examplesOf(gap: Gap): readonly string[] {
  if (gap.kind === 'search') return gap.variants.length ? gap.variants : [gap.term]
  if (gap.kind === 'page') return gap.comments
  return gap.examples
}

/** The docs pages a gap concerns: its page, the pages covering its words, or where it was asked. */
function pagesOf(gap: Gap, match: DocsMatch | undefined): string[] {
  const covering = match && match !== 'none' ? match.pages.map((p) => p.path) : []
  if (gap.kind === 'page') return [gap.path]
  if (gap.kind === 'search') return [...(gap.page ? [gap.page] : []), ...covering]
  return covering.length ? covering : gap.pages
}

export function briefOf(ranked: RankedGap, match: DocsMatch | undefined): GapBrief {
  const gap = ranked.gap
  return {
    numbers: evidenceInNumbers(ranked),
    examples: examplesOf(gap)
      .slice(0, MAX_BRIEF_EXAMPLES)
      .map((text) => readerExcerpt(text, MAX_BRIEF_CHARS)),
    pages: [...new Set(pagesOf(gap, match))]
      .slice(0, MAX_BRIEF_PAGES)
      .map((p) => readerExcerpt(p, 200)),
  }
}

/** The memory with a fresh brief for each of the first `top` gaps found this run (by rank). */
export function withBriefs(
  memory: InsightsMemory,
  ranked: readonly RankedGap[],
  top: number,
  matches: ReadonlyMap<string, DocsMatch> | undefined,
): InsightsMemory {
  const briefs = new Map(
    ranked.slice(0, top).map((r) => [r.gap.key, briefOf(r, matches?.get(r.gap.key))]),
  )
  const gaps = memory.gaps.map((g) => {
    const brief = briefs.get(g.key)
    return brief ? { ...g, brief } : g
  })
  return { ...memory, gaps }
}
