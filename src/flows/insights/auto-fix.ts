/**
 * `auto-fix: N`: the insights run hands its top N `new` or `open` gaps to the agent itself, one
 * job per gap, by the rule every creation follows: a status comment on the report issue says
 * "starting" (its marker: sent, creates, which gap) before the POST leaves, so that no re-run of
 * this workflow run creates a second job for the gap, whatever the POST's fate. The comment then
 * says "started" (`sent`, as with `wait: false`): `mode: reconcile` finishes it, and the gap
 * follows the job (store.ts, follow-up.ts). A refusal of the platform ends that gap's attempt; a
 * rate limit ends them all (the platform allows 100 creations an hour).
 */
import { describeError } from '../../errors.ts'
import type { RunContext } from '../../event.ts'
import { handOver } from '../../insights-memory/changes.ts'
import { fixPrompt } from '../../insights-memory/fix-prompt.ts'
import {
  isActionable,
  type InsightsMemory,
  type RememberedGap,
} from '../../insights-memory/memory.ts'
import { readMarker, type StatusMarker } from '../../marker.ts'
import type { GitHubApi, Issue, IssueComment } from '../../ports/github.ts'
import { RateLimitedError } from '../../ports/platform-errors.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Logger } from '../../ports/runtime.ts'
import { renderStatusComment, type StatusView } from '../../render/status-comment.ts'
import { triggerKeyOf } from '../../trigger-key.ts'

export interface AutoFixDeps {
  github: GitHubApi
  platform: PlatformClient
  context: RunContext
  log: Logger
  signal: AbortSignal
  now: Date
  /** `command`, as the status comments show it. */
  command: string
}

export interface AutoFixResult {
  memory: InsightsMemory
  /** Jobs created for this workflow run (by this attempt or an earlier one), in rank order. */
  jobs: string[]
}

/** Who the status comments name as asking: the run itself. */
const ACTOR = 'auto-fix'

/** Up to `n` gaps handed over, in `order` (the ids by rank); the memory says which. */
export async function autoFix(
  deps: AutoFixDeps,
  issue: Issue,
  memory: InsightsMemory,
  order: readonly string[],
  n: number,
): Promise<AutoFixResult> {
  const byId = new Map(memory.gaps.map((g) => [g.id, g]))
  const chosen = order.flatMap((id) => {
    const gap = byId.get(id)
    return gap && isActionable(gap) && !gap.job ? [gap] : []
  })
  const earlier = await earlierAttempts(deps, issue.number)
  let out = memory
  const jobs: string[] = []
  for (const gap of chosen) {
    if (jobs.length >= n) break
    const key = triggerKeyOf('auto-fix', `${deps.context.runId}-${gap.id}`)
    const before = earlier.get(key)
    if (before) {
      // An earlier attempt of this run got here: never a second creation for the gap.
      if (before.jobId === null)
        deps.log.warning(`${gap.id}: an earlier attempt's creation is in doubt; not created again.`)
      else {
        jobs.push(before.jobId)
        out = handOver(out, [gap.id], { id: before.jobId, status: 'active' }) ?? out
      }
      continue
    }
    const created = await createFor(deps, issue.number, gap, key)
    if (created === 'stop') break
    if (created === null) continue
    jobs.push(created)
    out = handOver(out, [gap.id], { id: created, status: 'active' }) ?? out
  }
  return { memory: out, jobs }
}

/** The auto-fix status comments of this workflow run on the issue, by trigger key. */
async function earlierAttempts(
  deps: AutoFixDeps,
  issueNumber: number,
): Promise<Map<string, StatusMarker>> {
  const self = (await deps.github.identity()).toLowerCase()
  const prefix = triggerKeyOf('auto-fix', `${deps.context.runId}-`)
  const found = new Map<string, StatusMarker>()
  for (const comment of await deps.github.listComments(issueNumber)) {
    if (comment.userLogin.toLowerCase() !== self) continue
    const marker = readMarker(comment.body)
    if (marker?.kind === 'status' && marker.trigger.startsWith(prefix))
      found.set(marker.trigger, marker)
  }
  return found
}

/** One job for `gap`, at most once: its id, null when it was not created (or is in doubt). */
async function createFor(
  deps: AutoFixDeps,
  issueNumber: number,
  gap: RememberedGap,
  key: string,
): Promise<string | 'stop' | null> {
  const { github, platform, log, signal } = deps
  const marker: StatusMarker = {
    kind: 'status',
    trigger: key,
    jobId: null,
    sent: true,
    create: true,
    outcome: null,
    sentAt: deps.now.getTime(),
    runId: deps.context.runId,
    fix: { issue: issueNumber, ids: [gap.id] },
  }
  const comment = await github.createComment(issueNumber, render(deps, marker, null))
  let result
  try {
    result = await platform.createJob(fixPrompt([gap], ''), signal)
  } catch (error) {
    // Refused (4xx, rate limit): no job was created; the comment says so.
    const detail = describeError(error)
    log.warning(`${gap.id}: the platform refused the job: ${detail}`)
    await finish(deps, comment, { ...marker, sent: false, outcome: 'error' }, detail)
    return error instanceof RateLimitedError ? 'stop' : null
  }
  if (result.kind === 'unknown') {
    const detail = `the platform's answer was lost (${result.reason}); a job may exist, and it will not be created again`
    log.warning(`${gap.id}: ${detail}`)
    await finish(deps, comment, { ...marker, outcome: 'error' }, detail)
    return null
  }
  const jobId = result.job.id
  log.info(`${gap.id}: created job ${jobId}.`)
  const shown = { actor: ACTOR, command: deps.command, prompt: `fix ${gap.id}` }
  await finish(deps, comment, { ...marker, jobId, outcome: 'sent', shown }, null)
  return jobId
}

/** Writes the comment's final text for this run; a failure is a warning (the job exists). */
async function finish(
  deps: AutoFixDeps,
  comment: IssueComment,
  marker: StatusMarker,
  detail: string | null,
): Promise<void> {
  try {
    await deps.github.updateComment(comment.id, render(deps, marker, detail))
  } catch (error) {
    deps.log.warning(`Could not update comment ${comment.id}: ${describeError(error)}`)
  }
}

function render(deps: AutoFixDeps, marker: StatusMarker, detail: string | null): string {
  const gaps = marker.fix?.ids.join(' ') ?? ''
  const view: StatusView = {
    phase: marker.outcome === null ? 'sending' : 'final',
    outcome: marker.outcome as StatusView['outcome'],
    command: deps.command,
    actor: ACTOR,
    prompt: `fix ${gaps}`,
    word: 'fix',
    creates: true,
    jobId: marker.jobId,
    status: null,
    prLink: null,
    runUrl: deps.context.runUrl,
    sentAt: marker.sentAt,
    elapsedMs: null,
    detail,
    maybeSent: false,
    resumed: false,
  }
  return renderStatusComment(view, marker)
}
