/**
 * The status comment: pure rendering of what a run has reached. Text from the command comment and
 * from the platform is untrusted: it is escaped, shortened and has its @mentions made inert, and a
 * platform link becomes a link only when it is an https URL.
 */
import { renderMarker, type StatusMarker } from '../marker.ts'
import type { CommandWord, Outcome } from '../types.ts'
import { formatDuration } from '../lib/duration.ts'
import {
  codeSpan,
  escapeMarkdown,
  escapeTableCell,
  quoteUntrusted,
  safeHttpsUrl,
} from './markdown.ts'

/** Everything the status comment shows. */
export interface StatusView {
  phase: 'received' | 'sending' | 'sent' | 'working' | 'final'
  outcome: Outcome | null
  /** The slash command, for help texts. */
  command: string
  /** Who asked (commenter or workflow actor). */
  actor: string
  /** The instruction (untrusted). */
  prompt: string
  /** The command word (`status` and `help` get replies of their own). */
  word?: CommandWord | null
  /** A review comment or review that was the command: linked. */
  source?: { kind: 'review comment' | 'review'; url: string } | null
  /** The command creates its job: "started" rather than "sent". */
  creates?: boolean
  /** The job's model (shown by `status`). */
  model?: string | null
  jobId: string | null
  /** The job's last seen status. */
  status: string | null
  /** The job's pull request link, as the platform gave it (untrusted). */
  prLink: string | null
  runUrl: string
  /** When the message was sent (ms since epoch). */
  sentAt: number | null
  /** Shown in the final state only, so the comment is not edited on every poll. */
  elapsedMs: number | null
  /** Why the run ended as it did (error, rejected, cancelled, timed-out). */
  detail: string | null
  /** What to do about an error. */
  hint?: string | null
  /** Usage help for rejected commands. */
  usage?: string
  /** The platform's answer to the send was lost and the job has not been seen taking it up. */
  maybeSent: boolean
  /** A re-run took over a message that an earlier attempt had sent. */
  resumed: boolean
  /** The job was busy and the run waits for it before sending. */
  waitingForIdle?: boolean
  /** Finished by a reconcile run after the run that sent the request stopped watching. */
  finishedLater?: boolean
}

/** Longest prompt excerpt shown in the comment. */
export const PROMPT_EXCERPT = 600

function headline(view: StatusView): string {
  const job = view.jobId ? ` \`${view.jobId}\`` : ''
  switch (view.phase) {
    case 'received':
      if (view.waitingForIdle)
        return `⏳ **Waiting** — job${job} is busy; the message goes out when it is done`
      return view.creates
        ? '👀 **Received** — starting a new job…'
        : '👀 **Received** — checking the job…'
    case 'sending':
      return view.creates
        ? '🆕 **Starting** a new job…'
        : `📨 **Sending** the message to job${job}…`
    case 'sent':
      if (view.creates) return `🆕 **Started** job${job} — waiting for the agent…`
      return view.maybeSent
        ? `❔ **Sent?** — the platform's answer was lost; checking whether job${job} took it up…`
        : `📨 **Sent** to job${job} — waiting for the agent to start…`
    case 'working':
      return `⏳ **Working** — the agent is on it (job${job})`
    case 'final':
      if (view.word === 'status' && view.outcome === 'skipped')
        return `ℹ️ **Status** of job${job}: ${view.status ? codeSpan(view.status) : 'unknown'}`
      if (view.word === 'help' && view.outcome === 'skipped')
        return `ℹ️ **How to use ${view.command}**`
      if (view.word === 'dismiss' && view.outcome === 'skipped') return '🙈 **Dismissed**'
      if (view.creates && view.outcome === 'sent')
        return `🆕 **Started** job${job} (not waiting for it to finish)`
      return finalHeadline(view.outcome ?? 'error', job)
  }
}

function finalHeadline(outcome: Outcome, job: string): string {
  switch (outcome) {
    case 'completed':
      return `✅ **Completed** — job${job}`
    case 'failed':
      return `❌ **Failed** — job${job} hit an unrecoverable error`
    case 'archived':
      return `🗄️ **Archived** — job${job} was archived`
    case 'timed-out':
      return `⌛ **Timed out** — the job is still running`
    case 'cancelled':
      return `🛑 **Cancelled** — the job may still be running`
    case 'sent':
      return `📨 **Sent** to job${job} (not waiting for it to finish)`
    case 'rejected':
      return '🚫 **Not run**'
    case 'skipped':
      return '⏭️ **Skipped**'
    case 'error':
      return '⚠️ **Error** — the run stopped'
  }
}

