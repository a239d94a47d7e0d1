/**
 * Average linkage with a floor: two groups merge only while the mean similarity over every pair of
 * their members (a negative similarity counts as none) is at least `floor`. A question with no
 * partner that similar stays alone, and a group grows only while the whole of it stays cohesive:
 * one shared word never chains two topics together, as it can in a graph's communities.
 *
 * One rule, two ways to compute it:
 * - `linkAllPairs`: every pair, from a similarity matrix, by the nearest-neighbour chain (exact,
 *   O(n²) time and memory): a few thousand distinct questions;
 * - `linkSparse`: greedy, best pair first (a heap), comparing only groups that a graph links, each
 *   mean computed exactly from the groups' summed vectors: any number of questions. Where the
 *   graph holds every pair at the floor, both give the same groups (tested).
 *
 * Deterministic: ties go to the lower indices.
 */
import { grown, release } from '../../lib/typed-arrays.ts'

/** The group item `i` is in, by its lowest-indexed item's index (paths halved on the way). */
function rootOf(parent: Int32Array, i: number): number {
  while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!
  return i
}

/** Groups as lists of indices, each ascending, in the order of their lowest member. */
function groupsOf(parent: Int32Array): number[][] {
  const byRoot = new Map<number, number[]>()
  for (let i = 0; i < parent.length; i++) {
    const r = rootOf(parent, i)
    const list = byRoot.get(r)
    if (list) list.push(i)
    else byRoot.set(r, [i])
  }
  return [...byRoot.values()]
}

/**
 * Average linkage over all pairs of `n` items; `sim` is the n × n similarity matrix, row-major
 * (overwritten). Returns the groups at `floor`.
 */
export function linkAllPairs(sim: Float32Array, n: number, floor: number): number[][] {
  for (let k = 0; k < sim.length; k++) if (!(sim[k]! > 0)) sim[k] = 0
  const size = new Float64Array(n).fill(1)
  const alive = new Uint8Array(n).fill(1)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  const chain: number[] = []
  let next = 0
  for (;;) {
    if (chain.length === 0) {
      while (next < n && !alive[next]) next++
      if (next >= n) break
      chain.push(next)
    }
    const a = chain[chain.length - 1]!
    const previous = chain.length > 1 ? chain[chain.length - 2]! : -1
    let b = previous
    let best = previous >= 0 ? sim[a * n + previous]! : -1
    const row = a * n
    for (let c = 0; c < n; c++) {
      if (c === a || !alive[c]) continue
      const s = sim[row + c]!
      if (s > best) [best, b] = [s, c]
    }
    if (b < 0 || best < floor) {
      // Nothing left near enough: the chain's similarities only rise toward its top, so no member
      // of the chain has a partner at the floor any more. Each is a finished group.
      for (const c of chain) alive[c] = 0
      chain.length = 0
      continue
    }
    if (b !== previous) {
      chain.push(b)
      continue
    }
    chain.length -= 2
    // Merge a and b into the lower index; the other is gone (Lance–Williams for the mean).
    const [keep, gone] = a < b ? [a, b] : [b, a]
    const sk = size[keep]!
    const sg = size[gone]!
    for (let c = 0; c < n; c++) {
      if (!alive[c] || c === keep || c === gone) continue
      const s = (sk * sim[keep * n + c]! + sg * sim[gone * n + c]!) / (sk + sg)
      sim[keep * n + c] = s
      sim[c * n + keep] = s
    }
    size[keep] = sk + sg
    alive[gone] = 0
    parent[gone] = keep
  }
  return groupsOf(parent)
}

/**
 * A max-heap of candidate merges (score, then lower pair first) in typed arrays, each entry with
 * the versions of its two groups: an entry whose group has merged since is stale, skipped on pop.
 */
