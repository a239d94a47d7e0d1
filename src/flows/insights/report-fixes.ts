/**
 * The report's "Fixes" section: the loop's record (gaps handed over, pull requests merged, judged
 * fixed, still seen, too early), a row a handed-over gap with its rates and a sparkline, and a
 * Mermaid `xychart-beta` chart of each judged gap's numbers per window, the merge marked. Bounded
 * by construction (rows and charts capped, text cut). Reader words are inert (render/inert.ts);
 * the charts hold none.
 */
import { GAP_KINDS } from '../../gaps/registry.ts'
import type { InsightsMemory, RememberedGap } from '../../insights-memory/memory.ts'
import {
  figuresText,
  judgeFix,
  rateOf,
  type FixFigures,
  type FixJudgement,
} from '../../fix-effect/judge.ts'
import { codeSpan } from '../../render/markdown.ts'
import { inertText } from '../../render/inert.ts'
import type { UnreadablePull } from './fixes.ts'

/** Rows and charts shown at most: the section's size is bounded whatever the memory holds. */
const MAX_FIX_ROWS = 10
const MAX_FIX_CHARTS = 5
const MAX_UNREADABLE = 5

/** What the run read of the fixes' pull requests. */
export interface FixesInput {
  /** GitHub requests sent for them. */
  reads: number
  unreadable: readonly UnreadablePull[]
}

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

const rate = (r: number): string =>
  r >= 100 ? Math.round(r).toLocaleString('en-US') : r.toFixed(1)

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
export function fixChart(gap: RememberedGap, judged: FixJudgement, f: FixFigures): string[] {
  const points = [...judged.before, ...judged.after]
  const rates = points.map((p) => rateOf(p, f.per))
  const labels = points.map((p, i) => `"${windowLabel(p.from, i === judged.before.length)}"`)
  const level = points.map((_, i) => (i < judged.before.length ? f.rateBefore : f.rateAfter))
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

function row(gap: RememberedGap, judged: FixJudgement | null): string {
  const words = judgedWords(gap)
  if (gap.effect?.pr === 'closed')
    return `| ${gap.id} | ${words} | | | | | not merged (open again) |`
  if (!judged)
    return `| ${gap.id} | ${words} | | | | | ${gap.job?.prLink ? 'pull request not merged yet' : 'no pull request yet'} |`
  const f = judged.figures
  const points = [...judged.before, ...judged.after]
  const trend = f ? sparkline(points.map((p) => rateOf(p, f.per))) : ''
  const change =
    f?.change == null ? '' : `${f.change < 0 ? '−' : '+'}${Math.round(Math.abs(f.change) * 100)} %`
  const per = f ? `/${f.per === 'day' ? 'day' : '1k views'}` : ''
  return `| ${gap.id} | ${words} | ${f ? rate(f.rateBefore) + per : ''} | ${f ? rate(f.rateAfter) + per : ''} | ${change} | ${trend} | ${VERDICT_TEXT[judged.verdict]} |`
}

/** The "Fixes" section, or nothing when no gap was ever handed over. */
export function fixesLines(memory: InsightsMemory, fixes: FixesInput | undefined): string[] {
  const handed = memory.gaps.filter((g) => g.job)
  if (handed.length === 0 && !fixes?.unreadable.length) return []
  const judged = new Map(handed.map((g) => [g.id, judgeFix(g)]))
  const verdicts = [...judged.values()].map((j) => j?.verdict)
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
    'A merged fix is judged on the windows wholly before and wholly after its merge: `fixed` when the rate fell by a one-sided conditional binomial test (exact Poisson rate comparison) at 95 %, per 1,000 views of the page when views were read, otherwise per day.',
    '',
  ]
  // Judged gaps first, then by id.
  const shown = [...handed]
    .sort((a, b) => Number(!judged.get(a.id)?.figures) - Number(!judged.get(b.id)?.figures))
    .slice(0, MAX_FIX_ROWS)
  lines.push(
    '| Id | Signal | Before | After | Change | Trend | Verdict |',
    '|---|---|---|---|---:|---|---|',
    ...shown.map((g) => row(g, judged.get(g.id) ?? null)),
    '',
  )
  if (handed.length > shown.length) lines.push(`… ${handed.length - shown.length} more.`, '')
  let charts = 0
  for (const g of shown) {
    const j = judged.get(g.id)
    if (!j?.figures) continue
    lines.push(
      `- **${g.id}** ${VERDICT_TEXT[j.verdict]}: ${judgedWords(g)}: ${figuresText(j.figures)}; p ${pText(j.figures.pValue)}.`,
    )
    if (charts++ < MAX_FIX_CHARTS) lines.push('', ...fixChart(g, j, j.figures))
    lines.push('')
  }
  for (const u of (fixes?.unreadable ?? []).slice(0, MAX_UNREADABLE))
    lines.push(
      `- **${u.id}**: could not read its pull request ${codeSpan(u.link.slice(0, 200))}: ${inertText(u.reason, 200)}. Nothing is judged.`,
    )
  if (fixes?.unreadable.length) lines.push('')
  return lines
}

function pText(p: number): string {
  return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`
}
