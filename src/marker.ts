/**
 * The hidden HTML marker that lets the action find its own comments again. It records enough of a
 * run's state (which command, which job, whether the message was sent) for a re-run to resume
 * instead of sending twice.
 */

const PREFIX = '<!-- docs-agent-action '
const SUFFIX = ' -->'

/** What a status comment's marker records. */
export interface StatusMarker {
  kind: 'status'
  /** The triggering comment's id, or `run-<runId>` for runs not started by a comment. */
  trigger: string
  /** The job the command went to, once known. */
  jobId: string | null
  /**
   * True from just before the message POST on: it was applied, or may have been. A re-run never
   * sends again once this is set (a message is sent at most once).
   */
  sent: boolean
  /** True once the platform confirmed the message (a 2xx answer, or the job seen taking it up). */
  confirmed?: boolean
  /**
   * The command creates its job (1.1): `sent` then means the creation went out (or may have), and
   * `jobId` is the job it created once known. Without a job id a re-run never creates another.
   */
  create?: boolean
  /** The final outcome once the run ended; null while it is going. */
  outcome: string | null
  /** When the message was sent (ms since epoch), for elapsed time after a resume. */
  sentAt: number | null
  /** The workflow run that last wrote the comment. */
  runId: string
  /**
   * What the comment shows of the request (who, the command, the prompt as shown, the review
   * comment it came from), so that a reconcile run can write the final comment as the waiting
   * run would have.
   */
  shown?: ShownRequest
  /**
   * The insights gaps this command handed to its job (`fix`, `auto-fix`): the report issue and
   * the gap ids. With `dismiss`, the journal of the report issue's memory (fix-loop/).
   */
  fix?: { issue: number; ids: string[] }
  /** The gap this command dismissed: who, why and when (`dismiss`). */
  dismiss?: { issue: number; id: string; by: string; why: string; at: string }
}

/** The request as a status comment shows it (`StatusMarker.shown`). */
interface ShownRequest {
  actor: string
  command: string
  /** The prompt as the comment quotes it (already shortened). */
  prompt: string
  source?: { kind: 'review comment' | 'review'; url: string }
}

/** What a report issue's marker records. */
export interface ReportMarker {
  kind: 'report'
  /** The report title, as given in `report-issue`. */
  title: string
}

type Marker = StatusMarker | ReportMarker

/** Renders a marker as an HTML comment line. `--` cannot occur inside it, so it cannot close early. */
export function renderMarker(marker: Marker): string {
  const json = JSON.stringify(marker).replaceAll('--', '\\u002d\\u002d').replaceAll('>', '\\u003e')
  return `${PREFIX}${json}${SUFFIX}`
}

/** Reads the first marker of a comment or issue body; null when there is none or it is malformed. */
export function readMarker(body: string | null | undefined): Marker | null {
  if (!body) return null
  const start = body.indexOf(PREFIX)
  if (start < 0) return null
  const end = body.indexOf(SUFFIX, start + PREFIX.length)
  if (end < 0) return null
  try {
    const value: unknown = JSON.parse(body.slice(start + PREFIX.length, end))
    if (typeof value !== 'object' || value === null) return null
    const v = value as Record<string, unknown>
    if (v.kind === 'status' && typeof v.trigger === 'string' && typeof v.runId === 'string') {
      return {
        kind: 'status',
        trigger: v.trigger,
        jobId: typeof v.jobId === 'string' ? v.jobId : null,
        sent: v.sent === true,
        confirmed: v.confirmed === true,
        ...(v.create === true ? { create: true } : {}),
        outcome: typeof v.outcome === 'string' ? v.outcome : null,
        sentAt: typeof v.sentAt === 'number' ? v.sentAt : null,
        runId: v.runId,
        ...(readShown(v.shown) ?? {}),
        ...readGapRecords(v),
      }
    }
    if (v.kind === 'report' && typeof v.title === 'string')
      return { kind: 'report', title: v.title }
    return null
  } catch {
    return null
  }
}

const GAP_ID = /^g[1-9][0-9]{0,8}$/
const isIssue = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0
const short = (t: unknown, max: number): t is string => typeof t === 'string' && t.length <= max

/** The valid `fix` and `dismiss` records of a status marker (see StatusMarker). */
function readGapRecords(v: Record<string, unknown>): Pick<StatusMarker, 'fix' | 'dismiss'> {
  const out: Pick<StatusMarker, 'fix' | 'dismiss'> = {}
  const fix = v.fix as Record<string, unknown> | undefined
  if (typeof fix === 'object' && fix !== null && isIssue(fix.issue) && Array.isArray(fix.ids)) {
    const ids = fix.ids.filter((id): id is string => typeof id === 'string' && GAP_ID.test(id))
    if (ids.length > 0) out.fix = { issue: fix.issue, ids: ids.slice(0, 20) }
  }
  const d = v.dismiss as Record<string, unknown> | undefined
  if (
    typeof d === 'object' &&
    d !== null &&
    isIssue(d.issue) &&
    typeof d.id === 'string' &&
    GAP_ID.test(d.id) &&
    short(d.by, 100) &&
    short(d.why, 400) &&
    short(d.at, 40) &&
    !Number.isNaN(Date.parse(d.at))
  )
    out.dismiss = { issue: d.issue, id: d.id, by: d.by, why: d.why, at: d.at }
  return out
}

/** `{ shown }` when the value is a valid ShownRequest, else null (an older marker has none). */
function readShown(value: unknown): { shown: ShownRequest } | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.actor !== 'string' || typeof v.command !== 'string' || typeof v.prompt !== 'string')
    return null
  const source = v.source as Record<string, unknown> | undefined
  const validSource =
    typeof source === 'object' &&
    source !== null &&
    (source.kind === 'review comment' || source.kind === 'review') &&
    typeof source.url === 'string'
  return {
    shown: {
      actor: v.actor,
      command: v.command,
      prompt: v.prompt,
      ...(validSource
        ? {
            source: { kind: source.kind as 'review comment' | 'review', url: source.url as string },
          }
        : {}),
    },
  }
}
