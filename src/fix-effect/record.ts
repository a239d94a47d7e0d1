/**
 * What one run adds to the memory for the effect of fixes, pure: each gap's numbers in this run's
 * window (its history), what GitHub said of its fix's pull request, and the verdict's mark on
 * its state (`fixed` keeps it `proposed`; `still-seen`; a pull request closed unmerged: `open`).
 */
import type { GapKind } from '../gaps/registry.ts'
import type { GapMeasure } from '../gaps/unit.ts'
import {
  MAX_HISTORY,
  type GapEffect,
  type HistoryPoint,
  type InsightsMemory,
  type RememberedGap,
  windowTime,
} from '../insights-memory/memory.ts'
import { judgeFix } from './judge.ts'

/** This run's numbers. */
export interface RunNumbers {
  /** The window (ISO 8601, end exclusive). */
  from: string
  to: string
  /** Kinds whose signal was read completely: only their gaps get a point (absent: counted 0). */
  kinds: ReadonlySet<GapKind>
  /** Each gap's numbers by key (the gaps the signals show at any count), and its page. */
  measures: ReadonlyMap<string, { measure: GapMeasure; page: string | null }>
  /** Human views by page path, when `views` was read completely; else null. */
  views: ReadonlyMap<string, number> | null
}

/** What GitHub said of a gap's pull request this run. */
export type PullRead =
  | { kind: 'merged'; mergedAt: string }
  | { kind: 'closed' }
  | { kind: 'open' }
  | { kind: 'unreadable'; reason: string }

function withPoint(history: readonly HistoryPoint[], point: HistoryPoint): HistoryPoint[] {
  const same = (p: HistoryPoint): boolean =>
    Date.parse(p.from) === Date.parse(point.from) && Date.parse(p.to) === Date.parse(point.to)
  return [...history.filter((p) => !same(p)), point]
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from) || Date.parse(a.to) - Date.parse(b.to))
    .slice(-MAX_HISTORY)
}

/** The memory with this run's point in the history of each gap it could measure. */
export function recordRun(memory: InsightsMemory, run: RunNumbers): InsightsMemory {
  const gaps = memory.gaps.map((gap): RememberedGap => {
    if (gap.state === 'dismissed' || !run.kinds.has(gap.kind)) return gap
    const measured = run.measures.get(gap.key)
    const page = measured?.page ?? gap.page ?? null
    const views = page !== null ? run.views?.get(page) : undefined
    const point: HistoryPoint = {
      from: windowTime(run.from),
      to: windowTime(run.to),
      ...(measured?.measure ?? { count: 0 }),
      ...(views !== undefined && views > 0 ? { views } : {}),
    }
    return {
      ...gap,
      ...(page !== null ? { page } : {}),
      history: withPoint(gap.history ?? [], point),
    }
  })
  return { ...memory, gaps }
}

/** What `applyEffects` needs of the run. */
interface EffectsRun {
  /** What GitHub said of each handed-over gap's pull request, by gap key. */
  pulls: ReadonlyMap<string, PullRead>
  /** Keys of the gaps this run found (at `min-count`). */
  seen: ReadonlySet<string>
  /** This run's window (ISO 8601). */
  from: string
  to: string
}

function effectOf(gap: RememberedGap, read: PullRead | undefined): GapEffect | undefined {
  const job = gap.job
  if (!job) return undefined
  const prior = gap.effect?.job === job.id ? gap.effect : undefined
  if (read?.kind === 'merged')
    return {
      job: job.id,
      pr: 'merged',
      mergedAt: read.mergedAt,
      fixedAt: prior?.fixedAt ?? null,
      seenAgainAt: prior?.seenAgainAt ?? null,
    }
  if (read?.kind === 'closed')
    return { job: job.id, pr: 'closed', mergedAt: null, fixedAt: null, seenAgainAt: null }
  return prior
}

/** One gap after this run's pull request read and verdict. */
function applyOne(gap: RememberedGap, run: EffectsRun): RememberedGap {
  const read = run.pulls.get(gap.key)
  const effect = effectOf(gap, read)
  const { effect: _old, ...rest } = gap
  if (!effect) return rest
  let next: RememberedGap = { ...rest, effect }
  if (effect.pr === 'closed') {
    // Closed without merging: the gap is open again (the report says `not merged`).
    return read?.kind === 'closed' && gap.state !== 'dismissed' ? { ...next, state: 'open' } : next
  }
  // Judged `fixed` before, and found again in a window that began after: still seen for good.
  if (
    effect.fixedAt !== null &&
    effect.seenAgainAt === null &&
    run.seen.has(gap.key) &&
    Date.parse(run.from) >= Date.parse(effect.fixedAt)
  )
    next = { ...next, effect: { ...effect, seenAgainAt: run.to } }
  const judged = judgeFix(next)
  if (judged?.verdict === 'fixed') {
    const fixedAt = next.effect!.fixedAt ?? run.to
    return { ...next, state: 'proposed', effect: { ...next.effect!, fixedAt } }
  }
  if (judged?.verdict === 'still-seen') return { ...next, state: 'still-seen' }
  return next
}

/** The memory with what GitHub said of the fixes' pull requests, and their verdicts. */
export function applyEffects(memory: InsightsMemory, run: EffectsRun): InsightsMemory {
  return {
    ...memory,
    gaps: memory.gaps.map((g) => (g.job || g.effect ? applyOne(g, run) : g)),
  }
}
