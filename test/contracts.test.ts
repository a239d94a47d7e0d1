/**
 * Contracts from the published descriptions. The platform's own OpenAPI documents (vendored in
 * test/fixtures/openapi, with their provenance) hold every request the platform client sends and
 * every answer the platform emulator gives; GitHub's description (@octokit/openapi, cut to the
 * routes the action uses and vendored beside them) holds the GitHub client's requests and the
 * GitHub emulator's answers on those routes, both through the client and by plain fetch
 * (independent of the client).
 *
 * Where the descriptions and shared/spec/platform-api-facts.md disagree, the facts stand: each such
 * case is one allowed deviation below, pinned by its own test. Where the facts file is explicit and
 * the descriptions agree with it, a test pins the agreement. The one place GitHub answers beyond
 * its description (404 on a comment deleted meanwhile) is pinned the same way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { NOT_ACCESSIBLE, startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import {
  makeVisitorRows,
  startPlatformEmulator,
  type PlatformEmulator,
  type RecordedRequest,
} from './emulators/platform.ts'
import { GITHUB_ROUTES } from './helpers/github-routes.ts'
import {
  conversationRows,
  feedbackByPageRows,
  feedbackRows,
  searchRows,
} from './helpers/analytics-data.ts'
import {
  answerOf,
  githubDescription,
  loadContract,
  readJson,
  subsetOf,
  type Contract,
} from './helpers/openapi-contract.ts'
import type { PlatformClient } from '../src/ports/platform.ts'

const fixture = (name: string) => readJson(new URL(`./fixtures/openapi/${name}`, import.meta.url))

/** Answers the facts file documents and the descriptions do not. */
const FACTS_OVER_DESCRIPTION: ReadonlyArray<{
  status: number
  /** `METHOD /path` of the operations it applies to; all when absent. */
  operations?: readonly string[]
  why: string
}> = [
  { status: 401, why: 'facts: "401: missing, invalid or expired key"' },
  { status: 403, why: 'facts: "403: the key lacks the scope … or is restricted to IP ranges"' },
  {
    status: 429,
    operations: [
      'GET /v1/analytics/{projectId}/visitors',
      'GET /v1/analytics/{projectId}/views',
      'GET /v1/analytics/{projectId}/searches',
      'GET /v1/analytics/{projectId}/feedback',
      'GET /v1/analytics/{projectId}/feedback/by-page',
      'GET /v1/analytics/{projectId}/assistant',
    ],
    why: 'facts: "100 requests per organization per hour, shared by every analytics endpoint"',
  },
]

/** Faults that stand for a broken network or server, outside any contract. */
const OFF_CONTRACT_FAULTS = new Set(['reset', 'malformed-json', 'html', 'latency', 'slow-headers'])

/**
 * The cut of GitHub's description, loaded once for the file: its validators, compiled the first
 * time an operation is checked (GitHub's schemas are large), serve both of the GitHub describes.
 */
let github: Promise<Contract> | undefined
const githubContract = () => (github ??= loadContract(subsetOf(githubDescription(), GITHUB_ROUTES)))

let admin: Contract
let analytics: Contract
let platform: PlatformEmulator
let client: PlatformClient

beforeAll(async () => {
  ;[admin, analytics] = await Promise.all([
    loadContract(fixture('admin-openapi.json')),
    loadContract(fixture('analytics.openapi.json')),
  ])
  platform = await startPlatformEmulator()
  client = createPlatformClient(
    { apiKey: platform.apiKey, projectId: platform.projectId, baseUrl: platform.url },
    {
      clock: { now: () => Date.now(), sleep: async () => undefined },
      retryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1_000 },
      sendRetryPolicy: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1_000 },
    },
  )
})
afterAll(async () => {
  await platform.close()
})
beforeEach(() => {
  platform.reset()
})

const contractFor = (r: RecordedRequest): Contract =>
  r.path.startsWith('/v1/analytics/') ? analytics : admin

