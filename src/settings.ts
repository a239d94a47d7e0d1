/**
 * Every input of the action, parsed and validated into one typed `Settings` object before any
 * request is made. Only this module knows input names; an error names the input, what it accepts
 * and what it got.
 */
import { DAY_MS, formatDuration, HOUR_MS, MINUTE_MS, parseDuration, SECOND_MS } from './duration.ts'
import { InputError } from './errors.ts'
import { CONTROL } from './text.ts'
import { isoDay, startOfUtcDay } from './window.ts'
import {
  OUTCOMES,
  PERMISSIONS,
  type ContextMode,
  type CreateJob,
  type DateWindow,
  type IfBusy,
  type MessageSettings,
  type Mode,
  type Outcome,
  type OutputFormat,
  type Permission,
  type ReconcileSettings,
  type Settings,
  type VisitorsSettings,
} from './types.ts'

/** Where an input is read: in every mode, or only in one. */
export type InputMode = 'common' | Mode

/** One input of the action, as `action.yml` and the README's inputs table must declare it. */
export interface InputSpec {
  readonly mode: InputMode
  /** `required: true` in `action.yml`; the README's default column says `(required)`. */
  readonly required?: true
  /**
   * The `default:` of `action.yml`, which the runner passes for an input a workflow omits. The
   * parser reads an empty value as this default too, unless `emptyIsValue` says otherwise.
   */
  readonly default?: string
  /**
   * An empty value means something of its own, so only the runner applies the default (an absent
   * input and an empty one look the same through `core.getInput`): an empty `fail-on` never fails;
   * `github-token`'s default is an expression only the runner can evaluate.
   */
  readonly emptyIsValue?: true
  /** The README's default column for a default worked out at run time (no `default:` then). */
  readonly defaultText?: string
  /** Word for word the `description:` in `action.yml` and the meaning in the README's table. */
  readonly description: string
}

/** Used when neither a period nor a date is given. */
const DEFAULT_PERIOD = '30d'

/**
 * Every input of the action: the one source of names, defaults and descriptions. The parser reads
 * no input that is missing here (`InputName`) and takes every default from here;
 * `test/interface-consistency.test.ts` fails when `action.yml` or the README's inputs table says
 * anything else. Order: as both of them list them.
 */
