/**
 * Message mode: gate → job id → busy check → send once → poll → report.
 *
 * Written against ports (platform client, GitHub API, clock, logger) so that it can run on a
 * simulated clock in tests. Every path ends in exactly one outcome, shown in one status comment.
 */
import { parseCommand, usageHelp, type CommandWord } from './command.ts'
import { gatherOrigin, withContext } from './context.ts'
import { describeError, InputError } from '../../errors.ts'
import type { RunContext, Trigger } from '../../event.ts'
import { authorize } from './gate.ts'
import {
  createStatusCommentStore,
  type FoundStatusComment,
  type StatusCommentStore,
} from './status-comment.ts'
import type { GitHubApi, ReactionContent } from '../../ports/github.ts'
import {
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
  ServerError,
} from '../../ports/platform-errors.ts'
import { redact } from '../../redact.ts'
import { nextPollGap, TERMINAL_GRACE_MS } from './poll-schedule.ts'
import { renderStatusComment } from '../../render/status-comment.ts'
import { TERMINAL_STATUSES, type AgentJob, type Outcome, type Settings } from '../../types.ts'
import type { Clock } from '../../ports/runtime.ts'
import type { CreateResult, PlatformClient, SendResult } from '../../ports/platform.ts'
import type { MessageReport, PendingStatus } from './report.ts'
import {
  commented,
  createAnswered,
  creating,
  ended,
  jobReported,
  planned,
  jobChosen,
  jobCreated,
  jobSeen,
  markerOf,
  refused,
  reportOf,
  resumed,
  sendAnswered,
  sendInDoubt,
  sending,
  sendRefused,
  sent,
  startRun,
  statusView,
  waitingForIdle,
  working,
  type RunFacts,
  type RunStart,
  type RunState,
} from './state.ts'
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

/** What the trigger asks for, read before any request; or why it is no command at all. */
type Request =
  | { kind: 'skip'; reason: string }
  | {
      kind: 'command'
      triggerKey: string
      issueNumber: number | undefined
      prompt: string | undefined
      commandJobId: string | undefined
      word: CommandWord | null
      /** Why the command cannot run (told to the commenter once they pass the gate). */
      invalidReason: string | null
    }

/** The action a comment event must have to be a command, and the marker key of its comment. */
const COMMAND_EVENTS = {
  issue_comment: { action: 'created', key: 'comment', what: 'comment' },
  pull_request_review_comment: { action: 'created', key: 'review-comment', what: 'review comment' },
  pull_request_review: { action: 'submitted', key: 'review', what: 'review' },
} as const

/** Events whose status comment goes to their own pull request when `issue-number` is not given. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/** Step 1: what was asked, and by whom. Throws only for bad configuration. */
function readRequest(deps: MessageDeps): Request {
  const { trigger, context } = deps
  const ms = deps.settings.message
  if (trigger.kind !== 'comment') {
    if (!ms.prompt) {
      // Configuration, not a command: fail the step before any request.
      throw new InputError(
        'prompt',
        `is required on '${trigger.eventName}' events (only comment events read it from the comment)`,
        '',
      )
    }
    return {
      kind: 'command',
      triggerKey: `run-${context.runId}`,
      issueNumber:
        ms.issueNumber ??
        (PULL_REQUEST_EVENTS.has(trigger.eventName) ? trigger.issueNumber : undefined),
      prompt: ms.prompt,
      commandJobId: undefined,
      word: null,
      invalidReason: null,
    }
  }
  const event = COMMAND_EVENTS[trigger.source]
  if (trigger.action !== event.action) {
    return {
      kind: 'skip',
      reason: `the ${event.what} was ${trigger.action}, not ${event.action}; only new ${event.what}s are commands`,
    }
  }
  const parsed = parseCommand(trigger.comment.body, ms.command)
  if (parsed.kind === 'not-command') return { kind: 'skip', reason: parsed.reason }
  const command = parsed.kind === 'command' ? parsed : null
  const word = command?.word ?? null
  return {
    kind: 'command',
    triggerKey: `${event.key}-${trigger.comment.id}`,
    issueNumber: trigger.issueNumber,
    // The `prompt` input stands in for the instruction, not for `status` or `help`.
    prompt: word === 'status' || word === 'help' ? undefined : (ms.prompt ?? command?.prompt),
    commandJobId: command?.jobId,
    word,
    invalidReason: parsed.kind === 'invalid' && !ms.prompt ? parsed.reason : null,
  }
}

