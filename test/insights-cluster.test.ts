/**
 * Clustering unanswered assistant questions by the words they share: the same questions in any
 * order give the same clusters in the same order, and 20,000 of them cluster at once.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clusterQuestions, wordlessQuestions } from '../src/gaps/cluster.ts'
import { isUnansweredQuestion } from '../src/gaps/rows.ts'
import { carriedAnchors, nearestAnchors } from '../src/gaps/questions/anchor.ts'
import {
  compounded,
  countTyped,
  newTyped,
  spelled,
  tfidfVectors,
  type Typed,
} from '../src/gaps/questions/features.ts'
import { ENGLISH, languageOf } from '../src/gaps/language.ts'
import { isGreeting, isThanks } from '../src/gaps/language-words.ts'
import { words } from '../src/gaps/terms.ts'
import { neighbourGraph } from '../src/gaps/questions/graph.ts'
import {
  categoryAgreement,
  DEFAULT_SETTINGS,
  frameWords,
  groupQuestions,
  type CategoryJudgement,
} from '../src/gaps/questions/group.ts'
import { pathOfPage } from '../src/gaps/paths.ts'
import type { ConversationRow } from '../src/gaps/rows.ts'
import { syntheticQuestions } from './helpers/synthetic-questions.ts'
import {
  ask,
  CATEGORISED,
  DARK_MODE,
  JAPANESE,
  OKTA,
  ONE_OFFS,
  PDF_EXPORT,
  SSO_CONFIGURATION,
  SSO_PAGE,
  TERRAFORM,
} from './helpers/question-examples.ts'
import { docsVocabulary } from '../src/flows/insights/docs-vocabulary.ts'

describe('clusterQuestions', () => {
  it('groups phrasings of one need and keeps different needs apart', () => {
    const clusters = clusterQuestions([
      ask('How do I rotate my API key?'),
      ask('rotating api keys'),
      ask('Can I rotate an API key automatically?'),
      ask('how to set up SSO with Okta'),
      ask('Okta SSO setup'),
    ])
    // Keys are the two heaviest stems of the group's centre (three made them change from week to
    // week more often: 17 % of topics kept their key across two halves of BANKING77, 31 % now).
    expect(clusters.map((c) => [c.key, c.size])).toEqual([
      ['api rotat', 3],
      ['okta sso', 2],
    ])
    expect(clusters[0]!.pages).toEqual(['/api/keys'])
  })

  it('leaves out answered turns, clarifying questions, repeats of a turn and empty questions', () => {
    const turn = ask('webhook retries')
    const clusters = clusterQuestions([
      turn,
      { ...turn },
      ask('webhook retries', { id: turn.id }), // same conversation, another turn
      ask('webhook retries', { resolutionStatus: 'answered' }),
      ask('webhook retries', { responseType: 'clarifying_question' }),
      ask('how do I?'),
      // The turn again, from another page, after other rows: still one turn.
      { ...turn, pageUrl: 'https://docs.example.com/webhooks' },
    ])
    expect(clusters).toEqual([expect.objectContaining({ key: 'retri webhook', size: 2 })])
    expect(isUnansweredQuestion(ask('x', { responseType: undefined }))).toBe(true)
  })

  it('shows at most five distinct examples, most asked first, masked and shortened', () => {
    const rows = [
      ...Array.from({ length: 3 }, () => ask('export analytics csv')),
      ...[
        'export analytics to csv',
        'how do I export analytics csv',
        'export the analytics csv',
        'can I export analytics csv',
        'export analytics csv file',
        'export my analytics csv',
      ].map((q) => ask(q)),
      ask(`export analytics csv ${'x'.repeat(400)}`),
    ]
    const [cluster] = clusterQuestions(rows)
    expect(cluster!.size).toBe(10)
    expect(cluster!.examples).toHaveLength(5)
    expect(cluster!.examples[0]).toBe('export analytics csv')
    const long = clusterQuestions([ask(`export csv jane@example.com ${'y'.repeat(400)}`)])
    const example = long[0]!.examples[0]!
    expect(example).toContain('[email]')
    expect(example).toHaveLength(300)
  })

  it('gives the first and last time asked', () => {
    const [c] = clusterQuestions([
      ask('dark mode', { timestamp: '2026-11-03T00:00:00Z' }),
      ask('dark mode', { timestamp: '2026-11-01T00:00:00Z', pageUrl: null }),
    ])
    expect(c).toMatchObject({
      firstAsked: '2026-11-01T00:00:00Z',
      lastAsked: '2026-11-03T00:00:00Z',
    })
  })

  it('does not depend on the order questions arrive in (property)', () => {
    const vocabulary = ['rotate', 'api', 'key', 'keys', 'sso', 'okta', 'webhook', 'how', 'do', 'i']
    const question = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 5 })
      .map((ws) => ws.join(' '))
    const rows = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c'),
        timestamp: fc.constantFrom('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'),
        query: question,
        responseType: fc.constantFrom('answer' as const, 'clarifying_question' as const),
        resolutionStatus: fc.constantFrom('answered' as const, 'unanswered' as const),
        pageUrl: fc.constantFrom(null, 'https://d.io/a', '/b/'),
        response: fc.constant(null),
        sources: fc.constant<ConversationRow['sources']>([]),
        queryCategory: fc.constant(null),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(
        rows.chain((r) =>
          fc.tuple(fc.constant(r), fc.shuffledSubarray(r, { minLength: r.length })),
        ),
        ([original, shuffled]) => {
          expect(clusterQuestions(shuffled)).toEqual(clusterQuestions(original))
        },
      ),
    )
  })

  it('clusters 20,000 synthetic questions into their topics', () => {
    const clusters = clusterQuestions(syntheticQuestions(20_000, 7))
    // Twelve topics, each asked on its own page. A phrasing may split one ("… not working", "…
    // automatically?" ask more than how): at most three each, never hundreds of fragments, and
    // never two topics in one.
    expect(clusters.length).toBeGreaterThanOrEqual(12)
    expect(clusters.length).toBeLessThanOrEqual(36)
    for (const c of clusters) expect(c.pages).toHaveLength(1)
    const total = clusters.reduce((s, c) => s + c.size, 0)
    expect(total).toBeGreaterThan(15_000)
  })
})

const API_KEY = [
  'rotate my API key',
  'regenerate api token',
  'roll the API secret',
  'replace a compromised key',
]
const OTHERS = [
  'How do I add a custom domain?',
  'custom domain DNS settings',
  'point my domain at the docs with a CNAME',
  'export analytics to csv',
  'download the analytics as a spreadsheet',
]

/** The cluster (index) of each question text. */
function clusterOf(clusters: ReturnType<typeof clusterQuestions>, rows: ConversationRow[]) {
  const byId = new Map<string, number>()
  clusters.forEach((c, k) => c.ids?.forEach((id) => byId.set(id, k)))
  return (text: string) => byId.get(rows.find((r) => r.query === text)!.id)
}

