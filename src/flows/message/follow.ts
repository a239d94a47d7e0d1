/**
 * Following a job: the busy check before sending (step 5) and the poll until it ends (step 7),
 * both through one poll loop on the poll schedule, within the run's timeout.
 */
import { describeError } from '../../errors.ts'
import {
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
  ServerError,
} from '../../ports/platform-errors.ts'
import { TERMINAL_STATUSES, type AgentJob, type Outcome } from '../../types.ts'
import type { MessageRun } from './deps.ts'
import { isSent, sentAtOf } from '../../status/delivery.ts'
import { nextPollGap, TERMINAL_GRACE_MS } from './poll-schedule.ts'
import { end, publish } from './publish.ts'
import type { MessageReport } from './report.ts'
import { jobSeen, sendInDoubt, waitingForIdle, working, advance } from '../../status/state.ts'
import { busyText, stayedBusyText, unknownSendText } from './texts.ts'

/** Consecutive malformed answers after which polling gives up (an API change, not a blip). */
const MAX_MALFORMED_IN_A_ROW = 5

/** Errors during polling that the deadline absorbs: the next poll may well succeed. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof ServerError ||
    error instanceof RateLimitedError ||
    error instanceof MalformedResponseError
  )
}

/** The busy check; false when the run ended (busy and `if-busy: fail`, or timed out). */
export async function waitUntilIdle(run: MessageRun, jobId: string): Promise<boolean> {
  const { platform, signal, log, clock, settings } = run.deps
  const ifBusy = settings.message.ifBusy
  advance(run, jobSeen, await platform.getJob(jobId, signal), clock.now())
  if (run.state.facts.status !== 'active' || ifBusy === 'send') return true
  if (ifBusy === 'fail') {
    await end(run, 'error', busyText(jobId))
    return false
  }
  log.info(`Job ${jobId} is active; waiting for it to finish before sending (if-busy: wait).`)
  advance(run, waitingForIdle, true)
  await publish(run)
  const idle = await poll(run, jobId, clock.now(), (job) => job.status !== 'active')
  if (!idle) {
    await end(run, 'timed-out', stayedBusyText(jobId))
    return false
  }
  advance(run, waitingForIdle, false)
  return true
}

/** Polls until the job ends, the deadline passes, or the run is cancelled; then ends the run. */
export async function follow(run: MessageRun, jobId: string): Promise<MessageReport> {
  const { clock } = run.deps
  const sentAt = sentAtOf(run.state.facts.delivery) ?? clock.now()
  const ended = await poll(run, jobId, sentAt, (job) => {
    const terminal = TERMINAL_STATUSES.includes(job.status)
    const graceOver = clock.now() - sentAt >= TERMINAL_GRACE_MS
    return terminal && (run.state.facts.seenActive || graceOver)
  })
  if (sendInDoubt(run.state)) return end(run, 'error', unknownSendText(jobId))
  if (!ended) return end(run, 'timed-out', null)
  return end(run, ended.status as Outcome, null, { prLink: ended.prLink ?? null })
}

/**
 * The one poll loop, for the busy wait and for the job's end: reads the job on the poll
 * schedule (counted from `from`) until `done` says so, or the deadline passes (null). Errors the
 * deadline absorbs are logged and polled past; too many malformed answers in a row end it.
 */
async function poll(
  run: MessageRun,
  jobId: string,
  from: number,
  done: (job: AgentJob) => boolean,
): Promise<AgentJob | null> {
  const { platform, signal, clock, log, settings, random } = run.deps
  const deadline = run.state.facts.startedAt + settings.message.timeoutMs
  let malformedInARow = 0
  for (;;) {
    const now = clock.now()
    if (now >= deadline) return null
    const gap = nextPollGap(now - from, settings.message.pollIntervalMs, random)
    await clock.sleep(Math.min(gap, deadline - now), signal)
    let job: AgentJob
    try {
      job = await platform.getJob(jobId, signal)
      malformedInARow = 0
    } catch (error) {
      if (signal.aborted || !isTransient(error)) throw error
      if (error instanceof MalformedResponseError && ++malformedInARow >= MAX_MALFORMED_IN_A_ROW)
        throw error
      log.warning(`Polling job ${jobId} failed, will retry: ${describeError(error)}`)
      continue
    }
    advance(run, jobSeen, job, clock.now())
    if (done(job)) return job
    if (isSent(run.state.facts.delivery) && job.status === 'active') advance(run, working)
    await publish(run)
  }
}
