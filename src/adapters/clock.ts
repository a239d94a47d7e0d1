import { setTimeout as delay } from 'node:timers/promises'
import type { Clock } from '../ports/runtime.ts'

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    try {
      await delay(Math.max(0, ms), undefined, signal ? { signal } : undefined)
    } catch (error) {
      // As the port says: the signal's reason, not the timer's own AbortError.
      if (signal?.aborted) throw signal.reason
      throw error
    }
  },
}
