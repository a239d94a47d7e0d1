/**
 * The docs' vocabulary (`docs-path`): the acronyms a page spells out, and only those: words that
 * merely share a page are not one thing.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { docsVocabulary, MAX_ACRONYMS } from '../src/flows/insights/docs-vocabulary.ts'
import type { DocsPage } from '../src/ports/docs.ts'

function page(fields: Partial<DocsPage>): DocsPage {
  return {
    path: 'p',
    title: '',
    description: '',
    keywords: [],
    navGroups: [],
    headings: [],
    ...fields,
  }
}

describe('docsVocabulary', () => {
  it('finds an acronym beside its words in a title, the keywords, a description, a group or a heading', () => {
    expect(docsVocabulary([page({ title: 'Single sign-on (SSO)' })])).toEqual([
      ['SSO', 'single sign on'],
    ])
    expect(docsVocabulary([page({ keywords: ['SSO', 'single sign-on'] })])).toEqual([
      ['SSO', 'single sign on'],
    ])
    expect(
      docsVocabulary([page({ description: 'Use a personal access token (a PAT) for the API.' })]),
    ).toEqual([['PAT', 'personal access token']])
    expect(
      docsVocabulary([page({ title: 'Setup', navGroups: ['Content delivery network (CDN)'] })]),
    ).toEqual([['CDN', 'content delivery network']])
    expect(
      docsVocabulary([page({ title: 'Tokens', headings: ['Personal access tokens (PATs)'] })]),
    ).toEqual([['PAT', 'personal access tokens']])
  })

  it('reads a plural acronym as its singular ("PATs")', () => {
    expect(docsVocabulary([page({ title: 'Personal access tokens (PATs)' })])).toEqual([
      ['PAT', 'personal access tokens'],
    ])
  })

  it('joins the spellings of one acronym over pages, sorted, and orders by acronym', () => {
    const pages = [
      page({ path: 'b', title: 'Single sign-on (SSO)' }),
      page({ path: 'a', title: 'Application programming interface', keywords: ['API'] }),
      page({ path: 'c', keywords: ['SSO', 'Single Sign On', 'single-sign-on'] }),
    ]
    expect(docsVocabulary(pages)).toEqual([
      ['API', 'application programming interface'],
      ['SSO', 'single sign on'],
    ])
  })

  it('takes nothing from words that only share a page, or an acronym its page never spells out', () => {
    // "SAML" and "Okta" are on the SSO page: they are not single sign-on.
    expect(docsVocabulary([page({ title: 'SSO', keywords: ['SAML', 'Okta', 'login'] })])).toEqual(
      [],
    )
    // The words on one page, the acronym on another: no page says they are one.
    expect(
      docsVocabulary([
        page({ path: 'a', title: 'Single sign-on' }),
        page({ path: 'b', title: 'SSO' }),
      ]),
    ).toEqual([])
    // Not acronyms: a word in capitals of one letter or over six, mixed case, digits.
    expect(
      docsVocabulary([
        page({ title: 'A guide', keywords: ['OAuth', 'S3', 'KUBERNETES', 'open authorization'] }),
      ]),
    ).toEqual([])
  })

  it('never reads a run of one-letter words as the words of an acronym', () => {
    expect(docsVocabulary([page({ title: 'SSO: s s o and so on' })])).toEqual([])
  })

  it('gives the same vocabulary in any order of the pages', () => {
    const pages = [
      page({ path: 'a', title: 'Single sign-on (SSO)' }),
      page({ path: 'b', title: 'Role-based access control (RBAC)' }),
      page({ path: 'c', keywords: ['SSO', 'single-sign-on'] }),
      page({ path: 'd', description: 'The command line interface (CLI).' }),
    ]
    const expected = docsVocabulary(pages)
    expect(expected.map((terms) => terms[0])).toEqual(['CLI', 'RBAC', 'SSO'])
    fc.assert(
      fc.property(fc.shuffledSubarray(pages, { minLength: 4, maxLength: 4 }), (order) => {
        expect(docsVocabulary(order)).toEqual(expected)
      }),
    )
  })

  it('keeps at most MAX_ACRONYMS acronyms and five spellings each', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    const pages: DocsPage[] = []
    for (const a of letters)
      for (const b of letters)
        for (const c of letters.slice(0, 2))
          pages.push(page({ path: `${a}${b}${c}`, title: `${a}x ${b}y ${c}z (${a}${b}${c})` }))
    expect(pages.length).toBeGreaterThan(MAX_ACRONYMS)
    expect(docsVocabulary(pages)).toHaveLength(MAX_ACRONYMS)
    const spelt = ['sa', 'sb', 'sc', 'sd', 'se', 'sf'].map((s) => `${s} sign on`)
    expect(docsVocabulary([page({ title: 'SSO', keywords: spelt })])[0]).toHaveLength(1 + 5)
  })
})
