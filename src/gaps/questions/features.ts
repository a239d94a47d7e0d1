/**
 * Questions as weighted term vectors (TF-IDF), from the questions themselves: no model. A question's
 * vector has two parts, each normalised on its own:
 *
 * - its words (0.6 of it), in its own language (language.ts): the stems of its content words (a
 *   stop word alone says nothing of the topic: "what is the…" must not join questions), a name
 *   ("C#", "v2") weighing more, a word typed as one and as two ("setup", "set up") in the form more
 *   readers type, a phrase as its language's table reads it ("sign in": "login"), two Vietnamese
 *   syllables the run writes together as one word, a Korean noun of one syllable without its
 *   particle where the run writes it alone, acronyms spelt out, the related-term groups of the
 *   docs' vocabulary (each group read as one word, its first term's: "single sign-on" is "sso"
 *   where the docs say so), and the platform's query category, as much as the run's groups show it
 *   worth (group.ts);
 * - its letters (0.4): the 3- to 5-letter groups of every word, stop words included (typos, compounds
 *   and inflections meet: "singlesignon", "confgure"; "turn it on" is not "turn it off"), and the
 *   letter pairs of Han words.
 */
import { stemIn, words } from '../terms.ts'
import {
  ENGLISH,
  isStopWord,
  koreanNoun,
  languageShown,
  letterPairs,
  mostShown,
  POLAR_STEMS,
  type Language,
} from '../language.ts'
import { grown, release } from '../../lib/typed-arrays.ts'
import { oppositeWords, particleEnds, type OppositeWords } from './opposites.ts'
import { clausesOf, splitVerb, type SplitVerb } from './particles.ts'
import { workingEnd } from './working.ts'
import { PHRASES_OF } from '../language-words.ts'

/** Terms that mean one thing for the docs at hand: "SSO", "single sign-on", "SAML". */
export type RelatedTerms = readonly (readonly string[])[]

