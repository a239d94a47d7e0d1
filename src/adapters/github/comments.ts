/**
 * The calls on issue and pull request comments and their reactions. Creating a comment is sent
 * once (a lost answer is found again by its marker); a deletion that finds the comment gone after
 * a retry counts as done.
 */
import { RequestError } from '@octokit/request-error'
import type { Endpoints } from '@octokit/types'
import type { CommentKind, GitHubApi, IssueComment, ReactionContent } from '../../ports/github.ts'
import { GitHubNotFoundError } from '../../ports/github-errors.ts'
import { attemptsOf, fromOctokitError } from './octokit-errors.ts'
import { callSpec, COMMENTS, listAll, NO_RETRY, type Connection } from './octokit.ts'

type CommentData =
  Endpoints['PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}']['response']['data']

type CommentCalls = Pick<
  GitHubApi,
  | 'listComments'
  | 'listRecentComments'
  | 'getComment'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
>

/** Listing, reading, writing and deleting comments. */
export function commentCalls(c: Connection): CommentCalls {
  const { octokit, repo } = c
  const onIssue = (n: number): string => `issue or pull request #${n} in ${c.name}`
  const comment = (id: number): string => `comment ${id} in ${c.name}`
  return {
    async listComments(issueNumber) {
      const spec = callSpec(`list the comments of #${issueNumber}`, onIssue(issueNumber), COMMENTS)
      const pages = octokit.paginate.iterator(
        'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
        { ...repo, issue_number: issueNumber, per_page: 100 },
      )
      return (await c.call(spec, () => listAll(pages))).map(toComment)
    },
    async listRecentComments(since) {
      const spec = callSpec(
        `list the comments of ${c.name} updated since ${since}`,
        `repository ${c.name}`,
        COMMENTS,
      )
      const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/comments', {
        ...repo,
        sort: 'updated',
        direction: 'desc',
        since,
        per_page: 100,
      })
      return (await c.call(spec, () => listAll(pages))).map(toComment)
    },
    async getComment(commentId) {
      const spec = callSpec(`read comment ${commentId}`, comment(commentId), COMMENTS)
      try {
        const { data } = await c.call(spec, () =>
          octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...repo,
            comment_id: commentId,
          }),
        )
        return toComment(data)
      } catch (error) {
        if (error instanceof GitHubNotFoundError) return null
        throw error
      }
    },
    async createComment(issueNumber, body) {
      const spec = callSpec(`comment on #${issueNumber}`, onIssue(issueNumber), COMMENTS, true)
      const { data } = await c.call(spec, () =>
        octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...repo,
          issue_number: issueNumber,
          body,
          ...NO_RETRY,
        }),
      )
      return toComment(data)
    },
    async updateComment(commentId, body) {
      const spec = callSpec(`edit comment ${commentId}`, comment(commentId), COMMENTS)
      const { data } = await c.call(spec, () =>
        octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...repo,
          comment_id: commentId,
          body,
        }),
      )
      return toComment(data)
    },
    async deleteComment(commentId) {
      const spec = callSpec(`delete comment ${commentId}`, comment(commentId), COMMENTS)
      try {
        await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...repo,
          comment_id: commentId,
        })
      } catch (error) {
        // A retry after a lost answer finds the comment gone: the first attempt did the work.
        if (error instanceof RequestError && error.status === 404 && attemptsOf(error) > 1) return
        throw fromOctokitError(error, spec, c.clean)
      }
    },
  }
}

/** Adding and removing reactions, on issue comments or on review comments (their own routes). */
export function reactionCalls(
  c: Connection,
  identity: () => Promise<string>,
): Pick<GitHubApi, 'addReaction' | 'removeReaction'> {
  const { octokit, repo } = c
  const what = (verb: string, content: ReactionContent, on: CommentKind, id: number): string =>
    `${verb} ${content} reaction ${verb === 'add a' ? 'to' : 'from'} ${on === 'review-comment' ? 'review ' : ''}comment ${id}`
  return {
    async addReaction(commentId, content, on = 'issue-comment') {
      // Adding the same reaction again is harmless: GitHub answers 200 with the existing one.
      const spec = callSpec(
        what('add a', content, on, commentId),
        `comment ${commentId} in ${c.name}`,
        COMMENTS,
      )
      const parameters = { ...repo, comment_id: commentId, content }
      await c.call(spec, () =>
        on === 'review-comment'
          ? octokit.request(
              'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
              parameters,
            )
          : octokit.request(
              'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
              parameters,
            ),
      )
    },
    async removeReaction(commentId, content, on = 'issue-comment') {
      const spec = callSpec(
        what('remove the', content, on, commentId),
        `comment ${commentId} in ${c.name}`,
        COMMENTS,
      )
      const login = (await identity()).toLowerCase()
      const parameters = { ...repo, comment_id: commentId, content, per_page: 100 }
      const { data } = await c.call(spec, () =>
        on === 'review-comment'
          ? octokit.request(
              'GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
              parameters,
            )
          : octokit.request(
              'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
              parameters,
            ),
      )
      const own = data.find((r) => r.content === content && r.user?.login.toLowerCase() === login)
      if (!own) return
      const target = { ...repo, comment_id: commentId, reaction_id: own.id }
      await c.call(spec, () =>
        on === 'review-comment'
          ? octokit.request(
              'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}',
              target,
            )
          : octokit.request(
              'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
              target,
            ),
      )
    },
  }
}

function toComment(data: CommentData): IssueComment {
  return {
    // Comment ids are int64 in GitHub's description; they fit a double for ages to come.
    id: Number(data.id),
    body: data.body ?? '',
    htmlUrl: data.html_url,
    userLogin: data.user?.login ?? '',
    createdAt: data.created_at,
    updatedAt: data.updated_at,
  }
}
