/**
 * Grouping questions by meaning without a model: TF-IDF over words, word pairs and character
 * 4-grams, a latent semantic space from a randomized SVD, a neighbour graph from an inverted
 * index, Louvain communities, then a cohesion check that splits loose communities again.
 */
import { tfidfVectors, type RelatedTerms } from './features.ts'
import { neighbourGraph, similarity, type Embedding, type Graph } from './graph.ts'
import { lsaVectors } from './lsa.ts'
import { words } from '../terms.ts'
import { louvain } from './louvain.ts'
import { cutAlongAnchors, nearestAnchors, type Anchor } from './anchor.ts'

export interface GroupingSettings {
  dims: number
  /** Power iterations of the randomized SVD. */
  powerIterations: number
  blend: number
  neighbours: number
  candidates: number
  minSimilarity: number
  resolution: number
  /** Communities less cohesive than this are split again (Louvain on their own subgraph). */
  minCohesion: number
  /** Resolution of a split, times the one before. */
  splitFactor: number
  /** A group of two needs this similarity: one shared word does not make a topic. */
  minPairSimilarity: number
  /**
   * Rank: size times cohesion to this power (a loose group of many is a mixture): at 4, a group
   * half as tight needs sixteen times the questions to rank as high.
   */
  rankPower: number
}

export const DEFAULT_SETTINGS: GroupingSettings = {
  dims: 64,
  powerIterations: 1,
  blend: 0.6,
  neighbours: 10,
  candidates: 80,
  minSimilarity: 0.1,
  minPairSimilarity: 0.3,
  resolution: 8,
  minCohesion: 0,
  splitFactor: 2,
  rankPower: 4,
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
  /** The anchor (a remembered topic, by its index) the group follows, if any (anchor.ts). */
  anchor?: number
}

function embed(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms,
  settings: GroupingSettings,
): Embedding {
  const sparse = tfidfVectors(questions, related)
  const n = questions.length
  if (n < 40 || settings.dims === 0 || settings.blend === 0)
    return { sparse, dense: new Float32Array(0), dims: 0, blend: 0 }
  const { vectors, dims } = lsaVectors(sparse, settings.dims, 1, settings.powerIterations)
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
function describeGroup(e: Embedding, members: number[]): Group {
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
    .filter(([id]) => {
      const name = e.sparse.names[id]!
      return name.startsWith('w:') && !e.sparse.stop.has(name.slice(2))
    })
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, 10)
    .map(([id]) => e.sparse.names[id]!.slice(2))
  return { members, cohesion: Math.sqrt(norm2) / members.length, medoid, signature }
}

function subgraph(g: Graph, members: readonly number[]): Graph {
  const local = new Int32Array(g.offsets.length - 1).fill(-1)
  members.forEach((m, k) => (local[m] = k))
  const offsets = new Int32Array(members.length + 1)
  members.forEach((m, k) => {
    let degree = 0
    for (let p = g.offsets[m]!; p < g.offsets[m + 1]!; p++) if (local[g.targets[p]!]! >= 0) degree++
    offsets[k + 1] = offsets[k]! + degree
  })
  const targets = new Int32Array(offsets[members.length]!)
  const weights = new Float64Array(offsets[members.length]!)
  members.forEach((m, k) => {
    let at = offsets[k]!
    for (let p = g.offsets[m]!; p < g.offsets[m + 1]!; p++) {
      const t = local[g.targets[p]!]!
      if (t < 0) continue
      targets[at] = t
      weights[at++] = g.weights[p]!
    }
  })
  return { offsets, targets, weights }
}

function communities(g: Graph, members: readonly number[], resolution: number): number[][] {
  const labels = louvain(subgraph(g, members), resolution)
  const out: number[][] = []
  labels.forEach((c, k) => (out[c] ??= []).push(members[k]!))
  return out
}

/** The distinct questions (same words, same category), and for each question its distinct one. */
function distinct(questions: readonly { text: string; category: string | null }[]) {
  const index = new Map<string, number>()
  const unique: { text: string; category: string | null }[] = []
  const of = questions.map((q) => {
    const key = `${words(q.text).join(' ')}\u0000${q.category ?? ''}`
    let u = index.get(key)
    if (u === undefined) {
      u = unique.push(q) - 1
      index.set(key, u)
    }
    return u
  })
  return { unique, of }
}

