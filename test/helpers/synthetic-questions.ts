/**
 * Synthetic reader data for the benchmark and the tests: questions that look like a docs site's
 * (topics, phrasings, typos of case and punctuation, pages), from a seeded generator, so that a
 * figure measured today can be measured again on the same input.
 */
import type { ConversationRow } from '../../src/ports/platform.ts'
import { seededRandom } from '../../src/lib/random.ts'

const TOPICS = [
  ['rotate', 'api key'],
  ['configure', 'webhooks'],
  ['set up', 'sso with okta'],
  ['deploy', 'custom domain'],
  ['enable', 'dark mode'],
  ['migrate', 'from v1 to v2'],
  ['add', 'openapi playground'],
  ['change', 'navigation order'],
  ['invite', 'team members'],
  ['export', 'analytics data'],
  ['fix', 'broken links'],
  ['translate', 'docs into french'],
] as const

const PHRASINGS = [
  (verb: string, thing: string) => `How do I ${verb} ${thing}?`,
  (verb: string, thing: string) => `how to ${verb} the ${thing}`,
  (verb: string, thing: string) => `Can I ${verb} my ${thing} from the dashboard`,
  (verb: string, thing: string) => `${thing} - ${verb} not working`,
  (verb: string, thing: string) => `Is there a way to ${verb} ${thing} automatically?`,
]

// Extra words that say nothing of the need ("error" would report a fault: working.ts).
const FILLER = ['billing', 'cli', 'github', 'gitlab', 'staging', 'python', 'node', 'team', 'linux']

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)]!
}

/** A turn whose timestamp is a date, as every synthetic one is (the emulator serves them). */
type DatedRow = ConversationRow & { timestamp: string }

/**
 * `count` assistant turns, about nine in ten unanswered and one in twenty a clarifying question,
 * over a dozen topics in several phrasings with a random extra word; the same `seed` gives the
 * same rows.
 */
export function syntheticQuestions(count: number, seed = 1): DatedRow[] {
  const next = seededRandom(seed)
  const rows: DatedRow[] = []
  for (let i = 0; i < count; i++) {
    const [verb, thing] = pick(TOPICS, next)
    const extra = next() < 0.5 ? ` (${pick(FILLER, next)})` : ''
    const query = pick(PHRASINGS, next)(verb, thing) + extra
    const roll = next()
    rows.push({
      id: `conv-${Math.floor(i / 3)}`,
      timestamp: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      query: next() < 0.2 ? query.toUpperCase() : query,
      response: null,
      responseType: roll < 0.05 ? 'clarifying_question' : 'answer',
      resolutionStatus: roll < 0.9 ? 'unanswered' : 'answered',
      pageUrl: `https://docs.example.com/${thing.split(' ')[0]}/${verb.split(' ')[0]}`,
      sources: [],
      queryCategory: null,
    })
  }
  return rows
}
