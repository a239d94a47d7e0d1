/**
 * `mode: insights`: read the reader signals within the request plan → gaps, ranked → the memory of
 * the report issue merged (ids kept) → docs pages matched → the report issue, the job summary and
 * the output file. Written against ports; reader text is masked and made inert by the renderers.
 */
import { describeError } from '../../errors.ts'
import type { GitHubApi, Issue } from '../../ports/github.ts'
import type { ReadDocsSite } from '../../ports/docs.ts'
import type { OpenRecordsFile } from '../../ports/output.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Logger } from '../../ports/runtime.ts'
import { findReportIssue, writeReportIssue } from '../../report-issue.ts'
import { indexDocs, matchGap, type DocsMatch as PageCoverage } from './docs-match.ts'
import { findGaps, type Gap } from './gaps.ts'
import { emptyMemory, mergeMemory, type InsightsMemory } from '../../insights-memory/memory.ts'
import { parseMemory, serializeMemory, trimMemory } from '../../insights-memory/marker.ts'
import { noSignalRead, readInsights, type InsightsRead, type SignalState } from './read.ts'
import { rankGaps, type RankedGap } from './rank.ts'
import {
  gapRecords,
  renderInsightsReport,
  renderInsightsSummary,
  type DocsMatch,
  type InsightsReportInput,
  type SignalOutcome,
} from './report.ts'
import type { InsightsSettings } from './settings.ts'

export interface InsightsDeps {
  settings: InsightsSettings
  platform: PlatformClient
  /** Null when `report-issue` is `none`: no issue, no memory. */
  github: GitHubApi | null
  readDocsSite: ReadDocsSite
  openRecordsFile: OpenRecordsFile
  log: Logger
  signal: AbortSignal
  now: Date
}

/** What one run found and did. */
export interface InsightsResult {
  gaps: number
  newGaps: number
  requests: number
  reportUrl: string | null
  summary: string
  /** A sentence that fails the step: no signal could be read, or the report issue failed. */
  failure: string | null
}

/** Runs one insights pass. Throws only for bad configuration (a `docs-path` that is no docs). */
export async function runInsights(deps: InsightsDeps): Promise<InsightsResult> {
  const { settings, log, now } = deps
  // A bad output path or docs folder fails the run before any request is spent.
  const file = settings.outputFile
    ? await deps.openRecordsFile(settings.outputFile, settings.outputFormat)
    : null
  const matchesFor = settings.docsPath ? await docsMatcher(deps, settings.docsPath) : null
  const read = await readInsights(deps.platform, {
    signals: settings.signals,
    maxRequests: settings.maxRequests,
    window: { dateFrom: settings.window.dateFrom, dateTo: settings.window.dateTo },
    minCount: settings.minCount,
    feedbackStatus: settings.feedbackStatus,
    signal: deps.signal,
  })
  log.info(`Read ${read.spent} of ${settings.maxRequests} analytics requests allowed.`)
  const gaps = findGaps(read.rows, { minCount: settings.minCount })
  const issue = await loadIssue(deps)
  const memoryBefore = issue.found ? parseMemory(issue.found.body) : emptyMemory()
  const firstSeen = new Map(memoryBefore.gaps.map((g) => [g.key, g.firstSeen]))
  const ranked = rankGaps(gaps, { views: read.rows.views, firstSeen, now: now.toISOString() })
  const merged = mergeMemory(
    memoryBefore,
    ranked.map(({ gap }) => ({ key: gap.key, kind: gap.kind, label: gap.label })),
    {
      now: now.toISOString(),
      windowFrom: new Date(Date.parse(settings.window.dateFrom)).toISOString(),
    },
  )
  const memory = trimMemory(merged.memory)
  const input = reportInput(deps, read, ranked, memory, matchesFor)
  const published = await publish(deps, issue, input, memory)
  await file?.write(
    { window: settings.window, requests: read.spent, partial: read.partial },
    gapRecords({ gaps: ranked, memory, matches: input.matches }),
  )
  const failure = noSignalRead(read)
    ? `no reader signal could be read (${read.signals.map((s) => `${s.signal}: ${s.state.kind}`).join(', ')})`
    : published.error
  return {
    gaps: ranked.length,
    newGaps: merged.newIds.length,
    requests: read.spent,
    reportUrl: published.url,
    summary: renderInsightsSummary(input, published.url),
    failure,
  }
}

