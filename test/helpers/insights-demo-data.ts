/**
 * The demo's data (and `npm run emulators`'), in the platform's wire shape, as a real API product's
 * docs site would see it: its pages' visitors, and a week of reader signals: a few thousand
 * searches (with the half-typed prefixes search-as-you-type records), thumbs-down with readers'
 * comments (and an e-mail to mask), and the assistant questions the docs could not answer. Every
 * timestamp falls inside the window the run reads. The second week drops one gap and adds another.
 */
import { seededRandom } from '../../src/lib/random.ts'
import {
  makeVisitorRows,
  type ConversationData,
  type PlatformEmulator,
  type SearchData,
} from '../emulators/platform.ts'
import type { VisitorRow } from '../../src/types.ts'

/** A window of days, `to` excluded, as the action's `date-from` and `date-to`. */
export interface DemoWindow {
  from: string
  to: string
}

const DAY_MS = 86_400_000
const SITE = 'https://docs.acme.dev'

/** The 7 days before `now`'s day: the window of an insights run with its default period. */
export function weekBefore(now: Date): DemoWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
  return { from: day(today - 7 * DAY_MS), to: day(today) }
}

/** The moment `fraction` (0 to 1) of the way through the window, as an ISO date-time. */
function within(window: DemoWindow, fraction: number): string {
  const from = Date.parse(window.from)
  const span = Date.parse(window.to) - from
  return new Date(from + Math.floor(Math.min(0.999, Math.max(0, fraction)) * span)).toISOString()
}

const TERMS: Array<[term: string, hits: number, ctr: number, page: string | null]> = [
  ['retry options', 140, 0, null],
  ['webhook signature', 90, 0.04, '/webhooks/verify'],
  ['rate limit', 75, 0.55, '/api/limits'],
  ['sso saml', 40, 0, null],
  ['quickstart', 300, 0.8, '/quickstart'],
]

/** The long tail of searches: each area's pages, searched once or twice, most of them found. */
const AREAS = ['api', 'guides', 'sdks', 'webhooks', 'settings', 'cli']
const SUBJECTS = [
  'errors',
  'pagination',
  'idempotency',
  'timeouts',
  'logging',
  'versioning',
  'filters',
  'sorting',
  'batch requests',
  'file uploads',
  'search',
  'exports',
  'imports',
  'events',
  'permissions',
  'roles',
  'audit log',
  'billing',
  'invoices',
  'usage',
  'projects',
  'members',
  'tokens',
  'scopes',
  'environments',
  'sandbox',
  'deployments',
  'previews',
  'redirects',
  'analytics',
]

/** The pages most read on such a site, most read first; the rest come from AREAS × SUBJECTS. */
const TOP_PAGES = [
  '/quickstart',
  '/introduction',
  '/api/authentication',
  '/api/overview',
  '/guides/migrating-to-v2',
  '/sdks/python',
  '/sdks/node',
  '/webhooks/overview',
  '/webhooks/verify',
  '/api/limits',
  '/settings/sso',
  '/settings/custom-domain',
]
const PAGE_KINDS = [
  '',
  '/examples',
  '/reference',
  '/troubleshooting',
  '/faq',
  '/limits',
  '/changelog',
]

/** Every page path of the demo's docs site, most read first. */
function docsPages(): string[] {
  const pages = [...TOP_PAGES]
  for (const kind of PAGE_KINDS) {
    for (const subject of SUBJECTS) {
      for (const area of AREAS) pages.push(`/${area}/${subject.replaceAll(' ', '-')}${kind}`)
    }
  }
  return [...new Set(pages)]
}

/**
 * `n` pages' unique visitors (at most 1,272), heavy-tailed like real traffic (makeVisitorRows'
 * counts), on the paths of the demo's docs site rather than the emulator's numbered test pages.
 */
export function demoVisitorRows(n: number, seed = 1): VisitorRow[] {
  const pages = docsPages()
  if (n > pages.length) throw new Error(`the demo's docs site has ${pages.length} pages, not ${n}`)
  return makeVisitorRows(n, seed).map((row, i) => ({ ...row, path: pages[i] ?? '' }))
}

/** Readers' comments on the authentication page, newest last. */
const AUTH_COMMENTS = [
  'The token example fails with 401, mail me at reader0@example.com',
  'The curl example still sends the old X-Api-Token header',
  'Which header does v2 expect: Authorization or X-Api-Key?',
  'Nothing says how long a token stays valid',
  'Please show how to rotate a key without downtime',
  'The Python snippet imports a module the SDK no longer has',
  'Does a restricted key work for the admin endpoints?',
  'The 403 in the example is not explained',
  'Code sample uses a key format we do not get any more',
  'How do I test this against the sandbox? Reply to reader9@example.com',
  'The scopes table is missing the webhooks scope',
  'A full request and response would help',
]

/** What readers asked the assistant, by the page they asked it on, and how often. */
const QUESTIONS: Array<{ page: string; weight: number; asked: string[] }> = [
  {
    page: '/guides/migrating-to-v2',
    weight: 6,
    asked: [
      'How do I migrate from v1 to v2?',
      'Is there a migration guide from v1 to v2?',
      'what changed between v1 and v2 of the api',
      'how to upgrade my integration from v1 to v2',
      'Does v2 still accept the v1 endpoints during the migration?',
    ],
  },
  {
    page: '/api/authentication',
    weight: 5,
    asked: [
      'How do I rotate an API key without downtime?',
      'Can two API keys be active at the same time while I rotate them?',
      'is there a safe way to rotate an api key',
      'how to rotate my api key',
    ],
  },
  {
    page: '/webhooks/overview',
    weight: 4,
    asked: [
      'How often are failed webhook deliveries retried?',
      'webhook retry schedule',
      'Are webhook deliveries retried when my endpoint is down?',
      'how many times is a failed webhook retried',
    ],
  },
  {
    page: '/settings/sso',
    weight: 3,
    asked: [
      'How do I set up SSO with Okta?',
      'okta sso setup',
      'Can I set up SAML SSO with Okta for my team?',
    ],
  },
  {
    page: '/settings/custom-domain',
    weight: 3,
    asked: [
      'How do I use a custom domain for the docs?',
      'custom domain ssl certificate stuck on pending',
      'Which DNS record does a custom domain need?',
    ],
  },
]

