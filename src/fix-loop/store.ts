/**
 * The report issue's memory, changed by one writer at a time, through one write path for every
 * writer: the `fix` and `dismiss` commands, `auto-fix`, the runs that follow a job, and the
 * insights run itself. GitHub has no conditional write of an issue, so a writer re-reads the issue
 * just before writing, applies its change to what it finds, writes, and reads again to check that
 * its change is there; when a concurrent writer wrote over it, it applies it again to what that
 * writer left (a few times at most). Changes are "make it so" functions (changes.ts), so applying
 * one twice is harmless. The `fix` and `dismiss` commands also keep their change in their own
 * status comment (the journal), so even a write lost past these attempts comes back with the next
 * insights run.
 */
import { hasMemory, replaceMemory } from '../insights-memory/memory-marker.ts'
import type { Dismissal } from '../insights-memory/life.ts'
import { emptyMemory, type InsightsMemory } from '../insights-memory/memory.ts'
import { readMemoryOf } from '../insights-memory/rebuild.ts'
import { withStateCells } from '../insights-memory/state-text.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import { isOwnReport, ownReportMarker } from '../report-issue.ts'
import {
  dismiss,
  handOverAll,
  settleJob,
  withJournal,
  type JobNews,
  type JournalEntry,
} from './changes.ts'

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

/**
 * A change of the whole body: the body to write, given the issue as it is now, or null when the
 * issue already has the change.
 */
type BodyChange = (found: ReportMemory) => string | null

/** Writes a change may take before it is given up as lost to concurrent writers. */
const WRITES = 3

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

interface WriteOptions {
  /**
   * The issue's journal, read before each read of the issue (so that the issue is read last,
   * just before the write) and brought into the memory found.
   */
  journal?: () => Promise<readonly JournalEntry[]>
  /** An own report issue without a memory counts, with an empty memory (see readReportMemory). */
  orEmpty?: boolean
  /** The report's title: an own issue so titled counts without its report marker. */
  title?: string
}

/**
 * The one write path of report issue #`issueNumber`: re-read, apply `change`, write (only when
 * the body changes), read again to verify; again when a concurrent writer wrote over it.
 */
export async function writeReport(
  github: GitHubApi,
  issueNumber: number,
  change: BodyChange,
  options: WriteOptions = {},
): Promise<ChangeResult> {
  for (let write = 0; write <= WRITES; write++) {
    const journal = options.journal ? await options.journal() : []
    const found = await readReportMemory(github, issueNumber, options.orEmpty, options.title)
    if (!found) return { kind: 'not-report' }
    const now = { ...found, memory: withJournal(found.memory, journal) }
    const body = change(now)
    if (body === null || body === found.issue.body)
      return { kind: write === 0 ? 'unchanged' : 'changed', memory: now.memory }
    if (write === WRITES) break
    await github.updateIssue(issueNumber, { body })
  }
  return { kind: 'lost' }
}

/** Applies `change` to the memory of report issue #`issueNumber`, one writer at a time. */
export function changeReportMemory(
  github: GitHubApi,
  issueNumber: number,
  change: MemoryChange,
): Promise<ChangeResult> {
  return writeReport(github, issueNumber, ({ issue, memory }) => {
    const next = change(memory)
    return next === null ? null : bodyWithMemory(issue.body, next)
  })
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
