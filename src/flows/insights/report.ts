/**
 * The insights report: the report issue's body (the caller appends the memory marker), the job
 * summary, and the records of the output file. Pure: the flow passes what the run found.
 *
 * The body is bounded (REPORT_BUDGET characters whatever the data): evidence is shortened first,
 * then the evidence sections of the lowest gaps go, then table rows beyond the first, each loss
 * said in the text. Reader text is masked and inert (see report-parts.ts).
 */
import type { InsightSignal } from './signals/registry.ts'
import { describeSignalState, type SignalState } from './read.ts'
import { describeWindow } from '../../lib/window.ts'
import { shorten } from '../../lib/text.ts'
import { codeSpan, safeHttpsUrl } from '../../render/markdown.ts'
import type { DateWindow } from '../../types.ts'
import { ANALYTICS_REQUESTS_PER_HOUR } from '../../ports/platform.ts'
import { offersFix } from '../../insights-memory/fixable.ts'
import type { InsightsMemory, RememberedGap } from '../../insights-memory/memory.ts'
import { REPORT_BUDGET } from '../../insights-memory/memory-marker.ts'
import type { DocsMatch } from './docs-match.ts'
import type { RankedGap } from './rank.ts'
import { inertText } from '../../render/inert.ts'
import { wholeNumber } from '../../render/numbers.ts'
import { fixesLines } from './report-fixes.ts'
import { evidenceSection, FULL_DETAIL, tableRow, type EvidenceDetail } from './report-parts.ts'

/**
 * Gaps listed below the table by id and a short label (dismissed, or handed over and not seen
 * this run), at most; with the left-out lines, these bound what the table and evidence must share
 * the budget with (escaping can make a label five times its length).
 */
const MAX_ID_LIST = 20
const ID_LABEL = 30
/** Lines of "left out" requests shown, at most. */
const MAX_LEFT_OUT = 5
/** The job summary's own bound: GitHub takes up to 1 MiB per step, the summary needs far less. */
const SUMMARY_BUDGET = 200_000

/** The analytics requests of this run. */
interface RequestSpend {
  /** Requests sent. */
  spent: number
  /** Requests the plan meant to send (within `max-requests`). */
  planned: number
  /** `max-requests`. */
  limit: number
  /** What the plan left out, and why (e.g. `views`, "over max-requests"). */
  leftOut: readonly { signal: string; reason: string }[]
}

/** Everything the report shows. */
export interface InsightsReportInput {
  window: Pick<DateWindow, 'dateFrom' | 'dateTo'>
  requests: RequestSpend
  /** Each signal asked for, in the order of the `signals` input. */
  signals: readonly { signal: InsightSignal; state: SignalState }[]
  /** Every gap found this run, ranked (rankGaps), best first. */
  gaps: readonly RankedGap[]
  /** The memory after this run's merge: ids, state, first seen, runs, job, dismissal by key. */
  memory: InsightsMemory
  /** `top`: gaps in the table. */
  top: number
  /** The command word maintainers comment with; `/docs-agent` by default. */
  command?: string
  /** The docs-path matcher's answer by gap key, when `docs-path` was given. */
  matches?: ReadonlyMap<string, DocsMatch>
  /** This run's time (the footer). */
  now: Date
  /** Readers' questions this run left in no gap (the output file lists them); 0 or absent: none. */
  alone?: number
}

/** Where the report goes: the issue (with how to act) or the job summary. */
interface RenderOptions {
  target: 'issue' | 'summary'
  /** Characters the text may use: REPORT_BUDGET for the issue, SUMMARY_BUDGET for the summary. */
  budget: number
  /** The report issue's URL, for the summary to point at; null when there is none. */
  reportUrl?: string | null
}

