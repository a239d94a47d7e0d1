/**
 * The records of `output-file`: every gap this run found (not only the top), with its evidence,
 * as plain objects built field by field, so that nothing a row carried (a reader's `contact`
 * above all) can slip through. Reader text is masked again: masking is idempotent and cheap, and
 * the file may be uploaded as an artifact anyone with read access can download.
 */
import { unitOf, type GapKind } from '../../gaps/registry.ts'
import type { HistoryPoint, InsightsMemory, RememberedGap } from '../../insights-memory/memory.ts'
import {
  verdictOfGap,
  type FixFigures,
  type FixVerdict,
  type GapState,
  type PullState,
} from '../../insights-memory/life.ts'
import { maskPersonalData } from '../../lib/privacy.ts'
import type { DocsMatch } from './docs-match.ts'
import type { RankedGap } from './rank.ts'

/** One line of the output file. */
interface GapRecord {
  /** 1 for the top gap. */
  rank: number
  /** `g4`; null when no memory gave it an id (`report-issue: none`). */
  id: string | null
  key: string
  kind: GapKind
  label: string
  /** `new` when the memory does not know it. */
  state: GapState
  readers: number
  /** Readers × views weight: what the gap was ranked by. */
  impact: number
  weight: number
  /** Day first seen (YYYY-MM-DD). */
  firstSeen: string
  /** Runs that saw it (1 without a memory). */
  runs: number
  /** The evidence as its kind records it (src/gaps/<kind>.ts, `record`), reader text masked. */
  evidence: { kind: GapKind } & Record<string, unknown>
  /** The agent's job, when handed over. */
  job: { id: string; status: string; prLink: string | null } | null
  /** Who dismissed it and why, when dismissed. */
  dismissed: { by: string; why: string; at: string } | null
  /** Pages of the docs checkout covering its words; `[]` when none does; null when not matched. */
  coveredBy: { path: string; title: string }[] | null
  /** Its numbers in the last runs (at most 12), oldest first; `[]` when none is kept. */
  history: HistoryPoint[]
  /**
   * What its fix's pull request was last read as (`not-merged`: closed without merging) and,
   * once merged, the verdict with its figures and the time it was first reached (`since`), as
   * the report shows it; null when no pull request of its job was read.
   */
  fix: {
    pullRequest: Exclude<PullState, 'closed'> | 'not-merged'
    mergedAt: string | null
    verdict: FixVerdict | null
    since: string | null
    figures: FixFigures | null
  } | null
}

/** What `gapRecords` reads: the ranked gaps, the merged memory and the docs matches. */
interface GapRecordsInput {
  gaps: readonly RankedGap[]
  memory: InsightsMemory
  matches?: ReadonlyMap<string, DocsMatch>
}

const mask = (text: string): string => maskPersonalData(text)

function coveredBy(match: DocsMatch | undefined): GapRecord['coveredBy'] {
  if (match === undefined) return null
  if (match.coverage === 'none') return []
  return match.pages.map((p) => ({ path: p.path, title: mask(p.title) }))
}

/** Every gap, in rank order, as plain records for `output-file` (JSON or NDJSON). */
export function gapRecords(input: GapRecordsInput): GapRecord[] {
  const byKey = new Map(input.memory.gaps.map((g) => [g.key, g]))
  return input.gaps.map((r, i) => {
    const entry = byKey.get(r.gap.key)
    return {
      rank: i + 1,
      id: entry?.id ?? null,
      key: mask(r.gap.key),
      kind: r.gap.kind,
      label: mask(r.gap.label),
      state: entry?.state ?? 'new',
      readers: r.gap.readers,
      impact: r.impact,
      weight: r.weight,
      firstSeen: entry?.firstSeen ?? r.firstSeen,
      runs: entry?.runs ?? 1,
      evidence: unitOf(r.gap).record(r.gap),
      job: entry?.job
        ? { id: entry.job.id, status: entry.job.status, prLink: entry.job.prLink }
        : null,
      dismissed: entry?.dismissed
        ? { by: entry.dismissed.by, why: mask(entry.dismissed.why), at: entry.dismissed.at }
        : null,
      coveredBy: coveredBy(input.matches?.get(r.gap.key)),
      history: (entry?.history ?? []).map((p) => ({ ...p })),
      fix: entry ? fixRecord(entry) : null,
    }
  })
}

function fixRecord(entry: RememberedGap): GapRecord['fix'] {
  const effect = entry.effect
  if (!effect) return null
  const verdict = verdictOfGap(entry)
  return {
    pullRequest: effect.pr === 'closed' ? 'not-merged' : effect.pr,
    mergedAt: effect.mergedAt,
    verdict: verdict?.verdict ?? null,
    since: verdict?.since ?? null,
    figures: verdict?.figures ? { ...verdict.figures } : null,
  }
}
