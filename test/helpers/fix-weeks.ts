/**
 * Weekly insights runs against the emulators, for the tests of a fix's verdict: `week(n, …)` sets
 * the platform's rows for week `n` (from Monday 2026-10-05) and runs the insights flow at the end
 * of it; `handOver` gives gaps a job that ended with a pull request, as the fix loop does;
 * `gap(label)`, `issue()` and `records()` read what the run wrote.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createGitHubClient } from '../../src/adapters/github/client.ts'
import { createPlatformClient } from '../../src/adapters/platform/client.ts'
import { readDocsSite } from '../../src/adapters/docs-site.ts'
import { openRecordsFile } from '../../src/adapters/records-file.ts'
import { runInsights } from '../../src/flows/insights/run.ts'
import { parseMemory, replaceMemory } from '../../src/insights-memory/memory-marker.ts'
import type { RememberedGap } from '../../src/insights-memory/memory.ts'
import type { Logger } from '../../src/ports/runtime.ts'
import type { E2e } from './e2e.ts'
import { runContext, type VirtualClock } from './fakes.ts'
import { settingsOf } from './settings.ts'

export const DAY = 86_400_000
/** Monday 2026-10-05: week 0 runs from it to 2026-10-12. */
export const START = Date.UTC(2026, 9, 5)
/** Inside week 3 (2026-10-26 to 11-02): weeks 0–2 lie wholly before it, 4 on wholly after. */
export const MERGED = '2026-10-26T12:00:00Z'

/** Thumbs-down and views by page, for runs that read `feedback,views`. */
interface Pages {
  down: Record<string, number>
  views: Record<string, number>
}

export function fixWeeks(e2e: E2e, clock: VirtualClock, options: { minCount?: number } = {}) {
  const output = join(mkdtempSync(join(tmpdir(), 'fix-weeks-')), 'gaps.json')
  const quiet: Logger = { info: () => {}, warning: () => {}, debug: () => {} }
  const github = (log: Logger = quiet) => {
    const context = runContext({ eventName: 'schedule', runId: '700', apiUrl: e2e.github.url })
    const client = createGitHubClient({
      token: e2e.github.token,
      apiUrl: e2e.github.url,
      repo: context.repo,
      secrets: [e2e.platform.apiKey, e2e.github.token],
      log,
      msPerSecond: 1,
    })
    return { context, client }
  }

  function setRows(from: number, searches: Record<string, number>, pages?: Pages): void {
    e2e.platform.setSearches(
      Object.entries(searches).map(([searchQuery, hits]) => ({
        searchQuery,
        hits,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: new Date(from + DAY).toISOString(),
      })),
    )
    e2e.platform.setFeedback([])
    e2e.platform.setFeedbackByPage(
      Object.entries(pages?.down ?? {}).map(([path, down]) => ({
        path,
        thumbsUp: 5,
        thumbsDown: down,
        code: 0,
        total: down + 5,
      })),
    )
    e2e.platform.setViews({
      rows: Object.entries(pages?.views ?? {}).map(([path, human]) => ({
        path,
        human,
        ai: 0,
        total: human,
      })),
    })
    e2e.platform.setConversations([])
  }

  /** One weekly run over week `n` (0: 2026-10-05 to 2026-10-12) with `searches` as rows. */
  async function week(n: number, searches: Record<string, number>, pages?: Pages) {
    const from = START + n * 7 * DAY
    clock.t = from + 7 * DAY + 7 * 3_600_000
    setRows(from, searches, pages)
    const day = (t: number): string => new Date(t).toISOString().slice(0, 10)
    const inputs = e2e.inputs({
      'min-count': String(options.minCount ?? (pages ? 45 : 20)),
      signals: pages ? 'feedback,views' : 'searches',
      'date-from': day(from),
      'date-to': day(from + 7 * DAY),
      'output-file': output,
    })
    const now = new Date(clock.now())
    const settings = settingsOf('insights', (name) => inputs[name] ?? '', now).insights
    const logs: string[] = []
    const log = {
      info: (m: string) => void logs.push(m),
      warning: (m: string) => void logs.push(m),
      debug: () => {},
    }
    const { context, client } = github(log)
    const platform = createPlatformClient(
      { apiKey: e2e.platform.apiKey, projectId: e2e.platform.projectId, baseUrl: e2e.platform.url },
      { clock, random: () => 0.5, secrets: [e2e.platform.apiKey, e2e.github.token] },
    )
    const result = await runInsights({
      settings,
      platform,
      github: client,
      readDocsSite,
      openRecordsFile,
      log,
      signal: new AbortController().signal,
      now,
      context,
    })
    return { result, logs }
  }

  function issue() {
    const found = e2e.github.issues().find((i) => i.title === 'Docs insights')
    if (!found) throw new Error('no report issue')
    return found
  }
  const memory = () => parseMemory(issue().body)
  const gap = (label: string): RememberedGap => {
    const found = memory().gaps.find((g) => g.label === label)
    if (!found) throw new Error(`no gap ${label}`)
    return found
  }
  /** The report table's row of the gap labelled `label`. */
  const row = (label: string): string => {
    const id = gap(label).id
    return (
      issue()
        .body.split('\n')
        .find((l) => l.startsWith(`| **${id}** |`)) ?? ''
    )
  }
  /** The Fixes table's row of the gap labelled `label`. */
  const fixesRow = (label: string): string => {
    const id = gap(label).id
    return (
      issue()
        .body.split('\n')
        .find((l) => l.startsWith(`| ${id} | `)) ?? ''
    )
  }

  /** Hands gaps to jobs that ended (at `endedAt`) with pull requests, as the fix loop does. */
  async function handOver(prs: Record<string, string>, endedAt = MERGED): Promise<void> {
    const now = memory()
    now.gaps = now.gaps.map((g) =>
      prs[g.label]
        ? {
            ...g,
            state: 'proposed' as const,
            job: { id: `job-${g.id}`, status: 'completed', prLink: prs[g.label]!, endedAt },
          }
        : g,
    )
    await github().client.updateIssue(issue().number, { body: replaceMemory(issue().body, now) })
  }

  /** GitHub requests for pull requests so far. */
  const reads = () =>
    e2e.github.requests.filter((r) => r.route === 'pullRequest' || r.route === 'foreignPull').length

  /** The records of the output file, as the last run wrote them. */
  const records = () =>
    (JSON.parse(readFileSync(output, 'utf8')) as { records: Array<Record<string, unknown>> })
      .records

  return { week, issue, memory, gap, row, fixesRow, handOver, reads, records }
}
