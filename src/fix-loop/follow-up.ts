/**
 * Before the memory is merged: what maintainers and jobs did since the last run. The journal of
 * the report issue (the `fix`, `auto-fix` and `dismiss` status comments) is brought in, so that
 * no command is lost to a concurrent write, and each job still `fixing` is read once, so that a
 * gap follows its job even when no run waited for it and no reconcile runs.
 */
import { describeError } from '../errors.ts'
import type { InsightsMemory } from '../insights-memory/memory.ts'
import type { GitHubApi } from '../ports/github.ts'
import { RateLimitedError } from '../ports/platform-errors.ts'
import type { PlatformClient } from '../ports/platform.ts'
import type { Logger } from '../ports/runtime.ts'
import { newsOf, settleJob, type JobNews, type JournalEntry } from './changes.ts'
import { readJournal } from './commands.ts'

/** Jobs read at most in one run (agent requests, not analytics ones). */
export const MAX_JOB_READS = 10

export interface FollowUpDeps {
  github: GitHubApi
  platform: PlatformClient
  log: Logger
  signal: AbortSignal
  now: Date
}

/** The journal of issue #`issueNumber`; a failure to read is a warning (and no entry). */
export async function journalOrNone(
  deps: Pick<FollowUpDeps, 'github' | 'log'>,
  issueNumber: number,
): Promise<JournalEntry[]> {
  try {
    return await readJournal(deps.github, issueNumber)
  } catch (error) {
    deps.log.warning(`Could not read the commands on #${issueNumber}: ${describeError(error)}`)
    return []
  }
}

/** A job read, and what it says of the gaps handed to it. */
export interface JobSettled {
  jobId: string
  news: JobNews
}

/**
 * The memory with every `fixing` gap following its job (at most MAX_JOB_READS jobs read), and
 * the news of each job read (to settle them again in the memory a later write finds).
 */
export async function followJobs(
  deps: FollowUpDeps,
  memory: InsightsMemory,
): Promise<{ memory: InsightsMemory; settled: JobSettled[] }> {
  const jobs = [
    ...new Set(memory.gaps.flatMap((g) => (g.state === 'fixing' && g.job ? [g.job.id] : []))),
  ]
  let out = memory
  const settled: JobSettled[] = []
  let read = 0
  for (const jobId of jobs.slice(0, MAX_JOB_READS)) {
    read++
    try {
      const job = await deps.platform.getJob(jobId, deps.signal)
      const news = newsOf(job, deps.now.getTime())
      settled.push({ jobId, news })
      out = settleJob(out, jobId, news) ?? out
    } catch (error) {
      deps.log.warning(`Could not read job ${jobId}: ${describeError(error)}`)
      // Rate limited: the other jobs would be refused too; they are read by the next run.
      if (error instanceof RateLimitedError) break
    }
  }
  if (jobs.length > read) deps.log.info(`${jobs.length - read} jobs left for the next run.`)
  return { memory: out, settled }
}
