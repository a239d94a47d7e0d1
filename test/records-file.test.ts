/**
 * The insights output file, written a record at a time: the same characters as the whole document
 * stringified at once (JSON, indented by two) or a record a line (NDJSON).
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openRecordsFile } from '../src/adapters/records-file.ts'

const dir = mkdtempSync(join(tmpdir(), 'records-file-'))
let n = 0

async function written(
  format: 'json' | 'ndjson',
  meta: Record<string, unknown>,
  records: object[],
): Promise<string> {
  const path = join(dir, `out-${n++}.${format}`)
  const file = await openRecordsFile(path, format)
  await file.write(meta, records)
  return readFileSync(path, 'utf8')
}

const record = fc.record({
  id: fc.string(),
  rank: fc.nat(),
  // Reader text with line breaks, quotes, control characters and non-ASCII letters.
  label: fc.string({ unit: 'grapheme' }),
  evidence: fc.record({
    questions: fc.array(fc.record({ text: fc.string({ unit: 'binary' }), count: fc.nat() })),
    pages: fc.array(fc.webPath()),
  }),
  nested: fc.jsonValue(),
})
const meta = fc.record({
  window: fc.record({ dateFrom: fc.string(), dateTo: fc.string() }),
  requests: fc.nat(),
  partial: fc.boolean(),
})

describe('the output file, a record at a time', () => {
  it('is the indented JSON document of meta and records, character for character', async () => {
    await fc.assert(
      fc.asyncProperty(meta, fc.array(record, { maxLength: 6 }), async (m, records) => {
        expect(await written('json', m, records)).toBe(
          `${JSON.stringify({ ...m, records }, null, 2)}\n`,
        )
      }),
      { numRuns: 60 },
    )
  })

  it('is a record a line as NDJSON', async () => {
    await fc.assert(
      fc.asyncProperty(meta, fc.array(record, { maxLength: 6 }), async (m, records) => {
        expect(await written('ndjson', m, records)).toBe(
          records.map((r) => `${JSON.stringify(r)}\n`).join(''),
        )
      }),
      { numRuns: 30 },
    )
  })

  it('writes a document larger than one chunk whole', async () => {
    const big = Array.from({ length: 40 }, (_, i) => ({
      id: `g${i}`,
      questions: Array.from({ length: 300 }, (_, k) => ({ text: `question ${k} é "q"`, count: k })),
    }))
    const text = await written('json', { requests: 3 }, big)
    expect(text.length).toBeGreaterThan(64 * 1024 * 4)
    expect(JSON.parse(text)).toEqual({ requests: 3, records: big })
  })
})
