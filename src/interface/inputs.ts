/**
 * Every input of the action: the one source of names, modes, defaults and descriptions. The
 * settings parsers read no input that is missing here (`InputName`) and take every default from
 * here; `npm run docs` writes the `inputs:` of action.yml and the inputs table of docs/inputs-and-outputs.md from it,
 * and CI fails when the committed files differ from a fresh generation.
 */

/** The modes of the action: the values the `mode` input accepts, each one folder of src/flows/. */
export const MODES = ['message', 'visitors', 'reconcile', 'insights'] as const
export type Mode = (typeof MODES)[number]

/** One input, as `action.yml` and the inputs table of the docs declare it. */
export interface InputSpec {
  /** Where the input is read: in every mode, or only in these. */
  readonly modes: 'common' | readonly Mode[]
  /** `required: true` in `action.yml`; the docs' default column says `(required)`. */
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
  /** The docs' default column for a default worked out at run time (no `default:` then). */
  readonly defaultText?: string
  /** What the input means; action.yml prefixes the inputs of some modes with `(mode, …)`. */
  readonly description: string
}

/** Used by `mode: visitors` when neither a period nor a date is given. */
export const DEFAULT_PERIOD = '30d'
/** Used by `mode: insights` when neither a period nor a date is given: a weekly run's window. */
export const INSIGHTS_PERIOD = '7d'
/** The report issue of `mode: insights` when `report-issue` is empty. */
export const INSIGHTS_ISSUE = 'Docs insights'

