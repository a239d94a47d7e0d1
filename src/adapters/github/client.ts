/**
 * The GitHub port over Octokit (octokit.ts builds it: core with the paginate, retry and throttling
 * plugins, through the run's proxy-aware dispatcher).
 *
 * What the libraries do: typed routes, paging, retries of reads on 5xx and lost answers, waits on
 * primary and secondary rate limits, and spacing of writes as GitHub asks. What stays here:
 * - creating a comment or an issue is never retried blindly (`retries: 0`): a lost answer may hide
 *   a comment that exists, which the caller finds again by its marker (status/comments.ts). Only a
 *   rate limit, which turns a request away unapplied, sends it again;
 * - the token goes to the API's own origin only, whatever a next-page link says;
 * - paging stops at a bound; every error names what failed and what to change (the missing
 *   `permissions:` scope, the token, when a rate limit resets) and never holds the token.
 */
import type { GitHubApi } from '../../ports/github.ts'
import { commentCalls, reactionCalls } from './comments.ts'
import { connect, type GitHubClientOptions } from './octokit.ts'
import { findIdentity, issueCalls, pullRequestCalls, repositoryCalls } from './repository.ts'

export type { GitHubClientOptions } from './octokit.ts'

/**
 * The GitHub REST adapter. Every error it throws is a `GitHubError` (or subclass) whose text never
 * holds the token.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubApi {
  const connection = connect(options)
  let identity: Promise<string> | undefined
  // Found once, on first use: the status comment store and the sweep ask for it many times.
  const identityOnce = (): Promise<string> => (identity ??= findIdentity(connection))
  return {
    ...repositoryCalls(connection),
    ...commentCalls(connection),
    ...reactionCalls(connection, identityOnce),
    ...pullRequestCalls(connection),
    ...issueCalls(connection),
    identity: identityOnce,
    get requestCount() {
      return connection.attempts()
    },
  }
}
