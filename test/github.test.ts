/** The GitHub client, permission gate and status comment store against the GitHub emulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/github/client.ts'
import { GitHubPermissionError, GitHubRateLimitError } from '../src/github/errors.ts'
import { authorize } from '../src/github/gate.ts'
import { readMarker, renderMarker, type StatusMarker } from '../src/github/marker.ts'
import { createStatusCommentStore, MAX_COMMENT_CHARS } from '../src/github/status-comment.ts'
import type { Clock } from '../src/types.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'
import { expectNoSecrets } from './helpers/secrets.ts'

let gh: GitHubEmulator
let issue = 100
beforeAll(async () => {
  gh = await startGitHubEmulator()
})
afterAll(async () => {
  await gh.close()
})

const sleeps: number[] = []
const fastClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    sleeps.push(ms)
  },
}

function client(token = gh.token) {
  return createGitHubClient({
    token,
    apiUrl: gh.url,
    repo: { owner: 'acme', repo: 'docs' },
    clock: fastClock,
  })
}

function marker(trigger: string, jobId: string | null = 'job_1'): StatusMarker {
  return { kind: 'status', trigger, jobId, sent: false, outcome: null, sentAt: null, runId: '1' }
}

describe('GitHub client', () => {
  it('reads permissions, including triage and maintain from role_name', async () => {
    gh.setPermission('tria', 'triage')
    gh.setPermission('main', 'maintain')
    const api = client()
    expect(await api.getPermission('tria')).toBe('triage')
    expect(await api.getPermission('main')).toBe('maintain')
    expect(await api.getPermission('nobody')).toBe('none')
  })

  it('lists every page of comments', async () => {
    const n = ++issue
    for (let i = 0; i < 230; i++) gh.addComment(n, { body: `c${i}`, login: 'alice' })
    const list = await client().listComments(n)
    expect(list).toHaveLength(230)
    expect(list[229]?.body).toBe('c229')
    expect(
      gh.requests.filter((r) => r.route === 'listComments' && r.path.endsWith(`/${n}/comments`)),
    ).toHaveLength(3)
  })

  it('names the missing permissions: scope on "Resource not accessible by integration"', async () => {
    const n = ++issue
    gh.addFaults('createComment', {
      kind: 'status',
      status: 403,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com',
      },
    })
    const error = await client()
      .createComment(n, 'hi')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubPermissionError)
    expect(String((error as Error).message)).toMatch(/issues: write/)
    expect(String((error as Error).message)).toMatch(/pull-requests: write/)
  })

  it('waits out a secondary rate limit and retries, honouring retry-after', async () => {
    const n = ++issue
    sleeps.length = 0
    gh.addFaults('listComments', {
      kind: 'status',
      status: 403,
      body: { message: 'You have exceeded a secondary rate limit' },
      headers: { 'retry-after': '3' },
    })
    expect(await client().listComments(n)).toEqual([])
    expect(sleeps[0]).toBeGreaterThanOrEqual(3_000)
  })

  it('gives up on a rate limit longer than it will wait, saying when it resets', async () => {
    gh.addFaults('permission', {
      kind: 'status',
      status: 429,
      body: { message: 'API rate limit exceeded' },
      headers: { 'retry-after': '3600' },
    })
    const error = await client()
      .getPermission('alice')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubRateLimitError)
    expect(String((error as Error).message)).toMatch(/3600 s/)
  })

  it('retries reads on 5xx', async () => {
    gh.setPermission('five', 'write')
    gh.addFaults('permission', { kind: 'status', status: 502 }, { kind: 'status', status: 503 })
    expect(await client().getPermission('five')).toBe('write')
  })

  it('does not resend a create after a 5xx (it may have been applied)', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'status', status: 500 })
    await expect(client().createComment(n, 'once')).rejects.toThrow(/500/)
    expect(
      gh.requests.filter((r) => r.route === 'createComment' && r.path.includes(`/${n}/`)),
    ).toHaveLength(1)
  })

  it('keeps the token out of errors (401)', async () => {
    const error = await client('ghs_wrongTokenWrongTokenWrong')
      .listComments(1)
      .catch((e: unknown) => e)
    expect(String((error as Error).message)).toMatch(/Bad credentials/)
    expectNoSecrets([String((error as Error).message)], ['ghs_wrongTokenWrongTokenWrong', gh.token])
  })

  it('reads no identity from a GITHUB_TOKEN-like token', async () => {
    expect(await client().getAuthenticatedLogin()).toBeNull()
  })
})

describe('permission gate', () => {
  const base = { minPermission: 'write' as const, allowedUsers: [], allowedBots: [] }
  it.each([
    ['read', false],
    ['triage', false],
    ['write', true],
    ['maintain', true],
    ['admin', true],
  ] as const)('a %s collaborator is allowed: %s', async (permission, allowed) => {
    const decision = await authorize(
      { ...base, login: 'u', userType: 'User' },
      { getPermission: async () => permission },
    )
    expect(decision.allowed).toBe(allowed)
    if (!allowed) expect(decision.reason).toContain(permission)
  })

  it('lets allowed-users in whatever their permission', async () => {
    const decision = await authorize(
      { ...base, login: 'Carol', userType: 'User', allowedUsers: ['carol'] },
      { getPermission: async () => 'none' },
    )
    expect(decision.allowed).toBe(true)
  })

  it('refuses bots unless listed by exact login, whatever their permission', async () => {
    const admin = { getPermission: async () => 'admin' as const }
    expect(
      (await authorize({ ...base, login: 'dependabot[bot]', userType: 'Bot' }, admin)).allowed,
    ).toBe(false)
    expect(
      (
        await authorize(
          { ...base, login: 'renovate[bot]', userType: 'Bot', allowedBots: ['renovate'] },
          admin,
        )
      ).allowed,
    ).toBe(false)
    expect(
      (
        await authorize(
          { ...base, login: 'renovate[bot]', userType: 'Bot', allowedBots: ['renovate[bot]'] },
          admin,
        )
      ).allowed,
    ).toBe(true)
  })

  it('fails closed when the look-up fails, and says so', async () => {
    const decision = await authorize(
      { ...base, login: 'u', userType: 'User' },
      {
        getPermission: async () => {
          throw new Error('Resource not accessible by integration')
        },
      },
    )
    expect(decision).toEqual({
      allowed: false,
      reason: expect.stringMatching(/could not be checked.*not accessible/),
    })
  })

  it('uses the real permission API against the emulator', async () => {
    gh.setPermission('dave', 'read')
    const decision = await authorize({ ...base, login: 'dave', userType: 'User' }, client())
    expect(decision.allowed).toBe(false)
  })
})

describe('status comment store', () => {
  it('creates once, then edits only when the body changes', async () => {
    const n = ++issue
    const store = createStatusCommentStore(client(), n)
    const body = `${renderMarker(marker('t1'))}\nhello`
    await store.write('t1', body)
    await store.write('t1', body)
    await store.write('t1', `${body}!`)
    expect(gh.comments(n)).toHaveLength(1)
    expect(
      gh.requests.filter((r) => r.route === 'updateComment' && r.status === 200).length,
    ).toBeGreaterThanOrEqual(1)
    expect(store.edits).toBe(2)
  })

  it('leaves exactly one comment when a create was applied but its answer lost', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'lost-answer' })
    const store = createStatusCommentStore(client(), n)
    await store.write('t2', `${renderMarker(marker('t2'))}\nfirst`)
    expect(gh.comments(n)).toHaveLength(1)
    await store.write('t2', `${renderMarker(marker('t2'))}\nsecond`)
    expect(gh.comments(n)).toHaveLength(1)
    expect(gh.comments(n)[0]?.body).toContain('second')
  })

  it('collapses duplicates, oldest wins', async () => {
    const n = ++issue
    const api = client()
    const a = await api.createComment(n, `${renderMarker(marker('t3'))}\nA`)
    await api.createComment(n, `${renderMarker(marker('t3'))}\nB`)
    const found = await createStatusCommentStore(api, n).find('t3')
    expect(found?.comment.id).toBe(a.id)
    expect(gh.comments(n).map((c) => c.id)).toEqual([a.id])
  })

  it('recreates a comment deleted mid-run', async () => {
    const n = ++issue
    const api = client()
    const store = createStatusCommentStore(api, n)
    const first = await store.write('t4', `${renderMarker(marker('t4'))}\none`)
    await api.deleteComment(first.id)
    await store.write('t4', `${renderMarker(marker('t4'))}\ntwo`)
    expect(gh.comments(n)).toHaveLength(1)
    expect(gh.comments(n)[0]?.body).toContain('two')
  })

  it('ignores a marker written by another user', async () => {
    const n = ++issue
    gh.addComment(n, {
      body: `${renderMarker(marker('t5', 'job_evil'))}\nforged`,
      login: 'mallory',
    })
    const store = createStatusCommentStore(client(), n)
    expect(await store.find('t5')).toBeNull()
    expect(await store.latestJobId()).toBeNull()
  })

  it('keeps separate comments for two commands on one PR', async () => {
    const n = ++issue
    const api = client()
    await createStatusCommentStore(api, n).write(
      'c-1',
      `${renderMarker(marker('c-1', 'job_a'))}\none`,
    )
    await createStatusCommentStore(api, n).write(
      'c-2',
      `${renderMarker(marker('c-2', 'job_b'))}\ntwo`,
    )
    expect(gh.comments(n)).toHaveLength(2)
    expect(await createStatusCommentStore(api, n).latestJobId()).toBe('job_b')
  })

  it('shortens a body over 65,536 characters with a note, keeping the marker', async () => {
    const n = ++issue
    const store = createStatusCommentStore(client(), n)
    await store.write('t6', `${renderMarker(marker('t6'))}\n${'x'.repeat(70_000)}`)
    const body = gh.comments(n)[0]?.body ?? ''
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body).toContain('shortened')
    expect(readMarker(body)).toMatchObject({ trigger: 't6' })
  })
})
