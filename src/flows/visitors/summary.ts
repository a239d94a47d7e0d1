/**
 * The visitors report (job summary and report issue body): the window in words, totals, a Mermaid
 * pie of human vs AI, a bar chart and a table of the top pages, and the requests spent.
 */
import { describeWindow } from '../../lib/window.ts'
import { shorten } from '../../lib/text.ts'
import { codeSpan, escapeTableCell } from '../../render/markdown.ts'
import { wholeNumber } from '../../render/numbers.ts'
import type { VisitorsResult } from './result.ts'
import { ANALYTICS_REQUESTS_PER_HOUR } from '../../ports/platform.ts'

/** `+12 (+8.1%)`, `−3 (−50.0%)`, `new`. */
function formatChange(current: number, previous: number | null): string {
  if (previous === null) return 'new'
  const diff = current - previous
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±'
  const pct = previous === 0 ? '' : ` (${sign}${Math.abs((diff / previous) * 100).toFixed(1)}%)`
  return `${sign}${wholeNumber(Math.abs(diff))}${pct}`
}

/** A label that cannot break a Mermaid quoted string. */
function chartLabel(path: string): string {
  return shorten(path.replace(/["\r\n\\`]/g, "'").replace(/[[\]{}]/g, ''), 32)
}

export function renderVisitorsReport(result: VisitorsResult, now: Date): string {
  const lines: string[] = []
  const cmp = result.comparison
  lines.push('## 📊 Docs visitors', '')
  if (result.partial) {
    lines.push(
      '> [!WARNING]',
      `> **Partial export.** ${escapeTableCell(result.partialReason ?? 'The export did not reach the last page.')}`,
      `> ${wholeNumber(result.rows)} rows were exported; the figures below cover only those pages.`,
      '',
    )
  }
  lines.push(
    `**Window:** ${describeWindow(result.window)} (UTC; sent as \`dateFrom=${result.window.dateFrom}\`, \`dateTo=${result.window.dateTo}\`).`,
    '',
  )

  const t = result.totals
  if (t) {
    const head = cmp ? '| | Unique visitors | Previous window | Change |' : '| | Unique visitors |'
    lines.push(head, cmp ? '|---|---:|---:|---:|' : '|---|---:|')
    for (const [label, key] of [
      ['Human', 'human'],
      ['AI', 'ai'],
      ['Total', 'total'],
    ] as const) {
      const prev = cmp?.totals?.[key] ?? null
      lines.push(
        cmp
          ? `| ${label} | ${wholeNumber(t[key])} | ${prev === null ? '—' : wholeNumber(prev)} | ${formatChange(t[key], prev)} |`
          : `| ${label} | ${wholeNumber(t[key])} |`,
      )
    }
    lines.push(
      '',
      '_Total is deduplicated across human and AI traffic (someone counted as both is counted once), so it can be less than human + AI._',
      '',
      '```mermaid',
      'pie showData title Unique visitors: human vs AI',
      `    "Human" : ${Math.max(0, Math.round(t.human))}`,
      `    "AI" : ${Math.max(0, Math.round(t.ai))}`,
      '```',
      '',
    )
  } else {
    lines.push('No totals: the platform returned no page.', '')
  }

  if (result.top.length > 0) {
    lines.push(
      `### Top ${result.top.length} pages`,
      '',
      '```mermaid',
      'xychart-beta',
      '    title "Unique visitors per page"',
      `    x-axis [${result.top.map((r) => `"${chartLabel(r.path)}"`).join(', ')}]`,
      '    y-axis "Visitors"',
      `    bar [${result.top.map((r) => Math.round(r.total)).join(', ')}]`,
      '```',
      '',
      cmp ? '| # | Page | Human | AI | Total | Change |' : '| # | Page | Human | AI | Total |',
      cmp ? '|---:|---|---:|---:|---:|---:|' : '|---:|---|---:|---:|---:|',
    )
    result.top.forEach((row, i) => {
      const cells = [
        String(i + 1),
        codeSpan(row.path, row.path.length),
        wholeNumber(row.human),
        wholeNumber(row.ai),
        wholeNumber(row.total),
      ]
      if (cmp) cells.push(formatChange(row.total, cmp.previousTop[row.path] ?? null))
      lines.push(`| ${cells.join(' | ')} |`)
    })
    lines.push('')
  } else {
    lines.push('No page had visitors in this window.', '')
  }

  if (cmp) {
    const examples = (paths: string[]) =>
      paths.length ? ` (e.g. ${paths.map((p) => codeSpan(p, p.length)).join(', ')})` : ''
    lines.push(
      `**Compared with** ${describeWindow(cmp.window)}${cmp.partial ? ' (partial)' : ''}: ${wholeNumber(result.rows)} pages now, ${wholeNumber(cmp.rows)} then; ` +
        `${wholeNumber(cmp.newPages)} new${examples(cmp.newExamples)}, ${wholeNumber(cmp.gonePages)} gone${examples(cmp.goneExamples)}.`,
      '',
    )
  }

  lines.push(
    `**Pages exported:** ${wholeNumber(result.rows)}${result.duplicates.length ? ` (${wholeNumber(result.duplicates.length)} served twice while data changed between pages, counted once)` : ''}.`,
    `**Requests spent:** ${result.requests} of the ${ANALYTICS_REQUESTS_PER_HOUR} analytics requests per organization per hour (shared by all analytics endpoints).`,
    '',
    `<sub>Generated ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC by docs-agent-action.</sub>`,
  )
  return `${lines.join('\n')}\n`
}
