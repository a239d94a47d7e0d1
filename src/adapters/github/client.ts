/**
 * The GitHub port over Octokit: `@octokit/core` with the paginate, retry and throttling plugins,
 * its fetch going through the run's undici dispatcher (so HTTPS_PROXY / NO_PROXY apply).
 *
 * What the libraries do: typed routes, paging, retries of reads on 5xx and lost answers, waits on
 * primary and secondary rate limits, and spacing of writes as GitHub asks. What stays here:
 * - creating a comment or an issue is never retried blindly (`retries: 0`): a lost answer may hide
 *   a comment that exists, which the caller finds again by its marker (status-comment.ts). Only a
 *   rate limit, which turns a request away unapplied, sends it again;
 * - the token goes to the API's own origin only, whatever a next-page link says;
 * - paging stops at a bound; every error names what failed and what to change (the missing
 *   `permissions:` scope, the token, when a rate limit resets) and never holds the token.
 */
import { Octokit } from '@octokit/core'
import { paginateRest } from '@octokit/plugin-paginate-rest'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck'
import { RequestError } from '@octokit/request-error'
import type { Endpoints } from '@octokit/types'
import { fetch as undiciFetch } from 'undici'
import { shorten } from '../../errors.ts'
import { defaultDispatcher, type Dispatcher } from '../http/dispatcher.ts'
import { redact } from '../../redact.ts'
import { PERMISSIONS, type Permission } from '../../types.ts'
import { GitHubError, GitHubNotFoundError, type PermissionNeed } from '../../ports/github-errors.ts'
import {
  attemptsOf,
  fromOctokitError,
  isUnanswered,
  MAX_RATE_LIMIT_WAIT_S,
  type CallSpec,
} from './octokit-errors.ts'
import type {
  CommentKind,
  GitHubApi,
  Issue,
  IssueComment,
  PullRequestInfo,
  ReactionContent,
  RepoRef,
  WorkflowRunState,
} from '../../ports/github.ts'

export interface GitHubClientOptions {
  token: string
  /** REST API base, e.g. https://api.github.com (GITHUB_API_URL; on GHES it ends in /api/v3). */
  apiUrl: string
  repo: RepoRef
  /** Defaults to the process-wide proxy-aware dispatcher. */
  dispatcher?: Dispatcher
  /** Overall deadline of one attempt, in ms (connect, headers and body). */
  requestTimeoutMs?: number
  /** Secrets to redact from every error and log text (the token is always among them). */
  secrets?: string[]
  /** Where rate-limit waits and identity fall-backs are told; silent by default. */
  log?: { warning(message: string): void; debug(message: string): void }
  /**
   * Milliseconds per second of every wait the plugins make (backoff, Retry-After, rate-limit
   * resets). 1000 in a run; tests shrink it to run retries without waiting.
   */
  msPerSecond?: number
}

/** The login the default workflow token writes as. */
export const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]'

const USER_AGENT = 'docs-agent-action/1'
const API_VERSION = '2022-11-28'
const REQUEST_TIMEOUT_MS = 20_000
/** 100 pages of 100: a bound that keeps a misbehaving server from paging us forever. */
const MAX_PAGES = 100
/** Rate-limit waits longer than this end the call with a GitHubRateLimitError instead. */
const MAX_RATE_LIMIT_RETRIES = 2
/** Status codes the retry plugin leaves alone; 403 and 429 are the throttling plugin's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]
/** Writes that go out at once before GitHub's pace applies (see writeSpacing). */
const WRITE_BURST = 8
const CREATE_BURST = 2
/** Reads are retried three times (four attempts) with the plugin's 1 s, 4 s, 9 s backoff. */
const READ_RETRIES = 3

const COMMENTS: PermissionNeed = {
  kind: 'scopes',
  scopes: ['issues: write', 'pull-requests: write'],
}
const ISSUES: PermissionNeed = { kind: 'scopes', scopes: ['issues: write'] }
const METADATA: PermissionNeed = { kind: 'metadata' }
const PULLS: PermissionNeed = { kind: 'scopes', scopes: ['pull-requests: read'] }
const ACTIONS: PermissionNeed = { kind: 'scopes', scopes: ['actions: read'] }