/** The problems of every exchange recorded so far, deviations the facts allow left out. */
function platformProblems(): string[] {
  const problems: string[] = []
  for (const r of platform.requests) {
    const contract = contractFor(r)
    problems.push(...contract.checkRequest(r))
    if (r.fault && OFF_CONTRACT_FAULTS.has(r.fault)) continue
    const operation = contract.operationOf(r)
    const allowed = FACTS_OVER_DESCRIPTION.find(
      (d) => d.status === r.status && (!d.operations || d.operations.includes(operation ?? '')),
    )
    const found = contract.checkResponse(answerOf(r))
    if (allowed && found.every((p) => p.includes('is not documented'))) {
      // Undocumented status, but the facts document it: its body must still be the error shape.
      const body = JSON.parse(r.responseBody ?? '{}') as { error?: unknown }
      if (typeof body.error !== 'string') problems.push(`${r.path} ${r.status}: no "error" text`)
      continue
    }
    problems.push(...found)
  }
  return problems
}

describe('platform client and emulator against the published descriptions', () => {
  it('get job, send message and the job polled after it', async () => {
    platform.addJob({
      id: 'job_c',
      initialStatus: 'completed',
      onMessage: {
        timeline: [
          { afterMs: 0, status: 'active' },
          { afterMs: 10, status: 'completed', prLink: 'https://github.com/acme/docs/pull/3' },
        ],
      },
    })
    await client.getJob('job_c')
    await client.sendMessage('job_c', 'document the retry option')
    await new Promise((r) => setTimeout(r, 20))
    expect((await client.getJob('job_c')).prLink).toBe('https://github.com/acme/docs/pull/3')
    expect(platform.requests.map((r) => r.status)).toEqual([200, 200, 200])
    expect(platformProblems()).toEqual([])
  })

  it('documented refusals: unknown job (404), refused message (400), rate limit (429)', async () => {
    platform.addJob({
      id: 'job_done',
      onMessage: { timeline: [], reject: { status: 400, body: { error: 'Job is not active' } } },
    })
    await expect(client.getJob('job_missing')).rejects.toThrow(/not found/)
    await expect(client.sendMessage('job_missing', 'x')).rejects.toThrow(/not found/)
    await expect(client.sendMessage('job_done', 'x')).rejects.toThrow(/Job is not active/)
    platform.addFaults('sendMessage', { kind: 'rate-limit' }, { kind: 'rate-limit' })
    await expect(client.sendMessage('job_done', 'x')).rejects.toThrow(/429/)
    expect(platform.requests.map((r) => r.status)).toEqual([404, 404, 400, 429, 429])
    expect(platformProblems()).toEqual([])
  })

  it('create job (201), the new job polled, then a follow-up to it; refusals 400 and 429', async () => {
    platform.setNewJobTemplate({
      timeline: [
        { afterMs: 10, status: 'completed', prLink: 'https://github.com/acme/docs/pull/9' },
      ],
    })
    const created = await client.createJob('document the retry option')
    expect(created).toMatchObject({ kind: 'created', job: { status: 'active' } })
    const id = created.kind === 'created' ? created.job.id : ''
    await new Promise((r) => setTimeout(r, 20))
    expect((await client.getJob(id)).prLink).toBe('https://github.com/acme/docs/pull/9')
    await client.sendMessage(id, 'and one for the timeout option')
    platform.addFaults('createJob', { kind: 'rate-limit' }, { kind: 'rate-limit' })
    await expect(client.createJob('x')).rejects.toThrow(/429/)
    platform.setNewJobTemplate({ reject: { status: 400, body: { error: 'Invalid request' } } })
    await expect(client.createJob('x')).rejects.toThrow(/Invalid request/)
    expect(platform.requests.map((r) => r.status)).toEqual([201, 200, 200, 429, 429, 400])
    expect(platformProblems()).toEqual([])
  })

  it('every visitors page, with the window pinned and limit 250', async () => {
    platform.setVisitors({ rows: makeVisitorRows(600, 2) })
    for (let offset = 0; offset < 750; offset += 250) {
      await client.getVisitors({ dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset })
    }
    expect(platform.requests).toHaveLength(3)
    expect(platformProblems()).toEqual([])
  })

  it('every page of every other analytics export, filters and cursors included', async () => {
    const window = { dateFrom: '2026-11-01', dateTo: '2026-11-08T00:00:00Z' }
    platform.setSearches(searchRows(250, { percent: true }))
    platform.setFeedback(feedbackRows(120))
    platform.setFeedbackByPage(feedbackByPageRows(150))
    platform.setConversations(conversationRows(1_200))
    platform.setViews({ rows: makeVisitorRows(300, 6) })
    const pages = async <P extends { nextCursor: string | null }>(
      read: (cursor: string | undefined) => Promise<P>,
    ): Promise<number> => {
      let count = 0
      for (let cursor: string | undefined; ; count++) {
        const page = await read(cursor)
        if (page.nextCursor === null) return count + 1
        cursor = page.nextCursor
      }
    }
    expect(await pages((cursor) => client.getSearches({ ...window, limit: 100, cursor }))).toBe(3)
    const filters = { source: 'contextual', status: ['pending', 'in_progress'] } as const
    expect(
      await pages((cursor) => client.getFeedback({ ...window, limit: 10, cursor, ...filters })),
    ).toBe(2)
    expect(await pages((cursor) => client.getFeedback({ ...window, limit: 100, cursor }))).toBe(2)
    await client.getFeedbackByPage({ ...window, limit: 100, status: ['pending'] })
    expect(
      await pages((cursor) => client.getConversations({ ...window, limit: 1000, cursor })),
    ).toBe(2)
    for (let offset = 0; offset < 300; offset += 250) {
      await client.getViews({ ...window, limit: 250, offset })
    }
    const used = new Set(platform.requests.map((r) => analytics.operationOf(r)))
    expect([...used].sort()).toEqual([
      'GET /v1/analytics/{projectId}/assistant',
      'GET /v1/analytics/{projectId}/feedback',
      'GET /v1/analytics/{projectId}/feedback/by-page',
      'GET /v1/analytics/{projectId}/searches',
      'GET /v1/analytics/{projectId}/views',
    ])
    expect(platform.requests.every((r) => r.status === 200)).toBe(true)
    expect(platformProblems()).toEqual([])
  })

  it('documented refusals of the other analytics exports: 400 with details', async () => {
    const window = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }
    await expect(client.getSearches({ ...window, limit: 0 })).rejects.toThrow(/limit/)
    await expect(client.getSearches({ ...window, limit: 5, cursor: 'x' })).rejects.toThrow(/cursor/)
    await expect(
      client.getFeedback({ ...window, dateFrom: '2026-02-30', limit: 5 }),
    ).rejects.toThrow(/dateFrom/)
    await expect(client.getFeedbackByPage({ ...window, limit: 101 })).rejects.toThrow(/limit/)
    await expect(client.getConversations({ ...window, limit: 1001 })).rejects.toThrow(/limit/)
    await expect(client.getViews({ ...window, limit: 251, offset: 0 })).rejects.toThrow(/limit/)
    expect(platform.requests.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400])
    // The client's own requests break the description here on purpose (limits out of range):
    // only the answers are held against it.
    const answers = platform.requests.flatMap((r) => analytics.checkResponse(answerOf(r)))
    expect(answers).toEqual([])
  })

  it("sends the key as a Bearer token, as the descriptions' bearerAuth asks", async () => {
    platform.addJob({ id: 'job_auth' })
    await client.getJob('job_auth')
    expect(platform.requests[0]?.headers.authorization).toBe(`Bearer ${platform.apiKey}`)
  })

  it.each([
    {
      name: 'an undocumented path',
      problems: () =>
        admin.checkRequest({ method: 'POST', path: '/v2/agent/p/job/j/messages', body: '{}' }),
      expected: 'no such operation',
    },
    {
      name: 'an empty prompt',
      problems: () =>
        admin.checkRequest({
          method: 'POST',
          path: '/v2/agent/p/job/j/message',
          body: '{"prompt":""}',
        }),
      expected: 'request at /requestBody/prompt: must NOT have fewer than 1 characters',
    },
    {
      name: 'a limit above 250',
      problems: () =>
        analytics.checkRequest({
          method: 'GET',
          path: '/v1/analytics/p/visitors',
          query: { limit: '300' },
        }),
      expected: 'limit',
    },
    {
      name: 'a status of the wrong type',
      problems: () =>
        admin.checkResponse({
          method: 'GET',
          path: '/v2/agent/p/job/j',
          status: 200,
          body: '{"status":3}',
        }),
      expected: 'answer 200 at /status',
    },
    {
      name: 'a prLink that is no URL (formats are checked)',
      problems: () =>
        admin.checkResponse({
          method: 'GET',
          path: '/v2/agent/p/job/j',
          status: 200,
          body: '{"id":"j","status":"completed","prLink":"pull 3"}',
        }),
      expected: 'answer 200 at /prLink: must match format "uri"',
    },
    {
      name: 'a searches limit above 100',
      problems: () =>
        analytics.checkRequest({
          method: 'GET',
          path: '/v1/analytics/p/searches',
          query: { limit: '101' },
        }),
      expected: 'limit',
    },
    {
      name: 'a feedback source the description does not list',
      problems: () =>
        analytics.checkRequest({
          method: 'GET',
          path: '/v1/analytics/p/feedback',
          query: { source: 'email' },
        }),
      expected: 'source',
    },
    {
      name: 'an assistant limit above 1000',
      problems: () =>
        analytics.checkRequest({
          method: 'GET',
          path: '/v1/analytics/p/assistant',
          query: { limit: '1001' },
        }),
      expected: 'limit',
    },
    {
      name: 'an assistant cursor that is no ULID (the format is checked)',
      problems: () =>
        analytics.checkRequest({
          method: 'GET',
          path: '/v1/analytics/p/assistant',
          query: { cursor: 'page-2' },
        }),
      expected: 'must match format "ulid"',
    },
    {
      name: 'a searches page without its totalSearches',
      problems: () =>
        analytics.checkResponse({
          method: 'GET',
          path: '/v1/analytics/p/searches',
          status: 200,
          body: '{"searches":[],"nextCursor":null}',
        }),
      expected: 'totalSearches',
    },
    {
      name: 'a visitors page without its totals',
      problems: () =>
        analytics.checkResponse({
          method: 'GET',
          path: '/v1/analytics/p/visitors',
          status: 200,
          body: '{"visitors":[],"hasMore":false}',
        }),
      expected: 'totals',
    },
    {
      name: 'an answer in another content type',
      problems: () =>
        admin.checkResponse({
          method: 'GET',
          path: '/v2/agent/p/job/j',
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '{"id":"j"}',
        }),
      expected: 'content-type "text/html" is not documented',
    },
  ])('the checks have teeth: $name fails', ({ problems, expected }) => {
    expect(problems()).toEqual([expect.stringContaining(expected)])
  })

  it('a recorded exchange given to checkResponse is refused, not checked against its request body', async () => {
    platform.addJob({ id: 'job_r' })
    await client.getJob('job_r')
    const [r] = platform.requests as [RecordedRequest]
    expect(() => admin.checkResponse(r)).toThrow(/answerOf/)
    expect(admin.checkExchange(r)).toEqual([])
  })
})

