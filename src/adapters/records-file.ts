/**
 * The insights output file: opened (and so checked) before any request is spent, written once at
 * the end, a record at a time (a question gap lists every question: the whole document as one
 * string would be the run's largest allocation).
 */
import { open, type FileHandle } from 'node:fs/promises'
import { ActionError } from '../errors.ts'
import type { OpenRecordsFile } from '../ports/output.ts'

export const openRecordsFile: OpenRecordsFile = async (path, format) => {
  let file: Awaited<ReturnType<typeof open>>
  try {
    file = await open(path, 'w')
  } catch (error) {
    throw new ActionError(
      `input 'output-file' names a file that cannot be written ('${path}'): ${(error as Error).message}`,
      { hint: 'use a path inside the workspace, e.g. `insights.json`; its folder must exist' },
    )
  }
  let closed = false
  const close = async (): Promise<void> => {
    if (closed) return
    closed = true
    await file.close()
  }
  return {
    close,
    async write(meta, records, after) {
      try {
        await writePieces(
          file,
          format === 'ndjson'
            ? lines(after ? [...records, after] : records)
            : documentPieces(meta, records, after ?? {}),
        )
      } finally {
        await close()
      }
    },
  }
}

/** Pieces written together once they reach this many characters. */
const CHUNK = 64 * 1024

async function writePieces(file: FileHandle, pieces: Iterable<string>): Promise<void> {
  let chunk = ''
  for (const piece of pieces) {
    chunk += piece
    if (chunk.length >= CHUNK) {
      await file.write(chunk, null, 'utf8')
      chunk = ''
    }
  }
  if (chunk) await file.write(chunk, null, 'utf8')
}

/** NDJSON: a record a line. */
function* lines(records: readonly object[]): Generator<string> {
  for (const record of records) yield `${JSON.stringify(record)}\n`
}

/**
 * `JSON.stringify({ ...meta, records, ...after }, null, 2)` and a newline, the same characters, a record
 * at a time: the shell with a stand-in record, then each record indented to its place.
 */
function* documentPieces(
  meta: Readonly<Record<string, unknown>>,
  records: readonly object[],
  after: Readonly<Record<string, unknown>>,
): Generator<string> {
  if (records.length === 0) {
    yield `${JSON.stringify({ ...meta, records, ...after }, null, 2)}\n`
    return
  }
  const standIn = '\u0000record'
  const shell = JSON.stringify({ ...meta, records: [standIn], ...after }, null, 2)
  const line = `    ${JSON.stringify(standIn)}`
  const at = shell.lastIndexOf(line)
  yield shell.slice(0, at)
  for (let i = 0; i < records.length; i++) {
    // A JSON text holds no raw line break inside a string: each of its lines is indented alike.
    const text = JSON.stringify(records[i], null, 2).replace(/\n/g, '\n    ')
    yield `${i > 0 ? ',\n' : ''}    ${text}`
  }
  yield `${shell.slice(at + line.length)}\n`
}
