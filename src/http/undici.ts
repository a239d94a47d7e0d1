/**
 * The two pieces of undici the action uses, loaded from undici's own modules rather than its
 * index: the index also evaluates fetch, WebSocket, EventSource, caches and mocks, about 50 ms of
 * every run's start-up. (The package is installed under the name `undici-real`; `undici` itself is
 * a small stand-in for @actions/http-client, see shims/lazy-undici.)
 */
import type { Dispatcher } from 'undici-real'
import AgentClass from 'undici-real/lib/dispatcher/agent.js'
import apiRequest from 'undici-real/lib/api/api-request.js'

export type { Dispatcher }

let sharedAgent: Dispatcher | undefined

/** The process-wide agent used when no dispatcher is injected. */
export function defaultDispatcher(): Dispatcher {
  sharedAgent ??= new AgentClass()
  return sharedAgent
}

/** undici's `request(url, options)` against `dispatcher`. */
export function undiciRequest(
  dispatcher: Dispatcher,
  url: string,
  options: Omit<Dispatcher.RequestOptions, 'origin' | 'path'>,
): Promise<Dispatcher.ResponseData> {
  const target = new URL(url)
  return apiRequest.call(dispatcher, {
    ...options,
    origin: target.origin,
    path: `${target.pathname}${target.search}`,
  })
}