/** Runs message mode to one outcome. Throws only for bad configuration (before any request). */
export async function runMessage(deps: MessageDeps): Promise<MessageReport> {
  const { trigger, context, clock, log } = deps
  const ms = deps.settings.message
  const request = readRequest(deps)
  const start: RunStart = {
    triggerKey: request.kind === 'command' ? request.triggerKey : '',
    trigger: trigger.kind === 'comment' ? trigger.source : trigger.eventName,
    actor: trigger.kind === 'comment' ? trigger.comment.userLogin : context.actor,
    command: ms.command,
    prompt: request.kind === 'command' ? (request.prompt ?? null) : null,
    shownPrompt:
      request.kind === 'command' && request.word !== null && request.word !== 'new'
        ? ''
        : ((request.kind === 'command' ? request.prompt : undefined) ??
          (trigger.kind === 'comment' ? trigger.comment.body : '')),
    word: request.kind === 'command' ? request.word : null,
    source:
      trigger.kind === 'comment' && trigger.source !== 'issue_comment'
        ? {
            kind: trigger.source === 'pull_request_review' ? 'review' : 'review comment',
            url: trigger.comment.htmlUrl,
          }
        : null,
    runId: context.runId,
    runUrl: context.runUrl,
    startedAt: clock.now(),
    earlier: null,
  }
  if (request.kind === 'skip') {
    log.info(`Skipped: ${request.reason}.`)
    const skipped = refused(startRun(start), request.reason)
    return reportOf(ended(skipped, 'skipped', null, clock.now()), clock.now())
  }

  // Step 2: the status comment, if there is a place for it.
  const { issueNumber } = request
  const store =
    issueNumber === undefined ? null : createStatusCommentStore(deps.github, issueNumber)
  let existing: FoundStatusComment | null
  try {
    // The action's own comments are known by their author, the token's identity, never by a
    // marker in their text: a person's command that quotes a status comment is still a command.
    if (
      trigger.kind === 'comment' &&
      (await isOwnComment(deps.github, trigger.comment.userLogin))
    ) {
      const reason = "the comment was written by this action's own token"
      log.info(`Skipped: ${reason}.`)
      return reportOf(
        ended(refused(startRun(start), reason), 'skipped', null, clock.now()),
        clock.now(),
      )
    }
    existing = store ? await store.find(request.triggerKey) : null
  } catch (error) {
    // Without the comments we can neither resume safely nor report: stop before sending.
    const detail = redact(describeError(error), deps.secrets)
    log.warning(`Could not read the comments of #${issueNumber}: ${detail}`)
    return reportOf(ended(startRun(start), 'error', detail, clock.now()), clock.now())
  }
  const run = new MessageRun(
    deps,
    request,
    store,
    startRun({ ...start, earlier: existing?.marker ?? null }),
    existing !== null,
  )
  return run.go()
}

/** True when `login` is the token's own identity: the author of this action's comments. */
async function isOwnComment(github: GitHubApi, login: string): Promise<boolean> {
  return login.toLowerCase() === (await github.identity()).toLowerCase()
}

/** Where the command goes: a job to follow up, or a new one. */
type JobChoice = { kind: 'job'; jobId: string } | { kind: 'create' }

