/** The GitHub REST client against the GitHub emulator: shapes, paging, retries by meaning, errors. */
import type { Dispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import {
  GitHubAuthError,
  GitHubError,
  GitHubNotFoundError,
  GitHubPermissionError,
  GitHubRateLimitError,
} from '../src/ports/github-errors.ts'
import {
  NOT_ACCESSIBLE,
  primaryRateLimit,
  secondaryRateLimit,
  startGitHubEmulator,
  type GitHubEmulator,
  type GitHubRoute,
} from './emulators/github.ts'
import { refusingDispatcher } from './helpers/refusing-dispatcher.ts'
import { expectNoSecrets } from './helpers/secrets.ts'

let gh: GitHubEmulator
let issue = 0
beforeAll(async () => {
  gh = await startGitHubEmulator()
})
afterAll(async () => {
  await gh.close()
})

/** What the client said while it worked: its rate-limit waits, in seconds, and its warnings. */
function recordingLog() {
  const warnings: string[] = []
  return {
    warnings,
    /** The waits it announced before trying again, in seconds. */
    waits: () =>
      warnings.flatMap((w) => [...w.matchAll(/trying again in (\d+) s/g)].map((m) => Number(m[1]))),
    warning: (m: string) => void warnings.push(m),
    debug: () => undefined,
  }
}

/** A client whose waits last a millisecond per second asked: retries run without waiting. */
function client(
  options: {
    token?: string
    url?: string
    log?: ReturnType<typeof recordingLog>
    dispatcher?: Dispatcher
  } = {},
) {
  return createGitHubClient({
    token: options.token ?? gh.token,
    apiUrl: options.url ?? gh.url,
    repo: { owner: 'acme', repo: 'docs' },
    msPerSecond: 1,
    log: options.log ?? recordingLog(),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  })
}

/** Requests on a route since `from` (an index into gh.requests). */
function sent(route: GitHubRoute, from: number) {
  return gh.requests.slice(from).filter((r) => r.route === route)
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof Error)) throw new Error(`expected a rejection, got ${String(error)}`)
  return error
}

