/** The message run's state: pure transitions, and the view, marker and report derived from it. */
import { describe, expect, it } from 'vitest'
import {
  ended,
  jobChosen,
  jobSeen,
  refused,
  sendInDoubt,
  sent,
  startRun,
  working,
  type RunStart,
  type RunState,
} from '../src/status/state.ts'
import { resumed, sendAnswered, sending, sendRefused } from '../src/status/sending.ts'
import { reportOf } from '../src/flows/message/report.ts'
import { markerOf, statusView } from '../src/status/views.ts'
import type { StatusMarker } from '../src/marker.ts'
import type { AgentJob } from '../src/types.ts'

const START: RunStart = {
  triggerKey: 'comment-7',
  trigger: 'issue_comment',
  actor: 'alice',
  command: '/docs-agent',
  prompt: 'add an example',
  shownPrompt: 'add an example',
  word: null,
  source: null,
  runId: '42',
  runUrl: 'https://github.com/acme/docs/actions/runs/42',
  startedAt: 1_000,
  earlier: null,
}

const job = (status: string, prLink: string | null = null, model = 'm1'): AgentJob =>
  ({ id: 'job_1', status, prLink, model }) as AgentJob

const earlier = (fields: Partial<StatusMarker>): StatusMarker => ({
  kind: 'status',
  trigger: 'comment-7',
  jobId: 'job_old',
  sent: false,
  confirmed: false,
  outcome: null,
  sentAt: null,
  runId: '41',
  ...fields,
})

/** A run that chose job_1 and sent at t=2000, with the platform's answer as given. */
const sentRun = (answer: Parameters<typeof sendAnswered>[1]): RunState =>
  sendAnswered(sending(jobChosen(startRun(START), 'job_1'), 'add an example', 2_000), answer, 2_100)

describe('message run state: transitions', () => {
  it.each([
    {
      name: 'a status seen before sending is on the timeline, noted as such',
      state: jobChosen(startRun(START), 'job_1'),
      seen: job('active', 'https://github.com/acme/docs/pull/1'),
      expected: {
        status: 'active',
        prLink: null,
        seenActive: false,
        delivery: { kind: 'none' },
        timeline: [{ at: 5, status: 'active', note: 'before sending' }],
      },
    },
    {
      name: 'active after the send confirms the message and counts as taken up',
      state: sentRun({ kind: 'unknown', reason: 'reset' }),
      seen: job('active'),
      expected: {
        status: 'active',
        seenActive: true,
        delivery: { kind: 'lost', at: 2_000, reason: 'reset', confirmed: true },
      },
    },
    {
      name: 'a pull request link counts only once the message was sent',
      state: sentRun({ kind: 'sent', job: null }),
      seen: job('completed', 'https://github.com/acme/docs/pull/9'),
      expected: { prLink: 'https://github.com/acme/docs/pull/9', seenActive: false },
    },
    {
      name: 'a link already seen is kept when a later answer has none',
      state: jobSeen(sentRun({ kind: 'sent', job: null }), job('active', 'https://x/pull/1'), 3),
      seen: job('active', null),
      expected: { prLink: 'https://x/pull/1' },
    },
  ])('$name', ({ state, seen, expected }) => {
    expect(jobSeen(state, seen, 5).facts).toMatchObject(expected)
  })

  it('the same status twice is one timeline entry', () => {
    const once = jobSeen(jobChosen(startRun(START), 'job_1'), job('completed'), 5)
    expect(jobSeen(once, job('completed'), 6).facts.timeline).toHaveLength(1)
  })

  it.each([
    {
      name: 'applied, with the job in the answer',
      answer: { kind: 'sent', job: job('active') } as const,
      expected: { delivery: { kind: 'applied', at: 2_000 }, seenActive: true, status: 'active' },
      timeline: ['sent', 'active'],
    },
    {
      name: 'applied, with an answer that could not be read',
      answer: { kind: 'sent', job: null } as const,
      expected: { delivery: { kind: 'applied', at: 2_000 }, seenActive: false, status: null },
      timeline: ['sent'],
    },
    {
      name: 'the answer lost: in doubt until the job is seen taking it up',
      answer: { kind: 'unknown', reason: 'reset after the request' } as const,
      expected: {
        delivery: { kind: 'lost', at: 2_000, reason: 'reset after the request', confirmed: false },
      },
      timeline: ['unknown'],
    },
  ])('send answered: $name', ({ answer, expected, timeline }) => {
    const state = sentRun(answer)
    expect(state.phase).toBe('sending')
    expect(state.facts).toMatchObject(expected)
    expect(reportOf(state, 2_100)).toMatchObject({ sentAt: 2_000, sentThisRun: true })
    expect(markerOf(state)).toMatchObject({ sent: true, sentAt: 2_000 })
    expect(state.facts.timeline.map((e) => e.status)).toEqual(timeline)
    expect(sendInDoubt(state)).toBe(answer.kind === 'unknown')
  })

  it('a refused send is not sent: the marker forgets it, the report has no send time', () => {
    const refusedSend = sendRefused(
      sending(jobChosen(startRun(START), 'job_1'), 'add an example', 2_000),
    )
    expect(markerOf(refusedSend)).toMatchObject({ sent: false, sentAt: null })
    expect(reportOf(refusedSend, 3_000).sentAt).toBeNull()
  })

  it('a resumed run takes the earlier send time and never counts as sent this run', () => {
    const start = startRun({ ...START, earlier: earlier({ sent: true, sentAt: 1_500 }) })
    const state = resumed(jobChosen(start, 'job_old'), 9_000)
    expect(state.facts.delivery).toEqual({ kind: 'resumed', at: 1_500, confirmed: false })
    expect(markerOf(state)).toMatchObject({ sent: true, sentAt: 1_500 })
    expect(reportOf(state, 9_000)).toMatchObject({ sentAt: 1_500, sentThisRun: false })
    expect(statusView(state).resumed).toBe(true)
  })
})

