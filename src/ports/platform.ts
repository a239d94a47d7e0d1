/** The platform port the flows are written against; implemented by adapters/platform/client.ts. */
import type { AgentJob, VisitorRow, VisitorTotals } from '../types.ts'

export interface VisitorsPage {
  totals: VisitorTotals
  visitors: VisitorRow[]
  hasMore: boolean
}

export interface VisitorsQuery {
  dateFrom: string
  dateTo: string
  limit: number
  offset: number
}

/** The result of the message POST. */
export type SendResult =
  /** The platform answered 2xx: the message was applied. The job in the answer, when valid. */
  | { kind: 'sent'; job: AgentJob | null }
  /**
   * The request may or may not have been applied (reset after the request was written, deadline,
   * 5xx): the caller must not resend; it reads the job to learn more.
   */
  | { kind: 'unknown'; reason: string }

/** The result of the job creation POST. */
export type CreateResult =
  /** The platform answered 2xx with a job: it was created. */
  | { kind: 'created'; job: AgentJob }
  /**
   * A job may or may not have been created (no complete answer, 5xx, or a 2xx whose job could not
   * be read): the caller must not create again, and no endpoint lists jobs to find it.
   */
  | { kind: 'unknown'; reason: string }

/** The platform port used by flows. Implemented by adapters/platform/client.ts. */
export interface PlatformClient {
  getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob>
  /** Sends at most once; resends only when provably not applied (connection refused, 429). */
  sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult>
  /** Creates a job at most once, on the same rules as `sendMessage`. */
  createJob(prompt: string, signal?: AbortSignal): Promise<CreateResult>
  getVisitors(query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage>
  /** Requests that reached the platform (attempts, retries included), for reporting budgets. */
  readonly requestCount: number
}
