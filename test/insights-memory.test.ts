/**
 * The memory of gaps across runs: stable ids from a counter never reused, forgetting after 8
 * weeks unless handed over, at most 500 dismissed, and a hidden marker that is bounded whatever
 * the data and read defensively from an untrusted issue body.
 */
import fc from 'fast-check'
import { isActionable } from '../src/insights-memory/life.ts'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { dismiss as dismissGap } from '../src/fix-loop/changes.ts'
import {
  emptyMemory,
  mergeMemory,
  type InsightsMemory,
  type RememberedGap,
  type SeenGap,
} from '../src/insights-memory/memory.ts'
import {
  BODY_MARGIN,
  ISSUE_BODY_LIMIT,
  MEMORY_BUDGET,
  parseMemory,
  REPORT_BUDGET,
  serializeMemory,
  trimMemory,
} from '../src/insights-memory/memory-marker.ts'

const seen = (...keys: string[]): SeenGap[] =>
  keys.map((key) => ({ key, kind: key.split(':')[0] as SeenGap['kind'], label: key.slice(7) }))

function run(memory: InsightsMemory, day: string, ...keys: string[]) {
  return mergeMemory(memory, seen(...keys), { now: `${day}T06:00:00Z` })
}

function byKey(memory: InsightsMemory, key: string): RememberedGap | undefined {
  return memory.gaps.find((g) => g.key === key)
}

/** A marker holding any JSON value, as someone editing the issue could write it. */
function markerOf(value: unknown): string {
  const payload = deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64')
  return `report text\n<!-- docs-agent-memory v1 ${payload} -->\n`
}