describe('message run state: what is derived', () => {
  it.each([
    ['received', startRun(START)],
    ['sending', sending(jobChosen(startRun(START), 'job_1'), 'add an example', 2_000)],
    ['sent', sent(sentRun({ kind: 'sent', job: null }))],
    ['working', working(sent(sentRun({ kind: 'sent', job: null })))],
  ] as const)('the view and the marker follow the phase: %s', (phase, state) => {
    expect(statusView(state)).toMatchObject({ phase, outcome: null, elapsedMs: null })
    expect(markerOf(state)).toMatchObject({ trigger: 'comment-7', outcome: null, runId: '42' })
  })

  it('shows the earlier job until this run chooses one; the final state shows only its own', () => {
    const start = startRun({ ...START, earlier: earlier({ jobId: 'job_old' }) })
    expect(statusView(start).jobId).toBe('job_old')
    expect(markerOf(start).jobId).toBe('job_old')
    const rejected = ended(refused(start, 'not allowed'), 'rejected', 'not allowed', 1_200)
    expect(statusView(rejected).jobId).toBeNull()
    expect(markerOf(rejected)).toMatchObject({ jobId: null, outcome: 'rejected' })
    expect(reportOf(rejected, 1_200)).toMatchObject({
      outcome: 'rejected',
      skipReason: 'not allowed',
      detail: 'not allowed',
    })
  })

  it.each([
    ['from the send, once sent', sentRun({ kind: 'sent', job: null }), 5_000, 3_000],
    ['from the start, when never sent', jobChosen(startRun(START), 'job_1'), 5_000, 4_000],
  ])('the final elapsed time counts %s', (_, state, now, elapsed) => {
    expect(statusView(ended(state, 'completed', null, now)).elapsedMs).toBe(elapsed)
  })

  it.each([
    ['confirmed', sentRun({ kind: 'sent', job: null }), false],
    ['not confirmed', sending(jobChosen(startRun(START), 'job_1'), 'add an example', 2_000), true],
    ['never sent', jobChosen(startRun(START), 'job_1'), false],
  ])('a cancelled run says the message was possibly sent only when %s is false', (_, s, maybe) => {
    expect(statusView(ended(s, 'cancelled', 'cancelled', 9_000)).maybeSent).toBe(maybe)
  })

  it('the report carries what was seen, in order, and the comment written', () => {
    let state = sentRun({ kind: 'sent', job: job('active') })
    state = jobSeen(state, job('completed', 'https://github.com/acme/docs/pull/3', 'm2'), 4_000)
    state = ended(state, 'completed', null, 4_100)
    expect(reportOf(state, 4_100)).toMatchObject({
      outcome: 'completed',
      jobId: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/3',
      model: 'm2',
      sentAt: 2_000,
      endedAt: 4_100,
      sentThisRun: true,
      timeline: [
        { at: 2_100, status: 'sent' },
        { at: 2_100, status: 'active' },
        { at: 4_000, status: 'completed' },
      ],
    })
  })
})
