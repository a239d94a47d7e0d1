/**
 * Average linkage with a floor (src/gaps/questions/linkage.ts): the exact all-pairs path and the
 * neighbour-graph path are one rule, so they give the same groups where the graph holds every pair
 * above zero; the floor keeps a loose member out of a tight group and never chains two topics.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, groupQuestions } from '../src/gaps/questions/group.ts'
import { linkAllPairs, linkSparse } from '../src/gaps/questions/linkage.ts'
import { syntheticQuestions } from './helpers/synthetic-questions.ts'

/** Unit vectors from rows of (feature, weight), zero weights left out. */
function rowsOf(raw: readonly (readonly [number, number])[][]) {
  const offsets = new Int32Array(raw.length + 1)
  const ids: number[] = []
  const values: number[] = []
  raw.forEach((row, i) => {
    const merged = new Map<number, number>()
    for (const [f, w] of row) merged.set(f, (merged.get(f) ?? 0) + w)
    const sorted = [...merged].filter(([, w]) => w !== 0).sort((a, b) => a[0] - b[0])
    const norm = Math.hypot(...sorted.map(([, w]) => w)) || 1
    for (const [f, w] of sorted) {
      ids.push(f)
      values.push(w / norm)
    }
    offsets[i + 1] = ids.length
  })
  return { offsets, ids: Int32Array.from(ids), values: Float32Array.from(values) }
}

/** The cosine matrix of the rows and the graph of every pair above zero. */
function both(rows: ReturnType<typeof rowsOf>) {
  const n = rows.offsets.length - 1
  const row = (i: number) => {
    const m = new Map<number, number>()
    for (let p = rows.offsets[i]!; p < rows.offsets[i + 1]!; p++)
      m.set(rows.ids[p]!, rows.values[p]!)
    return m
  }
  const sim = new Float32Array(n * n)
  const lists: number[][] = Array.from({ length: n }, () => [])
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let s = 0
      for (const [f, v] of row(i)) s += v * (row(j).get(f) ?? 0)
      sim[i * n + j] = s
      if (i !== j && s > 0) lists[i]!.push(j)
    }
  const offsets = new Int32Array(n + 1)
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length))
  return { sim, graph: { offsets, targets: Int32Array.from(lists.flat()) } }
}

/**
 * Both paths give the same groups on random rows (up to 14 items of up to 4 of 8 features, each
 * weighing an integer of `weights`) at a random floor.
 */
function agreesBothWays(weights: { min: number; max: number }, seed: number): void {
  const row = fc.array(fc.tuple(fc.nat(7), fc.integer(weights)), { minLength: 1, maxLength: 4 })
  fc.assert(
    fc.property(
      fc.array(row, { minLength: 2, maxLength: 14 }),
      fc.integer({ min: 5, max: 90 }),
      (raw, floor) => {
        const rows = rowsOf(raw)
        const { sim, graph } = both(rows)
        expect(sorted(linkSparse(rows, graph, floor / 100))).toEqual(
          sorted(linkAllPairs(sim, raw.length, floor / 100)),
        )
      },
    ),
    { numRuns: 300, seed },
  )
}

const sorted = (groups: number[][]) =>
  groups.map((g) => [...g].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!)

/** Three questions of one topic (features 0–2), one that shares a word with the third, one apart. */
const TOPIC = rowsOf([
  [
    [0, 1],
    [1, 1],
  ],
  [
    [0, 1],
    [2, 1],
  ],
  [
    [1, 1],
    [2, 1],
    [3, 0.6],
  ],
  [
    [3, 1],
    [4, 1],
  ],
  [[9, 1]],
])

describe('average linkage with a floor', () => {
  it('keeps a member out when its mean similarity to the group is under the floor', () => {
    const { sim, graph } = both(TOPIC)
    const expected = [[0, 1, 2], [3], [4]]
    expect(sorted(linkAllPairs(sim, 5, 0.4))).toEqual(expected)
    expect(sorted(linkSparse(TOPIC, graph, 0.4))).toEqual(expected)
    // A floor low enough lets it in: its mean to the three is (0 + 0 + 0.3) / 3 ≈ 0.1.
    const low = both(TOPIC)
    expect(sorted(linkAllPairs(low.sim, 5, 0.09))).toEqual([[0, 1, 2, 3], [4]])
    expect(sorted(linkSparse(TOPIC, low.graph, 0.09))).toEqual([[0, 1, 2, 3], [4]])
  })

  it('never chains two topics through one shared neighbour', () => {
    // Two tight pairs (features 0 and 2), and a bridge question with one word of each.
    const rows = rowsOf([
      [[0, 1]],
      [
        [0, 1],
        [5, 0.2],
      ],
      [
        [0, 1],
        [2, 1],
      ],
      [
        [2, 1],
        [6, 0.2],
      ],
      [[2, 1]],
    ])
    const { sim, graph } = both(rows)
    for (const groups of [linkAllPairs(sim, 5, 0.5), linkSparse(rows, graph, 0.5)])
      for (const g of groups) expect(g.includes(0) && g.includes(4)).toBe(false)
  })

  it('gives the same groups both ways when the graph holds every pair above zero (property)', () => {
    // A fixed seed: two ways of summing may differ in the last bit on an exact tie.
    agreesBothWays({ min: 1, max: 9 }, 4)
  })

  it('gives the same groups both ways when some similarities are negative, as latent ones can be (property)', () => {
    agreesBothWays({ min: -9, max: 9 }, 5)
  })

  it('gives the same groups both ways with a dense part beside the rows, as the latent one is (property)', () => {
    const row = fc.array(fc.tuple(fc.nat(7), fc.integer({ min: 1, max: 9 })), {
      minLength: 1,
      maxLength: 4,
    })
    const coordinate = fc.integer({ min: -9, max: 9 })
    const item = fc.tuple(row, fc.tuple(coordinate, coordinate, coordinate))
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 2, maxLength: 14 }),
        fc.integer({ min: 5, max: 90 }),
        (items, floor) => {
          const rows = rowsOf(items.map(([r]) => r))
          const n = items.length
          const vectors = Float32Array.from(
            items.flatMap(([, xyz]) => xyz.map((x) => x / (Math.hypot(...xyz) || 1))),
          )
          const dense = { vectors, dims: 3, weight: 0.3 }
          // Every pair in the graph, and the matrix as the exact path blends it.
          const { sim } = both(rows)
          for (let i = 0; i < n; i++)
            for (let j = 0; j < n; j++) {
              let d = 0
              for (let c = 0; c < 3; c++) d += vectors[3 * i + c]! * vectors[3 * j + c]!
              sim[i * n + j] = 0.7 * sim[i * n + j]! + 0.3 * d
            }
          const offsets = Int32Array.from({ length: n + 1 }, (_, i) => i * (n - 1))
          const targets = Int32Array.from({ length: n * (n - 1) }, (_, k) => {
            const [i, j] = [Math.floor(k / (n - 1)), k % (n - 1)]
            return j < i ? j : j + 1
          })
          expect(sorted(linkSparse(rows, { offsets, targets }, floor / 100, dense))).toEqual(
            sorted(linkAllPairs(sim, n, floor / 100)),
          )
        },
      ),
      { numRuns: 300, seed: 6 },
    )
  })

  it('counts a negative similarity as it is: it keeps a third question out of a pair', () => {
    // Questions 0 and 1 at 0.8; question 2 at 0.8 with 0 and −0.6 with 1: a mean of 0.1 to the pair.
    const sim = Float32Array.from([0, 0.8, 0.8, 0.8, 0, -0.6, 0.8, -0.6, 0])
    expect(sorted(linkAllPairs(sim, 3, 0.3))).toEqual([[0, 1], [2]])
  })
})

