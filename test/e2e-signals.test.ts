/**
 * Signals at every phase of a run of dist/index.js in a child process, and the post step that
 * mends a SIGKILL (dist/index.js again, in the killed step's work directory). Whatever the phase,
 * the status comment ends in a final state (never "working") and the message is applied at most
 * once. Steps that take no signal run in-process on virtual time (helpers/in-process-step.ts).
 */
import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { readMarker } from '../src/marker.ts'
import { useE2e } from './helpers/e2e.ts'
import { jobEnding, killWhen, messageScenario, type Command } from './helpers/scenario.ts'
import { deferred } from './helpers/wait.ts'

const e2e = useE2e({ inputs: { 'job-id': 'job_sig', 'poll-interval': '1s' }, runner: 'in-process' })
const scene = messageScenario(e2e, 300)

const FINAL = /Cancelled|Completed|Failed|Timed out|Error|Not run|Archived/

/** The status comment of `cmd`'s pull request, as it reads now. */
const statusBody = (cmd: Command) => scene.statusComments(cmd.issue)[0]?.body

/** Runs a command and sends the step `signal` once `when()` holds; the step must end within 5 s. */
async function runKilled(cmd: Command, when: () => boolean, signal: NodeJS.Signals) {
  const kill = killWhen(when, signal)
  const result = await scene.run(cmd, {}, { onSpawn: kill.onSpawn })
  expect(Date.now() - kill.at).toBeLessThan(5_000)
  return result
}

/**
 * Runs the post step after `main`, in its work directory (which holds the state it saved);
 * `dist` runs it as dist/index.js in a child process.
 */
const post = (cmd: Command, main: { workDir: string }, dist = false) =>
  scene.run(cmd, {}, { workDir: main.workDir, entry: 'post', dist })

const routeCount = (route: string) => e2e.platform.requests.filter((r) => r.route === route).length

describe('signals at every phase', () => {
  it('before the send (waiting for a busy job): cancelled, not sent', async () => {
    e2e.platform.addJob({ id: 'job_sig', initialStatus: 'active' })
    const cmd = scene.command('/docs-agent do the thing')
    const result = await runKilled(cmd, () => routeCount('getJob') >= 2, 'SIGTERM')
    expect(result.outputs.outcome).toBe('cancelled')
    expect(result.code).toBe(1)
    expect(e2e.platform.messages).toHaveLength(0)
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('before the message was sent')
    expect(readMarker(body)).toMatchObject({ sent: false, outcome: 'cancelled' })
  })

  it('during the send: cancelled, message applied once, said to be possibly sent', async () => {
    e2e.platform.addJob(jobEnding('job_sig'))
    e2e.platform.addFaults('sendMessage', { kind: 'latency', ms: 3_000 })
    const cmd = scene.command('/docs-agent do the thing')
    // Signalled once the message is applied and its answer held back: applied exactly once.
    const result = await runKilled(cmd, () => e2e.platform.messages.length === 1, 'SIGINT')
    expect(result.outputs.outcome).toBe('cancelled')
    expect(e2e.platform.messages).toHaveLength(1)
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('may still be running')
    expect(readMarker(body)).toMatchObject({ sent: true })
  })

  it('while writing the final comment: the write goes through and the step ends in time, completed', async () => {
    e2e.platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 500 }))
    const cmd = scene.command('/docs-agent do the thing')
    // The final write is held in the emulator until the step has taken the signal.
    const release = deferred()
    const held = deferred()
    e2e.github.onRequest((r) => {
      if (r.route === 'updateComment' && r.body.includes('Completed')) {
        e2e.github.addFaults('updateComment', { kind: 'hold', until: release.promise })
        held.resolve()
      }
    })
    const signalled = deferred()
    let child: ChildProcess | undefined
    let stdout = ''
    const running = scene.run(
      cmd,
      {},
      {
        onSpawn: (c) => (child = c),
        onStdout: (text) => {
          stdout += text
          if (stdout.includes('Received SIGTERM')) signalled.resolve()
        },
      },
    )
    await held.promise
    const at = Date.now()
    child?.kill('SIGTERM')
    await signalled.promise
    release.resolve()
    const result = await running
    e2e.github.onRequest(null)
    expect(Date.now() - at).toBeLessThan(5_000)
    expect(result.outputs.outcome).toBe('completed')
    expect(result.code).toBe(0)
    expect(e2e.platform.messages).toHaveLength(1)
    expect(statusBody(cmd)).toContain('✅ **Completed**')
  })

  it('SIGKILL while polling: the post step (dist/index.js) finishes the comment', async () => {
    e2e.platform.addJob(jobEnding('job_sig'))
    const cmd = scene.command('/docs-agent do the thing')
    const kill = killWhen(() => routeCount('getJob') >= 3, 'SIGKILL')
    const main = await scene.run(cmd, {}, { onSpawn: kill.onSpawn })
    expect(main.signal).toBe('SIGKILL')
    expect(statusBody(cmd)).not.toMatch(FINAL)
    const postStep = await post(cmd, main, true)
    expect(postStep.code).toBe(0)
    const body = statusBody(cmd) ?? ''
    expect(body).toContain('Cancelled')
    expect(body).toContain('stopped before it finished')
    expect(body).toContain('job_sig')
    expect(readMarker(body)).toMatchObject({ sent: true, outcome: 'cancelled' })
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'confused'])
    expect(e2e.platform.messages).toHaveLength(1)
  })

  it('the post step does nothing after a run that finished', async () => {
    e2e.platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 200 }))
    const cmd = scene.command('/docs-agent do the thing')
    const main = await scene.run(cmd)
    expect(main.outputs.outcome).toBe('completed')
    const before = e2e.github.requests.length
    const postStep = await post(cmd, main)
    expect(postStep.code).toBe(0)
    expect(e2e.github.requests.length).toBe(before)
    expect(statusBody(cmd)).toContain('Completed')
  })
})

describe('injection', () => {
  it('a prompt full of workflow commands, shell and HTML stays inert', async () => {
    e2e.platform.addJob(jobEnding('job_sig', { status: 'completed', afterMs: 300 }))
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
    expect(e2e.platform.messages[0]?.prompt).toContain('::stop-commands::pwned')
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