/** What each kind of feature weighs, against 1 for a content word typed. */
const WEIGHT = {
  /** A word's letter groups, together. */
  grams: 0.5,
  /**
   * A related-term group the question names, read as one word (its first term's): "single sign-on"
   * is "sso" where the docs say so, no more.
   */
  hint: 1,
  /** An acronym spelt out ("single sign-on" for "sso"). */
  acronym: 1,
  /**
   * A name: a word with a digit, `#` or `+` ("C#", "C++", "v2", "OAuth2"): what a docs question is
   * about, so "install the C# SDK" is not "install the C++ SDK" though two of three words are one.
   */
  name: 1.5,
} as const
/** A name (WEIGHT.name): letters with a digit, `#` or `+`. */
const NAME = /^(?=.*\p{L})(?=.*[\d#+])/u
/**
 * Sizes of the letter groups of a word (padded with < and >): 3 and 5 group as well as 3 to 5, with
 * a third fewer entries.
 */
const GRAM_SIZES = [3, 5] as const
/**
 * The letter groups' share of a question's vector (its words and named terms hold the rest): each
 * part is normalised on its own, so that a long word's many groups do not drown its words.
 */
const LETTER_SHARE = 0.4
/**
 * Inverse document frequency, softened: the words of a week's most asked topic ("visa",
 * "mastercard") are in a fifth of its questions, and sharpened (to the power 1.5) they weighed half
 * as much as a word asked once ("says"), so that its questions met no one and the topic made no
 * gap. A template's words ("can I remove the … from my docs") are as frequent: they are found by
 * what the template's questions do instead (group.ts, frames).
 */
const IDF_POWER = 0.75
/**
 * Questions counted besides the run's own, as if they shared none of its words: in a week of a
 * dozen questions on two topics, a topic's own words are in half of them, yet they are what
 * the topic is.
 */
const IDF_PRIOR = 30

/** Sparse unit vectors, one per question: feature ids ascending, weights. */
export interface SparseVectors {
  offsets: Int32Array
  ids: Int32Array
  values: Float32Array
  /**
   * Per feature: its text (`w:` a stem, or the word a named-term group is read as; `g:` a letter
   * group, `g:=` a named-term group's; `q:` a category).
   */
  names: string[]
  /** Per feature: inverse document frequency. */
  idf: Float64Array
  /** Per feature: how many questions have it. */
  df: Int32Array
  /** The run's pairs of opposite words, by their features (`oppositeWords`). */
  opposites: readonly OppositeWords[]
  /** Per question: the ends of PARTICLE_PAIRS it closes a clause with (`particleEnds`). */
  particles: Uint32Array
  /** Per question: whether it asks how a thing works or says it does not (`workingEnd`). */
  working: Uint8Array
}

interface HintIndex {
  /** First stem of a phrase → its phrases (stem lists) and their group. */
  byFirst: Map<string, { phrase: string[]; group: number }[]>
  /** The acronyms the questions type in capitals: one spelt out counts only when someone did. */
  vocabulary: ReadonlySet<string>
  /** Per group, the word it is read as: its first term's stem ("sso"), its words run together. */
  names: string[]
}

function hintIndex(related: RelatedTerms, vocabulary: ReadonlySet<string>): HintIndex {
  const byFirst = new Map<string, { phrase: string[]; group: number }[]>()
  related.forEach((group, g) => {
    for (const term of group) {
      // "single sign-on" and "singlesignon" alike: the phrase and its words run together.
      const ws = words(term).map((w) => stemIn(w))
      const joined = stemIn(words(term).join(''))
      for (const phrase of ws.length > 1 ? [ws, [joined]] : [ws]) {
        if (phrase.length === 0) continue
        const list = byFirst.get(phrase[0]!) ?? []
        list.push({ phrase, group: g })
        byFirst.set(phrase[0]!, list)
      }
    }
  })
  const names = related.map((group) => stemIn(words(group[0] ?? '').join('')))
  return { byFirst, vocabulary, names }
}

/**
 * Acronyms the questions spell out: "single sign-on" reads as "sso" when another question says
 * "SSO" (three to five initials of consecutive words, typed in capitals somewhere, not a stop
 * word).
 */
function acronymsOf(ws: readonly string[], vocabulary: ReadonlySet<string>): string[] {
  const found: string[] = []
  for (let i = 0; i + 1 < ws.length; i++) {
    // "please i need" is no "PIN": an acronym starts with two words that carry meaning.
    if (isStopWord(ENGLISH, ws[i]!) || isStopWord(ENGLISH, ws[i + 1]!)) continue
    let initials = ''
    for (let k = i; k < Math.min(ws.length, i + 5); k++) {
      if (!/^[a-z]/.test(ws[k]!)) break
      initials += ws[k]![0]
      if (k > i + 1 && vocabulary.has(initials) && !isStopWord(ENGLISH, initials))
        found.push(initials)
    }
  }
  return found
}

/**
 * The related-term groups a question names, and which of its words they cover: a covered word is
 * read as its group (the docs say the terms mean one thing), not as a word of its own. A term of
 * one word that is a stop word of the question's language (`stop`) names nothing: "it" is not
 * "IT", nor the Italian "ci" "CI".
 */
function hintsOf(
  ss: readonly string[],
  hints: HintIndex,
  stop: (i: number) => boolean = () => false,
): { groups: number[]; covered: Set<number> } {
  const groups = new Set<number>()
  const covered = new Set<number>()
  for (let i = 0; i < ss.length; i++) {
    for (const { phrase, group } of hints.byFirst.get(ss[i]!) ?? []) {
      if (phrase.length === 1 && stop(i)) continue
      if (!phrase.every((p, k) => ss[i + k] === p)) continue
      groups.add(group)
      phrase.forEach((_, k) => covered.add(i + k))
    }
  }
  return { groups: [...groups].sort((a, b) => a - b), covered }
}

interface WordFeatures {
  stem: string
  /** Its word's weight: a name's (WEIGHT.name) or 1. */
  weight: number
  /** Its stem's feature id, or -1 for a stop word (its letter groups still carry it). */
  unigram: number
  /** Its letter groups' feature ids: `grams` of its space from `from` to `to`. */
  from: number
  to: number
}

/**
 * The features of one grouping: names by id, and each word's features memoised (reader text
 * repeats its words): ids, not strings, kept per word, the letter groups of all words in one pool.
 */
class FeatureSpace {
  readonly names: string[] = []
  grams = new Int32Array(1 << 16)
  private used = 0
  private readonly idOf = new Map<string, number>()
  private readonly words = new Map<string, WordFeatures>()

  id(name: string): number {
    let id = this.idOf.get(name)
    if (id === undefined) {
      id = this.names.push(name) - 1
      this.idOf.set(name, id)
    }
    return id
  }

  private gram(name: string): void {
    if (this.used === this.grams.length) this.grams = grown(this.grams, this.used * 2)
    this.grams[this.used++] = this.id(name)
  }

  /** The content words read, each with its feature, by language (English's first: ''). */
  contentWords(): Map<string, Map<string, number>> {
    const byLanguage = new Map<string, Map<string, number>>()
    for (const [key, { unigram }] of this.words) {
      if (unigram < 0) continue
      const colon = key.indexOf(':')
      // English's keys are the words; another language's are "code:word".
      const [code, word] = colon < 0 ? ['', key] : [key.slice(0, colon), key.slice(colon + 1)]
      const words = byLanguage.get(code) ?? new Map<string, number>()
      byLanguage.set(code, words.set(word, unigram))
    }
    return byLanguage
  }

  word(word: string, language: Language): WordFeatures {
    const key = language === ENGLISH ? word : `${language.code}:${word}`
    let f = this.words.get(key)
    if (f === undefined) {
      const stem = stemIn(word, language)
      const from = this.used
      const padded = `<${word}>`
      for (const size of GRAM_SIZES)
        for (let i = 0; i + size <= padded.length; i++) this.gram(`g:${padded.slice(i, i + size)}`)
      for (const pair of letterPairs(word)) this.gram(`g:${pair}`)
      const unigram = isStopWord(language, word) ? -1 : this.id(`w:${stem}`)
      f = { stem, weight: NAME.test(word) ? WEIGHT.name : 1, unigram, from, to: this.used }
      this.words.set(key, f)
    }
    return f
  }
}

const NONE_NAMED: { groups: readonly number[]; covered: ReadonlySet<number> } = {
  groups: [],
  covered: new Set<number>(),
}

/** The raw (feature id → count-like weight) features of one question, into `f`. */
function rawFeatures(
  raw: readonly string[],
  language: Language,
  category: string | null,
  hints: HintIndex,
  space: FeatureSpace,
  f: Tally,
  reading: {
    frame: ReadonlySet<string> | undefined
    categoryWeight: number
    /** The verb it splits (particles.ts): the particle is part of the verb, no word of its own. */
    split: SplitVerb | null
  },
): void {
  const { frame, categoryWeight, split } = reading
  const particle = split?.particle
  const ws = raw.map((w) => space.word(w, language))
  f.clear()
  const add = (id: number, w: number) => f.add(id, w)
  const named =
    hints.byFirst.size > 0
      ? hintsOf(
          ws.map((w) => w.stem),
          hints,
          (i) => ws[i]!.unigram < 0,
        )
      : NONE_NAMED
  ws.forEach((w, i) => {
    // A frame's words are read as stop words in its questions (group.ts: frames), and so is the
    // particle a verb splits off.
    if (w.unigram < 0 || named.covered.has(i) || frame?.has(w.stem) || raw[i] === particle) return
    add(w.unigram, w.weight)
  })
  for (const a of acronymsOf(raw, hints.vocabulary)) {
    const group = hintsOf([stemIn(a)], hints).groups
    // A named term spelt out is its group's word already (below): counted once.
    if (group.length > 0) {
      for (const g of group)
        if (!named.groups.includes(g)) add(space.id(`w:${hints.names[g]}`), WEIGHT.acronym)
    } else add(space.id(`w:${stemIn(a)}`), WEIGHT.acronym)
  }
  ws.forEach((w, i) => {
    if (named.covered.has(i)) return
    const share = WEIGHT.grams / (w.to - w.from)
    for (let g = w.from; g < w.to; g++) add(space.grams[g]!, share)
  })
  // A named term's letters are its group's: "SAML" and "single sign-on" meet in both parts.
  for (const g of named.groups) {
    add(space.id(`w:${hints.names[g]}`), WEIGHT.hint)
    add(space.id(`g:=${hints.names[g]}`), WEIGHT.grams)
  }
  const inCategory = categoryWeight > 0 ? categoryName(category) : null
  if (inCategory !== null) add(space.id(`q:${inCategory}`), categoryWeight)
}

/** The platform's category as the grouping reads it: case and spaces aside; blank is none. */
export function categoryName(category: string | null): string | null {
  const name = category?.trim().toLowerCase()
  return name ? name : null
}

/**
 * One question's features as they are summed: a weight per feature id, and the ids as first added.
 * Typed arrays, reused question after question: a Map cleared per question would do as well until
 * it outlives a collection, after which V8 makes each of its new tables in the old generation, and
 * 20,000 questions' tables (80 MB) waited there for a full collection (the run's peak).
 */
class Tally {
  ids = new Int32Array(64)
  size = 0
  private weights = new Float64Array(1 << 12)
  /** Per feature id, the question it was last added for (`question`): else its weight is stale. */
  private addedIn = new Int32Array(1 << 12)
  private question = 1
  clear(): void {
    this.question++
    this.size = 0
  }
  add(id: number, w: number): void {
    if (id >= this.weights.length) {
      const size = Math.max(id + 1, 2 * this.weights.length)
      this.weights = grown(this.weights, size)
      this.addedIn = grown(this.addedIn, size)
    }
    if (this.addedIn[id] !== this.question) {
      this.addedIn[id] = this.question
      this.weights[id] = 0
      if (this.size === this.ids.length) this.ids = grown(this.ids, 2 * this.size)
      this.ids[this.size++] = id
    }
    this.weights[id]! += w
  }
  get(id: number): number {
    return this.weights[id]!
  }
  free(): void {
    release(this.ids, this.weights, this.addedIn)
  }
}

/** A growing flat list of (feature id, raw weight): no array per question. */
class Entries {
  ids = new Int32Array(1 << 16)
  ws = new Float32Array(1 << 16)
  length = 0
  push(id: number, w: number): void {
    if (this.length === this.ids.length) {
      // By half: the lists of a large run are its largest arrays.
      const size = Math.ceil(this.length * 1.5)
      this.ids = grown(this.ids, size)
      this.ws = grown(this.ws, size)
    }
    this.ids[this.length] = id
    this.ws[this.length++] = w
  }
}

/** How many last letters a whole verb read from its split form may differ in ("instel", "instell"). */
const WHOLE_VERB_ENDING = 2
/** The first letters the run's stems are found by (`wholeVerbIndex`): a particle and more. */
const WHOLE_VERB_KEY = 5

/**
 * The stems of the run's words by their first WHOLE_VERB_KEY letters, each with its feature: where
 * a split verb finds the whole verb the run has.
 */
function wholeVerbIndex(space: FeatureSpace): Map<string, { stem: string; id: number }[]> {
  const index = new Map<string, { stem: string; id: number }[]>()
  space.names.forEach((name, id) => {
    if (!name.startsWith('w:') || name.length < 2 + WHOLE_VERB_KEY) return
    const stem = name.slice(2)
    const key = stem.slice(0, WHOLE_VERB_KEY)
    const list = index.get(key)
    if (list) list.push({ stem, id })
    else index.set(key, [{ stem, id }])
  })
  return index
}

/** Whether two stems differ in their last WHOLE_VERB_ENDING letters at most, each its own. */
function alikeStems(a: string, b: string): boolean {
  const longer = Math.max(a.length, b.length)
  let same = 0
  while (same < a.length && same < b.length && a[same] === b[same]) same++
  return same >= longer - WHOLE_VERB_ENDING
}

/**
 * A split verb read as the whole verb (particles.ts), where the run has it: typed ("SSO
 * einrichten", "fehlschlagen") or read from another question alike. The whole verb's stem is its
 * particle and verb's ("einrichte": "einricht"), or differs from it in its last two letters (Dutch's
 * "stel … in" is "instel", "instellen" "instell"; "schlägt … fehl" is "fehlschlagt", "fehlschlagen"
 * "fehlschlag"). The verb's word in the question's row (`from` to `to` of `entries`) becomes the
 * whole verb's, and the counts of questions with each follow; its letters stay those typed.
 */
function readWholeVerb(
  split: SplitVerb,
  language: Language,
  wholeVerbs: ReadonlyMap<string, readonly { stem: string; id: number }[]>,
  row: { entries: Entries; from: number; to: number; dfList: number[]; names: readonly string[] },
): void {
  const { entries, from, to, dfList, names } = row
  const candidates = split.verb === null ? split.candidates : [split.verb]
  for (const w of candidates) {
    const whole = stemIn(split.particle + w, language)
    const alike = (wholeVerbs.get(whole.slice(0, WHOLE_VERB_KEY)) ?? []).filter(({ stem }) =>
      alikeStems(stem, whole),
    )
    const found = alike.find(({ stem }) => stem === whole) ?? alike[0]
    if (!found) continue
    const typed = `w:${stemIn(w, language)}`
    let at = -1
    for (let p = from; p < to; p++) {
      if (entries.ids[p] === found.id) return
      if (names[entries.ids[p]!] === typed) at = p
    }
    if (at < 0) continue
    dfList[entries.ids[at]!]! -= 1
    while (dfList.length <= found.id) dfList.push(0)
    dfList[found.id]! += 1
    entries.ids[at] = found.id
    // The row's ids ascending again: one moved.
    const pairs = Array.from(
      { length: to - from },
      (_, k) => [entries.ids[from + k]!, entries.ws[from + k]!] as const,
    )
    pairs
      .sort((a, b) => a[0] - b[0])
      .forEach(([id, weight], k) => {
        entries.ids[from + k] = id
        entries.ws[from + k] = weight
      })
    return
  }
}

/** Questions looked at for the run's language: enough to know it, few enough to cost nothing. */
const LANGUAGE_SAMPLE = 2000

/**
 * The language the run's questions show most (language.ts: `mostShown`), from an even sample of
 * them: a second pass over every question raised the peak at 20,000 questions from about 190 to
 * 280 MiB (its words arrays, all made before the features').
 */
function runLanguage(questions: readonly { text: string }[]): Language {
  const n = Math.min(questions.length, LANGUAGE_SAMPLE)
  const shown: (Language | null)[] = []
  for (let r = 0; r < n; r++) {
    const { text } = questions[Math.floor((r * questions.length) / n)]!
    shown.push(languageShown(text, words(text)))
  }
  return mostShown(shown)
}

/**
 * How readers type each word: as one ("setup": `one`, each question once) and as two ("set up":
 * `two`, by the two joined, with where they join). groupQuestions counts them while it reads the
 * questions' words anyway: a pass of its own over 20,000 questions raised the peak by some 80 MiB,
 * its arrays grown young.
 */
export interface Typed {
  one: Map<string, number>
  /** The joined word → readers × 64 + the first word's length (under 64). */
  two: Map<string, number>
}

export function newTyped(): Typed {
  return { one: new Map(), two: new Map() }
}

/** Counts one question's words into `typed`. */
export function countTyped(ws: readonly string[], typed: Typed): void {
  ws.forEach((w, k) => {
    if (ws.indexOf(w) === k) typed.one.set(w, (typed.one.get(w) ?? 0) + 1)
    const next = ws[k + 1]
    if (next === undefined || w.length >= 64) return
    const joined = w + next
    const seen = typed.two.get(joined)
    typed.two.set(joined, seen === undefined ? 64 + w.length : seen + 64)
  })
}

function readersTyping(questions: readonly { text: string }[]): Typed {
  const typed = newTyped()
  for (const { text } of questions) countTyped(words(text), typed)
  return typed
}

/**
 * A question's words, each word that readers type both as one ("setup") and as two ("set up") in
 * the form more of them type (as typed when as many): "okta sso setup" and "How do I set up SSO?"
 * then share their words, and the words most readers use stay as they are (a gap's key does not
 * change with the week's few who type the other form). The first of two words is no stop word of
 * the question's language: "a long" is not "along", nor "for getting" "forgetting".
 */
export function compounded(ws: readonly string[], language: Language, typed: Typed): string[] {
  const out: string[] = []
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!
    const next = ws[i + 1]
    if (next !== undefined && !isStopWord(language, w)) {
      const joined = w + next
      const asOne = typed.one.get(joined) ?? 0
      if (asOne > Math.floor((typed.two.get(joined) ?? 0) / 64)) {
        out.push(joined)
        i++
        continue
      }
    }
    const two = typed.two.get(w) ?? 0
    const at = two % 64
    if (two >= 64 && Math.floor(two / 64) > (typed.one.get(w) ?? 0) && at > 0 && at < w.length) {
      const first = w.slice(0, at)
      if (!isStopWord(language, first)) {
        out.push(first, w.slice(at))
        continue
      }
    }
    out.push(w)
  }
  return out
}

/**
 * Vietnamese writes a word's syllables apart ("hoạt động", to work; "người dùng", a user; "tìm
 * kiếm", search): two syllables the run writes side by side in four of five questions that have
 * either (twice at least) are read as one word. As two, "SSO không hoạt động" and "API không hoạt
 * động" (SSO, the API do not work) shared two words of three, and five things asked so made one
 * gap; as one, they share one word, as "SSO doesn't work" and "the API doesn't work" do.
 */
const SYLLABLES_TOGETHER = 0.8

/** A Vietnamese question's syllables, two the run writes together joined (SYLLABLES_TOGETHER). */
function syllablesJoined(ws: string[], language: Language, typed: Typed): string[] {
  if (language.code !== 'vi') return ws
  const out: string[] = []
  for (let i = 0; i < ws.length; i++) {
    const [w, next] = [ws[i]!, ws[i + 1]]
    if (next !== undefined && !isStopWord(language, w) && !isStopWord(language, next)) {
      const together = Math.floor((typed.two.get(w + next) ?? 0) / 64)
      const apart = Math.max(typed.one.get(w) ?? 0, typed.one.get(next) ?? 0)
      if (together >= 2 && together >= SYLLABLES_TOGETHER * apart) {
        out.push(w + next)
        i++
        continue
      }
    }
    out.push(w)
  }
  return out
}

/** Each language's PHRASES_OF as a map, made when first asked for, and its longest phrase. */
const phraseMaps = new Map<string, { map: ReadonlyMap<string, string>; longest: number } | null>()

/**
 * A question's words with the phrases of its language read as PHRASES_OF says ("sign in" and
 * "signin" are "login"; "stopped working" is "not working"), longer phrases before shorter.
 */
function phrased(ws: readonly string[], language: Language): string[] {
  let phrases = phraseMaps.get(language.code)
  if (phrases === undefined) {
    const list = PHRASES_OF[language.code]
    const longest = Math.max(0, ...(list ?? []).map(([p]) => p.split(' ').length))
    phraseMaps.set(language.code, (phrases = list ? { map: new Map(list), longest } : null))
  }
  if (!phrases) return [...ws]
  const { map, longest } = phrases
  const out: string[] = []
  for (let i = 0; i < ws.length; i++) {
    let read: string | undefined
    let k = Math.min(longest, ws.length - i)
    for (; k > 0 && read === undefined; k--) read = map.get(ws.slice(i, i + k).join(' '))
    if (read === undefined) out.push(ws[i]!)
    else {
      out.push(...read.split(' '))
      i += k
    }
  }
  return out
}

/**
 * English spellings that differ by these letters: British and American ("colour", "color";
 * "recognise", "recognize"; "centre", "center"; "catalogue", "catalog"; "licence", "license").
 */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['our', 'or'],
  ['is', 'iz'],
  ['ys', 'yz'],
  ['tre', 'ter'],
  ['ogue', 'og'],
  ['ence', 'ense'],
]