/** Every input, in the order action.yml and docs/inputs-and-outputs.md list them. */
export const INPUTS = {
  'api-key': {
    modes: 'common',
    required: true,
    description:
      'Admin API key of the platform (starts with `mint_`); store it as a secret. Masked at once, ' +
      'never logged. Assistant (`mint_dsc_`) and index (`mint_us_`) keys do not work here: a ' +
      'warning says so.',
  },
  'project-id': {
    modes: 'common',
    required: true,
    description: 'Project identifier, from the API keys page of the dashboard.',
  },
  mode: {
    modes: 'common',
    default: 'message',
    description:
      '`message` sends a follow-up to an agent job (or starts one); `visitors` exports ' +
      'unique-visitor analytics; `reconcile` finishes the status comments no run is watching; ' +
      '`insights` ranks where readers fail, with a memory in one issue.',
  },
  'base-url': {
    modes: 'common',
    default: 'https://api.mintlify.com',
    description:
      'Platform API base. `https://` only; `http://` only to a loopback host (127.0.0.0/8, ' +
      '`localhost`, `[::1]`), for tests and emulators.',
  },
  'github-token': {
    modes: 'common',
    default: '${{ github.token }}',
    emptyIsValue: true,
    description: 'Token for status comments, reactions, permission look-ups and the report issue.',
  },
  'job-id': {
    modes: ['message'],
    description:
      'The agent job to send to. `job=<id>` in the command wins over it; with neither, the job ' +
      "of this action's latest status comment on the same PR or issue.",
  },
  prompt: {
    modes: ['message'],
    description:
      'The instruction. Read from the comment when empty on a comment event; required on every ' +
      'other event.',
  },
  command: {
    modes: ['message', 'insights'],
    default: '/docs-agent',
    description:
      'The slash command a PR or issue comment must start with (insights: the one its report ' +
      'tells maintainers to use).',
  },
  'min-permission': {
    modes: ['message'],
    default: 'write',
    description:
      'Least repository permission of a commenter: `read`, `triage`, `write`, `maintain` or ' +
      '`admin`.',
  },
  'allowed-users': {
    modes: ['message'],
    description: 'Logins allowed whatever their permission, comma- or newline-separated.',
  },
  'allowed-bots': {
    modes: ['message'],
    description: 'Exact bot logins allowed, e.g. `renovate[bot]`. Other bots are refused.',
  },
  wait: {
    modes: ['message'],
    default: 'true',
    description: 'Follow the job until it ends; `false`: send, report `sent`, and stop.',
  },
  timeout: {
    modes: ['message'],
    default: '30m',
    description:
      'How long to wait for the job to end: `90s`, `15m`, `1h`, `1h30m` or plain seconds (1s to ' +
      '6h).',
  },
  'poll-interval': {
    modes: ['message'],
    default: '10s',
    description: 'The longest gap between two polls (1s to 10m); early polls come sooner.',
  },
  'if-busy': {
    modes: ['message'],
    default: 'wait',
    description:
      'When the job is `active` before sending: `wait` until it is not, `send` anyway, or `fail`.',
  },
  'fail-on': {
    modes: ['message'],
    default: 'failed,timed-out,error',
    emptyIsValue: true,
    description:
      'Outcomes that fail the step, comma-separated; empty: never (a `cancelled` run always ' +
      'fails).',
  },
  'issue-number': {
    modes: ['message'],
    description: 'Issue or PR for the status comment when the run was not triggered by a comment.',
  },
  'create-job': {
    modes: ['message'],
    default: 'if-missing',
    description:
      '`if-missing`: create a job with the prompt when none is found (command, `job-id`, earlier ' +
      'status comment); `always`: every run creates one (`job=<id>` in a command still wins); ' +
      '`never`: no job found ends `rejected`.',
  },
  context: {
    modes: ['message'],
    default: 'auto',
    description:
      'Where the request came from, added below the prompt: `auto` when a job is created and for ' +
      'review comments and reviews; `always` on every text sent; `none` never.',
  },
  'date-from': {
    modes: ['visitors', 'insights'],
    description: 'First day: `YYYY-MM-DD` or an ISO 8601 date-time.',
  },
  'date-to': {
    modes: ['visitors', 'insights'],
    description: 'Exclusive end, same formats. With `date-from` alone, today (UTC).',
  },
  period: {
    modes: ['visitors', 'insights'],
    defaultText: `\`${DEFAULT_PERIOD}\` (visitors), \`${INSIGHTS_PERIOD}\` (insights), with no date`,
    description:
      'A window ending today (UTC, today excluded): `7d`, `30d`, `12w`…, `last-week` (Monday to ' +
      'Monday) or `last-month`. `30d` (visitors) or `7d` (insights) when no date is given; ' +
      'refused together with a date.',
  },
  'page-size': {
    modes: ['visitors'],
    default: '250',
    description: 'Rows per request, 1–250.',
  },
  'max-pages': {
    modes: ['visitors'],
    default: '100',
    description:
      'Upper bound on requests for one export (per window with `compare`), 1–1000; reaching it ' +
      'marks the export partial.',
  },
  compare: {
    modes: ['visitors'],
    default: 'false',
    description:
      'Also fetch the previous window of the same length: change per page and in total, pages ' +
      'new and gone.',
  },
  'output-file': {
    modes: ['visitors', 'insights'],
    description:
      'Write every row to this file, as pages arrive (visitors); every gap with its evidence, ' +
      'and the questions that joined no gap (insights).',
  },
  'output-format': {
    modes: ['visitors', 'insights'],
    defaultText: 'from the extension, else `json`',
    description:
      "`json` (one document), `csv` (visitors only) or `ndjson`; by default from the file's " +
      'extension, else `json`. An `output-file` whose extension names another format (`gaps.csv` ' +
      'when insights writes `json`) is refused before any request.',
  },
  top: {
    modes: ['visitors', 'insights'],
    default: '10',
    description:
      "Rows in the summary's top-pages table (visitors), gaps in the report (insights), 1–100.",
  },
  'report-issue': {
    modes: ['visitors', 'insights'],
    defaultText: `\`${INSIGHTS_ISSUE}\` in insights mode; none (no issue) in visitors mode`,
    description:
      'Title of an issue holding the latest report; created when missing, its body replaced ' +
      'otherwise. In insights mode it holds the memory of gaps too, and is read before any ' +
      'analytics request (a run that cannot read it spends none); `none`: no issue, no memory.',
  },
  signals: {
    modes: ['insights'],
    default: 'searches,feedback,assistant',
    description:
      'Which reader signals to read, comma-separated: `searches`, `feedback`, `assistant`, ' +
      "`views`. `views` weights page-bound gaps by the page's human views and costs its own " +
      'requests.',
  },
  'max-requests': {
    modes: ['insights'],
    default: '20',
    description:
      'Analytics requests this run may spend, 1–100. The budget is 100 an hour for every ' +
      'analytics endpoint together: the run plans the most useful first, says what it left out, ' +
      'and never spends more.',
  },
  'min-count': {
    modes: ['insights'],
    default: '3',
    description:
      'The least evidence for a gap: searches of a term, thumbs-down on a page, or unanswered ' +
      'questions in a cluster, 1–1000.',
  },
  'feedback-status': {
    modes: ['insights'],
    default: 'pending,in_progress',
    description:
      "Which feedback the team has not triaged yet (the platform's `status` filter): `pending`, " +
      '`in_progress`, `resolved`, `dismissed`, comma-separated.',
  },
  'auto-fix': {
    modes: ['insights'],
    default: '0',
    description:
      'Hand this many of the top `new` or `open` gaps to the agent each run, one job per gap, ' +
      'without waiting for a maintainer, 0–5 (0: a maintainer decides with `fix`). Above 0 it ' +
      'needs a report issue: with `report-issue: none` it is refused before any request.',
  },
  'docs-path': {
    modes: ['insights'],
    description:
      'A checkout of the docs repository (the folder with `docs.json` or `mint.json`): each ' +
      'search or question gap then says which pages cover its words, or that none does; the ' +
      'acronyms its pages spell out group questions ("SSO" with "single sign-on").',
  },
  lookback: {
    modes: ['reconcile'],
    default: '7d',
    description: 'Only status comments updated within this span are looked at: `1h` to `90d`.',
  },
  'max-jobs': {
    modes: ['reconcile'],
    default: '50',
    description: 'At most this many jobs are read in one run, 1–500.',
  },
} as const satisfies Record<string, InputSpec>

/** The name of an input. */
export type InputName = keyof typeof INPUTS

/** Reads an input: its trimmed value, or its default when empty (see `valueWhenEmpty`). */
export type ReadInput<N extends InputName = InputName> = (name: N) => string

/** The value the parser reads for an empty input: its default, unless empty means something. */
function valueWhenEmpty(name: InputName): string {
  const spec: InputSpec = INPUTS[name]
  return spec.emptyIsValue ? '' : (spec.default ?? '')
}

/** A reader over `getInput` (as `core.getInput`: '' when absent) that applies the defaults. */
export function inputReader(getInput: (name: string) => string): ReadInput {
  return (name) => {
    const text = (getInput(name) ?? '').trim()
    return text === '' ? valueWhenEmpty(name) : text
  }
}