describe('mergeMemory', () => {
  it('keeps the earliest day readers were seen on a gap, never a day after the run', () => {
    const at = (since?: string): SeenGap => ({
      key: 'search:sso',
      kind: 'search',
      label: 'sso',
      since,
    })
    const first = mergeMemory(emptyMemory(), [at('2026-10-20')], { now: '2026-11-01T06:00:00Z' })
    expect(first.memory.gaps[0]).toMatchObject({ firstSeen: '2026-10-20', lastSeen: '2026-11-01' })
    // A later window dates it later: the earlier day stands; a run over older weeks moves it back.
    const later = mergeMemory(first.memory, [at('2026-11-05')], { now: '2026-11-08T06:00:00Z' })
    expect(later.memory.gaps[0]).toMatchObject({ firstSeen: '2026-10-20', runs: 2 })
    const older = mergeMemory(later.memory, [at('2026-09-30')], { now: '2026-11-09T06:00:00Z' })
    expect(older.memory.gaps[0]).toMatchObject({ firstSeen: '2026-09-30', lastSeen: '2026-11-09' })
    // Undated, or dated after the run: the run's day.
    const fresh = (since?: string) =>
      mergeMemory(emptyMemory(), [at(since)], { now: '2026-11-01T06:00:00Z' }).memory.gaps[0]
    expect(fresh()?.firstSeen).toBe('2026-11-01')
    expect(fresh('2026-12-24')?.firstSeen).toBe('2026-11-01')
  })

  it('keeps the signature of a question gap with its key, bounded, through the marker', () => {
    // A topic asked in other words keeps its key in the grouping (the remembered signatures
    // anchor it: test/insights-cluster.test.ts), so the memory matches by key alone.
    const q = (key: string, signature: string[]): SeenGap => ({
      key: `question:${key}`,
      kind: 'question',
      label: key,
      signature,
    })
    const long = Array.from({ length: 14 }, (_, i) => `s${i}`)
    const week1 = mergeMemory(emptyMemory(), [q('api rotat', ['api', 'rotat']), q('x', long)], {
      now: '2026-11-01T06:00:00Z',
    })
    const week2 = mergeMemory(
      week1.memory,
      [q('api rotat', ['api', 'regener', 'token', 'kei', 'secret']), q('dark mode', ['dark'])],
      { now: '2026-11-08T06:00:00Z' },
    )
    expect(week2.ids.get('question:api rotat')).toBe('g1')
    expect(week2.ids.get('question:dark mode')).toBe('g3')
    const read = parseMemory(serializeMemory(week2.memory))
    // This run's signature replaces the last one: the topic's words drift with its readers.
    expect(byKey(read, 'question:api rotat')).toMatchObject({
      id: 'g1',
      runs: 2,
      signature: ['api', 'regener', 'token', 'kei', 'secret'],
    })
    expect(byKey(read, 'question:x')?.signature).toEqual(long.slice(0, 10))
  })

  it('gives new ids in order and keeps them for the same key in later runs', () => {
    const first = run(emptyMemory(), '2026-11-01', 'search:sso', 'page:/a', 'search:sso')
    expect([...first.ids]).toEqual([
      ['search:sso', 'g1'],
      ['page:/a', 'g2'],
    ])
    expect(first.newIds).toEqual(['g1', 'g2'])
    const second = run(first.memory, '2026-11-08', 'question:okta sso', 'search:sso')
    expect(second.ids.get('search:sso')).toBe('g1')
    expect(second.ids.get('question:okta sso')).toBe('g3')
    expect(byKey(second.memory, 'search:sso')).toMatchObject({
      state: 'open',
      runs: 2,
      firstSeen: '2026-11-01',
      lastSeen: '2026-11-08',
    })
    // Not seen this run: no longer new, still remembered.
    expect(byKey(second.memory, 'page:/a')).toMatchObject({ state: 'open', runs: 1 })
    expect(second.memory.nextId).toBe(4)
  })

  it('forgets a gap unseen for 8 weeks and never reuses its id', () => {
    const first = run(emptyMemory(), '2026-09-01', 'search:old', 'search:kept')
    const later = run(first.memory, '2026-10-20', 'search:kept')
    expect(byKey(later.memory, 'search:old')).toBeDefined() // 7 weeks
    const gone = run(later.memory, '2026-10-28', 'search:kept')
    expect(byKey(gone.memory, 'search:old')).toBeUndefined() // 8 weeks and a day
    const back = run(gone.memory, '2026-11-01', 'search:old')
    expect(back.ids.get('search:old')).toBe('g3')
  })

  it('keeps handed-over and dismissed gaps whatever their age', () => {
    const first = run(emptyMemory(), '2026-01-01', 'search:a', 'search:b', 'search:c')
    const handed: InsightsMemory = {
      ...first.memory,
      gaps: first.memory.gaps.map((g) =>
        g.key === 'search:a'
          ? {
              ...g,
              state: 'fixing',
              job: { id: 'j1', status: 'running', prLink: null, endedAt: null },
            }
          : g,
      ),
    }
    const dismissed = dismissGap(handed, 'g2', {
      by: 'ann',
      why: 'not docs',
      at: '2026-01-02T00:00:00Z',
    })!
    const later = run(dismissed, '2026-11-01', 'search:b')
    expect(later.memory.gaps.map((g) => [g.id, g.state])).toEqual([
      ['g1', 'fixing'],
      ['g2', 'dismissed'], // seen again: stays dismissed, keeps its id
    ])
    expect(later.memory.gaps.filter(isActionable)).toEqual([])
    expect(
      dismissGap(later.memory, 'g9', { by: 'x', why: '', at: '2026-11-01T00:00:00Z' }),
    ).toBeNull()
  })

  it('never forgets a handed-over state, even when its job record was lost', () => {
    const first = run(emptyMemory(), '2026-01-01', 'search:a')
    const fixing: InsightsMemory = {
      ...first.memory,
      gaps: [{ ...first.memory.gaps[0]!, state: 'fixing' }],
    }
    expect(run(fixing, '2026-11-01').memory.gaps.map((g) => g.id)).toEqual(['g1'])
  })

  it('keeps a proposed fix proposed whatever readers do before its merge is known (1.4)', () => {
    const first = run(emptyMemory(), '2026-11-01', 'page:/a')
    const proposed: InsightsMemory = {
      ...first.memory,
      gaps: [
        {
          ...first.memory.gaps[0]!,
          state: 'proposed',
          job: {
            id: 'j',
            status: 'completed',
            prLink: 'https://github.com/o/r/pull/1',
            endedAt: '2026-11-05T12:00:00Z',
          },
        },
      ],
    }
    const during = mergeMemory(proposed, seen('page:/a'), { now: '2026-11-08T00:00:00Z' })
    expect(during.memory.gaps[0]!.state).toBe('proposed')
    // Found again in a window that began after its job ended: still no verdict (1.2's rule gone).
    const after = mergeMemory(proposed, seen('page:/a'), { now: '2026-11-15T00:00:00Z' })
    expect(after.memory.gaps[0]!.state).toBe('proposed')
  })

  it('remembers at most 500 dismissed gaps, the oldest dismissal out first', () => {
    let memory = run(
      emptyMemory(),
      '2026-11-01',
      ...Array.from({ length: 502 }, (_, i) => `search:t${i}`),
    ).memory
    for (let i = 1; i <= 502; i++) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString()
      memory = dismissGap(memory, `g${i}`, { by: 'ann', why: 'no', at })!
    }
    expect(memory.gaps).toHaveLength(500)
    expect(memory.gaps[0]!.id).toBe('g3')
    const merged = run(memory, '2026-11-02', 'search:t0')
    expect(merged.ids.get('search:t0')).toBe('g503') // forgotten, so a new id
  })
})

