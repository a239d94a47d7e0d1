/**
 * Reader text made inert for Markdown. Reader text (terms, comments, questions, code snippets,
 * paths and titles the platform or the docs hand us) is untrusted: it is masked, put on one line,
 * shortened, and rendered so that it cannot mention anyone, become HTML (a `</details>`, an
 * `<img>`, a forged `<!-- … -->` marker), load a link or an image, end the code span or table cell
 * it sits in, or start a line.
 */
import { readerExcerpt } from '../lib/privacy.ts'
import { CONTROL, INVISIBLE } from '../lib/text.ts'
import { escapeTableCell, inertMentions } from './markdown.ts'

const WORD_JOINER = '\u2060'
/** Controls, zero-width and bidirectional characters: they can hide or reorder what one reads. */
const HIDDEN = new RegExp(`${CONTROL.source}|${INVISIBLE.source}`, 'g')
/**
 * What GitHub would turn into a link (`scheme://…`, `www.…`, `mailto:`/`xmpp:`: GFM autolinks),
 * and the schemes that run or embed something (`javascript:`, `data:`), shown as code too.
 */
const URL_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b(?:mailto|xmpp|javascript|vbscript|data|file):\S*/gi

/**
 * Reader text is cut to this many times what is shown before masking, to bound the cost of the
 * masking patterns on a 100 KB text. Gaps already hold excerpts of 300 characters; the cut lies
 * far beyond what is shown, and a token cut there still matches its pattern (hex, base64 and
 * prefixed keys stay long runs).
 */
const PRE_CUT = 4

/** Masked, one line, shortened; hidden characters gone. */
function flat(text: string, max: number): string {
  return readerExcerpt(text.slice(0, max * PRE_CUT + 256).replace(HIDDEN, ' '), max)
}

/** One-line text inside a code span: no backtick or pipe to end it, no raw `<`/`>` or `@name`. */
function spanBody(text: string): string {
  return inertMentions(
    text.replace(/[`|]/g, '').replace(/</g, `<${WORD_JOINER}`).replace(/>/g, `${WORD_JOINER}>`),
  )
}

/**
 * Reader text as an inline code span: inert whatever it holds. A code span renders no Markdown
 * or HTML, but its raw text is still in the body, so `<` and `>` get a word joiner (a forged
 * `<!-- docs-agent-memory … -->` would otherwise be found by the memory's parser).
 */
export function inertCode(text: string, max = 300): string {
  const body = spanBody(flat(text, max))
  return body.trim() === '' ? '_(empty)_' : `\`${body}\``
}

/** Escaped prose: no Markdown, HTML, mention, math or issue reference; backticks literal. */
function prose(text: string): string {
  return escapeTableCell(text)
    .replace(/`/g, '\\`')
    .replace(/\$/g, '\\$')
    .replace(/#(?=\d)/g, `#${WORD_JOINER}`)
}

/**
 * Reader text as prose in a sentence, list item or table cell: masked, one line, escaped, and
 * every URL shown as code so that none links or loads (an image's URL included).
 */
export function inertText(text: string, max = 300): string {
  const line = flat(text, max)
  let out = ''
  let last = 0
  for (const match of line.matchAll(URL_LIKE)) {
    out += prose(line.slice(last, match.index)) + `\`${spanBody(match[0])}\``
    last = match.index + match[0].length
  }
  out += prose(line.slice(last))
  return out.trim() === '' ? '_(empty)_' : out
}

/** How much of a gap's evidence to show: the first step of keeping a report bounded. */
export interface EvidenceDetail {
  /** Examples shown per list (variants, comments, questions, code feedback, pages). */
  examples: number
  /** Characters of each example (before escaping). */
  chars: number
}

/**
 * A titled Markdown list of the first `detail.examples` items ("(3 of 7)" when some are left
 * out); only those shown are rendered, since each costs masking.
 */
export function titledList<T>(
  title: string,
  items: readonly T[],
  show: (item: T) => string,
  detail: EvidenceDetail,
): string[] {
  if (items.length === 0) return []
  const shown = items.slice(0, detail.examples)
  const more = items.length - shown.length
  return [
    `- ${title}${more > 0 ? ` (${shown.length} of ${items.length})` : ''}:`,
    ...shown.map((item) => `  - ${show(item)}`),
  ]
}
