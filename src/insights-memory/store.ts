/**
 * The report issue's memory, changed by one writer at a time. GitHub has no conditional write of
 * an issue, so a writer re-reads the issue just before writing, applies its change to what it
 * finds, writes, and reads again to check that its change is there; when a concurrent writer
 * wrote over it, it applies it again (a few times at most). Changes are "make it so" functions
 * (changes.ts), so applying one twice is harmless. The `fix` and `dismiss` commands also keep
 * their change in their own status comment (the journal), so even a write lost past these
 * attempts comes back with the next insights run.
 */
import { readMarker } from '../marker.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import type { JournalEntry } from './changes.ts'
import { hasMemory, parseMemory, replaceMemory } from './marker.ts'
import type { InsightsMemory } from './memory.ts'
import { withStateCells } from './state-text.ts'

/** A change to the memory: the changed memory, or null when the memory already has it. */
export type MemoryChange = (memory: InsightsMemory) => InsightsMemory | null

/** An insights report issue as it is now, with its memory. */
export interface ReportMemory {
  issue: Issue
  memory: InsightsMemory
}

/** Writes a change may take before it is given up as lost to concurrent writers. */
const WRITES = 3

/**
 * Issue #`issueNumber` as it is now, when it is an insights report issue: open or closed, written
 * by the token's own identity, with the report marker and a memory. Null otherwise (anyone can
 * open an issue with a copy of the markers).
 */
export async function readReportMemory(
  github: GitHubApi,
  issueNumber: number,
): Promise<ReportMemory | null> {
  const issue = await github.getIssue(issueNumber)
  if (!issue || issue.isPullRequest) return null
  const self = (await github.identity()).toLowerCase()
  if (issue.userLogin.toLowerCase() !== self) return null
  if (readMarker(issue.body)?.kind !== 'report' || !hasMemory(issue.body)) return null
  return { issue, memory: parseMemory(issue.body) }
}

/** `body` with `memory` in its marker and in the state cells of its table. */
export function bodyWithMemory(body: string, memory: InsightsMemory): string {
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

/** Applies `change` to the memory of report issue #`issueNumber`, one writer at a time. */
export async function changeReportMemory(
  github: GitHubApi,
  issueNumber: number,
  change: MemoryChange,
): Promise<ChangeResult> {
  for (let write = 0; write <= WRITES; write++) {
    const found = await readReportMemory(github, issueNumber)
    if (!found) return { kind: 'not-report' }
    const next = change(found.memory)
    if (next === null) {
      return write === 0
        ? { kind: 'unchanged', memory: found.memory }
        : { kind: 'changed', memory: found.memory }
    }
    if (write === WRITES) break
    await github.updateIssue(issueNumber, { body: bodyWithMemory(found.issue.body, next) })
  }
  return { kind: 'lost' }
}

/**
 * The journal of report issue #`issueNumber`: what `fix`, `auto-fix` and `dismiss` recorded in
 * the status comments the token's own identity wrote there, oldest first. A `fix` whose job is
 * not known yet (its creation under way or lost) hands nothing over.
 */
export async function readJournal(github: GitHubApi, issueNumber: number): Promise<JournalEntry[]> {
  const self = (await github.identity()).toLowerCase()
  const entries: JournalEntry[] = []
  for (const comment of await github.listComments(issueNumber)) {
    if (comment.userLogin.toLowerCase() !== self) continue
    const marker = readMarker(comment.body)
    if (marker?.kind !== 'status') continue
    if (marker.fix?.issue === issueNumber && marker.jobId !== null)
      entries.push({ kind: 'fix', ids: marker.fix.ids, jobId: marker.jobId })
    const d = marker.dismiss
    if (d?.issue === issueNumber)
      entries.push({ kind: 'dismiss', id: d.id, dismissal: { by: d.by, why: d.why, at: d.at } })
  }
  return entries
}