describe('the two paths of the grouping, where they meet', () => {
  // The synthetic phrasings but "… not working", a fault that meets "How do I …?" at opposite
  // ends (working.ts): a pair rule, which summed vectors have no sum for (group.ts).
  const ruleFree = () =>
    syntheticQuestions(700, 4)
      .map((row) => ({ text: row.query, category: null }))
      .filter((q) => !/not working/i.test(q.text))

  it('groups a few hundred questions the same over all pairs and over the graph of pairs at the floor', () => {
    const questions = ruleFree()
    const exact = groupQuestions(questions, [], { ...DEFAULT_SETTINGS, exactLimit: 100_000 })
    const graph = groupQuestions(questions, [], { ...DEFAULT_SETTINGS, exactLimit: 0 })
    expect(graph.map((g) => g.members)).toEqual(exact.map((g) => g.members))
    expect(exact.filter((g) => g.members.length >= 3).length).toBeGreaterThan(5)
  })

  it('does so with the latent part at its full weight', () => {
    const questions = ruleFree()
    const settings = { ...DEFAULT_SETTINGS, latentFrom: 10, latentFull: 20 }
    const exact = groupQuestions(questions, [], { ...settings, exactLimit: 100_000 })
    const graph = groupQuestions(questions, [], { ...settings, exactLimit: 0 })
    expect(graph.map((g) => g.members)).toEqual(exact.map((g) => g.members))
    // The latent part changes what is grouped: the test would hold with it off too otherwise.
    const lexical = groupQuestions(questions, [], { ...settings, latentWeight: 0 })
    expect(exact.map((g) => g.members)).not.toEqual(lexical.map((g) => g.members))
  })

  it('where a pair rule weighs pairs, parts a group in two at most and joins none the exact path keeps apart', () => {
    // Each topic's "… not working" meets its "How do I …?" at opposite ends. The large path links
    // summed vectors, then groups again over all their pairs the groups that hold both ends: a
    // topic's other phrasing ("Is there a way to … automatically?") the exact path joined once
    // the faults were apart may stay a group of its own.
    const questions = syntheticQuestions(700, 4).map((row) => ({ text: row.query, category: null }))
    for (const settings of [
      DEFAULT_SETTINGS,
      { ...DEFAULT_SETTINGS, latentFrom: 10, latentFull: 20 },
    ]) {
      const exact = groupQuestions(questions, [], { ...settings, exactLimit: 100_000 })
      const graph = groupQuestions(questions, [], { ...settings, exactLimit: 0 })
      const exactOf = new Map(exact.flatMap((g, k) => g.members.map((i) => [i, k] as const)))
      const pieces = new Map<number, number>()
      for (const g of graph) {
        const within = new Set(g.members.map((i) => exactOf.get(i)))
        expect(within.size).toBe(1)
        const k = [...within][0]!
        pieces.set(k, (pieces.get(k) ?? 0) + 1)
      }
      expect(Math.max(...pieces.values())).toBeLessThanOrEqual(2)
      expect([...pieces.values()].filter((p) => p > 1).length).toBeLessThanOrEqual(3)
    }
  })
})

describe('distinct questions', () => {
  it('keeps apart two questions whose words hash alike, and groups each with its copies', () => {
    // "nakmvxxv" and "tbdxatiq" have one FNV-1a hash: the distinct questions are found by it.
    const questions = ['nakmvxxv', 'tbdxatiq', 'NAKMVXXV?', 'Tbdxatiq.'].map((text) => ({
      text,
      category: null,
    }))
    const groups = groupQuestions(questions)
    expect(groups.map((g) => g.members).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, 2],
      [1, 3],
    ])
  })
})
