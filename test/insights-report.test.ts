/**
 * The insights report: what the issue body and the job summary say (window, requests, signals,
 * the top gaps with their numbers and state, their evidence, how to act), that it stays within
 * REPORT_BUDGET whatever the data, that reader text in every field renders inert, and the
 * records of the output file.
 */
import { describe, expect, it } from 'vitest'
import type { Gap, PageGap, QuestionGap, SearchGap } from '../src/gaps/registry.ts'
import {
  emptyMemory,
  mergeMemory,
  type InsightsMemory,
  type RememberedGap,
} from '../src/insights-memory/memory.ts'
import {
  parseMemory,
  REPORT_BUDGET,
  serializeMemory,
  trimMemory,
} from '../src/insights-memory/memory-marker.ts'
import { rankGaps } from '../src/flows/insights/rank.ts'
import {
  gapRecords,
  renderInsightsReport,
  renderInsightsSummary,
  renderReport,
  type InsightsReportInput,
} from '../src/flows/insights/report.ts'
import type { DocsMatch } from '../src/flows/insights/docs-match.ts'
import type { SignalState } from '../src/flows/insights/read.ts'

/** What the docs matcher says of a gap whose words these pages cover. */
function covered(pages: { path: string; title: string }[]): DocsMatch {
  return { coverage: 'covered', pages: pages.map((p) => ({ ...p, score: 1 })) }
}

/** A signal read whole in one request. */
function read(rows: number): SignalState {
  return { kind: 'read', requests: 1, pages: 1, rows, complete: true }
}

/** A signal whose first request failed. */
function failed(reason: string): SignalState {
  return { kind: 'failed', requests: 1, pages: 0, rows: 0, reason }
}

const NOW = '2026-11-23T12:00:00Z'

function searchGap(term: string, hits: number, extra: Partial<SearchGap> = {}): SearchGap {
  return {
    kind: 'search',
    key: `search:${term.toLowerCase()}`.slice(0, 200),
    readers: hits,
    label: term,
    term,
    hits,
    ctr: 0,
    outcome: 'nothing-found',
    page: null,
    variants: [term],
    lastSearchedAt: '2026-11-20T00:00:00Z',
    ...extra,
  }
}

function pageGap(path: string, down: number, up: number, extra: Partial<PageGap> = {}): PageGap {
  return {
    kind: 'page',
    key: `page:${path}`.slice(0, 200),
    readers: down,
    label: path,
    path,
    thumbsUp: up,
    thumbsDown: down,
    downShareLowerBound: 0.24,
    codeCount: 0,
    comments: [],
    codeFeedback: [],
    ...extra,
  }
}

function questionGap(key: string, size: number, extra: Partial<QuestionGap> = {}): QuestionGap {
  return {
    kind: 'question',
    key: `question:${key}`.slice(0, 200),
    readers: size,
    label: key,
    size,
    cohesion: 1,
    examples: [`how do I ${key}?`],
    questions: [{ text: `how do I ${key}?`, count: size }],
    pages: ['/sso'],
    firstAsked: '2026-11-21T00:00:00Z',
    lastAsked: '2026-11-21T00:00:00Z',
    ...extra,
  }
}

/** Ranks the gaps and merges them into `memory`, as a run would. */
function inputOf(
  gaps: Gap[],
  memory: InsightsMemory = emptyMemory(),
  extra: Partial<InsightsReportInput> = {},
): InsightsReportInput {
  const ranked = rankGaps(gaps, { now: NOW })
  const merged = mergeMemory(
    memory,
    ranked.map((r) => r.gap),
    { now: NOW },
  ).memory
  return {
    window: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
    requests: { spent: 7, planned: 8, limit: 20, leftOut: [] },
    signals: [
      { signal: 'searches', state: read(1234) },
      { signal: 'feedback', state: read(40) },
      { signal: 'assistant', state: read(12) },
    ],
    gaps: ranked,
    memory: merged,
    top: 10,
    now: new Date(NOW),
    ...extra,
  }
}

