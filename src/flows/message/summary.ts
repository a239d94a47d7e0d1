/** The job summary of a message-mode run: trigger, actor, job, status timeline, duration, PR link. */
import type { RunContext } from '../../event.ts'
import {
  codeSpan,
  escapeMarkdown,
  fencedText,
  quoteUntrusted,
  safeHttpsUrl,
} from '../../render/markdown.ts'
import { formatDuration } from '../../lib/duration.ts'
import type { MessageReport } from './report.ts'

const OUTCOME_ICON: Record<string, string> = {
  completed: '✅',
  failed: '❌',
  archived: '🗄️',
  'timed-out': '⌛',
  cancelled: '🛑',
  sent: '📨',
  rejected: '🚫',
  skipped: '⏭️',
  error: '⚠️',
}

/** Renders the summary as Markdown. */
export function renderMessageSummary(report: MessageReport, context: RunContext): string {
  const pr = safeHttpsUrl(report.prLink)
  const lines = [
    `## ${OUTCOME_ICON[report.outcome] ?? ''} Docs agent: ${report.outcome}`,
    '',
    '| | |',
    '|---|---|',
    `| Trigger | ${codeSpan(report.trigger)} |`,
    `| Actor | ${escapeMarkdown(report.actor)} |`,
    `| Job | ${report.jobId ? `\`${report.jobId}\`` : '—'} |`,
    `| Last status | ${report.status ? codeSpan(report.status) : '—'} |`,
    `| Model | ${report.model ? escapeMarkdown(report.model) : '—'} |`,
    `| Pull request | ${pr ? `<${pr}>` : report.prLink ? escapeMarkdown(report.prLink) : '—'} |`,
    `| Duration | ${formatDuration(report.endedAt - report.startedAt)} |`,
    `| Status comment | ${report.commentUrl ? `[comment](${report.commentUrl})` : '—'} |`,
    `| Workflow run | [${escapeMarkdown(context.workflow || 'run')}](${context.runUrl}) |`,
  ]
  if (report.detail) lines.push('', escapeMarkdown(report.detail))
  if (report.sentText) {
    // The whole text, as the platform got it: the prompt and, with `context`, where it came from.
    lines.push(
      '',
      `**Sent** (${report.created ? 'to create the job' : 'as a follow-up message'})`,
      '',
      fencedText(report.sentText),
    )
  } else if (report.prompt) {
    lines.push('', '**Prompt**', '', quoteUntrusted(report.prompt, 2_000))
  }
  if (report.timeline.length > 0) {
    lines.push('', '### Status timeline', '', '| After | Status |', '|---|---|')
    for (const entry of report.timeline) {
      const note = entry.note ? ` (${escapeMarkdown(entry.note)})` : ''
      lines.push(
        `| ${formatDuration(entry.at - report.startedAt)} | ${codeSpan(entry.status)}${note} |`,
      )
    }
  }
  return lines.join('\n') + '\n'
}
