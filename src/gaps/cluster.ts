/**
 * Grouping the assistant's unanswered questions by meaning, so that several ways of asking one
 * missing thing read as one gap, without a model, pure first: statistics of the questions
 * themselves (TF-IDF over content-word stems and letter groups, in each question's language),
 * average linkage with a floor, all pairs up to a few thousand distinct questions and a neighbour
 * graph beyond; a question with no near partner stays alone. See questions/group.ts. Each cluster
 * is named by its medoid and carries a signature (its heaviest stems) and a cohesion; clusters are
 * ranked by size weighed by cohesion, so that a loose group does not lead. A cluster that clearly
 * is a topic of an earlier run keeps that topic's key (questions/anchor.ts). Deterministic:
 * questions are put in one total order before the first is looked at, so the same questions in
 * any order make the same clusters in the same order.
 */
import { isUnansweredQuestion, type ConversationRow } from './rows.ts'
import { readerExcerpt } from '../lib/privacy.ts'
import { compareStrings, oneLine } from '../lib/text.ts'
import { pathOfPage } from './paths.ts'
import { contentStems, noContentWord } from './terms.ts'
import { stemReadNow } from './language.ts'
import type { RelatedTerms } from './questions/features.ts'
import {
  DEFAULT_SETTINGS,
  groupQuestions,
  type CategoryJudgement,
  type Group,
  type GroupingSettings,
} from './questions/group.ts'

/** Stems in a cluster's key: enough to tell clusters apart, few enough to survive new members. */
const KEY_STEMS = 2
const MAX_EXAMPLES = 5
const EXAMPLE_LENGTH = 300
const MAX_PAGES = 10

/** One cluster of unanswered questions. */
export interface QuestionCluster {
  /**
   * Stable across runs: the two heaviest stems of its signature, sorted, joined by one space
   * (more stems when another cluster of the run has those two).
   */
  key: string
  /** Its most representative question (nearest the centre), masked: the gap's name. */
  name: string
  /**
   * Up to ten stems that weigh most in it: what recognises the same topic in other words later
   * (a new question whose stems overlap these most belongs here).
   */
  signature: string[]
  /** How tight it is, 0..1: the members' mean similarity to its centre. */
  cohesion: number
  /** Questions in the cluster. */
  size: number
  /**
   * Up to five distinct questions, masked and shortened to 300 characters: its name first, then
   * the most asked.
   */
  examples: string[]
  /** Every distinct question it holds with how often it was asked, most asked first (masked, 300 characters each). */
  questions: { text: string; count: number }[]
  /** Paths of the pages where the questions were asked, most first (up to ten). */
  pages: string[]
  /** Earliest and latest timestamps of its questions ('' when none could be read). */
  firstAsked: string
  lastAsked: string
  /** Row ids of its questions (for measuring; not shown). */
  ids?: string[]
}

interface Question {
  row: ConversationRow
  /** Its content stems, sorted and joined: what orders the questions. */
  signature: string
}

function compareQuestions(a: Question, b: Question): number {
  return (
    compareStrings(a.signature, b.signature) ||
    compareStrings(a.row.query, b.row.query) ||
    compareStrings(a.row.timestamp ?? '', b.row.timestamp ?? '') ||
    compareStrings(a.row.id, b.row.id) ||
    compareStrings(a.row.pageUrl ?? '', b.row.pageUrl ?? '')
  )
}

function questionsOf(rows: readonly ConversationRow[]): Question[] {
  const questions: Question[] = []
  for (const row of rows) {
    if (!isUnansweredQuestion(row)) continue
    const stems = contentStems(row.query, false)
    if (stems.length > 0) questions.push({ row, signature: stems.join(' ') })
  }
  return eachTurnOnce(questions)
}