/**
 * An English word in the spelling more readers of the run type, of those that differ from it by one
 * of SPELLINGS (as typed when no other is typed more): "colour" and "color" then meet, and the
 * form most readers use stays as it is. Neither form is a stop word ("four" is not "for").
 */
export function spelled(w: string, language: Language, typed: Typed): string {
  if (language !== ENGLISH || w.length < 5 || isStopWord(language, w)) return w
  let best = w
  let most = typed.one.get(w) ?? 0
  for (const [a, b] of SPELLINGS)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      for (let at = w.indexOf(from, 1); at > 0; at = w.indexOf(from, at + 1)) {
        const other = w.slice(0, at) + to + w.slice(at + from.length)
        const k = typed.one.get(other) ?? 0
        if (k > most && !isStopWord(language, other)) [best, most] = [other, k]
      }
  return best
}

/** How a run's questions are read, beyond their words (group.ts decides). */
interface Reading {
  /** How many readers type each word (each question once, when not given). */
  typed?: Typed
  /** The stems to read as stop words in question `i` (its frame's). */
  frameOf?: (i: number) => ReadonlySet<string> | undefined
  /**
   * What the platform's category weighs, against 1 for a content word (none when 0): a feature
   * of the word part, its IDF without the floor of 1 that words have, so that a category every
   * question has weighs nothing.
   */
  categoryWeight?: number
}

