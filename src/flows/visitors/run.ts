/**
 * Visitors mode: window → every page → rows to the file as they arrive → summary, outputs and
 * the report issue. Every analytics request counts against 100 per organization per hour, so no
 * request is spent that is not needed, and each one is counted.
 */
import { describeError, hintOf } from '../../errors.ts'
import { findReportIssue, writeReportIssue } from '../../report-issue.ts'
import type { GitHubApi } from '../../ports/github.ts'
import { renderVisitorsReport } from './summary.ts'
import type { DateWindow, VisitorRow, VisitorTotals } from '../../types.ts'
import type { VisitorsSettings } from './settings.ts'
import { previousWindow } from '../../lib/window.ts'
import type { Clock } from '../../ports/runtime.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { OpenRowWriter } from '../../ports/output.ts'
import type { Comparison, VisitorsResult } from './result.ts'

interface VisitorsDeps {
  settings: VisitorsSettings
  platform: PlatformClient
  github: GitHubApi | null
  clock: Clock
  log: { info(message: string): void; warning(message: string): void }
  signal?: AbortSignal
  now: Date
  /** Opens the output file (the `output-file` input). */
  openRowWriter: OpenRowWriter
}

/** The N largest rows by total (then path), kept in a small sorted array: memory O(N). */
export class TopRows {
  readonly rows: VisitorRow[] = []
  readonly size: number
  constructor(size: number) {
    this.size = size
  }
  offer(row: VisitorRow): void {
    const last = this.rows.at(-1)
    if (this.rows.length >= this.size && last && !before(row, last)) return
    let at = this.rows.length
    while (at > 0 && before(row, this.rows[at - 1] as VisitorRow)) at--
    this.rows.splice(at, 0, row)
    if (this.rows.length > this.size) this.rows.pop()
  }
}

function before(a: VisitorRow, b: VisitorRow): boolean {
  return a.total > b.total || (a.total === b.total && a.path < b.path)
}

interface WindowExport {
  totals: VisitorTotals | null
  rows: number
  pages: number
  partialReason: string | null
  duplicates: string[]
}

/**
 * Pages through one window: `limit` = page size, `offset += page size` while `hasMore`, through
 * empty pages, at most `maxPages` requests. `seen` holds every path of the window: it is the only
 * way to notice a row served twice when offsets shift between pages.
 */
async function exportWindow(
  window: DateWindow,
  deps: VisitorsDeps,
  onRow: (row: VisitorRow) => Promise<void> | void,
): Promise<WindowExport> {
  const { settings, platform, signal } = deps
  const seen = new Set<string>()
  const duplicates: string[] = []
  let totals: VisitorTotals | null = null
  let rows = 0
  let pages = 0
  let offset = 0
  for (;;) {
    if (pages >= settings.maxPages) {
      return {
        totals,
        rows,
        pages,
        duplicates,
        partialReason: `stopped at \`max-pages\` (${settings.maxPages} requests) with more rows left`,
      }
    }
    let page
    try {
      page = await platform.getVisitors(
        { dateFrom: window.dateFrom, dateTo: window.dateTo, limit: settings.pageSize, offset },
        signal,
      )
    } catch (error) {
      // Nothing exported yet: a plain failure (bad key, bad window) fails the step.
      if (pages === 0 || signal?.aborted) throw error
      return {
        totals,
        rows,
        pages,
        duplicates,
        partialReason: `${describeError(error)} — stopped after ${rows} rows (${pages} pages)`,
      }
    }
    pages++
    totals = page.totals
    for (const row of page.visitors) {
      if (seen.has(row.path)) {
        duplicates.push(row.path)
        continue
      }
      seen.add(row.path)
      rows++
      await onRow(row)
    }
    if (!page.hasMore) return { totals, rows, pages, duplicates, partialReason: null }
    offset += settings.pageSize
  }
}

