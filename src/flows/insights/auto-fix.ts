/**
 * `auto-fix: N`: the insights run hands its top N `new` or `open` gaps to the agent itself, one
 * job per gap, by the rule every creation follows: a status comment on the report issue says
 * "starting" (its marker: sent, creates, which gap) before the POST leaves, so that no re-run of
 * this workflow run creates a second job for the gap, whatever the POST's fate. The comment then
 * says "started" (`sent`, as with `wait: false`): `mode: reconcile` finishes it, and the gap
 * follows the job (store.ts, follow-up.ts). A refusal of the platform ends that gap's attempt; a
 * rate limit ends them all (the platform allows 100 creations an hour). Each comment is written
 * from the state model and views of every job-status comment (src/status/), as a `fix` command's
 * is: the same marker and the same text for the same state.
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import { handOver } from '../../fix-loop/changes.ts'
import { claimOn, claimThenCheck, readCommands } from '../../fix-loop/commands.ts'
import { createOnce } from '../../fix-loop/create-once.ts'
import { fixPrompt } from '../../insights-memory/fix-prompt.ts'
import { isActionable } from '../../insights-memory/life.ts'
import type { InsightsMemory, RememberedGap } from '../../insights-memory/memory.ts'
import type { StatusMarker } from '../../marker.ts'
import type { GitHubApi, Issue, IssueComment } from '../../ports/github.ts'
import { RateLimitedError } from '../../ports/platform-errors.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Logger } from '../../ports/runtime.ts'
import { createAnswered, creating, sendRefused } from '../../status/sending.ts'
import { ended, planned, startRun, update, type RunState } from '../../status/state.ts'
import { statusComment } from '../../status/views.ts'
import { triggerKeyOf } from '../../trigger-key.ts'

interface AutoFixDeps {
  github: GitHubApi
  platform: PlatformClient
  context: RunContext
  log: Logger
  signal: AbortSignal
  now: Date
  /** `command`, as the status comments show it. */
  command: string
}

interface AutoFixResult {
  memory: InsightsMemory
  /** Jobs created for this workflow run (by this attempt or an earlier one), in rank order. */
  jobs: string[]
  /** The gaps this call handed over in `memory`, each with its job. */
  handed: Array<{ id: string; jobId: string }>
  /** Why the gaps left were not handed over (a GitHub failure), or null. */
  error: string | null
}

/** Who the status comments name as asking: the run itself. */
const ACTOR = 'auto-fix'

/**
 * Up to `n` gaps handed over, in `order` (the ids by rank); the memory says which. An earlier
 * attempt of this workflow run counts first: its gaps (handed over by now, so no longer
 * actionable) are never tried again, and each creation it made or may have made takes one of
 * the `n` places, so that a re-run never hands more gaps over than one attempt would have.
 */
export async function autoFix(
  deps: AutoFixDeps,
  issue: Issue,
  memory: InsightsMemory,
  order: readonly string[],
  n: number,
): Promise<AutoFixResult> {
  const byId = new Map(memory.gaps.map((g) => [g.id, g]))
  const { earlier, inDoubt } = await earlierAttempts(deps, issue.number)
  const keyOf = (id: string): string => triggerKeyOf('auto-fix', `${deps.context.runId}-${id}`)
  let out = memory
  const jobs: string[] = []
  const handed: AutoFixResult['handed'] = []
  const hand = (id: string, jobId: string): void => {
    const next = handOver(out, [id], { id: jobId, status: 'active' })
    if (next) handed.push({ id, jobId })
    out = next ?? out
  }
  let taken = 0
  const rank = (id: string): number => {
    const at = order.indexOf(id)
    return at < 0 ? order.length : at
  }
  const before = [...earlier.values()]
    .map((marker) => ({ id: marker.fix?.ids[0] ?? '', marker }))
    .sort((a, b) => rank(a.id) - rank(b.id))
  for (const { id, marker } of before) {
    // Refused (nothing sent): no job, no place taken; the gap is not tried again by this run.
    if (!marker.sent && marker.jobId === null) continue
    taken++
    if (marker.jobId === null) {
      deps.log.warning(`${id}: an earlier attempt's creation is in doubt; not created again.`)
      continue
    }
    jobs.push(marker.jobId)
    const gap = byId.get(id)
    if (gap && isActionable(gap) && !gap.job) hand(id, marker.jobId)
  }
  for (const id of order) {
    if (taken >= n) break
    const gap = byId.get(id)
    if (!gap || !isActionable(gap) || gap.job || earlier.has(keyOf(id))) continue
    if (inDoubt.has(id)) {
      // An earlier creation for it (any run's, or a `fix`) may have made a job: a human decides.
      deps.log.warning(`${id}: an earlier creation for it is in doubt; not handed over by itself.`)
      continue
    }
    let created
    try {
      created = await createFor(deps, issue.number, gap, keyOf(id))
    } catch (error) {
      // The status comment could not be written (nothing was sent): keep what was handed over.
      const text = `auto-fix stopped at ${id}: ${describeError(error)}`
      deps.log.warning(text)
      return { memory: out, jobs, handed, error: text }
    }
    if (created === 'stop') break
    if (created === 'refused') continue
    // A creation in doubt may have made a job: it takes its place as one that did.
    taken++
    if (created === null) continue
    jobs.push(created)
    hand(gap.id, created)
  }
  return { memory: out, jobs, handed, error: null }
}

