/**
 * The insights output file: opened (and so checked) before any request is spent, written once at
 * the end. Gaps are few (hundreds), so the document is built in memory.
 */
import { open } from 'node:fs/promises'
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
    async write(meta, records) {
      try {
        const text =
          format === 'ndjson'
            ? records.map((record) => `${JSON.stringify(record)}\n`).join('')
            : `${JSON.stringify({ ...meta, records }, null, 2)}\n`
        await file.writeFile(text, 'utf8')
      } finally {
        await close()
      }
    },
  }
}
