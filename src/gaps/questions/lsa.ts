/**
 * The latent part of the questions' similarity: their latent space (latent semantic analysis), in
 * plain TypeScript, from a randomized truncated SVD (Halko, Martinsson and Tropp) of their TF-IDF
 * matrix of words. Words asked in the same company move close ("top up" and "add money" when
 * other questions say both), so that two phrasings of one topic that share few words of their own
 * can still meet. Only the run's own questions: no model. Seeded, so the same questions give the
 * same vectors. Its weight in a similarity grows with the number of questions (`latentPart`), and
 * both ways of linking (group.ts) blend it the same way (`blended`).
 */
import type { SparseVectors } from './features.ts'
import { seededRandom } from '../../lib/random.ts'
import { release } from '../../lib/typed-arrays.ts'

/** How many questions the directions are found on, at most (evenly spread over the run's). */
const SAMPLE = 3000
/** Power iterations: each sharpens the leading directions (short texts' spectrum falls slowly). */
const POWER = 1
/** The kind of feature the space is made of: words, named terms read as one (company is meaning). */
const KINDS = new Set(['w'])

/** A seeded sequence of standard normal numbers (Box–Muller): the starting directions. */
function gaussian(count: number, seed: number): Float32Array {
  const next = seededRandom(seed)
  const out = new Float32Array(count)
  for (let i = 0; i < count; i += 2) {
    const r = Math.sqrt(-2 * Math.log(next() || 1e-12))
    const t = 2 * Math.PI * next()
    out[i] = r * Math.cos(t)
    if (i + 1 < count) out[i + 1] = r * Math.sin(t)
  }
  return out
}

/** Single precision for the feature-side matrices (features outnumber questions), double for sums. */
type Matrix = Float32Array | Float64Array

/** Rows of a sparse matrix: ids ascending in each row, values. */
type Rows = Pick<SparseVectors, 'offsets' | 'ids' | 'values'>

/** Y (n × l, row-major) = A X, X (m × l, row-major). */
function times(a: Rows, cols: Int32Array, x: Matrix, l: number): Float64Array {
  const n = a.offsets.length - 1
  const y = new Float64Array(n * l)
  for (let i = 0; i < n; i++) {
    const row = i * l
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const c = cols[a.ids[p]!]!
      if (c < 0) continue
      const v = a.values[p]!
      const from = c * l
      for (let k = 0; k < l; k++) y[row + k]! += v * x[from + k]!
    }
  }
  return y
}

/** Z (m × l) = Aᵀ Y, Y (n × l). */
function transposeTimes(
  a: Rows,
  cols: Int32Array,
  m: number,
  y: Float64Array,
  l: number,
): Float32Array {
  const n = a.offsets.length - 1
  const z = new Float32Array(m * l)
  for (let i = 0; i < n; i++) {
    const row = i * l
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const col = cols[a.ids[p]!]!
      if (col < 0) continue
      const to = col * l
      const v = a.values[p]!
      for (let k = 0; k < l; k++) z[to + k]! += v * y[row + k]!
    }
  }
  return z
}

/** Gram matrix YᵀY (l × l) of a row-major n × l matrix. */
function gram(y: Matrix, l: number): Float64Array {
  const g = new Float64Array(l * l)
  const n = y.length / l
  for (let i = 0; i < n; i++) {
    const row = i * l
    for (let r = 0; r < l; r++) {
      const v = y[row + r]!
      if (v === 0) continue
      for (let c = r; c < l; c++) g[r * l + c]! += v * y[row + c]!
    }
  }
  for (let r = 0; r < l; r++) for (let c = 0; c < r; c++) g[r * l + c] = g[c * l + r]!
  return g
}

/** Orthonormal columns in place (Cholesky QR, twice for accuracy); a dead column becomes zero. */
function orthonormalise(y: Matrix, l: number, passes = 2): void {
  for (let pass = 0; pass < passes; pass++) {
    const g = gram(y, l)
    let trace = 0
    for (let k = 0; k < l; k++) trace += g[k * l + k]!
    const ridge = 1e-12 * (trace || 1)
    // Cholesky: G = Rᵀ R, R upper triangular (stored in g's upper half).
    const r = new Float64Array(l * l)
    for (let j = 0; j < l; j++) {
      let d = g[j * l + j]! + ridge
      for (let k = 0; k < j; k++) d -= r[k * l + j]! ** 2
      const rjj = Math.sqrt(Math.max(d, ridge))
      r[j * l + j] = rjj
      for (let c = j + 1; c < l; c++) {
        let s = g[j * l + c]!
        for (let k = 0; k < j; k++) s -= r[k * l + j]! * r[k * l + c]!
        r[j * l + c] = s / rjj
      }
    }
    // Each row: q = y R⁻¹ (forward substitution on Rᵀ qᵀ = yᵀ).
    const n = y.length / l
    for (let i = 0; i < n; i++) {
      const row = i * l
      for (let c = 0; c < l; c++) {
        let s = y[row + c]!
        for (let k = 0; k < c; k++) s -= y[row + k]! * r[k * l + c]!
        y[row + c] = s / r[c * l + c]!
      }
    }
  }
}

