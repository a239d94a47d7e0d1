/**
 * Grouping questions by meaning without a model, pure first: TF-IDF over content words and letter
 * groups (features.ts), from a few hundred distinct questions on blended with a latent space of the
 * run's own words (lsa.ts: words asked in the same company meet), then average linkage with a floor
 * (linkage.ts): a question joins a group only while it is, on average, as near to every question of
 * it as two phrasings of one need are; a question with no such partner stays alone. The floor rises
 * slowly with the number of distinct questions (more questions, more chance neighbours). Up to
 * `exactLimit` distinct questions every pair is compared; beyond, the pairs at the floor among the
 * candidates an index of shared words and letter groups finds (graph.ts: nearly all of them; the
 * latent part alone never reaches the floor). Two groups whose mean reaches the floor have a pair
 * at the floor (a mean is never above every value), and their mean itself is exact (linkage.ts), so
 * both paths follow one rule (tested where they meet), but for two: two questions that share one
 * content word while each asks more count less alike, and so do two at opposite ends of a pair of
 * opposites (similarity.ts). The other path reads a group's mean from summed vectors, which have no
 * sum for a weight on some pairs: the groups it finds that those rules would part are grouped
 * again over all their pairs (`pairRulesWithin`). A group that is a frame, not a
 * topic ("can I remove the … from my docs", asked of many things), has its words read as stop words
 * in its questions, and the questions are grouped again (`frameWords`; up to 3,000 distinct
 * questions). The platform's category counts as far as it agrees with what the words group
 * (`categoryAgreement`): wholly agreeing, as much as 1.5 words; saying nothing of the topic,
 * nothing.
 */
import {
  categoryName,
  countTyped,
  newTyped,
  tfidfVectors,
  wordFlags,
  wordIds,
  type RelatedTerms,
  type SparseVectors,
} from './features.ts'
import { neighbourGraph } from './graph.ts'
import { words } from '../terms.ts'
import {
  EVERY_WORD_ALIKE,
  holdingOpposites,
  ONE_WORD_SHARE,
  questionsAmong,
  similarityMatrix,
} from './similarity.ts'
import { linkAllPairs, linkSparse } from './linkage.ts'
import { carriedAnchors, nearestAnchors, questionStems, type Anchor } from './anchor.ts'
import { blended, blendMatrix, latentAmong, latentPart, type Latent } from './lsa.ts'
import { release } from '../../lib/typed-arrays.ts'

export interface GroupingSettings {
  /** Least mean similarity over all pairs of a group at 30 distinct questions (linkage.ts). */
  floor: number
  /** What the floor gains for each tenfold of distinct questions beyond 30, up to `floorUntil`. */
  floorSlope: number
  floorUntil: number
  /** Beyond this many distinct questions, the pairs the index finds (graph.ts) instead of all. */
  exactLimit: number
  /**
   * The latent part's share of a similarity (lsa.ts), at `latentFull` distinct questions and
   * beyond; none up to `latentFrom`, rising evenly on a log scale between: words' company says
   * little in a few hundred questions.
   */
  latentWeight: number
  latentFrom: number
  latentFull: number
  /** Dimensions of the latent space. */
  latentDims: number
  /** Pairs at the floor kept per question (graph.ts), and candidates looked at for them. */
  neighbours: number
  candidates: number
  /**
   * Rank: size times cohesion to this power: at 2, a group half as tight needs four times the
   * questions to rank as high (a topic asked in several ways still outranks one phrasing asked a
   * little less often).
   */
  rankPower: number
}

export const DEFAULT_SETTINGS: GroupingSettings = {
  floor: 0.48,
  floorSlope: 0.11,
  floorUntil: 10000,
  latentWeight: 0.3,
  latentFrom: 200,
  latentFull: 2000,
  latentDims: 32,
  exactLimit: 3000,
  neighbours: 50,
  candidates: 50,
  rankPower: 2,
}

/** Stems in a group's signature: what recognises its topic later (the memory keeps them). */
const SIGNATURE_STEMS = 10

