/**
 * End-to-end, 1.1, in-process on virtual time (helpers/in-process-step.ts), with the bundled
 * dist/index.js as a child process where the runner's wiring is under test (GITHUB_STATE and a
 * re-run, a kill and the post step): creating jobs (each `create-job` value, `new`, every
 * fault of the send matrix, a kill during creation and its re-run), `status` and `help`, review
 * comments and reviews (GitHub's own example payloads), and a merged pull request's run.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { readMarker } from '../src/marker.ts'
import { useE2e } from './helpers/e2e.ts'
import { jobEnding, killWhen, messageScenario } from './helpers/scenario.ts'
import { webhookExamples, type Payload } from './helpers/webhook-examples.ts'

const e2e = useE2e({ inputs: { 'poll-interval': '1s', timeout: '20s' }, runner: 'in-process' })
const { step, inputs } = e2e
beforeEach(() => {
  // Created jobs work for 600 ms, then complete with a pull request.
  const done = { afterMs: 600, status: 'completed', prLink: 'https://github.com/acme/docs/pull/88' }
  e2e.platform.setNewJobTemplate({ timeline: [done], onMessage: { timeline: [done] } })
})

const scene = messageScenario(e2e, 600)
const statusBody = (issue: number) => scene.statusComments(issue)[0]?.body ?? ''
const onRoute = (route: string) => e2e.platform.requests.filter((r) => r.route === route)

// GitHub's own example payloads, for the review events.
function example(event: string, action: string): Payload {
  const found = webhookExamples('api.github.com', event).find((e) => e.action === action)
  if (!found) throw new Error(`no example of ${event}.${action}`)
  return found
}

/** A pull request for a review event, as the example payload's `pull_request` and the emulator hold it. */
function reviewedPullRequest(payload: Payload, number: number, files: string[]): void {
  const { github } = e2e
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

describe('creating jobs', () => {
  it('if-missing: a first command creates a job, the next one follows it up', async () => {
    const cmd = scene.command('/docs-agent document the retry option')
    e2e.github.addIssue({
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
    expect(e2e.platform.creations).toHaveLength(1)
    expect(e2e.platform.creations[0]?.prompt).toMatch(/^document the retry option\n\n---\n/)
    expect(e2e.platform.creations[0]?.prompt).toContain('- Changed files (2):\n  - "src/retry.ts"')
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
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])

    // The next command on the same pull request: a follow-up to that job, sent as written.
    const next = e2e.github.addComment(cmd.issue, {
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
    expect(e2e.platform.creations).toHaveLength(1)
    expect(e2e.platform.messages).toEqual([
      expect.objectContaining({ jobId: 'job_new_0001', prompt: 'and the timeout option' }),
    ])
  })

  it('never: no job found is rejected, and nothing is created', async () => {
    const cmd = scene.command('/docs-agent document it')
    const result = await scene.run(cmd, { 'create-job': 'never' })
    expect(result.outputs).toMatchObject({ outcome: 'rejected', created: 'false' })
    expect(e2e.platform.requests).toHaveLength(0)
    expect(statusBody(cmd.issue)).toContain('no agent job to send to')
  })

  it('always: creates even with job-id; job= in the command still wins', async () => {
    e2e.platform.addJob(jobEnding('job_known', { status: 'completed', afterMs: 300 }))
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
    expect(e2e.platform.creations).toHaveLength(1)
    expect(e2e.platform.messages).toHaveLength(1)
  })

  it('`new` creates even where a job is known', async () => {
    e2e.platform.addJob({ id: 'job_known' })
    const cmd = scene.command('/docs-agent new start the API reference over')
    const result = await scene.run(cmd, { 'job-id': 'job_known', wait: 'false' })
    expect(result.outputs).toMatchObject({ outcome: 'sent', created: 'true' })
    expect(e2e.platform.creations[0]?.prompt).toMatch(/^start the API reference over\n/)
    expect(statusBody(cmd.issue)).toContain('🆕 **Started** job `job_new_0001`')
    expect(onRoute('getJob')).toHaveLength(0)
  })

  // The creation's fault matrix runs in-process on virtual time (test/create-faults.test.ts);
  // one row here proves the wiring through dist/: GITHUB_STATE, the marker and the re-run.
  it('creation with a reset after it was applied (dist/index.js): one job, one outcome, also after a re-run', async () => {
    e2e.platform.addFaults('createJob', { kind: 'reset', when: 'after-apply' })
    const cmd = scene.command('/docs-agent document webhooks')
    const first = await scene.run(cmd, {}, { runId: '9100', dist: true })
    expect(first.outputs.outcome).toBe('error')
    expect(e2e.platform.creations).toHaveLength(1)
    expect(onRoute('createJob')).toHaveLength(1)
    expect(scene.statusComments(cmd.issue)).toHaveLength(1)
    const again = await scene.run(cmd, {}, { runId: '9100', runAttempt: 2, dist: true })
    expect(again.outputs.outcome).toBe('error')
    expect(scene.statusComments(cmd.issue)).toHaveLength(1)
    expect(statusBody(cmd.issue)).toContain('so a job may exist that no request can find')
    expect(onRoute('createJob')).toHaveLength(1)
    expect(e2e.platform.creations).toHaveLength(1)
  })

  it('a kill during the creation (dist/index.js): the post step says a job may exist; the re-run creates none', async () => {
    e2e.platform.addFaults('createJob', { kind: 'latency', ms: 3_000 })
    const cmd = scene.command('/docs-agent document the CLI')
    // Killed once the creation is applied and its answer held back: exactly one job exists.
    const kill = killWhen(() => e2e.platform.creations.length === 1, 'SIGKILL')
    const main = await scene.run(cmd, {}, { onSpawn: kill.onSpawn, runId: '9200' })
    expect(main.signal).toBe('SIGKILL')
    expect(readMarker(statusBody(cmd.issue))).toMatchObject({
      create: true,
      sent: true,
      jobId: null,
    })
    const post = await e2e.dist({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: cmd.event,
      apiUrl: e2e.github.url,
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
    expect(e2e.platform.creations).toHaveLength(1)
  })
})

describe('command words', () => {
  it('`status` spends one GET and replies; nothing is sent', async () => {
    e2e.platform.addJob({ id: 'job_s', initialStatus: 'active', initialPrLink: null })
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
    expect(e2e.platform.requests.map((r) => r.route)).toEqual(['getJob'])
    expect(statusBody(cmd.issue)).toContain('ℹ️ **Status** of job `job_s`: `active`')
  })

  it('`help` spends no platform request', async () => {
    const cmd = scene.command('/docs-agent HELP')
    const result = await scene.run(cmd, { 'create-job': 'never' })
    expect(result.outputs).toMatchObject({ outcome: 'skipped', 'skip-reason': 'help' })
    expect(e2e.platform.requests).toHaveLength(0)
    const body = statusBody(cmd.issue)
    expect(body).toContain('How to use /docs-agent')
    expect(body).toContain('`/docs-agent status`')
    expect(body).not.toContain('`/docs-agent new')
  })
})

describe('review triggers (GitHub example payloads)', () => {
  it('a review comment: gate, reactions on it, status comment on the conversation with a link, hunk as context', async () => {
    const payload = example('pull_request_review_comment', 'created')
    reviewedPullRequest(payload, 650, ['README.md'])
    const comment = payload.comment as Payload
    const id = e2e.github.addReviewComment(650, {
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
      apiUrl: e2e.github.url,
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'completed', created: 'true' })
    expect(e2e.github.reviewReactions(id)).toEqual(['eyes', 'rocket'])
    const body = statusBody(650)
    expect(body).toContain(
      `| Command | [review comment](https://github.com/acme/docs/pull/650#discussion_r${id}) |`,
    )
    expect(readMarker(body)).toMatchObject({ trigger: `review-comment-${id}` })
    const sent = e2e.platform.creations[0]?.prompt ?? ''
    expect(sent).toContain('- Written as a review comment on "README.md"')
    expect(sent).toContain('@@ -1 +1 @@\n-# Hello-World')
    expect(
      e2e.github.requests.some(
        (r) => r.route === 'permission' && r.path.endsWith('/Codertocat/permission'),
      ),
    ).toBe(true)
  })

  it('a review comment by someone without permission is refused before any platform request', async () => {
    const payload = example('pull_request_review_comment', 'created')
    reviewedPullRequest(payload, 651, [])
    e2e.github.setPermission('Codertocat', 'read')
    const comment = payload.comment as Payload
    const id = e2e.github.addReviewComment(651, { body: '/docs-agent go', login: 'Codertocat' })
    comment.id = id
    comment.body = '/docs-agent go'
    const result = await step({
      inputs: inputs(),
      eventName: 'pull_request_review_comment',
      event: payload,
      apiUrl: e2e.github.url,
    })
    expect(result.outputs.outcome).toBe('rejected')
    expect(e2e.platform.requests).toHaveLength(0)
    expect(e2e.github.reviewReactions(id)).toEqual(['confused'])
  })

  it('a submitted review: its body is the command; no reactions', async () => {
    e2e.platform.addJob(jobEnding('job_r', { status: 'completed', afterMs: 300 }))
    const payload = example('pull_request_review', 'submitted')
    reviewedPullRequest(payload, 652, [])
    ;(payload.review as Payload).body = '/docs-agent job=job_r tighten the wording of the intro'
    const from = e2e.github.requests.length
    const result = await step({
      inputs: inputs(),
      eventName: 'pull_request_review',
      event: payload,
      apiUrl: e2e.github.url,
    })
    expect(result.outputs).toMatchObject({
      outcome: 'completed',
      created: 'false',
      'job-id': 'job_r',
    })
    expect(e2e.platform.messages[0]?.prompt).toMatch(/^tighten the wording of the intro\n\n---\n/)
    expect(e2e.platform.messages[0]?.prompt).toContain('- Written as a review of the pull request')
    const reactions = e2e.github.requests
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
        apiUrl: e2e.github.url,
      })
      expect(result.outputs.outcome).toBe('skipped')
    }
    expect(e2e.platform.requests).toHaveLength(0)
    expect(scene.statusComments(653)).toHaveLength(0)
  })
})

describe('pull_request runs', () => {
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
      apiUrl: e2e.github.url,
    })
    expect(result.code, result.stdout).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'completed',
      created: 'true',
      'pr-link': 'https://github.com/acme/docs/pull/88',
    })
    const sent = e2e.platform.creations[0]?.prompt ?? ''
    expect(sent).toContain('- Pull request #660: https://github.com/acme/docs/pull/660')
    expect(sent).toContain('- Changed files (3):')
    expect(scene.statusComments(660)).toHaveLength(1)
    expect(statusBody(660)).toContain('Completed')
  })
})
