/**
 * The pieces of the insights report: reader text made inert, and one gap's table row and evidence
 * section. Reader text (terms, comments, questions, code snippets, paths and titles the platform
 * or the docs hand us) is untrusted: it is masked, put on one line, shortened, and rendered so that
 * it cannot mention anyone, become HTML (a `</details>`, an `<img>`, a forged `<!-- … -->` marker),
 * load a link or an image, end the code span or table cell it sits in, or start a line.
 */
import { CONTROL } from '../../lib/text.ts'
import { codeSpan, escapeTableCell, inertMentions } from '../../render/markdown.ts'
import type { Gap } from './gaps.ts'
import type { RememberedGap } from '../../insights-memory/memory.ts'
import { offersFix } from '../../insights-memory/changes.ts'
import { stateText } from '../../insights-memory/state-text.ts'
import { readerExcerpt } from '../../lib/privacy.ts'
import type { RankedGap } from './rank.ts'

const WORD_JOINER = '\u2060'
/** Controls and bidirectional overrides: they can hide or reorder what a maintainer reads. */
const INVISIBLE = new RegExp(
  `${CONTROL.source}|[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]`,
  'g',
)
/**
 * What GitHub would turn into a link (`scheme://…`, `www.…`, `mailto:`/`xmpp:`: GFM autolinks),
 * and the schemes that run or embed something (`javascript:`, `data:`), shown as code too.
 */
const URL_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b(?:mailto|xmpp|javascript|vbscript|data|file):\S*/gi

/** Where a docs checkout says a gap's words are covered, or `none` (the docs-path matcher). */
export type DocsMatch = { pages: readonly { path: string; title: string }[] } | 'none'

/** How much of each gap's evidence to show: the first step of keeping the report bounded. */
export interface EvidenceDetail {
  /** Examples shown per list (variants, comments, questions, code feedback, pages). */
  examples: number
  /** Characters of each example (before escaping). */
  chars: number
}

export const FULL_DETAIL: EvidenceDetail = { examples: 5, chars: 300 }

/**
 * Reader text is cut to this many times what is shown before masking, to bound the cost of the
 * masking patterns on a 100 KB text. Gaps already hold excerpts of 300 characters; the cut lies
 * far beyond what is shown, and a token cut there still matches its pattern (hex, base64 and
 * prefixed keys stay long runs).
 */
const PRE_CUT = 4