describe('clusterQuestions by meaning', () => {
  it('reads an acronym and the words it stands for as one word where the docs spell it out (1.4)', () => {
    const rows = [...SSO_CONFIGURATION, ...PDF_EXPORT, ...TERRAFORM].map((q) => ask(q))
    // Without the docs: the acronym's questions and the words' are two pairs, no gap of three.
    const alone = clusterQuestions(rows)
    expect(alone.filter((c) => c.ids!.some((id) => id === rows[0]!.id))[0]!.size).toBe(2)
    const vocabulary = docsVocabulary([SSO_PAGE])
    expect(vocabulary).toEqual([['SSO', 'single sign on']])
    const clusters = clusterQuestions(rows, { relatedTerms: vocabulary })
    const of = clusterOf(clusters, rows)
    expect(new Set(SSO_CONFIGURATION.map(of)).size).toBe(1)
    const sso = clusters[of(SSO_CONFIGURATION[0]!)!]!
    expect(sso.size).toBe(4)
    // Read as the acronym: the signature, the key and the memory name it by its word.
    expect(sso.signature.slice(0, 2)).toContain('sso')
    expect(sso.key).toContain('sso')
    expect(SSO_CONFIGURATION).toContain(sso.name)
    expect(sso.cohesion).toBeGreaterThan(0)
    expect(sso.cohesion).toBeLessThanOrEqual(1)
    // The other topics are as they were.
    for (const q of [...PDF_EXPORT, ...TERRAFORM])
      expect(SSO_CONFIGURATION.map(of)).not.toContain(of(q))
  })

  it('reads a spelt-out term as its acronym, once, whoever typed the acronym in capitals', () => {
    const texts = [
      'configure single sign-on',
      'configure SSO',
      'configure sso',
      'configure exports',
    ]
    const e = tfidfVectors(
      texts.map((text) => ({ text, category: null })),
      [['SSO', 'single sign-on']],
    )
    const row = (i: number) => {
      const m = new Map<string, number>()
      for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++)
        m.set(e.names[e.ids[p]!]!, e.values[p]!)
      return m
    }
    // "SSO" typed in capitals makes "single sign-on" an acronym of the questions too: still one
    // word, not two.
    for (const i of [1, 2]) expect(row(0)).toEqual(row(i))
    expect([...row(0).keys()].filter((name) => name.startsWith('w:'))).toEqual([
      'w:configur',
      'w:sso',
    ])
  })

  it('reads a word spelt the British and the American way in the form more readers type', () => {
    const typed = newTyped()
    for (const q of [
      'customize theme colors',
      'how to customize the theme colors',
      'How do I customise the theme colours',
      'why does the app not recognise my card',
      'it does not recognise a payment',
      'i do not recognize a payment',
      'what does four mean',
      'an hour ago',
    ])
      countTyped(words(q), typed)
    const read = (word: string) => spelled(word, ENGLISH, typed)
    expect(['customise', 'colours', 'recognize'].map(read)).toEqual([
      'customize',
      'colors',
      'recognise',
    ])
    // The form more readers type stays as it is; a stop word is no spelling of a word.
    expect(['customize', 'recognise', 'four', 'hour'].map(read)).toEqual([
      'customize',
      'recognise',
      'four',
      'hour',
    ])
    // Readers of other languages spell as they do.
    const text = 'Wie ändere ich die Farben des Themes'
    expect(spelled('customise', languageOf(text, words(text)), typed)).toBe('customise')
    // The questions then share their words: one gap, not a pair and a question alone.
    const rows = [
      'How do I customise the theme colours?',
      'how to customize the theme colors',
      'customize theme colors',
    ].map((q) => ask(q))
    expect(clusterQuestions(rows).map((c) => c.size)).toEqual([3])
  })

  it('reads a word typed as one and as two in the form more readers type ("set up", "setup")', () => {
    const typedBy = (...questions: string[]) => {
      const typed = newTyped()
      for (const q of questions) countTyped(q.split(' '), typed)
      return typed
    }
    const read = (text: string, typed: Typed, language = ENGLISH) =>
      compounded(text.split(' '), language, typed)
    // Two readers type "setup", one "set up": "set up" is read as "setup".
    const setup = typedBy('okta sso setup', 'setup failed', 'how do i set up sso')
    expect(read('how do i set up sso', setup)).toEqual(['how', 'do', 'i', 'setup', 'sso'])
    expect(read('okta sso setup', setup)).toEqual(['okta', 'sso', 'setup'])
    // As many each way: as typed.
    expect(read('set up sso', typedBy('set up sso', 'sso setup'))).toEqual(['set', 'up', 'sso'])
    // Most readers type "top up": the few "topup" are read as "top up", and "top up" stays as it
    // is, so a gap's words do not change with the week's few who type "topup".
    const topUp = typedBy('top up my card', 'top up limit', 'topup fee')
    expect(read('topup fee', topUp)).toEqual(['top', 'up', 'fee'])
    expect(read('top up limit', topUp)).toEqual(['top', 'up', 'limit'])
    // A stop word does not start two words read as one: "a long" is not "along".
    expect(read('a long wait', typedBy('along the way', 'along', 'a long wait'))).toEqual([
      'a',
      'long',
      'wait',
    ])
    // Nor in German, where "ein" is the stop word.
    const text = 'wie kann ich das einrichten'
    const german = languageOf(text, words(text))
    expect(german.code).toBe('de')
    expect(read('ein richten', typedBy('einrichten', 'einrichten', 'ein richten'), german)).toEqual(
      ['ein', 'richten'],
    )
  })

  it('makes one gap of "set up SSO" and "sso setup", whichever more readers type (the demo\'s split)', () => {
    const texts = [
      'How do I set up SSO with Okta?',
      'okta sso setup',
      'okta sso setup',
      'Can I set up SAML SSO with Okta for my team?',
      'okta sso setup',
      ...PDF_EXPORT,
      ...ONE_OFFS,
    ]
    const rows = texts.map((q) => ask(q))
    const of = clusterOf(clusterQuestions(rows), rows)
    expect(of(texts[0]!)).toBe(of('okta sso setup'))
    expect(of(texts[3]!)).toBe(of('okta sso setup'))
    // Three readers type "setup", two "set up": "set up" is read as "setup" (above). One types
    // "setup", two "set up": it is read as "set up", and they meet all the same.
    const once = [texts[0]!, texts[1]!, texts[3]!, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const ofOnce = clusterOf(clusterQuestions(once), once)
    expect(ofOnce(texts[0]!)).toBe(ofOnce('okta sso setup'))
  })

  it('makes no gap of questions that name different versions', () => {
    // Read digit by digit, they shared "0", "1" and "2", and made a gap of three ("0 2").
    const versions = ['upgrade to 1.2.0 fails', 'is node 20.1.0 supported', 'what changed in 2.0.1']
    const rows = [...versions, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const of = clusterOf(clusterQuestions(rows), rows)
    expect(new Set(versions.map(of)).size).toBe(3)
  })

  it('makes no gap of questions that paste links to different pages of one site', () => {
    const pasted = [
      'why does https://docs.acme.io/guides/webhooks/retry return 404?',
      'the page https://docs.acme.io/reference/billing/invoices is empty',
      'https://docs.acme.io/setup/sso/okta shows an old screenshot',
      'is https://docs.acme.io/changelog/2024 still maintained',
    ]
    const asked = 'webhooks retry page gives 404'
    const rows = [...pasted, asked, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const clusters = clusterQuestions(rows)
    const of = clusterOf(clusters, rows)
    // Before, "https", "docs", "acme" and "io" joined them ("acm http").
    expect(new Set(pasted.slice(1).map(of)).size).toBe(3)
    // The page a link names is what it asks about: the webhook question meets its own words.
    expect(of(pasted[0]!)).toBe(of(asked))
  })

  it('keeps the C# questions and the C++ questions in two gaps (their words differ by the name)', () => {
    const csharp = ['How do I install the C# SDK?', 'install C# SDK', 'C# SDK installation guide']
    const cpp = ['How do I install the C++ SDK?', 'install C++ SDK', 'C++ SDK installation guide']
    const rows = [...csharp, ...cpp, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const clusters = clusterQuestions(rows)
    const of = clusterOf(clusters, rows)
    expect(new Set(csharp.map(of)).size).toBe(1)
    expect(new Set(cpp.map(of)).size).toBe(1)
    expect(of(csharp[0]!)).not.toBe(of(cpp[0]!))
    expect(clusters[of(csharp[0]!)!]!.key).toBe('c# sdk')
  })

  it('reads no stop word of the question’s language as an acronym ("is it free?" is not "IT")', () => {
    const texts = [
      'is it free?',
      'IT admin guide',
      'information technology admin guide',
      'how do I set up CI',
      'continuous integration setup',
      'ci sono problemi con la esportazione',
    ]
    const e = tfidfVectors(
      texts.map((text) => ({ text, category: null })),
      [
        ['CI', 'continuous integration'],
        ['IT', 'information technology'],
      ],
    )
    const wordsOf = (i: number) => {
      const found: string[] = []
      for (let p = e.offsets[i]!; p < e.offsets[i + 1]!; p++)
        if (e.names[e.ids[p]!]!.startsWith('w:')) found.push(e.names[e.ids[p]!]!.slice(2))
      return found
    }
    expect(wordsOf(0)).toEqual(['free'])
    // The words spelt out still read as the acronym's word; the acronym, a stop word, as nothing.
    expect(wordsOf(2)).toContain('it')
    expect(wordsOf(1)).not.toContain('it')
    // "CI" is no English stop word: the acronym and its words meet; the Italian "ci" is a stop word.
    expect(wordsOf(3)).toContain('ci')
    expect(wordsOf(4)).toContain('ci')
    expect(wordsOf(5)).not.toContain('ci')
  })

  it('never mixes the Okta questions with the Terraform ones, with or without the docs’ vocabulary (1.4)', () => {
    const terraform = TERRAFORM
    for (const relatedTerms of [[], docsVocabulary([SSO_PAGE])]) {
      const rows = [...OKTA, ...terraform].map((q) => ask(q))
      const clusters = clusterQuestions(rows, { relatedTerms })
      const of = clusterOf(clusters, rows)
      for (const t of terraform) for (const o of OKTA) expect(of(t)).not.toBe(of(o))
      // Every group of three or more (a reported gap) holds one topic.
      for (const c of clusters.filter((c) => c.size >= 3))
        expect(c.questions.every((q) => OKTA.includes(q.text))).toBe(true)
    }
  })

  it('keeps four asks of one question together and apart from another topic (dark mode, PDF)', () => {
    const dark = DARK_MODE
    const pdf = PDF_EXPORT
    const rows = [...Array.from({ length: 4 }, () => ask(dark)), ...pdf.map((q) => ask(q))]
    const clusters = clusterQuestions(rows)
    const darkGap = clusters.find((c) => c.questions.some((q) => q.text === dark))!
    expect(darkGap.questions).toEqual([{ text: dark, count: 4 }])
    expect(darkGap.name).toBe(dark)
    const pdfGaps = clusters.filter((c) => c !== darkGap && c.size >= 3)
    expect(pdfGaps.length).toBeGreaterThan(0)
    for (const g of pdfGaps) expect(g.questions.every((q) => pdf.includes(q.text))).toBe(true)
  })

  it('never makes a gap of "how do I use …" questions about different things', () => {
    const week = [
      'How do I use dark mode?',
      'How do I use search?',
      'How do I use the API?',
      'How can I use webhooks?',
    ]
    const clusters = clusterQuestions(week.map((q) => ask(q)))
    expect(clusters.filter((c) => c.size >= 2)).toEqual([])
  })

  it('reads "tell me" as words that ask: a gap is known by its topic, not by "tell"', () => {
    // "Can you tell me why I was charged to withdraw cash?" asks about a charge; "tell" was the
    // heaviest word of such questions, and the word a gap was known by (and remembered by).
    const week = [
      'Can you tell me where the changelog is?',
      'Tell me where to find the changelog',
      'where is the changelog',
      'Can you tell me the rate limit?',
      'Tell me about webhooks',
    ]
    const clusters = clusterQuestions(week.map((q) => ask(q)))
    const changelog = clusters.find((c) => c.size === 3)!
    expect(changelog.questions.map((q) => q.text)).toEqual(expect.arrayContaining(week.slice(0, 3)))
    expect(clusters.map((c) => c.key).join(' ')).not.toMatch(/tell/)
  })

  it('leaves a week of one-off questions alone: no group of three', () => {
    const oneOffs = [
      ...ONE_OFFS,
      'is it going to rain tomorrow',
      'what is the best airline',
      'how do I add a team member',
      'tell me a joke',
    ]
    const clusters = clusterQuestions(oneOffs.map((q) => ask(q)))
    expect(clusters.filter((c) => c.size >= 3)).toEqual([])
  })

  it('makes no gap of greetings alone, however chat spells them ("Hlo sir", "Hiii")', () => {
    // Messages to a product's assistant: a greeting and whom it is to, and nothing asked.
    const greetings = ['Hello sir', 'Hi sir', 'Sir', 'Hlo sir', 'hlo', 'Hiii', 'Hiii sir', 'Hii']
    const rows = [...greetings, 'Sir, thanks', 'Sir help me', 'Hii madam'].map((q) => ask(q))
    expect(clusterQuestions(rows).filter((c) => c.size >= 3)).toEqual([])
    // Not lost: each is listed among the questions with no content word.
    expect(wordlessQuestions(rows)).toHaveLength(rows.length)
    // A stretched greeting before a question is read as the greeting: the question groups.
    const asked = [
      'Hiii, how do I rotate an API key?',
      'how do I rotate an API key',
      'rotate API key',
    ]
    expect(clusterQuestions(asked.map((q) => ask(q))).map((c) => c.size)).toEqual([3])
  })

  it('makes no gap of a reader\'s "No" to the assistant, in any language: it asks nothing', () => {
    // Real traffic: "No", "no", "Not now" answered the assistant, and made a gap with "No
    // cancellation" (HINT3, Curekart).
    const replies = ['No', 'no', 'No', 'Not now', 'no no', 'Off']
    const rows = [...replies, 'No cancellation'].map((q) => ask(q))
    expect(clusterQuestions(rows).filter((c) => c.size >= 2)).toEqual([])
    expect(wordlessQuestions(rows).map((q) => [q.text, q.count])).toEqual([
      ['No', 2],
      ['Not now', 1],
      ['Off', 1],
      ['no', 1],
      ['no no', 1],
    ])
    // Other languages' yes and no, and English's "nope" and "sure": Nein, Non and Nee were read as
    // English words, and made a gap of replies.
    const others = ['Nein', 'Nein danke', 'Ja', 'Ja bitte', 'Non', 'Non merci', 'Nee', 'Hayır']
    const more = [...others, 'Sim', 'Si', '아니요', 'nope', 'sure'].map((q) => ask(q))
    expect(wordlessQuestions(more)).toHaveLength(more.length)
    // A polar word beside a content word asks: "not working", "turn on".
    const asked = ['SSO is not working', 'Why is SSO not working?', 'SSO not working']
    expect(clusterQuestions(asked.map((q) => ask(q))).map((c) => c.size)).toEqual([3])
  })

  it('groups a week of Japanese questions, written without spaces, by topic', () => {
    const { weather, alarm } = JAPANESE
    const rows = [...weather, ...alarm].map((q) => ask(q))
    const clusters = clusterQuestions(rows)
    const of = clusterOf(clusters, rows)
    // Each topic in one group of its own.
    expect(new Set(weather.map(of)).size).toBe(1)
    expect(new Set(alarm.map(of)).size).toBe(1)
    expect(of(weather[0]!)).not.toBe(of(alarm[0]!))
  })

  it('is not named by a question written in capitals when a plainer one asks the same', () => {
    const shouted = 'HOW DO I MIGRATE FROM V1 TO V2?'
    const rows = [
      ...Array.from({ length: 4 }, (_, i) => ask(shouted, { id: `s${i}` })),
      ask('How do I migrate from v1 to v2?'),
      ask('how to migrate from v1 to v2'),
      ...OTHERS.map((q) => ask(q)),
    ]
    const clusters = clusterQuestions(rows)
    const migrate = clusters.find((c) => c.examples.some((e) => /migrate/i.test(e)))!
    expect(migrate.name).toBe('How do I migrate from v1 to v2?')
    expect(migrate.examples[0]).toBe(migrate.name)
    // The most asked question, shouted or not, still leads the list of every question.
    expect(migrate.questions[0]).toEqual({ text: shouted, count: 4 })
  })

  it('never puts paraphrases of one API-key question in a group with an unrelated topic', () => {
    const rows = [...API_KEY, ...OTHERS].map((q) => ask(q))
    const clusters = clusterQuestions(rows)
    const of = clusterOf(clusters, rows)
    for (const q of API_KEY) for (const o of OTHERS) expect(of(q)).not.toBe(of(o))
    expect(clusters.length).toBeGreaterThan(1)
  })

  it('groups no questions asked in one frame of one-off things ("How do I add a …?")', () => {
    const added = ['custom domain', 'favicon', 'new editor', 'redirect', 'team member']
    const changed = ['font', 'logo', 'primary color']
    const framed = [
      ...added.map((t) => `How do I add a ${t}?`),
      ...changed.map((t) => `How can I change the ${t}?`),
    ]
    const rows = [...framed, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    // Each pair shares one word ("add", "change") and the letters of "how do I … a": five such
    // questions of five topics made one gap.
    for (const g of clusterQuestions(rows).filter((c) => c.size >= 2)) {
      const texts = g.questions.map((q) => q.text)
      expect(texts.filter((t) => framed.includes(t)).length, texts.join(' | ')).toBeLessThan(2)
    }
  })

  it('reads "up" of "top up" as part of the word: questions sharing "top up" alone stay apart', () => {
    const limit = 'What is the top-up limit for my card?'
    const reverted = ['Did you revert my top up?', 'Why was my top up reverted?']
    const cheque = ['How do I top up with a cheque?', "Where's the button to top up with a cheque?"]
    const travelling = 'How do I top-up while traveling?'
    const rows = [limit, ...reverted, ...cheque, travelling, ...PDF_EXPORT, ...ONE_OFFS].map((q) =>
      ask(q),
    )
    const of = clusterOf(clusterQuestions(rows), rows)
    // "top" and "up" were two shared words: the limit question joined the reverted top-ups, and
    // the traveller's the cheques.
    for (const q of reverted) expect(of(limit)).not.toBe(of(q))
    for (const q of cheque) expect(of(travelling)).not.toBe(of(q))
    // Each topic's own questions still meet.
    expect(of(reverted[0]!)).toBe(of(reverted[1]!))
    expect(of(cheque[0]!)).toBe(of(cheque[1]!))
  })

  it('keeps "X is not working" and "X doesn\'t work" of five things in five gaps, one a thing', () => {
    const things = ['SSO', 'Search', 'The webhook', 'The API', 'Dark mode']
    const topics = things.map((x) => [
      `${x} is not working`,
      `Why is ${x.toLowerCase()} not working?`,
      `${x} doesn't work`,
    ])
    const rows = [...topics.flat(), ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const gaps = clusterQuestions(rows).filter((c) => c.size >= 3)
    // "not" came with "work" in two questions of three, and "doesn't" was a word of its own: the
    // things' "… is not working" made one gap of eight, their "… doesn't work" another of four.
    // A polar word that comes with one word in most of its own questions is part of it, and
    // "doesn't" is as polar as "not".
    for (const topic of topics) {
      const gap = gaps.find((c) => c.questions.some((q) => q.text === topic[0]))
      expect(gap?.questions.map((q) => q.text).sort()).toEqual([...topic].sort())
    }
  })

  it('reads "can\'t", "cannot", "couldn\'t" and "unable" as one: five uploads asked each way are five gaps', () => {
    const things = ['images', 'videos', 'PDFs', 'CSV files', 'fonts']
    const topics = things.map((x) => [
      `Can't upload ${x}`,
      `unable to upload ${x}`,
      `I couldn't upload ${x}`,
    ])
    topics.push(["I can't log in", 'Unable to log in', 'I cannot log in'])
    const rows = topics.flat().map((q) => ask(q))
    const gaps = clusterQuestions(rows).filter((c) => c.size >= 2)
    // Each said "cannot" its own way: the four "Can't upload …" made one gap of four things, and
    // the others pairs or nothing.
    for (const topic of topics) {
      const gap = gaps.find((c) => c.questions.some((q) => q.text === topic[0]))
      expect(gap?.questions.map((q) => q.text).sort()).toEqual([...topic].sort())
    }
    // And in two words: "not able to", "could not", "can not" (HINT3's Powerplay11: "I am not
    // able to join any contest" stayed apart from "I can't join any contest").
    const twoWords = things.map((x) => [
      `Not able to upload ${x}`,
      `I could not upload ${x}`,
      `Can't upload ${x}`,
    ])
    const again = clusterQuestions(twoWords.flat().map((q) => ask(q))).filter((c) => c.size >= 2)
    for (const topic of twoWords) {
      const gap = again.find((c) => c.questions.some((q) => q.text === topic[0]))
      expect(gap?.questions.map((q) => q.text).sort()).toEqual([...topic].sort())
    }
  })

  it('reads "log in", "sign in" and "login" as one word, and "log out", "sign up" alike', () => {
    const password = ['How do I reset my password?', 'reset password', 'password reset link']
    const things = ['the portal', 'Slack', 'Jira', 'the CLI']
    const weeks = [
      [
        ...things.map((x) => [`How do I log in to ${x}?`, `sign in to ${x}`, `${x} login`]),
        password,
      ],
      [
        ['How do I log in?', 'sign in', 'login page'],
        ['How do I sign up?', 'signup', 'create an account'],
        ['How do I log out?', 'sign out button', 'logout'],
        password,
      ],
    ]
    // The phrasings shared the thing alone, or "in" and "out": the first week made two gaps of
    // the four things, the second found only the passwords.
    for (const topics of weeks) {
      const gaps = clusterQuestions(topics.flat().map((q) => ask(q))).filter((c) => c.size >= 2)
      const topicOf = (q: string) => topics.findIndex((t) => t.includes(q))
      for (const gap of gaps)
        expect(new Set(gap.questions.map((q) => topicOf(q.text))).size).toBe(1)
      expect(gaps.length).toBeGreaterThanOrEqual(topics.length)
    }
  })

  it('reads "Go", the language, as "golang": its client\'s questions are one gap, apart from Python\'s', () => {
    const go = ['Is there a Go client?', 'Where is the Go client?', 'golang client']
    const python = ['Is there a Python client?', 'Where is the Python client?', 'python client']
    const rows = [...go, ...python].map((q) => ask(q))
    // "Go" was a stop word (the verb): its questions had "client" alone, and "golang client"
    // stayed apart from them.
    const gaps = clusterQuestions(rows).filter((c) => c.size >= 2)
    expect(gaps.map((c) => c.questions.map((q) => q.text).sort())).toEqual(
      expect.arrayContaining([[...go].sort(), [...python].sort()]),
    )
  })

  it('never puts opposites in one gap ("turn the lights on", "turn the lights off")', () => {
    const pairs = [
      ['turn the lights on', 'please turn on the lights'],
      ['turn the lights off', 'turn off the lights'],
      ['turn the volume up', 'turn volume up please'],
      ['turn the volume down', 'please turn the volume down'],
      ['how do I log in', 'log in to the dashboard'],
      ['how do I log out', 'log out of the dashboard'],
    ]
    const rows = pairs.flat().map((q) => ask(q))
    const of = clusterOf(clusterQuestions(rows), rows)
    // A week of a dozen: the letters of "turn the lights" held both ends in one gap of four.
    for (const [k, [a, b]] of pairs.entries()) {
      expect(of(a!), a).toBe(of(b!))
      for (const [other] of pairs.slice(k + 1))
        expect(of(a!), `${a} | ${other}`).not.toBe(of(other!))
    }
  })

  it('keeps opposites apart on the path of large runs too, as the exact path does', () => {
    const on = ['turn the lights on', 'please turn on the lights', 'turn on the lights now']
    const off = ['turn the lights off', 'turn off the lights', 'turn off the lights now']
    const add = ['How do I add a user to my team?', 'add a user to the team']
    const remove = ['How do I remove a user from my team?', 'remove a user from the team']
    const frame = ['what is the definition of inchoate', 'what is the definition of forensic']
    const texts = [...on, ...off, ...add, ...remove, ...frame]
    // Grouped over every pair, and as a run of more than `exactLimit` distinct questions is: over
    // the graph of pairs.
    const groupsBy = (exactLimit: number) =>
      groupQuestions(
        texts.map((text) => ({ text, category: null })),
        [],
        { ...DEFAULT_SETTINGS, exactLimit },
      ).map((g) => g.members.map((i) => texts[i]!))
    const groups = groupsBy(0)
    expect(new Set(groups.map((g) => g.join(' | ')))).toEqual(
      new Set(groupsBy(Infinity).map((g) => g.join(' | '))),
    )
    const groupOf = (text: string) => groups.findIndex((g) => g.includes(text))
    for (const [a, b] of [
      [on, off],
      [add, remove],
    ] as const)
      for (const q of b) expect(groupOf(a[0]!), q).not.toBe(groupOf(q))
    expect(new Set(on.map(groupOf)).size).toBe(1)
  })

  it('reads Arabic\'s "قم ب…" ("do …") as a word that asks, not a topic', () => {
    const activate = 'قم بتفعيل المنبه'
    const stop = 'قم بإيقاف جميع المنبهات'
    const exportPdf = ['قم بتصدير المستندات إلى PDF', 'كيف أصدر المستندات إلى PDF؟']
    const rows = [activate, activate, stop, ...exportPdf, 'قم بتثبيت الحزمة'].map((q) => ask(q))
    const of = clusterOf(clusterQuestions(rows), rows)
    // Activating the alarm and stopping every alarm made one gap, named "قم منبه".
    expect(of(activate)).not.toBe(of(stop))
    expect(of(exportPdf[0]!)).toBe(of(exportPdf[1]!))
  })

  it('reads each language\'s "please" as a word that asks ("пожалуйста", "lütfen", "por favor")', () => {
    const please = 'Пожалуйста, экспортируйте страницу в PDF'
    const how = 'Как экспортировать страницу в PDF?'
    expect(languageOf(please, words(please)).code).toBe('ru')
    const rows = [please, how, 'Lütfen alarmı kapat', 'Lütfen müziği aç'].map((q) => ask(q))
    const clusters = clusterQuestions(rows)
    // Read as English, "пожалуйста" and "в" were its words: it met no Russian question.
    const of = clusterOf(clusters, rows)
    expect(of(please)).toBe(of(how))
    expect(clusters.map((c) => c.key).join(' ')).not.toMatch(/пожалуйста|lütfen/)
  })

  it('groups no questions by the words they ask with ("is it possible to", "please help with")', () => {
    // Not "need": "why do I need to verify my email" is not "how do I verify my email".
    const asked = [
      ...['custom domains', 'the search widget', 'webhooks'].map((t) => `Please help with ${t}`),
      ...['embed videos', 'password protect the docs', 'export analytics'].map(
        (t) => `is it possible to ${t}?`,
      ),
      ...['add a favicon', 'set up SSO', 'invite a teammate'].map((t) => `I'm trying to ${t}`),
      ...['how to rename a page', 'if there is an API rate limit', 'where the changelog is'].map(
        (t) => `does anyone know ${t}`,
      ),
    ]
    const rows = [...asked, ...PDF_EXPORT, ...ONE_OFFS].map((q) => ask(q))
    const groups = clusterQuestions(rows).filter((c) => c.size >= 2)
    for (const g of groups) {
      const texts = g.questions.map((q) => q.text)
      // A pair is one topic: two of its own words, or a PDF question and its kind.
      expect(texts.filter((t) => asked.includes(t)).length, texts.join(' | ')).toBeLessThan(2)
    }
    // Asked so, a question still meets its topic.
    const analytics = groups.find((g) =>
      g.questions.some((q) => q.text === 'export analytics to csv'),
    )
    expect(analytics?.questions.map((q) => q.text)).toContain('is it possible to export analytics?')
  })

  it('keeps apart questions that share a word but not a meaning', () => {
    // ("say my name" and "tell me what your name is" were a second pair; read as words that ask,
    // "tell me what … is" leaves "name" alone, and the two meet on it as "what is your name" does.)
    const pairs = [['make a call for me to the vet', 'what do I call you']] as const
    const rows = [...pairs.flat(), ...OKTA, ...API_KEY].map((q) => ask(q))
    const of = clusterOf(clusterQuestions(rows), rows)
    for (const [a, b] of pairs) expect(of(a)).not.toBe(of(b))
    // Alone, too.
    for (const pair of pairs) {
      const two = pair.map((q) => ask(q))
      expect(clusterQuestions(two)).toHaveLength(2)
    }
  })

  it('gives the same clusters in the same order for shuffled questions', () => {
    const texts = [...OKTA, ...API_KEY, ...OTHERS, 'what do I call you', 'say my name']
    const rows = texts.map((q) => ask(q))
    const expected = clusterQuestions(rows)
    let seed = 7
    for (let round = 0; round < 5; round++) {
      const shuffled = [...rows]
      for (let i = shuffled.length - 1; i > 0; i--) {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
        const j = seed % (i + 1)
        ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
      }
      expect(clusterQuestions(shuffled)).toEqual(expected)
    }
  })

  it('uses the platform category softly: a shared category does not merge unrelated questions', () => {
    const rows = [
      ask('rotate my API key', { queryCategory: 'api' }),
      ask('export analytics to csv', { queryCategory: 'api' }),
    ]
    expect(clusterQuestions(rows)).toHaveLength(2)
  })
})

describe('the platform category', () => {
  // A week whose categories agree with what the words group: each topic in its own.
  const WEEK = [
    ...CATEGORISED,
    ['what is the capital of pakistan', 'other'],
    ['do ducks eat meat', 'other'],
  ] as const
  const groupsWith = (category: (k: number) => string | null) =>
    groupQuestions(WEEK.map(([text], k) => ({ text, category: category(k) })))
      .filter((g) => g.members.length >= 2)
      .map((g) => g.members)

  it('counts as far as it agrees with the words: a question asked in other words joins its topic', () => {
    const words = groupsWith(() => null)
    const told = groupsWith((k) => WEEK[k]![1])
    // By its words alone, "How do I set up SSO with Okta?" is just under the floor.
    expect(words).toContainEqual([1, 2, 3])
    expect(told).toContainEqual([0, 1, 2, 3])
    // A category is no topic: "export analytics to csv" shares the API questions' only.
    expect(told).toContainEqual([4, 5, 6, 7])
    expect(told.flat()).not.toContain(8)
    expect(told.flat()).not.toContain(12)
  })

  it('changes nothing when it says nothing of the topic, or every question has the same one', () => {
    const words = groupsWith(() => null)
    expect(groupsWith((k) => (k % 2 === 0 ? 'how-to' : 'troubleshooting'))).toEqual(words)
    expect(groupsWith(() => 'docs')).toEqual(words)
  })

  // Two groupings of 3,300 questions: seconds alone, up to half a minute under coverage on CI.
  it('changes nothing unrelated on the path of large runs (over 3,000 distinct questions)', () => {
    // Each question its own by two stop words before it, of some thirty: over 3,000 distinct
    // questions. (Few stop words, each before many questions, make every question a candidate of
    // every other.) Not a greeting or thanks: "hello thanks api key - rotate" is a greeting's clause.
    const stop = [...ENGLISH.listed].filter(
      (w) => /^[a-z]{5,}$/.test(w) && !isGreeting(w) && !isThanks(w),
    )
    const n = stop.length
    expect(n).toBeGreaterThanOrEqual(25)
    const rows = syntheticQuestions(3300, 2)
    const texts = rows.map((r, k) => `${stop[k % n]} ${stop[Math.floor(k / n) % n]} ${r.query}`)
    // A synthetic question's topic is in its page's path (`/sso/set`, `/dark/enable`).
    const topic = (k: number) => rows[k]!.pageUrl!.split('/')[3]
    expect(new Set(texts.map((t) => words(t).join(' '))).size).toBeGreaterThan(3000)
    const grouped = (
      category: (k: number) => string | null,
      judged?: (categories: CategoryJudgement) => void,
    ) =>
      groupQuestions(
        texts.map((text, k) => ({ text, category: category(k) })),
        [],
        DEFAULT_SETTINGS,
        [],
        judged,
      ).map((g) => g.members.join(' '))
    const plain = grouped(() => null)
    // The stop words aside, their topics still group them: every question, each group one topic.
    expect(plain.flatMap((g) => g.split(' ')).length).toBeGreaterThan(0.9 * texts.length)
    for (const g of plain) expect(new Set(g.split(' ').map(Number).map(topic)).size).toBe(1)
    const heard: CategoryJudgement[] = []
    const unrelated = (k: number) => ['how-to', 'troubleshooting', 'billing'][k % 3]!
    expect(grouped(unrelated, (judged) => heard.push(judged))).toEqual(plain)
    // Judged on an even sample of 1,000 of them, and said so.
    expect(heard).toEqual([
      expect.objectContaining({ categorised: 1000, weight: 0, sampled: true }),
    ])
  }, 120_000)

  it('agrees by Cohen’s kappa over the pairs grouped by words, against the run’s own mix', () => {
    const groups = [{ members: [0, 1, 2, 3] }, { members: [4, 5, 6, 7] }, { members: [8, 9] }]
    const of = (categories: (string | null)[]) => categories.map((category) => ({ category }))
    const aligned = of(['a', 'a', 'A', 'a', 'b', 'b', 'b', 'b', 'c', 'c'])
    expect(categoryAgreement(aligned, groups).agreement).toBe(1)
    // Every question in one category: it agrees by chance alone.
    expect(categoryAgreement(of(Array(10).fill('a')), groups).agreement).toBe(0)
    // No category at all, or too few pairs to judge (5 with both categories known, under 10).
    expect(categoryAgreement(of(Array(10).fill(null)), groups).agreement).toBe(0)
    const few = of(['a', 'a', null, null, 'b', 'b', 'b', null, 'c', 'c'])
    expect(categoryAgreement(few, groups).agreement).toBe(0)
    // A blank category is none; case and spaces aside, a category is itself.
    const blank = of(['a', 'a', '', '  ', 'b', 'b', 'b', ' ', 'c', 'c'])
    expect(categoryAgreement(blank, groups).agreement).toBe(0)
    const spaced = of([' a', 'a', 'A ', 'a', 'b', 'B', 'b', 'b', 'c', 'c'])
    expect(categoryAgreement(spaced, groups).agreement).toBe(1)
    // Half the pairs in one category where chance gives a third: kappa (1/2 − 1/3) / (2/3) = 0.25,
    // but on twelve questions that is within chance (two standard errors are 0.31): none.
    const thirds = [
      { members: [0, 1, 2, 3] },
      { members: [4, 5, 6, 7] },
      { members: [8, 9, 10, 11] },
    ]
    const half = of(['a', 'a', 'a', 'b', 'b', 'b', 'b', 'c', 'c', 'c', 'c', 'a'])
    expect(categoryAgreement(half, thirds)).toEqual({
      categorised: 12,
      pairs: 18,
      kappa: 0.25,
      agreement: 0,
      weight: 0,
    })
    // The same half on six groups of six categories, where chance gives a sixth: (1/2 − 1/6) / (5/6).
    const sixes = Array.from({ length: 6 }, (_, g) => ({
      members: [0, 1, 2, 3].map((k) => 4 * g + k),
    }))
    const six = of([...'abcdef'].flatMap((c, g) => [c, c, c, 'abcdef'[(g + 1) % 6]!]))
    const judged = categoryAgreement(six, sixes)
    expect(judged.agreement).toBeCloseTo(0.4, 10)
    // What it weighs against a word: 1.5 times the agreement.
    expect(judged.weight).toBeCloseTo(0.6, 10)
    expect(categoryAgreement(few, groups)).toMatchObject({ categorised: 7, pairs: 5, kappa: 0 })
  })
})

describe('remembered topics (anchors)', () => {
  it('keeps a remembered topic’s key when next week asks it in other words, beside a new topic', () => {
    const rotate = [
      'rotate my API key',
      'how do I rotate the API key',
      'API key rotation',
      'rotate api key from the dashboard',
    ]
    const week1 = [...rotate, ...OTHERS].map((q, i) => ask(q, { id: `a${i}` }))
    const first = clusterQuestions(week1)
    const api = first.find((c) => c.ids?.includes('a0'))!
    expect(api.size).toBe(rotate.length)
    const remembered = first.map((c) => ({ key: c.key, signature: c.signature }))
    const apiAgain = [
      'can I rotate my api key',
      'rotate the API key please',
      'api key rotation steps',
    ]
    const dark = ['dark mode for the docs site', 'is there a dark mode', 'dark mode toggle']
    const week2 = [...apiAgain, ...dark].map((q, i) => ask(q, { id: `b${i}` }))
    const second = clusterQuestions(week2, { remembered })
    const again = second.find((c) => c.ids?.includes('b0'))!
    expect([...again.ids!].sort()).toEqual(['b0', 'b1', 'b2'])
    expect(again.key).toBe(api.key)
    const fresh = second.find((c) => c.ids?.includes('b3'))!
    expect(remembered.map((t) => t.key)).not.toContain(fresh.key)
  })

  it('gives a key to one group only, and only when the group clearly is the topic', () => {
    // Anchor 0 ("rotat key") and anchor 1 ("domain custom") are remembered topics; -1: near none.
    const anchors = [
      { stems: ['rotat', 'key', 'api'], asked: 5 },
      { stems: ['domain', 'custom', 'dns'], asked: 5 },
    ]
    const nearest = Int32Array.from([0, 0, 0, 1, 1, -1, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0])
    const rotate = ['key', 'rotat', 'api']
    const groups = [
      { members: [0, 1, 2], signature: rotate }, // all near anchor 0: carries it
      { members: [3, 4, 5], signature: ['custom', 'domain'] }, // two of three near anchor 1
      { members: [6, 7, 8, 9], signature: rotate }, // half near anchor 0: unsure, a key of its own
      { members: [10, 11, 12], signature: rotate }, // as many near anchor 0 as the first: its own
      // All near anchor 0, but known by other words: "rotat" is not among its four heaviest.
      { members: [13, 14, 15], signature: ['secret', 'leak', 'webhook', 'key', 'rotat'] },
    ]
    // No question here uses a word another remembered topic is known by (see below).
    const carried = (weight: (i: number) => number) =>
      carriedAnchors(groups, anchors, { nearest, weight, stems: () => [] })
    expect(carried(() => 1)).toEqual([0, 1, null, null, null])
    // A question asked five times counts five: the third group is then mostly near anchor 0,
    // and holds more of it than the first.
    expect(carried((i) => (i === 6 ? 5 : 1))).toEqual([null, 1, 0, null, null])
  })

  it('gives a key that two groups hold as many questions of to the one with fewer questions of other topics', () => {
    // "dispos virtual" last week; this week four questions near it in a pure group of four, and
    // four in a group of five whose fifth asks about the cards' limits.
    const anchors = [{ stems: ['dispos', 'virtual', 'card'], asked: 5 }]
    const nearest = Int32Array.from([0, 0, 0, 0, -1, 0, 0, 0, 0])
    const carried = (groups: { members: number[]; signature: string[] }[]) =>
      carriedAnchors(groups, anchors, { nearest, weight: () => 1, stems: () => [] })
    const mixed = { members: [0, 1, 2, 3, 4], signature: ['dispos', 'card', 'virtual', 'limit'] }
    const pure = { members: [5, 6, 7, 8], signature: ['dispos', 'virtual', 'card'] }
    expect(carried([mixed, pure])).toEqual([null, 0])
    expect(carried([pure, mixed])).toEqual([0, null])
  })

  it('lets a group keep a key when one of its stems is among the four heaviest and both are in the signature', () => {
    const anchors = [{ stems: ['rotat', 'key', 'api'], asked: 5 }]
    const nearest = Int32Array.from([0, 0, 0])
    const carried = (signature: string[]) =>
      carriedAnchors([{ members: [0, 1, 2], signature }], anchors, {
        nearest,
        weight: () => 1,
        stems: () => signature,
      })
    expect(carried(['rotat', 'automat', 'schedul', 'key'])).toEqual([0])
    // "key" fifth: the key still leads ("rotat" first), and the group has both of its stems.
    expect(carried(['rotat', 'automat', 'schedul', 'cron', 'key'])).toEqual([0])
    // A remembered key's second word may be an incidental one: "key" is sixth here.
    expect(carried(['rotat', 'automat', 'schedul', 'cron', 'token', 'key'])).toEqual([0])
    // Neither of the key's stems among the four heaviest: another topic that mentions them.
    expect(carried(['automat', 'schedul', 'cron', 'token', 'rotat', 'key'])).toEqual([null])
  })

  it('lets a group keep a key whose second stem it lacks only when the first is its word in the run', () => {
    // Remembered as "funni joke" ("tell me a joke that I'll think is funny"), asked again about
    // birds: "funni" was an incidental word of a small gap.
    const anchors = [{ stems: ['joke', 'funni', 'think'], asked: 4 }]
    const words = [['joke', 'bird'], ['joke', 'bird'], ['joke'], ['joke', 'dad'], ['joke', 'dad']]
    const carried = (groups: { members: number[]; signature: string[] }[]) =>
      carriedAnchors(groups, anchors, {
        nearest: Int32Array.from(words, () => 0),
        weight: () => 1,
        stems: (i) => words[i]!,
      })
    // The group of "joke": its questions use it more than any other group's.
    expect(
      carried([
        { members: [0, 1, 2], signature: ['joke', 'bird'] },
        { members: [3], signature: ['joke', 'dad'] },
        { members: [4], signature: ['joke', 'dad'] },
      ]),
    ).toEqual([0, null, null])
    // Another group uses "joke" more: that one is the run's group of "joke", and carries the key.
    expect(
      carried([
        { members: [0, 1], signature: ['joke', 'bird'] },
        { members: [2, 3, 4], signature: ['joke', 'dad'] },
      ]),
    ).toEqual([null, 0])
    // A word a group shares with the whole run is no group's: "card" in banking questions.
    const many = Array.from({ length: 20 }, (_, i) => (i < 3 ? ['card', 'arriv'] : ['card']))
    expect(
      carriedAnchors(
        [
          { members: [0, 1, 2], signature: ['card', 'arriv'] },
          ...Array.from({ length: 17 }, (_, k) => ({ members: [k + 3], signature: ['card'] })),
        ],
        [{ stems: ['card', 'activ'], asked: 5 }],
        { nearest: Int32Array.from(many, () => 0), weight: () => 1, stems: (i) => many[i]! },
      )[0],
    ).toBeNull()
  })

  it('lets a group keep the key of a remembered gap beside the one its questions are nearest', () => {
    // Last week's traffic questions made five gaps; "traffic this morning" was asked most, and
    // this week's "is there any traffic right now" questions are nearest to it by its weight.
    const anchors = [
      { stems: ['traffic', 'morn'], asked: 12 },
      { stems: ['right', 'traffic', 'smooth'], asked: 3 },
      { stems: ['weather', 'morn'], asked: 5 },
    ]
    const carried = (nearest: number[]) =>
      carriedAnchors(
        [{ members: [0, 1, 2, 3, 4, 5, 6], signature: ['traffic', 'right'] }],
        anchors,
        {
          nearest: Int32Array.from(nearest),
          weight: () => 1,
          stems: () => [],
        },
      )
    expect(carried([0, 0, 0, 0, 1, 1, 1])).toEqual([1])
    // One question in three near it at least: else the group is unsure, and gets a key of its own.
    expect(carried([0, 0, 0, 0, 0, 0, 1])).toEqual([null])
    // A gap beside it (a stem of its key shared) that the group's words do not lead is none.
    expect(carried([0, 0, 0, 0, 2, 2, 2])).toEqual([null])
  })

  it('lets a topic remembered as two gaps and found as one keep one of their ids', () => {
    // Last week: "get a disposable virtual card" and "order a virtual card", one topic in two gaps.
    const nearest = Int32Array.from([0, 0, 0, 1, 1, 1])
    const asked = (i: number) =>
      i < 3 ? ['dispos', 'virtual', 'card'] : ['order', 'virtual', 'card']
    const carried = (remembered: string[][], signature: string[]) =>
      carriedAnchors(
        [{ members: [0, 1, 2, 3, 4, 5], signature }],
        remembered.map((stems) => ({ stems, asked: 4 })),
        { nearest, weight: () => 1, stems: asked },
      )
    const signature = ['virtual', 'dispos', 'card', 'order', 'get']
    // The two keys share "virtual", and both lead this week's group: one topic, one of its ids.
    expect(
      carried(
        [
          ['dispos', 'virtual'],
          ['order', 'virtual'],
        ],
        signature,
      ),
    ).toEqual([0])
    // A remembered gap whose key shares no stem is another topic: half the group is near it.
    expect(
      carried(
        [
          ['dispos', 'virtual'],
          ['order', 'physic'],
        ],
        [...signature, 'physic'],
      ),
    ).toEqual([null])
    // Nor is it kin when its key does not lead the group ("order" is not in the signature).
    expect(
      carried(
        [
          ['dispos', 'virtual'],
          ['order', 'virtual'],
        ],
        ['virtual', 'dispos', 'card', 'get'],
      ),
    ).toEqual([null])
  })

  it('gives no key when half the group uses a word another remembered topic is known by', () => {
    // Two near remembered topics: card payments not recognised, and direct debits.
    const anchors = [
      { stems: ['recogn', 'payment', 'card', 'statement'], asked: 8 },
      { stems: ['debit', 'direct', 'set'], asked: 8 },
    ]
    const nearest = Int32Array.from([0, 0, 0, 0])
    const card = ['recogn', 'payment', 'card']
    const debit = ['recogn', 'payment', 'direct', 'debit']
    const signature = ['recogn', 'payment', 'debit', 'direct', 'card']
    const carried = (questions: string[][]) =>
      carriedAnchors([{ members: [0, 1, 2, 3], signature }], anchors, {
        nearest,
        weight: () => 1,
        stems: (i) => questions[i]!,
      })
    // Two of four speak of direct debits: maybe the other topic, maybe both: a key of its own.
    expect(carried([card, card, debit, debit])).toEqual([null])
    // One of four: the group is anchor 0's topic, one question strayed in.
    expect(carried([card, card, card, debit])).toEqual([0])
    // A word no remembered topic is known by ("pound") tells nothing: asked in other words.
    const pound = [...card, 'pound']
    expect(carried([pound, pound, pound, card])).toEqual([0])
  })

  it('keeps a key remembered before its verb was read as its act ("remov" of "remove")', () => {
    const week = [
      'remove a user from the team',
      'how do I remove a user from my team',
      'can I remove a team user',
    ].map((q, i) => ask(q, { id: `q${i}` }))
    // Written by a version that read "remove" as "remov"; its words are now read as "delet".
    const remembered = [{ key: 'remov user', signature: ['remov', 'user', 'team'], asked: 3 }]
    expect(clusterQuestions(week, { remembered }).map((c) => [c.key, c.size])).toEqual([
      ['remov user', 3],
    ])
  })

  it('gives no key when half the group uses its own heaviest word, one the remembered topic never had', () => {
    // Remembered: "what are your exchange rates". This week: "the exchange rate was wrong".
    const anchors = [{ stems: ['rate', 'exchang', 'know', 'get'], asked: 4 }]
    const nearest = Int32Array.from([0, 0, 0, 0])
    const rates = ['exchang', 'rate']
    const wrong = ['wrong', 'exchang', 'rate']
    const carried = (signature: string[], questions: string[][]) =>
      carriedAnchors([{ members: [0, 1, 2, 3], signature }], anchors, {
        nearest,
        weight: () => 1,
        stems: (i) => questions[i]!,
      })
    expect(carried(['wrong', 'exchang', 'rate'], [wrong, wrong, rates, wrong])).toEqual([null])
    // Used by one question of four, the new word is a stray: the topic keeps its key.
    expect(carried(['wrong', 'exchang', 'rate'], [wrong, rates, rates, rates])).toEqual([0])
    // Not the heaviest, a new word is the topic asked in other words.
    expect(carried(['exchang', 'rate', 'wrong'], [wrong, wrong, rates, wrong])).toEqual([0])
  })
})

describe('nearestAnchors', () => {
  const questions = [
    'how do I change my card pin', // as near to both anchors
    'unblock the pin on my card', // nearer the second
    'dark mode for the docs site', // near neither
  ].map((text) => ({ text, category: null }))
  const sparse = tfidfVectors(questions)
  const anchors = (asked: [number, number]) => [
    { stems: ['card', 'pin', 'chang'], asked: asked[0] },
    { stems: ['pin', 'card', 'unblock'], asked: asked[1] },
  ]

  it('sends a question between two remembered topics to the one asked more often', () => {
    expect([...nearestAnchors(sparse, anchors([1, 1]))]).toEqual([0, 1, -1])
    expect([...nearestAnchors(sparse, anchors([40, 1]))]).toEqual([0, 0, -1])
    expect([...nearestAnchors(sparse, anchors([1, 40]))]).toEqual([1, 1, -1])
  })

  it('never lets how often a topic was asked pull in a question that is not near it', () => {
    expect([...nearestAnchors(sparse, anchors([1e9, 1e9]))][2]).toBe(-1)
    expect([...nearestAnchors(sparse, [{ stems: ['dark'], asked: 1 }])]).toEqual([-1, -1, 0])
  })
})

describe('grouping at a few hundred questions', () => {
  const THINGS = [
    'invoice',
    'webhook',
    'sandbox',
    'changelog',
    'sitemap',
    'favicon',
    'redirect',
    'snippet',
    'tooltip',
    'glossary',
    'footer',
    'navbar',
    'analytics',
    'password',
    'avatar',
    'timezone',
    'currency',
    'language',
    'subdomain',
    'certificate',
    'firewall',
    'backup',
    'archive',
    'template',
    'playground',
    'banner',
    'calendar',
    'printer',
    'spreadsheet',
    'keyboard',
  ]
  const WAYS = [
    (t: string) => `how do I change the ${t}`,
    (t: string) => `where is the ${t} setting`,
    // Not "… not working": a fault, where "how do I change …" asks for a task (working.ts).
    (t: string) => `does the ${t} support markdown`,
    (t: string) => `can I remove the ${t} from my docs`,
  ]

  it('parts 30 topics asked 4 ways each into topics, not one mixture', () => {
    // The resolution used to ease in until 8,000 questions: these 120 made one gap of 120.
    const rows = THINGS.flatMap((t, k) => WAYS.map((way, j) => ask(way(t), { id: `t${k}-${j}` })))
    const gaps = clusterQuestions(rows).filter((c) => c.size >= 3)
    const topicsIn = (c: (typeof gaps)[0]) => new Set(c.ids!.map((id) => id.split('-')[0])).size
    expect(gaps.length).toBeGreaterThanOrEqual(12)
    expect(gaps.slice(0, 5).map(topicsIn)).toEqual([1, 1, 1, 1, 1])
    expect(Math.max(...gaps.map(topicsIn))).toBeLessThanOrEqual(4)
    // Each way of asking is a frame ("can I remove the … from my docs"): its words are read as
    // stop words, and each thing's four questions are its gap.
    expect(gaps.map((g) => [g.size, topicsIn(g)])).toEqual(THINGS.map(() => [4, 1]))
  })

  it('reads a frame where nearly every question names its own thing, not where a slot is named', () => {
    const rooms = ['kitchen', 'bedroom', 'hallway', 'office', 'garage']
    const texts = [
      // A topic asked with a slot: five of eight name a room that is asked about elsewhere.
      'turn off the lights',
      'switch the lights off',
      'lights off please',
      ...rooms.map((room) => `turn off the ${room} lights`),
      ...rooms.map((room) => `is the ${room} window open`),
      ...['turn on the radio', 'turn up the volume', 'turn the heating on', 'turn on the tv'],
      // A frame: nearly each question names its own thing, one asked about elsewhere too.
      ...['invoice', 'webhook', 'sandbox'].flatMap((thing) => [
        `${thing} limits`,
        `${thing} errors`,
      ]),
      ...[...rooms, 'invoice', 'webhook', 'sandbox', 'attic'].map(
        (thing) => `can I remove the ${thing} from my docs`,
      ),
    ]
    const e = tfidfVectors(texts.map((text) => ({ text, category: null })))
    const indices = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => from + k)
    expect(frameWords(e, [{ members: indices(0, 8) }])).toEqual([])
    const frame = indices(texts.length - 9, texts.length)
    // "remove" is read as "delete", its act's first verb (language-words.ts: SAME_ACT).
    expect(frameWords(e, [{ members: frame }])).toEqual([new Set(['delet', 'doc'])])
    // Four questions naming a thing make no frame: too few to tell.
    expect(frameWords(e, [{ members: frame.slice(-5) }])).toEqual([])
  })

  it('does not let a question’s near copies crowd out its other neighbours', () => {
    // Two phrasings of one topic, each asked in four variants a word apart: three copies each,
    // as many as the three places.
    const extra = ['please', 'now', 'again', 'here']
    const texts = [
      ...extra.map(
        (w) =>
          `how do I rotate the api key of my production project from the dashboard without any downtime for our users ${w}`,
      ),
      ...extra.map(
        (w) =>
          `api key rotation steps for a production project with the cli without any downtime for our users ${w}`,
      ),
    ]
    const sparse = tfidfVectors(texts.map((text) => ({ text, category: null })))
    const g = neighbourGraph(sparse, { neighbours: 3, candidates: 80, minSimilarity: 0.05 })
    let across = 0
    for (let i = 0; i < 4; i++)
      for (let p = g.offsets[i]!; p < g.offsets[i + 1]!; p++) if (g.targets[p]! >= 4) across++
    // Three places each, all taken by copies, would leave the two phrasings apart.
    expect(across).toBeGreaterThan(0)
  })
})

describe('pathOfPage', () => {
  it.each([
    ['https://docs.example.com/a/b/?q=1#h', '/a/b'],
    ['/a/b/', '/a/b'],
    ['a/b?x', '/a/b'],
    ['https://docs.example.com', '/'],
    ['', '/'],
  ])('%j → %j', (input, path) => {
    expect(pathOfPage(input)).toBe(path)
  })
})

describe('syntheticQuestions', () => {
  it('is the same for the same seed', () => {
    expect(syntheticQuestions(50, 3)).toEqual(syntheticQuestions(50, 3))
    expect(syntheticQuestions(50, 3)).not.toEqual(syntheticQuestions(50, 4))
  })
})

describe('wordlessQuestions', () => {
  it('lists the unanswered questions with no content word, each turn once, most asked first', () => {
    const turn = (query: string, id: string, extra: Partial<ConversationRow> = {}) =>
      ask(query, { id, timestamp: '2026-11-20T10:00:00Z', ...extra })
    const rows = [
      turn('what is this?', 'a'),
      turn('what is this?', 'b'),
      // The same turn delivered twice (overlapping pages): counted once.
      turn('what is this?', 'b'),
      turn('how about you', 'c'),
      // Read after masking: an address masked away is no word either.
      turn('what about [email]', 'i'),
      turn('write to [email]', 'j'),
      turn('how do I export to PDF?', 'd'),
      turn(' ', 'e'),
      turn('?!', 'f'),
      turn('what is that', 'g', { resolutionStatus: 'answered' }),
      turn('and this?', 'h', { responseType: 'clarifying_question' }),
    ]
    expect(wordlessQuestions(rows)).toEqual([
      { text: 'what is this?', count: 2 },
      { text: '?!', count: 1 },
      { text: 'how about you', count: 1 },
      { text: 'what about [email]', count: 1 },
    ])
  })
})