/** One run from the gate to its outcome: the state, and the steps that move it. */
class MessageRun {
  readonly #deps: MessageDeps
  readonly #request: Extract<Request, { kind: 'command' }>
  readonly #store: StatusCommentStore | null
  #state: RunState
  /** The body last written, so that the comment is edited only when what it shows changes. */
  #written: string | null = null
  /** A status comment exists (found, or written by this run): a failed edit is then no reason to stop. */
  #hasComment: boolean

  constructor(
    deps: MessageDeps,
    request: Extract<Request, { kind: 'command' }>,
    store: StatusCommentStore | null,
    state: RunState,
    hasComment: boolean,
  ) {
    this.#deps = deps
    this.#request = request
    this.#store = store
    this.#state = state
    this.#hasComment = hasComment
  }

  get #now(): number {
    return this.#deps.clock.now()
  }

  async go(): Promise<MessageReport> {
    const { signal } = this.#deps
    try {
      const choice = await this.#admit()
      if (choice === null) return this.#report()
      let jobId: string
      if (choice.kind === 'create') {
        const created = await this.#create()
        if (created === null) return this.#report()
        jobId = created
      } else if (!this.#state.facts.sent) {
        jobId = choice.jobId
        if (!(await this.#waitUntilIdle(jobId))) return this.#report()
        await this.#send(jobId)
      } else {
        jobId = choice.jobId
        this.#deps.log.info(
          `A previous attempt of this run already ${this.#state.facts.creates ? 'created' : 'sent the message to'} job ${jobId}; resuming without sending again.`,
        )
        this.#state = resumed(this.#state, this.#now)
      }
      this.#state = sent(this.#state)
      await this.#publish()
      if (!this.#deps.settings.message.wait) {
        return await this.#end(sendInDoubt(this.#state) ? 'error' : 'sent', this.#doubt(jobId))
      }
      return await this.#follow(jobId)
    } catch (error) {
      if (signal.aborted) return await this.#end('cancelled', this.#cancelledText())
      const detail = redact(describeError(error), this.#deps.secrets).trim()
      this.#deps.log.warning(`Ended with an error: ${detail}`)
      const hint = (error as { hint?: unknown }).hint
      return await this.#end('error', detail, { hint: typeof hint === 'string' ? hint : null })
    }
  }

  #report(): MessageReport {
    return reportOf(this.#state, this.#now)
  }

  /**
   * Steps 3 and 4: who may trigger, and which job: one to follow up, or one to create. Null when
   * the run already ended (refused, invalid, `status`, `help`, no job).
   */
  async #admit(): Promise<JobChoice | null> {
    const { trigger, github, log, settings } = this.#deps
    const ms = settings.message
    const request = this.#request
    // Comment events only: other events were started by the repository.
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
        log.info(`Rejected: ${decision.reason}`)
        this.#state = refused(this.#state, decision.reason)
        await this.#end('rejected', decision.reason)
        return null
      }
      log.info(`Accepted: ${decision.reason}`)
      if (request.invalidReason) {
        this.#state = refused(this.#state, request.invalidReason, this.#usage())
        await this.#end('rejected', request.invalidReason)
        return null
      }
    }
    if (request.word === 'help') {
      this.#state = refused(this.#state, 'help', this.#usage())
      await this.#react('eyes')
      await this.#end('skipped', null)
      return null
    }
    if (request.word === 'status') {
      await this.#reportStatus(request.commandJobId ?? (await this.#knownJob()))
      return null
    }
    const choice = await this.#chooseJob()
    if (choice.kind === 'none') {
      this.#state = refused(this.#state, choice.reason, this.#usage())
      await this.#end(choice.outcome, choice.reason)
      return null
    }
    if (choice.kind === 'job') this.#state = jobChosen(this.#state, choice.jobId)
    else this.#state = planned(this.#state)
    await this.#publish()
    await this.#react('eyes')
    return choice
  }

  /** Which job the command goes to, or that it creates one, in the order the interface fixes. */
  async #chooseJob(): Promise<JobChoice | { kind: 'none'; outcome: Outcome; reason: string }> {
    const ms = this.#deps.settings.message
    const request = this.#request
    const facts = this.#state.facts
    if (facts.sent) {
      // A resumed run follows the job it already sent to or created, whatever the inputs say now.
      if (facts.earlierJobId) return { kind: 'job', jobId: facts.earlierJobId }
      if (facts.creates) {
        return {
          kind: 'none',
          outcome: 'error',
          reason:
            "an earlier attempt of this run started creating a job and lost the platform's answer, so a job may exist that no request can find (the platform has no list of jobs). " +
            "It was not created again. Look for it on the platform's dashboard and name it with " +
            `\`${ms.command} job=<id> …\`, or write \`${ms.command} new …\` to start another.`,
        }
      }
    }
    if (request.commandJobId) return { kind: 'job', jobId: request.commandJobId }
    if (request.word === 'new') {
      if (ms.createJob === 'never') {
        return {
          kind: 'none',
          outcome: 'rejected',
          reason:
            'this workflow does not create jobs (its `create-job` input is `never`), so `new` is not available here. Name an existing job with `job=<id>`.',
        }
      }
      return { kind: 'create' }
    }
    if (ms.createJob === 'always') return { kind: 'create' }
    const known = await this.#knownJob()
    if (known) return { kind: 'job', jobId: known }
    if (ms.createJob === 'if-missing') return { kind: 'create' }
    return {
      kind: 'none',
      outcome: 'rejected',
      reason:
        `no agent job to send to. Name one in the command (\`${ms.command} job=<id> …\`), ` +
        "set the action's `job-id` input, or reply on a pull request where this action already reported on a job.",
    }
  }

  /** The job known without the command: the `job-id` input, else this action's latest here. */
  async #knownJob(): Promise<string | null> {
    const ms = this.#deps.settings.message
    return ms.jobId ?? (this.#store ? await this.#store.latestJobId() : null)
  }

  /** The usage text for this repository: its command, whether it creates jobs, who may use it. */
  #usage(): string {
    const ms = this.#deps.settings.message
    return usageHelp(ms.command, { createJob: ms.createJob, who: describeWho(ms) })
  }

  /** `status`: one GET, and a reply with what it shows. Nothing is sent, nothing is created. */
  async #reportStatus(jobId: string | null): Promise<void> {
    const { platform, signal, settings } = this.#deps
    if (jobId === null) {
      const reason = `no job is known here. Name one (\`${settings.message.command} job=<id> status\`), or set the action's \`job-id\` input.`
      this.#state = refused(this.#state, reason, this.#usage())
      await this.#end('rejected', reason)
      return
    }
    await this.#react('eyes')
    this.#state = jobChosen(this.#state, jobId)
    const job = await platform.getJob(jobId, signal)
    this.#state = refused(jobReported(this.#state, job, this.#now), 'status')
    await this.#end('skipped', null)
  }

  /** The text posted: the prompt, with where it came from when `context` says so. */
  async #textToSend(creating: boolean): Promise<string> {
    const { settings, trigger, context, github, log } = this.#deps
    const prompt = this.#state.facts.prompt ?? ''
    const mode = settings.message.context
    const fromReview = trigger.kind === 'comment' && trigger.source !== 'issue_comment'
    if (mode === 'none' || (mode === 'auto' && !creating && !fromReview)) return prompt
    const origin = await gatherOrigin({
      context,
      trigger,
      issueNumber: this.#request.issueNumber,
      creating,
      github,
      log,
    })
    return withContext(prompt, origin)
  }

  /**
   * Creates the job, at most once, like a message: the marker says a creation is under way before
   * the POST leaves. The new job's id, or null when the run ended (its fate unknown).
   */
  async #create(): Promise<string | null> {
    const { platform, signal, log } = this.#deps
    const text = await this.#textToSend(true)
    this.#state = creating(this.#state, text, this.#now)
    await this.#publish()
    log.info('Creating a new agent job.')
    let result: CreateResult
    try {
      result = await platform.createJob(text, signal)
    } catch (error) {
      // A thrown error means the platform refused it (4xx, rate limit): no job was created.
      if (!signal.aborted) this.#state = sendRefused(this.#state)
      throw error
    }
    this.#state = createAnswered(this.#state, result, this.#now)
    if (result.kind === 'unknown') {
      log.warning(`The platform's answer to the job creation was lost (${result.reason}).`)
      await this.#end(
        'error',
        unknownCreateText(result.reason, this.#deps.settings.message.command),
      )
      return null
    }
    log.info(`Created job ${result.job.id}.`)
    return result.job.id
  }

  /** Step 5: the busy check; false when the run ended (busy and `if-busy: fail`, or timed out). */
  async #waitUntilIdle(jobId: string): Promise<boolean> {
    const { platform, signal, log } = this.#deps
    const ifBusy = this.#deps.settings.message.ifBusy
    this.#state = jobSeen(this.#state, await platform.getJob(jobId, signal), this.#now)
    if (this.#state.facts.status !== 'active' || ifBusy === 'send') return true
    if (ifBusy === 'fail') {
      const detail = `job \`${jobId}\` is busy (\`active\`) and \`if-busy\` is \`fail\`; the message was not sent.`
      await this.#end('error', detail)
      return false
    }
    log.info(`Job ${jobId} is active; waiting for it to finish before sending (if-busy: wait).`)
    this.#state = waitingForIdle(this.#state, true)
    await this.#publish()
    const idle = await this.#poll(jobId, this.#now, (job) => job.status !== 'active')
    if (!idle) {
      const detail = `job \`${jobId}\` stayed \`active\` for the whole timeout; the message was not sent.`
      await this.#end('timed-out', detail)
      return false
    }
    this.#state = waitingForIdle(this.#state, false)
    return true
  }

  /** Step 6: send, at most once: the marker says "sent" before the request leaves. */
  async #send(jobId: string): Promise<void> {
    const { platform, signal, log } = this.#deps
    const text = await this.#textToSend(false)
    this.#state = sending(this.#state, text, this.#now)
    await this.#publish()
    log.info(`Sending the message to job ${jobId}.`)
    let result: SendResult
    try {
      result = await platform.sendMessage(jobId, text, signal)
    } catch (error) {
      // A thrown error means the platform refused it (4xx, rate limit): it was not applied.
      if (!signal.aborted) this.#state = sendRefused(this.#state)
      throw error
    }
    this.#state = sendAnswered(this.#state, result, this.#now)
    if (result.kind === 'unknown') {
      log.warning(
        `The platform's answer to the message was lost (${result.reason}); it will not be resent. Reading the job to learn whether it arrived.`,
      )
    }
  }

  /** Step 7: poll until the job ends, the deadline passes, or the run is cancelled. */
  async #follow(jobId: string): Promise<MessageReport> {
    const sentAt = this.#state.facts.sentAt ?? this.#now
    const ended = await this.#poll(jobId, sentAt, (job) => {
      const terminal = TERMINAL_STATUSES.includes(job.status)
      const graceOver = this.#now - sentAt >= TERMINAL_GRACE_MS
      return terminal && (this.#state.facts.seenActive || graceOver)
    })
    if (sendInDoubt(this.#state)) return this.#end('error', unknownSendText(jobId))
    if (!ended) return this.#end('timed-out', null)
    return this.#end(ended.status as Outcome, null, { prLink: ended.prLink ?? null })
  }

  /**
   * The one poll loop, for the busy wait and for the job's end: reads the job on the poll
   * schedule (counted from `from`) until `done` says so, or the deadline passes (null). Errors the
   * deadline absorbs are logged and polled past; too many malformed answers in a row end it.
   */
  async #poll(
    jobId: string,
    from: number,
    done: (job: AgentJob) => boolean,
  ): Promise<AgentJob | null> {
    const { platform, signal, clock, log, settings, random } = this.#deps
    const deadline = this.#state.facts.startedAt + settings.message.timeoutMs
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
      this.#state = jobSeen(this.#state, job, clock.now())
      if (done(job)) return job
      if (this.#state.facts.sent && job.status === 'active') this.#state = working(this.#state)
      await this.#publish()
    }
  }

  /** Writes the status comment when what it shows changed, and keeps it for the post step. */
  async #publish(final = false): Promise<void> {
    const store = this.#store
    const issueNumber = this.#request.issueNumber
    if (!store || issueNumber === undefined) return
    const body = renderStatusComment(statusView(this.#state), markerOf(this.#state))
    if (body === this.#written && !final) return
    try {
      const written = await store.write(this.#request.triggerKey, body)
      this.#written = body
      this.#hasComment = true
      this.#state = commented(this.#state, written.id, written.htmlUrl)
      this.#deps.saveState(
        final
          ? null
          : {
              issueNumber,
              commentId: written.id,
              view: statusView(this.#state),
              marker: markerOf(this.#state),
            },
      )
    } catch (error) {
      // The first write is the gate for everything after it: without a place to report, send nothing.
      if (!this.#hasComment) throw error
      this.#deps.log.warning(`Could not update the status comment: ${describeError(error)}`)
    }
  }

  async #react(content: ReactionContent): Promise<void> {
    const { trigger, github, log } = this.#deps
    // Reviews take no reactions; comments on the diff take them through their own route.
    if (trigger.kind !== 'comment' || trigger.source === 'pull_request_review') return
    const on = trigger.source === 'issue_comment' ? 'issue-comment' : 'review-comment'
    try {
      await github.addReaction(trigger.comment.id, content, on)
    } catch (error) {
      log.warning(`Could not add the ${content} reaction: ${describeError(error)}`)
    }
  }

  /** The one outcome: the final comment (within a budget), the last reaction, the report. */
  async #end(
    outcome: Outcome,
    detail: string | null,
    change: Partial<RunFacts> = {},
  ): Promise<MessageReport> {
    this.#state = ended(this.#state, outcome, detail, this.#now, change)
    await withBudget(this.#publish(true), FINAL_WRITE_BUDGET_MS)
    if (outcome !== 'skipped') {
      await withBudget(this.#react(outcome === 'completed' ? 'rocket' : 'confused'), 1_000)
    }
    this.#deps.saveState(null)
    return this.#report()
  }

  #doubt(jobId: string): string | null {
    return sendInDoubt(this.#state) ? unknownSendText(jobId) : null
  }

  #cancelledText(): string {
    const f = this.#state.facts
    if (f.creates && !jobCreated(f)) {
      return f.sent
        ? 'the run was cancelled while a job was being created; a job may have been created, and a re-run will not create another.'
        : 'the run was cancelled before a job was created.'
    }
    return f.sent
      ? `the run was cancelled. The job \`${f.jobId}\` may still be running; the message was ${f.confirmed ? 'sent' : 'possibly sent'}.`
      : 'the run was cancelled before the message was sent.'
  }
}

function unknownCreateText(reason: string, command: string): string {
  return (
    `outcome unknown: the platform's answer to the job creation was lost (${reason}). ` +
    'A job may have been created; it was not created again, and a re-run will not create one either. ' +
    "The platform has no list of jobs to find it by: look on the platform's dashboard, then name it " +
    `with \`${command} job=<id> …\`, or write \`${command} new …\` to start another.`
  )
}

/** Who passes the gate, in words, for the usage text. */
function describeWho(ms: Settings['message']): string {
  const people = `people with \`${ms.minPermission}\` permission${ms.minPermission === 'admin' ? '' : ' or more'} on this repository`
  const extra = [...ms.allowedUsers, ...ms.allowedBots]
  return extra.length === 0 ? people : `${people}, and ${extra.map((l) => `\`${l}\``).join(', ')}`
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
