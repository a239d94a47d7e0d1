/**
 * End-to-end, 1.1: the bundled dist/index.js creating jobs (each `create-job` value, `new`, every
 * fault of the send matrix, a kill during creation and its re-run), `status` and `help`, review
 * comments and reviews (GitHub's own example payloads), and a merged pull request's run.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMarker } from '../src/marker.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { startPlatformEmulator, type Fault, type PlatformEmulator } from './emulators/platform.ts'
import { jobEnding, killWhen, messageScenario } from './helpers/scenario.ts'
import { scannedSteps } from './helpers/secrets.ts'
import { webhookExamples, type Payload } from './helpers/webhook-examples.ts'

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
beforeEach(() => {
  platform.reset()
  // Created jobs work for 600 ms, then complete with a pull request.
  const done = { afterMs: 600, status: 'completed', prLink: 'https://github.com/acme/docs/pull/88' }
  platform.setNewJobTemplate({ timeline: [done], onMessage: { timeline: [done] } })
})

const inputs = (extra: Record<string, string> = {}) => ({
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
  'poll-interval': '1s',
  timeout: '20s',
  ...extra,
})

const step = scannedSteps(() => ({ platform, github }))
const scene = messageScenario({
  platform: () => platform,
  github: () => github,
  inputs,
  step,
  firstIssue: 600,
})
const statusBody = (issue: number) => scene.statusComments(issue)[0]?.body ?? ''
const onRoute = (route: string) => platform.requests.filter((r) => r.route === route)

// GitHub's own example payloads, for the review events.
function example(event: string, action: string): Payload {
  const found = webhookExamples('api.github.com', event).find((e) => e.action === action)
  if (!found) throw new Error(`no example of ${event}.${action}`)
  return found
}

/** A pull request for a review event, as the example payload's `pull_request` and the emulator hold it. */
function reviewedPullRequest(payload: Payload, number: number, files: string[]): void {
  const pr = payload.pull_request as Payload
  pr.number = number
  pr.html_url = `https://github.com/acme/docs/pull/${number}`
  github.addIssue({
    number,
    isPullRequest: true,
    title: String(pr.title),
    baseRef: String((pr.base as Payload).ref),
    headRef: String((pr.head as Payload).ref),
    files,
  })
  github.setPermission('Codertocat', 'write')
}