const GitHubOctokit = Octokit.plugin(paginateRest, retry, throttling)
/** Creates are sent once: a lost answer is recovered by the caller's marker, not by a resend. */
const NO_RETRY = { request: { retries: 0 } }

type CommentData =
  Endpoints['PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}']['response']['data']
type IssueData = Endpoints['PATCH /repos/{owner}/{repo}/issues/{issue_number}']['response']['data']
type PermissionData =
  Endpoints['GET /repos/{owner}/{repo}/collaborators/{username}/permission']['response']['data']

/** What the Octokit of one client is built from, and the count of attempts it made. */
interface Transport {
  octokit: InstanceType<typeof GitHubOctokit>
  readonly attempts: () => number
}

/**
 * Octokit with its plugins, fetching through the dispatcher (a deadline per attempt), logging
 * through the action's redacting log, and refusing to send the token to any other origin.
 */
function buildOctokit(
  options: GitHubClientOptions,
  baseUrl: string,
  origin: string,
  clean: (text: string) => string,
): Transport {
  const log = options.log ?? { warning: () => {}, debug: () => {} }
  const msPerSecond = options.msPerSecond ?? 1000
  const dispatcher = options.dispatcher ?? defaultDispatcher()
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  let attempts = 0
  const fetchThroughDispatcher: typeof fetch = async (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    attempts++
    // undici's fetch takes the same arguments as the global one, plus the dispatcher.
    const response = await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      signal,
      dispatcher,
    })
    return response as unknown as Response
  }
  const rateLimitHandler =
    (kind: string) =>
    (retryAfter: number, request: { method?: string; url?: string }, _o: unknown, n: number) => {
      const wanted = n < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_S
      log.warning(
        `GitHub's ${kind} rate limit turned away ${request.method ?? ''} ${request.url ?? ''}; ` +
          (wanted ? `trying again in ${retryAfter} s.` : 'not waiting for it.'),
      )
      return wanted
    }
  const octokit = new GitHubOctokit({
    baseUrl,
    userAgent: USER_AGENT,
    // `request.retries` must stay per call: set here, it would retry even what `doNotRetry` lists.
    request: { fetch: fetchThroughDispatcher },
    log: {
      debug: (m: string) => log.debug(clean(m)),
      info: (m: string) => log.debug(clean(m)),
      warn: (m: string) => log.warning(clean(m)),
      error: (m: string) => log.warning(clean(m)),
    },
    retry: { doNotRetry: DO_NOT_RETRY, retries: READ_RETRIES, retryAfterBaseValue: msPerSecond },
    throttle: {
      ...writeSpacing(msPerSecond),
      retryAfterBaseValue: msPerSecond,
      fallbackSecondaryRateRetryAfter: MAX_RATE_LIMIT_WAIT_S,
      onRateLimit: rateLimitHandler('primary'),
      onSecondaryRateLimit: rateLimitHandler('secondary'),
    },
  })
  // Before every call and every next page: the token goes to the API's own origin only, and the
  // REST API version is pinned.
  octokit.hook.before('request', (request) => {
    const target = new URL(request.url, `${baseUrl}/`)
    if (target.origin !== origin) {
      throw new GitHubError(
        `refused to follow a link to another host (${target.origin}): the token goes to ${origin} only`,
        null,
      )
    }
    request.headers['x-github-api-version'] = API_VERSION
    // GitHub documents `Bearer` for every kind of token; Octokit's token auth would send the older
    // `token` scheme, which some GitHub-compatible servers do not take.
    if (options.token) request.headers.authorization = `Bearer ${options.token}`
    // The retry plugin counts attempts in `request.request`, which is otherwise the object shared
    // by every call: a copy per call keeps one call's retries from counting against the next.
    request.request = { ...request.request }
  })
  return { octokit, attempts: () => attempts }
}