/** The report issue as found, or why it could not be read (the run still reports). */
async function loadIssue(
  deps: InsightsDeps,
): Promise<{ found: Issue | null; error: string | null }> {
  const title = deps.settings.reportIssue
  if (!deps.github || title === null) return { found: null, error: null }
  try {
    return { found: await findReportIssue(deps.github, title), error: null }
  } catch (error) {
    const text = `could not read the report issue '${title}': ${describeError(error)}`
    deps.log.warning(text)
    return { found: null, error: text }
  }
}

/** Writes the report and the memory into the issue; a failure is said, the report kept. */
async function publish(
  deps: InsightsDeps,
  issue: { found: Issue | null; error: string | null },
  input: InsightsReportInput,
  memory: InsightsMemory,
): Promise<{ url: string | null; error: string | null }> {
  const title = deps.settings.reportIssue
  if (!deps.github || title === null) return { url: null, error: null }
  // Without the issue's memory this run would hand out new ids: write nothing rather than that.
  if (issue.error) return { url: null, error: issue.error }
  try {
    const body = `${renderInsightsReport(input)}\n\n${serializeMemory(memory)}\n`
    const { issue: written, written: how } = await writeReportIssue(
      deps.github,
      title,
      body,
      issue.found,
    )
    deps.log.info(`Report issue ${how}: ${written.htmlUrl}`)
    return { url: written.htmlUrl, error: null }
  } catch (error) {
    const text = `could not write the report issue '${title}': ${describeError(error)}`
    deps.log.warning(text)
    return { url: null, error: text }
  }
}

/** Reads the docs checkout once; then says, for each search or question gap, what covers it. */
async function docsMatcher(
  deps: InsightsDeps,
  path: string,
): Promise<(gap: Gap) => DocsMatch | undefined> {
  const site = await deps.readDocsSite(path)
  deps.log.info(`Read ${site.pages.length} pages of the docs at '${path}' (${site.config}).`)
  const index = indexDocs(site.pages)
  return (gap) => (gap.kind === 'page' ? undefined : coverage(matchGap(index, gap)))
}

function coverage(match: PageCoverage): DocsMatch {
  return match.coverage === 'none'
    ? 'none'
    : { pages: match.pages.map(({ path, title }) => ({ path, title })) }
}

function reportInput(
  deps: InsightsDeps,
  read: InsightsRead,
  ranked: RankedGap[],
  memory: InsightsMemory,
  matchesFor: ((gap: Gap) => DocsMatch | undefined) | null,
): InsightsReportInput {
  const { settings } = deps
  let matches: Map<string, DocsMatch> | undefined
  if (matchesFor) {
    matches = new Map()
    for (const { gap } of ranked) {
      const match = matchesFor(gap)
      if (match) matches.set(gap.key, match)
    }
  }
  return {
    window: settings.window,
    requests: {
      spent: read.spent,
      planned: read.planned,
      limit: settings.maxRequests,
      leftOut: read.leftOut.map((l) => ({ signal: l.signal, reason: l.reason })),
    },
    signals: read.signals.map(({ signal, state }) => outcomeOf(signal, state)),
    gaps: ranked,
    memory,
    top: settings.top,
    matches,
    now: deps.now,
  }
}

/** A signal's state in the report's words. */
function outcomeOf(signal: SignalOutcome['signal'], state: SignalState): SignalOutcome {
  switch (state.kind) {
    case 'read':
      return state.complete
        ? { signal, state: 'read', rows: state.rows }
        : { signal, state: 'partial', rows: state.rows, reason: 'max-requests reached' }
    case 'no-data':
      return { signal, state: 'no-data' }
    case 'failed':
      return state.rows > 0
        ? { signal, state: 'partial', rows: state.rows, reason: state.reason }
        : { signal, state: 'failed', error: state.reason }
    case 'partial':
      return { signal, state: 'partial', rows: state.rows, reason: state.reason }
    case 'not-read':
      return { signal, state: 'not-read', reason: state.reason }
  }
}
