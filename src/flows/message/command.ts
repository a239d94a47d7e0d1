/**
 * Pure parsing of a comment body into a command for this action. A comment is untrusted text:
 * look-alike characters never make a command, and the prompt is cleaned of invisible characters.
 */
import { TYPED_GAP_ID_AT_START } from '../../gaps/id.ts'
import { CONTROL_BUT_LAYOUT, INVISIBLE } from '../../lib/text.ts'
import { MAX_PROMPT_LENGTH, type CommandWord } from '../../types.ts'

/** Characters of a job id (`job-id` input and `job=<id>` in a command). */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/

/**
 * The optional first word after the command: `new`, `status` or `help` (1.1); `fix` and `dismiss`
 * (1.2, for the insights report issue), which count only when a gap id follows them.
 */
const WORDS: readonly CommandWord[] = ['new', 'status', 'help', 'fix', 'dismiss']
/** The words that name gaps: a word only when a gap id follows, else the instruction's first word. */
const GAP_WORDS: readonly CommandWord[] = ['fix', 'dismiss']

/** Gaps one `fix` may name at most. */
const MAX_FIX_GAPS = 20

export type ParsedCommand =
  /**
   * A command. `word` is null for a plain instruction; `prompt` is the instruction (never empty
   * but for `status` and `help`, which take none, and `fix` and `dismiss`, whose gaps say what to
   * do: there it is the maintainer's extra instructions, or the reason of a dismissal, or empty).
   * `gapIds` are the gaps `fix` or `dismiss` name (lower case, no duplicates, in the order
   * written; exactly one for `dismiss`), and empty for every other word.
   */
  | {
      kind: 'command'
      word: CommandWord | null
      jobId: string | undefined
      prompt: string
      gapIds: string[]
    }
  | { kind: 'not-command'; reason: string }
  | { kind: 'invalid'; reason: string }

// Slashes that render like '/' but are other characters.
const LOOKALIKE_SLASH = /[\u2215\uff0f\u2044]/g

/**
 * Reads a comment body as a command for `command` (e.g. `/docs-agent`).
 *
 * The first non-blank line that is neither quoted (`>`) nor inside fenced code must start, after at
 * most three spaces, with the command (ASCII case-insensitive) followed by white space or the end
 * of the line. An optional first argument `job=<id>` picks the job; the prompt is the rest of that
 * line and every line after it, trimmed, without control or invisible characters.
 */
export function parseCommand(body: string, command: string): ParsedCommand {
  if (typeof body !== 'string' || body.trim() === '') {
    return { kind: 'not-command', reason: 'the comment is empty' }
  }
  const lines = body.replace(/\r\n?/g, '\n').split('\n')
  const index = firstPlainLine(lines)
  if (index === undefined) {
    return { kind: 'not-command', reason: 'the comment has only quoted lines or fenced code' }
  }
  const line = lines[index] ?? ''
  const rest = line.slice(/^ {0,3}/.exec(line)?.[0].length ?? 0)
  if (!startsWithCommand(rest, command)) {
    const unmasked = rest.replace(INVISIBLE, '').replace(LOOKALIKE_SLASH, '/')
    const reason = startsWithCommand(unmasked, command)
      ? `the first line has hidden or look-alike characters where ${command} should be`
      : `the first line does not start with ${command}`
    return { kind: 'not-command', reason }
  }

  const args = [rest.slice(command.length), ...lines.slice(index + 1)].join('\n').trimStart()
  return readArguments(args, command)
}

/**
 * The arguments after the command: at most one `job=<id>` and at most one word, in either order,
 * then the instruction. `status` and `help` count only with nothing after them; `fix` and
 * `dismiss` only with a gap id right after them. Otherwise the word is the instruction's first
 * word (`status page is wrong` and `fix the typo` are prompts).
 */
