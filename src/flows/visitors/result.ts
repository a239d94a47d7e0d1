/** What a visitors export reports: to the outputs, the job summary and the report issue. */
import type { DateWindow, VisitorRow, VisitorTotals } from '../../types.ts'

/** The previous window of the same length, when `compare` is on. */
export interface Comparison {
  window: DateWindow
  totals: VisitorTotals | null
  rows: number
  partial: boolean
  /** Pages in this window that the previous one did not have. */
  newPages: number
  /** Pages the previous window had that this one does not. */
  gonePages: number
  newExamples: string[]
  goneExamples: string[]
  /** Previous total per path, for the top pages only (the summary's change column). */
  previousTop: Record<string, number | null>
}

export interface VisitorsResult {
  window: DateWindow
  totals: VisitorTotals | null
  rows: number
  requests: number
  partial: boolean
  partialReason: string | null
  /** Paths that came twice (offsets shift when data changes between pages), counted once. */
  duplicates: string[]
  outputFile: string | null
  comparison: Comparison | null
  top: VisitorRow[]
  reportUrl: string | null
  /** Why the report issue could not be written, when it could not (the export itself succeeded). */
  reportError: string | null
  summaryMarkdown: string
}