class MergeHeap {
  private score = new Float64Array(1024)
  private pair = new Int32Array(4 * 1024)
  size = 0
  private above(i: number, j: number): boolean {
    const s = this.score
    const p = this.pair
    if (s[i] !== s[j]) return s[i]! > s[j]!
    if (p[4 * i] !== p[4 * j]) return p[4 * i]! < p[4 * j]!
    return p[4 * i + 1]! < p[4 * j + 1]!
  }
  private swap(i: number, j: number): void {
    const s = this.score
    const p = this.pair
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    for (let k = 0; k < 4; k++) [p[4 * i + k], p[4 * j + k]] = [p[4 * j + k]!, p[4 * i + k]!]
  }
  /** Offers merging `a` and `b` (a < b) at `score`, their versions `va` and `vb`. */
  push(score: number, a: number, b: number, va: number, vb: number): void {
    if (this.size === this.score.length) {
      const grownScore = new Float64Array(this.size * 2)
      grownScore.set(this.score)
      this.score = grownScore
      const grownPair = new Int32Array(this.size * 8)
      grownPair.set(this.pair)
      this.pair = grownPair
    }
    const at = this.size++
    this.score[at] = score
    this.pair.set([a, b, va, vb], 4 * at)
    for (let i = at; i > 0;) {
      const parent = (i - 1) >> 1
      if (!this.above(i, parent)) break
      this.swap(i, parent)
      i = parent
    }
  }
  /** The best entry: [a, b, va, vb]. */
  pop(): [number, number, number, number] {
    const top: [number, number, number, number] = [
      this.pair[0]!,
      this.pair[1]!,
      this.pair[2]!,
      this.pair[3]!,
    ]
    this.swap(0, --this.size)
    for (let i = 0; ;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < this.size && this.above(l, m)) m = l
      if (r < this.size && this.above(r, m)) m = r
      if (m === i) break
      this.swap(i, m)
      i = m
    }
    return top
  }
}

/** Non-negative unit vectors, one row per item (feature ids, values). */
interface Rows {
  offsets: Int32Array
  ids: Int32Array
  values: Float32Array
}

/** A group's summed vector, feature ids ascending (a row's own arrays while the group is one). */
interface Sum {
  ids: Int32Array
  values: Float32Array | Float64Array
}

function rowSum(rows: Rows, i: number): Sum {
  const from = rows.offsets[i]!
  const to = rows.offsets[i + 1]!
  return { ids: rows.ids.subarray(from, to), values: rows.values.subarray(from, to) }
}

/** The dot product of two sums, by walking their sorted ids together. */
function dot(x: Sum, y: Sum): number {
  let p = 0
  let q = 0
  let s = 0
  while (p < x.ids.length && q < y.ids.length) {
    const a = x.ids[p]!
    const b = y.ids[q]!
    if (a === b) s += x.values[p++]! * y.values[q++]!
    else if (a < b) p++
    else q++
  }
  return s
}

const EMPTY: Sum = { ids: new Int32Array(0), values: new Float64Array(0) }
const NO_NEIGHBOURS = new Int32Array(0)

/** How many distinct ids two sums have together. */
function unionSize(x: Sum, y: Sum): number {
  let p = 0
  let q = 0
  let k = 0
  for (; p < x.ids.length && q < y.ids.length; k++) {
    const a = x.ids[p]!
    const b = y.ids[q]!
    if (a <= b) p++
    if (b <= a) q++
  }
  return k + (x.ids.length - p) + (y.ids.length - q)
}

/** The sum of two sums, ids ascending (counted first: arrays of the exact size, no copy). */
function added(x: Sum, y: Sum): Sum {
  const ids = new Int32Array(unionSize(x, y))
  const values = new Float64Array(ids.length)
  let p = 0
  let q = 0
  for (let k = 0; k < ids.length; k++) {
    const a = p < x.ids.length ? x.ids[p]! : Infinity
    const b = q < y.ids.length ? y.ids[q]! : Infinity
    ids[k] = Math.min(a, b)
    values[k] = (a <= b ? x.values[p++]! : 0) + (b <= a ? y.values[q++]! : 0)
  }
  return { ids, values }
}

