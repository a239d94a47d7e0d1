/** `mode: insights`, wired: the GitHub client (unless `report-issue: none`), docs and file readers. */
import { readDocsSite } from '../../adapters/docs-site.ts'
import { openRecordsFile } from '../../adapters/records-file.ts'
import { readRunContext } from '../../event.ts'
import type { ModeContext, ModeEnd } from '../../interface/mode.ts'
import { runInsights } from './run.ts'
import type { InsightsModeSettings } from './settings.ts'

// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function run(mode: ModeContext<InsightsModeSettings>): Promise<ModeEnd<'insights'>> {
  const { settings, log } = mode
  const own = settings.insights
  const context = readRunContext(mode.env)
  const github = own.reportIssue === null ? null : mode.github(context)
  const result = await runInsights({
    settings: own,
    platform: mode.platform,
    github,
    readDocsSite,
    openRecordsFile,
    log,
    signal: mode.signal,
    now: mode.now,
    context,
  })
  log.info(
    `Insights: ${result.gaps} gaps (${result.newGaps} new), ${result.requests} analytics requests` +
      (result.reportUrl ? `; report: ${result.reportUrl}` : ''),
  )
  return {
    outputs: {
      gaps: String(result.gaps),
      'new-gaps': String(result.newGaps),
      requests: String(result.requests),
      'report-url': result.reportUrl ?? '',
      'jobs-created': result.jobsCreated.join(','),
      fixed: result.fixed.join(','),
      'date-from': own.window.dateFrom,
      'date-to': own.window.dateTo,
    },
    summary: result.summary,
    failure: result.failure,
  }
}
