import { describe, expect, it } from 'vitest'
import type { Trigger } from '../src/event.ts'
import { runMessage, type MessageDeps } from '../src/flows/message/run.ts'
import { readMarker, renderMarker, type StatusMarker } from '../src/marker.ts'
import {
  MalformedResponseError,
  NetworkError,
  RateLimitedError,
} from '../src/ports/platform-errors.ts'
import { settingsOf } from './helpers/settings.ts'
import { FakeGitHub, FakePlatform, VirtualClock, runContext } from './helpers/fakes.ts'
import type { PendingStatus } from '../src/flows/message/report.ts'

const context = runContext()

function comment(
  body: string,
  extra: Partial<{ login: string; userType: string; action: string; id: number }> = {},
): Trigger {
  return {
    kind: 'comment',
    source: 'issue_comment',
    action: extra.action ?? 'created',
    issueNumber: 7,
    isPullRequest: true,
    subject: {
      number: 7,
      isPullRequest: true,
      url: 'https://github.com/acme/docs/pull/7',
      title: 'Add retries',
      baseRef: null,
      headRef: null,
    },
    review: null,
    comment: {
      id: extra.id ?? 900,
      body,
      htmlUrl: 'https://github.com/acme/docs/pull/7#issuecomment-900',
      userLogin: extra.login ?? 'alice',
      userType: extra.userType ?? 'User',
    },
  }
}

function setup(
  inputs: Record<string, string> = {},
  trigger: Trigger = comment('/docs-agent add an example'),
) {
  const clock = new VirtualClock()
  const platform = new FakePlatform(clock)
  const github = new FakeGitHub()
  github.permissions.set('alice', 'write')
  const all: Record<string, string> = {
    'api-key': 'mint_flowtest_key_123456',
    'project-id': 'proj',
    'job-id': 'job_1',
    'fail-on': 'failed,timed-out,error',
    ...inputs,
  }
  const settings = settingsOf('message', (name) => all[name] ?? '', new Date(clock.now()))
  const states: Array<PendingStatus | null> = []
  const logs: string[] = []
  const controller = new AbortController()
  let seed = 3
  const deps: MessageDeps = {
    settings,
    context,
    trigger,
    platform,
    github,
    clock,
    random: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646,
    log: {
      info: (m) => logs.push(m),
      warning: (m) => logs.push(`warning: ${m}`),
      debug: () => undefined,
    },
    signal: controller.signal,
    secrets: [all['api-key'] as string],
    saveState: (s) => states.push(s),
  }
  return { clock, platform, github, deps, states, logs, controller }
}

