/**
 * Shared domain types: settings, outcomes, jobs and visitor rows. Every ring of the action speaks
 * in these terms; the interfaces flows are written against are in ports/.
 */

/** The modes of the action (`mode` input). */
export type Mode = 'message' | 'visitors' | 'reconcile'

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

export type IfBusy = 'wait' | 'send' | 'fail'
/** `create-job`: when a run creates a job. */
export type CreateJob = 'if-missing' | 'always' | 'never'
/** `context`: when the text sent carries where the request came from. */
export type ContextMode = 'auto' | 'always' | 'none'
export type OutputFormat = 'json' | 'csv' | 'ndjson'

/** Settings shared by both modes. */
export interface CommonSettings {
  /** Admin API key of the platform (`api-key`); masked before anything is logged. */
  apiKey: string
  /** Project identifier (`project-id`). */
  projectId: string
  /** `mode`. */
  mode: Mode
  /** Platform API base (`base-url`), without a trailing slash. https, or http to loopback only. */
  baseUrl: string
  /** Token for GitHub REST calls (`github-token`); masked. May be empty when not needed. */
  githubToken: string
}

/** Settings of `mode: message`. */
export interface MessageSettings {
  /** `job-id`: the agent job to send to, when given. */
  jobId: string | undefined
  /** `prompt`: the instruction, when given (trimmed; undefined when empty). */
  prompt: string | undefined
  /** `command`: the slash command, e.g. `/docs-agent`. */
  command: string
  /** `min-permission`: least repository permission of a commenter. */
  minPermission: Permission
  /** `allowed-users`: logins allowed whatever their permission (lower-cased). */
  allowedUsers: string[]
  /** `allowed-bots`: exact bot logins allowed (lower-cased, e.g. `renovate[bot]`). */
  allowedBots: string[]
  /** `wait`: poll until the job ends. */
  wait: boolean
  /** `timeout` in milliseconds: the deadline for the job to end. */
  timeoutMs: number
  /** `poll-interval` in milliseconds: the longest gap between two polls. */
  pollIntervalMs: number
  /** `if-busy`. */
  ifBusy: IfBusy
  /** `fail-on`: outcomes that fail the step. */
  failOn: Outcome[]
  /** `issue-number`: where to post the status comment on non-comment events. */
  issueNumber: number | undefined
  /** `create-job`. */
  createJob: CreateJob
  /** `context`. */
  context: ContextMode
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

/** Settings of `mode: visitors`. */
export interface VisitorsSettings {
  /** The window, computed once (UTC) from `date-from`/`date-to`/`period`. */
  window: DateWindow
  /** `page-size`: rows per request, 1–250. */
  pageSize: number
  /** `max-pages`: upper bound on requests for one export. */
  maxPages: number
  /** `compare`: also fetch the previous window of the same length. */
  compare: boolean
  /** `output-file`, when given. */
  outputFile: string | undefined
  /** `output-format` (from the file's extension when not given, else json). */
  outputFormat: OutputFormat
  /** `top`: rows in the summary's top-pages table. */
  top: number
  /** `report-issue`: title of the report issue, when given. */
  reportIssue: string | undefined
}

/** Settings of `mode: reconcile`. */
export interface ReconcileSettings {
  /** `lookback` in milliseconds: only status comments updated within it are looked at. */
  lookbackMs: number
  /** `max-jobs`: at most this many jobs are read in one run. */
  maxJobs: number
}

/** Every input, parsed and validated. Built only by `parseSettings` in settings.ts. */
export interface Settings extends CommonSettings {
  message: MessageSettings
  visitors: VisitorsSettings
  reconcile: ReconcileSettings
  /** Non-fatal problems to print as warnings (e.g. an assistant key given as `api-key`). */
  warnings: string[]
}

/** Agent job statuses the platform documents. */
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
