/**
 * Steps 3 and 4 of a message run: who may trigger, and which job the command goes to (one to
 * follow up, or a new one), in the order the interface fixes. `help` and `status` end here.
 */
import type { Outcome } from '../../types.ts'
import { usageHelp } from './command.ts'
import type { MessageRun } from './deps.ts'
import { authorize } from './gate.ts'
import { end, publish, react } from './publish.ts'
import { isSent } from '../../status/delivery.ts'
import { jobChosen, jobReported, planned, refused, advance } from '../../status/state.ts'
import {
  describeWho,
  lostCreationText,
  NO_NEW_TEXT,
  noJobForStatusText,
  noJobText,
} from './texts.ts'

/** Where the command goes: a job to follow up, or a new one. */
type JobChoice = { kind: 'job'; jobId: string } | { kind: 'create' }

type Choice = JobChoice | { kind: 'none'; outcome: Outcome; reason: string }

/**
 * The report issue's words (gap-words.ts) and the insights memory they read: loaded only by a
 * command that uses them, so that every other command starts without that code.
 */
const gapWords = () => import('./gap-words.ts')

/**
 * Passes the gate and chooses the job; the comment then says what will happen. Null when the run
 * already ended (refused, invalid, `status`, `help`, no job).
 */
export async function admit(run: MessageRun): Promise<JobChoice | null> {
  const { request } = run
  if (!(await passesGate(run))) return null
  if (request.word === 'help') {
    const { onReportIssue } = await gapWords()
    advance(run, refused, 'help', usageOf(run, await onReportIssue(run)))
    await react(run, 'eyes')
    await end(run, 'skipped', null)
    return null
  }
  if (request.word === 'status') {
    await reportStatus(run, request.commandJobId ?? (await knownJob(run)))
    return null
  }
  // `fix` and `dismiss` (the report issue's words), unless a re-run resumes a created job.
  const gapWord = request.word === 'fix' || request.word === 'dismiss'
  if (gapWord && !isSent(run.state.facts.delivery)) {
    const { admitGapWord } = await gapWords()
    return (await admitGapWord(run)) ? { kind: 'create' } : null
  }
  const choice = await chooseJob(run)
  if (choice.kind === 'none') {
    advance(run, refused, choice.reason, usageOf(run))
    await end(run, choice.outcome, choice.reason)
    return null
  }
  advance(run, (s) => (choice.kind === 'job' ? jobChosen(s, choice.jobId) : planned(s)))
  await publish(run)
  await react(run, 'eyes')
  return choice
}

/** The gate, for comment events only (other events were started by the repository). */
async function passesGate(run: MessageRun): Promise<boolean> {
  const { trigger, github, log, settings } = run.deps
  const ms = settings.message
  if (trigger.kind !== 'comment') return true
  const decision = await authorize(
    {
      login: trigger.comment.userLogin,
      userType: trigger.comment.userType,
      minPermission: ms.minPermission,
      allowedUsers: ms.allowedUsers,
      allowedBots: ms.allowedBots,
    },
    github,
  )
  if (!decision.allowed) {
    log.info(`Rejected: ${decision.reason}`)
    advance(run, refused, decision.reason)
    await end(run, 'rejected', decision.reason)
    return false
  }
  log.info(`Accepted: ${decision.reason}`)
  const invalid = run.request.invalidReason
  if (invalid) {
    advance(run, refused, invalid, usageOf(run))
    await end(run, 'rejected', invalid)
    return false
  }
  return true
}

/** Which job the command goes to, or that it creates one, in the order the interface fixes. */
async function chooseJob(run: MessageRun): Promise<Choice> {
  const ms = run.deps.settings.message
  const { request } = run
  const facts = run.state.facts
  if (isSent(facts.delivery)) {
    // A resumed run follows the job it already sent to or created, whatever the inputs say now.
    if (facts.earlierJobId) return { kind: 'job', jobId: facts.earlierJobId }
    if (facts.creates)
      return { kind: 'none', outcome: 'error', reason: lostCreationText(ms.command) }
  }
  if (request.commandJobId) return { kind: 'job', jobId: request.commandJobId }
  if (request.word === 'new') {
    if (ms.createJob === 'never') return { kind: 'none', outcome: 'rejected', reason: NO_NEW_TEXT }
    return { kind: 'create' }
  }
  if (ms.createJob === 'always') return { kind: 'create' }
  const known = await knownJob(run)
  if (known) return { kind: 'job', jobId: known }
  if (ms.createJob === 'if-missing') return { kind: 'create' }
  return { kind: 'none', outcome: 'rejected', reason: noJobText(ms.command) }
}

/** The job known without the command: the `job-id` input, else this action's latest here. */
async function knownJob(run: MessageRun): Promise<string | null> {
  const ms = run.deps.settings.message
  return ms.jobId ?? (run.store ? await run.store.latestJobId() : null)
}

/** The usage text for this repository: its command, whether it creates jobs, who may use it. */
function usageOf(run: MessageRun, reportIssue = false): string {
  const ms = run.deps.settings.message
  return usageHelp(ms.command, { createJob: ms.createJob, who: describeWho(ms), reportIssue })
}

/** `status`: one GET, and a reply with what it shows. Nothing is sent, nothing is created. */
async function reportStatus(run: MessageRun, jobId: string | null): Promise<void> {
  const { platform, signal, settings, clock } = run.deps
  if (jobId === null) {
    const reason = noJobForStatusText(settings.message.command)
    advance(run, refused, reason, usageOf(run))
    await end(run, 'rejected', reason)
    return
  }
  await react(run, 'eyes')
  advance(run, jobChosen, jobId)
  const job = await platform.getJob(jobId, signal)
  advance(run, (s) => refused(jobReported(s, job, clock.now()), 'status'))
  await end(run, 'skipped', null)
}
