/**
 * `mode: insights`: read the reader signals within the request plan → gaps, ranked → the memory of
 * the report issue merged (ids kept) → docs pages matched → the report issue, the job summary and
 * the output file. Written against ports; reader text is masked and made inert by the renderers.
 */
import { describeError } from '../../errors.ts'
import type { GitHubApi, Issue } from '../../ports/github.ts'
import type { ReadDocsSite } from '../../ports/docs.ts'
import type { OpenRecordsFile, RecordsFile } from '../../ports/output.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Logger } from '../../ports/runtime.ts'
import { indexDocs, matchGap, type DocsMatch } from './docs-match.ts'
import { docsVocabulary } from './docs-vocabulary.ts'
import type { RelatedTerms } from '../../gaps/questions/features.ts'
import { findAll, leftAlone, reportedGaps, unitOf, type Gap } from '../../gaps/registry.ts'
import type { InsightsMemory } from '../../insights-memory/memory.ts'
import type { RunContext } from '../../event.ts'
import { recall, type Findings } from '../../fix-loop/run-memory.ts'
import { handOverInReport } from '../../fix-loop/store.ts'
import { autoFix } from './auto-fix.ts'
import { briefsOf } from './briefs.ts'
import { noSignalRead, readInsights, type InsightsRead } from './read.ts'
import { knownGaps, rankGaps, type RankedGap } from './rank.ts'
import {
  asideLabel,
  gapRecords,
  renderInsightsSummary,
  type InsightsReportInput,
} from './report.ts'
import type { InsightsSettings } from './settings.ts'
import { findReportIssueFirst } from './preflight.ts'
import { publish } from './publish.ts'
import { wordsOrPage } from './report-parts.ts'
import { readPulls, runNumbers } from './fixes.ts'
import { firstJudgedFixedAt } from '../../insights-memory/life.ts'

