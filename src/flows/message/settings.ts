/** The inputs of `mode: message`, parsed and validated. */
import { formatDuration, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../lib/duration.ts'
import { InputError } from '../../errors.ts'
import type { ReadInput } from '../../interface/inputs.ts'
import {
  parseBoolean,
  parseCommandName,
  parseChoice,
  parseDurationInput,
  parseOptionalInteger,
} from '../../interface/parse.ts'
import {
  OUTCOMES,
  PERMISSIONS,
  type ContextMode,
  type CreateJob,
  type IfBusy,
  type ModeSettings,
  type Outcome,
  type Permission,
} from '../../types.ts'
import { MAX_PROMPT_LENGTH } from '../../types.ts'
import { JOB_ID_PATTERN } from './command.ts'

/** Settings of `mode: message`. */
export interface MessageSettings {
  /** `job-id`: the agent job to send to, when given. */
  jobId: string | undefined
  /** `prompt`: the instruction, when given (trimmed; undefined when empty). */
  prompt: string | undefined
  /** `command`: the slash command, e.g. `/docs-agent`. */
  command: string
  /** `min-permission`: least repository permission of a commenter. */
  minPermission: Permission
  /** `allowed-users`: logins allowed whatever their permission (lower-cased). */
  allowedUsers: string[]
  /** `allowed-bots`: exact bot logins allowed (lower-cased, e.g. `renovate[bot]`). */
  allowedBots: string[]
  /** `wait`: poll until the job ends. */
  wait: boolean
  /** `timeout` in milliseconds: the deadline for the job to end. */
  timeoutMs: number
  /** `poll-interval` in milliseconds: the longest gap between two polls. */
  pollIntervalMs: number
  /** `if-busy`. */
  ifBusy: IfBusy
  /** `fail-on`: outcomes that fail the step. */
  failOn: Outcome[]
  /** `issue-number`: where to post the status comment on non-comment events. */
  issueNumber: number | undefined
  /** `create-job`. */
  createJob: CreateJob
  /** `context`. */
  context: ContextMode
}

/** Every setting a message run reads: the common ones and its own. */
export type MessageModeSettings = ModeSettings<'message', MessageSettings>

/** Message settings from `read`, which gives an input's value or, when empty, its default. */
export function parseMessageSettings(read: ReadInput): MessageSettings {
  const timeoutMs = parseDurationInput('timeout', read('timeout'), {
    min: SECOND_MS,
    max: 6 * HOUR_MS,
    range: '1s to 6h',
  })
  return {
    jobId: parseJobId(read('job-id')),
    prompt: parsePrompt(read('prompt')),
    command: parseCommandName(read('command')),
    minPermission: parseChoice<Permission>('min-permission', read('min-permission'), PERMISSIONS),
    allowedUsers: parseLogins('allowed-users', read('allowed-users'), false),
    allowedBots: parseLogins('allowed-bots', read('allowed-bots'), true),
    wait: parseBoolean('wait', read('wait')),
    timeoutMs,
    pollIntervalMs: parsePollInterval(read('poll-interval'), timeoutMs),
    ifBusy: parseChoice<IfBusy>('if-busy', read('if-busy'), ['wait', 'send', 'fail']),
    failOn: parseFailOn(read('fail-on')),
    issueNumber: parseOptionalInteger('issue-number', read('issue-number')),
    createJob: parseChoice<CreateJob>('create-job', read('create-job'), [
      'if-missing',
      'always',
      'never',
    ]),
    context: parseChoice<ContextMode>('context', read('context'), ['auto', 'always', 'none']),
  }
}

function parseJobId(text: string): string | undefined {
  if (text === '') return undefined
  if (!JOB_ID_PATTERN.test(text)) {
    throw new InputError('job-id', 'must be 1 to 200 characters of letters, digits, _ . or -', text)
  }
  return text
}

function parsePrompt(text: string): string | undefined {
  if (text.length > MAX_PROMPT_LENGTH) {
    throw new InputError(
      'prompt',
      `must be at most ${MAX_PROMPT_LENGTH} characters long`,
      `${text.length} characters`,
    )
  }
  return text === '' ? undefined : text
}

function parsePollInterval(text: string, timeoutMs: number): number {
  const pollIntervalMs = parseDurationInput('poll-interval', text, {
    min: SECOND_MS,
    max: 10 * MINUTE_MS,
    range: '1s to 10m',
  })
  if (pollIntervalMs > timeoutMs) {
    throw new InputError(
      'poll-interval',
      `must not be longer than 'timeout' (${formatDuration(timeoutMs)})`,
      text,
    )
  }
  return pollIntervalMs
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