describe('facts over description', () => {
  // Each: what the platform answers that its description does not list, and how to make it so.
  it.each([
    {
      name: 'a bad key answers 401, which the admin description does not list',
      status: 401,
      act: () =>
        createPlatformClient({
          apiKey: 'mint_wrong',
          projectId: platform.projectId,
          baseUrl: platform.url,
        }).getJob('job_x'),
    },
    {
      name: '403 (a key without the scope, or outside its IP allow-list) is answered though undocumented',
      status: 403,
      act: () => {
        platform.addFaults('getJob', { kind: 'status', status: 403, body: '{"error":"Forbidden"}' })
        return client.getJob('job_x')
      },
    },
    {
      name: 'analytics answers 429 (a published budget), which its description does not list',
      status: 429,
      act: () => {
        platform.setVisitors({ rows: makeVisitorRows(10, 1) })
        platform.addFaults('getVisitors', { kind: 'rate-limit' }, { kind: 'rate-limit' })
        const query = { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset: 0 }
        return client.getVisitors(query)
      },
    },
    {
      name: 'every other analytics export answers 429 when the shared budget is spent',
      status: 429,
      act: async () => {
        const window = { dateFrom: '2026-11-01', dateTo: '2026-11-08' }
        platform.setSearches(searchRows(3))
        // Spent by fetch, not the client: the budget is the organization's, whoever spends it.
        for (let i = 0; i < 100; i++) {
          const response = await fetch(
            `${platform.url}/v1/analytics/${platform.projectId}/feedback?limit=1`,
            { headers: { authorization: `Bearer ${platform.apiKey}` } },
          )
          await response.text()
        }
        platform.requests.splice(0)
        return client.getSearches({ ...window, limit: 10 })
      },
    },
  ])('facts over description: $name', async ({ status, act }) => {
    await expect(act()).rejects.toThrow(String(status === 429 ? 'rate limited' : status))
    const [r] = platform.requests as [RecordedRequest]
    expect(contractFor(r).checkResponse(answerOf(r))).toEqual([
      expect.stringContaining(`status ${status} is not documented`),
    ])
    expect(platformProblems()).toEqual([])
  })

  it('no deviation beyond those the facts allow: a 418 is caught', async () => {
    platform.addFaults('getJob', { kind: 'status', status: 418, body: '{"error":"teapot"}' })
    await expect(client.getJob('job_x')).rejects.toThrow(/418/)
    expect(platformProblems()).toEqual([expect.stringContaining('status 418 is not documented')])
  })

  it('no deviation beyond those the facts allow: a 429 on get job (no limit published) is caught', async () => {
    platform.addFaults('getJob', { kind: 'rate-limit' }, { kind: 'rate-limit' })
    await expect(client.getJob('job_x')).rejects.toThrow(/429|rate limited/)
    expect(platform.requests.map((r) => r.status)).toEqual([429, 429])
    expect(platformProblems()).toEqual([
      expect.stringContaining('status 429 is not documented'),
      expect.stringContaining('status 429 is not documented'),
    ])
  })
})

