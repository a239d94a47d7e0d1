/**
 * What one run adds to the memory for the effect of fixes, pure: each gap's numbers in this run's
 * window (its history), then, as events of its life (insights-memory/life.ts), what GitHub said
 * of its fix's pull request and the judgement of its merged fix (judge.ts).
 */
import type { GapKind } from '../gaps/registry.ts'
import type { GapMeasure } from '../gaps/unit.ts'
import { live, type PullRead } from '../insights-memory/life.ts'
import {
  MAX_HISTORY,
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
  /** This run's time (ISO 8601): when a verdict reached now was first reached. */
  now: string
}

/** One gap after this run's read of its pull request, then the judgement of its merged fix. */
function applyOne(gap: RememberedGap, run: EffectsRun): RememberedGap {
  const read = run.pulls.get(gap.key)
  const job = gap.job?.id
  const after = read && job ? live(gap, { kind: 'pull-read', job, read }) : gap
  const judgement = judgeFix(after)
  return judgement ? live(after, { kind: 'judged', judgement, at: run.now }) : after
}

/** The memory with what GitHub said of the fixes' pull requests, and their verdicts. */
export function applyEffects(memory: InsightsMemory, run: EffectsRun): InsightsMemory {
  return { ...memory, gaps: memory.gaps.map((g) => (g.job ? applyOne(g, run) : g)) }
}
