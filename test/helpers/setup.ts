/**
 * Set up before every test file (vitest.config.ts `setupFiles`).
 *
 * Bottleneck (under Octokit's throttling plugin, src/adapters/github/octokit.ts) yields to the
 * event loop between the steps of scheduling each request with `setTimeout(resolve, 0)`, a dozen
 * times a request: each is a timer of at least a millisecond, 15 to 20 ms of idle time per GitHub
 * call in-process. Here a yield of 0 ms is a `setImmediate` instead: the same yield to the event
 * loop (I/O and timers due run before it resolves), without the timer's wait. Waits longer than 0
 * (spacing, back-off) stay timers, so the client paces its writes as it does in production.
 */
import BottleneckLight from 'bottleneck/light.js'

interface Datastore {
  Promise: PromiseConstructor
  yieldLoop(t?: number): Promise<void>
}

// Bottleneck's datastore is not public: when a release shapes it otherwise, nothing is changed
// here (the tests only wait longer).
const limiter = new BottleneckLight() as unknown as { _store?: object }
const store = (limiter._store ? Object.getPrototypeOf(limiter._store) : null) as Datastore | null
if (typeof store?.yieldLoop === 'function') {
  store.yieldLoop = function (this: Datastore, t = 0) {
    return new this.Promise<void>((resolve) =>
      t > 0 ? void setTimeout(resolve, t) : void setImmediate(resolve),
    )
  }
}
