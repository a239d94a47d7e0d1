/**
 * Page gaps: pages with at least `min-count` thumbs-down, with their readers' comments and code
 * feedback. Readers affected: the votes down. Between pages of equal impact, the higher Wilson
 * lower bound of the thumbs-down share ranks first (30 of 40 down before 30 of 3,000).
 */
import { maskPersonalData, readerExcerpt } from '../lib/privacy.ts'
import { compareStrings } from '../lib/text.ts'
import { inertCode, inertText, titledList, type EvidenceDetail } from '../render/inert.ts'
import { percent, wholeNumber } from '../render/numbers.ts'
import { pathOfPage } from './paths.ts'
import type { CodeSnippetFeedbackRow, FeedbackRow, PageFeedbackRow } from './rows.ts'
import { count, wilsonLowerBound } from './scores.ts'
import { EXCERPT, LABEL, MAX_EXAMPLES, keyOf, type GapBase, type GapKindUnit } from './unit.ts'

/** Code-snippet feedback on a page. */
interface CodeFeedback {
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
  /** Wilson lower bound (95 %) of the thumbs-down share: the ranking's tie-break between pages. */
  downShareLowerBound: number
  /** Code-snippet feedback entries the page has. */
  codeCount: number
  /** Readers' comments (masked, shortened), unhelpful votes and newest first, at most five. */
  comments: string[]
  codeFeedback: CodeFeedback[]
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

function pageGapOf(p: PageFeedbackRow, rows: readonly FeedbackRow[]): PageGap {
  return {
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
  }
}

function evidence(gap: PageGap, d: EvidenceDetail): string[] {
  const lines = [
    `- Page: ${inertCode(gap.path, d.chars)}: ${wholeNumber(gap.thumbsUp)} 👍, ${wholeNumber(gap.thumbsDown)} 👎, ${wholeNumber(gap.codeCount)} code-snippet feedback.`,
  ]
  lines.push(...titledList("Readers' comments", gap.comments, (c) => inertText(c, d.chars), d))
  const code = (c: CodeFeedback): string => {
    const where = [c.filename, c.lang].filter((x): x is string => !!x).map((x) => inertCode(x, 80))
    const head = where.length ? `${where.join(' ')}: ` : ''
    return `${head}${inertText(c.comment, d.chars)}; code: ${inertCode(c.code, d.chars)}`
  }
  lines.push(...titledList('Code-snippet feedback', gap.codeFeedback, code, d))
  return lines
}

export const pageKind: GapKindUnit<PageGap> = {
  find(signals) {
    const comments = feedbackByPath(signals.feedback ?? [])
    return [...pageCounts(signals.pages ?? []).values()]
      .filter((p) => p.thumbsDown >= 1)
      .map((p) => pageGapOf(p, comments.get(p.path) ?? []))
  },
  reported: (gap, options) => gap.thumbsDown >= options.minCount,
  signal: 'feedback',
  measure: (gap) => ({
    count: gap.thumbsDown,
    down: gap.thumbsDown,
    votes: gap.thumbsDown + gap.thumbsUp,
  }),
  judgedWords: (label) => `thumbs-down on ${inertCode(label, 80)}`,
  page: (gap) => gap.path,
  rankFactor: () => 1,
  confidence: (gap) => gap.downShareLowerBound,
  numbers(gap) {
    const votes = gap.thumbsUp + gap.thumbsDown
    const text = `${wholeNumber(gap.thumbsDown)} 👎 of ${wholeNumber(votes)} (lower bound ${percent(gap.downShareLowerBound)})`
    return gap.codeCount > 0 ? `${text}, ${wholeNumber(gap.codeCount)} on code` : text
  },
  words: (gap) => inertCode(gap.path, 120),
  evidence,
  record: (gap) => ({
    kind: 'page',
    path: maskPersonalData(gap.path),
    thumbsUp: gap.thumbsUp,
    thumbsDown: gap.thumbsDown,
    downShareLowerBound: gap.downShareLowerBound,
    codeCount: gap.codeCount,
    comments: gap.comments.map(maskPersonalData),
    codeFeedback: gap.codeFeedback.map((c) => ({
      comment: maskPersonalData(c.comment),
      code: maskPersonalData(c.code),
      filename: c.filename === null ? null : maskPersonalData(c.filename),
      lang: c.lang === null ? null : maskPersonalData(c.lang),
    })),
  }),
  examples: (gap) => gap.comments,
  briefPages: (gap) => [gap.path],
  labelFromReaders: false,
  matchesDocs: false,
  task: ({ numbers, pages, hasExamples }) =>
    `readers voted the page ${pages[0] ?? 'named in the report'} down${numbers}. ` +
    (hasExamples
      ? 'Fix what their comments (quoted below) point at.'
      : 'Find and fix what makes it unhelpful.'),
}
