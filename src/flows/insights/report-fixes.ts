/**
 * The report's "Fixes" section, read from each gap's life as the memory keeps it (no verdict is
 * judged here): the loop's record (gaps handed over, pull requests merged, judged
 * fixed, still seen, too early), a row a handed-over gap with its rates and a sparkline, and a
 * Mermaid `xychart-beta` chart of each judged gap's numbers per window, the merge marked. Bounded
 * by construction (rows and charts capped, text cut). Reader words are inert (render/inert.ts);
 * the charts hold none.
 */
import { GAP_KINDS } from '../../gaps/registry.ts'
import type { HistoryPoint, InsightsMemory, RememberedGap } from '../../insights-memory/memory.ts'
import { verdictOfGap, type FixFigures, type Verdict } from '../../insights-memory/life.ts'
import { aroundMerge, changeText, figuresText, rateOf } from '../../fix-effect/judge.ts'
import { codeSpan } from '../../render/markdown.ts'
import { inertText } from '../../render/inert.ts'
import { rateNumber } from '../../render/numbers.ts'
import { UNREADABLE } from '../../insights-memory/state-text.ts'

/** Rows and charts shown at most: the section's size is bounded whatever the memory holds. */
const MAX_FIX_ROWS = 10
const MAX_FIX_CHARTS = 5
const MAX_UNREADABLE = 5

/** The rule, as the section states it beside its figures (fix-effect/judge.ts). */
const RULE =
  'A merged fix is judged on the windows wholly before and wholly after its merge, per 1,000 views of the page when views were read, otherwise per day: `fixed` when the rate fell by a one-sided conditional binomial test at 95 % **and** to at most half; otherwise `still seen after the fix`. A gap judged `fixed` counts as failing again only when its latest window is back to at least half of the rate before and not clearly lower.'

const VERDICT_TEXT = {
  fixed: '✅ fixed',
  'still-seen': '⚠️ still seen after the fix',
  'too-early': '⏳ too early',
  'no-baseline': 'not judged (no window before the merge)',
} as const

const BARS = '▁▂▃▄▅▆▇█'

/** `▁▂▇`: one bar a value, scaled to the largest. */
export function sparkline(values: readonly number[]): string {
  const max = Math.max(0, ...values)
  return values.map((v) => BARS[max > 0 ? Math.min(7, Math.round((v / max) * 7)) : 0]!).join('')
}

/** Chart numbers: at most one decimal, never an exponent. */
const chartNumber = (r: number): string => String(Math.round(r * 10) / 10)

/** `11-03` (the window's first day); the first window after the merge is marked. */
function windowLabel(from: string, first: boolean): string {
  const day = new Date(Date.parse(from)).toISOString().slice(5, 10)
  return first ? `merged ▸ ${day}` : day
}

/**
 * The Mermaid `xychart-beta` block of a judged gap: a bar a window (its rate), and a line at the
 * mean rate before and the mean rate after, which steps at the merge.
 */
export function fixChart(gap: RememberedGap, verdict: Verdict, f: FixFigures): string[] {
  const points = pointsOf(gap, verdict)
  const before = aroundMerge(gap).before.length
  const rates = points.map((p) => rateOf(p, f.per))
  const labels = points.map((p, i) => `"${windowLabel(p.from, i === before)}"`)
  const level = points.map((_, i) => (i < before ? f.rateBefore : f.rateAfter))
  const top = Math.max(1, ...rates, ...level) * 1.1
  const merged = new Date(Date.parse(gap.effect!.mergedAt!)).toISOString().slice(0, 10)
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${gap.id}: per ${f.per}, merged ${merged}"`,
    `  x-axis [${labels.join(', ')}]`,
    `  y-axis "per ${f.per}" 0 --> ${chartNumber(Math.ceil(top))}`,
    `  bar [${rates.map(chartNumber).join(', ')}]`,
    `  line [${level.map(chartNumber).join(', ')}]`,
    '```',
  ]
}

function judgedWords(gap: RememberedGap): string {
  return GAP_KINDS[gap.kind].judgedWords(gap.label)
}