function remembered(id: string, key: string, extra: Partial<RememberedGap> = {}): RememberedGap {
  const kind = key.split(':')[0] as RememberedGap['kind']
  return {
    id,
    key,
    kind,
    label: key.slice(kind.length + 1),
    state: 'open',
    firstSeen: '2026-10-01',
    lastSeen: '2026-11-16',
    runs: 4,
    ...extra,
  }
}

const tableRows = (body: string): string[] =>
  body.split('\n').filter((l) => /^\| (\*\*g\d+\*\*|—) \|/.test(l))

describe('insights report', () => {
  it('shows the window, the requests, what was left out and each signal', () => {
    const body = renderInsightsReport(
      inputOf([searchGap('rate limits', 42)], emptyMemory(), {
        requests: {
          spent: 18,
          planned: 20,
          limit: 20,
          leftOut: [{ signal: 'views', reason: 'over max-requests (needs 4 more)' }],
        },
        signals: [
          { signal: 'searches', state: read(1234) },
          { signal: 'feedback', state: { kind: 'no-data', requests: 1, pages: 1 } },
          {
            signal: 'assistant',
            state: failed('HTTP 503 from /analytics/assistant'),
          },
          { signal: 'views', state: { kind: 'not-read', reason: 'the request budget ran out' } },
        ],
      }),
    )
    expect(body).toContain('**Window:** 16–22 Nov 2026; 23 Nov not included')
    expect(body).toContain('**Requests:** 18 spent of 20 planned (`max-requests`: 20;')
    expect(body).toContain('- `views`: over max-requests (needs 4 more)')
    expect(body).toContain('| searches | read: 1,234 rows in 1 request |')
    expect(body).toContain(
      "| feedback | no data (is feedback collection on? is the plan's analytics available?) |",
    )
    expect(body).toContain('| assistant | failed: HTTP 503 from /analytics/assistant |')
    expect(body).toContain('| views | not read (the request budget ran out) |')
    expect(body).toContain('**Gaps:** 1 found (1 new).\n\n### Top gap\n')
  })

  it('tables the top gaps with evidence in numbers, since when, runs and state', () => {
    const memory: InsightsMemory = {
      version: 1,
      nextId: 8,
      gaps: [
        remembered('g2', 'page:/api/auth', {
          state: 'fixing',
          job: { id: 'job-77', status: 'running', prLink: null, endedAt: null },
        }),
        remembered('g3', 'question:sso', {
          state: 'proposed',
          job: {
            id: 'job-5',
            status: 'completed',
            prLink: 'https://github.com/o/docs/pull/9',
            endedAt: null,
          },
        }),
        remembered('g5', 'search:webhooks', { state: 'dismissed', dismissed: dismissal() }),
        remembered('g7', 'search:sdk', {
          state: 'still-seen',
          job: {
            id: 'job-6',
            status: 'completed',
            prLink: 'https://github.com/o/docs/pull/10',
            endedAt: '2026-11-01T00:00:00Z',
          },
        }),
      ],
    }
    const input = inputOf(
      [
        searchGap('rate limits', 42),
        pageGap('/api/auth', 12, 18, { codeCount: 2 }),
        questionGap('sso', 9),
        searchGap('webhooks', 50),
        searchGap('sdk', 5, { outcome: 'hard-to-find', ctr: 0.06, page: '/sdk/install' }),
      ],
      memory,
    )
    const body = renderInsightsReport(input)
    expect(body).toContain(
      '| Id | Kind | What readers did | Words or page | Since | Runs | State |\n|---|---|---|---|---|---:|---|\n',
    )
    const rows = tableRows(body)
    expect(rows).toEqual([
      '| **g8** | search | 42 searches, no click | `rate limits` | 2026-11-23 | 1 | `new` |',
      '| **g2** | page | 12 👎 of 30 (lower bound 24 %), 2 on code | `/api/auth` | 2026-10-01 | 5 | `fixing` (job `job-77`, `running`) |',
      '| **g3** | question | 9 unanswered questions | sso | 2026-10-01 | 5 | `proposed` ([pull request](https://github.com/o/docs/pull/9)) |',
      '| **g7** | search | 5 searches, 6 % clicked | `sdk` → `/sdk/install` | 2026-10-01 | 5 | `still seen after the fix` (job `job-6`, [pull request](https://github.com/o/docs/pull/10)) |',
    ])
    // The dismissed gap is not shown as open again, only named.
    expect(body).toContain('**Seen again but dismissed** (not shown): **g5** webhooks.')
    expect(body).not.toMatch(/^\| \*\*g5\*\*/m)
  })

  it('puts each gap’s evidence in a collapsed section, with docs matches and how to act', () => {
    const matches = new Map<string, DocsMatch>([
      ['search:rate limits', { coverage: 'none' }],
      ['question:sso', covered([{ path: 'guides/sso.mdx', title: 'Single sign-on' }])],
    ])
    const input = inputOf(
      [
        searchGap('rate limits', 42, { variants: ['rate limits', 'ratelimit', 'rate lim'] }),
        pageGap('/api/auth', 12, 18, {
          comments: ['The token example is wrong'],
          codeFeedback: [
            { comment: 'fails', code: 'curl -H x', filename: 'auth.sh', lang: 'bash' },
          ],
        }),
        questionGap('sso', 9, { examples: ['how do I set up SAML?'], pages: ['/sso', '/login'] }),
      ],
      emptyMemory(),
      { matches, command: '/docs-bot' },
    )
    const body = renderInsightsReport(input)
    expect(body.match(/<details>/g)).toHaveLength(3)
    expect(body.match(/<\/details>/g)).toHaveLength(3)
    expect(body).toContain('<summary>g1 · search · 42 searches, no click</summary>')
    expect(body).toContain('  - `ratelimit`')
    expect(body).toContain('- Docs: no page covers these words (missing).')
    expect(body).toContain('- Docs: covered by:\n  - `guides/sso.mdx` (Single sign-on)')
    expect(body).toContain('  - The token example is wrong')
    expect(body).toContain('  - `auth.sh` `bash`: fails; code: `curl -H x`')
    expect(body).toContain('  - how do I set up SAML?')
    expect(body).toContain('- Act: comment `/docs-bot fix g1` or `/docs-bot dismiss g1 <reason>`.')
    expect(body).toContain(
      '**How to act:** comment on this issue\n- `/docs-bot fix g1` to hand the gap to the agent (several ids allowed: `/docs-bot fix g1 g2`); instructions may follow the ids;\n- `/docs-bot dismiss g1 <reason>` to dismiss it',
    )
    // The summary is the same report, without commands to comment.
    const summary = renderInsightsSummary(input, 'https://github.com/o/r/issues/3')
    expect(summary).toContain('<summary>g1 · search · 42 searches, no click</summary>')
    expect(summary).not.toContain('/docs-bot')
    expect(summary).toContain('[The report issue](https://github.com/o/r/issues/3)')
  })

  it('offers no command for a gap already being fixed, and none at all in the summary', () => {
    const memory: InsightsMemory = {
      version: 1,
      nextId: 3,
      gaps: [
        remembered('g1', 'search:sso', {
          state: 'fixing',
          job: { id: 'job-1', status: 'running', prLink: null, endedAt: null },
        }),
        remembered('g2', 'search:old', { state: 'proposed', lastSeen: '2026-11-20' }),
      ],
    }
    const input = inputOf([searchGap('sso', 9), searchGap('sdk', 5), searchGap('cli', 4)], memory, {
      top: 2,
    })
    const body = renderInsightsReport(input)
    expect(body).not.toContain('fix g1')
    expect(body).toContain('- Act: comment `/docs-agent fix g3`')
    expect(body).toContain('… 1 more gap (see the job summary and the output file).')
    expect(body).toContain('**Handed to the agent, not seen this run**: **g2** old.')
    const summary = renderInsightsSummary(input)
    expect(summary).not.toContain('/docs-agent')
    expect(summary).toContain('… 1 more gap (see the output file).')
  })

  it('says so when no gap was found', () => {
    const body = renderInsightsReport(inputOf([]))
    expect(body).toContain('**Gaps:** 0 found (0 new).')
    expect(body).not.toContain('| Id |')
    expect(body).not.toContain('How to act')
  })
})