/**
 * TF-IDF unit vectors of the questions (sublinear term frequency, smoothed and softened IDF), read
 * as `reading` says.
 */
export function tfidfVectors(
  questions: readonly { text: string; category: string | null }[],
  related: RelatedTerms = [],
  { typed, frameOf = () => undefined, categoryWeight = 0 }: Reading = {},
): SparseVectors {
  // Acronyms someone typed in capitals ("SSO", "API"): a lower-case word is rarely one.
  const vocabulary = new Set<string>()
  for (const q of questions)
    for (const m of q.text.matchAll(/\b[A-Z]{3,5}\b/g)) vocabulary.add(m[0].toLowerCase())
  const hints = hintIndex(related, vocabulary)
  const space = new FeatureSpace()
  const dfList: number[] = []
  const entries = new Entries()
  const offsets = new Int32Array(questions.length + 1)
  const f = new Tally()
  // Each question's language: what it shows, else the run's (language.ts).
  const prior = runLanguage(questions)
  // A word typed as one and as two ("setup", "set up"): read in the form more readers type.
  const typedBy = typed ?? readersTyping(questions)
  const spellings = new Map<string, string>()
  const written = (w: string) => (typedBy.one.get(w) ?? 0) > 0
  const spelledOnce = (w: string, language: Language) => {
    if (language.code === 'ko') return koreanNoun(w, written)
    if (language !== ENGLISH) return w
    let v = spellings.get(w)
    if (v === undefined) spellings.set(w, (v = spelled(w, language, typedBy)))
    return v
  }
  const particles = new Uint32Array(questions.length)
  const working = new Uint8Array(questions.length)
  // Questions that split a verb (particles.ts): read as the whole verb once the run's words are
  // known.
  const splits: { i: number; language: Language; split: SplitVerb }[] = []
  questions.forEach((q, i) => {
    const raw = words(q.text)
    const language = languageShown(q.text, raw, prior) ?? prior
    // Clauses, read once for the particles, the split verb and the working.
    const clauses = clausesOf(q.text)
    particles[i] = particleEnds(clauses, language)
    working[i] = workingEnd(raw, clauses, language)
    const split = splitVerb(clauses, language)
    if (split) splits.push({ i, language, split })
    const joined = syllablesJoined(compounded(raw, language, typedBy), language, typedBy)
    const ws = phrased(joined, language).map((w) => spelledOnce(w, language))
    rawFeatures(ws, language, q.category, hints, space, f, {
      frame: frameOf(i),
      categoryWeight,
      split,
    })
    // Its feature ids, sorted as numbers in place: no array per question.
    for (const id of f.ids.subarray(0, f.size).sort()) {
      while (dfList.length <= id) dfList.push(0)
      dfList[id]! += 1
      entries.push(id, f.get(id))
    }
    offsets[i + 1] = entries.length
  })
  const wholeVerbs = splits.length > 0 ? wholeVerbIndex(space) : new Map()
  for (const { i, language, split } of splits)
    readWholeVerb(split, language, wholeVerbs, {
      entries,
      from: offsets[i]!,
      to: offsets[i + 1]!,
      dfList,
      names: space.names,
    })
  const names = space.names
  while (dfList.length < names.length) dfList.push(0)
  const n = questions.length
  const idf = Float64Array.from(dfList, (d, id) =>
    names[id]!.startsWith('q:')
      ? Math.log((1 + n) / (1 + d)) ** IDF_POWER
      : (Math.log((1 + n + IDF_PRIOR) / (1 + d)) + 1) ** IDF_POWER,
  )
  const ids = entries.ids.subarray(0, entries.length)
  // The raw weights become the values in place.
  const values = entries.ws.subarray(0, entries.length)
  const isGram = Uint8Array.from(names, (name) => (name.startsWith('g:') ? 1 : 0))
  for (let i = 0; i < n; i++) {
    const norm2 = [0, 0]
    for (let p = offsets[i]!; p < offsets[i + 1]!; p++) {
      values[p] = sublinear(values[p]!) * idf[ids[p]!]!
      norm2[isGram[ids[p]!]!]! += values[p]! * values[p]!
    }
    // Each part to its share; a question with one part only puts all its weight there.
    const [words2, grams2] = norm2 as [number, number]
    const share = words2 > 0 && grams2 > 0 ? LETTER_SHARE : grams2 > 0 ? 1 : 0
    const scale = [
      words2 > 0 ? Math.sqrt((1 - share) / words2) : 0,
      grams2 > 0 ? Math.sqrt(share / grams2) : 0,
    ]
    for (let p = offsets[i]!; p < offsets[i + 1]!; p++) values[p]! *= scale[isGram[ids[p]!]!]!
  }
  release(space.grams, isGram)
  f.free()
  const opposites = oppositeWords(names, space.contentWords())
  const df = Int32Array.from(dfList)
  return { offsets, ids, values, names, idf, df, opposites, particles, working }
}

/** Per feature of `e`, 1 for a word (`w:`: a content word's stem), else 0. */
export function wordFlags(e: Pick<SparseVectors, 'names'>): Uint8Array {
  return Uint8Array.from(e.names, (name) => (name.startsWith('w:') ? 1 : 0))
}

/** The ids of question `i`'s word features (`w:`; a stop word has none). */
export function wordIds(e: SparseVectors, i: number): number[] {
  const ids: number[] = []
  for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++)
    if (e.names[e.ids[p]!]!.startsWith('w:')) ids.push(e.ids[p]!)
  return ids
}

/**
 * Whether a feature is a polar word ("up", "off", "in"): kept for telling opposites apart, it
 * names no topic of its own ("top up", "log in").
 */
export function isPolar(name: string): boolean {
  return name.startsWith('w:') && POLAR_STEMS.has(name.slice(2))
}

/** Term frequency, damped: a word said twice is not twice the topic. */
function sublinear(w: number): number {
  return w <= 1 ? w : 1 + Math.log(w)
}