describe('creating jobs (dist/index.js)', () => {
  it('if-missing: a first command creates a job, the next one follows it up', async () => {
    const cmd = scene.command('/docs-agent document the retry option')
    github.addIssue({
      number: cmd.issue,
      isPullRequest: true,
      files: ['src/retry.ts', 'docs/retry.mdx'],
    })
    const first = await scene.run(cmd)
    expect(first.code, first.stdout).toBe(0)
    expect(first.outputs).toMatchObject({
      outcome: 'completed',
      created: 'true',
      'job-id': 'job_new_0001',
      'pr-link': 'https://github.com/acme/docs/pull/88',
    })
    expect(platform.creations).toHaveLength(1)
    expect(platform.creations[0]?.prompt).toMatch(/^document the retry option\n\n---\n/)
    expect(platform.creations[0]?.prompt).toContain('- Changed files (2):\n  - "src/retry.ts"')
    expect(first.summary).toContain('**Sent** (to create the job)')
    expect(first.summary).toContain('"docs/retry.mdx"')
    const body = statusBody(cmd.issue)
    expect(body).toContain('✅ **Completed**')
    expect(body).toContain('`job_new_0001` (new)')
    expect(readMarker(body)).toMatchObject({
      create: true,
      jobId: 'job_new_0001',
      outcome: 'completed',
    })
    expect(github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])

    // The next command on the same pull request: a follow-up to that job, sent as written.
    const next = github.addComment(cmd.issue, {
      body: '/docs-agent and the timeout option',
      login: 'alice',
    })
    const followUp = await scene.run({
      issue: cmd.issue,
      commentId: next,
      event: {
        ...(cmd.event as Payload),
        comment: {
          ...((cmd.event as Payload).comment as Payload),
          id: next,
          body: '/docs-agent and the timeout option',
        },
      },
    })
    expect(followUp.outputs).toMatchObject({
      outcome: 'completed',
      created: 'false',
      'job-id': 'job_new_0001',
    })
    expect(platform.creations).toHaveLength(1)
    expect(platform.messages).toEqual([
      expect.objectContaining({ jobId: 'job_new_0001', prompt: 'and the timeout option' }),
    ])
  })

  it('never: no job found is rejected, and nothing is created', async () => {
    const cmd = scene.command('/docs-agent document it')
    const result = await scene.run(cmd, { 'create-job': 'never' })
    expect(result.outputs).toMatchObject({ outcome: 'rejected', created: 'false' })
    expect(platform.requests).toHaveLength(0)
    expect(statusBody(cmd.issue)).toContain('no agent job to send to')
  })

  it('always: creates even with job-id; job= in the command still wins', async () => {
    platform.addJob(jobEnding('job_known', { status: 'completed', afterMs: 300 }))
    const cmd = scene.command('/docs-agent rewrite the intro')
    const created = await scene.run(cmd, { 'create-job': 'always', 'job-id': 'job_known' })
    expect(created.outputs).toMatchObject({ outcome: 'completed', created: 'true' })
    const named = scene.command('/docs-agent job=job_known rewrite the intro')
    const followed = await scene.run(named, { 'create-job': 'always' })
    expect(followed.outputs).toMatchObject({
      outcome: 'completed',
      created: 'false',
      'job-id': 'job_known',
    })
    expect(platform.creations).toHaveLength(1)
    expect(platform.messages).toHaveLength(1)
  })

  it('`new` creates even where a job is known', async () => {
    platform.addJob({ id: 'job_known' })
    const cmd = scene.command('/docs-agent new start the API reference over')
    const result = await scene.run(cmd, { 'job-id': 'job_known', wait: 'false' })
    expect(result.outputs).toMatchObject({ outcome: 'sent', created: 'true' })
    expect(platform.creations[0]?.prompt).toMatch(/^start the API reference over\n/)
    expect(statusBody(cmd.issue)).toContain('🆕 **Started** job `job_new_0001`')
    expect(onRoute('getJob')).toHaveLength(0)
  })

  // The send's fault matrix, on the creation: at most one job, one outcome, and a re-run of the
  // same event never creates a second job.
  it.each<[string, Fault[], { outcome: string; created: number; posts: number }]>([
    [
      'a reset before it was applied',
      [{ kind: 'reset', when: 'before-apply' }],
      { outcome: 'error', created: 0, posts: 1 },
    ],
    [
      'a reset after it was applied',
      [{ kind: 'reset', when: 'after-apply' }],
      { outcome: 'error', created: 1, posts: 1 },
    ],
    [
      'a 500 not applied',
      [{ kind: 'status', status: 500 }],
      { outcome: 'error', created: 0, posts: 1 },
    ],
    [
      'a 502 applied',
      [{ kind: 'status', status: 502, apply: true }],
      { outcome: 'error', created: 1, posts: 1 },
    ],
    [
      'a 201 whose job cannot be read',
      [{ kind: 'body', status: 201, json: { created: true }, apply: true }],
      { outcome: 'error', created: 1, posts: 1 },
    ],
    [
      'an HTML page instead of the job',
      [{ kind: 'html', status: 201 }],
      { outcome: 'error', created: 0, posts: 1 },
    ],
    [
      'a 429, then the creation',
      [{ kind: 'rate-limit', retryAfter: '1' }],
      { outcome: 'completed', created: 1, posts: 2 },
    ],
    [
      '429s all along',
      [
        { kind: 'rate-limit', retryAfter: '1' },
        { kind: 'rate-limit', retryAfter: '1' },
        { kind: 'rate-limit', retryAfter: '1' },
      ],
      { outcome: 'error', created: 0, posts: 3 },
    ],
    [
      'a 400',
      [{ kind: 'status', status: 400, body: '{"error":"Invalid request"}' }],
      { outcome: 'error', created: 0, posts: 1 },
    ],
    [
      'a slow answer, in time',
      [{ kind: 'latency', ms: 800 }],
      { outcome: 'completed', created: 1, posts: 1 },
    ],
  ])(
    'creation with %s: at most one job and one outcome, also after a re-run',
    async (_name, faults, expected) => {
      platform.addFaults('createJob', ...faults)
      const cmd = scene.command('/docs-agent document webhooks')
      const first = await scene.run(cmd, {}, { runId: '9100' })
      expect(first.outputs.outcome).toBe(expected.outcome)
      expect(platform.creations).toHaveLength(expected.created)
      expect(onRoute('createJob')).toHaveLength(expected.posts)
      expect(scene.statusComments(cmd.issue)).toHaveLength(1)
      // Refused by the platform (a 400, or 429s to the end): nothing was created, and it says so.
      const refused =
        expected.outcome === 'error' &&
        faults.every((f) => f.kind === 'rate-limit' || (f.kind === 'status' && f.status === 400))
      // A re-run of the same workflow run.
      const again = await scene.run(cmd, {}, { runId: '9100', runAttempt: 2 })
      expect(scene.statusComments(cmd.issue)).toHaveLength(1)
      if (expected.outcome === 'completed') {
        expect(again.outputs).toMatchObject({ outcome: 'completed', created: 'true' })
        expect(onRoute('createJob')).toHaveLength(expected.posts)
      } else if (refused) {
        // Refused by the platform: nothing was created, so the re-run may create.
        expect(again.outputs.outcome).toBe('completed')
        expect(platform.creations).toHaveLength(1)
      } else {
        expect(again.outputs.outcome).toBe('error')
        expect(statusBody(cmd.issue)).toMatch(/a job may (exist|have been created)/i)
        expect(onRoute('createJob')).toHaveLength(expected.posts)
        expect(platform.creations).toHaveLength(expected.created)
      }
    },
  )

  it('a kill during the creation: the post step says a job may exist; the re-run creates none', async () => {
    platform.addFaults('createJob', { kind: 'latency', ms: 3_000 })
    const cmd = scene.command('/docs-agent document the CLI')
    const kill = killWhen(() => onRoute('createJob').length >= 1, 'SIGKILL')
    const main = await scene.run(cmd, {}, { onSpawn: kill.onSpawn, runId: '9200' })
    expect(main.signal).toBe('SIGKILL')
    expect(readMarker(statusBody(cmd.issue))).toMatchObject({
      create: true,
      sent: true,
      jobId: null,
    })
    const post = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: cmd.event,
      apiUrl: github.url,
      entry: 'post',
      workDir: main.workDir,
      state: main.state,
      runId: '9200',
    })
    expect(post.code).toBe(0)
    expect(statusBody(cmd.issue)).toContain(
      'while a job was being created: a job may have been created',
    )
    const rerun = await scene.run(cmd, {}, { runId: '9200', runAttempt: 2 })
    expect(rerun.outputs.outcome).toBe('error')
    expect(onRoute('createJob')).toHaveLength(1)
    expect(platform.creations.length).toBeLessThanOrEqual(1)
  })
})

