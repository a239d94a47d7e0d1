import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { systemClock } from '../src/adapters/clock.ts'

describe('runtime', () => {
  it('runs the tests on Node 24, the runtime of action.yml (runs.using: node24)', () => {
    expect(process.versions.node.split('.')[0]).toBe('24')
  })
})

describe('undici', () => {
  const json = (name: string) =>
    JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8')) as {
      overrides?: unknown
      packages?: Record<string, { dev?: boolean; version?: string }>
    }

  it('is one copy in the shipped tree, the one @actions/http-client declares, not forced', () => {
    // The action uses the undici line of @actions/http-client (which @actions/core brings), so
    // npm dedupes them and the bundle carries one copy, without an `overrides` entry.
    expect(json('package.json').overrides).toBeUndefined()
    const packages = json('package-lock.json').packages ?? {}
    const shipped = Object.keys(packages).filter(
      (path) => path.endsWith('node_modules/undici') && packages[path]?.dev !== true,
    )
    expect(shipped).toEqual(['node_modules/undici'])
  })
})

describe('systemClock', () => {
  // The in-process tests run every wait on virtual time; this is the one place the real clock runs.
  it('tells the time, sleeps for real, and ends a sleep with the signal', async () => {
    const before = Date.now()
    expect(systemClock.now()).toBeGreaterThanOrEqual(before)
    await systemClock.sleep(-5)
    const started = performance.now()
    await systemClock.sleep(20, new AbortController().signal)
    expect(performance.now() - started).toBeGreaterThanOrEqual(15)
    const controller = new AbortController()
    const sleeping = systemClock.sleep(60_000, controller.signal)
    controller.abort(new Error('cancelled'))
    await expect(sleeping).rejects.toThrow('cancelled')
  })
})
