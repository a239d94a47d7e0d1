/**
 * The report issue's memory, changed by one writer at a time. GitHub has no conditional write of
 * an issue, so a writer re-reads the issue just before writing, applies its change to what it
 * finds, writes, and reads again to check that its change is there; when a concurrent writer
 * wrote over it, it applies it again (a few times at most). Changes are "make it so" functions
 * (changes.ts), so applying one twice is harmless. The `fix` and `dismiss` commands also keep
 * their change in their own status comment (the journal), so even a write lost past these
 * attempts comes back with the next insights run.
 */
import { readMarker, type StatusMarker } from '../marker.ts'
import type { GitHubApi, Issue } from '../ports/github.ts'
import { ownReportMarker } from '../report-issue.ts'
import { LONGEST_RUN_MS } from '../types.ts'
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
  if (!issue) return null
  const self = (await github.identity()).toLowerCase()
  if (!ownReportMarker(issue, self) || !hasMemory(issue.body)) return null
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

/** A `fix` or `dismiss` under way: its status comment has no outcome yet. */
export interface Claim {
  /** Its trigger key (the command comment it answers). */
  trigger: string
  ids: string[]
  url: string
}

/** What the commands on a report issue recorded in their status comments. */
export interface IssueCommands {
  /** Done: gaps handed to a known job, gaps dismissed; oldest first. */
  journal: JournalEntry[]
  /** Under way, in comments updated at or after `sinceMs` (older ones are runs long over). */
  claims: Claim[]
  /** Every status marker of these comments, oldest first (auto-fix finds its earlier attempts). */
  markers: StatusMarker[]
}

/**
 * The commands on report issue #`issueNumber`, read from the status comments the token's own
 * identity wrote there. A `fix` whose job is not known yet (its creation under way or lost) hands
 * nothing over, but is a claim while it has no outcome.
 */
export async function readCommands(
  github: GitHubApi,
  issueNumber: number,
  sinceMs = 0,
): Promise<IssueCommands> {
  const self = (await github.identity()).toLowerCase()
  const out: IssueCommands = { journal: [], claims: [], markers: [] }
  for (const comment of await github.listComments(issueNumber)) {
    if (comment.userLogin.toLowerCase() !== self) continue
    const marker = readMarker(comment.body)
    if (marker?.kind !== 'status') continue
    out.markers.push(marker)
    const fix = marker.fix?.issue === issueNumber ? marker.fix : undefined
    const d = marker.dismiss?.issue === issueNumber ? marker.dismiss : undefined
    if (fix && marker.jobId !== null)
      out.journal.push({ kind: 'fix', ids: fix.ids, jobId: marker.jobId })
    if (d)
      out.journal.push({ kind: 'dismiss', id: d.id, dismissal: { by: d.by, why: d.why, at: d.at } })
    const ids = fix?.ids ?? (d ? [d.id] : [])
    if (ids.length && marker.outcome === null && Date.parse(comment.updatedAt) >= sinceMs)
      out.claims.push({ trigger: marker.trigger, ids, url: comment.htmlUrl })
  }
  return out
}

/**
 * The commands on report issue #`issueNumber` at `nowMs`, their claims limited to comments a run
 * may still be writing (updated within the longest run GitHub allows).
 */
export function readCommandsAt(
  github: GitHubApi,
  issueNumber: number,
  nowMs: number,
): Promise<IssueCommands> {
  return readCommands(github, issueNumber, nowMs - LONGEST_RUN_MS)
}

/** The journal of report issue #`issueNumber` (see `readCommands`). */
export async function readJournal(github: GitHubApi, issueNumber: number): Promise<JournalEntry[]> {
  return (await readCommands(github, issueNumber)).journal
}