/** The unanswered (and a few answered or clarifying) assistant turns of one week. */
function demoQuestions(window: DemoWindow): ConversationData[] {
  const next = seededRandom(3)
  const rows: ConversationData[] = []
  // Round by round, so that every topic is asked all week long.
  const all = QUESTIONS.flatMap((topic, t) =>
    Array.from({ length: topic.weight * 4 }, (_, i) => ({ topic, i, t })),
  ).sort((a, b) => a.i - b.i || a.t - b.t)
  all.forEach(({ topic, i }, n) => {
    const roll = next()
    rows.push({
      id: `conv-${n}`,
      timestamp: within(window, (n + next()) / all.length),
      query: topic.asked[i % topic.asked.length] ?? '',
      response: null,
      responseType: roll < 0.04 ? 'clarifying_question' : 'answer',
      resolutionStatus: roll < 0.9 ? 'unanswered' : 'answered',
      pageUrl: `${SITE}${topic.page}`,
      sources: [],
      queryCategory: null,
    })
  })
  return rows
}

/** The searches of one week: the gaps' terms with their prefixes, then the long tail. */
function demoSearches(terms: typeof TERMS, window: DemoWindow): SearchData[] {
  const searches: SearchData[] = []
  const lastDay = within(window, 0.9)
  for (const [term, hits, ctr, page] of terms) {
    searches.push({ searchQuery: term, hits, ctr, topClickedPage: page, lastSearchedAt: lastDay })
    // Search-as-you-type: the prefixes a reader typed on the way.
    for (let n = 3; n < term.length; n += 2) {
      searches.push({
        searchQuery: term.slice(0, n),
        hits: Math.ceil(hits / n),
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: lastDay,
      })
    }
  }
  AREAS.forEach((area, a) =>
    SUBJECTS.forEach((subject, s) => {
      const i = a * SUBJECTS.length + s
      searches.push({
        searchQuery: `${area} ${subject}`,
        hits: 1 + (i % 2),
        ctr: 0.5,
        topClickedPage: `/${area}/${subject.replaceAll(' ', '-')}`,
        lastSearchedAt: within(window, (i % 7) / 7),
      })
    }),
  )
  return searches.sort((a, b) => b.hits - a.hits)
}

/**
 * Seeds `platform` with one week of signals dated inside `window` (the 7 days before today unless
 * given); the terms in `fixed` are searched a tenth as often (the demo's fix merged: the docs now
 * answer most of their readers, not all).
 */
export function seedInsights(
  platform: PlatformEmulator,
  week: 'first week' | 'second week',
  fixed: readonly string[] = [],
  window: DemoWindow = weekBefore(new Date()),
): void {
  const terms = TERMS.filter(([term]) => week === 'first week' || term !== 'sso saml').map(
    ([term, hits, ctr, page]): (typeof TERMS)[number] => [
      term,
      fixed.includes(term) ? Math.round(hits / 10) : hits,
      ctr,
      page,
    ],
  )
  if (week === 'second week') terms.push(['delete project', 55, 0, null])
  platform.setSearches(demoSearches(terms, window))
  platform.setFeedbackByPage([
    { path: '/api/authentication', thumbsUp: 4, thumbsDown: 17, code: 2, total: 23 },
    { path: '/quickstart', thumbsUp: 80, thumbsDown: 2, code: 0, total: 82 },
  ])
  platform.setFeedback(
    AUTH_COMMENTS.map((comment, i) => ({
      id: `fb_${week.replace(' ', '_')}_${i}`,
      path: '/api/authentication',
      comment,
      createdAt: within(window, (i + 0.5) / AUTH_COMMENTS.length),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: `reader${i}@example.com`,
    })),
  )
  // The same questions both weeks: readers keep asking what the docs do not answer.
  platform.setConversations(demoQuestions(window))
}

/** Single sign-on asked in words, not by its acronym: the docs' page title joins them to "SSO". */
export const SINGLE_SIGN_ON = [
  'How do I configure single sign-on with Okta?',
  'single sign-on setup for my team',
]

/**
 * A week as `seedInsights` makes it, with readers also asking for single sign-on in words (each
 * twice, on the SSO page): the week the docs-path part of the demo reads.
 */
export function seedDocsWeek(platform: PlatformEmulator, window: DemoWindow): void {
  seedInsights(platform, 'second week', [], window)
  const inWords = SINGLE_SIGN_ON.flatMap((query, q) =>
    [0, 1].map((k): ConversationData => ({
      id: `conv-sso-${q}-${k}`,
      timestamp: within(window, 0.2 + 0.3 * k + 0.1 * q),
      query,
      response: null,
      responseType: 'answer',
      resolutionStatus: 'unanswered',
      pageUrl: `${SITE}/settings/sso`,
      sources: [],
      queryCategory: null,
    })),
  )
  platform.setConversations([...demoQuestions(window), ...inWords])
}
