/**
 * A small GitHub REST client over undici, for the few calls the action makes. Small on purpose:
 * the full Octokit would double the bundle and the start-up time for six endpoints.
 *
 * Retries by meaning: reads, edits (PATCH of a whole body), deletes and reactions are idempotent and
 * retried on transport errors, 5xx and rate limits. Creating a comment or an issue is not: it is
 * resent only when GitHub provably did not apply it (connection refused, rate-limited); after any
 * other doubt the caller looks the comment up by its marker instead.
 */
import { systemClock } from '../clock.ts'
import { shorten } from '../errors.ts'
import { sendOnce, TransportError, type HttpAnswer, type HttpMethod } from '../http/request.ts'
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRateLimitReset,
  parseRetryAfter,
  retryDelay,
  type RetryPolicy,
} from '../http/retry.ts'
import { redact } from '../redact.ts'
import type { HttpAdapterOptions, Permission } from '../types.ts'
import {
  GitHubError,
  GitHubNotFoundError,
  GitHubPermissionError,
  GitHubRateLimitError,
} from './errors.ts'
import type { GitHubApi, Issue, IssueComment, ReactionContent, RepoRef } from './types.ts'

export interface GitHubClientOptions extends HttpAdapterOptions {
  token: string
  /** REST API base, e.g. https://api.github.com (GITHUB_API_URL on GHES). */
  apiUrl: string
  repo: RepoRef
  retryPolicy?: RetryPolicy
}

const USER_AGENT = 'docs-agent-action/1'
const REQUEST_TIMEOUT_MS = 20_000

/** What a call is, for error messages: the verb phrase and the `permissions:` scope it needs. */
interface CallMeta {
  what: string
  scope: string
  /** Safe to send again after an ambiguous failure. */
  idempotent: boolean
}

type Json = Record<string, unknown>

