/**
 * Validating parsers of the platform's answers. The API declares no field required, so parsing is
 * tolerant of extra and missing fields, but what the action relies on (a job's `id` and `status`,
 * every count of a visitors page) is checked: a wrong shape is an error, never a guess.
 */
import { isRecord } from '../../lib/json.ts'
import { shorten } from '../../lib/text.ts'
import { JOB_STATUSES, type AgentJob, type JobStatus, type VisitorRow } from '../../types.ts'
import type { VisitorTotals } from '../../types.ts'
import { MalformedResponseError, UnknownStatusError } from '../../ports/platform-errors.ts'
import type { VisitorsPage } from '../../ports/platform.ts'

/**
 * An AgentJob from a decoded JSON answer. Requires a non-empty string `id` and a documented
 * `status`; other fields become null when missing or of the wrong type.
 * @throws UnknownStatusError when `status` is a string the API does not document
 * @throws MalformedResponseError for any other shape problem
 */
export function parseAgentJob(value: unknown): AgentJob {
  if (!isRecord(value)) throw malformed(`the job is ${describe(value)}, not an object`)
  const { id, status } = value
  if (typeof id !== 'string' || id === '') {
    throw malformed(`the job has no string 'id' (got ${describe(id)})`)
  }
  if (status === undefined || status === null) throw malformed(`job '${id}' has no 'status'`)
  if (typeof status !== 'string') {
    throw malformed(`job '${id}' has a 'status' that is ${describe(status)}, not a string`)
  }
  if (!isJobStatus(status)) {
    throw new UnknownStatusError(
      `job '${id}' has the status '${shorten(status, 60)}', which is none of ` +
        `${JOB_STATUSES.join(', ')}`,
      status,
      null,
    )
  }
  const source = isRecord(value.source)
    ? { repository: stringOrNull(value.source.repository), ref: stringOrNull(value.source.ref) }
    : null
  return {
    id,
    status,
    model: stringOrNull(value.model),
    prLink: stringOrNull(value.prLink),
    createdAt: stringOrNull(value.createdAt),
    archivedAt: stringOrNull(value.archivedAt),
    source,
  }
}

/**
 * A visitors page from a decoded JSON answer: `totals` with numeric human/ai/total, `visitors`
 * rows with a string `path` and numeric counts, and a boolean `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
export function parseVisitorsPage(value: unknown): VisitorsPage {
  if (!isRecord(value)) throw malformed(`the visitors page is ${describe(value)}, not an object`)
  const totals = parseCounts(value.totals, 'totals')
  if (!Array.isArray(value.visitors)) {
    throw malformed(`'visitors' is ${describe(value.visitors)}, not an array`)
  }
  const visitors: VisitorRow[] = value.visitors.map((row: unknown, index: number) => {
    const where = `visitors[${index}]`
    if (!isRecord(row)) throw malformed(`${where} is ${describe(row)}, not an object`)
    if (typeof row.path !== 'string') {
      throw malformed(`${where}.path is ${describe(row.path)}, not a string`)
    }
    return { path: row.path, ...parseCounts(row, where) }
  })
  if (typeof value.hasMore !== 'boolean') {
    throw malformed(`'hasMore' is ${describe(value.hasMore)}, not a boolean`)
  }
  return { totals, visitors, hasMore: value.hasMore }
}

/** `human`, `ai` and `total` of `value`, each a finite number (visitors and views alike). */
export function parseCounts(value: unknown, where: string): VisitorTotals {
  if (!isRecord(value)) throw malformed(`'${where}' is ${describe(value)}, not an object`)
  const counts = { human: 0, ai: 0, total: 0 }
  for (const key of ['human', 'ai', 'total'] as const) {
    const n = value[key]
    // Counts are approximate distinct counts: any finite number, not only integers.
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      throw malformed(`${where}.${key} is ${describe(n)}, not a number`)
    }
    counts[key] = n
  }
  return counts
}

function isJobStatus(value: string): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value)
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

/** A short description of a value for an error: its type, and its text when short. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'string') return `the string '${shorten(value, 40)}'`
  return `${typeof value} ${shorten(String(value), 40)}`
}

/** The error of a parser; `PlatformAnswers.validate` puts the call and status in front. */
export function malformed(message: string): MalformedResponseError {
  return new MalformedResponseError(message, null)
}
