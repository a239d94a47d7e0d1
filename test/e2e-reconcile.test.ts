/**
 * End-to-end, `mode: reconcile`: the action sweeping a repository's comments against the
 * emulators, in-process on virtual time (helpers/in-process-step.ts), and as the bundled
 * dist/index.js in child processes where steps run at once or take a signal: a mix of finished, running, failed, foreign and final comments; two
 * sweeps at once and a sweep racing a waiting run; faults on single comments and jobs, a rate
 * limit, SIGTERM; and `wait: false` plus a sweep ending as `wait: true` would.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { readMarker, renderMarker, type StatusMarker } from '../src/marker.ts'
import { NOT_ACCESSIBLE } from './emulators/github.ts'
import { commentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { jobEnding, killWhen } from './helpers/scenario.ts'
import { deferred, until } from './helpers/wait.ts'

const SELF = 'github-actions[bot]'
/**
 * The platform's clock runs ahead of the wall clock by `skew`: a test ends a job's work by moving
 * it on, instead of sleeping until the job's timeline gets there.
 */
let skew = 0
// A sweep reads the whole repository: each test gets a repository of its own.
const e2e = useE2e({
  platform: { now: () => Date.now() + skew },
  githubScope: 'per-test',
  runner: 'in-process',
})
beforeEach(() => {
  skew = 0
})

const sweep = (
  extra: Record<string, string> = {},
  options: {
    onSpawn?: Parameters<typeof e2e.step>[0]['onSpawn']
    runId?: string
    /** Run it as dist/index.js in a child process. */
    dist?: boolean
  } = {},
) =>
  (options.dist ? e2e.dist : e2e.step)({
    inputs: e2e.inputs({ mode: 'reconcile', ...extra }),
    eventName: 'schedule',
    event: { schedule: '*/15 * * * *' },
    apiUrl: e2e.github.url,
    runId: options.runId ?? '9000',
    ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
  })

let nextIssue = 800
/**
 * A command on a fresh pull request and this action's status comment for it, as an earlier run
 * left it (`fields` change its marker; `login` writes it as someone else).
 */
function leftComment(
  jobId: string,
  fields: Partial<StatusMarker> = {},
  options: { login?: string; updatedAt?: string } = {},
) {
  const { github } = e2e
  const issue = ++nextIssue
  github.addIssue({ number: issue, isPullRequest: true })
  const commandId = github.addComment(issue, {
    body: `/docs-agent work on ${jobId}`,
    login: 'alice',
  })
  const marker: StatusMarker = {
    kind: 'status',
    trigger: `comment-${commandId}`,
    jobId,
    sent: true,
    confirmed: true,
    outcome: 'sent',
    sentAt: Date.parse('2026-11-22T09:00:00Z'),
    runId: '501',
    shown: { actor: 'alice', command: '/docs-agent', prompt: `work on ${jobId}` },
    ...fields,
  }
  const login = options.login ?? SELF
  const id = github.addComment(issue, {
    body: `${renderMarker(marker)}\n📨 **Sent** to job \`${jobId}\` (not waiting for it to finish)\n`,
    login,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    ...(options.updatedAt ? { updatedAt: options.updatedAt } : {}),
  })
  return {
    issue,
    commandId,
    id,
    body: () => github.comments(issue).find((c) => c.id === id)?.body ?? '',
  }
}

const PR_LINK = 'https://github.com/acme/docs/pull/77'
const jobRoute = () => e2e.platform.requests.filter((r) => r.route === 'getJob')

