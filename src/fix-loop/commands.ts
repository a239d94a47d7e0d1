/**
 * The commands on a report issue, read from the status comments the token's own identity wrote
 * there: what they did (the journal) and what is under way (claims). A command or an `auto-fix`
 * creation claims its gaps in its status comment, then looks for a rival claim (`claimThenCheck`):
 * of two claims on one gap, the one that sees the other gives way, so a gap never gets two jobs.
 */
import { readMarker, type StatusMarker } from '../marker.ts'
import type { GitHubApi } from '../ports/github.ts'
import { LONGEST_RUN_MS } from '../types.ts'
import type { JournalEntry } from './changes.ts'

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

/**
 * Claim, then check: `claim` writes this run's claim (its status comment, trigger `trigger`), then
 * the issue's commands are read again, and `rivalOf` judges them as they are now (this run's own
 * claim left out of the claims). Its reason makes this run give way: the caller takes its claim
 * back. `rival` is null when the run may go on.
 */
export async function claimThenCheck<T>(
  github: GitHubApi,
  issueNumber: number,
  nowMs: number,
  trigger: string,
  claim: () => Promise<T>,
  rivalOf: (commands: IssueCommands) => string | null,
): Promise<{ claimed: T; rival: string | null }> {
  const claimed = await claim()
  const after = await readCommandsAt(github, issueNumber, nowMs)
  const others = after.claims.filter((c) => c.trigger !== trigger)
  return { claimed, rival: rivalOf({ ...after, claims: others }) }
}

/** The first claim on any of `ids`, or undefined. */
export function claimOn(claims: readonly Claim[], ids: readonly string[]): Claim | undefined {
  return claims.find((c) => c.ids.some((id) => ids.includes(id)))
}
