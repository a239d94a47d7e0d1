/**
 * Clustering the assistant's unanswered questions by the words they share, so that twenty ways of
 * asking one missing thing read as one gap. Greedy leader clustering over stem sets, with an
 * inverted index from stem to leader so that 20,000 questions cost a few postings each instead of
 * all pairs. Deterministic: questions are put in one total order before the first is looked at,
 * so the same questions in any order make the same clusters in the same order.
 */
import type { ConversationRow } from './rows.ts'
import { readerExcerpt } from '../lib/privacy.ts'
import { pathOfPage } from './paths.ts'
import { contentStems } from './terms.ts'

/** Least Jaccard similarity of a question's stems to its leader's: half the words in common. */
export const JACCARD_THRESHOLD = 0.5
/** Stems in a cluster's key: enough to tell clusters apart, few enough to survive new members. */
const KEY_STEMS = 3
const MAX_EXAMPLES = 5
const EXAMPLE_LENGTH = 300
const MAX_PAGES = 10

/** One cluster of unanswered questions. */
export interface QuestionCluster {
  /** Stable across runs: its most frequent stems (up to three), sorted, joined by one space. */
  key: string
  /** Questions in the cluster. */
  size: number
  /** Up to five distinct questions, most asked first, masked and shortened to 300 characters. */
  examples: string[]
  /** Paths of the pages where the questions were asked, most first (up to ten). */
  pages: string[]
  /** Earliest and latest timestamps of its questions ('' when none could be read). */
  firstAsked: string
  lastAsked: string
}

interface Question {
  row: ConversationRow
  stems: string[]
  signature: string
}

/** The questions the docs could not answer: `unanswered`, clarifying questions back left out. */
export function isUnansweredQuestion(row: ConversationRow): boolean {
  return row.resolutionStatus === 'unanswered' && row.responseType !== 'clarifying_question'
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
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
    if (stems.length > 0) questions.push({ row, stems, signature: stems.join(' ') })
  }
  questions.sort(compareQuestions)
  // A turn is one (id, timestamp, query): `id` alone repeats across the turns of a conversation,
  // and overlapping pages of the export can deliver one turn twice. Sorted first, so the copy kept
  // does not depend on the order rows arrived in.
  const seen = new Set<string>()
  return questions.filter((q) => {
    const turn = `${q.row.id}\u0000${q.row.timestamp ?? ''}\u0000${q.row.query}`
    if (seen.has(turn)) return false
    seen.add(turn)
    return true
  })
}

/** Questions with the same stems, largest bundles first: the common phrasing leads its cluster. */
function bundles(questions: Question[]): Question[][] {
  const bySignature = new Map<string, Question[]>()
  for (const q of questions) {
    const list = bySignature.get(q.signature)
    if (list) list.push(q)
    else bySignature.set(q.signature, [q])
  }
  return [...bySignature.values()].sort(
    (a, b) => b.length - a.length || compareStrings(a[0]!.signature, b[0]!.signature),
  )
}

/** Leader clustering: each bundle joins the most similar earlier leader, or leads a new cluster. */
function leaderClusters(ordered: Question[][]): Question[][] {
  const leaders: string[][] = []
  const members: Question[][] = []
  const index = new Map<string, number[]>()
  const shared = new Map<number, number>()
  for (const bundle of ordered) {
    const stems = bundle[0]!.stems
    shared.clear()
    for (const stem of stems)
      for (const leader of index.get(stem) ?? []) shared.set(leader, (shared.get(leader) ?? 0) + 1)
    let best = -1
    let bestScore = 0
    for (const [leader, common] of shared) {
      const score = common / (stems.length + leaders[leader]!.length - common)
      if (score > bestScore || (score === bestScore && leader < best)) {
        best = leader
        bestScore = score
      }
    }
    if (best >= 0 && bestScore >= JACCARD_THRESHOLD) {
      members[best]!.push(...bundle)
      continue
    }
    const id = leaders.length
    leaders.push(stems)
    members.push([...bundle])
    for (const stem of stems) {
      const postings = index.get(stem)
      if (postings) postings.push(id)
      else index.set(stem, [id])
    }
  }
  return members
}

function tally(values: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return counts
}

function mostFirst(counts: Map<string, number>): string[] {
  return [...counts].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0])).map(([k]) => k)
}

function keyOf(questions: Question[]): string {
  const stems = mostFirst(tally(questions.flatMap((q) => q.stems)))
  return stems.slice(0, KEY_STEMS).sort().join(' ')
}

function describe(key: string, questions: Question[]): QuestionCluster {
  const texts = tally(questions.map((q) => q.row.query.replace(/\s+/g, ' ').trim()))
  const examples = mostFirst(texts)
    .slice(0, MAX_EXAMPLES)
    .map((t) => readerExcerpt(t, EXAMPLE_LENGTH))
  const pages = tally(questions.flatMap((q) => (q.row.pageUrl ? [pathOfPage(q.row.pageUrl)] : [])))
  const times = questions.flatMap((q) => q.row.timestamp ?? []).sort(compareStrings)
  return {
    key,
    size: questions.length,
    examples,
    pages: mostFirst(pages).slice(0, MAX_PAGES),
    firstAsked: times[0] ?? '',
    lastAsked: times[times.length - 1] ?? '',
  }
}

/**
 * Clusters the unanswered questions among `rows` (other turns are left out), largest cluster
 * first, ties by key. Two clusters that end up with the same key are one: the key is what the
 * memory knows a cluster by.
 */
export function clusterQuestions(rows: readonly ConversationRow[]): QuestionCluster[] {
  const byKey = new Map<string, Question[]>()
  for (const cluster of leaderClusters(bundles(questionsOf(rows)))) {
    const key = keyOf(cluster)
    const list = byKey.get(key)
    if (list) list.push(...cluster)
    else byKey.set(key, cluster)
  }
  return [...byKey]
    .map(([key, questions]) => describe(key, questions))
    .sort((a, b) => b.size - a.size || compareStrings(a.key, b.key))
}
