// The cost of judging fixes (issue 26), for `npm run bench`: weekly insights runs in process
// against the emulators, with 10 gaps handed over and their pull requests merged: the GitHub
// reads per judged gap, the analytics requests against the same weeks without handed-over gaps
// (none extra), and the memory's size at its worst case.
import { randomBytes } from 'node:crypto'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { readDocsSite } from '../src/adapters/docs-site.ts'
import { openRecordsFile } from '../src/adapters/records-file.ts'
import { runInsights } from '../src/flows/insights/run.ts'
import {
  MEMORY_BUDGET,
  parseMemory,
  replaceMemory,
  serializeMemory,
  trimMemory,
} from '../src/insights-memory/memory-marker.ts'
import { MAX_HISTORY, type RememberedGap } from '../src/insights-memory/memory.ts'
import { startGitHubEmulator, type GitHubEmulator } from '../test/emulators/github.ts'
import type { PlatformEmulator } from '../test/emulators/platform.ts'
import { runContext, VirtualClock } from '../test/helpers/fakes.ts'
import { settingsOf } from '../test/helpers/settings.ts'

type Add = (what: string, figure: string, target: string, verdict: boolean | null) => void

const DAY = 86_400_000
const START = Date.UTC(2026, 9, 5)
const MERGED = '2026-10-26T12:00:00Z'
const HANDED = 10
const silent = { info: () => {}, warning: () => {}, debug: () => {} }

/** One weekly run (week 0 from 2026-10-05); the requests it sent to GitHub and the platform. */
async function week(platform: PlatformEmulator, github: GitHubEmulator, n: number, after: boolean) {
  const from = START + n * 7 * DAY
  const clock = new VirtualClock(from + 7 * DAY + 7 * 3_600_000)
  platform.setSearches(
    Array.from({ length: 40 }, (_, i) => ({
      searchQuery: `term ${i} end`,
      hits: after && i < HANDED / 2 ? 3 : 140 - i,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: new Date(from + DAY).toISOString(),
    })),
  )
  const day = (t: number): string => new Date(t).toISOString().slice(0, 10)
  const inputs: Record<string, string> = {
    'api-key': platform.apiKey,
    'project-id': platform.projectId,
    'base-url': platform.url,
    'github-token': github.token,
    'min-count': '20',
    signals: 'searches',
    top: '40',
    'date-from': day(from),
    'date-to': day(from + 7 * DAY),
  }
  const now = new Date(clock.now())
  const settings = settingsOf('insights', (name) => inputs[name] ?? '', now).insights
  const context = runContext({ eventName: 'schedule', runId: '800', apiUrl: github.url })
  const secrets = [platform.apiKey, github.token]
  const client = createGitHubClient({
    token: github.token,
    apiUrl: github.url,
    repo: context.repo,
    secrets,
    log: silent,
    msPerSecond: 1,
  })
  const [g, p] = [github.requests.length, platform.requests.length]
  const result = await runInsights({
    settings,
    platform: createPlatformClient(
      { apiKey: platform.apiKey, projectId: platform.projectId, baseUrl: platform.url },
      { clock, random: () => 0.5, secrets },
    ),
    github: client,
    readDocsSite,
    openRecordsFile,
    log: silent,
    signal: new AbortController().signal,
    now,
    context,
  })
  const sent = github.requests.slice(g)
  return {
    result,
    client,
    reads: sent.filter((r) => r.route === 'pullRequest').length,
    analytics: platform.requests.length - p,
  }
}

/** Six weeks, with (or without) 10 gaps handed over after week 2 and merged in week 3. */
async function weeks(platform: PlatformEmulator, handOver: boolean) {
  const github = await startGitHubEmulator()
  try {
    let reads = 0
    let analytics = 0
    // Output `fixed` lists a gap in the run that first judged it: the weeks' lists together.
    const fixed: string[] = []
    for (let n = 0; n < 6; n++) {
      if (n === 3 && handOver) await handOverGaps(github)
      const w = await week(platform, github, n, n >= 4)
      reads += w.reads
      analytics += w.analytics
      fixed.push(...w.result.fixed)
    }
    const issue = github.issues().find((i) => i.title === 'Docs insights')
    return { reads, analytics, fixed, marker: serializeMemory(parseMemory(issue?.body)).length }
  } finally {
    await github.close()
  }
}

