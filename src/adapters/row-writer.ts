/**
 * Streaming writers for exported rows: each row is written as its page arrives, respecting the
 * stream's backpressure, so memory stays flat however many rows there are.
 */
import { createWriteStream, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { ActionError } from '../errors.ts'
import type { OutputFormat } from '../types.ts'
import type { RowWriter } from '../ports/output.ts'

/**
 * One CSV field. Quoted when it holds a comma, a quote or a line break (RFC 4180). A field that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading apostrophe:
 * page paths start with `/`, so this only touches hostile or odd data.
 */
export function csvField(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

async function put(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain')
}

/** Opens `path` for `format` (`csv`, `ndjson` or `json`). */
export async function openRowWriter(path: string, format: OutputFormat): Promise<RowWriter> {
  const stream = createWriteStream(path, { encoding: 'utf8' })
  let failure: Error | null = null
  stream.on('error', (error) => (failure = error))
  try {
    await once(stream, 'open')
  } catch (error) {
    throw new ActionError(
      `input 'output-file' names a file that cannot be written ('${path}'): ${(error as Error).message}`,
      { hint: 'use a path inside the workspace, e.g. `visitors.csv`; its folder must exist' },
    )
  }
  let count = 0
  const check = (): void => {
    if (failure) throw new Error(`could not write '${path}': ${failure.message}`)
  }
  if (format === 'csv') await put(stream, 'path,human,ai,total\n')
  if (format === 'json') await put(stream, '{"rows":[')
  return {
    async write(row) {
      check()
      if (format === 'csv') {
        await put(stream, `${csvField(row.path)},${row.human},${row.ai},${row.total}\n`)
      } else {
        const json = JSON.stringify({
          path: row.path,
          human: row.human,
          ai: row.ai,
          total: row.total,
        })
        await put(stream, format === 'json' ? `${count === 0 ? '\n' : ',\n'}${json}` : `${json}\n`)
      }
      count++
    },
    async close(meta) {
      check()
      if (format === 'json') {
        const rest = JSON.stringify({
          window: {
            dateFrom: meta.window.dateFrom,
            dateTo: meta.window.dateTo,
            dateToExclusive: true,
          },
          totals: meta.totals,
          rowCount: meta.rows,
          partial: meta.partial,
          partialReason: meta.partialReason,
          requests: meta.requests,
        })
        await put(stream, `\n],${rest.slice(1)}\n`)
      }
      stream.end()
      await once(stream, 'finish')
      check()
    },
  }
}
