/**
 * How alike every pair of a run's questions is, on the path that compares every pair (group.ts: up
 * to `exactLimit` distinct questions): the cosine of their vectors, less for two questions that
 * share one content word while each asks more, and for two at opposite ends of a pair of
 * opposites. Beyond, a group's mean is read from its summed vectors (linkage.ts), which have no
 * sum for a weight on some pairs: the groups found there that these two rules would part are
 * grouped again here (group.ts: `pairRulesWithin`; `questionsAmong`).
 */
import { isPolar, wordFlags, type SparseVectors } from './features.ts'
import { PARTICLE_PAIRS } from './opposites.ts'
import { ASKS_HOW, SAYS_NOT } from './working.ts'
import { release } from '../../lib/typed-arrays.ts'

/**
 * A pair of questions that shares one content word while each asks more counts this share of its
 * similarity. "How do I add a favicon?", "… a redirect?", "… a team member?" share "add" and the
 * letters of "how do I … a": five such questions of five topics made one gap. "Can I top up?" (one
 * word) still meets "top up failed". A polar word that is part of a word ("up" of "top up":
 * `wordOf`) is no second word. Measured on the size family (20 seeds, 120 to 1,000 questions): 6.7
 * → 6.2 % of the gaps mixed, 22.4 → 22.2 % of the topics leading a pure gap; at 0.8, 6.3 and 22.2
 * %.
 */
export const ONE_WORD_SHARE = 0.7
/** Every shared word alike: how frames and the categories' agreement are looked for. */
export const EVERY_WORD_ALIKE = 1

/**
 * A polar word that comes with a word in this share of the questions that have the word, or of
 * those that have the polar word, is part of it ("up" of "top up", "down" of "turn down" where the
 * run never turns anything else; "not" of "not working" where the run's "not" is "not working",
 * though some write "doesn't work"). With the word's share alone, "SSO is not working" and "Search
 * is not working" shared two words when a third of the week wrote "X doesn't work", and five things
 * asked so made two gaps of four and eight questions. The size family (20 seeds) as before: 6.47 %
 * of the gaps mixed; 22.54 → 22.50 % of the topics lead a pure gap (one topic of one seed).
 */
const PART_OF_WORD = 0.8

/**
 * For each polar feature that is part of a word in this run (`PART_OF_WORD`), that word's feature,
 * else -1: a pair of questions that shares both shares one word. "What is the top-up limit?" and
 * "Why was my top up reverted?" share "top up" alone, as "how do I add a …" questions share "add".
 */
function wordOf(e: SparseVectors, isWord: Uint8Array): Int32Array {
  const of = new Int32Array(e.names.length).fill(-1)
  const polar = Uint8Array.from(e.names, (name) => (isPolar(name) ? 1 : 0))
  // How many questions have each polar word with each other word (key: word × features + polar).
  const together = new Map<number, number>()
  const F = e.names.length
  for (let i = 0; i + 1 < e.offsets.length; i++)
    for (let q = e.offsets[i]!; q < e.offsets[i + 1]!; q++) {
      const b = e.ids[q]!
      if (!polar[b]) continue
      for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++) {
        const w = e.ids[p]!
        if (isWord[w] && !polar[w]) together.set(w * F + b, (together.get(w * F + b) ?? 0) + 1)
      }
    }
  const best = new Int32Array(F)
  for (const [key, k] of together) {
    const w = Math.floor(key / F)
    const b = key - w * F
    if (k >= 2 && k >= PART_OF_WORD * Math.min(e.df[w]!, e.df[b]!) && k > best[b]!)
      [of[b], best[b]] = [w, k]
  }
  release(polar, best)
  return of
}

/**
 * Two questions at opposite ends of a pair of opposites ("turn the lights on", "turn the lights
 * off") count this share of their similarity: in a week of a dozen questions the letters of "turn
 * the lights" held them together. Measured on the size family (20 seeds, 120 to 1,000 questions):
 * 6.0 → 5.9 % of the gaps mixed, 22.0 % of the topics leading a pure gap, as before; no id figure
 * moved.
 */
const OPPOSED_SHARE = 0.5
/**
 * Two questions at opposite ends of a pair of particles (`PARTICLE_PAIRS`: "Hoe zet ik de donkere
 * modus aan?", "… uit?") count this share: the particles are stop words, so the two are as alike
 * as two phrasings of one question (0.95), where "How do I turn on dark mode?" and "… off?" differ
 * by a word (0.76, opposed 0.38); half of 0.95 still joined them in a week of four. As if the
 * particle were a word that differs, and opposed: the share twice (0.24).
 */
const PARTICLES_OPPOSED_SHARE = OPPOSED_SHARE * OPPOSED_SHARE

