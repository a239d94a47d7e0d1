/**
 * End to end, dist/index.js twice at once (two child processes, after a first run in-process on
 * virtual time, helpers/in-process-step.ts): a manual insights run during the scheduled one. Each
 * reads its own signals (two platform emulators, each with a gap the other does not see), so that
 * either run alone would give the next id to a different gap. One run is held after it read the
 * report issue until the other has written it: the held run must not write its stale memory over
 * the other's. Then a run held between its read at write time and its write: the other waits on
 * the report issue's write lock (the token's 👀) and merges into what the first wrote. In every
 * version of the issue an id keeps naming one gap, and both runs' findings end in the memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import {
  startPlatformEmulator,
  type PlatformEmulator,
  type SearchData,
} from './emulators/platform.ts'
import type { ActionRunResult } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'

const e2e = useE2e({ inputs: { mode: 'insights' }, runner: 'in-process' })
let other: PlatformEmulator | undefined

beforeAll(async () => {
  other = await startPlatformEmulator()
})
afterAll(async () => {
  await other?.close()
})

const AT = '2026-11-20T10:00:00Z'
const search = (searchQuery: string, hits: number): SearchData => ({
  searchQuery,
  hits,
  ctr: 0,
  topClickedPage: null,
  lastSearchedAt: AT,
})
const SHARED = [search('retry options', 40), search('webhook secret', 12)]

function signals(platform: PlatformEmulator, searches: SearchData[]): void {
  platform.setSearches(searches)
  platform.setFeedback([])
  platform.setFeedbackByPage([])
  platform.setConversations([])
}

/** A run against `platform`'s signals; `dist` runs it as dist/index.js in a child process. */
function run(platform: PlatformEmulator, runId: string, dist = true): Promise<ActionRunResult> {
  return (dist ? e2e.dist : e2e.step)({
    inputs: e2e.inputs({ 'base-url': platform.url, 'project-id': platform.projectId }),
    eventName: runId === '1' ? 'schedule' : 'workflow_dispatch',
    event: runId === '1' ? { schedule: '0 7 * * 1' } : {},
    apiUrl: e2e.github.url,
    runId,
  })
}

describe('two insights runs at once (dist/index.js)', () => {
  it('never lets an id name two gaps in consecutive versions of the issue', async () => {
    signals(e2e.platform, SHARED)
    const first = await run(e2e.platform, '1', false)
    expect(first.code, first.stdout + first.stderr).toBe(0)
    const [issue] = e2e.github.issues().filter((i) => i.title === 'Docs insights')
    expect(issue).toBeDefined()

    // Alone, each run would call its new gap g3.
    signals(e2e.platform, [...SHARED, search('sdk errors', 20)])
    signals(other!, [...SHARED, search('pagination guide', 25)])
    // The first run to read the comments (after it read the issue) waits for the other to end.
    let release: () => void = () => undefined
    e2e.github.addFaults('listComments', {
      kind: 'hold',
      until: new Promise<void>((resolve) => (release = resolve)),
    })
    const runs = [run(e2e.platform, '2'), run(other!, '3')]
    const firstDone = await Promise.race(runs)
    release()
    const results = [firstDone, ...(await Promise.all(runs))]
    for (const r of results) expect(r.code, r.stdout + r.stderr).toBe(0)

    expectOneGapPerId(issue!.number, ['sdk errors', 'pagination guide'])
  })

  it('holds the other run on the write lock while one is between its read and its write', async () => {
    signals(e2e.platform, SHARED)
    const first = await run(e2e.platform, '1', false)
    expect(first.code, first.stdout + first.stderr).toBe(0)
    const [issue] = e2e.github.issues().filter((i) => i.title === 'Docs insights')

    signals(e2e.platform, [...SHARED, search('billing export', 20)])
    signals(other!, [...SHARED, search('cli install', 25)])
    // The first write to arrive is held until the other run has found the lock taken (200: the
    // token's 👀 is on the issue already) or, without a lock, has sent its own write (read from
    // the memory the held write is about to replace).
    const from = e2e.github.requests.length
    const since = () => e2e.github.requests.slice(from)
    const refused = () => since().some((r) => r.route === 'issueReaction' && r.status === 200)
    const writes = () => since().filter((r) => r.route === 'updateIssue')
    let release: () => void = () => undefined
    e2e.github.addFaults('updateIssue', {
      kind: 'hold',
      until: new Promise<void>((resolve) => (release = resolve)),
    })
    const runs = [run(e2e.platform, '2'), run(other!, '3')]
    for (let i = 0; i < 2_000 && !refused() && writes().length < 2; i++)
      await new Promise((r) => setTimeout(r, 5))
    release()
    for (const r of await Promise.all(runs)) expect(r.code, r.stdout + r.stderr).toBe(0)
    expect(refused()).toBe(true)

    expectOneGapPerId(issue!.number, ['billing export', 'cli install'])
    expect(e2e.github.issueReactions(issue!.number)).toEqual([])
  })
})

/** In every version of issue #`n`, an id names one gap; the last holds every label in `labels`. */
function expectOneGapPerId(n: number, labels: string[]): void {
  const versions = e2e.github.issueBodies(n).map((body) => parseMemory(body))
  const named = new Map<string, string>()
  for (const [at, memory] of versions.entries()) {
    for (const gap of memory.gaps) {
      const before = named.get(gap.id)
      expect(before ?? gap.key, `${gap.id} in version ${at + 1}`).toBe(gap.key)
      named.set(gap.id, gap.key)
    }
  }
  const last = versions.at(-1)!
  for (const label of labels) expect(last.gaps.map((g) => g.label)).toContain(label)
  expect(new Set(last.gaps.map((g) => g.id)).size).toBe(last.gaps.length)
}