/**
 * Average linkage over the items of `rows` (non-negative unit vectors, so that every similarity is
 * a cosine at least 0): the mean similarity of two groups is exactly their vectors' sums' dot
 * product over the product of their sizes. Only groups linked by an edge of `graph` (CSR, both
 * directions) are compared. Two groups whose mean is at the floor have at least one pair of
 * members at the floor (a mean is never above every value): with every such pair in the graph,
 * the result is exactly that of `linkAllPairs`. Returns the groups at `floor`.
 */
export function linkSparse(
  rows: Rows,
  graph: { offsets: Int32Array; targets: Int32Array },
  floor: number,
): number[][] {
  const n = graph.offsets.length - 1
  // A group's sum: its row's while it is one item (made when first needed), its own once grown.
  const sums: (Sum | undefined)[] = new Array(n)
  const sumOf = (i: number): Sum => (sums[i] ??= rowSum(rows, i))
  // Each group's neighbouring items or groups, by any index they had: resolved when offered. An
  // item's are its edges in the graph, read in place; a grown group's, a typed list of its own
  // (lists per item would be the stage's largest allocation, and most items never merge).
  const grownNear: (Int32Array | undefined)[] = new Array(n)
  const near = (i: number): Int32Array =>
    grownNear[i] ?? graph.targets.subarray(graph.offsets[i]!, graph.offsets[i + 1]!)
  let linked = new Int32Array(256)
  const size = new Float64Array(n).fill(1)
  const version = new Int32Array(n)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  // Which merge last listed a group as a neighbour (each merge its own stamp).
  const listed = new Int32Array(n)
  let stamp = 0
  const heap = new MergeHeap()
  const offer = (a: number, b: number) => {
    const s = dot(sumOf(a), sumOf(b)) / (size[a]! * size[b]!)
    if (s < floor) return
    const [lo, hi] = a < b ? [a, b] : [b, a]
    heap.push(s, lo, hi, version[lo]!, version[hi]!)
  }
  for (let i = 0; i < n; i++)
    for (let k = graph.offsets[i]!; k < graph.offsets[i + 1]!; k++)
      if (graph.targets[k]! > i) offer(i, graph.targets[k]!)
  while (heap.size > 0) {
    const [keep, gone, va, vb] = heap.pop()
    if (parent[keep] !== keep || parent[gone] !== gone) continue
    if (version[keep] !== va || version[gone] !== vb) continue
    // The group keeps the lower index (the heap's pairs are ordered).
    const before = [sumOf(keep), sumOf(gone)]
    sums[keep] = added(before[0]!, before[1]!)
    sums[gone] = EMPTY
    // A grown group's sum is freed as it is replaced (a row's is the vectors' own memory).
    for (const s of before)
      if (s !== EMPTY && s.ids.buffer !== rows.ids.buffer) release(s.ids, s.values)
    size[keep] = size[keep]! + size[gone]!
    parent[gone] = keep
    version[keep]! += 1
    // Its neighbours: both lists, each group once, by its current index.
    let count = 0
    listed[keep] = ++stamp
    for (const list of [near(keep), near(gone)])
      for (const c of list) {
        const r = rootOf(parent, c)
        if (listed[r] === stamp) continue
        listed[r] = stamp
        if (count === linked.length) linked = grown(linked, 2 * count)
        linked[count++] = r
      }
    // The lists replaced are freed (an item's are the graph's own memory).
    for (const list of [grownNear[keep], grownNear[gone]]) if (list) release(list)
    grownNear[keep] = linked.slice(0, count)
    grownNear[gone] = NO_NEIGHBOURS
    for (let k = 0; k < count; k++) offer(keep, linked[k]!)
  }
  return groupsOf(parent)
}
