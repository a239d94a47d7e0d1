/** `mode: visitors`, wired: the row writer, the GitHub client when a report issue is asked for. */
import { systemClock } from '../../adapters/clock.ts'
import { openRowWriter } from '../../adapters/row-writer.ts'
import { readRunContext } from '../../event.ts'
import type { ModeContext, ModeEnd } from '../../interface/mode.ts'
import type { ModeSettings } from '../../types.ts'
import { runVisitors } from './run.ts'
import type { VisitorsSettings } from './settings.ts'

// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function run(
  mode: ModeContext<ModeSettings<'visitors', VisitorsSettings>>,
): Promise<ModeEnd<'visitors'>> {
  const { settings, platform, log, signal } = mode
  // The report issue is the only GitHub request of this mode.
  const github = settings.visitors.reportIssue ? mode.github(readRunContext(mode.env)) : null
  const result = await runVisitors({
    settings: settings.visitors,
    platform,
    github,
    clock: systemClock,
    log,
    signal,
    now: mode.now,
    openRowWriter,
  })
  if (result.partial) {
    // Loud, not silent: a partial export is a warning annotation, and the outputs say so.
    log.warning(
      `The export is partial: ${result.partialReason ?? 'it did not reach the last page'}.`,
    )
  }
  const totals = result.totals
  return {
    outputs: {
      total: totals ? String(totals.total) : '',
      human: totals ? String(totals.human) : '',
      ai: totals ? String(totals.ai) : '',
      rows: String(result.rows),
      requests: String(result.requests),
      partial: String(result.partial),
      'output-file': result.outputFile ?? '',
      'date-from': result.window.dateFrom,
      'date-to': result.window.dateTo,
      'report-url': result.reportUrl ?? '',
    },
    summary: result.summaryMarkdown,
    failure: result.reportError,
  }
}
