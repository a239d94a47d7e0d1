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
 * - at least two thirds of its questions are nearest to that anchor, or to its kin (`kinOf`: the
 *   remembered gaps of its topic, by their keys; a topic remembered as two gaps, found as one),
 * - the two stems the anchor is known by (its key's) lead the group: one among its four heaviest,
 *   both among its ten (a small gap's key may hold an incidental word: "virtual yet"); or the
 *   anchor's heaviest stem is this group's word (`wordOwners`): a small gap remembered as "funni
 *   joke" ("tell me a joke that I'll think is funny") is found again as "bird joke"; when the
 *   anchor most of its questions are near is not known by its words, a remembered gap beside it
 *   that is (`siblingOf`) takes its place,
 * - no word that another remembered topic (not its kin) is known by, and this one never had, is
 *   used by half of its questions (two remembered topics compete within the group: it may be the
 *   other, or both),
 *   nor is the group's own heaviest word, when this one never had it (a near topic the memory does
 *   not know: "the exchange rate was wrong" is not "what are your exchange rates"),
 * - no other group of this run holds more questions near it (an anchor names one group), nor as
 *   many with fewer questions that are not (five of five before five of six).
 *
 * When unsure, the group gets a new key: a carried key that named another topic would turn a
 * maintainer's `dismiss g4` into a hidden new topic.
 */
import { wordIds, type SparseVectors } from './features.ts'

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

/** The word stems of question `i` (content words: stop words have no feature). */
export function questionStems(sparse: SparseVectors, i: number): string[] {
  return wordIds(sparse, i).map((id) => sparse.names[id]!.slice(2))
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
      if (!name.startsWith('w:')) continue
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
/**
 * A group carries a key only when one of the key's stems is among its own this many heaviest, and
 * both are in its signature. At three, a topic asked in other words lost its id whenever two new
 * words came first; four alone also let more ids pass to a near topic (BANKING77, half the pool a
 * week: 13–14 % of the carried ids), which the checks against competing words below turn away.
 * Asking both stems among the four lost the topics whose remembered key held an incidental word
 * of a small gap ("virtual yet", "recipe give"); asking one of them alone kept most topics (85 to
 * 91 % at 5,000 a week) but handed ids to near topics again (29 % at 1,100 a week).
 */
const KEY_STEMS_WITHIN = 4
/**
 * A group does not carry an anchor when at least this share of its questions use one word that
 * another remembered topic is known by and this one never had. Near topics share most words ("card
 * payment not recognised", "direct debit not recognised"): the word that tells them apart decides,
 * and a group that mostly uses the other topic's word is that topic, or a mixture of both. Only
 * the words other topics are known by count, and the group's own heaviest word: any word the
 * anchor lacks would turn away most topics asked in other words, and so would a rare-word rule
 * keep the near topics' ids mixed up ("withdraw", "transfer" are common words that tell banking
 * topics apart). The heaviest word alone turned away carried ids of another topic at 1,100
 * questions a week (BANKING77 26 → 21 % and 6 → 0 %, HWU64 33 → 14 %), at the cost of a few kept
 * (HWU64 at 5,000 a week: 85 → 81 %).
 */
const COMPETING_SHARE = 1 / 2

/**
 * A group whose questions use a word more than any other group's, and at least this share of the
 * run's questions that use it (weighted), is the run's group of that word (`wordOwners`), and
 * carries a remembered key by its heaviest stem alone. Two weeks of 1,100 and of 2,250 questions,
 * seeds 3 to 6 (the bench's are 1 and 2): HWU64 kept 64 → 67 % and 61 → 65 % of the topics of both
 * weeks under an id they had, BANKING77 49 → 52 % and 66 → 68 %; ids handed on as before (HWU64
 * 7 → 8 %, BANKING77 12 → 11 %). A share of 0.15 or 0.25 gives the same; none (the group using the
 * word most) handed on 9 → 17 % at 1,100 BANKING77 questions ("see" of "I see I was charged").
 */
const OWNS_SHARE = 1 / 5

/** A group of this run: its questions (indices) and its signature (stems, heaviest first). */
interface CandidateGroup {
  members: readonly number[]
  signature: readonly string[]
}

/** What is known of each question: its nearest anchor, its copies, its word stems. */
interface QuestionFacts {
  nearest: Int32Array
  /** How many questions question `i` stands for (copies of one question count each). */
  weight: (i: number) => number
  /** The word stems of question `i` (content words: stop words have none). */
  stems: (i: number) => Iterable<string>
}

/** The anchor a group's questions lead to, how many are near it, and how many are near each. */
interface Lead {
  anchor: number
  held: number
  total: number
  near: ReadonlyMap<number, number>
}

/**
 * The anchor most of the group's questions are nearest to and how many they are (weighted), or
 * null when none is near any.
 */
function leadingAnchor(
  members: readonly number[],
  { nearest, weight }: QuestionFacts,
): Lead | null {
  const near = new Map<number, number>()
  let total = 0
  for (const i of members) {
    total += weight(i)
    if (nearest[i]! >= 0) near.set(nearest[i]!, (near.get(nearest[i]!) ?? 0) + weight(i))
  }
  let anchor = -1
  let held = 0
  for (const [a, k] of near) if (k > held || (k === held && a < anchor)) [anchor, held] = [a, k]
  return anchor < 0 ? null : { anchor, held, total, near }
}

/**
 * The other remembered gaps of the lead's topic in this group, as far as the words tell: those
 * whose key shares a stem with the lead's and whose key's stems are both in the group's signature
 * ("dispos virtual" and "order virtual" in a group of 16 asking for a disposable virtual card).
 * A topic remembered as two gaps and found as one keeps one of its ids: their questions count
 * with the lead's, and their key words are not another topic's.
 */
function kinOf(
  lead: Lead,
  anchors: readonly Anchor[],
  signature: readonly string[],
): { held: number; stems: Set<string> } {
  const key = anchors[lead.anchor]!.stems.slice(0, 2)
  const kin = { held: 0, stems: new Set<string>() }
  for (const [a, k] of lead.near) {
    const other = anchors[a]!.stems.slice(0, 2)
    if (a === lead.anchor || !other.some((stem) => key.includes(stem))) continue
    if (!other.every((stem) => signature.includes(stem))) continue
    kin.held += k
    for (const stem of other) kin.stems.add(stem)
  }
  return kin
}

/**
 * Least share of a group's questions near a remembered topic's sibling (`siblingOf`) for it to
 * take the topic's place as the group's lead. HWU64, two weeks of 4,980 questions: 77 and 84 →
 * 79 and 86 % of the topics of both weeks kept an id they had (seeds 1 and 2; 3 to 5: 82 → 83 %),
 * no more ids handed on; elsewhere within a point. With no least share, a mixed gap of BANKING77
 * took "top us" by one question of four ("How do I secure a top-up card?").
 */
const SIBLING_SHARE = 1 / 3

/**
 * When the anchor most of a group's questions are near is not known by the group's words, the one
 * that is among those whose key shares a stem with it (the most near, then the first), with the
 * questions near both: a topic remembered as five gaps ("traffic this morning", "traffic right
 * now"…) whose questions this week are nearest the one asked most ("morn traffic", twelve times).
 */
function siblingOf(
  lead: Lead,
  anchors: readonly Anchor[],
  leads: (a: number) => boolean,
): Lead | null {
  const key = anchors[lead.anchor]!.stems.slice(0, 2)
  let best: Lead | null = null
  for (const [a, k] of lead.near) {
    if (a === lead.anchor || !anchors[a]!.stems.slice(0, 2).some((s) => key.includes(s))) continue
    if (!leads(a) || k < SIBLING_SHARE * lead.total) continue
    const held = lead.held + k
    if (!best || held > best.held || (held === best.held && a < best.anchor))
      best = { ...lead, anchor: a, held }
  }
  return best
}

/**
 * Whether at least COMPETING_SHARE of the group's questions (weighted) use one word that tells
 * another topic (`tells`) and is not among the anchor's own stems.
 */
function competingWord(
  members: readonly number[],
  own: ReadonlySet<string>,
  tells: (stem: string) => boolean,
  total: number,
  { weight, stems }: QuestionFacts,
): boolean {
  const using = new Map<string, number>()
  for (const i of members)
    for (const stem of new Set(stems(i)))
      if (tells(stem) && !own.has(stem)) using.set(stem, (using.get(stem) ?? 0) + weight(i))
  for (const k of using.values()) if (k >= COMPETING_SHARE * total) return true
  return false
}

/**
 * For each stem, the group whose questions use it most (weighted; the first of equals), when it
 * holds at least OWNS_SHARE of the run's questions that use it.
 */
function wordOwners(groups: readonly CandidateGroup[], facts: QuestionFacts): Map<string, number> {
  const used = new Map<string, number>()
  const most = new Map<string, { group: number; k: number }>()
  groups.forEach(({ members }, group) => {
    const k = new Map<string, number>()
    for (const i of members)
      for (const stem of new Set(facts.stems(i))) k.set(stem, (k.get(stem) ?? 0) + facts.weight(i))
    for (const [stem, c] of k) {
      used.set(stem, (used.get(stem) ?? 0) + c)
      if (c > (most.get(stem)?.k ?? 0)) most.set(stem, { group, k: c })
    }
  })
  const owners = new Map<string, number>()
  for (const [stem, { group, k }] of most)
    if (k >= OWNS_SHARE * used.get(stem)!) owners.set(stem, group)
  return owners
}

/** For each group, the anchor whose key it carries, or null (see above). */
export function carriedAnchors(
  groups: readonly CandidateGroup[],
  anchors: readonly Anchor[],
  facts: QuestionFacts,
): (number | null)[] {
  // The stems each remembered topic is known by: its key's.
  const keyStems = new Set(anchors.flatMap((a) => a.stems.slice(0, 2)))
  const owners = wordOwners(groups, facts)
  const claims = groups.map(({ members, signature }, g) => {
    const nearest = leadingAnchor(members, facts)
    if (!nearest) return null
    const head = signature.slice(0, KEY_STEMS_WITHIN)
    const leads = (stems: readonly string[]) => {
      const key = stems.slice(0, 2)
      if (!key.some((stem) => head.includes(stem))) return false
      return key.every((stem) => signature.includes(stem)) || owners.get(stems[0]!) === g
    }
    const lead = leads(anchors[nearest.anchor]!.stems)
      ? nearest
      : siblingOf(nearest, anchors, (a) => leads(anchors[a]!.stems))
    if (!lead) return null
    const { stems } = anchors[lead.anchor]!
    const kin = kinOf(lead, anchors, signature)
    if (lead.held + kin.held < CARRY_SHARE * lead.total) return null
    // Words that tell another topic: those other remembered topics are known by, and the group's
    // own heaviest ("wrong" in "the exchange rate was wrong", remembered as "exchange rates").
    const tells = (stem: string) =>
      (keyStems.has(stem) && !kin.stems.has(stem)) || stem === signature[0]
    if (competingWord(members, new Set(stems), tells, lead.total, facts)) return null
    return lead
  })
  // An anchor names one group: the one holding the most questions near it, then the one whose
  // questions lean to it most (a pure group before a mixed one as large), then the first.
  const owner = new Map<number, number>()
  claims.forEach((c, g) => {
    if (!c) return
    const other = owner.get(c.anchor)
    const o = other === undefined ? null : claims[other]!
    if (!o || o.held < c.held || (o.held === c.held && c.total < o.total)) owner.set(c.anchor, g)
  })
  return claims.map((c, g) => (c && owner.get(c.anchor) === g ? c.anchor : null))
}