/** Communities of the neighbour graph, loose ones split again, pairs of one shared word undone. */
function uniqueGroups(e: Embedding, n: number, settings: GroupingSettings): Group[] {
  const g = neighbourGraph(e, settings)
  const all = Array.from({ length: n }, (_, i) => i)
  const groups: Group[] = []
  // Modularity weighs a community against the whole graph: with few questions the whole is small,
  // so the resolution eases in (1 up to 150 distinct questions, the setting from 1,200). Eased in
  // more slowly, a few hundred questions of many topics made a handful of mixtures.
  const resolution = Math.min(settings.resolution, Math.max(1, n / 150))
  const queue = communities(g, all, resolution).map((m) => ({ m, r: resolution, depth: 0 }))
  while (queue.length > 0) {
    const { m, r, depth } = queue.shift()!
    if (m.length === 2 && similarity(e, m[0]!, m[1]!) < settings.minPairSimilarity) {
      groups.push(describeGroup(e, [m[0]!]), describeGroup(e, [m[1]!]))
      continue
    }
    const group = describeGroup(e, m)
    if (group.cohesion >= settings.minCohesion || m.length < 6 || depth >= 6) {
      groups.push(group)
      continue
    }
    const next = r * settings.splitFactor
    const parts = communities(g, m, next)
    if (parts.length === 1) groups.push(group)
    else queue.push(...parts.map((p) => ({ m: p, r: next, depth: depth + 1 })))
  }
  return attachLoners(e, g, groups)
}

/**
 * A question left alone joins the group of its nearest neighbour when that group is a topic
 * (three or more questions): a rare phrasing of a known need, not a need of its own.
 */
function attachLoners(e: Embedding, g: Graph, groups: Group[]): Group[] {
  const groupOf = new Int32Array(g.offsets.length - 1)
  groups.forEach((gr, k) => gr.members.forEach((m) => (groupOf[m] = k)))
  const joined = groups.map((gr) => [...gr.members])
  let moved = false
  for (const gr of groups) {
    if (gr.members.length !== 1) continue
    const i = gr.members[0]!
    let best = -1
    let bestWeight = 0
    for (let p = g.offsets[i]!; p < g.offsets[i + 1]!; p++) {
      const k = groupOf[g.targets[p]!]!
      if (groups[k]!.members.length >= 3 && g.weights[p]! > bestWeight) {
        best = k
        bestWeight = g.weights[p]!
      }
    }
    if (best < 0) continue
    joined[best]!.push(i)
    joined[groupOf[i]!] = []
    moved = true
  }
  if (!moved) return groups
  return joined
    .map((members, k) =>
      members.length === groups[k]!.members.length
        ? groups[k]!
        : describeGroup(
            e,
            members.sort((a, b) => a - b),
          ),
    )
    .filter((gr) => gr.members.length > 0)
}

/** The groups cut along the remembered topics (anchor.ts), each described again. */
function anchored(
  e: Embedding,
  groups: Group[],
  anchors: readonly Anchor[],
  copies: readonly number[][],
): Group[] {
  if (anchors.length === 0) return groups
  const nearest = nearestAnchors(e.sparse, anchors)
  return cutAlongAnchors(groups, nearest, (u) => copies[u]!.length).map(({ members, anchor }) =>
    anchor === null ? describeGroup(e, members) : { ...describeGroup(e, members), anchor },
  )
}

/**
 * Groups of questions (indices into `questions`, ascending), each with its cohesion, medoid and
 * signature. Questions with the same words are grouped once, as one. With `anchors` (remembered
 * topics), a group near one of them follows it (anchor.ts).
 */
export function groupQuestions(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms = [],
  settings: GroupingSettings = DEFAULT_SETTINGS,
  anchors: readonly Anchor[] = [],
): Group[] {
  const { unique, of } = distinct(questions)
  const e = embed(unique, related, settings)
  const copies: number[][] = unique.map(() => [])
  of.forEach((u, i) => copies[u]!.push(i))
  const groups = anchored(e, uniqueGroups(e, unique.length, settings), anchors, copies)
  return groups.map((g) => ({
    ...g,
    members: g.members.flatMap((u) => copies[u]!).sort((a, b) => a - b),
    medoid: copies[g.medoid]![0]!,
  }))
}
