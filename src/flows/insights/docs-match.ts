/**
 * Which docs pages already cover a gap's words. A gap whose words no page covers is missing from
 * the docs (write a page); a gap that pages do cover is hard to find (fix the search: titles,
 * keywords, navigation). Pure and deterministic: the pages' order changes nothing.
 *
 * The rule. A page's words are its title, description, keywords, navigation groups and path,
 * folded to Porter stems without stop words (`contentStems`, as gaps are folded). A gap's words
 * are the stems of its key: a search gap's fold key, a question cluster's key stems. A page
 * covers a gap when it holds at least half of the gap's stems, and two of them when the gap has
 * two or more, unless the page is about what it holds: every word of its title is one of the
 * gap's. One word in common is chance, as a docs site names "API", "key" or "webhook" on many
 * pages: a question gap keyed "kei rotat" (rotating API keys) is not covered by a page "Rate
 * limits" described as "per key", nor "retri webhook" by "Verify webhook signatures"; but
 * "configur sso" is by "Single sign-on (SSO)", and "retri webhook" by "Webhooks". The acronyms
 * the docs spell out (docs-vocabulary.ts) are read as one word in the pages too: "single
 * sign-on" is "SSO" there as in the questions. Its score is
 * the share it holds (0–1); between equal shares, the page holding more of them in its title or
 * keywords (where search looks first) ranks first, then the shorter path, then the path. The
 * three best pages are kept.
 */
import type { DocsPage } from '../../ports/docs.ts'
import type { Gap } from '../../gaps/registry.ts'
import type { RelatedTerms } from '../../gaps/questions/features.ts'
import { contentStems } from '../../gaps/terms.ts'
import { compareStrings } from '../../lib/text.ts'

/** Pages kept for a gap. */
export const MAX_MATCHES = 3
/** The least share of a gap's stems a page must hold to cover it. */
const MIN_COVER = 0.5
/** The least number of a gap's stems a page must hold to cover it, when the gap has as many. */
const MIN_SHARED = 2
/** Keys are cut at this length (gaps.ts). */
const MAX_KEY = 200

/** A page that covers a gap. */
interface PageMatch {
  path: string
  title: string
  /** Share of the gap's stems the page holds, 0–1 (rounded to two decimals). */
  score: number
}

/** `covered`: pages exist, readers do not find them; `none`: no page covers the gap's words. */
export type DocsMatch = { coverage: 'covered'; pages: PageMatch[] } | { coverage: 'none' }

interface IndexedPage {
  path: string
  title: string
  /** How many stems its title has. */
  titleStems: number
}

/** Pages by stem, built once for all gaps of a run. */
interface DocsIndex {
  pages: readonly IndexedPage[]
  /**
   * Stem → entries of the pages holding it: the page's id times 4; bit 0: held in title or
   * keywords; bit 1: held in the title.
   */
  postings: ReadonlyMap<string, readonly number[]>
}

/** Pages in one order whatever order they came in: by path, then by their fields. */
function pageOrder(a: DocsPage, b: DocsPage): number {
  return (
    compareStrings(a.path, b.path) ||
    compareStrings(a.title, b.title) ||
    compareStrings(a.description, b.description) ||
    compareStrings(a.keywords.join('\n'), b.keywords.join('\n')) ||
    compareStrings(a.navGroups.join('\n'), b.navGroups.join('\n'))
  )
}

/** A text's words (letters and digits), where each begins and ends. */
const WORD = /[\p{L}\p{N}]+/gu

/**
 * `text` with each spelling of an acronym of `vocabulary` read as the acronym ("single sign-on" as
 * "SSO"), found word by word: a docs site may spell out a thousand acronyms on five thousand pages.
 */
function acronymsRead(vocabulary: RelatedTerms): (text: string) => string {
  const byFirst = new Map<string, { words: string[]; acronym: string }[]>()
  for (const [acronym, ...spelled] of vocabulary)
    for (const spelling of spelled) {
      const words = spelling.split(' ')
      byFirst.set(words[0]!, [...(byFirst.get(words[0]!) ?? []), { words, acronym: acronym! }])
    }
  if (byFirst.size === 0) return (text) => text
  return (text) => {
    const tokens = [...text.matchAll(WORD)]
    const lower = tokens.map((m) => m[0].toLowerCase())
    let out = ''
    let from = 0
    for (let i = 0; i < tokens.length; i++) {
      const found = byFirst
        .get(lower[i]!)
        ?.find(({ words }) => words.every((w, k) => lower[i + k] === w))
      if (!found) continue
      const last = tokens[i + found.words.length - 1]!
      out += text.slice(from, tokens[i]!.index) + found.acronym
      from = last.index + last[0].length
      i += found.words.length - 1
    }
    return out + text.slice(from)
  }
}

