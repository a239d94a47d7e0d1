/**
 * One comment, one job, whatever runs it. Two runs for the same trigger (two workflows on the same
 * comment event, a second delivery of the event) settle which one does the work through the
 * trigger's status comment: claim, then check. GitHub has no conditional writes, so:
 *
 * - a run that finds the trigger's comment written by another workflow run stands down at once,
 *   whatever that comment shows: its work is as far along as this run's, or further, and a
 *   comment is never moved backwards;
 * - a run that found none writes its comment (the claim) and lists the comments again: when an
 *   older comment of the same trigger is there, it holds the trigger (the lowest id wins), and
 *   this run deletes its own claim and stands down before it sends or creates anything.
 *
 * A re-run of the same workflow run (same run id) is no rival: it resumes (run.ts). A run that
 * stands down writes nothing more and adds no reaction; its outcome is `skipped`, and its
 * `skip-reason` names the comment that holds the trigger.
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import type { IssueComment } from '../../ports/github.ts'
import type { MessageRun } from './deps.ts'
import { NOT_SENT } from '../../status/delivery.ts'
import { ended, refused, update, type RunState } from '../../status/state.ts'
import type { FoundStatusComment } from '../../status/comments.ts'

/** Thrown to leave the step under way when another run holds the trigger (`run.heldBy` says which). */
export class StoodDown extends Error {
  constructor() {
    super('another run holds this command')
    this.name = 'StoodDown'
  }
}

/** The comment found, when another workflow run wrote it (a re-run of this one is no rival). */
export function heldByAnother(
  found: FoundStatusComment | null,
  runId: string,
): FoundStatusComment | null {
  return found !== null && found.marker.runId !== runId ? found : null
}

/**
 * The check after this run's first write of its comment (`own`, the claim): when an older comment
 * (or, after a lost answer, the comment found instead of its own) is another run's, this run's claim
 * is deleted and StoodDown thrown, before anything is sent.
 */
export async function checkClaim(run: MessageRun, own: IssueComment): Promise<void> {
  const { store, request, deps } = run
  if (!store) return
  const holder = await store.holder(request.triggerKey)
  const ours = holder?.comment.id === own.id && holder.marker.runId === run.state.facts.runId
  if (holder === null || ours) return
  run.heldBy = holder
  run.hasComment = false
  deps.saveState(null)
  try {
    await store.withdraw(request.triggerKey, holder.comment)
  } catch (error) {
    // Left behind, the older comment is still the one every run finds and keeps.
    deps.log.warning(`Could not delete this run's claim ${own.id}: ${describeError(error)}`)
  }
  throw new StoodDown()
}

/** Why a run stood down: who holds the command, how far it got, and where it says so. */
function heldText(holder: FoundStatusComment, context: RunContext): string {
  const m = holder.marker
  const job = m.jobId ? `job ${m.jobId}` : 'the job'
  const state = m.outcome
    ? `it ended ${m.outcome}`
    : !m.sent
      ? 'it took the command first'
      : !m.create
        ? `it sent the message to ${job}`
        : m.jobId
          ? `it created ${job}`
          : 'it is creating a job'
  const { serverUrl, repo } = context
  const runUrl = `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${m.runId}`
  return `another workflow run handles this command (${state}; ${runUrl}); this run sent nothing and leaves the status comment to it: ${holder.comment.htmlUrl}`
}

/** The final state of a run that stood down: `skipped`, nothing sent, no comment of its own. */
export function stoodDown(
  deps: MessageRun['deps'],
  state: RunState,
  holder: FoundStatusComment,
): RunState {
  const reason = heldText(holder, deps.context)
  deps.log.info(`Stood down: ${reason}.`)
  deps.saveState(null)
  const cleared = update(state, {
    jobId: null,
    status: null,
    commentId: null,
    commentUrl: null,
    sentText: null,
    delivery: NOT_SENT,
    creates: false,
  })
  return ended(refused(cleared, reason), 'skipped', reason, deps.clock.now())
}