export interface Group {
  /** Indices of the questions, ascending. */
  members: number[]
  /** Mean similarity of the members to their centroid (0..1). */
  cohesion: number
  /** The member nearest the centroid. */
  medoid: number
  /** Up to ten stems that weigh most in the centroid. */
  signature: string[]
  /** The anchor (a remembered topic, by its index) whose key the group carries, if any (anchor.ts). */
  anchor?: number
}

/**
 * Describes groups of questions: cohesion (of the distinct questions), and the medoid and
 * signature of what readers asked (a question asked five times counts five: it names its group).
 * Two dense scratch rows of the feature count are reused for every group's sums (no map per group:
 * a run of 20,000 questions describes some 8,000 groups, most of them a single question).
 */
function describer(e: SparseVectors, asked: (i: number) => number): (members: number[]) => Group {
  const sum = new Float64Array(e.names.length)
  const weighted = new Float64Array(e.names.length)
  const touched: number[] = []
  // A word feature is a content word of its question's language: stop words have none.
  const isWord = wordFlags(e)
  // Each stem's text made once: thousands of groups name the same few thousand stems.
  const stems = new Map<number, string>()
  const stemOf = (id: number): string =>
    stems.get(id) ?? stems.set(id, e.names[id]!.slice(2)).get(id)!
  return (members) => {
    touched.length = 0
    for (const i of members)
      for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++) {
        const id = e.ids[p]!
        if (sum[id] === 0) touched.push(id)
        sum[id]! += e.values[p]!
        weighted[id]! += asked(i) * e.values[p]!
      }
    let norm2 = 0
    for (const id of touched) norm2 += sum[id]! * sum[id]!
    let medoid = members[0]!
    let best = -Infinity
    for (const i of members) {
      let s = 0
      for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++)
        s += e.values[p]! * weighted[e.ids[p]!]!
      if (s > best) [best, medoid] = [s, i]
    }
    const signature = touched
      .filter((id) => isWord[id])
      .sort((x, y) => weighted[y]! - weighted[x]! || x - y)
      .slice(0, SIGNATURE_STEMS)
      .map(stemOf)
    for (const id of touched) sum[id] = weighted[id] = 0
    return { members, cohesion: Math.sqrt(norm2) / members.length, medoid, signature }
  }
}

/**
 * The floor for `n` distinct questions: `floor` at 30, `floorSlope` more (or less) each tenfold,
 * level below 15 and from `floorUntil` on. A few questions hold few topics: less to mix up; but two
 * questions alone that share one word of four are no more alike than in a week of fifteen.
 */
function floorFor(n: number, settings: GroupingSettings): number {
  const counted = Math.min(Math.max(15, n), Math.max(30, settings.floorUntil))
  return settings.floor + settings.floorSlope * Math.log10(counted / 30)
}

/**
 * Average linkage with a floor (linkage.ts): all pairs when cheap, the neighbour graph beyond. From
 * a few hundred distinct questions on, a similarity is part words and letters, part latent.
 */
function uniqueGroups(
  e: SparseVectors,
  settings: GroupingSettings,
  asked: (i: number) => number,
  oneWordShare = ONE_WORD_SHARE,
): Group[] {
  const n = e.offsets.length - 1
  const floor = floorFor(n, settings)
  const latent = latentPart(e, settings)
  let parts: number[][]
  if (n <= settings.exactLimit) {
    parts = linkedOverAllPairs(e, { latent, floor, oneWordShare })
  } else {
    const similarity = latent
      ? (i: number, j: number, words: number) => blended(latent, i, j, words)
      : undefined
    const graph = neighbourGraph(e, { ...settings, minSimilarity: floor, similarity })
    parts = linkSparse(e, graph, floor, latent ?? undefined)
    release(graph.offsets, graph.targets, graph.weights)
    parts = pairRulesWithin(e, parts, { latent, floor, oneWordShare })
  }
  if (latent) release(latent.vectors)
  return parts.map(describer(e, asked))
}

/** How a run's questions are linked over all their pairs. */
interface AllPairs {
  latent: Latent | null
  floor: number
  oneWordShare: number
}

