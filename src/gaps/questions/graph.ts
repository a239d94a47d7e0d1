/**
 * The neighbour graph of the questions and its communities. No all-pairs matrix: candidates come
 * from an inverted index over the words (and related-term groups) two questions share, leaving out
 * words so common they say nothing; each question keeps its nearest few. Communities are found by
 * Louvain modularity with a resolution, visiting nodes in one fixed order (deterministic).
 */
import type { SparseVectors } from './features.ts'

/** Undirected weighted graph, both directions stored (CSR). */
export interface Graph {
  offsets: Int32Array
  targets: Int32Array
  weights: Float64Array
}

export interface Embedding {
  sparse: SparseVectors
  /** Unit LSA vectors, row-major, `dims` each (dims 0: none). */
  dense: Float32Array
  dims: number
  /** Weight of the LSA cosine in a similarity; the rest is the TF-IDF cosine. */
  blend: number
}

function sparseDot(a: SparseVectors, i: number, j: number): number {
  let p = a.offsets[i]!
  let q = a.offsets[j]!
  const pe = a.offsets[i + 1]!
  const qe = a.offsets[j + 1]!
  let s = 0
  while (p < pe && q < qe) {
    const x = a.ids[p]!
    const y = a.ids[q]!
    if (x === y) s += a.values[p++]! * a.values[q++]!
    else if (x < y) p++
    else q++
  }
  return s
}

export function similarity(e: Embedding, i: number, j: number): number {
  let dense = 0
  if (e.dims > 0) {
    const a = i * e.dims
    const b = j * e.dims
    for (let k = 0; k < e.dims; k++) dense += e.dense[a + k]! * e.dense[b + k]!
  }
  const blend = e.dims > 0 ? e.blend : 0
  return blend * dense + (1 - blend) * sparseDot(e.sparse, i, j)
}

interface Postings {
  docs: number[]
  values: number[]
}

/** Postings of the features worth looking up: words, pairs and groups neither unique nor common. */
function invertedIndex(a: SparseVectors, maxDf: number): Map<number, Postings> {
  const index = new Map<number, Postings>()
  const n = a.offsets.length - 1
  for (let i = 0; i < n; i++) {
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const id = a.ids[p]!
      const kind = a.names[id]![0]
      if ((kind !== 'w' && kind !== 'h') || a.df[id]! > maxDf) continue
      const list = index.get(id)
      if (list) {
        list.docs.push(i)
        list.values.push(a.values[p]!)
      } else index.set(id, { docs: [i], values: [a.values[p]!] })
    }
  }
  return index
}

/** Scratch for `strongest`, grown as needed. */
let scratch = new Float64Array(1024)

/** The k-th largest of the first `length` values of `a` (1-based k), reordering them: quickselect. */
function kthLargest(a: Float64Array, length: number, k: number): number {
  let lo = 0
  let hi = length - 1
  const target = k - 1
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i]! > pivot) i++
      while (a[j]! < pivot) j--
      if (i <= j) {
        const t = a[i]!
        a[i++] = a[j]!
        a[j--] = t
      }
    }
    if (target <= j) hi = j
    else if (target >= i) lo = i
    else return a[target]!
  }
  return a[target]!
}

/**
 * The least `acc` a candidate needs to be among the `count` strongest of `touched`, and how many
 * of those at exactly that value are taken (the lower indices: see `isCandidate`).
 */
function candidateBar(touched: readonly number[], acc: Float64Array, count: number): number {
  if (touched.length <= count) return -Infinity
  if (scratch.length < touched.length) scratch = new Float64Array(touched.length * 2)
  for (let k = 0; k < touched.length; k++) scratch[k] = acc[touched[k]!]!
  return kthLargest(scratch, touched.length, count)
}

interface GraphOptions {
  neighbours: number
  candidates: number
  minSimilarity: number
}

/**
 * The nearest `size` (similarity, then lower index) of what is offered, kept sorted in two typed
 * arrays: nothing is allocated per question.
 */
class Nearest {
  readonly index: Int32Array
  readonly score: Float64Array
  length = 0
  constructor(size: number) {
    this.index = new Int32Array(size)
    this.score = new Float64Array(size)
  }
  offer(j: number, s: number): void {
    const size = this.index.length
    let at = this.length
    while (
      at > 0 &&
      (this.score[at - 1]! < s || (this.score[at - 1] === s && this.index[at - 1]! > j))
    )
      at--
    if (at >= size) return
    for (let k = Math.min(this.length, size - 1); k > at; k--) {
      this.index[k] = this.index[k - 1]!
      this.score[k] = this.score[k - 1]!
    }
    this.index[at] = j
    this.score[at] = s
    if (this.length < size) this.length++
  }
}

/** Each question's nearest `neighbours` among its candidates, at least `minSimilarity`. */
export function neighbourGraph(e: Embedding, options: GraphOptions): Graph {
  const a = e.sparse
  const n = a.offsets.length - 1
  const index = invertedIndex(a, Math.max(50, Math.min(400, Math.round(n * 0.04))))
  const acc = new Float64Array(n)
  const touched: number[] = []
  const atBar: number[] = []
  const nearest = new Nearest(options.neighbours)
  const edges = new Map<number, number>()
  const consider = (i: number, j: number) => {
    const s = similarity(e, i, j)
    if (s >= options.minSimilarity) nearest.offer(j, s)
  }
  for (let i = 0; i < n; i++) {
    touched.length = 0
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const postings = index.get(a.ids[p]!)
      if (!postings) continue
      const v = a.values[p]!
      for (let k = 0; k < postings.docs.length; k++) {
        const j = postings.docs[k]!
        if (j === i) continue
        if (acc[j] === 0) touched.push(j)
        acc[j]! += v * postings.values[k]!
      }
    }
    // The candidates: the `candidates` strongest by shared words, ties to the lower index.
    const bar = candidateBar(touched, acc, options.candidates)
    nearest.length = 0
    atBar.length = 0
    let above = 0
    for (const j of touched) {
      if (acc[j]! > bar) {
        above++
        consider(i, j)
      } else if (acc[j] === bar) atBar.push(j)
      acc[j] = 0
    }
    if (atBar.length > 0) {
      atBar.sort((x, y) => x - y)
      for (let k = 0; k < Math.min(atBar.length, options.candidates - above); k++)
        consider(i, atBar[k]!)
    }
    for (let k = 0; k < nearest.length; k++) {
      const j = nearest.index[k]!
      const key = i < j ? i * n + j : j * n + i
      edges.set(key, Math.max(edges.get(key) ?? 0, nearest.score[k]!))
    }
  }
  return toGraph(n, edges)
}

function toGraph(n: number, edges: Map<number, number>): Graph {
  const degree = new Int32Array(n + 1)
  const keys = [...edges.keys()].sort((x, y) => x - y)
  for (const key of keys) {
    degree[Math.floor(key / n)]! += 1
    degree[key % n]! += 1
  }
  const offsets = new Int32Array(n + 1)
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + degree[i]!
  const fill = offsets.slice(0, n)
  const targets = new Int32Array(offsets[n]!)
  const weights = new Float64Array(offsets[n]!)
  for (const key of keys) {
    const i = Math.floor(key / n)
    const j = key % n
    const w = edges.get(key)!
    targets[fill[i]!] = j
    weights[fill[i]!++] = w
    targets[fill[j]!] = i
    weights[fill[j]!++] = w
  }
  return { offsets, targets, weights }
}
