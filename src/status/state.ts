/**
 * The state of one run behind a job-status comment (a message run, or one `auto-fix` creation): a
 * phase and one record of facts, changed only by the pure transitions below and in sending.ts.
 * What the run shows and keeps is derived from it, never written beside it (views.ts: the status
 * comment's view and its hidden marker), so that one status comment looks and reads the same
 * whichever flow wrote it.
 *
 * Phases: received → (sending → sent →) working → final. A run that is skipped, rejected or
 * refused goes from wherever it is straight to final; a resumed run skips sending.
 */
import type { StatusMarker } from '../marker.ts'
import { confirmed, deliveryOfMarker, isInDoubt, isSent, type Delivery } from './delivery.ts'
import type { AgentJob, CommandWord, Outcome } from '../types.ts'

/** One status change seen, for the summary's timeline. */
export interface TimelineEntry {
  at: number
  status: string
  note?: string
}

/** Who asked what: fixed when the run starts. */
interface RunRequest {
  /** The marker's key (trigger-key.ts). */
  readonly triggerKey: string
  /** The event, for the summary (`issue_comment`, `workflow_dispatch`…). */
  readonly trigger: string
  readonly actor: string
  readonly command: string
  /** What would be sent; null when the comment held no instruction. */
  readonly prompt: string | null
  /** What the comment shows as the request (the prompt, or the comment that was no command). */
  readonly shownPrompt: string
  /** The command word (`new`, `status`, `help`), if any. */
  readonly word: CommandWord | null
  /** The command when it is no conversation comment (a review comment or review): its link. */
  readonly source: { kind: 'review comment' | 'review'; url: string } | null
  readonly runId: string
  readonly runUrl: string
  readonly startedAt: number
}

/** Everything known about the run. */
export interface RunFacts extends RunRequest {
  /** The whole text posted (the prompt and, with `context`, where it came from). */
  readonly sentText: string | null
  /** The command creates its job: the delivery is then the creation. */
  readonly creates: boolean
  /** The job this run works with, once chosen. */
  readonly jobId: string | null
  /** The job an earlier attempt's marker named, shown until this run chooses one. */
  readonly earlierJobId: string | null
  /** The job's last seen status, model and (once the message was sent) pull request link. */
  readonly status: string | null
  readonly model: string | null
  readonly prLink: string | null
  readonly timeline: readonly TimelineEntry[]
  /** Where the run's one POST stands (the message, or the creation when `creates`). */
  readonly delivery: Delivery
  /** The job was seen `active` after the send. */
  readonly seenActive: boolean
  /** The job was busy and the run waits before sending. */
  readonly waitingForIdle: boolean
  readonly commentId: number | null
  readonly commentUrl: string | null
  /** Why the run was skipped or rejected (the `skip-reason` output). */
  readonly skipReason: string | null
  /** Usage help for a rejected command. */
  readonly usage?: string
  /** What to do about an error. */
  readonly hint: string | null
  /** `fix`: the report issue and the gaps handed to the job (kept in the marker: the journal). */
  readonly fix?: StatusMarker['fix']
  /** `dismiss`: the gap dismissed, by whom, why and when (kept in the marker: the journal). */
  readonly dismiss?: StatusMarker['dismiss']
}

export type RunState =
  | { readonly phase: 'received' | 'sending' | 'sent' | 'working'; readonly facts: RunFacts }
  | {
      readonly phase: 'final'
      readonly facts: RunFacts
      readonly outcome: Outcome
      readonly detail: string | null
      readonly endedAt: number
    }

/** What a run starts from: who asked what, and the marker an earlier attempt left, if any. */
export type RunStart = RunRequest & { earlier: StatusMarker | null }