/** Average linkage over every pair of the questions of `e` (the exact path). */
function linkedOverAllPairs(
  e: SparseVectors,
  { latent, floor, oneWordShare }: AllPairs,
): number[][] {
  const n = e.offsets.length - 1
  const sim = similarityMatrix(e, oneWordShare)
  if (latent) blendMatrix(sim, n, latent)
  const parts = linkAllPairs(sim, n, floor)
  release(sim)
  return parts
}

/**
 * The groups of the path of large runs that a rule on pairs would part, grouped again over all
 * their pairs as the exact path groups them (similarity.ts: the opposites and one-word rules weigh
 * pairs, which summed vectors have no sum for): those that hold questions at both ends of a pair of
 * opposites ("turn on the lights" and "turn off the lights"), and those that one word holds
 * together ("what is the definition of …"), of up to the default `exactLimit` questions. Where the
 * paths meet (the first 3,000 and 3,800 questions of each pool, grouped both ways), the groups of
 * all pairs the graph's lack went from 12, 16, 21, 19 (of 1,534, 2,023, 1,944, 2,484) to 5, 7, 14,
 * 11; the whole pools as before (HWU64: 8.1 → 7.9 % of the gaps mixed); 0.05 s more at 20,006
 * questions.
 */
function pairRulesWithin(
  e: SparseVectors,
  parts: number[][],
  { latent, ...rest }: AllPairs,
): number[][] {
  const holding = holdingOpposites(e, parts)
  const isWord = wordFlags(e)
  const count = new Int32Array(e.names.length)
  const regrouped = parts.flatMap((members, g) => {
    if (members.length < 2 || members.length > DEFAULT_SETTINGS.exactLimit) return [members]
    if (!holding[g] && !heldByOneWord(e, members, { isWord, count })) return [members]
    const among = latent && latentAmong(latent, members)
    const again = linkedOverAllPairs(questionsAmong(e, members), { latent: among, ...rest })
    return again.map((part) => part.map((k) => members[k]!))
  })
  release(isWord, count)
  return regrouped
}

/**
 * Whether one content word at most (`isWord`, by feature) is in half of a group's questions;
 * `count` is all zeros, and left so.
 */
function heldByOneWord(
  e: SparseVectors,
  members: readonly number[],
  { isWord, count }: { isWord: Uint8Array; count: Int32Array },
): boolean {
  const touched: number[] = []
  for (const i of members)
    for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++) {
      const w = e.ids[p]!
      if (!isWord[w]) continue
      if (count[w] === 0) touched.push(w)
      count[w]! += 1
    }
  let shared = 0
  for (const w of touched) {
    if (2 * count[w]! >= members.length) shared++
    count[w] = 0
  }
  return shared <= 1
}

/** Members naming their own thing that make a group a frame (`frameWords`). */
const FRAME_MEMBERS = 5
/**
 * Frames are looked for up to this many distinct questions (a week's size), on both paths alike:
 * in tens of thousands, near copies that differ by a word ("… maybe stolen", "… I think stolen")
 * look like one.
 */
const FRAME_LIMIT = 3000
/** A thing named is asked about in this many questions of the run at least. */
const FRAME_THING_ASKED = 3
/**
 * A thing is named by at most this many of the frame's members: a frame asked two ways ("Есть ли
 * лимит на X?", "лимит на X": is there a limit on X, limit on X) names each thing twice. With one,
 * such a week of seven things found one of them (the rest in no gap); the size family (20 seeds)
 * 6.47 → 6.45 % of the gaps mixed, coverage as before; xSID, HINT3, CLINC150 as before.
 */
const FRAME_THING_NAMED = 2

/**
 * The stems of the run's frames: groups whose questions share a few words while each names its own
 * thing ("can I remove the invoice from my docs", "… the webhook …", "… the sandbox …"), a word at
 * most one other member has (`FRAME_THING_NAMED`) that readers ask about elsewhere too (in at least
 * three questions, and under half as often as the shared words: the things are many, the frame
 * one). Five members or more, and three in four, name such a thing: the group is what readers ask
 * of many things, not a topic. (A topic asked with a slot names one in some questions only: "turn
 * off the lights", "… in the kitchen", "… in the bedroom": five of nine name a room.)
 * By their frequency alone, a frame's words look like the words of the week's most asked topic
 * ("visa", "mastercard"): what tells them apart is that a topic's questions name nothing else.
 */
