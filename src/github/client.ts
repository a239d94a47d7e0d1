/**
 * A small GitHub REST client over undici, for the few calls the action makes. Small on purpose:
 * the full Octokit would double the bundle and the start-up time for ten endpoints.
 *
 * Retries by meaning. Reads, edits (a PATCH of a whole body), deletes and reactions give the same
 * result when repeated, so they are retried on transport errors, 5xx and rate limits. Creating a
 * comment or an issue is not: it is sent again only when GitHub provably did not apply it (the
 * connection was refused, or a rate limit turned it away). After any other doubt the error is
 * thrown and the caller looks for what it created by its marker (see status-comment.ts).
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
import { PERMISSIONS, type HttpAdapterOptions, type Permission } from '../types.ts'
import {
  GitHubAuthError,
  GitHubError,
  GitHubNotFoundError,
  GitHubPermissionError,
  GitHubRateLimitError,
  type PermissionNeed,
} from './errors.ts'
import type { GitHubApi, Issue, IssueComment, ReactionContent, RepoRef } from './types.ts'

export interface GitHubClientOptions extends HttpAdapterOptions {
  token: string
  /** REST API base, e.g. https://api.github.com (GITHUB_API_URL; on GHES it ends in /api/v3). */
  apiUrl: string
  repo: RepoRef
  retryPolicy?: RetryPolicy
}

const USER_AGENT = 'docs-agent-action/1'
const REQUEST_TIMEOUT_MS = 20_000
/** 100 pages of 100: a bound that keeps a misbehaving server from paging us forever. */
const MAX_PAGES = 100
/** GitHub asks for at least a minute's wait after a secondary rate limit that gives no time. */
const SECONDARY_LIMIT_WAIT_MS = 60_000

const COMMENTS: PermissionNeed = {
  kind: 'scopes',
  scopes: ['issues: write', 'pull-requests: write'],
}
const ISSUES: PermissionNeed = { kind: 'scopes', scopes: ['issues: write'] }
const METADATA: PermissionNeed = { kind: 'metadata' }

/** What one call is: for retries, and for errors that say what failed and what to change. */
interface CallSpec {
  method: HttpMethod
  /** Absolute URL (page links) or a path below the API base. */
  target: string
  json?: unknown
  /** Verb phrase for messages: "edit comment 123". */
  what: string
  /** What a 404 means was missing: "comment 123 in acme/docs". */
  resource: string
  /** What a 403 "not accessible by integration" means is missing; null: no scope helps. */
  need: PermissionNeed | null
  /** `safe`: repeating it changes nothing. `create`: resent only when provably not applied. */
  retry: 'safe' | 'create'
  /** A DELETE retried after a lost answer finds the thing gone: that is success. */
  goneIsDone?: boolean
}

type Json = Record<string, unknown>

