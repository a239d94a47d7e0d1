/**
 * End-to-end against the platform and GitHub emulators on loopback: each step runs the action's
 * entry in-process on virtual time (helpers/in-process-step.ts); what needs a process (SIGTERM,
 * two steps at once) runs the bundled dist/index.js as a child process, the way the runner starts
 * it.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { commentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { jobEnding, killWhen, messageScenario } from './helpers/scenario.ts'

const PR = 7
/**
 * The platform's clock runs ahead of the wall clock by `skew`: a test ends a job's work by moving
 * it on, instead of waiting for the job's timeline to get there.
 */
let skew = 0
/** Called with each request the platform emulator answered (a test's own hook, reset after it). */
let onPlatformRequest: (route: string) => void = () => undefined
const e2e = useE2e({
  inputs: { 'job-id': 'job_e2e', 'poll-interval': '2s', timeout: '30s' },
  platform: { now: () => Date.now() + skew, onRequest: (r) => onPlatformRequest(r.route) },
  runner: 'in-process',
})
beforeEach(() => {
  skew = 0
  onPlatformRequest = () => undefined
})
const { step, inputs } = e2e
const scene = messageScenario(e2e, PR)
const { statusComments } = scene

describe('message mode end to end', () => {
  it('sends the prompt once, follows the job and reports the pull request', async () => {
    e2e.platform.addJob(
      jobEnding('job_e2e', {
        status: 'completed',
        afterMs: 500,
        prLink: 'https://github.com/acme/docs/pull/42',
      }),
    )
    const cmd = scene.command('/docs-agent add an example for the retry option')
    const { commentId, issue } = cmd
    const result = await scene.run(cmd)
    expect(result.code, result.stdout + result.stderr).toBe(0)
    expect(result.outputs.outcome).toBe('completed')
    expect(result.outputs['pr-link']).toBe('https://github.com/acme/docs/pull/42')
    expect(result.outputs['job-id']).toBe('job_e2e')
    expect(result.outputs.status).toBe('completed')
    expect(e2e.platform.messages).toEqual([
      expect.objectContaining({ jobId: 'job_e2e', prompt: 'add an example for the retry option' }),
    ])
    const comments = statusComments(issue)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('Completed')
    expect(comments[0]?.body).toContain('[acme/docs#42](https://github.com/acme/docs/pull/42)')
    expect(result.outputs['comment-id']).toBe(String(comments[0]?.id))
    expect(e2e.github.reactions(commentId)).toEqual(['eyes', 'rocket'])
    expect(result.summary).toContain('Status timeline')
    expect(result.summary).toContain('completed')
  })

  it('refuses a commenter without write permission, with a comment and no platform request', async () => {
    e2e.platform.addJob({ id: 'job_e2e' })
    e2e.github.setPermission('mallory', 'read')
    const cmd = scene.command('/docs-agent delete everything', {
      login: 'mallory',
      permission: null,
    })
    const { commentId, issue } = cmd
    const result = await scene.run(cmd)
    expect(result.code).toBe(0)
    expect(result.outputs.outcome).toBe('rejected')
    expect(result.outputs['skip-reason']).toMatch(/read/)
    expect(e2e.platform.requests).toHaveLength(0)
    expect(statusComments(issue)[0]?.body).toContain('Not run')
    expect(e2e.github.reactions(commentId)).toEqual(['confused'])
  })

  it('skips a comment that is not a command, silently', async () => {
    const cmd = scene.command('Looks good to me! /docs-agent is neat')
    const { commentId, issue } = cmd
    const result = await scene.run(cmd)
    expect(result.code).toBe(0)
    expect(result.outputs.outcome).toBe('skipped')
    expect(result.outputs['skip-reason']).not.toBe('')
    expect(statusComments(issue)).toHaveLength(0)
    expect(e2e.github.reactions(commentId)).toEqual([])
    expect(e2e.platform.requests).toHaveLength(0)
  })

  it("runs a person's command that quotes the status marker; skips the token's own comment", async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 500 }))
    const quoted =
      '<!-- docs-agent-action {"kind":"status","trigger":"comment-1","jobId":"job_other","sent":true,"outcome":null,"sentAt":null,"runId":"1"} -->'
    const cmd = scene.command(`/docs-agent fix the typo\n\n${quoted}`)
    const result = await scene.run(cmd)
    expect(result.outputs.outcome, result.stdout + result.stderr).toBe('completed')
    expect(e2e.platform.messages).toEqual([expect.objectContaining({ jobId: 'job_e2e' })])
    const own = e2e.github
      .comments(cmd.issue)
      .filter((c: { login: string }) => c.login === 'github-actions[bot]')
    expect(own).toHaveLength(1)
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])

    // The same command written by the token's own identity is the action's: skipped, silently.
    const mine = scene.command('/docs-agent fix the typo', { login: 'github-actions[bot]' })
    const skipped = await scene.run(mine)
    expect(skipped.outputs.outcome).toBe('skipped')
    expect(skipped.outputs['skip-reason']).toContain("this action's own token")
    expect(e2e.platform.messages).toHaveLength(1)
    expect(statusComments(mine.issue)).toHaveLength(0)
    expect(e2e.github.reactions(mine.commentId)).toEqual([])
  })

  it('waits out a 429 on the send and sends exactly once', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 500 }))
    e2e.platform.addFaults('sendMessage', { kind: 'rate-limit', retryAfter: '1' })
    e2e.github.setPermission('alice', 'admin')
    const cmd = scene.command('/docs-agent fix the typo', { permission: null })
    const { issue } = cmd
    const result = await scene.run(cmd)
    expect(result.outputs.outcome).toBe('completed')
    expect(e2e.platform.messages).toHaveLength(1)
    expect(e2e.platform.requests.filter((r) => r.route === 'sendMessage')).toHaveLength(2)
    expect(statusComments(issue)[0]?.body).toContain('without changing any file')
  })

  it('reports a failed job and fails the step', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'failed', afterMs: 800 }))
    const cmd = scene.command('/docs-agent rewrite the intro')
    const { commentId, issue } = cmd
    const result = await scene.run(cmd)
    expect(result.code).toBe(1)
    expect(result.outputs.outcome).toBe('failed')
    expect(result.stdout).toMatch(/::error::Outcome: failed/)
    expect(statusComments(issue)[0]?.body).toContain('Failed')
    expect(e2e.github.reactions(commentId)).toEqual(['eyes', 'confused'])
  })

  it('does not fail the step when fail-on is empty, whatever the outcome', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'failed', afterMs: 300 }))
    const cmd = scene.command('/docs-agent try')
    const result = await scene.run(cmd, { 'fail-on': '' })
    expect(result.outputs.outcome).toBe('failed')
    expect(result.code).toBe(0)
  })

  it('times out while the job is still running and says how to check', async () => {
    e2e.platform.addJob(jobEnding('job_e2e'))
    const cmd = scene.command('/docs-agent long task')
    const { issue } = cmd
    const result = await scene.run(cmd, { timeout: '2s', 'poll-interval': '1s' })
    expect(result.code).toBe(1)
    expect(result.outputs.outcome).toBe('timed-out')
    expect(result.outputs.status).toBe('active')
    const body = statusComments(issue)[0]?.body ?? ''
    expect(body).toContain('Timed out')
    expect(body).toContain('still running')
    expect(body).toContain('How to check')
    expect(e2e.platform.messages).toHaveLength(1)
  })

  it('reports cancellation within 5 seconds of SIGTERM while polling', async () => {
    e2e.platform.addJob(jobEnding('job_e2e'))
    const cmd = scene.command('/docs-agent something slow')
    const { issue } = cmd
    const kill = killWhen(
      () => e2e.platform.requests.filter((r) => r.route === 'getJob').length >= 2,
      'SIGTERM',
    )
    const result = await scene.run(cmd, {}, { onSpawn: kill.onSpawn, dist: true })
    const endedAt = Date.now()
    expect(kill.at).toBeGreaterThan(0)
    expect(endedAt - kill.at).toBeLessThan(5_000)
    expect(result.code).toBe(1)
    expect(result.outputs.outcome).toBe('cancelled')
    const body = statusComments(issue)[0]?.body ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('job_e2e')
    expect(body).toContain('may still be running')
  })

  it('resumes on a re-run of the same event without sending again', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 60_000 }))
    const cmd = scene.command('/docs-agent only once please')
    const { issue } = cmd
    // First attempt: times out while the job works.
    const first = await scene.run(cmd, { timeout: '2s', 'poll-interval': '1s' }, { runId: '777' })
    expect(first.outputs.outcome).toBe('timed-out')
    expect(e2e.platform.messages).toHaveLength(1)
    // Re-run of the same workflow run: same event, same run id, attempt 2. The job ends its work
    // once the re-run has seen it working (its first read answered, the platform's clock moves on).
    onPlatformRequest = (route) => {
      if (route === 'getJob') skew = 60_000
    }
    const second = await scene.run(cmd, {}, { runId: '777', runAttempt: 2 })
    expect(second.outputs.outcome).toBe('completed')
    expect(e2e.platform.messages).toHaveLength(1)
    expect(e2e.platform.requests.filter((r) => r.route === 'sendMessage')).toHaveLength(1)
    expect(statusComments(issue)).toHaveLength(1)
    expect(second.stdout).toContain('without sending again')
  })

  it('runs from workflow_dispatch with the prompt input and posts to issue-number', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 300 }))
    e2e.github.addIssue({ number: 99, isPullRequest: false })
    const result = await step({
      inputs: inputs({ prompt: 'Weekly review of the changelog', 'issue-number': '99' }),
      eventName: 'workflow_dispatch',
      event: { inputs: {}, ref: 'refs/heads/main', sender: { login: 'octocat', type: 'User' } },
      apiUrl: e2e.github.url,
    })
    expect(result.outputs.outcome).toBe('completed')
    expect(e2e.platform.messages[0]?.prompt).toBe('Weekly review of the changelog')
    expect(statusComments(99)).toHaveLength(1)
  })

  it('keeps the API key out of everything when the platform echoes it in an error', async () => {
    e2e.platform.addJob({ id: 'job_e2e' })
    e2e.github.setPermission('alice', 'write')
    e2e.platform.addFaults('sendMessage', { kind: 'echo-auth' })
    const cmd = scene.command('/docs-agent leak test')
    const { issue } = cmd
    const result = await scene.run(cmd)
    expect(result.outputs.outcome).toBe('error')
    expect(statusComments(issue)[0]?.body).toContain('Error')
    expect(e2e.platform.messages).toHaveLength(0)
  })

  it('gives two commands on the same PR at once (two dist/index.js processes) their own comment and outcome', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 800 }))
    e2e.github.setPermission('alice', 'write')
    const issue = 500
    e2e.github.addIssue({ number: issue, isPullRequest: true })
    const runs = ['/docs-agent first', '/docs-agent second'].map((body) => {
      const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
      return e2e.dist({
        inputs: inputs(),
        eventName: 'issue_comment',
        event: commentEvent({ body, commentId, issueNumber: issue }),
        apiUrl: e2e.github.url,
      })
    })
    const results = await Promise.all(runs)
    for (const result of results) expect(result.outputs.outcome).toBe('completed')
    expect(new Set(results.map((r) => r.outputs['comment-id'])).size).toBe(2)
    expect(statusComments(issue)).toHaveLength(2)
    expect(e2e.platform.messages.map((m) => m.prompt).sort()).toEqual(['first', 'second'])
  })

  it('names the missing permissions: when GitHub refuses the token, and sends nothing', async () => {
    e2e.platform.addJob({ id: 'job_e2e' })
    const cmd = scene.command('/docs-agent hi')
    e2e.github.addFaults('listComments', {
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    })
    const result = await scene.run(cmd)
    expect(result.code).toBe(1)
    expect(result.outputs.outcome).toBe('error')
    expect(result.stdout).toMatch(/issues: write/)
    expect(e2e.platform.requests).toHaveLength(0)
  })

  it('fails before any request when an input is invalid', async () => {
    const cmd = scene.command('/docs-agent hi')
    const result = await scene.run(cmd, { timeout: '5 parsecs' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain("input 'timeout'")
    expect(result.stdout).toContain('5 parsecs')
    expect(e2e.platform.requests).toHaveLength(0)
  })
})
