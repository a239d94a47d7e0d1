/**
 * Message mode: gate → job id → busy check → send once → poll → report.
 *
 * Written against ports (platform client, GitHub API, clock, logger) so that it can run on a
 * simulated clock in tests. Every path ends in exactly one outcome, shown in one status comment.
 */
import { parseCommand, usageHelp } from './command.ts'
import { describeError, InputError } from '../../errors.ts'
import type { RunContext, Trigger } from '../../event.ts'
import { authorize } from './gate.ts'
import type { StatusMarker } from '../../marker.ts'
import { createStatusCommentStore } from './status-comment.ts'
import type { GitHubApi, IssueComment, ReactionContent } from '../../ports/github.ts'
import {
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
  ServerError,
} from '../../ports/platform-errors.ts'
import { redact } from '../../redact.ts'
import { nextPollGap, TERMINAL_GRACE_MS } from './poll-schedule.ts'
import { renderStatusComment, type StatusView } from '../../render/status-comment.ts'
import { TERMINAL_STATUSES, type AgentJob, type Outcome, type Settings } from '../../types.ts'
import type { Clock } from '../../ports/runtime.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { MessageReport, PendingStatus, TimelineEntry } from './report.ts'
import type { Logger } from '../../ports/runtime.ts'

export interface MessageDeps {
  settings: Settings
  context: RunContext
  trigger: Trigger
  platform: PlatformClient
  github: GitHubApi
  clock: Clock
  random: () => number
  log: Logger
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal
  /** Secrets to keep out of every text the flow writes (the adapters redact too). */
  secrets: string[]
  /** Records the comment state for the post step (null: nothing left to finish). */
  saveState(pending: PendingStatus | null): void
}

/** Errors during polling that the deadline absorbs: the next poll may well succeed. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    error instanceof ServerError ||
    error instanceof RateLimitedError ||
    error instanceof MalformedResponseError
  )
}

/** Consecutive malformed answers after which polling gives up (an API change, not a blip). */
const MAX_MALFORMED_IN_A_ROW = 5
/** The final comment must be written within 5 s of a cancellation; leave room for the step. */
const FINAL_WRITE_BUDGET_MS = 4_000

