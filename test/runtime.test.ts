import { describe, expect, it } from 'vitest'

describe('runtime', () => {
  it('runs the tests on Node 24, the runtime of action.yml (runs.using: node24)', () => {
    expect(process.versions.node.split('.')[0]).toBe('24')
  })
})

describe('the undici stand-in for @actions/http-client', () => {
  it('still gives http-client a working ProxyAgent, loaded on first use', async () => {
    const { createRequire } = await import('node:module')
    const require = createRequire(import.meta.url)
    const { ProxyAgent } = require('undici') as {
      ProxyAgent: new (uri: string) => { close(): Promise<void> }
    }
    const agent = new ProxyAgent('http://127.0.0.1:3128')
    await agent.close()
    expect(typeof ProxyAgent).toBe('function')
  })
})
