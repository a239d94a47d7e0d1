/** What a message run is given (its ports and settings), and the record its steps share. */
import type { RunContext, Trigger } from '../../event.ts'
import type { GitHubApi } from '../../ports/github.ts'
import type { PlatformClient } from '../../ports/platform.ts'
import type { Clock, Logger } from '../../ports/runtime.ts'
import type { MessageModeSettings } from './settings.ts'
import type { PendingStatus } from './report.ts'
import type { CommandRequest } from './request.ts'
import type { RunState } from '../../status/state.ts'
import type { FoundStatusComment, StatusCommentStore } from '../../status/comments.ts'

export interface MessageDeps {
  settings: MessageModeSettings
  context: RunContext
  trigger: Trigger
  platform: PlatformClient
  github: GitHubApi
  clock: Clock
  random: () => number
  log: Logger
  /** Aborted on SIGINT/SIGTERM. */
  signal: AbortSignal
  /** Secrets to keep out of every text the flow writes (the adapters redact too). */
  secrets: string[]
  /** Records the comment state for the post step (null: nothing left to finish). */
  saveState(pending: PendingStatus | null): void
}

/**
 * One run from the gate to its outcome: what it was given, what was asked, and its state. The
 * steps (choose-job.ts, deliver.ts, follow.ts, publish.ts) move `state` through the pure
 * transitions of status/state.ts, with `advance`, the only writer of `state`.
 */
export interface MessageRun {
  readonly deps: MessageDeps
  readonly request: CommandRequest
  /** The status comments of the request's issue; null when there is no place to report. */
  readonly store: StatusCommentStore | null
  readonly state: RunState
  /** The body last written, so that the comment is edited only when what it shows changes. */
  written: string | null
  /** A status comment exists (found, or written by this run): a failed edit is then no reason to stop. */
  hasComment: boolean
  /** Another run's comment that holds this run's trigger: this run stood down (claim.ts). */
  heldBy: FoundStatusComment | null
}
