/**
 * The report issue's memory, changed by one writer at a time: the `fix` and `dismiss` commands,
 * `auto-fix`, the runs that follow a job, and the insights run itself. A writer takes the issue's
 * write lock (write-lock.ts), re-reads the issue, applies its change to what it finds, writes, and
 * reads again to verify that its change is there; when a writer that takes no lock (a hand edit)
 * wrote over it, it applies it again to what that writer left (a few times at most). Changes are
 * "make it so" functions (changes.ts), so applying one twice is harmless. The `fix` and `dismiss`
 * commands also keep their change in their own status comment (the journal), so even a write lost
 * past these attempts comes back with the next insights run. The store reads, applies, writes and
 * verifies; what an insights run writes is computed by the run (run-memory.ts `nextMemory`).
 */
import { hasMemory, replaceMemory, serializeMemory } from '../insights-memory/memory-marker.ts'
import type { Dismissal } from '../insights-memory/life.ts'
import { emptyMemory, type InsightsMemory } from '../insights-memory/memory.ts'
import { readMemoryOf } from '../insights-memory/rebuild.ts'
import { withStateCells } from '../insights-memory/state-text.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import { isOwnReport, ownReportMarker, reportIssueBody } from '../report-issue.ts'
import { dismiss, handOverAll, settleJob, type JobNews } from './changes.ts'
import { lockReport } from './write-lock.ts'

/** A change to the memory: the changed memory, or null when the memory already has it. */
export type MemoryChange = (memory: InsightsMemory) => InsightsMemory | null

/** An insights report issue as it is now, with its memory. */
export interface ReportMemory {
  issue: Issue
  memory: InsightsMemory
  /** The sentence a report shows when the memory marker was cut or deleted and the memory was
   * rebuilt from the table (insights-memory/rebuild.ts); null when the marker was read. */
  rebuilt?: string | null
}

/** Writes a change may take before it is given up as lost to writers that take no lock. */
export const WRITES = 3

/**
 * Issue #`issueNumber` as it is now, when it is an insights report issue: open or closed, written
 * by the token's own identity, with the report marker (or, given its `title`, titled so without
 * one: a marker edited out) and a memory (or, `orEmpty`, without one: an empty memory). A memory
 * marker cut or deleted by hand is rebuilt from the table (`rebuilt` says so). Null otherwise
 * (anyone can open an issue with a copy of the markers).
 */
export async function readReportMemory(
  github: GitHubApi,
  issueNumber: number,
  orEmpty = false,
  title?: string,
): Promise<ReportMemory | null> {
  const issue = await github.getIssue(issueNumber)
  if (!issue) return null
  const self = (await github.identity()).toLowerCase()
  const own = title === undefined ? ownReportMarker(issue, self) : isOwnReport(issue, self, title)
  if (!own) return null
  const { memory, rebuilt } = readMemoryOf(issue.body)
  if (!hasMemory(issue.body) && !rebuilt) return orEmpty ? { issue, memory: emptyMemory() } : null
  return { issue, memory, rebuilt }
}

/** `body` with `memory` in its marker and in the state cells of its table. */
function bodyWithMemory(body: string, memory: InsightsMemory): string {
  return withStateCells(replaceMemory(body, memory), memory.gaps)
}

/** What became of a change. */
export type ChangeResult =
  /** Written, and seen in the issue afterwards. */
  | { kind: 'changed'; memory: InsightsMemory }
  /** The memory already had it: nothing written. */
  | { kind: 'unchanged'; memory: InsightsMemory }
  /** The issue is no insights report issue of this action (any more). */
  | { kind: 'not-report' }
  /** Written each time, and each time overwritten by another writer. */
  | { kind: 'lost' }

/**
 * Writes `body` into issue #`issueNumber` and reads the issue back: the report memory it holds
 * then, or null when it does not hold `body` (a writer that takes no lock, such as a hand edit,
 * wrote between) or is no report issue any more.
 */
