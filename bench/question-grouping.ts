/**
 * The "Question grouping" figures: how well insights mode's question gaps follow the meaning of
 * labelled questions (BANKING77's training set, ../shared/datasets/banking77-train beside the repository, or the file
 * named by QUESTION_SET). In-process: the clustering function on the questions as unanswered turns
 * (bench.ts prints these under the figures of the bundled action, bench/grouping-action.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ConversationRow } from '../src/gaps/rows.ts'
import { clusterQuestions, type QuestionCluster } from '../src/gaps/cluster.ts'
import { adjustedMutualInformation, adjustedRandIndex, purity } from './cluster-metrics.ts'
import { seededRandom } from '../src/lib/random.ts'

/** The dev set: `../shared/` beside the repository, as CI and every session have it. */
export const DEFAULT_SET = fileURLToPath(
  new URL('../../shared/datasets/banking77-train/banking77-train.use-lite.qvec8', import.meta.url),
)
const MIN_COUNT = 3

export interface LabelledQuestions {
  texts: string[]
  labels: string[]
}

/** The texts and labels of a QVEC8v1 file (its vectors are not read). */
export function readQuestionSet(file: string): LabelledQuestions {
  const buf = readFileSync(file)
  if (buf.subarray(0, 8).toString('latin1') !== 'QVEC8v1\n') throw new Error(`${file}: not QVEC8v1`)
  const h = buf.readUInt32LE(8)
  const header = JSON.parse(buf.subarray(12, 12 + h).toString('utf8')) as {
    labelNames: string[]
    labels: number[]
    texts: string[]
  }
  return { texts: header.texts, labels: header.labels.map((l) => header.labelNames[l]!) }
}

export function questionSetAvailable(file = process.env.QUESTION_SET ?? DEFAULT_SET): boolean {
  return existsSync(file)
}

/** Each question one unanswered turn; `queryCategory` none (the set has none). */
export function rowsOf(texts: readonly string[], prefix = 'q'): ConversationRow[] {
  return texts.map((query, i) => ({
    id: `${prefix}${i}`,
    timestamp: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
    query,
    response: null,
    responseType: 'answer',
    resolutionStatus: 'unanswered',
    sources: [],
    queryCategory: null,
    pageUrl: null,
  }))
}

export interface GroupingScores {
  ami: number
  ari: number
  unreported: number
  purityTop10: number
  purityLargest10: number
  gaps: number
  clusters: number
}

/** Which cluster each row went into, by row id. */
function assignment(clusters: readonly QuestionCluster[]): Map<string, number> {
  const of = new Map<string, number>()
  clusters.forEach((c, i) => {
    for (const id of c.ids ?? []) of.set(id, i)
  })
  return of
}

/** Scores of a clustering: questions in no reported gap count as their own singletons. */
export function scoreGrouping(
  set: LabelledQuestions,
  rows: readonly ConversationRow[],
  clusters: readonly QuestionCluster[],
): GroupingScores {
  const of = assignment(clusters)
  const found = rows.map((r, i) => {
    const c = of.get(r.id)
    return c !== undefined && clusters[c]!.size >= MIN_COUNT ? `c${c}` : `alone${i}`
  })
  const truth = set.labels.slice(0, rows.length)
  const labelOf = new Map(rows.map((r, i) => [r.id, truth[i]!]))
  const reported = clusters.filter((c) => c.size >= MIN_COUNT)
  const labelsOf = (c: QuestionCluster) => (c.ids ?? []).map((id) => labelOf.get(id)!)
  const largest = [...reported].sort((a, b) => b.size - a.size).slice(0, 10)
  const inGaps = reported.reduce((s, c) => s + c.size, 0)
  return {
    ami: adjustedMutualInformation(truth, found),
    ari: adjustedRandIndex(truth, found),
    unreported: 1 - inGaps / rows.length,
    purityTop10: purity(reported.slice(0, 10).map(labelsOf)),
    purityLargest10: purity(largest.map(labelsOf)),
    gaps: reported.length,
    clusters: clusters.length,
  }
}

export function runGrouping(set: LabelledQuestions): {
  scores: GroupingScores
  clusters: QuestionCluster[]
  ms: number
  cpuMs: number
} {
  const rows = rowsOf(set.texts)
  const started = performance.now()
  const cpu = process.cpuUsage()
  const settings = process.env.GROUPING ? JSON.parse(process.env.GROUPING) : undefined
  const clusters = clusterQuestions(rows, { settings })
  const ms = performance.now() - started
  const used = process.cpuUsage(cpu)
  const cpuMs = (used.user + used.system) / 1000
  return { scores: scoreGrouping(set, rows, clusters), clusters, ms, cpuMs }
}

