/**
 * The memory as an insights run uses it, in three verbs: `recall` (the issue's memory with what
 * happened since the last run: the journal of commands, the jobs of gaps still `fixing`),
 * `remember` (this run's findings merged in: ids kept, new keys given new ids) and `writeRun`
 * (the report written through the one write path of store.ts). Ids are given at write time,
 * against the memory the issue holds just then: a concurrent insights run's ids are kept and never
 * given to another gap, and what it found is kept too.
 */
import { serializeMemory, trimMemory } from '../insights-memory/memory-marker.ts'
import { adoptRebuilt, readMemoryOf, type ShownAs } from '../insights-memory/rebuild.ts'
import {
  emptyMemory,
  mergeMemory,
  type InsightsMemory,
  type MergeResult,
  type SeenGap,
} from '../insights-memory/memory.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import { reopening, reportIssueBody } from '../report-issue.ts'
import { settleJob, withJournal } from './changes.ts'
import { followJobs, journalOrNone, type FollowUpDeps, type JobSettled } from './follow-up.ts'
import { writeReport, type ChangeResult } from './store.ts'

/** What an insights run recalls: the memory, and the jobs it read (settled again at write time). */
export interface Recalled {
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

/** What one insights run found, as the memory keeps it. */
export interface Findings {
  /** Its gaps in ranked order (new ids follow the ranking). */
  seen: readonly SeenGap[]
  /** This run's time (ISO 8601). */
  now: string
  /** The jobs it read (recall). */
  settled: readonly JobSettled[]
  /** What the memory keeps of its gaps beyond their ids (their briefs, for `fix` prompts). */
  enrich: (memory: InsightsMemory) => InsightsMemory
  /** How the report shows each gap, by key: a memory rebuilt from the report finds its gaps'
   * keys by it (insights-memory/rebuild.ts). */
  shown?: ReadonlyMap<string, ShownAs>
}

/** `memory` with the run's findings in it, trimmed to the marker's budget. */
export function remember(memory: InsightsMemory, findings: Findings): MergeResult {
  let base = findings.shown ? adoptRebuilt(memory, findings.shown) : memory
  for (const { jobId, news } of findings.settled) base = settleJob(base, jobId, news) ?? base
  const merged = mergeMemory(base, findings.seen, { now: findings.now })
  return { ...merged, memory: trimMemory(findings.enrich(merged.memory)) }
}

/** What an insights run wrote. */
interface RunWritten {
  issue: Issue
  how: 'created' | 'updated' | 'unchanged'
  /** The memory as the issue holds it after the write. */
  memory: InsightsMemory
  /** Ids given by this run. */
  newIds: string[]
}

/** The report of one insights run, given the memory it shows. */
type RenderReport = (memory: InsightsMemory) => string

/**
 * Writes the run's report and memory into issue `found` (titled `title`), or into a new issue.
 * Throws when the issue is no report issue any more or the write was lost to other writers.
 */
export async function writeRun(
  deps: Pick<FollowUpDeps, 'github' | 'log'>,
  title: string,
  found: Issue | null,
  findings: Findings,
  render: RenderReport,
): Promise<RunWritten> {
  const bodyOf = (memory: InsightsMemory, rebuilt?: string | null): string =>
    reportIssueBody(
      title,
      `${rebuilt ? `> [!WARNING]\n> ${rebuilt}\n\n` : ''}${render(memory)}\n\n${serializeMemory(memory)}\n`,
    )
  if (!found) {
    const merged = remember(emptyMemory(), findings)
    const issue = await deps.github.createIssue(title, bodyOf(merged.memory))
    return { issue, how: 'created', memory: merged.memory, newIds: merged.newIds }
  }
  const reopen = reopening(found)
  if (reopen.state) {
    await deps.github.updateIssue(found.number, reopen)
    deps.log.info(`Reopened the report issue #${found.number}, closed by hand: its memory goes on.`)
  }
  let last = null as MergeResult | null
  const result = await writeReport(
    deps.github,
    found.number,
    (now) => {
      // Written before, and what it gave ids to is still there: done (another writer's change,
      // such as a command's, is no reason to merge this run's findings a second time).
      if (last && holds(now.memory, last.memory, findings)) return null
      last = remember(now.memory, findings)
      if (now.rebuilt) deps.log.warning(now.rebuilt)
      return bodyOf(last.memory, now.rebuilt)
    },
    { journal: () => journalOrNone(deps, found.number), orEmpty: true, title },
  )
  return { issue: found, ...written(result, title), newIds: last?.newIds ?? [] }
}

/** True when `now` still names this run's gaps as the memory it wrote did. */
function holds(now: InsightsMemory, wrote: InsightsMemory, findings: Findings): boolean {
  const keys = new Set(findings.seen.map((g) => g.key))
  const ids = new Map(now.gaps.map((g) => [g.key, g.id]))
  return wrote.gaps.every((g) => !keys.has(g.key) || ids.get(g.key) === g.id)
}

function written(
  result: ChangeResult,
  title: string,
): { how: RunWritten['how']; memory: InsightsMemory } {
  if (result.kind === 'changed') return { how: 'updated', memory: result.memory }
  if (result.kind === 'unchanged') return { how: 'unchanged', memory: result.memory }
  if (result.kind === 'not-report')
    throw new Error(`the issue '${title}' is no insights report issue any more`)
  throw new Error(`each write of '${title}' was overwritten by another writer`)
}
