/**
 * The memory as an insights run uses it: `recall` (the issue's memory with what happened since the
 * last run: the journal of commands, the jobs of gaps still `fixing`), `readAtWrite` (the same,
 * read again just before the write, under the write lock: write-lock.ts) and `nextMemory` (pure:
 * that memory with this run's findings in it: ids kept, new keys given new ids, briefs, history,
 * the effect of fixes). Ids are given at write time, against the memory the issue holds just then:
 * a concurrent insights run's ids are kept and never given to another gap, and what it found is
 * kept too.
 */
import { trimMemory } from '../insights-memory/memory-marker.ts'
import { adoptRebuilt, readMemoryOf, type ShownAs } from '../insights-memory/rebuild.ts'
import type { PullRead } from '../insights-memory/life.ts'
import {
  emptyMemory,
  mergeMemory,
  type GapBrief,
  type InsightsMemory,
  type MergeResult,
  type SeenGap,
} from '../insights-memory/memory.ts'
import { applyEffects, recordRun, type RunNumbers } from '../fix-effect/record.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import { settleJob, withJournal } from './changes.ts'
import { followJobs, journalOrNone, type FollowUpDeps, type JobSettled } from './follow-up.ts'
import { readReportMemory, type ReportMemory } from './store.ts'

/** What an insights run recalls: the memory, and the jobs it read (settled again at write time). */
interface Recalled {
  memory: InsightsMemory
  settled: readonly JobSettled[]
}

/** The memory of the report issue `found` (none: an empty memory), caught up (see above). */
export async function recall(
  deps: Omit<FollowUpDeps, 'github'> & { github: GitHubApi | null },
  found: Issue | null,
): Promise<Recalled> {
  const github = deps.github
  if (!found || !github) return { memory: emptyMemory(), settled: [] }
  const journal = await journalOrNone({ github, log: deps.log }, found.number)
  // A memory marker cut or deleted by hand: the memory the table still shows (rebuild.ts).
  const { memory } = readMemoryOf(found.body)
  return followJobs({ ...deps, github }, withJournal(memory, journal))
}

/**
 * Report issue #`issueNumber` (titled `title`) just before a write: its journal read first, so
 * that the issue is read last, and brought into its memory. Null when it is no report issue.
 */
export async function readAtWrite(
  deps: Pick<FollowUpDeps, 'github' | 'log'>,
  issueNumber: number,
  title: string,
): Promise<ReportMemory | null> {
  const journal = await journalOrNone(deps, issueNumber)
  const found = await readReportMemory(deps.github, issueNumber, true, title)
  return found && { ...found, memory: withJournal(found.memory, journal) }
}

/** What one insights run found, as the memory keeps it: data only. */
export interface Findings {
  /** Its gaps in ranked order (new ids follow the ranking). */
  seen: readonly SeenGap[]
  /** This run's time (ISO 8601). */
  now: string
  /** The jobs it read (recall). */
  settled: readonly JobSettled[]
  /** The brief of each gap the report shows, by key (for `fix` prompts, later). */
  briefs: ReadonlyMap<string, GapBrief>
  /** This run's numbers of every gap, for the history (fix-effect/record.ts). */
  numbers: RunNumbers
  /** What GitHub said of each handed-over gap's pull request, by key. */
  pulls: ReadonlyMap<string, PullRead>
  /** How the report shows each gap, by key: a memory rebuilt from the report finds its gaps'
   * keys by it (insights-memory/rebuild.ts). */
  shown?: ReadonlyMap<string, ShownAs>
}

/**
 * The memory the run writes, pure: `memory` (as read at write time) with the run's findings in
 * it, in the order they apply (a rebuilt memory's keys, the jobs' news, the gaps seen, their
 * briefs, this run's numbers, the fixes' pull requests and verdicts), trimmed to the marker's
 * budget.
 */
export function nextMemory(memory: InsightsMemory, findings: Findings): MergeResult {
  let base = findings.shown ? adoptRebuilt(memory, findings.shown) : memory
  for (const { jobId, news } of findings.settled) base = settleJob(base, jobId, news) ?? base
  const merged = mergeMemory(base, findings.seen, { now: findings.now })
  const briefed = withBriefs(merged.memory, findings.briefs)
  const measured = recordRun(briefed, findings.numbers)
  const judged = applyEffects(measured, { pulls: findings.pulls, now: findings.now })
  return { ...merged, memory: trimMemory(judged) }
}

function withBriefs(memory: InsightsMemory, briefs: ReadonlyMap<string, GapBrief>): InsightsMemory {
  const gaps = memory.gaps.map((g) => {
    const brief = briefs.get(g.key)
    return brief ? { ...g, brief } : g
  })
  return { ...memory, gaps }
}

/**
 * True when `now` names this run's gaps as the memory it wrote did: a write seen overwritten
 * whose ids are all there was merged already (merging again would count the run twice).
 */
export function holdsRun(now: InsightsMemory, wrote: InsightsMemory, findings: Findings): boolean {
  const keys = new Set(findings.seen.map((g) => g.key))
  const ids = new Map(now.gaps.map((g) => [g.key, g.id]))
  return wrote.gaps.every((g) => !keys.has(g.key) || ids.get(g.key) === g.id)
}
