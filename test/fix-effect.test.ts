/**
 * The effect of a fix, pure parts: the judgement (per day, per 1,000 views, when views double),
 * the history in the memory (its marker, its worst case within the bounds), pull request links,
 * and the Fixes section's chart (valid xychart-beta).
 */
import { randomBytes } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { judgeFix, figuresText } from '../src/fix-effect/judge.ts'
import { parsePullLink } from '../src/fix-effect/pull-link.ts'
import { applyEffects, recordRun } from '../src/fix-effect/record.ts'
import { fixChart, fixesLines, sparkline } from '../src/flows/insights/report-fixes.ts'
import {
  BODY_MARGIN,
  ISSUE_BODY_LIMIT,
  MEMORY_BUDGET,
  parseMemory,
  serializeMemory,
  trimMemory,
} from '../src/insights-memory/memory-marker.ts'
import {
  MAX_HISTORY,
  type HistoryPoint,
  type InsightsMemory,
  type RememberedGap,
} from '../src/insights-memory/memory.ts'
import { checkXyChart, mermaidBlocks } from './helpers/xychart.ts'

const DAY = 86_400_000
const START = Date.UTC(2026, 9, 5)
const MERGED = '2026-10-26T12:00:00.000Z'

/** Weekly points from START: `counts[i]` in week i, `views[i]` when given. */
function weeks(counts: number[], views?: number[]): HistoryPoint[] {
  return counts.map((count, i) => ({
    from: new Date(START + i * 7 * DAY).toISOString(),
    to: new Date(START + (i + 1) * 7 * DAY).toISOString(),
    count,
    searches: count,
    clicks: 0,
    ...(views ? { views: views[i]! } : {}),
  }))
}

/** The memory with each merged fix judged, as a run does. */
function judged(memory: InsightsMemory): InsightsMemory {
  return applyEffects(memory, { pulls: new Map(), now: '2026-11-23T00:00:00.000Z' })
}

function handed(
  id: string,
  history: HistoryPoint[],
  merged: string | null = MERGED,
): RememberedGap {
  return {
    id,
    key: `search:${id}`,
    kind: 'search',
    label: `term ${id}`,
    state: 'proposed',
    firstSeen: '2026-10-12',
    lastSeen: '2026-11-16',
    runs: history.length,
    job: {
      id: `job-${id}`,
      status: 'completed',
      prLink: 'https://github.com/a/b/pull/1',
      endedAt: MERGED,
    },
    history,
    ...(merged
      ? {
          effect: {
            job: `job-${id}`,
            pr: 'merged' as const,
            mergedAt: merged,
          },
        }
      : {}),
  }
}

