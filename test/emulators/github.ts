/**
 * A GitHub REST emulator on loopback for the calls the action makes: collaborator permission,
 * issue comments (list with paging, create, update, delete), comment reactions, issues (list,
 * create, update, add and delete a reaction), pull requests (read, list files), review comment reactions and `GET /user`.
 * Answers are shaped like GitHub's (ids, node ids, users, timestamps, `Link` paging,
 * `x-ratelimit-*` headers, error bodies with `documentation_url`).
 *
 * With a request log and per-route faults: status answers (a 403 "Resource not accessible by
 * integration", rate limits, 5xx), lost answers (the request is applied, then the socket is
 * destroyed) and latency. Standard library only, so scripts can run it with Node alone.
 *
 * One leniency: an issue number never added exists implicitly, as a pull request without comments
 * (commenting on it creates it), so tests need not declare every issue they use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

export type GitHubRoute =
  | 'permission'
  | 'listComments'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'reaction'
  | 'listIssues'
  | 'createIssue'
  | 'updateIssue'
  | 'getIssue'
  | 'user'
  | 'graphql'
  | 'pullRequest'
  | 'foreignPull'
  | 'pullFiles'
  | 'reviewReaction'
  | 'listRepoComments'
  | 'getComment'
  | 'workflowRun'
  | 'listReactions'
  | 'deleteReaction'
  | 'issueReaction'
  | 'deleteIssueReaction'

/** One fault, consumed by one request on its route (queue, FIFO). */
export type GitHubFault =
  /** Answer `status` with `body` (default {"message": "Emulated <status>"}) without applying. */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Apply the request (e.g. create the comment), then destroy the socket without an answer. */
  | { kind: 'lost-answer' }
  /** Wait `ms` before handling the request, then handle it normally. */
  | { kind: 'latency'; ms: number }
  /** Hold the request until `until` settles (the test releases it), then handle it normally. */
  | { kind: 'hold'; until: Promise<unknown> }

export interface GitHubRequest {
  /** Order of arrival, from 1. */
  seq: number
  method: string
  /** Pathname, without the query. */
  path: string
  query: Record<string, string>
  /** Lower-case header names, `authorization` left out (see `authorization`). */
  headers: Record<string, string>
  body: string
  route: GitHubRoute | 'unknown'
  /** Status answered; null while in flight or when the answer was lost. */
  status: number | null
  /** The Authorization header as sent (tests blank it before looking for leaked secrets). */
  authorization: string
  /** The client's port on its connection: which connection (a proxy's, say) the request came on. */
  remotePort: number | null
  /** The body answered, as sent (null when no answer was written). */
  responseBody: string | null
}

export interface EmulatedComment {
  id: number
  issueNumber: number
  body: string
  login: string
  type: string
  createdAt: string
  updatedAt: string
}

export interface EmulatedIssue {
  number: number
  title: string
  /** A pull request's branches and the paths it changes. */
  baseRef: string
  headRef: string
  files: string[]
  body: string
  state: 'open' | 'closed'
  /** A pull request's merge time (ISO 8601), or null. */
  mergedAt: string | null
  isPullRequest: boolean
  login: string
  type: string
  createdAt: string
  updatedAt: string
}

export type EmulatedPermission = 'none' | 'read' | 'triage' | 'write' | 'maintain' | 'admin'

export interface GitHubEmulator {
  /** API base to give the client, e.g. http://127.0.0.1:43567 */
  readonly url: string
  readonly token: string
  /** The login the token writes as: the action's own identity here. */
  readonly selfLogin: string
  readonly requests: GitHubRequest[]
  /**
   * A user's repository permission. `roleName` stands for a custom role (answered as `role_name`,
   * with `permission` as its base). Users never set are unknown: 404, as GitHub answers.
   */
  setPermission(
    user: string,
    permission: EmulatedPermission,
    type?: string,
    roleName?: string,
  ): void
  addIssue(issue: {
    number: number
    title?: string
    isPullRequest?: boolean
    body?: string
    login?: string
    type?: string
    state?: 'open' | 'closed'
    baseRef?: string
    headRef?: string
    files?: string[]
  }): void
  /**
   * Sets whether and when a pull request was merged (`GET …/pulls/{n}` answers `state`, `merged`,
   * `merged_at`). In the workflow's repository it must have been added (`addIssue`); another
   * repository's (`repo`: `owner/name`) is created on first use; one never set there answers 404.
   */
  setPullRequestMerge(
    pull: { number: number; repo?: string },
    merge: { state: 'open' | 'closed'; mergedAt?: string | null },
  ): void
  /** Adds a comment on a line of a pull request's diff as `login`; returns its id. */
  addReviewComment(pullNumber: number, comment: { body: string; login: string }): number
  /** The reactions on a review comment, in the order added (contents). */
  reviewReactions(commentId: number): string[]
  /**
   * Adds a comment as `login` (type `User` unless given); returns its id. `updatedAt` places it in
   * time (default: the emulator's clock, which ticks a second per write).
   */
  addComment(
    issueNumber: number,
    comment: { body: string; login: string; type?: string; updatedAt?: string },
  ): number
  /** A workflow run's status as `GET /actions/runs/{id}` answers it (default `completed`). */
  setRunStatus(runId: string, status: string): void
  /** Deletes a comment behind the client's back (e.g. from an `onRequest` hook); false when absent. */
  deleteComment(commentId: number): boolean
  /** The comments of an issue now, oldest first (copies). */
  comments(issueNumber: number): EmulatedComment[]
  /** The reactions on a comment, in the order added (contents). */
  reactions(commentId: number): string[]
  /** The reactions on issue #`issueNumber` now, in the order added (contents). */
  issueReactions(issueNumber: number): string[]
  issues(): Array<EmulatedIssue & { htmlUrl: string }>
  /** Every body issue #`issueNumber` has held, oldest first (its creation, then each edit). */
  issueBodies(issueNumber: number): string[]
  addFaults(route: GitHubRoute, ...faults: GitHubFault[]): void
  /** Called with each request before it is handled (to change state mid-run); null removes it. */
  onRequest(hook: ((request: GitHubRequest) => void) | null): void
  close(): Promise<void>
}