export function createGitHubClient(options: GitHubClientOptions): GitHubApi {
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean)
  const base = options.apiUrl.replace(/\/+$/, '')
  const repoPath = `/repos/${encodeURIComponent(options.repo.owner)}/${encodeURIComponent(options.repo.repo)}`
  let requestCount = 0

  async function call(
    method: HttpMethod,
    path: string,
    meta: CallMeta,
    json?: unknown,
  ): Promise<HttpAnswer> {
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= policy.maxAttempts
      let answer: HttpAnswer
      try {
        answer = await sendOnce(options.dispatcher, {
          method,
          url: `${base}${path}`,
          headers: {
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
            'user-agent': USER_AGENT,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          json,
          timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
        })
        requestCount++
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        if (!error.notSent) requestCount++
        const retryable = error.notSent || meta.idempotent
        if (!retryable || last || error.aborted) {
          throw new GitHubError(
            redact(`could not ${meta.what}: ${error.message} (${error.code})`, secrets),
            null,
            { cause: error },
          )
        }
        await clock.sleep(retryDelay(attempt, policy, random, undefined))
        continue
      }
      if (answer.status >= 200 && answer.status < 300) return answer

      const text = errorText(answer, secrets)
      const rateLimited = isRateLimited(answer, text)
      if (rateLimited) {
        const wait =
          parseRetryAfter(answer.headers['retry-after'], clock.now()) ??
          parseRateLimitReset(answer.headers['x-ratelimit-reset'], clock.now())
        if (last || (wait !== undefined && wait > policy.maxRetryAfterMs)) {
          const when = wait === undefined ? '' : ` It resets in about ${Math.ceil(wait / 1000)} s.`
          throw new GitHubRateLimitError(
            `GitHub rate limit while trying to ${meta.what}: ${text}.${when}`,
            answer.status,
          )
        }
        // A rate-limited request was not applied: even a create may be sent again.
        await clock.sleep(retryDelay(attempt, policy, random, wait))
        continue
      }
      if (isRetryableStatus(answer.status) && meta.idempotent && !last) {
        await clock.sleep(
          retryDelay(
            attempt,
            policy,
            random,
            parseRetryAfter(answer.headers['retry-after'], clock.now()),
          ),
        )
        continue
      }
      throw statusError(answer.status, text, meta)
    }
  }

  async function callJson(
    method: HttpMethod,
    path: string,
    meta: CallMeta,
    json?: unknown,
  ): Promise<unknown> {
    const answer = await call(method, path, meta, json)
    if (answer.status === 204 || answer.text === '') return null
    try {
      return JSON.parse(answer.text)
    } catch {
      throw new GitHubError(
        `GitHub's answer to '${meta.what}' was not JSON (status ${answer.status})`,
        answer.status,
      )
    }
  }

  /** Every page of a list endpoint (per_page=100, following the Link header). */
  async function listAll(path: string, meta: CallMeta): Promise<Json[]> {
    const items: Json[] = []
    let next: string | null = `${path}${path.includes('?') ? '&' : '?'}per_page=100`
    // A bound on pages keeps a misbehaving server from looping us forever.
    for (let page = 0; next && page < 100; page++) {
      const answer = await call('GET', next, meta)
      const value: unknown = JSON.parse(answer.text || '[]')
      if (!Array.isArray(value))
        throw new GitHubError(`GitHub's answer to '${meta.what}' was not a list`, answer.status)
      items.push(...(value as Json[]))
      next = nextLink(answer.headers.link, base)
    }
    return items
  }

  const comments = (n: number): string => `${repoPath}/issues/${n}/comments`
  const commentMeta = (what: string, idempotent: boolean): CallMeta => ({
    what,
    scope: 'issues: write` and `pull-requests: write',
    idempotent,
  })

  return {
    get requestCount() {
      return requestCount
    },

    async getPermission(user: string): Promise<Permission | 'none'> {
      try {
        const value = (await callJson(
          'GET',
          `${repoPath}/collaborators/${encodeURIComponent(user)}/permission`,
          {
            what: `read the repository permission of ${user}`,
            scope: 'contents: read',
            idempotent: true,
          },
        )) as Json
        return toPermission(value)
      } catch (error) {
        // GitHub answers 404 for someone who is not a collaborator at all.
        if (error instanceof GitHubNotFoundError) return 'none'
        throw error
      }
    },

    async listComments(issueNumber: number): Promise<IssueComment[]> {
      const list = await listAll(
        comments(issueNumber),
        commentMeta(`list the comments of #${issueNumber}`, true),
      )
      return list.map(toComment)
    },

    async createComment(issueNumber: number, body: string): Promise<IssueComment> {
      return toComment(
        (await callJson(
          'POST',
          comments(issueNumber),
          commentMeta(`comment on #${issueNumber}`, false),
          { body },
        )) as Json,
      )
    },

    async updateComment(commentId: number, body: string): Promise<IssueComment> {
      return toComment(
        (await callJson(
          'PATCH',
          `${repoPath}/issues/comments/${commentId}`,
          commentMeta(`edit comment ${commentId}`, true),
          {
            body,
          },
        )) as Json,
      )
    },

    async deleteComment(commentId: number): Promise<void> {
      await call(
        'DELETE',
        `${repoPath}/issues/comments/${commentId}`,
        commentMeta(`delete comment ${commentId}`, true),
      )
    },

    async addReaction(commentId: number, content: ReactionContent): Promise<void> {
      // Adding the same reaction twice is harmless (GitHub answers 200 with the existing one).
      await call(
        'POST',
        `${repoPath}/issues/comments/${commentId}/reactions`,
        commentMeta(`react to comment ${commentId}`, true),
        {
          content,
        },
      )
    },

    async listOpenIssues(): Promise<Issue[]> {
      const list = await listAll(`${repoPath}/issues?state=open`, {
        what: 'list open issues',
        scope: 'issues: read',
        idempotent: true,
      })
      return list.map(toIssue)
    },

    async createIssue(title: string, body: string): Promise<Issue> {
      return toIssue(
        (await callJson(
          'POST',
          `${repoPath}/issues`,
          { what: 'create the report issue', scope: 'issues: write', idempotent: false },
          {
            title,
            body,
          },
        )) as Json,
      )
    },

    async updateIssue(
      issueNumber: number,
      fields: { title?: string; body?: string },
    ): Promise<Issue> {
      return toIssue(
        (await callJson(
          'PATCH',
          `${repoPath}/issues/${issueNumber}`,
          { what: `update issue #${issueNumber}`, scope: 'issues: write', idempotent: true },
          fields,
        )) as Json,
      )
    },

    async getAuthenticatedLogin(): Promise<string | null> {
      try {
        const value = (await callJson('GET', '/user', {
          what: 'read the token identity',
          scope: '',
          idempotent: true,
        })) as Json
        return typeof value?.login === 'string' ? value.login : null
      } catch (error) {
        // GITHUB_TOKEN (an installation token) cannot read /user: that is expected, not an error.
        if (
          error instanceof GitHubError &&
          (error.status === 403 || error.status === 401 || error.status === 404)
        )
          return null
        throw error
      }
    },
  }
}

