/** The inputs of `mode: reconcile`, parsed and validated. */
import { DAY_MS, HOUR_MS } from '../../lib/duration.ts'
import type { ReadInput } from '../../interface/inputs.ts'
import { parseDurationInput, parseIntegerInput } from '../../interface/parse.ts'

/** Settings of `mode: reconcile`. */
export interface ReconcileSettings {
  /** `lookback` in milliseconds: only status comments updated within it are looked at. */
  lookbackMs: number
  /** `max-jobs`: at most this many jobs are read in one run. */
  maxJobs: number
}

export function parseReconcileSettings(read: ReadInput): ReconcileSettings {
  return {
    lookbackMs: parseDurationInput('lookback', read('lookback'), {
      min: HOUR_MS,
      max: 90 * DAY_MS,
      range: '1h to 90d',
    }),
    maxJobs: parseIntegerInput('max-jobs', read('max-jobs'), 1, 500),
  }
}
