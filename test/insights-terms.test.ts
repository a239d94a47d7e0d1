/**
 * Folding search terms: variants of one need (case, punctuation, word order, plurals, stems) and
 * the half-typed prefixes of search-as-you-type meet in one group; the click-through is read on
 * either scale. As properties: folding ignores the order rows arrive in, and folding the folded
 * groups again changes nothing.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldSearchTerms, MIN_PREFIX } from '../src/gaps/fold.ts'
import type { SearchRow } from '../src/gaps/rows.ts'
import { contentStems, foldKey, normaliseTerm, words } from '../src/gaps/terms.ts'

function row(searchQuery: string, hits: number, ctr = 0, page: string | null = null): SearchRow {
  return { searchQuery, hits, ctr, topClickedPage: page, lastSearchedAt: '2026-11-20T10:00:00Z' }
}

describe('words and fold keys', () => {
  it('folds case, punctuation, word order, plurals and stems into one key', () => {
    const variants = [
      'Configure webhooks',
      'configuring webhook',
      'webhook configuration?',
      '  WEBHOOKS -- configure!! ',
    ]
    const keys = new Set(variants.map(foldKey))
    expect([...keys]).toEqual(['configur webhook'])
  })

  it('drops stop words but keeps a term made only of them', () => {
    expect(foldKey('how to rotate the API keys')).toBe('api kei rotat')
    expect(foldKey('how to')).toBe('how to')
    expect(contentStems('how to', false)).toEqual([])
  })

  it('reads "use", "using" and "used" as light verbs, as "make" and "get" are: no word of a topic', () => {
    // Porter reads "using" and "used" as "us": a gap of BANKING77 was known by "top us".
    expect(contentStems('How do I deploy using Docker?', false)).toEqual(['deploi', 'docker'])
    expect(contentStems('I used the CLI, it uses Node', false)).toEqual(['cli', 'node'])
    expect(contentStems('how do I use search', false)).toEqual(['search'])
  })

  it('joins an English clitic to its word, and parts the words of any other apostrophe', () => {
    expect(words("Don't break what's working; it's the user's")).toEqual([
      'dont',
      'break',
      'whats',
      'working',
      'its',
      'the',
      'users',
    ])
    expect(words("I'm sure you'll say they've, we're, I'd")).toEqual([
      'im',
      'sure',
      'youll',
      'say',
      'theyve',
      'were',
      'id',
    ])
    // French and Italian elision, a Turkish suffix: the word stands on its own.
    expect(words("Comment exporter l'application d'un site ?")).toEqual([
      'comment',
      'exporter',
      'l',
      'application',
      'd',
      'un',
      'site',
    ])
    expect(words("dell'app")).toEqual(['dell', 'app'])
    expect(words('Yarın İstanbul’a gidiyorum')).toEqual(['yarın', 'istanbul', 'a', 'gidiyorum'])
  })

  it('keeps the names that end in ++ or # ("C++", "C#", "F#"), and parts words at + and # elsewhere', () => {
    expect(words('Is there a C# SDK?')).toEqual(['is', 'there', 'a', 'c#', 'sdk'])
    expect(words('C++/CLI and F# support')).toEqual(['c++', 'cli', 'and', 'f#', 'support'])
    expect(words('a+b #tag ++x c+')).toEqual(['a', 'b', 'tag', 'x', 'c'])
    expect(words('Qt für C++')).toEqual(['qt', 'für', 'c++'])
  })

  it('reads no word in what masking left ("[email]" says an address was there)', () => {
    expect(words('mail me at [email] please')).toEqual(['mail', 'me', 'at', 'please'])
    expect(words('my key [secret] fails, card [card]')).toEqual(['my', 'key', 'fails', 'card'])
    expect(words('[phone]')).toEqual([])
    expect(words('see [docs] page')).toEqual(['see', 'docs', 'page'])
  })

  it("reads a link by its path: its scheme, host, query and fragment are every link's", () => {
    expect(
      words('Why does https://docs.acme.io/guides/webhooks/retry?tab=2#top return 404?'),
    ).toEqual(['why', 'does', 'guides', 'webhooks', 'retry', 'return', '404'])
    expect(words('is https://docs.acme.io down')).toEqual(['is', 'down'])
    // A name without a scheme is a word the reader typed.
    expect(words('connect github.com')).toEqual(['connect', 'github', 'com'])
  })

  it('reads a version or a number with a dot as one word, and any other dot as a separator', () => {
    expect(words('upgrade to 1.2.0 fails')).toEqual(['upgrade', 'to', '1.2.0', 'fails'])
    expect(words('Is v2.1 of the C++ 17.0 SDK out?')).toEqual([
      ...['is', 'v2.1', 'of', 'the', 'c++', '17.0', 'sdk', 'out'],
    ])
    expect(words('Größe 1.5 MB')).toEqual(['größe', '1.5', 'mb'])
    expect(words('see docs.acme.io or file.txt, version 2. Then')).toEqual([
      ...['see', 'docs', 'acme', 'io', 'or', 'file', 'txt', 'version', '2', 'then'],
    ])
  })

  it("reads a message's greeting, whom it names and its closing as no word of the question", () => {
    const question = ['how', 'do', 'i', 'add', 'a', 'custom', 'domain']
    for (const text of [
      'Hi team, how do I add a custom domain?',
      'Hello Acme support! How do I add a custom domain? Thanks in advance',
      'Good morning all: how do I add a custom domain? Cheers, Sam',
      'hey - how do I add a custom domain. Any help would be appreciated.',
      'Dear docs team,\nhow do I add a custom domain\nThank you so much!',
      'how do I add a custom domain, thanks a lot',
    ])
      expect(words(text), text).toEqual(question)
    expect(words('Bonjour l’équipe, comment ajouter un domaine ?')).toEqual([
      ...['comment', 'ajouter', 'un', 'domaine'],
    ])
    for (const text of [
      'Guten Tag zusammen! Wie richte ich SSO ein? Danke im Voraus',
      'Hallo, wie richte ich SSO ein? Mit freundlichen Grüßen, Max Mustermann',
    ])
      expect(words(text), text).toEqual(['wie', 'richte', 'ich', 'sso', 'ein'])
    expect(words('Comment exporter en PDF ? Cordialement, Jean')).toEqual([
      ...['comment', 'exporter', 'en', 'pdf'],
    ])
  })

  it('reads a letter stretched three times or more once ("hiii", "pleaseee", "plzzz")', () => {
    expect(words('Hiii team, how do I add a custom domain?')).toEqual([
      ...['how', 'do', 'i', 'add', 'a', 'custom', 'domain'],
    ])
    expect(words('pleaseee help, sooo stuck')).toEqual(['please', 'help', 'so', 'stuck'])
    expect(contentStems('plzzz cancel my order')).toEqual(contentStems('plz cancel my order'))
    // Two of a letter are a word's own ("all", "off", "hii").
    expect(words('turn off all alerts')).toEqual(['turn', 'off', 'all', 'alerts'])
  })

  it('keeps the words of a greeting or thanks that is not one, or would leave no word', () => {
    // Past three words after the greeting, the clause is the question's.
    expect(words('hello world example in the SDK fails, why?')).toEqual([
      ...['hello', 'world', 'example', 'in', 'the', 'sdk', 'fails', 'why'],
    ])
    // A greeting's clause with nothing after it, a thanks that is the whole text.
    expect(words('hello world example fails.')).toEqual(['hello', 'world', 'example', 'fails'])
    expect(words('Thanks in advance!')).toEqual(['thanks', 'in', 'advance'])
    // A thanks among the question's words, or before more than six words of it.
    expect(words('how do I thank a contributor in the changelog?')).toHaveLength(9)
    expect(words('Thanks! Now where do I set the retry limit for webhooks?')).toEqual([
      ...['thanks', 'now', 'where', 'do', 'i', 'set', 'the', 'retry', 'limit', 'for', 'webhooks'],
    ])
    // A hyphen inside a word ends no clause.
    expect(words('hi-res images, how?')).toEqual(['hi', 'res', 'images', 'how'])
  })

  it('keeps a word whole across its marks: vowel signs, the dot of İ', () => {
    expect(words('हिन्दी में दस्तावेज़ कैसे निर्यात करें')).toEqual([
      'हिन्दी',
      'में',
      'दस्तावेज़',
      'कैसे',
      'निर्यात',
      'करें',
    ])
    // Thai is written without spaces: whole words from the segmenter, not pieces cut at each mark.
    expect(words('วิธีส่งออกเอกสารเป็น PDF')).toEqual(['วิธี', 'ส่ง', 'ออก', 'เอกสาร', 'เป็น', 'pdf'])
    // Arabic's vowel marks, mostly left unwritten, are left out: the word is the one without them.
    expect(words('كيف أُصدّر المستندات')).toEqual(words('كيف أصدر المستندات'))
    expect(words('كيف أُصدّر المستندات')).toHaveLength(3)
    expect(words('İlacımı hatırlat')).toEqual(['ilacımı', 'hatırlat'])
  })

  it('reads "Go", the language, as "golang" where its capital tells it, and the verb as a verb', () => {
    expect(words('Is there a Go client for the API?')).toContain('golang')
    expect(words('examples in Go.')).toEqual(['examples', 'in', 'golang'])
    // At a sentence's start, after a capitalised word, or in lower case: the verb.
    for (const text of ['Go to settings', 'How To Go Back', 'Where do I go?', 'How do I Go live?'])
      expect(words(text)).not.toContain('golang')
  })

  it('keeps other scripts as they are', () => {
    expect(words('Ｃａｆé déploiement')).toEqual(['café', 'déploiement'])
    expect(words('日本語 ドキュメント')).toEqual(['日本語', 'ドキュメント'])
  })

  it('normalises without reordering', () => {
    expect(normaliseTerm('  API   Keys!')).toBe('api keys')
    expect(normaliseTerm('keys api')).toBe('keys api')
    expect(normaliseTerm('?!')).toBe('')
  })
})

describe('foldSearchTerms', () => {
  it('sums hits, combines click-through by hits and names the most-searched variant', () => {
    const [group, ...rest] = foldSearchTerms([
      row('Configure webhooks', 10, 0.1, '/webhooks'),
      row('webhook configuration', 30, 0, null),
      row('configuring webhook', 10, 0.3, '/guides/webhooks'),
    ])
    expect(rest).toEqual([])
    expect(group).toMatchObject({
      key: 'configur webhook',
      term: 'webhook configuration',
      hits: 50,
      topClickedPage: '/guides/webhooks',
      pages: ['/guides/webhooks', '/webhooks'],
    })
    expect(group!.ctr).toBeCloseTo(0.08)
  })

  it('reads ctr on the 0–100 scale when any row is above 1', () => {
    const [a, b] = foldSearchTerms([row('alpha', 10, 50), row('beta', 5, 1)])
    expect(a!.ctr).toBeCloseTo(0.5)
    expect(b!.ctr).toBeCloseTo(0.01)
    const [c] = foldSearchTerms([row('alpha', 10, 0.5)])
    expect(c!.ctr).toBeCloseTo(0.5)
  })

  it('folds half-typed prefixes into the most-searched longest term they begin', () => {
    const groups = foldSearchTerms([
      row('aut', 4),
      row('authen', 6),
      row('authentication', 20),
      row('authorization', 25),
      row('au', 3),
    ])
    const byKey = Object.fromEntries(groups.map((g) => [g.key, g]))
    expect(byKey['author']!.hits).toBe(25 + 4)
    expect(byKey['authent']!.hits).toBe(20 + 6)
    expect(byKey['au']!.hits).toBe(3) // shorter than the minimum prefix: left alone
    expect(byKey['author']!.term).toBe('authorization')
    expect(MIN_PREFIX).toBe(3)
  })

  it('never shows a prefix as the term, even when it was searched more', () => {
    const [group] = foldSearchTerms([row('webh', 100), row('webhooks', 5)])
    expect(group).toMatchObject({ key: 'webhook', term: 'webhooks', hits: 105 })
    expect(group!.variants).toEqual(['webh', 'webhooks'])
  })

  it('drops punctuation-only terms and reads junk numbers as zero', () => {
    const groups = foldSearchTerms([row('???', 5), row('api', Number.NaN, -3)])
    expect(groups).toEqual([expect.objectContaining({ key: 'api', hits: 0, ctr: 0 })])
  })

  it('keeps the latest search time of the group', () => {
    const [g] = foldSearchTerms([
      { ...row('sso', 3), lastSearchedAt: '2026-11-02T00:00:00Z' },
      { ...row('SSO', 3), lastSearchedAt: 'not a date' },
      { ...row('sso!', 3), lastSearchedAt: '2026-11-09T00:00:00Z' },
    ])
    expect(g!.lastSearchedAt).toBe('2026-11-09T00:00:00Z')
  })
})

/** Terms drawn from a small vocabulary, so that variants, stems and prefixes meet often. */
const term = fc
  .array(
    fc.constantFrom('api', 'API', 'keys', 'key', 'webhook', 'Webhooks', 'auth', 'authen', 'sso'),
    { minLength: 1, maxLength: 3 },
  )
  .chain((ws) =>
    fc
      .constantFrom(' ', ', ', ' - ', '?')
      .map((sep) => ws.join(sep))
      .chain((t) => fc.nat({ max: t.length }).map((n) => (n >= 3 ? t.slice(0, n) : t))),
  )
