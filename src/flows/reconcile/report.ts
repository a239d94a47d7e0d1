/** What a reconcile run reports: to the outputs, the job summary and the log. */

/** What happened to one comment. */
export interface SweptComment {
  commentId: number
  url: string
  jobId: string
  /** `finished` (now final), `running` (job active), `watched` (its run is still going), `done` (finished by someone else meanwhile), `deferred` (beyond `max-jobs` or after a rate limit), `failed`. */
  result: 'finished' | 'running' | 'watched' | 'done' | 'deferred' | 'failed'
  /** The job's status when read; the error when failed. */
  detail: string
}

export interface ReconcileReport {
  /** Comments listed inside the lookback. */
  listed: number
  /** The action's own status comments that were not final (the `checked` output). */
  checked: number
  finished: number
  /** Distinct jobs still active. */
  running: number
  /** Platform requests spent. */
  requests: number
  /** GitHub requests spent. */
  githubRequests: number
  comments: SweptComment[]
  /** Why the sweep stopped before the end, if it did. */
  stoppedEarly: string | null
  /** Errors on single jobs or comments. */
  errors: string[]
  /** Nothing could be read (the listing failed, or every job read failed): the step fails. */
  failed: string | null
  since: string
}
