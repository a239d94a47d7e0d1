/**
 * Pure parsing of a comment body into a command for this action. A comment is untrusted text:
 * look-alike characters never make a command, and the prompt is cleaned of invisible characters.
 */
import { CONTROL_BUT_LAYOUT } from '../../text.ts'
import { hasMarker } from '../../marker.ts'
import { JOB_ID_PATTERN, MAX_PROMPT_LENGTH } from '../../settings.ts'

export type ParsedCommand =
  | { kind: 'command'; jobId: string | undefined; prompt: string }
  | { kind: 'not-command'; reason: string }
  | { kind: 'invalid'; reason: string }

// Zero-width and bidi controls: they can hide or reorder text on screen.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g
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
  if (hasMarker(body)) {
    return { kind: 'not-command', reason: "the comment is this action's own status comment" }
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
  let jobId: string | undefined
  let promptText = args
  const token = /^\S+/.exec(args)?.[0] ?? ''
  if (/^job=/i.test(token)) {
    const id = token.slice('job='.length)
    if (!JOB_ID_PATTERN.test(id)) {
      return {
        kind: 'invalid',
        reason: `\`job=\` must be followed by a job id of 1 to 200 letters, digits, \`_\`, \`.\` or \`-\` (got \`${sample(id)}\`)`,
      }
    }
    jobId = id
    promptText = args.slice(token.length)
  }

  // Controls but tab and newline go (CR was normalised away before).
  const prompt = promptText.replace(CONTROL_BUT_LAYOUT, '').replace(INVISIBLE, '').trim()
  if (prompt === '') {
    return {
      kind: 'invalid',
      reason: `the command has no instruction: write it after the command, e.g. \`${command} Fix the typo in quickstart.mdx\``,
    }
  }
  if (prompt.length > MAX_PROMPT_LENGTH) {
    return {
      kind: 'invalid',
      reason: `the instruction is ${prompt.length} characters long; the limit is ${MAX_PROMPT_LENGTH}`,
    }
  }
  return { kind: 'command', jobId, prompt }
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

/** A short Markdown usage text for `command`, with examples. */
export function usageHelp(command: string): string {
  return [
    `**Usage:** start a comment with \`${command} [job=<id>] <instruction>\`.`,
    '',
    `- \`${command} Add a section on rate limits to api/overview.mdx\``,
    `- \`${command} job=abc123 Fix the broken link in quickstart.mdx\``,
    '',
    'The instruction may go on over the following lines. Without `job=<id>`, the job is the one ' +
      "given in the workflow's `job-id` input, or the one last used on this pull request or issue.",
  ].join('\n')
}