/**
 * The GitHub REST adapter. Every error it throws is a `GitHubError` (or subclass) whose text never
 * holds the token.
 */
export function createGitHubClient(options: GitHubClientOptions): GitHubApi {
  return new OctokitGitHub(options)
}

class OctokitGitHub implements GitHubApi {
  readonly #transport: Transport
  readonly #clean: (text: string) => string
  readonly #log: { warning(message: string): void }
  readonly #repo: { owner: string; repo: string }
  readonly #name: string
  #identity: Promise<string> | undefined

  constructor(options: GitHubClientOptions) {
    const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean)
    this.#clean = (text) => redact(text, secrets)
    this.#log = options.log ?? { warning: () => {} }
    const baseUrl = options.apiUrl.replace(/\/+$/, '')
    let origin: string
    try {
      origin = new URL(baseUrl).origin
    } catch {
      throw new GitHubError(`the GitHub API URL '${shorten(baseUrl, 80)}' is not a URL`, null)
    }
    this.#transport = buildOctokit(options, baseUrl, origin, this.#clean)
    this.#repo = { owner: options.repo.owner, repo: options.repo.repo }
    this.#name = `${options.repo.owner}/${options.repo.repo}`
  }

  get requestCount(): number {
    return this.#transport.attempts()
  }

  get #octokit() {
    return this.#transport.octokit
  }

  /** Runs one Octokit call, mapping whatever it throws onto the typed errors. */
  async #call<T>(spec: CallSpec, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw fromOctokitError(error, spec, this.#clean)
    }
  }

  #onIssue(n: number): string {
    return `issue or pull request #${n} in ${this.#name}`
  }

  #comment(id: number): string {
    return `comment ${id} in ${this.#name}`
  }

  identity(): Promise<string> {
    this.#identity ??= this.#findIdentity()
    return this.#identity
  }

  /**
   * The login `github-token` writes as. GraphQL's `viewer` answers for every kind of token (the
   * workflow's, an app's, a person's); `GET /user` is the fallback for a server without GraphQL.
   * When both refuse, the default token's identity is assumed, and said so.
   */
  async #findIdentity(): Promise<string> {
    const spec = callSpec("read the token's identity", 'authenticated user', null)
    const refusals: string[] = []
    const attempts: Array<() => Promise<string | undefined>> = [
      async () =>
        (await this.#octokit.graphql<{ viewer?: { login?: string } }>('query { viewer { login } }'))
          .viewer?.login,
      async () => (await this.#octokit.request('GET /user')).data.login,
    ]
    for (const attempt of attempts) {
      try {
        const login = await attempt()
        if (login) return login
        refusals.push('no login in the answer')
      } catch (error) {
        // A server error or no answer at all is a failure of the run, not a reason to guess.
        if (!(error instanceof Error) || isUnanswered(error))
          throw fromOctokitError(error, spec, this.#clean)
        refusals.push(this.#clean(shorten(error.message, 120)))
      }
    }
    this.#log.warning(
      `Could not read the identity of 'github-token' (${refusals.join('; ')}); status comments ` +
        `and report issues count as the action's own only when written by ${DEFAULT_TOKEN_LOGIN}.`,
    )
    return DEFAULT_TOKEN_LOGIN
  }

  async getPermission(user: string): Promise<Permission | 'none'> {
    const spec = callSpec(`read the repository permission of ${user}`, `user ${user}`, METADATA)
    try {
      const { data } = await this.#call(spec, () =>
        this.#octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
          ...this.#repo,
          username: user,
        }),
      )
      return toPermission(data)
    } catch (error) {
      // GitHub answers 404 for a login that is no user; either way it has no permission here.
      if (error instanceof GitHubNotFoundError) return 'none'
      throw error
    }
  }

  async listComments(issueNumber: number): Promise<IssueComment[]> {
    const spec = callSpec(
      `list the comments of #${issueNumber}`,
      this.#onIssue(issueNumber),
      COMMENTS,
    )
    const pages = this.#octokit.paginate.iterator(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      { ...this.#repo, issue_number: issueNumber, per_page: 100 },
    )
    return (await this.#call(spec, () => listAll(pages))).map(toComment)
  }

  async listRecentComments(since: string): Promise<IssueComment[]> {
    const spec = callSpec(
      `list the comments of ${this.#name} updated since ${since}`,
      `repository ${this.#name}`,
      COMMENTS,
    )
    const pages = this.#octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/comments', {
      ...this.#repo,
      sort: 'updated',
      direction: 'desc',
      since,
      per_page: 100,
    })
    return (await this.#call(spec, () => listAll(pages))).map(toComment)
  }

  async getComment(commentId: number): Promise<IssueComment | null> {
    const spec = callSpec(`read comment ${commentId}`, this.#comment(commentId), COMMENTS)
    try {
      const { data } = await this.#call(spec, () =>
        this.#octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...this.#repo,
          comment_id: commentId,
        }),
      )
      return toComment(data)
    } catch (error) {
      if (error instanceof GitHubNotFoundError) return null
      throw error
    }
  }

  async getWorkflowRun(runId: string): Promise<WorkflowRunState> {
    const spec = callSpec(`read workflow run ${runId}`, `run ${runId} of ${this.#name}`, ACTIONS)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
        ...this.#repo,
        run_id: Number(runId),
      }),
    )
    return { status: data.status ?? 'unknown' }
  }

  async createComment(issueNumber: number, body: string): Promise<IssueComment> {
    const spec = callSpec(`comment on #${issueNumber}`, this.#onIssue(issueNumber), COMMENTS, true)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...this.#repo,
        issue_number: issueNumber,
        body,
        ...NO_RETRY,
      }),
    )
    return toComment(data)
  }

  async updateComment(commentId: number, body: string): Promise<IssueComment> {
    const spec = callSpec(`edit comment ${commentId}`, this.#comment(commentId), COMMENTS)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...this.#repo,
        comment_id: commentId,
        body,
      }),
    )
    return toComment(data)
  }

  async deleteComment(commentId: number): Promise<void> {
    const spec = callSpec(`delete comment ${commentId}`, this.#comment(commentId), COMMENTS)
    try {
      await this.#octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        ...this.#repo,
        comment_id: commentId,
      })
    } catch (error) {
      // A retry after a lost answer finds the comment gone: the first attempt did the work.
      if (error instanceof RequestError && error.status === 404 && attemptsOf(error) > 1) return
      throw fromOctokitError(error, spec, this.#clean)
    }
  }

  async addReaction(
    commentId: number,
    content: ReactionContent,
    on: CommentKind = 'issue-comment',
  ): Promise<void> {
    // Adding the same reaction again is harmless: GitHub answers 200 with the existing one.
    const what = `add a ${content} reaction to ${on === 'review-comment' ? 'review ' : ''}comment ${commentId}`
    const spec = callSpec(what, this.#comment(commentId), COMMENTS)
    const parameters = { ...this.#repo, comment_id: commentId, content }
    await this.#call(spec, () =>
      on === 'review-comment'
        ? this.#octokit.request(
            'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
            parameters,
          )
        : this.#octokit.request(
            'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
            parameters,
          ),
    )
  }

  async removeReaction(
    commentId: number,
    content: ReactionContent,
    on: CommentKind = 'issue-comment',
  ): Promise<void> {
    const what = `remove the ${content} reaction from ${on === 'review-comment' ? 'review ' : ''}comment ${commentId}`
    const spec = callSpec(what, this.#comment(commentId), COMMENTS)
    const identity = (await this.identity()).toLowerCase()
    const parameters = { ...this.#repo, comment_id: commentId, content, per_page: 100 }
    const { data } = await this.#call(spec, () =>
      on === 'review-comment'
        ? this.#octokit.request(
            'GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
            parameters,
          )
        : this.#octokit.request(
            'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
            parameters,
          ),
    )
    const own = data.find((r) => r.content === content && r.user?.login.toLowerCase() === identity)
    if (!own) return
    const target = { ...this.#repo, comment_id: commentId, reaction_id: own.id }
    await this.#call(spec, () =>
      on === 'review-comment'
        ? this.#octokit.request(
            'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}',
            target,
          )
        : this.#octokit.request(
            'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
            target,
          ),
    )
  }

  async getPullRequest(pullNumber: number): Promise<PullRequestInfo> {
    const spec = callSpec(`read pull request #${pullNumber}`, this.#onIssue(pullNumber), PULLS)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...this.#repo,
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
  }

  async listPullRequestFiles(pullNumber: number, max: number): Promise<string[]> {
    const spec = callSpec(
      `list the files of pull request #${pullNumber}`,
      this.#onIssue(pullNumber),
      PULLS,
    )
    const pages = this.#octokit.paginate.iterator(
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      { ...this.#repo, pull_number: pullNumber, per_page: Math.min(100, Math.max(1, max)) },
    )
    return this.#call(spec, async () => {
      const paths: string[] = []
      for await (const { data } of pages) {
        for (const file of data) if (paths.length < max) paths.push(file.filename)
        if (paths.length >= max) break
      }
      return paths
    })
  }

  async listOpenIssues(): Promise<Issue[]> {
    const spec = callSpec(
      `list the open issues of ${this.#name}`,
      `repository ${this.#name}`,
      ISSUES,
    )
    const pages = this.#octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues', {
      ...this.#repo,
      state: 'open',
      per_page: 100,
    })
    return (await this.#call(spec, () => listAll(pages))).map(toIssue)
  }

  async createIssue(title: string, body: string): Promise<Issue> {
    const what = `create an issue in ${this.#name}`
    const spec = callSpec(what, `repository ${this.#name}`, ISSUES, true)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('POST /repos/{owner}/{repo}/issues', {
        ...this.#repo,
        title,
        body,
        ...NO_RETRY,
      }),
    )
    return toIssue(data)
  }

  async updateIssue(
    issueNumber: number,
    fields: { title?: string; body?: string },
  ): Promise<Issue> {
    const resource = `issue #${issueNumber} in ${this.#name}`
    const spec = callSpec(`update issue #${issueNumber}`, resource, ISSUES)
    const { data } = await this.#call(spec, () =>
      this.#octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...this.#repo,
        issue_number: issueNumber,
        ...fields,
      }),
    )
    return toIssue(data)
  }
}