export function startRun(start: RunStart): RunState {
  const { earlier, ...who } = start
  return {
    phase: 'received',
    facts: {
      ...who,
      jobId: null,
      earlierJobId: earlier?.jobId ?? null,
      status: null,
      model: null,
      prLink: null,
      timeline: [],
      sentText: null,
      creates: earlier?.create ?? false,
      delivery: deliveryOfMarker(earlier),
      seenActive: false,
      waitingForIdle: false,
      commentId: null,
      commentUrl: null,
      skipReason: null,
      hint: null,
      // A re-run of a `fix` keeps what the first attempt handed over.
      ...(earlier?.fix ? { fix: earlier.fix } : {}),
      ...(earlier?.dismiss ? { dismiss: earlier.dismiss } : {}),
    },
  }
}

/** Changes facts, keeping the phase (and, once final, the outcome). */
export function update(state: RunState, change: Partial<RunFacts>): RunState {
  return { ...state, facts: { ...state.facts, ...change } }
}

/** Moves to a phase that is not final. */
export function enter(
  state: RunState,
  phase: 'sending' | 'sent' | 'working',
  change = {},
): RunState {
  return { phase, facts: { ...state.facts, ...change } }
}

/** The job to follow up (or, resumed, the one an earlier attempt created). */
export const jobChosen = (s: RunState, jobId: string): RunState =>
  update(s, { jobId, creates: isSent(s.facts.delivery) && s.facts.creates })

/** The command will create its job (the comment says "starting a new job"). */
export const planned = (s: RunState): RunState => update(s, { creates: true })

/** A command that will not run: the reason, and usage help when the command was at fault. */
export const refused = (s: RunState, reason: string, usage?: string): RunState =>
  update(s, { skipReason: reason, ...(usage === undefined ? {} : { usage }) })

export const waitingForIdle = (s: RunState, waiting: boolean): RunState =>
  update(s, { waitingForIdle: waiting })

/** A job read: its status (on the timeline when it changed), model and, once sent, its PR link. */
export function jobSeen(s: RunState, job: AgentJob, now: number): RunState {
  const f = s.facts
  const sent = isSent(f.delivery)
  const timeline =
    job.status === f.status
      ? f.timeline
      : [
          ...f.timeline,
          { at: now, status: job.status, ...(sent ? {} : { note: 'before sending' }) },
        ]
  const active = sent && job.status === 'active'
  return update(s, {
    timeline,
    status: job.status,
    model: job.model ?? f.model,
    prLink: sent && (job.prLink ?? null) !== null ? (job.prLink ?? null) : f.prLink,
    // Active after the send: the job took the message up.
    seenActive: f.seenActive || active,
    delivery: active ? confirmed(f.delivery) : f.delivery,
  })
}

/** A job read for the `status` word: what it shows now, its pull request link included. */
export const jobReported = (s: RunState, job: AgentJob, now: number): RunState =>
  update(jobSeen(s, job, now), { prLink: job.prLink ?? null })

export const sent = (s: RunState): RunState => enter(s, 'sent')

export const working = (s: RunState): RunState => enter(s, 'working')

/** Where the status comment is. */
export const commented = (s: RunState, id: number, url: string): RunState =>
  update(s, { commentId: id, commentUrl: url })

/** The one outcome of the run. */
export function ended(
  s: RunState,
  outcome: Outcome,
  detail: string | null,
  now: number,
  change: Partial<RunFacts> = {},
): RunState {
  return { phase: 'final', facts: { ...s.facts, ...change }, outcome, detail, endedAt: now }
}

/** The command created its job (in this attempt or an earlier one): it creates, and the job is known. */
export const jobCreated = (f: RunFacts): boolean => f.creates && f.jobId !== null

/** The message's fate is unknown: its answer was lost and the job never seen taking it up. */
export const sendInDoubt = (s: RunState): boolean => isInDoubt(s.facts.delivery)

/**
 * The one way a run's state changes: `step`, a transition of this module, applied to it. The
 * record's `state` is read-only everywhere else (deps.ts).
 */
export function advance<A extends unknown[]>(
  run: { readonly state: RunState },
  step: (state: RunState, ...args: A) => RunState,
  ...args: A
): void {
  ;(run as { state: RunState }).state = step(run.state, ...args)
}