export function frameWords(
  e: SparseVectors,
  groups: readonly Pick<Group, 'members'>[],
): Set<string>[] {
  const frames: Set<string>[] = []
  for (const { members } of groups) {
    if (members.length < FRAME_MEMBERS) continue
    const memberWords = members.map((i) => wordIds(e, i))
    const inGroup = new Map<number, number>()
    for (const ws of memberWords) for (const w of ws) inGroup.set(w, (inGroup.get(w) ?? 0) + 1)
    const shared = [...inGroup].filter(([, c]) => 2 * c >= members.length).map(([w]) => w)
    if (shared.length === 0) continue
    const sharedAsked = Math.min(...shared.map((w) => e.df[w]!))
    const thing = (w: number) =>
      inGroup.get(w)! <= FRAME_THING_NAMED &&
      e.df[w]! >= FRAME_THING_ASKED &&
      2 * e.df[w]! < sharedAsked
    const naming = memberWords.filter((ws) => ws.some(thing)).length
    if (naming >= FRAME_MEMBERS && 4 * naming >= 3 * members.length)
      frames.push(new Set(shared.map((w) => e.names[w]!.slice(2))))
  }
  return frames
}

/**
 * The questions asked in a frame, each with the frame's stems: those that use every word of it
 * (in its group or not: "… not working" asked of a thing whose other questions it joined).
 */
function framedQuestions(
  e: SparseVectors,
  frames: readonly Set<string>[],
): Map<number, Set<string>> {
  const framed = new Map<number, Set<string>>()
  if (frames.length === 0) return framed
  for (let i = 0; i + 1 < e.offsets.length; i++) {
    const stems = new Set(questionStems(e, i))
    for (const frame of frames)
      if ([...frame].every((stem) => stems.has(stem)))
        framed.set(i, new Set([...(framed.get(i) ?? []), ...frame]))
  }
  return framed
}

/**
 * What the platform's category weighs (against a word's 1) when it wholly agrees with the words. On
 * HWU64 with its scenario as the category (20 seeds, 120 to 1,000 questions), 1.5 took the mixed
 * share from 4.2 to 3.9 % and the coverage from 19.3 to 22.6 %; 1 and 2 did about as well (3.9 and
 * 4.0 %, 20.8 and 24.2 %): no sharp optimum to fit.
 */
const CATEGORY_WEIGHT = 1.5
/** Pairs of grouped questions, both with a category, below which the categories are not judged. */
export const CATEGORY_PAIRS = 10
/**
 * How far beyond chance the pairs in one category must be, in standard errors, for the agreement
 * to count: unrelated categories reach a kappa of 0.1 or so by chance on a few dozen pairs.
 */
const CATEGORY_SURE = 2

/** How the platform's categories of a run were judged against what its words group together. */
export interface CategoryJudgement {
  /** Questions with a category (distinct questions, or those of the sample). */
  categorised: number
  /** Pairs of questions in one words' group, both with a category: what judges them. */
  pairs: number
  /** Cohen's kappa over those pairs (0 under CATEGORY_PAIRS of them). */
  kappa: number
  /** The kappa when it counts (enough pairs, clearly beyond chance), else 0. */
  agreement: number
  /** What a shared category weighs against a word: CATEGORY_WEIGHT times the agreement. */
  weight: number
  /** Judged on an even sample of CATEGORY_SAMPLE questions (a run too large to group twice). */
  sampled?: true
}

/**
 * How far the platform's categories agree with what the questions' words group together, from 0
 * (no more than chance: categories such as "how-to" and "troubleshooting" say nothing of the
 * topic) to 1 (the questions grouped by their words alone always share one). Cohen's kappa
 * over the pairs of questions in one group (both with a category), chance being the run's own
 * mix of categories: a category every question has agrees by chance alone, and weighs nothing.
 * An agreement not clearly beyond chance counts as none (CATEGORY_SURE standard errors, each group
 * of m questions with a category counting as m − 1 comparisons: its pairs are not independent).
 */
