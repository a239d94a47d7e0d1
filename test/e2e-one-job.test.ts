/**
 * End-to-end, one comment, one job, whatever runs it: two runs of the bundled dist/index.js for
 * the same comment event (two workflows on `issue_comment`, a second delivery of the event),
 * started together or one after the other. One job is created or one message sent, one status
 * comment is left and never moved backwards, the final reaction stays; the run that gives way
 * says so in its outputs (`skipped`, with a `skip-reason`). The runs at once are processes of
 * their own; a run alone (one after the other, or beside a process) runs in-process on virtual
 * time (helpers/in-process-step.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { readMarker, type StatusMarker } from '../src/marker.ts'
import type { GitHubRoute } from './emulators/github.ts'
import { useE2e } from './helpers/e2e.ts'
import { jobEnding, messageScenario, type Command } from './helpers/scenario.ts'
import { until } from './helpers/wait.ts'
import { commentEvent, type ActionRunResult } from './helpers/action-runner.ts'

/**
 * The platform's clock runs ahead of the wall clock by `skew`: a test ends a job's work by moving
 * it on, instead of waiting for the job's timeline to get there.
 */
let skew = 0
const e2e = useE2e({
  inputs: { 'poll-interval': '1s', timeout: '20s' },
  platform: { now: () => Date.now() + skew },
  runner: 'in-process',
  githubScope: 'per-test',
})
const scene = messageScenario(e2e, 2400)
const onRoute = (route: string) => e2e.platform.requests.filter((r) => r.route === route)
/** The file's follow-up runs go to this job (the `job-id` input). */
const FOLLOW = { 'job-id': 'job_e2e' }

beforeEach(() => {
  skew = 0
  const done = { afterMs: 800, status: 'completed', prLink: 'https://github.com/acme/docs/pull/90' }
  e2e.platform.setNewJobTemplate({ timeline: [done], onMessage: { timeline: [done] } })
})

/**
 * Holds the next `n` requests on `route` (comment creations by default) until all `n` have
 * arrived, then lets them through together: every run has looked for the comment and found none
 * before any claim exists.
 */
function claimsTogether(n: number, route: GitHubRoute = 'createComment'): Promise<void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = { kind: 'hold', until: held } as const
  e2e.github.addFaults(route, ...Array.from({ length: n }, () => hold))
  const arrived = () => e2e.github.requests.filter((r) => r.route === route).length
  return until(() => arrived() >= n, `${n} requests on ${route}`).then(release)
}

/** The one status comment of `cmd` and its marker (fails when there is not exactly one). */
function theComment(cmd: Command): { body: string; marker: StatusMarker } {
  const comments = scene.statusComments(cmd.issue)
  expect(comments).toHaveLength(1)
  const body = comments[0]?.body ?? ''
  return { body, marker: readMarker(body) as StatusMarker }
}

/** The runs' results split into the one that did the work and the one that stood down. */
function winnerAndLoser(results: ActionRunResult[]): [ActionRunResult, ActionRunResult] {
  const outcomes = results.map((r) => r.outputs.outcome)
  expect(
    outcomes.filter((o) => o === 'skipped'),
    outcomes.join(', '),
  ).toHaveLength(1)
  const loser = results.find((r) => r.outputs.outcome === 'skipped')!
  const winner = results.find((r) => r !== loser)!
  return [winner, loser]
}

/** What a run that stood down leaves in its outputs: skipped, why, and nothing of its own. */
function expectStoodDown(loser: ActionRunResult, how: RegExp): void {
  expect(loser.code, loser.stdout + loser.stderr).toBe(0)
  expect(loser.outputs['skip-reason']).toMatch(/another workflow run handles this command/)
  expect(loser.outputs['skip-reason']).toMatch(how)
  expect(loser.outputs['comment-id']).toBe('')
  expect(loser.outputs.created).toBe('false')
  expect(loser.stdout).toContain('Stood down')
}

