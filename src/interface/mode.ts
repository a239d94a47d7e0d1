/**
 * What a mode is to the rest of the action: a parser for its own inputs, and a run, loaded on
 * demand, that hands back its outputs, its job summary and whether the step fails. The registry
 * (src/modes.ts) holds one such entry a mode; main.ts runs whichever the `mode` input names.
 */
import type { RunContext } from '../event.ts'
import type { GitHubApi } from '../ports/github.ts'
import type { PlatformClient } from '../ports/platform.ts'
import type { Logger } from '../ports/runtime.ts'
import type { ModeSettings } from '../types.ts'
import type { Mode, ReadInput } from './inputs.ts'
import type { OutputValues } from './outputs.ts'

/** What every mode's run is given by main.ts. */
export interface ModeContext<S> {
  /** The common settings and the mode's own (`settings.<mode>`). */
  settings: S
  platform: PlatformClient
  /** A GitHub client for the run's repository, with the `github-token`. */
  github(context: RunContext): GitHubApi
  /** Redacts secrets and makes workflow commands inert in every line. */
  log: Logger
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal
  /** Secrets to keep out of every text the mode writes. */
  secrets: string[]
  /** The runner's environment: `GITHUB_*` variables and the event file's path. */
  env: NodeJS.ProcessEnv
  /** When the run started; date windows are computed from it. */
  now: Date
}

/** How a mode's run ended. main.ts sets the outputs, writes the summary, then fails or not. */
export interface ModeEnd<M extends Mode> {
  outputs: OutputValues<M>
  /** The job summary (Markdown; main.ts redacts it), or null for none. */
  summary: string | null
  /** A sentence that fails the step, or null when the step succeeds. */
  failure: string | null
}

/** One mode: its inputs parsed before any request, and its run loaded only when chosen. */
export interface ModeEntry<M extends Mode, Own> {
  parse(read: ReadInput, now: Date): Own
  load(): Promise<{
    run(context: ModeContext<ModeSettings<M, NoInfer<Own>>>): Promise<ModeEnd<M>>
  }>
}