/** Eigenvalues (descending) and eigenvectors (columns) of a symmetric l × l matrix: Jacobi. */
function symmetricEigen(
  input: Float64Array,
  l: number,
): { values: number[]; vectors: Float64Array } {
  const a = Float64Array.from(input)
  const v = new Float64Array(l * l)
  for (let k = 0; k < l; k++) v[k * l + k] = 1
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0
    for (let p = 0; p < l; p++) for (let q = p + 1; q < l; q++) off += a[p * l + q]! ** 2
    if (off < 1e-22) break
    for (let p = 0; p < l; p++) {
      for (let q = p + 1; q < l; q++) {
        const apq = a[p * l + q]!
        if (Math.abs(apq) < 1e-300) continue
        const theta = (a[q * l + q]! - a[p * l + p]!) / (2 * apq)
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
        const c = 1 / Math.sqrt(t * t + 1)
        const s = t * c
        for (let k = 0; k < l; k++) {
          const akp = a[k * l + p]!
          const akq = a[k * l + q]!
          a[k * l + p] = c * akp - s * akq
          a[k * l + q] = s * akp + c * akq
        }
        for (let k = 0; k < l; k++) {
          const apk = a[p * l + k]!
          const aqk = a[q * l + k]!
          a[p * l + k] = c * apk - s * aqk
          a[q * l + k] = s * apk + c * aqk
        }
        for (let k = 0; k < l; k++) {
          const vkp = v[k * l + p]!
          const vkq = v[k * l + q]!
          v[k * l + p] = c * vkp - s * vkq
          v[k * l + q] = s * vkp + c * vkq
        }
      }
    }
  }
  const order = Array.from({ length: l }, (_, k) => k).sort(
    (x, y) => a[y * l + y]! - a[x * l + x]! || x - y,
  )
  const vectors = new Float64Array(l * l)
  order.forEach((from, to) => {
    for (let k = 0; k < l; k++) vectors[k * l + to] = v[k * l + from]!
  })
  return { values: order.map((k) => a[k * l + k]!), vectors }
}

/** The rows of `a` numbered `picked` (ascending), as a matrix of their own. */
function rowsOf(a: Rows, picked: Int32Array): Rows {
  const offsets = new Int32Array(picked.length + 1)
  picked.forEach((i, r) => (offsets[r + 1] = offsets[r]! + a.offsets[i + 1]! - a.offsets[i]!))
  const ids = new Int32Array(offsets[picked.length]!)
  const values = new Float32Array(offsets[picked.length]!)
  picked.forEach((i, r) => {
    ids.set(a.ids.subarray(a.offsets[i]!, a.offsets[i + 1]!), offsets[r]!)
    values.set(a.values.subarray(a.offsets[i]!, a.offsets[i + 1]!), offsets[r]!)
  })
  return { offsets, ids, values }
}

/**
 * The leading right singular directions of `a`'s columns `cols` (m of them), each divided by its
 * singular value: m × k, row-major. A row's coordinates are then its product with them.
 */
function directions(a: Rows, cols: Int32Array, m: number, k: number, seed: number): Float32Array {
  const n = a.offsets.length - 1
  const l = Math.min(k + 10, n, m)
  const start = gaussian(m * l, seed)
  let y = times(a, cols, start, l)
  release(start)
  for (let q = 0; q < POWER; q++) {
    orthonormalise(y, l, 1)
    const z = transposeTimes(a, cols, m, y, l)
    orthonormalise(z, l, 1)
    release(y)
    y = times(a, cols, z, l)
    release(z)
  }
  orthonormalise(y, l)
  const bt = transposeTimes(a, cols, m, y, l) // Bᵀ = Aᵀ Q (m × l); A V = Q W Σ, so V = Bᵀ W Σ⁻¹
  release(y)
  const { values, vectors: w } = symmetricEigen(gram(bt, l), l)
  const out = new Float32Array(m * k)
  for (let c = 0; c < k; c++) {
    const sigma = Math.sqrt(Math.max(values[c]!, 0))
    if (sigma === 0) continue
    for (let f = 0; f < m; f++) {
      let s = 0
      for (let r = 0; r < l; r++) s += bt[f * l + r]! * w[r * l + c]!
      out[f * k + c] = s / sigma
    }
  }
  release(bt)
  return out
}