/**
 * Indexes `pages` by the stems of their words, each spelling of an acronym the docs spell out
 * (`vocabulary`) read as the acronym.
 */
export function indexDocs(pages: readonly DocsPage[], vocabulary: RelatedTerms = []): DocsIndex {
  const sorted = [...pages].sort(pageOrder)
  const postings = new Map<string, number[]>()
  const read = acronymsRead(vocabulary)
  const stemsOf = (texts: readonly string[]) => texts.flatMap((t) => contentStems(read(t), false))
  const titles: number[] = []
  sorted.forEach((page, id) => {
    const title = new Set(stemsOf([page.title]))
    titles.push(title.size)
    const strong = new Set([...title, ...stemsOf(page.keywords)])
    const weak = stemsOf([page.description, ...page.navGroups, page.path])
    for (const stem of new Set([...strong, ...weak])) {
      const entry = id * 4 + (title.has(stem) ? 2 : 0) + (strong.has(stem) ? 1 : 0)
      const list = postings.get(stem)
      if (list) list.push(entry)
      else postings.set(stem, [entry])
    }
  })
  return {
    pages: sorted.map((p, id) => ({ path: p.path, title: p.title, titleStems: titles[id]! })),
    postings,
  }
}

/** A gap's stems: those of its key (`search:<fold key>`, `question:<cluster key>`). */
export function gapStems(gap: Gap): string[] {
  const stems = gap.key
    .slice(gap.key.indexOf(':') + 1)
    .split(' ')
    .filter((s) => s !== '')
  // A key at its bound (200 characters) may end in a cut stem: it would match nothing.
  if (gap.key.length >= MAX_KEY && stems.length > 1) stems.pop()
  return [...new Set(stems)]
}

interface Candidate {
  id: number
  all: number
  strong: number
}

/** Best first: more stems held, more of them in title or keywords, shorter path, path, title. */
function better(index: DocsIndex, a: Candidate, b: Candidate): boolean {
  const pa = index.pages[a.id] as IndexedPage
  const pb = index.pages[b.id] as IndexedPage
  const order =
    b.all - a.all ||
    b.strong - a.strong ||
    pa.path.length - pb.path.length ||
    compareStrings(pa.path, pb.path) ||
    compareStrings(pa.title, pb.title) ||
    a.id - b.id
  return order < 0
}

/** The pages of `index` that cover `stems` (see the rule above). */
export function matchStems(index: DocsIndex, stems: readonly string[]): DocsMatch {
  const wanted = [...new Set(stems)]
  if (wanted.length === 0) return { coverage: 'none' }
  // Counts in typed arrays and the best three kept as they come: a common stem ("api") is held
  // by most pages, and sorting them all for every gap is what would make 500 gaps slow.
  const all = new Uint16Array(index.pages.length)
  const strong = new Uint16Array(index.pages.length)
  const title = new Uint16Array(index.pages.length)
  const touched: number[] = []
  for (const stem of wanted) {
    for (const entry of index.postings.get(stem) ?? []) {
      const id = entry >> 2
      if (all[id] === 0) touched.push(id)
      all[id] = (all[id] ?? 0) + 1
      strong[id] = (strong[id] ?? 0) + (entry & 1)
      title[id] = (title[id] ?? 0) + ((entry >> 1) & 1)
    }
  }
  const half = Math.ceil(wanted.length * MIN_COVER)
  const shared = Math.max(half, Math.min(MIN_SHARED, wanted.length))
  const best: Candidate[] = []
  for (const id of touched) {
    const held = all[id] as number
    const last = best[MAX_MATCHES - 1]
    // Fewer than `shared` stems: only a page about them, every word of its title among them.
    const { titleStems } = index.pages[id] as IndexedPage
    const about = held >= half && titleStems > 0 && title[id] === titleStems
    if ((held < shared && !about) || (last !== undefined && held < last.all)) continue
    const candidate = { id, all: held, strong: strong[id] as number }
    let at = best.length
    while (at > 0 && better(index, candidate, best[at - 1] as Candidate)) at--
    if (at < MAX_MATCHES) best.splice(at, 0, candidate)
    if (best.length > MAX_MATCHES) best.pop()
  }
  if (best.length === 0) return { coverage: 'none' }
  return {
    coverage: 'covered',
    pages: best.map((m) => {
      const page = index.pages[m.id] as IndexedPage
      const score = Math.round((m.all / wanted.length) * 100) / 100
      return { path: page.path, title: page.title, score }
    }),
  }
}

/** The pages that cover a search or question gap. */
export function matchGap(index: DocsIndex, gap: Gap): DocsMatch {
  return matchStems(index, gapStems(gap))
}
