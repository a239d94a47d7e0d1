/** The job summary of a reconcile run: what it looked at, what it finished, what it left. */
import type { ReconcileReport, SweptComment } from './report.ts'
import { codeSpan, escapeTableCell, safeHttpsUrl } from '../../render/markdown.ts'

/** Rows of the comments table at most (a sweep may look at hundreds). */
const MAX_ROWS = 100

const RESULT_TEXT: Record<SweptComment['result'], string> = {
  finished: '✅ finished',
  running: '⏳ job still running',
  watched: '👀 its run is still watching it',
  done: '✔️ already final',
  deferred: '⏭️ left for the next run',
  failed: '⚠️ failed',
}

export function renderReconcileSummary(report: ReconcileReport): string {
  const lines = [
    `## 🔁 Docs agent: reconcile${report.failed ? ' failed' : ''}`,
    '',
    '| | |',
    '|---|---|',
    `| Comments updated since | ${report.since.slice(0, 16).replace('T', ' ')} UTC |`,
    `| Comments listed | ${report.listed} |`,
    `| Unfinished status comments (checked) | ${report.checked} |`,
    `| Finished now | ${report.finished} |`,
    `| Jobs still running | ${report.running} |`,
    `| Platform requests | ${report.requests} |`,
    `| GitHub requests | ${report.githubRequests} |`,
  ]
  if (report.failed) lines.push('', `> [!CAUTION]`, `> ${escapeTableCell(report.failed)}`)
  if (report.stoppedEarly)
    lines.push('', `> [!NOTE]`, `> Stopped early: ${escapeTableCell(report.stoppedEarly)}.`)
  if (report.errors.length > 0) {
    lines.push('', '### Errors', '')
    for (const error of report.errors.slice(0, MAX_ROWS)) lines.push(`- ${escapeTableCell(error)}`)
  }
  if (report.comments.length > 0) {
    lines.push(
      '',
      '### Comments',
      '',
      '| Comment | Job | Result | Status or error |',
      '|---|---|---|---|',
    )
    for (const c of report.comments.slice(0, MAX_ROWS)) {
      const url = safeHttpsUrl(c.url)
      const link = url ? `[${c.commentId}](${url})` : String(c.commentId)
      lines.push(
        `| ${link} | ${codeSpan(c.jobId)} | ${RESULT_TEXT[c.result]} | ${escapeTableCell(c.detail)} |`,
      )
    }
    if (report.comments.length > MAX_ROWS)
      lines.push('', `… and ${report.comments.length - MAX_ROWS} more.`)
  }
  return lines.join('\n') + '\n'
}
