/**
 * `mode: reconcile`: finishes the status comments no run is watching. One sweep lists the
 * repository's comments updated within `lookback` (newest first, paged), keeps this action's own
 * status comments whose outcome is not final, reads each distinct job once (at most `max-jobs`),
 * and brings every comment whose job has ended to the final outcome a waiting run would have
 * written. It never sends a message or creates a job.
 *
 * Faults stay local: an error on one job or comment is reported and the sweep goes on; a platform
 * rate limit ends the sweep early (the rest is for the next run); a cancellation stops it between
 * two writes, so every comment is either as it was or final.
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import type { GitHubApi, ReactionContent } from '../../ports/github.ts'
import { RateLimitedError } from '../../ports/platform-errors.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Clock, Logger } from '../../ports/runtime.ts'
import { renderStatusComment } from '../../render/status-comment.ts'
import type { AgentJob } from '../../types.ts'
import type { ReconcileSettings } from './settings.ts'
import type { ReconcileReport, SweptComment } from './report.ts'
import {
  byJob,
  finalOf,
  hasEnded,
  selectUnfinished,
  unfinishedOf,
  type Unfinished,
} from './select.ts'

/** GitHub ends any job after 6 hours: a run that wrote a comment longer ago is over. */
const LONGEST_RUN_MS = 6 * 60 * 60 * 1000

export interface ReconcileDeps {
  settings: ReconcileSettings
  context: RunContext
  platform: PlatformClient
  github: GitHubApi
  clock: Clock
  log: Logger
  signal: AbortSignal
}

