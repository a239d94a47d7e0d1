/**
 * Words of reader text, folded so that variants of one need meet: case, punctuation, word order,
 * plurals and stems, in the text's language (language.ts: maintained stop-word lists and stemmers,
 * not home-made ones, so that a change of folding is an upgrade, not a design decision hidden here).
 */
import {
  ENGLISH,
  hasUnspacedScript,
  isAscii,
  isStopWord,
  languageOf,
  POLAR_STEMS,
  unspacedWords,
  type Language,
} from './language.ts'
import { greetingWords, isThanks, thanksIn } from './language-words.ts'
import { MASKS } from '../lib/privacy.ts'

/** The longest text folded: a search term or question past this is a paste, not a query. */
const MAX_TEXT = 2_000

/** Stems are memoised: reader text repeats its words, and Porter is the costly step. */
const stemCache = new Map<string, string>()
const STEM_CACHE_LIMIT = 50_000

/** A word's stem in a language (memoised). */
export function stemIn(word: string, language: Language = ENGLISH): string {
  const key = language === ENGLISH ? word : `${language.code}:${word}`
  let stem = stemCache.get(key)
  if (stem === undefined) {
    stem = language.stem(word)
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear()
    stemCache.set(key, stem)
  }
  return stem
}

/**
 * An apostrophe before an English clitic (`'s`, `'t`, `'re`, `'ve`, `'ll`, `'d`, `'m`) ending a
 * word: it joins the word (`don't` → `dont`). Any other apostrophe parts two words: French and
 * Italian elision (`l'export`, `dell'app`) and Turkish suffixes (`İstanbul'a`) keep their word.
 */