describe('facts and description agree (no deviation to allow)', () => {
  // Points where the facts file is explicit and the vendored descriptions say the same: were a
  // newer description to differ, the facts would stand and these would name the new deviation.
  type Schema = {
    type?: string
    required?: string[]
    properties?: Record<string, Schema>
    items?: Schema
    $ref?: string
  }
  const adminDoc = fixture('admin-openapi.json') as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    components: { schemas: Record<string, Schema> }
  }
  const analyticsDoc = fixture('analytics.openapi.json') as typeof adminDoc
  const statuses = (doc: typeof adminDoc, path: string, method: string) =>
    Object.keys(doc.paths[path]?.[method]?.responses ?? {})

  it('facts and description agree: send message succeeds with 200 and an AgentJob', () => {
    const path = '/v2/agent/{projectId}/job/{id}/message'
    expect(statuses(adminDoc, path, 'post')).toEqual(['200', '400', '404', '429'])
    expect(JSON.stringify(adminDoc.paths[path]?.post?.responses['200'])).toContain(
      '#/components/schemas/AgentJob',
    )
    expect(statuses(adminDoc, '/v2/agent/{projectId}/job/{id}', 'get')).toEqual(['200', '404'])
  })

  it('facts and description agree: no AgentJob field is required', () => {
    const job = adminDoc.components.schemas.AgentJob
    expect(job?.required).toBeUndefined()
    expect(
      admin.checkResponse({ method: 'GET', path: '/v2/agent/p/job/j', status: 200, body: '{}' }),
    ).toEqual([])
  })

  it('facts and description agree: visitor counts are number, not integer', () => {
    const totals = analyticsDoc.components.schemas.VisitorsTrafficTotals
    const row = analyticsDoc.components.schemas.VisitorsByPageResponse?.properties?.visitors?.items
    for (const schema of [totals, row]) {
      for (const count of ['human', 'ai', 'total']) {
        expect(schema?.properties?.[count]?.type).toBe('number')
      }
    }
    const body = JSON.stringify({
      totals: { human: 1.5, ai: 0.5, total: 1.75 },
      visitors: [{ path: '/a', human: 1.5, ai: 0.5, total: 1.75 }],
      hasMore: false,
    })
    const answer = { method: 'GET', path: '/v1/analytics/p/visitors', status: 200, body }
    expect(analytics.checkResponse(answer)).toEqual([])
  })

  it('facts and description agree: error bodies are {"error": string} (analytics: with details)', () => {
    expect(adminDoc.components.schemas.Error?.properties?.error?.type).toBe('string')
    const analyticsError = analyticsDoc.components.schemas.AnalyticsErrorResponse
    expect(analyticsError?.required).toEqual(['error'])
    expect(analyticsError?.properties?.details?.items?.required).toEqual(['message'])
    expect(statuses(analyticsDoc, '/v1/analytics/{projectId}/visitors', 'get')).toEqual([
      '200',
      '400',
      '500',
    ])
  })
})