/** The paragraph under the table that says what happened and what to do next. */
function explanation(view: StatusView, prLinkMarkdown: string | null): string[] {
  const lines: string[] = []
  const detail = view.detail ? escapeMarkdown(view.detail) : null
  const job = view.jobId ? `\`${view.jobId}\`` : 'the job'
  if (view.phase !== 'final') {
    if (view.resumed)
      lines.push('Resumed by a re-run: the message had already been sent and was not sent again.')
    return lines
  }
  switch (view.outcome) {
    case 'completed':
      lines.push(
        prLinkMarkdown
          ? `The agent finished. Pull request: ${prLinkMarkdown}`
          : 'The agent finished without changing any file, so there is no pull request.',
      )
      break
    case 'failed':
      lines.push(
        `The agent could not finish. Look at job ${job} on the platform's dashboard, then send a clearer or smaller instruction with \`${view.command} …\`.`,
      )
      break
    case 'archived':
      lines.push(
        `Job ${job} is archived and takes no more work. Start a new job on the platform and name it with \`${view.command} job=<id> …\`.`,
      )
      break
    case 'timed-out':
      lines.push(
        detail ??
          `The action stopped waiting after ${view.elapsedMs === null ? 'its timeout' : formatDuration(view.elapsedMs)}; the agent did not stop.`,
        '',
        `How to check: open job ${job} on the platform's dashboard, or re-run this workflow run — it resumes waiting and does not send the message again. A longer \`timeout\` input avoids this; with a reconcile schedule (\`mode: reconcile\`), this comment gets its result when the job ends.`,
      )
      break
    case 'cancelled':
      lines.push(detail ?? 'The run was cancelled.')
      if (view.jobId)
        lines.push(
          '',
          `Job ${job} may still be running; re-running this workflow run resumes without sending the message twice.`,
        )
      break
    case 'sent':
      lines.push(
        `The agent works in the background. This comment gets its result (outcome and pull request) ` +
          `from the repository's reconcile schedule, if one is set up (\`mode: reconcile\` on a ` +
          `schedule, see the action's docs/reconcile.md); otherwise follow job ${job} on the platform's dashboard.`,
      )
      break
    case 'skipped':
      if (view.word === 'dismiss' && detail) lines.push(detail)
      if (view.usage) lines.push(view.usage)
      break
    case 'rejected':
      if (detail) lines.push(detail)
      if (view.usage) lines.push('', view.usage)
      break
    case 'error':
      if (detail) lines.push(detail)
      if (view.hint) lines.push('', `**What to do:** ${escapeMarkdown(view.hint)}`)
      break
    default:
      if (detail) lines.push(detail)
  }
  if (view.finishedLater) {
    lines.push(
      '',
      'Finished by a reconcile run: the run that sent the request had stopped watching the job.',
    )
  }
  if (view.maybeSent && view.outcome !== 'error') {
    lines.push(
      '',
      "Note: the platform's answer to the message was lost; it was not resent and may not have arrived.",
    )
  }
  return lines
}

/** Renders the whole comment body, marker first. */
export function renderStatusComment(view: StatusView, marker: StatusMarker): string {
  const prUrl = safeHttpsUrl(view.prLink)
  const prLinkMarkdown = prUrl ? `[${escapeMarkdown(shortLinkText(prUrl))}](${prUrl})` : null
  const rows: Array<[string, string]> = []
  if (view.jobId)
    rows.push(['Job', `\`${view.jobId}${view.creates && view.jobId ? '` (new)' : '`'}`])
  if (view.status) rows.push(['Job status', codeSpan(view.status)])
  if (view.word === 'status' && view.model) rows.push(['Model', codeSpan(view.model)])
  if (view.phase !== 'received' || view.prLink) {
    if (prLinkMarkdown) rows.push(['Pull request', prLinkMarkdown])
    else if (view.prLink)
      rows.push(['Pull request', `${codeSpan(view.prLink)} (not an https link, so not linked)`])
  }
  if (view.sentAt !== null && (view.phase !== 'final' || view.finishedLater))
    rows.push([
      view.creates ? 'Started' : 'Sent',
      `${new Date(view.sentAt).toISOString().slice(0, 19).replace('T', ' ')} UTC`,
    ])
  if (view.phase === 'final' && view.elapsedMs !== null && view.outcome !== 'skipped')
    rows.push(['Elapsed', formatDuration(view.elapsedMs)])
  rows.push(['Requested by', escapeTableCell(view.actor)])
  const sourceUrl = safeHttpsUrl(view.source?.url)
  if (view.source && sourceUrl) rows.push(['Command', `[${view.source.kind}](${sourceUrl})`])
  rows.push(['Workflow run', `[logs](${view.runUrl})`])

  const parts = [renderMarker(marker), headline(view), '']
  if (view.prompt.trim()) parts.push(quoteUntrusted(view.prompt, PROMPT_EXCERPT), '')
  parts.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '')
  const more = explanation(view, prLinkMarkdown)
  if (more.length > 0) parts.push(...more, '')
  return parts.join('\n').trimEnd() + '\n'
}

/** `acme/docs#42` for a GitHub pull request URL, else the URL's host and path. */
function shortLinkText(url: string): string {
  const u = new URL(url)
  const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)/.exec(u.pathname)
  if (m) return `${m[1]}/${m[2]}#${m[3]}`
  return `${u.host}${u.pathname}`.slice(0, 120)
}