describe('mode: reconcile', () => {
  it('finishes what ended, leaves what runs, ignores what is not its own, final or too old', async () => {
    e2e.platform.addJob({ id: 'job_done', initialStatus: 'completed', initialPrLink: PR_LINK })
    e2e.platform.addJob({ id: 'job_failed', initialStatus: 'failed' })
    e2e.platform.addJob({ id: 'job_running', initialStatus: 'active' })
    e2e.platform.addJob({ id: 'job_twice', initialStatus: 'archived' })
    const done = leftComment('job_done')
    const failed = leftComment('job_failed', { outcome: 'timed-out' })
    const running = leftComment('job_running')
    const twiceA = leftComment('job_twice', { outcome: 'cancelled' })
    const twiceB = leftComment('job_twice')
    const foreign = leftComment('job_done', {}, { login: 'mallory' })
    const final = leftComment('job_done', { outcome: 'completed' })
    const old = leftComment('job_done', {}, { updatedAt: '2026-10-01T00:00:00Z' })
    const untouched = [foreign, final, old].map((c) => c.body())

    const result = await sweep()
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({
      checked: '5',
      finished: '4',
      running: '1',
      requests: '4',
    })
    // One GET per distinct job, and one listing page (fewer than 100 comments).
    expect(
      jobRoute()
        .map((r) => r.path.split('/').at(-1))
        .sort(),
    ).toEqual(['job_done', 'job_failed', 'job_running', 'job_twice'])
    expect(e2e.github.requests.filter((r) => r.route === 'listRepoComments')).toHaveLength(1)

    expect(done.body()).toContain('✅ **Completed** — job `job_done`')
    expect(done.body()).toContain('[acme/docs#77](https://github.com/acme/docs/pull/77)')
    expect(done.body()).toContain('> work on job\\_done')
    expect(readMarker(done.body())).toMatchObject({ outcome: 'completed', runId: '501' })
    expect(e2e.github.reactions(done.commandId)).toEqual(['rocket'])
    expect(failed.body()).toContain('❌ **Failed**')
    expect(e2e.github.reactions(failed.commandId)).toEqual(['confused'])
    expect(twiceA.body()).toContain('🗄️ **Archived**')
    expect(twiceB.body()).toContain('🗄️ **Archived**')
    expect(readMarker(running.body())).toMatchObject({ outcome: 'sent' })
    expect([foreign, final, old].map((c) => c.body())).toEqual(untouched)
    expect(result.summary).toContain('## 🔁 Docs agent: reconcile')
    expect(result.summary).toContain('| Finished now | 4 |')
    expect(result.summary).toContain('⏳ job still running')
  })

  it('never sends a message or creates a job', async () => {
    e2e.platform.addJob({ id: 'job_x', initialStatus: 'completed' })
    leftComment('job_x')
    await sweep()
    expect(e2e.platform.requests.every((r) => r.route === 'getJob')).toBe(true)
    expect(e2e.platform.messages).toHaveLength(0)
    expect(e2e.platform.creations).toHaveLength(0)
  })

  it('leaves a comment whose run is still going to that run; takes it once the run is over', async () => {
    e2e.platform.addJob({ id: 'job_live', initialStatus: 'completed', initialPrLink: PR_LINK })
    const watched = leftComment('job_live', { outcome: null, runId: '4242' })
    e2e.github.setRunStatus('4242', 'in_progress')
    const first = await sweep()
    expect(first.outputs).toMatchObject({ checked: '1', finished: '0' })
    expect(readMarker(watched.body())).toMatchObject({ outcome: null })
    e2e.github.setRunStatus('4242', 'completed')
    const second = await sweep()
    expect(second.outputs).toMatchObject({ finished: '1' })
    expect(watched.body()).toContain('✅ **Completed**')
  })

  it('without `actions: read`, treats a recent comment with no outcome as watched', async () => {
    e2e.platform.addJob({ id: 'job_unknown_run', initialStatus: 'completed' })
    const recent = leftComment(
      'job_unknown_run',
      { outcome: null, runId: '4343' },
      { updatedAt: new Date(Date.now() - 60_000).toISOString() },
    )
    // Written 7 hours ago: no run lasts that long, so it is no longer watched.
    const stale = leftComment(
      'job_unknown_run',
      { outcome: null, runId: '4344' },
      { updatedAt: new Date(Date.now() - 7 * 3_600_000).toISOString() },
    )
    e2e.github.addFaults('workflowRun', NOT_ACCESSIBLE, NOT_ACCESSIBLE)
    const result = await sweep()
    expect(result.outputs).toMatchObject({ checked: '2', finished: '1' })
    expect(readMarker(recent.body())).toMatchObject({ outcome: null })
    expect(readMarker(stale.body())).toMatchObject({ outcome: 'completed' })
  })

  it('two sweeps at once (dist/index.js) end with one final comment and one reaction', async () => {
    e2e.platform.addJob({ id: 'job_race', initialStatus: 'completed', initialPrLink: PR_LINK })
    const raced = leftComment('job_race')
    // Both sweeps list the comment as unfinished; the first re-read waits for both listings, the
    // second for the first sweep's reaction (its edit is done): the second finds it final.
    const bothListed = deferred()
    const firstReacted = deferred()
    let listings = 0
    let reads = 0
    e2e.github.onRequest((r) => {
      if (r.route === 'listRepoComments' && ++listings === 2) bothListed.resolve()
      if (r.route === 'reaction') firstReacted.resolve()
      if (r.route === 'getComment') {
        const gate = ++reads === 1 ? bothListed : firstReacted
        e2e.github.addFaults('getComment', { kind: 'hold', until: gate.promise })
      }
    })
    const [a, b] = await Promise.all([
      sweep({}, { runId: '9101', dist: true }),
      sweep({}, { runId: '9102', dist: true }),
    ])
    e2e.github.onRequest(null)
    expect(a.code).toBe(0)
    expect(b.code).toBe(0)
    expect([a.outputs.finished, b.outputs.finished].sort()).toEqual(['0', '1'])
    expect(raced.body()).toContain('✅ **Completed**')
    expect(e2e.github.reactions(raced.commandId)).toEqual(['rocket'])
    const after = raced.body()
    // A third sweep finds it final and leaves it.
    const third = await sweep()
    expect(third.outputs.checked).toBe('0')
    expect(raced.body()).toBe(after)
  })

  it('a sweep racing a waiting run (dist/index.js) on the same comment: the run finishes it, never turned back', async () => {
    e2e.platform.addJob(
      jobEnding('job_wait', { status: 'completed', afterMs: 60_000, prLink: PR_LINK }),
    )
    e2e.github.setPermission('alice', 'write')
    const issue = ++nextIssue
    e2e.github.addIssue({ number: issue, isPullRequest: true })
    const body = '/docs-agent wait for me'
    const commandId = e2e.github.addComment(issue, { body, login: 'alice' })
    e2e.github.setRunStatus('9300', 'in_progress')
    const status = () =>
      e2e.github.comments(issue).find((c) => c.body.includes('docs-agent-action'))?.body ?? ''
    const waiting = e2e.dist({
      inputs: e2e.inputs({ 'job-id': 'job_wait', 'poll-interval': '1s' }),
      eventName: 'issue_comment',
      event: commentEvent({ body, commentId: commandId, issueNumber: issue }),
      apiUrl: e2e.github.url,
      runId: '9300',
    })
    // Sweep while the run waits (the message sent, the comment says so)…
    await until(
      () => e2e.platform.messages.length === 1 && readMarker(status())?.kind === 'status',
      'the run to send and comment',
    )
    const during = await sweep({}, { runId: '9301' })
    expect(during.outputs).toMatchObject({ checked: '1', finished: '0' })
    // …and again as the job ends: the platform's clock moves past the job's work.
    skew = 60_000
    const [run, atEnd] = await Promise.all([waiting, sweep({}, { runId: '9302' })])
    e2e.github.setRunStatus('9300', 'completed')
    expect(run.outputs.outcome).toBe('completed')
    expect(atEnd.code).toBe(0)
    expect(atEnd.outputs.finished).toBe('0')
    expect(status()).toContain('✅ **Completed**')
    expect(readMarker(status())).toMatchObject({ outcome: 'completed' })
    const after = await sweep({}, { runId: '9303' })
    expect(after.outputs.checked).toBe('0')
  })
})