const CLITIC = /(?<=[\p{L}\p{N}])['’](?=(?:s|t|re|ve|ll|d|m)(?![\p{L}\p{N}]))/gu

/** Arabic's vowel marks (tashkeel) and Hebrew's points (niqqud): readers mostly leave them out. */
const OPTIONAL_MARKS = /[\u064B-\u065F\u0670\u0591-\u05C7]/gu

/**
 * A word ending in `++` or `#` is a name ("c++", "c#", "f#"): "Is there a C# SDK?" is not "Is
 * there a C SDK?". Anywhere else `+` and `#` part words ("a+b", "#tag").
 */
const NAMED = /^\p{L}[\p{L}\p{N}]*(?:\+\+|#)$/u

function named(token: string): string[] {
  if (!token.includes('+') && !token.includes('#')) return token.length > 0 ? [token] : []
  if (NAMED.test(token)) return [token]
  return token.split(/[+#]+/).filter((w) => w.length > 0)
}

/**
 * What masking left in reader text (`[email]`, `[card]`…, lib/privacy.ts): that something was
 * there, not a word the reader asked with. Read as words, every question with an address would
 * share "email", and one with a pasted key would meet the questions about secret keys.
 */
const MASKED = new RegExp(
  Object.values(MASKS)
    .map((mask) => mask.replace(/[[\]]/g, '\\$&'))
    .join('|'),
  'g',
)

/**
 * A link: its scheme and host, then its path (kept), then its query and fragment. A reader pastes
 * the page they mean; every link to the docs shares the scheme and host ("https", "docs", "acme",
 * "io"), and only the path says which page ("/billing/invoices").
 */
const LINK = /\b[a-z][a-z\d+.-]*:\/\/[^\s/?#]*([^\s?#]*)\S*/g

/**
 * A letter written three times or more in a row, as chat stretches a word ("hiii", "pleaseee",
 * "sooo"): read once. No word of the languages read here needs three of one letter but a few
 * German compounds ("Schifffahrt"), which every question then spells alike.
 */
const STRETCHED = /(\p{L})\1{2,}/gu

/** Whether a text has any character three times in a row: a loop, several times faster. */
function mayStretch(text: string): boolean {
  for (let i = 2; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === text.charCodeAt(i - 1) && c === text.charCodeAt(i - 2)) return true
  }
  return false
}

/** A token with a letter or a digit (not a mark alone). */
const WORD_LIKE = /[\p{L}\p{N}]/u

/**
 * "Go", the programming language, where the capital tells it: after a word in lower case ("Is there
 * a Go client?", "examples in Go"), read as "golang", as readers also type it. As the verb, "go" is
 * a stop word, and "Is there a Go client?" met "Is there a Python client?" on "client" alone. At a
 * sentence's start, or after a capitalised word ("How To Go Back"), it stays the verb.
 */
const GO_NAMED = /(?<=(?:^|[^\p{L}])\p{Ll}+[,;:]? )Go(?![\p{L}\p{N}'’-])/gu

/**
 * The words of a text: Unicode-normalised (NFKC), lower case, a stretched letter read once
 * (STRETCHED: "hiii" → "hi"), an English clitic joined to its word (`don't` → `dont`), a link read
 * by its path alone (LINK), a version one word ("1.2.0"), every other run of non-letters and
 * non-digits a separator (`l'export` → `l`, `export`).
 */
export function words(text: string): string[] {
  let normal = text.slice(0, MAX_TEXT)
  if (normal.includes('Go')) normal = normal.replace(GO_NAMED, 'golang')
  // ASCII text (most of it) skips the Unicode steps: they cost more than the rest together.
  const ascii = isAscii(normal)
  if (!ascii) normal = normal.normalize('NFKC')
  normal = normal.toLowerCase()
  if (mayStretch(normal)) normal = normal.replace(STRETCHED, '$1')
  // The Turkish capital İ lower-cases to i and a combining dot: the i it is. Arabic's vowel marks
  // and Hebrew's points are mostly left unwritten: a word is the same word without them.
  if (!ascii) normal = normal.replaceAll('i\u0307', 'i').replace(OPTIONAL_MARKS, '')
  normal = questionOnly(normal)
  if (normal.includes("'") || normal.includes('’')) normal = normal.replace(CLITIC, '')
  if (normal.includes('[')) normal = normal.replace(MASKED, ' ')
  if (normal.includes('://')) normal = normal.replace(LINK, ' $1 ')
  // A `+`, `#` or a dot between digits is rare: the text without one is split as it is.
  const signs = normal.includes('+') || normal.includes('#')
  const dotted = normal.includes('.') && DOTTED_NUMBER.test(normal)
  const split = normal.split(separator(ascii, signs, dotted))
  const tokens = signs ? split.flatMap(named) : split
  const kept = ascii ? tokens.filter((w) => w.length > 0) : tokens.filter((w) => WORD_LIKE.test(w))
  // Japanese, Chinese, Thai…: a run of letters is a phrase, cut into words by the segmenter.
  return ascii || !hasUnspacedScript(normal)
    ? kept
    : kept.flatMap((t) => (hasUnspacedScript(t) ? unspacedWords(t, normal) : [t]))
}

/** What ends a clause: a comma, a sentence's or a colon's mark, a line's end, a dash. */
const CLAUSE_END = /[,!?:;.\n–—]|\s-(?=\s)/gu
/** A word, in the clauses of a greeting and a closing. */
const ANY_WORD = /[\p{L}\p{N}]+/gu
/** Words of a greeting's clause after the greeting: whom the message is to ("team", "Acme support"). */
const ADDRESSEE_WORDS = 3
/** Words, at most, from a closing's first clause to the end ("thanks in advance, Sam"). */
const CLOSING_WORDS = 6
/** Letters at the end of a text looked through for a closing's thanks. */
const CLOSING_LETTERS = 80

/**
 * A reader's message without its greeting, whom that names, and its closing: "Hi team, quick
 * question - can I embed search? Thanks in advance!" asks "quick question - can I embed search?".
 * Read as words, every "Hi team, …" met every other on "team", and every "…? Thanks in advance"
 * on "advance". The greeting's clause (a greeting word first, at most ADDRESSEE_WORDS more) opens
 * the text; a closing is the clauses at its end, at most CLOSING_WORDS words, the first holding a
 * word of thanks ("Any help appreciated.", "Cheers, Sam"). A text that would keep no word keeps
 * them: "hello world example fails." is not a greeting.
 */
function questionOnly(text: string): string {
  const greeting = greetingWords(text)
  if (greeting === 0 && !thanksIn(text.slice(-CLOSING_LETTERS))) return text
  // Each clause: where it starts and its words.
  const clauses: { at: number; words: string[] }[] = []
  let at = 0
  for (const end of [...text.matchAll(CLAUSE_END), null]) {
    const to = end ? end.index : text.length
    clauses.push({ at, words: text.slice(at, to).match(ANY_WORD) ?? [] })
    if (end) at = end.index + end[0].length
  }
  const from =
    greeting > 0 && clauses.length > 1 && clauses[0]!.words.length <= greeting + ADDRESSEE_WORDS
      ? 1
      : 0
  let to = clauses.length
  let closing = 0
  for (let k = clauses.length - 1; k > from; k--) {
    closing += clauses[k]!.words.length
    if (closing > CLOSING_WORDS) break
    if (clauses[k]!.words.some(isThanks)) to = k
  }
  const kept = clauses.slice(from, to)
  if (!kept.some((c) => c.words.length > 0)) return text
  const end = to < clauses.length ? clauses[to]!.at : text.length
  return text.slice(clauses[from]!.at, end)
}

/** Digits, a dot, digits: a version or a number ("1.2.0", "v2.1", "3.5"). */
const DOTTED_NUMBER = /\p{N}\.\p{N}/u

/**
 * What parts two words: a run of anything but letters and digits (beyond ASCII, a mark is part of
 * a word: Devanagari's and Thai's vowel signs, Arabic's vowel marks), or but a name's `+` and `#`
 * when the text has them; and with `dotted`, a dot unless it stands between two digits, so that a
 * version is one word ("upgrade to 1.2.0" and "node 20.1.0" share no "1" or "0"). Made once for
 * each of the eight cases, by `separator(ascii, signs, dotted)`.
 */
const SEPARATORS: readonly RegExp[] = [false, true].flatMap((ascii) =>
  [false, true].flatMap((signs) =>
    [false, true].map((dotted) => {
      const word = (ascii ? 'a-z0-9' : '\\p{L}\\p{M}\\p{N}') + (signs ? '+#' : '')
      const digit = ascii ? '[0-9]' : '\\p{N}'
      const between = `(?:[^${word}.]|(?<!${digit})\\.|\\.(?!${digit}))+`
      return new RegExp(dotted ? between : `[^${word}]+`, ascii ? '' : 'u')
    }),
  ),
)

function separator(ascii: boolean, signs: boolean, dotted: boolean): RegExp {
  return SEPARATORS[4 * Number(ascii) + 2 * Number(signs) + Number(dotted)]!
}

/** A term as typed, made comparable but not reordered: its words joined by one space. */
export function normaliseTerm(text: string): string {
  return words(text).join(' ')
}

/**
 * The distinct stems of a text's content words, sorted: the text's meaning for folding and
 * clustering. With `fallback`, a text made only of stop words ("how to") keeps the stems of all
 * its words, so that a search term is not folded into the empty term; a question without content
 * words has nothing to cluster by (no fallback).
 */
export function contentStems(text: string, fallback = true): string[] {
  const all = words(text)
  const language = languageOf(text, all)
  const content = all.filter((w) => !isStopWord(language, w))
  const chosen = content.length > 0 || !fallback ? content : all
  const stems = [...new Set(chosen.map((w) => stemIn(w, language)))].sort()
  return fallback || !stems.every((s) => POLAR_STEMS.has(s)) ? stems : []
}

/**
 * True when a text that is not blank has no content word: its words are stop words of its
 * language ("what is this?"), or it has none ("?!", an address masked away), or polar words alone:
 * "No" is a reader's answer to the assistant, as "yes" is, and "no", "not now" asked nothing
 * (they made a gap with "No cancellation"). `contentStems` without fallback would be empty.
 */
export function noContentWord(text: string): boolean {
  if (text.trim() === '') return false
  return contentStems(text, false).length === 0
}

/** The fold key of a text: its sorted content stems joined by one space ('' for no words). */
export function foldKey(text: string): string {
  return contentStems(text).join(' ')
}
