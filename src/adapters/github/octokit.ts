/**
 * The Octokit of one GitHub client: `@octokit/core` with the paginate, retry and throttling
 * plugins, its fetch going through the run's undici dispatcher (so HTTPS_PROXY / NO_PROXY apply),
 * a deadline per attempt, GitHub's spacing of writes, and the token sent to the API's origin only.
 * `Connection` is what every group of calls (comments.ts, repository.ts) is written against.
 */
import { Octokit } from '@octokit/core'
import { paginateRest } from '@octokit/plugin-paginate-rest'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import type Bottleneck from 'bottleneck'
// The light build, without Redis clustering: the one the throttling plugin loads, so that the
// bundle carries (and the action evaluates at start-up) one copy of Bottleneck, not two.
import BottleneckLight from 'bottleneck/light.js'
import { fetch as undiciFetch } from 'undici'
import { shorten } from '../../lib/text.ts'
import { GitHubError, type PermissionNeed } from '../../ports/github-errors.ts'
import type { RepoRef } from '../../ports/github.ts'
import { redact } from '../../lib/redact.ts'
import { ACTION_NAME, ACTION_VERSION } from '../../version.ts'
import { defaultDispatcher, type Dispatcher } from '../http/dispatcher.ts'
import { fromOctokitError, MAX_RATE_LIMIT_WAIT_S, type CallSpec } from './octokit-errors.ts'

export interface GitHubClientOptions {
  token: string
  /** REST API base, e.g. https://api.github.com (GITHUB_API_URL; on GHES it ends in /api/v3). */
  apiUrl: string
  repo: RepoRef
  /** Defaults to the process-wide proxy-aware dispatcher. */
  dispatcher?: Dispatcher
  /** Overall deadline of one attempt, in ms (connect, headers and body). */
  requestTimeoutMs?: number
  /** Secrets to redact from every error and log text (the token is always among them). */
  secrets?: string[]
  /** Where rate-limit waits and identity fall-backs are told; silent by default. */
  log?: { warning(message: string): void; debug(message: string): void }
  /**
   * Milliseconds per second of every wait the plugins make (backoff, Retry-After, rate-limit
   * resets). 1000 in a run; tests shrink it to run retries without waiting.
   */
  msPerSecond?: number
  /**
   * The throttling plugin (rate-limit retries, the spacing of writes): on unless false, through
   * the plugin's public `throttle.enabled`. Off only in tests whose subject is not the pacing nor
   * a rate limit, to skip the millisecond Bottleneck yields between the steps of each request.
   */
  throttle?: boolean
}

/** Octokit appends its own name and version to this. */
const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
const API_VERSION = '2022-11-28'
const REQUEST_TIMEOUT_MS = 20_000
/** 100 pages of 100: a bound that keeps a misbehaving server from paging us forever. */
const MAX_PAGES = 100
/** Rate-limit waits longer than this end the call with a GitHubRateLimitError instead. */
const MAX_RATE_LIMIT_RETRIES = 2
/** Status codes the retry plugin leaves alone; 403 and 429 are the throttling plugin's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451]
/** Writes that go out at once before GitHub's pace applies (see writeSpacing). */
const WRITE_BURST = 8
const CREATE_BURST = 2
/** Reads are retried three times (four attempts) with the plugin's 1 s, 4 s, 9 s backoff. */
const READ_RETRIES = 3

const GitHubOctokit = Octokit.plugin(paginateRest, retry, throttling)
/** Creates are sent once: a lost answer is recovered by the caller's marker, not by a resend. */
export const NO_RETRY = { request: { retries: 0 } }

/** What every call of one client goes through. */
export interface Connection {
  octokit: InstanceType<typeof GitHubOctokit>
  /** `{ owner, repo }`, spread into every route's parameters. */
  repo: { owner: string; repo: string }
  /** `owner/repo`, for error texts. */
  name: string
  /** Removes the token and the other secrets from a text. */
  clean(text: string): string
  log: { warning(message: string): void }
  /** Attempts sent so far (retries included). */
  attempts(): number
  /** Runs one Octokit call, mapping whatever it throws onto the typed errors. */
  call<T>(spec: CallSpec, run: () => Promise<T>): Promise<T>
}

/** Opens the client's connection; throws a GitHubError for an API URL that is no URL. */
export function connect(options: GitHubClientOptions): Connection {
  const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean)
  const clean = (text: string): string => redact(text, secrets)
  const baseUrl = options.apiUrl.replace(/\/+$/, '')
  let origin: string
  try {
    origin = new URL(baseUrl).origin
  } catch {
    throw new GitHubError(`the GitHub API URL '${shorten(baseUrl, 80)}' is not a URL`, null)
  }
  const { octokit, attempts } = buildOctokit(options, baseUrl, origin, clean)
  return {
    octokit,
    repo: { owner: options.repo.owner, repo: options.repo.repo },
    name: `${options.repo.owner}/${options.repo.repo}`,
    clean,
    log: options.log ?? { warning: () => {} },
    attempts,
    async call(spec, run) {
      try {
        return await run()
      } catch (error) {
        throw fromOctokitError(error, spec, clean)
      }
    },
  }
}