async function writeVerified(
  github: GitHubApi,
  issueNumber: number,
  body: string,
  title?: string,
): Promise<ReportMemory | null> {
  await github.updateIssue(issueNumber, { body })
  const now = await readReportMemory(github, issueNumber, true, title)
  return now?.issue.body === body ? now : null
}

/** A report issue's whole text: a rebuilt memory's warning, the report, the memory's marker. */
interface ReportText {
  title: string
  report: string
  memory: InsightsMemory
  /** The sentence of a memory rebuilt from the table (ReportMemory.rebuilt), if it was. */
  rebuilt?: string | null
}

function reportBody({ title, report, memory, rebuilt }: ReportText): string {
  const warning = rebuilt ? `> [!WARNING]\n> ${rebuilt}\n\n` : ''
  return reportIssueBody(title, `${warning}${report}\n\n${serializeMemory(memory)}\n`)
}

/** A new report issue with `text`. */
export function createReport(github: GitHubApi, text: ReportText): Promise<Issue> {
  return github.createIssue(text.title, reportBody(text))
}

/**
 * Writes `text` over the report issue as `found` (read under the write lock) and verifies it:
 * `unchanged` when the issue says so already; the memory the issue holds after the write; null
 * when a writer that takes no lock wrote over it.
 */
export async function writeReportOver(
  github: GitHubApi,
  found: ReportMemory,
  text: ReportText,
): Promise<{ how: 'unchanged' | 'updated'; memory: InsightsMemory } | null> {
  const body = reportBody(text)
  if (body === found.issue.body) return { how: 'unchanged', memory: text.memory }
  const written = await writeVerified(github, found.issue.number, body, text.title)
  return written && { how: 'updated', memory: written.memory }
}

/**
 * Applies `change` to the memory of report issue #`issueNumber`, under its write lock
 * (write-lock.ts): read, apply, write, verify; again when a writer that takes no lock wrote over
 * it. A change the memory already has is seen in a first read, without the lock (whose reaction
 * costs two writes of GitHub's budget).
 */
export async function changeReportMemory(
  github: GitHubApi,
  issueNumber: number,
  change: MemoryChange,
): Promise<ChangeResult> {
  const before = await readReportMemory(github, issueNumber)
  if (!before) return { kind: 'not-report' }
  if (change(before.memory) === null) return { kind: 'unchanged', memory: before.memory }
  const lock = await lockReport(github, issueNumber)
  try {
    for (let write = 0; write < WRITES; write++) {
      const found = await readReportMemory(github, issueNumber)
      if (!found) return { kind: 'not-report' }
      const next = change(found.memory)
      const body = next && bodyWithMemory(found.issue.body, next)
      if (body === null || body === found.issue.body)
        return { kind: write === 0 ? 'unchanged' : 'changed', memory: found.memory }
      const written = await writeVerified(github, issueNumber, body)
      if (written) return { kind: 'changed', memory: written.memory }
    }
    return { kind: 'lost' }
  } finally {
    await lock.release()
  }
}

/** The gaps `handed` handed to their jobs in report issue #`issueNumber` (see handOverAll). */
export function handOverInReport(
  github: GitHubApi,
  issueNumber: number,
  handed: ReadonlyArray<{ id: string; jobId: string }>,
): Promise<ChangeResult> {
  return changeReportMemory(github, issueNumber, (m) => handOverAll(m, handed))
}

/**
 * The gaps handed to job `jobId` follow its news in report issue #`issueNumber` (see settleJob):
 * the one settling of a job's gaps, by a waiting run, `mode: reconcile` or the insights run.
 */
export function settleInReport(
  github: GitHubApi,
  issueNumber: number,
  jobId: string,
  news: JobNews,
): Promise<ChangeResult> {
  return changeReportMemory(github, issueNumber, (m) => settleJob(m, jobId, news))
}

/** Gap `id` dismissed in report issue #`issueNumber` (see dismiss). */
export function dismissInReport(
  github: GitHubApi,
  issueNumber: number,
  id: string,
  dismissal: Dismissal,
): Promise<ChangeResult> {
  return changeReportMemory(github, issueNumber, (m) => dismiss(m, id, dismissal))
}
