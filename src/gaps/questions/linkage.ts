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
  private score: number[] = []
  private a: number[] = []
  private b: number[] = []
  get size(): number {
    return this.score.length
  }
  private above(i: number, j: number): boolean {
    const s = this.score
    return (
      s[i]! > s[j]! ||
      (s[i] === s[j] &&
        (this.a[i]! < this.a[j]! || (this.a[i] === this.a[j] && this.b[i]! < this.b[j]!)))
    )
  }
  private swap(i: number, j: number): void {
    for (const arr of [this.score, this.a, this.b]) [arr[i], arr[j]] = [arr[j]!, arr[i]!]
  }
  push(score: number, a: number, b: number): void {
    this.score.push(score)
    this.a.push(Math.min(a, b))
    this.b.push(Math.max(a, b))
    for (let i = this.score.length - 1; i > 0;) {
      const p = (i - 1) >> 1
      if (!this.above(i, p)) break
      this.swap(i, p)
      i = p
    }
  }
  pop(): { score: number; a: number; b: number } {
    const top = { score: this.score[0]!, a: this.a[0]!, b: this.b[0]! }
    const last = this.score.length - 1
    this.swap(0, last)
    for (const arr of [this.score, this.a, this.b]) arr.pop()
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

/**
 * Average linkage over the pairs of an undirected graph (CSR, both directions stored); a pair not
 * in the graph counts as similarity 0. Returns the groups at `floor`.
 */
export function linkSparse(
  graph: { offsets: Int32Array; targets: Int32Array; weights: Float64Array },
  floor: number,
): number[][] {
  const n = graph.offsets.length - 1
  // Per live group: the summed similarity to each neighbouring group.
  const links: Map<number, number>[] = []
  const size = new Float64Array(n).fill(1)
  const parent = Int32Array.from({ length: n }, (_, i) => i)
  const heap = new MergeHeap()
  for (let i = 0; i < n; i++) {
    const m = new Map<number, number>()
    for (let p = graph.offsets[i]!; p < graph.offsets[i + 1]!; p++) {
      const j = graph.targets[p]!
      const w = graph.weights[p]!
      if (j === i || !(w > 0)) continue
      m.set(j, Math.max(m.get(j) ?? 0, w))
    }
    links.push(m)
  }
  for (let i = 0; i < n; i++)
    for (const [j, w] of links[i]!) if (j > i && w >= floor) heap.push(w, i, j)
  while (heap.size > 0) {
    const { score, a, b } = heap.pop()
    if (parent[a] !== a || parent[b] !== b) continue
    const sum = links[a]!.get(b)
    if (sum === undefined || sum / (size[a]! * size[b]!) !== score) continue
    // Merge the smaller map into the larger; the group keeps the lower index.
    const [keep, gone] = a < b ? [a, b] : [b, a]
    const into = links[keep]!
    into.delete(gone)
    for (const [c, w] of links[gone]!) {
      if (c === keep) continue
      into.set(c, (into.get(c) ?? 0) + w)
      const other = links[c]!
      other.set(keep, (other.get(keep) ?? 0) + w)
      other.delete(gone)
    }
    links[gone] = new Map()
    size[keep] = size[keep]! + size[gone]!
    parent[gone] = keep
    for (const [c, w] of into) {
      const s = w / (size[keep]! * size[c]!)
      if (s >= floor) heap.push(s, keep, c)
    }
  }
  return groupsOf(parent)
}