describe('message flow', () => {
  it("runs a person's command that quotes the action's status marker", async () => {
    const marker = renderMarker({
      kind: 'status',
      trigger: 'comment-1',
      jobId: 'job_other',
      sent: true,
      outcome: null,
      sentAt: null,
      runId: '9',
    })
    const t = setup({}, comment(`/docs-agent fix the typo\n\n${marker}`))
    t.platform.timeline = [{ afterMs: 0, status: 'completed' }]
    const report = await runMessage(t.deps)
    expect(report.skipReason).toBeNull()
    expect(t.platform.sends).toHaveLength(1)
    expect(t.platform.sends[0]).toContain('fix the typo')
  })

  it("ignores a command written by the token's own identity, without a request to the platform", async () => {
    const t = setup({}, comment('/docs-agent add an example', { login: 'GitHub-Actions[bot]' }))
    const report = await runMessage(t.deps)
    expect(report).toMatchObject({ outcome: 'skipped', commentId: null })
    expect(report.skipReason).toContain("this action's own token")
    expect(t.platform.sends).toEqual([])
    expect(t.platform.gets).toBe(0)
    expect(t.github.writes).toBe(0)
    expect(t.github.reactions).toEqual([])
  })

  it('sends once, polls until completed and reports the PR', async () => {
    const t = setup()
    t.platform.timeline = [
      { afterMs: 0, status: 'active' },
      { afterMs: 20_000, status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' },
    ]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(report.prLink).toBe('https://github.com/acme/docs/pull/9')
    expect(t.platform.sends).toEqual(['add an example'])
    expect(t.github.body(7)).toContain('acme/docs#9')
    expect(t.github.reactions.map(([, r]) => r)).toEqual(['eyes', 'rocket'])
    expect(t.states.at(-1)).toBeNull()
    // Detected within one poll gap of the end.
    expect(report.endedAt - (report.sentAt as number)).toBeLessThan(20_000 + 4_000)
  })

  it('edits the comment only when what it shows changes', async () => {
    const t = setup()
    t.platform.timeline = [
      { afterMs: 0, status: 'active' },
      { afterMs: 600_000, status: 'completed' },
    ]
    await runMessage(t.deps)
    // received, sending, sent, final (+ working once): not one edit per poll.
    expect(t.platform.gets).toBeGreaterThan(50)
    expect(t.github.writes).toBeLessThanOrEqual(6)
  })

  it('does not take a stale terminal status right after the send for the result', async () => {
    const t = setup()
    // The POST's answer and the first GETs still show the previous 'completed'.
    t.platform.timeline = [
      { afterMs: 0, status: 'completed' },
      { afterMs: 3_000, status: 'active' },
      { afterMs: 30_000, status: 'completed', prLink: 'https://github.com/acme/docs/pull/10' },
    ]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(report.prLink).toBe('https://github.com/acme/docs/pull/10')
    expect(report.endedAt - (report.sentAt as number)).toBeGreaterThanOrEqual(30_000)
  })

  it('believes a terminal status after the grace window even if active was never seen', async () => {
    const t = setup()
    t.platform.sendBehaviour = 'sent-null'
    t.platform.timeline = [{ afterMs: 0, status: 'completed' }]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    const waited = (report.endedAt - (report.sentAt as number)) / 1000
    expect(waited).toBeGreaterThanOrEqual(10)
    expect(waited).toBeLessThan(15)
  })

  it('rejects a commenter below min-permission without touching the platform', async () => {
    const t = setup({}, comment('/docs-agent hi', { login: 'mallory' }))
    t.github.permissions.set('mallory', 'triage')
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('rejected')
    expect(t.platform.requestCount).toBe(0)
    expect(t.github.body(7)).toContain('Not run')
    expect(t.github.reactions.map(([, r]) => r)).toEqual(['confused'])
  })

  it('refuses a bot unless it is listed in allowed-bots', async () => {
    const bot = comment('/docs-agent bump', { login: 'renovate[bot]', userType: 'Bot' })
    const t = setup({}, bot)
    t.github.permissions.set('renovate[bot]', 'admin')
    expect((await runMessage(t.deps)).outcome).toBe('rejected')
    const allowed = setup({ 'allowed-bots': 'renovate[bot]' }, bot)
    expect((await runMessage(allowed.deps)).outcome).toBe('completed')
  })

  it('skips edited comments and non-commands without a word', async () => {
    for (const trigger of [comment('/docs-agent hi', { action: 'edited' }), comment('nice work')]) {
      const t = setup({}, trigger)
      const report = await runMessage(t.deps)
      expect(report.outcome).toBe('skipped')
      expect(report.skipReason).toBeTruthy()
      expect(t.github.requestCount).toBe(0)
      expect(t.platform.requestCount).toBe(0)
    }
  })

  it('rejects with usage help when no job id can be found and create-job is never', async () => {
    const t = setup({ 'job-id': '', 'create-job': 'never' })
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('rejected')
    expect(t.github.body(7)).toContain('job=<id>')
    expect(t.platform.requestCount).toBe(0)
  })

  it('takes job=<id> from the command over the input', async () => {
    const t = setup({}, comment('/docs-agent job=job_other fix it'))
    const report = await runMessage(t.deps)
    expect(report.jobId).toBe('job_other')
    expect(t.platform.sends).toEqual(['fix it'])
  })

  it('falls back to the job of the latest status comment on the PR', async () => {
    const first = setup()
    await runMessage(first.deps)
    const second = setup({ 'job-id': '' }, comment('/docs-agent again', { id: 901 }))
    second.github.comments = first.github.comments
    const report = await runMessage(second.deps)
    expect(report.jobId).toBe('job_1')
    expect(report.outcome).toBe('completed')
  })

  it('waits for a busy job before sending (if-busy: wait)', async () => {
    const t = setup()
    t.platform.initial = 'active'
    let gets = 0
    t.platform.onGet = () => {
      if (++gets === 4) t.platform.initial = 'completed'
    }
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(t.platform.sends).toHaveLength(1)
    expect(gets).toBeGreaterThan(4)
  })

  it('fails without sending when the job is busy and if-busy is fail', async () => {
    const t = setup({ 'if-busy': 'fail' })
    t.platform.initial = 'active'
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('error')
    expect(report.detail).toMatch(/busy/)
    expect(t.platform.sends).toHaveLength(0)
  })

  it('sends to a busy job when if-busy is send', async () => {
    const t = setup({ 'if-busy': 'send' })
    t.platform.initial = 'active'
    expect((await runMessage(t.deps)).outcome).toBe('completed')
    expect(t.platform.sends).toHaveLength(1)
  })

  it('reports sent and stops with wait: false, leaving the 👀 of the accepted command', async () => {
    const t = setup({ wait: 'false' })
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('sent')
    expect(t.platform.gets).toBe(1)
    expect(t.github.reactions.map(([, r]) => r)).toEqual(['eyes'])
  })

  it('tolerates transient errors while polling', async () => {
    const t = setup()
    t.platform.timeline = [
      { afterMs: 0, status: 'active' },
      { afterMs: 30_000, status: 'failed' },
    ]
    t.platform.getErrors = [
      null,
      new NetworkError('reset', 'ECONNRESET'),
      new RateLimitedError('slow down', 1000),
      new MalformedResponseError('bad json', 200),
    ]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('failed')
  })

  it('gives up after repeated malformed answers', async () => {
    const t = setup()
    t.platform.getErrors = [
      null,
      ...Array.from({ length: 6 }, () => new MalformedResponseError('not JSON', 200)),
    ]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('error')
  })

  it('times out at the deadline and says the job is still running', async () => {
    const t = setup({ timeout: '2m' })
    t.platform.timeline = [{ afterMs: 0, status: 'active' }]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('timed-out')
    expect(report.endedAt - report.startedAt).toBeLessThanOrEqual(120_000 + 1_000)
    expect(t.github.body(7)).toContain('still running')
  })

  it('does not resend after an ambiguous send, and says the outcome is unknown when the job never moves', async () => {
    const t = setup()
    t.platform.sendBehaviour = 'unknown'
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('error')
    expect(report.detail).toMatch(/outcome unknown/)
    expect(t.platform.sends).toHaveLength(0)
    expect(t.github.body(7)).toContain('outcome unknown')
  })

  it('resolves an ambiguous send by seeing the job take it up', async () => {
    const t = setup()
    t.platform.sendBehaviour = 'applied-unknown'
    t.platform.timeline = [
      { afterMs: 0, status: 'active' },
      { afterMs: 20_000, status: 'completed' },
    ]
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(t.platform.sends).toHaveLength(1)
  })

  it('reports a refused send (rate limit) as an error with the message not sent', async () => {
    const t = setup()
    t.platform.sendBehaviour = new RateLimitedError(
      'rate limited: 100 messages per project per hour',
      3_600_000,
    )
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('error')
    const marker = readMarker(t.github.body(7))
    expect(marker?.kind === 'status' && marker.sent).toBe(false)
  })

  it('ends cancelled when the signal aborts while polling', async () => {
    const t = setup()
    t.platform.onGet = (n) => {
      if (n === 3) t.controller.abort(new Error('SIGTERM'))
    }
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('cancelled')
    expect(t.github.body(7)).toContain('may still be running')
    expect(t.states.at(-1)).toBeNull()
  })

  it('marks the comment as sent before the POST leaves, so no re-run can send twice', async () => {
    const t = setup()
    let markerAtSend: unknown = null
    const send = t.platform.sendMessage.bind(t.platform)
    t.platform.sendMessage = async (id, prompt, signal) => {
      markerAtSend = readMarker(t.github.body(7))
      return send(id, prompt, signal)
    }
    await runMessage(t.deps)
    expect(markerAtSend).toMatchObject({ sent: true, jobId: 'job_1' })
  })

  it('resumes a sent command without sending again', async () => {
    const first = setup({ timeout: '30s' })
    first.platform.timeline = [
      { afterMs: 0, status: 'active' },
      { afterMs: 60_000, status: 'completed' },
    ]
    expect((await runMessage(first.deps)).outcome).toBe('timed-out')
    const second = setup()
    second.github.comments = first.github.comments
    second.platform.sentAt = first.platform.sentAt
    second.platform.timeline = first.platform.timeline
    second.clock.t = first.clock.t + 40_000
    const report = await runMessage(second.deps)
    expect(report.outcome).toBe('completed')
    expect(second.platform.sends).toHaveLength(0)
    expect(second.github.comments.get(7)).toHaveLength(1)
  })

  it('requires the prompt input on events other than comments', async () => {
    const t = setup(
      {},
      {
        kind: 'other',
        eventName: 'workflow_dispatch',
        issueNumber: undefined,
        subject: null,
      },
    )
    await expect(runMessage(t.deps)).rejects.toThrow(/input 'prompt'/)
    expect(t.platform.requestCount).toBe(0)
  })

  it('keeps the API key out of the comment even when an error echoes it', async () => {
    const t = setup()
    t.platform.sendBehaviour = new Error('upstream said: Bearer mint_flowtest_key_123456 is bad')
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('error')
    expect(t.github.body(7)).not.toContain('mint_flowtest_key_123456')
    expect(report.detail).not.toContain('mint_flowtest_key_123456')
  })
})

describe('one comment, one job, whatever runs it', () => {
  const rivalMarker = (fields: Partial<StatusMarker> = {}) =>
    renderMarker({
      kind: 'status',
      trigger: 'comment-900',
      jobId: null,
      sent: false,
      outcome: null,
      sentAt: null,
      runId: '77',
      ...fields,
    })

  it('gives way to an older claim of another run that appears beside its own', async () => {
    const t = setup()
    const create = t.github.createComment.bind(t.github)
    let rival = 0
    t.github.createComment = async (issue, body) => {
      // The other workflow's run claimed the same comment a moment earlier.
      if (rival === 0) rival = (await create(issue, `Started\n\n${rivalMarker()}`)).id
      return create(issue, body)
    }
    const report = await runMessage(t.deps)
    expect(report).toMatchObject({ outcome: 'skipped', commentId: null, jobId: null })
    expect(report.skipReason).toMatch(/^another workflow run handles this command/)
    expect(report.skipReason).toContain('actions/runs/77')
    expect(t.platform.sends).toHaveLength(0)
    expect(t.platform.gets).toBe(0)
    expect(t.github.comments.get(7)?.map((c) => c.id)).toEqual([rival])
    expect(t.github.reactions).toEqual([])
    expect(t.states.at(-1)).toBeNull()
  })

  it('never writes over the older claim it finds after its own create lost its answer', async () => {
    const t = setup()
    const create = t.github.createComment.bind(t.github)
    let rival: { id: number; body: string } | null = null
    t.github.createComment = async (issue, body) => {
      if (rival) return create(issue, body)
      rival = await create(issue, `Started\n\n${rivalMarker()}`)
      await create(issue, body)
      throw new Error('socket hang up')
    }
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('skipped')
    expect(report.skipReason).toMatch(/^another workflow run handles this command/)
    expect(t.platform.sends).toHaveLength(0)
    expect(t.github.comments.get(7)?.map((c) => [c.id, c.body])).toEqual([[rival!.id, rival!.body]])
  })

  it('keeps its claim when it is the older one', async () => {
    const t = setup()
    t.platform.timeline = [{ afterMs: 0, status: 'completed' }]
    const create = t.github.createComment.bind(t.github)
    let calls = 0
    t.github.createComment = async (issue, body) => {
      const own = await create(issue, body)
      // The other run's claim comes after this one: it gives way, this run goes on.
      if (calls++ === 0) await create(issue, `Started\n\n${rivalMarker()}`)
      return own
    }
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(t.platform.sends).toHaveLength(1)
  })

  it("leaves another run's comment as it is, whatever it shows, and reacts with nothing", async () => {
    for (const fields of [
      { sent: true, jobId: 'job_1', sentAt: 1 },
      { sent: true, jobId: 'job_1', sentAt: 1, outcome: 'completed' },
      {},
    ]) {
      const t = setup({ wait: 'false' })
      const before = await t.github.createComment(7, `Working\n\n${rivalMarker(fields)}`)
      const writes = t.github.writes
      const report = await runMessage(t.deps)
      expect(report.outcome).toBe('skipped')
      expect(report.skipReason).toMatch(/^another workflow run handles this command/)
      expect(t.github.writes).toBe(writes)
      expect(t.github.comments.get(7)).toEqual([before])
      expect(t.github.reactions).toEqual([])
      expect(t.platform.sends).toHaveLength(0)
      expect(t.platform.gets).toBe(0)
    }
  })

  it('a re-run of the same workflow run still resumes from its comment', async () => {
    const t = setup()
    t.platform.timeline = [{ afterMs: 0, status: 'completed' }]
    await t.github.createComment(
      7,
      rivalMarker({ runId: context.runId, sent: true, jobId: 'job_1', sentAt: 1 }),
    )
    const report = await runMessage(t.deps)
    expect(report.outcome).toBe('completed')
    expect(t.platform.sends).toHaveLength(0)
  })
})