describe('one comment, one job, whatever runs it', () => {
  it('two runs started together for one comment (dist/index.js): one message, one comment, one reaction', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 1_500 }))
    const cmd = scene.command('/docs-agent add an example for the retry option')
    const together = claimsTogether(2)
    const runs = ['3001', '3002'].map((runId) => scene.run(cmd, FOLLOW, { runId, dist: true }))
    await together
    const [winner, loser] = winnerAndLoser(await Promise.all(runs))
    expect(winner.outputs.outcome).toBe('completed')
    // What the holder had done when the loser looked (a loaded machine may let it get further).
    expectStoodDown(
      loser,
      /it (took the command first|sent the message to job job_e2e|ended completed)/,
    )
    expect(onRoute('sendMessage')).toHaveLength(1)
    const { body, marker } = theComment(cmd)
    expect(body).toContain('Completed')
    expect(marker).toMatchObject({ outcome: 'completed', jobId: 'job_e2e' })
    expect(winner.outputs['comment-id']).toBe(String(scene.statusComments(cmd.issue)[0]?.id))
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])
  })

  it('two runs started together for `new` (dist/index.js): one job created', async () => {
    const cmd = scene.command('/docs-agent new document the webhooks')
    const together = claimsTogether(2)
    const runs = ['3011', '3012'].map((runId) => scene.run(cmd, {}, { runId, dist: true }))
    await together
    const [winner, loser] = winnerAndLoser(await Promise.all(runs))
    expect(winner.outputs).toMatchObject({ outcome: 'completed', created: 'true' })
    // What the holder had done when the loser looked: anything up to the creation.
    expectStoodDown(loser, /it (took the command first|is creating a job|created job job_new_)/)
    expect(onRoute('createJob')).toHaveLength(1)
    expect(e2e.platform.creations).toHaveLength(1)
    expect(theComment(cmd).marker).toMatchObject({ outcome: 'completed', create: true })
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])
  })

  it('a second run while the first (dist/index.js) polls stands down and leaves the comment to the first', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 60_000 }))
    const cmd = scene.command('/docs-agent add an example for the timeout option')
    const first = scene.run(cmd, FOLLOW, { runId: '3101', dist: true })
    await until(() => onRoute('getJob').length >= 2, 'the first run to poll the job')
    const during = theComment(cmd)
    expect(during.marker).toMatchObject({ sent: true, outcome: null, runId: '3101' })
    // The second workflow: the fix loop's, which does not wait.
    const second = await scene.run(cmd, { ...FOLLOW, wait: 'false' }, { runId: '3102' })
    expect(second.outputs.outcome).toBe('skipped')
    expectStoodDown(second, /it sent the message to job job_e2e/)
    expect(theComment(cmd).marker).toMatchObject({ sent: true, outcome: null, runId: '3101' })
    expect(theComment(cmd).body).not.toContain('not waiting')
    // The job ends its work: the platform's clock moves past it.
    skew = 60_000
    const done = await first
    expect(done.outputs.outcome).toBe('completed')
    expect(onRoute('sendMessage')).toHaveLength(1)
    expect(theComment(cmd).marker).toMatchObject({ outcome: 'completed', runId: '3101' })
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])
  })

  it('a second run after the first finished leaves the final comment and reaction as they are', async () => {
    e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 300 }))
    const cmd = scene.command('/docs-agent add an example for the proxy option')
    const first = await scene.run(cmd, FOLLOW, { runId: '3201' })
    expect(first.outputs.outcome).toBe('completed')
    const final = theComment(cmd)
    const writes = () => e2e.github.requests.filter((r) => /Comment$/.test(r.route)).length
    const writesBefore = writes()
    const second = await scene.run(cmd, { ...FOLLOW, wait: 'false' }, { runId: '3202' })
    expect(second.outputs.outcome).toBe('skipped')
    expectStoodDown(second, /it ended completed/)
    expect(theComment(cmd).body).toBe(final.body)
    expect(writes()).toBe(writesBefore)
    expect(onRoute('sendMessage')).toHaveLength(1)
    expect(e2e.github.reactions(cmd.commentId)).toEqual(['eyes', 'rocket'])
  })

  it('two runs started together for `help` (dist/index.js): one reply', async () => {
    const cmd = scene.command('/docs-agent help')
    // Held at the 👀 just before the reply: the reply itself is the claim, and its final write
    // has a budget (4 s) that a held claim would outlast on a slow machine.
    const together = claimsTogether(2, 'reaction')
    const runs = ['3301', '3302'].map((runId) => scene.run(cmd, {}, { runId, dist: true }))
    await together
    const reasons = (await Promise.all(runs)).map((r) => r.outputs['skip-reason'] ?? '')
    expect(reasons.filter((r) => r === 'help')).toHaveLength(1)
    expect(reasons.filter((r) => /another workflow run handles this command/.test(r))).toHaveLength(
      1,
    )
    expect(scene.statusComments(cmd.issue)).toHaveLength(1)
    expect(e2e.platform.requests).toHaveLength(0)
  })

  it('`fix g1` on the report issue, run by the quick start and the fix loop at once (dist/index.js): one job', async () => {
    const at = '2026-11-20T10:00:00Z'
    e2e.platform.setSearches([
      { searchQuery: 'retry options', hits: 40, ctr: 0, topClickedPage: null, lastSearchedAt: at },
    ])
    e2e.platform.setFeedback([])
    e2e.platform.setFeedbackByPage([])
    e2e.platform.setConversations([])
    const report = await e2e.step({
      inputs: e2e.inputs({ mode: 'insights' }),
      eventName: 'schedule',
      event: { schedule: '0 7 * * 1' },
      apiUrl: e2e.github.url,
    })
    expect(report.code, report.stdout + report.stderr).toBe(0)
    const issue = e2e.github.issues().find((i) => i.title === 'Docs insights')!.number
    e2e.github.setPermission('alice', 'write')
    const body = '/docs-agent fix g1'
    const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
    const event = commentEvent({ body, commentId, issueNumber: issue, onPullRequest: false })
    const together = claimsTogether(2)
    // The quick start's workflow waits; the fix loop's does not.
    const runs = [
      { runId: '3401', wait: 'true' },
      { runId: '3402', wait: 'false' },
    ].map(({ runId, wait }) =>
      e2e.dist({
        inputs: e2e.inputs({ wait }),
        eventName: 'issue_comment',
        event,
        apiUrl: e2e.github.url,
        runId,
      }),
    )
    await together
    const [winner, loser] = winnerAndLoser(await Promise.all(runs))
    expectStoodDown(loser, /another workflow run/)
    expect(e2e.platform.creations).toHaveLength(1)
    expect(scene.statusComments(issue)).toHaveLength(1)
    // At most one final reaction, the winner's: 🚀 when it waited for the job to complete; none
    // when it started the job without waiting (the 👀 stays; reconcile adds 🚀 later).
    const final = winner.outputs.outcome === 'completed' ? ['rocket'] : []
    expect(e2e.github.reactions(commentId)).toEqual(['eyes', ...final])
  })
})
