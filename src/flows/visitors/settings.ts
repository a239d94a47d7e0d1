/** The inputs of `mode: visitors`, parsed and validated; the window is computed once, in UTC. */
import { InputError } from '../../errors.ts'
import { DEFAULT_PERIOD, type ReadInput } from '../../interface/inputs.ts'
import { parseBoolean, parseChoice, parseIntegerInput } from '../../interface/parse.ts'
import { CONTROL } from '../../lib/text.ts'
import type { DateWindow, OutputFormat } from '../../types.ts'
import { instantOf, isoDay, periodWindow, startOfUtcDay } from '../../lib/window.ts'

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
  /** `report-issue`: title of the report issue, when given. */
  reportIssue: string | undefined
}

/** Visitors settings from `read`; `now` is the moment the run started. */
export function parseVisitorsSettings(read: ReadInput, now: Date): VisitorsSettings {
  const outputFileText = read('output-file')
  if (CONTROL.test(outputFileText)) {
    throw new InputError(
      'output-file',
      'must be a file path without control characters',
      outputFileText,
    )
  }
  const outputFile = outputFileText === '' ? undefined : outputFileText
  const reportText = read('report-issue')
  if (reportText.length > 256 || CONTROL.test(reportText)) {
    throw new InputError(
      'report-issue',
      'must be an issue title of at most 256 characters on one line',
      reportText,
    )
  }
  return {
    window: parseWindow(read('date-from'), read('date-to'), read('period'), now),
    pageSize: parseIntegerInput('page-size', read('page-size'), 1, 250),
    maxPages: parseIntegerInput('max-pages', read('max-pages'), 1, 1000),
    compare: parseBoolean('compare', read('compare')),
    outputFile,
    outputFormat: parseOutputFormat(read('output-format'), outputFile),
    top: parseIntegerInput('top', read('top'), 1, 100),
    reportIssue: reportText === '' ? undefined : reportText,
  }
}

function parseOutputFormat(text: string, file: string | undefined): OutputFormat {
  const format = text.toLowerCase()
  if (format === 'jsonl') return 'ndjson'
  if (format !== '')
    return parseChoice<OutputFormat>('output-format', format, ['json', 'csv', 'ndjson'])
  const name = (file ?? '').toLowerCase()
  if (name.endsWith('.csv')) return 'csv'
  if (name.endsWith('.ndjson') || name.endsWith('.jsonl')) return 'ndjson'
  return 'json'
}

const DATE_FORMS = 'must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset'
const PERIOD_FORMS =
  'must be Nd (1 to 366 days), Nw (1 to 52 weeks), last-week or last-month, such as 30d'

function parseWindow(fromText: string, toText: string, periodText: string, now: Date): DateWindow {
  if (periodText !== '' && (fromText !== '' || toText !== '')) {
    throw new InputError(
      'period',
      "must not be given together with 'date-from' or 'date-to'; use either the dates or a period",
      periodText,
    )
  }
  if (fromText === '' && toText === '') {
    const period = periodText === '' ? DEFAULT_PERIOD : periodText
    const window = periodWindow(period, now)
    if (!window) throw new InputError('period', PERIOD_FORMS, period)
    return window
  }
  if (fromText === '') {
    throw new InputError(
      'date-from',
      "is required when 'date-to' is given (or use 'period' without dates)",
      '',
    )
  }
  const from = parseInstant('date-from', fromText)
  const dateTo = toText === '' ? isoDay(startOfUtcDay(now)) : toText
  const to = parseInstant('date-to', dateTo)
  if (from >= to) {
    throw new InputError(
      'date-from',
      `must be before 'date-to' (${dateTo}${toText === '' ? ', today: the default' : ''})`,
      fromText,
    )
  }
  return { dateFrom: fromText, dateTo, source: { kind: 'dates' } }
}

/** The instant a date input stands for, or an InputError saying what is wrong with it. */
function parseInstant(input: string, text: string): number {
  const instant = instantOf(text)
  if ('ms' in instant) return instant.ms
  const why = {
    form: '',
    date: ' (a real calendar date)',
    'date-time': ' (a real calendar date and time)',
  }
  throw new InputError(input, `${DATE_FORMS}${why[instant.wrong]}`, text)
}
