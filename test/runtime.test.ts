import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

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
