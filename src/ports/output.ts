/** Where a visitors export writes its rows; implemented by adapters/row-writer.ts. */
import type { DateWindow, OutputFormat, VisitorRow, VisitorTotals } from '../types.ts'

/** What the JSON document carries besides its rows. */
export interface ExportMeta {
  window: DateWindow
  totals: VisitorTotals | null
  rows: number
  partial: boolean
  partialReason: string | null
  requests: number
}

export interface RowWriter {
  write(row: VisitorRow): Promise<void>
  close(meta: ExportMeta): Promise<void>
}

/** Opens `path` for `format`, before any request is spent, so that a bad path fails first. */
export type OpenRowWriter = (path: string, format: OutputFormat) => Promise<RowWriter>
