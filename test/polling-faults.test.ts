/**
 * Polling under faults: the real client and the real flow against the emulator, on virtual time
 * (the emulator's job timeline follows the same clock). Each row: the fault, and the one outcome.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runMessage } from '../src/flows/message/run.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { settingsOf } from './helpers/settings.ts'
import { startPlatformEmulator, type Fault, type PlatformEmulator } from './emulators/platform.ts'
import { FakeGitHub, runContext } from './helpers/fakes.ts'
import type { MessageReport } from '../src/flows/message/report.ts'
import type { Clock } from '../src/ports/runtime.ts'

let now = Date.UTC(2026, 10, 22, 14, 0, 0)
let platform: PlatformEmulator
const clock: Clock = {
  now: () => now,
  sleep: async (ms, signal) => {
    signal?.throwIfAborted()
    now += Math.max(0, ms)
  },
}
const context = runContext({
  eventName: 'workflow_dispatch',
  runId: '8',
  actor: 'octocat',
  workflow: 'w',
})

beforeAll(async () => {
  platform = await startPlatformEmulator({ now: () => now })
})
afterAll(async () => {
  await platform.close()
})
beforeEach(() => {
  platform.reset()
  platform.addJob({
    id: 'job_f',
    onMessage: {
      timeline: [
        { afterMs: 0, status: 'active' },
        { afterMs: 60_000, status: 'completed', prLink: 'https://github.com/acme/docs/pull/5' },
      ],
    },
  })
})

async function run(
  faults: Fault[],
  extra: Record<string, string> = {},
  requestTimeoutMs = 1_000,
): Promise<MessageReport> {
  platform.addFaults('getJob', ...faults)
  const inputs: Record<string, string> = {
    'api-key': platform.apiKey,
    'project-id': platform.projectId,
    'base-url': platform.url,
    'job-id': 'job_f',
    prompt: 'p',
    'if-busy': 'send',
    timeout: '10m',
    ...extra,
  }
  const settings = settingsOf('message', (n) => inputs[n] ?? '', new Date(now))
  let seed = 11
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  return runMessage({
    settings,
    context,
    trigger: {
      kind: 'other',
      eventName: 'workflow_dispatch',
      issueNumber: undefined,
      subject: null,
    },
    platform: createPlatformClient(settings, {
      clock,
      random,
      requestTimeoutMs,
      secrets: [platform.apiKey],
    }),
    github: new FakeGitHub(),
    clock,
    random,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    signal: new AbortController().signal,
    secrets: [platform.apiKey],
    saveState: () => undefined,
  })
}

// The first getJob is the busy check (if-busy: send still reads the job first).
const busyCheck: Fault = { kind: 'latency', ms: 0 }

describe('polling under faults', () => {
  it('slow headers past the request deadline: retried, then completed', async () => {
    const report = await run(
      [busyCheck, { kind: 'slow-headers', ms: 1_500 }, { kind: 'slow-headers', ms: 1_500 }],
      {},
      300,
    )
    expect(report.outcome).toBe('completed')
    expect(report.prLink).toBe('https://github.com/acme/docs/pull/5')
  })

  it('a body that trickles past the deadline is cut off and retried', async () => {
    const report = await run(
      [busyCheck, { kind: 'trickle', chunkDelayMs: 400, chunks: 5 }],
      {},
      300,
    )
    expect(report.outcome).toBe('completed')
  })

  it('HTML and truncated JSON answers are not success, and are outlived', async () => {
    const report = await run([busyCheck, { kind: 'html' }, { kind: 'malformed-json' }])
    expect(report.outcome).toBe('completed')
    expect(platform.messages).toHaveLength(1)
  })

  it('a missing status is never taken for an end', async () => {
    const report = await run([busyCheck, { kind: 'body', json: { id: 'job_f', prLink: null } }])
    expect(report.outcome).toBe('completed')
  })

  it('an unknown status is never success; a run of them ends in error', async () => {
    const weird: Fault = { kind: 'body', json: { id: 'job_f', status: 'succeeded' } }
    const report = await run([busyCheck, ...Array.from({ length: 8 }, () => weird)])
    expect(report.outcome).toBe('error')
    expect(report.detail).toMatch(/succeeded/)
  })

  it('a 404 mid-poll ends in error, saying the job was not found', async () => {
    const report = await run([
      busyCheck,
      { kind: 'latency', ms: 0 },
      { kind: 'status', status: 404, body: JSON.stringify({ error: 'Job not found' }) },
    ])
    expect(report.outcome).toBe('error')
    expect(report.detail).toMatch(/not found/i)
  })

  it('a long run of 5xx is tolerated until the timeout, then timed-out', async () => {
    platform.setPersistentFault('getJob', { kind: 'status', status: 503 })
    const report = await run([busyCheck], { timeout: '3m' })
    platform.setPersistentFault('getJob', null)
    expect(report.outcome).toBe('timed-out')
    expect(platform.messages).toHaveLength(1)
  })

  it('5xx for a while, then the job is seen to complete', async () => {
    const report = await run([
      busyCheck,
      ...Array.from({ length: 12 }, (): Fault => ({ kind: 'status', status: 500 })),
    ])
    expect(report.outcome).toBe('completed')
  })
})