function statusError(status: number, text: string, meta: CallMeta): GitHubError {
  if (status === 403 && /not accessible by integration/i.test(text) && meta.scope) {
    return new GitHubPermissionError(meta.what, meta.scope, text)
  }
  if (status === 401) {
    return new GitHubError(`GitHub rejected the token while trying to ${meta.what}: ${text}`, 401, {
      hint: 'check the `github-token` input (the default `${{ github.token }}` works; a PAT may have expired)',
    })
  }
  if (status === 404)
    return new GitHubNotFoundError(`GitHub could not find what it needed to ${meta.what}: ${text}`)
  return new GitHubError(`GitHub answered ${status} while trying to ${meta.what}: ${text}`, status)
}

/** GitHub's primary limit (403/429 with remaining 0) and secondary limit (retry-after, or its text). */
function isRateLimited(answer: HttpAnswer, text: string): boolean {
  if (answer.status === 429) return true
  if (answer.status !== 403) return false
  return (
    answer.headers['x-ratelimit-remaining'] === '0' ||
    answer.headers['retry-after'] !== undefined ||
    /rate limit/i.test(text)
  )
}

function errorText(answer: HttpAnswer, secrets: string[]): string {
  let text = answer.text
  try {
    const value = JSON.parse(answer.text) as Json
    if (typeof value?.message === 'string') text = value.message
  } catch {
    // not JSON: keep the raw text
  }
  return redact(shorten(text.replace(/\s+/g, ' ').trim() || `HTTP ${answer.status}`, 300), secrets)
}

/** The `rel="next"` target of a Link header, as a path on the same API base. */
function nextLink(link: string | undefined, base: string): string | null {
  if (!link) return null
  const match = /<([^>]+)>\s*;\s*rel="next"/.exec(link)
  if (!match?.[1]) return null
  const url = match[1]
  return url.startsWith(base) ? url.slice(base.length) : null
}

function toPermission(value: Json): Permission | 'none' {
  const role = typeof value?.role_name === 'string' ? value.role_name : ''
  const permission = typeof value?.permission === 'string' ? value.permission : ''
  // role_name carries triage and maintain; `permission` folds them into read and write.
  for (const candidate of [role, permission]) {
    if (['read', 'triage', 'write', 'maintain', 'admin'].includes(candidate))
      return candidate as Permission
  }
  return 'none'
}

function toComment(value: Json): IssueComment {
  const user = (value?.user ?? {}) as Json
  if (typeof value?.id !== 'number')
    throw new GitHubError("GitHub's comment answer has no id", null)
  return {
    id: value.id,
    body: typeof value.body === 'string' ? value.body : '',
    htmlUrl: typeof value.html_url === 'string' ? value.html_url : '',
    userLogin: typeof user.login === 'string' ? user.login : '',
    userType: typeof user.type === 'string' ? user.type : '',
    createdAt: typeof value.created_at === 'string' ? value.created_at : '',
    updatedAt: typeof value.updated_at === 'string' ? value.updated_at : '',
  }
}

function toIssue(value: Json): Issue {
  const user = (value?.user ?? {}) as Json
  if (typeof value?.number !== 'number')
    throw new GitHubError("GitHub's issue answer has no number", null)
  return {
    number: value.number,
    title: typeof value.title === 'string' ? value.title : '',
    body: typeof value.body === 'string' ? value.body : '',
    htmlUrl: typeof value.html_url === 'string' ? value.html_url : '',
    userLogin: typeof user.login === 'string' ? user.login : '',
    userType: typeof user.type === 'string' ? user.type : '',
    state: typeof value.state === 'string' ? value.state : '',
    isPullRequest: value.pull_request !== undefined && value.pull_request !== null,
  }
}