/**
 * The questions in the one total order, each turn once. A turn is one (id, timestamp, query): `id`
 * alone repeats across the turns of a conversation, and overlapping pages of the export can
 * deliver one turn twice. Sorted first, so the copy kept does not depend on the order rows arrived
 * in; the order compares query, timestamp and id before anything that may differ between copies,
 * so the copies of a turn are neighbours (compared in place: no key string per question).
 */
function eachTurnOnce(questions: Question[]): Question[] {
  questions.sort(compareQuestions)
  return questions.filter((q, k) => k === 0 || !sameTurn(questions[k - 1]!.row, q.row))
}

/**
 * The unanswered questions with no content word: stop words alone ("what is this?", "how about
 * you"), or no word at all ("?!", an address and nothing else): nothing to group them by, so never
 * in a gap, but not lost either. Each distinct one once (its turns counted once each, as in a
 * gap), masked and shortened to 300 characters, most asked first. A blank query is left out.
 */
export function wordlessQuestions(
  rows: readonly ConversationRow[],
): { text: string; count: number }[] {
  const turns = eachTurnOnce(
    rows
      .filter((row) => isUnansweredQuestion(row) && noContentWord(row.query))
      .map((row) => ({ row, signature: '' })),
  )
  const texts = tally(turns.map((q) => oneLine(q.row.query)))
  return mostFirst(texts).map((text) => ({
    text: readerExcerpt(text, EXAMPLE_LENGTH),
    count: texts.get(text)!,
  }))
}

function sameTurn(a: ConversationRow, b: ConversationRow): boolean {
  return a.id === b.id && (a.timestamp ?? '') === (b.timestamp ?? '') && a.query === b.query
}

function tally(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return counts
}

function mostFirst(counts: Map<string, number>): string[] {
  return [...counts].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0])).map(([k]) => k)
}

/** Written mostly in capitals: at least 60 % of its letters, and four letters or more. */
function shouts(text: string): boolean {
  // Counted in place: a run names thousands of groups, and an array of letters each adds up.
  let letters = 0
  let upper = 0
  for (const c of text) {
    if (!LETTER.test(c)) continue
    letters++
    if (c !== c.toLowerCase()) upper++
  }
  return letters >= 4 && upper / letters >= 0.6
}

const LETTER = /\p{L}/u

/**
 * The cluster's name: its most representative question, unless that one shouts and a plainer
 * one exists: the same words in plain case first, else the most asked plain question.
 */
function plainName(medoid: string, texts: readonly string[]): string {
  if (!shouts(medoid)) return medoid
  const lower = medoid.toLowerCase()
  const plain = texts.filter((t) => !shouts(t))
  return plain.find((t) => t.toLowerCase() === lower) ?? plain[0] ?? medoid
}

function describe(
  key: string,
  group: Group,
  all: readonly Question[],
  pathOf: (pageUrl: string) => string,
): QuestionCluster {
  const questions = group.members.map((i) => all[i]!)
  const texts = tally(questions.map((q) => oneLine(q.row.query)))
  const order = mostFirst(texts)
  const name = plainName(oneLine(all[group.medoid]!.row.query), order)
  const asked = order.map((text) => ({
    text: readerExcerpt(text, EXAMPLE_LENGTH),
    count: texts.get(text)!,
  }))
  // The examples are among the questions asked: their shortened texts are those made for them.
  const cut = new Map(order.map((text, k) => [text, asked[k]!.text]))
  const examples = [name, ...order.filter((t) => t !== name)]
    .slice(0, MAX_EXAMPLES)
    .map((t) => cut.get(t) ?? readerExcerpt(t, EXAMPLE_LENGTH))
  const pages = tally(questions.flatMap((q) => (q.row.pageUrl ? [pathOf(q.row.pageUrl)] : [])))
  let firstAsked = ''
  let lastAsked = ''
  for (const { row } of questions) {
    if (!row.timestamp) continue
    if (!firstAsked || row.timestamp < firstAsked) firstAsked = row.timestamp
    if (!lastAsked || row.timestamp > lastAsked) lastAsked = row.timestamp
  }
  return {
    key,
    size: questions.length,
    name: examples[0]!,
    // The group's own list (up to ten stems, not kept elsewhere): no copy per cluster.
    signature: group.signature,
    cohesion: Math.round(group.cohesion * 1000) / 1000,
    examples,
    questions: asked,
    pages: mostFirst(pages).slice(0, MAX_PAGES),
    firstAsked,
    lastAsked,
    ids: questions.map((q) => q.row.id),
  }
}

