/**
 * The one undici dispatcher of a run, shared by the platform client and the GitHub client.
 *
 * `EnvHttpProxyAgent` reads HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) as self-hosted
 * runners set them: HTTPS targets go through a CONNECT tunnel, plain-HTTP targets as absolute-form
 * requests, and hosts matched by NO_PROXY directly. Without any of those variables it is a plain
 * agent.
 */
import { EnvHttpProxyAgent, type Dispatcher } from 'undici'

export type { Dispatcher }

let shared: Dispatcher | undefined

/** The process-wide dispatcher used when none is injected (created on first use). */
export function defaultDispatcher(): Dispatcher {
  shared ??= new EnvHttpProxyAgent()
  return shared
}
