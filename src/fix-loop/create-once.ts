/**
 * Creating a job at most once: the rule every creation follows, a command's (`new`, `fix`) as
 * well as `auto-fix`'s. The status comment's marker says a creation is under way (`sent`,
 * `create`) before the POST leaves, so that no re-run creates a second job, whatever the POST's
 * fate. Only a thrown refusal (4xx, rate limit: nothing was created) takes that back; a lost
 * answer is an error, and the creation is never tried again (a job may exist, and no endpoint
 * lists jobs to find it).
 */
import type { StatusMarker } from '../marker.ts'
import type { CreateResult, PlatformClient } from '../ports/platform.ts'
import { renderStatusComment, type StatusView } from '../render/status-comment.ts'

/** What a creation does around its POST. */
interface CreationSteps {
  /** Writes the marker that says the creation is under way; the POST leaves only after it. */
  marked(): Promise<void>
  /** The platform refused (nothing was created): the marker takes the creation back. */
  refused(error: unknown): Promise<void> | void
}

/**
 * Creates a job for `text`, at most once (see above): its answer, the job or `unknown`. A refusal
 * is thrown again once `steps.refused` took the creation back; a cancelled POST (the signal
 * aborted) is thrown as it is, the creation left in doubt.
 */
export async function createOnce(
  platform: PlatformClient,
  text: string,
  signal: AbortSignal,
  steps: CreationSteps,
): Promise<CreateResult> {
  await steps.marked()
  try {
    return await platform.createJob(text, signal)
  } catch (error) {
    if (!signal.aborted) await steps.refused(error)
    throw error
  }
}

/** A creation for the gaps `ids` of report issue #`issue`, under way: its marker. */
export function creationMarker(
  trigger: string,
  runId: string,
  sentAt: number,
  fix: { issue: number; ids: string[] },
): StatusMarker {
  const base = { kind: 'status' as const, trigger, jobId: null, outcome: null, sentAt, runId }
  return { ...base, sent: true, create: true, fix }
}

/** Who asked, the command word and where the run is: what a creation's comment shows. */
interface CreationShown {
  command: string
  actor: string
  runUrl: string
}

/** The status comment of a `fix` creation with `marker` (under way, or final with `detail`). */
export function creationComment(
  shown: CreationShown,
  marker: StatusMarker,
  detail: string | null,
): string {
  const view: StatusView = {
    phase: marker.outcome === null ? 'sending' : 'final',
    outcome: marker.outcome as StatusView['outcome'],
    command: shown.command,
    actor: shown.actor,
    prompt: `fix ${marker.fix?.ids.join(' ') ?? ''}`,
    word: 'fix',
    creates: true,
    jobId: marker.jobId,
    status: null,
    prLink: null,
    runUrl: shown.runUrl,
    sentAt: marker.sentAt,
    elapsedMs: null,
    detail,
    maybeSent: false,
    resumed: false,
  }
  return renderStatusComment(view, marker)
}