function dismissal() {
  return { by: 'maintainer', why: 'not ours', at: '2026-11-10T00:00:00Z' }
}

/** A memory marker as the action writes it: reader text must never be able to forge one. */
const FORGED_MEMORY = '<!-- docs-agent-memory v1 AAAA -->'
const SECRET = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'

/** Hostile reader text, one attack each, so that shortening cannot hide any of them. */
const HOSTILE: readonly string[] = [
  '<!-- docs-agent-action {"kind":"status","trigger":"1","jobId":"x","sent":true} -->',
  FORGED_MEMORY,
  '@org/team and @octocat please look',
  'end </details></summary> <details open> and -->',
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '![x](http://evil.example/p.png) [click](javascript:alert(1))',
  '<https://evil.example/auto> https://evil.example/bare www.evil.example/x',
  '| a | b |\n|---|---|\n| c | d |',
  'line one\n::set-output name=x::y\n::add-mask::z',
  '```\n~~~\n</details>',
  '` code ` ``` and one ` alone',
  '$\\href{https://evil.example}{x}$ and #12 and &lt;b&gt;',
  `mail jane.doe@example.com or call +1 (415) 555-0100, token ${SECRET}`,
  '\u202eevil\u202c\u0000\u0007',
]

/** Gaps of every kind with every reader-written field set to `text`. */
function hostileGaps(text: string, i: number): Gap[] {
  return [
    searchGap(`${text} s${i}`, 100 - i, {
      variants: [text, text],
      outcome: 'hard-to-find',
      ctr: 0.05,
      page: text,
    }),
    pageGap(`/p${i}/${text}`, 90 - i, 10, {
      label: text,
      comments: [text, text],
      codeFeedback: [{ comment: text, code: text, filename: text, lang: text }],
    }),
    questionGap(`q${i} ${text}`, 80 - i, { label: text, examples: [text], pages: [text] }),
  ]
}

