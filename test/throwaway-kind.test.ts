import { expect, it } from 'vitest'
import { findGaps } from '../src/gaps/registry.ts'
import { rankGaps } from '../src/flows/insights/rank.ts'
import { gapRecords } from '../src/flows/insights/report-records.ts'
import { emptyMemory } from '../src/insights-memory/memory.ts'
import { parseMemory, serializeMemory } from '../src/insights-memory/marker.ts'
import { fixPrompt } from '../src/insights-memory/fix-prompt.ts'
it('a throwaway kind flows through finding, ranking, records, memory and prompt', () => {
  const row = (id: string) => ({
    id,
    path: '/a',
    source: 'code_snippet' as const,
    comment: 'broken',
    helpful: null,
    createdAt: null,
    code: 'x',
    filename: null,
    lang: null,
    status: 'pending' as const,
  })
  const gaps = findGaps({ feedback: [row('1'), row('2'), row('3')] as never }, { minCount: 3 })
  expect(gaps.map((g) => g.kind)).toContain('code')
  const ranked = rankGaps(gaps, { now: '2026-11-24T00:00:00Z' })
  expect(gapRecords({ gaps: ranked, memory: emptyMemory() })[0]?.evidence.kind).toBe('code')
  const gap = {
    id: 'g1',
    key: 'code:/a',
    kind: 'code' as const,
    label: '/a',
    state: 'open' as const,
    firstSeen: '2026-11-24',
    lastSeen: '2026-11-24',
    runs: 1,
  }
  const memory = parseMemory(serializeMemory({ version: 1, nextId: 2, gaps: [gap] }))
  expect(memory.gaps[0]?.kind).toBe('code')
  expect(fixPrompt(memory.gaps, '')).toContain('- g1 (code): readers flagged code blocks on `/a`')
})
