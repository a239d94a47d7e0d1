/**
 * Louvain community detection (Blondel et al. 2008) with a resolution: nodes move to the
 * neighbouring community that most raises modularity, then communities become nodes, until
 * nothing moves. Nodes are visited in index order and ties go to the lower community, so the
 * result depends only on the graph.
 */
import type { Graph } from './graph.ts'

/** One round of local moves; returns each node's community (0..c-1 by first appearance) and c. */
function localMoves(g: Graph, resolution: number): { community: Int32Array; count: number } {
  const n = g.offsets.length - 1
  const strength = new Float64Array(n)
  let total = 0
  for (let i = 0; i < n; i++) {
    for (let p = g.offsets[i]!; p < g.offsets[i + 1]!; p++) strength[i]! += g.weights[p]!
    total += strength[i]!
  }
  const community = Int32Array.from({ length: n }, (_, i) => i)
  const tot = Float64Array.from(strength)
  const linked = new Float64Array(n)
  const seen: number[] = []
  if (total === 0) return renumber(community)
  for (let pass = 0, moved = true; moved && pass < 50; pass++) {
    moved = false
    for (let i = 0; i < n; i++) {
      const own = community[i]!
      seen.length = 0
      for (let p = g.offsets[i]!; p < g.offsets[i + 1]!; p++) {
        const j = g.targets[p]!
        if (j === i) continue
        const c = community[j]!
        if (linked[c] === 0) seen.push(c)
        linked[c]! += g.weights[p]!
      }
      tot[own]! -= strength[i]!
      const k = (resolution * strength[i]!) / total
      let best = own
      let bestGain = linked[own]! - tot[own]! * k
      for (const c of seen) {
        const gain = linked[c]! - tot[c]! * k
        if (gain > bestGain + 1e-12 || (Math.abs(gain - bestGain) <= 1e-12 && c < best)) {
          best = c
          bestGain = gain
        }
      }
      for (const c of seen) linked[c] = 0
      linked[own] = 0
      tot[best]! += strength[i]!
      if (best !== own) {
        community[i] = best
        moved = true
      }
    }
  }
  return renumber(community)
}

function renumber(community: Int32Array): { community: Int32Array; count: number } {
  const map = new Map<number, number>()
  const out = new Int32Array(community.length)
  community.forEach((c, i) => {
    let m = map.get(c)
    if (m === undefined) map.set(c, (m = map.size))
    out[i] = m
  })
  return { community: out, count: map.size }
}

/** The graph of communities: one node each, edge weights summed, inner weight a self-loop. */
function aggregate(g: Graph, community: Int32Array, count: number): Graph {
  const n = g.offsets.length - 1
  // The nodes of each community (counting sort), then each community's row summed in a scratch.
  const first = new Int32Array(count + 1)
  for (let i = 0; i < n; i++) first[community[i]! + 1]! += 1
  for (let c = 0; c < count; c++) first[c + 1]! += first[c]!
  const fill = first.slice(0, count)
  const nodes = new Int32Array(n)
  for (let i = 0; i < n; i++) nodes[fill[community[i]!]!++] = i
  const sum = new Float64Array(count)
  const touched: number[] = []
  const offsets = new Int32Array(count + 1)
  const targets = new Int32Array(g.targets.length)
  const weights = new Float64Array(g.targets.length)
  let m = 0
  for (let c = 0; c < count; c++) {
    touched.length = 0
    for (let k = first[c]!; k < first[c + 1]!; k++) {
      const i = nodes[k]!
      for (let p = g.offsets[i]!; p < g.offsets[i + 1]!; p++) {
        const t = community[g.targets[p]!]!
        if (sum[t] === 0) touched.push(t)
        sum[t]! += g.weights[p]!
      }
    }
    touched.sort((x, y) => x - y)
    for (const t of touched) {
      targets[m] = t
      weights[m++] = sum[t]!
      sum[t] = 0
    }
    offsets[c + 1] = m
  }
  return { offsets, targets: targets.slice(0, m), weights: weights.slice(0, m) }
}

/** Each node's community, numbered by first appearance in node order. */
export function louvain(g: Graph, resolution: number): Int32Array {
  const n = g.offsets.length - 1
  let membership = Int32Array.from({ length: n }, (_, i) => i)
  let graph = g
  for (let level = 0; level < 20; level++) {
    const { community, count } = localMoves(graph, resolution)
    if (count === graph.offsets.length - 1) break
    membership = membership.map((m) => community[m]!)
    graph = aggregate(graph, community, count)
  }
  return renumber(membership).community
}
