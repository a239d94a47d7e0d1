/**
 * The "Question grouping" figures: how well insights mode's question gaps follow the meaning of
 * labelled questions (BANKING77's training set, /work/shared/datasets/banking77-train, or the file
 * named by QUESTION_SET). In-process: the clustering function on the questions as unanswered turns.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { ConversationRow } from '../src/flows/insights/rows.ts'
import { clusterQuestions, type QuestionCluster } from '../src/flows/insights/cluster.ts'
import { adjustedMutualInformation, adjustedRandIndex } from './cluster-metrics.ts'

export const DEFAULT_SET = '/work/shared/datasets/banking77-train/banking77-train.use-lite.qvec8'
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

function purity(members: string[][]): number {
  let major = 0
  let total = 0
  for (const labels of members) {
    const counts = new Map<string, number>()
    for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1)
    major += Math.max(...counts.values())
    total += labels.length
  }
  return total === 0 ? 0 : major / total
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
} {
  const rows = rowsOf(set.texts)
  const started = performance.now()
  const settings = process.env.GROUPING ? JSON.parse(process.env.GROUPING) : undefined
  const clusters = clusterQuestions(rows, { settings })
  const ms = performance.now() - started
  return { scores: scoreGrouping(set, rows, clusters), clusters, ms }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = readQuestionSet(process.env.QUESTION_SET ?? DEFAULT_SET)
  const { scores, ms } = runGrouping(set)
  const pct = (v: number) => (100 * v).toFixed(1)
  console.log(
    `AMI ${pct(scores.ami)} ARI ${pct(scores.ari)} unreported ${pct(scores.unreported)}% ` +
      `purity top10 ${pct(scores.purityTop10)}% largest10 ${pct(scores.purityLargest10)}% ` +
      `gaps ${scores.gaps} clusters ${scores.clusters} ${ms.toFixed(0)} ms`,
  )
}
