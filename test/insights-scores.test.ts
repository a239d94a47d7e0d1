/** The numbers gaps are judged by: the click-through scale and the Wilson lower bound. */
import { describe, expect, it } from 'vitest'
import { count, ctrScale, readCtr, wilsonLowerBound } from '../src/gaps/scores.ts'

describe('ctr scale', () => {
  it.each([
    { ctrs: [0, 0.2, 1], scale: 1, why: 'every value within 0–1' },
    { ctrs: [0, 0.2, 12], scale: 100, why: 'one value above 1' },
    { ctrs: [], scale: 1, why: 'no rows' },
    { ctrs: [0, 0, 0], scale: 1, why: 'no click anywhere reads the same on both' },
    { ctrs: [Number.NaN, Number.POSITIVE_INFINITY, -5, 0.5], scale: 1, why: 'junk ignored' },
  ])('is $scale for $why', ({ ctrs, scale }) => {
    expect(ctrScale(ctrs)).toBe(scale)
  })

  it('reads a rate as a fraction, junk as 0 and excess as 1', () => {
    expect(readCtr(25, 100)).toBe(0.25)
    expect(readCtr(0.25, 1)).toBe(0.25)
    expect(readCtr(150, 100)).toBe(1)
    expect(readCtr(-1, 1)).toBe(0)
    expect(readCtr(Number.NaN, 100)).toBe(0)
    expect(count(Number.POSITIVE_INFINITY)).toBe(0)
  })
})

describe('wilsonLowerBound', () => {
  it('matches the published formula (95 %)', () => {
    // 8 of 10: 0.4902 by the Wilson score interval.
    expect(wilsonLowerBound(8, 10)).toBeCloseTo(0.4902, 4)
    expect(wilsonLowerBound(0, 10)).toBe(0)
    expect(wilsonLowerBound(10, 10)).toBeCloseTo(0.7225, 4)
  })

  it('ranks much evidence above a little of the same or a higher ratio', () => {
    expect(wilsonLowerBound(30, 40)).toBeGreaterThan(wilsonLowerBound(2, 2))
    expect(wilsonLowerBound(60, 100)).toBeGreaterThan(wilsonLowerBound(6, 10))
  })

  it('is 0 without trials and clamps positives to the total', () => {
    expect(wilsonLowerBound(3, 0)).toBe(0)
    expect(wilsonLowerBound(Number.NaN, 5)).toBe(0)
    expect(wilsonLowerBound(50, 10)).toBe(wilsonLowerBound(10, 10))
  })
})
