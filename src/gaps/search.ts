/**
 * Search gaps: a term (its variants folded together) searched at least `min-count` times with a
 * click-through under 20 %. Readers affected: its searches.
 */
import { readerExcerpt, maskPersonalData } from '../lib/privacy.ts'
import { inertCode, titledList } from '../render/inert.ts'
import { percent, wholeNumber } from '../render/numbers.ts'
import { foldSearchTerms } from './fold.ts'
import { pathOfPage } from './paths.ts'
import { EXCERPT, LABEL, MAX_EXAMPLES, keyOf, type GapBase, type GapKindUnit } from './unit.ts'

/** A click-through below this (a fraction) is low: four of five searches found nothing to click. */
const LOW_CTR = 0.2

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

export const searchKind: GapKindUnit<SearchGap> = {
  find(signals) {
    return foldSearchTerms(signals.searches ?? [])
      .filter((g) => g.key !== '' && g.hits >= 1)
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
  },
  reported: (gap, options) => gap.hits >= options.minCount && gap.ctr < (options.lowCtr ?? LOW_CTR),
  signal: 'searches',
  measure: (gap) => {
    const clicks = Math.round(gap.hits * gap.ctr)
    return { count: Math.max(0, gap.hits - clicks), searches: gap.hits, clicks }
  },
  judgedWords: (label) => `searches for ${inertCode(label, 80)} with no click`,
  page: (gap) => (gap.page === null ? null : pathOfPage(gap.page)),
  rankFactor: () => 1,
  confidence: (gap) => 1 - gap.ctr,
  numbers(gap) {
    const plural = gap.hits === 1 ? 'search' : 'searches'
    return gap.outcome === 'nothing-found'
      ? `${wholeNumber(gap.hits)} ${plural}, no click`
      : `${wholeNumber(gap.hits)} ${plural}, ${percent(gap.ctr)} clicked`
  },
  words(gap) {
    const words = inertCode(gap.label, 80)
    return gap.page === null ? words : `${words} → ${inertCode(gap.page, 80)}`
  },
  evidence(gap, d) {
    const lines = [`- Term: ${inertCode(gap.term, d.chars)}`]
    lines.push(
      gap.outcome === 'nothing-found'
        ? '- No click at all: readers found nothing.'
        : `- Clicks on ${gap.page === null ? 'one page' : inertCode(gap.page, d.chars)} at ${percent(gap.ctr)}: the page exists but is hard to find.`,
    )
    lines.push(...titledList('Variants typed', gap.variants, (v) => inertCode(v, d.chars), d))
    if (gap.lastSearchedAt)
      lines.push(`- Last searched: ${inertCode(gap.lastSearchedAt.slice(0, 10), 40)}`)
    return lines
  },
  record: (gap) => ({
    kind: 'search',
    term: maskPersonalData(gap.term),
    hits: gap.hits,
    ctr: gap.ctr,
    outcome: gap.outcome,
    page: gap.page === null ? null : maskPersonalData(gap.page),
    variants: gap.variants.map(maskPersonalData),
    lastSearchedAt: gap.lastSearchedAt,
  }),
  examples: (gap) => (gap.variants.length ? gap.variants : [gap.term]),
  briefPages: (gap, covering) => [...(gap.page ? [gap.page] : []), ...covering],
  labelFromReaders: true,
  matchesDocs: true,
  task: ({ numbers, pages }) =>
    `readers' searches found no answer${numbers}. Make the docs answer what they ` +
    'searched for (their words are quoted below), and easy to find by those words.' +
    (pages.length > 0 ? ` Pages that already cover these words: ${pages.join(', ')}.` : ''),
}
