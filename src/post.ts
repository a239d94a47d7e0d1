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
    view.detail = marker.sent
      ? `the run was stopped before it finished (the runner ended the step). The message was ${marker.confirmed ? 'sent' : 'possibly sent'}; the job may still be running.`
      : 'the run was stopped before the message was sent (the runner ended the step).'
    view.maybeSent = marker.sent && !marker.confirmed
    view.elapsedMs = null
    marker.outcome = 'cancelled'
    await github.updateComment(pending.commentId, renderStatusComment(view, marker))
    const commentTrigger = /^comment-(\d+)$/.exec(marker.trigger)
    if (commentTrigger) {
      await github.addReaction(Number(commentTrigger[1]), 'confused').catch(() => undefined)
    }
    core.info(
      `Marked status comment ${pending.commentId} as cancelled: the main step did not finish it.`,
    )
  } catch (error) {
    core.warning(redact(`Could not finish the status comment: ${describeError(error)}`, secrets))
  }
}
