/**
 * The one fixture of the end-to-end tests: both emulators started before the file (or the
 * `describe`) and closed after it, the inputs every step needs, a temp folder for the steps' work
 * directories that is removed afterwards, and the secret scan of every step and of all the
 * recorded traffic after each test.
 *
 *   const e2e = useE2e({ inputs: { 'job-id': 'job_e2e', 'poll-interval': '1s' } })
 *   it('…', async () => {
 *     e2e.platform.addJob({ id: 'job_e2e' })
 *     const result = await e2e.step({ inputs: e2e.inputs({ prompt: 'hi' }), eventName: … })
 *   })
 *
 * Call it at the top of a test file, or at the top of a `describe` for emulators of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startGitHubEmulator, type GitHubEmulator } from '../emulators/github.ts'
import {
  startPlatformEmulator,
  type PlatformEmulator,
  type PlatformEmulatorOptions,
} from '../emulators/platform.ts'
import type { ActionRunOptions, ActionRunResult } from './action-runner.ts'
import { inProcessSteps, type VirtualTime } from './in-process-step.ts'
import { scannedSteps } from './secrets.ts'

type GitHubEmulatorOptions = NonNullable<Parameters<typeof startGitHubEmulator>[0]>

export interface E2eOptions {
  /** Inputs of every step of the file, laid over the connection inputs. */
  inputs?: Record<string, string>
  platform?: PlatformEmulatorOptions
  github?: GitHubEmulatorOptions
  /**
   * `per-test` gives each test a GitHub emulator of its own (a reconcile sweep reads the whole
   * repository); default one for the file.
   */
  githubScope?: 'file' | 'per-test'
  /**
   * How `step` runs the action: `dist` (default) starts dist/index.js as a child process the way
   * the runner does; `in-process` runs src/ in the test's process on virtual time
   * (helpers/in-process-step.ts), and the platform emulator's clock follows that time. A step
   * given `onSpawn` and `dist` run a child process either way (signals, kills, steps at once).
   */
  runner?: 'dist' | 'in-process'
}

/** Runs a step; its work directory is a new folder in the fixture's temp folder unless given. */
export type E2eStep = (options: ActionRunOptions) => Promise<ActionRunResult>

export interface E2e {
  /** The platform emulator (reset before each test). */
  readonly platform: PlatformEmulator
  readonly github: GitHubEmulator
  /** The connection inputs (key, project, URLs, token), the file's inputs, then `extra`. */
  inputs(extra?: Record<string, string>): Record<string, string>
  /** Runs a step the file's way (`runner`); scanned for the secrets after the test. */
  step: E2eStep
  /** Runs a step of dist/ as a child process; scanned for the secrets after the test. */
  dist: E2eStep
  /** The virtual time of the in-process steps (the wall clock while they skipped nothing). */
  readonly time: VirtualTime
  /** A new empty folder inside the fixture's temp folder (removed after the file). */
  tempDir(): string
}

export function useE2e(options: E2eOptions = {}): E2e {
  let platform: PlatformEmulator | undefined
  let github: GitHubEmulator | undefined
  let root: string | undefined
  const perTest = options.githubScope === 'per-test'
  const inProcess = inProcessSteps()
  const platformNow = options.platform?.now ?? Date.now
  const platformOptions: PlatformEmulatorOptions | undefined =
    options.runner === 'in-process'
      ? { ...options.platform, now: () => platformNow() + inProcess.time.skipped }
      : options.platform

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'docs-agent-e2e-'))
    platform = await startPlatformEmulator(platformOptions)
    if (!perTest) github = await startGitHubEmulator(options.github)
  })
  afterAll(async () => {
    await Promise.all([platform?.close(), github?.close()])
    if (root) rmSync(root, { recursive: true, force: true })
  })
  beforeEach(async () => {
    platform?.reset()
    if (perTest) {
      await github?.close()
      github = await startGitHubEmulator(options.github)
    }
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is made before the tests: use it in a test`)
    return value
  }
  const fixture: E2e = {
    get platform() {
      return started(platform, 'the platform emulator')
    },
    get github() {
      return started(github, 'the GitHub emulator')
    },
    inputs(extra = {}) {
      const p = fixture.platform
      return {
        'api-key': p.apiKey,
        'project-id': p.projectId,
        'base-url': p.url,
        'github-token': fixture.github.token,
        ...options.inputs,
        ...extra,
      }
    },
    step: (runOptions) =>
      (options.runner === 'in-process' && !runOptions.onSpawn
        ? scanned(inProcess.step)
        : scanned())({
        ...runOptions,
        workDir: runOptions.workDir ?? fixture.tempDir(),
      }),
    dist: (runOptions) =>
      scanned()({ ...runOptions, workDir: runOptions.workDir ?? fixture.tempDir() }),
    time: inProcess.time,
    tempDir: () => mkdtempSync(join(started(root, 'the temp folder'), 'run-')),
  }
  const scanned = scannedSteps(() => ({ platform: fixture.platform, github: fixture.github }))
  return fixture
}