async function handOverGaps(github: GitHubEmulator): Promise<void> {
  const issue = github.issues().find((i) => i.title === 'Docs insights')!
  const memory = parseMemory(issue.body)
  let pr = 100
  memory.gaps = memory.gaps.map((g, i) => {
    if (i >= HANDED) return g
    github.addIssue({ number: ++pr, isPullRequest: true })
    github.setPullRequestMerge({ number: pr }, { state: 'closed', mergedAt: MERGED })
    const prLink = `https://github.com/acme/docs/pull/${pr}`
    return {
      ...g,
      state: 'proposed',
      job: { id: `job-${i}`, status: 'completed', prLink, endedAt: MERGED },
    }
  })
  const client = createGitHubClient({
    token: github.token,
    apiUrl: github.url,
    repo: { owner: 'acme', repo: 'docs' },
    secrets: [github.token],
    log: silent,
    msPerSecond: 1,
  })
  await client.updateIssue(issue.number, { body: replaceMemory(issue.body, memory) })
}

/** The largest memory the bounds allow, trimmed: incompressible text at every limit, full histories. */
function worstCase(): { chars: number; gaps: number; withHistory: number } {
  const noise = (n: number): string => randomBytes(n).toString('base64').slice(0, n)
  const history = Array.from({ length: MAX_HISTORY }, (_, i) => ({
    from: new Date(START + i * 7 * DAY + 3_600_123).toISOString(),
    to: new Date(START + (i + 1) * 7 * DAY + 3_600_123).toISOString(),
    count: 999_999_937 - i,
    searches: 999_999_991 - i,
    clicks: 999_999_929 - i,
    views: 999_999_863 - i,
  }))
  const gaps: RememberedGap[] = Array.from({ length: 600 }, (_, i) => ({
    id: `g${i + 1}`,
    key: `search:${noise(190)}`,
    kind: 'search',
    label: noise(80),
    state: 'proposed',
    firstSeen: '2026-01-01',
    lastSeen: '2026-11-16',
    runs: 1_000_000,
    page: noise(200),
    history,
    job: { id: noise(100), status: noise(40), prLink: noise(300), endedAt: MERGED },
  }))
  const trimmed = trimMemory({ version: 1, nextId: 601, gaps })
  return {
    chars: serializeMemory(trimmed).length,
    gaps: trimmed.gaps.length,
    withHistory: trimmed.gaps.filter((g) => g.history).length,
  }
}

export async function fixesBench(platform: PlatformEmulator, add: Add): Promise<void> {
  platform.reset()
  const plain = await weeks(platform, false)
  platform.reset()
  const judged = await weeks(platform, true)
  add(
    'Fixes: GitHub reads per judged gap (10 merged pull requests, 6 weekly runs)',
    `${(judged.reads / HANDED).toFixed(1)} (${judged.reads} in all; ${judged.fixed.length} judged fixed)`,
    '1',
    judged.reads === HANDED && judged.fixed.length === HANDED / 2,
  )
  add(
    'Fixes: extra analytics requests for judging (same 6 weeks without handed-over gaps)',
    `${judged.analytics - plain.analytics} (${judged.analytics} against ${plain.analytics})`,
    '0',
    judged.analytics === plain.analytics,
  )
  add(
    'Fixes: memory marker after 6 weeks of 40 gaps with history',
    `${judged.marker.toLocaleString('en-US')} characters`,
    `≤ ${MEMORY_BUDGET.toLocaleString('en-US')}`,
    judged.marker <= MEMORY_BUDGET,
  )
  const worst = worstCase()
  add(
    'Fixes: memory marker at its worst case (600 handed-over gaps, every field at its limit)',
    `${worst.chars.toLocaleString('en-US')} characters; ${worst.gaps} gaps kept, ${worst.withHistory} with history`,
    `≤ ${MEMORY_BUDGET.toLocaleString('en-US')}`,
    worst.chars <= MEMORY_BUDGET,
  )
}