export const INPUTS = {
  'api-key': {
    mode: 'common',
    required: true,
    description:
      'Admin API key of the platform (starts with `mint_`); store it as a secret. Masked at once, ' +
      'never logged. Assistant (`mint_dsc_`) and index (`mint_us_`) keys do not work here: a ' +
      'warning says so.',
  },
  'project-id': {
    mode: 'common',
    required: true,
    description: 'Project identifier, from the API keys page of the dashboard.',
  },
  mode: {
    mode: 'common',
    default: 'message',
    description:
      '`message` sends a follow-up to an agent job (or starts one); `visitors` exports ' +
      'unique-visitor analytics; `reconcile` finishes the status comments no run is watching.',
  },
  'base-url': {
    mode: 'common',
    default: 'https://api.mintlify.com',
    description:
      'Platform API base. `https://` only; `http://` only to a loopback host (127.0.0.0/8, ' +
      '`localhost`, `[::1]`), for tests and emulators.',
  },
  'github-token': {
    mode: 'common',
    default: '${{ github.token }}',
    emptyIsValue: true,
    description: 'Token for status comments, reactions, permission look-ups and the report issue.',
  },
  'job-id': {
    mode: 'message',
    description:
      '(message) The agent job to send to. `job=<id>` in the command wins over it; with neither, ' +
      "the job of this action's latest status comment on the same PR or issue.",
  },
  prompt: {
    mode: 'message',
    description:
      '(message) The instruction. Read from the comment when empty on a comment event; required ' +
      'on every other event.',
  },
  command: {
    mode: 'message',
    default: '/docs-agent',
    description: '(message) The slash command a PR or issue comment must start with.',
  },
  'min-permission': {
    mode: 'message',
    default: 'write',
    description:
      '(message) Least repository permission of a commenter: `read`, `triage`, `write`, ' +
      '`maintain` or `admin`.',
  },
  'allowed-users': {
    mode: 'message',
    description: '(message) Logins allowed whatever their permission, comma- or newline-separated.',
  },
  'allowed-bots': {
    mode: 'message',
    description:
      '(message) Exact bot logins allowed, e.g. `renovate[bot]`. Other bots are refused.',
  },
  wait: {
    mode: 'message',
    default: 'true',
    description: '(message) Follow the job until it ends; `false`: send, report `sent`, and stop.',
  },
  timeout: {
    mode: 'message',
    default: '30m',
    description:
      '(message) How long to wait for the job to end: `90s`, `15m`, `1h`, `1h30m` or plain ' +
      'seconds (1s to 6h).',
  },
  'poll-interval': {
    mode: 'message',
    default: '10s',
    description:
      '(message) The longest gap between two polls (1s to 10m); early polls come sooner.',
  },
  'if-busy': {
    mode: 'message',
    default: 'wait',
    description:
      '(message) When the job is `active` before sending: `wait` until it is not, `send` ' +
      'anyway, or `fail`.',
  },
  'fail-on': {
    mode: 'message',
    default: 'failed,timed-out,error',
    emptyIsValue: true,
    description:
      '(message) Outcomes that fail the step, comma-separated; empty: never (a `cancelled` run ' +
      'always fails).',
  },
  'issue-number': {
    mode: 'message',
    description:
      '(message) Issue or PR for the status comment when the run was not triggered by a comment.',
  },
  'create-job': {
    mode: 'message',
    default: 'if-missing',
    description:
      '(message) `if-missing`: create a job with the prompt when none is found (command, ' +
      '`job-id`, earlier status comment); `always`: every run creates one (`job=<id>` in a ' +
      'command still wins); `never`: no job found ends `rejected`.',
  },
  context: {
    mode: 'message',
    default: 'auto',
    description:
      '(message) Where the request came from, added below the prompt: `auto` when a job is ' +
      'created and for review comments and reviews; `always` on every text sent; `none` never.',
  },
  'date-from': {
    mode: 'visitors',
    description: '(visitors) First day: `YYYY-MM-DD` or an ISO 8601 date-time.',
  },
  'date-to': {
    mode: 'visitors',
    description: '(visitors) Exclusive end, same formats. With `date-from` alone, today (UTC).',
  },
  period: {
    mode: 'visitors',
    defaultText: `\`${DEFAULT_PERIOD}\` with no date`,
    description:
      '(visitors) A window ending today (UTC, today excluded): `7d`, `30d`, `12w`…, ' +
      '`last-week` (Monday to Monday) or `last-month`. `30d` when no date is given; refused ' +
      'together with a date.',
  },
  'page-size': {
    mode: 'visitors',
    default: '250',
    description: '(visitors) Rows per request, 1–250.',
  },
  'max-pages': {
    mode: 'visitors',
    default: '100',
    description:
      '(visitors) Upper bound on requests for one export (per window with `compare`); reaching ' +
      'it marks the export partial.',
  },
  compare: {
    mode: 'visitors',
    default: 'false',
    description:
      '(visitors) Also fetch the previous window of the same length: change per page and in ' +
      'total, pages new and gone.',
  },
  'output-file': {
    mode: 'visitors',
    description: '(visitors) Write every row to this file, as pages arrive.',
  },
  'output-format': {
    mode: 'visitors',
    defaultText: 'from the extension, else `json`',
    description:
      '(visitors) `json` (one document: window, totals, rows), `csv` or `ndjson`; by default ' +
      "from the file's extension, else `json`.",
  },
  top: {
    mode: 'visitors',
    default: '10',
    description: "(visitors) Rows in the summary's top-pages table, 1–100.",
  },
  'report-issue': {
    mode: 'visitors',
    description:
      '(visitors) Title of an issue holding the latest report; created when missing, its body ' +
      'replaced otherwise.',
  },
  lookback: {
    mode: 'reconcile',
    default: '7d',
    description:
      '(reconcile) Only status comments updated within this span are looked at: `1h` to `90d`.',
  },
  'max-jobs': {
    mode: 'reconcile',
    default: '50',
    description: '(reconcile) At most this many jobs are read in one run, 1–500.',
  },
} as const satisfies Record<string, InputSpec>

