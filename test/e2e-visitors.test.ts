/**
 * End-to-end: visitors mode through dist/index.js, the way the runner starts it (the export and a
 * refused input), and in-process on virtual time (helpers/in-process-step.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeVisitorRows } from './emulators/platform.ts'
import { parseCsv } from './helpers/csv.ts'
import { useE2e } from './helpers/e2e.ts'

const e2e = useE2e({ inputs: { mode: 'visitors' }, runner: 'in-process' })
const { step, inputs } = e2e

describe('visitors mode end to end', () => {
  it('exports every row to a CSV file, with outputs, summary and report issue (dist/index.js)', async () => {
    const data = makeVisitorRows(1_001, 9)
    e2e.platform.setVisitors({ rows: data })
    const result = await e2e.dist({
      inputs: inputs({
        'date-from': '2026-11-01',
        'date-to': '2026-11-08',
        'output-file': 'visitors.csv',
        'report-issue': 'Docs traffic',
      }),
      eventName: 'schedule',
      event: { schedule: '0 7 * * 1' },
      apiUrl: e2e.github.url,
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
  })

  it('uses period 30d by default: a window ending today (UTC), today excluded', async () => {
    e2e.platform.setVisitors({ rows: makeVisitorRows(3, 1) })
    const result = await step({
      inputs: inputs({}),
      eventName: 'schedule',
      event: {},
      apiUrl: e2e.github.url,
    })
    expect(result.code).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect(result.outputs['date-to']).toBe(today)
    expect(e2e.platform.requests[0]?.query).toMatchObject({
      dateTo: today,
      limit: '250',
      offset: '0',
    })
  })

  it('keeps the export, outputs and summary when the report issue cannot be written, and fails the step', async () => {
    e2e.platform.setVisitors({ rows: makeVisitorRows(10, 2) })
    e2e.github.addFaults('listIssues', {
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
      apiUrl: e2e.github.url,
    })
    expect(result.code).toBe(1)
    expect(result.outputs).toMatchObject({
      rows: '10',
      requests: '1',
      partial: 'false',
      'report-url': '',
    })
    expect(result.summary).toContain('8 Nov not included')
    expect(result.stdout).toMatch(/::error::.*report issue 'Traffic'.*issues: write/)
    expect(readFileSync(join(result.workDir, 'v.ndjson'), 'utf8').trim().split('\n')).toHaveLength(
      10,
    )
  })

  it.each(['none', 'NONE'])(
    'report-issue %j: exports without any issue and without calling GitHub',
    async (value) => {
      e2e.platform.setVisitors({ rows: makeVisitorRows(4, 1) })
      const githubCalls = e2e.github.requests.length
      const result = await step({
        inputs: inputs({
          'date-from': '2026-11-01',
          'date-to': '2026-11-08',
          'report-issue': value,
        }),
        eventName: 'schedule',
        event: {},
        apiUrl: e2e.github.url,
      })
      expect(result.code, result.stdout).toBe(0)
      expect(result.outputs).toMatchObject({ rows: '4', 'report-url': '' })
      expect(e2e.github.requests.slice(githubCalls)).toEqual([])
    },
  )

  it('fails on an output file it cannot open before spending any request', async () => {
    const result = await step({
      inputs: inputs({ 'output-file': '/nonexistent-dir/rows.csv' }),
      eventName: 'schedule',
      event: {},
      apiUrl: e2e.github.url,
    })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("input 'output-file'")
    expect(result.stdout).toContain('/nonexistent-dir/rows.csv')
    expect(e2e.platform.requests).toHaveLength(0)
  })

  // Each input's checks are settings.test.ts's, in-process; here one refusal shows that the
  // bundle fails the step with it before any request.
  it.each([[{ period: '7d', 'date-from': '2026-11-01' }, "input 'period'"]])(
    'refuses %o before any request (dist/index.js)',
    async (extra, message) => {
      const result = await e2e.dist({
        inputs: inputs(extra),
        eventName: 'schedule',
        event: {},
        apiUrl: e2e.github.url,
      })
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(message)
      expect(e2e.platform.requests).toHaveLength(0)
    },
  )
})
