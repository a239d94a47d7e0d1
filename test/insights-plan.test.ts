/**
 * The request plan of `mode: insights`: breadth first (one request of every signal before a second
 * of any), by priority within a round, the largest page of each endpoint, never past max-requests,
 * and what the budget leaves out.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextRequest, planRequests, type PlannedRequest } from '../src/flows/insights/plan.ts'
import {
  INSIGHT_SIGNALS,
  signalUnit,
  type InsightSignal,
} from '../src/flows/insights/signals/registry.ts'
import { GAP_KIND_NAMES, GAP_KINDS, kindsReading } from '../src/gaps/registry.ts'
import { INPUTS } from '../src/interface/inputs.ts'

const label = (r: PlannedRequest) => `${r.endpoint}#${r.page}`

describe('planRequests', () => {
  it('reads one page of each signal before a second page of any, most useful first', () => {
    const plan = planRequests(['searches', 'feedback', 'assistant', 'views'], 10)
    expect(plan.requests.map(label)).toEqual([
      'searches#1',
      'feedback-by-page#1',
      'assistant#1',
      'views#1',
      'searches#2',
      'feedback#1',
      'assistant#2',
      'views#2',
      'searches#3',
      // Past its first page of entries, feedback only adds examples: the count-moving pages first.
      'assistant#3',
    ])
    expect(plan.leftOut).toEqual([])
  })

  it('orders signals by priority, whatever order they were given in, and once each', () => {
    const plan = planRequests(['views', 'assistant', 'views', 'searches'], 4)
    expect(plan.signals).toEqual(['searches', 'assistant', 'views'])
    expect(plan.requests.map(label)).toEqual(['searches#1', 'assistant#1', 'views#1', 'searches#2'])
  })

  it('asks for the largest page each endpoint takes', () => {
    const plan = planRequests(INSIGHT_SIGNALS, 6)
    expect(Object.fromEntries(plan.requests.map((r) => [r.endpoint, r.limit]))).toEqual({
      searches: 100,
      'feedback-by-page': 100,
      feedback: 100,
      assistant: 1000,
      views: 250,
    })
  })

  it('says which signals the budget gives no request, and why', () => {
    const plan = planRequests(INSIGHT_SIGNALS, 2)
    expect(plan.requests.map(label)).toEqual(['searches#1', 'feedback-by-page#1'])
    expect(plan.leftOut.map((l) => l.signal)).toEqual(['assistant', 'views'])
    expect(plan.leftOut[0]!.reason).toMatch(/^budget: max-requests 2/)
  })

  it.each([0, 101, 1.5, Number.NaN])('refuses max-requests %s', (max) => {
    expect(() => planRequests(['searches'], max)).toThrow(RangeError)
  })

  it('plans nothing when no signal is chosen', () => {
    expect(planRequests([], 20)).toMatchObject({ requests: [], leftOut: [] })
  })
})

describe('nextRequest', () => {
  it('gives a closed signal’s turns to the next open one in planned order', () => {
    const made = new Map<InsightSignal, number>([
      ['searches', 1],
      ['feedback', 1],
      ['assistant', 1],
    ])
    const open = (s: InsightSignal) => s !== 'searches'
    expect(label(nextRequest(['searches', 'feedback', 'assistant'], made, open)!)).toBe(
      'feedback#1',
    )
    expect(nextRequest(['searches'], made, () => false)).toBeNull()
  })
})

describe('planRequests (properties)', () => {
  const signals = fc.uniqueArray(fc.constantFrom(...INSIGHT_SIGNALS), { minLength: 1 })
  const max = fc.integer({ min: 1, max: 100 })

  it('never plans more than max-requests, and plans exactly that many', () => {
    fc.assert(
      fc.property(signals, max, (s, m) => {
        const plan = planRequests(s, m)
        expect(plan.requests.length).toBe(m)
        expect(plan.requests.length).toBeLessThanOrEqual(plan.maxRequests)
      }),
    )
  })

  it('with enough budget, gives every signal its first request before any its second', () => {
    fc.assert(
      fc.property(signals, max, (s, m) => {
        const plan = planRequests(s, m)
        const index = (r: PlannedRequest) => (r.endpoint === 'feedback' ? r.page : r.page - 1)
        const firsts = plan.requests.flatMap((r, i) => (index(r) === 0 ? [i] : []))
        const firstSecond = plan.requests.findIndex((r) => index(r) > 0)
        if (m >= s.length) expect(firsts).toHaveLength(s.length)
        if (firstSecond >= 0) expect(Math.max(...firsts)).toBeLessThan(firstSecond)
        // Every prefix is balanced: no signal that moves counts is two requests ahead of another
        // (feedback entries past their first page only add examples, and wait: see plan.ts).
        const counts = new Map<string, number>()
        for (const r of plan.requests) {
          counts.set(r.signal, (counts.get(r.signal) ?? 0) + 1)
          const values = [...counts].filter(([signal]) => signal !== 'feedback').map(([, n]) => n)
          if (values.length > 0) {
            expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1)
          }
        }
        expect(plan.leftOut.map((l) => l.signal)).toEqual(plan.signals.slice(m))
      }),
    )
  })
})

describe('the signals registry (signals/registry.ts)', () => {
  it('names every signal a gap kind reads; the input says every signal, in its order', () => {
    for (const kind of GAP_KIND_NAMES) expect(INSIGHT_SIGNALS).toContain(GAP_KINDS[kind].signal)
    expect(INSIGHT_SIGNALS.flatMap(kindsReading).sort()).toEqual([...GAP_KIND_NAMES].sort())
    expect(kindsReading('views')).toEqual([])
    const said = INPUTS.signals.description.match(/`[a-z]+`/g)?.slice(0, INSIGHT_SIGNALS.length)
    expect(said).toEqual(INSIGHT_SIGNALS.map((s) => `\`${s}\``))
  })
  it('gives each signal its own stream of requests, each within its endpoint page size', () => {
    const first = INSIGHT_SIGNALS.map((s) => signalUnit(s).request(0))
    expect(first.map((r) => `${r.endpoint}:${r.limit}`)).toEqual([
      'searches:100',
      'feedback-by-page:100',
      'assistant:1000',
      'views:250',
    ])
    expect(signalUnit('feedback').request(1)).toEqual({ endpoint: 'feedback', page: 1, limit: 100 })
  })
})
