/**
 * `auto-fix`, the gaps following their jobs and the after-fix rule, in-process: runInsights and
 * runReconcile with the real platform and GitHub clients against the emulators, on a virtual
 * clock that the platform emulator's job timelines follow too.
 */
import { describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { readDocsSite } from '../src/adapters/docs-site.ts'
import { openRecordsFile } from '../src/adapters/records-file.ts'
import { runInsights } from '../src/flows/insights/run.ts'
import { MAX_JOB_READS } from '../src/fix-loop/follow-up.ts'
import { rankGaps } from '../src/flows/insights/rank.ts'
import type { Gap } from '../src/gaps/registry.ts'
import { runReconcile } from '../src/flows/reconcile/run.ts'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import type { InsightsMemory, RememberedGap } from '../src/insights-memory/memory.ts'
import { changeReportMemory } from '../src/fix-loop/store.ts'
import { renderMarker, readMarker, type StatusMarker } from '../src/marker.ts'
import type { GitHubApi } from '../src/ports/github.ts'
import type { SearchData } from './emulators/platform.ts'
import { issueCommentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { runContext, VirtualClock } from './helpers/fakes.ts'
import { runMessageInProcess } from './helpers/in-process-message.ts'
import { settingsOf } from './helpers/settings.ts'

const START = Date.UTC(2026, 10, 22, 10, 0, 0)
const clock = new VirtualClock(START)
const e2e = useE2e({ platform: { now: () => clock.now() }, githubScope: 'per-test' })
const PR = 'https://github.com/acme/docs/pull/77'
const TITLE = 'Docs insights'

const TERMS = [
  'retry options',
  'webhook secret',
  'rate limits',
  'sso login',
  'pagination cursor',
  'terraform provider',
  'audit logs',
  'custom domain',
  'ip allowlist',
  'billing seats',
  'export pdf',
  'dark mode',
]

/** `n` search gaps, readers in falling order: g1 is the first term, and so on. */
function seed(n: number, hits: (i: number) => number = (i) => 100 - i * 5): void {
  clock.t = START
  const rows: SearchData[] = TERMS.slice(0, n).map((term, i) => ({
    searchQuery: term,
    hits: hits(i),
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-20T10:00:00Z',
  }))
  e2e.platform.setSearches(rows)
  e2e.platform.setFeedback([])
  e2e.platform.setFeedbackByPage([])
  e2e.platform.setConversations([])
}

function logger(logs: string[]) {
  return {
    info: (m: string) => void logs.push(`info: ${m}`),
    warning: (m: string) => void logs.push(`warning: ${m}`),
    debug: (m: string) => void logs.push(`debug: ${m}`),
  }
}

function clients(logs: string[], runId: string) {
  const inputs = e2e.inputs()
  const secrets = [e2e.platform.apiKey, e2e.github.token]
  const context = runContext({ eventName: 'schedule', runId, apiUrl: e2e.github.url })
  const settings = {
    apiKey: inputs['api-key']!,
    projectId: inputs['project-id']!,
    baseUrl: inputs['base-url']!,
  }
  const platform = createPlatformClient(settings, { clock, random: () => 0.5, secrets })
  const github = createGitHubClient({
    token: e2e.github.token,
    apiUrl: e2e.github.url,
    repo: context.repo,
    secrets,
    log: logger(logs),
    // The retry plugin's back-off a millisecond a second; no throttling plugin: these tests are
    // not about the pacing of writes (github-client.test.ts and the steps keep it).
    msPerSecond: 1,
    throttle: false,
  })
  return { context, platform, github }
}

/** One insights run as workflow run `runId`, the fixture's inputs and `extra` laid over them. */
async function insights(extra: Record<string, string> = {}, runId = '500', runAttempt = 1) {
  const inputs = e2e.inputs(extra)
  const now = new Date(clock.now())
  const settings = settingsOf('insights', (name) => inputs[name] ?? '', now)
  const logs: string[] = []
  const { context, platform, github } = clients(logs, runId)
  const result = await runInsights({
    settings: settings.insights,
    platform,
    github,
    readDocsSite,
    openRecordsFile,
    log: logger(logs),
    signal: new AbortController().signal,
    now,
    context: { ...context, runAttempt },
  })
  return { result, logs }
}

async function reconcile(runId = '900') {
  const inputs = e2e.inputs()
  const settings = settingsOf('reconcile', (name) => inputs[name] ?? '', new Date(clock.now()))
  const logs: string[] = []
  const { context, platform, github } = clients(logs, runId)
  const report = await runReconcile({
    settings: settings.reconcile,
    context,
    platform,
    github,
    clock,
    log: logger(logs),
    signal: new AbortController().signal,
  })
  return { report, logs }
}

function reportIssue() {
  const [issue] = e2e.github.issues().filter((i) => i.title === TITLE)
  if (!issue) throw new Error('no report issue')
  return issue
}

function memory(): InsightsMemory {
  return parseMemory(reportIssue().body)
}

function gap(id: string): RememberedGap | undefined {
  return memory().gaps.find((g) => g.id === id)
}

/** The action's own status comments on the report issue, with their markers. */
function statuses(): Array<{ body: string; marker: StatusMarker }> {
  return e2e.github
    .comments(reportIssue().number)
    .filter((c) => c.login === e2e.github.selfLogin)
    .flatMap((c) => {
      const marker = readMarker(c.body)
      return marker?.kind === 'status' ? [{ body: c.body, marker }] : []
    })
}

/** Changes the report issue's memory through the store, as a command would. */
async function change(edit: (gaps: RememberedGap[]) => void): Promise<void> {
  const { github } = clients([], '1')
  const result = await changeReportMemory(github as GitHubApi, reportIssue().number, (m) => {
    const gaps = m.gaps.map((g) => ({ ...g }))
    edit(gaps)
    return JSON.stringify(gaps) === JSON.stringify(m.gaps) ? null : { ...m, gaps }
  })
  expect(result.kind).toBe('changed')
}

/** The ids of the gaps whose prompt went to the platform's job creations, in order. */
function createdFor(): string[] {
  return e2e.platform.creations.map((c) => {
    const term = TERMS.find((t) => c.prompt.includes(t))
    return `g${TERMS.indexOf(term ?? '') + 1}`
  })
}

describe('auto-fix bounds', () => {
  it('auto-fix 0 creates nothing and writes no status comment', async () => {
    seed(5)
    const { result } = await insights({ 'auto-fix': '0' })
    expect(result.failure).toBeNull()
    expect(result.gaps).toBe(5)
    expect(result.jobsCreated).toEqual([])
    expect(e2e.platform.creations).toHaveLength(0)
    expect(e2e.platform.requests.filter((r) => r.route === 'createJob')).toHaveLength(0)
    expect(statuses()).toHaveLength(0)
    expect(memory().gaps.map((g) => g.state)).toEqual(['new', 'new', 'new', 'new', 'new'])
  })

  it('auto-fix 2 of 5 gaps: one job each for the top two, in rank order', async () => {
    seed(5)
    const { result } = await insights({ 'auto-fix': '2' })
    expect(result.failure).toBeNull()
    expect(createdFor()).toEqual(['g1', 'g2'])
    const ids = e2e.platform.creations.map((c) => c.jobId)
    expect(result.jobsCreated).toEqual(ids)
    expect(gap('g1')).toMatchObject({ state: 'fixing', job: { id: ids[0] } })
    expect(gap('g2')).toMatchObject({ state: 'fixing', job: { id: ids[1] } })
    expect(['g3', 'g4', 'g5'].map((id) => gap(id)?.state)).toEqual(['new', 'new', 'new'])
    // One status comment per job, each naming its gap and job.
    expect(statuses().map((s) => [s.marker.fix?.ids, s.marker.jobId])).toEqual([
      [['g1'], ids[0]],
      [['g2'], ids[1]],
    ])
    expect(reportIssue().body).toMatch(/\| \*\*g1\*\* \|.*`fixing` \(job `/)
  })
})

describe('auto-fix hands over only gaps the report shows', () => {
  it('takes its gaps among the `top` shown, each prompt with its evidence', async () => {
    seed(5)
    const { result } = await insights({ 'auto-fix': '3', top: '2' }, '520')
    expect(createdFor()).toEqual(['g1', 'g2'])
    expect(result.jobsCreated).toHaveLength(2)
    for (const { prompt } of e2e.platform.creations) {
      expect(prompt).toMatch(/\d+ searches/)
      expect(prompt).toMatch(/readers' words/i)
    }
    expect(gap('g3')?.state).toBe('new')
  })
})

describe('auto-fix picks only new and open gaps without a job', () => {
  it('skips dismissed, fixing, proposed, still-seen and failed-job gaps; N beyond them takes what is left', async () => {
    seed(8)
    e2e.platform.addJob({ id: 'job_running', initialStatus: 'active' })
    expect((await insights({ 'auto-fix': '0' }, '501')).result.jobsCreated).toEqual([])
    const ended = '2026-11-21T10:00:00.000Z'
    await change((gaps) => {
      const [g1, g2, g3, g4, g5] = gaps
      Object.assign(g1!, { state: 'dismissed', dismissed: { by: 'alice', why: 'no', at: ended } })
      Object.assign(g2!, {
        state: 'fixing',
        job: { id: 'job_running', status: 'active', prLink: null, endedAt: null },
      })
      Object.assign(g3!, {
        state: 'proposed',
        job: { id: 'job_p', status: 'completed', prLink: PR, endedAt: ended },
      })
      Object.assign(g4!, {
        state: 'still-seen',
        job: { id: 'job_s', status: 'completed', prLink: PR, endedAt: ended },
      })
      // Open again after a failed job: it keeps its job, and is not handed over by itself again.
      Object.assign(g5!, {
        state: 'open',
        job: { id: 'job_f', status: 'failed', prLink: null, endedAt: ended },
      })
    })
    const two = await insights({ 'auto-fix': '2' }, '502')
    expect(two.result.failure).toBeNull()
    expect(createdFor()).toEqual(['g6', 'g7'])
    expect(two.result.jobsCreated).toEqual(e2e.platform.creations.map((c) => c.jobId))
    expect(gap('g1')?.state).toBe('dismissed')
    expect(gap('g2')).toMatchObject({ state: 'fixing', job: { id: 'job_running' } })
    expect(gap('g5')).toMatchObject({ state: 'open', job: { id: 'job_f', status: 'failed' } })

    // Five asked for, one actionable gap left (g8): one job.
    const five = await insights({ 'auto-fix': '5' }, '503')
    expect(createdFor()).toEqual(['g6', 'g7', 'g8'])
    expect(five.result.jobsCreated).toEqual([e2e.platform.creations[2]!.jobId])
    // Nothing left: nothing created, no status comment.
    const none = await insights({ 'auto-fix': '5' }, '504')
    expect(none.result.jobsCreated).toEqual([])
    expect(e2e.platform.creations).toHaveLength(3)
    expect(statuses()).toHaveLength(3)
  })
})

describe('auto-fix creates at most once per gap', () => {
  it('a re-run of the same workflow run creates nothing and reports the same jobs', async () => {
    seed(5)
    const first = await insights({ 'auto-fix': '2' }, '600')
    expect(first.result.jobsCreated).toHaveLength(2)
    const again = await insights({ 'auto-fix': '2' }, '600', 2)
    expect(again.result.failure).toBeNull()
    expect(e2e.platform.creations).toHaveLength(2)
    expect(again.result.jobsCreated).toEqual(first.result.jobsCreated)
    expect(statuses()).toHaveLength(2)
    expect(['g1', 'g2', 'g3'].map((id) => gap(id)?.state)).toEqual(['fixing', 'fixing', 'open'])
  })

  it('a re-run after a lost memory write still knows its jobs (from the status comments)', async () => {
    seed(5)
    await insights({ 'auto-fix': '0' }, '609')
    // The first attempt's second write of the report (the one with the jobs) is refused.
    let patches = 0
    e2e.github.onRequest((r) => {
      if (r.route === 'updateIssue' && ++patches === 2)
        e2e.github.addFaults('updateIssue', { kind: 'status', status: 422 })
    })
    const first = await insights({ 'auto-fix': '2' }, '610')
    e2e.github.onRequest(null)
    expect(first.result.jobsCreated).toHaveLength(2)
    expect(first.result.failure).toMatch(/could not write the report issue/)
    expect(gap('g1')?.state).toBe('open')
    const again = await insights({ 'auto-fix': '2' }, '610', 2)
    expect(e2e.platform.creations).toHaveLength(2)
    expect(again.result.jobsCreated).toEqual(first.result.jobsCreated)
    expect(gap('g1')).toMatchObject({ state: 'fixing', job: { id: first.result.jobsCreated[0] } })
  })

  it('creation faults: lost answers are never retried, a refusal takes the next gap, each comment says it', async () => {
    seed(6)
    e2e.platform.addFaults(
      'createJob',
      { kind: 'reset', when: 'after-apply' },
      { kind: 'status', status: 500, apply: true },
      { kind: 'status', status: 400, body: '{"error":"Invalid request"}' },
    )
    const first = await insights({ 'auto-fix': '4' }, '620')
    expect(first.result.failure).toBeNull()
    const posts = () => e2e.platform.requests.filter((r) => r.route === 'createJob')
    // g1: reset after the job was made; g2: 500 after it was made; g3: refused; g4, g5 created.
    expect(posts()).toHaveLength(5)
    expect(e2e.platform.creations).toHaveLength(4)
    const made = e2e.platform.creations.map((c) => c.jobId)
    expect(first.result.jobsCreated).toEqual(made.slice(2))
    const byGap = new Map(statuses().map((s) => [s.marker.fix?.ids[0], s]))
    expect(byGap.get('g1')?.marker).toMatchObject({ sent: true, jobId: null, outcome: 'error' })
    expect(byGap.get('g1')?.body).toMatch(/answer was lost/)
    expect(byGap.get('g2')?.marker).toMatchObject({ sent: true, jobId: null, outcome: 'error' })
    expect(byGap.get('g3')?.marker).toMatchObject({ sent: false, jobId: null, outcome: 'error' })
    expect(byGap.get('g3')?.body).toMatch(/Invalid request|400/)
    expect(byGap.get('g4')?.marker).toMatchObject({ jobId: made[2], outcome: 'sent' })
    expect(['g1', 'g2', 'g3'].map((id) => gap(id)?.state)).toEqual(['new', 'new', 'new'])

    // The re-run: no gap of this run is tried again, whatever its comment says.
    const again = await insights({ 'auto-fix': '4' }, '620', 2)
    expect(posts()).toHaveLength(5)
    expect(again.result.jobsCreated).toEqual(first.result.jobsCreated)
    expect(statuses()).toHaveLength(5)

    // The next workflow run: g1 and g2 may have jobs (in doubt), so they are never handed over by
    // themselves; g3 was refused (nothing made) and may be tried again; g6 takes the last place.
    const next = await insights({ 'auto-fix': '4' }, '621')
    expect(next.result.failure).toBeNull()
    expect(createdFor()).toEqual(['g1', 'g2', 'g4', 'g5', 'g3', 'g6'])
    expect(next.result.jobsCreated).toEqual(e2e.platform.creations.slice(4).map((c) => c.jobId))
    expect(next.logs.join('\n')).toMatch(/g1: an earlier creation for it is in doubt/)
    expect(['g1', 'g2'].map((id) => gap(id)?.state)).toEqual(['open', 'open'])
  })

  it('a rate limit stops the remaining gaps', async () => {
    seed(5)
    e2e.platform.addFaults(
      'createJob',
      { kind: 'rate-limit', retryAfter: '1' },
      { kind: 'rate-limit', retryAfter: '1' },
      { kind: 'rate-limit', retryAfter: '1' },
    )
    const { result } = await insights({ 'auto-fix': '3' }, '630')
    expect(result.jobsCreated).toEqual([])
    expect(e2e.platform.creations).toHaveLength(0)
    expect(e2e.platform.requests.filter((r) => r.route === 'createJob')).toHaveLength(3)
    const [only, ...rest] = statuses()
    expect(rest).toHaveLength(0)
    expect(only?.marker).toMatchObject({ fix: { ids: ['g1'] }, sent: false, outcome: 'error' })
    expect(only?.body).toMatch(/rate|429/i)
    expect(gap('g1')?.state).toBe('new')
  })
})

describe('the gaps follow their jobs', () => {
  it('mode reconcile finishes the auto-fix status comments, and the gaps become proposed', async () => {
    seed(3)
    e2e.platform.setNewJobTemplate({
      timeline: [{ afterMs: 1_000, status: 'completed', prLink: PR }],
    })
    const { result } = await insights({ 'auto-fix': '2' }, '700')
    expect(result.jobsCreated).toHaveLength(2)
    clock.t += 60_000
    const { report } = await reconcile('701')
    expect(report.failed).toBeNull()
    expect(report.finished).toBe(2)
    for (const s of statuses()) {
      expect(s.marker.outcome).toBe('completed')
      expect(s.body).toContain('Completed')
      expect(s.body).toContain(PR)
    }
    const [a, b] = result.jobsCreated
    expect(gap('g1')).toMatchObject({ state: 'proposed', job: { id: a, prLink: PR } })
    expect(gap('g2')).toMatchObject({ state: 'proposed', job: { id: b, prLink: PR } })
    expect(gap('g3')?.state).toBe('new')
    expect(reportIssue().body).toContain(`\`proposed\` ([pull request](${PR}))`)
  })

  it('the next insights run follows fixing jobs itself: completed → proposed, failed → open with its job', async () => {
    seed(3)
    e2e.platform.setNewJobTemplate({
      timeline: [{ afterMs: 1_000, status: 'completed', prLink: PR }],
    })
    const [done] = (await insights({ 'auto-fix': '1' }, '710')).result.jobsCreated
    e2e.platform.setNewJobTemplate({ timeline: [{ afterMs: 1_000, status: 'failed' }] })
    const [failed] = (await insights({ 'auto-fix': '1' }, '711')).result.jobsCreated
    expect(gap('g2')).toMatchObject({ state: 'fixing', job: { id: failed } })
    clock.t += 60_000
    const gets = () => e2e.platform.requests.filter((r) => r.route === 'getJob').length
    const before = gets()
    const next = await insights({ 'auto-fix': '0' }, '712')
    expect(gets() - before).toBe(2)
    expect(next.result.failure).toBeNull()
    expect(gap('g1')).toMatchObject({
      state: 'proposed',
      job: { id: done, status: 'completed', prLink: PR },
    })
    expect(gap('g1')?.job?.endedAt).toBe(new Date(clock.now()).toISOString())
    expect(gap('g2')).toMatchObject({ state: 'open', job: { id: failed, status: 'failed' } })
    // Settled gaps are not read again; an open gap with its failed job is not handed over again.
    const later = await insights({ 'auto-fix': '3' }, '713')
    expect(gets() - before).toBe(2)
    expect(createdFor()).toEqual(['g1', 'g2', 'g3'])
    expect(later.result.jobsCreated).toEqual([e2e.platform.creations[2]!.jobId])
  })

  it(`reads at most ${MAX_JOB_READS} jobs in one run`, async () => {
    seed(12)
    await insights({ 'auto-fix': '0' }, '720')
    for (let i = 1; i <= 12; i++) e2e.platform.addJob({ id: `job_${i}`, initialStatus: 'active' })
    await change((gaps) => {
      gaps.forEach((g, i) => {
        Object.assign(g, {
          state: 'fixing',
          job: { id: `job_${i + 1}`, status: 'active', prLink: null, endedAt: null },
        })
      })
    })
    const gets = () => e2e.platform.requests.filter((r) => r.route === 'getJob')
    const { logs } = await insights({ 'auto-fix': '0' }, '721')
    expect(gets()).toHaveLength(MAX_JOB_READS)
    expect(logs.join('\n')).toContain(`${12 - MAX_JOB_READS} jobs left for the next run`)
    expect(memory().gaps.every((g) => g.state === 'fixing')).toBe(true)
  })
})

describe('following jobs under a rate limit', () => {
  it('stops reading jobs at the first rate limit; the gaps stay fixing', async () => {
    seed(3)
    await insights({ 'auto-fix': '0' }, '730')
    for (let i = 1; i <= 3; i++) e2e.platform.addJob({ id: `job_${i}`, initialStatus: 'active' })
    await change((gaps) => {
      gaps.forEach((g, i) => {
        Object.assign(g, {
          state: 'fixing',
          job: { id: `job_${i + 1}`, status: 'active', prLink: null, endedAt: null },
        })
      })
    })
    e2e.platform.setPersistentFault('getJob', { kind: 'rate-limit', retryAfter: '1' })
    const { result, logs } = await insights({ 'auto-fix': '0' }, '731')
    e2e.platform.setPersistentFault('getJob', null)
    expect(result.failure).toBeNull()
    const jobs = new Set(
      e2e.platform.requests.filter((r) => r.route === 'getJob').map((r) => r.path),
    )
    expect(jobs.size).toBe(1)
    expect(logs.join('\n')).toMatch(/rate limit/i)
    expect(memory().gaps.map((g) => g.state)).toEqual(['fixing', 'fixing', 'fixing'])
  })
})

describe('still seen after the fix', () => {
  it('no verdict before a merge: found again in a window after its job ended, a gap stays proposed (1.4)', async () => {
    seed(3)
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    e2e.github.setPullRequestMerge({ number: 77 }, { state: 'open', mergedAt: null })
    e2e.platform.setNewJobTemplate({
      timeline: [{ afterMs: 1_000, status: 'completed', prLink: PR }],
    })
    const jobs = (await insights({ 'auto-fix': '2' }, '800')).result.jobsCreated
    clock.t += 60_000
    // The next run's window (the last 7 days) began before the jobs ended: not judged yet.
    await insights({ 'auto-fix': '0' }, '801')
    expect(gap('g1')).toMatchObject({ state: 'proposed', job: { id: jobs[0], prLink: PR } })
    const endedAt = gap('g1')?.job?.endedAt
    expect(endedAt).toBe(new Date(clock.now()).toISOString())
    await insights({ 'auto-fix': '0', 'date-from': '2026-11-15', 'date-to': '2026-11-22' }, '802')
    expect(gap('g1')?.state).toBe('proposed')

    // A window that begins after the jobs ended: g1's readers still fail (≥ min-count), g2's
    // searches are below min-count now (no gap found), g3 as before.
    e2e.platform.setSearches([
      {
        searchQuery: 'retry options',
        hits: 40,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-11-24T10:00:00Z',
      },
      {
        searchQuery: 'webhook secret',
        hits: 1,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-11-24T10:00:00Z',
      },
      {
        searchQuery: 'rate limits',
        hits: 40,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: '2026-11-24T10:00:00Z',
      },
    ])
    clock.t = Date.UTC(2026, 10, 30, 8, 0, 0)
    const after = await insights(
      { 'auto-fix': '0', 'date-from': '2026-11-23', 'date-to': '2026-11-29' },
      '803',
    )
    expect(after.result.failure).toBeNull()
    // Its pull request is open: no verdict, whatever readers do meanwhile (1.2's rule is gone).
    expect(gap('g1')).toMatchObject({
      state: 'proposed',
      job: { id: jobs[0], prLink: PR },
      effect: { pr: 'open' },
    })
    expect(gap('g2')).toMatchObject({ state: 'proposed', job: { id: jobs[1], prLink: PR } })
    const body = reportIssue().body
    const row = body.split('\n').find((l) => l.startsWith('| **g1** |'))
    expect(row).toContain('`proposed`')
    expect(row).toContain(PR)
    expect(body).not.toContain('still seen after the fix |')
    expect(body).toMatch(
      /\| g1 \| searches for `retry options` with no click \| .*pull request not merged yet \|/,
    )
    // Proposed is kept by the next run, and not handed over by auto-fix.
    await insights({ 'auto-fix': '5', 'date-from': '2026-11-23', 'date-to': '2026-11-29' }, '804')
    expect(gap('g1')?.state).toBe('proposed')
    expect(createdFor()).toEqual(['g1', 'g2', 'g3'])
  })

  it('rankGaps: a gap still seen after its fix sorts above gaps of the same size, not above bigger ones', () => {
    const search = (key: string, readers: number) =>
      ({ kind: 'search', key, readers, page: null, ctr: 0 }) as unknown as Gap
    const gaps = [search('search:a', 10), search('search:b', 10), search('search:c', 11)]
    const known = [
      { key: 'search:a', firstSeen: '2026-10-01', stillSeen: false },
      { key: 'search:b', firstSeen: '2026-11-01', stillSeen: false },
    ]
    const plain = rankGaps(gaps, { now: '2026-11-30T00:00:00Z', known })
    expect(plain.map((r) => r.gap.key)).toEqual(['search:c', 'search:a', 'search:b'])
    const ranked = rankGaps(gaps, {
      now: '2026-11-30T00:00:00Z',
      known: known.map((k) => ({ ...k, stillSeen: k.key === 'search:b' })),
    })
    expect(ranked.map((r) => r.gap.key)).toEqual(['search:c', 'search:b', 'search:a'])
  })
})

/** A status comment as the action writes it: only its marker matters to the journal. */
function journalComment(marker: Partial<StatusMarker>): string {
  const full: StatusMarker = {
    kind: 'status',
    trigger: 'c-1',
    jobId: null,
    sent: false,
    outcome: 'skipped',
    sentAt: null,
    runId: '77',
    ...marker,
  }
  return `Done.\n\n${renderMarker(full)}`
}

describe('the journal of the report issue', () => {
  it('a fix and a dismiss whose memory write was lost come back with the next insights run', async () => {
    seed(4)
    await insights({ 'auto-fix': '0' }, '850')
    const issue = reportIssue().number
    const at = '2026-11-22T10:30:00.000Z'
    e2e.platform.addJob({ id: 'job_manual', initialStatus: 'active' })
    const self = e2e.github.selfLogin
    e2e.github.addComment(issue, {
      login: self,
      body: journalComment({
        trigger: 'c-2',
        dismiss: { issue, id: 'g2', by: 'alice', why: 'not a docs problem', at },
      }),
    })
    e2e.github.addComment(issue, {
      login: self,
      body: journalComment({
        trigger: 'c-3',
        jobId: 'job_manual',
        sent: true,
        create: true,
        outcome: 'sent',
        fix: { issue, ids: ['g3'] },
      }),
    })
    // The same words from anyone else are not the journal.
    e2e.github.addComment(issue, {
      login: 'mallory',
      body: journalComment({ dismiss: { issue, id: 'g1', by: 'mallory', why: 'x', at } }),
    })
    expect(gap('g2')?.state).toBe('new')
    await insights({ 'auto-fix': '3' }, '851')
    expect(gap('g1')?.state).not.toBe('dismissed')
    expect(gap('g2')).toMatchObject({
      state: 'dismissed',
      dismissed: { by: 'alice', why: 'not a docs problem', at },
    })
    expect(gap('g3')).toMatchObject({ state: 'fixing', job: { id: 'job_manual' } })
    // auto-fix took g1 and g4, never g2 or g3.
    expect(createdFor()).toEqual(['g1', 'g4'])
  })

  it('a dismiss made while the run read the signals is in what the run writes, or in the next run', async () => {
    seed(5)
    await insights({ 'auto-fix': '0' }, '860')
    const issue = reportIssue().number
    const self = e2e.github.selfLogin
    const at = '2026-11-22T10:30:00.000Z'
    const dismissal = (id: string) =>
      journalComment({ trigger: `c-${id}`, dismiss: { issue, id, by: 'bob', why: 'later', at } })
    let lists = 0
    e2e.github.onRequest((r) => {
      // The second listing of the issue's comments is the one just before the run writes.
      if (r.route === 'listComments' && ++lists === 2)
        e2e.github.addComment(issue, { login: self, body: dismissal('g4') })
      // A dismiss that lands after that listing, as the run writes: its write is lost here.
      if (r.route === 'updateIssue')
        e2e.github.addComment(issue, { login: self, body: dismissal('g5') })
    })
    await insights({ 'auto-fix': '0' }, '861')
    e2e.github.onRequest(null)
    expect(gap('g4')).toMatchObject({ state: 'dismissed', dismissed: { by: 'bob' } })
    expect(gap('g5')?.state).toBe('open')
    await insights({ 'auto-fix': '0' }, '862')
    expect(gap('g4')?.state).toBe('dismissed')
    expect(gap('g5')).toMatchObject({ state: 'dismissed', dismissed: { by: 'bob' } })
  })
})

describe('auto-fix and the commands made during the run', () => {
  it('never hands over a gap dismissed or fixed while the run read the signals', async () => {
    seed(5)
    await insights({ 'auto-fix': '0' }, '870')
    const issue = reportIssue().number
    const self = e2e.github.selfLogin
    const at = '2026-11-22T10:30:00.000Z'
    e2e.platform.addJob({ id: 'job_by_hand', initialStatus: 'active' })
    let lists = 0
    e2e.github.onRequest((r) => {
      // Just before the run writes its report: g1 dismissed, g2 handed over by a `fix` command.
      if (r.route !== 'listComments' || ++lists !== 2) return
      e2e.github.addComment(issue, {
        login: self,
        body: journalComment({
          trigger: 'c-g1',
          dismiss: { issue, id: 'g1', by: 'bob', why: 'later', at },
        }),
      })
      e2e.github.addComment(issue, {
        login: self,
        body: journalComment({
          trigger: 'c-g2',
          jobId: 'job_by_hand',
          sent: true,
          create: true,
          outcome: 'sent',
          fix: { issue, ids: ['g2'] },
        }),
      })
    })
    const { result } = await insights({ 'auto-fix': '2' }, '871')
    e2e.github.onRequest(null)
    expect(createdFor()).toEqual(['g3', 'g4'])
    expect(result.jobsCreated).toEqual(e2e.platform.creations.map((c) => c.jobId))
    expect(gap('g1')).toMatchObject({ state: 'dismissed' })
    expect(gap('g1')?.job).toBeUndefined()
    expect(gap('g2')).toMatchObject({ state: 'fixing', job: { id: 'job_by_hand' } })
  })

  it('gives way to a `fix` command under way on its gap, and takes the next gap instead', async () => {
    seed(5)
    await insights({ 'auto-fix': '0' }, '880')
    const issue = reportIssue().number
    const self = e2e.github.selfLogin
    let creates = 0
    e2e.github.onRequest((r) => {
      // Right after auto-fix writes its claim on g1, a maintainer's `fix g1` shows its own.
      if (r.route !== 'createComment' || ++creates !== 1) return
      e2e.github.addComment(issue, {
        login: self,
        body: journalComment({ trigger: 'comment-42', outcome: null, fix: { issue, ids: ['g1'] } }),
      })
    })
    const { result } = await insights({ 'auto-fix': '1' }, '881')
    e2e.github.onRequest(null)
    expect(createdFor()).toEqual(['g2'])
    expect(result.jobsCreated).toHaveLength(1)
    const gaveWay = statuses().find(
      (s) => s.marker.fix?.ids[0] === 'g1' && s.marker.trigger !== 'comment-42',
    )
    expect(gaveWay?.marker).toMatchObject({ sent: false, outcome: 'rejected', jobId: null })
    expect(gaveWay?.body).toContain('is under way')
  })
})

type Counts = Record<string, number>

function byRoute(routes: string[]): Counts {
  const out: Counts = {}
  for (const r of routes) out[r] = (out[r] ?? 0) + 1
  return out
}

/** The requests `step` made: analytics and agent (platform), and GitHub, by route. */
async function measure(
  step: () => Promise<unknown>,
): Promise<{ platform: Counts; github: Counts }> {
  const p = e2e.platform.requests.length
  const g = e2e.github.requests.length
  await step()
  return {
    platform: byRoute(e2e.platform.requests.slice(p).map((r) => r.route)),
    github: byRoute(e2e.github.requests.slice(g).map((r) => r.route)),
  }
}

describe('requests the loop spends per gap', () => {
  it('insights with auto-fix 1, a fix command, reconcile, the next insights run', async () => {
    seed(3)
    e2e.github.setPermission('alice', 'write')
    await insights({ 'auto-fix': '0' }, '950')
    e2e.platform.setNewJobTemplate({
      timeline: [{ afterMs: 1_000, status: 'completed', prLink: PR }],
    })
    const table: Record<string, { platform: Counts; github: Counts }> = {}
    table['insights, auto-fix 1'] = await measure(() => insights({ 'auto-fix': '1' }, '951'))
    const issue = reportIssue().number
    const body = '/docs-agent fix g2'
    const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
    const event = issueCommentEvent({ body, commentId, issueNumber: issue })
    table['fix command, wait false'] = await measure(async () => {
      const run = await runMessageInProcess(e2e, clock, {
        eventName: 'issue_comment',
        event,
        extra: { wait: 'false' },
        runId: '952',
      })
      expect(run.report.outcome).toBe('sent')
    })
    clock.t += 60_000
    table['reconcile (2 jobs)'] = await measure(async () => {
      expect((await reconcile('953')).report.finished).toBe(2)
    })
    table['next insights run'] = await measure(() => insights({ 'auto-fix': '0' }, '954'))
    expect(gap('g1')?.state).toBe('proposed')
    expect(gap('g2')?.state).toBe('proposed')
    // Per gap: analytics requests are the run's (one per signal page, shared by every gap found);
    // the agent's are one creation, and one read by reconcile (or by the next insights run).
    expect(table).toEqual({
      'insights, auto-fix 1': {
        platform: { getSearches: 1, getFeedbackByPage: 1, getConversations: 1, createJob: 1 },
        github: {
          graphql: 1,
          // Once, before any analytics request (preflight.ts).
          listIssues: 1,
          listComments: 4,
          // Each write's read and check; auto-fix's hand-over reads first, before the lock.
          getIssue: 5,
          updateIssue: 2,
          createComment: 1,
          updateComment: 1,
          // The write lock, taken and given back: the report, then auto-fix's hand-over.
          issueReaction: 2,
          deleteIssueReaction: 2,
        },
      },
      'fix command, wait false': {
        platform: { createJob: 1 },
        github: {
          graphql: 1,
          // Before the claim, then once after it for each check: the same trigger (claim.ts) and
          // the same gaps (fix-loop/commands.ts).
          listComments: 4,
          permission: 1,
          getIssue: 4,
          createComment: 1,
          // 👀 only: a sent command gets no final reaction until reconcile knows the outcome.
          reaction: 1,
          updateComment: 3,
          updateIssue: 1,
          issueReaction: 1,
          deleteIssueReaction: 1,
        },
      },
      'reconcile (2 jobs)': {
        platform: { getJob: 2 },
        github: {
          graphql: 1,
          listRepoComments: 1,
          getComment: 2,
          updateComment: 2,
          reaction: 1,
          // Looking for a 😕 to take back (a `sent` of an earlier version left one): none here.
          listReactions: 1,
          // Per job: a first read (a change the memory has needs no lock), the read and check.
          getIssue: 6,
          updateIssue: 2,
          issueReaction: 2,
          deleteIssueReaction: 2,
        },
      },
      'next insights run': {
        platform: { getSearches: 1, getFeedbackByPage: 1, getConversations: 1 },
        // One read of each handed-over gap's pull request (here 404: not judged, read again).
        github: {
          graphql: 1,
          listIssues: 1,
          listComments: 2,
          getIssue: 2,
          updateIssue: 1,
          pullRequest: 2,
          issueReaction: 1,
          deleteIssueReaction: 1,
        },
      },
    })
  })
})

describe('one status comment, whichever flow creates the job', () => {
  /** A body with what differs between two requests (who, which gap, job, run, time) named. */
  function normalized(
    body: string,
    names: { actor: string; gap: string; job: string; runId: string; trigger: string },
  ): string {
    return body
      .replaceAll(names.trigger, '<trigger>')
      .replaceAll(names.job, '<job>')
      .replaceAll(names.gap, '<gap>')
      .replaceAll(names.actor, '<actor>')
      .replaceAll(`/runs/${names.runId}`, '/runs/<run>')
      .replaceAll(`"runId":"${names.runId}"`, '"runId":"<run>"')
      .replace(/"sentAt":\d+/, '"sentAt":0')
  }

  it('auto-fix and a `fix` command that started a job write the same comment and marker', async () => {
    seed(3)
    e2e.github.setPermission('alice', 'write')
    await insights({ 'auto-fix': '1' }, '960')
    const issue = reportIssue().number
    const body = '/docs-agent fix g2'
    const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
    const event = issueCommentEvent({ body, commentId, issueNumber: issue })
    const run = await runMessageInProcess(e2e, clock, {
      eventName: 'issue_comment',
      event,
      extra: { wait: 'false' },
      runId: '961',
    })
    expect(run.report.outcome).toBe('sent')
    const [auto, command] = statuses()
    const [autoJob, commandJob] = e2e.platform.creations.map((c) => c.jobId)
    expect(auto?.marker.trigger).toBe('auto-fix-960-g1')
    expect(command?.marker.trigger).toBe(`comment-${commentId}`)
    // One state model and one view (src/status/): the same comment but for who, what and when.
    const autoNames = { actor: 'auto-fix', gap: 'g1', job: autoJob!, runId: '960' }
    const commandNames = { actor: 'alice', gap: 'g2', job: commandJob!, runId: '961' }
    const a = normalized(auto!.body, { ...autoNames, trigger: auto!.marker.trigger })
    const c = normalized(command!.body, { ...commandNames, trigger: command!.marker.trigger })
    expect(a).toBe(c)
    expect(a).toContain('🆕 **Started** job `<job>` (not waiting for it to finish)')
    expect(a).toContain('| Job status | `active` |')
    // Each marker reads back as the other's, field for field, but for the request's own values.
    const fields = (m: StatusMarker) => ({
      ...m,
      trigger: '',
      jobId: '',
      runId: '',
      fix: m.fix?.issue,
      shown: m.shown?.command,
    })
    expect(fields(auto!.marker)).toEqual(fields(command!.marker))
    expect(auto?.marker).toMatchObject({
      sent: true,
      confirmed: true,
      create: true,
      outcome: 'sent',
    })
  })
})
