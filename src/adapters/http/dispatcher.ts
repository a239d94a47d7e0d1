/**
 * The one undici dispatcher of a run, shared by the platform client and the GitHub client.
 *
 * `EnvHttpProxyAgent` reads HTTPS_PROXY / HTTP_PROXY / NO_PROXY (either case) as self-hosted
 * runners set them: HTTPS targets go through a CONNECT tunnel, plain-HTTP targets as absolute-form
 * requests, and hosts matched by NO_PROXY directly. Without a proxy variable it is a plain agent.
 *
 * undici is the 6 line, the one @actions/http-client (brought by @actions/core) declares, so the
 * bundle holds one copy. In that line EnvHttpProxyAgent is marked experimental and warns once
 * when one is built, so only a run behind a proxy builds one.
 */
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici'

export type { Dispatcher }

/** The variables EnvHttpProxyAgent reads a proxy from. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']

let shared: Dispatcher | undefined

/** The process-wide dispatcher used when none is injected (created on first use). */
export function defaultDispatcher(): Dispatcher {
  shared ??= PROXY_VARIABLES.some((name) => process.env[name])
    ? // `proxyTunnel: false` (passed on to its ProxyAgents; undici 6's types leave it out here)
      // sends plain-HTTP targets in absolute form rather than through CONNECT, which many
      // proxies allow to port 443 only.
      new EnvHttpProxyAgent({ proxyTunnel: false } as EnvHttpProxyAgent.Options)
    : new Agent()
  return shared
}
