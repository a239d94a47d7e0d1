/**
 * The docs' own vocabulary, for grouping questions (`docs-path`): the names a page gives one thing.
 * A page that writes an acronym beside the words it stands for ("Single sign-on (SSO)" as its
 * title or a heading, or the keywords "SSO" and "single sign-on") says that both mean one thing: questions that use either
 * then share a word (questions/features.ts), whoever typed the acronym in capitals or not.
 *
 * Only this: words that merely share a page (its keywords "SSO", "SAML", "Okta") are not one
 * thing, and reading them as one would join questions that ask different things of one page. (An
 * acronym that is a stop word of a question's language, "IT" in "is it free?", names nothing there:
 * questions/features.ts.)
 *
 * Pure and deterministic: the pages' order changes nothing.
 */
import type { DocsPage } from '../../ports/docs.ts'
import type { RelatedTerms } from '../../gaps/questions/features.ts'
import { compareStrings } from '../../lib/text.ts'

/** Acronyms of two to six capitals (a plural `s` after them is read as one: "PATs"). */
const ACRONYM = /^(\p{Lu}{2,6})s?$/u
/** Acronyms kept at most: a docs site's own, not a glossary's. */
export const MAX_ACRONYMS = 1_000
/** Spellings kept per acronym. */
const MAX_SPELLINGS = 5

/** A text's words as written (letters and digits), hyphenated parts apart: "sign-on" is two. */
function tokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? []
}

/**
 * The runs of words in `ws` (lower case) whose initials spell `acronym`, each joined by spaces:
 * "single sign on" for "sso". A run starts and ends with a word of two letters or more, and is
 * not the acronym itself.
 */
function spellings(acronym: string, ws: readonly string[]): string[] {
  const found: string[] = []
  const k = acronym.length
  for (let i = 0; i + k <= ws.length; i++) {
    const run = ws.slice(i, i + k)
    if (run.some((w, j) => w[0] !== acronym[j] || !/^\p{L}/u.test(w))) continue
    if (run[0]!.length < 2 || run[k - 1]!.length < 2) continue
    found.push(run.join(' '))
  }
  return found
}

/**
 * The acronyms the pages spell out, each with its spellings: `[["SSO", "single sign on"], …]`,
 * sorted by acronym. An acronym and its words count when one page has both, in any of its title,
 * description, keywords, navigation groups and headings.
 */
export function docsVocabulary(pages: readonly DocsPage[]): RelatedTerms {
  const byAcronym = new Map<string, Set<string>>()
  for (const page of pages) {
    const texts = [
      page.title,
      page.description,
      ...page.keywords,
      ...page.navGroups,
      ...page.headings,
    ]
    const written = texts.map(tokens)
    const lower = written.map((ws) => ws.map((w) => w.toLowerCase()))
    const acronyms = new Set(
      written.flat().flatMap((w) => {
        const m = ACRONYM.exec(w)
        return m ? [m[1]!] : []
      }),
    )
    for (const acronym of acronyms) {
      const a = acronym.toLowerCase()
      const found = lower.flatMap((ws) => spellings(a, ws))
      if (found.length === 0) continue
      const known = byAcronym.get(acronym) ?? new Set<string>()
      for (const s of found) known.add(s)
      byAcronym.set(acronym, known)
    }
  }
  return [...byAcronym]
    .sort((x, y) => compareStrings(x[0], y[0]))
    .slice(0, MAX_ACRONYMS)
    .map(([acronym, found]) => [
      acronym,
      ...[...found].sort(compareStrings).slice(0, MAX_SPELLINGS),
    ])
}
