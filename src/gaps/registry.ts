/**
 * The registry of gap kinds: one line a kind. A kind is a module of this folder (unit.ts says
 * what it provides); adding one is its module and its line here. `GapKind` and `Gap` come from
 * this table, and everything that treats gaps by kind asks it through `unitOf`.
 */
import { maskPersonalData } from '../lib/privacy.ts'
import { compareStrings } from '../lib/text.ts'
import { pageKind, type PageGap } from './page.ts'
import { questionKind, type QuestionGap } from './question.ts'
import { searchKind, type SearchGap } from './search.ts'
import type { GapKindUnit, GapOptions, GapSignals } from './unit.ts'

/** Every kind, in the order a run finds them (the ranking orders the gaps, not this). */
export const GAP_KINDS = {
  search: searchKind,
  page: pageKind,
  question: questionKind,
} as const

/** What a gap is about: a search term, a page, a group of questions. */
export type GapKind = keyof typeof GAP_KINDS

/** A gap of any kind: the union of what the kinds find. */
export type Gap = {
  [K in GapKind]: (typeof GAP_KINDS)[K] extends GapKindUnit<infer G> ? G : never
}[GapKind]

export type { SearchGap, PageGap, QuestionGap }

/** The kinds by name, for validating what is read back (the memory). */
export const GAP_KIND_NAMES = Object.keys(GAP_KINDS) as GapKind[]

/** The gap kinds found in the signal `name` (none for a weight, such as `views`). */
export function kindsReading(name: string): GapKind[] {
  return GAP_KIND_NAMES.filter((kind) => GAP_KINDS[kind].signal === name)
}

/** The unit of `gap`'s kind, typed for that gap. */
export function unitOf<G extends Gap>(gap: G): GapKindUnit<G> {
  return GAP_KINDS[gap.kind] as unknown as GapKindUnit<G>
}

/**
 * The candidates: every gap the signals show at any count, kind after kind (the ranking orders
 * them; the memory's history measures them all); and the reader words no kind groups (each kind's
 * `unplaced`). Reader text is masked once, before anything is derived from it: a gap's key goes
 * into the memory marker, which anyone who can read the issue can decode, so an e-mail typed as a
 * search term must be gone before the term is folded into a key. `log` takes the kinds' lines for
 * the run's log.
 */
export function findAll(
  signals: GapSignals,
  log: (line: string) => void = () => {},
): {
  candidates: Gap[]
  unplaced: { text: string; count: number }[]
} {
  const masked = maskedSignals(signals)
  const units = Object.values(GAP_KINDS) as GapKindUnit<Gap>[]
  return {
    candidates: units.flatMap((unit) => unit.find(masked, log)),
    unplaced: units.flatMap((unit) => [...(unit.unplaced?.(masked) ?? [])]),
  }
}

/**
 * The signals with their reader text masked (lib/privacy.ts). A row whose text has nothing to mask
 * is passed as it is: a copy of each of 20,000 rows outlived the run's collections for nothing.
 */
function maskedSignals(signals: GapSignals): GapSignals {
  const masked = <T>(row: T, text: string, as: (text: string) => T): T => {
    const plain = maskPersonalData(text)
    return plain === text ? row : as(plain)
  }
  return {
    searches: signals.searches?.map((row) =>
      masked(row, row.searchQuery, (searchQuery) => ({ ...row, searchQuery })),
    ),
    pages: signals.pages,
    feedback: signals.feedback?.map((row) =>
      row.comment === null ? row : masked(row, row.comment, (comment) => ({ ...row, comment })),
    ),
    conversations: signals.conversations?.map((row) =>
      masked(row, row.query, (query) => ({ ...row, query })),
    ),
    known: signals.known,
    vocabulary: signals.vocabulary,
  }
}

/** The gaps of `candidates` the report shows (each kind's `reported` rule), in their order. */
export function reportedGaps(candidates: readonly Gap[], options: GapOptions): Gap[] {
  return candidates.filter((gap) => unitOf(gap).reported(gap, options))
}

/**
 * Readers' words that joined no reported gap (each kind's `leftAlone`), and those no kind groups
 * (`unplaced`, from `findAll`), each once with how often it was asked, most asked first: the
 * questions a run leaves alone, listed rather than lost.
 */
export function leftAlone(
  candidates: readonly Gap[],
  options: GapOptions,
  unplaced: readonly { text: string; count: number }[] = [],
): { text: string; count: number }[] {
  const counts = new Map<string, number>()
  const add = (words: readonly { text: string; count: number }[]) => {
    for (const { text, count } of words) counts.set(text, (counts.get(text) ?? 0) + count)
  }
  for (const gap of candidates) {
    const unit = unitOf(gap)
    if (unit.leftAlone && !unit.reported(gap, options)) add(unit.leftAlone(gap))
  }
  add(unplaced)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0]))
    .map(([text, count]) => ({ text, count }))
}

/** The gaps the signals show and the report shows: `reportedGaps` of the candidates. */
export function findGaps(signals: GapSignals, options: GapOptions): Gap[] {
  return reportedGaps(findAll(signals).candidates, options)
}

/** The reported gaps of one kind (its tests, and whatever looks at one kind alone). */
export function findOfKind<K extends GapKind>(
  kind: K,
  signals: GapSignals,
  options: GapOptions,
): Extract<Gap, { kind: K }>[] {
  return findGaps(signals, options).filter(
    (gap): gap is Extract<Gap, { kind: K }> => gap.kind === kind,
  )
}
