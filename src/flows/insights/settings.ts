/** The inputs of `mode: insights`, parsed and validated; the window is computed once, in UTC. */
import { InputError } from '../../errors.ts'
import { INSIGHTS_ISSUE, INSIGHTS_PERIOD, type ReadInput } from '../../interface/inputs.ts'
import {
  parseChoice,
  parseCommandName,
  parseIntegerInput,
  parseReportIssue,
  parseOptionalPath,
} from '../../interface/parse.ts'
import { parseOutputFormat, parseWindowInputs } from '../../interface/window.ts'
import {
  ANALYTICS_REQUESTS_PER_HOUR,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
} from '../../ports/platform.ts'
import type { DateWindow, ModeSettings, OutputFormat } from '../../types.ts'
import { INSIGHT_SIGNALS, type InsightSignal } from './signals/registry.ts'

/** Settings of `mode: insights`. */
export interface InsightsSettings {
  /** The window, computed once (UTC) from `date-from`/`date-to`/`period` (`7d` by default). */
  window: DateWindow
  /** `signals`: what to read, in the order given (duplicates dropped). */
  signals: InsightSignal[]
  /** `max-requests`: analytics requests this run may spend, 1–100. */
  maxRequests: number
  /** `min-count`: the least evidence for a gap. */
  minCount: number
  /** `feedback-status`: the feedback the team has not triaged yet. */
  feedbackStatus: FeedbackStatus[]
  /** `top`: gaps shown in the summary and the report. */
  top: number
  /** `report-issue`: the report issue's title, or null for `none` (no issue, no memory). */
  reportIssue: string | null
  /** `auto-fix`: gaps this run hands to the agent by itself, 0–5. */
  autoFix: number
  /** `command`: the slash command the report tells maintainers to use. */
  command: string
  /** `docs-path`, when given. */
  docsPath: string | undefined
  /** `output-file`, when given. */
  outputFile: string | undefined
  /** `output-format`: `json` or `ndjson`. */
  outputFormat: OutputFormat
}

export type InsightsModeSettings = ModeSettings<'insights', InsightsSettings>

/** Insights settings from `read`; `now` is the moment the run started. */
export function parseInsightsSettings(read: ReadInput, now: Date): InsightsSettings {
  const outputFile = parseOptionalPath('output-file', read('output-file'))
  const settings: InsightsSettings = {
    window: parseWindowInputs(read, now, INSIGHTS_PERIOD),
    signals: parseList('signals', read('signals'), INSIGHT_SIGNALS),
    maxRequests: parseIntegerInput(
      'max-requests',
      read('max-requests'),
      1,
      ANALYTICS_REQUESTS_PER_HOUR,
    ),
    minCount: parseIntegerInput('min-count', read('min-count'), 1, 1000),
    feedbackStatus: parseList('feedback-status', read('feedback-status'), FEEDBACK_STATUSES),
    top: parseIntegerInput('top', read('top'), 1, 100),
    reportIssue: parseReportIssue(read('report-issue'), INSIGHTS_ISSUE),
    autoFix: parseIntegerInput('auto-fix', read('auto-fix'), 0, 5),
    command: parseCommandName(read('command')),
    docsPath: parseOptionalPath('docs-path', read('docs-path')),
    outputFile,
    outputFormat: parseOutputFormat(read('output-format'), outputFile, ['json', 'ndjson']),
  }
  checkAutoFix(settings, read('report-issue'))
  return settings
}

/**
 * `auto-fix` above 0 hands gaps over through the report issue (their ids, the jobs' state): with
 * `report-issue: none` it could do nothing, so it is refused before any request.
 */
function checkAutoFix(settings: InsightsSettings, reportIssue: string): void {
  if (settings.autoFix === 0 || settings.reportIssue !== null) return
  throw new InputError(
    'auto-fix',
    `must be 0 when 'report-issue' is '${reportIssue}': above 0 it needs a report issue, ` +
      `which holds the ids of the gaps it hands over and the state of their jobs`,
    String(settings.autoFix),
  )
}

/** A comma- or newline-separated list of `choices`, at least one, duplicates dropped. */
function parseList<T extends string>(input: string, text: string, choices: readonly T[]): T[] {
  const items = new Set<T>()
  for (const raw of text.split(/[,\n]/)) {
    const item = raw.trim()
    if (item !== '') items.add(parseChoice(input, item, choices))
  }
  if (items.size === 0) {
    throw new InputError(input, `must list at least one of ${choices.join(', ')}`, text)
  }
  return [...items]
}
