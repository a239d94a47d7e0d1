/**
 * The reconcile sweep in-process: `runReconcile` with the real GitHub and platform clients against
 * the emulators on loopback, for what the dist e2e tests cannot reach: `max-jobs`, a cancellation
 * between jobs, reactions on review comments, the summary, and how each fault is reported.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runContext } from './helpers/fakes.ts'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { runReconcile, type ReconcileDeps } from '../src/flows/reconcile/run.ts'
import { readMarker, renderMarker, type StatusMarker } from '../src/marker.ts'
import { renderReconcileSummary } from '../src/flows/reconcile/summary.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { startPlatformEmulator, type PlatformEmulator } from './emulators/platform.ts'

let platform: PlatformEmulator
let github: GitHubEmulator

beforeAll(async () => {
  platform = await startPlatformEmulator()
})
afterAll(async () => {
  await platform.close()
  await github.close()
})
beforeEach(async () => {
  platform.reset()
  await github?.close()
  github = await startGitHubEmulator()
})

const context = runContext({
  eventName: 'schedule',
  runId: '77',
  apiUrl: '',
  actor: 'scheduler',
  workflow: 'reconcile',
})

function deps(
  extra: Partial<ReconcileDeps> = {},
  maxJobs = 50,
): ReconcileDeps & { logs: string[] } {
  const logs: string[] = []
  return {
    settings: { lookbackMs: 7 * 86_400_000, maxJobs },
    context,
    platform: createPlatformClient(
      { apiKey: platform.apiKey, projectId: platform.projectId, baseUrl: platform.url },
      { retryPolicy: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 } },
    ),
    github: createGitHubClient({
      token: github.token,
      apiUrl: github.url,
      repo: context.repo,
      msPerSecond: 1,
    }),
    clock: { now: () => Date.now(), sleep: async () => undefined },
    log: {
      info: (m) => logs.push(m),
      warning: (m) => logs.push(`warning: ${m}`),
      debug: (m) => logs.push(`debug: ${m}`),
    },
    signal: new AbortController().signal,
    logs,
    ...extra,
  }
}

let issue = 0
function left(jobId: string, fields: Partial<StatusMarker> = {}, review = false) {
  const n = ++issue
  github.addIssue({ number: n, isPullRequest: true })
  const commandId = review
    ? github.addReviewComment(n, { body: '/docs-agent go', login: 'alice' })
    : github.addComment(n, { body: '/docs-agent go', login: 'alice' })
  const marker: StatusMarker = {
    kind: 'status',
    trigger: `${review ? 'review-comment' : 'comment'}-${commandId}`,
    jobId,
    sent: true,
    confirmed: true,
    outcome: 'sent',
    sentAt: Date.now() - 60_000,
    runId: '5',
    ...fields,
  }
  const id = github.addComment(n, {
    body: `${renderMarker(marker)}\nSent`,
    login: 'github-actions[bot]',
    type: 'Bot',
  })
  return { commandId, body: () => github.comments(n).find((c) => c.id === id)?.body ?? '' }
}

describe('runReconcile', () => {
  it('finishes, reacts (on review comments too, 🚀 replacing 😕) and summarises', async () => {
    platform.addJob({
      id: 'job_a',
      initialStatus: 'completed',
      initialPrLink: 'https://github.com/acme/docs/pull/3',
    })
    platform.addJob({ id: 'job_b', initialStatus: 'active' })
    const a = left('job_a', {}, true)
    const b = left('job_b')
    await deps().github.addReaction(a.commandId, 'confused', 'review-comment')
    const report = await runReconcile(deps())
    expect(report).toMatchObject({ checked: 2, finished: 1, running: 1, requests: 2, failed: null })
    expect(github.reviewReactions(a.commandId)).toEqual(['rocket'])
    expect(readMarker(a.body())).toMatchObject({ outcome: 'completed' })
    expect(readMarker(b.body())).toMatchObject({ outcome: 'sent' })
    const summary = renderReconcileSummary(report)
    expect(summary).toContain('| Finished now | 1 |')
    expect(summary).toContain('✅ finished')
    expect(summary).toContain('⏳ job still running')
  })

  it('reads at most max-jobs jobs, leaving the rest for the next run', async () => {
    for (const id of ['job_1', 'job_2', 'job_3']) {
      platform.addJob({ id, initialStatus: 'completed' })
      left(id)
    }
    const report = await runReconcile(deps({}, 2))
    expect(report.finished).toBe(2)
    expect(report.requests).toBe(2)
    expect(report.stoppedEarly).toMatch(/`max-jobs` \(2\)/)
    expect(report.comments.filter((c) => c.result === 'deferred')).toHaveLength(1)
    expect(renderReconcileSummary(report)).toContain('Stopped early')
  })

  it('stops between jobs when cancelled: what it finished is final, the rest as it was', async () => {
    for (const id of ['job_c1', 'job_c2']) {
      platform.addJob({ id, initialStatus: 'completed' })
      left(id)
    }
    const controller = new AbortController()
    const d = deps({ signal: controller.signal })
    const real = d.platform
    d.platform = {
      get requestCount() {
        return real.requestCount
      },
      getJob: async (id, signal) => {
        const job = await real.getJob(id, signal)
        controller.abort()
        return job
      },
      sendMessage: () => Promise.reject(new Error('a sweep sends nothing')),
      createJob: () => Promise.reject(new Error('a sweep creates nothing')),
      getVisitors: () => Promise.reject(new Error('not used')),
      getSearches: () => Promise.reject(new Error('not used')),
      getFeedback: () => Promise.reject(new Error('not used')),
      getFeedbackByPage: () => Promise.reject(new Error('not used')),
      getConversations: () => Promise.reject(new Error('not used')),
      getViews: () => Promise.reject(new Error('not used')),
    }
    const report = await runReconcile(d)
    expect(report.stoppedEarly).toBe('the run was cancelled')
    // The first job was read, then the run was cancelled: nothing was written.
    expect(report.comments.map((c) => c.result).sort()).toEqual(['deferred', 'deferred'])
    expect(report.finished).toBe(0)
  })

  it('reports a listing it cannot read as a failure, with nothing else done', async () => {
    github.addFaults('listRepoComments', {
      kind: 'status',
      status: 404,
      body: { message: 'Not Found' },
    })
    const report = await runReconcile(deps())
    expect(report.failed).toMatch(/could not list the repository's comments/)
    expect(report.requests).toBe(0)
    expect(renderReconcileSummary(report)).toContain('[!CAUTION]')
  })

  it('leaves a comment deleted, or finished by someone else, since the listing', async () => {
    platform.addJob({ id: 'job_d', initialStatus: 'completed' })
    const gone = left('job_d')
    const d = deps()
    const list = d.github.listRecentComments.bind(d.github)
    d.github.listRecentComments = async (since) => {
      const comments = await list(since)
      for (const c of comments) if (c.body.includes('job_d')) github.deleteComment(c.id)
      return comments
    }
    const report = await runReconcile(d)
    expect(report.finished).toBe(0)
    expect(report.comments[0]?.result).toBe('done')
    expect(gone.body()).toBe('')
  })

  it('tells a rate limit apart from other errors', async () => {
    platform.addJob({ id: 'job_e', initialStatus: 'completed' })
    left('job_e')
    left('job_missing')
    platform.addFaults('getJob', { kind: 'status', status: 500 }, { kind: 'status', status: 500 })
    const report = await runReconcile(deps())
    expect(report.errors).toHaveLength(2)
    expect(report.failed).toMatch(/no job could be read/)
    platform.setPersistentFault('getJob', { kind: 'rate-limit' })
    const limited = await runReconcile(deps())
    expect(limited.stoppedEarly).toMatch(/rate limit/)
    expect(limited.failed).toBeNull()
  })
})