/** The set in a seeded random order. */
export function shuffled(set: LabelledQuestions, seed = 11): LabelledQuestions {
  const next = seededRandom(seed)
  const order = set.texts.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return { texts: order.map((i) => set.texts[i]!), labels: order.map((i) => set.labels[i]!) }
}

/** A copy of each question with a small change: case, end punctuation, one letter swapped. */
export function doubled(set: LabelledQuestions, seed = 5): LabelledQuestions {
  const next = seededRandom(seed)
  const perturbed = set.texts.map((t) => {
    let s = next() < 0.5 ? t.toLowerCase() : t
    s = s.replace(/[?.!]+$/, '')
    const i = Math.floor(next() * Math.max(1, s.length - 2))
    if (/[a-z]{2}/i.test(s.slice(i, i + 2))) s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2)
    return s
  })
  return { texts: [...set.texts, ...perturbed], labels: [...set.labels, ...set.labels] }
}

/** For each label, the reported cluster holding most of its questions (if it holds 3 or more). */
function homeOf(set: LabelledQuestions, rows: ConversationRow[], clusters: QuestionCluster[]) {
  const labelOf = new Map(rows.map((r, i) => [r.id, set.labels[i]!]))
  const counts = new Map<string, Map<QuestionCluster, number>>()
  for (const c of clusters.filter((c) => c.size >= MIN_COUNT)) {
    for (const id of c.ids ?? []) {
      const l = labelOf.get(id)!
      const m = counts.get(l) ?? new Map<QuestionCluster, number>()
      m.set(c, (m.get(c) ?? 0) + 1)
      counts.set(l, m)
    }
  }
  const home = new Map<string, QuestionCluster>()
  for (const [l, m] of counts) {
    const [c, k] = [...m].sort((a, b) => b[1] - a[1])[0]!
    if (k >= MIN_COUNT) home.set(l, c)
  }
  return home
}

/**
 * Of the keys `one` and `two` share, how many, and the share for which `same` holds: a topic found
 * in both weeks, and whether it kept what is compared.
 */
export function keptShare<K, A, B>(
  one: ReadonlyMap<K, A>,
  two: ReadonlyMap<K, B>,
  same: (first: A, second: B) => boolean,
): { both: number; share: number } {
  let both = 0
  let kept = 0
  for (const [key, first] of one) {
    const second = two.get(key)
    if (second === undefined) continue
    both += 1
    if (same(first, second)) kept += 1
  }
  return { both, share: kept / Math.max(1, both) }
}

/**
 * Two halves of the set as consecutive weeks, week two remembering week one's gaps: of the topics
 * (labels) with a home gap in both, the share whose week-two gap has the week-one gap's key.
 */
export function stability(set: LabelledQuestions): { topics: number; sameKey: number } {
  const half = Math.floor(set.texts.length / 2)
  let remembered: { key: string; signature: string[]; asked?: number }[] = []
  const weeks = [0, 1].map((w) => {
    const part = {
      texts: set.texts.slice(w * half, (w + 1) * half),
      labels: set.labels.slice(w * half, (w + 1) * half),
    }
    const rows = rowsOf(part.texts, `w${w}-`)
    // Week two remembers week one's reported gaps, as the memory in the report issue does.
    const settings = process.env.GROUPING ? JSON.parse(process.env.GROUPING) : undefined
    const clusters = clusterQuestions(rows, { remembered, settings })
    const gaps = clusters.filter((c) => c.size >= MIN_COUNT)
    remembered = gaps.map((c) => ({ key: c.key, signature: c.signature, asked: c.size }))
    return { home: homeOf(part, rows, clusters) }
  })
  const [one, two] = weeks as [(typeof weeks)[0], (typeof weeks)[0]]
  const { both, share } = keptShare(one.home, two.home, (a, b) => a.key === b.key)
  return { topics: both, sameKey: share }
}

/**
 * The ceiling the grouping's granularity sets on the measure above: all questions grouped at once,
 * as if week two reproduced week one's partition exactly; of the topics with a home gap in both
 * halves, the share whose two homes are one gap. A topic split about evenly between two gaps
 * changes home with the sampling of the halves, however faithfully its ids are kept.
 */