/**
 * The GitHub REST adapter. Every error it throws is a `GitHubError` (or subclass) whose text never
 * holds the token.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubApi {
  const clock = options.clock ?? systemClock
  const random = options.random ?? Math.random
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY
  const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean)
  const base = options.apiUrl.replace(/\/+$/, '')
  let origin: string
  try {
    origin = new URL(base).origin
  } catch {
    throw new GitHubError(`the GitHub API URL '${shorten(base, 80)}' is not a URL`, null)
  }
  const { owner, repo } = options.repo
  const repoName = `${owner}/${repo}`
  const repoPath = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': USER_AGENT,
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let requestCount = 0

  const clean = (text: string): string => redact(text, secrets)

  async function send(spec: CallSpec): Promise<HttpAnswer> {
    const url = spec.target.startsWith('/') ? `${base}${spec.target}` : spec.target
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= policy.maxAttempts
      let answer: HttpAnswer
      try {
        answer = await sendOnce(options.dispatcher, {
          method: spec.method,
          url,
          headers,
          json: spec.json,
          timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
        })
        requestCount++
      } catch (error) {
        if (!(error instanceof TransportError)) throw error
        if (!error.notSent) requestCount++
        if (error.aborted || last || !(error.notSent || spec.retry === 'safe')) {
          throw transportFailure(spec, error, attempt)
        }
        await clock.sleep(retryDelay(attempt, policy, random, undefined))
        continue
      }
      if (answer.status >= 200 && answer.status < 300) return answer
      if (answer.status === 404 && spec.goneIsDone && attempt > 1) return answer

      const text = errorText(answer)
      const limit = rateLimit(answer, text, clock.now())
      if (limit) {
        // A rate-limited request was turned away, not applied: even a create may be sent again.
        if (last || (limit.waitMs ?? 0) > policy.maxRetryAfterMs) {
          throw rateLimitError(spec, answer.status, text, limit.waitMs, attempt)
        }
        await clock.sleep(retryDelay(attempt, policy, random, limit.waitMs))
        continue
      }
      if (isRetryableStatus(answer.status) && spec.retry === 'safe' && !last) {
        const retryAfter = parseRetryAfter(answer.headers['retry-after'], clock.now())
        if (retryAfter === undefined || retryAfter <= policy.maxRetryAfterMs) {
          await clock.sleep(retryDelay(attempt, policy, random, retryAfter))
          continue
        }
      }
      throw statusError(spec, answer.status, text, attempt)
    }
  }

  async function sendJson(spec: CallSpec): Promise<Json> {
    const answer = await send(spec)
    const value = parseJson(answer, spec)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new GitHubError(
        `GitHub's answer to '${spec.what}' was not a JSON object`,
        answer.status,
      )
    }
    return value as Json
  }

  function parseJson(answer: HttpAnswer, spec: Pick<CallSpec, 'what'>): unknown {
    try {
      return JSON.parse(answer.text)
    } catch {
      throw new GitHubError(
        `GitHub's answer to '${spec.what}' was not JSON (status ${answer.status}): ${clean(shorten(answer.text.trim(), 120))}`,
        answer.status,
      )
    }
  }

  /** Every page of a list endpoint (per_page=100, following the Link header's `next`). */
  async function listAll(spec: Omit<CallSpec, 'method' | 'retry'>): Promise<Json[]> {
    const items: Json[] = []
    const first = new URL(`${base}${spec.target}`)
    first.searchParams.set('per_page', '100')
    let next: string | null = first.href
    for (let page = 1; next && page <= MAX_PAGES; page++) {
      const answer = await send({ ...spec, method: 'GET', target: next, retry: 'safe' })
      const value = parseJson(answer, spec)
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'object' || v === null)) {
        throw new GitHubError(
          `GitHub's answer to '${spec.what}' was not a list of objects`,
          answer.status,
        )
      }
      items.push(...(value as Json[]))
      next = nextPage(answer.headers.link, spec.what)
    }
    return items
  }

  /** The `rel="next"` URL of a Link header; only on the API's own origin, where the token may go. */
  function nextPage(link: string | undefined, what: string): string | null {
    if (!link) return null
    for (const match of link.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
      const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] ?? '')?.[1] ?? ''
      if (!rel.split(/\s+/).includes('next')) continue
      let url: URL
      try {
        url = new URL(match[1] ?? '', `${base}/`)
      } catch {
        break
      }
      if (url.origin !== origin) {
        throw new GitHubError(
          `GitHub's next-page link for '${what}' points to another host (${url.origin}); stopped rather than send the token there`,
          null,
        )
      }
      return url.href
    }
    return null
  }

  function transportFailure(spec: CallSpec, error: TransportError, attempt: number): GitHubError {
    const tries = attempt > 1 ? ` (after ${attempt} attempts)` : ''
    const doubt =
      spec.retry === 'create' && !error.notSent
        ? '; it may or may not have been applied, so it was not sent again'
        : ''
    return new GitHubError(
      clean(`could not ${spec.what}${tries}: ${error.message}${doubt}`),
      null,
      {
        cause: error,
      },
    )
  }

  function rateLimitError(
    spec: CallSpec,
    status: number,
    text: string,
    waitMs: number | undefined,
    attempt: number,
  ): GitHubRateLimitError {
    const now = clock.now()
    const resetAt = waitMs === undefined ? null : now + waitMs
    const when =
      resetAt === null
        ? 'GitHub did not say when it lifts'
        : `it resets at ${new Date(resetAt).toISOString().slice(11, 19)} UTC (${inAbout(resetAt - now)})`
    const tries = attempt > 1 ? ` after ${attempt} attempts` : ''
    return new GitHubRateLimitError(
      clean(`GitHub's rate limit stopped '${spec.what}'${tries}: ${text}; ${when}.`),
      status,
      resetAt,
    )
  }

  function statusError(spec: CallSpec, status: number, text: string, attempt: number): GitHubError {
    if (status === 403 && /not accessible by integration/i.test(text) && spec.need) {
      return new GitHubPermissionError(spec.what, spec.need, text)
    }
    if (status === 401) return new GitHubAuthError(spec.what, text)
    if (status === 404) {
      return new GitHubNotFoundError(
        `GitHub found no ${spec.resource} while trying to ${spec.what} (404: ${text}).`,
        spec.resource,
      )
    }
    const tries = attempt > 1 ? ` after ${attempt} attempts` : ''
    return new GitHubError(
      `GitHub answered ${status} to '${spec.what}'${tries}: ${text}.`,
      status,
      status === 403
        ? { hint: 'the token may lack access to this repository, or the action may be blocked' }
        : undefined,
    )
  }

  /** GitHub's message (with validation details), one line, shortened and redacted. */
  function errorText(answer: HttpAnswer): string {
    let text = answer.text
    try {
      const value = JSON.parse(answer.text) as Json
      if (typeof value?.message === 'string') {
        const details = Array.isArray(value.errors)
          ? value.errors
              .map((e: unknown) =>
                typeof e === 'string'
                  ? e
                  : typeof (e as Json)?.message === 'string'
                    ? String((e as Json).message)
                    : [(e as Json)?.field, (e as Json)?.code].filter(Boolean).join(' '),
              )
              .filter(Boolean)
          : []
        text = details.length > 0 ? `${value.message} (${details.join('; ')})` : value.message
      }
    } catch {
      // Not JSON (a proxy's HTML page): keep the raw text, shortened below.
    }
    const oneLine = text.replace(/\s+/g, ' ').trim()
    return clean(shorten(oneLine || `HTTP ${answer.status}`, 300))
  }

  const commentsOf = (n: number): string => `${repoPath}/issues/${n}/comments`
  const commentPath = (id: number): string => `${repoPath}/issues/comments/${id}`
  const onIssue = (n: number): string => `issue or pull request #${n} in ${repoName}`
  const comment = (id: number): string => `comment ${id} in ${repoName}`

  return {
    get requestCount() {
      return requestCount
    },

    async getPermission(user: string): Promise<Permission | 'none'> {
      try {
        const value = await sendJson({
          method: 'GET',
          target: `${repoPath}/collaborators/${encodeURIComponent(user)}/permission`,
          what: `read the repository permission of ${user}`,
          resource: `user ${user}`,
          need: METADATA,
          retry: 'safe',
        })
        return toPermission(value)
      } catch (error) {
        // GitHub answers 404 for a login that is no user; either way it has no permission here.
        if (error instanceof GitHubNotFoundError) return 'none'
        throw error
      }
    },

    async listComments(issueNumber: number): Promise<IssueComment[]> {
      const list = await listAll({
        target: commentsOf(issueNumber),
        what: `list the comments of #${issueNumber}`,
        resource: onIssue(issueNumber),
        need: COMMENTS,
      })
      return list.map(toComment)
    },

    async createComment(issueNumber: number, body: string): Promise<IssueComment> {
      const value = await sendJson({
        method: 'POST',
        target: commentsOf(issueNumber),
        json: { body },
        what: `comment on #${issueNumber}`,
        resource: onIssue(issueNumber),
        need: COMMENTS,
        retry: 'create',
      })
      return toComment(value)
    },

    async updateComment(commentId: number, body: string): Promise<IssueComment> {
      const value = await sendJson({
        method: 'PATCH',
        target: commentPath(commentId),
        json: { body },
        what: `edit comment ${commentId}`,
        resource: comment(commentId),
        need: COMMENTS,
        retry: 'safe',
      })
      return toComment(value)
    },

    async deleteComment(commentId: number): Promise<void> {
      await send({
        method: 'DELETE',
        target: commentPath(commentId),
        what: `delete comment ${commentId}`,
        resource: comment(commentId),
        need: COMMENTS,
        retry: 'safe',
        goneIsDone: true,
      })
    },

    async addReaction(commentId: number, content: ReactionContent): Promise<void> {
      // Adding the same reaction again is harmless: GitHub answers 200 with the existing one.
      await send({
        method: 'POST',
        target: `${commentPath(commentId)}/reactions`,
        json: { content },
        what: `add a ${content} reaction to comment ${commentId}`,
        resource: comment(commentId),
        need: COMMENTS,
        retry: 'safe',
      })
    },

    async listOpenIssues(): Promise<Issue[]> {
      const list = await listAll({
        target: `${repoPath}/issues?state=open`,
        what: `list the open issues of ${repoName}`,
        resource: `repository ${repoName}`,
        need: ISSUES,
      })
      return list.map(toIssue)
    },

    async createIssue(title: string, body: string): Promise<Issue> {
      const value = await sendJson({
        method: 'POST',
        target: `${repoPath}/issues`,
        json: { title, body },
        what: `create an issue in ${repoName}`,
        resource: `repository ${repoName}`,
        need: ISSUES,
        retry: 'create',
      })
      return toIssue(value)
    },

    async updateIssue(
      issueNumber: number,
      fields: { title?: string; body?: string },
    ): Promise<Issue> {
      const value = await sendJson({
        method: 'PATCH',
        target: `${repoPath}/issues/${issueNumber}`,
        json: fields,
        what: `update issue #${issueNumber}`,
        resource: `issue #${issueNumber} in ${repoName}`,
        need: ISSUES,
        retry: 'safe',
      })
      return toIssue(value)
    },

    async getAuthenticatedLogin(): Promise<string | null> {
      try {
        const value = await sendJson({
          method: 'GET',
          target: '/user',
          what: "read the token's identity",
          resource: 'authenticated user',
          need: null,
          retry: 'safe',
        })
        return typeof value.login === 'string' && value.login ? value.login : null
      } catch (error) {
        // An installation token (GITHUB_TOKEN) cannot read /user: expected, not an error. A bad
        // token fails here too, and again, with a clear error, on the call that needs it.
        if (error instanceof GitHubError && [401, 403, 404].includes(error.status ?? 0)) return null
        throw error
      }
    },
  }
}