describe('command words (dist/index.js)', () => {
  it('`status` spends one GET and replies; nothing is sent', async () => {
    platform.addJob({ id: 'job_s', initialStatus: 'active', initialPrLink: null })
    const cmd = scene.command('/docs-agent job=job_s status')
    const result = await scene.run(cmd)
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'skipped',
      'skip-reason': 'status',
      status: 'active',
      model: 'claude-sonnet-4-5',
      'job-id': 'job_s',
    })
    expect(platform.requests.map((r) => r.route)).toEqual(['getJob'])
    expect(statusBody(cmd.issue)).toContain('ℹ️ **Status** of job `job_s`: `active`')
  })

  it('`help` spends no platform request', async () => {
    const cmd = scene.command('/docs-agent HELP')
    const result = await scene.run(cmd, { 'create-job': 'never' })
    expect(result.outputs).toMatchObject({ outcome: 'skipped', 'skip-reason': 'help' })
    expect(platform.requests).toHaveLength(0)
    const body = statusBody(cmd.issue)
    expect(body).toContain('How to use /docs-agent')
    expect(body).toContain('`/docs-agent status`')
    expect(body).not.toContain('`/docs-agent new')
  })
})

describe('review triggers (dist/index.js, GitHub example payloads)', () => {
  it('a review comment: gate, reactions on it, status comment on the conversation with a link, hunk as context', async () => {
    const payload = example('pull_request_review_comment', 'created')
    reviewedPullRequest(payload, 650, ['README.md'])
    const comment = payload.comment as Payload
    const id = github.addReviewComment(650, {
      body: '/docs-agent explain this line',
      login: 'Codertocat',
    })
    comment.id = id
    comment.body = '/docs-agent explain this line'
    comment.html_url = `https://github.com/acme/docs/pull/650#discussion_r${id}`
    const result = await step({
      inputs: inputs(),
      eventName: 'pull_request_review_comment',
      event: payload,
      apiUrl: github.url,
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'completed', created: 'true' })
    expect(github.reviewReactions(id)).toEqual(['eyes', 'rocket'])
    const body = statusBody(650)
    expect(body).toContain(
      `| Command | [review comment](https://github.com/acme/docs/pull/650#discussion_r${id}) |`,
    )
    expect(readMarker(body)).toMatchObject({ trigger: `review-comment-${id}` })
    const sent = platform.creations[0]?.prompt ?? ''
    expect(sent).toContain('- Written as a review comment on "README.md"')
    expect(sent).toContain('@@ -1 +1 @@\n-# Hello-World')
    expect(
      github.requests.some(
        (r) => r.route === 'permission' && r.path.endsWith('/Codertocat/permission'),
      ),
    ).toBe(true)
  })

  it('a review comment by someone without permission is refused before any platform request', async () => {
    const payload = example('pull_request_review_comment', 'created')
    reviewedPullRequest(payload, 651, [])
    github.setPermission('Codertocat', 'read')
    const comment = payload.comment as Payload
    const id = github.addReviewComment(651, { body: '/docs-agent go', login: 'Codertocat' })
    comment.id = id
    comment.body = '/docs-agent go'
    const result = await step({
      inputs: inputs(),
      eventName: 'pull_request_review_comment',
      event: payload,
      apiUrl: github.url,
    })
    expect(result.outputs.outcome).toBe('rejected')
    expect(platform.requests).toHaveLength(0)
    expect(github.reviewReactions(id)).toEqual(['confused'])
  })

  it('a submitted review: its body is the command; no reactions', async () => {
    platform.addJob(jobEnding('job_r', { status: 'completed', afterMs: 300 }))
    const payload = example('pull_request_review', 'submitted')
    reviewedPullRequest(payload, 652, [])
    ;(payload.review as Payload).body = '/docs-agent job=job_r tighten the wording of the intro'
    const from = github.requests.length
    const result = await step({
      inputs: inputs(),
      eventName: 'pull_request_review',
      event: payload,
      apiUrl: github.url,
    })
    expect(result.outputs).toMatchObject({
      outcome: 'completed',
      created: 'false',
      'job-id': 'job_r',
    })
    expect(platform.messages[0]?.prompt).toMatch(/^tighten the wording of the intro\n\n---\n/)
    expect(platform.messages[0]?.prompt).toContain('- Written as a review of the pull request')
    const reactions = github.requests
      .slice(from)
      .filter((r) => r.route === 'reaction' || r.route === 'reviewReaction')
    expect(reactions).toHaveLength(0)
    expect(scene.statusComments(652)).toHaveLength(1)
  })

  it('a review without a body, or dismissed, is skipped silently', async () => {
    for (const action of ['submitted', 'dismissed']) {
      const payload = example('pull_request_review', action)
      reviewedPullRequest(payload, 653, [])
      const result = await step({
        inputs: inputs(),
        eventName: 'pull_request_review',
        event: payload,
        apiUrl: github.url,
      })
      expect(result.outputs.outcome).toBe('skipped')
    }
    expect(platform.requests).toHaveLength(0)
    expect(scene.statusComments(653)).toHaveLength(0)
  })
})

describe('pull_request runs (dist/index.js)', () => {
  it('a merged pull request creates a job and reports on that pull request', async () => {
    const payload = example('pull_request', 'closed')
    const pr = payload.pull_request as Payload
    pr.merged = true
    reviewedPullRequest(payload, 660, ['src/a.ts', 'src/b.ts', 'docs/old.mdx'])
    const result = await step({
      inputs: inputs({
        prompt: 'Update the docs for the changes in this pull request',
        'create-job': 'always',
      }),
      eventName: 'pull_request',
      event: payload,
      apiUrl: github.url,
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'completed',
      created: 'true',
      'pr-link': 'https://github.com/acme/docs/pull/88',
    })
    const sent = platform.creations[0]?.prompt ?? ''
    expect(sent).toContain('- Pull request #660: https://github.com/acme/docs/pull/660')
    expect(sent).toContain('- Changed files (3):')
    expect(scene.statusComments(660)).toHaveLength(1)
    expect(statusBody(660)).toContain('Completed')
  })
})
