/**
 * Average linkage with a floor (src/gaps/questions/linkage.ts): the exact all-pairs path and the
 * neighbour-graph path are one rule, so they give the same groups where the graph holds every pair
 * above zero; the floor keeps a loose member out of a tight group.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkAllPairs, linkSparse } from '../src/gaps/questions/linkage.ts'

/** A symmetric similarity matrix and the graph of its pairs above zero. */
function both(n: number, pairs: [number, number, number][]) {
  const sim = new Float32Array(n * n)
  for (let i = 0; i < n; i++) sim[i * n + i] = 1
  for (const [i, j, s] of pairs) sim[i * n + j] = sim[j * n + i] = Math.fround(s)
  const lists: [number, number][][] = Array.from({ length: n }, () => [])
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j && sim[i * n + j]! > 0) lists[i]!.push([j, sim[i * n + j]!])
  const offsets = new Int32Array(n + 1)
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length))
  const targets = Int32Array.from(lists.flat().map(([j]) => j))
  const weights = Float64Array.from(lists.flat().map(([, w]) => w))
  return { sim, graph: { offsets, targets, weights } }
}

const sorted = (groups: number[][]) =>
  groups.map((g) => [...g].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!)

describe('average linkage with a floor', () => {
  it('keeps a member out when its mean similarity to the group is under the floor', () => {
    // 0, 1, 2 are tight; 3 is near 2 only: its mean to {0, 1, 2} is (0 + 0.1 + 0.7) / 3 < 0.5.
    const { sim, graph } = both(5, [
      [0, 1, 0.9],
      [0, 2, 0.8],
      [1, 2, 0.85],
      [2, 3, 0.7],
      [1, 3, 0.1],
    ])
    const expected = [[0, 1, 2], [3], [4]]
    expect(sorted(linkAllPairs(sim, 5, 0.5))).toEqual(expected)
    expect(sorted(linkSparse(graph, 0.5))).toEqual(expected)
    // A lower floor lets it in: (0 + 0.1 + 0.7) / 3 ≈ 0.27.
    const again = both(5, [
      [0, 1, 0.9],
      [0, 2, 0.8],
      [1, 2, 0.85],
      [2, 3, 0.7],
      [1, 3, 0.1],
    ])
    expect(sorted(linkAllPairs(again.sim, 5, 0.25))).toEqual([[0, 1, 2, 3], [4]])
    expect(sorted(linkSparse(again.graph, 0.25))).toEqual([[0, 1, 2, 3], [4]])
  })

  it('never chains two topics through one shared neighbour', () => {
    // Two tight pairs, and a bridge question near one member of each.
    const { sim, graph } = both(5, [
      [0, 1, 0.9],
      [3, 4, 0.9],
      [1, 2, 0.6],
      [2, 3, 0.6],
    ])
    for (const groups of [linkAllPairs(sim, 5, 0.4), linkSparse(graph, 0.4)])
      for (const g of groups) expect(g.includes(0) && g.includes(4)).toBe(false)
  })

  it('gives the same groups both ways when the graph holds every pair above zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.array(fc.tuple(fc.nat(13), fc.nat(13), fc.integer({ min: 1, max: 1000 })), {
          maxLength: 60,
        }),
        fc.integer({ min: 5, max: 80 }),
        (n, raw, floor) => {
          const seen = new Set<string>()
          const pairs: [number, number, number][] = []
          for (const [a, b, w] of raw) {
            const [i, j] = [a % n, b % n].sort((x, y) => x - y) as [number, number]
            if (i === j || seen.has(`${i} ${j}`)) continue
            seen.add(`${i} ${j}`)
            // Distinct weights: with ties, the two ways may merge equals in another order.
            pairs.push([i, j, w / 1000 + pairs.length * 1e-6])
          }
          const { sim, graph } = both(n, pairs)
          expect(sorted(linkSparse(graph, floor / 100))).toEqual(
            sorted(linkAllPairs(sim, n, floor / 100)),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