/**
 * Whether an error answer is a rate limit, and how long GitHub asks us to wait (undefined: it did
 * not say). Primary limit: remaining 0 until x-ratelimit-reset. Secondary limit: 403/429 with
 * retry-after, or its message alone.
 */
function rateLimit(
  answer: HttpAnswer,
  text: string,
  nowMs: number,
): { waitMs: number | undefined } | null {
  if (answer.status !== 403 && answer.status !== 429) return null
  const retryAfter = parseRetryAfter(answer.headers['retry-after'], nowMs)
  const exhausted = answer.headers['x-ratelimit-remaining']?.trim() === '0'
  const saysSo = /rate limit/i.test(text)
  if (answer.status === 403 && retryAfter === undefined && !exhausted && !saysSo) return null
  if (retryAfter !== undefined) return { waitMs: retryAfter }
  if (exhausted) {
    return { waitMs: parseRateLimitReset(answer.headers['x-ratelimit-reset'], nowMs) }
  }
  return { waitMs: /secondary rate limit/i.test(text) ? SECONDARY_LIMIT_WAIT_MS : undefined }
}

function inAbout(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  if (seconds < 120) return `in about ${seconds} s`
  const minutes = Math.round(seconds / 60)
  const rounded = minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`
  return `in about ${rounded}, ${seconds} s`
}

/**
 * The five levels from GitHub's answer. `role_name` carries triage and maintain, which the legacy
 * `permission` folds into read and write; a custom role's name is none of the five, and then
 * `permission` gives its base level.
 */
function toPermission(value: Json): Permission | 'none' {
  const user = (value.user ?? {}) as Json
  for (const candidate of [value.role_name, user.role_name, value.permission]) {
    if (typeof candidate === 'string' && (PERMISSIONS as readonly string[]).includes(candidate)) {
      return candidate as Permission
    }
  }
  return 'none'
}

function toComment(value: Json): IssueComment {
  const user = (value.user ?? {}) as Json
  if (typeof value.id !== 'number') {
    throw new GitHubError("GitHub's comment answer has no id", null)
  }
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
  const user = (value.user ?? {}) as Json
  if (typeof value.number !== 'number') {
    throw new GitHubError("GitHub's issue answer has no number", null)
  }
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