/**
 * How two questions are opposed (`opposedPairs`): by their words, or by stop words (particles, a
 * "not": working.ts).
 */
const WORDS = 1
const PARTICLES = 2

/** The questions at each end of a pair of opposites, and how they are opposed. */
interface Ends {
  plus: number[]
  minus: number[]
  flag: typeof WORDS | typeof PARTICLES
}

/**
 * For each pair of opposites of the run (`SparseVectors.opposites`, then `PARTICLE_PAIRS`) that has
 * questions at both ends: those with the first end and not the second, and those with the second
 * and not the first; then those that ask how (to do a thing, or how it works) and those that
 * report a fault ("X is not working", "X failed": working.ts).
 */
function oppositeEnds(e: SparseVectors): Ends[] {
  const n = e.offsets.length - 1
  // Which end of which pair each word of a pair is; then one pass over the questions' features.
  const endsOf = new Map<number, number[]>()
  e.opposites.forEach(({ plus, minus }, k) => {
    endsOf.set(plus, [...(endsOf.get(plus) ?? []), 2 * k])
    endsOf.set(minus, [...(endsOf.get(minus) ?? []), 2 * k + 1])
  })
  const isEnd = new Uint8Array(e.names.length)
  for (const id of endsOf.keys()) isEnd[id] = 1
  const pairs = e.opposites.length + PARTICLE_PAIRS.length
  const at = Array.from({ length: 2 * pairs }, () => new Set<number>())
  for (let i = 0; i < n; i++) {
    for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++)
      if (isEnd[e.ids[p]!]) for (const end of endsOf.get(e.ids[p]!)!) at[end]!.add(i)
    const bits = e.particles[i]!
    if (bits !== 0)
      for (let k = 0; k < PARTICLE_PAIRS.length; k++) {
        const base = 2 * (e.opposites.length + k)
        if ((bits >>> (2 * k)) & 1) at[base]!.add(i)
        if ((bits >>> (2 * k + 1)) & 1) at[base + 1]!.add(i)
      }
  }
  release(isEnd)
  const all: Ends[] = []
  for (let k = 0; k < pairs; k++) {
    const [first, second] = [at[2 * k]!, at[2 * k + 1]!]
    if (first.size === 0 || second.size === 0) continue
    const plus = [...first].filter((i) => !second.has(i))
    const minus = [...second].filter((i) => !first.has(i))
    const flag = k < e.opposites.length ? WORDS : PARTICLES
    if (plus.length > 0 && minus.length > 0) all.push({ plus, minus, flag })
  }
  // How, and a fault (working.ts). Most languages list their "not" as a stop word ("nicht", "no",
  // 不): the two differ as a particle's two ends do, and weigh as they do.
  const asksHow: number[] = []
  const saysNot: number[] = []
  e.working.forEach((end, i) => {
    if (end === ASKS_HOW) asksHow.push(i)
    if (end === SAYS_NOT) saysNot.push(i)
  })
  if (asksHow.length > 0 && saysNot.length > 0)
    all.push({ plus: asksHow, minus: saysNot, flag: PARTICLES })
  return all
}

/**
 * The pairs of questions at opposite ends of a pair of opposites (`oppositeEnds`). For i < j at
 * i × n + j: WORDS, PARTICLES (when both, particles), or 0; null when the run has no such pair.
 */
function opposedPairs(e: SparseVectors): Uint8Array | null {
  const n = e.offsets.length - 1
  let opposed: Uint8Array | null = null
  for (const { plus, minus, flag } of oppositeEnds(e)) {
    opposed ??= new Uint8Array(n * n)
    for (const i of plus)
      for (const j of minus) {
        const at = Math.min(i, j) * n + Math.max(i, j)
        opposed[at] = Math.max(opposed[at]!, flag)
      }
  }
  return opposed
}

/**
 * Which of `groups` (question indices) hold questions at both ends of a pair of opposites: on the
 * path of large runs, their mean comes from summed vectors, which a weight on some pairs has no sum
 * for (group.ts groups them again over all their pairs).
 */
export function holdingOpposites(
  e: SparseVectors,
  groups: readonly (readonly number[])[],
): boolean[] {
  const groupOf = new Int32Array(e.offsets.length - 1).fill(-1)
  groups.forEach((members, g) => {
    for (const i of members) groupOf[i] = g
  })
  const holding = groups.map(() => false)
  for (const { plus, minus } of oppositeEnds(e)) {
    const withPlus = new Set(plus.map((i) => groupOf[i]!))
    for (const i of minus)
      if (groupOf[i]! >= 0 && withPlus.has(groupOf[i]!)) holding[groupOf[i]!] = true
  }
  return holding
}

