/**
 * What a job-status comment shows and keeps, derived from its run's state (state.ts) and never
 * written beside it: the view (`statusView`), the hidden marker (`markerOf`) and the whole body
 * (`statusComment`). The message flow and `auto-fix` both write their comments with these, so
 * that one state renders and parses the same whichever flow created the job.
 */
import type { StatusMarker } from '../marker.ts'
import { shorten } from '../lib/text.ts'
import { inertMentions } from '../render/markdown.ts'
import { PROMPT_EXCERPT, renderStatusComment, type StatusView } from '../render/status-comment.ts'
import { fromEarlier, isConfirmed, isSent, reachedSend, sentAtOf } from './delivery.ts'
import { sendInDoubt, type RunFacts, type RunState } from './state.ts'

/** When the elapsed time starts: the send, once the run reached it; the run's start otherwise. */
const since = (f: RunFacts): number =>
  (reachedSend(f.delivery) ? sentAtOf(f.delivery) : null) ?? f.startedAt

/** The status comment's body for `s`: its view rendered, its marker first. */
export function statusComment(s: RunState): string {
  return renderStatusComment(statusView(s), markerOf(s))
}

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