/** Runs message mode to one outcome. Throws only for bad configuration (before any request). */
export async function runMessage(deps: MessageDeps): Promise<MessageReport> {
  const { settings, context, trigger, platform, github, clock, log, signal } = deps
  const ms = settings.message
  const startedAt = clock.now()
  const timeline: TimelineEntry[] = []
  const report: MessageReport = {
    outcome: 'skipped',
    jobId: null,
    status: null,
    prLink: null,
    model: null,
    commentId: null,
    commentUrl: null,
    skipReason: null,
    detail: null,
    trigger: trigger.kind === 'comment' ? 'issue_comment' : trigger.eventName,
    actor: trigger.kind === 'comment' ? trigger.comment.userLogin : context.actor,
    prompt: null,
    timeline,
    startedAt,
    sentAt: null,
    endedAt: startedAt,
    sentThisRun: false,
  }
  const finish = (outcome: Outcome): MessageReport => {
    report.outcome = outcome
    report.endedAt = clock.now()
    return report
  }

  // 1. What was asked, and by whom.
  let prompt: string | undefined = ms.prompt
  let commandJobId: string | undefined
  let invalidReason: string | null = null
  let issueNumber: number | undefined
  let triggerKey: string
  if (trigger.kind === 'comment') {
    triggerKey = `comment-${trigger.comment.id}`
    issueNumber = trigger.issueNumber
    if (trigger.action !== 'created') {
      report.skipReason = `the comment was ${trigger.action}, not created; only new comments are commands`
      log.info(`Skipped: ${report.skipReason}.`)
      return finish('skipped')
    }
    const parsed = parseCommand(trigger.comment.body, ms.command)
    if (parsed.kind === 'not-command') {
      report.skipReason = parsed.reason
      log.info(`Skipped: ${parsed.reason}.`)
      return finish('skipped')
    }
    if (parsed.kind === 'invalid') {
      if (!prompt) invalidReason = parsed.reason
    } else {
      commandJobId = parsed.jobId
      prompt ??= parsed.prompt
    }
  } else {
    triggerKey = `run-${context.runId}`
    issueNumber = ms.issueNumber
    if (!prompt) {
      // Configuration, not a command: fail the step before any request.
      throw new InputError(
        'prompt',
        `is required on '${trigger.eventName}' events (only comment events read it from the comment)`,
        '',
      )
    }
  }
  report.prompt = prompt ?? null

  // 2. The status comment, if there is a place for it.
  const store = issueNumber === undefined ? null : createStatusCommentStore(github, issueNumber)
  let existing: Awaited<ReturnType<NonNullable<typeof store>['find']>> = null
  if (store) {
    try {
      existing = await store.find(triggerKey)
    } catch (error) {
      // Without the comments we can neither resume safely nor report: stop before sending.
      report.detail = redact(describeError(error), deps.secrets)
      log.warning(`Could not read the comments of #${issueNumber}: ${report.detail}`)
      return finish('error')
    }
  }
  const marker: StatusMarker = existing?.marker ?? {
    kind: 'status',
    trigger: triggerKey,
    jobId: null,
    sent: false,
    confirmed: false,
    outcome: null,
    sentAt: null,
    runId: context.runId,
  }
  marker.runId = context.runId
  marker.outcome = null
  const view: StatusView = {
    phase: 'received',
    outcome: null,
    command: ms.command,
    actor: report.actor,
    prompt: prompt ?? (trigger.kind === 'comment' ? trigger.comment.body : ''),
    jobId: marker.jobId,
    status: null,
    prLink: null,
    runUrl: context.runUrl,
    sentAt: marker.sentAt,
    elapsedMs: null,
    detail: null,
    maybeSent: false,
    resumed: existing !== null && marker.sent,
  }
  let lastComment: IssueComment | null = existing?.comment ?? null

  const publish = async (final = false): Promise<void> => {
    if (!store || issueNumber === undefined) return
    const body = renderStatusComment(view, marker)
    try {
      const written = await store.write(triggerKey, body)
      lastComment = written
      report.commentId = written.id
      report.commentUrl = written.htmlUrl
      deps.saveState(
        final
          ? null
          : { issueNumber, commentId: written.id, view: { ...view }, marker: { ...marker } },
      )
    } catch (error) {
      // The first write is the gate for everything after it: without a place to report, send nothing.
      if (!lastComment) throw error
      log.warning(`Could not update the status comment: ${describeError(error)}`)
    }
  }
  const react = async (content: ReactionContent): Promise<void> => {
    if (trigger.kind !== 'comment') return
    try {
      await github.addReaction(trigger.comment.id, content)
    } catch (error) {
      log.warning(`Could not add the ${content} reaction: ${describeError(error)}`)
    }
  }
  const end = async (outcome: Outcome, detail: string | null = null): Promise<MessageReport> => {
    report.detail = detail
    view.phase = 'final'
    view.outcome = outcome
    view.detail = detail
    view.jobId = report.jobId
    view.status = report.status
    view.prLink = report.prLink
    view.elapsedMs = report.sentAt !== null ? clock.now() - report.sentAt : clock.now() - startedAt
    marker.outcome = outcome
    marker.jobId = report.jobId
    await withBudget(publish(true), FINAL_WRITE_BUDGET_MS)
    if (outcome !== 'skipped')
      await withBudget(react(outcome === 'completed' ? 'rocket' : 'confused'), 1_000)
    deps.saveState(null)
    return finish(outcome)
  }

  try {
    // 3. Who may trigger. Comment events only: other events were started by the repository.
    if (trigger.kind === 'comment') {
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
        report.skipReason = decision.reason
        log.info(`Rejected: ${decision.reason}`)
        return await end('rejected', decision.reason)
      }
      log.info(`Accepted: ${decision.reason}`)
      if (invalidReason) {
        report.skipReason = invalidReason
        view.usage = usageHelp(ms.command)
        return await end('rejected', invalidReason)
      }
    }

    // 4. Which job.
    const jobId =
      // A resumed run polls the job it already sent to, whatever the inputs say now.
      (marker.sent ? marker.jobId : null) ??
      commandJobId ??
      ms.jobId ??
      (store ? await store.latestJobId() : null)
    if (!jobId) {
      const reason =
        `no agent job to send to. Name one in the command (\`${ms.command} job=<id> …\`), ` +
        "set the action's `job-id` input, or reply on a pull request where this action already reported on a job."
      report.skipReason = reason
      view.usage = usageHelp(ms.command)
      return await end('rejected', reason)
    }
    report.jobId = jobId
    marker.jobId = jobId
    view.jobId = jobId
    await publish()
    await react('eyes')

    const deadline = startedAt + ms.timeoutMs
    let seenActive = false
    let sentAt = marker.sentAt ?? clock.now()

    const observe = (job: AgentJob): void => {
      if (job.status !== report.status) {
        timeline.push({
          at: clock.now(),
          status: job.status,
          ...(marker.sent ? {} : { note: 'before sending' }),
        })
      }
      report.status = job.status
      report.model = job.model ?? report.model
      if (marker.sent && (job.prLink ?? null) !== null) report.prLink = job.prLink
    }

    if (!marker.sent) {
      // 5. Busy check.
      let job = await platform.getJob(jobId, signal)
      observe(job)
      if (job.status === 'active' && ms.ifBusy === 'fail') {
        return await end(
          'error',
          `job \`${jobId}\` is busy (\`active\`) and \`if-busy\` is \`fail\`; the message was not sent.`,
        )
      }
      if (job.status === 'active' && ms.ifBusy === 'wait') {
        log.info(`Job ${jobId} is active; waiting for it to finish before sending (if-busy: wait).`)
        view.status = 'active'
        view.waitingForIdle = true
        await publish()
        const waitStart = clock.now()
        while (job.status === 'active') {
          const now = clock.now()
          if (now >= deadline) {
            return await end(
              'timed-out',
              `job \`${jobId}\` stayed \`active\` for the whole timeout; the message was not sent.`,
            )
          }
          await clock.sleep(
            Math.min(nextPollGap(now - waitStart, ms.pollIntervalMs, deps.random), deadline - now),
            signal,
          )
          try {
            job = await platform.getJob(jobId, signal)
            observe(job)
          } catch (error) {
            if (signal.aborted || !isTransient(error)) throw error
            log.warning(`Polling failed, will retry: ${describeError(error)}`)
          }
        }
        view.waitingForIdle = false
      }

      // 6. Send, at most once: the marker says "sent" before the request leaves, so that no
      // re-run can send it again, whatever happens to this process.
      marker.sent = true
      marker.sentAt = sentAt = clock.now()
      report.sentAt = sentAt
      view.sentAt = sentAt
      view.phase = 'sending'
      await publish()
      log.info(`Sending the message to job ${jobId}.`)
      let result
      try {
        result = await platform.sendMessage(jobId, prompt as string, signal)
      } catch (error) {
        if (signal.aborted) throw error
        // A thrown error means the platform refused it (4xx, rate limit): it was not applied.
        marker.sent = false
        marker.sentAt = null
        report.sentAt = null
        view.sentAt = null
        throw error
      }
      report.sentThisRun = true
      if (result.kind === 'sent') {
        marker.confirmed = true
        timeline.push({ at: clock.now(), status: 'sent' })
        if (result.job) {
          observe(result.job)
          if (result.job.status === 'active') seenActive = true
        }
      } else {
        timeline.push({ at: clock.now(), status: 'unknown', note: result.reason })
        log.warning(
          `The platform's answer to the message was lost (${result.reason}); it will not be resent. Reading the job to learn whether it arrived.`,
        )
        view.maybeSent = true
      }
    } else {
      log.info(
        `A previous attempt of this run already sent the message to job ${jobId}; resuming without sending again.`,
      )
      report.sentAt = sentAt
      view.sentAt = sentAt
    }

    view.phase = 'sent'
    view.status = report.status
    await publish()

    if (!ms.wait) {
      if (!marker.confirmed && view.maybeSent) {
        return await end('error', unknownSendText(jobId))
      }
      return await end('sent')
    }

    // 7. Poll until the job ends, the deadline passes, or we are cancelled.
    let malformedInARow = 0
    for (;;) {
      const now = clock.now()
      if (now >= deadline) {
        if (!marker.confirmed && view.maybeSent) return await end('error', unknownSendText(jobId))
        return await end('timed-out', null)
      }
      await clock.sleep(
        Math.min(nextPollGap(now - sentAt, ms.pollIntervalMs, deps.random), deadline - now),
        signal,
      )
      let job: AgentJob
      try {
        job = await platform.getJob(jobId, signal)
        malformedInARow = 0
      } catch (error) {
        if (signal.aborted) throw error
        if (!isTransient(error)) throw error
        if (error instanceof MalformedResponseError && ++malformedInARow >= MAX_MALFORMED_IN_A_ROW)
          throw error
        log.warning(`Polling job ${jobId} failed, will retry: ${describeError(error)}`)
        continue
      }
      const before = { status: report.status, prLink: report.prLink }
      observe(job)
      if (job.status === 'active') {
        seenActive = true
        if (!marker.confirmed) {
          marker.confirmed = true
          view.maybeSent = false
        }
      }
      const terminal = TERMINAL_STATUSES.includes(job.status)
      const graceOver = clock.now() - sentAt >= TERMINAL_GRACE_MS
      if (terminal && (seenActive || graceOver)) {
        if (!marker.confirmed && view.maybeSent) return await end('error', unknownSendText(jobId))
        report.prLink = job.prLink ?? null
        return await end(job.status as Outcome, null)
      }
      if (job.status === 'active') view.phase = 'working'
      view.status = job.status
      view.prLink = report.prLink
      if (before.status !== report.status || before.prLink !== report.prLink) await publish()
    }
  } catch (error) {
    if (signal.aborted) {
      const detail = marker.sent
        ? `the run was cancelled. The job \`${report.jobId}\` may still be running; the message was ${marker.confirmed ? 'sent' : 'possibly sent'}.`
        : 'the run was cancelled before the message was sent.'
      view.maybeSent = marker.sent && !marker.confirmed
      return await end('cancelled', detail)
    }
    const detail = redact(describeError(error), deps.secrets).trim()
    log.warning(`Ended with an error: ${detail}`)
    const hint = (error as { hint?: unknown }).hint
    view.hint = typeof hint === 'string' ? hint : null
    return await end('error', detail)
  }
}

function unknownSendText(jobId: string): string {
  return (
    `outcome unknown: the platform's answer to the message was lost and job \`${jobId}\` was never seen taking it up. ` +
    'The message was not resent (it may have arrived). Check the job on the platform before sending it again.'
  )
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