describe('judgeFix', () => {
  it('compares windows wholly before and wholly after the merge, per day', () => {
    // Week 3 (10-26 to 11-02) holds the merge: in neither side.
    const j = judgeFix(handed('g1', weeks([264, 264, 264, 264, 15, 15, 15])))!
    expect(j.verdict).toBe('fixed')
    expect(j.figures).toMatchObject({ per: 'day', windowsBefore: 3, windowsAfter: 3 })
    expect(figuresText(j.figures!)).toBe('37.7/day before, 2.1/day after (−94 %, 3 windows each)')
  })
  it('is too early without a full window after the merge, and says when there is no baseline', () => {
    expect(judgeFix(handed('g1', weeks([264, 264, 264, 264])))!.verdict).toBe('too-early')
    const late = handed('g1', weeks([264, 15]), '2026-10-05T00:00:00.000Z')
    expect(judgeFix(late)!.verdict).toBe('no-baseline')
    expect(judgeFix(handed('g1', weeks([264]), null))).toBeNull()
  })
  it('is still seen when the rate did not fall clearly', () => {
    const j = judgeFix(handed('g1', weeks([70, 70, 70, 70, 60, 72])))!
    expect(j.verdict).toBe('still-seen')
    // A small fall on small counts is no clear fall either.
    expect(judgeFix(handed('g1', weeks([6, 6, 6, 6, 3, 3])))!.verdict).toBe('still-seen')
  })
  it('is fixed only by a clear fall to at most half (1.4)', () => {
    // −10 % on 3,000 a week: clear by the test, not half.
    const small = judgeFix(handed('g1', weeks([3_000, 3_000, 3_000, 3_000, 2_700])))!
    expect(small.verdict).toBe('still-seen')
    expect(small.figures!.pValue).toBeLessThan(0.05)
    expect(figuresText(small.figures!)).toContain('−10 %')
    // −50 % exactly is half: fixed; −45 % is not.
    expect(judgeFix(handed('g1', weeks([200, 200, 200, 200, 100])))!.verdict).toBe('fixed')
    expect(judgeFix(handed('g1', weeks([200, 200, 200, 200, 110])))!.verdict).toBe('still-seen')
  })
  it('judges a fixed gap again: stays fixed at a sixth of the old rate, relapses when back', () => {
    const fixed = (history: HistoryPoint[]): RememberedGap => {
      const gap = handed('g1', history)
      const since = '2026-11-09T07:00:00.000Z'
      return {
        ...gap,
        effect: { ...gap.effect!, verdict: { verdict: 'fixed', since, figures: null } },
      }
    }
    expect(judgeFix(fixed(weeks([300, 300, 300, 300, 10, 50])))!.verdict).toBe('fixed')
    const back = judgeFix(fixed(weeks([300, 300, 300, 300, 10, 10, 290])))!
    expect(back).toMatchObject({ verdict: 'still-seen', relapsed: true })
    expect(back.figures).toMatchObject({ windowsBefore: 3, windowsAfter: 1 })
    // Clearly lower than before, though above half: not failing again.
    expect(judgeFix(fixed(weeks([300, 300, 300, 300, 10, 10, 200])))!.verdict).toBe('fixed')
  })
  it('holds its verdict when views double (rates per 1,000 views)', () => {
    const flat = [2_000, 2_000, 2_000, 2_000, 2_000, 2_000]
    const doubled = [2_000, 2_000, 2_000, 2_000, 4_000, 4_000]
    // Still seen: as many failing searches per view after the merge, twice the traffic.
    const same = judgeFix(handed('g1', weeks([70, 70, 70, 70, 70, 70], flat)))!
    const busier = judgeFix(handed('g1', weeks([70, 70, 70, 70, 140, 140], doubled)))!
    expect(same.verdict).toBe('still-seen')
    expect(busier.verdict).toBe('still-seen')
    expect(busier.figures).toMatchObject({ per: '1,000 views', rateBefore: 35, rateAfter: 35 })
    // Fixed: a fall per view, whatever the traffic did.
    const fixedFlat = judgeFix(handed('g1', weeks([70, 70, 70, 70, 20, 20], flat)))!
    const fixedBusier = judgeFix(handed('g1', weeks([70, 70, 70, 70, 40, 40], doubled)))!
    expect([fixedFlat.verdict, fixedBusier.verdict]).toEqual(['fixed', 'fixed'])
    expect(fixedBusier.figures!.rateAfter).toBeCloseTo(fixedFlat.figures!.rateAfter, 10)
    // Per day the same doubled traffic would have hidden the fix: 20/day before, 5.7/day after
    // with the same readers failing as often per view is a fall per day, not a fix.
    const perDay = judgeFix(handed('g1', weeks([70, 70, 70, 70, 140, 40])))!
    expect(perDay.figures!.per).toBe('day')
  })
  it('falls back to per day when a window compared has no views', () => {
    const history = weeks([70, 70, 70, 70, 20, 20], [2_000, 2_000, 2_000, 2_000, 2_000, 2_000])
    delete history[5]!.views
    expect(judgeFix(handed('g1', history))!.figures!.per).toBe('day')
  })
  it('is still seen for good once its latest window is back after being judged fixed', () => {
    const gap = handed('g1', weeks([264, 264, 264, 264, 15, 15]))
    const at = (i: number) => new Date(START + (i + 1) * 7 * DAY).toISOString()
    const judged = applyEffects(
      { version: 1, nextId: 2, gaps: [gap] },
      { pulls: new Map(), now: at(5) },
    )
    expect(judged.gaps[0]).toMatchObject({
      state: 'fixed',
      effect: { verdict: { verdict: 'fixed', since: at(5) } },
    })
    const back = { ...judged.gaps[0]!, history: weeks([264, 264, 264, 264, 15, 15, 250]) }
    const again = applyEffects({ ...judged, gaps: [back] }, { pulls: new Map(), now: at(6) })
    expect(again.gaps[0]).toMatchObject({
      state: 'still-seen',
      effect: { verdict: { relapsed: true, since: at(6) } },
    })
    const low = { ...again.gaps[0]!, history: weeks([264, 264, 264, 264, 15, 15, 250, 0]) }
    const later = applyEffects({ ...again, gaps: [low] }, { pulls: new Map(), now: at(7) })
    expect(later.gaps[0]!.state).toBe('still-seen')
  })
  it('puts a gap whose pull request closed unmerged back to open', () => {
    const gap = handed('g1', weeks([264]), null)
    const memory: InsightsMemory = { version: 1, nextId: 2, gaps: [gap] }
    const out = applyEffects(memory, {
      pulls: new Map([[gap.key, { kind: 'closed' as const }]]),
      now: '2026-10-19T00:00:00.000Z',
    })
    expect(out.gaps[0]).toMatchObject({ state: 'open', effect: { pr: 'closed', mergedAt: null } })
    expect(fixesLines(out).join('\n')).toContain('not merged (open again)')
  })
})

