/**
 * Average linkage with a floor: two groups merge only while the mean similarity over every pair of
 * their members is at least `floor` (a negative similarity, which the latent part of one can be,
 * counts as it is, in both ways below). A question with no
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
import { release } from '../../lib/typed-arrays.ts'

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

/** Unit vectors, one row per item (feature ids ascending, values). */
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

/** Writes the sum of two sums (`length` distinct ids, ascending) into `to` from `at`. */
function addInto(x: Sum, y: Sum, to: Sum, at: number, length: number): void {
  let p = 0
  let q = 0
  for (let k = at; k < at + length; k++) {
    const a = p < x.ids.length ? x.ids[p]! : Infinity
    const b = q < y.ids.length ? y.ids[q]! : Infinity
    to.ids[k] = Math.min(a, b)
    to.values[k] = (a <= b ? x.values[p++]! : 0) + (b <= a ? y.values[q++]! : 0)
  }
}

/**
 * What the grown groups keep (their summed vectors, their neighbour lists): a segment each of one
 * pair of typed arrays. Arrays or objects per group would outlive collections by the thousand, and
 * what outlives a collection grows V8's young generation, the largest part of a large run's peak.
 * A merge appends the group's new segment (its old one and the other group's are dead); when full,
 * the live segments are copied to new arrays, and the old ones freed.
 */
class Segments {
  /** Each group's segment: from `start` (-1: none, the group reads its item's own), `length`. */
  readonly start: Int32Array
  readonly length: Int32Array
  ids = new Int32Array(1 << 16)
  /** Empty for lists of neighbours (ids alone). */
  values: Float64Array
  used = 0
  constructor(n: number, withValues: boolean) {
    this.start = new Int32Array(n).fill(-1)
    this.length = new Int32Array(n)
    this.values = new Float64Array(withValues ? this.ids.length : 0)
  }
  /** Group `g`'s segment, or null when it has none (a view: valid until the next `reserve`). */
  of(g: number): Sum | null {
    const from = this.start[g]!
    if (from < 0) return null
    const to = from + this.length[g]!
    return { ids: this.ids.subarray(from, to), values: this.values.subarray(from, to) }
  }
  /** Room for `needed` more entries: the live segments moved to new arrays when full. */
  reserve(needed: number): void {
    if (this.used + needed <= this.ids.length) return
    let live = 0
    for (let g = 0; g < this.start.length; g++) if (this.start[g]! >= 0) live += this.length[g]!
    const ids = new Int32Array(Math.max(this.ids.length, 2 * (live + needed)))
    const values = new Float64Array(this.values.length > 0 ? ids.length : 0)
    let used = 0
    for (let g = 0; g < this.start.length; g++) {
      const from = this.start[g]!
      if (from < 0) continue
      ids.set(this.ids.subarray(from, from + this.length[g]!), used)
      if (values.length > 0) values.set(this.values.subarray(from, from + this.length[g]!), used)
      this.start[g] = used
      used += this.length[g]!
    }
    release(this.ids, this.values)
    this.ids = ids
    this.values = values
    this.used = used
  }
  /** Makes the `length` entries from `used` group `g`'s segment; group `gone` has none any more. */
  append(g: number, length: number, gone: number): void {
    this.start[g] = this.used
    this.length[g] = length
    this.used += length
    this.start[gone] = -1
  }
  free(): void {
    release(this.ids, this.values, this.start, this.length)
  }
}

/**
 * A dense part of every item's vector (lsa.ts: the latent coordinates), weighing `weight` of a
 * similarity: `dims` coordinates per item, and one sum per group, summed in place. Apart from the
 * sparse rows: their sums would carry `dims` more entries per grown group, and a blended copy of
 * every row the run's largest array.
 */
interface DensePart {
  vectors: Float32Array
  dims: number
  weight: number
}

class DenseSums {
  /** Each group's sum, at its lowest index (an item's own coordinates while it is one). */
  private readonly sums: Float64Array
  private readonly dims: number
  constructor({ vectors, dims }: DensePart) {
    this.sums = Float64Array.from(vectors)
    this.dims = dims
  }
  dot(a: number, b: number): number {
    const { sums, dims } = this
    let s = 0
    for (let c = 0; c < dims; c++) s += sums[a * dims + c]! * sums[b * dims + c]!
    return s
  }
  /** Group `keep`'s sum gains `gone`'s. */
  merge(keep: number, gone: number): void {
    const { sums, dims } = this
    for (let c = 0; c < dims; c++) sums[keep * dims + c]! += sums[gone * dims + c]!
  }
  free(): void {
    release(this.sums)
  }
}

/**
 * Average linkage over the items of `rows` (unit vectors: every similarity is a dot product; with
 * a dense part, `1 − weight` of the rows' and `weight` of the part's): the
 * mean similarity of two groups is exactly their vectors' sums' dot product over the product of
 * their sizes. Only groups linked by an edge of `graph` (CSR, both
 * directions) are compared. Two groups whose mean is at the floor have at least one pair of
 * members at the floor (a mean is never above every value): with every such pair in the graph,
 * the result is exactly that of `linkAllPairs`. Returns the groups at `floor`.
 */
export function linkSparse(
  rows: Rows,
  graph: { offsets: Int32Array; targets: Int32Array },
  floor: number,
  dense?: DensePart,
): number[][] {
  const n = graph.offsets.length - 1
  const weight = dense?.weight ?? 0
  const denseSums = dense && new DenseSums(dense)
  // A group's sum: its item's row while it is one item, its own segment once grown.
  const sums = new Segments(n, true)
  const sumOf = (i: number): Sum => sums.of(i) ?? rowSum(rows, i)
  // Each group's neighbouring items or groups, by any index they had: resolved when offered. An
  // item's are its edges in the graph, read in place; a grown group's, its own segment.
  const lists = new Segments(n, false)
  const near = (i: number): Int32Array =>
    lists.of(i)?.ids ?? graph.targets.subarray(graph.offsets[i]!, graph.offsets[i + 1]!)
  const size = new Float64Array(n).fill(1)
  const version = new Int32Array(n)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  // Which merge last listed a group as a neighbour (each merge its own stamp).
  const listed = new Int32Array(n)
  let stamp = 0
  const heap = new MergeHeap()
  const offer = (a: number, b: number) => {
    const both =
      (1 - weight) * dot(sumOf(a), sumOf(b)) + (denseSums ? weight * denseSums.dot(a, b) : 0)
    const s = both / (size[a]! * size[b]!)
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
    // The group keeps the lower index (the heap's pairs are ordered). Views are taken again after
    // `reserve`: it may move the segments.
    const length = unionSize(sumOf(keep), sumOf(gone))
    sums.reserve(length)
    addInto(sumOf(keep), sumOf(gone), sums, sums.used, length)
    sums.append(keep, length, gone)
    denseSums?.merge(keep, gone)
    size[keep] = size[keep]! + size[gone]!
    parent[gone] = keep
    version[keep]! += 1
    // Its neighbours: both lists, each group once, by its current index.
    lists.reserve(near(keep).length + near(gone).length)
    const from = lists.used
    let count = 0
    listed[keep] = ++stamp
    for (const list of [near(keep), near(gone)])
      for (const c of list) {
        const r = rootOf(parent, c)
        if (listed[r] === stamp) continue
        listed[r] = stamp
        lists.ids[from + count++] = r
      }
    lists.append(keep, count, gone)
    for (let k = from; k < from + count; k++) offer(keep, lists.ids[k]!)
  }
  sums.free()
  lists.free()
  denseSums?.free()
  return groupsOf(parent)
}
