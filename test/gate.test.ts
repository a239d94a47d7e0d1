/** The permission gate: the permission API decides, bots need a listing, a failed look-up refuses. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { GitHubPermissionError } from '../src/ports/github-errors.ts'
import { authorize, type GateInput } from '../src/flows/message/gate.ts'
import { PERMISSIONS, type Permission } from '../src/types.ts'
import {
  NOT_ACCESSIBLE,
  primaryRateLimit,
  startGitHubEmulator,
  type GitHubEmulator,
} from './emulators/github.ts'

let gh: GitHubEmulator
beforeAll(async () => {
  gh = await startGitHubEmulator()
})
afterAll(async () => {
  await gh.close()
})

function client() {
  return createGitHubClient({
    token: gh.token,
    apiUrl: gh.url,
    repo: { owner: 'acme', repo: 'docs' },
    msPerSecond: 1,
  })
}

/** A permission port that answers `permission` and counts its calls. */
function fixed(permission: Permission | 'none') {
  const port = {
    calls: 0,
    getPermission: async () => {
      port.calls++
      return permission
    },
  }
  return port
}

const base: Omit<GateInput, 'login' | 'userType'> = {
  minPermission: 'write',
  allowedUsers: [],
  allowedBots: [],
}

describe('permission gate', () => {
  const cases = PERMISSIONS.flatMap((min) =>
    [...PERMISSIONS, 'none' as const].map((has) => [min, has] as const),
  )
  it.each(cases)('min %s, user has %s', async (min, has) => {
    const decision = await authorize(
      { ...base, minPermission: min, login: 'alice', userType: 'User' },
      fixed(has),
    )
    const allowed = has !== 'none' && PERMISSIONS.indexOf(has) >= PERMISSIONS.indexOf(min)
    expect(decision.allowed).toBe(allowed)
  })

  it('explains a refusal in a sentence for the comment', async () => {
    expect(await authorize({ ...base, login: 'alice', userType: 'User' }, fixed('read'))).toEqual({
      allowed: false,
      reason: '@alice has `read` permission; this command needs `write` or higher.',
    })
    expect(await authorize({ ...base, login: 'bob', userType: 'User' }, fixed('none'))).toEqual({
      allowed: false,
      reason: '@bob has no permission on this repository; this command needs `write` or higher.',
    })
  })

  it('lets a listed user in whatever their permission, without a look-up', async () => {
    const port = fixed('none')
    const decision = await authorize(
      { ...base, login: 'Carol', userType: 'User', allowedUsers: ['carol'] },
      port,
    )
    expect(decision).toEqual({ allowed: true, reason: '@Carol is listed in `allowed-users`.' })
    expect(port.calls).toBe(0)
  })

  it('refuses a bot whatever its permission, and never asks for it', async () => {
    const admin = fixed('admin')
    const decision = await authorize({ ...base, login: 'dependabot[bot]', userType: 'Bot' }, admin)
    expect(decision.allowed).toBe(false)
    expect(decision.reason).toMatch(/bot account.*exact login.*`allowed-bots`/)
    expect(admin.calls).toBe(0)
  })

  it('takes a [bot] login for a bot even when the event says User', async () => {
    const decision = await authorize(
      { ...base, login: 'sneaky[bot]', userType: 'User', allowedUsers: ['sneaky[bot]'] },
      fixed('admin'),
    )
    expect(decision.allowed).toBe(false)
  })

  it('does not let a bot in through allowed-users', async () => {
    const decision = await authorize(
      { ...base, login: 'helper', userType: 'Bot', allowedUsers: ['helper'] },
      fixed('admin'),
    )
    expect(decision.allowed).toBe(false)
  })

  it('lets a bot in by its exact login only, case-insensitively', async () => {
    const port = fixed('none')
    const login = { login: 'Renovate[bot]', userType: 'Bot' }
    expect((await authorize({ ...base, ...login, allowedBots: ['renovate'] }, port)).allowed).toBe(
      false,
    )
    expect(
      (await authorize({ ...base, ...login, allowedBots: ['renovate[bot]2'] }, port)).allowed,
    ).toBe(false)
    expect(await authorize({ ...base, ...login, allowedBots: ['renovate[bot]'] }, port)).toEqual({
      allowed: true,
      reason: '@Renovate[bot] is listed in `allowed-bots`.',
    })
    expect(port.calls).toBe(0)
  })

  it('refuses when the least permission is not a level it knows', async () => {
    const decision = await authorize(
      { ...base, minPermission: 'owner' as Permission, login: 'alice', userType: 'User' },
      fixed('admin'),
    )
    expect(decision.allowed).toBe(false)
  })

  it('refuses an empty login', async () => {
    expect(
      (await authorize({ ...base, login: ' ', userType: 'User' }, fixed('admin'))).allowed,
    ).toBe(false)
  })
})

describe('permission gate against the emulator', () => {
  it('allows a maintainer and refuses a triager', async () => {
    gh.setPermission('mia', 'maintain')
    gh.setPermission('tom', 'triage')
    expect((await authorize({ ...base, login: 'mia', userType: 'User' }, client())).allowed).toBe(
      true,
    )
    expect(await authorize({ ...base, login: 'tom', userType: 'User' }, client())).toEqual({
      allowed: false,
      reason: '@tom has `triage` permission; this command needs `write` or higher.',
    })
  })

  it('reads a custom role by its base permission', async () => {
    gh.setPermission('wren', 'write', 'User', 'docs-writer')
    expect((await authorize({ ...base, login: 'wren', userType: 'User' }, client())).allowed).toBe(
      true,
    )
  })

  it('refuses someone GitHub does not know', async () => {
    const decision = await authorize({ ...base, login: 'nobody-here', userType: 'User' }, client())
    expect(decision).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/no permission/),
    })
  })

  it('fails closed when the token may not look permissions up, and says why', async () => {
    gh.setPermission('alice', 'admin')
    gh.addFaults('permission', NOT_ACCESSIBLE)
    const decision = await authorize({ ...base, login: 'alice', userType: 'User' }, client())
    expect(decision.allowed).toBe(false)
    expect(decision.reason).toMatch(/could not be checked.*refused; the look-up failed/)
    expect(decision.reason).toMatch(/Resource not accessible by integration/)
    expect(decision.reason).toMatch(/Metadata: Read-only/)
  })

  it('fails closed when the rate limit is used up', async () => {
    gh.setPermission('alice', 'admin')
    gh.addFaults('permission', primaryRateLimit(Math.ceil(Date.now() / 1000) + 3600))
    const decision = await authorize({ ...base, login: 'alice', userType: 'User' }, client())
    expect(decision.allowed).toBe(false)
    expect(decision.reason).toMatch(/rate limit.*resets at/)
  })

  it('fails closed on an error of any kind', async () => {
    const decision = await authorize(
      { ...base, login: 'alice', userType: 'User' },
      {
        getPermission: async () => {
          throw new GitHubPermissionError('x', { kind: 'metadata' }, 'nope')
        },
      },
    )
    expect(decision.allowed).toBe(false)
    const odd = await authorize(
      { ...base, login: 'alice', userType: 'User' },
      {
        getPermission: () => Promise.reject('a string, not an Error'),
      },
    )
    expect(odd).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/a string, not an Error\.$/),
    })
  })
})
