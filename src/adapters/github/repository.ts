/**
 * The calls on the repository itself: who the token is, a person's permission, a workflow run,
 * pull requests and issues. Creating an issue is sent once, like a comment.
 */
import type { Endpoints } from '@octokit/types'
import { shorten } from '../../lib/text.ts'
import type { GitHubApi, Issue } from '../../ports/github.ts'
import { GitHubNotFoundError } from '../../ports/github-errors.ts'
import { PERMISSIONS, type Permission } from '../../types.ts'
import { fromOctokitError, isUnanswered } from './octokit-errors.ts'
import {
  ACTIONS,
  callSpec,
  ISSUES,
  listAll,
  METADATA,
  NO_RETRY,
  PULLS,
  type Connection,
} from './octokit.ts'

type IssueData = Endpoints['PATCH /repos/{owner}/{repo}/issues/{issue_number}']['response']['data']
type PermissionData =
  Endpoints['GET /repos/{owner}/{repo}/collaborators/{username}/permission']['response']['data']

/** The login the default workflow token writes as. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]'

/**
 * The login `github-token` writes as. GraphQL's `viewer` answers for every kind of token (the
 * workflow's, an app's, a person's); `GET /user` is the fallback for a server without GraphQL.
 * When both refuse, the default token's identity is assumed, and said so.
 */
export async function findIdentity(c: Connection): Promise<string> {
  const spec = callSpec("read the token's identity", 'authenticated user', null)
  const refusals: string[] = []
  const attempts: Array<() => Promise<string | undefined>> = [
    async () =>
      (await c.octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }'))
        .viewer?.login,
    async () => (await c.octokit.request('GET /user')).data.login,
  ]
  for (const attempt of attempts) {
    try {
      const login = await attempt()
      if (login) return login
      refusals.push('no login in the answer')
    } catch (error) {
      // A server error or no answer at all is a failure of the run, not a reason to guess.
      if (!(error instanceof Error) || isUnanswered(error)) {
        throw fromOctokitError(error, spec, c.clean)
      }
      refusals.push(c.clean(shorten(error.message, 120)))
    }
  }
  c.log.warning(
    `Could not read the identity of 'github-token' (${refusals.join('; ')}); status comments ` +
      `and report issues count as the action's own only when written by ${DEFAULT_TOKEN_LOGIN}.`,
  )
  return DEFAULT_TOKEN_LOGIN
}

/** A person's permission and a workflow run's state. */
export function repositoryCalls(
  c: Connection,
): Pick<GitHubApi, 'getPermission' | 'getWorkflowRun'> {
  const { octokit, repo } = c
  return {
    async getPermission(user) {
      const spec = callSpec(`read the repository permission of ${user}`, `user ${user}`, METADATA)
      try {
        const { data } = await c.call(spec, () =>
          octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
            ...repo,
            username: user,
          }),
        )
        return toPermission(data)
      } catch (error) {
        // GitHub answers 404 for a login that is no user; either way it has no permission here.
        if (error instanceof GitHubNotFoundError) return 'none'
        throw error
      }
    },
    async getWorkflowRun(runId) {
      const spec = callSpec(`read workflow run ${runId}`, `run ${runId} of ${c.name}`, ACTIONS)
      const { data } = await c.call(spec, () =>
        octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
          ...repo,
          run_id: Number(runId),
        }),
      )
      return { status: data.status ?? 'unknown' }
    },
  }
}

/** A pull request and its files, for the context block. */
export function pullRequestCalls(
  c: Connection,
): Pick<GitHubApi, 'getPullRequest' | 'getPullRequestMerge' | 'listPullRequestFiles'> {
  const { octokit, repo } = c
  const resource = (n: number): string => `issue or pull request #${n} in ${c.name}`
  return {
    async getPullRequest(pullNumber) {
      const spec = callSpec(`read pull request #${pullNumber}`, resource(pullNumber), PULLS)
      const { data } = await c.call(spec, () =>
        octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
          ...repo,
          pull_number: pullNumber,
        }),
      )
      return {
        number: data.number,
        title: data.title,
        htmlUrl: data.html_url,
        baseRef: data.base.ref,
        headRef: data.head.ref,
        changedFiles: data.changed_files,
      }
    },
    async getPullRequestMerge({ owner, repo: name, number }) {
      const where = `pull request #${number} in ${owner}/${name}`
      const spec = callSpec(`read ${where}`, where, PULLS)
      try {
        const { data } = await c.call(spec, () =>
          octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
            owner,
            repo: name,
            pull_number: number,
          }),
        )
        const mergedAt = data.merged_at ?? null
        return { state: data.state, merged: data.merged || mergedAt !== null, mergedAt }
      } catch (error) {
        if (error instanceof GitHubNotFoundError) return null
        throw error
      }
    },
    async listPullRequestFiles(pullNumber, max) {
      const what = `list the files of pull request #${pullNumber}`
      const spec = callSpec(what, resource(pullNumber), PULLS)
      const pages = octokit.paginate.iterator(
        'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
        { ...repo, pull_number: pullNumber, per_page: Math.min(100, Math.max(1, max)) },
      )
      return c.call(spec, async () => {
        const paths: string[] = []
        for await (const { data } of pages) {
          for (const file of data) if (paths.length < max) paths.push(file.filename)
          if (paths.length >= max) break
        }
        return paths
      })
    },
  }
}

