/**
 * Average linkage with a floor: two groups merge only while the mean similarity over every pair of
 * their members (a negative similarity counts as none) is at least `floor`. A question with no
 * partner that similar stays alone, and a group grows only while the whole of it stays cohesive:
 * one shared word never chains two topics together, as it can in a graph's communities.
 *
 * One rule, two ways to compute it:
 * - `linkAllPairs`: every pair, from a similarity matrix, by the nearest-neighbour chain (exact,
 *   O(n²) time and memory): a few thousand distinct questions;
 * - `linkSparse`: the pairs of a neighbour graph, every other pair counted as none (greedy, best
 *   pair first, with a heap): any number of questions. Where every pair above zero is in the graph,
 *   both give the same groups (tested).
 *
 * Deterministic: ties go to the lower indices.
 */

/** Groups as lists of indices, each ascending, in the order of their lowest member. */
function groupsOf(parent: Int32Array): number[][] {
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!
    return i
  }
  const byRoot = new Map<number, number[]>()
  for (let i = 0; i < parent.length; i++) {
    const r = root(i)
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

/** A max-heap of candidate merges (score, then lower pair first), stale entries skipped on pop. */
class MergeHeap {
  private entries: { score: number; a: number; b: number; va: number; vb: number }[] = []
  get size(): number {
    return this.entries.length
  }
  private above(i: number, j: number): boolean {
    const x = this.entries[i]!
    const y = this.entries[j]!
    return x.score > y.score || (x.score === y.score && (x.a < y.a || (x.a === y.a && x.b < y.b)))
  }
  private swap(i: number, j: number): void {
    const e = this.entries
    ;[e[i], e[j]] = [e[j]!, e[i]!]
  }
  push(score: number, a: number, b: number, va: number, vb: number): void {
    const [x, y] = a < b ? [a, b] : [b, a]
    this.entries.push({ score, a: x, b: y, va: a < b ? va : vb, vb: a < b ? vb : va })
    for (let i = this.entries.length - 1; i > 0;) {
      const p = (i - 1) >> 1
      if (!this.above(i, p)) break
      this.swap(i, p)
      i = p
    }
  }
  pop(): { score: number; a: number; b: number; va: number; vb: number } {
    const top = this.entries[0]!
    const last = this.entries.length - 1
    this.swap(0, last)
    this.entries.pop()
    for (let i = 0; ;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < last && this.above(l, m)) m = l
      if (r < last && this.above(r, m)) m = r
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

/** The sum of two sums, ids ascending. */
function added(x: Sum, y: Sum): Sum {
  const ids = new Int32Array(x.ids.length + y.ids.length)
  const values = new Float64Array(ids.length)
  let p = 0
  let q = 0
  let k = 0
  while (p < x.ids.length || q < y.ids.length) {
    const a = p < x.ids.length ? x.ids[p]! : Infinity
    const b = q < y.ids.length ? y.ids[q]! : Infinity
    ids[k] = Math.min(a, b)
    values[k++] = (a <= b ? x.values[p++]! : 0) + (b <= a ? y.values[q++]! : 0)
  }
  return { ids: ids.slice(0, k), values: values.slice(0, k) }
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
  const sums: Sum[] = Array.from({ length: n }, (_, i) => rowSum(rows, i))
  const near: Set<number>[] = []
  const size = new Float64Array(n).fill(1)
  const version = new Int32Array(n)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  const heap = new MergeHeap()
  for (let i = 0; i < n; i++) {
    const linked = new Set<number>()
    for (let p = graph.offsets[i]!; p < graph.offsets[i + 1]!; p++)
      if (graph.targets[p] !== i) linked.add(graph.targets[p]!)
    near.push(linked)
  }
  const offer = (a: number, b: number) => {
    const s = dot(sums[a]!, sums[b]!) / (size[a]! * size[b]!)
    if (s >= floor) heap.push(s, a, b, version[a]!, version[b]!)
  }
  for (let i = 0; i < n; i++) for (const j of near[i]!) if (j > i) offer(i, j)
  while (heap.size > 0) {
    const { a: keep, b: gone, va, vb } = heap.pop()
    if (parent[keep] !== keep || parent[gone] !== gone) continue
    if (version[keep] !== va || version[gone] !== vb) continue
    // The group keeps the lower index (the heap's pairs are ordered).
    sums[keep] = added(sums[keep]!, sums[gone]!)
    sums[gone] = EMPTY
    const linked = near[keep]!
    for (const c of near[gone]!) {
      if (c === keep) continue
      linked.add(c)
      near[c]!.delete(gone)
      near[c]!.add(keep)
    }
    linked.delete(gone)
    near[gone] = new Set()
    size[keep] = size[keep]! + size[gone]!
    parent[gone] = keep
    version[keep]! += 1
    for (const c of linked) offer(keep, c)
  }
  return groupsOf(parent)
}
