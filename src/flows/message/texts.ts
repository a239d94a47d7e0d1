/**
 * The sentences a message run writes into its status comment when it cannot do what was asked.
 * The text for an interrupted run is shared with the post step, which finishes a comment the main
 * step left unfinished from its marker alone.
 */
import type { MessageSettings } from './settings.ts'

/** What an interrupted run had done: the marker's fields, or the run's own facts. */
interface WhatWasSent {
  /** The command creates its job. */
  creates: boolean
  /** The job: followed up, or created once known. */
  jobId: string | null
  /** The POST left (or may have). */
  sent: boolean
  /** The platform confirmed it. */
  confirmed: boolean
}

/**
 * Why a run ended before its outcome: `cancelled` (the run saw the signal and wrote this itself),
 * or `stopped` (the runner ended the step; the post step writes it).
 */
export function interruptedText(was: WhatWasSent, cause: 'cancelled' | 'stopped'): string {
  const lead =
    cause === 'cancelled'
      ? 'the run was cancelled'
      : 'the run was stopped before it finished (the runner ended the step)'
  if (was.creates && was.jobId === null) {
    return was.sent
      ? `${lead}, while a job was being created: a job may have been created, and a re-run will not create another.`
      : `${lead}, before a job was created.`
  }
  if (!was.sent) return `${lead}, before the message was sent.`
  const job = was.jobId === null ? 'the job' : `job \`${was.jobId}\``
  const what = was.creates
    ? `The job was created (${job})`
    : `The message to ${job} was ${was.confirmed ? 'sent' : 'possibly sent'}`
  return `${lead}. ${what}; the job may still be running.`
}

export function unknownCreateText(reason: string, command: string): string {
  return (
    `outcome unknown: the platform's answer to the job creation was lost (${reason}). ` +
    'A job may have been created; it was not created again, and a re-run will not create one either. ' +
    "The platform has no list of jobs to find it by: look on the platform's dashboard, then name it " +
    `with \`${command} job=<id> …\`, or write \`${command} new …\` to start another.`
  )
}

export function unknownSendText(jobId: string): string {
  return (
    `outcome unknown: the platform's answer to the message was lost and job \`${jobId}\` was never seen taking it up. ` +
    'The message was not resent (it may have arrived). Check the job on the platform before sending it again.'
  )
}

/** A resumed creation whose answer an earlier attempt lost: the job cannot be found again. */
export function lostCreationText(command: string): string {
  return (
    "an earlier attempt of this run started creating a job and lost the platform's answer, so a job may exist that no request can find (the platform has no list of jobs). " +
    "It was not created again. Look for it on the platform's dashboard and name it with " +
    `\`${command} job=<id> …\`, or write \`${command} new …\` to start another.`
  )
}

export const NO_NEW_TEXT =
  'this workflow does not create jobs (its `create-job` input is `never`), so `new` is not available here. Name an existing job with `job=<id>`.'

export function noJobText(command: string): string {
  return (
    `no agent job to send to. Name one in the command (\`${command} job=<id> …\`), ` +
    "set the action's `job-id` input, or reply on a pull request where this action already reported on a job."
  )
}

export function noJobForStatusText(command: string): string {
  return `no job is known here. Name one (\`${command} job=<id> status\`), or set the action's \`job-id\` input.`
}

export function busyText(jobId: string): string {
  return `job \`${jobId}\` is busy (\`active\`) and \`if-busy\` is \`fail\`; the message was not sent.`
}

export function stayedBusyText(jobId: string): string {
  return `job \`${jobId}\` stayed \`active\` for the whole timeout; the message was not sent.`
}

/** Who passes the gate, in words, for the usage text. */
export function describeWho(ms: MessageSettings): string {
  const people = `people with \`${ms.minPermission}\` permission${ms.minPermission === 'admin' ? '' : ' or more'} on this repository`
  const extra = [...ms.allowedUsers, ...ms.allowedBots]
  return extra.length === 0 ? people : `${people}, and ${extra.map((l) => `\`${l}\``).join(', ')}`
}
