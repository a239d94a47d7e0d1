/**
 * A gap's life (insights-memory/life.ts): every state × every event, against a table written out
 * here by hand from the interface spec (1.4, "The verdict on a fix"), and the record each event
 * leaves: the job, the pull request read, the verdict with the time it was first reached.
 */
import { describe, expect, it } from 'vitest'
import { stateText } from '../src/insights-memory/state-text.ts'
import type { RememberedGap } from '../src/insights-memory/memory.ts'
import {
  EVENT_NAMES,
  GAP_STATES,
  live,
  type EventName,
  type GapState,
  type Life,
  type LifeEvent,
} from '../src/insights-memory/life.ts'

const AT = '2026-11-02T07:00:00.000Z'
const FIGURES = {
  per: 'day' as const,
  rateBefore: 40,
  rateAfter: 2,
  change: -0.95,
  pValue: 0.0001,
  windowsBefore: 3,
  windowsAfter: 1,
}

/** One event of each name, about the gap's own job (`job-1`). */
const EVENTS: Record<EventName, LifeEvent> = {
  'later-run': { kind: 'later-run' },
  'handed-over': { kind: 'handed-over', job: { id: 'job-2', status: 'active' } },
  'job-running': { kind: 'job-read', job: 'job-1', status: 'active', prLink: null, endedAt: null },
  'job-ended-with-pr': {
    kind: 'job-read',
    job: 'job-1',
    status: 'completed',
    prLink: 'https://github.com/a/b/pull/2',
    endedAt: AT,
  },
  'job-ended-without-pr': {
    kind: 'job-read',
    job: 'job-1',
    status: 'completed',
    prLink: null,
    endedAt: AT,
  },
  'pr-open': { kind: 'pull-read', job: 'job-1', read: { kind: 'open' } },
  'pr-merged': { kind: 'pull-read', job: 'job-1', read: { kind: 'merged', mergedAt: AT } },
  'pr-closed': { kind: 'pull-read', job: 'job-1', read: { kind: 'closed' } },
  'pr-unreadable': { kind: 'pull-read', job: 'job-1', read: { kind: 'unreadable', reason: '404' } },
  'judged-fixed': { kind: 'judged', judgement: { verdict: 'fixed', figures: FIGURES }, at: AT },
  'judged-still-seen': {
    kind: 'judged',
    judgement: { verdict: 'still-seen', figures: FIGURES },
    at: AT,
  },
  'judged-too-early': {
    kind: 'judged',
    judgement: { verdict: 'too-early', figures: null },
    at: AT,
  },
  dismissed: { kind: 'dismissed', dismissal: { by: 'maint', why: 'no', at: AT } },
  rebuilt: { kind: 'rebuilt', state: 'open', at: AT },
}

/**
 * The expected next state of each state (rows) after each event (columns, abbreviated in the
 * header; `rebuilt` rebuilds the gap as `open`, as its row shows); `-`: unchanged, record and all.
 */
const TABLE = `
             later  hand   job-run job-pr   job-no pr-open  pr-merg  pr-clo pr-unr   fixed  still      early      dismiss   rebuilt
new          open   fixing -       -        -      -        -        -      -        -      -          -          dismissed open
open         -      fixing -       -        -      -        -        -      -        -      -          -          dismissed open
fixing       -      fixing fixing  proposed open   -        -        -      -        -      -          -          dismissed open
proposed     -      fixing -       -        -      proposed proposed open   proposed fixed  still-seen proposed   dismissed open
fixed        -      fixing -       -        -      -        -        -      -        fixed  still-seen -          dismissed open
still-seen   -      fixing -       -        -      -        -        -      -        fixed  still-seen -          dismissed open
dismissed    -      -      -       -        -      -        -        -      -        -      -          -          -         open
`
const EXPECTED = new Map(
  TABLE.trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [state, ...cells] = line.split(/\s+/)
      return [state as GapState, cells]
    }),
)

/** A gap in `state` whose job `job-1` ended with a pull request that was merged. */
function inState(state: GapState): Life {
  return {
    state,
    job: { id: 'job-1', status: 'completed', prLink: 'https://github.com/a/b/pull/1', endedAt: AT },
    effect: { job: 'job-1', pr: 'merged', mergedAt: AT },
  }
}

describe("a gap's life: the transition table", () => {
  const rows = GAP_STATES.flatMap((state) => {
    const cells = EXPECTED.get(state) ?? []
    return EVENT_NAMES.map((event, i) => [state, event, cells[i] ?? '?'] as const)
  })
  it('covers every state and every event', () => {
    expect([...EXPECTED.keys()]).toEqual(GAP_STATES)
    for (const state of GAP_STATES) expect(EXPECTED.get(state)).toHaveLength(EVENT_NAMES.length)
    expect(EVENT_NAMES).toHaveLength(14)
  })
  it.each(rows)('%s + %s → %s', (state, event, expected) => {
    const before = inState(state)
    const after = live(before, EVENTS[event])
    if (expected === '-') expect(after).toBe(before)
    else expect(after.state).toBe(expected)
  })
})

