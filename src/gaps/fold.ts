/**
 * Folding the searches export into terms: the variants of one need (case, punctuation, word
 * order, plurals and stems) and the half-typed prefixes that search-as-you-type records become one
 * group, with its hits, its combined click-through and the page its readers clicked most.
 */
import type { SearchRow } from './rows.ts'
import { count, ctrScale, readCtr } from './scores.ts'
import { foldKey, normaliseTerm } from './terms.ts'
import { compareStrings } from '../lib/text.ts'

/** Shorter typed text is not folded into a longer term: `ap` may begin anything. */
export const MIN_PREFIX = 3

/** One folded search term. */
interface TermGroup {
  /** The fold key: the sorted content stems of the term (`configur webhook`). */
  key: string
  /** The most-searched variant as readers typed it (never a half-typed prefix). */
  term: string
  /** Searches of every variant and prefix together. */
  hits: number
  /** Searches that ended in a click (estimated from each row's hits × rate). */
  clicks: number
  /** clicks ÷ hits, from 0 to 1. */
  ctr: number
  /** The page with the most estimated clicks, or null when nobody clicked a result. */
  topClickedPage: string | null
  /** Every page named as a top click of a variant, most clicks first. */
  pages: string[]
  /** The distinct variants as typed, most searched first (prefixes included). */
  variants: string[]
  /** The latest `lastSearchedAt` of the group, or null when none could be read. */
  lastSearchedAt: string | null
}

interface Entry {
  row: SearchRow
  text: string
  hits: number
  clicks: number
  /** The group this row folds into; its own key unless it is a half-typed prefix. */
  key: string
  prefix: boolean
}

/** A total order on rows, so that sums and ties never depend on the order rows arrived in. */
function compareEntries(a: Entry, b: Entry): number {
  return (
    compareStrings(a.text, b.text) ||
    compareStrings(a.row.searchQuery, b.row.searchQuery) ||
    a.hits - b.hits ||
    a.clicks - b.clicks ||
    compareStrings(a.row.topClickedPage ?? '', b.row.topClickedPage ?? '') ||
    compareStrings(a.row.lastSearchedAt ?? '', b.row.lastSearchedAt ?? '')
  )
}

/**
 * Where each half-typed text goes: a text that is a strict prefix (at least `minPrefix`
 * characters) of longer searched texts folds into the most-searched of the longest ones it
 * begins (those no other text extends), ties to the first in code-unit order. Longest targets
 * keep the rule one step deep, so a chain `aut` → `auth` → `authentication` lands in one place.
 */
function prefixTargets(hitsByText: Map<string, number>, minPrefix: number): Map<string, string> {
  const texts = [...hitsByText.keys()].sort(compareStrings)
  // In sorted order every text extending `p` follows `p` directly, in one run.
  const extended = texts.map((t, i) => i + 1 < texts.length && texts[i + 1]!.startsWith(t))
  const targets = new Map<string, string>()
  texts.forEach((p, i) => {
    if (!extended[i] || p.length < minPrefix) return
    let best: string | null = null
    for (let j = i + 1; j < texts.length && texts[j]!.startsWith(p); j++) {
      const t = texts[j]!
      if (extended[j]) continue
      if (best === null || hitsByText.get(t)! > hitsByText.get(best)!) best = t
    }
    if (best !== null) targets.set(p, best)
  })
  return targets
}

function entriesOf(rows: readonly SearchRow[], minPrefix: number): Entry[] {
  const scale = ctrScale(rows.map((r) => r.ctr))
  const entries: Entry[] = []
  for (const row of rows) {
    const text = normaliseTerm(row.searchQuery)
    if (!text) continue // punctuation only: nothing to fold or show
    const hits = count(row.hits)
    entries.push({
      row,
      text,
      hits,
      clicks: hits * readCtr(row.ctr, scale),
      key: '',
      prefix: false,
    })
  }
  entries.sort(compareEntries)
  const hitsByText = new Map<string, number>()
  for (const e of entries) hitsByText.set(e.text, (hitsByText.get(e.text) ?? 0) + e.hits)
  const targets = prefixTargets(hitsByText, minPrefix)
  const keys = new Map<string, string>()
  const keyOf = (text: string): string => {
    let key = keys.get(text)
    if (key === undefined) keys.set(text, (key = foldKey(text)))
    return key
  }
  for (const e of entries) {
    const target = targets.get(e.text)
    e.prefix = target !== undefined
    e.key = keyOf(target ?? e.text)
  }
  return entries
}

/** The entry of a map with the largest value; ties to the smallest key (code-unit order). */
function largest(values: Map<string, number>): string | null {
  let best: string | null = null
  for (const [k, v] of values) {
    const b = best === null ? undefined : values.get(best)!
    if (b === undefined || v > b || (v === b && compareStrings(k, best!) < 0)) best = k
  }
  return best
}

function ranked(values: Map<string, number>): string[] {
  return [...values].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0])).map(([k]) => k)
}

function latest(a: string | null, b: string | null): string | null {
  if (b === null) return a
  const tb = Date.parse(b)
  if (Number.isNaN(tb)) return a
  return a === null || tb > Date.parse(a) ? b : a
}

function groupOf(key: string, members: Entry[]): TermGroup {
  const variants = new Map<string, number>()
  const canonical = new Map<string, number>()
  const pages = new Map<string, number>()
  let hits = 0
  let clicks = 0
  let last: string | null = null
  for (const e of members) {
    hits += e.hits
    clicks += e.clicks
    variants.set(e.row.searchQuery, (variants.get(e.row.searchQuery) ?? 0) + e.hits)
    if (!e.prefix)
      canonical.set(e.row.searchQuery, (canonical.get(e.row.searchQuery) ?? 0) + e.hits)
    const page = e.row.topClickedPage
    if (page && e.clicks > 0) pages.set(page, (pages.get(page) ?? 0) + e.clicks)
    last = latest(last, e.row.lastSearchedAt)
  }
  return {
    key,
    // Every group holds the longest text some prefix folded into, so `canonical` is never empty.
    term: largest(canonical) ?? largest(variants)!,
    hits,
    clicks,
    ctr: hits > 0 ? Math.min(1, clicks / hits) : 0,
    topClickedPage: largest(pages),
    pages: ranked(pages),
    variants: ranked(variants),
    lastSearchedAt: last,
  }
}

/**
 * Folds one searches export (all its pages together: the `ctr` scale is decided from all rows)
 * into term groups, most searched first (ties by key). The result does not depend on the order of
 * `rows`, and folding the groups again (one row each) gives the same groups.
 */
export function foldSearchTerms(
  rows: readonly SearchRow[],
  minPrefix: number = MIN_PREFIX,
): TermGroup[] {
  const byKey = new Map<string, Entry[]>()
  for (const e of entriesOf(rows, minPrefix)) {
    const list = byKey.get(e.key)
    if (list) list.push(e)
    else byKey.set(e.key, [e])
  }
  return [...byKey]
    .map(([key, members]) => groupOf(key, members))
    .sort((a, b) => b.hits - a.hits || compareStrings(a.key, b.key))
}