/** The name of an input. */
export type InputName = keyof typeof INPUTS

/** The value the parser reads for an empty input: its default, unless empty means something. */
function valueWhenEmpty(name: InputName): string {
  const spec: InputSpec = INPUTS[name]
  return spec.emptyIsValue ? '' : (spec.default ?? '')
}

/** Reads every input as its default: the settings of the mode that is not run. */
const readDefault = (name: InputName): string => {
  const spec: InputSpec = INPUTS[name]
  return spec.default ?? ''
}

/** Characters of a job id (`job-id` input and `job=<id>` in a command). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/

/** Longest prompt accepted, from the `prompt` input or a comment. */
export const MAX_PROMPT_LENGTH = 20_000

/**
 * Parses and validates every input that matters for the chosen mode. Inputs of the other mode are
 * not read; their settings hold the defaults.
 *
 * @param getInput returns an input's value, '' when absent (as `core.getInput` does).
 * @param now the moment the run started; date windows are computed from it in UTC.
 * @throws InputError for the first invalid input.
 */
export function parseSettings(getInput: (name: string) => string, now: Date): Settings {
  const read = (name: InputName): string => {
    const text = (getInput(name) ?? '').trim()
    return text === '' ? valueWhenEmpty(name) : text
  }
  const warnings: string[] = []

  const apiKey = parseApiKey(read('api-key'), warnings)
  const projectId = parseProjectId(read('project-id'))
  const mode = parseChoice<Mode>('mode', read('mode'), ['message', 'visitors', 'reconcile'])
  const baseUrl = parseBaseUrl(read('base-url'))
  const githubToken = read('github-token')

  const common = { apiKey, projectId, mode, baseUrl, githubToken }
  // Only the chosen mode's inputs are read; the others' settings hold their defaults.
  const readFor = (m: Mode) => (m === mode ? read : readDefault)
  return {
    ...common,
    message: parseMessageSettings(readFor('message')),
    visitors: parseVisitorsSettings(readFor('visitors'), now),
    reconcile: parseReconcileSettings(readFor('reconcile')),
    warnings,
  }
}

function parseReconcileSettings(read: (name: InputName) => string): ReconcileSettings {
  return {
    lookbackMs: parseDurationInput('lookback', read('lookback'), {
      min: HOUR_MS,
      max: 90 * DAY_MS,
      range: '1h to 90d',
    }),
    maxJobs: parseIntegerInput('max-jobs', read('max-jobs'), 1, 500),
  }
}

function parseApiKey(key: string, warnings: string[]): string {
  // The key itself never appears in a message: every `got` here is a description of it.
  if (key === '') {
    throw new InputError('api-key', 'is required: the admin API key of the platform', '')
  }
  if (/\s/.test(key) || CONTROL.test(key)) {
    throw new InputError(
      'api-key',
      'must not contain white space or control characters (check the secret for a pasted newline)',
      'a value with white space, hidden',
    )
  }
  if (key.startsWith('mint_dsc_')) {
    warnings.push(
      "input 'api-key' looks like an assistant API key (it starts with 'mint_dsc_'); this action " +
        "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it",
    )
  } else if (key.startsWith('mint_us_')) {
    warnings.push(
      "input 'api-key' looks like an index API key (it starts with 'mint_us_'); this action " +
        "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it",
    )
  } else if (!key.startsWith('mint_')) {
    warnings.push(
      "input 'api-key' does not start with 'mint_' as admin API keys do; check that it is the " +
        'admin key from the API keys page of the dashboard',
    )
  }
  return key
}

