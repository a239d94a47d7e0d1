/**
 * The source entry point in-process: `run()` from src/main.ts, with the runner's environment set
 * on `process.env`, against the platform and GitHub emulators. The same story as the dist e2e
 * tests, without a bundle in between, so a failure points at the source line.
 */
import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { run } from '../src/main.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { startPlatformEmulator, type PlatformEmulator } from './emulators/platform.ts'
import {
  commentEvent,
  parseFileCommands,
  runnerEnvironment,
  type ActionRunOptions,
} from './helpers/action-runner.ts'

let platform: PlatformEmulator
let github: GitHubEmulator
const saved = { ...process.env }

beforeAll(async () => {
  platform = await startPlatformEmulator()
  github = await startGitHubEmulator()
})
afterAll(async () => {
  await Promise.all([platform.close(), github.close()])
})
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
  process.exitCode = undefined
})

/** Runs `run()` with the runner's environment for `options`; the outputs it wrote. */
async function runInProcess(options: Omit<ActionRunOptions, 'apiUrl'>) {
  const { env, files } = runnerEnvironment({ ...options, apiUrl: github.url })
  Object.assign(process.env, env)
  await run()
  const exitCode = process.exitCode
  process.exitCode = undefined
  return {
    exitCode,
    outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
  }
}

const inputs = (extra: Record<string, string> = {}) => ({
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
  'poll-interval': '1s',
  timeout: '20s',
  ...extra,
})

describe('run() from src/main.ts, in-process', () => {
  it('follows a command from the comment to the pull request link', async () => {
    platform.addJob({
      id: 'job_src',
      onMessage: {
        timeline: [
          { afterMs: 300, status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' },
        ],
      },
    })
    github.setPermission('alice', 'write')
    github.addIssue({ number: 70, isPullRequest: true })
    const body = '/docs-agent job=job_src document the retry option'
    const commentId = github.addComment(70, { body, login: 'alice' })
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
    expect(platform.messages).toEqual([
      expect.objectContaining({ jobId: 'job_src', prompt: 'document the retry option' }),
    ])
    const status = github.comments(70).filter((c) => c.body.includes('<!-- docs-agent-action'))
    expect(status).toHaveLength(1)
    expect(github.reactions(commentId)).toEqual(['eyes', 'rocket'])
  })

  it('runs a reconcile sweep: outputs, summary, and the step fails when nothing could be read', async () => {
    platform.addJob({ id: 'job_rec', initialStatus: 'completed' })
    github.addIssue({ number: 71, isPullRequest: true })
    const marker =
      '<!-- docs-agent-action {"kind":"status","trigger":"run-5","jobId":"job_rec","sent":true,' +
      '"confirmed":true,"outcome":"sent","sentAt":1795400000000,"runId":"5"} -->'
    github.addComment(71, { body: `${marker}\nSent`, login: 'github-actions[bot]', type: 'Bot' })
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
    // (@actions/core keeps the first summary file it was given: the summary is checked on dist/.)
    github.addFaults('listRepoComments', {
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
  })

  it('fails the step with an error naming the input before any request', async () => {
    const from = { platform: platform.requests.length, github: github.requests.length }
    const result = await runInProcess({
      inputs: inputs({ 'page-size': '300', mode: 'visitors' }),
      eventName: 'schedule',
      event: {},
    })
    expect(result.exitCode).toBe(1)
    expect(platform.requests.length).toBe(from.platform)
    expect(github.requests.length).toBe(from.github)
  })
})
