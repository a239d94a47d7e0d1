/**
 * The trigger key: what started a message run, as its status marker names it. Built by the
 * message flow, read again by the post step and the reconcile sweep (to put the final reaction on
 * the command), so its format is written down here only.
 *
 *   comment-<id>          an issue or pull request conversation comment
 *   review-comment-<id>   a comment on a pull request's diff
 *   review-<id>           a pull request review
 *   run-<runId>           any other event (no command comment)
 *   auto-fix-<runId>-<gap> a job `auto-fix` created in an insights run, for one gap
 */
import type { CommentKind, ReactionContent } from './ports/github.ts'
import type { Outcome } from './types.ts'

/** What started a run, as the key's first part. */
type TriggerSource = 'comment' | 'review-comment' | 'review' | 'run' | 'auto-fix'

/** The key of a run started by `source` with this comment (or workflow run) id. */
export function triggerKeyOf(source: TriggerSource, id: number | string): string {
  return `${source}-${id}`
}

/** The source of a comment event's key, by the event's name. */
export const SOURCE_OF_EVENT = {
  issue_comment: 'comment',
  pull_request_review_comment: 'review-comment',
  pull_request_review: 'review',
} as const satisfies Record<string, TriggerSource>

/** Where reactions go for a key: the comment and its kind; null for reviews and other events. */
export function reactionTargetOf(key: string): { id: number; on: CommentKind } | null {
  // Reviews take no reactions; comments on the diff take them through their own route.
  const match = /^(comment|review-comment)-(\d+)$/.exec(key)
  if (!match) return null
  return { id: Number(match[2]), on: match[1] === 'comment' ? 'issue-comment' : 'review-comment' }
}

/**
 * The reaction a run leaves on its command when it ends: 🚀 when the job completed, 😕 when it
 * failed or the run stopped. None for `sent` (`wait: false`): the job is working, not failed, so
 * the 👀 of the accepted command stays until the outcome is known (reconcile adds 🚀 or 😕 then).
 */
export function finalReactionOf(outcome: Outcome | (string & {})): ReactionContent | null {
  if (outcome === 'skipped' || outcome === 'sent') return null
  return outcome === 'completed' ? 'rocket' : 'confused'
}
