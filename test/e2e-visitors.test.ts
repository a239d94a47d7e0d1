/** End-to-end: dist/index.js in visitors mode, the way the runner starts it. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import {
  makeVisitorRows,
  startPlatformEmulator,
  type PlatformEmulator,
} from './emulators/platform.ts'
import { expectNoSecrets, scannedSteps, withoutMaskCommands } from './helpers/secrets.ts'
import { parseCsv } from './helpers/csv.ts'

let platform: PlatformEmulator
let github: GitHubEmulator
beforeAll(async () => {
  platform = await startPlatformEmulator()
  github = await startGitHubEmulator()
})
afterAll(async () => {
  await platform.close()
  await github.close()
})

const inputs = (extra: Record<string, string>) => ({
  mode: 'visitors',
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
  ...extra,
})

/** Every step of every test, scanned for the secrets after the test with all recorded traffic. */
const step = scannedSteps(() => ({ platform, github }))

describe('visitors mode end to end (dist/index.js)', () => {
  it('exports every row to a CSV file, with outputs, summary and report issue', async () => {
    platform.reset()
    const data = makeVisitorRows(1_001, 9)
    platform.setVisitors({ rows: data })
    const result = await step({
      inputs: inputs({
        'date-from': '2026-11-01',
        'date-to': '2026-11-08',
        'output-file': 'visitors.csv',
        'report-issue': 'Docs traffic',
      }),
      eventName: 'schedule',
      event: { schedule: '0 7 * * 1' },
      apiUrl: github.url,
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({
      rows: '1001',
      requests: '5',
      partial: 'false',
      'date-from': '2026-11-01',
      'date-to': '2026-11-08',
      'output-file': 'visitors.csv',
    })
    expect(Number(result.outputs.total)).toBeGreaterThan(0)
    expect(result.outputs['report-url']).toMatch(/\/issues\/\d+$/)
    const records = parseCsv(readFileSync(join(result.workDir, 'visitors.csv'), 'utf8'))
    expect(records).toHaveLength(1_002)
    expect(records.slice(1).map((r) => r[0])).toEqual(data.map((r) => r.path))
    expect(result.summary).toContain('8 Nov not included')
    expect(result.summary).toContain('xychart-beta')
    expectNoSecrets(
      [
        withoutMaskCommands(result.stdout),
        result.stderr,
        result.summary,
        JSON.stringify(result.outputs),
      ],
      [platform.apiKey, github.token],
    )
  })

  it('uses period 30d by default: a window ending today (UTC), today excluded', async () => {
    platform.reset()
    platform.setVisitors({ rows: makeVisitorRows(3, 1) })
    const result = await step({
      inputs: inputs({}),
      eventName: 'schedule',
      event: {},
      apiUrl: github.url,
    })
    expect(result.code).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect(result.outputs['date-to']).toBe(today)
    expect(platform.requests[0]?.query).toMatchObject({ dateTo: today, limit: '250', offset: '0' })
  })

  it('keeps the export, outputs and summary when the report issue cannot be written, and fails the step', async () => {
    platform.reset()
    platform.setVisitors({ rows: makeVisitorRows(10, 2) })
    github.addFaults('listIssues', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    })
    const result = await step({
      inputs: inputs({
        'date-from': '2026-11-01',
        'date-to': '2026-11-08',
        'output-file': 'v.ndjson',
        'report-issue': 'Traffic',
      }),
      eventName: 'schedule',
      event: {},
      apiUrl: github.url,
    })
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({
      rows: '10',
      requests: '1',
      partial: 'false',
      'report-url': '',
    })
    expect(result.summary).toContain('8 Nov not included')
    expect(result.stdout).toMatch(/::error::.*report issue 'Traffic'.*issues: (read|write)/)
    expect(readFileSync(join(result.workDir, 'v.ndjson'), 'utf8').trim().split('\n')).toHaveLength(
      10,
    )
  })

  it('fails on an output file it cannot open before spending any request', async () => {
    platform.reset()
    const result = await step({
      inputs: inputs({ 'output-file': '/nonexistent-dir/rows.csv' }),
      eventName: 'schedule',
      event: {},
      apiUrl: github.url,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("input 'output-file'")
    expect(result.stdout).toContain('/nonexistent-dir/rows.csv')
    expect(platform.requests).toHaveLength(0)
  })

  it.each([
    [{ 'page-size': '0' }, "input 'page-size'"],
    [{ 'date-from': '2026-02-30' }, "input 'date-from'"],
    [{ period: '7d', 'date-from': '2026-11-01' }, "input 'period'"],
  ])('refuses %o before any request', async (extra, message) => {
    platform.reset()
    const result = await step({
      inputs: inputs(extra),
      eventName: 'schedule',
      event: {},
      apiUrl: github.url,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(message)
    expect(platform.requests).toHaveLength(0)
  })
})
