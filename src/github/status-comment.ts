/**
 * The one status comment of a command, found again by its hidden marker. Exactly one remains even
 * when a create's answer is lost (look up before creating again; duplicates collapse, oldest wins),
 * a comment deleted mid-run is recreated, and markers in comments by anyone but this action are
 * ignored.
 */
import { GitHubError } from './errors.ts'
import { readMarker, type StatusMarker } from './marker.ts'
import type { GitHubApi, IssueComment } from './types.ts'

/** GitHub's limit on a comment body. */
export const MAX_COMMENT_CHARS = 65_536
const SHORTENED_NOTE = '\n\n… (shortened: GitHub limits comments to 65,536 characters)'

export interface StatusCommentStore {
  /** The comment of this trigger, if any (duplicates are deleted, the oldest kept). */
  find(trigger: string): Promise<{ comment: IssueComment; marker: StatusMarker } | null>
  /** The job id of the latest status comment of this action on the issue. */
  latestJobId(): Promise<string | null>
  /** Creates or updates the comment; no request when the body is unchanged. */
  write(trigger: string, body: string): Promise<IssueComment>
  readonly current: IssueComment | null
  /** Requests that changed a comment (creates and edits). */
  readonly edits: number
}

/** Shortens a body to GitHub's limit, keeping the marker (which comes first) intact. */
export function fitCommentBody(body: string, max = MAX_COMMENT_CHARS): string {
  if (body.length <= max) return body
  return body.slice(0, max - SHORTENED_NOTE.length) + SHORTENED_NOTE
}

export function createStatusCommentStore(
  github: GitHubApi,
  issueNumber: number,
  options: { selfLogin?: string | null; maxBodyChars?: number } = {},
): StatusCommentStore {
  const max = options.maxBodyChars ?? MAX_COMMENT_CHARS
  let current: IssueComment | null = null
  let lastBody: string | null = null
  let edits = 0

  /** A marker counts only in a comment this action wrote: its own login when known, else a bot. */
  const trusted = (comment: IssueComment): boolean =>
    options.selfLogin
      ? comment.userLogin.toLowerCase() === options.selfLogin.toLowerCase()
      : comment.userType === 'Bot'

  async function ours(): Promise<Array<{ comment: IssueComment; marker: StatusMarker }>> {
    const list = await github.listComments(issueNumber)
    const found: Array<{ comment: IssueComment; marker: StatusMarker }> = []
    for (const comment of list) {
      if (!trusted(comment)) continue
      const marker = readMarker(comment.body)
      if (marker?.kind === 'status') found.push({ comment, marker })
    }
    return found
  }

  async function find(
    trigger: string,
  ): Promise<{ comment: IssueComment; marker: StatusMarker } | null> {
    const matches = (await ours()).filter((m) => m.marker.trigger === trigger)
    if (matches.length === 0) return null
    matches.sort((a, b) => a.comment.id - b.comment.id)
    const [oldest, ...extra] = matches
    for (const duplicate of extra) {
      await github.deleteComment(duplicate.comment.id).catch(() => undefined)
    }
    current = oldest?.comment ?? null
    lastBody = current?.body ?? null
    return oldest ?? null
  }

  async function create(trigger: string, body: string): Promise<IssueComment> {
    try {
      const created = await github.createComment(issueNumber, body)
      edits++
      return created
    } catch (error) {
      // The create may have been applied with its answer lost: look before creating again.
      const found = await find(trigger).catch(() => null)
      if (found) return found.comment
      if (error instanceof GitHubError && error.status !== null && error.status < 500) throw error
      const created = await github.createComment(issueNumber, body)
      edits++
      return created
    }
  }

  return {
    get current() {
      return current
    },
    get edits() {
      return edits
    },
    find,
    async latestJobId() {
      const all = await ours()
      for (let i = all.length - 1; i >= 0; i--) {
        const jobId = all[i]?.marker.jobId
        if (jobId) return jobId
      }
      return null
    },
    async write(trigger: string, rawBody: string) {
      const body = fitCommentBody(rawBody, max)
      if (current && body === lastBody) return current
      if (!current) {
        current = await create(trigger, body)
      } else {
        try {
          current = await github.updateComment(current.id, body)
          edits++
        } catch (error) {
          // Deleted mid-run: put it back so the run still ends in one visible outcome.
          if (!(error instanceof GitHubError && error.status === 404)) throw error
          current = await create(trigger, body)
        }
      }
      lastBody = body
      return current
    },
  }
}
