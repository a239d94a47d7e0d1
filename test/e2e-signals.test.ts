/**
 * Signals at every phase of a run of dist/index.js, and the post step that mends a SIGKILL.
 * Whatever the phase, the status comment ends in a final state (never "working") and the message
 * is applied at most once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readMarker } from '../src/marker.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { startPlatformEmulator, type PlatformEmulator } from './emulators/platform.ts'
import { jobEnding, killWhen, messageScenario, type Command } from './helpers/scenario.ts'
import { expectRunsKeepSecrets, scannedSteps } from './helpers/secrets.ts'

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
beforeEach(() => platform.reset())

const inputs = (extra: Record<string, string> = {}) => ({
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
  'job-id': 'job_sig',
  'poll-interval': '1s',
  ...extra,
})

const FINAL = /Cancelled|Completed|Failed|Timed out|Error|Not run|Archived/

/** Every step of every test, scanned for the secrets after the test with all recorded traffic. */
const step = scannedSteps(() => ({ platform, github }))
const scene = messageScenario({
  platform: () => platform,
  github: () => github,
  inputs,
  step,
  firstIssue: 300,
})

/** The status comment of `cmd`'s pull request, as it reads now. */
const statusBody = (cmd: Command) => scene.statusComments(cmd.issue)[0]?.body

/** Runs a command and sends the step `signal` once `when()` holds; the step must end within 5 s. */
async function runKilled(cmd: Command, when: () => boolean, signal: NodeJS.Signals) {
  const kill = killWhen(when, signal)
  const result = await scene.run(cmd, {}, { onSpawn: kill.onSpawn })
  expect(Date.now() - kill.at).toBeLessThan(5_000)
  return result
}

/** Runs the post step after `main`, in its work directory (which holds the state it saved). */
const post = (cmd: Command, main: { workDir: string }) =>
  scene.run(cmd, {}, { workDir: main.workDir, entry: 'post' })

const routeCount = (route: string) => platform.requests.filter((r) => r.route === route).length

describe('signals at every phase', () => {
  it('before the send (waiting for a busy job): cancelled, not sent', async () => {
    platform.addJob({ id: 'job_sig', initialStatus: 'active' })
    const cmd = scene.command('/docs-agent do the thing')
    const result = await runKilled(cmd, () => routeCount('getJob') >= 2, 'SIGTERM')
    expect(result.outputs.outcome).toBe('cancelled')
    expect(result.code).toBe(1)
    expect(platform.messages).toHaveLength(0)
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('before the message was sent')
    expect(readMarker(body)).toMatchObject({ sent: false, outcome: 'cancelled' })
  })

  it('during the send: cancelled, message applied at most once, said to be possibly sent', async () => {
    platform.addJob(jobEnding('job_sig'))
    platform.addFaults('sendMessage', { kind: 'latency', ms: 3_000 })
    const cmd = scene.command('/docs-agent do the thing')
    const result = await runKilled(cmd, () => routeCount('sendMessage') > 0, 'SIGINT')
    expect(result.outputs.outcome).toBe('cancelled')
    expect(platform.messages.length).toBeLessThanOrEqual(1)
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('may still be running')
    expect(readMarker(body)).toMatchObject({ sent: true })
  })

  it('while writing the final comment: the step still ends in time with one final state', async () => {
    platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 1_000 }))
    const cmd = scene.command('/docs-agent do the thing')
    let finalWrites = 0
    github.onRequest((r) => {
      // Slow down the final write, and signal the step while it is in flight.
      if (r.route === 'updateComment' && r.body.includes('Completed')) {
        github.addFaults('updateComment', { kind: 'latency', ms: 1_500 })
        finalWrites++
      }
    })
    const result = await runKilled(cmd, () => finalWrites > 0, 'SIGTERM')
    github.onRequest(null)
    expect(['completed', 'cancelled']).toContain(result.outputs.outcome)
    expect(platform.messages).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 1_600))
    expect(statusBody(cmd)).toMatch(FINAL)
  })

  it('SIGKILL while polling: the post step finishes the comment', async () => {
    platform.addJob(jobEnding('job_sig'))
    const cmd = scene.command('/docs-agent do the thing')
    const kill = killWhen(() => routeCount('getJob') >= 3, 'SIGKILL')
    const main = await scene.run(cmd, {}, { onSpawn: kill.onSpawn })
    expect(main.signal).toBe('SIGKILL')
    expect(statusBody(cmd)).not.toMatch(FINAL)
    const postStep = await post(cmd, main)
    expect(postStep.code).toBe(0)
    expectRunsKeepSecrets([postStep], { platform, github })
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('stopped before it finished')
    expect(body).toContain('job_sig')
    expect(readMarker(body)).toMatchObject({ sent: true, outcome: 'cancelled' })
    expect(github.reactions(cmd.commentId)).toContain('confused')
    expect(platform.messages).toHaveLength(1)
  })

  it('the post step does nothing after a run that finished', async () => {
    platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 200 }))
    const cmd = scene.command('/docs-agent do the thing')
    const main = await scene.run(cmd)
    expect(main.outputs.outcome).toBe('completed')
    const before = github.requests.length
    const postStep = await post(cmd, main)
    expect(postStep.code).toBe(0)
    expect(github.requests.length).toBe(before)
    expect(statusBody(cmd)).toContain('Completed')
  })
})

describe('injection', () => {
  it('a prompt full of workflow commands, shell and HTML stays inert', async () => {
    platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 300 }))
    const payload = [
      '/docs-agent ::stop-commands::pwned',
      '::add-mask::pwned-mask',
      '::error::pwned-error',
      '$(touch /tmp/pwned) `rm -rf /`',
      '<script>alert(1)</script> @acme/everyone @bob',
    ].join('\n')
    const cmd = scene.command(payload)
    const result = await scene.run(cmd)
    expect(result.outputs.outcome).toBe('completed')
    // The prompt reached the platform unchanged, as data.
    expect(platform.messages[0]?.prompt).toContain('::stop-commands::pwned')
    for (const line of result.stdout.split('\n')) {
      if (line.startsWith('::')) expect(line).not.toMatch(/pwned/)
    }
    const body = statusBody(cmd) ?? ''
    expect(body).not.toContain('<script>')
    expect(body).not.toMatch(/@(acme|bob)/)
    // The summary shows the text sent whole, in a fenced block (where Markdown, HTML and
    // mentions are inert); outside it, nothing of the prompt is markup.
    const fenced = /^(`{3,})text\n[\s\S]*?\n\1$/m
    expect(result.summary).toMatch(fenced)
    const outside = result.summary.replace(fenced, '')
    expect(outside).not.toContain('<script>')
    expect(outside).not.toMatch(/@(acme|bob)/)
  })
})
