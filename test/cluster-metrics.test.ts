/** The bench's clustering scores, checked against scikit-learn's documented and tested values. */
import { describe, expect, it } from 'vitest'
import {
  adjustedMutualInformation,
  adjustedRandIndex,
  expectedMutualInformation,
  purity,
} from '../bench/cluster-metrics.ts'

// scikit-learn's test_supervised.py (test_adjusted_mutual_info_score).
const A = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3]
const B = [1, 1, 1, 1, 2, 1, 2, 2, 2, 2, 3, 1, 3, 3, 3, 2, 2]

describe('adjustedRandIndex', () => {
  it.each([
    [[0, 0, 1, 1], [0, 0, 1, 1], 1],
    [[0, 0, 1, 1], [1, 1, 0, 0], 1],
    [[0, 0, 1, 2], [0, 0, 1, 1], 0.5714285714285714],
    [[0, 0, 1, 1], [0, 0, 1, 2], 0.5714285714285714],
    [[0, 0, 1, 1], [0, 1, 0, 1], -0.5],
    [[0, 0, 0, 0], [0, 1, 2, 3], 0],
  ])('%j vs %j → %d (scikit-learn docs)', (truth, found, value) => {
    expect(adjustedRandIndex(truth, found)).toBeCloseTo(value, 10)
  })
})

describe('adjustedMutualInformation', () => {
  it('matches scikit-learn on its own test case', () => {
    expect(adjustedMutualInformation(A, B)).toBeCloseTo(0.27821, 5)
    const counts = (labels: number[]) => [1, 2, 3].map((k) => labels.filter((l) => l === k).length)
    expect(expectedMutualInformation(counts(A), counts(B), A.length)).toBeCloseTo(0.15042, 5)
    const a110 = Array.from({ length: 110 }, () => A).flat()
    const b110 = Array.from({ length: 110 }, () => B).flat()
    expect(adjustedMutualInformation(a110, b110)).toBeCloseTo(0.38, 2)
  })

  it.each([
    [[1, 1, 2, 2], [2, 2, 3, 3], 1],
    [[0, 0, 1, 1], ['a', 'a', 'b', 'b'], 1],
    [[0, 0, 0, 0], [0, 1, 2, 3], 0],
  ])('%j vs %j → %d', (truth, found, value) => {
    expect(adjustedMutualInformation(truth, found)).toBeCloseTo(value, 10)
  })
})

describe('purity', () => {
  it('is the share of members carrying their group’s most common label', () => {
    // 3 of 4, 2 of 2, 1 of 3 (a tie counts once): 6 of 9.
    expect(
      purity([
        ['a', 'a', 'b', 'a'],
        ['c', 'c'],
        ['x', 'y', 'z'],
      ]),
    ).toBeCloseTo(6 / 9, 12)
  })

  it('counts an empty group for nothing, and no members as 0', () => {
    expect(purity([[], ['a']])).toBe(1)
    expect(purity([])).toBe(0)
  })
})
