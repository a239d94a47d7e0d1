/**
 * `fix` and `dismiss`: the command words of the insights report issue. They work only in a
 * comment on that issue (found by its markers, written by the token's own identity) and only on
 * gaps its memory holds. `fix` hands the gaps to one new job (created at most once, like `new`,
 * with a prompt made from the memory); `dismiss` changes the memory and sends nothing. Each
 * records what it did in its status comment's marker first (the journal), then changes the memory
 * one writer at a time (insights-memory/store.ts).
 */
import { describeError } from '../../errors.ts'
import {
  dismiss,
  handOver,
  settleJob,
  whyNotDismissable,
  whyNotFixable,
  withJournal,
} from '../../insights-memory/changes.ts'
import { fixPrompt } from '../../insights-memory/fix-prompt.ts'
import {
  changeReportMemory,
  readJournal,
  readReportMemory,
  type MemoryChange,
  type ReportMemory,
} from '../../insights-memory/store.ts'
import { JOB_STATUSES, TERMINAL_STATUSES, type JobStatus } from '../../types.ts'
import type { MessageRun } from './deps.ts'
import { end, publish, react } from './publish.ts'
import { planned, refused, update } from './state.ts'
import { NO_NEW_TEXT } from './texts.ts'

/** Where the words work, said when they are used anywhere else. */
const WRONG_PLACE =
  '`fix` and `dismiss` work only in a comment on the insights report issue (the issue that `mode: insights` writes, with its table of gaps); nothing was sent'

/** The report issue this comment is on, with its memory; null anywhere else. */
async function reportIssueOf(run: MessageRun): Promise<ReportMemory | null> {
  const { trigger, github } = run.deps
  const issue = run.request.issueNumber
  // A conversation comment on an issue (not a pull request): the event says so, no request.
  const onIssue =
    trigger.kind === 'comment' && trigger.source === 'issue_comment' && !trigger.isPullRequest
  return onIssue && issue !== undefined ? readReportMemory(github, issue) : null
}

/** True when the command is a comment on the insights report issue (`help` then lists its words). */
export async function onReportIssue(run: MessageRun): Promise<boolean> {
  try {
    return (await reportIssueOf(run)) !== null
  } catch {
    return false
  }
}

/**
 * Admits a `fix` or `dismiss` after the gate: refuses it (wrong place, unknown or unavailable gap),
 * dismisses the gap, or makes the run create the job for `fix`. True when the run goes on to
 * create the job; false when it ended here.
 */
export async function admitGapWord(run: MessageRun): Promise<boolean> {
  const { request, deps } = run
  const found = await reportIssueOf(run)
  if (!found) return refuse(run, WRONG_PLACE)
  const issue = found.issue.number
  // The memory with what earlier commands recorded in their status comments: a handover or a
  // dismissal whose write of the issue was lost still counts (no second job for that gap).
  const memory = withJournal(found.memory, await readJournal(github, issue))
  const byId = new Map(memory.gaps.map((g) => [g.id, g]))
  if (request.word === 'dismiss') {
    const id = request.gapIds[0] ?? ''
    // A re-run of a dismissal that went through says so again, rather than "already dismissed".
    if (run.state.facts.dismiss?.id === id) return dismissNow(run, issue, id)
    const why = whyNotDismissable(byId.get(id), id)
    if (why) return refuse(run, why)
    return dismissNow(run, issue, id)
  }
  if (deps.settings.message.createJob === 'never') return refuse(run, NO_NEW_TEXT)
  const reasons = request.gapIds.map((id) => whyNotFixable(byId.get(id), id)).filter(Boolean)
  if (reasons.length > 0) return refuse(run, reasons.join('; '))
  const gaps = request.gapIds.map((id) => byId.get(id)!)
  const prompt = fixPrompt(gaps, request.prompt ?? '')
  run.state = planned(update(run.state, { prompt, fix: { issue, ids: [...request.gapIds] } }))
  await publish(run)
  await react(run, 'eyes')
  return true
}

/** Refused: the reason in the comment, nothing sent. */
async function refuse(run: MessageRun, reason: string): Promise<false> {
  run.state = refused(run.state, reason)
  await end(run, 'rejected', reason)
  return false
}

/** `dismiss`: the journal entry in the status comment first, then the memory. */
async function dismissNow(run: MessageRun, issue: number, id: string): Promise<false> {
  const { clock, log } = run.deps
  const earlier = run.state.facts.dismiss
  const by = earlier?.by ?? run.state.facts.actor
  const why = earlier?.why ?? (run.request.prompt ?? '').slice(0, 200)
  const at = earlier?.at ?? new Date(clock.now()).toISOString()
  run.state = update(run.state, { dismiss: { issue, id, by, why, at } })
  await publish(run)
  const result = await changeMemory(run, issue, (m) => dismiss(m, id, { by, why, at }))
  if (result === 'lost')
    log.warning(`The dismissal of ${id} will reach the report with the next insights run.`)
  run.state = refused(run.state, `dismissed ${id}`)
  const said = why ? `: ${why}` : ''
  await react(run, '+1')
  await end(
    run,
    'skipped',
    `Gap \`${id}\` is dismissed${said}. The report will not show it as open again, and it will not be handed to the agent.`,
  )
  return false
}

/** The gaps of a created job become `fixing` (again harmless on a resumed run). */
export async function markFixing(run: MessageRun, jobId: string): Promise<void> {
  const fix = run.state.facts.fix
  if (!fix) return
  await changeMemory(run, fix.issue, (m) => handOver(m, fix.ids, { id: jobId, status: 'active' }))
}

/**
 * The gaps of a job this run saw end follow it: `proposed` with its pull request, or `open`
 * again. Nothing when the run stopped watching first (reconcile or the next insights run will).
 */
export async function settleFixing(run: MessageRun): Promise<void> {
  const { fix, jobId, status, prLink } = run.state.facts
  const known = JOB_STATUSES.find((s) => s === status)
  if (!fix || !jobId || !known || !TERMINAL_STATUSES.includes(known)) return
  const news = {
    status: known as JobStatus,
    prLink,
    endedAt: new Date(run.deps.clock.now()).toISOString(),
  }
  await changeMemory(run, fix.issue, (m) => settleJob(m, jobId, news))
}

/** Changes the report's memory; a failure is a warning (the journal keeps the change). */
async function changeMemory(
  run: MessageRun,
  issue: number,
  change: MemoryChange,
): Promise<'done' | 'lost'> {
  const { github, log } = run.deps
  try {
    const result = await changeReportMemory(github, issue, change)
    if (result.kind === 'changed') log.info(`Report issue #${issue}: memory updated.`)
    if (result.kind === 'lost' || result.kind === 'not-report') {
      log.warning(`Report issue #${issue}: the memory could not be updated (${result.kind}).`)
      return 'lost'
    }
    return 'done'
  } catch (error) {
    log.warning(`Report issue #${issue}: the memory could not be updated: ${describeError(error)}`)
    return 'lost'
  }
}
