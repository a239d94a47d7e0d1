/**
 * The one status comment of a command, found again by its hidden marker. Exactly one remains even
 * when a create's answer is lost (look it up before creating again; duplicates collapse, the
 * oldest wins), a comment deleted mid-run is put back, and markers in comments by anyone but this
 * action are ignored (anyone can paste a marker into a comment to steer a re-run).
 */
import { GitHubError } from '../ports/github-errors.ts'
import { readMarker, type StatusMarker } from '../marker.ts'
import type { GitHubApi, IssueComment } from '../ports/github.ts'

/** GitHub's limit on a comment body. */
export const MAX_COMMENT_CHARS = 65_536
const SHORTENED_NOTE = '\n\n… (shortened: GitHub limits comments to 65,536 characters)'
/** Creates tried in all when each may or may not have been applied and none is found after. */
const MAX_CREATE_ATTEMPTS = 2

export interface FoundStatusComment {
  comment: IssueComment
  marker: StatusMarker
}

export interface StatusCommentStore {
  /**
   * The comment of this trigger written by a trusted author, or null. When there are several (a
   * lost create answer, two runs at once), the oldest is kept and the others are deleted.
   */
  find(trigger: string): Promise<FoundStatusComment | null>
  /** The job id of the latest trusted status comment on the issue that names one. */
  latestJobId(): Promise<string | null>
  /**
   * The oldest trusted comment of `trigger` as listed now: the one that holds the trigger when two
   * runs claimed it (flows/message/claim.ts). Deletes nothing and changes nothing the store knows.
   */
  holder(trigger: string): Promise<FoundStatusComment | null>
  /**
   * Gives up `trigger` (a claim lost to `holder`): forgets it, and deletes the comment this store
   * wrote for it, unless that is the holder's.
   */
  withdraw(trigger: string, holder: IssueComment): Promise<void>
  /**
   * Creates or updates the comment of `trigger` (`body` already holds its marker). No request when
   * the body is the one last written; a body over the limit is shortened, the marker kept.
   */
  write(trigger: string, body: string): Promise<IssueComment>
  /** The comment last found or written. */
  readonly current: IssueComment | null
  /** Comments created or edited so far (a create found again after a lost answer counts). */
  readonly edits: number
}

/**
 * Shortens a body to GitHub's limit with a note saying so. The marker is kept whole (and first):
 * without it a re-run could not find the comment, and might send the message again.
 */
