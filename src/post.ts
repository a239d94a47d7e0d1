/**
 * The post step. The main step saves the status comment's state (core.saveState) each time it
 * writes the comment and clears it once the comment shows a final outcome. When the runner killed
 * the main step (SIGKILL after a cancel, a crash, an OOM), the state is still there: this step
 * edits the comment to say the run was interrupted, so that no comment is left saying "working".
 */
import * as core from '@actions/core'
import { describeError } from './errors.ts'
import { readRunContext } from './event.ts'
import { createGitHubClient } from './adapters/github/client.ts'
import { PENDING_STATE } from './state.ts'
import { redact } from './redact.ts'
import { renderStatusComment } from './render/status-comment.ts'
import type { PendingStatus } from './flows/message/report.ts'
import type { StatusMarker } from './marker.ts'

/** What the interrupted run had done, as the final comment says it. */
function stoppedText(marker: StatusMarker): string {
  const stopped = 'the run was stopped before it finished (the runner ended the step)'
  if (marker.create && marker.jobId === null) {
    return marker.sent
      ? `${stopped}, while a job was being created: a job may have been created, and a re-run will not create another.`
      : `${stopped}, before a job was created.`
  }
  if (!marker.sent) return `${stopped}, before the message was sent.`
  const what = marker.create
    ? 'The job was created'
    : `The message was ${marker.confirmed ? 'sent' : 'possibly sent'}`
  return `${stopped}. ${what}; the job may still be running.`
}

/** Finishes the pending status comment, if any. Never fails the job: it only reports. */
export async function finishPending(): Promise<void> {
  const raw = core.getState(PENDING_STATE)
  if (!raw) return
  const token = core.getInput('github-token').trim()
  const apiKey = core.getInput('api-key').trim()
  const secrets = [token, apiKey].filter(Boolean)
  for (const secret of secrets) core.setSecret(secret)
  try {
    const pending = JSON.parse(raw) as PendingStatus
    const context = readRunContext(process.env)
    const github = createGitHubClient({
      token,
      apiUrl: context.apiUrl,
      repo: context.repo,
      secrets,
    })
    const { view, marker } = pending
    view.phase = 'final'
    view.outcome = 'cancelled'
    view.detail = stoppedText(marker)
    view.maybeSent = marker.sent && !marker.confirmed
    view.elapsedMs = null
    marker.outcome = 'cancelled'
    await github.updateComment(pending.commentId, renderStatusComment(view, marker))
    // Reviews take no reactions; comments, on the conversation or on the diff, do.
    const commentTrigger = /^(comment|review-comment)-(\d+)$/.exec(marker.trigger)
    if (commentTrigger) {
      const on = commentTrigger[1] === 'comment' ? 'issue-comment' : 'review-comment'
      await github.addReaction(Number(commentTrigger[2]), 'confused', on).catch(() => undefined)
    }
    core.info(
      `Marked status comment ${pending.commentId} as cancelled: the main step did not finish it.`,
    )
  } catch (error) {
    core.warning(redact(`Could not finish the status comment: ${describeError(error)}`, secrets))
  }
}
