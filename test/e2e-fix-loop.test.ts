/**
 * End to end: the loop from readers to a docs fix, its first insights run and its `fix` command
 * through dist/index.js as the runner starts it, the steps after them in-process on virtual time
 * (helpers/in-process-step.ts), on the same report issue and emulators. An
 * insights run reports the gaps → a maintainer comments `/docs-agent fix g1` on the report issue →
 * one job is created (a re-run creates none) and g1 is `fixing` → `mode: reconcile` finishes the
 * status comment and g1 is `proposed` with the agent's pull request → the next insights run keeps
 * it `proposed` → a run whose window begins after the job ended, with the readers still failing,
 * keeps it `proposed` while its pull request is not known merged (1.4: no verdict before a merge)
 * → once merged, a window wholly after it with the readers still failing marks it `still seen
 * after the fix`. Then `dismiss`.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import type { RememberedGap } from '../src/insights-memory/memory.ts'
import { issueCommentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { statusComments } from './helpers/scenario.ts'

/**
 * The platform's clock runs ahead of the wall clock by `skew`: the test ends a job's work by moving
 * it on, instead of waiting for the job's timeline to get there.
 */
let skew = 0
const e2e = useE2e({
  platform: { now: () => Date.now() + skew },
  runner: 'in-process',
  githubScope: 'per-test',
})
/** Whether the next steps run as dist/index.js in child processes (else in-process). */
let viaDist = false
beforeEach(() => {
  skew = 0
  viaDist = false
})
const { inputs } = e2e
const step: typeof e2e.step = (options) => (viaDist ? e2e.dist : e2e.step)(options)
const PR = 'https://github.com/acme/docs/pull/77'

function seed(): void {
  const at = '2026-11-20T10:00:00Z'
  e2e.platform.setSearches([
    { searchQuery: 'retry options', hits: 40, ctr: 0, topClickedPage: null, lastSearchedAt: at },
    { searchQuery: 'webhook secret', hits: 12, ctr: 0, topClickedPage: null, lastSearchedAt: at },
  ])
  e2e.platform.setFeedback([])
  e2e.platform.setFeedbackByPage([])
  e2e.platform.setConversations([])
  // The agent opens its pull request a moment after the job starts.
  e2e.platform.setNewJobTemplate({ timeline: [{ afterMs: 300, status: 'completed', prLink: PR }] })
  e2e.github.setPermission('alice', 'write')
}

const day = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const insights = (extra: Record<string, string> = {}) =>
  step({
    inputs: inputs({ mode: 'insights', ...extra }),
    eventName: 'schedule',
    event: { schedule: '0 7 * * 1' },
    apiUrl: e2e.github.url,
  })

function reportIssue() {
  const [issue] = e2e.github.issues().filter((i) => i.title === 'Docs insights')
  if (!issue) throw new Error('no report issue')
  return issue
}

function gap(id: string): RememberedGap | undefined {
  return parseMemory(reportIssue().body).gaps.find((g) => g.id === id)
}

/** A maintainer's comment on the report issue, and the message-mode step it starts. */
function command(body: string, commentId: number, extra: Record<string, string> = {}) {
  const issue = reportIssue().number
  e2e.github.addComment(issue, { body, login: 'alice' })
  const event = issueCommentEvent({ body, commentId, issueNumber: issue })
  return (runAttempt = 1) =>
    step({
      inputs: inputs({ wait: 'false', ...extra }),
      eventName: 'issue_comment',
      event,
      apiUrl: e2e.github.url,
      runId: '9001',
      runAttempt,
    })
}