describe('the memory marker', () => {
  it('round-trips a memory through an issue body', () => {
    const { memory } = run(emptyMemory(), '2026-11-01', 'search:sso', 'page:/a')
    const withMore = dismissGap(memory, 'g2', {
      by: 'ann',
      why: 'dup of #4',
      at: '2026-11-02T00:00:00Z',
    })!
    const body = `# Docs insights\n\n${serializeMemory(withMore)}\n`
    expect(serializeMemory(withMore)).toMatch(/^<!-- docs-agent-memory v1 [A-Za-z0-9+/=]+ -->$/)
    expect(parseMemory(body)).toEqual(withMore)
  })

  it.each([
    ['no body', null],
    ['no marker', 'just text'],
    ['not base64 deflate', '<!-- docs-agent-memory v1 AAAA -->'],
    [
      'deflated non-JSON',
      markerOf('x').replace(/v1 .*? -->/, `v1 ${deflateRawSync('{').toString('base64')} -->`),
    ],
    ['another version', markerOf({ version: 2, nextId: 5, gaps: [] })],
    ['gaps not a list', markerOf({ version: 1, nextId: 5, gaps: 'many' })],
    ['an array', markerOf([1, 2])],
  ])('reads %s as an empty memory', (_why, body) => {
    expect(parseMemory(body)).toEqual(emptyMemory())
  })

  it('refuses to inflate a deflate bomb', () => {
    const bomb = deflateRawSync(Buffer.alloc(20 * 1024 * 1024, 32)).toString('base64')
    expect(parseMemory(`<!-- docs-agent-memory v1 ${bomb} -->`)).toEqual(emptyMemory())
  })

  it('drops unreadable entries, defaults unreadable fields and repairs the counter', () => {
    const good = {
      id: 'g2',
      key: 'search:a',
      kind: 'search',
      label: 'a',
      state: 'open',
      firstSeen: '2026-11-01',
      lastSeen: '2026-11-02',
      runs: 3,
    }
    const memory = parseMemory(
      markerOf({
        version: 1,
        nextId: 1e300,
        gaps: [
          good,
          { ...good, id: 'g3' }, // duplicate key
          { ...good, id: 'g2', key: 'search:b' }, // duplicate id
          { ...good, id: 'g0', key: 'search:c' },
          { ...good, id: 'g1e5', key: 'search:d' },
          { ...good, id: 'g99999999999', key: 'search:e' },
          { ...good, id: 'g4', key: 'page:/x', kind: 'search' }, // key of another kind
          { ...good, id: 'g5', key: 'search:f', firstSeen: 'yesterday' },
          { ...good, id: 'g6', key: 'search:g', lastSeen: 20261101 },
          {
            ...good,
            id: 'g7',
            key: 'search:h',
            state: 'fixing', // without a job
            runs: 1e300,
            label: 42,
          },
          { ...good, id: 'g8', key: 'search:i', state: 'dismissed', dismissed: { by: 7 } },
          { ...good, id: 'g9', key: 'search:j', state: 'weird', job: { id: 'j', status: 5 } },
          null,
          'g10',
        ],
      }),
    )
    expect(memory.gaps.map((g) => [g.id, g.state, g.runs, g.label])).toEqual([
      ['g2', 'open', 3, 'a'],
      ['g7', 'fixing', 1, ''], // handed over stays handed over, job or not
      ['g8', 'dismissed', 3, 'a'], // and dismissed stays dismissed
      ['g9', 'open', 3, 'a'],
    ])
    expect(memory.gaps[2]!.dismissed).toEqual({ by: '', why: '', at: '2026-11-02T00:00:00.000Z' })
    expect(memory.gaps[3]!.job).toEqual({ id: 'j', status: 'unknown', prLink: null, endedAt: null })
    expect(memory.nextId).toBe(10)
  })

  it('never throws on any body or any JSON in the marker (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map(markerOf)), (body) => {
        const memory = parseMemory(body)
        expect(memory.version).toBe(1)
        expect(Number.isSafeInteger(memory.nextId)).toBe(true)
      }),
    )
  })
})

