/**
 * `fix` and `dismiss`: the command words of the insights report issue. They work only in a
 * comment on that issue (found by its markers, written by the token's own identity) and only on
 * gaps its memory holds. `fix` hands the gaps to one new job (created at most once, like `new`,
 * with a prompt made from the memory); `dismiss` changes the memory and sends nothing. Each
 * records what it did in its status comment's marker first (the journal), then changes the memory
 * one writer at a time (fix-loop/store.ts).
 */
import { describeError } from '../../errors.ts'
import { withJournal } from '../../fix-loop/changes.ts'
import {
  claimThenCheck,
  readCommandsAt,
  type Claim,
  type IssueCommands,
} from '../../fix-loop/commands.ts'
import {
  dismissInReport,
  handOverInReport,
  readReportMemory,
  settleInReport,
  type ChangeResult,
  type ReportMemory,
} from '../../fix-loop/store.ts'
import { whyNotDismissable, whyNotFixable } from '../../insights-memory/fixable.ts'
import { fixPrompt } from '../../insights-memory/fix-prompt.ts'
import type { InsightsMemory } from '../../insights-memory/memory.ts'
import { JOB_STATUSES, TERMINAL_STATUSES, type JobStatus } from '../../types.ts'
import type { Issue } from '../../ports/github.ts'
import { findReportIssue } from '../../report-issue.ts'
import type { MessageRun } from './deps.ts'
import { end, publish, react } from './publish.ts'
import { planned, refused, update, advance } from '../../status/state.ts'
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
// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
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
// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function admitGapWord(run: MessageRun): Promise<boolean> {
  const { request } = run
  const found = await reportIssueOf(run)
  if (!found) return refuse(run, WRONG_PLACE)
  if (found.issue.state === 'closed') return refuse(run, await closedReport(run, found.issue))
  const issue = found.issue.number
  const ids = request.gapIds
  // A re-run of a dismissal that went through says so again, rather than "already dismissed".
  if (request.word === 'dismiss' && run.state.facts.dismiss?.id === ids[0])
    return dismissNow(run, issue, ids[0]!)
  // The memory with what earlier commands recorded in their status comments: a handover or a
  // dismissal whose write of the issue was lost still counts (no second job for that gap).
  const before = await commandsOn(run, issue)
  const known = withJournal(found.memory, before.journal)
  const why = whyNot(run, known, before.claims)
  if (why) return refuse(run, why)
  if (request.word === 'dismiss') return dismissNow(run, issue, ids[0]!, found.memory)
  const byId = new Map(known.gaps.map((g) => [g.id, g]))
  const prompt = fixPrompt(
    ids.map((id) => byId.get(id)!),
    request.prompt ?? '',
  )
  advance(run, (s) => planned(update(s, { prompt, fix: { issue, ids: [...ids] } })))
  // The claim is written; a command on the same gaps that wrote its own meanwhile makes both
  // give way (the one that sees the other), so that a gap never gets two jobs at once.
  const { rival } = await claimOnIssue(run, issue, (after) =>
    whyNot(run, withJournal(found.memory, after.journal), after.claims),
  )
  if (rival) return refuse(run, rival)
  await react(run, 'eyes')
  return true
}

/** Why a command on a closed report issue is refused, pointing to the open one when there is. */
async function closedReport(run: MessageRun, closed: Issue): Promise<string> {
  const said = `this report issue is closed, so nothing was changed or sent`
  let open: Issue | null = null
  try {
    open = await findReportIssue(run.deps.github, closed.title)
  } catch {
    // Said without the pointer.
  }
  if (open && open.state === 'open' && open.number !== closed.number)
    return `${said}: the open report issue is #${open.number} (${open.htmlUrl}); comment there`
  return (
    `${said}; the next insights run reopens it with its memory (the gaps keep their ids), ` +
    'then comment again'
  )
}

async function commandsOn(run: MessageRun, issue: number): Promise<IssueCommands> {
  return readCommandsAt(run.deps.github, issue, run.deps.clock.now())
}

/** Writes the run's claim (its status comment), then judges the commands as they are now. */
function claimOnIssue(
  run: MessageRun,
  issue: number,
  rivalOf: (after: IssueCommands) => string | null,
): Promise<{ rival: string | null }> {
  const { github, clock } = run.deps
  const key = run.request.triggerKey
  return claimThenCheck(github, issue, clock.now(), key, () => publish(run), rivalOf)
}