export const DEFAULT_GITHUB_TOKEN = 'ghs_emulatorTokenABCDEFGHIJKLMNOPQRSTU'

const DOCS = 'https://docs.github.com/rest'

/** The 403 a GITHUB_TOKEN gets for a call its `permissions:` do not cover. */
export const NOT_ACCESSIBLE: GitHubFault = {
  kind: 'status',
  status: 403,
  body: {
    message: 'Resource not accessible by integration',
    documentation_url: DOCS,
    status: '403',
  },
}

/** GitHub's secondary rate limit: 403 with `retry-after` (seconds) when given. */
export function secondaryRateLimit(retryAfterSeconds?: number): GitHubFault {
  return {
    kind: 'status',
    status: 403,
    body: {
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url: `${DOCS}/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits`,
    },
    headers: retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) },
  }
}

/** GitHub's primary rate limit run out: 403, remaining 0, reset at `resetEpochSeconds`. */
export function primaryRateLimit(resetEpochSeconds: number): GitHubFault {
  return {
    kind: 'status',
    status: 403,
    body: {
      message: 'API rate limit exceeded for installation ID 4242.',
      documentation_url: `${DOCS}/using-the-rest-api/rate-limits-for-the-rest-api`,
    },
    headers: {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': '5000',
      'x-ratelimit-reset': String(resetEpochSeconds),
    },
  }
}

/** The templated URLs of a repository object, as GitHub writes them, after the repository's API URL. */
const REPOSITORY_URLS: ReadonlyArray<[string, string]> = [
  ['archive_url', '/{archive_format}{/ref}'],
  ['assignees_url', '/assignees{/user}'],
  ['blobs_url', '/git/blobs{/sha}'],
  ['branches_url', '/branches{/branch}'],
  ['collaborators_url', '/collaborators{/collaborator}'],
  ['comments_url', '/comments{/number}'],
  ['commits_url', '/commits{/sha}'],
  ['compare_url', '/compare/{base}...{head}'],
  ['contents_url', '/contents/{+path}'],
  ['contributors_url', '/contributors'],
  ['deployments_url', '/deployments'],
  ['downloads_url', '/downloads'],
  ['events_url', '/events'],
  ['forks_url', '/forks'],
  ['git_commits_url', '/git/commits{/sha}'],
  ['git_refs_url', '/git/refs{/sha}'],
  ['git_tags_url', '/git/tags{/sha}'],
  ['hooks_url', '/hooks'],
  ['issue_comment_url', '/issues/comments{/number}'],
  ['issue_events_url', '/issues/events{/number}'],
  ['issues_url', '/issues{/number}'],
  ['keys_url', '/keys{/key_id}'],
  ['labels_url', '/labels{/name}'],
  ['languages_url', '/languages'],
  ['merges_url', '/merges'],
  ['milestones_url', '/milestones{/number}'],
  ['notifications_url', '/notifications{?since,all,participating}'],
  ['pulls_url', '/pulls{/number}'],
  ['releases_url', '/releases{/id}'],
  ['stargazers_url', '/stargazers'],
  ['statuses_url', '/statuses/{sha}'],
  ['subscribers_url', '/subscribers'],
  ['subscription_url', '/subscription'],
  ['tags_url', '/tags'],
  ['teams_url', '/teams'],
  ['trees_url', '/git/trees{/sha}'],
]

const REACTIONS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'])
const MAX_BODY = 65_536
const ROLE_BASE: Record<EmulatedPermission, string> = {
  none: 'none',
  read: 'read',
  triage: 'read',
  write: 'write',
  maintain: 'write',
  admin: 'admin',
}

type Answer = [status: number, body: unknown, headers?: Record<string, string>]