function headLines(input: InsightsReportInput): string[] {
  const { window, requests } = input
  const lines = [
    '## 🔎 Docs insights',
    '',
    `**Window:** ${describeWindow(window)} (UTC; sent as ${codeSpan(`dateFrom=${window.dateFrom}`)}, ${codeSpan(`dateTo=${window.dateTo}`)}).`,
    '',
    `**Requests:** ${wholeNumber(requests.spent)} spent of ${wholeNumber(requests.planned)} planned (\`max-requests\`: ${wholeNumber(requests.limit)}; the organization has ${ANALYTICS_REQUESTS_PER_HOUR} analytics requests an hour for every analytics endpoint together).`,
  ]
  if (requests.leftOut.length > 0) {
    lines.push('', '**Left out:**')
    for (const l of requests.leftOut.slice(0, MAX_LEFT_OUT))
      lines.push(`- ${codeSpan(l.signal, 40)}: ${inertText(l.reason, 120)}`)
    if (requests.leftOut.length > MAX_LEFT_OUT)
      lines.push(`- … ${wholeNumber(requests.leftOut.length - MAX_LEFT_OUT)} more`)
  }
  lines.push('', '| Signal | State |', '|---|---|')
  for (const s of input.signals)
    lines.push(`| ${s.signal} | ${inertText(describeSignalState(s.state), 400)} |`)
  const states = new Map(input.memory.gaps.map((g) => [g.key, g.state]))
  const fresh = input.gaps.filter((r) => states.get(r.gap.key) === 'new').length
  lines.push(
    '',
    `**Gaps:** ${wholeNumber(input.gaps.length)} found (${wholeNumber(fresh)} new).`,
    '',
  )
  if (input.alone)
    lines.push(
      `**Questions in no gap:** ${wholeNumber(input.alone)} (each, with the questions closely like it, was asked fewer than \`min-count\` times; the output file lists them).`,
      '',
    )
  return lines
}

/** A gap's name in a list beside the table (`**g2** <this>`). */
export function asideLabel(label: string): string {
  return inertText(label, ID_LABEL)
}

function idList(title: string, entries: readonly RememberedGap[]): string[] {
  if (entries.length === 0) return []
  const shown = entries.slice(0, MAX_ID_LIST).map((e) => `**${e.id}** ${asideLabel(e.label)}`)
  const more =
    entries.length > MAX_ID_LIST ? `, … ${wholeNumber(entries.length - MAX_ID_LIST)} more` : ''
  return [`${title}: ${shown.join(', ')}${more}.`, '']
}

/** Gaps not in the table by choice: dismissed ones seen again, handed-over ones not seen. */
function asideLines(input: InsightsReportInput, byKey: Map<string, RememberedGap>): string[] {
  const seen = new Set(input.gaps.map((r) => r.gap.key))
  const dismissed = input.gaps
    .map((r) => byKey.get(r.gap.key))
    .filter((e): e is RememberedGap => e?.state === 'dismissed')
  const handed = input.memory.gaps.filter(
    (g) => !seen.has(g.key) && (g.state === 'fixing' || g.state === 'proposed'),
  )
  return [
    ...idList('**Seen again but dismissed** (not shown)', dismissed),
    ...idList('**Handed to the agent, not seen this run**', handed),
  ]
}

/** How to act, with the ids of the report's own top gaps as examples. */
function actLines(command: string, ids: readonly string[]): string[] {
  const [first = 'g1', second] = ids
  const several = second
    ? ` (several ids allowed: ${codeSpan(`${command} fix ${first} ${second}`)})`
    : ''
  return [
    '**How to act:** comment on this issue',
    `- ${codeSpan(`${command} fix ${first}`)} to hand the gap to the agent${several}; instructions may follow the ids;`,
    `- ${codeSpan(`${command} dismiss ${first} <reason>`)} to dismiss it: it is never shown as open nor handed over again.`,
    '',
  ]
}

/** The parts of the report, so that the bound can drop whole parts and count what is left. */
interface Parts {
  head: string[]
  rows: string[]
  sections: string[]
  tail: string[]
}

/** Characters of `lines` joined by line breaks, the break after each counted. */
const size = (lines: readonly string[]): number => lines.reduce((sum, l) => sum + l.length + 1, 0)
/** The table's header, the blank lines and the "more gaps" line: counted at their longest. */
const FRAME = 200

function assemble(parts: Parts, more: string): string {
  const table = parts.rows.length
    ? [
        `### Top ${parts.rows.length === 1 ? 'gap' : `${wholeNumber(parts.rows.length)} gaps`}`,
        '',
        '| Id | Kind | What readers did | Words or page | Since | Runs | State |',
        '|---|---|---|---|---|---:|---|',
        ...parts.rows,
        '',
      ]
    : []
  const lines = [...parts.head, ...table]
  if (more) lines.push(more, '')
  if (parts.sections.length) lines.push(parts.sections.join('\n\n'), '')
  lines.push(...parts.tail)
  return `${lines.join('\n')}\n`
}