/**
 * Unit vectors of up to `dims` dimensions, one per question (row-major n × dims): the questions'
 * coordinates on the leading singular directions of their TF-IDF matrix of words, scaled by the
 * singular values. The directions are found on up to SAMPLE questions, evenly spread (beyond, more
 * questions cost time and say little more); every question is then placed by its words. A word of
 * one or two questions says nothing of company: it is left out. Fewer dimensions when there are
 * fewer questions or words; a question with no word in company is a zero vector, near none.
 */
export function latentVectors(
  a: SparseVectors,
  dims: number,
  seed = 1,
): { vectors: Float32Array; dims: number } {
  const n = a.offsets.length - 1
  const cols = new Int32Array(a.names.length).fill(-1)
  let m = 0
  a.names.forEach((name, id) => {
    if (a.df[id]! > 2 && KINDS.has(name[0]!)) cols[id] = m++
  })
  const k = Math.max(1, Math.min(dims, Math.min(n, SAMPLE) - 1, m - 1))
  const picked = Int32Array.from({ length: Math.min(n, SAMPLE) }, (_, r) =>
    Math.floor((r * n) / Math.min(n, SAMPLE)),
  )
  const sample = rowsOf(a, picked)
  const basis = m > 0 ? directions(sample, cols, m, k, seed) : new Float32Array(0)
  release(sample.offsets, sample.ids, sample.values, picked)
  const out = new Float32Array(n * k)
  for (let i = 0; i < n; i++) {
    const row = out.subarray(i * k, (i + 1) * k)
    for (let p = a.offsets[i]!; p < a.offsets[i + 1]!; p++) {
      const c = cols[a.ids[p]!]!
      if (c < 0) continue
      const v = a.values[p]!
      for (let d = 0; d < k; d++) row[d]! += v * basis[c * k + d]!
    }
    let norm = 0
    for (let d = 0; d < k; d++) norm += row[d]! * row[d]!
    norm = Math.sqrt(norm)
    if (norm > 0) for (let d = 0; d < k; d++) row[d]! /= norm
  }
  release(basis, cols)
  return { vectors: out, dims: k }
}

/** How much the latent part weighs and from when (group.ts's GroupingSettings say more). */
interface LatentSettings {
  latentWeight: number
  latentFrom: number
  latentFull: number
  latentDims: number
}

/** The latent part's share of a similarity for `n` distinct questions. */
function latentWeightFor(n: number, settings: LatentSettings): number {
  const { latentWeight, latentFrom, latentFull } = settings
  if (n <= latentFrom) return 0
  if (n >= latentFull) return latentWeight
  return (latentWeight * Math.log10(n / latentFrom)) / Math.log10(latentFull / latentFrom)
}

/** Unit vectors of the questions in the latent space (row-major), and how much they weigh. */
export interface Latent {
  vectors: Float32Array
  dims: number
  weight: number
}

/** The latent part of the questions `members` alone, in that order. */
export function latentAmong(latent: Latent, members: readonly number[]): Latent {
  const { vectors, dims } = latent
  const among = new Float32Array(members.length * dims)
  members.forEach((i, k) => among.set(vectors.subarray(i * dims, (i + 1) * dims), k * dims))
  return { ...latent, vectors: among }
}

/** The latent part of the questions' similarity, or null while there are too few of them. */
export function latentPart(e: SparseVectors, settings: LatentSettings): Latent | null {
  const weight = latentWeightFor(e.offsets.length - 1, settings)
  return weight > 0 ? { ...latentVectors(e, settings.latentDims), weight } : null
}

function latentDot({ vectors, dims }: Latent, i: number, j: number): number {
  let s = 0
  for (let c = 0; c < dims; c++) s += vectors[i * dims + c]! * vectors[j * dims + c]!
  return s
}

/**
 * The similarity of questions i and j: the cosine of their words and letters (`words`) makes
 * `1 − w` of it, their latent cosine `w`.
 */
export function blended(latent: Latent, i: number, j: number, words: number): number {
  return (1 - latent.weight) * words + latent.weight * latentDot(latent, i, j)
}

/** The n × n similarity matrix of words and letters, blended in place (`blended`). */
export function blendMatrix(sim: Float32Array, n: number, latent: Latent): void {
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const s = blended(latent, i, j, sim[i * n + j]!)
      sim[i * n + j] = s
      sim[j * n + i] = s
    }
}
