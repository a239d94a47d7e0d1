import { describe, expect, it } from 'vitest'
import { FIRST_GAP_MS, nextPollGap } from '../src/flows/message/poll-schedule.ts'

const mid = () => 0.5
describe('poll schedule', () => {
  it('polls soon after the send', () => {
    expect(nextPollGap(0, 10_000, mid)).toBe(FIRST_GAP_MS)
  })

  it('grows the gap with the time waited', () => {
    const gaps = [0, 10_000, 30_000, 60_000].map((t) => nextPollGap(t, 10_000, mid))
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] as number)
    expect(gaps[3]).toBeLessThanOrEqual(5_000)
  })

  it('never exceeds poll-interval, whatever the jitter', () => {
    for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
      for (const t of [0, 5_000, 60_000, 600_000, 3_600_000]) {
        for (const interval of [1_000, 5_000, 10_000, 600_000]) {
          expect(nextPollGap(t, interval, () => r)).toBeLessThanOrEqual(interval)
        }
      }
    }
  })

  it('jitters by at most 10% while growing, and polls exactly at poll-interval once capped', () => {
    expect(nextPollGap(0, 10_000, () => 0)).toBe(Math.round(FIRST_GAP_MS * 0.9))
    expect(nextPollGap(0, 10_000, () => 0.9999)).toBe(Math.round(FIRST_GAP_MS * 1.1 - 0.0003))
    expect(nextPollGap(3_600_000, 10_000, () => 0.9999)).toBe(10_000)
    expect(nextPollGap(3_600_000, 10_000, () => 0)).toBe(10_000)
  })

  it('keeps the gap under 5 s through the first minute', () => {
    for (let t = 0; t <= 60_000; t += 1_000)
      expect(nextPollGap(t, 10_000, () => 0.999)).toBeLessThanOrEqual(5_000)
  })

  it('keeps growing gradually to a long poll-interval', () => {
    const gaps = [80_000, 100_000, 200_000, 2_000_000].map((t) =>
      nextPollGap(t, 600_000, () => 0.5),
    )
    expect(gaps[0]).toBeLessThanOrEqual(10_000)
    expect(gaps[1]).toBeLessThanOrEqual(20_000)
    expect(gaps[3]).toBe(600_000)
  })

  it('costs a long job at most 10% more polls than a fixed poller at poll-interval', () => {
    let t = 0
    let polls = 0
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    while (t < 30 * 60_000) {
      t += nextPollGap(t, 10_000, random)
      polls++
    }
    expect(polls).toBeLessThanOrEqual(Math.ceil(1.1 * 180))
  })
})
