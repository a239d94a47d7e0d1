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
import {
  emptyMemory,
  mergeMemory,
  stillSeenAfterFix,
  type InsightsMemory,
} from '../../insights-memory/memory.ts'
import type { RunContext } from '../../event.ts'
import { autoFix } from './auto-fix.ts'
import { withBriefs } from './briefs.ts'
import { followJobs, withIssueJournal } from './follow-up.ts'
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
import { checkReportIssueAccess } from './preflight.ts'

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
  /** The workflow run: `auto-fix` names its status comments after it. */
  context: RunContext
}

/** What one run found and did. */
export interface InsightsResult {
  gaps: number
  newGaps: number
  requests: number
  reportUrl: string | null
  /** Jobs `auto-fix` created, in rank order. */
  jobsCreated: string[]
  summary: string
  /** A sentence that fails the step: no signal could be read, or the report issue failed. */
  failure: string | null
}

/**
 * Runs one insights pass. Throws only for bad configuration (a `docs-path` that is no docs), or
 * when the report issue cannot be read (before any analytics request: preflight.ts).
 */
export async function runInsights(deps: InsightsDeps): Promise<InsightsResult> {
  const { settings, log, now } = deps
  // A bad output path or docs folder fails the run before any request is spent.
  const file = settings.outputFile
    ? await deps.openRecordsFile(settings.outputFile, settings.outputFormat)
    : null
  const matchesFor = settings.docsPath ? await docsMatcher(deps, settings.docsPath) : null
  await checkReportIssueAccess(deps.github, settings.reportIssue)
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
  const before = await caughtUp(deps, issue.found)
  const windowFrom = new Date(Date.parse(settings.window.dateFrom)).toISOString()
  const ranked = rankGaps(gaps, {
    views: read.rows.views,
    firstSeen: new Map(before.gaps.map((g) => [g.key, g.firstSeen])),
    now: now.toISOString(),
    stillSeen: new Set(
      before.gaps.filter((g) => stillSeenAfterFix(g, windowFrom)).map((g) => g.key),
    ),
  })
  const merged = mergeMemory(
    before,
    ranked.map(({ gap }) => ({ key: gap.key, kind: gap.kind, label: gap.label })),
    { now: now.toISOString(), windowFrom },
  )
  const matches = matchesOf(ranked, matchesFor)
  const memory = trimMemory(withBriefs(merged.memory, ranked, settings.top, matches))
  let input = reportInput(deps, read, ranked, memory, matches)
  let published = await publish(deps, issue, input)
  // What was written: with the `fix` and `dismiss` commands made while this run read the signals,
  // so that auto-fix never hands over a gap just dismissed or handed to a job.
  input = { ...input, memory: published.memory }
  const fixed = await autoFixStep(deps, published.issue, input.memory, ranked, merged.ids)
  if (fixed.jobs.length > 0) {
    input = { ...input, memory: fixed.memory }
    published = await publish(deps, { found: published.issue, error: issue.error }, input)
  }
  await file?.write(
    { window: settings.window, requests: read.spent, partial: read.partial },
    gapRecords({ gaps: ranked, memory: input.memory, matches: input.matches }),
  )
  const failure = noSignalRead(read)
    ? `no reader signal could be read (${read.signals.map((s) => `${s.signal}: ${s.state.kind}`).join(', ')})`
    : (published.error ?? fixed.error)
  return {
    gaps: ranked.length,
    newGaps: merged.newIds.length,
    requests: read.spent,
    reportUrl: published.url,
    jobsCreated: fixed.jobs,
    summary: renderInsightsSummary(input, published.url),
    failure,
  }
}

/**
 * The issue's memory with what happened since the last run: the journal of `fix` and `dismiss`
 * commands, and the jobs of gaps still `fixing` (follow-up.ts).
 */
async function caughtUp(deps: InsightsDeps, found: Issue | null): Promise<InsightsMemory> {
  const memory = found ? parseMemory(found.body) : emptyMemory()
  if (!found || !deps.github) return memory
  const github = deps.github
  const journaled = await withIssueJournal({ github, log: deps.log }, found.number, memory)
  return followJobs({ ...deps, github }, journaled)
}

/** `auto-fix`: its jobs, and the memory that hands their gaps over; a failure is said. */
async function autoFixStep(
  deps: InsightsDeps,
  issue: Issue | null,
  memory: InsightsMemory,
  ranked: readonly RankedGap[],
  ids: ReadonlyMap<string, string>,
): Promise<{ memory: InsightsMemory; jobs: string[]; error: string | null }> {
  const n = deps.settings.autoFix
  if (n === 0 || !issue || !deps.github) return { memory, jobs: [], error: null }
  // Only gaps the report shows (and briefs, for the prompt's evidence): a maintainer sees each job.
  const order = ranked.slice(0, deps.settings.top).flatMap(({ gap }) => ids.get(gap.key) ?? [])
  const fixDeps = { ...deps, github: deps.github, command: deps.settings.command }
  try {
    return await autoFix(fixDeps, issue, memory, order, n)
  } catch (error) {
    const text = `auto-fix stopped: ${describeError(error)}`
    deps.log.warning(text)
    return { memory, jobs: [], error: text }
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

/**
 * Writes the report and the memory into the issue; a failure is said, the report kept. Just
 * before writing, the issue's journal is read again, so that a `fix` or `dismiss` made while
 * this run read the signals is in what it writes.
 */
async function publish(
  deps: InsightsDeps,
  issue: { found: Issue | null; error: string | null },
  input: InsightsReportInput,
): Promise<{
  url: string | null
  issue: Issue | null
  error: string | null
  /** The memory written (the journal read again in it), else the memory given. */
  memory: InsightsMemory
}> {
  const title = deps.settings.reportIssue
  const none = { url: null, issue: null, memory: input.memory }
  if (!deps.github || title === null) return { ...none, error: null }
  // Without the issue's memory this run would hand out new ids: write nothing rather than that.
  if (issue.error) return { ...none, error: issue.error }
  try {
    const github = deps.github
    const memory = issue.found
      ? await withIssueJournal({ github, log: deps.log }, issue.found.number, input.memory)
      : input.memory
    const report = renderInsightsReport({ ...input, memory })
    const body = `${report}\n\n${serializeMemory(trimMemory(memory))}\n`
    const { issue: written, written: how } = await writeReportIssue(
      github,
      title,
      body,
      issue.found,
    )
    deps.log.info(`Report issue ${how}: ${written.htmlUrl}`)
    return { url: written.htmlUrl, issue: written, error: null, memory }
  } catch (error) {
    const text = `could not write the report issue '${title}': ${describeError(error)}`
    deps.log.warning(text)
    return { ...none, error: text }
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

/** What the docs checkout says of each gap, by key; undefined without `docs-path`. */
function matchesOf(
  ranked: readonly RankedGap[],
  matchesFor: ((gap: Gap) => DocsMatch | undefined) | null,
): Map<string, DocsMatch> | undefined {
  if (!matchesFor) return undefined
  const matches = new Map<string, DocsMatch>()
  for (const { gap } of ranked) {
    const match = matchesFor(gap)
    if (match) matches.set(gap.key, match)
  }
  return matches
}

function reportInput(
  deps: InsightsDeps,
  read: InsightsRead,
  ranked: RankedGap[],
  memory: InsightsMemory,
  matches: Map<string, DocsMatch> | undefined,
): InsightsReportInput {
  const { settings } = deps
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
    command: settings.command,
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