describe('the memory bound', () => {
  const cjk = (n: number, seed: number) =>
    Array.from({ length: n }, (_, i) =>
      String.fromCodePoint(0x4e00 + ((seed * 7919 + i * 104729) % 20000)),
    ).join('')

  /** Every field at its longest, in text that deflate cannot shrink much. */
  function worstMemory(count: number): InsightsMemory {
    const gaps: RememberedGap[] = Array.from({ length: count }, (_, i) => ({
      id: `g${i + 1}`,
      key: `search:${cjk(193, i)}`,
      kind: 'search',
      label: cjk(80, i + 1),
      state: 'proposed',
      firstSeen: '2026-10-01',
      lastSeen: '2026-11-20',
      runs: 1_000_000,
      job: {
        id: cjk(100, i + 2),
        status: cjk(40, i + 3),
        prLink: cjk(300, i + 4),
        endedAt: '2026-11-01T00:00:00Z',
      },
    }))
    return { version: 1, nextId: 999_999_999, gaps }
  }

  it('leaves the report its share of the issue body with room to spare', () => {
    expect(MEMORY_BUDGET + REPORT_BUDGET + BODY_MARGIN).toBe(ISSUE_BODY_LIMIT)
    expect(BODY_MARGIN).toBeGreaterThanOrEqual(1_000)
  })

  it('trims the largest memory it could be asked to write to its budget', () => {
    const trimmed = trimMemory(worstMemory(400))
    const marker = serializeMemory(trimmed)
    expect(marker.length).toBeLessThanOrEqual(MEMORY_BUDGET)
    expect(marker.length + REPORT_BUDGET).toBeLessThan(ISSUE_BODY_LIMIT)
    expect(trimmed.gaps.length).toBeGreaterThan(0)
    expect(trimmed.nextId).toBe(999_999_999)
    expect(parseMemory(marker)).toEqual(parseMemory(serializeMemory(trimmed)))
  })

  const VOCABULARY = [
    'configure',
    'webhook',
    'sso',
    'okta',
    'api',
    'key',
    'rotate',
    'deploy',
    'domain',
    'billing',
    'export',
    'csv',
    'analytics',
    'navigation',
    'dark',
    'mode',
    'translate',
    'openapi',
    'playground',
    'team',
  ]
  /** Search-like phrases of three to five words, varied enough that deflate cannot fold them. */
  const phrase = (i: number) =>
    Array.from(
      { length: 3 + (i % 3) },
      (_, k) => VOCABULARY[(i * 31 + k * 17 + ((i * k) % 7)) % 20],
    ).join(' ') + ` ${i}`

  it('keeps about 500 realistic gaps within the budget, dropping stale open gaps first', () => {
    const memory = run(
      emptyMemory(),
      '2026-11-01',
      ...Array.from({ length: 3000 }, (_, i) => `search:${phrase(i)}`),
    ).memory
    const dismissed = dismissGap(memory, 'g1', {
      by: 'ann',
      why: 'not docs',
      at: '2026-11-02T00:00:00Z',
    })!
    const fresh = run(dismissed, '2026-11-08', `search:${phrase(2999)}`)
    const trimmed = trimMemory(fresh.memory)
    expect(serializeMemory(trimmed).length).toBeLessThanOrEqual(MEMORY_BUDGET)
    expect(trimmed.gaps.length).toBeGreaterThanOrEqual(500)
    const ids = trimmed.gaps.map((g) => g.id)
    expect(ids).toContain('g1') // dismissed: kept over open gaps
    expect(ids).toContain('g3000') // seen this run: kept over stale ones
    expect(ids).not.toContain('g2999') // stale, and the newest id of the stale: first out
    expect(ids).toContain('g2') // stale, but the oldest id: kept longest
  })

  it('measures a memory as its marker is long, to the character (any script)', () => {
    const memory = worstMemory(40)
    const length = serializeMemory(memory).length
    expect(trimMemory(memory, length)).toBe(memory)
    expect(trimMemory(memory, length - 1)).not.toBe(memory)
  })

  it('changes nothing when the memory fits', () => {
    const { memory } = run(emptyMemory(), '2026-11-01', 'search:a')
    expect(trimMemory(memory)).toBe(memory)
  })
})
