/**
 * Message mode: request → gate → job → busy check → send once → poll → report.
 *
 * Written against ports (platform client, GitHub API, clock, logger) so that it can run on a
 * simulated clock in tests. Every path ends in exactly one outcome, shown in one status comment.
 * The steps live beside this file, one concern each: request.ts (what was asked), choose-job.ts
 * (the gate and the job), deliver.ts (the POST, at most once), follow.ts (polling), publish.ts
 * (the comment, reactions and the outcome), claim.ts (one run per command, whatever runs it); the
 * state they move is src/status/ (state.ts, delivery.ts, sending.ts; views.ts derives the comment).
 */
import { describeError, hintOf } from '../../errors.ts'
import { redact } from '../../lib/redact.ts'
import { admit } from './choose-job.ts'
import { heldByAnother, stoodDown } from './claim.ts'
import { createJob, sendMessage } from './deliver.ts'
import type { MessageDeps, MessageRun } from './deps.ts'
import { follow, waitUntilIdle } from './follow.ts'
import { end, publish, reportNow } from './publish.ts'
import { reportOf, type MessageReport } from './report.ts'
import { ownCommentReason, readRequest, runStartOf } from './request.ts'
import { resumed } from '../../status/sending.ts'
import { ended, refused, sendInDoubt, sent, startRun, advance } from '../../status/state.ts'
import { createStatusCommentStore, type FoundStatusComment } from '../../status/comments.ts'
import { interruptedText, unknownSendText } from './texts.ts'
import { isConfirmed, isSent } from '../../status/delivery.ts'

export type { MessageDeps } from './deps.ts'

/** Runs message mode to one outcome. Throws only for bad configuration (before any request). */
export async function runMessage(deps: MessageDeps): Promise<MessageReport> {
  const { trigger, context, clock, log } = deps
  const ms = deps.settings.message
  const request = readRequest(trigger, context, ms)
  const start = runStartOf(request, trigger, context, ms, clock.now())
  const stopWith = (outcome: 'skipped' | 'error', reason: string, detail: string | null) => {
    const state = outcome === 'skipped' ? refused(startRun(start), reason) : startRun(start)
    return reportOf(ended(state, outcome, detail, clock.now()), clock.now())
  }
  if (request.kind === 'skip') {
    log.info(`Skipped: ${request.reason}.`)
    return stopWith('skipped', request.reason, null)
  }

  // Step 2: the status comment, if there is a place for it.
  const { issueNumber } = request
  const store =
    issueNumber === undefined ? null : createStatusCommentStore(deps.github, issueNumber)
  let existing: FoundStatusComment | null
  try {
    const own = await ownCommentReason(trigger, deps.github)
    if (own) {
      log.info(`Skipped: ${own}.`)
      return stopWith('skipped', own, null)
    }
    existing = store ? await store.find(request.triggerKey) : null
  } catch (error) {
    // Without the comments we can neither resume safely nor report: stop before sending.
    const detail = redact(describeError(error), deps.secrets)
    log.warning(`Could not read the comments of #${issueNumber}: ${detail}`)
    return stopWith('error', detail, detail)
  }
  // Another workflow run wrote this command's comment: it holds the command; leave it as it is.
  const holder = heldByAnother(existing, context.runId)
  if (holder) return reportOf(stoodDown(deps, startRun(start), holder), clock.now())
  const run: MessageRun = {
    deps,
    request,
    store,
    state: startRun({ ...start, earlier: existing?.marker ?? null }),
    written: null,
    hasComment: existing !== null,
    heldBy: null,
  }
  return go(run)
}

/** From the gate to the outcome; any error ends the run in one outcome too. */
async function go(run: MessageRun): Promise<MessageReport> {
  try {
    const jobId = await deliver(run)
    if (jobId === null) return reportNow(run)
    advance(run, sent)
    // The comment names the job first: it is the journal that keeps the hand-over.
    await publish(run)
    // The gaps of a `fix` follow its job (gap-words.ts, loaded only then, with the insights memory).
    const fixing = run.state.facts.fix ? await import('./gap-words.ts') : null
    await fixing?.markFixing(run, jobId)
    if (!run.deps.settings.message.wait) {
      const doubt = sendInDoubt(run.state) ? unknownSendText(jobId) : null
      return await end(run, doubt ? 'error' : 'sent', doubt)
    }
    const report = await follow(run, jobId)
    await fixing?.settleFixing(run)
    return report
  } catch (error) {
    return await endOnError(run, error)
  }
}

/** Chooses the job and sends to it (or creates it, or resumes); null when the run ended. */
async function deliver(run: MessageRun): Promise<string | null> {
  const { log, clock } = run.deps
  const choice = await admit(run)
  if (choice === null) return null
  if (choice.kind === 'create') return createJob(run)
  const { jobId } = choice
  if (!isSent(run.state.facts.delivery)) {
    if (!(await waitUntilIdle(run, jobId))) return null
    await sendMessage(run, jobId)
    return jobId
  }
  log.info(
    `A previous attempt of this run already ${run.state.facts.creates ? 'created' : 'sent the message to'} job ${jobId}; resuming without sending again.`,
  )
  advance(run, resumed, clock.now())
  return jobId
}

/** A cancellation, or an error: the outcome says which, and what was sent. */
async function endOnError(run: MessageRun, error: unknown): Promise<MessageReport> {
  const { signal, secrets, log } = run.deps
  // Another run holds the command (its claim is older): stand down, writing nothing more.
  const heldBy = run.heldBy
  if (heldBy) {
    advance(run, (s) => stoodDown(run.deps, s, heldBy))
    return reportNow(run)
  }
  if (signal.aborted) {
    const f = run.state.facts
    const was = {
      creates: f.creates,
      jobId: f.jobId,
      sent: isSent(f.delivery),
      confirmed: isConfirmed(f.delivery),
    }
    return end(run, 'cancelled', interruptedText(was, 'cancelled'))
  }
  const detail = redact(describeError(error), secrets).trim()
  log.warning(`Ended with an error: ${detail}`)
  return end(run, 'error', detail, { hint: hintOf(error) })
}