describe('the history in the memory', () => {
  it('keeps the last 12 runs, a point a window, zeros for gaps not found in a signal read whole', () => {
    let memory: InsightsMemory = { version: 1, nextId: 2, gaps: [handed('g1', [], null)] }
    for (let i = 0; i < 14; i++) {
      const from = new Date(START + i * 7 * DAY).toISOString()
      const to = new Date(START + (i + 1) * 7 * DAY).toISOString()
      const measures = new Map(
        i % 2 ? [] : [['search:g1', { measure: { count: i, searches: i }, page: '/p' }]],
      )
      const run = {
        from,
        to,
        kinds: new Set(['search' as const]),
        measures,
        views: new Map([['/p', 1000]]),
      }
      memory = recordRun(memory, run)
      memory = recordRun(memory, run) // a re-run of the same window replaces its point
    }
    const history = parseMemory(serializeMemory(memory)).gaps[0]!.history!
    expect(history).toHaveLength(MAX_HISTORY)
    expect(history.map((p) => p.count)).toEqual([2, 0, 4, 0, 6, 0, 8, 0, 10, 0, 12, 0])
    expect(history[0]).toEqual({
      from: '2026-10-19',
      to: '2026-10-26',
      count: 2,
      searches: 2,
      views: 1000,
    })
    // A kind whose signal was not read whole gets no point.
    const none = recordRun(memory, {
      from: '2027-01-04T00:00:00.000Z',
      to: '2027-01-11T00:00:00.000Z',
      kinds: new Set(),
      measures: new Map(),
      views: null,
    })
    expect(none.gaps[0]!.history).toHaveLength(MAX_HISTORY)
    expect(none.gaps[0]!.history!.at(-1)!.count).toBe(0)
  })

  it("reads a 1.3 marker's verdict times as kept verdicts (not judged anew, not listed again)", () => {
    const gap = handed('g1', weeks([264, 264, 264, 264, 15]))
    const old = (times: { fixedAt: string | null; seenAgainAt: string | null }) =>
      parseMemory(
        serializeMemory({
          version: 1,
          nextId: 2,
          gaps: [{ ...gap, effect: { ...gap.effect!, ...times } } as RememberedGap],
        }),
      ).gaps[0]!
    const at = '2026-11-09T07:00:00.000Z'
    expect(old({ fixedAt: at, seenAgainAt: null }).effect?.verdict).toEqual({
      verdict: 'fixed',
      since: at,
      figures: null,
    })
    expect(old({ fixedAt: at, seenAgainAt: at }).effect?.verdict).toMatchObject({
      verdict: 'still-seen',
      relapsed: true,
    })
    const judged = applyEffects(
      { version: 1, nextId: 2, gaps: [old({ fixedAt: at, seenAgainAt: null })] },
      { pulls: new Map(), now: '2026-11-16T07:00:00.000Z' },
    ).gaps[0]!
    expect(judged).toMatchObject({ state: 'fixed', effect: { verdict: { since: at } } })
  })

  it('writes the history as rows of numbers', () => {
    const gap = handed('g1', weeks([5]))
    const marker = serializeMemory({ version: 1, nextId: 2, gaps: [gap] })
    const json = JSON.parse(
      inflateRawSync(Buffer.from(/v1 (\S+) -->/.exec(marker)![1]!, 'base64')).toString(),
    )
    expect(json.gaps[0].history).toEqual([
      ['2026-10-05', '2026-10-12', 5, 5, 0, null, null, null, null],
    ])
  })

  it('fits the issue with room to spare at its worst case', () => {
    // The worst case the bounds allow: more gaps than any budget holds, every text field at its
    // limit and incompressible, 12 points each with the largest numbers, a third handed over.
    const noise = (n: number): string => randomBytes(n).toString('base64').slice(0, n)
    const points = Array.from({ length: MAX_HISTORY }, (_, i) => ({
      from: new Date(START + i * 7 * DAY + 3_600_123).toISOString(),
      to: new Date(START + (i + 1) * 7 * DAY + 3_600_123).toISOString(),
      count: 999_999_937 - i,
      searches: 999_999_991 - i,
      clicks: 999_999_929 - i,
      down: 999_999_893 - i,
      votes: 999_999_883 - i,
      questions: 999_999_877 - i,
      views: 999_999_863 - i,
    }))
    const gaps: RememberedGap[] = Array.from({ length: 1_000 }, (_, i) => ({
      id: `g${i + 1}`,
      key: `search:${noise(190)}`,
      kind: 'search',
      label: noise(80),
      state: i % 3 === 0 ? 'proposed' : 'open',
      firstSeen: '2026-01-01',
      lastSeen: '2026-11-16',
      runs: 1_000_000,
      page: noise(200),
      history: points,
      brief: {
        numbers: noise(120),
        examples: [noise(300), noise(300), noise(300)],
        pages: [noise(200)],
      },
      ...(i % 3 === 0
        ? {
            job: { id: noise(100), status: noise(40), prLink: noise(300), endedAt: MERGED },
            effect: {
              job: 'x',
              pr: 'merged' as const,
              mergedAt: MERGED,
              fixedAt: MERGED,
              seenAgainAt: MERGED,
            },
          }
        : {}),
    }))
    const started = performance.now()
    const trimmed = trimMemory({ version: 1, nextId: 1_001, gaps })
    const ms = Math.round(performance.now() - started)
    const marker = serializeMemory(trimmed)
    expect(marker.length).toBeLessThanOrEqual(MEMORY_BUDGET)
    const withHistory = trimmed.gaps.filter((g) => g.history)
    const handedWith = withHistory.filter((g) => g.job)
    // Handed-over gaps keep their history before any other gap does.
    expect(handedWith.length).toBe(withHistory.length)
    // With the report at its own bound, the body stays under GitHub's limit with the margin.
    expect(40_000 + marker.length + BODY_MARGIN).toBeLessThanOrEqual(ISSUE_BODY_LIMIT)
    console.info(
      `worst case: marker ${marker.length} of ${MEMORY_BUDGET} characters; ${trimmed.gaps.length} gaps kept, ${withHistory.length} with 12 runs of history; trimmed in ${ms} ms`,
    )
  })

  it('keeps the history of handed-over gaps first when a realistic memory must be cut', () => {
    // 300 gaps seen weekly for 12 weeks, a third handed over: more than the budget holds.
    const gaps: RememberedGap[] = Array.from({ length: 300 }, (_, i) => {
      const counts = Array.from({ length: 12 }, (_, w) => (i * 7 + w * 13) % 300)
      const gap = handed(`g${i + 1}`, weeks(counts, Array(12).fill(5_000 + i * 17)))
      const base = { ...gap, key: `search:term number ${i}`, label: `term number ${i}` }
      if (i % 3 === 0) return base
      const { job: _job, effect: _effect, ...open } = base
      return {
        ...open,
        state: 'open' as const,
        lastSeen: `2026-11-${String(1 + (i % 16)).padStart(2, '0')}`,
      }
    })
    const memory: InsightsMemory = { version: 1, nextId: 301, gaps }
    const full = serializeMemory(memory).length
    const trimmed = trimMemory(memory)
    const marker = serializeMemory(trimmed)
    expect(full).toBeGreaterThan(MEMORY_BUDGET)
    expect(marker.length).toBeLessThanOrEqual(MEMORY_BUDGET)
    expect(trimmed.gaps).toHaveLength(300)
    const kept = trimmed.gaps.filter((g) => g.history)
    expect(trimmed.gaps.filter((g) => g.job).every((g) => g.history?.length === 12)).toBe(true)
    expect(kept.length).toBeGreaterThan(100)
    console.info(
      `300 gaps with 12 weekly runs: ${full} characters in full; trimmed to ${marker.length}, all 100 handed-over gaps and ${kept.length - 100} others keep their history`,
    )
  })
})

