/**
 * `mode: reconcile`: finishes the status comments no run is watching. One sweep lists the
 * repository's comments updated within `lookback` (newest first, paged), keeps this action's own
 * status comments whose outcome is not final, reads each distinct job once (at most `max-jobs`),
 * and brings every comment whose job has ended to the final outcome a waiting run would have
 * written (finish.ts). It never sends a message or creates a job.
 *
 * Faults stay local: an error on one job or comment is reported and the sweep goes on; a platform
 * rate limit ends the sweep early (the rest is for the next run); a cancellation stops it between
 * two writes, so every comment is either as it was or final.
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import type { GitHubApi } from '../../ports/github.ts'
import { RateLimitedError } from '../../ports/platform-errors.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Clock, Logger } from '../../ports/runtime.ts'
import type { AgentJob } from '../../types.ts'
import { finishComment, type Finisher } from './finish.ts'
import type { ReconcileSettings } from './settings.ts'
import type { ReconcileReport, SweptComment } from './report.ts'
import { byJob, hasEnded, selectUnfinished, type Unfinished } from './select.ts'

export interface ReconcileDeps {
  settings: ReconcileSettings
  context: RunContext
  platform: PlatformClient
  github: GitHubApi
  clock: Clock
  log: Logger
  signal: AbortSignal
}

const CANCELLED = 'the run was cancelled'

/** One sweep: its deps, the report it fills, and what it counted on the way. */
interface Sweep extends Finisher {
  readonly deps: ReconcileDeps
  readonly report: ReconcileReport
  jobsRead: number
  readFailures: number
}

/** Runs one sweep. Never throws for a GitHub or platform error: the report says what happened. */
export async function runReconcile(deps: ReconcileDeps): Promise<ReconcileReport> {
  const sinceMs = deps.clock.now() - deps.settings.lookbackMs
  const sweep: Sweep = {
    deps,
    github: deps.github,
    context: deps.context,
    clock: deps.clock,
    log: deps.log,
    sinceMs,
    liveRuns: new Map(),
    report: emptyReport(new Date(sinceMs).toISOString()),
    jobsRead: 0,
    readFailures: 0,
  }
  const unfinished = await listUnfinished(sweep)
  if (unfinished) await sweepJobs(sweep, unfinished)
  const { report } = sweep
  if (sweep.jobsRead > 0 && sweep.readFailures === sweep.jobsRead) {
    report.failed = `no job could be read (${sweep.readFailures} failed)`
  }
  report.requests = deps.platform.requestCount
  report.githubRequests = deps.github.requestCount
  return report
}

function emptyReport(since: string): ReconcileReport {
  return {
    listed: 0,
    checked: 0,
    finished: 0,
    running: 0,
    requests: 0,
    githubRequests: 0,
    comments: [],
    stoppedEarly: null,
    errors: [],
    failed: null,
    since,
  }
}

/** The action's own unfinished status comments in the lookback; null when they cannot be listed. */
async function listUnfinished(sweep: Sweep): Promise<Unfinished[] | null> {
  const { github, log } = sweep.deps
  const { report } = sweep
  let unfinished: Unfinished[]
  try {
    const identity = await github.identity()
    const comments = await github.listRecentComments(report.since)
    report.listed = comments.length
    unfinished = selectUnfinished(comments, identity, sweep.sinceMs)
  } catch (error) {
    report.failed = `could not list the repository's comments: ${describeError(error)}`
    return null
  }
  report.checked = unfinished.length
  log.info(
    `${report.listed} comments updated since ${report.since}; ${unfinished.length} unfinished status comments of this action, on ${byJob(unfinished).size} jobs.`,
  )
  return unfinished
}

/** Each distinct job read once, newest first, until the sweep has to stop. */
async function sweepJobs(sweep: Sweep, unfinished: Unfinished[]): Promise<void> {
  const { settings, signal } = sweep.deps
  const { report } = sweep
  for (const [index, [jobId, items]] of [...byJob(unfinished)].entries()) {
    report.stoppedEarly ??= signal.aborted
      ? CANCELLED
      : index >= settings.maxJobs
        ? `\`max-jobs\` (${settings.maxJobs}) jobs were read; the rest are left for the next run`
        : null
    if (report.stoppedEarly) {
      record(sweep, items, 'deferred', report.stoppedEarly)
      continue
    }
    const job = await readJob(sweep, jobId, items)
    if (!job) continue
    if (!hasEnded(job)) {
      report.running++
      record(sweep, items, 'running', job.status)
      continue
    }
    await finishAll(sweep, items, job)
  }
}

/** The job, or null when it could not be read (its comments are then recorded as such). */
async function readJob(sweep: Sweep, jobId: string, items: Unfinished[]): Promise<AgentJob | null> {
  const { platform, signal, log } = sweep.deps
  const { report } = sweep
  try {
    sweep.jobsRead++
    return await platform.getJob(jobId, signal)
  } catch (error) {
    if (signal.aborted || error instanceof RateLimitedError) {
      // Nothing more can be read now: this job and the rest wait for the next run.
      report.stoppedEarly = signal.aborted
        ? CANCELLED
        : `the platform's rate limit was reached (${describeError(error)}); the rest are left for the next run`
      log.warning(`Stopped early: ${report.stoppedEarly}.`)
      record(sweep, items, 'deferred', report.stoppedEarly)
      return null
    }
    sweep.readFailures++
    report.errors.push(`job ${jobId}: ${describeError(error)}`)
    log.warning(`Could not read job ${jobId}: ${describeError(error)}`)
    record(sweep, items, 'failed', describeError(error))
    return null
  }
}

/** Finishes the comments of an ended job; a cancellation stops between two comments. */
async function finishAll(sweep: Sweep, items: Unfinished[], job: AgentJob): Promise<void> {
  const { signal, log } = sweep.deps
  const { report } = sweep
  for (const item of items) {
    // Each comment is as it was, or final.
    report.stoppedEarly ??= signal.aborted ? CANCELLED : null
    if (report.stoppedEarly) {
      record(sweep, [item], 'deferred', report.stoppedEarly)
      continue
    }
    try {
      const result = await finishComment(sweep, item, job)
      if (result === 'finished') report.finished++
      record(sweep, [item], result, job.status)
    } catch (error) {
      report.errors.push(`comment ${item.comment.id}: ${describeError(error)}`)
      log.warning(`Could not finish comment ${item.comment.id}: ${describeError(error)}`)
      record(sweep, [item], 'failed', describeError(error))
    }
  }
}

function record(
  sweep: Sweep,
  items: Unfinished[],
  result: SweptComment['result'],
  detail: string,
): void {
  for (const { comment, marker } of items) {
    sweep.report.comments.push({
      commentId: comment.id,
      url: comment.htmlUrl,
      jobId: marker.jobId,
      result,
      detail,
    })
  }
}
