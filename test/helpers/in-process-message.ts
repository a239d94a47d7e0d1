/**
 * Message mode in-process on virtual time: `runMessage` with the real platform client and the
 * real GitHub client against the emulators of an e2e fixture, the platform client's back-off on a
 * virtual clock (give the platform emulator the same clock, so job timelines follow it), the GitHub
 * client's waits (its plugins keep their own timers) scaled to a millisecond a second. A fault
 * matrix that only needs time to pass runs here in milliseconds; the dist/ e2e tests keep one case
 * each to prove the wiring.
 */
import { readTrigger } from '../../src/event.ts'
import { runMessage } from '../../src/flows/message/run.ts'
import type { MessageReport, PendingStatus } from '../../src/flows/message/report.ts'
import { createGitHubClient } from '../../src/adapters/github/client.ts'
import { createPlatformClient } from '../../src/adapters/platform/client.ts'
import { settingsOf } from './settings.ts'
import type { E2e } from './e2e.ts'
import { runContext, type VirtualClock } from './fakes.ts'

export interface InProcessRun {
  report: MessageReport
  /** What the flow logged, `info:`/`warning:`/`debug:` before each line. */
  logs: string[]
  /** The last state saved for the post step (null: nothing left to finish). */
  pending: PendingStatus | null
}

/** Runs message mode once for `event`, with the fixture's inputs and `extra` laid over them. */
export async function runMessageInProcess(
  e2e: E2e,
  clock: VirtualClock,
  run: {
    eventName: string
    event: unknown
    extra?: Record<string, string>
    runId?: string
    runAttempt?: number
  },
): Promise<InProcessRun> {
  const inputs = e2e.inputs(run.extra)
  const settings = settingsOf('message', (name) => inputs[name] ?? '', new Date(clock.now()))
  const secrets = [e2e.platform.apiKey, e2e.github.token]
  const logs: string[] = []
  const log = {
    info: (m: string) => void logs.push(`info: ${m}`),
    warning: (m: string) => void logs.push(`warning: ${m}`),
    debug: (m: string) => void logs.push(`debug: ${m}`),
  }
  // Park–Miller: the same jitter on every run.
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const context = runContext({
    eventName: run.eventName,
    runId: run.runId ?? '42',
    runAttempt: run.runAttempt ?? 1,
    apiUrl: e2e.github.url,
  })
  let pending: PendingStatus | null = null
  const report = await runMessage({
    settings,
    context,
    trigger: readTrigger(run.eventName, run.event),
    platform: createPlatformClient(settings, { clock, random, secrets }),
    github: createGitHubClient({
      token: settings.githubToken,
      apiUrl: e2e.github.url,
      repo: context.repo,
      secrets,
      log,
      // The retry plugin's back-off and Retry-After a millisecond a second; no throttling plugin:
      // the flows are the subject, not the pacing (github-client.test.ts and the steps keep it).
      msPerSecond: 1,
      throttle: false,
    }),
    clock,
    random,
    log,
    signal: new AbortController().signal,
    secrets,
    saveState: (state) => {
      pending = state
    },
  })
  return { report, logs, pending }
}
