import { afterEach, expect } from 'vitest'
import type { GitHubEmulator } from '../emulators/github.ts'
import type { PlatformEmulator } from '../emulators/platform.ts'
import { runAction, type ActionRunOptions, type ActionRunResult } from './action-runner.ts'
import { secretForms } from '../../src/lib/redact.ts'

/**
 * Removes the `::add-mask::` commands from a step's stdout: they are how the action hands its
 * secrets to the runner (which hides them), so they are the one place a secret must appear.
 */
export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
}

/** Asserts that no text holds a secret in any of its spellings (raw, Base64, URL-encoded). */
export function expectNoSecrets(texts: readonly string[], secrets: readonly string[]): void {
  for (const secret of secrets) {
    for (const form of secretForms(secret)) {
      for (const text of texts) {
        expect(
          text.includes(form),
          `a text contains the secret (form '${form.slice(0, 6)}…')`,
        ).toBe(false)
      }
    }
  }
}

/** The emulators a step talked to, whose records are scanned too. */
interface Recorded {
  platform: PlatformEmulator
  github: GitHubEmulator
}

/**
 * Asserts that nothing the action wrote or sent holds a secret: each step's stdout (its
 * `::add-mask::` commands aside), stderr, summary and outputs, every comment and issue body, and
 * every request the emulators recorded (the Authorization header aside, and the emulators' own
 * answers, which are not the action's).
 */
export function expectRunsKeepSecrets(results: readonly ActionRunResult[], recorded: Recorded) {
  const { platform, github } = recorded
  const texts = results.flatMap((r) => [
    withoutMaskCommands(r.stdout),
    r.stderr,
    r.summary,
    JSON.stringify(r.outputs),
  ])
  const bodies = github
    .issues()
    .flatMap((i) => [i.body, ...github.comments(i.number).map((c) => c.body)])
  const sent = [
    ...platform.requests.map(({ headers, responseBody: _answer, ...r }) => {
      const { authorization: _auth, ...rest } = headers
      return JSON.stringify({ ...r, headers: rest })
    }),
    ...github.requests.map(({ responseBody: _answer, ...r }) =>
      JSON.stringify({ ...r, authorization: '' }),
    ),
  ]
  expectNoSecrets([...texts, ...bodies, ...sent], [platform.apiKey, github.token])
}

/**
 * Wraps step runners (`runAction` unless given) so that every step of a test is kept and, after
 * the test, they all and all the recorded traffic are scanned for the secrets
 * (`expectRunsKeepSecrets`). Call at the top of a test file.
 */
export function scannedSteps(recorded: () => Recorded) {
  const results: ActionRunResult[] = []
  afterEach(() => {
    try {
      expectRunsKeepSecrets(results, recorded())
    } finally {
      results.length = 0
    }
  })
  return (run: (options: ActionRunOptions) => Promise<ActionRunResult> = runAction) =>
    async (options: ActionRunOptions): Promise<ActionRunResult> => {
      const result = await run(options)
      results.push(result)
      return result
    }
}
