/**
 * What a message run shows: its status comment (written when what it shows changes, and handed
 * to the post step each time), the reactions on the command, and the one outcome at the end.
 */
import { describeError } from '../../errors.ts'
import type { ReactionContent } from '../../ports/github.ts'
import { finalReactionOf, reactionTargetOf } from '../../trigger-key.ts'
import type { Outcome } from '../../types.ts'
import { checkClaim, StoodDown, stoodDown } from './claim.ts'
import type { MessageRun } from './deps.ts'
import { reportOf, type MessageReport } from './report.ts'
import { commented, ended, type RunFacts, advance } from '../../status/state.ts'
import { markerOf, statusComment, statusView } from '../../status/views.ts'

/** The final comment must be written within 5 s of a cancellation; leave room for the step. */
const FINAL_WRITE_BUDGET_MS = 4_000

/** The run's report as its state stands now. */
export function reportNow(run: MessageRun): MessageReport {
  return reportOf(run.state, run.deps.clock.now())
}

/** Writes the status comment when what it shows changed, and keeps it for the post step. */
export async function publish(run: MessageRun, final = false): Promise<void> {
  const { store, request, deps } = run
  const issueNumber = request.issueNumber
  // Gave way to another run (claim.ts): its comment is never written.
  if (!store || issueNumber === undefined || run.heldBy) return
  const body = statusComment(run.state)
  if (body === run.written && !final) return
  // The run's first comment is its claim on the trigger: checked before anything else is done.
  const claiming = !run.hasComment
  try {
    const written = await store.write(request.triggerKey, body)
    if (claiming) await checkClaim(run, written)
    run.written = body
    run.hasComment = true
    advance(run, commented, written.id, written.htmlUrl)
    deps.saveState(
      final
        ? null
        : {
            issueNumber,
            commentId: written.id,
            view: statusView(run.state),
            marker: markerOf(run.state),
          },
    )
  } catch (error) {
    // The first write is the gate for everything after it: without a place to report, send nothing.
    if (!run.hasComment || error instanceof StoodDown) throw error
    deps.log.warning(`Could not update the status comment: ${describeError(error)}`)
  }
}

/** Adds a reaction to the command, where its kind takes one; a failure is only warned about. */
export async function react(run: MessageRun, content: ReactionContent): Promise<void> {
  const { github, log } = run.deps
  const target = reactionTargetOf(run.request.triggerKey)
  if (!target) return
  try {
    await github.addReaction(target.id, content, target.on)
  } catch (error) {
    log.warning(`Could not add the ${content} reaction: ${describeError(error)}`)
  }
}

/** The one outcome: the final comment (within a budget), the last reaction, the report. */
export async function end(
  run: MessageRun,
  outcome: Outcome,
  detail: string | null,
  change: Partial<RunFacts> = {},
): Promise<MessageReport> {
  advance(run, ended, outcome, detail, run.deps.clock.now(), change)
  await withBudget(publish(run, true), FINAL_WRITE_BUDGET_MS)
  // Its claim lost to an older one: no reaction, and the outcome says which run holds it.
  const heldBy = run.heldBy
  if (heldBy) {
    advance(run, (s) => stoodDown(run.deps, s, heldBy))
    return reportNow(run)
  }
  const reaction = finalReactionOf(outcome)
  if (reaction) await withBudget(react(run, reaction), 1_000)
  run.deps.saveState(null)
  return reportNow(run)
}

/** Waits for `work`, but no longer than `ms`: the final comment must not hold a cancelled step. */
async function withBudget(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms)
      timer.unref()
    }),
  ])
  clearTimeout(timer)
}
