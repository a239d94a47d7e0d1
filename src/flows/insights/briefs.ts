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
} from '../../insights-memory/memory.ts'
import { unitOf } from '../../gaps/registry.ts'
import { readerExcerpt } from '../../lib/privacy.ts'
import type { DocsMatch } from './docs-match.ts'
import type { RankedGap } from './rank.ts'
import { evidenceInNumbers } from './report-parts.ts'

/** The brief of one ranked gap: its numbers, readers' words and the docs pages it concerns. */
function briefOf(ranked: RankedGap, match: DocsMatch | undefined): GapBrief {
  const gap = ranked.gap
  const unit = unitOf(gap)
  const covering = match?.coverage === 'covered' ? match.pages.map((p) => p.path) : []
  return {
    numbers: evidenceInNumbers(ranked),
    examples: unit
      .examples(gap)
      .slice(0, MAX_BRIEF_EXAMPLES)
      .map((text) => readerExcerpt(text, MAX_BRIEF_CHARS)),
    pages: [...new Set(unit.briefPages(gap, covering))]
      .slice(0, MAX_BRIEF_PAGES)
      .map((p) => readerExcerpt(p, 200)),
  }
}

/** A fresh brief of each of the first `top` gaps found this run (by rank), by key. */
export function briefsOf(
  ranked: readonly RankedGap[],
  top: number,
  matches: ReadonlyMap<string, DocsMatch> | undefined,
): Map<string, GapBrief> {
  return new Map(ranked.slice(0, top).map((r) => [r.gap.key, briefOf(r, matches?.get(r.gap.key))]))
}
