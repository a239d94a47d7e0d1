/**
 * Gaps: the places where readers fail, each with its evidence and a stable key (kind + folded
 * term, page path or question cluster key) by which the memory recognises it in later runs.
 * Reader text in a gap is already masked and shortened: whatever renders a gap may quote it.
 */
import { clusterQuestions, type QuestionCluster } from './cluster.ts'
import { foldSearchTerms, type TermGroup } from './fold.ts'
import { pathOfPage } from './paths.ts'
import { maskPersonalData, readerExcerpt } from '../../lib/privacy.ts'
import type {
  CodeSnippetFeedbackRow,
  ConversationRow,
  FeedbackRow,
  PageFeedbackRow,
  SearchRow,
} from './rows.ts'
import { count, wilsonLowerBound } from './scores.ts'

/** A click-through below this (a fraction) is low: four of five searches found nothing to click. */
export const LOW_CTR = 0.2
/** The longest key: keys live in the memory, which is bounded. */
const MAX_KEY = 200
const MAX_EXAMPLES = 5
const EXCERPT = 300
const LABEL = 80

import type { GapKind } from '../../insights-memory/memory.ts'

export type { GapKind }

interface GapBase {
  kind: GapKind
  /** Stable across runs: `search:<fold key>`, `page:<path>`, `question:<cluster key>`. */
  key: string
  /** Readers affected: searches, thumbs-down votes or questions. */
  readers: number
  /** A one-line name for tables and the memory (masked, at most 80 characters). */
  label: string
}

/** A term searched often with few clicks. */
export interface SearchGap extends GapBase {
  kind: 'search'
  term: string
  hits: number
  /** Combined click-through, 0–1. */
  ctr: number
  /** `nothing-found`: no click at all; `hard-to-find`: some clicks, on `page`. */
  outcome: 'nothing-found' | 'hard-to-find'
  page: string | null
  /** Variants as typed (masked, shortened), most searched first, at most five. */
  variants: string[]
  lastSearchedAt: string | null
}

/** Code-snippet feedback on a page. */
export interface CodeFeedback {
  comment: string
  code: string
  filename: string | null
  lang: string | null
}

/** A page with many thumbs-down. */
export interface PageGap extends GapBase {
  kind: 'page'
  path: string
  thumbsUp: number
  thumbsDown: number
  /** Wilson lower bound (95 %) of the thumbs-down share: what pages are ranked by. */
  downShareLowerBound: number
  /** Code-snippet feedback entries the page has. */
  codeCount: number
  /** Readers' comments (masked, shortened), unhelpful votes and newest first, at most five. */
  comments: string[]
  codeFeedback: CodeFeedback[]
}

/** A cluster of questions the assistant could not answer. */
export interface QuestionGap extends GapBase {
  kind: 'question'
  size: number
  examples: string[]
  pages: string[]
  lastAsked: string
}

export type Gap = SearchGap | PageGap | QuestionGap

/** What `findGaps` reads: each signal that was read this run (an absent one is skipped). */
export interface GapSignals {
  searches?: readonly SearchRow[]
  pages?: readonly PageFeedbackRow[]
  feedback?: readonly FeedbackRow[]
  conversations?: readonly ConversationRow[]
}