describe('GitHub client: requests and answers', () => {
  it("sends GitHub's headers, the API version and the token", async () => {
    const from = gh.requests.length
    await client().listComments(++issue)
    const [request] = sent('listComments', from)
    expect(request?.authorization).toBe(`Bearer ${gh.token}`)
    expect(request?.headers).toMatchObject({
      accept: 'application/vnd.github.v3+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': expect.stringMatching(/^docs-agent-action\//),
    })
    expect(request?.query.per_page).toBe('100')
  })

  it.each([
    ['read', 'read'],
    ['triage', 'triage'],
    ['write', 'write'],
    ['maintain', 'maintain'],
    ['admin', 'admin'],
    ['none', 'none'],
  ] as const)('maps the role %s to %s', async (role, expected) => {
    gh.setPermission(`user-${role}`, role)
    expect(await client().getPermission(`user-${role}`)).toBe(expected)
  })

  it("reads a custom role by its base permission, and an unknown user's 404 as none", async () => {
    gh.setPermission('writer', 'write', 'User', 'docs-writer')
    expect(await client().getPermission('writer')).toBe('write')
    expect(await client().getPermission('ghost-user-404')).toBe('none')
  })

  it('lists every page of comments, oldest first', async () => {
    const n = ++issue
    for (let i = 0; i < 230; i++) gh.addComment(n, { body: `c${i}`, login: 'alice' })
    const from = gh.requests.length
    const list = await client().listComments(n)
    expect(list.map((c) => c.body)).toEqual(Array.from({ length: 230 }, (_, i) => `c${i}`))
    expect(list[0]).toMatchObject({ userLogin: 'alice' })
    expect(list[0]?.htmlUrl).toMatch(/#issuecomment-\d+$/)
    expect(sent('listComments', from).map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3'])
  })

  it("lists one creator's issues, open and closed, and pull requests on every page, telling them apart", async () => {
    const local = await startGitHubEmulator()
    try {
      for (let n = 1; n <= 150; n++) local.addIssue({ number: n, isPullRequest: n % 2 === 0 })
      local.addIssue({ number: 151, isPullRequest: false, state: 'closed' })
      local.addIssue({ number: 152, isPullRequest: false, login: 'mallory' })
      const list = await client({ token: local.token, url: local.url }).listIssuesBy('alice')
      expect(list).toHaveLength(151)
      expect(list.find((i) => i.number === 151)?.state).toBe('closed')
      expect(local.requests.find((r) => r.route === 'listIssues')?.query).toMatchObject({
        state: 'all',
        creator: 'alice',
      })
      expect(list.find((i) => i.number === 2)?.isPullRequest).toBe(true)
      expect(list.find((i) => i.number === 3)?.isPullRequest).toBe(false)
      expect(local.requests.filter((r) => r.route === 'listIssues')).toHaveLength(2)
    } finally {
      await local.close()
    }
  })

  it('creates comments as github-actions[bot], or as the user of a PAT', async () => {
    const created = await client().createComment(++issue, 'hello')
    expect(created).toMatchObject({ body: 'hello', userLogin: 'github-actions[bot]' })
    const pat = await startGitHubEmulator({ patLogin: 'octocat' })
    try {
      const api = client({ token: pat.token, url: pat.url })
      expect(await api.identity()).toBe('octocat')
      expect((await api.createComment(1, 'hi')).userLogin).toBe('octocat')
    } finally {
      await pat.close()
    }
  })

  it("reads the token's identity once, with GraphQL's viewer, for any kind of token", async () => {
    const app = await startGitHubEmulator({ selfLogin: 'docs-helper[bot]' })
    try {
      const api = client({ token: app.token, url: app.url })
      expect(await api.identity()).toBe('docs-helper[bot]')
      expect(await api.identity()).toBe('docs-helper[bot]')
      expect(app.requests.map((r) => r.route)).toEqual(['graphql'])
      expect(JSON.parse(app.requests[0]?.body ?? '{}')).toEqual({
        query: 'query { viewer { login } }',
      })
    } finally {
      await app.close()
    }
  })

  it('works on GitHub Enterprise Server: REST under /api/v3, GraphQL at /api/graphql', async () => {
    const ghes = await startGitHubEmulator({ ghes: true, selfLogin: 'ghes-app[bot]' })
    try {
      expect(ghes.url).toMatch(/\/api\/v3$/)
      for (let i = 0; i < 130; i++) ghes.addComment(4, { body: `c${i}`, login: 'alice' })
      const api = client({ token: ghes.token, url: ghes.url })
      expect(await api.identity()).toBe('ghes-app[bot]')
      expect(await api.listComments(4)).toHaveLength(130)
      expect(ghes.requests.map((r) => r.path)).toEqual([
        '/api/graphql',
        '/api/v3/repos/acme/docs/issues/4/comments',
        '/api/v3/repos/acme/docs/issues/4/comments',
      ])
    } finally {
      await ghes.close()
    }
  })

  it('falls back to GET /user, then to the default token identity, and says so', async () => {
    const patOnly = await startGitHubEmulator({ patLogin: 'octocat', graphql: false })
    const restOnly = await startGitHubEmulator({ graphql: false })
    try {
      expect(await client({ token: patOnly.token, url: patOnly.url }).identity()).toBe('octocat')
      const log = recordingLog()
      const api = client({ token: restOnly.token, url: restOnly.url, log })
      expect(await api.identity()).toBe('github-actions[bot]')
      expect(restOnly.requests.map((r) => r.route)).toEqual(['graphql', 'user'])
      expect(log.warnings.join('\n')).toMatch(/only when written by github-actions\[bot\]/)
    } finally {
      await Promise.all([patOnly.close(), restOnly.close()])
    }
  })

  it('does not guess an identity when GitHub fails to answer', async () => {
    const local = await startGitHubEmulator()
    try {
      local.addFaults(
        'graphql',
        ...Array.from({ length: 4 }, () => ({ kind: 'status' as const, status: 502 })),
      )
      const error = await failure(client({ token: local.token, url: local.url }).identity())
      expect(error).toBeInstanceOf(GitHubError)
      expect(error.message).toMatch(/identity/)
      expect(local.requests.filter((r) => r.route === 'user')).toEqual([])
    } finally {
      await local.close()
    }
  })

  it('creates and updates an issue', async () => {
    const api = client()
    const created = await api.createIssue('Weekly report', 'body 1')
    expect(created).toMatchObject({ title: 'Weekly report', isPullRequest: false, state: 'open' })
    const updated = await api.updateIssue(created.number, { body: 'body 2' })
    expect(updated.body).toBe('body 2')
    expect(gh.issues().find((i) => i.number === created.number)?.body).toBe('body 2')
  })

  it('counts every request sent, retries included', async () => {
    const api = client()
    gh.addFaults('permission', { kind: 'status', status: 502 })
    gh.setPermission('counted', 'write')
    await api.getPermission('counted')
    expect(api.requestCount).toBe(2)
  })
})

describe('GitHub client: retries by meaning', () => {
  it('retries reads on 5xx and on a lost answer', async () => {
    gh.setPermission('five', 'write')
    gh.addFaults(
      'permission',
      { kind: 'status', status: 502 },
      { kind: 'lost-answer' },
      { kind: 'status', status: 503 },
    )
    const from = gh.requests.length
    expect(await client().getPermission('five')).toBe('write')
    expect(sent('permission', from)).toHaveLength(4)
  })

  it('gives up after the last attempt, saying how many it made', async () => {
    gh.addFaults(
      'listComments',
      ...Array.from({ length: 4 }, () => ({ kind: 'status' as const, status: 500 })),
    )
    const error = await failure(client().listComments(++issue))
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBe(500)
    expect(error.message).toMatch(/after 4 attempts/)
  })

  it('waits out a secondary rate limit for as long as retry-after asks', async () => {
    const log = recordingLog()
    gh.addFaults('listComments', secondaryRateLimit(3))
    expect(await client({ log }).listComments(++issue)).toEqual([])
    expect(log.waits()).toEqual([3])
  })

  it('waits a minute after a secondary rate limit that gives no time', async () => {
    const log = recordingLog()
    gh.addFaults('listComments', secondaryRateLimit())
    expect(await client({ log }).listComments(++issue)).toEqual([])
    expect(log.waits()).toEqual([60])
  })

  it('waits for a primary limit that resets soon', async () => {
    const log = recordingLog()
    gh.setPermission('soon', 'read')
    gh.addFaults('permission', primaryRateLimit(Math.ceil(Date.now() / 1000) + 5))
    expect(await client({ log }).getPermission('soon')).toBe('read')
    expect(log.waits()[0]).toBeGreaterThanOrEqual(3)
    expect(log.waits()[0]).toBeLessThanOrEqual(8)
  })

  it('does not wait an hour for a primary limit: it says when it resets', async () => {
    const log = recordingLog()
    const reset = Math.ceil(Date.now() / 1000) + 3600
    gh.addFaults('permission', primaryRateLimit(reset))
    const from = gh.requests.length
    const error = await failure(client({ log }).getPermission('alice'))
    expect(error).toBeInstanceOf(GitHubRateLimitError)
    const resetAt = (error as GitHubRateLimitError).resetAt ?? 0
    expect(Math.abs(resetAt - reset * 1000)).toBeLessThan(2_000)
    expect(error.message).toContain(
      `resets at ${new Date(resetAt).toISOString().slice(11, 19)} UTC`,
    )
    expect(error.message).toMatch(/in about 6[01]m\b/)
    expect(log.waits()).toEqual([])
    expect(sent('permission', from)).toHaveLength(1)
  })

  it('gives up on a 429 whose retry-after is longer than it will wait', async () => {
    gh.addFaults('listComments', {
      kind: 'status',
      status: 429,
      body: { message: 'API rate limit exceeded' },
      headers: { 'retry-after': '7200' },
    })
    const error = await failure(client().listComments(++issue))
    expect(error).toBeInstanceOf(GitHubRateLimitError)
    expect(error.message).toMatch(/about 2h\b/)
  })

  it('does not resend a comment after a 5xx (it may have been applied)', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'status', status: 502 })
    const from = gh.requests.length
    const error = await failure(client().createComment(n, 'once'))
    expect((error as GitHubError).status).toBe(502)
    expect(sent('createComment', from)).toHaveLength(1)
  })

  it('does not resend a comment whose answer was lost, and says it may exist', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'lost-answer' })
    const from = gh.requests.length
    const error = await failure(client().createComment(n, 'lost'))
    expect(error).toBeInstanceOf(GitHubError)
    expect((error as GitHubError).status).toBeNull()
    expect(error.message).toMatch(/may or may not have been applied/)
    expect(sent('createComment', from)).toHaveLength(1)
    expect(gh.comments(n).map((c) => c.body)).toEqual(['lost'])
  })

  it("adds the token's reaction to an issue once (GitHub's 200: there already) and deletes it by id", async () => {
    const n = ++issue
    gh.addIssue({ number: n, isPullRequest: false })
    const api = client()
    const first = await api.addIssueReaction(n, 'eyes')
    expect(first.added).toBe(true)
    expect(await api.addIssueReaction(n, 'eyes')).toEqual({ id: first.id, added: false })
    expect(gh.issueReactions(n)).toEqual(['eyes'])
    expect(await api.deleteIssueReaction(n, first.id)).toBe(true)
    expect(await api.deleteIssueReaction(n, first.id)).toBe(false)
    expect(gh.issueReactions(n)).toEqual([])
  })

  it('does not resend an issue reaction whose answer was lost (a resend would find it there)', async () => {
    const n = ++issue
    gh.addIssue({ number: n, isPullRequest: false })
    gh.addFaults('issueReaction', { kind: 'lost-answer' })
    const from = gh.requests.length
    const error = await failure(client().addIssueReaction(n, 'eyes'))
    expect((error as GitHubError).status).toBeNull()
    expect(sent('issueReaction', from)).toHaveLength(1)
  })

  it('resends a comment turned away by a secondary rate limit (not applied)', async () => {
    const n = ++issue
    gh.addFaults('createComment', secondaryRateLimit(1))
    const created = await client().createComment(n, 'after the limit')
    expect(gh.comments(n).map((c) => c.id)).toEqual([created.id])
  })

  it('says a comment refused at connect was not applied, without sending it again', async () => {
    const refusing = refusingDispatcher()
    const api = client({ dispatcher: refusing })
    const error = await failure(api.createComment(1, 'x'))
    expect(error).toBeInstanceOf(GitHubError)
    expect(error.message).toMatch(/ECONNREFUSED/)
    expect(error.message).toMatch(/it was not applied$/)
    expect(api.requestCount).toBe(1)
    await refusing.close()
  })

  it('retries an edit and a reaction after a lost answer (same result when repeated)', async () => {
    const n = ++issue
    const api = client()
    const created = await api.createComment(n, 'v1')
    gh.addFaults('updateComment', { kind: 'lost-answer' })
    gh.addFaults('reaction', { kind: 'lost-answer' })
    const from = gh.requests.length
    expect((await api.updateComment(created.id, 'v2')).body).toBe('v2')
    await api.addReaction(created.id, 'eyes')
    await api.addReaction(created.id, 'eyes')
    expect(sent('updateComment', from)).toHaveLength(2)
    expect(sent('reaction', from).map((r) => r.status)).toEqual([null, 200, 200])
    expect(gh.reactions(created.id)).toEqual(['eyes'])
  })

  it('reads a pull request: title, branches and the count of changed files', async () => {
    const n = ++issue
    gh.addIssue({
      number: n,
      title: 'Retry docs',
      baseRef: 'main',
      headRef: 'feat/retry',
      files: ['a.md', 'b.md'],
    })
    expect(await client().getPullRequest(n)).toEqual({
      number: n,
      title: 'Retry docs',
      htmlUrl: `https://github.com/acme/docs/pull/${n}`,
      baseRef: 'main',
      headRef: 'feat/retry',
      changedFiles: 2,
    })
  })

  it('lists at most `max` changed paths, paging 100 at a time', async () => {
    const n = ++issue
    const files = Array.from({ length: 250 }, (_, i) => `docs/page-${i}.mdx`)
    gh.addIssue({ number: n, files })
    const from = gh.requests.length
    expect(await client().listPullRequestFiles(n, 100)).toEqual(files.slice(0, 100))
    expect(sent('pullFiles', from)).toHaveLength(1)
    expect(await client().listPullRequestFiles(n, 180)).toEqual(files.slice(0, 180))
    expect(sent('pullFiles', from)).toHaveLength(3)
    expect(await client().listPullRequestFiles(n, 1_000)).toEqual(files)
    const pages = sent('pullFiles', from)
    expect(pages).toHaveLength(6)
    expect(pages.every((r) => r.query.per_page === '100')).toBe(true)
  })

  it('adds a reaction to a review comment through the pulls route', async () => {
    const n = ++issue
    const id = gh.addReviewComment(n, { body: '/docs-agent go', login: 'alice' })
    await client().addReaction(id, 'eyes', 'review-comment')
    expect(gh.reviewReactions(id)).toEqual(['eyes'])
    expect(gh.requests.at(-1)?.path).toBe(`/repos/acme/docs/pulls/comments/${id}/reactions`)
  })

  it("spaces writes past a short burst at GitHub's pace of one a second", async () => {
    const n = ++issue
    // 100 ms stands for a second here, so that the pace shows without a long test. The bucket
    // starts full when it is made, after `started`.
    const started = Date.now()
    const api = createGitHubClient({
      token: gh.token,
      apiUrl: gh.url,
      repo: { owner: 'acme', repo: 'docs' },
      msPerSecond: 100,
    })
    const id = gh.addComment(n, { body: 'c', login: 'alice' })
    const at: number[] = []
    gh.onRequest((r) => {
      if (r.route === 'updateComment') at.push(Date.now())
    })
    try {
      await Promise.all(Array.from({ length: 12 }, (_, i) => api.updateComment(id, `v${i}`)))
    } finally {
      gh.onRequest(null)
    }
    expect(at).toHaveLength(12)
    // Eight go out as a burst; the four after it wait for the bucket to refill, 100 ms each, so
    // the last one cannot leave before four refills since the bucket was made (counted from
    // before it was made; counted from the first arrival, the time until then would be missing).
    expect((at[11] ?? 0) - started).toBeGreaterThanOrEqual(4 * 100)
    // Never two at once: each write waits for the one before it.
    expect(gh.comments(n)[0]?.body).toBe('v11')
  })

  it('sends writes unspaced with throttle false (the plugin off, for tests not about the pace)', async () => {
    const n = ++issue
    const api = createGitHubClient({
      token: gh.token,
      apiUrl: gh.url,
      repo: { owner: 'acme', repo: 'docs' },
      msPerSecond: 1_000,
      throttle: false,
    })
    const id = gh.addComment(n, { body: 'c', login: 'alice' })
    const started = Date.now()
    await Promise.all(Array.from({ length: 12 }, (_, i) => api.updateComment(id, `v${i}`)))
    // Paced, the four past the burst would take four seconds.
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(gh.requests.filter((r) => r.route === 'updateComment').length).toBeGreaterThanOrEqual(12)
  })

  it('takes a 404 on a retried delete as done', async () => {
    const n = ++issue
    const api = client()
    const created = await api.createComment(n, 'bye')
    gh.addFaults('deleteComment', { kind: 'lost-answer' })
    await api.deleteComment(created.id)
    expect(gh.comments(n)).toEqual([])
    // Without a retry, a 404 is an error like any other.
    await expect(api.deleteComment(created.id)).rejects.toBeInstanceOf(GitHubNotFoundError)
  })
})