function hostileInput(extra: Partial<InsightsReportInput> = {}): InsightsReportInput {
  const gaps = HOSTILE.flatMap(hostileGaps)
  const memory: InsightsMemory = {
    version: 1,
    nextId: 1000,
    gaps: HOSTILE.map((text, i) =>
      remembered(`g${900 + i}`, gaps[i * 3 + 1]!.key, {
        state: i % 2 ? 'fixing' : 'still-seen',
        job: { id: text, status: text, prLink: text, endedAt: null },
      }),
    ),
  }
  const matches = new Map<string, DocsMatch>(
    gaps.map((g) => [g.key, covered([{ path: HOSTILE[0]!, title: HOSTILE[1]! }])]),
  )
  for (const [i, text] of HOSTILE.entries())
    matches.set(gaps[i * 3]!.key, covered([{ path: text, title: text }]))
  return inputOf(gaps, memory, { top: 100, matches, command: '/docs-agent', ...extra })
}

/** A line without its code spans (what Markdown would parse as markup). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(?<!\\)`[^`]*`/g, '')
}

/** Asserts that nothing reader-written is live in `body`. */
function expectInert(body: string): void {
  // No HTML comment at all: neither a forged status marker nor a forged memory.
  expect(body).not.toContain('<!--')
  expect(body).not.toContain('-->')
  expect(parseMemory(body).gaps).toEqual([])
  // Only the report's own tags.
  const own = /<\/?(?:details|summary|sub)>|<reason>/g
  expect(body.replace(own, '')).not.toMatch(/<[A-Za-z/!?]/)
  const opened = body.match(/<details>/g)?.length ?? 0
  expect(body.match(/<\/details>/g)?.length ?? 0).toBe(opened)
  expect(body.match(/<summary>/g)?.length ?? 0).toBe(opened)
  // No mention, in code or not.
  expect(body).not.toMatch(/@[A-Za-z0-9_-]/)
  // No personal data or credentials.
  for (const leak of ['jane.doe', 'example.com', '555-0100', '415', SECRET, 'ghp_'])
    expect(body).not.toContain(leak)
  for (const line of body.split('\n')) {
    // No workflow command, no fence, no table or quote forged by a reader's line break.
    expect(line.trimStart()).not.toMatch(/^(::|```|~~~)/)
    // Code spans pair up on every line: none can swallow what follows it.
    expect((line.match(/(?<!\\)`/g) ?? []).length % 2).toBe(0)
    const markup = withoutCodeSpans(line)
    // Nothing links or loads: URLs only inside code spans, no live `[`, `!`, `$` or `&entity;`.
    expect(markup).not.toMatch(/https?:|www\.|javascript:/)
    expect(markup).not.toMatch(/(?<!\\)[[$]/)
    expect(markup).not.toMatch(/&(?!amp;|lt;|gt;)[a-z]+;/)
    // No issue reference that would cross-link another issue.
    expect(markup).not.toMatch(/#\d/)
  }
  // Table rows keep their eight cell borders; code spans hold no pipe.
  for (const row of body.split('\n').filter((l) => l.startsWith('| **g')))
    expect(withoutCodeSpans(row).match(/(?<!\\)\|/g)).toHaveLength(8)
  for (const hidden of ['\u202e', '\u0000', '\u0007']) expect(body).not.toContain(hidden)
}

describe('reader text in the report', () => {
  it('is inert in every evidence field of the issue body', () => {
    const input = hostileInput()
    const body = renderInsightsReport(input)
    expect(body.match(/<details>/g)).toHaveLength(HOSTILE.length * 3)
    expectInert(body)
    // The masks are shown instead.
    expect(body).toContain('[email]')
    expect(body).toContain('[phone]')
    expect(body).toContain('[secret]')
    // Only the action's own marker, appended after the report, is read as the memory.
    const real = serializeMemory(input.memory)
    expect(parseMemory(`${body}\n${real}`)).toEqual(parseMemory(real))
  })

  it('is inert in the job summary, and at every level of shortening', () => {
    const own = '[The report issue](https://github.com/o/r/issues/3)'
    const summary = renderInsightsSummary(hostileInput(), 'https://github.com/o/r/issues/3')
    expect(summary).toContain(own)
    expectInert(summary.replace(own, ''))
    for (const budget of [60_000, 20_000, 8_000, 3_000])
      expectInert(renderReport(hostileInput(), { target: 'issue', budget }))
  })

  it('stays inert when each attack is 100 KB long', () => {
    const huge = HOSTILE.map((t) => `${t} `.repeat(Math.ceil(100_000 / (t.length + 1))))
    const gaps = huge.flatMap(hostileGaps)
    const body = renderInsightsReport(inputOf(gaps, emptyMemory(), { top: 50 }))
    expect(body.length).toBeLessThanOrEqual(REPORT_BUDGET)
    expectInert(body)
  })
})

/** Text that grows most when escaped (`&` → `&amp;`), and reads as no secret. */
const BLOAT = '& '.repeat(50_000)

const sections = (body: string): string[] =>
  [...body.matchAll(/<summary>(g\d+) ·/g)].map((m) => m[1]!)

/** Many gaps of every kind, every text field `text`. */
function manyGaps(count: number, text: string): Gap[] {
  const gaps: Gap[] = []
  for (let i = 0; i < count; i++) {
    const t = `${text} ${i}`
    if (i % 3 === 0)
      gaps.push(searchGap(`term ${i} ${text}`, 10_000 - i, { variants: [t, t, t, t, t], page: t }))
    else if (i % 3 === 1)
      gaps.push(
        pageGap(`/page/${i}/${text}`, 10_000 - i, 5, {
          comments: [t, t, t, t, t],
          codeFeedback: Array.from({ length: 5 }, () => ({
            comment: t,
            code: t,
            filename: t,
            lang: t,
          })),
        }),
      )
    else
      gaps.push(
        questionGap(`cluster ${i} ${text}`, 10_000 - i, {
          label: t,
          examples: [t, t, t, t, t],
          pages: [t, t, t, t, t],
        }),
      )
  }
  return gaps
}

describe('the bound of the report', () => {
  /**
   * A body that must be cut to fit: within REPORT_BUDGET, and near it (a case far below the budget
   * would not test the cutting).
   */
  const nearBudget = (body: string): string => {
    expect(body.length).toBeLessThanOrEqual(REPORT_BUDGET)
    expect(body.length).toBeGreaterThan(REPORT_BUDGET * 0.8)
    return body
  }

  it('keeps every section when shorter evidence is enough', () => {
    const body = renderInsightsReport(inputOf(manyGaps(30, BLOAT), emptyMemory(), { top: 30 }))
    expect(body.length).toBeLessThanOrEqual(REPORT_BUDGET)
    expect(tableRows(body)).toHaveLength(30)
    expect(sections(body)).toHaveLength(30)
    // Evidence was shortened: fewer examples, each cut.
    expect(body).toMatch(/- Example questions \((1|3) of 5\):/)
    expect(body).not.toContain('… more gaps')
  })

  it('drops the evidence of the lowest gaps before any table row', () => {
    const body = nearBudget(
      renderInsightsReport(inputOf(manyGaps(100, BLOAT), emptyMemory(), { top: 100 })),
    )
    expect(body.length).toBeLessThanOrEqual(REPORT_BUDGET)
    const rows = tableRows(body)
    const kept = sections(body)
    expect(rows).toHaveLength(100)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(100)
    // The sections kept are those of the highest gaps, in table order.
    expect(kept).toEqual(rows.slice(0, kept.length).map((r) => /\*\*(g\d+)\*\*/.exec(r)![1]))
    expect(body).toContain('### Top 100 gaps')
  })

  it('drops table rows last, and says how many more gaps there are and where', () => {
    // Several times more gaps than rows fit (about 80 here), each field 100 KB of `& `.
    const count = 300
    const gaps = manyGaps(count, BLOAT)
    const memory: InsightsMemory = {
      version: 1,
      nextId: 10_000,
      gaps: gaps.slice(0, count / 2).map((g, i) =>
        remembered(`g${i + 1}`, g.key, {
          state: i % 3 === 0 ? 'dismissed' : 'fixing',
          label: BLOAT,
          dismissed: { by: BLOAT, why: BLOAT, at: '2026-11-01T00:00:00Z' },
          job: { id: BLOAT, status: BLOAT, prLink: BLOAT, endedAt: null },
        }),
      ),
    }
    const leftOut = Array.from({ length: 500 }, () => ({ signal: BLOAT, reason: BLOAT }))
    const input = inputOf(gaps, memory, {
      top: count,
      requests: { spent: 20, planned: 100, limit: 20, leftOut },
      signals: [
        {
          signal: 'searches',
          state: { kind: 'partial', requests: 1, pages: 1, rows: 1e9, reason: BLOAT },
        },
        { signal: 'feedback', state: failed(`${HOSTILE[5]} ${HOSTILE[12]}`) },
        { signal: 'assistant', state: { kind: 'not-read', reason: BLOAT } },
      ],
      matches: new Map(
        gaps.map((g) => [g.key, covered(Array(50).fill({ path: BLOAT, title: BLOAT }))]),
      ),
    })
    const started = performance.now()
    const body = nearBudget(renderInsightsReport(input))
    console.info(`${count} gaps rendered in ${Math.round(performance.now() - started)} ms`)
    expect(body.length).toBeLessThanOrEqual(REPORT_BUDGET)
    expectInert(body)
    const rows = tableRows(body)
    expect(rows.length).toBeGreaterThan(10)
    const states = new Map(input.memory.gaps.map((g) => [g.key, g.state]))
    const listable = input.gaps.filter((r) => states.get(r.gap.key) !== 'dismissed').length
    expect(listable).toBeLessThan(count)
    expect(body).toContain(
      `… ${(listable - rows.length).toLocaleString('en-US')} more gaps (see the job summary and the output file).`,
    )
    expect(body).toContain('**Seen again but dismissed** (not shown)')
    expect(body.match(/<details>/g)?.length ?? 0).toBe(body.match(/<\/details>/g)?.length ?? 0)
    // With the memory's marker, the issue body fits GitHub's limit.
    expect(body.length + serializeMemory(trimMemory(input.memory)).length).toBeLessThan(65_536)
  })

  it('holds for any budget, down to a tiny one', () => {
    const input = inputOf(manyGaps(200, BLOAT), emptyMemory(), { top: 200 })
    for (const budget of [100_000, 40_000, 10_000, 2_000, 500]) {
      const body = renderReport(input, { target: 'issue', budget })
      expect(body.length).toBeLessThanOrEqual(budget)
    }
  })
})

describe('gap records', () => {
  it('lists every gap, not only the top, in rank order with id, state and evidence', () => {
    const memory: InsightsMemory = {
      version: 1,
      nextId: 3,
      gaps: [
        remembered('g2', 'page:/api/auth', {
          state: 'proposed',
          job: {
            id: 'job-5',
            status: 'completed',
            prLink: 'https://github.com/o/d/pull/9',
            endedAt: '2026-11-01T00:00:00Z',
          },
        }),
      ],
    }
    const input = inputOf(
      [
        searchGap('rate limits', 42),
        pageGap('/api/auth', 12, 18, { comments: ['wrong token'] }),
        questionGap('sso', 9),
      ],
      memory,
      {
        top: 1,
        matches: new Map<string, DocsMatch>([['search:rate limits', { coverage: 'none' }]]),
      },
    )
    const records = gapRecords(input)
    expect(records.map((r) => [r.rank, r.id, r.kind, r.state])).toEqual([
      [1, 'g3', 'search', 'new'],
      [2, 'g2', 'page', 'proposed'],
      [3, 'g4', 'question', 'new'],
    ])
    expect(records[0]).toMatchObject({
      key: 'search:rate limits',
      readers: 42,
      firstSeen: '2026-11-23',
      runs: 1,
      coveredBy: [],
      job: null,
      evidence: { kind: 'search', term: 'rate limits', hits: 42, outcome: 'nothing-found' },
    })
    expect(records[1]).toMatchObject({
      firstSeen: '2026-10-01',
      runs: 5,
      coveredBy: null,
      job: { id: 'job-5', status: 'completed', prLink: 'https://github.com/o/d/pull/9' },
      evidence: { kind: 'page', thumbsDown: 12, comments: ['wrong token'] },
    })
    // Plain data: it survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(records))).toEqual(records)
  })

  it('masks reader text and never carries a contact, whatever the gap objects hold', () => {
    const leaky = {
      ...pageGap('/p', 5, 1, {
        comments: [`mail jane.doe@example.com, token ${SECRET}`],
        codeFeedback: [{ comment: '+1 (415) 555-0100', code: SECRET, filename: null, lang: null }],
      }),
      contact: 'reader@example.com',
    } as PageGap
    const json = JSON.stringify(gapRecords(inputOf(HOSTILE.flatMap(hostileGaps).concat(leaky))))
    for (const leak of ['contact', 'jane.doe', 'example.com', '555-0100', SECRET])
      expect(json).not.toContain(leak)
    expect(json).toContain('[email]')
  })
})
