/**
 * The creation's fault matrix, in-process on virtual time: `runMessage` with the real platform
 * and GitHub clients against the emulators (test/helpers/in-process-message.ts), so that Retry-After
 * and back-off cost no real time. Each row: the fault on `POST …/job`, the one outcome of the run,
 * and the one outcome of a re-run of the same workflow run (at most one job, ever).
 * test/e2e-create.test.ts keeps one row against dist/.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Fault } from './emulators/platform.ts'
import { useE2e } from './helpers/e2e.ts'
import { VirtualClock } from './helpers/fakes.ts'
import { runMessageInProcess } from './helpers/in-process-message.ts'
import { messageScenario, type Command } from './helpers/scenario.ts'

const clock = new VirtualClock()
const e2e = useE2e({
  inputs: { 'poll-interval': '1s', timeout: '20s' },
  platform: { now: () => clock.now() },
})
const scene = messageScenario(e2e, 600)
beforeEach(() => {
  // Created jobs work for 600 ms, then complete with a pull request.
  const done = { afterMs: 600, status: 'completed', prLink: 'https://github.com/acme/docs/pull/88' }
  e2e.platform.setNewJobTemplate({ timeline: [done], onMessage: { timeline: [done] } })
})

const onRoute = (route: string) => e2e.platform.requests.filter((r) => r.route === route)
const statusBody = (issue: number) => scene.statusComments(issue)[0]?.body ?? ''
const attempt = (cmd: Command, runAttempt: number) =>
  runMessageInProcess(e2e, clock, {
    eventName: 'issue_comment',
    event: cmd.event,
    runId: '9100',
    runAttempt,
  })

/**
 * What a re-run does: `resumes` the job created (completed, no POST), `creates` one (nothing was
 * created: refused by the platform), or `refuses` (a job may exist: error, no POST).
 */
type Rerun = 'resumes' | 'creates' | 'refuses'

describe('creating a job under faults (in-process, virtual time)', () => {
  it.each<[string, Fault[], { outcome: string; created: number; posts: number; rerun: Rerun }]>([
    [
      'a reset before it was applied',
      [{ kind: 'reset', when: 'before-apply' }],
      { outcome: 'error', created: 0, posts: 1, rerun: 'refuses' },
    ],
    [
      'a reset after it was applied',
      [{ kind: 'reset', when: 'after-apply' }],
      { outcome: 'error', created: 1, posts: 1, rerun: 'refuses' },
    ],
    [
      'a 500 not applied',
      [{ kind: 'status', status: 500 }],
      { outcome: 'error', created: 0, posts: 1, rerun: 'refuses' },
    ],
    [
      'a 502 applied',
      [{ kind: 'status', status: 502, apply: true }],
      { outcome: 'error', created: 1, posts: 1, rerun: 'refuses' },
    ],
    [
      'a 201 whose job cannot be read',
      [{ kind: 'body', status: 201, json: { created: true }, apply: true }],
      { outcome: 'error', created: 1, posts: 1, rerun: 'refuses' },
    ],
    [
      'an HTML page instead of the job',
      [{ kind: 'html', status: 201 }],
      { outcome: 'error', created: 0, posts: 1, rerun: 'refuses' },
    ],
    [
      'a 429, then the creation',
      [{ kind: 'rate-limit', retryAfter: '1' }],
      { outcome: 'completed', created: 1, posts: 2, rerun: 'resumes' },
    ],
    [
      '429s all along',
      [
        { kind: 'rate-limit', retryAfter: '1' },
        { kind: 'rate-limit', retryAfter: '1' },
        { kind: 'rate-limit', retryAfter: '1' },
      ],
      { outcome: 'error', created: 0, posts: 3, rerun: 'creates' },
    ],
    [
      'a 400',
      [{ kind: 'status', status: 400, body: '{"error":"Invalid request"}' }],
      { outcome: 'error', created: 0, posts: 1, rerun: 'creates' },
    ],
    [
      'a slow answer, in time',
      [{ kind: 'latency', ms: 200 }],
      { outcome: 'completed', created: 1, posts: 1, rerun: 'resumes' },
    ],
  ])(
    'creation with %s: at most one job and one outcome, also after a re-run',
    async (_name, faults, expected) => {
      e2e.platform.addFaults('createJob', ...faults)
      const cmd = scene.command('/docs-agent document webhooks')
      const first = await attempt(cmd, 1)
      expect(first.report.outcome).toBe(expected.outcome)
      expect(first.report.created).toBe(expected.outcome === 'completed')
      expect(e2e.platform.creations).toHaveLength(expected.created)
      expect(onRoute('createJob')).toHaveLength(expected.posts)
      expect(scene.statusComments(cmd.issue)).toHaveLength(1)

      const again = await attempt(cmd, 2)
      expect(scene.statusComments(cmd.issue)).toHaveLength(1)
      if (expected.rerun === 'resumes') {
        expect(again.report).toMatchObject({ outcome: 'completed', created: true })
        expect(onRoute('createJob')).toHaveLength(expected.posts)
      } else if (expected.rerun === 'creates') {
        expect(again.report.outcome).toBe('completed')
        expect(e2e.platform.creations).toHaveLength(1)
        expect(onRoute('createJob')).toHaveLength(expected.posts + 1)
      } else {
        expect(again.report.outcome).toBe('error')
        expect(statusBody(cmd.issue)).toContain('so a job may exist that no request can find')
        expect(onRoute('createJob')).toHaveLength(expected.posts)
        expect(e2e.platform.creations).toHaveLength(expected.created)
      }
    },
  )
})
