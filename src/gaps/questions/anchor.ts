/**
 * Topics remembered from earlier runs as anchors, so that a topic found again keeps an id it had,
 * and an id never passes to another topic. Each anchor is a remembered group's signature (its
 * stems, heaviest first). A question is near an anchor by the cosine of its word stems (their
 * TF-IDF weights) and the anchor's stems (weighted by rank); between remembered topics it is about
 * as near to, the one asked more often last time is likelier (its cosine times the fourth root of
 * its questions).
 *
 * The grouping is never changed by the anchors (a remembered topic does not pull questions into a
 * gap). A group takes a remembered topic's key only when it clearly is that topic:
 *
 * - at least two thirds of its questions are nearest to that anchor,
 * - the two stems the anchor is known by (its key's) are among the group's three heaviest, and
 * - no other group of this run holds more questions near it (an anchor names one group).
 *
 * When unsure, the group gets a new key: a carried key that named another topic would turn a
 * maintainer's `dismiss g4` into a hidden new topic.
 */
import type { SparseVectors } from './features.ts'

/** A remembered topic: its stems, heaviest first, and how many questions it held last time. */
export interface Anchor {
  stems: readonly string[]
  asked: number
}

/** Least cosine between a question's stems and an anchor's for the question to be near it. */
const MIN_ANCHOR_SIMILARITY = 0.2
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

/** Share of a group's questions that must be near one anchor for the group to carry its key. */
const CARRY_SHARE = 2 / 3
/** A group carries a key only when the key's stems are among its own this many heaviest. */
const KEY_STEMS_WITHIN = 3

/**
 * For each group, the anchor whose key it carries, or null (see above). `weight(i)` is how many
 * questions question `i` stands for (copies of one question count each).
 */
export function carriedAnchors(
  groups: readonly { members: readonly number[]; signature: readonly string[] }[],
  anchors: readonly Anchor[],
  nearest: Int32Array,
  weight: (i: number) => number,
): (number | null)[] {
  const claims = groups.map(({ members, signature }) => {
    const near = new Map<number, number>()
    let total = 0
    for (const i of members) {
      total += weight(i)
      if (nearest[i]! >= 0) near.set(nearest[i]!, (near.get(nearest[i]!) ?? 0) + weight(i))
    }
    let anchor = -1
    let held = 0
    for (const [a, k] of near) if (k > held || (k === held && a < anchor)) [anchor, held] = [a, k]
    if (anchor < 0 || held < CARRY_SHARE * total) return null
    const head = new Set(signature.slice(0, KEY_STEMS_WITHIN))
    return anchors[anchor]!.stems.slice(0, 2).every((stem) => head.has(stem))
      ? { anchor, held }
      : null
  })
  // An anchor names one group: the one holding the most questions near it (then the first).
  const owner = new Map<number, number>()
  claims.forEach((c, g) => {
    if (!c) return
    const other = owner.get(c.anchor)
    if (other === undefined || claims[other]!.held < c.held) owner.set(c.anchor, g)
  })
  return claims.map((c, g) => (c && owner.get(c.anchor) === g ? c.anchor : null))
}