describe("GitHub client and emulator against GitHub's description (@octokit/openapi)", () => {
  let rest: Contract
  let gh: GitHubEmulator

  beforeAll(async () => {
    rest = await githubContract()
    // No GraphQL here, so that the identity comes from GET /user, which the REST description has.
    gh = await startGitHubEmulator({ patLogin: 'octocat', graphql: false })
  })
  afterAll(async () => {
    await gh.close()
  })

  it('every route the action uses: requests and answers match', async () => {
    const api = createGitHubClient({
      token: gh.token,
      apiUrl: gh.url,
      repo: { owner: 'acme', repo: 'docs' },
      msPerSecond: 1,
    })
    gh.setPermission('alice', 'maintain')
    gh.addIssue({ number: 5, isPullRequest: true })
    for (let i = 0; i < 120; i++) gh.addComment(5, { body: `c${i}`, login: 'alice' })
    expect(await api.identity()).toBe('octocat')
    expect(await api.getPermission('alice')).toBe('maintain')
    expect(await api.getPermission('nobody-here')).toBe('none')
    expect(await api.listComments(5)).toHaveLength(120)
    const comment = await api.createComment(5, 'status')
    await api.updateComment(comment.id, 'status, edited')
    await api.addReaction(comment.id, 'eyes')
    await api.deleteComment(comment.id)
    const issue = await api.createIssue('Weekly report', 'body')
    await api.updateIssue(issue.number, { body: 'body 2' })
    expect((await api.listIssuesBy(await api.identity())).length).toBeGreaterThan(0)
    // 1.1
    gh.addIssue({ number: 6, isPullRequest: true, title: 'Retries', files: ['a.md', 'b.md'] })
    expect((await api.getPullRequest(6)).changedFiles).toBe(2)
    expect(await api.listPullRequestFiles(6, 100)).toEqual(['a.md', 'b.md'])
    const review = gh.addReviewComment(6, { body: '/docs-agent go', login: 'alice' })
    await api.addReaction(review, 'confused', 'review-comment')
    await api.removeReaction(review, 'confused', 'review-comment')
    const status = await api.createComment(6, 'status')
    await api.addReaction(status.id, 'confused')
    await api.removeReaction(status.id, 'confused')
    expect((await api.listRecentComments('2026-01-01T00:00:00Z')).length).toBeGreaterThan(100)
    expect((await api.getComment(status.id))?.body).toBe('status')
    expect((await api.getWorkflowRun('42')).status).toBe('completed')
    // 1.4: the report issue's write lock
    const lock = await api.addIssueReaction(issue.number, 'eyes')
    expect(lock.added).toBe(true)
    expect(await api.addIssueReaction(issue.number, 'eyes')).toEqual({ id: lock.id, added: false })
    // (Deleting it again: a 404, which GitHub's description leaves out; the client tests it.)
    expect(await api.deleteIssueReaction(issue.number, lock.id)).toBe(true)

    const recorded = gh.requests.filter((r) => r.route !== 'graphql')
    const used = new Set(recorded.map((r) => rest.operationOf(r)))
    expect([...used].sort()).toEqual([...GITHUB_ROUTES].sort())
    const problems = recorded.flatMap((r) => rest.checkExchange(r))
    expect(problems).toEqual([])
  })

  it("GitHub's refusals are documented answers too: 403, 404 and 422", async () => {
    const api = createGitHubClient({
      token: gh.token,
      apiUrl: gh.url,
      repo: { owner: 'acme', repo: 'docs' },
      msPerSecond: 1,
    })
    const from = gh.requests.length
    gh.addFaults('createComment', NOT_ACCESSIBLE)
    await expect(api.createComment(5, 'x')).rejects.toThrow(/issues: write/)
    await expect(api.createComment(5, 'x'.repeat(70_000))).rejects.toThrow(/422/)
    await expect(api.updateIssue(99_999, { body: 'x' })).rejects.toThrow(/404/)
    const recorded = gh.requests.slice(from)
    expect(recorded.map((r) => r.status)).toEqual([403, 422, 404])
    expect(recorded.flatMap((r) => rest.checkExchange(r))).toEqual([])
  })

  it('the checks have teeth: a comment answer without its id fails', () => {
    const problems = rest.checkResponse({
      method: 'PATCH',
      path: '/repos/acme/docs/issues/comments/1',
      status: 200,
      body: '{"body":"x"}',
    })
    expect(problems).toContainEqual(expect.stringContaining("must have required property 'id'"))
  })
})