interface InsightsDeps {
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
interface InsightsResult {
  gaps: number
  newGaps: number
  requests: number
  reportUrl: string | null
  /** Jobs `auto-fix` created, in rank order. */
  jobsCreated: string[]
  /** Gaps first judged `fixed` in this run (ids): read from the verdict the memory keeps. */
  fixed: string[]
  summary: string
  /** A sentence that fails the step: no signal could be read, or the report issue failed. */
  failure: string | null
}

/**
 * Runs one insights pass. Throws only for bad configuration (a `docs-path` that is no docs), or
 * when the report issue cannot be read (before any analytics request: preflight.ts).
 */
export async function runInsights(deps: InsightsDeps): Promise<InsightsResult> {
  const { settings } = deps
  // A bad output path fails the run before any request is spent.
  const file = settings.outputFile
    ? await deps.openRecordsFile(settings.outputFile, settings.outputFormat)
    : null
  try {
    return await pass(deps, file)
  } finally {
    // Written at the end of a pass; a pass that failed first lets it go here.
    await file?.close()
  }
}

async function pass(deps: InsightsDeps, file: RecordsFile | null): Promise<InsightsResult> {
  const { settings, log, now } = deps
  // A bad docs folder fails the run before any request is spent.
  const docs = settings.docsPath ? await readDocs(deps, settings.docsPath) : null
  const reports = await findReportIssueFirst(deps.github, settings.reportIssue)
  const found = reports[0] ?? null
  const read = await readInsights(deps.platform, {
    signals: settings.signals,
    maxRequests: settings.maxRequests,
    window: { dateFrom: settings.window.dateFrom, dateTo: settings.window.dateTo },
    minCount: settings.minCount,
    feedbackStatus: settings.feedbackStatus,
    signal: deps.signal,
  })
  log.info(`Read ${read.spent} of ${settings.maxRequests} analytics requests allowed.`)
  const before = await recall(deps, found)
  // Found once at any count: the history measures them all, the report shows the reported ones.
  // The remembered gaps let a topic asked in other words keep its key, so its id.
  const { candidates, unplaced } = findAll(
    { ...read.rows, known: before.memory.gaps, vocabulary: docs?.vocabulary },
    (line) => log.info(line),
  )
  const gaps = reportedGaps(candidates, { minCount: settings.minCount })
  const alone = leftAlone(candidates, { minCount: settings.minCount }, unplaced)
  const windowFrom = new Date(Date.parse(settings.window.dateFrom)).toISOString()
  const windowTo = new Date(Date.parse(settings.window.dateTo)).toISOString()
  const ranked = rankGaps(gaps, {
    views: read.rows.views,
    known: knownGaps(before.memory),
    now: now.toISOString(),
    window: { from: windowFrom, to: windowTo },
  })
  const matches = matchesOf(ranked, docs?.matchesFor ?? null)
  const pulls = await readPulls(deps.github, before.memory, log)
  const numbers = runNumbers(read, { from: windowFrom, to: windowTo }, candidates)
  const findings: Findings = {
    seen: ranked.map(({ gap, firstSeen }) => ({
      key: gap.key,
      kind: gap.kind,
      label: gap.label,
      signature: gap.signature,
      since: firstSeen,
    })),
    now: now.toISOString(),
    settled: before.settled,
    briefs: briefsOf(ranked, settings.top, matches),
    numbers,
    pulls: pulls.pulls,
    shown: new Map(
      ranked.map(({ gap }) => [gap.key, { row: wordsOrPage(gap), aside: asideLabel(gap.label) }]),
    ),
  }
  let input = { ...reportInput(deps, read, ranked, before.memory, matches), alone: sum(alone) }
  const title = settings.reportIssue
  const published = await publish({ ...deps, title }, reports, input, before.memory, findings)
  // What was written: ids given against the issue's memory at write time, with the `fix` and
  // `dismiss` commands made while this run read the signals, so that auto-fix never hands over a
  // gap just dismissed or handed to a job.
  input = { ...input, memory: published.memory }
  const fixed = await autoFixStep(deps, published.issue, input.memory, ranked)
  input = { ...input, memory: fixed.memory }
  await file?.write(
    { window: settings.window, requests: read.spent, partial: read.partial },
    gapRecords({ gaps: ranked, memory: input.memory, matches: input.matches }),
    { inNoGap: alone },
  )
  const failure = noSignalRead(read)
    ? `no reader signal could be read (${read.signals.map((s) => `${s.signal}: ${s.state.kind}`).join(', ')})`
    : (published.error ?? fixed.error)
  return {
    gaps: ranked.length,
    newGaps: published.newIds.length,
    requests: read.spent,
    reportUrl: published.url,
    jobsCreated: fixed.jobs,
    fixed: input.memory.gaps
      .filter((g) => firstJudgedFixedAt(g, now.toISOString()))
      .map((g) => g.id),
    summary: renderInsightsSummary(input, published.url),
    failure,
  }
}

/**
 * `auto-fix`: its jobs, and the memory that hands their gaps over (written through the memory's
 * one write path, as a command's change); a failure is said.
 */
async function autoFixStep(
  deps: InsightsDeps,
  issue: Issue | null,
  memory: InsightsMemory,
  ranked: readonly RankedGap[],
): Promise<{ memory: InsightsMemory; jobs: string[]; error: string | null }> {
  const n = deps.settings.autoFix
  const github = deps.github
  if (n === 0 || !issue || !github) return { memory, jobs: [], error: null }
  // Only gaps the report shows (and briefs, for the prompt's evidence): a maintainer sees each job.
  const ids = new Map(memory.gaps.map((g) => [g.key, g.id]))
  const order = ranked.slice(0, deps.settings.top).flatMap(({ gap }) => ids.get(gap.key) ?? [])
  const fixDeps = { ...deps, github, command: deps.settings.command }
  let fixed
  try {
    fixed = await autoFix(fixDeps, issue, memory, order, n)
  } catch (error) {
    const text = `auto-fix stopped: ${describeError(error)}`
    deps.log.warning(text)
    return { memory, jobs: [], error: text }
  }
  const { jobs, handed } = fixed
  if (handed.length === 0) return { memory, jobs, error: fixed.error }
  try {
    const result = await handOverInReport(github, issue.number, handed)
    if (result.kind === 'changed' || result.kind === 'unchanged')
      return { memory: result.memory, jobs, error: fixed.error }
    throw new Error(result.kind === 'lost' ? 'overwritten by other writers' : 'no report issue')
  } catch (error) {
    // The status comments keep the jobs: the next run (or a re-run) brings them in.
    const text = `could not write the report issue '${issue.title}': ${describeError(error)}`
    deps.log.warning(text)
    return { memory: fixed.memory, jobs, error: fixed.error ?? text }
  }
}

/**
 * Reads the docs checkout once: its vocabulary (the acronyms it spells out: questions using either
 * form meet), and what covers each search or question gap.
 */
async function readDocs(
  deps: InsightsDeps,
  path: string,
): Promise<{ vocabulary: RelatedTerms; matchesFor: (gap: Gap) => DocsMatch | undefined }> {
  const site = await deps.readDocsSite(path)
  deps.log.info(`Read ${site.pages.length} pages of the docs at '${path}' (${site.config}).`)
  const vocabulary = docsVocabulary(site.pages)
  if (vocabulary.length > 0) deps.log.info(vocabularyLine(vocabulary))
  const index = indexDocs(site.pages, vocabulary)
  return {
    vocabulary,
    matchesFor: (gap) => (unitOf(gap).matchesDocs ? matchGap(index, gap) : undefined),
  }
}

/** "The docs spell out 2 acronyms (PAT = personal access token; SSO = single sign on): …" */
function vocabularyLine(vocabulary: RelatedTerms): string {
  const some = vocabulary.slice(0, 3).map((terms) => terms.join(' = '))
  if (vocabulary.length > 3) some.push('…')
  const count = `${vocabulary.length} acronym${vocabulary.length === 1 ? '' : 's'}`
  return `The docs spell out ${count} (${some.join('; ')}): questions using either form are grouped as one word.`
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
    signals: read.signals,
    gaps: ranked,
    memory,
    top: settings.top,
    command: settings.command,
    matches,
    now: deps.now,
  }
}

/** How many times the questions were asked, together. */
function sum(asked: readonly { count: number }[]): number {
  return asked.reduce((total, q) => total + q.count, 0)
}