function readArguments(args: string, command: string): ParsedCommand {
  let jobId: string | undefined
  let word: CommandWord | undefined
  let rest = args
  // The argument tokens before the instruction: the word, or the text from it on when it is not.
  let wordAt = ''
  let jobBeforeWord: string | undefined
  for (let taken = 0; taken < 2; taken++) {
    const token = /^\S+/.exec(rest)?.[0] ?? ''
    const after = rest.slice(token.length).trimStart()
    if (jobId === undefined && /^job=/i.test(token)) {
      const id = token.slice('job='.length)
      if (!JOB_ID_PATTERN.test(id)) {
        return invalid(
          `\`job=\` must be followed by a job id of 1 to 200 letters, digits, \`_\`, \`.\` or \`-\` (got \`${sample(id)}\`)`,
        )
      }
      jobId = id
    } else if (word === undefined) {
      const found = wordOf(token, after)
      if (found === null) break
      if (found === 'hidden')
        return invalid(`the word after ${command} has hidden characters in it`)
      if (found === 'hidden-id') {
        return invalid(`the gap id after \`${asciiLower(token)}\` has hidden characters in it`)
      }
      word = found
      wordAt = rest
      jobBeforeWord = jobId
    } else {
      break
    }
    rest = after
  }

  if ((word === 'status' || word === 'help') && clean(rest) !== '') {
    // Not alone: the word starts the instruction, and a `job=` after it is part of it.
    rest = wordAt
    word = undefined
    jobId = jobBeforeWord
  }
  if (word === 'status' || word === 'help') {
    return { kind: 'command', word, jobId, prompt: '', gapIds: [] }
  }
  if (word === 'fix' || word === 'dismiss') return readGapCommand(word, jobId, rest, command)
  if (word === 'new' && jobId !== undefined) {
    return invalid(
      `\`new\` starts a new job and \`job=${jobId}\` names an existing one: write one of them, not both`,
    )
  }

  const prompt = clean(rest)
  if (prompt === '') {
    return invalid(
      word === 'new'
        ? `\`new\` needs an instruction for the new job, e.g. \`${command} new Document the retry option\``
        : `the command has no instruction: write it after the command, e.g. \`${command} Fix the typo in quickstart.mdx\``,
    )
  }
  if (prompt.length > MAX_PROMPT_LENGTH) return tooLong(prompt)
  return { kind: 'command', word: word ?? null, jobId, prompt, gapIds: [] }
}

const invalid = (reason: string): ParsedCommand => ({ kind: 'invalid', reason })

const tooLong = (prompt: string): ParsedCommand =>
  invalid(`the instruction is ${prompt.length} characters long; the limit is ${MAX_PROMPT_LENGTH}`)

/**
 * `token` as a command word, given the text `after` it: the word; `hidden` when it is a word only
 * once invisible characters are taken out of it, `hidden-id` when the gap id after `fix` or
 * `dismiss` is one only without them; or null when it starts the instruction. `fix` and `dismiss`
 * are words only before a gap id, so that `fix the typo` stays an instruction as before 1.2.
 */
function wordOf(token: string, after: string): CommandWord | 'hidden' | 'hidden-id' | null {
  const plain = asciiLower(token)
  const visible = asciiLower(token.replace(INVISIBLE, ''))
  const word = WORDS.find((w) => w === visible)
  if (word === undefined) return null
  if (GAP_WORDS.includes(word)) {
    const idNext = startsWithGapId(after)
    if (!idNext && !startsWithGapId(firstToken(after).replace(INVISIBLE, ''))) return null
    if (plain !== word) return 'hidden'
    return idNext ? word : 'hidden-id'
  }
  return plain === word ? word : 'hidden'
}

/** What may stand between two gap ids: white space, or one comma with white space around it. */
const GAP_ID_SEPARATOR = /^\s*,?\s*/

function startsWithGapId(text: string): boolean {
  return TYPED_GAP_ID_AT_START.test(text)
}

function firstToken(text: string): string {
  return /^\S+/.exec(text)?.[0] ?? ''
}

/**
 * `fix` or `dismiss` after its word: the gap ids (separated by white space or commas: `g4 g7`,
 * `g4,g7`, `g4, g7`; ending at the first token that is no gap id; a comma after the last one is
 * dropped), then the maintainer's words. For `fix` they are extra instructions for the job; for
 * `dismiss` the reason, kept whole here: the memory cuts it to its own length.
 */
function readGapCommand(
  word: 'fix' | 'dismiss',
  jobId: string | undefined,
  text: string,
  command: string,
): ParsedCommand {
  const ids: string[] = []
  let rest = text
  for (
    let match = TYPED_GAP_ID_AT_START.exec(rest);
    match;
    match = TYPED_GAP_ID_AT_START.exec(rest)
  ) {
    const id = asciiLower(match[0])
    if (!ids.includes(id)) ids.push(id)
    // Bounded: a body of thousands of ids ends here rather than being read whole.
    if (ids.length > MAX_FIX_GAPS) break
    rest = rest.slice(match[0].length)
    rest = rest.slice(GAP_ID_SEPARATOR.exec(rest)?.[0].length ?? 0)
  }
  const next = firstToken(rest)
  if (jobId !== undefined || /^job=/i.test(next)) {
    return invalid(
      `\`${word}\` names gaps, not jobs: leave out \`job=\` (\`${command} ${word} ${ids[0] ?? 'g1'}\` ${word === 'fix' ? 'starts a new job for its gaps' : 'sends nothing to any job'})`,
    )
  }
  if (word === 'fix' && ids.length > MAX_FIX_GAPS) {
    return invalid(
      `\`fix\` takes at most ${MAX_FIX_GAPS} gaps at a time: name fewer, and hand the others over in another comment`,
    )
  }
  if (word === 'dismiss' && ids.length > 1) {
    return invalid(
      `dismiss one gap at a time: \`${command} dismiss ${ids[0] ?? 'g1'} <reason>\`, then a comment for ${ids[1] ?? 'the next'}`,
    )
  }
  // `g4 g\u200b7`: what reads as a second id must not quietly become the instruction's first word.
  if (startsWithGapId(next.replace(INVISIBLE, '').replace(/^,/, ''))) {
    return invalid(`a gap id after \`${word}\` has hidden characters in it`)
  }
  const prompt = clean(rest)
  if (prompt.length > MAX_PROMPT_LENGTH) return tooLong(prompt)
  return { kind: 'command', word, jobId: undefined, prompt, gapIds: ids }
}

