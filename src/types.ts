/**
 * Shared domain types: common settings, outcomes, jobs and visitor rows. Every ring of the action speaks
 * in these terms; the interfaces flows are written against are in ports/.
 */

/** Repository permission levels, weakest first (`min-permission` input). */
export const PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'] as const
export type Permission = (typeof PERMISSIONS)[number]

/** Every final outcome of a message-mode run (`outcome` output). */
export const OUTCOMES = [
  'completed',
  'failed',
  'archived',
  'timed-out',
  'cancelled',
  'sent',
  'rejected',
  'skipped',
  'error',
] as const
export type Outcome = (typeof OUTCOMES)[number]

/**
 * The command words (`new`, `status`, `help`; `fix` and `dismiss` on the insights report issue):
 * the grammar reads them (flows/message/command.ts), the status comment shows them.
 */
export type CommandWord = 'new' | 'status' | 'help' | 'fix' | 'dismiss'

export type IfBusy = 'wait' | 'send' | 'fail'
/** `create-job`: when a run creates a job. */
export type CreateJob = 'if-missing' | 'always' | 'never'
/** `context`: when the text sent carries where the request came from. */
export type ContextMode = 'auto' | 'always' | 'none'
export type OutputFormat = 'json' | 'csv' | 'ndjson'

/** Settings every mode reads. */
export interface CommonSettings {
  /** Admin API key of the platform (`api-key`); masked before anything is logged. */
  apiKey: string
  /** Project identifier (`project-id`). */
  projectId: string
  /** Platform API base (`base-url`), without a trailing slash. https, or http to loopback only. */
  baseUrl: string
  /** Token for GitHub REST calls (`github-token`); masked. May be empty when not needed. */
  githubToken: string
  /** Non-fatal problems to print as warnings (e.g. an assistant key given as `api-key`). */
  warnings: string[]
}

/**
 * The settings of one run of mode `M`: the common ones, and the mode's own under its name
 * (`settings.message`, `settings.visitors`…). Built only by `parseSettings` in settings.ts.
 */
export type ModeSettings<M extends string, Own> = CommonSettings & { readonly mode: M } & {
  readonly [K in M]: Own
}

/** A date window as sent to the platform: `dateFrom` inclusive, `dateTo` exclusive. */
export interface DateWindow {
  /** Sent unchanged as `dateFrom`: `YYYY-MM-DD` or an ISO 8601 date-time. */
  dateFrom: string
  /** Sent unchanged as `dateTo` (exclusive end). */
  dateTo: string
  /** How the window was chosen: from the dates given, or from `period` (e.g. `30d`, `last-week`). */
  source: { kind: 'dates' } | { kind: 'period'; period: string }
}

/** GitHub ends any job after 6 hours: a run that wrote a comment longer ago than this is over. */
export const LONGEST_RUN_MS = 6 * 60 * 60 * 1000

/** Agent job statuses the platform documents. */
/** Longest prompt the action sends: from the `prompt` input, a comment, or a `fix` of gaps. */
export const MAX_PROMPT_LENGTH = 20_000

export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]
export const TERMINAL_STATUSES: readonly JobStatus[] = ['completed', 'archived', 'failed']

/** An agent job as validated from the platform's answer (tolerant of extra/missing fields). */
export interface AgentJob {
  id: string
  status: JobStatus
  model: string | null
  prLink: string | null
  createdAt: string | null
  archivedAt: string | null
  source: { repository: string | null; ref: string | null } | null
}

/** Per-page visitor entry. Counts are numbers (approximate distinct counts). */
export interface VisitorRow {
  path: string
  human: number
  ai: number
  total: number
}

export interface VisitorTotals {
  human: number
  ai: number
  total: number
}
