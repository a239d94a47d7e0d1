import { describe, expect, it } from 'vitest'

describe('runtime', () => {
  it('runs the tests on Node 24, the runtime of action.yml (runs.using: node24)', () => {
    expect(process.versions.node.split('.')[0]).toBe('24')
  })
})