/** Listing, creating and updating issues (the report issue). */
export function issueCalls(
  c: Connection,
): Pick<
  GitHubApi,
  | 'listIssuesBy'
  | 'getIssue'
  | 'createIssue'
  | 'updateIssue'
  | 'addIssueReaction'
  | 'deleteIssueReaction'
> {
  const { octokit, repo } = c
  return {
    async listIssuesBy(creator) {
      const spec = callSpec(`list the issues of ${c.name}`, `repository ${c.name}`, ISSUES)
      const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues', {
        ...repo,
        state: 'all',
        creator,
        per_page: 100,
      })
      return (await c.call(spec, () => listAll(pages))).map(toIssue)
    },
    async getIssue(issueNumber) {
      const resource = `issue #${issueNumber} in ${c.name}`
      const spec = callSpec(`read issue #${issueNumber}`, resource, ISSUES)
      try {
        const { data } = await c.call(spec, () =>
          octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
            ...repo,
            issue_number: issueNumber,
          }),
        )
        return toIssue(data)
      } catch (error) {
        if (error instanceof GitHubNotFoundError) return null
        throw error
      }
    },
    async createIssue(title, body) {
      const spec = callSpec(`create an issue in ${c.name}`, `repository ${c.name}`, ISSUES, true)
      const { data } = await c.call(spec, () =>
        octokit.request('POST /repos/{owner}/{repo}/issues', { ...repo, title, body, ...NO_RETRY }),
      )
      return toIssue(data)
    },
    async updateIssue(issueNumber, fields) {
      const resource = `issue #${issueNumber} in ${c.name}`
      const spec = callSpec(`update issue #${issueNumber}`, resource, ISSUES)
      const { data } = await c.call(spec, () =>
        octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
          ...repo,
          issue_number: issueNumber,
          ...fields,
        }),
      )
      return toIssue(data)
    },
    async addIssueReaction(issueNumber, content) {
      const resource = `issue #${issueNumber} in ${c.name}`
      const spec = callSpec(`add a ${content} reaction to issue #${issueNumber}`, resource, ISSUES)
      // Not retried: a retry of a lost answer would find the reaction there, as another run's.
      const { status, data } = await c.call(spec, () =>
        octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
          ...repo,
          issue_number: issueNumber,
          content,
          ...NO_RETRY,
        }),
      )
      return { id: data.id, added: status === 201 }
    },
    async deleteIssueReaction(issueNumber, reactionId) {
      const resource = `reaction ${reactionId} on issue #${issueNumber} in ${c.name}`
      const spec = callSpec(
        `delete reaction ${reactionId} of issue #${issueNumber}`,
        resource,
        ISSUES,
      )
      try {
        await c.call(spec, () =>
          octokit.request(
            'DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}',
            { ...repo, issue_number: issueNumber, reaction_id: reactionId },
          ),
        )
        return true
      } catch (error) {
        if (error instanceof GitHubNotFoundError) return false
        throw error
      }
    },
  }
}

/**
 * The five levels from GitHub's answer. `role_name` carries triage and maintain, which the legacy
 * `permission` folds into read and write; a custom role's name is none of the five, and then
 * `permission` gives its base level.
 */
function toPermission(data: PermissionData): Permission | 'none' {
  const levels: readonly string[] = PERMISSIONS
  for (const candidate of [data.role_name, data.user?.role_name, data.permission]) {
    if (candidate && levels.includes(candidate)) return candidate as Permission
  }
  return 'none'
}

function toIssue(data: IssueData): Issue {
  return {
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    htmlUrl: data.html_url,
    userLogin: data.user?.login ?? '',
    state: data.state,
    isPullRequest: data.pull_request != null,
  }
}
