/**
 * Topics remembered from earlier runs as anchors, so that the same topic keeps its gap next week
 * even when it is asked in other words, or when this week's questions alone would cut it
 * elsewhere. Each anchor is a remembered group's signature (its stems, heaviest first). A
 * question is near an anchor by the cosine of its word stems (their TF-IDF weights) and the
 * anchor's stems (weighted by rank); between remembered topics it is about as near to, the one
 * asked more often last time is likelier (its cosine times the fourth root of its questions), so a
 * topic split between two phrasings keeps its larger part where it was. This run's groups are then
 * cut along the anchors:
 *
 * - the members of a group whose nearest anchor holds three or more of the group's questions
 *   follow that anchor (a group that mixes two remembered topics parts again);
 * - the others follow the anchor that holds at least half of the group, if one does;
 * - the rest stay together as a group of their own (a new topic).
 *
 * All that follows one anchor is one group, whatever group it came from (a remembered topic that
 * this run's questions alone would split stays one).
 */
import type { SparseVectors } from './features.ts'

/** A remembered topic: its stems, heaviest first, and how many questions it held last time. */
export interface Anchor {
  stems: readonly string[]
  asked: number
}

/** Least cosine between a question's stems and an anchor's for the question to be near it. */
const MIN_ANCHOR_SIMILARITY = 0.2
/** Questions of one group near one anchor that make that part of the group follow it. */
const MIN_PART = 3
/** How much an anchor's questions last time weigh in its pull: the cosine times asked ** this. */
const ASKED_POWER = 0.25

/** Unit vectors of the anchors' stems: weight 1/√rank, so the heaviest stems count most. */
function anchorPostings(anchors: readonly Anchor[]): Map<string, { anchor: number; w: number }[]> {
  const postings = new Map<string, { anchor: number; w: number }[]>()
  anchors.forEach(({ stems }, anchor) => {
    const unique = [...new Set(stems)]
    const raw = unique.map((_, r) => 1 / Math.sqrt(r + 1))
    const norm = Math.hypot(...raw)
    unique.forEach((stem, r) => {
      const list = postings.get(stem) ?? []
      list.push({ anchor, w: raw[r]! / norm })
      postings.set(stem, list)
    })
  })
  return postings
}

/**
 * For each question, the anchor that pulls it most (cosine times the prior above) among those at
 * least MIN_ANCHOR_SIMILARITY near, or -1.
 */
export function nearestAnchors(sparse: SparseVectors, anchors: readonly Anchor[]): Int32Array {
  const n = sparse.offsets.length - 1
  const nearest = new Int32Array(n).fill(-1)
  if (anchors.length === 0) return nearest
  const postings = anchorPostings(anchors)
  const prior = anchors.map((a) => Math.max(1, a.asked) ** ASKED_POWER)
  const scores = new Float64Array(anchors.length)
  for (let i = 0; i < n; i++) {
    const touched: number[] = []
    let norm2 = 0
    for (let p = sparse.offsets[i]!; p < sparse.offsets[i + 1]!; p++) {
      const name = sparse.names[sparse.ids[p]!]!
      if (!name.startsWith('w:') || sparse.stop.has(name.slice(2))) continue
      const v = sparse.values[p]!
      norm2 += v * v
      for (const { anchor, w } of postings.get(name.slice(2)) ?? []) {
        if (scores[anchor] === 0) touched.push(anchor)
        scores[anchor]! += v * w
      }
    }
    const norm = Math.sqrt(norm2)
    let best = 0
    for (const a of touched.sort((x, y) => x - y)) {
      const cosine = scores[a]! / norm
      const pull = cosine * prior[a]!
      if (cosine >= MIN_ANCHOR_SIMILARITY && pull > best) [best, nearest[i]] = [pull, a]
      scores[a] = 0
    }
  }
  return nearest
}

/** A group after the cut: its members, and the anchor it follows (null: a topic of its own). */
interface AnchoredMembers {
  members: number[]
  anchor: number | null
}

/**
 * `groups` cut along the anchors (see above): one entry per anchor that questions follow, in
 * anchor order, then what stays of each group, in group order. `weight(i)` is how many
 * questions question `i` stands for (copies of one question count each).
 */
export function cutAlongAnchors(
  groups: readonly { members: readonly number[] }[],
  nearest: Int32Array,
  weight: (i: number) => number,
): AnchoredMembers[] {
  const byAnchor = new Map<number, number[]>()
  const rest: number[][] = []
  for (const { members } of groups) {
    const near = new Map<number, number>()
    let total = 0
    for (const i of members) {
      total += weight(i)
      if (nearest[i]! >= 0) near.set(nearest[i]!, (near.get(nearest[i]!) ?? 0) + weight(i))
    }
    let major = -1
    for (const [a, k] of near) if (2 * k >= total && (major < 0 || k > near.get(major)!)) major = a
    const own: number[] = []
    for (const i of members) {
      const a = nearest[i]! >= 0 && near.get(nearest[i]!)! >= MIN_PART ? nearest[i]! : major
      if (a < 0) own.push(i)
      else if (byAnchor.has(a)) byAnchor.get(a)!.push(i)
      else byAnchor.set(a, [i])
    }
    if (own.length > 0) rest.push(own)
  }
  return [
    ...[...byAnchor]
      .sort((x, y) => x[0] - y[0])
      .map(([anchor, members]) => ({ members: members.sort((a, b) => a - b), anchor })),
    ...rest.map((members) => ({ members, anchor: null })),
  ]
}