describe('mode: reconcile, faults', () => {
  it('an error on one job or one comment is reported, and the sweep goes on', async () => {
    e2e.platform.addJob({ id: 'job_ok', initialStatus: 'completed' })
    e2e.platform.addJob({ id: 'job_ok2', initialStatus: 'completed' })
    const missing = leftComment('job_missing')
    const refused = leftComment('job_ok2')
    const fine = leftComment('job_ok')
    // job_ok2's comment is the one whose edit GitHub refuses.
    e2e.github.onRequest((r) => {
      if (r.route === 'updateComment' && r.path.endsWith(`/${refused.id}`)) {
        e2e.github.addFaults('updateComment', {
          kind: 'status',
          status: 422,
          body: { message: 'Validation Failed' },
        })
      }
    })
    const result = await sweep()
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs.finished).toBe('1')
    expect(result.stdout).toMatch(/::warning::.*job_missing/)
    expect(result.summary).toContain('⚠️ failed')
    expect(readMarker(missing.body())).toMatchObject({ outcome: 'sent' })
    e2e.github.onRequest(null)
    expect(readMarker(refused.body())).toMatchObject({ outcome: 'sent' })
    expect(readMarker(fine.body())).toMatchObject({ outcome: 'completed' })
  })

  it('fails the step when nothing could be read: the listing refused', async () => {
    leftComment('job_any')
    e2e.github.addFaults('listRepoComments', NOT_ACCESSIBLE)
    const result = await sweep()
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/::error::.*could not list the repository's comments/)
    expect(result.stdout).toMatch(/issues: write/)
    expect(e2e.platform.requests).toHaveLength(0)
  })

  it('fails the step when no job could be read', async () => {
    leftComment('job_gone_1')
    leftComment('job_gone_2')
    const result = await sweep()
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/no job could be read \(2 failed\)/)
  })

  it('a platform rate limit ends the sweep early; the rest waits for the next run', async () => {
    for (const id of ['job_r1', 'job_r2', 'job_r3'])
      e2e.platform.addJob({ id, initialStatus: 'completed' })
    const comments = ['job_r1', 'job_r2', 'job_r3'].map((id) => leftComment(id))
    e2e.platform.setPersistentFault('getJob', { kind: 'rate-limit', retryAfter: '600' })
    const result = await sweep()
    expect(result.code).toBe(0)
    expect(result.outputs.finished).toBe('0')
    expect(result.stdout).toMatch(/::warning::.*rate limit/)
    expect(result.summary).toContain('Stopped early')
    expect(jobRoute()).toHaveLength(1)
    e2e.platform.setPersistentFault('getJob', null)
    const next = await sweep()
    expect(next.outputs.finished).toBe('3')
    for (const c of comments) expect(readMarker(c.body())).toMatchObject({ outcome: 'completed' })
  })

  it('SIGTERM mid-sweep (dist/index.js): the comments of the jobs read are final, the others as they were', async () => {
    const ids = ['job_t1', 'job_t2', 'job_t3', 'job_t4']
    for (const id of ids) e2e.platform.addJob({ id, initialStatus: 'completed' })
    const comments = ids.map((id) => leftComment(id))
    e2e.platform.addFaults(
      'getJob',
      { kind: 'latency', ms: 0 },
      { kind: 'latency', ms: 0 },
      { kind: 'latency', ms: 3_000 },
    )
    const kill = killWhen(() => jobRoute().length >= 3, 'SIGTERM')
    const result = await sweep({}, { onSpawn: kill.onSpawn })
    expect(kill.at).toBeGreaterThan(0)
    expect(Date.now() - kill.at).toBeLessThan(5_000)
    expect(result.code).toBe(1)
    // The two jobs read before the signal are finished; the one in flight and the one after it
    // are left as they were.
    const read = jobRoute()
      .slice(0, 2)
      .map((r) => r.path.split('/').at(-1))
    expect(read).toHaveLength(2)
    for (const [i, c] of comments.entries()) {
      if (read.includes(ids[i])) {
        expect(readMarker(c.body())).toMatchObject({ outcome: 'completed' })
        expect(c.body()).toContain('✅ **Completed**')
      } else {
        expect(readMarker(c.body())).toMatchObject({ outcome: 'sent' })
        expect(c.body()).toContain('📨 **Sent**')
      }
    }
  })
})