describe('GitHub client: errors', () => {
  it.each([
    [
      'createComment',
      (n: number) => client().createComment(n, 'x'),
      ['issues: write', 'pull-requests: write'],
    ],
    [
      'listComments',
      (n: number) => client().listComments(n),
      ['issues: write', 'pull-requests: write'],
    ],
    [
      'reaction',
      async (n: number) =>
        client().addReaction(gh.addComment(n, { body: 'c', login: 'a' }), 'eyes'),
      ['issues: write', 'pull-requests: write'],
    ],
    [
      'reviewReaction',
      async (n: number) =>
        client().addReaction(
          gh.addReviewComment(n, { body: 'c', login: 'a' }),
          'eyes',
          'review-comment',
        ),
      ['issues: write', 'pull-requests: write'],
    ],
    ['pullRequest', (n: number) => client().getPullRequest(n), ['pull-requests: read']],
    ['pullFiles', (n: number) => client().listPullRequestFiles(n, 100), ['pull-requests: read']],
    ['listIssues', () => client().listIssuesBy('alice'), ['issues: write']],
    ['createIssue', () => client().createIssue('t', 'b'), ['issues: write']],
  ] as const)(
    'names the missing permissions: for %s on "Resource not accessible by integration"',
    async (route, call, scopes) => {
      gh.addFaults(route, NOT_ACCESSIBLE)
      const error = await failure(call(++issue))
      expect(error).toBeInstanceOf(GitHubPermissionError)
      for (const scope of scopes) expect(error.message).toContain(`\`${scope}\``)
      expect((error as GitHubPermissionError).hint).toMatch(/under `permissions:`/)
      expect((error as GitHubPermissionError).scope).toBe(scopes.join(', '))
    },
  )

  it('says the permission look-up needs read access to the repository metadata', async () => {
    gh.addFaults('permission', NOT_ACCESSIBLE)
    const error = await failure(client().getPermission('alice'))
    expect(error).toBeInstanceOf(GitHubPermissionError)
    expect(error.message).toMatch(/read access to the repository metadata/)
    expect((error as GitHubPermissionError).hint).toMatch(/Metadata: Read-only/)
  })

  it('turns a 401 into a bad-token error without the token in it', async () => {
    const wrong = 'ghp_wrongTokenWrongTokenWrongToken00'
    const error = await failure(client({ token: wrong }).listComments(1))
    expect(error).toBeInstanceOf(GitHubAuthError)
    expect(error.message).toMatch(/Bad credentials/)
    expect((error as GitHubAuthError).hint).toMatch(/github-token/)
    expectNoSecrets([error.message, String((error as GitHubAuthError).hint)], [wrong, gh.token])
  })

  it('keeps the token out of an error whose body echoes it', async () => {
    gh.addFaults(
      'createComment',
      ...['Bearer', 'token', 'base64'].map((form) => ({
        kind: 'status' as const,
        status: 400,
        body: {
          message:
            form === 'base64'
              ? `bad header ${Buffer.from(`Bearer ${gh.token}`).toString('base64')}`
              : `bad header ${form} ${gh.token}`,
        },
      })),
    )
    for (let i = 0; i < 3; i++) {
      const error = await failure(client().createComment(++issue, 'x'))
      expect(error.message).toContain('***')
      expectNoSecrets([error.message], [gh.token])
    }
  })

  it('names the resource on a 404', async () => {
    const error = await failure(client().updateIssue(99_999, { body: 'x' }))
    expect(error).toBeInstanceOf(GitHubNotFoundError)
    expect(error.message).toContain('issue #99999 in acme/docs')
    expect((error as GitHubNotFoundError).resource).toBe('issue #99999 in acme/docs')
  })

  it("gives GitHub's validation details", async () => {
    const error = await failure(client().createComment(++issue, 'x'.repeat(70_000)))
    expect((error as GitHubError).status).toBe(422)
    expect(error.message).toMatch(/Validation Failed \(Body is too long/)
  })

  it('does not follow a next-page link to another host (the token would go with it)', async () => {
    gh.addFaults('listComments', {
      kind: 'status',
      status: 200,
      body: [],
      headers: {
        link: '<https://evil.example/repos/acme/docs/issues/1/comments?page=2>; rel="next"',
      },
    })
    const error = await failure(client().listComments(++issue))
    expect(error.message).toMatch(/another host \(https:\/\/evil\.example\)/)
    expect(gh.requests.filter((r) => r.path.includes('evil'))).toEqual([])
  })
})
