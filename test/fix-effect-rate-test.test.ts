import { describe, expect, it } from 'vitest'
import { binomialCdf, compareRates } from '../src/fix-effect/rate-test.ts'

describe('binomialCdf', () => {
  it('matches exact small cases', () => {
    expect(binomialCdf(0, 3, 0.5)).toBeCloseTo(0.125, 12)
    expect(binomialCdf(1, 3, 0.5)).toBeCloseTo(0.5, 12)
    expect(binomialCdf(3, 3, 0.5)).toBe(1)
    expect(binomialCdf(-1, 3, 0.5)).toBe(0)
    // R: pbinom(10, 100, 0.2) = 0.005696381
    expect(binomialCdf(10, 100, 0.2)).toBeCloseTo(0.005696381, 8)
    // R: pbinom(40, 100, 0.5) = 0.02844397
    expect(binomialCdf(40, 100, 0.5)).toBeCloseTo(0.02844397, 7)
  })
})

describe('compareRates (conditional binomial test, one-sided)', () => {
  it('finds a clear fall', () => {
    const r = compareRates({ count: 264, exposure: 7 }, { count: 15, exposure: 7 })
    expect(r.fell).toBe(true)
    expect(r.change).toBeCloseTo(15 / 264 - 1, 10)
    expect(r.pValue).toBeLessThan(1e-10)
  })
  it('finds no fall when the rate holds or rises', () => {
    expect(compareRates({ count: 30, exposure: 7 }, { count: 30, exposure: 7 }).fell).toBe(false)
    expect(compareRates({ count: 30, exposure: 7 }, { count: 60, exposure: 7 }).fell).toBe(false)
  })
  it('is cautious with small counts', () => {
    // 5 before, 1 after over equal exposure: p = 7/64 ≈ 0.109, not significant.
    const r = compareRates({ count: 5, exposure: 1 }, { count: 1, exposure: 1 })
    expect(r.pValue).toBeCloseTo(7 / 64, 10)
    expect(r.fell).toBe(false)
  })
  it('weighs exposure: the same counts over twice the exposure after is a fall', () => {
    const r = compareRates({ count: 40, exposure: 1 }, { count: 40, exposure: 2 })
    expect(r.rateAfter).toBe(20)
    expect(r.fell).toBe(true)
  })
  it('refuses no exposure', () => {
    expect(() => compareRates({ count: 1, exposure: 0 }, { count: 1, exposure: 1 })).toThrow()
  })
})