/** Starts the emulator on 127.0.0.1, on a free port unless `port` is given. */
export async function startGitHubEmulator(
  options: {
    token?: string
    owner?: string
    repo?: string
    /** Author of what the token writes when it is not a PAT (default `github-actions[bot]`). */
    selfLogin?: string
    /** When set, the token acts as this user (a PAT): `GET /user` answers it, it authors writes. */
    patLogin?: string | null
    /** false: no GraphQL endpoint (404), like a server that only emulates REST. Default true. */
    graphql?: boolean
    /** Serve HTTPS with this key and certificate (PEM) instead of plain HTTP. */
    tls?: { key: string; cert: string }
    /**
     * Lay the API out as GitHub Enterprise Server does: REST under /api/v3 (which `url` then ends
     * in, as GITHUB_API_URL does), GraphQL at /api/graphql.
     */
    ghes?: boolean
    /** The port to listen on (default 0: a free one). */
    port?: number
  } = {},
): Promise<GitHubEmulator> {
  const token = options.token ?? DEFAULT_GITHUB_TOKEN
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs'
  const patLogin = options.patLogin ?? null
  const author = patLogin
    ? { login: patLogin, type: 'User' }
    : { login: options.selfLogin ?? 'github-actions[bot]', type: 'Bot' }
  const requests: GitHubRequest[] = []
  const permissions = new Map<
    string,
    { permission: EmulatedPermission; type: string; role: string }
  >()
  const issues = new Map<number, EmulatedIssue>()
  /** Pull requests of other repositories, by `owner/name#number`. */
  const foreignPulls = new Map<string, EmulatedIssue>()
  const bodies = new Map<number, string[]>()
  const keepBody = (issue: EmulatedIssue): void => {
    bodies.set(issue.number, [...(bodies.get(issue.number) ?? []), issue.body])
  }
  const comments: EmulatedComment[] = []
  const reactions = new Map<number, string[]>()
  /** Reactions on issues, by issue number: the token's own (GitHub keeps one per content). */
  const issueReactions = new Map<number, Array<{ id: number; content: string; at: string }>>()
  let nextReactionId = 500_000
  const reviewComments = new Map<number, { pullNumber: number; body: string; login: string }>()
  const runStatuses = new Map<string, string>()
  const reviewReactions = new Map<number, string[]>()
  const faults = new Map<GitHubRoute, GitHubFault[]>()
  const userIds = new Map<string, number>()
  let hook: ((request: GitHubRequest) => void) | null = null
  let nextCommentId = 1_000_000
  let remaining = 5000
  // A clock of its own that ticks one second per write, so that timestamps are distinct and ordered.
  let clock = Date.UTC(2026, 10, 22, 9, 0, 0)
  let url = ''
  /** Scheme, host and port: `url` without the GHES path. */
  let origin = ''
  const stamp = (): string => new Date((clock += 1000)).toISOString().replace(/\.\d{3}Z$/, 'Z')
  const site = `https://github.com/${owner}/${repo}`
  const apiRepo = () => `${url}/repos/${owner}/${repo}`

  const userJson = (login: string, type: string) => {
    let id = userIds.get(login.toLowerCase())
    if (id === undefined) {
      id = 10_000 + userIds.size
      userIds.set(login.toLowerCase(), id)
    }
    // Every field GitHub's description requires of a simple user.
    const api = `https://api.github.com/users/${encodeURIComponent(login)}`
    return {
      login,
      id,
      node_id: `U_${id}`,
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      gravatar_id: '',
      url: api,
      html_url: `https://github.com/${login.replace(/\[bot\]$/, '')}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type,
      site_admin: false,
    }
  }
  /** `GET /user` for a personal token: the user's public profile fields as well. */
  const authenticatedUserJson = (login: string) => ({
    ...userJson(login, 'User'),
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  })
  const issueKind = (n: number) => (issues.get(n)?.isPullRequest ? 'pull' : 'issues')
  const commentJson = (c: EmulatedComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${apiRepo()}/issues/comments/${c.id}`,
    html_url: `${site}/${issueKind(c.issueNumber)}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${apiRepo()}/issues/${c.issueNumber}`,
    body: c.body,
    user: userJson(c.login, c.type),
    author_association: c.type === 'Bot' ? 'NONE' : 'MEMBER',
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  })
  const issueJson = (i: EmulatedIssue) => ({
    id: 500_000 + i.number,
    node_id: `${i.isPullRequest ? 'PR' : 'I'}_${i.number}`,
    number: i.number,
    url: `${apiRepo()}/issues/${i.number}`,
    html_url: `${site}/${i.isPullRequest ? 'pull' : 'issues'}/${i.number}`,
    title: i.title,
    body: i.body,
    state: i.state,
    locked: false,
    labels: [],
    labels_url: `${apiRepo()}/issues/${i.number}/labels{/name}`,
    comments_url: `${apiRepo()}/issues/${i.number}/comments`,
    events_url: `${apiRepo()}/issues/${i.number}/events`,
    repository_url: apiRepo(),
    assignee: null,
    milestone: null,
    comments: comments.filter((c) => c.issueNumber === i.number).length,
    user: userJson(i.login, i.type),
    author_association: i.type === 'Bot' ? 'NONE' : 'MEMBER',
    created_at: i.createdAt,
    updated_at: i.updatedAt,
    closed_at: null,
    ...(i.isPullRequest
      ? {
          pull_request: {
            url: `${apiRepo()}/pulls/${i.number}`,
            html_url: `${site}/pull/${i.number}`,
            diff_url: `${site}/pull/${i.number}.diff`,
            patch_url: `${site}/pull/${i.number}.patch`,
            merged_at: null,
          },
        }
      : {}),
  })
  /** The repository, as GitHub's `minimal-repository` (or with `full`, `repository`) shows it. */
  const repositoryJson = (full: boolean) => {
    const api = apiRepo()
    const urls = Object.fromEntries(
      REPOSITORY_URLS.map(([key, suffix]) => [key, `${api}${suffix}`]),
    )
    const minimal = {
      id: 4242,
      node_id: 'R_4242',
      name: repo,
      full_name: `${owner}/${repo}`,
      owner: userJson(owner, 'Organization'),
      private: false,
      html_url: site,
      description: null,
      fork: false,
      url: api,
      ...urls,
    }
    if (!full) return minimal
    return {
      ...minimal,
      clone_url: `${site}.git`,
      git_url: `git://github.com/${owner}/${repo}.git`,
      ssh_url: `git@github.com:${owner}/${repo}.git`,
      svn_url: site,
      mirror_url: null,
      homepage: null,
      language: 'MDX',
      default_branch: 'main',
      forks: 0,
      forks_count: 0,
      open_issues: issues.size,
      open_issues_count: issues.size,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      size: 1024,
      has_downloads: true,
      has_issues: true,
      has_projects: false,
      has_wiki: false,
      has_pages: false,
      archived: false,
      disabled: false,
      license: null,
      pushed_at: '2026-11-22T09:00:00Z',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2026-11-22T09:00:00Z',
    }
  }
  const refJson = (ref: string) => ({
    label: `${owner}:${ref}`,
    ref,
    sha: `${ref.length.toString(16).padStart(2, '0')}${'0'.repeat(38)}`,
    user: userJson(owner, 'Organization'),
    repo: repositoryJson(true),
  })
  const pullJson = (i: EmulatedIssue) => {
    const url = `${apiRepo()}/pulls/${i.number}`
    const link = (href: string) => ({ href })
    return {
      url,
      id: 700_000 + i.number,
      node_id: `PR_${i.number}`,
      html_url: `${site}/pull/${i.number}`,
      diff_url: `${site}/pull/${i.number}.diff`,
      patch_url: `${site}/pull/${i.number}.patch`,
      issue_url: `${apiRepo()}/issues/${i.number}`,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${apiRepo()}/pulls/comments{/number}`,
      comments_url: `${apiRepo()}/issues/${i.number}/comments`,
      statuses_url: `${apiRepo()}/statuses/${refJson(i.headRef).sha}`,
      number: i.number,
      state: i.state,
      locked: false,
      title: i.title,
      user: userJson(i.login, i.type),
      body: i.body,
      labels: [],
      milestone: null,
      assignee: null,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: i.state === 'closed' ? (i.mergedAt ?? i.updatedAt) : null,
      merged_at: i.mergedAt,
      merge_commit_sha: null,
      head: refJson(i.headRef),
      base: refJson(i.baseRef),
      _links: {
        self: link(url),
        html: link(`${site}/pull/${i.number}`),
        issue: link(`${apiRepo()}/issues/${i.number}`),
        comments: link(`${apiRepo()}/issues/${i.number}/comments`),
        review_comments: link(`${url}/comments`),
        review_comment: link(`${apiRepo()}/pulls/comments{/number}`),
        commits: link(`${url}/commits`),
        statuses: link(`${apiRepo()}/statuses/${refJson(i.headRef).sha}`),
      },
      author_association: 'MEMBER',
      auto_merge: null,
      draft: false,
      merged: i.mergedAt !== null,
      mergeable: null,
      mergeable_state: 'unknown',
      merged_by: null,
      maintainer_can_modify: false,
      comments: comments.filter((c) => c.issueNumber === i.number).length,
      review_comments: [...reviewComments.values()].filter((c) => c.pullNumber === i.number).length,
      commits: 1,
      additions: i.files.length * 3,
      deletions: i.files.length,
      changed_files: i.files.length,
    }
  }
  const newIssue = (fields: Partial<EmulatedIssue> & { number: number }): EmulatedIssue => {
    const at = stamp()
    return {
      title: `Issue ${fields.number}`,
      baseRef: 'main',
      headRef: `change-${fields.number}`,
      files: [],
      body: '',
      state: 'open',
      mergedAt: null,
      isPullRequest: true,
      login: 'alice',
      type: 'User',
      createdAt: at,
      updatedAt: at,
      ...fields,
    }
  }
  const ensureIssue = (n: number): EmulatedIssue => {
    let issue = issues.get(n)
    if (!issue) {
      issue = newIssue({ number: n })
      issues.set(n, issue)
    }
    return issue
  }
  const notFound = (): Answer => [
    404,
    { message: 'Not Found', documentation_url: DOCS, status: '404' },
  ]
  const invalid = (resource: string, field: string, message: string): Answer => [
    422,
    {
      message: 'Validation Failed',
      errors: [{ resource, code: 'custom', field, message }],
      documentation_url: DOCS,
      status: '422',
    },
  ]

  function route(
    method: string,
    fullPath: string,
  ): { route: GitHubRoute; params: string[] } | null {
    let path = fullPath
    if (options.ghes) {
      // On GHES, /api/v3/graphql is no GraphQL endpoint: it is at /api/graphql.
      if (fullPath === '/api/graphql') path = '/graphql'
      else if (fullPath.startsWith('/api/v3/') && fullPath !== '/api/v3/graphql') {
        path = fullPath.slice('/api/v3'.length)
      } else return null
    }
    const base = `/repos/${owner}/${repo}`
    const table: Array<[string, RegExp, GitHubRoute]> = [
      ['GET', /^\/user$/, 'user'],
      ['POST', /^\/graphql$/, 'graphql'],
      ['GET', new RegExp(`^${base}/collaborators/([^/]+)/permission$`), 'permission'],
      ['GET', new RegExp(`^${base}/issues/(\\d+)/comments$`), 'listComments'],
      ['POST', new RegExp(`^${base}/issues/(\\d+)/comments$`), 'createComment'],
      ['PATCH', new RegExp(`^${base}/issues/comments/(\\d+)$`), 'updateComment'],
      ['GET', new RegExp(`^${base}/issues/comments/(\\d+)$`), 'getComment'],
      ['GET', new RegExp(`^${base}/issues/comments$`), 'listRepoComments'],
      ['GET', new RegExp(`^${base}/actions/runs/(\\d+)$`), 'workflowRun'],
      ['DELETE', new RegExp(`^${base}/issues/comments/(\\d+)$`), 'deleteComment'],
      ['POST', new RegExp(`^${base}/issues/comments/(\\d+)/reactions$`), 'reaction'],
      ['GET', new RegExp(`^${base}/(issues|pulls)/comments/(\\d+)/reactions$`), 'listReactions'],
      [
        'DELETE',
        new RegExp(`^${base}/(issues|pulls)/comments/(\\d+)/reactions/(\\d+)$`),
        'deleteReaction',
      ],
      ['GET', new RegExp(`^${base}/issues$`), 'listIssues'],
      ['GET', new RegExp(`^${base}/pulls/(\\d+)$`), 'pullRequest'],
      ['GET', new RegExp(`^${base}/pulls/(\\d+)/files$`), 'pullFiles'],
      ['POST', new RegExp(`^${base}/pulls/comments/(\\d+)/reactions$`), 'reviewReaction'],
      ['POST', new RegExp(`^${base}/issues$`), 'createIssue'],
      ['POST', new RegExp(`^${base}/issues/(\\d+)/reactions$`), 'issueReaction'],
      ['DELETE', new RegExp(`^${base}/issues/(\\d+)/reactions/(\\d+)$`), 'deleteIssueReaction'],
      ['PATCH', new RegExp(`^${base}/issues/(\\d+)$`), 'updateIssue'],
      ['GET', new RegExp(`^${base}/issues/(\\d+)$`), 'getIssue'],
      ['GET', /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/, 'foreignPull'],
    ]
    for (const [m, re, name] of table) {
      const match = re.exec(path)
      if (m === method && match) {
        try {
          return { route: name, params: match.slice(1).map(decodeURIComponent) }
        } catch {
          return null
        }
      }
    }
    return null
  }

  /** One page of `items` and GitHub's Link header (first, prev, next, last) for the others. */
  function page<T>(items: T[], query: Record<string, string>, path: string): [T[], string | null] {
    const perPage = Math.min(100, Math.max(1, Math.trunc(Number(query.per_page ?? 30)) || 30))
    const pageNo = Math.max(1, Math.trunc(Number(query.page ?? 1)) || 1)
    const lastPage = Math.max(1, Math.ceil(items.length / perPage))
    const link = (n: number, rel: string): string =>
      `<${origin}${path}?${new URLSearchParams({ ...query, per_page: String(perPage), page: String(n) })}>; rel="${rel}"`
    const links: string[] = []
    if (pageNo > 1) links.push(link(pageNo - 1, 'prev'))
    if (pageNo < lastPage) links.push(link(pageNo + 1, 'next'), link(lastPage, 'last'))
    if (pageNo > 1) links.push(link(1, 'first'))
    const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage)
    return [slice, links.length > 0 ? links.join(', ') : null]
  }

  /** Adds the token's reaction `content` to comment `id` in `store`, as GitHub answers it. */
  function react(store: Map<number, string[]>, id: number, content: unknown): Answer {
    if (typeof content !== 'string' || !REACTIONS.has(content))
      return invalid('Reaction', 'content', 'content is not included in the list')
    const list = store.get(id) ?? []
    const existed = list.includes(content)
    if (!existed) list.push(content)
    store.set(id, list)
    // GitHub answers 200 with the existing reaction when the same one is added again.
    return [
      existed ? 200 : 201,
      {
        id: id * 10 + list.indexOf(content),
        node_id: `REA_${store === reviewReactions ? 'R' : ''}${id}_${content}`,
        user: userJson(author.login, author.type),
        content,
        created_at: stamp(),
      },
    ]
  }

  /**
   * Adds the token's reaction `content` to issue `n`. As GitHub: one reaction a user and content,
   * so adding it again answers 200 with the one already there (its id and time), else 201.
   */
  function reactToIssue(n: number, content: unknown): Answer {
    if (!issues.has(n)) return notFound()
    if (typeof content !== 'string' || !REACTIONS.has(content))
      return invalid('Reaction', 'content', 'content is not included in the list')
    const list = issueReactions.get(n) ?? []
    let reaction = list.find((r) => r.content === content)
    const existed = reaction !== undefined
    if (!reaction) {
      reaction = { id: nextReactionId++, content, at: stamp() }
      list.push(reaction)
    }
    issueReactions.set(n, list)
    const json = {
      id: reaction.id,
      node_id: `REA_I${n}_${reaction.id}`,
      user: userJson(author.login, author.type),
      content,
      created_at: reaction.at,
    }
    return [existed ? 200 : 201, json]
  }

  /** Applies a request to the state; returns the answer. */
  function handle(
    name: GitHubRoute,
    params: string[],
    query: Record<string, string>,
    path: string,
    body: Record<string, unknown>,
  ): Answer {
    switch (name) {
      case 'graphql': {
        // Only the query the action makes: the token's own login, whatever kind of token it is.
        if (options.graphql === false) return [404, { message: 'Not Found', status: '404' }]
        const query = typeof body.query === 'string' ? body.query : ''
        if (/^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) {
          return [200, { data: { viewer: { login: author.login } } }]
        }
        return [
          200,
          { errors: [{ message: 'The emulator answers only `query { viewer { login } }`' }] },
        ]
      }
      case 'user':
        return patLogin
          ? [200, authenticatedUserJson(patLogin)]
          : [
              403,
              {
                message: 'Resource not accessible by integration',
                documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
                status: '403',
              },
            ]
      case 'permission': {
        const login = params[0] ?? ''
        const entry = permissions.get(login.toLowerCase())
        if (!entry)
          return [
            404,
            { message: `${login} is not a user`, documentation_url: DOCS, status: '404' },
          ]
        return [
          200,
          {
            permission: ROLE_BASE[entry.permission],
            role_name: entry.role,
            user: {
              ...userJson(login, entry.type),
              permissions: {
                admin: entry.permission === 'admin',
                maintain: ['maintain', 'admin'].includes(entry.permission),
                push: ['write', 'maintain', 'admin'].includes(entry.permission),
                triage: entry.permission !== 'none' && entry.permission !== 'read',
                pull: entry.permission !== 'none',
              },
              role_name: entry.role,
            },
          },
        ]
      }
      case 'listComments': {
        const n = Number(params[0])
        const [items, link] = page(
          comments.filter((c) => c.issueNumber === n),
          query,
          path,
        )
        return [200, items.map(commentJson), link ? { link } : {}]
      }
      case 'createComment': {
        const n = Number(params[0])
        if (typeof body.body !== 'string' || body.body === '')
          return invalid('IssueComment', 'body', 'Body cannot be blank')
        if (body.body.length > MAX_BODY)
          return invalid('IssueComment', 'data', 'Body is too long (maximum is 65536 characters)')
        ensureIssue(n)
        const at = stamp()
        const c: EmulatedComment = {
          id: nextCommentId++,
          issueNumber: n,
          body: body.body,
          login: author.login,
          type: author.type,
          createdAt: at,
          updatedAt: at,
        }
        comments.push(c)
        return [201, commentJson(c), { location: `${apiRepo()}/issues/comments/${c.id}` }]
      }
      case 'updateComment': {
        const c = comments.find((x) => x.id === Number(params[0]))
        if (!c) return notFound()
        if (typeof body.body !== 'string' || body.body === '')
          return invalid('IssueComment', 'body', 'Body cannot be blank')
        if (body.body.length > MAX_BODY)
          return invalid('IssueComment', 'data', 'Body is too long (maximum is 65536 characters)')
        c.body = body.body
        c.updatedAt = stamp()
        return [200, commentJson(c)]
      }
      case 'deleteComment': {
        const at = comments.findIndex((x) => x.id === Number(params[0]))
        if (at < 0) return notFound()
        comments.splice(at, 1)
        return [204, null]
      }
      case 'reaction': {
        const id = Number(params[0])
        if (!comments.some((c) => c.id === id)) return notFound()
        return react(reactions, id, body.content)
      }
      case 'listReactions': {
        // Every reaction here is the token's own (the emulator records no one else's).
        const id = Number(params[1])
        const store = params[0] === 'pulls' ? reviewReactions : reactions
        const list = store.get(id) ?? []
        const json = list
          .map((content, i) => ({
            id: id * 10 + i,
            node_id: `REA_${id}_${content}`,
            user: userJson(author.login, author.type),
            content,
            created_at: '2026-11-22T09:00:00Z',
          }))
          .filter((r) => !query.content || r.content === query.content)
        return [200, json]
      }
      case 'deleteReaction': {
        const id = Number(params[1])
        const store = params[0] === 'pulls' ? reviewReactions : reactions
        const list = store.get(id) ?? []
        const index = Number(params[2]) - id * 10
        if (index < 0 || index >= list.length) return notFound()
        list.splice(index, 1)
        return [204, null]
      }
      case 'listRepoComments': {
        // As GitHub: `since` keeps comments updated at or after it; `sort` and `direction` order them.
        const since = query.since ? Date.parse(query.since) : Number.NEGATIVE_INFINITY
        const key = query.sort === 'updated' ? 'updatedAt' : 'createdAt'
        const descending = query.sort !== undefined && query.direction === 'desc'
        const selected = comments
          .filter((c) => Date.parse(c.updatedAt) >= since)
          .sort((a, b) => {
            const order = a[key].localeCompare(b[key]) || a.id - b.id
            return descending ? -order : order
          })
        const [items, link] = page(selected, query, path)
        return [200, items.map(commentJson), link ? { link } : {}]
      }
      case 'getComment': {
        const c = comments.find((x) => x.id === Number(params[0]))
        return c ? [200, commentJson(c)] : notFound()
      }
      case 'workflowRun': {
        const id = Number(params[0])
        const status = runStatuses.get(String(id)) ?? 'completed'
        return [
          200,
          {
            id,
            name: 'Docs agent',
            node_id: `WFR_${id}`,
            head_branch: 'main',
            head_sha: '0'.repeat(40),
            path: '.github/workflows/docs-agent.yml',
            run_number: id % 1000,
            event: 'issue_comment',
            status,
            conclusion: status === 'completed' ? 'success' : null,
            workflow_id: 1,
            url: `${apiRepo()}/actions/runs/${id}`,
            html_url: `${site}/actions/runs/${id}`,
            created_at: '2026-11-22T09:00:00Z',
            updated_at: '2026-11-22T09:00:00Z',
            display_title: 'Docs agent',
            head_commit: null,
            repository: repositoryJson(false),
            head_repository: repositoryJson(false),
            jobs_url: `${apiRepo()}/actions/runs/${id}/jobs`,
            logs_url: `${apiRepo()}/actions/runs/${id}/logs`,
            check_suite_url: `${apiRepo()}/check-suites/${id}`,
            cancel_url: `${apiRepo()}/actions/runs/${id}/cancel`,
            rerun_url: `${apiRepo()}/actions/runs/${id}/rerun`,
            artifacts_url: `${apiRepo()}/actions/runs/${id}/artifacts`,
            workflow_url: `${apiRepo()}/actions/workflows/1`,
            pull_requests: [],
          },
        ]
      }
      case 'pullRequest': {
        const pull = issues.get(Number(params[0]))
        if (!pull?.isPullRequest) return notFound()
        return [200, pullJson(pull)]
      }
      case 'foreignPull': {
        const pull = foreignPulls.get(`${params[0]}#${Number(params[1])}`)
        if (!pull) return notFound()
        return [
          200,
          { ...pullJson(pull), html_url: `https://github.com/${params[0]}/pull/${pull.number}` },
        ]
      }
      case 'pullFiles': {
        const pull = issues.get(Number(params[0]))
        if (!pull?.isPullRequest) return notFound()
        // GitHub lists at most 3,000 files of a pull request.
        const [items, link] = page(pull.files.slice(0, 3_000), query, path)
        const files = items.map((filename, i) => ({
          sha: `${(i + 1).toString(16).padStart(40, '0')}`,
          filename,
          status: 'modified',
          additions: 3,
          deletions: 1,
          changes: 4,
          blob_url: `${site}/blob/${pull.headRef}/${filename}`,
          raw_url: `${site}/raw/${pull.headRef}/${filename}`,
          contents_url: `${apiRepo()}/contents/${filename}?ref=${pull.headRef}`,
        }))
        return [200, files, link ? { link } : {}]
      }
      case 'reviewReaction': {
        const id = Number(params[0])
        if (!reviewComments.has(id)) return notFound()
        return react(reviewReactions, id, body.content)
      }
      case 'listIssues': {
        const state = query.state ?? 'open'
        // GitHub's default order: newest first.
        const selected = [...issues.values()]
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => !query.creator || i.login.toLowerCase() === query.creator.toLowerCase())
          .sort((a, b) => b.number - a.number)
        const [items, link] = page(selected, query, path)
        return [200, items.map(issueJson), link ? { link } : {}]
      }
      case 'createIssue': {
        if (typeof body.title !== 'string' || body.title.trim() === '')
          return invalid('Issue', 'title', 'title cannot be blank')
        if (typeof body.body === 'string' && body.body.length > MAX_BODY)
          return invalid('Issue', 'body', 'body is too long (maximum is 65536 characters)')
        const issue = newIssue({
          number: Math.max(0, ...issues.keys()) + 1,
          title: body.title,
          body: typeof body.body === 'string' ? body.body : '',
          isPullRequest: false,
          login: author.login,
          type: author.type,
        })
        issues.set(issue.number, issue)
        keepBody(issue)
        return [201, issueJson(issue), { location: `${apiRepo()}/issues/${issue.number}` }]
      }
      case 'getIssue': {
        const issue = issues.get(Number(params[0]))
        return issue ? [200, issueJson(issue)] : notFound()
      }
      case 'issueReaction':
        return reactToIssue(Number(params[0]), body.content)
      case 'deleteIssueReaction': {
        const list = issueReactions.get(Number(params[0])) ?? []
        const at = list.findIndex((r) => r.id === Number(params[1]))
        if (at < 0) return notFound()
        list.splice(at, 1)
        return [204, null]
      }
      case 'updateIssue': {
        const issue = issues.get(Number(params[0]))
        if (!issue) return notFound()
        if (typeof body.body === 'string' && body.body.length > MAX_BODY)
          return invalid('Issue', 'body', 'body is too long (maximum is 65536 characters)')
        if (typeof body.title === 'string') issue.title = body.title
        if (typeof body.body === 'string' && body.body !== issue.body) {
          issue.body = body.body
          keepBody(issue)
        }
        if (body.state === 'open' || body.state === 'closed') issue.state = body.state
        issue.updatedAt = stamp()
        return [200, issueJson(issue)]
      }
    }
  }

  function rateHeaders(): Record<string, string> {
    remaining = Math.max(1, remaining - 1)
    return {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-used': String(5000 - remaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
    }
  }

  async function serve(req: IncomingMessage, res: ServerResponse, text: string): Promise<void> {
    const parsed = new URL(req.url ?? '/', 'http://localhost')
    const query = Object.fromEntries(parsed.searchParams)
    const matched = route(req.method ?? 'GET', parsed.pathname)
    const { authorization = '', ...headers } = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    )
    const record: GitHubRequest = {
      seq: requests.length + 1,
      method: req.method ?? 'GET',
      path: parsed.pathname,
      query,
      headers,
      body: text,
      route: matched?.route ?? 'unknown',
      status: null,
      authorization,
      remotePort: req.socket.remotePort ?? null,
      responseBody: null,
    }
    requests.push(record)
    try {
      hook?.(record)
    } catch (error) {
      console.error('github emulator: onRequest hook threw', error)
    }
    const send = ([status, payload, extra]: Answer): void => {
      record.status = status
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-request-id': `EMU:${record.seq}`,
        'x-github-media-type': 'github.v3; format=json',
        ...rateHeaders(),
        ...extra,
      })
      record.responseBody = payload === null ? '' : JSON.stringify(payload)
      res.end(record.responseBody)
    }

    // GitHub checks the credentials before anything else.
    if (authorization !== `Bearer ${token}` && authorization !== `token ${token}`) {
      return send([401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' }])
    }
    if (!matched) return send(notFound())
    const fault = faults.get(matched.route)?.shift()
    if (fault?.kind === 'latency') await new Promise((r) => setTimeout(r, fault.ms))
    if (fault?.kind === 'hold') await fault.until.catch(() => undefined)
    if (fault?.kind === 'status') {
      return send([
        fault.status,
        fault.body ?? { message: `Emulated ${fault.status}`, documentation_url: DOCS },
        fault.headers,
      ])
    }
    let body: Record<string, unknown> = {}
    if (text) {
      try {
        const value: unknown = JSON.parse(text)
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error()
        body = value as Record<string, unknown>
      } catch {
        return send([400, { message: 'Problems parsing JSON', documentation_url: DOCS }])
      }
    }
    const answer = handle(matched.route, matched.params, query, parsed.pathname, body)
    if (fault?.kind === 'lost-answer') {
      // Applied, but the client never learns it: the case that makes a blind resend post twice.
      req.socket.resetAndDestroy()
      return
    }
    send(answer)
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      serve(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        console.error('github emulator: request failed', error)
        if (!res.headersSent) res.writeHead(500).end('{"message":"emulator error"}')
      })
    })
  }
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener)
  // Longer than any client keeps an idle socket: see the platform emulator.
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const scheme = options.tls ? 'https' : 'http'
  origin = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`
  url = options.ghes ? `${origin}/api/v3` : origin

  return {
    url,
    token,
    requests,
    selfLogin: author.login,
    setPermission(user, permission, type = 'User', roleName) {
      permissions.set(user.toLowerCase(), { permission, type, role: roleName ?? permission })
    },
    setPullRequestMerge(pull, merge) {
      const mergedAt = merge.mergedAt ?? null
      if (pull.repo === undefined || pull.repo === `${owner}/${repo}`) {
        const own = issues.get(pull.number)
        if (!own?.isPullRequest) throw new Error(`no pull request #${pull.number}`)
        issues.set(pull.number, { ...own, state: merge.state, mergedAt })
        return
      }
      const key = `${pull.repo}#${pull.number}`
      const known = foreignPulls.get(key) ?? newIssue({ number: pull.number, isPullRequest: true })
      foreignPulls.set(key, { ...known, state: merge.state, mergedAt })
    },
    addIssue(issue) {
      issues.set(
        issue.number,
        newIssue({
          number: issue.number,
          ...(issue.title !== undefined ? { title: issue.title } : {}),
          ...(issue.body !== undefined ? { body: issue.body } : {}),
          ...(issue.isPullRequest !== undefined ? { isPullRequest: issue.isPullRequest } : {}),
          ...(issue.login !== undefined ? { login: issue.login } : {}),
          ...(issue.type !== undefined ? { type: issue.type } : {}),
          ...(issue.state !== undefined ? { state: issue.state } : {}),
          ...(issue.baseRef !== undefined ? { baseRef: issue.baseRef } : {}),
          ...(issue.headRef !== undefined ? { headRef: issue.headRef } : {}),
          ...(issue.files !== undefined ? { files: [...issue.files] } : {}),
        }),
      )
      keepBody(issues.get(issue.number)!)
    },
    addReviewComment(pullNumber, comment) {
      ensureIssue(pullNumber)
      const id = nextCommentId++
      reviewComments.set(id, { pullNumber, ...comment })
      return id
    },
    reviewReactions: (commentId) => [...(reviewReactions.get(commentId) ?? [])],
    setRunStatus(runId, status) {
      runStatuses.set(runId, status)
    },
    addComment(issueNumber, comment) {
      ensureIssue(issueNumber)
      const at = comment.updatedAt ?? stamp()
      const c: EmulatedComment = {
        id: nextCommentId++,
        issueNumber,
        body: comment.body,
        login: comment.login,
        type: comment.type ?? 'User',
        createdAt: at,
        updatedAt: at,
      }
      comments.push(c)
      return c.id
    },
    deleteComment(commentId) {
      const at = comments.findIndex((c) => c.id === commentId)
      if (at < 0) return false
      comments.splice(at, 1)
      return true
    },
    comments: (issueNumber) =>
      comments.filter((c) => c.issueNumber === issueNumber).map((c) => ({ ...c })),
    reactions: (commentId) => [...(reactions.get(commentId) ?? [])],
    issueReactions: (n) => (issueReactions.get(n) ?? []).map((r) => r.content),
    issueBodies: (issueNumber) => [...(bodies.get(issueNumber) ?? [])],
    issues: () =>
      [...issues.values()].map((i) => ({
        ...i,
        htmlUrl: `${site}/${i.isPullRequest ? 'pull' : 'issues'}/${i.number}`,
      })),
    addFaults(routeName, ...list) {
      faults.set(routeName, [...(faults.get(routeName) ?? []), ...list])
    },
    onRequest(next) {
      hook = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
