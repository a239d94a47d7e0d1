/**
 * Markdown helpers for untrusted text. GitHub renders comments, issue bodies and job summaries as
 * Markdown with some HTML: text from a comment or from the platform must not become markup, links,
 * images, mentions that notify people, or an HTML comment that looks like the action's marker.
 */
import { CONTROL, shorten } from '../lib/text.ts'

const WORD_JOINER = '\u2060'

/** `@user` and `@org/team` no longer notify anyone: a word joiner after the `@` breaks the mention. */
export function inertMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, `@${WORD_JOINER}`)
}

/**
 * Escapes Markdown and HTML so that the text renders as itself, on one line or many: no links, images,
 * HTML, emphasis, tables, headings or lists. Backticks stay (a code span is inert, and prompts use
 * them for file names), and so do parentheses (without `[` they cannot form a link).
 */
export function escapeMarkdown(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\*_{}[\]+!|~])/g, '\\$1')
    .replace(/^(\s*)#/gm, '$1\\#')
    // A line that starts with a digit and a dot, or a dash, would become a list item.
    .replace(/^(\s*)(\d+)\./gm, '$1$2\\.')
    .replace(/^(\s*)-/gm, '$1\\-')
  return inertMentions(escaped)
}

/** Escapes text for one cell of a Markdown table (no line breaks, no pipes). */
export function escapeTableCell(text: string): string {
  return escapeMarkdown(text.replace(/[\r\n]+/g, ' '))
}

/** Quotes untrusted text as a Markdown block quote, shortened and escaped. */
export function quoteUntrusted(text: string, max: number): string {
  const short = shorten(text.replace(/\r\n?/g, '\n').trim(), max)
  return short
    .split('\n')
    .map((line) => (line.trim() ? `> ${escapeMarkdown(line)}` : '>'))
    .join('\n')
}

/**
 * The URL, normalised, when `value` is an absolute https URL without credentials; else null.
 * Parentheses and spaces are percent-encoded so that the URL cannot end a Markdown link early.
 */
export function safeHttpsUrl(value: string | null | undefined): string | null {
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null
  return url.href
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/ /g, '%20')
    .replace(/\|/g, '%7C')
}

/**
 * Untrusted text as an inline code span in a table or a sentence: backticks and table pipes are
 * dropped and line breaks become spaces, so the span can neither end early nor break the table.
 */
export function codeSpan(text: string, max = 200): string {
  return `\`${text
    .slice(0, max)
    .replace(/[`|]/g, '')
    .replace(/[\r\n]+/g, ' ')}\``
}

/** Controls and bidirectional overrides: they can hide or reorder what a maintainer reads. */
const HIDDEN = new RegExp(`${CONTROL.source}|[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]`, 'g')

/**
 * Untrusted one-line text as inline code that stays inert in the body's raw text too: no backtick
 * or pipe to end it, `<` and `>` kept apart by a word joiner (a forged `<!-- … -->` marker would
 * otherwise be found by a marker's parser), no `@name` that notifies.
 */
export function inertCodeSpan(text: string, max = 200): string {
  const body = text
    .slice(0, max)
    .replace(HIDDEN, ' ')
    .replace(/[`|]/g, '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '<\u2060')
    .replace(/>/g, '\u2060>')
  return `\`${inertMentions(body)}\``
}

/**
 * Untrusted text shown whole and as itself: a fenced code block whose fence is longer than any run
 * of backticks inside, so that nothing in it can close the block, render markup or mention anyone.
 */
export function fencedText(text: string): string {
  const fence = fenceFor(text)
  return `${fence}text\n${text.replace(/\r\n?/g, '\n')}\n${fence}`
}

/** A code fence longer than any run of backticks in `text` (three at least): nothing inside closes it. */
export function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  return '`'.repeat(Math.max(3, longest + 1))
}