export function categoryAgreement(
  questions: readonly { category: string | null }[],
  groups: readonly Pick<Group, 'members'>[],
): CategoryJudgement {
  const categoryOf = questions.map((q) => categoryName(q.category))
  const run = new Map<string, number>()
  for (const c of categoryOf) if (c !== null) run.set(c, (run.get(c) ?? 0) + 1)
  const categorised = [...run.values()].reduce((s, k) => s + k, 0)
  const chance = [...run.values()].reduce((s, k) => s + (k / categorised) ** 2, 0)
  let pairs = 0
  let same = 0
  let comparisons = 0
  for (const { members } of groups) {
    const inGroup = new Map<string, number>()
    for (const i of members) {
      const c = categoryOf[i]!
      if (c !== null) inGroup.set(c, (inGroup.get(c) ?? 0) + 1)
    }
    const m = [...inGroup.values()].reduce((s, k) => s + k, 0)
    pairs += (m * (m - 1)) / 2
    comparisons += Math.max(0, m - 1)
    for (const k of inGroup.values()) same += (k * (k - 1)) / 2
  }
  if (categorised === 0 || chance >= 1 || pairs < CATEGORY_PAIRS)
    return { categorised, pairs, kappa: 0, agreement: 0, weight: 0 }
  const beyond = same / pairs - chance
  const kappa = beyond / (1 - chance)
  const error = Math.sqrt((chance * (1 - chance)) / comparisons)
  const agreement = beyond >= CATEGORY_SURE * error ? kappa : 0
  return { categorised, pairs, kappa, agreement, weight: CATEGORY_WEIGHT * agreement }
}

/** Questions whose groups judge the categories of a run too large to group twice. */
const CATEGORY_SAMPLE = 1000

/**
 * `categoryAgreement` of a run too large to group twice, from its words' groups among an even
 * sample of CATEGORY_SAMPLE of its questions.
 */
function sampledAgreement(
  unique: readonly { text: string; category: string | null }[],
  related: RelatedTerms,
  settings: GroupingSettings,
): CategoryJudgement {
  const sample = Array.from(
    { length: CATEGORY_SAMPLE },
    (_, k) => unique[Math.floor((k * unique.length) / CATEGORY_SAMPLE)]!,
  )
  const e = tfidfVectors(sample, related)
  const groups = uniqueGroups(e, settings, () => 1, EVERY_WORD_ALIKE)
  release(e.offsets, e.ids, e.values, e.idf, e.df)
  return { ...categoryAgreement(sample, groups), sampled: true }
}

/**
 * The distinct questions (the same words: one question asked several times is one, never split
 * over two gaps), for each question its distinct one, and how many readers type each word.
 */
function distinct(questions: readonly { text: string; category: string | null }[]) {
  // Found by a hash of their words, the words of the first with that hash compared again: a key
  // string kept per question would outlive collections by the ten thousand. The rare key whose
  // hash another key has is looked up by itself.
  const byHash = new Map<number, number>()
  const byKey = new Map<string, number>()
  const unique: { text: string; category: string | null }[] = []
  const of = new Int32Array(questions.length)
  // How many readers type each word, counted here, where every question's words are read.
  const typed = newTyped()
  const keyOf = (text: string) => words(text).join(' ')
  questions.forEach((q, i) => {
    const ws = words(q.text)
    countTyped(ws, typed)
    const key = ws.join(' ')
    const h = hashOf(key)
    let u = byHash.get(h)
    if (u !== undefined && keyOf(unique[u]!.text) !== key) u = byKey.get(key)
    if (u === undefined) {
      u = unique.push(q) - 1
      if (!byHash.has(h)) byHash.set(h, u)
      else byKey.set(key, u)
    }
    of[i] = u
  })
  return { unique, of, typed }
}

/** FNV-1a over a string's code units (32 bits). */
function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/**
 * The questions of each distinct one, ascending: `list` from `start[u]` to `start[u + 1]` (typed
 * arrays, not an array per distinct question: a large run has tens of thousands).
 */