export const COMMENTS: PermissionNeed = {
  kind: 'scopes',
  scopes: ['issues: write', 'pull-requests: write'],
}
export const ISSUES: PermissionNeed = { kind: 'scopes', scopes: ['issues: write'] }
export const METADATA: PermissionNeed = { kind: 'metadata' }
export const PULLS: PermissionNeed = { kind: 'scopes', scopes: ['pull-requests: read'] }
export const ACTIONS: PermissionNeed = { kind: 'scopes', scopes: ['actions: read'] }

/** What the Octokit of one client is built from, and the count of attempts it made. */
interface Transport {
  octokit: InstanceType<typeof GitHubOctokit>
  readonly attempts: () => number
}

/**
 * Octokit with its plugins, fetching through the dispatcher (a deadline per attempt), logging
 * through the action's redacting log, and refusing to send the token to any other origin.
 */
function buildOctokit(
  options: GitHubClientOptions,
  baseUrl: string,
  origin: string,
  clean: (text: string) => string,
): Transport {
  const log = options.log ?? { warning: () => {}, debug: () => {} }
  const msPerSecond = options.msPerSecond ?? 1000
  const dispatcher = options.dispatcher ?? defaultDispatcher()
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  let attempts = 0
  const fetchThroughDispatcher: typeof fetch = async (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    attempts++
    // undici's fetch takes the same arguments as the global one, plus the dispatcher.
    const response = await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      signal,
      dispatcher,
    })
    return response as unknown as Response
  }
  const rateLimitHandler =
    (kind: string) =>
    (retryAfter: number, request: { method?: string; url?: string }, _o: unknown, n: number) => {
      const wanted = n < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_S
      log.warning(
        `GitHub's ${kind} rate limit turned away ${request.method ?? ''} ${request.url ?? ''}; ` +
          (wanted ? `trying again in ${retryAfter} s.` : 'not waiting for it.'),
      )
      return wanted
    }
  const octokit = new GitHubOctokit({
    baseUrl,
    userAgent: USER_AGENT,
    // `request.retries` must stay per call: set here, it would retry even what `doNotRetry` lists.
    request: { fetch: fetchThroughDispatcher },
    log: {
      debug: (m: string) => log.debug(clean(m)),
      info: (m: string) => log.debug(clean(m)),
      warn: (m: string) => log.warning(clean(m)),
      error: (m: string) => log.warning(clean(m)),
    },
    retry: { doNotRetry: DO_NOT_RETRY, retries: READ_RETRIES, retryAfterBaseValue: msPerSecond },
    throttle: {
      enabled: options.throttle !== false,
      ...writeSpacing(msPerSecond),
      retryAfterBaseValue: msPerSecond,
      fallbackSecondaryRateRetryAfter: MAX_RATE_LIMIT_WAIT_S,
      onRateLimit: rateLimitHandler('primary'),
      onSecondaryRateLimit: rateLimitHandler('secondary'),
    },
  })
  // Before every call and every next page: the token goes to the API's own origin only, and the
  // REST API version is pinned.
  octokit.hook.before('request', (request) => {
    const target = new URL(request.url, `${baseUrl}/`)
    if (target.origin !== origin) {
      throw new GitHubError(
        `refused to follow a link to another host (${target.origin}): the token goes to ${origin} only`,
        null,
      )
    }
    request.headers['x-github-api-version'] = API_VERSION
    // GitHub documents `Bearer` for every kind of token; Octokit's token auth would send the older
    // `token` scheme, which some GitHub-compatible servers do not take.
    if (options.token) request.headers.authorization = `Bearer ${options.token}`
    // The retry plugin counts attempts in `request.request`, which is otherwise the object shared
    // by every call: a copy per call keeps one call's retries from counting against the next.
    request.request = { ...request.request }
  })
  return { octokit, attempts: () => attempts }
}

/** Every item of a list endpoint, at most MAX_PAGES pages of 100. */
export async function listAll<T>(pages: AsyncIterable<{ data: T[] }>): Promise<T[]> {
  const items: T[] = []
  let page = 0
  for await (const { data } of pages) {
    items.push(...data)
    if (++page >= MAX_PAGES) break
  }
  return items
}

/** A call in the words its errors use (see CallSpec). */
export function callSpec(
  what: string,
  resource: string,
  need: PermissionNeed | null,
  create = false,
): CallSpec {
  return { what, resource, need, create }
}

/**
 * How writes are spaced. GitHub asks integrations that make many writes to leave a second between
 * them, and at least three between content-creating ones (comments, issues); the throttling plugin
 * applies that to every write from the first. A run writes a handful of times (a status comment, a
 * reaction, a few edits), so each client here gets token buckets instead: a short burst goes out at
 * once, and past it the same one-a-second (one-per-three-seconds) pace holds. Per client, not per
 * process, so that tests do not share a budget. `msPerSecond` scales the pace as it scales waits.
 */
function writeSpacing(msPerSecond: number): {
  write: Bottleneck.Group
  notifications: Bottleneck.Group
} {
  const bucket = (burst: number, everySeconds: number): Bottleneck.Group =>
    new BottleneckLight.Group({
      maxConcurrent: 1,
      reservoir: burst,
      reservoirIncreaseAmount: 1,
      reservoirIncreaseMaximum: burst,
      reservoirIncreaseInterval: everySeconds * msPerSecond,
      heartbeatInterval: Math.min(250, Math.max(1, msPerSecond / 4)),
    })
  return { write: bucket(WRITE_BURST, 1), notifications: bucket(CREATE_BURST, 3) }
}