export function fitCommentBody(body: string, max = MAX_COMMENT_CHARS): string {
  if (body.length <= max) return body
  const span = markerSpan(body)
  const marker = span ? body.slice(span.start, span.end) : ''
  const rest = span ? body.slice(0, span.start) + body.slice(span.end) : body
  // Room for a closing fence too, should the cut fall inside a code block.
  const room = Math.max(0, max - marker.length - SHORTENED_NOTE.length - 4)
  let kept = rest.slice(0, room)
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1)
  if ((kept.match(/^ {0,3}(```|~~~)/gm) ?? []).length % 2 === 1) kept += '\n```'
  return `${marker}${kept}${SHORTENED_NOTE}`
}

/** Where the first valid marker of a body is (an HTML comment that `readMarker` accepts). */
function markerSpan(body: string): { start: number; end: number } | null {
  for (const match of body.matchAll(/<!--[\s\S]*?-->/g)) {
    if (readMarker(match[0]) !== null)
      return { start: match.index, end: match.index + match[0].length }
  }
  return null
}

/**
 * A store for the status comment(s) of one issue or pull request. Only comments written by the
 * token's own identity (`github.identity()`) count: a marker in anyone else's comment, bot or not,
 * is ignored.
 */
export function createStatusCommentStore(
  github: GitHubApi,
  issueNumber: number,
  options: { maxBodyChars?: number } = {},
): StatusCommentStore {
  return new IssueStatusComments(github, issueNumber, options.maxBodyChars ?? MAX_COMMENT_CHARS)
}

class IssueStatusComments implements StatusCommentStore {
  /** Per trigger: its comment and the body last written or read. */
  readonly #known = new Map<string, { comment: IssueComment; body: string }>()
  /** Triggers already looked up, so that a write after `find` lists nothing again. */
  readonly #lookedUp = new Set<string>()
  #current: IssueComment | null = null
  #edits = 0

  private readonly github: GitHubApi
  private readonly issueNumber: number
  private readonly maxBodyChars: number

  constructor(github: GitHubApi, issueNumber: number, maxBodyChars: number) {
    this.github = github
    this.issueNumber = issueNumber
    this.maxBodyChars = maxBodyChars
  }

  get current(): IssueComment | null {
    return this.#current
  }

  get edits(): number {
    return this.#edits
  }

  /** The action's own status comments, oldest first. */
  async #ours(): Promise<FoundStatusComment[]> {
    const self = (await this.github.identity()).toLowerCase()
    const found: FoundStatusComment[] = []
    for (const comment of await this.github.listComments(this.issueNumber)) {
      if (comment.userLogin.toLowerCase() !== self) continue
      const marker = readMarker(comment.body)
      if (marker?.kind === 'status') found.push({ comment, marker })
    }
    // Ids grow with time on GitHub; a list is oldest first already, but order must not rest on it.
    return found.sort((a, b) => a.comment.id - b.comment.id)
  }

  #remember(trigger: string, comment: IssueComment, body: string): IssueComment {
    this.#known.set(trigger, { comment, body })
    this.#current = comment
    return comment
  }

  async find(trigger: string): Promise<FoundStatusComment | null> {
    const [oldest, ...extra] = (await this.#ours()).filter((m) => m.marker.trigger === trigger)
    this.#lookedUp.add(trigger)
    for (const duplicate of extra) {
      // Best effort: a duplicate left behind is untidy, not wrong (the oldest is the one used).
      await this.github.deleteComment(duplicate.comment.id).catch(() => undefined)
    }
    if (!oldest) {
      this.#known.delete(trigger)
      return null
    }
    this.#remember(trigger, oldest.comment, oldest.comment.body)
    return oldest
  }

  async latestJobId(): Promise<string | null> {
    const all = await this.#ours()
    for (let i = all.length - 1; i >= 0; i--) {
      const jobId = all[i]?.marker.jobId
      if (jobId) return jobId
    }
    return null
  }

  async holder(trigger: string): Promise<FoundStatusComment | null> {
    return (await this.#ours()).find((m) => m.marker.trigger === trigger) ?? null
  }

  async withdraw(trigger: string, holder: IssueComment): Promise<void> {
    const entry = this.#known.get(trigger)
    this.#known.delete(trigger)
    if (!entry) return
    if (this.#current?.id === entry.comment.id) this.#current = null
    if (entry.comment.id === holder.id) return
    try {
      await this.github.deleteComment(entry.comment.id)
    } catch (error) {
      // Already gone (the holder's run deleted it as a duplicate): given up all the same.
      if (!(error instanceof GitHubError && error.status === 404)) throw error
    }
  }

  async write(trigger: string, rawBody: string): Promise<IssueComment> {
    const body = fitCommentBody(rawBody, this.maxBodyChars)
    // A write without a find first must not create a second comment beside an existing one.
    if (!this.#known.has(trigger) && !this.#lookedUp.has(trigger)) await this.find(trigger)
    const entry = this.#known.get(trigger)
    if (entry) {
      if (entry.body === body) {
        this.#current = entry.comment
        return entry.comment
      }
      try {
        return await this.#update(trigger, entry.comment, body)
      } catch (error) {
        // Deleted mid-run: put it back, so that the run still ends in one visible outcome.
        if (!(error instanceof GitHubError && error.status === 404)) throw error
        this.#known.delete(trigger)
      }
    }
    return this.#create(trigger, body)
  }

  /** Creates the comment; after a failure that may have applied, looks before creating again. */
  async #create(trigger: string, body: string): Promise<IssueComment> {
    for (let attempt = 1; ; attempt++) {
      try {
        const created = await this.github.createComment(this.issueNumber, body)
        this.#edits++
        return this.#remember(trigger, created, body)
      } catch (error) {
        if (!mayHaveApplied(error)) throw error
        let found: FoundStatusComment | null
        try {
          found = await this.find(trigger)
        } catch {
          // Unknown whether it exists: make the next write look again instead of creating blindly.
          this.#lookedUp.delete(trigger)
          throw error
        }
        if (found) {
          // Another workflow run's comment holds the trigger: never written over (flows/message/claim.ts).
          if (found.marker.runId !== runIdOf(body)) return found.comment
          this.#edits++
          // What was found is normally what was sent; if not (an earlier attempt's), bring it up to date.
          if (found.comment.body === body) return found.comment
          return this.#update(trigger, found.comment, body)
        }
        if (attempt >= MAX_CREATE_ATTEMPTS) throw error
      }
    }
  }

  async #update(trigger: string, comment: IssueComment, body: string): Promise<IssueComment> {
    const updated = await this.github.updateComment(comment.id, body)
    this.#edits++
    return this.#remember(trigger, updated, body)
  }
}

/** The run id in a body's status marker, if any. */
function runIdOf(body: string): string | null {
  const marker = readMarker(body)
  return marker?.kind === 'status' ? marker.runId : null
}

/**
 * Whether a failed create may have been applied: no answer (lost, cut, timed out) or a 5xx. A 4xx
 * (refused, rate-limited, invalid) was not. An error of unknown kind is treated as a maybe.
 */
function mayHaveApplied(error: unknown): boolean {
  if (!(error instanceof GitHubError)) return true
  return error.status === null || error.status >= 500
}