/** Every item of a list endpoint, at most MAX_PAGES pages of 100. */
async function listAll<T>(pages: AsyncIterable<{ data: T[] }>): Promise<T[]> {
  const items: T[] = []
  let page = 0
  for await (const { data } of pages) {
    items.push(...data)
    if (++page >= MAX_PAGES) break
  }
  return items
}

/** A call in the words its errors use (see CallSpec). */
function callSpec(
  what: string,
  resource: string,
  need: PermissionNeed | null,
  create = false,
): CallSpec {
  return { what, resource, need, create }
}

/**
 * How writes are spaced. GitHub asks integrations that make many writes to leave a second between
 * them, and at least three between content-creating ones (comments, issues); the throttling plugin
 * applies that to every write from the first. A run writes a handful of times (a status comment, a
 * reaction, a few edits), so each client here gets token buckets instead: a short burst goes out at
 * once, and past it the same one-a-second (one-per-three-seconds) pace holds. Per client, not per
 * process, so that tests do not share a budget. `msPerSecond` scales the pace as it scales waits.
 */
function writeSpacing(msPerSecond: number): {
  write: Bottleneck.Group
  notifications: Bottleneck.Group
} {
  const bucket = (burst: number, everySeconds: number): Bottleneck.Group =>
    new Bottleneck.Group({
      maxConcurrent: 1,
      reservoir: burst,
      reservoirIncreaseAmount: 1,
      reservoirIncreaseMaximum: burst,
      reservoirIncreaseInterval: everySeconds * msPerSecond,
      heartbeatInterval: Math.min(250, Math.max(1, msPerSecond / 4)),
    })
  return { write: bucket(WRITE_BURST, 1), notifications: bucket(CREATE_BURST, 3) }
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