/** Masked, one line, shortened; controls and bidi overrides gone. */
function flat(text: string, max: number): string {
  return readerExcerpt(text.slice(0, max * PRE_CUT + 256).replace(INVISIBLE, ' '), max)
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

const n = (value: number): string => Math.round(value).toLocaleString('en-US')
const pct = (fraction: number): string => `${Math.round(fraction * 100)} %`

/** What readers did, in numbers: `42 searches, no click`, `12 👎 of 30 (lower bound 24 %)`. */
export function evidenceInNumbers(ranked: RankedGap): string {
  const gap = ranked.gap
  let text: string
  if (gap.kind === 'search') {
    const plural = gap.hits === 1 ? 'search' : 'searches'
    text =
      gap.outcome === 'nothing-found'
        ? `${n(gap.hits)} ${plural}, no click`
        : `${n(gap.hits)} ${plural}, ${pct(gap.ctr)} clicked`
  } else if (gap.kind === 'page') {
    const votes = gap.thumbsUp + gap.thumbsDown
    text = `${n(gap.thumbsDown)} 👎 of ${n(votes)} (lower bound ${pct(gap.downShareLowerBound)})`
    if (gap.codeCount > 0) text += `, ${n(gap.codeCount)} on code`
  } else {
    text = `${n(gap.size)} unanswered question${gap.size === 1 ? '' : 's'}`
  }
  if (ranked.weight !== 1) text += `, views ×${ranked.weight.toFixed(1)}`
  return text
}

/** The words or the page a gap is about, for the table. */
export function wordsOrPage(gap: Gap): string {
  if (gap.kind === 'page') return inertCode(gap.path, 120)
  if (gap.kind === 'question') return inertText(gap.label, 80)
  const words = inertCode(gap.label, 80)
  return gap.page === null ? words : `${words} → ${inertCode(gap.page, 80)}`
}

/** The kind of a gap, as the table shows it. */
export function kindText(gap: Gap): string {
  return gap.kind
}

/** A table row: id, kind, what readers did, words or page, since, runs, state. */
export function tableRow(ranked: RankedGap, entry: RememberedGap | undefined): string {
  const cells = [
    entry ? `**${entry.id}**` : '—',
    kindText(ranked.gap),
    evidenceInNumbers(ranked),
    wordsOrPage(ranked.gap),
    entry?.firstSeen ?? ranked.firstSeen,
    String(entry?.runs ?? 1),
    stateText(entry),
  ]
  return `| ${cells.join(' | ')} |`
}

/** A titled list of the first examples; only those shown are rendered (each costs masking). */
function list<T>(
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

function searchEvidence(gap: Extract<Gap, { kind: 'search' }>, d: EvidenceDetail): string[] {
  const lines = [`- Term: ${inertCode(gap.term, d.chars)}`]
  lines.push(
    gap.outcome === 'nothing-found'
      ? '- No click at all: readers found nothing.'
      : `- Clicks on ${gap.page === null ? 'one page' : inertCode(gap.page, d.chars)} at ${pct(gap.ctr)}: the page exists but is hard to find.`,
  )
  lines.push(...list('Variants typed', gap.variants, (v) => inertCode(v, d.chars), d))
  if (gap.lastSearchedAt)
    lines.push(`- Last searched: ${inertCode(gap.lastSearchedAt.slice(0, 10), 40)}`)
  return lines
}

function pageEvidence(gap: Extract<Gap, { kind: 'page' }>, d: EvidenceDetail): string[] {
  const lines = [
    `- Page: ${inertCode(gap.path, d.chars)}: ${n(gap.thumbsUp)} 👍, ${n(gap.thumbsDown)} 👎, ${n(gap.codeCount)} code-snippet feedback.`,
  ]
  lines.push(...list("Readers' comments", gap.comments, (c) => inertText(c, d.chars), d))
  const code = (c: (typeof gap.codeFeedback)[number]): string => {
    const where = [c.filename, c.lang].filter((x): x is string => !!x).map((x) => inertCode(x, 80))
    const head = where.length ? `${where.join(' ')}: ` : ''
    return `${head}${inertText(c.comment, d.chars)}; code: ${inertCode(c.code, d.chars)}`
  }
  lines.push(...list('Code-snippet feedback', gap.codeFeedback, code, d))
  return lines
}

function questionEvidence(gap: Extract<Gap, { kind: 'question' }>, d: EvidenceDetail): string[] {
  return [
    ...list('Example questions', gap.examples, (q) => inertText(q, d.chars), d),
    ...list('Pages where asked', gap.pages, (p) => inertCode(p, d.chars), d),
    `- Last asked: ${inertCode(gap.lastAsked.slice(0, 10), 40)}`,
  ]
}

function docsLines(match: DocsMatch | undefined, d: EvidenceDetail): string[] {
  if (match === undefined) return []
  if (match === 'none' || match.pages.length === 0)
    return ['- Docs: no page covers these words (missing).']
  const page = (p: { path: string; title: string }): string =>
    `${inertCode(p.path, d.chars)}${p.title ? ` (${inertText(p.title, 120)})` : ''}`
  return list('Docs: covered by', match.pages, page, d)
}

/** A dismissal, said in the gap's section (its job and pull request are in the table's state). */
function memoryLines(entry: RememberedGap | undefined): string[] {
  const lines: string[] = []
  if (entry?.state === 'dismissed' && entry.dismissed) {
    const { by, why } = entry.dismissed
    lines.push(
      `- Dismissed by ${by ? inertCode(by, 64) : 'someone'}${why ? `: ${inertText(why, 200)}` : ''}.`,
    )
  }
  return lines
}

/** What a gap section needs beside the gap. */
export interface SectionContext {
  entry: RememberedGap | undefined
  match: DocsMatch | undefined
  detail: EvidenceDetail
  /** The command word (`/docs-agent`) when the section says how to act; null in the summary. */
  command: string | null
}

/** A gap's evidence in a collapsed section. Only numbers and the id go in `<summary>` (raw HTML). */
export function evidenceSection(ranked: RankedGap, ctx: SectionContext): string {
  const gap = ranked.gap
  const id = ctx.entry?.id ?? null
  const body =
    gap.kind === 'search'
      ? searchEvidence(gap, ctx.detail)
      : gap.kind === 'page'
        ? pageEvidence(gap, ctx.detail)
        : questionEvidence(gap, ctx.detail)
  body.push(...docsLines(ctx.match, ctx.detail), ...memoryLines(ctx.entry))
  if (ctx.command && id && ctx.entry && offersFix(ctx.entry)) {
    body.push(
      `- Act: comment ${codeSpan(`${ctx.command} fix ${id}`)} or ${codeSpan(`${ctx.command} dismiss ${id} <reason>`)}.`,
    )
  }
  const summary = `${id ?? 'new gap'} · ${gap.kind} · ${evidenceInNumbers(ranked)}`
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>'].join('\n')
}