export function stabilityCeiling(set: LabelledQuestions): { topics: number; sameGap: number } {
  const half = Math.floor(set.texts.length / 2)
  const rows = rowsOf(set.texts)
  const clusters = clusterQuestions(rows)
  const [one, two] = [0, 1].map((w) => {
    const inHalf = new Set(rows.slice(w * half, (w + 1) * half).map((r) => r.id))
    return homeOf(
      set,
      rows,
      clusters.map((c) => ({ ...c, ids: (c.ids ?? []).filter((id) => inHalf.has(id)) })),
    )
  }) as [Map<string, QuestionCluster>, Map<string, QuestionCluster>]
  const { both, share } = keptShare(one, two, (a, b) => a.key === b.key)
  return { topics: both, sameGap: share }
}

/**
 * `topics` labels of `set` drawn at random, the one ranked r with about `top / r` of its questions
 * (at least 3): a few topics asked often and a long tail, as a docs site's readers ask.
 */
export function heavyTailed(
  set: LabelledQuestions,
  topics: number,
  top: number,
  seed: number,
): LabelledQuestions {
  const byLabel = new Map<string, string[]>()
  set.texts.forEach((t, i) =>
    byLabel.set(set.labels[i]!, [...(byLabel.get(set.labels[i]!) ?? []), t]),
  )
  const pool = [...byLabel.keys()].sort()
  const next = seededRandom(seed)
  const texts: string[] = []
  const labels: string[] = []
  for (let r = 1; r <= topics && pool.length > 0; r++) {
    const label = pool.splice(Math.floor(next() * pool.length), 1)[0]!
    for (const t of byLabel.get(label)!.slice(0, Math.max(3, Math.round(top / r)))) {
      texts.push(t)
      labels.push(label)
    }
  }
  return shuffled({ texts, labels }, seed)
}

/**
 * Smaller sets than the whole, as a week of a docs site may bring: samples of all 77 topics, and
 * heavy-tailed sets of fewer topics. Each with the scores of its grouping.
 */
export function otherSizes(
  set: LabelledQuestions,
): ({ name: string; n: number } & GroupingScores)[] {
  const mixed = shuffled(set, 7)
  const sample = (n: number) => ({
    texts: mixed.texts.slice(0, n),
    labels: mixed.labels.slice(0, n),
  })
  const sets: [string, LabelledQuestions][] = [
    ['a sample of 500 (77 topics)', sample(500)],
    ['a sample of 1,500 (77 topics)', sample(1500)],
    ['a sample of 3,000 (77 topics)', sample(3000)],
    ['8 topics, heavy-tailed', heavyTailed(shuffled(set, 3), 8, 80, 6)],
    ['15 topics, heavy-tailed', heavyTailed(shuffled(set, 3), 15, 120, 1)],
    ['40 topics, heavy-tailed', heavyTailed(shuffled(set, 3), 40, 150, 5)],
  ]
  return sets.map(([name, part]) => {
    const rows = rowsOf(part.texts)
    return { name, n: part.texts.length, ...scoreGrouping(part, rows, clusterQuestions(rows)) }
  })
}

/** Shuffles the weeks are measured on in-process besides the default one (seed 11). */
export const MORE_SEEDS = [7, 23, 5]

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = readQuestionSet(process.env.QUESTION_SET ?? DEFAULT_SET)
  const mode = process.argv.find((a) => a.startsWith('--mode='))?.slice(7) ?? 'full'
  const pct = (v: number) => (100 * v).toFixed(1)
  if (mode === 'full' || mode === 'scale') {
    const { scores, ms, cpuMs } = runGrouping(mode === 'scale' ? doubled(set) : set)
    const peakMb = process.resourceUsage().maxRSS / 1024
    if (process.argv.includes('--json'))
      console.log(JSON.stringify({ ...scores, ms, cpuMs, peakMb }))
    else
      console.log(
        `AMI ${pct(scores.ami)} ARI ${pct(scores.ari)} unreported ${pct(scores.unreported)}% ` +
          `purity top10 ${pct(scores.purityTop10)}% largest10 ${pct(scores.purityLargest10)}% ` +
          `gaps ${scores.gaps} clusters ${scores.clusters} ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms) peak ${peakMb.toFixed(0)} MB`,
      )
  } else if (mode === 'sizes') console.log(JSON.stringify(otherSizes(set)))
  else if (mode === 'seeds')
    console.log(
      JSON.stringify(
        [11, ...MORE_SEEDS].map((seed) => ({
          seed,
          ...stability(shuffled(set, seed)),
          ...stabilityCeiling(shuffled(set, seed)),
        })),
      ),
    )
  else console.log(JSON.stringify(stability(shuffled(set, Number(process.env.SEED ?? 11)))))
}
