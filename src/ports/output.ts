/** Where a visitors export writes its rows; implemented by adapters/row-writer.ts. */
import type { DateWindow, OutputFormat, VisitorRow, VisitorTotals } from '../types.ts'

/** What the JSON document carries besides its rows. */
interface ExportMeta {
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

/** A file of records written once (the insights gaps): opened before any request is spent. */
export interface RecordsFile {
  /**
   * `json`: one document, `meta`, the records under `records`, then the fields of `after`;
   * `ndjson`: a record a line, then `after` as one last line (when given).
   */
  write(
    meta: Readonly<Record<string, unknown>>,
    records: readonly object[],
    after?: Readonly<Record<string, unknown>>,
  ): Promise<void>
  /** Lets the file go without writing (a run that failed first); after `write`, nothing. */
  close(): Promise<void>
}

export type OpenRecordsFile = (path: string, format: OutputFormat) => Promise<RecordsFile>
