/**
 * The run's state around its one POST (delivery.ts): marked sent before the request leaves, then
 * answered (applied, or the answer lost) or refused; a re-run takes over an earlier attempt's send.
 */
import type { CreateResult, SendResult } from '../ports/platform.ts'
import { NOT_SENT, sentAtOf, takenOver } from './delivery.ts'
import { enter, jobSeen, update, type RunState } from './state.ts'

/** The marker says "sent" before the POST leaves, so that no re-run can send it again. */
export const sending = (s: RunState, text: string, now: number): RunState =>
  enter(s, 'sending', { delivery: { kind: 'sending', at: now }, sentText: text })

/** The same for a creation: the marker says a job is being created before the POST leaves. */
export const creating = (s: RunState, text: string, now: number): RunState =>
  enter(s, 'sending', { delivery: { kind: 'sending', at: now }, sentText: text, creates: true })

/** The creation's answer: the new job (fresh: whatever status it shows is its own), or unknown. */
export function createAnswered(s: RunState, result: CreateResult, now: number): RunState {
  const f = s.facts
  if (result.kind === 'unknown') return answerLost(s, result.reason, now)
  const made = update(s, {
    jobId: result.job.id,
    delivery: { kind: 'applied', at: sentAtOf(f.delivery) ?? now },
    seenActive: true,
    timeline: [...f.timeline, { at: now, status: 'created' }],
  })
  return jobSeen(made, result.job, now)
}

/** The platform refused the POST (4xx, rate limit): it was not applied. */
export const sendRefused = (s: RunState): RunState => update(s, { delivery: NOT_SENT })

/** The POST went out and its answer was lost: it may have been applied, and is never resent. */
function answerLost(s: RunState, reason: string, now: number): RunState {
  const entry = { at: now, status: 'unknown', note: reason }
  const at = sentAtOf(s.facts.delivery) ?? now
  return update(s, {
    delivery: { kind: 'lost', at, reason, confirmed: false },
    timeline: [...s.facts.timeline, entry],
  })
}

/** The POST's answer: applied (with the job as it answered), or unknown (it may have been). */
export function sendAnswered(s: RunState, result: SendResult, now: number): RunState {
  const f = s.facts
  if (result.kind === 'unknown') return answerLost(s, result.reason, now)
  const sent = update(s, {
    delivery: { kind: 'applied', at: sentAtOf(f.delivery) ?? now },
    timeline: [...f.timeline, { at: now, status: 'sent' }],
  })
  return result.job ? jobSeen(sent, result.job, now) : sent
}

/** A re-run takes over a message an earlier attempt sent: it polls, never sends again. */
export const resumed = (s: RunState, now: number): RunState =>
  update(s, { delivery: takenOver(s.facts.delivery, now) })
