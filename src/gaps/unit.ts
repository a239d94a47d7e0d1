/**
 * What a gap kind is to the rest of the action: one module a kind (search.ts, page.ts,
 * question.ts), one line each in the registry (registry.ts). A kind finds its gaps in the signals
 * read, says what they weigh in the ranking, and says them everywhere they go: the report's table
 * row and evidence, the output file's record, the brief the memory keeps, and the line a `fix`
 * prompt gives the agent. Nothing outside the kind's module branches on the kind.
 */
import type { EvidenceDetail } from '../render/inert.ts'
import type { RelatedTerms } from './questions/features.ts'
import type { ConversationRow, FeedbackRow, PageFeedbackRow, SearchRow } from './rows.ts'

/** What every gap has, whatever its kind. */
export interface GapBase {
  kind: string
  /** Stable across runs: `<kind>:<what it is about>` (a folded term, a page path, a topic). */
  key: string
  /** Readers affected: searches, thumbs-down votes or questions. */
  readers: number
  /** A one-line name for tables and the memory (masked, at most 80 characters). */
  label: string
  /**
   * What recognises the same gap next run when other words ask it (the memory keeps it): up to
   * ten stems, heaviest first. Absent for kinds whose key is the gap itself (a page).
   */
  signature?: readonly string[]
}

/** A gap the memory remembers, as a kind may use it to find the same gap again. */
export interface KnownGap {
  key: string
  kind: string
  signature?: readonly string[]
  /** Its numbers in its last runs, oldest first (`count`: what its kind counts). */
  history?: readonly { count: number }[]
}

/**
 * The signals read this run, reader text already masked (an absent signal is skipped), and the
 * gaps the memory remembers.
 */
export interface GapSignals {
  searches?: readonly SearchRow[]
  pages?: readonly PageFeedbackRow[]
  feedback?: readonly FeedbackRow[]
  conversations?: readonly ConversationRow[]
  known?: readonly KnownGap[]
  /**
   * The docs' own vocabulary (`docs-path`): terms that mean one thing for these docs, such as an
   * acronym and the words it stands for (flows/insights/docs-vocabulary.ts).
   */
  vocabulary?: RelatedTerms
}

export interface GapOptions {
  /** `min-count`: least searches, thumbs-down or questions for a gap. */
  minCount: number
  /** Click-through under which a term's searches failed (fraction); LOW_CTR by default. */
  lowCtr?: number
}

/**
 * What a `fix` prompt knows of a gap, read back from the memory: the evidence in numbers and the
 * docs pages it concerns, both untrusted (anyone who can edit the issue can edit them).
 */
interface TaskFacts {
  /** ` (42 searches, no click)`: the evidence in numbers, made safe, or '' when none was kept. */
  numbers: string
  /** Docs page paths as inline code spans. */
  pages: readonly string[]
  /** True when readers' words are quoted in the prompt's data block. */
  hasExamples: boolean
}

/**
 * A gap's numbers in one run, for the memory's history: `count` is what a fix is judged on (it
 * should fall once the docs answer the readers), the others what its kind has besides.
 */
export interface GapMeasure {
  count: number
  searches?: number
  clicks?: number
  down?: number
  votes?: number
  questions?: number
}

/** One kind of gap. Its functions receive only gaps of its own kind. */
export interface GapKindUnit<G extends GapBase> {
  /**
   * Its gaps in this run's signals at any count (at least one reader): the history measures them
   * all, the report shows those `reported` keeps. `log` takes a line for the run's log, where how
   * the kind read the signals is worth saying (what the platform's categories weighed).
   */
  find(signals: GapSignals, log?: (line: string) => void): G[]
  /** True for a gap the report shows: at least `minCount` readers, and its kind's own rule. */
  reported(gap: G, options: GapOptions): boolean
  /** The signal (as the `signals` input names it) its gaps are found in. */
  signal: 'searches' | 'feedback' | 'assistant'
  /** Its numbers for the memory's history (see GapMeasure). */
  measure(gap: G): GapMeasure
  /**
   * What the judged count is, in inert Markdown, given the gap's label (readers' words: make
   * them inert): "searches for `retry options` with no click".
   */
  judgedWords(label: string): string
  /** The page it is bound to (its views weight the ranking), or null. */
  page(gap: G): string | null
  /**
   * The earliest time (ISO 8601) its signal dates the readers it counts (a question asked), where
   * each is dated; absent for kinds counted over the window undated (searches, votes): their
   * count runs from the window's first day. The report's "Since" (flows/insights/rank.ts).
   */
  firstDated?(gap: G): string | null
  /**
   * What its readers count for in the ranking, 0–1 (1 for most kinds): a loose group of questions
   * counts for less than a tight one of the same size.
   */
  rankFactor(gap: G): number
  /**
   * How sure the evidence is, 0–1: between gaps of equal impact, the surer ranks first (a page's
   * 30 of 40 votes down above its 30 of 3,000).
   */
  confidence(gap: G): number
  /** What readers did, in numbers: `42 searches, no click`. */
  numbers(gap: G): string
  /** The words or page it is about, for the report's table (inert Markdown). */
  words(gap: G): string
  /** The lines of its collapsed evidence section in the report (inert Markdown). */
  evidence(gap: G, detail: EvidenceDetail): string[]
  /** Its evidence in the output file: plain data, reader text masked. */
  record(gap: G): { kind: G['kind'] } & Record<string, unknown>
  /** Readers' own words, for the brief the memory keeps (the prompt quotes them as data). */
  examples(gap: G): readonly string[]
  /** The docs pages its brief names, given those of the docs checkout that cover its words. */
  briefPages(gap: G, covering: readonly string[]): string[]
  /** True when its label is made of readers' words (quoted as data, never as an instruction). */
  labelFromReaders: boolean
  /** True when the docs checkout (`docs-path`) is searched for its words. */
  matchesDocs: boolean
  /**
   * Readers' words of a candidate the report does not show, each with how often it was asked
   * (masked, at most 300 characters each): the output file lists them so that nothing is lost.
   * Kinds whose unreported candidates say nothing alone (a term searched twice) leave it out.
   */
  leftAlone?(gap: G): readonly { text: string; count: number }[]
  /**
   * Readers' words the kind reads but never groups (a question with no content word: "what is
   * this?"), each with how often it was asked (masked, at most 300 characters each): listed with
   * those left alone, so that nothing is lost.
   */
  unplaced?(signals: GapSignals): readonly { text: string; count: number }[]
  /**
   * Its instruction in a `fix` prompt (after `- g4 (kind): `): what to reach, naming pages but
   * never readers' words, which the prompt quotes as data.
   */
  task(facts: TaskFacts): string
}

/** Longest reader text kept in a gap's evidence. */
export const EXCERPT = 300
/** Longest label. */
export const LABEL = 80
/** Examples a gap keeps. */
export const MAX_EXAMPLES = 5
/** The longest key: keys live in the memory, which is bounded. */
const MAX_KEY = 200

/** A gap's key: its kind, then what it is about, bounded. */
export function keyOf(kind: string, id: string): string {
  return `${kind}:${id}`.slice(0, MAX_KEY)
}
