/**
 * One writer at a time on a report issue. GitHub has no conditional write of an issue's body, but
 * it keeps one reaction a person and content: adding the token's 👀 to the issue answers "added"
 * to one run and "already there" to every other run of the same token until the first deletes
 * it. So a writer adds 👀 before it reads the memory it is going to write over, and deletes it
 * once its write is verified; a writer that finds 👀 there waits for it to go. Only the token's
 * own writers take part (the report issue counts only when the token wrote it: store.ts); a 👀 a
 * maintainer adds is theirs, not the token's, and does not count.
 *
 * A 👀 left by a run that died while writing is taken over after a writer has waited on that
 * same reaction for `STALE_MS` (the time a writer holds it is a few requests, a few seconds at
 * most): counted from the waiter's own waiting, not from the reaction's time, so that no clock
 * needs to agree with GitHub's.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { GitHubApi, ReactionContent } from '../ports/github.ts'

/** The reaction that holds the lock. */
export const LOCK_REACTION: ReactionContent = 'eyes'
/** Waited between two attempts, plus up to as much again at random (two waiters part ways). */
const POLL_MS = 500
/** Waited on one reaction before it is taken for the leftover of a run that died. */
export const STALE_MS = 60_000

/** A lock held; `release` deletes its reaction (false when it could not: it goes stale). */
interface WriteLock {
  release(): Promise<boolean>
}

/** How a waiter waits (tests pass a simulated wait). */
type Wait = (ms: number) => Promise<void>

/** Takes the write lock of issue #`issueNumber`, waiting while another writer holds it. */
export async function lockReport(
  github: Pick<GitHubApi, 'addIssueReaction' | 'deleteIssueReaction'>,
  issueNumber: number,
  wait: Wait = (ms) => sleep(ms),
): Promise<WriteLock> {
  let holder: number | null = null
  let waited = 0
  for (;;) {
    const reaction = await github.addIssueReaction(issueNumber, LOCK_REACTION)
    if (reaction.added) return { release: () => release(github, issueNumber, reaction.id) }
    if (reaction.id !== holder) [holder, waited] = [reaction.id, 0]
    if (waited >= STALE_MS) {
      // Another waiter may take it over at the same time: deleting by id deletes it once, and
      // the next attempt gives the reaction to one of them only.
      await github.deleteIssueReaction(issueNumber, reaction.id)
      holder = null
      continue
    }
    const ms = POLL_MS + Math.floor(Math.random() * POLL_MS)
    await wait(ms)
    waited += ms
  }
}

async function release(
  github: Pick<GitHubApi, 'deleteIssueReaction'>,
  issueNumber: number,
  reactionId: number,
): Promise<boolean> {
  try {
    return await github.deleteIssueReaction(issueNumber, reactionId)
  } catch {
    return false
  }
}
