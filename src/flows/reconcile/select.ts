/**
 * Which comments a reconcile run finishes, and what it writes: pure rules over a comment's author,
 * marker and time, and the final comment rendered from the marker and the job alone, so that two
 * runs finishing the same comment write the same text.
 */
import { readMarker, type StatusMarker } from '../../marker.ts'
import type { IssueComment } from '../../ports/github.ts'
import type { StatusView } from '../../render/status-comment.ts'
import { TERMINAL_STATUSES, type AgentJob, type Outcome } from '../../types.ts'

/**
 * Outcomes no later event can change: the job ended, or nothing was sent. `sent` (`wait: false`),
 * `timed-out`, `cancelled` and a run still going (no outcome yet) leave a job that may still end.
 */
const FINAL_OUTCOMES: ReadonlySet<string> = new Set<Outcome>([
  'completed',
  'failed',
  'archived',
  'rejected',
  'skipped',
  'error',
])

/** A status comment of this action whose job may have ended since its run stopped watching. */
export interface Unfinished {
  comment: IssueComment
  marker: StatusMarker & { jobId: string }
}

/** Why a comment is or is not one to finish (for tests and the debug log). */
type Verdict = 'unfinished' | 'foreign' | 'no-marker' | 'final' | 'not-sent' | 'outside-lookback'

/** The verdict on one comment: the action's own (by `identity`), inside the lookback, not final. */
export function verdictOf(comment: IssueComment, identity: string, sinceMs: number): Verdict {
  return judge(comment, identity, sinceMs).verdict
}

/** The comment with its marker when it is one to finish, else null. */
export function unfinishedOf(
  comment: IssueComment,
  identity: string,
  sinceMs: number,
): Unfinished | null {
  return judge(comment, identity, sinceMs).unfinished
}

/** The verdict, and the marker read once on the way. */
function judge(
  comment: IssueComment,
  identity: string,
  sinceMs: number,
): { verdict: Verdict; unfinished: Unfinished | null } {
  const no = (verdict: Verdict) => ({ verdict, unfinished: null })
  if (comment.userLogin.toLowerCase() !== identity.toLowerCase()) return no('foreign')
  const marker = readMarker(comment.body)
  if (marker?.kind !== 'status') return no('no-marker')
  if (!(Date.parse(comment.updatedAt) >= sinceMs)) return no('outside-lookback')
  if (marker.outcome !== null && FINAL_OUTCOMES.has(marker.outcome)) return no('final')
  // Nothing was sent (or no job is known): no job works on it, nothing to wait for.
  const jobId = marker.jobId
  if (!marker.sent || jobId === null) return no('not-sent')
  return { verdict: 'unfinished', unfinished: { comment, marker: { ...marker, jobId } } }
}

/** The unfinished comments among `comments`, in the order given (newest first from the listing). */
export function selectUnfinished(
  comments: readonly IssueComment[],
  identity: string,
  sinceMs: number,
): Unfinished[] {
  return comments.flatMap((comment) => unfinishedOf(comment, identity, sinceMs) ?? [])
}

/** The comments grouped by job, jobs in order of their newest comment. */
export function byJob(unfinished: readonly Unfinished[]): Map<string, Unfinished[]> {
  const jobs = new Map<string, Unfinished[]>()
  for (const item of unfinished) {
    const list = jobs.get(item.marker.jobId) ?? []
    list.push(item)
    jobs.set(item.marker.jobId, list)
  }
  return jobs
}

/** True when the job has ended (a terminal status). */
export const hasEnded = (job: AgentJob): boolean => TERMINAL_STATUSES.includes(job.status)

/**
 * The final view and marker of a comment whose job ended, from the marker and the job alone: the
 * outcome is the job's status, with its pull request link; the run link is the run that wrote the
 * comment. No time of the sweep goes in, so every run that finishes it writes the same text.
 */
export function finalOf(
  marker: StatusMarker & { jobId: string },
  job: AgentJob,
  runUrlOf: (runId: string) => string,
): { view: StatusView; marker: StatusMarker } {
  const outcome = job.status as Outcome
  const shown = marker.shown
  return {
    view: {
      phase: 'final',
      outcome,
      command: shown?.command ?? '/docs-agent',
      actor: shown?.actor ?? '',
      prompt: shown?.prompt ?? '',
      source: shown?.source ?? null,
      creates: marker.create === true,
      jobId: marker.jobId,
      status: job.status,
      prLink: job.prLink,
      runUrl: runUrlOf(marker.runId),
      sentAt: marker.sentAt,
      elapsedMs: null,
      detail: null,
      maybeSent: false,
      resumed: false,
      finishedLater: true,
    },
    marker: { ...marker, outcome, confirmed: true },
  }
}
