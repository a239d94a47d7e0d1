/** Visitors mode: the real flow and client against the platform emulator (and GitHub's for the report). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { TopRows, runVisitors } from '../src/flows/visitors/run.ts'
import { describeWindow, previousWindow } from '../src/lib/window.ts'
import { csvField, openRowWriter } from '../src/adapters/row-writer.ts'
import type { OutputFormat, VisitorRow } from '../src/types.ts'
import type { VisitorsSettings } from '../src/flows/visitors/settings.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { parseCsv } from './helpers/csv.ts'
import {
  makeVisitorRows,
  startPlatformEmulator,
  type PlatformEmulator,
} from './emulators/platform.ts'
import type { VisitorsResult } from '../src/flows/visitors/result.ts'
import type { Clock } from '../src/ports/runtime.ts'

let platform: PlatformEmulator
let github: GitHubEmulator
const dir = mkdtempSync(join(tmpdir(), 'visitors-test-'))
let fileNo = 0
const sleeps: number[] = []
const clock: Clock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    sleeps.push(ms)
  },
}

beforeAll(async () => {
  // The property below reads up to 600 pages in one run: it checks the export, not the shared
  // hourly budget of 100 analytics requests (test/emulator-analytics.test.ts checks that).
  platform = await startPlatformEmulator({ analyticsBudget: Number.POSITIVE_INFINITY })
  github = await startGitHubEmulator()
})
afterAll(async () => {
  await platform.close()
  await github.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  platform.reset()
  sleeps.length = 0
})

function settings(extra: Partial<VisitorsSettings> = {}): VisitorsSettings {
  return {
    window: { dateFrom: '2026-11-01', dateTo: '2026-11-08', source: { kind: 'dates' } },
    pageSize: 250,
    maxPages: 100,
    compare: false,
    outputFile: undefined,
    outputFormat: 'json',
    top: 10,
    reportIssue: undefined,
    ...extra,
  }
}

function file(format: OutputFormat): string {
  return join(dir, `out-${++fileNo}.${format}`)
}

async function run(s: VisitorsSettings, withGitHub = false): Promise<VisitorsResult> {
  const client = createPlatformClient(
    { apiKey: platform.apiKey, projectId: platform.projectId, baseUrl: platform.url },
    { clock, random: () => 0.5, requestTimeoutMs: 5_000 },
  )
  return runVisitors({
    settings: s,
    platform: client,
    github: withGitHub
      ? createGitHubClient({
          token: github.token,
          apiUrl: github.url,
          repo: { owner: 'acme', repo: 'docs' },
          msPerSecond: 1,
        })
      : null,
    clock,
    log: { info: () => undefined, warning: () => undefined },
    now: new Date('2026-11-09T07:00:00Z'),
    openRowWriter,
  })
}

const readNdjson = (path: string): VisitorRow[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as VisitorRow)

describe('visitors export', () => {
  it.each([0, 1, 249, 250, 251, 12_345])(
    'exports %i rows completely, each once, in ⌈n/250⌉ requests',
    async (count) => {
      const data = makeVisitorRows(count, 7)
      platform.setVisitors({ rows: data })
      const path = file('csv')
      const result = await run(settings({ outputFile: path, outputFormat: 'csv' }))
      const records = parseCsv(readFileSync(path, 'utf8'))
      expect(records[0]).toEqual(['path', 'human', 'ai', 'total'])
      const rows = records
        .slice(1)
        .map(([p, h, a, t]) => ({ path: p, human: Number(h), ai: Number(a), total: Number(t) }))
      expect(rows).toEqual(
        data.map((r) => ({
          path: /^[=+\-@\t\r]/.test(r.path) ? `'${r.path}` : r.path,
          human: r.human,
          ai: r.ai,
          total: r.total,
        })),
      )
      expect(result.rows).toBe(count)
      expect(result.partial).toBe(false)
      const expected = Math.max(1, Math.ceil(count / 250))
      expect(result.requests).toBe(expected)
      expect(platform.requests.filter((r) => r.route === 'getVisitors')).toHaveLength(expected)
      // The same window on every page.
      for (const r of platform.requests)
        expect(r.query).toMatchObject({
          dateFrom: '2026-11-01',
          dateTo: '2026-11-08',
          limit: '250',
        })
    },
  )

  it('exports any data set with any page size, each row exactly once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 250 }),
        fc.integer({ min: 1, max: 1e6 }),
        async (count, pageSize, seed) => {
          platform.reset()
          const data = makeVisitorRows(count, seed)
          platform.setVisitors({ rows: data })
          const path = file('ndjson')
          const result = await run(
            settings({ pageSize, maxPages: 1_000, outputFile: path, outputFormat: 'ndjson' }),
          )
          expect(readNdjson(path)).toEqual(data)
          expect(result.requests).toBe(Math.max(1, Math.ceil(count / pageSize)))
        },
      ),
      { numRuns: 40 },
    )
  })

  it('goes through empty pages while hasMore holds, and stops at max-pages as partial', async () => {
    platform.setVisitors({ rows: makeVisitorRows(10, 1) })
    platform.setHasMoreStuck(true)
    const result = await run(settings({ maxPages: 7 }))
    platform.setHasMoreStuck(false)
    expect(result.partial).toBe(true)
    expect(result.partialReason).toMatch(/max-pages/)
    expect(result.requests).toBe(7)
    expect(result.rows).toBe(10)
    expect(result.summaryMarkdown).toContain('Partial export')
  })

  it('retries a 500 on one page and completes', async () => {
    platform.setVisitors({ rows: makeVisitorRows(600, 2) })
    platform.addFaults('getVisitors', { kind: 'latency', ms: 0 }, { kind: 'status', status: 500 })
    const result = await run(settings())
    expect(result.partial).toBe(false)
    expect(result.rows).toBe(600)
    expect(result.requests).toBe(4)
  })

  it('ends partial, loudly, when the rate limit does not lift', async () => {
    platform.setVisitors({ rows: makeVisitorRows(1_000, 3) })
    platform.addFaults(
      'getVisitors',
      { kind: 'latency', ms: 0 },
      ...Array.from({ length: 6 }, () => ({ kind: 'rate-limit' as const, retryAfter: '30' })),
    )
    const path = file('json')
    const result = await run(settings({ outputFile: path, outputFormat: 'json' }))
    expect(result.partial).toBe(true)
    expect(result.partialReason).toMatch(/rate|429/i)
    expect(result.partialReason).toMatch(/250 rows/)
    expect(sleeps.filter((s) => s >= 30_000).length).toBeGreaterThan(0)
    const doc = JSON.parse(readFileSync(path, 'utf8'))
    expect(doc.partial).toBe(true)
    expect(doc.rows).toHaveLength(250)
    expect(result.summaryMarkdown).toContain('Partial export')
  })

  it('fails outright when the first page fails (nothing exported)', async () => {
    platform.addFaults('getVisitors', {
      kind: 'status',
      status: 401,
      body: JSON.stringify({ error: 'Invalid or expired API key' }),
    })
    await expect(run(settings())).rejects.toThrow(/invalid or expired/i)
  })

  it('counts a path served twice (data shifting between pages) once, and reports it', async () => {
    const data = makeVisitorRows(500, 4)
    platform.setVisitors({ rows: data })
    let shifted = false
    platform.onVisitorsPage((offset) => {
      if (offset === 0 && !shifted) {
        shifted = true
        data.unshift({ path: '/docs/new-hot-page', human: 1e6, ai: 1, total: 1e6 })
      }
    })
    const path = file('ndjson')
    const result = await run(settings({ outputFile: path, outputFormat: 'ndjson' }))
    platform.onVisitorsPage(null)
    const paths = readNdjson(path).map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(result.duplicates).toHaveLength(1)
    expect(result.summaryMarkdown).toContain('served twice')
  })

  it('compares with the previous window: change per page, in total, pages new and gone', async () => {
    const now = [
      { path: '/a', human: 10, ai: 5, total: 14 },
      { path: '/b', human: 8, ai: 0, total: 8 },
      { path: '/new', human: 3, ai: 0, total: 3 },
    ]
    const before = [
      { path: '/a', human: 5, ai: 2, total: 7 },
      { path: '/b', human: 8, ai: 0, total: 8 },
      { path: '/gone', human: 1, ai: 0, total: 1 },
    ]
    platform.setVisitors((w) => ({ rows: w.dateFrom === '2026-10-25' ? before : now }))
    const result = await run(settings({ compare: true }))
    expect(platform.requests.map((r) => r.query.dateFrom)).toEqual(['2026-10-25', '2026-11-01'])
    expect(result.comparison).toMatchObject({
      newPages: 1,
      gonePages: 1,
      newExamples: ['/new'],
      goneExamples: ['/gone'],
    })
    expect(result.comparison?.previousTop['/a']).toBe(7)
    expect(result.summaryMarkdown).toContain('+7 (+100.0%)')
    expect(result.summaryMarkdown).toContain('| new |')
    expect(result.requests).toBe(2)
  })

  it('writes a JSON document with the window, totals and rows', async () => {
    const data = makeVisitorRows(300, 5)
    platform.setVisitors({ rows: data })
    const path = file('json')
    await run(settings({ outputFile: path, outputFormat: 'json' }))
    const doc = JSON.parse(readFileSync(path, 'utf8'))
    expect(doc.rows).toEqual(data)
    expect(doc.window).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-08',
      dateToExclusive: true,
    })
    expect(doc.totals).toMatchObject({
      human: expect.any(Number),
      ai: expect.any(Number),
      total: expect.any(Number),
    })
    expect(doc.partial).toBe(false)
  })

  it('keeps a report issue: created once, then updated in place', async () => {
    platform.setVisitors({ rows: makeVisitorRows(20, 6) })
    const first = await run(settings({ reportIssue: 'Weekly docs traffic' }), true)
    const second = await run(settings({ reportIssue: 'Weekly docs traffic' }), true)
    expect(first.reportUrl).toBe(second.reportUrl)
    const reports = github.issues().filter((i) => i.title === 'Weekly docs traffic')
    expect(reports).toHaveLength(1)
    expect(reports[0]?.body).toContain('1–7 Nov 2026; 8 Nov not included')
    // An issue of the same title by someone else is not taken over.
    github.addIssue({
      number: 900,
      title: 'Other report',
      isPullRequest: false,
      body: '<!-- docs-agent-action {"kind":"report","title":"Other report"} -->',
      login: 'mallory',
    })
    const third = await run(settings({ reportIssue: 'Other report' }), true)
    expect(third.reportUrl).not.toContain('/900')
    // Nor one by another bot: only the token's own login (github-actions[bot] here) counts.
    github.addIssue({
      number: 901,
      title: 'Bot report',
      isPullRequest: false,
      body: '<!-- docs-agent-action {"kind":"report","title":"Bot report"} -->',
      login: 'other-app[bot]',
      type: 'Bot',
    })
    const fourth = await run(settings({ reportIssue: 'Bot report' }), true)
    expect(fourth.reportUrl).not.toContain('/901')
  })

  it('renders a summary with the window, totals, both charts, the top table and the budget', async () => {
    platform.setVisitors({
      rows: [{ path: '/docs/"quoted" [x]', human: 5, ai: 2, total: 6 }, ...makeVisitorRows(30, 8)],
    })
    const result = await run(settings({ top: 5 }))
    const md = result.summaryMarkdown
    expect(md).toContain('1–7 Nov 2026; 8 Nov not included')
    expect(md).toContain('pie showData')
    expect(md).toContain('xychart-beta')
    expect(md).toContain('deduplicated')
    expect(md).toContain('of the 100 analytics requests per organization per hour')
    expect(md.match(/^\| \d+ \|/gm)).toHaveLength(5)
    expect(md).not.toMatch(/x-axis \[[^\]]*"\/docs\/"quoted/)
  })
})

describe('window in words', () => {
  it.each([
    ['2026-11-01', '2026-11-08', '1–7 Nov 2026; 8 Nov not included'],
    ['2026-10-28', '2026-11-04', '28 Oct – 3 Nov 2026; 4 Nov not included'],
    ['2025-12-29', '2026-01-05', '29 Dec 2025 – 4 Jan 2026; 5 Jan not included'],
    ['2026-11-01', '2026-11-02', '1 Nov 2026; 2 Nov not included'],
    ['2025-12-01', '2026-01-01', '1–31 Dec 2025; 1 Jan 2026 not included'],
  ])('%s → %s', (dateFrom, dateTo, words) => {
    expect(describeWindow({ dateFrom, dateTo })).toBe(words)
  })

  it('spells out date-time windows', () => {
    expect(
      describeWindow({ dateFrom: '2026-11-01T12:00:00Z', dateTo: '2026-11-02T12:00:00Z' }),
    ).toBe('from 2026-11-01 12:00 UTC up to 2026-11-02 12:00 UTC (the end not included)')
  })

  it('finds the previous window of the same length', () => {
    expect(
      previousWindow({ dateFrom: '2026-11-01', dateTo: '2026-11-08', source: { kind: 'dates' } }),
    ).toMatchObject({ dateFrom: '2026-10-25', dateTo: '2026-11-01' })
    expect(
      previousWindow({ dateFrom: '2026-03-01', dateTo: '2026-04-01', source: { kind: 'dates' } }),
    ).toMatchObject({ dateFrom: '2026-01-29', dateTo: '2026-03-01' })
    expect(
      previousWindow({
        dateFrom: '2026-11-01T12:00:00Z',
        dateTo: '2026-11-01T18:00:00Z',
        source: { kind: 'dates' },
      }),
    ).toMatchObject({
      dateFrom: '2026-11-01T06:00:00.000Z',
      dateTo: '2026-11-01T12:00:00Z',
    })
  })
})

describe('pieces', () => {
  it('quotes CSV fields and defuses formulas', () => {
    expect(csvField('/a,b')).toBe('"/a,b"')
    expect(csvField('/say "hi"')).toBe('"/say ""hi"""')
    expect(csvField('/line\nbreak')).toBe('"/line\nbreak"')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField(12)).toBe('12')
  })

  it('keeps the top N rows in order with bounded memory', () => {
    const top = new TopRows(3)
    for (const total of [5, 1, 9, 7, 3, 9])
      top.offer({ path: `/p${total}-${top.rows.length}`, human: total, ai: 0, total })
    expect(top.rows.map((r) => r.total)).toEqual([9, 9, 7])
  })
})