/** Runs visitors mode. Throws only when nothing could be exported at all. */
export async function runVisitors(deps: VisitorsDeps): Promise<VisitorsResult> {
  const { settings, platform, log } = deps
  const window = settings.window
  const startCount = platform.requestCount

  // Opened before any request: a bad path must not cost any of the hourly analytics budget.
  const writer = settings.outputFile
    ? await deps.openRowWriter(settings.outputFile, settings.outputFormat)
    : null

  // The previous window first: its per-path totals are needed while the current rows stream by.
  // path → [total, seen again in the current window]: the one structure that grows with the data,
  // needed to report change per page and pages gone.
  let previous: Map<string, [number, boolean]> | null = null
  let previousExport: WindowExport | null = null
  let previousWin: DateWindow | null = null
  if (settings.compare) {
    previousWin = previousWindow(window)
    const map = new Map<string, [number, boolean]>()
    previousExport = await exportWindow(previousWin, deps, (row) => {
      map.set(row.path, [row.total, false])
    })
    previous = map
    log.info(
      `Previous window ${previousWin.dateFrom} → ${previousWin.dateTo}: ${previousExport.rows} rows.`,
    )
  }

  const top = new TopRows(settings.top)
  let newPages = 0
  const newExamples: string[] = []
  const current = await exportWindow(window, deps, async (row) => {
    await writer?.write(row)
    top.offer(row)
    const before = previous?.get(row.path)
    if (before) before[1] = true
    else if (previous && ++newPages <= 5) newExamples.push(row.path)
  })
  const requests = platform.requestCount - startCount
  const partialReasons = [
    current.partialReason,
    previousExport?.partialReason ? `previous window: ${previousExport.partialReason}` : null,
  ].filter((r): r is string => r !== null)
  const partial = partialReasons.length > 0
  const partialReason = partial ? partialReasons.join('; ') : null
  await writer?.close({
    window,
    totals: current.totals,
    rows: current.rows,
    partial,
    partialReason,
    requests,
  })
  if (current.duplicates.length > 0) {
    log.warning(
      `${current.duplicates.length} path(s) came twice (the data changed between pages) and were counted once: ${current.duplicates.slice(0, 5).join(', ')}`,
    )
  }

  const comparison =
    previous && previousWin && previousExport
      ? compareWindows(previous, previousWin, previousExport, top.rows, { newPages, newExamples })
      : null

  const result: VisitorsResult = {
    window,
    totals: current.totals,
    rows: current.rows,
    requests,
    partial,
    partialReason,
    duplicates: current.duplicates,
    outputFile: settings.outputFile ?? null,
    comparison,
    top: top.rows,
    reportUrl: null,
    reportError: null,
    summaryMarkdown: '',
  }
  result.summaryMarkdown = renderVisitorsReport(result, deps.now)
  if (settings.reportIssue && deps.github) {
    await reportInIssue(result, settings.reportIssue, deps.github, log)
  }
  return result
}

/** The previous window beside the current one: its totals, and pages new and gone. */
function compareWindows(
  previous: Map<string, [number, boolean]>,
  window: DateWindow,
  exported: WindowExport,
  top: VisitorRow[],
  found: { newPages: number; newExamples: string[] },
): Comparison {
  const previousTop: Record<string, number | null> = {}
  for (const row of top) previousTop[row.path] = previous.get(row.path)?.[0] ?? null
  const gone = [...previous].filter(([, [, matched]]) => !matched).map(([path]) => path)
  return {
    window,
    totals: exported.totals,
    rows: exported.rows,
    partial: exported.partialReason !== null,
    newPages: found.newPages,
    gonePages: gone.length,
    newExamples: found.newExamples,
    goneExamples: gone.slice(0, 5),
    previousTop,
  }
}

/**
 * Puts the report in its issue. The export is done and written: a failing report issue must not
 * lose it, so the reason goes into the result, for main.ts to fail the step after it has set the
 * outputs and written the summary.
 */
async function reportInIssue(
  result: VisitorsResult,
  title: string,
  github: GitHubApi,
  log: VisitorsDeps['log'],
): Promise<void> {
  try {
    const found = await findReportIssue(github, title)
    const { issue } = await writeReportIssue(github, title, result.summaryMarkdown, found)
    result.reportUrl = issue.htmlUrl
    log.info(`Report issue: ${result.reportUrl}`)
  } catch (error) {
    result.reportError = `could not update the report issue '${title}': ${describeError(error)}`
    const hint = hintOf(error)
    if (hint) result.reportError += ` (${hint})`
    log.warning(result.reportError)
  }
}
