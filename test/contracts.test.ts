/**
 * Contracts from the published descriptions. The platform's own OpenAPI documents (vendored in
 * test/fixtures/openapi, with their provenance) hold every request the platform client sends and
 * every answer the platform emulator gives; GitHub's description (@octokit/openapi) holds the
 * GitHub client's requests and the GitHub emulator's answers on the routes the action uses.
 *
 * Where the descriptions and shared/spec/platform-api-facts.md disagree, the facts stand: each such
 * case is one allowed deviation below, pinned by its own test.
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
import {
  githubDescription,
  loadContract,
  readJson,
  subsetOf,
  type Contract,
  type Exchange,
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
    operations: ['GET /v1/analytics/{projectId}/visitors'],
    why: 'facts: "100 requests per organization per hour, shared by every analytics endpoint"',
  },
]

/** Faults that stand for a broken network or server, outside any contract. */
const OFF_CONTRACT_FAULTS = new Set(['reset', 'malformed-json', 'html', 'latency', 'slow-headers'])

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

const exchange = (r: RecordedRequest | (Exchange & { fault?: unknown })): Exchange => r
const contractFor = (r: RecordedRequest): Contract =>
  r.path.startsWith('/v1/analytics/') ? analytics : admin

/** The problems of every exchange recorded so far, deviations the facts allow left out. */
function platformProblems(): string[] {
  const problems: string[] = []
  for (const r of platform.requests) {
    const contract = contractFor(r)
    problems.push(...contract.checkRequest(exchange(r)))
    if (r.fault && OFF_CONTRACT_FAULTS.has(r.fault)) continue
    const operation = contract.operationOf(exchange(r))
    const allowed = FACTS_OVER_DESCRIPTION.find(
      (d) => d.status === r.status && (!d.operations || d.operations.includes(operation ?? '')),
    )
    const found = contract.checkResponse(exchange(r))
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

  it('every visitors page, with the window pinned and limit 250', async () => {
    platform.setVisitors({ rows: makeVisitorRows(600, 2) })
    for (let offset = 0; offset < 750; offset += 250) {
      await client.getVisitors({ dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: 250, offset })
    }
    expect(platform.requests).toHaveLength(3)
    expect(platformProblems()).toEqual([])
  })

  it("sends the key as a Bearer token, as the descriptions' bearerAuth asks", async () => {
    platform.addJob({ id: 'job_auth' })
    await client.getJob('job_auth')
    expect(platform.requests[0]?.headers.authorization).toBe(`Bearer ${platform.apiKey}`)
  })

  it('the checks have teeth: an undocumented path, a bad body and a wrong answer fail', () => {
    const base = { query: {}, headers: {}, status: 200, responseBody: '{}' }
    expect(
      admin.checkRequest({
        ...base,
        method: 'POST',
        path: '/v2/agent/p/job/j/messages',
        body: '{}',
      }),
    ).not.toEqual([])
    expect(
      admin.checkRequest({
        ...base,
        method: 'POST',
        path: '/v2/agent/p/job/j/message',
        body: '{"prompt":""}',
      }),
    ).not.toEqual([])
    expect(
      admin.checkResponse({
        ...base,
        method: 'GET',
        path: '/v2/agent/p/job/j',
        body: '',
        responseBody: '{"status":3}',
      }),
    ).not.toEqual([])
    expect(
      analytics.checkResponse({
        ...base,
        method: 'GET',
        path: '/v1/analytics/p/visitors',
        body: '',
        responseBody: '{"visitors":[]}',
      }),
    ).not.toEqual([])
    expect(
      analytics.checkRequest({
        ...base,
        method: 'GET',
        path: '/v1/analytics/p/visitors',
        body: '',
        query: { limit: '300' },
      }),
    ).not.toEqual([])
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
  ])('facts over description: $name', async ({ status, act }) => {
    await expect(act()).rejects.toThrow(String(status === 429 ? 'rate limited' : status))
    const [r] = platform.requests as [RecordedRequest]
    expect(contractFor(r).checkResponse(exchange(r))).toEqual([
      expect.stringContaining(`status ${status} is not documented`),
    ])
    expect(platformProblems()).toEqual([])
  })

  it('no deviation beyond those the facts allow: a 418 is caught', async () => {
    platform.addFaults('getJob', { kind: 'status', status: 418, body: '{"error":"teapot"}' })
    await expect(client.getJob('job_x')).rejects.toThrow(/418/)
    expect(platformProblems()).toEqual([expect.stringContaining('status 418 is not documented')])
  })
})

describe("GitHub client and emulator against GitHub's description (@octokit/openapi)", () => {
  const ROUTES = [
    'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}',
    'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
    'GET /repos/{owner}/{repo}/issues',
    'POST /repos/{owner}/{repo}/issues',
    'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
    'GET /user',
  ] as const
  let rest: Contract
  let gh: GitHubEmulator

  beforeAll(async () => {
    rest = await loadContract(subsetOf(githubDescription(), ROUTES))
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
    expect((await api.listOpenIssues()).length).toBeGreaterThan(0)

    const recorded = gh.requests.filter((r) => r.route !== 'graphql')
    const used = new Set(recorded.map((r) => rest.operationOf(r)))
    expect([...used].sort()).toEqual([...ROUTES].sort())
    const problems = recorded.flatMap((r) => [...rest.checkRequest(r), ...rest.checkResponse(r)])
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
    expect(recorded.flatMap((r) => [...rest.checkRequest(r), ...rest.checkResponse(r)])).toEqual([])
  })

  it('the checks have teeth: a comment answer without its id fails', () => {
    const problems = rest.checkResponse({
      method: 'PATCH',
      path: '/repos/acme/docs/issues/comments/1',
      query: {},
      headers: {},
      body: '{"body":"x"}',
      status: 200,
      responseBody: '{"body":"x"}',
    })
    expect(problems).not.toEqual([])
  })
})
