/**
 * Message delivery under faults, as a property: fast-check drives the real platform client and the
 * real message flow against the emulator through random sequences of faults on the send and on the
 * polls. Whatever happens: the message is applied at most once, the run ends in exactly one outcome
 * inside its deadline, no wait is shorter than a valid Retry-After, and attempts are bounded.
 * Time is virtual (shared by the flow, the client and the emulator's job timeline), so runs are fast.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runMessage } from '../src/flows/message/run.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { settingsOf } from './helpers/settings.ts'
import { OUTCOMES } from '../src/types.ts'
import { startPlatformEmulator, type Fault, type PlatformEmulator } from './emulators/platform.ts'
import { FakeGitHub, runContext } from './helpers/fakes.ts'
import type { Clock } from '../src/ports/runtime.ts'

let virtualNow = Date.UTC(2026, 10, 22, 12, 0, 0)
let platform: PlatformEmulator

beforeAll(async () => {
  platform = await startPlatformEmulator({ now: () => virtualNow })
})
afterAll(async () => {
  await platform.close()
})

const context = runContext({
  eventName: 'workflow_dispatch',
  runId: '5',
  actor: 'octocat',
  workflow: 'w',
})

/**
 * A Retry-After header value, made when the fault is queued (an HTTP-date is relative to the
 * virtual now of that moment), and the wait it asks for (null when it is not a valid one).
 */
type RetryAfterSpec = () => [string | undefined, number | null, number | null]
const retryAfter: fc.Arbitrary<RetryAfterSpec> = fc.oneof(
  fc.constant<RetryAfterSpec>(() => [undefined, null, null]),
  fc.integer({ min: 0, max: 5 }).map((s): RetryAfterSpec => () => [String(s), s * 1000, null]),
  fc.integer({ min: 2, max: 5 }).map((s): RetryAfterSpec => () => {
    // An HTTP-date names a moment: the retry must not come before it.
    const value = new Date(virtualNow + s * 1000).toUTCString()
    return [value, null, Date.parse(value)]
  }),
  fc.constant<RetryAfterSpec>(() => ['soon-ish', null, null]),
  fc.constant<RetryAfterSpec>(() => ['999999', null, null]),
)

type Step = () => { fault: Fault; retryAfterMs: number | null; notBefore?: number | null }
const step: fc.Arbitrary<Step> = fc.oneof(
  retryAfter.map((spec): Step => () => {
    const [value, ms, notBefore] = spec()
    return {
      notBefore,
      fault: { kind: 'rate-limit', ...(value === undefined ? {} : { retryAfter: value }) },
      retryAfterMs: ms,
    }
  }),
  fc.constantFrom(500, 502, 503).chain((status) =>
    fc.boolean().map((apply): Step => () => ({
      fault: { kind: 'status', status, apply },
      retryAfterMs: null,
    })),
  ),
  fc
    .constantFrom<'before-apply' | 'after-apply'>('before-apply', 'after-apply')
    .map((when): Step => () => ({ fault: { kind: 'reset', when }, retryAfterMs: null })),
  fc
    .integer({ min: 1, max: 30 })
    .map((ms): Step => () => ({ fault: { kind: 'latency', ms }, retryAfterMs: null })),
)