/** The instruction as sent: controls but tab and newline (CR was normalised away) and invisible characters go. */
function clean(text: string): string {
  return text.replace(CONTROL_BUT_LAYOUT, '').replace(INVISIBLE, '').trim()
}

/** Index of the first non-blank line outside quotes and fenced code, if any. */
function firstPlainLine(lines: string[]): number | undefined {
  let fence: { char: string; length: number } | undefined
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (fence) {
      // A closing fence: same character, at least as long, nothing but white space after it.
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)
      if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length) {
        fence = undefined
      }
      continue
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line)
    // CommonMark: a backtick fence's info string cannot contain a backtick.
    if (open?.[1] && !(open[1][0] === '`' && (open[2] ?? '').includes('`'))) {
      fence = { char: open[1][0] ?? '`', length: open[1].length }
      continue
    }
    if (/^[ \t]*$/.test(line) || /^ {0,3}>/.test(line)) continue
    return i
  }
  return undefined
}

/** True when `text` starts with `command` (ASCII case-insensitive) and then white space or end. */
function startsWithCommand(text: string, command: string): boolean {
  if (command === '' || asciiLower(text.slice(0, command.length)) !== asciiLower(command)) {
    return false
  }
  const next = text.charAt(command.length)
  // U+FEFF counts as white space for JavaScript, but it is invisible: not a separator.
  return next === '' || (/\s/.test(next) && next !== '\ufeff')
}

/** Lower-cases A–Z only, so that no non-ASCII letter (the Kelvin sign) can fold into the command. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/** A short, inert sample of untrusted text for a reason shown in Markdown. */
function sample(text: string): string {
  const clean = text.replace(CONTROL_BUT_LAYOUT, '').replace(INVISIBLE, '').replaceAll('`', "'")
  return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean
}

/** What the usage text says about this repository's set-up. */
interface UsageFacts {
  /** `create-job`: whether an instruction without a known job starts one, and whether `new` works. */
  createJob: 'if-missing' | 'always' | 'never'
  /** Who passes the gate, in words (e.g. "people with write permission or more"). */
  who?: string
  /** True on the insights report issue: the text also gives `fix` and `dismiss`. */
  reportIssue?: boolean
}

/** A short Markdown usage text for `command`: the command words, `job=`, and who may use it. */
export function usageHelp(
  command: string,
  facts: UsageFacts = { createJob: 'if-missing' },
): string {
  const plain = {
    'if-missing':
      "the job named by the workflow's `job-id` input or last used on this pull request or issue; with none, a new job is started",
    always: 'a new job, started for it',
    never:
      "the job named by the workflow's `job-id` input or last used on this pull request or issue",
  }[facts.createJob]
  const lines = [
    `**Usage:** start a comment with \`${command}\`, then:`,
    '',
    `- \`${command} <instruction>\`: the instruction goes to ${plain}.`,
    `- \`${command} job=<id> <instruction>\`: to that job.`,
  ]
  if (facts.createJob !== 'never') {
    lines.push(`- \`${command} new <instruction>\`: to a new job, even when one is known.`)
  }
  if (facts.reportIssue) {
    lines.push(
      `- \`${command} fix g<N> [instructions]\`: hands the gap (or several: \`fix g4 g7\`) to a new job, with its evidence and your instructions.`,
      `- \`${command} dismiss g<N> [reason]\`: dismisses the gap, with your reason; nothing is sent.`,
    )
  }
  lines.push(
    `- \`${command} status\`: the job's status, model and pull request; nothing is sent.`,
    `- \`${command} help\`: this text.`,
    '',
    'The instruction may go on over the following lines. For example: ' +
      `\`${command} Add a section on rate limits to api/overview.mdx\`.`,
  )
  if (facts.who) lines.push('', `Who may use it: ${facts.who}.`)
  return lines.join('\n')
}