/** Why this `fix` or `dismiss` cannot go on, given the memory and the claims; null when it can. */
function whyNot(run: MessageRun, memory: InsightsMemory, claims: readonly Claim[]): string | null {
  const { request, deps } = run
  const ids = request.gapIds
  const rival = claims.find(
    (c) => c.trigger !== request.triggerKey && c.ids.some((id) => ids.includes(id)),
  )
  if (rival)
    return `another command on ${ids.map((id) => `\`${id}\``).join(', ')} is under way (${rival.url}); try again once it has ended`
  const byId = new Map(memory.gaps.map((g) => [g.id, g]))
  if (request.word === 'dismiss') return whyNotDismissable(byId.get(ids[0]!), ids[0]!)
  if (deps.settings.message.createJob === 'never') return NO_NEW_TEXT
  const reasons = ids.map((id) => whyNotFixable(byId.get(id), id)).filter(Boolean)
  return reasons.length > 0 ? reasons.join('; ') : null
}

/** Refused: the reason in the comment, nothing sent (and no claim left in its marker). */
async function refuse(run: MessageRun, reason: string): Promise<false> {
  advance(run, (s) => refused(update(s, { fix: undefined, dismiss: undefined }), reason))
  await end(run, 'rejected', reason)
  return false
}

/**
 * `dismiss`: the journal entry in the status comment first (a claim while it has no outcome),
 * then, unless a rival command showed up meanwhile, the memory. `memory` is given on a first
 * attempt: the claim is then checked against the commands written meanwhile.
 */
async function dismissNow(
  run: MessageRun,
  issue: number,
  id: string,
  memory?: InsightsMemory,
): Promise<false> {
  const { clock, log } = run.deps
  const earlier = run.state.facts.dismiss
  const by = earlier?.by ?? run.state.facts.actor
  const why = earlier?.why ?? (run.request.prompt ?? '').slice(0, 200)
  const at = earlier?.at ?? new Date(clock.now()).toISOString()
  advance(run, update, { dismiss: { issue, id, by, why, at } })
  if (!memory) await publish(run)
  else {
    const { rival } = await claimOnIssue(run, issue, (after) => {
      // Its own entry is in the journal now: judge the gap without it.
      const others = after.journal.filter((e) => !(e.kind === 'dismiss' && e.dismissal.at === at))
      return whyNot(run, withJournal(memory, others), after.claims)
    })
    if (rival) return refuse(run, rival)
  }
  const dismissal = { by, why, at }
  const result = await changeMemory(run, issue, (github) =>
    dismissInReport(github, issue, id, dismissal),
  )
  if (result === 'lost')
    log.warning(`The dismissal of ${id} will reach the report with the next insights run.`)
  advance(run, refused, `dismissed ${id}`)
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
// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function markFixing(run: MessageRun, jobId: string): Promise<void> {
  const fix = run.state.facts.fix
  if (!fix) return
  const handed = fix.ids.map((id) => ({ id, jobId }))
  await changeMemory(run, fix.issue, (github) => handOverInReport(github, fix.issue, handed))
}

/**
 * The gaps of a job this run saw end follow it: `proposed` with its pull request, or `open`
 * again. Nothing when the run stopped watching first (reconcile or the next insights run will).
 */
// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function settleFixing(run: MessageRun): Promise<void> {
  const { fix, jobId, status, prLink } = run.state.facts
  const known = JOB_STATUSES.find((s) => s === status)
  if (!fix || !jobId || !known || !TERMINAL_STATUSES.includes(known)) return
  const news = {
    status: known as JobStatus,
    prLink,
    endedAt: new Date(run.deps.clock.now()).toISOString(),
  }
  await changeMemory(run, fix.issue, (github) => settleInReport(github, fix.issue, jobId, news))
}

/** Changes the report's memory; a failure is a warning (the journal keeps the change). */
async function changeMemory(
  run: MessageRun,
  issue: number,
  change: (github: MessageRun['deps']['github']) => Promise<ChangeResult>,
): Promise<'done' | 'lost'> {
  const { github, log } = run.deps
  try {
    const result = await change(github)
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