describe('the fix loop end to end', () => {
  it('insights → fix g1 (both dist/index.js) → one job → reconcile → proposed → still seen after the fix', async () => {
    viaDist = true
    seed()
    const first = await insights()
    expect(first.code, first.stdout + first.stderr).toBe(0)
    expect(gap('g1')).toMatchObject({ label: expect.stringContaining('retry'), state: 'new' })
    expect(first.outputs['jobs-created']).toBe('')

    const fix = command('/docs-agent fix g1 Keep the page short.', 7001)
    const fixed = await fix()
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0)
    expect(fixed.outputs.outcome).toBe('sent')
    expect(e2e.platform.creations).toHaveLength(1)
    const prompt = e2e.platform.creations[0]!.prompt
    expect(prompt).toContain('g1')
    expect(prompt).toContain('Keep the page short.')
    expect(prompt).toMatch(/readers' words/i)
    expect(prompt).toContain('retry options')
    const jobId = fixed.outputs['job-id']
    expect(gap('g1')).toMatchObject({ state: 'fixing', job: { id: jobId } })
    expect(reportIssue().body).toMatch(/\| \*\*g1\*\* \|.*`fixing` \(job `/)
    viaDist = false

    // A re-run of the same workflow run creates nothing more.
    const rerun = await fix(2)
    expect(rerun.code, rerun.stdout).toBe(0)
    expect(e2e.platform.creations).toHaveLength(1)

    // The job ends; the schedule's reconcile run finishes the comment and the report follows.
    skew += 400
    const sweep = await step({
      inputs: inputs({ mode: 'reconcile' }),
      eventName: 'schedule',
      event: { schedule: '*/15 * * * *' },
      apiUrl: e2e.github.url,
      runId: '9002',
    })
    expect(sweep.code, sweep.stdout + sweep.stderr).toBe(0)
    expect(sweep.outputs.finished).toBe('1')
    const [status] = statusComments(e2e.github, reportIssue().number)
    expect(status?.body).toContain('Completed')
    expect(gap('g1')).toMatchObject({ state: 'proposed', job: { id: jobId, prLink: PR } })
    expect(reportIssue().body).toContain(`\`proposed\` ([pull request](${PR}))`)

    // The next weekly run: its window began before the job ended, so the fix is not judged yet.
    const second = await insights()
    expect(second.code, second.stdout).toBe(0)
    expect(gap('g1')?.state).toBe('proposed')

    // A window that begins after the job ended, and readers still search in vain: no verdict
    // while the pull request cannot be read.
    const third = await insights({ 'date-from': day(1), 'date-to': day(8) })
    expect(third.code, third.stdout).toBe(0)
    expect(gap('g1')).toMatchObject({ state: 'proposed', effect: { pr: 'unreadable' } })
    expect(reportIssue().body).toMatch(
      /\| \*\*g1\*\* \|.*`proposed` \(.*, pull request unreadable: not judged\) \|$/m,
    )

    // Merged now: the window after it, readers still failing as often, judges it.
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    e2e.github.setPullRequestMerge(
      { number: 77 },
      { state: 'closed', mergedAt: new Date().toISOString() },
    )
    const fourth = await insights({ 'date-from': day(1), 'date-to': day(8) })
    expect(fourth.code, fourth.stdout).toBe(0)
    expect(fourth.outputs.fixed).toBe('')
    expect(gap('g1')).toMatchObject({ state: 'still-seen', job: { id: jobId, prLink: PR } })
    expect(reportIssue().body).toMatch(/\| \*\*g1\*\* \|.*`still seen after the fix`/)
    expect(e2e.platform.creations).toHaveLength(1)
  })

  it('dismisses a gap with who and why, sends nothing, and refuses what it cannot do', async () => {
    seed()
    expect((await insights()).code).toBe(0)
    const before = e2e.platform.requests.length

    const dismissed = await command('/docs-agent dismiss g2 not a docs problem', 7101)()
    expect(dismissed.code, dismissed.stdout).toBe(0)
    expect(dismissed.outputs.outcome).toBe('skipped')
    expect(gap('g2')).toMatchObject({
      state: 'dismissed',
      dismissed: { by: 'alice', why: 'not a docs problem' },
    })

    const unknown = await command('/docs-agent fix g99', 7102)()
    expect(unknown.outputs.outcome).toBe('rejected')
    expect(unknown.outputs['skip-reason']).toContain('no gap `g99`')
    const again = await command('/docs-agent fix g2', 7103)()
    expect(again.outputs.outcome).toBe('rejected')
    expect(again.outputs['skip-reason']).toContain('dismissed')
    expect(e2e.platform.requests.length).toBe(before)

    // The words mean nothing on another issue.
    e2e.github.addIssue({ number: 500, title: 'Something else', isPullRequest: false })
    const elsewhere = await step({
      inputs: inputs(),
      eventName: 'issue_comment',
      event: issueCommentEvent({ body: '/docs-agent fix g1', commentId: 7104, issueNumber: 500 }),
      apiUrl: e2e.github.url,
    })
    expect(elsewhere.outputs.outcome).toBe('rejected')
    expect(elsewhere.outputs['skip-reason']).toContain('only in a comment on the insights report')
    expect(e2e.platform.requests.length).toBe(before)
  })
})