describe('wait: false plus a sweep ends as wait: true would', () => {
  it('same outcome, pull request link and reactions; the handover says how', async () => {
    const ending = { status: 'completed', afterMs: 800, prLink: PR_LINK }
    e2e.platform.addJob(jobEnding('job_twin_wait', ending))
    e2e.platform.addJob(jobEnding('job_twin_nowait', ending))
    e2e.github.setPermission('alice', 'write')
    const run = async (jobId: string, wait: string) => {
      const issue = ++nextIssue
      e2e.github.addIssue({ number: issue, isPullRequest: true })
      const body = `/docs-agent job=${jobId} document retries`
      const commandId = e2e.github.addComment(issue, { body, login: 'alice' })
      const result = await e2e.step({
        inputs: e2e.inputs({ 'poll-interval': '1s', wait }),
        eventName: 'issue_comment',
        event: commentEvent({ body, commentId: commandId, issueNumber: issue }),
        apiUrl: e2e.github.url,
        runId: String(9400 + issue),
      })
      const comment = () =>
        e2e.github.comments(issue).find((c) => c.body.includes('docs-agent-action'))?.body ?? ''
      return { result, commandId, comment }
    }
    const waited = await run('job_twin_wait', 'true')
    const handed = await run('job_twin_nowait', 'false')
    expect(handed.result.outputs.outcome).toBe('sent')
    expect(handed.comment()).toContain("from the repository's reconcile schedule")
    // Sent is no failure: the accepted command keeps its 👀 alone until the outcome is known.
    expect(e2e.github.reactions(handed.commandId)).toEqual(['eyes'])
    // The handed-over job ends: the platform's clock moves past its work.
    skew = 1_000
    const swept = await sweep()
    expect(swept.outputs.finished).toBe('1')
    const [a, b] = [waited.comment(), handed.comment()]
    const headline = (body: string) => body.split('\n')[1]?.replace(/job_twin_(no)?wait/, 'job')
    expect(headline(b)).toBe(headline(a))
    expect(b).toContain(`[acme/docs#77](${PR_LINK})`)
    expect(a).toContain(`[acme/docs#77](${PR_LINK})`)
    expect(e2e.github.reactions(waited.commandId)).toEqual(['eyes', 'rocket'])
    expect(e2e.github.reactions(handed.commandId)).toEqual(e2e.github.reactions(waited.commandId))
    expect((readMarker(b) as StatusMarker).outcome).toBe((readMarker(a) as StatusMarker).outcome)
  })
})
