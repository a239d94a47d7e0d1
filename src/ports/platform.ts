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

/** The platform port used by flows. Implemented by adapters/platform/client.ts. */
export interface PlatformClient {
  getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob>
  /** Sends at most once; resends only when provably not applied (connection refused, 429). */
  sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult>
  getVisitors(query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage>
  /** Requests that reached the platform (attempts, retries included), for reporting budgets. */
  readonly requestCount: number
}