/** What the Fixes table says of a gap whose fix has no verdict with figures. */
function pendingText(gap: RememberedGap): string {
  const effect = gap.effect
  if (effect?.pr === 'closed') return 'not merged (open again)'
  if (effect?.pr === 'unreadable') return UNREADABLE
  const verdict = verdictOfGap(gap)
  if (verdict) return VERDICT_TEXT[verdict.verdict]
  if (effect?.pr === 'open') return 'pull request not merged yet'
  return gap.job?.prLink ? 'pull request not read yet' : 'no pull request yet'
}

function row(gap: RememberedGap): string {
  const words = judgedWords(gap)
  const verdict = verdictOfGap(gap)
  const f = verdict?.figures
  if (!verdict || !f) return `| ${gap.id} | ${words} | | | | | ${pendingText(gap)} |`
  const points = pointsOf(gap, verdict)
  const trend = sparkline(points.map((p) => rateOf(p, f.per)))
  const per = `/${f.per === 'day' ? 'day' : '1k views'}`
  return `| ${gap.id} | ${words} | ${rateNumber(f.rateBefore) + per} | ${rateNumber(f.rateAfter) + per} | ${changeText(f)} | ${trend} | ${VERDICT_TEXT[verdict.verdict]} |`
}

/** The windows a verdict compared: all after the merge, or the latest alone after a relapse. */
function pointsOf(gap: RememberedGap, verdict: Verdict): HistoryPoint[] {
  const { before, after } = aroundMerge(gap)
  return [...before, ...(verdict.relapsed ? after.slice(-1) : after)]
}

/** The "Fixes" section, or nothing when no gap was ever handed over. */
export function fixesLines(memory: InsightsMemory): string[] {
  const handed = memory.gaps.filter((g) => g.job)
  if (handed.length === 0) return []
  const verdicts = handed.map((g) => verdictOfGap(g)?.verdict)
  const countOf = (v: string): number => verdicts.filter((x) => x === v).length
  // Pull requests, not gaps: one fix may answer several gaps.
  const merged = new Set(
    handed.filter((g) => g.effect?.pr === 'merged').map((g) => g.job?.prLink ?? g.id),
  ).size
  const closed = handed.filter((g) => g.effect?.pr === 'closed').length
  const lines = [
    '### Fixes',
    '',
    `**Handed to the agent:** ${handed.length} · **pull requests merged:** ${merged} · **judged fixed:** ${countOf('fixed')} · **still seen after the fix:** ${countOf('still-seen')} · **too early:** ${countOf('too-early')} · **not merged:** ${closed}.`,
    '',
    RULE,
    '',
  ]
  // Judged gaps first, then by id.
  const figured = (g: RememberedGap): boolean => !!verdictOfGap(g)?.figures
  const shown = [...handed]
    .sort((a, b) => Number(!figured(a)) - Number(!figured(b)))
    .slice(0, MAX_FIX_ROWS)
  lines.push(
    '| Id | Signal | Before | After | Change | Trend | Verdict |',
    '|---|---|---|---|---:|---|---|',
    ...shown.map(row),
    '',
  )
  if (handed.length > shown.length) lines.push(`… ${handed.length - shown.length} more.`, '')
  let charts = 0
  for (const g of shown) {
    const verdict = verdictOfGap(g)
    const f = verdict?.figures
    if (!verdict || !f) continue
    const latest = verdict.relapsed ? ' (the latest window)' : ''
    lines.push(
      `- **${g.id}** ${VERDICT_TEXT[verdict.verdict]}: ${judgedWords(g)}: ${figuresText(f)}${latest}; p ${pText(f.pValue)}.`,
    )
    if (charts++ < MAX_FIX_CHARTS) lines.push('', ...fixChart(g, verdict, f))
    lines.push('')
  }
  const unreadable = handed.filter((g) => g.effect?.pr === 'unreadable')
  for (const g of unreadable.slice(0, MAX_UNREADABLE))
    lines.push(
      `- **${g.id}**: ${UNREADABLE} (${codeSpan((g.job?.prLink ?? '').slice(0, 200))}: ${inertText(g.effect?.reason ?? '', 200)}).`,
    )
  if (unreadable.length) lines.push('')
  return lines
}

function pText(p: number): string {
  return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`
}