/** Runs one sweep. Never throws for a GitHub or platform error: the report says what happened. */
export async function runReconcile(deps: ReconcileDeps): Promise<ReconcileReport> {
  const { settings, context, platform, github, clock, log, signal } = deps
  const sinceMs = clock.now() - settings.lookbackMs
  const since = new Date(sinceMs).toISOString()
  const report: ReconcileReport = {
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
  const done = (): ReconcileReport => {
    report.requests = platform.requestCount
    report.githubRequests = github.requestCount
    return report
  }

  let unfinished: Unfinished[]
  try {
    const identity = await github.identity()
    const comments = await github.listRecentComments(since)
    report.listed = comments.length
    unfinished = selectUnfinished(comments, identity, sinceMs)
  } catch (error) {
    report.failed = `could not list the repository's comments: ${describeError(error)}`
    return done()
  }
  report.checked = unfinished.length
  const jobs = [...byJob(unfinished)]
  log.info(
    `${report.listed} comments updated since ${since}; ${unfinished.length} unfinished status comments of this action, on ${jobs.length} jobs.`,
  )

  const runUrlOf = (runId: string) =>
    `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${runId}`
  // Whether each run is still going; null when its state could not be read.
  const liveRuns = new Map<string, boolean | null>()
  let jobsRead = 0
  let readFailures = 0
  /** Why no more jobs are read from `index` on: a cancellation, or `max-jobs` reached. */
  const stopBefore = (index: number): string | null =>
    signal.aborted
      ? 'the run was cancelled'
      : index >= settings.maxJobs
        ? `\`max-jobs\` (${settings.maxJobs}) jobs were read; the rest are left for the next run`
        : null
  const record = (items: Unfinished[], result: SweptComment['result'], detail: string) => {
    for (const item of items) report.comments.push(swept(item, result, detail))
  }
  for (const [index, [jobId, items]] of jobs.entries()) {
    report.stoppedEarly ??= stopBefore(index)
    if (report.stoppedEarly) {
      record(items, 'deferred', report.stoppedEarly)
      continue
    }
    let job: AgentJob
    try {
      jobsRead++
      job = await platform.getJob(jobId, signal)
    } catch (error) {
      if (signal.aborted || error instanceof RateLimitedError) {
        // Nothing more can be read now: this job and the rest wait for the next run.
        report.stoppedEarly = signal.aborted
          ? 'the run was cancelled'
          : `the platform's rate limit was reached (${describeError(error)}); the rest are left for the next run`
        log.warning(`Stopped early: ${report.stoppedEarly}.`)
        record(items, 'deferred', report.stoppedEarly)
        continue
      }
      readFailures++
      report.errors.push(`job ${jobId}: ${describeError(error)}`)
      log.warning(`Could not read job ${jobId}: ${describeError(error)}`)
      record(items, 'failed', describeError(error))
      continue
    }
    if (!hasEnded(job)) {
      report.running++
      record(items, 'running', job.status)
      continue
    }
    for (const item of items) {
      // A cancellation stops between two comments: each is as it was, or final.
      report.stoppedEarly ??= signal.aborted ? 'the run was cancelled' : null
      if (report.stoppedEarly) {
        record([item], 'deferred', report.stoppedEarly)
        continue
      }
      try {
        const result = await finish(item, job)
        if (result === 'finished') report.finished++
        record([item], result, job.status)
      } catch (error) {
        report.errors.push(`comment ${item.comment.id}: ${describeError(error)}`)
        log.warning(`Could not finish comment ${item.comment.id}: ${describeError(error)}`)
        record([item], 'failed', describeError(error))
      }
    }
  }
  if (jobsRead > 0 && readFailures === jobsRead) {
    report.failed = `no job could be read (${readFailures} failed)`
  }
  return done()

  /** Brings one comment to its final outcome, unless a run still watches it or it is final now. */
  async function finish(item: Unfinished, job: AgentJob): Promise<SweptComment['result']> {
    const { marker, comment } = item
    // No outcome yet: the run that wrote it may still be going, and it will finish the comment.
    if (marker.outcome === null && (await runIsLive(marker.runId, comment.updatedAt)))
      return 'watched'
    // Read it again just before writing: another run may have finished it since the listing.
    const now = await github.getComment(comment.id)
    const latest = now && unfinishedOf(now, comment.userLogin, sinceMs)?.marker
    if (!latest || latest.jobId !== marker.jobId) return 'done'
    const final = finalOf(latest, job, runUrlOf)
    await github.updateComment(comment.id, renderStatusComment(final.view, final.marker))
    await react(marker.trigger, job.status === 'completed' ? 'rocket' : 'confused', latest.outcome)
    log.info(`Finished comment ${comment.id}: job ${marker.jobId} is ${job.status}.`)
    return 'finished'
  }

  /**
   * True while the workflow run that wrote a comment is still going. When its state cannot be
   * read (no `actions: read`), a comment is taken as watched until it is older than the longest
   * run (6 hours), so that no run's own final comment is overwritten.
   */
  async function runIsLive(runId: string, updatedAt: string): Promise<boolean> {
    let live = liveRuns.get(runId)
    if (live === undefined) {
      try {
        live = (await github.getWorkflowRun(runId)).status !== 'completed'
      } catch (error) {
        log.debug(`Could not read workflow run ${runId}: ${describeError(error)}`)
        live = null
      }
      liveRuns.set(runId, live)
    }
    return live ?? clock.now() - Date.parse(updatedAt) < LONGEST_RUN_MS
  }

  /**
   * The final reaction on the command that started the run, as a waiting run would have left it
   * (reviews and dispatches take none): 🚀 takes the place of the 😕 that a run which stopped
   * watching (`sent`, `timed-out`, `cancelled`) left.
   */
  async function react(trigger: string, content: ReactionContent, left: string | null) {
    const match = /^(comment|review-comment)-(\d+)$/.exec(trigger)
    if (!match) return
    const on = match[1] === 'comment' ? 'issue-comment' : 'review-comment'
    const id = Number(match[2])
    try {
      await github.addReaction(id, content, on)
      if (content === 'rocket' && left !== null) await github.removeReaction(id, 'confused', on)
    } catch (error) {
      log.warning(`Could not set the ${content} reaction: ${describeError(error)}`)
    }
  }
}

function swept(item: Unfinished, result: SweptComment['result'], detail: string): SweptComment {
  return {
    commentId: item.comment.id,
    url: item.comment.htmlUrl,
    jobId: item.marker.jobId,
    result,
    detail,
  }
}
