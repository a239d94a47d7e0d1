/**
 * The pairs of questions at the floor, for runs too large to compare every pair (group.ts). No
 * all-pairs matrix: candidates come from an inverted index over the words, named terms and letter
 * groups two questions share, leaving out features so common that their lists would cost more
 * than they find (a pair at the floor shares rarer ones too: at 3,000 to 3,800 questions the
 * groups differ from all pairs' in 0 to 2 of some 2,000); each question keeps the pairs at the
 * floor among its likeliest candidates (deterministic: ties to the lower index).
 */
import type { SparseVectors } from './features.ts'
import { grown, release } from '../../lib/typed-arrays.ts'

/**
 * Features of more questions than this are not looked up. Fewer would leave out pairs that the
 * latent part lifts to the floor from common words shared (at 150, the groups of 3,000 to 3,800
 * BANKING77 questions differed from all pairs' in 31 to 40); more costs time on large runs (at 600,
 * over a quarter more for 20,000 questions).
 */
const MAX_DF = 400

/** Undirected weighted graph, both directions stored (CSR). */
interface Graph {
  offsets: Int32Array
  targets: Int32Array
  weights: Float64Array
}

/** Postings of the features looked up, in typed arrays: feature f's are start[f] to start[f + 1]. */
interface Postings {
  start: Int32Array
  docs: Int32Array
  values: Float32Array
}

/**
 * Postings of the features worth looking up: words (named terms among them) and letter groups not
 * too common.
 */
function invertedIndex(a: SparseVectors, maxDf: number): Postings {
  const features = a.names.length
  const looked = new Uint8Array(features)
  for (let f = 0; f < features; f++) {
    const kind = a.names[f]![0]
    looked[f] = (kind === 'w' || kind === 'g') && a.df[f]! <= maxDf ? 1 : 0
  }
  const start = new Int32Array(features + 1)
  for (let p = 0; p < a.ids.length; p++) if (looked[a.ids[p]!]) start[a.ids[p]! + 1]! += 1
  for (let f = 0; f < features; f++) start[f + 1]! += start[f]!
  const fill = start.slice(0, features)
  const docs = new Int32Array(start[features]!)
  const values = new Float32Array(start[features]!)
  const n = a.offsets.length - 1
  for (let i = 0; i < n; i++) {
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const f = a.ids[p]!
      if (!looked[f]) continue
      docs[fill[f]!] = i
      values[fill[f]!++] = a.values[p]!
    }
  }
  release(fill, looked)
  return { start, docs, values }
}

/** Scratch for `candidateBar`, grown as needed. */
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
 * The `count`-th largest `acc` among `touched` (-Infinity when there are no more than `count`):
 * the candidates are those above it, then those at it, lower indices first (neighbourGraph).
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
  /**
   * The similarity of questions i and j, given the cosine of their features (`words`): that cosine
   * itself when not given. Candidates are still found by the features they share.
   */
  similarity?: ((i: number, j: number, words: number) => number) | undefined
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

/**
 * A neighbour at least this similar is nearly the same question (a word apart): it takes none of
 * the `neighbours` places (up to as many again), so that a question asked in many small variants
 * still links to the other phrasings of its topic instead of only to its own variants.
 */
const NEAR_COPY = 0.8

/**
 * Each question's nearest `neighbours` among its candidates, at least `minSimilarity`, besides its
 * near copies (NEAR_COPY).
 */
export function neighbourGraph(a: SparseVectors, options: GraphOptions): Graph {
  const n = a.offsets.length - 1
  const index = invertedIndex(a, MAX_DF)
  const acc = new Float64Array(n)
  const touched: number[] = []
  const atBar: number[] = []
  const nearest = new Nearest(options.neighbours * 2)
  // Most questions keep few pairs at the floor: the list grows when they keep more.
  const edges = new Edges(n * 4)
  // Question i's vector spread over every feature: a candidate's cosine is one pass over its own.
  const row = new Float64Array(a.names.length)
  const consider = (i: number, j: number) => {
    let words = 0
    for (let q = a.offsets[j]!; q < a.offsets[j + 1]!; q++) words += row[a.ids[q]!]! * a.values[q]!
    const s = options.similarity ? options.similarity(i, j, words) : words
    if (s >= options.minSimilarity) nearest.offer(j, s)
  }
  for (let i = 0; i < n; i++) {
    touched.length = 0
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const f = a.ids[p]!
      const v = a.values[p]!
      row[f] = v
      for (let k = index.start[f]!; k < index.start[f + 1]!; k++) {
        const j = index.docs[k]!
        if (j === i) continue
        if (acc[j] === 0) touched.push(j)
        acc[j]! += v * index.values[k]!
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
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) row[a.ids[p]!] = 0
    let copies = 0
    while (copies < nearest.length && nearest.score[copies]! >= NEAR_COPY) copies++
    const keep = Math.min(nearest.length, options.neighbours + copies)
    for (let k = 0; k < keep; k++) edges.add(i, nearest.index[k]!, nearest.score[k]!)
  }
  // The index is done with: its memory goes before the graph is built.
  release(index.start, index.docs, index.values, acc, row)
  return toGraph(n, edges)
}

/** Edges as found (either direction, maybe twice), in typed arrays. */
class Edges {
  from: Int32Array
  to: Int32Array
  weight: Float64Array
  length = 0
  constructor(capacity: number) {
    this.from = new Int32Array(capacity)
    this.to = new Int32Array(capacity)
    this.weight = new Float64Array(capacity)
  }
  add(i: number, j: number, w: number): void {
    // Near copies add places: the arrays grow by half when full (rarely, and only then).
    if (this.length === this.from.length) {
      const size = Math.ceil(this.length * 1.5) + 16
      this.from = grown(this.from, size)
      this.to = grown(this.to, size)
      this.weight = grown(this.weight, size)
    }
    this.from[this.length] = Math.min(i, j)
    this.to[this.length] = Math.max(i, j)
    this.weight[this.length++] = w
  }
}

/** The undirected graph of `edges`: an edge found from both ends once, with its larger weight. */
function toGraph(n: number, edges: Edges): Graph {
  const { from, to, weight } = edges
  const order = Int32Array.from({ length: edges.length }, (_, k) => k).sort(
    (x, y) => from[x]! - from[y]! || to[x]! - to[y]!,
  )
  // The distinct edges, in order, each with its larger weight.
  let m = 0
  for (let k = 0; k < order.length; k++) {
    const e = order[k]!
    const last = m > 0 ? order[m - 1]! : -1
    if (last >= 0 && from[last] === from[e] && to[last] === to[e]) {
      weight[last] = Math.max(weight[last]!, weight[e]!)
    } else order[m++] = e
  }
  const degree = new Int32Array(n)
  for (let k = 0; k < m; k++) {
    degree[from[order[k]!]!]! += 1
    degree[to[order[k]!]!]! += 1
  }
  const offsets = new Int32Array(n + 1)
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i]! + degree[i]!
  const fill = offsets.slice(0, n)
  const targets = new Int32Array(offsets[n]!)
  const weights = new Float64Array(offsets[n]!)
  for (let k = 0; k < m; k++) {
    const e = order[k]!
    const i = from[e]!
    const j = to[e]!
    const w = weight[e]!
    targets[fill[i]!] = j
    weights[fill[i]!++] = w
    targets[fill[j]!] = i
    weights[fill[j]!++] = w
  }
  release(from, to, weight, order, degree, fill)
  return { offsets, targets, weights }
}
