/**
 * What a message run shows and keeps, derived from its state and never written beside it: the
 * status comment's view (`statusView`), its hidden marker (`markerOf`) and the report for the
 * outputs and the job summary (`reportOf`).
 */
import type { StatusMarker } from '../../marker.ts'
import { shorten } from '../../lib/text.ts'
import { PROMPT_EXCERPT } from '../../render/status-comment.ts'
import { inertMentions } from '../../render/markdown.ts'
import type { StatusView } from '../../render/status-comment.ts'
import { fromEarlier, isConfirmed, isSent, reachedSend, sentAtOf, sentThisRun } from './delivery.ts'
import type { MessageReport } from './report.ts'
import { jobCreated, sendInDoubt, type RunFacts, type RunState } from './state.ts'

/** When the elapsed time starts: the send, once the run reached it; the run's start otherwise. */
const since = (f: RunFacts): number =>
  (reachedSend(f.delivery) ? sentAtOf(f.delivery) : null) ?? f.startedAt

export function statusView(s: RunState): StatusView {
  const f = s.facts
  const final = s.phase === 'final'
  return {
    phase: s.phase,
    outcome: final ? s.outcome : null,
    command: f.command,
    actor: f.actor,
    prompt: f.shownPrompt,
    word: f.word,
    source: f.source,
    creates: f.creates,
    model: f.model,
    jobId: final ? f.jobId : (f.jobId ?? f.earlierJobId),
    status: f.status,
    prLink: f.prLink,
    runUrl: f.runUrl,
    sentAt: sentAtOf(f.delivery),
    elapsedMs: final ? s.endedAt - since(f) : null,
    detail: final ? s.detail : null,
    hint: f.hint,
    ...(f.usage === undefined ? {} : { usage: f.usage }),
    // A cancelled run cannot know whether a message it had started to send arrived.
    maybeSent:
      final && s.outcome === 'cancelled'
        ? isSent(f.delivery) && !isConfirmed(f.delivery)
        : sendInDoubt(s),
    resumed: fromEarlier(f.delivery),
    waitingForIdle: f.waitingForIdle,
  }
}

export function markerOf(s: RunState): StatusMarker {
  const f = s.facts
  const final = s.phase === 'final'
  const sent = isSent(f.delivery)
  return {
    kind: 'status',
    trigger: f.triggerKey,
    jobId: final ? f.jobId : (f.jobId ?? f.earlierJobId),
    sent,
    confirmed: isConfirmed(f.delivery),
    ...(f.creates ? { create: true } : {}),
    outcome: final ? s.outcome : null,
    sentAt: sentAtOf(f.delivery),
    runId: f.runId,
    ...(f.fix ? { fix: f.fix } : {}),
    ...(f.dismiss ? { dismiss: f.dismiss } : {}),
    // Only what a sent request needs for its final comment: a reconcile run may write it.
    ...(sent && f.jobId !== null
      ? {
          shown: {
            actor: f.actor,
            command: f.command,
            // Mentions inert here too: the marker is text in the comment, whatever renders it.
            prompt: inertMentions(
              shorten(f.shownPrompt.replace(/\r\n?/g, '\n').trim(), PROMPT_EXCERPT),
            ),
            ...(f.source ? { source: f.source } : {}),
          },
        }
      : {}),
  }
}

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
