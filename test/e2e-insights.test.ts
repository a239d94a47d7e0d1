/**
 * End-to-end: the action in insights mode, in-process on virtual time (helpers/in-process-step.ts;
 * the runner's wiring of this mode is proven through dist/index.js by e2e-fix-loop and
 * e2e-insights-concurrent): the signals read within
 * the plan, the report issue created with its memory, ids kept by a second run, hostile reader text
 * inert, the reader's e-mail and contact nowhere.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConversationData, FeedbackData, SearchData } from './emulators/platform.ts'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import { READER_EMAIL } from './helpers/analytics-data.ts'
import { useE2e } from './helpers/e2e.ts'

const e2e = useE2e({ inputs: { mode: 'insights' }, runner: 'in-process', githubScope: 'per-test' })
const { step, inputs } = e2e

const HOSTILE = [
  '@acme/maintainers look </details> <img src=x onerror=alert(1)>',
  '![pixel](https://evil.example/p.png) ::set-output name=x::y',
  `<!-- docs-agent-action {"kind":"report","title":"Docs insights"} --> ${READER_EMAIL}`,
].join(' ')

function seed(): void {
  const searches: SearchData[] = [
    {
      searchQuery: 'retry options',
      hits: 40,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-20T10:00:00Z',
    },
    {
      searchQuery: 'Retry option',
      hits: 12,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-20T10:00:00Z',
    },
    {
      searchQuery: 'retr',
      hits: 9,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-20T10:00:00Z',
    },
    {
      searchQuery: HOSTILE,
      hits: 8,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-20T10:00:00Z',
    },
    {
      searchQuery: 'quickstart',
      hits: 30,
      ctr: 0.9,
      topClickedPage: '/quickstart',
      lastSearchedAt: '2026-11-20T10:00:00Z',
    },
  ]
  const feedback: FeedbackData[] = Array.from({ length: 6 }, (_, i) => ({
    id: `fb_${i}`,
    path: '/api/auth',
    comment: i === 0 ? HOSTILE : i === 1 ? 'x'.repeat(100_000) : `the token example is wrong ${i}`,
    createdAt: '2026-11-19T08:00:00Z',
    source: 'contextual',
    status: 'pending',
    helpful: false,
    contact: READER_EMAIL,
  }))
  const conversations: ConversationData[] = Array.from({ length: 5 }, (_, i) => ({
    id: `conv_${i}`,
    timestamp: '2026-11-18T12:00:00Z',
    query: `how do I rotate the webhook signing secret ${i}?`,
    response: 'I could not find that in the docs.',
    responseType: 'answer',
    sources: [],
    resolutionStatus: 'unanswered',
    queryCategory: null,
    pageUrl: 'https://docs.example.com/webhooks',
  }))
  e2e.platform.setSearches(searches)
  e2e.platform.setFeedback(feedback)
  e2e.platform.setFeedbackByPage([
    { path: '/api/auth', thumbsUp: 1, thumbsDown: 6, code: 0, total: 7 },
  ])
  e2e.platform.setConversations(conversations)
}

const run = (extra: Record<string, string> = {}) =>
  step({
    inputs: inputs({ 'output-file': 'gaps.json', ...extra }),
    eventName: 'schedule',
    event: { schedule: '0 7 * * 1' },
    apiUrl: e2e.github.url,
  })

describe('insights mode end to end', () => {
  it('reports the gaps in one issue, keeps their ids on the next run, and keeps reader text inert', async () => {
    seed()
    const first = await run()
    expect(first.code, first.stdout + first.stderr).toBe(0)
    expect(Number(first.outputs.gaps)).toBeGreaterThanOrEqual(3)
    expect(first.outputs['new-gaps']).toBe(first.outputs.gaps)
    expect(Number(first.outputs.requests)).toBeLessThanOrEqual(20)
    expect(first.outputs['report-url']).toMatch(/\/issues\/\d+$/)
    const analytics = e2e.platform.requests.filter((r) => r.path.includes('/analytics/'))
    expect(analytics).toHaveLength(Number(first.outputs.requests))

    const [issue] = e2e.github.issues().filter((i) => i.title === 'Docs insights')
    expect(issue?.body).toContain('retry option')
    expect(issue?.body).toContain('/api/auth')
    expect(issue?.body).toContain('docs-agent-memory v1')
    expect(issue?.body).toContain('/docs-agent fix g1')
    for (const text of [first.stdout, first.summary, issue?.body ?? '']) {
      expect(text).not.toContain(READER_EMAIL)
      expect(text).not.toContain('@acme/maintainers')
      // Reader text reaches Markdown only inside code spans, its tags and mentions broken.
      expect(text).not.toMatch(/<img|<\/details>\s*<img|@acme\/maintainers/)
      for (const line of text.split('\n').filter((l) => l.includes('![pixel]'))) {
        expect(line, 'an image outside a code span').toMatch(/`[^`]*!\[pixel\][^`]*`/)
      }
      expect(text).not.toMatch(/^::set-output/m)
    }
    // The memory is only deflated and encoded: what it holds, anyone who reads the issue can.
    const memory = JSON.stringify(parseMemory(issue?.body ?? ''))
    expect(memory).toContain('"g1"')
    expect(memory).not.toContain(READER_EMAIL)
    expect(memory).not.toMatch(/privat/)
    const file = readFileSync(join(first.workDir, 'gaps.json'), 'utf8')
    expect(file).not.toContain(READER_EMAIL)
    expect(file).not.toContain('contact')
    const ids = (JSON.parse(file) as { records: { id: string; key: string }[] }).records

    const second = await run()
    expect(second.code, second.stdout).toBe(0)
    expect(second.outputs['new-gaps']).toBe('0')
    expect(second.outputs['report-url']).toBe(first.outputs['report-url'])
    expect(e2e.github.issues().filter((i) => i.title === 'Docs insights')).toHaveLength(1)
    const again = JSON.parse(readFileSync(join(second.workDir, 'gaps.json'), 'utf8')) as {
      records: { id: string; key: string }[]
    }
    expect(again.records.map((r) => [r.key, r.id])).toEqual(ids.map((r) => [r.key, r.id]))
  })

  it('says which docs pages cover a gap, and which gaps no page covers (docs-path)', async () => {
    seed()
    const docs = e2e.tempDir()
    writeFileSync(
      join(docs, 'docs.json'),
      JSON.stringify({ navigation: { groups: [{ group: 'Client', pages: ['client/retries'] }] } }),
    )
    mkdirSync(join(docs, 'client'))
    writeFileSync(
      join(docs, 'client', 'retries.mdx'),
      '---\ntitle: Retry options\ndescription: How the client retries a request\n---\n# Retries\n',
    )
    const result = await run({ 'docs-path': docs, 'report-issue': 'none' })
    expect(result.code, result.stdout).toBe(0)
    const records = (
      JSON.parse(readFileSync(join(result.workDir, 'gaps.json'), 'utf8')) as {
        records: { key: string; coveredBy: { path: string }[] | null }[]
      }
    ).records
    const retry = records.find((r) => r.key.startsWith('search:') && r.key.includes('retri'))
    expect(retry?.coveredBy?.map((p) => p.path)).toEqual(['client/retries'])
    const question = records.find((r) => r.key.startsWith('question:'))
    expect(question?.coveredBy).toEqual([])
    expect(result.summary).toContain('client/retries')
  })

  it('fails the step when no signal can be read, and says which failed', async () => {
    e2e.platform.setPersistentFault('getSearches', { kind: 'status', status: 500 })
    const result = await run({ signals: 'searches', 'report-issue': 'none', 'output-file': '' })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/no reader signal could be read \(searches: failed\)/)
  })

  it('groups questions by meaning: one gap for a topic asked many ways, every question listed, the id kept the next week in other words (1.3)', async () => {
    const turn = (query: string, i: number, day = '2026-11-18') => ({
      id: `conv_${day}_${i}`,
      timestamp: `${day}T12:00:00Z`,
      query,
      response: null,
      responseType: 'answer',
      sources: [],
      resolutionStatus: 'unanswered',
      queryCategory: null,
      pageUrl: 'https://docs.acme.dev/guides/sso',
    })
    // Phrasings whose words show they ask one thing (1.4: without the docs' vocabulary, questions
    // that share only a name, such as "Is there a guide for Okta single sign-on?", stay apart).
    const okta = [
      'How do I set up Okta SSO?',
      'How do I configure SAML SSO with Okta?',
      'Can I set up SAML SSO with Okta?',
      'How do I set up Okta SSO?',
      `How do I set up Okta SSO for ${READER_EMAIL}?`,
    ]
    const pdf = [
      'How do I export a page as PDF?',
      'export docs to pdf',
      'PDF export of the API reference',
    ]
    const week = (queries: string[], day: string) => {
      e2e.platform.setConversations(queries.map((q, i) => turn(q, i, day)))
    }
    week([...okta, ...pdf], '2026-11-18')
    const first = await run({ signals: 'assistant' })
    expect(first.code, first.stdout).toBe(0)
    type Question = { text: string; count: number }
    type Record = {
      id: string
      rank: number
      key: string
      label: string
      evidence: { questions: Question[] }
    }
    const read = (dir: string) =>
      (JSON.parse(readFileSync(join(dir, 'gaps.json'), 'utf8')) as { records: Record[] }).records
    const records = read(first.workDir)
    expect(records.map((r) => r.rank)).toEqual(records.map((_, i) => i + 1))
    const sso = records.find((r) => r.evidence.questions.some((q) => /okta/i.test(q.text)))!
    // One gap holds every Okta question, each once with its count, the most asked first, masked.
    expect(sso.evidence.questions.reduce((n, q) => n + q.count, 0)).toBe(okta.length)
    expect(sso.evidence.questions[0]).toEqual({ text: 'How do I set up Okta SSO?', count: 2 })
    expect(JSON.stringify(sso)).not.toContain(READER_EMAIL)
    expect(sso.evidence.questions.some((q) => /pdf/i.test(q.text))).toBe(false)
    // Named by a question of its own, not by the first asked.
    expect(okta.map((q) => q.slice(0, 80))).toContain(sso.label)

    week(
      [
        'how do I set up SSO with Okta',
        'Can I set up Okta SSO?',
        'set up okta sso',
        'How do I configure Okta SSO?',
      ],
      '2026-11-25',
    )
    const second = await run({ signals: 'assistant' })
    expect(second.code, second.stdout).toBe(0)
    const again = read(second.workDir).find((r) =>
      r.evidence.questions.some((q) => /okta/i.test(q.text)),
    )!
    expect(again.id).toBe(sso.id)
  })

  it('leaves a timestamp that is not a date out of the output file (issue 24)', async () => {
    seed()
    const turns = (['not a date', '2026-11-18T12:00:00Z'] as const).flatMap((timestamp, t) =>
      Array.from({ length: 4 }, (_, i) => ({
        id: `conv_${t}_${i}`,
        timestamp,
        query: `how do I rotate the webhook signing secret ${i}?`,
        response: null,
        responseType: 'answer',
        sources: [],
        resolutionStatus: 'unanswered',
        queryCategory: null,
        pageUrl: null,
      })),
    )
    e2e.platform.setConversations(turns)
    e2e.platform.setSearches([
      { searchQuery: 'sso', hits: 9, ctr: 0, topClickedPage: null, lastSearchedAt: '<b>x</b>' },
    ])
    const result = await run({ 'report-issue': 'none', signals: 'searches,assistant' })
    expect(result.code, result.stdout).toBe(0)
    const file = readFileSync(join(result.workDir, 'gaps.json'), 'utf8')
    expect(file).not.toContain('not a date')
    expect(file).not.toContain('<b>x</b>')
    type Evidence = { lastAsked?: string; lastSearchedAt?: string | null }
    const records = (JSON.parse(file) as { records: { key: string; evidence: Evidence }[] }).records
    const question = records.find((r) => r.key.startsWith('question:'))
    expect(question?.evidence.lastAsked).toBe('2026-11-18T12:00:00Z')
    const search = records.find((r) => r.key.startsWith('search:'))
    expect(search?.evidence.lastSearchedAt).toBeNull()
  })

  it('stops at a cursor the platform gives back, says why, and spends no more (issue 24)', async () => {
    e2e.platform.setSearches(
      Array.from({ length: 500 }, (_, i) => ({
        searchQuery: `term ${i}`,
        hits: 900 - i,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-11-20T10:00:00Z',
      })),
    )
    e2e.platform.setCursorFault('stuck-cursor')
    const result = await run({ signals: 'searches', 'max-requests': '15', 'report-issue': 'none' })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs.requests).toBe('2')
    expect(e2e.platform.requests.filter((r) => r.path.includes('/analytics/'))).toHaveLength(2)
    expect(result.summary).toContain('a cursor already followed')
    const file = JSON.parse(readFileSync(join(result.workDir, 'gaps.json'), 'utf8')) as {
      records: { key: string; readers: number }[]
    }
    // 200 terms read on two pages (hits 900 down to 701), none counted twice.
    const searches = file.records.filter((r) => r.key.startsWith('search:'))
    expect(searches.reduce((sum, r) => sum + r.readers, 0)).toBe(((900 + 701) * 200) / 2)
  })

  it('fails before any analytics request when GitHub cannot be reached (issue 24)', async () => {
    seed()
    const result = await step({
      inputs: inputs({ 'output-file': 'gaps.json' }),
      eventName: 'schedule',
      event: { schedule: '0 7 * * 1' },
      // A port nobody listens on: every connection is refused.
      apiUrl: 'http://127.0.0.1:1',
      // The GitHub client's back-off between its tries (1 + 4 + 9 s), a hundred times faster.
      timeScale: 100,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(
      /could not read the issues for the report issue 'Docs insights', so no analytics request was spent/,
    )
    expect(e2e.platform.requests.filter((r) => r.path.includes('/analytics/'))).toHaveLength(0)
  })

  it('fails before any analytics request when GitHub refuses the issues (issue 24)', async () => {
    seed()
    e2e.github.addFaults('listIssues', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      "could not read the issues for the report issue 'Docs insights', so no analytics request " +
        'was spent',
    )
    expect(e2e.platform.requests.filter((r) => r.path.includes('/analytics/'))).toHaveLength(0)
  })

  // Each input's checks are settings.test.ts's, in-process (a range, two inputs that contradict
  // each other, an output file of another format); here one refusal shows that the bundle fails the
  // step with it before any request, to the analytics or to GitHub.
  it('refuses inputs that contradict each other before any request', async () => {
    const before = e2e.github.requests.length
    const result = await run({ 'auto-fix': '1', 'report-issue': 'none' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("input 'auto-fix' must be 0 when 'report-issue' is 'none'")
    expect(result.stdout).toContain("(got '1')")
    expect(e2e.platform.requests).toHaveLength(0)
    expect(e2e.github.requests).toHaveLength(before)
  })
})