/** Evidence detail steps, from full to the least that still says something. */
const DETAILS: readonly EvidenceDetail[] = [
  FULL_DETAIL,
  { examples: 3, chars: 120 },
  { examples: 1, chars: 60 },
]
/** Ids of shown gaps a maintainer can still hand over (not already `fixing`). */
function actionable(shown: readonly RankedGap[], byKey: Map<string, RememberedGap>): string[] {
  return shown
    .map((r) => byKey.get(r.gap.key))
    .filter((e): e is RememberedGap => e !== undefined && offersFix(e))
    .slice(0, 2)
    .map((e) => e.id)
}

/** No table row is shorter than this: rows beyond what the budget could hold are not rendered. */
const MIN_ROW = 60

function tailLines(
  input: InsightsReportInput,
  options: RenderOptions,
  byKey: Map<string, RememberedGap>,
  command: string,
  ids: readonly string[],
): string[] {
  const report = safeHttpsUrl(options.reportUrl)
  return [
    ...fixesLines(input.memory),
    ...asideLines(input, byKey),
    ...(options.target === 'issue' && ids.length ? actLines(command, ids) : []),
    ...(options.target === 'summary' && report
      ? [`[The report issue](${report}) keeps these gaps across runs.`, '']
      : []),
    `<sub>Generated ${input.now.toISOString().replace('T', ' ').slice(0, 16)} UTC by docs-agent-action.</sub>`,
  ]
}

/**
 * Renders the report within `options.budget` characters. The steps, each taken only when the
 * previous did not fit: shorter evidence; no evidence for the lowest gaps, one by one; fewer
 * table rows, one by one, saying how many more gaps there are and where to find them.
 */
export function renderReport(input: InsightsReportInput, options: RenderOptions): string {
  const byKey = new Map(input.memory.gaps.map((g) => [g.key, g]))
  const command = input.command?.trim() || '/docs-agent'
  // Dismissed gaps are never shown as open again: they are named below the table, not in it.
  const listable = input.gaps.filter((r) => byKey.get(r.gap.key)?.state !== 'dismissed')
  const shown = listable.slice(0, Math.max(0, Math.min(input.top, options.budget / MIN_ROW)))
  const where =
    options.target === 'issue' ? 'the job summary and the output file' : 'the output file'
  const moreText = (rows: number): string => {
    const more = listable.length - rows
    return more > 0
      ? `… ${wholeNumber(more)} more ${more === 1 ? 'gap' : 'gaps'} (see ${where}).`
      : ''
  }
  const sectionOf = (r: RankedGap, detail: EvidenceDetail): string =>
    evidenceSection(r, {
      entry: byKey.get(r.gap.key),
      match: input.matches?.get(r.gap.key),
      detail,
      command: options.target === 'issue' ? command : null,
    })
  const parts: Parts = {
    head: headLines(input),
    rows: shown.map((r) => tableRow(r, byKey.get(r.gap.key))),
    sections: [],
    tail: tailLines(input, options, byKey, command, actionable(shown, byKey)),
  }
  const fixed = size(parts.head) + size(parts.tail) + FRAME
  let rows = size(parts.rows)
  let sections = 0
  const fits = (more: number): boolean => fixed + rows + sections + more <= options.budget
  // Sections are rendered in rank order only while they fit, so a huge input costs no more
  // than a budget's worth of rendering per detail step. At the last step, the ones that fit stay.
  for (const detail of DETAILS) {
    parts.sections = []
    sections = 0
    for (const r of shown) {
      const section = sectionOf(r, detail)
      if (!fits(section.length + 2)) break
      parts.sections.push(section)
      sections += section.length + 2
    }
    if (parts.sections.length === shown.length) break
  }
  while (parts.rows.length > 0 && !fits(0)) rows -= parts.rows.pop()!.length + 1
  const body = assemble(parts, moreText(parts.rows.length))
  // Head and tail are bounded by construction; this guard only keeps the promise absolute.
  return body.length <= options.budget ? body : `${shorten(body, options.budget - 1)}\n`
}

/** The report issue's body (without the memory marker), within REPORT_BUDGET characters. */
export function renderInsightsReport(input: InsightsReportInput): string {
  return renderReport(input, { target: 'issue', budget: REPORT_BUDGET })
}

/** The job summary: the same report, without the issue's commands, pointing at the issue. */
export function renderInsightsSummary(
  input: InsightsReportInput,
  reportUrl: string | null = null,
): string {
  return renderReport(input, { target: 'summary', budget: SUMMARY_BUDGET, reportUrl })
}

export { gapRecords } from './report-records.ts'