interface Copies {
  start: Int32Array
  list: Int32Array
}

function copiesOf(of: Int32Array, distinctCount: number): Copies {
  const start = new Int32Array(distinctCount + 1)
  for (const u of of) start[u + 1]! += 1
  for (let u = 0; u < distinctCount; u++) start[u + 1]! += start[u]!
  const fill = start.slice(0, distinctCount)
  const list = new Int32Array(of.length)
  for (let i = 0; i < of.length; i++) list[fill[of[i]!]!++] = i
  return { start, list }
}

const askedOf = (c: Copies) => (u: number) => c.start[u + 1]! - c.start[u]!

/** A group's questions: the copies of its distinct ones, ascending. */
function membersOf(distinctMembers: readonly number[], c: Copies): number[] {
  const members: number[] = []
  for (const u of distinctMembers)
    for (let k = c.start[u]!; k < c.start[u + 1]!; k++) members.push(c.list[k]!)
  return members.sort((a, b) => a - b)
}

/** The groups, each with the remembered topic whose key it carries, if any (anchor.ts). */
function anchored(
  e: SparseVectors,
  groups: Group[],
  anchors: readonly Anchor[],
  asked: (u: number) => number,
): Group[] {
  if (anchors.length === 0) return groups
  const carried = carriedAnchors(groups, anchors, {
    nearest: nearestAnchors(e, anchors),
    weight: asked,
    stems: (u) => questionStems(e, u),
  })
  return groups.map((g, k) => (carried[k] === null ? g : { ...g, anchor: carried[k]! }))
}

/**
 * Groups of questions (indices into `questions`, ascending), each with its cohesion, medoid and
 * signature. Questions with the same words are grouped once, as one. With `anchors` (remembered
 * topics), a group that clearly is one of them carries its key (anchor.ts). `judged` hears how the
 * run's categories were judged, when some question has one.
 */
export function groupQuestions(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms = [],
  settings: GroupingSettings = DEFAULT_SETTINGS,
  anchors: readonly Anchor[] = [],
  judged: (categories: CategoryJudgement) => void = () => {},
): Group[] {
  const { unique, of, typed } = distinct(questions)
  const copies = copiesOf(of, unique.length)
  const asked = askedOf(copies)
  // What a shared category weighs this run: nothing when no question has one; else as judged,
  // and the judgement told.
  const categorised = unique.some((q) => categoryName(q.category) !== null)
  const weighed = (judge: () => CategoryJudgement): number => {
    if (!categorised) return 0
    const categories = judge()
    judged(categories)
    return categories.weight
  }
  let e: SparseVectors
  let found: Group[]
  if (unique.length <= FRAME_LIMIT) {
    // Grouped by their words first, each shared word alike: what that shows decides how the
    // questions are read (a frame's questions share one word each, and their own thing).
    e = tfidfVectors(unique, related, { typed })
    found = uniqueGroups(e, settings, asked, EVERY_WORD_ALIKE)
    const frames = framedQuestions(e, frameWords(e, found))
    const categoryWeight = weighed(() => categoryAgreement(unique, found))
    if (frames.size > 0 || categoryWeight > 0) {
      release(e.offsets, e.ids, e.values, e.idf, e.df)
      e = tfidfVectors(unique, related, { typed, frameOf: (i) => frames.get(i), categoryWeight })
    }
    found = uniqueGroups(e, settings, asked)
  } else {
    const categoryWeight = weighed(() => sampledAgreement(unique, related, settings))
    e = tfidfVectors(unique, related, { typed, categoryWeight })
    found = uniqueGroups(e, settings, asked)
  }
  const groups = anchored(e, found, anchors, asked)
  // The vectors are done with: their memory goes before the callers' next stage.
  release(e.offsets, e.ids, e.values, e.idf, e.df)
  // The groups are this call's own: given their questions in place (no second object each).
  for (const g of groups) {
    g.members = membersOf(g.members, copies)
    g.medoid = copies.list[copies.start[g.medoid]!]!
  }
  return groups
}
