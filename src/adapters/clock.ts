import { setTimeout as delay } from 'node:timers/promises'
import type { Clock } from '../ports/runtime.ts'

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    await delay(Math.max(0, ms), undefined, signal ? { signal } : undefined)
  },
}
