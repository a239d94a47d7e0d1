/**
 * Grouping questions by meaning without a model: TF-IDF over words, word pairs and character
 * 4-grams, a latent semantic space from a randomized SVD, a neighbour graph from an inverted
 * index, Louvain communities, then a cohesion check that splits loose communities again.
 */
import { tfidfVectors, type RelatedTerms } from './features.ts'
import { neighbourGraph, similarity, type Embedding, type Graph } from './graph.ts'
import { lsaVectors } from './lsa.ts'
import { louvain } from './louvain.ts'

export interface GroupingSettings {
  dims: number
  blend: number
  neighbours: number
  candidates: number
  minSimilarity: number
  resolution: number
  /** Communities less cohesive than this are split again at a higher resolution. */
  minCohesion: number
}

export const DEFAULT_SETTINGS: GroupingSettings = {
  dims: 100,
  blend: 0.5,
  neighbours: 10,
  candidates: 200,
  minSimilarity: 0.25,
  resolution: 1,
  minCohesion: 0,
}

export interface Group {
  /** Indices of the questions, ascending. */
  members: number[]
  /** Mean similarity of the members to their centroid (0..1). */
  cohesion: number
  /** The member nearest the centroid. */
  medoid: number
  /** Up to ten stems that weigh most in the centroid. */
  signature: string[]
}

export function embed(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms,
  settings: GroupingSettings,
): Embedding {
  const sparse = tfidfVectors(questions, related)
  const n = questions.length
  if (n < 40 || settings.dims === 0 || settings.blend === 0)
    return { sparse, dense: new Float32Array(0), dims: 0, blend: 0 }
  const { vectors, dims } = lsaVectors(sparse, settings.dims)
  return { sparse, dense: vectors, dims, blend: settings.blend }
}

/** Sum of the members' vectors in the blended space, as (sparse map, dense array). */
function centroid(e: Embedding, members: readonly number[]) {
  const sparse = new Map<number, number>()
  const dense = new Float64Array(e.dims)
  const ws = Math.sqrt(1 - (e.dims > 0 ? e.blend : 0))
  const wd = Math.sqrt(e.dims > 0 ? e.blend : 0)
  for (const i of members) {
    for (let p = e.sparse.offsets[i]!; p < e.sparse.offsets[i + 1]!; p++) {
      const id = e.sparse.ids[p]!
      sparse.set(id, (sparse.get(id) ?? 0) + ws * e.sparse.values[p]!)
    }
    for (let k = 0; k < e.dims; k++) dense[k]! += wd * e.dense[i * e.dims + k]!
  }
  return { sparse, dense, ws, wd }
}

/** Cohesion, medoid and signature of a set of questions. */
export function describeGroup(e: Embedding, members: number[]): Group {
  const c = centroid(e, members)
  let norm2 = 0
  for (const v of c.sparse.values()) norm2 += v * v
  for (const v of c.dense) norm2 += v * v
  let medoid = members[0]!
  let best = -Infinity
  for (const i of members) {
    let s = 0
    for (let p = e.sparse.offsets[i]!; p < e.sparse.offsets[i + 1]!; p++)
      s += c.ws * e.sparse.values[p]! * (c.sparse.get(e.sparse.ids[p]!) ?? 0)
    for (let k = 0; k < e.dims; k++) s += c.wd * e.dense[i * e.dims + k]! * c.dense[k]!
    if (s > best) {
      best = s
      medoid = i
    }
  }
  const signature = [...c.sparse]
    .filter(([id]) => e.sparse.names[id]!.startsWith('w:'))
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, 10)
    .map(([id]) => e.sparse.names[id]!.slice(2))
  return { members, cohesion: Math.sqrt(norm2) / members.length, medoid, signature }
}

function subgraph(g: Graph, members: readonly number[]): Graph {
  const local = new Map(members.map((m, k) => [m, k]))
  const offsets = new Int32Array(members.length + 1)
  const targets: number[] = []
  const weights: number[] = []
  members.forEach((m, k) => {
    for (let p = g.offsets[m]!; p < g.offsets[m + 1]!; p++) {
      const t = local.get(g.targets[p]!)
      if (t === undefined) continue
      targets.push(t)
      weights.push(g.weights[p]!)
    }
    offsets[k + 1] = targets.length
  })
  return { offsets, targets: Int32Array.from(targets), weights: Float64Array.from(weights) }
}

function communities(g: Graph, members: readonly number[], resolution: number): number[][] {
  const labels = louvain(subgraph(g, members), resolution)
  const out: number[][] = []
  labels.forEach((c, k) => (out[c] ??= []).push(members[k]!))
  return out
}

/** Groups of questions (indices into `questions`), each with its cohesion, medoid and signature. */
export function groupQuestions(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms = [],
  settings: GroupingSettings = DEFAULT_SETTINGS,
): Group[] {
  const e = embed(questions, related, settings)
  const g = neighbourGraph(e, settings)
  const all = Array.from({ length: questions.length }, (_, i) => i)
  const groups: Group[] = []
  const queue = communities(g, all, settings.resolution).map((m) => ({ m, r: settings.resolution }))
  while (queue.length > 0) {
    const { m, r } = queue.shift()!
    const group = describeGroup(e, m)
    if (group.cohesion >= settings.minCohesion || m.length < 6 || r > 16) {
      groups.push(group)
      continue
    }
    const parts = communities(g, m, r * 2)
    if (parts.length === 1) groups.push(group)
    else queue.push(...parts.map((p) => ({ m: p, r: r * 2 })))
  }
  void similarity
  return groups
}