function parseProjectId(id: string): string {
  if (id === '') throw new InputError('project-id', 'is required: the project identifier', '')
  // The id becomes a URL path segment: anything that could change the path is refused.
  if (/[\s/\\?#%]/.test(id) || CONTROL.test(id) || id === '.' || id === '..') {
    throw new InputError(
      'project-id',
      "must be a project identifier without slashes, white space, '?', '#' or '%'",
      id,
    )
  }
  return id
}

function parseBaseUrl(value: string): string {
  const accepts =
    'must be an https:// URL (http:// only for a loopback host) without query or fragment'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError('base-url', accepts, value)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError('base-url', accepts, value)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      'base-url',
      'must use https://; http:// is allowed only for 127.0.0.0/8, localhost or [::1]',
      value,
    )
  }
  // A bare '?' or '#' leaves search/hash empty, so look at the text too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
    throw new InputError('base-url', accepts, value)
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError('base-url', 'must not carry credentials', url.host)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * True for a loopback host as `URL.hostname` spells it: `localhost`, 127.0.0.0/8 in dotted
 * decimal, or `[::1]` (brackets optional).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase()
  if (h === 'localhost' || h === '[::1]' || h === '::1') return true
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h)
  if (!octets) return false
  const parts = octets.slice(1).map(Number)
  return parts[0] === 127 && parts.every((p) => p <= 255)
}

/** Message settings from `read`, which gives an input's value or, when empty, its default. */
function parseMessageSettings(read: (name: InputName) => string): MessageSettings {
  const jobIdText = read('job-id')
  if (jobIdText !== '' && !JOB_ID_PATTERN.test(jobIdText)) {
    throw new InputError(
      'job-id',
      'must be 1 to 200 characters of letters, digits, _ . or -',
      jobIdText,
    )
  }
  const promptText = read('prompt')
  if (promptText.length > MAX_PROMPT_LENGTH) {
    throw new InputError(
      'prompt',
      `must be at most ${MAX_PROMPT_LENGTH} characters long`,
      `${promptText.length} characters`,
    )
  }
  const command = parseCommandName(read('command'))
  const minPermission = parseChoice<Permission>(
    'min-permission',
    read('min-permission'),
    PERMISSIONS,
  )
  const allowedUsers = parseLogins('allowed-users', read('allowed-users'), false)
  const allowedBots = parseLogins('allowed-bots', read('allowed-bots'), true)
  const wait = parseBoolean('wait', read('wait'))
  const timeoutMs = parseDurationInput('timeout', read('timeout'), {
    min: SECOND_MS,
    max: 6 * HOUR_MS,
    range: '1s to 6h',
  })
  const pollIntervalMs = parseDurationInput('poll-interval', read('poll-interval'), {
    min: SECOND_MS,
    max: 10 * MINUTE_MS,
    range: '1s to 10m',
  })
  if (pollIntervalMs > timeoutMs) {
    throw new InputError(
      'poll-interval',
      `must not be longer than 'timeout' (${formatDuration(timeoutMs)})`,
      read('poll-interval'),
    )
  }
  const ifBusy = parseChoice<IfBusy>('if-busy', read('if-busy'), ['wait', 'send', 'fail'])
  const failOn = parseFailOn(read('fail-on'))
  const issueNumber = parseOptionalInteger('issue-number', read('issue-number'))
  const createJob = parseChoice<CreateJob>('create-job', read('create-job'), [
    'if-missing',
    'always',
    'never',
  ])
  const context = parseChoice<ContextMode>('context', read('context'), ['auto', 'always', 'none'])
  return {
    jobId: jobIdText === '' ? undefined : jobIdText,
    prompt: promptText === '' ? undefined : promptText,
    command,
    minPermission,
    allowedUsers,
    allowedBots,
    wait,
    timeoutMs,
    pollIntervalMs,
    ifBusy,
    failOn,
    issueNumber,
    createJob,
    context,
  }
}

function parseCommandName(value: string): string {
  if (!/^\/\S+$/.test(value) || CONTROL.test(value)) {
    throw new InputError(
      'command',
      "must be '/' followed by a name without white space, such as /docs-agent",
      value,
    )
  }
  return value
}

// GitHub logins: letters, digits and hyphens, not starting with a hyphen, at most 39 characters.
// Hyphen rules are kept loose on purpose: some old accounts break the newer ones.
const USER_LOGIN = /^[a-z0-9][a-z0-9-]{0,38}$/
// Bot logins are an app slug with `[bot]` appended.
const BOT_LOGIN = /^[a-z0-9][a-z0-9_-]{0,99}\[bot\]$/

