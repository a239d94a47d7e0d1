/** The inputs of `mode: visitors`, parsed and validated; the window is computed once, in UTC. */
import { DEFAULT_PERIOD, type ReadInput } from '../../interface/inputs.ts'
import {
  parseBoolean,
  parseIntegerInput,
  parseOptionalPath,
  parseReportIssue,
} from '../../interface/parse.ts'
import { parseOutputFormat, parseWindowInputs } from '../../interface/window.ts'
import type { DateWindow, OutputFormat } from '../../types.ts'

/** Settings of `mode: visitors`. */
export interface VisitorsSettings {
  /** The window, computed once (UTC) from `date-from`/`date-to`/`period`. */
  window: DateWindow
  /** `page-size`: rows per request, 1–250. */
  pageSize: number
  /** `max-pages`: upper bound on requests for one export. */
  maxPages: number
  /** `compare`: also fetch the previous window of the same length. */
  compare: boolean
  /** `output-file`, when given. */
  outputFile: string | undefined
  /** `output-format` (from the file's extension when not given, else json). */
  outputFormat: OutputFormat
  /** `top`: rows in the summary's top-pages table. */
  top: number
  /** `report-issue`: title of the report issue; undefined when empty or `none`. */
  reportIssue: string | undefined
}

/** Visitors settings from `read`; `now` is the moment the run started. */
export function parseVisitorsSettings(read: ReadInput, now: Date): VisitorsSettings {
  const outputFile = parseOptionalPath('output-file', read('output-file'))
  return {
    window: parseWindowInputs(read, now, DEFAULT_PERIOD),
    pageSize: parseIntegerInput('page-size', read('page-size'), 1, 250),
    maxPages: parseIntegerInput('max-pages', read('max-pages'), 1, 1000),
    compare: parseBoolean('compare', read('compare')),
    outputFile,
    outputFormat: parseOutputFormat(read('output-format'), outputFile, ['json', 'csv', 'ndjson']),
    top: parseIntegerInput('top', read('top'), 1, 100),
    reportIssue: parseReportIssue(read('report-issue')) ?? undefined,
  }
}
