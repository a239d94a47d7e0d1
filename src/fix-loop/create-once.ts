/**
 * Creating a job at most once: the rule every creation follows, a command's (`new`, `fix`) as
 * well as `auto-fix`'s. The status comment's marker says a creation is under way (`sent`,
 * `create`) before the POST leaves, so that no re-run creates a second job, whatever the POST's
 * fate. Only a thrown refusal (4xx, rate limit: nothing was created) takes that back; a lost
 * answer is an error, and the creation is never tried again (a job may exist, and no endpoint
 * lists jobs to find it). Both write their status comment from one state model and its views
 * (src/status/), so the marker and the text are the same whichever flow created the job.
 */
import type { CreateResult, PlatformClient } from '../ports/platform.ts'

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