describe('message delivery under faults (property)', () => {
  it('applies the message at most once and ends in one outcome within the deadline', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 5 }),
        fc.array(step, { maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        async (sendSteps, pollSteps, seed) => {
          platform.reset()
          platform.addJob({
            id: 'job_p',
            onMessage: {
              timeline: [
                { afterMs: 0, status: 'active' },
                { afterMs: 20_000, status: 'completed' },
              ],
            },
          })
          platform.addFaults('sendMessage', ...sendSteps.map((s) => s().fault))
          platform.addFaults('getJob', ...pollSteps.map((s) => s().fault))
          let random = seed
          const rand = () => (random = (random * 16807) % 2147483647) / 2147483647
          const flowClock: Clock = {
            now: () => virtualNow,
            sleep: async (ms, signal) => {
              signal?.throwIfAborted()
              virtualNow += Math.max(0, ms)
            },
          }
          const clientClock = flowClock
          const inputs: Record<string, string> = {
            'api-key': platform.apiKey,
            'project-id': platform.projectId,
            'base-url': platform.url,
            'job-id': 'job_p',
            prompt: 'property prompt',
            timeout: '10m',
            'poll-interval': '10s',
            'if-busy': 'send',
          }
          const settings = settingsOf('message', (n) => inputs[n] ?? '', new Date(virtualNow))
          const client = createPlatformClient(settings, {
            clock: clientClock,
            random: rand,
            requestTimeoutMs: 2_000,
            secrets: [platform.apiKey],
          })
          const wrapped = {
            get requestCount() {
              return client.requestCount
            },
            getJob: client.getJob.bind(client),
            sendMessage: client.sendMessage.bind(client),
            createJob: client.createJob.bind(client),
            getVisitors: client.getVisitors.bind(client),
            getSearches: client.getSearches.bind(client),
            getFeedback: client.getFeedback.bind(client),
            getFeedbackByPage: client.getFeedbackByPage.bind(client),
            getConversations: client.getConversations.bind(client),
            getViews: client.getViews.bind(client),
          }
          const startedAt = virtualNow
          const report = await runMessage({
            settings,
            context,
            trigger: {
              kind: 'other',
              eventName: 'workflow_dispatch',
              issueNumber: undefined,
              subject: null,
            },
            platform: wrapped,
            github: new FakeGitHub(),
            clock: flowClock,
            random: rand,
            log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
            signal: new AbortController().signal,
            secrets: [platform.apiKey],
            saveState: () => undefined,
          })
          // At most once.
          expect(platform.messages.length).toBeLessThanOrEqual(1)
          // Exactly one outcome, never success without the message applied.
          expect(OUTCOMES).toContain(report.outcome)
          if (report.outcome === 'completed') expect(platform.messages).toHaveLength(1)
          // Inside the deadline (plus the last request's own bounded time).
          expect(virtualNow - startedAt).toBeLessThanOrEqual(10 * 60_000 + 60_000)
          // Attempts on the send are bounded.
          const sends = platform.requests.filter((r) => r.route === 'sendMessage').length
          expect(sends).toBeLessThanOrEqual(3)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('never waits less than a valid Retry-After, and bounds its attempts (client)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'getJob' | 'sendMessage'>('getJob', 'sendMessage'),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (route, steps) => {
          platform.reset()
          platform.addJob({ id: 'job_c', initialStatus: 'active' })
          const made = steps.map((s) => s())
          platform.addFaults(route, ...made.map((s) => s.fault))
          const sleeps: number[] = []
          const wokeAt: number[] = []
          const clock: Clock = {
            now: () => virtualNow,
            sleep: async (ms) => {
              sleeps.push(ms)
              wokeAt.push(virtualNow + Math.max(0, ms))
              virtualNow += Math.max(0, ms)
            },
          }
          const client = createPlatformClient(
            { apiKey: platform.apiKey, projectId: platform.projectId, baseUrl: platform.url },
            { clock, random: () => 0.5, requestTimeoutMs: 2_000 },
          )
          const outcome =
            route === 'getJob'
              ? await client.getJob('job_c').then(
                  () => 'ok',
                  () => 'error',
                )
              : await client.sendMessage('job_c', 'p').then(
                  (r) => r.kind,
                  () => 'error',
                )
          const attempts = platform.requests.filter((r) => r.route === route)
          expect(attempts.length).toBeLessThanOrEqual(route === 'getJob' ? 4 : 3)
          // Request i consumed fault i; the sleep after it (if a request followed) is sleeps[i].
          attempts.forEach((_request, i) => {
            const wanted = made[i]?.fault.kind === 'rate-limit' ? made[i]?.retryAfterMs : null
            if (wanted !== null && wanted !== undefined && i < attempts.length - 1) {
              expect(sleeps[i]).toBeGreaterThanOrEqual(wanted)
            }
            const notBefore = made[i]?.fault.kind === 'rate-limit' ? made[i]?.notBefore : null
            if (notBefore && i < attempts.length - 1)
              expect(wokeAt[i]).toBeGreaterThanOrEqual(notBefore)
          })
          if (route === 'sendMessage') {
            expect(platform.messages.length).toBeLessThanOrEqual(1)
            // 'sent' only when the platform applied it.
            if (outcome === 'sent') expect(platform.messages).toHaveLength(1)
          }
        },
      ),
      { numRuns: 80 },
    )
  })
})
