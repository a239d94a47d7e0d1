/** The GitHub port used by flows. Implemented by github/client.ts over Octokit. */
import type { Permission } from '../types.ts'

export interface RepoRef {
  owner: string
  repo: string
}

export interface IssueComment {
  id: number
  body: string
  htmlUrl: string
  userLogin: string
  createdAt: string
  updatedAt: string
}

/** Where a workflow run is: `queued`, `in_progress`, `completed`… as GitHub says. */
export interface WorkflowRunState {
  status: string
}

export interface Issue {
  number: number
  title: string
  body: string
  htmlUrl: string
  userLogin: string
  state: string
  isPullRequest: boolean
}

/** A pull request as the context block needs it (title and branches are untrusted text). */
export interface PullRequestInfo {
  number: number
  title: string
  htmlUrl: string
  baseRef: string
  headRef: string
  /** How many files it changes, as GitHub counts them. */
  changedFiles: number
}

/** Whether and when a pull request was merged (it may be in another repository). */
export interface PullRequestMerge {
  /** `open` or `closed`. */
  state: string
  merged: boolean
  /** ISO 8601, or null when not merged. */
  mergedAt: string | null
}

/** Which kind of comment a reaction goes on. */
export type CommentKind = 'issue-comment' | 'review-comment'

export type ReactionContent =
  '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes'

/** This token's reaction on an issue. */
export interface IssueReaction {
  id: number
  /** False when it was there already: GitHub keeps one reaction a person and content. */
  added: boolean
}

export interface GitHubApi {
  /** The commenter's repository permission (`role_name` mapped to the five levels), or 'none'. */
  getPermission(user: string): Promise<Permission | 'none'>
  /** Every comment of an issue or PR, oldest first (all pages). */
  listComments(issueNumber: number): Promise<IssueComment[]>
  /**
   * The repository's issue and pull request comments updated at or after `since` (ISO 8601),
   * most recently updated first, paged up to a bound.
   */
  listRecentComments(since: string): Promise<IssueComment[]>
  /** One comment as it is now; null when it was deleted. */
  getComment(commentId: number): Promise<IssueComment | null>
  /** A workflow run of this repository (needs `actions: read`). */
  getWorkflowRun(runId: string): Promise<WorkflowRunState>
  createComment(issueNumber: number, body: string): Promise<IssueComment>
  updateComment(commentId: number, body: string): Promise<IssueComment>
  deleteComment(commentId: number): Promise<void>
  /** Adds a reaction to an issue comment (the default) or to a review comment. */
  addReaction(commentId: number, content: ReactionContent, on?: CommentKind): Promise<void>
  /** Removes this token's reaction `content` from a comment, if it is there. */
  removeReaction(commentId: number, content: ReactionContent, on?: CommentKind): Promise<void>
  getPullRequest(pullNumber: number): Promise<PullRequestInfo>
  /**
   * Whether and when pull request `number` of `owner/repo` (any repository, not only the
   * workflow's) was merged; null when GitHub answers 404 (absent, or the token cannot see it).
   */
  getPullRequestMerge(pull: RepoRef & { number: number }): Promise<PullRequestMerge | null>
  /** The paths of the files a pull request changes, in GitHub's order: at most `max` (paged). */
  listPullRequestFiles(pullNumber: number, max: number): Promise<string[]>
  /**
   * The issues (pull requests excluded by the caller), open and closed, that `creator` opened,
   * newest first (all pages): where a report issue is looked for, by its marker or its title.
   */
  listIssuesBy(creator: string): Promise<Issue[]>
  /** One issue as it is now; null when it does not exist (or was transferred or deleted). */
  getIssue(issueNumber: number): Promise<Issue | null>
  createIssue(title: string, body: string): Promise<Issue>
  /** Adds this token's reaction `content` to issue #`issueNumber` (sent once, not retried). */
  addIssueReaction(issueNumber: number, content: ReactionContent): Promise<IssueReaction>
  /** Deletes reaction `reactionId` from issue #`issueNumber`; false when it was gone already. */
  deleteIssueReaction(issueNumber: number, reactionId: number): Promise<boolean>
  updateIssue(
    issueNumber: number,
    fields: { title?: string; body?: string; state?: 'open' | 'closed' },
  ): Promise<Issue>
  /**
   * The login `github-token` writes as (found once, then remembered): only comments and issues by
   * this login count as the action's own.
   */
  identity(): Promise<string>
  /** Requests sent (attempts included), for the benchmark and logs. */
  readonly requestCount: number
}