export interface GapOptions {
  /** `min-count`: least searches, thumbs-down or questions for a gap. */
  minCount: number
  /** Click-through under which a term's searches failed (fraction); LOW_CTR by default. */
  lowCtr?: number
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function keyOf(kind: GapKind, id: string): string {
  return `${kind}:${id}`.slice(0, MAX_KEY)
}

/** Search gaps of folded terms: at least `minCount` searches and a click-through under `lowCtr`. */
export function searchGaps(groups: readonly TermGroup[], options: GapOptions): SearchGap[] {
  const low = options.lowCtr ?? LOW_CTR
  return groups
    .filter((g) => g.key !== '' && g.hits >= options.minCount && g.ctr < low)
    .map((g) => ({
      kind: 'search' as const,
      key: keyOf('search', g.key),
      readers: g.hits,
      label: readerExcerpt(g.term, LABEL),
      term: readerExcerpt(g.term, EXCERPT),
      hits: g.hits,
      ctr: g.ctr,
      outcome: g.clicks > 0 ? ('hard-to-find' as const) : ('nothing-found' as const),
      page: g.clicks > 0 ? g.topClickedPage : null,
      variants: g.variants.slice(0, MAX_EXAMPLES).map((v) => readerExcerpt(v, LABEL)),
      lastSearchedAt: g.lastSearchedAt,
    }))
}

/** Comments first from readers who voted the page down, then the newest; then by id. */
function commentOrder(a: FeedbackRow, b: FeedbackRow): number {
  const down = (r: FeedbackRow): number =>
    r.source === 'contextual' && r.helpful === false ? 0 : 1
  return (
    down(a) - down(b) ||
    compareStrings(b.createdAt ?? '', a.createdAt ?? '') ||
    compareStrings(a.id, b.id)
  )
}

function feedbackByPath(feedback: readonly FeedbackRow[]): Map<string, FeedbackRow[]> {
  const byPath = new Map<string, FeedbackRow[]>()
  for (const row of feedback) {
    const path = pathOfPage(row.path)
    const list = byPath.get(path)
    if (list) list.push(row)
    else byPath.set(path, [row])
  }
  for (const list of byPath.values()) list.sort(commentOrder)
  return byPath
}

function codeFeedbackOf(rows: readonly FeedbackRow[]): CodeFeedback[] {
  return rows
    .filter((r): r is CodeSnippetFeedbackRow => r.source === 'code_snippet')
    .slice(0, MAX_EXAMPLES)
    .map((r) => ({
      comment: readerExcerpt(r.comment ?? '', EXCERPT),
      code: readerExcerpt(r.code ?? '', EXCERPT),
      filename: r.filename ? readerExcerpt(r.filename, LABEL) : null,
      lang: r.lang ? readerExcerpt(r.lang, LABEL) : null,
    }))
}

/** Counts of one page, summed over rows whose paths name the same page (`/a` and `/a/`). */
function pageCounts(pages: readonly PageFeedbackRow[]): Map<string, PageFeedbackRow> {
  const byPath = new Map<string, PageFeedbackRow>()
  for (const row of [...pages].sort((a, b) => compareStrings(a.path, b.path))) {
    const path = pathOfPage(row.path)
    const sum = byPath.get(path) ?? { path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
    sum.thumbsUp += count(row.thumbsUp)
    sum.thumbsDown += count(row.thumbsDown)
    sum.code += count(row.code)
    sum.total += count(row.total)
    byPath.set(path, sum)
  }
  return byPath
}

/**
 * Page gaps: pages with at least `minCount` thumbs-down, highest lower bound of the thumbs-down
 * share first (ties: more votes down, then path), with their readers' comments and code feedback.
 */
export function pageGaps(
  pages: readonly PageFeedbackRow[],
  feedback: readonly FeedbackRow[],
  options: GapOptions,
): PageGap[] {
  const comments = feedbackByPath(feedback)
  const gaps: PageGap[] = []
  for (const p of pageCounts(pages).values()) {
    if (p.thumbsDown < options.minCount) continue
    const rows = comments.get(p.path) ?? []
    gaps.push({
      kind: 'page',
      key: keyOf('page', p.path),
      readers: p.thumbsDown,
      label: p.path.slice(0, LABEL),
      path: p.path,
      thumbsUp: p.thumbsUp,
      thumbsDown: p.thumbsDown,
      downShareLowerBound: wilsonLowerBound(p.thumbsDown, p.thumbsUp + p.thumbsDown),
      codeCount: p.code,
      comments: rows
        .filter((r) => r.source !== 'code_snippet' && r.comment && r.comment.trim())
        .slice(0, MAX_EXAMPLES)
        .map((r) => readerExcerpt(r.comment!, EXCERPT)),
      codeFeedback: codeFeedbackOf(rows),
    })
  }
  return gaps.sort(
    (a, b) =>
      b.downShareLowerBound - a.downShareLowerBound ||
      b.thumbsDown - a.thumbsDown ||
      compareStrings(a.path, b.path),
  )
}

/** Question gaps: clusters of at least `minCount` unanswered questions. */
export function questionGaps(
  clusters: readonly QuestionCluster[],
  options: GapOptions,
): QuestionGap[] {
  return clusters
    .filter((c) => c.size >= options.minCount)
    .map((c) => ({
      kind: 'question' as const,
      key: keyOf('question', c.key),
      readers: c.size,
      label: readerExcerpt(c.examples[0] ?? c.key, LABEL),
      size: c.size,
      examples: c.examples,
      pages: c.pages,
      lastAsked: c.lastAsked,
    }))
}

/**
 * Every gap the signals show, by kind (search, page, question) and within a kind by its own
 * order; `rankGaps` orders them for the report.
 */
export function findGaps(signals: GapSignals, options: GapOptions): Gap[] {
  // Reader text is masked before anything is derived from it: a gap's key goes into the memory
  // marker, which anyone who can read the issue can decode, so an e-mail typed as a search term
  // must be gone before the term is folded into a key.
  const searches = (signals.searches ?? []).map((row) => ({
    ...row,
    searchQuery: maskPersonalData(row.searchQuery),
  }))
  const feedback = (signals.feedback ?? []).map((row) =>
    row.comment === null ? row : { ...row, comment: maskPersonalData(row.comment) },
  )
  const conversations = (signals.conversations ?? []).map((row) => ({
    ...row,
    query: maskPersonalData(row.query),
  }))
  return [
    ...searchGaps(foldSearchTerms(searches), options),
    ...pageGaps(signals.pages ?? [], feedback, options),
    ...questionGaps(clusterQuestions(conversations), options),
  ]
}
