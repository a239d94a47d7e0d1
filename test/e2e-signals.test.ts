/**
 * Signals at every phase of a run of dist/index.js, and the post step that mends a SIGKILL.
 * Whatever the phase, the status comment ends in a final state (never "working") and the message
 * is applied at most once.
 */
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMarker } from '../src/marker.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { startPlatformEmulator, type PlatformEmulator } from './emulators/platform.ts'
import { commentEvent } from './helpers/action-runner.ts'
import { expectNoSecrets, scannedSteps, withoutMaskCommands } from './helpers/secrets.ts'

let platform: PlatformEmulator
let github: GitHubEmulator
let issue = 300

beforeAll(async () => {
  platform = await startPlatformEmulator()
  github = await startGitHubEmulator()
  github.setPermission('alice', 'write')
})
afterAll(async () => {
  await platform.close()
  await github.close()
})
beforeEach(() => platform.reset())

function setup(body = '/docs-agent do the thing') {
  const n = ++issue
  github.addIssue({ number: n, isPullRequest: true })
  const commentId = github.addComment(n, { body, login: 'alice' })
  return {
    n,
    commentId,
    event: commentEvent({ body, commentId, issueNumber: n }),
    status: () => github.comments(n).filter((c) => c.body.includes('<!-- docs-agent-action')),
  }
}

const inputs = (extra: Record<string, string> = {}) => ({
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
  'job-id': 'job_sig',
  'poll-interval': '1s',
  ...extra,
})

/** Sends `signal` to the child once `when()` holds. */
function killWhen(when: () => boolean, signal: NodeJS.Signals, record: { at: number }) {
  return (child: ChildProcess) => {
    const timer = setInterval(() => {
      if (when()) {
        clearInterval(timer)
        record.at = Date.now()
        child.kill(signal)
      }
    }, 20)
    child.on('exit', () => clearInterval(timer))
  }
}

const FINAL = /Cancelled|Completed|Failed|Timed out|Error|Not run|Archived/

/** Every step of every test, scanned for the secrets after the test with all recorded traffic. */
const step = scannedSteps(() => ({ platform, github }))

describe('signals at every phase', () => {
  it('before the send (waiting for a busy job): cancelled, not sent', async () => {
    platform.addJob({ id: 'job_sig', initialStatus: 'active' })
    const t = setup()
    const kill = { at: 0 }
    const result = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      onSpawn: killWhen(
        () => platform.requests.filter((r) => r.route === 'getJob').length >= 2,
        'SIGTERM',
        kill,
      ),
    })
    expect(Date.now() - kill.at).toBeLessThan(5_000)
    expect(result.outputs.outcome).toBe('cancelled')
    expect(result.code).toBe(1)
    expect(platform.messages).toHaveLength(0)
    const body = t.status()[0]?.body ?? ''
    expect(body).toContain('before the message was sent')
    expect(readMarker(body)).toMatchObject({ sent: false, outcome: 'cancelled' })
  })

  it('during the send: cancelled, message applied at most once, said to be possibly sent', async () => {
    platform.addJob({ id: 'job_sig', onMessage: { timeline: [{ afterMs: 0, status: 'active' }] } })
    platform.addFaults('sendMessage', { kind: 'latency', ms: 3_000 })
    const t = setup()
    const kill = { at: 0 }
    const result = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      onSpawn: killWhen(
        () => platform.requests.some((r) => r.route === 'sendMessage'),
        'SIGINT',
        kill,
      ),
    })
    expect(Date.now() - kill.at).toBeLessThan(5_000)
    expect(result.outputs.outcome).toBe('cancelled')
    expect(platform.messages.length).toBeLessThanOrEqual(1)
    const body = t.status()[0]?.body ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('may still be running')
    expect(readMarker(body)).toMatchObject({ sent: true })
  })

  it('while writing the final comment: the step still ends in time with one final state', async () => {
    platform.addJob({
      id: 'job_sig',
      onMessage: {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 1_000, status: 'completed' },
        ],
      },
    })
    const t = setup()
    const kill = { at: 0 }
    let finalWrites = 0
    github.onRequest((r) => {
      // Slow down the final write, and signal the step while it is in flight.
      if (r.route === 'updateComment' && r.body.includes('Completed')) {
        github.addFaults('updateComment', { kind: 'latency', ms: 1_500 })
        finalWrites++
      }
    })
    const result = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      onSpawn: killWhen(() => finalWrites > 0, 'SIGTERM', kill),
    })
    github.onRequest(null)
    expect(Date.now() - kill.at).toBeLessThan(5_000)
    expect(['completed', 'cancelled']).toContain(result.outputs.outcome)
    expect(platform.messages).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 1_600))
    expect(t.status()[0]?.body).toMatch(FINAL)
  })

  it('SIGKILL while polling: the post step finishes the comment', async () => {
    platform.addJob({ id: 'job_sig', onMessage: { timeline: [{ afterMs: 0, status: 'active' }] } })
    const t = setup()
    const kill = { at: 0 }
    const main = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      onSpawn: killWhen(
        () => platform.requests.filter((r) => r.route === 'getJob').length >= 3,
        'SIGKILL',
        kill,
      ),
    })
    expect(main.signal).toBe('SIGKILL')
    expect(t.status()[0]?.body).not.toMatch(FINAL)
    const post = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      workDir: main.workDir,
      entry: 'post',
    })
    expect(post.code).toBe(0)
    expectNoSecrets(
      [withoutMaskCommands(post.stdout), post.stderr],
      [platform.apiKey, github.token],
    )
    const body = t.status()[0]?.body ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('stopped before it finished')
    expect(body).toContain('job_sig')
    expect(readMarker(body)).toMatchObject({ sent: true, outcome: 'cancelled' })
    expect(github.reactions(t.commentId)).toContain('confused')
    expect(platform.messages).toHaveLength(1)
  })

  it('the post step does nothing after a run that finished', async () => {
    platform.addJob({
      id: 'job_sig',
      onMessage: {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 200, status: 'completed' },
        ],
      },
    })
    const t = setup()
    const main = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
    })
    expect(main.outputs.outcome).toBe('completed')
    const before = github.requests.length
    const post = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
      workDir: main.workDir,
      entry: 'post',
    })
    expect(post.code).toBe(0)
    expect(github.requests.length).toBe(before)
    expect(t.status()[0]?.body).toContain('Completed')
  })
})

describe('injection', () => {
  it('a prompt full of workflow commands, shell and HTML stays inert', async () => {
    platform.addJob({
      id: 'job_sig',
      onMessage: {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 300, status: 'completed' },
        ],
      },
    })
    const payload = [
      '/docs-agent ::stop-commands::pwned',
      '::add-mask::pwned-mask',
      '::error::pwned-error',
      '$(touch /tmp/pwned) `rm -rf /`',
      '<script>alert(1)</script> @acme/everyone @bob',
    ].join('\n')
    const t = setup(payload)
    const result = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: t.event,
      apiUrl: github.url,
    })
    expect(result.outputs.outcome).toBe('completed')
    // The prompt reached the platform unchanged, as data.
    expect(platform.messages[0]?.prompt).toContain('::stop-commands::pwned')
    for (const line of result.stdout.split('\n')) {
      if (line.startsWith('::')) expect(line).not.toMatch(/pwned/)
    }
    const body = t.status()[0]?.body ?? ''
    expect(body).not.toContain('<script>')
    expect(body).not.toMatch(/@(acme|bob)/)
    expect(result.summary).not.toContain('<script>')
    expect(result.summary).not.toMatch(/@(acme|bob)/)
  })
})
