/**
 * The post step. The main step saves the status comment's state (core.saveState) each time it
 * writes the comment and clears it once the comment shows a final outcome. When the runner killed
 * the main step (SIGKILL after a cancel, a crash, an OOM), the state is still there: this step
 * edits the comment to say the run was interrupted, so that no comment is left saying "working".
 */
import * as core from '@actions/core'
import { describeError } from './errors.ts'
import { readRunContext } from './event.ts'
import type { GitHubClientOptions } from './adapters/github/client.ts'
import { createGitHubClientOnDemand } from './adapters/github/on-demand.ts'
import { PENDING_STATE } from './interface/state.ts'
import { redact } from './lib/redact.ts'
import { renderStatusComment } from './render/status-comment.ts'
import { interruptedText } from './flows/message/texts.ts'
import type { PendingStatus } from './flows/message/report.ts'
import type { GitHubApi } from './ports/github.ts'
import { finalReactionOf, reactionTargetOf } from './trigger-key.ts'

/** What the post step reads and writes through: the runner's, or a test's. */
export interface PostDeps {
  /** The state the main step left (`PENDING_STATE`); empty when it finished its comment. */
  pending: string
  /** An input of the action by name (`github-token`, `api-key`). */
  input(name: string): string
  /** The runner's environment (`GITHUB_REPOSITORY`, `GITHUB_API_URL`…). */
  env: NodeJS.ProcessEnv
  /** Builds the GitHub client for the token. */
  github(options: GitHubClientOptions): Pick<GitHubApi, 'updateComment' | 'addReaction'>
  log: { info(message: string): void; warning(message: string): void }
  /** Masks a secret in the runner's log. */
  setSecret(secret: string): void
}

/** The post step as the runner starts it. */
function runnerDeps(): PostDeps {
  return {
    pending: core.getState(PENDING_STATE),
    input: (name) => core.getInput(name),
    env: process.env,
    github: createGitHubClientOnDemand,
    log: { info: (m) => core.info(m), warning: (m) => core.warning(m) },
    setSecret: (secret) => core.setSecret(secret),
  }
}

/** Finishes the pending status comment, if any. Never fails the job: it only reports. */
export async function finishPending(deps: PostDeps = runnerDeps()): Promise<void> {
  const raw = deps.pending
  if (!raw) return
  const token = deps.input('github-token').trim()
  const apiKey = deps.input('api-key').trim()
  const secrets = [token, apiKey].filter(Boolean)
  for (const secret of secrets) deps.setSecret(secret)
  try {
    const pending = JSON.parse(raw) as PendingStatus
    const context = readRunContext(deps.env)
    const github = deps.github({ token, apiUrl: context.apiUrl, repo: context.repo, secrets })
    const { view, marker } = pending
    const was = {
      creates: marker.create === true,
      jobId: marker.jobId,
      sent: marker.sent,
      confirmed: marker.confirmed === true,
    }
    view.phase = 'final'
    view.outcome = 'cancelled'
    view.detail = interruptedText(was, 'stopped')
    view.maybeSent = was.sent && !was.confirmed
    view.elapsedMs = null
    marker.outcome = 'cancelled'
    await github.updateComment(pending.commentId, renderStatusComment(view, marker))
    const target = reactionTargetOf(marker.trigger)
    const reaction = finalReactionOf('cancelled')
    if (target && reaction)
      await github.addReaction(target.id, reaction, target.on).catch(() => undefined)
    deps.log.info(
      `Marked status comment ${pending.commentId} as cancelled: the main step did not finish it.`,
    )
  } catch (error) {
    deps.log.warning(
      redact(`Could not finish the status comment: ${describeError(error)}`, secrets),
    )
  }
}