function parseLogins(input: string, text: string, bots: boolean): string[] {
  const logins = new Set<string>()
  for (const raw of text.split(/[,\n]/)) {
    const login = raw.trim().toLowerCase()
    if (login === '') continue
    if (bots && !BOT_LOGIN.test(login)) {
      throw new InputError(
        input,
        'must list bot logins ending in [bot], such as renovate[bot], separated by commas or newlines',
        raw.trim(),
      )
    }
    if (!bots && !USER_LOGIN.test(login)) {
      const accepts = login.endsWith('[bot]')
        ? "must list user logins; put bots such as this one in 'allowed-bots'"
        : 'must list GitHub logins (letters, digits and hyphens) separated by commas or newlines'
      throw new InputError(input, accepts, raw.trim())
    }
    logins.add(login)
  }
  return [...logins]
}

function parseFailOn(text: string): Outcome[] {
  // Empty means "never fail" (interface spec); the default is supplied by action.yml (see INPUTS).
  if (text === '' || text.toLowerCase() === 'none') return []
  const outcomes = new Set<Outcome>()
  for (const raw of text.split(/[,\n]/)) {
    const name = raw.trim().toLowerCase()
    if (name === '') continue
    const outcome = OUTCOMES.find((o) => o === name)
    if (outcome === undefined) {
      throw new InputError(
        'fail-on',
        `must be a comma-separated list of outcomes from ${OUTCOMES.join(', ')}, or empty`,
        raw.trim(),
      )
    }
    outcomes.add(outcome)
  }
  return [...outcomes]
}

/** Visitors settings from `read`, which gives an input's value or, when empty, its default. */
function parseVisitorsSettings(read: (name: InputName) => string, now: Date): VisitorsSettings {
  const window = parseWindow(read('date-from'), read('date-to'), read('period'), now)
  const pageSize = parseIntegerInput('page-size', read('page-size'), 1, 250)
  const maxPages = parseIntegerInput('max-pages', read('max-pages'), 1, 1000)
  const compare = parseBoolean('compare', read('compare'))
  const outputFileText = read('output-file')
  if (CONTROL.test(outputFileText)) {
    throw new InputError(
      'output-file',
      'must be a file path without control characters',
      outputFileText,
    )
  }
  const outputFile = outputFileText === '' ? undefined : outputFileText
  const formatText = read('output-format').toLowerCase()
  const outputFormat: OutputFormat =
    formatText === ''
      ? formatFromExtension(outputFile)
      : formatText === 'jsonl'
        ? 'ndjson'
        : parseChoice<OutputFormat>('output-format', formatText, ['json', 'csv', 'ndjson'])
  const top = parseIntegerInput('top', read('top'), 1, 100)
  const reportText = read('report-issue')
  if (reportText.length > 256 || CONTROL.test(reportText)) {
    throw new InputError(
      'report-issue',
      'must be an issue title of at most 256 characters on one line',
      reportText,
    )
  }
  return {
    window,
    pageSize,
    maxPages,
    compare,
    outputFile,
    outputFormat,
    top,
    reportIssue: reportText === '' ? undefined : reportText,
  }
}

function formatFromExtension(file: string | undefined): OutputFormat {
  const name = (file ?? '').toLowerCase()
  if (name.endsWith('.csv')) return 'csv'
  if (name.endsWith('.ndjson') || name.endsWith('.jsonl')) return 'ndjson'
  return 'json'
}

const DATE_FORMS = 'must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset'