describe("GitHub emulator's answers, by plain fetch, against GitHub's description", () => {
  // Independent of the project's GitHub client: every route the action uses, called directly, and
  // each answer (status, content type, body) held against the vendored cut of @octokit/openapi.
  let rest: Contract
  let gh: GitHubEmulator

  beforeAll(async () => {
    rest = await githubContract()
    gh = await startGitHubEmulator({ patLogin: 'octocat' })
  })
  afterAll(async () => {
    await gh.close()
  })

  /** Calls `method path` (relative to /repos/acme/docs unless it starts with /user). */
  async function call(
    emulator: GitHubEmulator,
    method: string,
    route: string,
    options: { query?: Record<string, string>; json?: unknown } = {},
  ): Promise<{ status: number; json: unknown; problems: string[] }> {
    const path = route.startsWith('/user') ? route : `/repos/acme/docs${route}`
    const query = options.query ?? {}
    const url = new URL(`${emulator.url}${path}`)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
    const body = options.json === undefined ? '' : JSON.stringify(options.json)
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body ? { 'content-type': 'application/json' } : {}),
    }
    const res = await fetch(url, {
      method,
      headers: { ...headers, authorization: `Bearer ${emulator.token}` },
      ...(body ? { body } : {}),
    })
    const text = await res.text()
    const answer = {
      method,
      path,
      status: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
    }
    return {
      status: res.status,
      json: text ? (JSON.parse(text) as unknown) : null,
      problems: [
        ...rest.checkRequest({ method, path, query, headers, body }),
        ...rest.checkResponse(answer),
      ],
    }
  }

  it('every route the action uses: each answer is documented and matches its schema', async () => {
    gh.setPermission('alice', 'write')
    gh.addIssue({ number: 7, isPullRequest: true })
    for (let i = 0; i < 3; i++) gh.addComment(7, { body: `c${i}`, login: 'alice' })
    const calls: Array<{ status: number; json: unknown; problems: string[] }> = []
    const run = async (
      ...args: Parameters<typeof call> extends [unknown, ...infer R] ? R : never
    ) => {
      const result = await call(gh, ...args)
      calls.push(result)
      return result
    }

    await run('GET', '/collaborators/alice/permission')
    await run('GET', '/collaborators/nobody-here/permission')
    await run('GET', '/issues/7/comments', { query: { per_page: '2' } })
    await run('GET', '/issues/7/comments', { query: { per_page: '2', page: '2' } })
    const created = await run('POST', '/issues/7/comments', { json: { body: 'status' } })
    const id = (created.json as { id: number }).id
    await run('PATCH', `/issues/comments/${id}`, { json: { body: 'status, edited' } })
    await run('POST', `/issues/comments/${id}/reactions`, { json: { content: 'eyes' } })
    await run('POST', `/issues/comments/${id}/reactions`, { json: { content: 'eyes' } })
    await run('DELETE', `/issues/comments/${id}`)
    await run('GET', '/issues', { query: { state: 'open', per_page: '100' } })
    const issue = await run('POST', '/issues', { json: { title: 'Weekly report', body: 'b' } })
    const number = (issue.json as { number: number }).number
    await run('PATCH', `/issues/${number}`, { json: { body: 'b2', state: 'closed' } })
    await run('GET', '/user')
    // 1.1
    gh.addIssue({ number: 8, isPullRequest: true, files: ['a.md', 'b.md', 'c.md'] })
    await run('GET', '/pulls/8')
    await run('GET', '/pulls/8/files', { query: { per_page: '2' } })
    const review = gh.addReviewComment(8, { body: '/docs-agent go', login: 'alice' })
    const reacted = await run('POST', `/pulls/comments/${review}/reactions`, {
      json: { content: 'confused' },
    })
    await run('GET', `/pulls/comments/${review}/reactions`, { query: { content: 'confused' } })
    await run(
      'DELETE',
      `/pulls/comments/${review}/reactions/${(reacted.json as { id: number }).id}`,
    )
    const status = await run('POST', '/issues/8/comments', { json: { body: 'status' } })
    const statusId = (status.json as { id: number }).id
    const own = await run('POST', `/issues/comments/${statusId}/reactions`, {
      json: { content: 'confused' },
    })
    await run('GET', `/issues/comments/${statusId}/reactions`)
    await run('DELETE', `/issues/comments/${statusId}/reactions/${(own.json as { id: number }).id}`)
    await run('GET', '/issues/comments', {
      query: { sort: 'updated', direction: 'desc', since: '2026-01-01T00:00:00Z', per_page: '2' },
    })
    await run('GET', `/issues/comments/${statusId}`)
    await run('GET', '/actions/runs/42')
    // 1.4: the report issue's write lock
    const lock = await run('POST', `/issues/${number}/reactions`, { json: { content: 'eyes' } })
    await run('POST', `/issues/${number}/reactions`, { json: { content: 'eyes' } })
    const lockId = (lock.json as { id: number }).id
    await run('DELETE', `/issues/${number}/reactions/${lockId}`)

    expect(calls.map((c) => c.status)).toEqual([
      200, 404, 200, 200, 201, 200, 201, 200, 204, 200, 201, 200, 200, 200, 200, 201, 200, 204, 201,
      201, 200, 204, 200, 200, 200, 201, 200, 204,
    ])
    const used = new Set(gh.requests.map((r) => rest.operationOf(r)))
    expect([...used].sort()).toEqual([...GITHUB_ROUTES].sort())
    expect(calls.flatMap((c) => c.problems)).toEqual([])
  })

  it('refusals the action meets are documented: 403 (GITHUB_TOKEN on GET /user, a missing permission), 404, 422', async () => {
    const appToken = await startGitHubEmulator()
    try {
      const results = [
        await call(appToken, 'GET', '/user'),
        await call(gh, 'PATCH', '/issues/99999', { json: { body: 'x' } }),
        await call(gh, 'POST', '/issues/7/comments', { json: { body: 'x'.repeat(70_000) } }),
      ]
      gh.addFaults('createComment', NOT_ACCESSIBLE)
      results.push(await call(gh, 'POST', '/issues/7/comments', { json: { body: 'x' } }))
      expect(results.map((r) => r.status)).toEqual([403, 404, 422, 403])
      expect(results.flatMap((r) => r.problems)).toEqual([])
    } finally {
      await appToken.close()
    }
  })

  it("beyond GitHub's description: a comment deleted meanwhile answers 404 on PATCH, DELETE and reactions", async () => {
    // The action edits its own status comment, which a person may delete at any time; GitHub then
    // answers 404 Not Found, which its description does not list for these three operations.
    // Nothing else is allowed: the body must still be GitHub's basic error.
    const gone = gh.addComment(7, { body: 'to be deleted', login: 'alice' })
    expect(gh.deleteComment(gone)).toBe(true)
    const results = [
      await call(gh, 'PATCH', `/issues/comments/${gone}`, { json: { body: 'x' } }),
      await call(gh, 'DELETE', `/issues/comments/${gone}`),
      await call(gh, 'POST', `/issues/comments/${gone}/reactions`, { json: { content: 'eyes' } }),
    ]
    expect(results.map((r) => r.status)).toEqual([404, 404, 404])
    for (const r of results) {
      expect(r.problems).toEqual([expect.stringMatching(/: status 404 is not documented \(/)])
      expect(r.json).toEqual(
        expect.objectContaining({ message: 'Not Found', documentation_url: expect.any(String) }),
      )
    }
  })
})
