/**
 * Agreement of a clustering with true labels, as scikit-learn defines them: adjusted Rand index
 * (Hubert and Arabie) and adjusted mutual information (Vinh, Epps and Bailey; arithmetic mean of
 * the entropies, natural logarithm). Labels are any strings or numbers, one per item.
 */

interface Contingency {
  n: number
  rows: number[]
  cols: number[]
  cells: number[]
}

function contingency(truth: readonly unknown[], found: readonly unknown[]): Contingency {
  if (truth.length !== found.length) throw new Error('label lists differ in length')
  const rowOf = new Map<unknown, number>()
  const colOf = new Map<unknown, number>()
  const cells = new Map<string, number>()
  const rows: number[] = []
  const cols: number[] = []
  for (let i = 0; i < truth.length; i++) {
    let r = rowOf.get(truth[i])
    if (r === undefined) rowOf.set(truth[i], (r = rows.push(0) - 1))
    let c = colOf.get(found[i])
    if (c === undefined) colOf.set(found[i], (c = cols.push(0) - 1))
    rows[r]! += 1
    cols[c]! += 1
    const key = `${r},${c}`
    cells.set(key, (cells.get(key) ?? 0) + 1)
  }
  return { n: truth.length, rows, cols, cells: [...cells.values()] }
}

const pairs = (k: number): number => (k * (k - 1)) / 2

/** Adjusted Rand index: 1 for the same partition, about 0 for chance, negative below chance. */
export function adjustedRandIndex(truth: readonly unknown[], found: readonly unknown[]): number {
  const t = contingency(truth, found)
  const index = t.cells.reduce((s, v) => s + pairs(v), 0)
  const a = t.rows.reduce((s, v) => s + pairs(v), 0)
  const b = t.cols.reduce((s, v) => s + pairs(v), 0)
  const expected = (a * b) / pairs(t.n || 1)
  const max = (a + b) / 2
  // One cluster each, or every item alone in both: the partitions agree (scikit-learn's rule).
  if (max === expected) return 1
  return (index - expected) / (max - expected)
}

function entropy(sizes: readonly number[], n: number): number {
  return -sizes.reduce((s, v) => (v > 0 ? s + (v / n) * Math.log(v / n) : s), 0)
}

/** ln(k!) for k = 0..n. */
function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1)
  for (let k = 2; k <= n; k++) table[k] = table[k - 1]! + Math.log(k)
  return table
}

/** Expected mutual information of two random partitions with these cluster sizes. */
export function expectedMutualInformation(
  rows: readonly number[],
  cols: readonly number[],
  n: number,
): number {
  const lf = logFactorials(n)
  let emi = 0
  for (const a of rows) {
    for (const b of cols) {
      const fixed = lf[a]! + lf[b]! + lf[n - a]! + lf[n - b]! - lf[n]!
      for (let nij = Math.max(1, a + b - n); nij <= Math.min(a, b); nij++) {
        const logP = fixed - lf[nij]! - lf[a - nij]! - lf[b - nij]! - lf[n - a - b + nij]!
        emi += (nij / n) * Math.log((n * nij) / (a * b)) * Math.exp(logP)
      }
    }
  }
  return emi
}

/** Adjusted mutual information: 1 for the same partition, about 0 for chance. */
export function adjustedMutualInformation(
  truth: readonly unknown[],
  found: readonly unknown[],
): number {
  const t = contingency(truth, found)
  // One cluster each, or every item alone in both: the partitions agree (scikit-learn's rule).
  if (
    (t.rows.length === 1 && t.cols.length === 1) ||
    (t.rows.length === t.n && t.cols.length === t.n)
  )
    return 1
  const n = t.n
  const rowByCell: number[] = []
  const colByCell: number[] = []
  // Mutual information needs each cell's margins: recount with them.
  const rowOf = new Map<unknown, number>()
  const colOf = new Map<unknown, number>()
  const joint = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    if (!rowOf.has(truth[i])) rowOf.set(truth[i], rowOf.size)
    if (!colOf.has(found[i])) colOf.set(found[i], colOf.size)
    const key = `${rowOf.get(truth[i])},${colOf.get(found[i])}`
    joint.set(key, (joint.get(key) ?? 0) + 1)
  }
  let mi = 0
  for (const [key, v] of joint) {
    const [r, c] = key.split(',').map(Number) as [number, number]
    rowByCell.push(r)
    colByCell.push(c)
    mi += (v / n) * Math.log((n * v) / (t.rows[r]! * t.cols[c]!))
  }
  const emi = expectedMutualInformation(t.rows, t.cols, n)
  const mean = (entropy(t.rows, n) + entropy(t.cols, n)) / 2
  const denominator = mean - emi
  return denominator === 0 ? 0 : (mi - emi) / denominator
}

/**
 * Purity of `groups` (each the true labels of its members): the share of members that carry their
 * group's most common label. An empty group counts for nothing.
 */
export function purity(groups: readonly (readonly string[])[]): number {
  let major = 0
  let total = 0
  for (const labels of groups) {
    const counts = new Map<string, number>()
    for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1)
    if (labels.length > 0) major += Math.max(...counts.values())
    total += labels.length
  }
  return total === 0 ? 0 : major / total
}

/** The label most of `labels` carry (ties: the first in text order) and the share it holds. */
export function largestLabel(labels: readonly string[]): { label: string; share: number } {
  const counts = new Map<string, number>()
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1)
  let label = ''
  let best = 0
  for (const [l, c] of counts) if (c > best || (c === best && l < label)) [label, best] = [l, c]
  return { label, share: labels.length ? best / labels.length : 0 }
}

/** How two consecutive weeks' ids (or keys) kept their topics (1.4, "Ids that never change topic"). */
export interface IdFigures {
  /** Ids shown in both weeks; the share whose gap leads with another topic in week two. */
  carried: number
  handedOn: number
  /** Topics leading some gap in both weeks; the share found in week two under an id they had. */
  topics: number
  kept: number
}

/** The id figures of two weeks, each given as its gaps' leading topic by id. */
export function idFigures(
  first: ReadonlyMap<string, string>,
  second: ReadonlyMap<string, string>,
): IdFigures {
  let carried = 0
  let handed = 0
  for (const [id, topic] of second) {
    if (!first.has(id)) continue
    carried += 1
    if (first.get(id) !== topic) handed += 1
  }
  const idsOf = (week: ReadonlyMap<string, string>) => {
    const by = new Map<string, Set<string>>()
    for (const [id, topic] of week) by.set(topic, (by.get(topic) ?? new Set()).add(id))
    return by
  }
  const [before, after] = [idsOf(first), idsOf(second)]
  let topics = 0
  let kept = 0
  for (const [topic, ids] of after) {
    const had = before.get(topic)
    if (!had) continue
    topics += 1
    if ([...ids].some((id) => had.has(id))) kept += 1
  }
  return {
    carried,
    handedOn: carried ? handed / carried : 0,
    topics,
    kept: topics ? kept / topics : 0,
  }
}
