/**
 * The action's own stories through a forward proxy, over http or https: the bundled dist/index.js
 * as a child process with HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) in its environment,
 * against the platform and GitHub emulators on loopback, with forward-proxy.ts in between. Every
 * request the emulators record must have passed through the proxy (or none, for hosts in
 * NO_PROXY). One test file a scheme (test/e2e-proxy*.test.ts), so that the two run side by side.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeVisitorRows } from '../emulators/platform.ts'
import { commentEvent, type ActionRunResult } from './action-runner.ts'
import { useE2e } from './e2e.ts'
import { startForwardProxy, type ForwardProxy, type ProxiedRequest } from './forward-proxy.ts'

const hostOf = (url: string): string => new URL(url).host

/** The test-only loopback certificate (test/fixtures/tls), trusted by the action's process. */
const TLS_DIR = fileURLToPath(new URL('../fixtures/tls/', import.meta.url))
const tls = {
  key: readFileSync(`${TLS_DIR}loopback.key`, 'utf8'),
  cert: readFileSync(`${TLS_DIR}loopback.crt`, 'utf8'),
}

// Over http the proxy gets absolute-form requests; over https (as api.github.com and the platform
// are reached) it gets CONNECT tunnels it cannot see into.
export function proxyStories(scheme: 'http' | 'https'): void {
  describe(`action through the proxy over ${scheme} (dist/index.js)`, () => {
    const e2e = useE2e(scheme === 'https' ? { platform: { tls }, github: { tls } } : {})
    let proxy: ForwardProxy
    beforeEach(async () => {
      proxy = await startForwardProxy()
    })
    afterEach(async () => {
      await proxy.close()
    })
    let githubSeen = 0
    let nextIssue = 100
    const trust: Record<string, string> =
      scheme === 'https' ? { NODE_EXTRA_CA_CERTS: `${TLS_DIR}loopback.crt` } : {}
    beforeEach(() => {
      githubSeen = e2e.github.requests.length // the GitHub emulator has no reset: look at new requests
    })

    const withoutQuery = (path = ''): string => path.split('?')[0] ?? ''
    const lines = (list: Array<{ method: string; path?: string }>): string[] =>
      list.map((r) => `${r.method} ${withoutQuery(r.path)}`).sort()

    /**
     * What each emulator recorded in this test must match what the proxy recorded for it, request for
     * request: the ones forwarded in absolute form carry the proxy's `Via` header, and the others
     * arrived through a tunnel, where the proxy counted them. A request that went around the proxy
     * fits neither. Returns how many requests reached each emulator.
     */
    function expectAllThroughProxy(): { platform: number; github: number } {
      const targets = { platform: hostOf(e2e.platform.url), github: hostOf(e2e.github.url) }
      const seen = {
        platform: e2e.platform.requests.map((r) => ({ ...r, via: r.headers.via })),
        github: e2e.github.requests.slice(githubSeen).map((r) => ({ ...r, via: r.headers.via })),
      }
      expect(proxy.requests.every((r) => Object.values(targets).includes(r.target))).toBe(true)
      for (const name of ['platform', 'github'] as const) {
        const proxied = (kind: ProxiedRequest['kind']) =>
          proxy.requests.filter((r) => r.kind === kind && r.target === targets[name])
        const context = `${name}: ${JSON.stringify(proxy.requests)}`
        if (scheme === 'https') {
          // Inside TLS the proxy sees no request; each one must have come on a connection the
          // proxy opened for a CONNECT to this target (the target sees the proxy's port).
          const tunnels = proxied('connect').map((r) => r.upstreamPort)
          expect(tunnels.length, context).toBeGreaterThan(0)
          for (const r of seen[name]) expect(tunnels, context).toContain(r.remotePort)
          continue
        }
        expect(lines(seen[name].filter((r) => r.via === proxy.via)), context).toEqual(
          lines(proxied('absolute')),
        )
        expect(lines(seen[name].filter((r) => r.via !== proxy.via)), context).toEqual(
          lines(proxied('tunnelled')),
        )
      }
      return { platform: seen.platform.length, github: seen.github.length }
    }

    async function messageRun(env: Record<string, string>): Promise<ActionRunResult> {
      e2e.platform.addJob({
        id: 'job_proxy',
        onMessage: {
          timeline: [
            { afterMs: 0, status: 'active' },
            { afterMs: 500, status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' },
          ],
        },
      })
      e2e.github.setPermission('alice', 'write')
      const issue = ++nextIssue
      e2e.github.addIssue({ number: issue, isPullRequest: true })
      const body = '/docs-agent add an example for the proxy settings'
      const commentId = e2e.github.addComment(issue, { body, login: 'alice' })
      const result = await e2e.step({
        inputs: e2e.inputs({ 'job-id': 'job_proxy', 'poll-interval': '1s', timeout: '30s' }),
        eventName: 'issue_comment',
        event: commentEvent({ body, commentId, issueNumber: issue, login: 'alice' }),
        apiUrl: e2e.github.url,
        env: { ...trust, ...env },
      })
      expect(result.code, result.stdout + result.stderr).toBe(0)
      expect(result.outputs.outcome).toBe('completed')
      expect(e2e.platform.messages).toEqual([
        expect.objectContaining({
          jobId: 'job_proxy',
          prompt: 'add an example for the proxy settings',
        }),
      ])
      const routes = e2e.platform.requests.map((r) => r.route)
      expect(routes).toContain('sendMessage')
      expect(routes).toContain('getJob')
      const githubRoutes = e2e.github.requests.slice(githubSeen).map((r) => r.route)
      expect(githubRoutes).toContain('permission')
      expect(
        e2e.github.comments(issue).some((c) => c.body.includes('<!-- docs-agent-action')),
      ).toBe(true)
      return result
    }

    it.each([
      ['upper-case', 'HTTPS_PROXY', 'HTTP_PROXY'],
      ['lower-case', 'https_proxy', 'http_proxy'],
    ])(
      'message mode: every request goes through the proxy (%s variables)',
      async (_, https, http) => {
        await messageRun({ [https]: proxy.url, [http]: proxy.url })
        const counts = expectAllThroughProxy()
        expect(counts.platform).toBeGreaterThanOrEqual(2)
        expect(counts.github).toBeGreaterThanOrEqual(2)
        const through = proxy.requests.filter((r) => r.kind !== 'connect')
        if (scheme === 'http') expect(through).toHaveLength(counts.platform + counts.github)
        else expect(new Set(proxy.requests.map((r) => r.kind))).toEqual(new Set(['connect']))
      },
    )

    it.each([
      ['NO_PROXY', '127.0.0.1'],
      ['no_proxy', 'localhost,127.0.0.1'],
    ])('message mode: %s=%s reaches both hosts directly', async (name, value) => {
      await messageRun({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, [name]: value })
      expect(proxy.requests).toEqual([])
      expect(e2e.platform.requests.length).toBeGreaterThanOrEqual(2)
      expect(e2e.platform.requests.every((r) => r.headers.via === undefined)).toBe(true)
    })

    it('visitors mode: every analytics page and the report issue go through the proxy', async () => {
      const rows = makeVisitorRows(1_001, 3)
      e2e.platform.setVisitors({ rows })
      const result = await e2e.step({
        inputs: e2e.inputs({
          mode: 'visitors',
          'date-from': '2026-11-01',
          'date-to': '2026-11-08',
          'output-file': 'visitors.csv',
          'report-issue': 'Docs traffic through the proxy',
        }),
        eventName: 'schedule',
        event: { schedule: '0 7 * * 1' },
        apiUrl: e2e.github.url,
        env: { ...trust, HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url },
      })
      expect(result.code, result.stdout + result.stderr).toBe(0)
      expect(result.outputs).toMatchObject({ rows: '1001', requests: '5', partial: 'false' })
      const counts = expectAllThroughProxy()
      const pages = e2e.platform.requests.filter((r) => r.route === 'getVisitors')
      expect(pages).toHaveLength(5)
      expect(counts.platform).toBe(5)
      expect(counts.github).toBeGreaterThanOrEqual(1)
    })
  })
}