/**
 * The auto-fix status comments of this workflow run on the issue, by trigger key; and the gaps
 * whose creation (by any run or command) may have made a job that no comment knows.
 */
async function earlierAttempts(
  deps: AutoFixDeps,
  issueNumber: number,
): Promise<{ earlier: Map<string, StatusMarker>; inDoubt: Set<string> }> {
  const prefix = triggerKeyOf('auto-fix', `${deps.context.runId}-`)
  const earlier = new Map<string, StatusMarker>()
  const inDoubt = new Set<string>()
  for (const marker of (await readCommands(deps.github, issueNumber)).markers) {
    if (marker.trigger.startsWith(prefix)) earlier.set(marker.trigger, marker)
    if (marker.fix?.issue === issueNumber && marker.create && marker.sent && marker.jobId === null)
      for (const id of marker.fix.ids) inDoubt.add(id)
  }
  return { earlier, inDoubt }
}

/**
 * The run of one gap's creation, in the state model of every job-status comment (status/state.ts),
 * as the message flow's `fix` would hold it: asked by `auto-fix`, claiming the gap, and marked as
 * creating before the POST leaves (so the comment that claims the gap already says "starting").
 */
function creationFor(
  deps: AutoFixDeps,
  issueNumber: number,
  gap: RememberedGap,
  key: string,
): { state: RunState; prompt: string } {
  const now = deps.now.getTime()
  const prompt = fixPrompt([gap], '')
  const start = startRun({
    triggerKey: key,
    trigger: deps.context.eventName,
    actor: ACTOR,
    command: deps.command,
    prompt,
    shownPrompt: `fix ${gap.id}`,
    word: 'fix',
    source: null,
    runId: deps.context.runId,
    runUrl: deps.context.runUrl,
    startedAt: now,
    earlier: null,
  })
  const claiming = planned(update(start, { fix: { issue: issueNumber, ids: [gap.id] } }))
  return { state: creating(claiming, prompt, now), prompt }
}

/**
 * One job for `gap`, at most once (fix-loop/create-once.ts): its id; null when its creation is in
 * doubt (a job may exist); `refused` when the platform refused it or a command on the gap is under
 * way; `stop` when it refused for the rate limit. Its status comment is the state's (status/views.ts).
 */
async function createFor(
  deps: AutoFixDeps,
  issueNumber: number,
  gap: RememberedGap,
  key: string,
): Promise<string | 'stop' | 'refused' | null> {
  const { github, platform, log, signal } = deps
  const now = deps.now.getTime()
  const creation = creationFor(deps, issueNumber, gap, key)
  const claim = creation.state
  // The comment is this run's claim on the gap: a maintainer's command on it under way gives way
  // to it, or it to the command (the one that sees the other), never two jobs for one gap.
  const { claimed, rival } = await claimThenCheck(
    github,
    issueNumber,
    now,
    key,
    () => github.createComment(issueNumber, statusComment(claim)),
    ({ claims }) => claimOn(claims, [gap.id])?.url ?? null,
  )
  if (rival) {
    const detail = `a command on \`${gap.id}\` is under way (${rival}); not handed over by this run`
    log.info(`${gap.id}: ${detail}`)
    await finish(deps, claimed, ended(sendRefused(claim), 'rejected', detail, now))
    return 'refused'
  }
  let result
  try {
    // The comment already says the creation is under way: it was written as the claim.
    result = await createOnce(platform, creation.prompt, signal, {
      marked: () => Promise.resolve(),
      refused: async (error) => {
        const detail = describeError(error)
        log.warning(`${gap.id}: the platform refused the job: ${detail}`)
        await finish(deps, claimed, ended(sendRefused(claim), 'error', detail, now))
      },
    })
  } catch (error) {
    return error instanceof RateLimitedError ? 'stop' : 'refused'
  }
  const answered = createAnswered(claim, result, now)
  if (result.kind === 'unknown') {
    const detail = `the platform's answer was lost (${result.reason}); a job may exist, and it will not be created again`
    log.warning(`${gap.id}: ${detail}`)
    await finish(deps, claimed, ended(answered, 'error', detail, now))
    return null
  }
  const jobId = result.job.id
  log.info(`${gap.id}: created job ${jobId}.`)
  await finish(deps, claimed, ended(answered, 'sent', null, now))
  return jobId
}

/** Writes the comment's final text for this run; a failure is a warning (the job exists). */
async function finish(deps: AutoFixDeps, comment: IssueComment, state: RunState): Promise<void> {
  try {
    await deps.github.updateComment(comment.id, statusComment(state))
  } catch (error) {
    deps.log.warning(`Could not update comment ${comment.id}: ${describeError(error)}`)
  }
}
