/** What a message run reports: to the outputs, the job summary and the post step. */
import type { StatusView } from '../../render/status-comment.ts'
import type { Outcome } from '../../types.ts'
import type { StatusMarker } from '../../marker.ts'
import { reachedSend, sentAtOf, sentThisRun } from '../../status/delivery.ts'
import { jobCreated, type RunState, type TimelineEntry } from '../../status/state.ts'

/** What the post step needs to finish a status comment the main step could not. */
export interface PendingStatus {
  issueNumber: number
  commentId: number
  view: StatusView
  marker: StatusMarker
}

export interface MessageReport {
  outcome: Outcome
  jobId: string | null
  status: string | null
  prLink: string | null
  model: string | null
  commentId: number | null
  commentUrl: string | null
  /** Why the run was skipped or rejected (the `skip-reason` output). */
  skipReason: string | null
  /** A sentence for error, timed-out and cancelled outcomes. */
  detail: string | null
  trigger: string
  actor: string
  prompt: string | null
  /** The whole text posted to the platform in this run or an earlier attempt's (null: none). */
  sentText: string | null
  /** The job was created for this command (the `created` output). */
  created: boolean
  timeline: TimelineEntry[]
  startedAt: number
  sentAt: number | null
  endedAt: number
  /** True when the message went out in this run (false when resumed or never sent). */
  sentThisRun: boolean
}

/** The report for the outputs and the job summary, derived from the run's state. */
export function reportOf(s: RunState, now: number): MessageReport {
  const f = s.facts
  const final = s.phase === 'final'
  return {
    outcome: final ? s.outcome : 'skipped',
    jobId: f.jobId,
    status: f.status,
    prLink: f.prLink,
    model: f.model,
    commentId: f.commentId,
    commentUrl: f.commentUrl,
    skipReason: f.skipReason,
    detail: final ? s.detail : null,
    trigger: f.trigger,
    actor: f.actor,
    prompt: f.prompt,
    sentText: f.sentText,
    created: jobCreated(f),
    timeline: [...f.timeline],
    startedAt: f.startedAt,
    sentAt: reachedSend(f.delivery) ? sentAtOf(f.delivery) : null,
    endedAt: final ? s.endedAt : now,
    sentThisRun: sentThisRun(f.delivery),
  }
}