const rows = fc.array(
  fc.record({
    searchQuery: term,
    hits: fc.integer({ min: 0, max: 500 }),
    ctr: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 100 })),
    topClickedPage: fc.constantFrom(null, '/a', '/b'),
    lastSearchedAt: fc.constantFrom('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
  }),
  { maxLength: 40 },
)

describe('folding as a property', () => {
  it('does not depend on the order rows arrive in', () => {
    fc.assert(
      fc.property(
        rows.chain((r) =>
          fc.tuple(fc.constant(r), fc.shuffledSubarray(r, { minLength: r.length })),
        ),
        ([original, shuffled]) => {
          expect(foldSearchTerms(shuffled)).toEqual(foldSearchTerms(original))
        },
      ),
    )
  })

  it('is idempotent: the folded groups fold into themselves', () => {
    fc.assert(
      fc.property(rows, (r) => {
        const once = foldSearchTerms(r)
        const again = foldSearchTerms(
          once.map((g) => ({
            searchQuery: g.term,
            hits: g.hits,
            ctr: g.ctr,
            topClickedPage: g.topClickedPage,
            lastSearchedAt: g.lastSearchedAt ?? '',
          })),
        )
        expect(again.map((g) => [g.key, g.term, g.hits])).toEqual(
          once.map((g) => [g.key, g.term, g.hits]),
        )
        again.forEach((g, i) => expect(g.ctr).toBeCloseTo(once[i]!.ctr, 9))
      }),
    )
  })
})
