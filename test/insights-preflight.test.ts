/**
 * Issue 24: with a report issue, an insights run reads it before it spends a single analytics
 * request (the organisation has 100 an hour). In-process against the emulators: GitHub refusing
 * connections, GitHub refusing the issues, and the runs that go on.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { readDocsSite } from '../src/adapters/docs-site.ts'
import { openRecordsFile } from '../src/adapters/records-file.ts'
import { runInsights } from '../src/flows/insights/run.ts'
import { ActionError } from '../src/errors.ts'
import { useE2e } from './helpers/e2e.ts'
import { runContext, VirtualClock } from './helpers/fakes.ts'
import { refusingDispatcher } from './helpers/refusing-dispatcher.ts'
import { settingsOf } from './helpers/settings.ts'
import { searchRows } from './helpers/analytics-data.ts'

const clock = new VirtualClock(Date.UTC(2026, 10, 22, 10))
const e2e = useE2e({ platform: { now: () => clock.now() }, githubScope: 'per-test' })

const analytics = () => e2e.platform.requests.filter((r) => r.path.includes('/analytics/'))

async function insights(
  extra: Record<string, string>,
  options: { refused?: boolean; openFile?: typeof openRecordsFile } = {},
) {
  const inputs = e2e.inputs(extra)
  const now = new Date(clock.now())
  const settings = settingsOf('insights', (name) => inputs[name] ?? '', now).insights
  const secrets = [e2e.platform.apiKey, e2e.github.token]
  const context = runContext({ eventName: 'schedule', runId: '700', apiUrl: e2e.github.url })
  const logs: string[] = []
  const log = {
    info: (m: string) => void logs.push(m),
    warning: (m: string) => void logs.push(m),
    debug: () => {},
  }
  const platform = createPlatformClient(
    { apiKey: e2e.platform.apiKey, projectId: e2e.platform.projectId, baseUrl: e2e.platform.url },
    { clock, random: () => 0.5, secrets },
  )
  const github = createGitHubClient({
    token: e2e.github.token,
    apiUrl: e2e.github.url,
    repo: context.repo,
    secrets,
    log,
    // Retries pass at once: a second is a millisecond here.
    msPerSecond: 1,
    ...(options.refused ? { dispatcher: refusingDispatcher() } : {}),
  })
  const run = runInsights({
    settings,
    platform,
    github: settings.reportIssue === null ? null : github,
    readDocsSite,
    openRecordsFile: options.openFile ?? openRecordsFile,
    log,
    signal: new AbortController().signal,
    now,
    context,
  })
  return { run, logs }
}

function seed(): void {
  e2e.platform.setSearches(searchRows(400))
  e2e.platform.setFeedback([])
  e2e.platform.setFeedbackByPage([])
  e2e.platform.setConversations([])
}

describe('insights: the report issue is read before any analytics request (issue 24)', () => {
  it('fails at once, no analytics request spent, when GitHub cannot be reached', async () => {
    seed()
    const { run } = await insights({ 'min-count': '1' }, { refused: true })
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ActionError)
    expect((error as ActionError).message).toMatch(
      /^could not read the issues for the report issue 'Docs insights', so no analytics request was spent: .*ECONNREFUSED/,
    )
    expect((error as ActionError).hint).toContain("'report-issue: none'")
    expect(analytics()).toHaveLength(0)
    expect(e2e.platform.analyticsRequestsThisHour).toBe(0)
  })

  it('lets the output file go when the run fails before writing it', async () => {
    seed()
    const events: string[] = []
    const openFile: typeof openRecordsFile = async (path, format) => {
      const file = await openRecordsFile(path, format)
      return {
        write: async (meta, records) => {
          await file.write(meta, records)
          events.push('write')
        },
        close: async () => {
          await file.close()
          events.push('close')
        },
      }
    }
    const path = join(e2e.tempDir(), 'gaps.json')
    const { run } = await insights({ 'output-file': path }, { refused: true, openFile })
    await expect(run).rejects.toThrow(/could not read the issues/)
    expect(events).toEqual(['close'])
    // Opened, so checked, before any request; left empty by the failed run.
    expect(readFileSync(path, 'utf8')).toBe('')
  })

  it('fails at once when GitHub refuses the issues to the token', async () => {
    seed()
    e2e.github.addFaults('listIssues', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    })
    const { run } = await insights({ 'min-count': '1' })
    await expect(run).rejects.toThrow(/could not read the issues .*Resource not accessible/)
    expect(analytics()).toHaveLength(0)
  })

  it('reads the signals and writes the report when both answer', async () => {
    seed()
    const { run } = await insights({ 'min-count': '1', signals: 'searches' })
    const result = await run
    expect(result.failure).toBeNull()
    expect(result.requests).toBeGreaterThan(0)
    expect(result.reportUrl).toMatch(/\/issues\/\d+$/)
    // Once, before reading: the issue found then is the one the report is written to.
    expect(e2e.github.requests.filter((r) => r.route === 'listIssues')).toHaveLength(1)
    const first = e2e.github.requests.findIndex((r) => r.route === 'listIssues')
    const analytics = e2e.platform.requests.length
    expect(first).toBeGreaterThanOrEqual(0)
    expect(analytics).toBeGreaterThan(0)
  })

  it('does not ask GitHub at all with report-issue none', async () => {
    seed()
    const { run } = await insights(
      { 'min-count': '1', signals: 'searches', 'report-issue': 'none' },
      { refused: true },
    )
    const result = await run
    expect(result.failure).toBeNull()
    expect(result.requests).toBeGreaterThan(0)
    expect(e2e.github.requests).toHaveLength(0)
  })
})
