/**
 * The main step: masks the secrets, reads the settings, runs the chosen mode from the registry,
 * and is the one place that fails the step. Signals cancel the run through one AbortSignal.
 */
import * as core from '@actions/core'
import { createGitHubClientOnDemand } from './adapters/github/on-demand.ts'
import type { GitHubClientOptions } from './adapters/github/octokit.ts'
import { createPlatformClient } from './adapters/platform/client.ts'
import { describeError } from './errors.ts'
import type { RunContext } from './event.ts'
import type { Mode } from './interface/inputs.ts'
import type { ModeContext, ModeEnd } from './interface/mode.ts'
import { MODE_REGISTRY, type Settings } from './modes.ts'
import type { Logger } from './ports/runtime.ts'
import { redact } from './lib/redact.ts'
import { parseSettings } from './settings.ts'

/** After a cancellation the step must end soon: the runner kills it a few seconds later. */
const CANCEL_EXIT_MS = 5_000

/**
 * A log line built from untrusted text must not start a workflow command (`::add-mask::`,
 * `::stop-commands::`…): a line that starts with `::` gets a zero-width space after its first colon.
 */
function inertLogText(text: string): string {
  return text.replace(/^(\s*):(?=:)/gm, '$1:\u200b')
}

/** A logger that keeps secrets and workflow commands out of every line. */
function createLogger(secrets: readonly string[]): Logger {
  const clean = (message: string): string => inertLogText(redact(message, secrets))
  return {
    info: (m) => core.info(clean(m)),
    warning: (m) => core.warning(clean(m)),
    debug: (m) => core.debug(clean(m)),
  }
}

/**
 * Runs the action. Never throws: any failure ends up in `core.setFailed`. `github` is laid over
 * the GitHub client's options: a test that runs the step in its own process and is not about the
 * pacing of writes turns the throttling plugin off with it (`throttle: false`).
 */
export async function run(github: Pick<GitHubClientOptions, 'throttle'> = {}): Promise<void> {
  const secrets: string[] = []
  const controller = new AbortController()
  const stopListening = cancelOnSignals(controller)
  const fail = (message: string): void => core.setFailed(inertLogText(redact(message, secrets)))
  try {
    // Mask the secrets before anything else can print them.
    for (const name of ['api-key', 'github-token']) {
      const value = core.getInput(name).trim()
      if (value) {
        core.setSecret(value)
        secrets.push(value)
      }
    }
    const now = new Date()
    const settings = parseSettings((name) => core.getInput(name), now)
    const log = createLogger(secrets)
    for (const warning of settings.warnings) log.warning(warning)
    const end = await runMode({
      settings,
      platform: createPlatformClient(settings, { secrets }),
      github: (context: RunContext) =>
        createGitHubClientOnDemand({
          token: settings.githubToken,
          apiUrl: context.apiUrl,
          repo: context.repo,
          secrets,
          log,
          ...github,
        }),
      log,
      signal: controller.signal,
      secrets,
      env: process.env,
      now,
    })
    // Every output of the mode, and only those: `OutputValues<mode>` holds each run to its rows.
    for (const [name, value] of Object.entries(end.outputs)) core.setOutput(name, value)
    if (end.summary !== null) await core.summary.addRaw(redact(end.summary, secrets)).write()
    if (end.failure !== null) fail(end.failure)
  } catch (error) {
    fail(describeError(error))
    const hint = (error as { hint?: unknown } | null)?.hint
    if (typeof hint === 'string') core.info(inertLogText(redact(`What to do: ${hint}`, secrets)))
  } finally {
    stopListening()
  }
}

/** Any entry of the registry, seen from the dispatcher. */
interface ModeLoader {
  load(): Promise<{ run(context: ModeContext<Settings>): Promise<ModeEnd<Mode>> }>
}

/** Loads the chosen mode's code (only that mode's) and runs it. */
async function runMode(context: ModeContext<Settings>): Promise<ModeEnd<Mode>> {
  // The registry pairs each mode with its own parser, so the settings are those its run takes.
  const entry: ModeLoader = MODE_REGISTRY[context.settings.mode]
  const mode = await entry.load()
  return mode.run(context)
}

/** SIGINT and SIGTERM abort the run; whatever happens next, the step ends in time. */
function cancelOnSignals(controller: AbortController): () => void {
  const onSignal = (name: string): void => {
    if (controller.signal.aborted) return
    core.info(`Received ${name}: cancelling and reporting the run.`)
    controller.abort(new Error(`cancelled by ${name}`))
    setTimeout(() => process.exit(1), CANCEL_EXIT_MS).unref()
  }
  const onSigint = (): void => onSignal('SIGINT')
  const onSigterm = (): void => onSignal('SIGTERM')
  process.on('SIGINT', onSigint)
  process.on('SIGTERM', onSigterm)
  return () => {
    process.off('SIGINT', onSigint)
    process.off('SIGTERM', onSigterm)
  }
}