/**
 * The questions `members` of `e` alone, in that order, with the features they have (numbered anew,
 * in the same order; each feature's name, idf and df as in `e`), and the pairs of opposites both of
 * whose words they have: what grouping them over all their pairs costs is theirs alone.
 */
export function questionsAmong(e: SparseVectors, members: readonly number[]): SparseVectors {
  const used = new Set<number>()
  for (const i of members)
    for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++) used.add(e.ids[p]!)
  const features = [...used].sort((a, b) => a - b)
  const local = new Map(features.map((id, k) => [id, k]))
  const offsets = new Int32Array(members.length + 1)
  members.forEach((i, k) => {
    offsets[k + 1] = offsets[k]! + e.offsets[i + 1]! - e.offsets[i]!
  })
  const ids = new Int32Array(offsets[members.length]!)
  const values = new Float32Array(offsets[members.length]!)
  members.forEach((i, k) => {
    for (let p = e.offsets[i]!, at = offsets[k]!; p < e.offsets[i + 1]!; p++, at++) {
      ids[at] = local.get(e.ids[p]!)!
      values[at] = e.values[p]!
    }
  })
  const opposites = e.opposites.flatMap(({ plus, minus }) =>
    local.has(plus) && local.has(minus)
      ? [{ plus: local.get(plus)!, minus: local.get(minus)! }]
      : [],
  )
  return {
    offsets,
    ids,
    values,
    names: features.map((id) => e.names[id]!),
    idf: Float64Array.from(features, (id) => e.idf[id]!),
    df: Int32Array.from(features, (id) => e.df[id]!),
    opposites,
    particles: Uint32Array.from(members, (i) => e.particles[i]!),
    working: Uint8Array.from(members, (i) => e.working[i]!),
  }
}

/** Whether question `i` has feature `id` (its ids ascending). */
function has(e: SparseVectors, i: number, id: number): boolean {
  let lo = e.offsets[i]!
  let hi = e.offsets[i + 1]! - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (e.ids[mid] === id) return true
    if (e.ids[mid]! < id) lo = mid + 1
    else hi = mid - 1
  }
  return false
}

/**
 * The n × n cosine matrix of the questions, from an inverted index (pairs sharing a feature), each
 * pair that shares one content word while each has more at `oneWordShare` of it (a polar word part
 * of a word counted with it: `wordOf`).
 */
export function similarityMatrix(e: SparseVectors, oneWordShare: number): Float32Array {
  const n = e.offsets.length - 1
  const sim = new Float32Array(n * n)
  const postings = new Map<number, number[]>()
  for (let p = 0; p < e.ids.length; p++) {
    const list = postings.get(e.ids[p]!)
    if (list) list.push(p)
    else postings.set(e.ids[p]!, [p])
  }
  // Each posting is an entry p of one question's row, rows in order.
  const rowOf = new Int32Array(e.ids.length)
  for (let i = 0; i < n; i++) rowOf.fill(i, e.offsets[i]!, e.offsets[i + 1]!)
  // With every shared word alike, nothing of the words need be counted (the rule weighs 1).
  const counting = oneWordShare !== EVERY_WORD_ALIKE
  const isWord = counting ? wordFlags(e) : new Uint8Array(e.names.length)
  const partOf = counting ? wordOf(e, isWord) : new Int32Array(0)
  // The content words each pair shares (counted to 2), and each question's.
  const shared = new Uint8Array(counting ? n * n : 0)
  const wordsOf = new Int32Array(n)
  for (const [id, list] of postings) {
    const word = isWord[id] === 1
    const of = word ? partOf[id]! : -1
    // A word counts in a question (and a pair) unless it is part of a word the question has.
    const counts = word ? list.map((p) => of < 0 || !has(e, rowOf[p]!, of)) : []
    for (let x = 0; x < list.length; x++) {
      const i = rowOf[list[x]!]!
      const v = e.values[list[x]!]!
      if (counts[x]) wordsOf[i]! += 1
      for (let y = x + 1; y < list.length; y++) {
        const at = i * n + rowOf[list[y]!]!
        sim[at]! += v * e.values[list[y]!]!
        if (word && shared[at]! < 2 && (counts[x] || counts[y])) shared[at]! += 1
      }
    }
  }
  const opposed = opposedPairs(e)
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const at = i * n + j
      if (counting && shared[at] === 1 && wordsOf[i]! > 1 && wordsOf[j]! > 1)
        sim[at]! *= oneWordShare
      if (opposed?.[at])
        sim[at]! *= opposed[at] === PARTICLES ? PARTICLES_OPPOSED_SHARE : OPPOSED_SHARE
      sim[j * n + i] = sim[at]!
    }
  if (opposed) release(opposed)
  release(shared, wordsOf, partOf, isWord)
  return sim
}
