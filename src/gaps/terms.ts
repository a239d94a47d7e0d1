/**
 * Words of reader text, folded so that variants of one need meet: case, punctuation, word order,
 * plurals and stems, in the text's language (language.ts: maintained stop-word lists and stemmers,
 * not home-made ones, so that a change of folding is an upgrade, not a design decision hidden here).
 */
import {
  ENGLISH,
  hasUnspacedScript,
  isAscii,
  languageOf,
  unspacedWords,
  type Language,
} from './language.ts'

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
 * The words of a text: Unicode-normalised (NFKC), lower case, apostrophes dropped inside a word
 * (`don't` → `dont`), every other run of non-letters and non-digits a separator.
 */
export function words(text: string): string[] {
  let normal = text.slice(0, MAX_TEXT)
  // ASCII text (most of it) skips the Unicode steps: they cost more than the rest together.
  const ascii = isAscii(normal)
  if (!ascii) normal = normal.normalize('NFKC')
  normal = normal.toLowerCase()
  if (normal.includes("'") || normal.includes('’'))
    normal = normal.replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, '')
  const tokens = normal.split(ascii ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u).filter((w) => w.length > 0)
  // Japanese, Chinese, Thai…: a run of letters is a phrase, cut into words by the segmenter.
  return ascii || !hasUnspacedScript(normal)
    ? tokens
    : tokens.flatMap((t) => (hasUnspacedScript(t) ? unspacedWords(t, normal) : [t]))
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
  const content = all.filter((w) => !language.stopWords.has(w))
  const chosen = content.length > 0 || !fallback ? content : all
  return [...new Set(chosen.map((w) => stemIn(w, language)))].sort()
}

/** The fold key of a text: its sorted content stems joined by one space ('' for no words). */
export function foldKey(text: string): string {
  return contentStems(text).join(' ')
}
