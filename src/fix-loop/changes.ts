/**
 * What maintainers and jobs change in the memory: a gap handed to the agent (`fix`, `auto-fix`),
 * its job's end (a waiting run, `mode: reconcile`, the next insights run), a dismissal, each an
 * event of the gap's life (insights-memory/life.ts). Each change is a pure "make it so": it returns the changed memory, or null when the memory already says so.
 * That makes every change safe to apply twice, which is what lets a writer re-read the issue,
 * apply its change again and check that it is there (store.ts). What the report offers for a gap (fix, dismiss) is
 * insights-memory/fixable.ts.
 */
import { TERMINAL_STATUSES, type AgentJob, type JobStatus } from '../types.ts'
import { live, type Dismissal } from '../insights-memory/life.ts'
import {
  capDismissed,
  MAX_DISMISSED,
  type InsightsMemory,
  type RememberedGap,
} from '../insights-memory/memory.ts'

/** The gaps `ids` handed to job `jobId` (state `fixing`); null when they already are. */
export function handOver(
  memory: InsightsMemory,
  ids: readonly string[],
  job: { id: string; status: string },
): InsightsMemory | null {
  const wanted = new Set(ids)
  return changing(memory, (gap) =>
    wanted.has(gap.id) ? live(gap, { kind: 'handed-over', job }) : gap,
  )
}

/** The memory with `change` applied to each gap; null when it changed none. */
function changing(
  memory: InsightsMemory,
  change: (gap: RememberedGap) => RememberedGap,
): InsightsMemory | null {
  let changed = false
  const gaps = memory.gaps.map((gap) => {
    const next = change(gap)
    if (next !== gap) changed = true
    return next
  })
  return changed ? { ...memory, gaps } : null
}

/** Each gap of `handed` handed to its job; null when the memory already says so. */
export function handOverAll(
  memory: InsightsMemory,
  handed: ReadonlyArray<{ id: string; jobId: string }>,
): InsightsMemory | null {
  let out: InsightsMemory | null = null
  for (const { id, jobId } of handed)
    out = handOver(out ?? memory, [id], { id: jobId, status: 'active' }) ?? out
  return out
}

/** A job as the memory follows it: its status, pull request and when it was seen ended. */
export interface JobNews {
  status: JobStatus
  prLink: string | null
  /** When the job ended (ISO 8601): its archive time, else the time it was seen ended. */
  endedAt: string | null
}

/** The news of `job`, seen at `now` (ms). */
export function newsOf(job: AgentJob, now: number): JobNews {
  const ended = TERMINAL_STATUSES.includes(job.status)
  const endedAt = ended ? (job.archivedAt ?? new Date(now).toISOString()) : null
  return { status: job.status, prLink: job.prLink, endedAt }
}

/**
 * The gaps handed to `jobId` follow it (insights-memory/life.ts): still `fixing` while it runs;
 * `proposed` with its pull request when it ended with one; back to `open` (the job kept, with its
 * status) when it failed or ended without a pull request. Null when the memory already says so.
 */
export function settleJob(
  memory: InsightsMemory,
  jobId: string,
  news: JobNews,
): InsightsMemory | null {
  return changing(memory, (gap) => live(gap, { kind: 'job-read', job: jobId, ...news }))
}

/**
 * The gap `id` dismissed (who, why, when): never shown as open nor handed over again; its job, if
 * any, kept for the record; at most `MAX_DISMISSED` dismissed gaps kept. Null when it already is,
 * or is not in the memory. The one dismissal: `dismiss`, the journal and the tests use it.
 */
export function dismiss(
  memory: InsightsMemory,
  id: string,
  dismissal: Dismissal,
): InsightsMemory | null {
  const out = changing(memory, (g) => (g.id === id ? live(g, { kind: 'dismissed', dismissal }) : g))
  return out && { ...out, gaps: capDismissed(out.gaps, MAX_DISMISSED) }
}

/** One maintainer's command as its status comment records it (the journal of the issue). */
export type JournalEntry =
  | { kind: 'fix'; ids: readonly string[]; jobId: string }
  | { kind: 'dismiss'; id: string; dismissal: Dismissal }

/**
 * The memory with every command of the journal (oldest first) in it, so that a command whose
 * write of the issue was lost to a concurrent writer is not lost: its status comment still says
 * what it did. A gap follows the latest job handed to it; a job the memory already follows, or
 * one older than the memory's, changes nothing.
 */
export function withJournal(
  memory: InsightsMemory,
  journal: readonly JournalEntry[],
): InsightsMemory {
  const latestJob = new Map<string, string>()
  const jobsOf = new Map<string, string[]>()
  for (const entry of journal) {
    if (entry.kind !== 'fix') continue
    for (const id of entry.ids) {
      latestJob.set(id, entry.jobId)
      jobsOf.set(id, [...(jobsOf.get(id) ?? []), entry.jobId])
    }
  }
  let out = memory
  for (const [id, jobId] of latestJob) {
    const gap = out.gaps.find((g) => g.id === id)
    const known = gap?.job?.id
    // Newer than the memory's job: the memory has none, or one this journal handed over before.
    if (!gap || known === jobId || gap.state === 'dismissed') continue
    if (known !== undefined && !(jobsOf.get(id) ?? []).includes(known)) continue
    out = handOver(out, [id], { id: jobId, status: 'active' }) ?? out
  }
  for (const entry of journal) {
    if (entry.kind === 'dismiss') out = dismiss(out, entry.id, entry.dismissal) ?? out
  }
  return out
}