describe("a gap's life: the record", () => {
  it('gives no verdict before a merge is known', () => {
    for (const pr of ['open', 'unreadable', 'closed'] as const) {
      const gap: Life = { ...inState('proposed'), effect: { job: 'job-1', pr, mergedAt: null } }
      expect(live(gap, EVENTS['judged-fixed'])).toBe(gap)
      expect(live(gap, EVENTS['judged-still-seen'])).toBe(gap)
    }
  })
  it('keeps the time a verdict was first reached while it holds', () => {
    const fixed = live(inState('proposed'), EVENTS['judged-fixed'])
    expect(fixed.effect?.verdict).toEqual({ verdict: 'fixed', since: AT, figures: FIGURES })
    const later = live(fixed, {
      ...EVENTS['judged-fixed'],
      at: '2026-11-09T07:00:00.000Z',
    } as LifeEvent)
    expect(later.effect?.verdict?.since).toBe(AT)
    const back = live(later, {
      kind: 'judged',
      judgement: { verdict: 'still-seen', figures: FIGURES, relapsed: true },
      at: '2026-11-16T07:00:00.000Z',
    })
    expect(back.effect?.verdict).toMatchObject({
      since: '2026-11-16T07:00:00.000Z',
      relapsed: true,
    })
  })
  it('ignores news of another job, and a hand-over to the job it follows', () => {
    const fixing: Life = {
      state: 'fixing',
      job: { id: 'job-1', status: 'active', prLink: null, endedAt: null },
    }
    expect(live(fixing, { ...EVENTS['job-ended-with-pr'], job: 'job-9' } as LifeEvent)).toBe(fixing)
    expect(live(fixing, { kind: 'handed-over', job: { id: 'job-1', status: 'active' } })).toBe(
      fixing,
    )
  })
  it('starts over with a new job: the old pull request and verdict go', () => {
    const fixed = live(inState('proposed'), EVENTS['judged-fixed'])
    const again = live({ ...fixed, state: 'still-seen' }, EVENTS['handed-over'])
    expect(again).toEqual({
      state: 'fixing',
      job: { id: 'job-2', status: 'active', prLink: null, endedAt: null },
    })
  })
  it('keeps the end time of a job once known', () => {
    const fixing: Life = {
      state: 'fixing',
      job: { id: 'job-1', status: 'active', prLink: null, endedAt: null },
    }
    const ended = live(fixing, EVENTS['job-ended-with-pr'])
    expect(ended.job?.endedAt).toBe(AT)
    const reread = live({ ...ended, state: 'fixing' }, {
      ...EVENTS['job-ended-with-pr'],
      endedAt: '2027-01-01T00:00:00Z',
    } as LifeEvent)
    expect(reread.job?.endedAt).toBe(AT)
  })
})

describe("a gap's life in the report's table", () => {
  const gap = (life: Life): RememberedGap => ({
    id: 'g1',
    key: 'search:a',
    kind: 'search',
    label: 'a',
    firstSeen: '2026-10-05',
    lastSeen: '2026-10-05',
    runs: 1,
    ...life,
  })
  const fixing: Life = {
    state: 'fixing',
    job: { id: 'job-1', status: 'active', prLink: null, endedAt: null },
  }
  it('says why a gap is open again', () => {
    const read = (status: string, prLink: string | null) =>
      live(fixing, { kind: 'job-read', job: 'job-1', status, prLink, endedAt: AT })
    expect(stateText(gap(read('completed', null)))).toBe(
      '`open` (job `job-1` `completed` without a pull request, no fix)',
    )
    expect(stateText(gap(read('failed', null)))).toBe('`open` (job `job-1` `failed`, no fix)')
    const closed = live(read('completed', 'https://github.com/a/b/pull/1'), EVENTS['pr-closed'])
    expect(stateText(gap(closed))).toBe(
      '`open` (job `job-1`: its pull request was closed without merging)',
    )
  })
  it('says what a proposed gap waits for, and a verdict with its change', () => {
    const proposed = inState('proposed')
    const unmerged = { ...proposed, effect: undefined }
    expect(stateText(gap(unmerged))).toBe(
      '`proposed` ([pull request](https://github.com/a/b/pull/1))',
    )
    expect(stateText(gap(live(unmerged, EVENTS['pr-unreadable'])))).toContain(
      ', pull request unreadable: not judged)',
    )
    expect(stateText(gap(live(proposed, EVENTS['judged-too-early'])))).toContain(
      'merged, too early to judge)',
    )
    const noBaseline = live(proposed, {
      kind: 'judged',
      judgement: { verdict: 'no-baseline', figures: null },
      at: AT,
    })
    expect(stateText(gap(noBaseline))).toContain('not judged: no window before the merge)')
    expect(stateText(gap(live(proposed, EVENTS['judged-fixed'])))).toBe(
      '`fixed` ([pull request](https://github.com/a/b/pull/1), −95 %)',
    )
  })
})