/**
 * A topic remembered from an earlier run: its key, its signature (stems, heaviest first), and how
 * many questions it held when last seen (1 when not known).
 */
export interface RememberedTopic {
  key: string
  signature: readonly string[]
  asked?: number
}

/**
 * What the caller may add: the remembered topics, the docs' vocabulary, and the grouping's
 * settings (for measuring).
 */
interface ClusterOptions {
  /** A cluster that is one of these topics (questions/anchor.ts) keeps the topic's key. */
  remembered?: readonly RememberedTopic[]
  /** Terms that mean one thing for these docs, e.g. ["SSO", "single sign-on", "SAML"]. */
  relatedTerms?: RelatedTerms
  settings?: Partial<GroupingSettings>
  /** Hears how the platform's categories were judged (questions/group.ts), when any was given. */
  judged?: (categories: CategoryJudgement) => void
}

/**
 * What a group's cohesion weighs in its rank (its size, or its readers, times this): a loose group
 * of many is a mixture, not one missing page.
 */
export function cohesionWeight(cohesion: number, power = DEFAULT_SETTINGS.rankPower): number {
  return cohesion ** power
}

/** Keys from the signature: its first two stems sorted, more while another group has them. */
function uniqueKey(signature: readonly string[], taken: Set<string>): string {
  for (let k = Math.min(KEY_STEMS, signature.length); k <= signature.length; k++) {
    const key = signature.slice(0, k).sort().join(' ')
    if (!taken.has(key)) return key
  }
  const base = signature.slice(0, KEY_STEMS).sort().join(' ')
  for (let i = 2; ; i++) if (!taken.has(`${base} ${i}`)) return `${base} ${i}`
}

/**
 * Groups the unanswered questions among `rows` by meaning (other turns are left out): the
 * best-ranked group first (size weighed by cohesion), ties by key. See questions/group.ts.
 */
export function clusterQuestions(
  rows: readonly ConversationRow[],
  options: ClusterOptions = {},
): QuestionCluster[] {
  const questions = questionsOf(rows)
  const settings = { ...DEFAULT_SETTINGS, ...options.settings }
  const remembered = (options.remembered ?? []).filter((t) => t.signature.length > 0)
  const groups = groupQuestions(
    questions.map((q) => ({ text: q.row.query, category: q.row.queryCategory ?? null })),
    options.relatedTerms ?? [],
    settings,
    remembered.map((t) => ({ stems: t.signature.map(stemReadNow), asked: t.asked ?? 1 })),
    options.judged,
  )
  const ranked = groups
    .map((g) => ({
      g,
      score: g.members.length * cohesionWeight(g.cohesion, settings.rankPower),
      name: questions[g.medoid]!.row.query,
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.g.members.length - a.g.members.length ||
        compareStrings(a.name, b.name) ||
        a.g.medoid - b.g.medoid,
    )
  // A remembered topic's key is its own, and only its own: a new group takes a key no remembered
  // topic has, carried or not (a key is an id: it must never pass to another topic).
  const taken = new Set((options.remembered ?? []).map((t) => t.key))
  // Readers ask from a few pages: each page's path is read from its address once.
  const paths = new Map<string, string>()
  const pathOf = (url: string) => paths.get(url) ?? paths.set(url, pathOfPage(url)).get(url)!
  return ranked.map(({ g }) => {
    const key = g.anchor === undefined ? uniqueKey(g.signature, taken) : remembered[g.anchor]!.key
    taken.add(key)
    return describe(key, g, questions, pathOf)
  })
}
