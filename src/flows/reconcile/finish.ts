/**
 * Finishing one status comment whose job has ended: unless the run that wrote it still watches
 * it, or another run finished it meanwhile, it gets the final text and the final reaction a
 * waiting run would have left.
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import type { GitHubApi } from '../../ports/github.ts'
import type { Clock, Logger } from '../../ports/runtime.ts'
import { newsOf } from '../../fix-loop/changes.ts'
import { settleInReport } from '../../fix-loop/store.ts'
import { renderStatusComment } from '../../render/status-comment.ts'
import { finalReactionOf, reactionTargetOf } from '../../trigger-key.ts'
import { LONGEST_RUN_MS, type AgentJob } from '../../types.ts'
import type { SweptComment } from './report.ts'
import { finalOf, unfinishedOf, type Unfinished } from './select.ts'

/** What finishing comments needs: GitHub, and whether each workflow run is still going. */
export interface Finisher {
  github: GitHubApi
  context: RunContext
  clock: Clock
  log: Logger
  /** The lookback's start: a comment edited before it is no longer one to finish. */
  sinceMs: number
  /** Whether each run is still going; null when its state could not be read. */
  liveRuns: Map<string, boolean | null>
}

/** Brings one comment to its final outcome, unless a run still watches it or it is final now. */
export async function finishComment(
  f: Finisher,
  item: Unfinished,
  job: AgentJob,
): Promise<SweptComment['result']> {
  const { marker, comment } = item
  // No outcome yet: the run that wrote it may still be going, and it will finish the comment.
  if (marker.outcome === null && (await runIsLive(f, marker.runId, comment.updatedAt)))
    return 'watched'
  // Read it again just before writing: another run may have finished it since the listing.
  const now = await f.github.getComment(comment.id)
  const latest = now && unfinishedOf(now, comment.userLogin, f.sinceMs)?.marker
  if (!latest || latest.jobId !== marker.jobId) return 'done'
  const { serverUrl, repo } = f.context
  const runUrlOf = (runId: string) =>
    `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`
  const final = finalOf(latest, job, runUrlOf)
  await f.github.updateComment(comment.id, renderStatusComment(final.view, final.marker))
  await reactFinal(f, marker.trigger, job.status, latest.outcome)
  f.log.info(`Finished comment ${comment.id}: job ${marker.jobId} is ${job.status}.`)
  if (latest.fix) await followInReport(f, latest.fix.issue, job)
  return 'finished'
}

/**
 * The insights gaps a `fix` handed to this job follow it in their report issue: `proposed` with
 * its pull request, or `open` again. A failure is a warning: the next insights run reads the job.
 */
async function followInReport(f: Finisher, issue: number, job: AgentJob): Promise<void> {
  try {
    const news = newsOf(job, f.clock.now())
    const result = await settleInReport(f.github, issue, job.id, news)
    f.log.info(`Report issue #${issue}: gaps of job ${job.id} ${result.kind}.`)
  } catch (error) {
    f.log.warning(`Report issue #${issue}: could not follow job ${job.id}: ${describeError(error)}`)
  }
}

/**
 * True while the workflow run that wrote a comment is still going. When its state cannot be
 * read (no `actions: read`), a comment is taken as watched until it is older than the longest
 * run (6 hours), so that no run's own final comment is overwritten.
 */
async function runIsLive(f: Finisher, runId: string, updatedAt: string): Promise<boolean> {
  let live = f.liveRuns.get(runId)
  if (live === undefined) {
    try {
      live = (await f.github.getWorkflowRun(runId)).status !== 'completed'
    } catch (error) {
      f.log.debug(`Could not read workflow run ${runId}: ${describeError(error)}`)
      live = null
    }
    f.liveRuns.set(runId, live)
  }
  return live ?? f.clock.now() - Date.parse(updatedAt) < LONGEST_RUN_MS
}

/**
 * The final reaction on the command that started the run, as a waiting run would have left it
 * (reviews and dispatches take none): 🚀 takes the place of the 😕 that a run which stopped
 * watching (`timed-out`, `cancelled`) left. After `sent` the 👀 is there alone since 1.4; the
 * 😕 is removed after any outcome all the same, since the `sent` runs of earlier versions left one.
 */
async function reactFinal(
  f: Finisher,
  trigger: string,
  status: string,
  left: string | null,
): Promise<void> {
  const target = reactionTargetOf(trigger)
  const content = finalReactionOf(status)
  if (!target || !content) return
  try {
    await f.github.addReaction(target.id, content, target.on)
    if (content === 'rocket' && left !== null)
      await f.github.removeReaction(target.id, 'confused', target.on)
  } catch (error) {
    f.log.warning(`Could not set the ${content} reaction: ${describeError(error)}`)
  }
}
