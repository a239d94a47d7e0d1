/**
 * The inputs that say which window a mode reads (`date-from`, `date-to`, `period`) and how its
 * output file is written (`output-format`): shared by the modes that export analytics.
 */
import { InputError } from '../errors.ts'
import { instantOf, isoDay, periodWindow, startOfUtcDay } from '../lib/window.ts'
import type { DateWindow, OutputFormat } from '../types.ts'
import type { ReadInput } from './inputs.ts'
import { parseChoice } from './parse.ts'

/**
 * `output-format`, among the formats a mode writes (`jsonl` is read as `ndjson`); by default from
 * the file's extension, else `json`. An `output-file` whose extension names another format than
 * the one written (`gaps.csv` when insights writes JSON) is refused: a reader of the file would
 * take it for what it is not. An extension no format uses (`.txt`, none) is the user's choice.
 */
export function parseOutputFormat(
  text: string,
  file: string | undefined,
  formats: readonly OutputFormat[],
): OutputFormat {
  const format = chosenFormat(text, file, formats)
  const named = file === undefined ? undefined : formatOfExtension(file)
  if (file !== undefined && named !== undefined && named.format !== format) {
    const chosen = text === '' ? `'${format}' (the default)` : `'${format}'`
    const other = formats.includes(named.format) ? '' : `, a format this mode does not write`
    throw new InputError(
      'output-file',
      `must end in ${EXTENSIONS[format]} (or an extension no format uses) when output-format is ` +
        `${chosen}: '${named.extension}' is ${named.format}${other}`,
      file,
    )
  }
  return format
}

function chosenFormat(
  text: string,
  file: string | undefined,
  formats: readonly OutputFormat[],
): OutputFormat {
  const format = text.toLowerCase()
  if (format === 'jsonl') return 'ndjson'
  if (format !== '') return parseChoice('output-format', format, formats)
  const named = file === undefined ? undefined : formatOfExtension(file)
  return named !== undefined && formats.includes(named.format) ? named.format : 'json'
}

/** The extensions each format is known by. */
const EXTENSIONS: Record<OutputFormat, string> = {
  json: '.json',
  csv: '.csv',
  ndjson: '.ndjson or .jsonl',
}

/** The format a file's extension names, if any (`.json`, `.csv`, `.ndjson`, `.jsonl`). */
function formatOfExtension(file: string): { format: OutputFormat; extension: string } | undefined {
  const extension = /\.[^./\\]+$/.exec(file.toLowerCase())?.[0]
  const format = (
    { '.json': 'json', '.csv': 'csv', '.ndjson': 'ndjson', '.jsonl': 'ndjson' } as const
  )[extension ?? '']
  return format === undefined || extension === undefined ? undefined : { format, extension }
}

const DATE_FORMS = 'must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset'
const PERIOD_FORMS =
  'must be Nd (1 to 366 days), Nw (1 to 52 weeks), last-week or last-month, such as 30d'

/**
 * The window of `date-from`, `date-to` and `period`, computed once in UTC from `now`:
 * `defaultPeriod` when no date is given.
 */
export function parseWindowInputs(read: ReadInput, now: Date, defaultPeriod: string): DateWindow {
  const fromText = read('date-from')
  const toText = read('date-to')
  const periodText = read('period')
  if (periodText !== '' && (fromText !== '' || toText !== '')) {
    throw new InputError(
      'period',
      "must not be given together with 'date-from' or 'date-to'; use either the dates or a period",
      periodText,
    )
  }
  if (fromText === '' && toText === '') {
    const period = periodText === '' ? defaultPeriod : periodText
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