describe('pull request links', () => {
  it('reads owner, repository and number, in any repository', () => {
    expect(parsePullLink('https://github.com/acme/docs-site/pull/5')).toEqual({
      owner: 'acme',
      repo: 'docs-site',
      number: 5,
    })
    expect(parsePullLink('https://ghe.example.com/o/r.js/pull/12/files')).toEqual({
      owner: 'o',
      repo: 'r.js',
      number: 12,
    })
    expect(parsePullLink('https://github.com/acme/docs/issues/5')).toBeNull()
    expect(parsePullLink('javascript:alert(1)')).toBeNull()
    expect(parsePullLink('https://github.com/acme/docs/pull/0')).toBeNull()
  })
})

describe('the Fixes section', () => {
  it('charts each judged gap as valid xychart-beta, the merge marked, and a sparkline in its row', () => {
    const fixed = handed('g1', weeks([264, 250, 270, 264, 15, 12, 18]))
    const still = handed('g2', weeks([70, 70, 70, 70, 70, 75], Array(6).fill(3_000)))
    const early = handed('g3', weeks([40, 40, 40, 40]))
    const memory = judged({ version: 1, nextId: 4, gaps: [fixed, still, early] })
    const text = fixesLines(memory).join('\n')
    const charts = mermaidBlocks(text)
    expect(charts).toHaveLength(2)
    for (const chart of charts) expect(checkXyChart(chart)).toEqual([])
    expect(charts[0]).toBe(
      [
        'xychart-beta',
        '  title "g1: per day, merged 2026-10-26"',
        '  x-axis ["10-05", "10-12", "10-19", "merged ▸ 11-02", "11-09", "11-16"]',
        '  y-axis "per day" 0 --> 43',
        '  bar [37.7, 35.7, 38.6, 2.1, 1.7, 2.6]',
        '  line [37.3, 37.3, 37.3, 2.1, 2.1, 2.1]',
        '',
      ].join('\n'),
    )
    expect(charts[1]).toContain('"per 1,000 views"')
    expect(text).toMatch(
      /^\| g1 \| searches for `term g1` with no click \| 37\.3\/day \| 2\.1\/day \| −94 % \| █▇█▁▁▁ \| ✅ fixed \|$/m,
    )
    expect(text).toContain('| g3 | searches for `term g3` with no click | | | | | ⏳ too early |')
    expect(sparkline([0, 1, 2, 7])).toBe('▁▂▃█')
    expect(sparkline([0, 0])).toBe('▁▁')
  })
  it('checks what is no xychart', () => {
    expect(checkXyChart('xychart-beta\n  x-axis [a, b]\n  bar [1]')).toContain(
      'a series of 1 for 2 categories',
    )
    expect(checkXyChart('graph TD\n  a --> b').length).toBeGreaterThan(0)
    expect(checkXyChart('xychart-beta\n  title "a "b""\n  x-axis [a]\n  bar [1]').join()).toMatch(
      /bad title/,
    )
  })
  it('keeps reader words inert and the chart free of them', () => {
    const gap = {
      ...handed('g1', weeks([264, 250, 270, 264, 15, 12])),
      label: '`x` <img src=x> @team ```mermaid',
    }
    const memory = judged({ version: 1, nextId: 2, gaps: [gap] })
    const verdict = memory.gaps[0]!.effect!.verdict!
    expect(fixChart(memory.gaps[0]!, verdict, verdict.figures!).join('\n')).not.toContain('img')
    const text = fixesLines(memory).join('\n')
    expect(text).not.toContain('<img')
    expect(text).not.toMatch(/@team/)
  })
})
