/**
 * The insights run's write, straight: under the report issue's write lock, read the memory the
 * issue holds now, compute the next one from it and this run's findings (one pure function:
 * fix-loop/run-memory.ts `nextMemory`), render the report of that memory, write, verify. A second
 * run at the same time waits for the lock and then merges into what this one wrote, so an id
 * shown once keeps naming its gap. A failure is said, and the report kept.
 */
import { describeError } from '../../errors.ts'
import { nextMemory, holdsRun, readAtWrite, type Findings } from '../../fix-loop/run-memory.ts'
import { WRITES, createReport, writeReportOver } from '../../fix-loop/store.ts'
import { lockReport } from '../../fix-loop/write-lock.ts'
import { emptyMemory, type InsightsMemory, type MergeResult } from '../../insights-memory/memory.ts'
import type { GitHubApi, Issue } from '../../ports/github.ts'
import type { Logger } from '../../ports/runtime.ts'
import { closeDuplicateReports, reopening } from '../../report-issue.ts'
import { renderInsightsReport, type InsightsReportInput } from './report.ts'

interface PublishDeps {
  /** Null when `report-issue` is `none`. */
  github: GitHubApi | null
  log: Logger
  /** The report issue's title; null when `report-issue` is `none`. */
  title: string | null
}

/** What was published. */
interface Published {
  url: string | null
  issue: Issue | null
  error: string | null
  /** The memory written, else this run's findings in the memory recalled. */
  memory: InsightsMemory
  /** Ids given by this run. */
  newIds: string[]
}

/**
 * Writes the report and the memory into the report issue (`reports[0]`, else a new one), this
 * run's findings merged into the memory the issue holds at write time.
 */
export async function publish(
  deps: PublishDeps,
  reports: readonly Issue[],
  input: InsightsReportInput,
  recalled: InsightsMemory,
  findings: Findings,
): Promise<Published> {
  const { github, title, log } = deps
  // Nothing written: this run's findings in the memory recalled.
  const none = (error: string | null): Published => {
    const kept = nextMemory(recalled, findings)
    return { url: null, issue: null, memory: kept.memory, newIds: kept.newIds, error }
  }
  if (!github || title === null) return none(null)
  const render = (memory: InsightsMemory): string => renderInsightsReport({ ...input, memory })
  try {
    const found = reports[0] ?? null
    const written = found
      ? await writeInto({ github, log, title }, found, findings, render)
      : await create(github, title, findings, render)
    log.info(`Report issue ${written.how}: ${written.issue.htmlUrl}`)
    await closeDuplicates(github, log, reports, title, written.issue)
    const { issue, memory, newIds } = written
    return { url: issue.htmlUrl, issue, error: null, memory, newIds }
  } catch (error) {
    const text = `could not write the report issue '${title}': ${describeError(error)}`
    log.warning(text)
    return none(text)
  }
}

/** What one write did. */
interface Written {
  issue: Issue
  how: 'created' | 'updated' | 'unchanged'
  /** The memory as the issue holds it after the write. */
  memory: InsightsMemory
  newIds: string[]
}

async function create(
  github: GitHubApi,
  title: string,
  findings: Findings,
  render: (memory: InsightsMemory) => string,
): Promise<Written> {
  const { memory, newIds } = nextMemory(emptyMemory(), findings)
  const issue = await createReport(github, { title, report: render(memory), memory })
  return { issue, how: 'created', memory, newIds }
}

/**
 * Writes into the report issue `found`, under its write lock. Throws when the issue is no report
 * issue any more, or each write was overwritten by a writer that takes no lock.
 */
async function writeInto(
  deps: { github: GitHubApi; log: Logger; title: string },
  found: Issue,
  findings: Findings,
  render: (memory: InsightsMemory) => string,
): Promise<Written> {
  const { github, log, title } = deps
  const reopen = reopening(found)
  if (reopen.state) {
    await github.updateIssue(found.number, reopen)
    log.info(`Reopened the report issue #${found.number}, closed by hand: its memory goes on.`)
  }
  const lock = await lockReport(github, found.number)
  try {
    let last: MergeResult | null = null
    for (let write = 0; write < WRITES; write++) {
      const now = await readAtWrite(deps, found.number, title)
      if (!now) throw new Error(`the issue '${title}' is no insights report issue any more`)
      // Overwritten, but what this run gave ids to is there: merged once, not twice.
      if (last && holdsRun(now.memory, last.memory, findings))
        return { issue: found, how: 'updated', memory: now.memory, newIds: last.newIds }
      last = nextMemory(now.memory, findings)
      if (now.rebuilt) log.warning(now.rebuilt)
      const report = render(last.memory)
      const text = { title, report, memory: last.memory, rebuilt: now.rebuilt }
      const written = await writeReportOver(github, now, text)
      // (Unchanged after an overwritten write: the issue holds this run's findings.)
      const how = write > 0 ? 'updated' : written?.how
      if (written && how) return { issue: found, how, memory: written.memory, newIds: last.newIds }
    }
    throw new Error(`each write of '${title}' was overwritten by another writer`)
  } finally {
    await lock.release()
  }
}

/** Never two open report issues with one title: the others closed, pointing to `kept`. */
async function closeDuplicates(
  github: GitHubApi,
  log: Logger,
  reports: readonly Issue[],
  title: string,
  kept: Issue,
): Promise<void> {
  try {
    const closed = await closeDuplicateReports(github, reports, kept)
    if (closed.length > 0)
      log.warning(
        `Closed ${closed.map((n) => `#${n}`).join(', ')}: a second open report issue '${title}' beside #${kept.number}.`,
      )
  } catch (error) {
    log.warning(`Could not close a second report issue '${title}': ${describeError(error)}`)
  }
}