function parseWindow(fromText: string, toText: string, periodText: string, now: Date): DateWindow {
  if (periodText !== '' && (fromText !== '' || toText !== '')) {
    throw new InputError(
      'period',
      "must not be given together with 'date-from' or 'date-to'; use either the dates or a period",
      periodText,
    )
  }
  if (fromText === '' && toText === '') {
    return periodWindow(periodText === '' ? DEFAULT_PERIOD : periodText, now)
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

/** The instant a date input stands for (a bare date is UTC midnight), or an InputError. */
function parseInstant(input: string, text: string): number {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (date) {
    const ms = calendarDay(Number(date[1]), Number(date[2]), Number(date[3]))
    if (ms === undefined) throw new InputError(input, `${DATE_FORMS} (a real calendar date)`, text)
    return ms
  }
  const dt =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/.exec(
      text,
    )
  if (!dt) throw new InputError(input, DATE_FORMS, text)
  const day = calendarDay(Number(dt[1]), Number(dt[2]), Number(dt[3]))
  const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')]
  const offsetOk = dt[7] === 'Z' || (Number(dt[8]) <= 23 && Number(dt[9]) <= 59)
  if (day === undefined || hour > 23 || minute > 59 || second > 59 || !offsetOk) {
    throw new InputError(input, `${DATE_FORMS} (a real calendar date and time)`, text)
  }
  return Date.parse(text)
}

/** UTC midnight of a calendar day, or undefined when the day does not exist (2026-02-30). */
function calendarDay(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day)
  const d = new Date(ms)
  // Date.UTC maps 0–99 to 1900–1999, so compare the year too.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return undefined
  }
  return ms
}

const PERIOD_FORMS =
  'must be Nd (1 to 366 days), Nw (1 to 52 weeks), last-week or last-month, such as 30d'

function periodWindow(text: string, now: Date): DateWindow {
  const period = text.toLowerCase()
  const today = startOfUtcDay(now)
  const source = { kind: 'period' as const, period }
  if (period === 'last-week') {
    // getUTCDay: 0 is Sunday; days since Monday are (day + 6) % 7.
    const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
    return { dateFrom: isoDay(thisMonday - 7 * DAY_MS), dateTo: isoDay(thisMonday), source }
  }
  if (period === 'last-month') {
    const d = new Date(today)
    const thisFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
    const previousFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)
    return { dateFrom: isoDay(previousFirst), dateTo: isoDay(thisFirst), source }
  }
  const match = /^(\d{1,3})([dw])$/.exec(period)
  if (!match) throw new InputError('period', PERIOD_FORMS, text)
  const count = Number(match[1])
  const max = match[2] === 'd' ? 366 : 52
  if (count < 1 || count > max) throw new InputError('period', PERIOD_FORMS, text)
  const days = match[2] === 'd' ? count : count * 7
  return {
    dateFrom: isoDay(today - days * DAY_MS),
    dateTo: isoDay(today),
    source: { kind: 'period', period: `${count}${match[2]}` },
  }
}

function parseDurationInput(
  input: string,
  value: string,
  bounds: { min: number; max: number; range: string },
): number {
  const ms = parseDuration(value)
  if (ms === undefined || ms < bounds.min || ms > bounds.max) {
    throw new InputError(
      input,
      `must be a duration from ${bounds.range}, such as 90s, 15m, 1h30m or plain seconds (600)`,
      value,
    )
  }
  return ms
}

function parseChoice<T extends string>(input: string, text: string, choices: readonly T[]): T {
  const value = text.toLowerCase()
  const choice = choices.find((c) => c === value)
  if (choice === undefined)
    throw new InputError(input, `must be one of ${choices.join(', ')}`, text)
  return choice
}

function parseBoolean(input: string, text: string): boolean {
  const value = text.toLowerCase()
  if (value === 'true' || value === 'yes' || value === '1') return true
  if (value === 'false' || value === 'no' || value === '0') return false
  throw new InputError(input, 'must be true or false (yes/no and 1/0 are accepted too)', text)
}

function parseIntegerInput(input: string, text: string, min: number, max: number): number {
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  if (!(value >= min && value <= max)) {
    throw new InputError(input, `must be an integer from ${min} to ${max}`, text)
  }
  return value
}

function parseOptionalInteger(input: string, text: string): number | undefined {
  if (text === '') return undefined
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN
  if (!(value >= 1 && Number.isSafeInteger(value))) {
    throw new InputError(
      input,
      'must be a positive integer (an issue or pull request number)',
      text,
    )
  }
  return value
}
