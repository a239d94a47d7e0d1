/** Which comments a reconcile run finishes, and the final text it writes (pure rules). */
import { describe, expect, it } from 'vitest'
import { byJob, finalOf, selectUnfinished, verdictOf } from '../src/flows/reconcile/select.ts'
import { readMarker, renderMarker, type StatusMarker } from '../src/marker.ts'
import type { IssueComment } from '../src/ports/github.ts'
import { renderStatusComment } from '../src/render/status-comment.ts'
import type { AgentJob } from '../src/types.ts'

const SELF = 'github-actions[bot]'
const NOW = Date.parse('2026-11-23T12:00:00Z')
const SINCE = NOW - 7 * 86_400_000

const marker = (fields: Partial<StatusMarker> = {}): StatusMarker => ({
  kind: 'status',
  trigger: 'comment-11',
  jobId: 'job_1',
  sent: true,
  confirmed: true,
  outcome: 'sent',
  sentAt: NOW - 3_600_000,
  runId: '501',
  shown: { actor: 'alice', command: '/docs-agent', prompt: 'document retries' },
  ...fields,
})

let nextId = 1
const comment = (m: StatusMarker | null, fields: Partial<IssueComment> = {}): IssueComment => ({
  id: nextId++,
  body: m ? `${renderMarker(m)}\n📨 **Sent** to job` : 'Looks good!',
  htmlUrl: 'https://github.com/acme/docs/pull/7#issuecomment-1',
  userLogin: SELF,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  ...fields,
})

describe('which comments a reconcile run finishes', () => {
  it.each([
    ['sent (wait: false)', 'sent'],
    ['timed out', 'timed-out'],
    ['cancelled', 'cancelled'],
    ['a run still going, or killed without its post step', null],
  ])('finishes one left %s', (_name, outcome) => {
    expect(verdictOf(comment(marker({ outcome })), SELF, SINCE)).toBe('unfinished')
  })

  it.each(['completed', 'failed', 'archived', 'rejected', 'skipped', 'error'])(
    'leaves a final one (%s) as it is',
    (outcome) => {
      expect(verdictOf(comment(marker({ outcome })), SELF, SINCE)).toBe('final')
    },
  )

  it("ignores anyone else's comment, even with the action's marker, bot or not", () => {
    for (const login of ['mallory', 'renovate[bot]', 'github-actions']) {
      expect(verdictOf(comment(marker(), { userLogin: login }), SELF, SINCE)).toBe('foreign')
    }
    // GitHub logins are case-insensitive.
    expect(verdictOf(comment(marker(), { userLogin: 'GitHub-Actions[bot]' }), SELF, SINCE)).toBe(
      'unfinished',
    )
    // A personal token's identity.
    expect(
      verdictOf(comment(marker(), { userLogin: 'docs-bot-user' }), 'docs-bot-user', SINCE),
    ).toBe('unfinished')
  })

  it('leaves comments updated before the lookback alone, and takes one at its edge', () => {
    const old = new Date(SINCE - 1000).toISOString()
    const edge = new Date(SINCE).toISOString()
    expect(verdictOf(comment(marker(), { updatedAt: old }), SELF, SINCE)).toBe('outside-lookback')
    expect(verdictOf(comment(marker(), { updatedAt: edge }), SELF, SINCE)).toBe('unfinished')
    expect(verdictOf(comment(marker(), { updatedAt: 'garbage' }), SELF, SINCE)).toBe(
      'outside-lookback',
    )
  })

  it('leaves comments with nothing sent or no job, and comments without a status marker', () => {
    expect(verdictOf(comment(marker({ sent: false, outcome: null })), SELF, SINCE)).toBe('not-sent')
    expect(verdictOf(comment(marker({ jobId: null, create: true })), SELF, SINCE)).toBe('not-sent')
    expect(verdictOf(comment(null), SELF, SINCE)).toBe('no-marker')
    const report = comment(null, { body: renderMarker({ kind: 'report', title: 'Weekly' }) })
    expect(verdictOf(report, SELF, SINCE)).toBe('no-marker')
  })

  it('selects in listing order and groups by job, jobs in order of their newest comment', () => {
    const a1 = comment(marker({ jobId: 'job_a' }))
    const b = comment(marker({ jobId: 'job_b' }))
    const foreign = comment(marker({ jobId: 'job_c' }), { userLogin: 'mallory' })
    const done = comment(marker({ jobId: 'job_d', outcome: 'completed' }))
    const a2 = comment(marker({ jobId: 'job_a', outcome: 'timed-out' }))
    const selected = selectUnfinished([a1, b, foreign, done, a2], SELF, SINCE)
    expect(selected.map((s) => s.comment.id)).toEqual([a1.id, b.id, a2.id])
    const jobs = byJob(selected)
    expect([...jobs.keys()]).toEqual(['job_a', 'job_b'])
    expect(jobs.get('job_a')?.map((s) => s.comment.id)).toEqual([a1.id, a2.id])
  })
})

describe('the final comment a reconcile run writes', () => {
  const job = (status: string, prLink: string | null = null): AgentJob => ({
    id: 'job_1',
    status: status as AgentJob['status'],
    model: 'm',
    prLink,
    createdAt: null,
    archivedAt: null,
    source: null,
  })
  const runUrl = (id: string) => `https://github.com/acme/docs/actions/runs/${id}`
  const render = (m: StatusMarker, j: AgentJob) => {
    const final = finalOf({ ...m, jobId: m.jobId ?? '' }, j, runUrl)
    return renderStatusComment(final.view, final.marker)
  }

  it('is the outcome a waiting run would have written, with the pull request and the original run', () => {
    const body = render(marker(), job('completed', 'https://github.com/acme/docs/pull/9'))
    expect(body).toContain('✅ **Completed** — job `job_1`')
    expect(body).toContain('[acme/docs#9](https://github.com/acme/docs/pull/9)')
    expect(body).toContain('> document retries')
    expect(body).toContain('[logs](https://github.com/acme/docs/actions/runs/501)')
    expect(body).toContain('Finished by a reconcile run')
    expect(readMarker(body)).toMatchObject({ outcome: 'completed', jobId: 'job_1', runId: '501' })
  })

  it('is the same text whoever writes it and whenever (no time of the sweep in it)', () => {
    const m = marker({ outcome: 'timed-out' })
    expect(render(m, job('failed'))).toBe(render(m, job('failed')))
    expect(render(m, job('failed'))).toContain('❌ **Failed**')
  })

  it('says "new" for a job the command created, and links a review comment', () => {
    const m = marker({
      create: true,
      trigger: 'review-comment-5',
      shown: {
        actor: 'bob',
        command: '/docs-agent',
        prompt: 'explain this',
        source: {
          kind: 'review comment',
          url: 'https://github.com/acme/docs/pull/7#discussion_r5',
        },
      },
    })
    const body = render(m, job('archived'))
    expect(body).toContain('`job_1` (new)')
    expect(body).toContain('[review comment](https://github.com/acme/docs/pull/7#discussion_r5)')
    expect(readMarker(body)).toMatchObject({ create: true, outcome: 'archived' })
  })

  it('keeps a 1.0 marker without the request shown: the outcome, still right', () => {
    const { shown: _shown, ...old } = marker()
    const body = render(old, job('completed'))
    expect(body).toContain('✅ **Completed**')
    expect(readMarker(body)).toMatchObject({ outcome: 'completed' })
  })
})
