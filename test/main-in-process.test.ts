/**
 * The source entry point in-process: `run()` from src/main.ts, with the runner's environment set
 * on `process.env`, against the platform and GitHub emulators. The same story as the dist e2e
 * tests, without a bundle in between, so a failure points at the source line.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../src/adapters/clock.ts'
import { run } from '../src/main.ts'
import {
  commentEvent,
  parseFileCommands,
  runnerEnvironment,
  type ActionRunOptions,
} from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { freshStepSummary, keepStepSummary } from './helpers/step-summary.ts'

// The run's clock is the real one (src/adapters/clock.ts); here its sleeps pass at once and move
// `now` on by as much, and the platform emulator's job timelines follow the same time.
let skipped = 0
const now = () => Date.now() + skipped
const e2e = useE2e({ inputs: { 'poll-interval': '1s', timeout: '20s' }, platform: { now } })
const { inputs } = e2e
const saved = { ...process.env }
const sleeps: number[] = []

beforeEach(() => {
  sleeps.length = 0
  vi.spyOn(systemClock, 'now').mockImplementation(now)
  vi.spyOn(systemClock, 'sleep').mockImplementation(async (ms, signal) => {
    signal?.throwIfAborted()
    sleeps.push(ms)
    skipped += Math.max(0, ms)
    await Promise.resolve()
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
  process.exitCode = undefined
})

/**
 * Runs `run()` with the runner's environment for `options` (its files in the fixture's temp
 * folder); the outputs it wrote and the lines it printed (captured: workflow commands such as
 * `::error::` must not reach the test runner's own output).
 */
async function runInProcess(options: Omit<ActionRunOptions, 'apiUrl'>) {
  const { env, files } = runnerEnvironment({
    ...options,
    apiUrl: e2e.github.url,
    workDir: e2e.tempDir(),
  })
  // The summary goes to the one file @actions/core keeps (helpers/step-summary.ts), then to the
  // step's own.
  Object.assign(process.env, env, { GITHUB_STEP_SUMMARY: freshStepSummary() })
  let stdout = ''
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout += String(chunk)
    return true
  })
  try {
    await run()
  } finally {
    keepStepSummary(files.GITHUB_STEP_SUMMARY)
    write.mockRestore()
  }
  const exitCode = process.exitCode
  process.exitCode = undefined
  return {
    exitCode,
    lines: stdout.split('\n').filter((line) => line !== ''),
    outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
  }
}

/** The workflow commands of `kind` among `lines` (`error`, `warning`). */
const commands = (lines: string[], kind: string) =>
  lines.filter((line) => line.startsWith(`::${kind}`))

describe('run() from src/main.ts, in-process', () => {
  it('follows a command from the comment to the pull request link', async () => {
    e2e.platform.addJob({
      id: 'job_src',
      onMessage: {
        timeline: [
          { afterMs: 300, status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' },
        ],
      },
    })
    e2e.github.setPermission('alice', 'write')
    e2e.github.addIssue({ number: 70, isPullRequest: true })
    const body = '/docs-agent job=job_src document the retry option'
    const commentId = e2e.github.addComment(70, { body, login: 'alice' })
    const result = await runInProcess({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: commentEvent({ body, commentId, issueNumber: 70 }),
    })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs).toMatchObject({
      outcome: 'completed',
      'job-id': 'job_src',
      'pr-link': 'https://github.com/acme/docs/pull/9',
    })
    expect(e2e.platform.messages).toEqual([
      expect.objectContaining({ jobId: 'job_src', prompt: 'document the retry option' }),
    ])
    const status = e2e.github.comments(70).filter((c) => c.body.includes('<!-- docs-agent-action'))
    expect(status).toHaveLength(1)
    expect(e2e.github.reactions(commentId)).toEqual(['eyes', 'rocket'])
    expect(commands(result.lines, 'error')).toEqual([])
    expect(commands(result.lines, 'warning')).toEqual([])
    expect(result.lines).toContain('Outcome: completed')
    // The run polled on its clock: the poll interval passed (virtually) before the job's end.
    expect(sleeps.length).toBeGreaterThan(0)
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300)
  })

  it('runs a reconcile sweep: outputs, summary, and the step fails when nothing could be read', async () => {
    e2e.platform.addJob({ id: 'job_rec', initialStatus: 'completed' })
    e2e.github.addIssue({ number: 71, isPullRequest: true })
    const marker =
      '<!-- docs-agent-action {"kind":"status","trigger":"run-5","jobId":"job_rec","sent":true,' +
      '"confirmed":true,"outcome":"sent","sentAt":1795400000000,"runId":"5"} -->'
    e2e.github.addComment(71, {
      body: `${marker}\nSent`,
      login: 'github-actions[bot]',
      type: 'Bot',
    })
    const result = await runInProcess({
      inputs: inputs({ mode: 'reconcile' }),
      eventName: 'schedule',
      event: {},
    })
    expect(result.exitCode).toBeUndefined()
    expect(result.outputs).toMatchObject({
      checked: '1',
      finished: '1',
      running: '0',
      requests: '1',
    })
    expect(commands(result.lines, 'error')).toEqual([])
    expect(commands(result.lines, 'warning')).toEqual([])
    // (@actions/core keeps the first summary file it was given: the summary is checked on dist/.)
    e2e.github.addFaults('listRepoComments', {
      kind: 'status',
      status: 404,
      body: { message: 'Not Found' },
    })
    const failed = await runInProcess({
      inputs: inputs({ mode: 'reconcile' }),
      eventName: 'schedule',
      event: {},
    })
    expect(failed.exitCode).toBe(1)
    expect(commands(failed.lines, 'error')).toEqual([
      expect.stringMatching(/^::error::Reconcile: .*could not list the repository's comments/),
    ])
  })

  it('fails the step with an error naming the input before any request', async () => {
    const from = { platform: e2e.platform.requests.length, github: e2e.github.requests.length }
    const result = await runInProcess({
      inputs: inputs({ 'page-size': '300', mode: 'visitors' }),
      eventName: 'schedule',
      event: {},
    })
    expect(result.exitCode).toBe(1)
    expect(commands(result.lines, 'error')).toEqual([
      "::error::input 'page-size' must be an integer from 1 to 250 (got '300')",
    ])
    expect(e2e.platform.requests.length).toBe(from.platform)
    expect(e2e.github.requests.length).toBe(from.github)
  })
})
