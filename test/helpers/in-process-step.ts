/**
 * A step of the action in the test's own process: what dist/index.js does (src/index.ts: the main
 * step, or the post step once the main step saved its state), run from src/ with the runner's
 * environment (`runnerEnvironment`) set on `process.env` for the step's length, its stdout and
 * stderr captured, its exit code read from `process.exitCode`, and the file commands read back
 * as `runAction` reads them. The same `ActionRunOptions` → `ActionRunResult` as a child process,
 * without starting Node and compiling the bundle again for every step.
 *
 * The run's clock (src/adapters/clock.ts) is virtual for the step's length: a sleep passes at once
 * and moves `now` on by as much (`VirtualTime.skipped`); give the platform emulator the same time
 * (`VirtualTime.now`) so that job timelines follow it. The GitHub client runs without its
 * throttling plugin (`throttle: false`); the retry plugin's back-off stays real.
 *
 * Steps run one at a time (`process.env` is the process's); a test that needs two steps at once,
 * a signal or a kill runs them as child processes (`runAction`). A worker thread cannot change
 * its working directory, so the path inputs a step resolves against it (`PATH_INPUTS`) are made
 * absolute in the step's work directory, where a child process would have resolved them.
 */
import * as core from '@actions/core'
import { isAbsolute, join } from 'node:path'
import { vi } from 'vitest'
import { systemClock } from '../../src/adapters/clock.ts'
import { IS_POST_STATE } from '../../src/interface/state.ts'
import { run } from '../../src/main.ts'
import { finishPending } from '../../src/post.ts'
import { freshStepSummary, keepStepSummary } from './step-summary.ts'
import {
  readStepFiles,
  runnerEnvironment,
  type ActionRunOptions,
  type ActionRunResult,
} from './action-runner.ts'

/** The virtual time of in-process steps: the wall clock plus every sleep they skipped. */
export interface VirtualTime {
  /** Milliseconds of sleep skipped so far. */
  readonly skipped: number
  /** `Date.now()` plus the skipped sleeps: the time the in-process steps see. */
  now(): number
  /** Every sleep of the steps so far, in milliseconds. */
  readonly sleeps: readonly number[]
}

/** The runner's variables a step's environment replaces (the rest of `process.env` stays). */
const RUNNER_VARIABLE = /^(INPUT_|STATE_|GITHUB_|RUNNER_)|^(https?_proxy|no_proxy|all_proxy)$/i

/** The inputs that name a file or folder relative to the step's working directory. */
const PATH_INPUTS = ['output-file', 'docs-path']

let running = false

/** A runner of in-process steps and the virtual time they share. */
export function inProcessSteps(): {
  time: VirtualTime
  step(options: ActionRunOptions): Promise<ActionRunResult>
} {
  let skipped = 0
  const sleeps: number[] = []
  const time: VirtualTime = {
    get skipped() {
      return skipped
    },
    now: () => Date.now() + skipped,
    sleeps,
  }
  const step = async (options: ActionRunOptions): Promise<ActionRunResult> => {
    if (options.onSpawn) throw new Error('an in-process step has no process: use runAction')
    if (running) throw new Error('in-process steps run one at a time: use runAction for two')
    running = true
    const started = Date.now()
    const saved = { ...process.env }
    const savedExitCode = process.exitCode
    const workDir = options.workDir ?? runnerEnvironment(options).workDir
    const inputs = { ...options.inputs }
    for (const name of PATH_INPUTS) {
      const value = inputs[name]
      if (value && !isAbsolute(value)) inputs[name] = join(workDir, value)
    }
    const { env, files } = runnerEnvironment({ ...options, inputs, workDir })
    for (const name of Object.keys(process.env)) {
      if (RUNNER_VARIABLE.test(name)) delete process.env[name]
    }
    // The summary goes to the one file @actions/core keeps (step-summary.ts), then to the step's.
    Object.assign(process.env, env, { GITHUB_STEP_SUMMARY: freshStepSummary() })
    process.exitCode = undefined
    let stdout = ''
    let stderr = ''
    const now = vi.spyOn(systemClock, 'now').mockImplementation(time.now)
    const sleep = vi.spyOn(systemClock, 'sleep').mockImplementation(async (ms, signal) => {
      signal?.throwIfAborted()
      sleeps.push(ms)
      skipped += Math.max(0, ms)
      await new Promise((resolve) => setImmediate(resolve))
      signal?.throwIfAborted()
    })
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      stdout += String(chunk)
      options.onStdout?.(String(chunk))
      return true
    })
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      stderr += String(chunk)
      return true
    })
    const realSetTimeout = globalThis.setTimeout
    const scale = options.timeScale ?? 1
    const scaled = (ms?: number) => (ms !== undefined && ms >= 1_000 ? ms / scale : ms)
    const timers =
      scale === 1
        ? null
        : vi
            .spyOn(globalThis, 'setTimeout')
            .mockImplementation(((fn: () => void, ms?: number, ...args: unknown[]) =>
              Reflect.apply(realSetTimeout, globalThis, [
                fn,
                scaled(ms),
                ...args,
              ])) as typeof setTimeout)
    let code: number
    try {
      // As src/index.ts: the post step once the main step saved its state, the main step else.
      if (core.getState(IS_POST_STATE) === 'true') {
        await finishPending()
      } else {
        core.saveState(IS_POST_STATE, 'true')
        // Without the throttling plugin: its pacing and rate-limit waits are tested on the client
        // (github-client.test.ts) and through dist/index.js in child processes.
        await run({ throttle: false })
      }
      code = Number(process.exitCode ?? 0)
    } finally {
      keepStepSummary(files.GITHUB_STEP_SUMMARY)
      timers?.mockRestore()
      out.mockRestore()
      err.mockRestore()
      now.mockRestore()
      sleep.mockRestore()
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
      Object.assign(process.env, saved)
      process.exitCode = savedExitCode
      running = false
    }
    return {
      code,
      signal: null,
      stdout,
      stderr,
      ...readStepFiles(files),
      workDir,
      durationMs: Date.now() - started,
    }
  }
  return { time, step }
}
