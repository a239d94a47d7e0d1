/**
 * The one POST of a message run, at most once: the message to a job (step 6), or the creation of
 * a new job. The marker says "sent" before the request leaves, so that no re-run sends it again;
 * only a refusal (a thrown 4xx or rate limit) takes that back.
 */
import { advance } from '../../status/state.ts'
import { createOnce } from '../../fix-loop/create-once.ts'
import type { SendResult } from '../../ports/platform.ts'
import { gatherOrigin, withContext } from './context.ts'
import type { MessageRun } from './deps.ts'
import { end, publish } from './publish.ts'
import {
  createAnswered,
  creating,
  sendAnswered,
  sending,
  sendRefused,
} from '../../status/sending.ts'
import { unknownCreateText } from './texts.ts'

/** The text posted: the prompt, with where it came from when `context` says so. */
async function textToSend(run: MessageRun, creating: boolean): Promise<string> {
  const { settings, trigger, context, github, log } = run.deps
  const prompt = run.state.facts.prompt ?? ''
  const mode = settings.message.context
  const fromReview = trigger.kind === 'comment' && trigger.source !== 'issue_comment'
  // A `fix` prompt says all it is about; the report issue is no context for the agent.
  if (run.state.facts.fix) return prompt
  if (mode === 'none' || (mode === 'auto' && !creating && !fromReview)) return prompt
  const origin = await gatherOrigin({
    context,
    trigger,
    issueNumber: run.request.issueNumber,
    creating,
    github,
    log,
  })
  return withContext(prompt, origin)
}

/**
 * Creates the job, at most once, like a message: the marker (the run's state) says a creation is
 * under way before the POST leaves. The new job's id, or null when the run ended (its fate unknown).
 */
export async function createJob(run: MessageRun): Promise<string | null> {
  const { platform, signal, log, clock, settings } = run.deps
  const text = await textToSend(run, true)
  // The rule every creation follows (fix-loop/create-once.ts): marked before the POST leaves; a
  // refusal (4xx, rate limit: no job was created) takes it back; a lost answer is never retried.
  const result = await createOnce(platform, text, signal, {
    marked: async () => {
      advance(run, creating, text, clock.now())
      await publish(run)
      log.info('Creating a new agent job.')
    },
    refused: () => {
      advance(run, sendRefused)
    },
  })
  advance(run, createAnswered, result, clock.now())
  if (result.kind === 'unknown') {
    log.warning(`The platform's answer to the job creation was lost (${result.reason}).`)
    await end(run, 'error', unknownCreateText(result.reason, settings.message.command))
    return null
  }
  log.info(`Created job ${result.job.id}.`)
  return result.job.id
}

/** Sends the message to `jobId`, at most once. A lost answer is not resent: the job is read. */
export async function sendMessage(run: MessageRun, jobId: string): Promise<void> {
  const { platform, signal, log, clock } = run.deps
  const text = await textToSend(run, false)
  advance(run, sending, text, clock.now())
  await publish(run)
  log.info(`Sending the message to job ${jobId}.`)
  let result: SendResult
  try {
    result = await platform.sendMessage(jobId, text, signal)
  } catch (error) {
    // A thrown error means the platform refused it (4xx, rate limit): it was not applied.
    if (!signal.aborted) advance(run, sendRefused)
    throw error
  }
  advance(run, sendAnswered, result, clock.now())
  if (result.kind === 'unknown') {
    log.warning(
      `The platform's answer to the message was lost (${result.reason}); it will not be resent. Reading the job to learn whether it arrived.`,
    )
  }
}
