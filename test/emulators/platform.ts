/**
 * An emulator of the documentation platform's API on a real loopback HTTP server: agent jobs
 * (get, follow-up message) and the analytics exports (visitors, views, searches, feedback, feedback
 * by page, assistant conversations) under one hourly budget, with scripted job timelines and
 * injectable faults. Tests, the demo and the benchmark all talk to it over real HTTP, so the client's
 * transport, retry and parsing code runs exactly as it does against the real platform.
 *
 * Only the Node standard library is used, so `node test/emulators/cli.ts` runs without a build.
 */
import { createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import type { JobStatus, VisitorRow, VisitorTotals } from '../../src/types.ts'
import { seededRandom } from '../../src/lib/random.ts'

export const DEFAULT_API_KEY = 'mint_emulator_secret_key_0123456789abcdef'
export const DEFAULT_PROJECT_ID = 'proj_emulator'

/** Source repository every emulated job reports unless its script says otherwise. */
export const DEFAULT_SOURCE = { repository: 'https://github.com/acme/docs', ref: 'main' }
export const DEFAULT_MODEL = 'claude-sonnet-4-5'
/** Fixed, so that answers are reproducible; a script may give its own. */
export const DEFAULT_CREATED_AT = '2025-06-02T09:30:00.000Z'

export interface JobScript {
  id: string
  /** Status before any message (default 'completed'), prLink initially null unless given. */
  initialStatus?: JobStatus
  initialPrLink?: string | null
  model?: string
  /** Added option: the job's `createdAt` (default DEFAULT_CREATED_AT). */
  createdAt?: string
  /** Added option: the job's `source` (default DEFAULT_SOURCE). */
  source?: { repository: string | null; ref: string | null } | null
  /**
   * What the job does after a message is applied: it becomes `active` at once (so the POST's own
   * answer already shows `active`, unless `postAnswerShowsPrevious` is true, in which case the POST
   * answer and GETs during the first `staleMs` ms still show the previous status), then follows the
   * timeline: each step applies `afterMs` ms after the message was applied.
   * Without `onMessage`, a message leaves the job `active` for good.
   */
  onMessage?: {
    timeline: Array<{ afterMs: number; status: JobStatus | string; prLink?: string | null }>
    postAnswerShowsPrevious?: boolean
    staleMs?: number
    /** Reject messages with this status/body instead (e.g. 400 "Job is not active"). */
    reject?: { status: number; body: unknown }
  }
}

/** The analytics routes: they share one hourly budget (ANALYTICS_HOURLY_BUDGET). */
export type AnalyticsRoute =
  | 'getVisitors'
  | 'getViews'
  | 'getSearches'
  | 'getFeedback'
  | 'getFeedbackByPage'
  | 'getConversations'

export type Route = 'getJob' | 'sendMessage' | 'createJob' | AnalyticsRoute

/**
 * What a job created through `POST /v2/agent/{projectId}/job` does: it is `active` from its
 * creation, then follows `timeline` (each step `afterMs` ms after the creation). A later message
 * to it follows `onMessage`, as for any job. Without a template a created job stays `active`.
 */
export interface NewJobTemplate {
  timeline?: Array<{ afterMs: number; status: JobStatus | string; prLink?: string | null }>
  model?: string
  onMessage?: JobScript['onMessage']
  /** Refuse creations with this status/body instead (e.g. 400 "Invalid request"). */
  reject?: { status: number; body: unknown }
}

/** Creations and messages each allowed per project per rolling hour (published budget). */
export const HOURLY_BUDGET = 100
/** Analytics requests allowed per organization per rolling hour, every analytics route together. */
export const ANALYTICS_HOURLY_BUDGET = 100
const HOUR_MS = 3_600_000

/** One fault, consumed by one request on its route (queue, FIFO). */
export type Fault =
  /** Delay before answering, then answer normally (the work is done before the delay). */
  | { kind: 'latency'; ms: number }
  /**
   * Answer `status` with `body` (default JSON {"error": "..."}); `apply` (default false) = do the
   * real work first (e.g. record the message) then answer with the error anyway.
   */
  | {
      kind: 'status'
      status: number
      body?: string
      headers?: Record<string, string>
      apply?: boolean
    }
  /** 429, body {"error":"Rate limit exceeded"}, Retry-After header when given; not applied. */
  | { kind: 'rate-limit'; retryAfter?: string }
  /** Destroy the socket (TCP reset) without an answer, before or after doing the work. */
  | { kind: 'reset'; when: 'before-apply' | 'after-apply' }
  /** 200 with a truncated JSON body; not applied. */
  | { kind: 'malformed-json' }
  /** 200 (or `status`) with an HTML body, content-type text/html; not applied. */
  | { kind: 'html'; status?: number }
  /** The valid answer, headers at once, then the body in `chunks` pieces (default 4). */
  | { kind: 'trickle'; chunkDelayMs: number; chunks?: number }
  /** Wait before writing headers (same as latency). */
  | { kind: 'slow-headers'; ms: number }
  /** Answer exactly this JSON (default status 200); `apply` (default false) does the work first. */
  | { kind: 'body'; status?: number; json: unknown; apply?: boolean }
  /** Error body (default status 400) that echoes the Authorization header, raw and Base64. */
  | { kind: 'echo-auth'; status?: number }

/**
 * How the cursor-paged exports (searches, feedback, assistant) misbehave, as a mock serving the
 * published description can: `stuck-cursor` gives back the cursor it was sent as the next one
 * (the first page's is right); `repeat-page` ignores the cursor sent (always the first page) while
 * its next cursors move on; `empty-next-cursor` ends with `nextCursor: ""` (the schema allows it)
 * instead of null.
 */
export type CursorFault = 'stuck-cursor' | 'repeat-page' | 'empty-next-cursor'

export interface RecordedRequest {
  seq: number
  /** Date.now() (or the injected clock) when the request arrived. */
  at: number
  method: string
  /** Pathname, as sent (not decoded). */
  path: string
  query: Record<string, string>
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>
  body: string
  route: Route | 'unknown'
  /** Status answered, null when reset (or when the client went away first). */
  status: number | null
  /** A message was recorded on the job, or a job was created. */
  applied: boolean
  fault: Fault['kind'] | null
  /** The client's port on its connection: which connection (a proxy's, say) the request came on. */
  remotePort: number | null
  /** The body answered, as sent (null when no answer was written). */
  responseBody: string | null
}

export interface VisitorsData {
  rows: VisitorRow[]
  totals?: VisitorTotals
}

/** A search term as the platform sends it. */
export interface SearchData {
  searchQuery: string
  hits: number
  ctr: number
  topClickedPage: string | null
  lastSearchedAt: string
}

/**
 * A feedback entry as the platform sends it: served exactly as given (so a test can put a
 * `contact` in it, or a field of the wrong type). `source` and `status` drive the filters.
 */
export interface FeedbackData {
  id: string
  path: string
  comment: string | null
  createdAt: string | null
  source: string
  status: string
  [field: string]: unknown
}

/** Feedback counts of one page, as the platform sends them. */
export interface FeedbackByPageData {
  path: string
  thumbsUp: number
  thumbsDown: number
  code: number
  total: number
}

/** One assistant turn as the platform sends it: served exactly as given. */
export interface ConversationData {
  id: string
  timestamp: string
  query: string
  resolutionStatus: string
  [field: string]: unknown
}

export interface PlatformEmulator {
  /** Base URL to give the client, e.g. http://127.0.0.1:43567 */
  readonly url: string
  readonly apiKey: string
  readonly projectId: string
  readonly requests: RecordedRequest[]
  /** Messages the emulator applied, in order. */
  readonly messages: Array<{ jobId: string; prompt: string; at: number }>
  /** Jobs the emulator created, in order (the id it gave, the prompt). */
  readonly creations: Array<{ jobId: string; prompt: string; at: number }>
  addJob(script: JobScript): void
  /** How the next created jobs behave (default: `active` for good). */
  setNewJobTemplate(template: NewJobTemplate | null): void
  /** Per-route fault queue; faults are consumed in order by requests on that route. */
  addFaults(route: Route, ...faults: Fault[]): void
  /** A fault applied to every request on the route until cleared (after the queue is empty). */
  setPersistentFault(route: Route, fault: Fault | null): void
  /**
   * Visitor data. `rows` may be a function of the window so `compare` can get different data for
   * the previous window (called on every request; absent dates are passed as ''). Rows are served
   * in the given order. `totals` defaults to sums (total = max(human, ai) + a deduplicated share
   * of the smaller, so total <= human + ai).
   */
  setVisitors(
    data: VisitorsData | ((window: { dateFrom: string; dateTo: string }) => VisitorsData),
  ): void
  /** Called after each visitors page is served (to mutate data between pages in tests). */
  onVisitorsPage(hook: ((offset: number, limit: number) => void) | null): void
  /** Makes `hasMore` always true on visitors and views (a stuck server). */
  setHasMoreStuck(stuck: boolean): void
  /** Added option: how the cursor-paged exports misbehave (`CursorFault`), null: they do not. */
  setCursorFault(fault: CursorFault | null): void
  /** View data, served as visitors are (offset paging, `limit` 1–250). */
  setViews(data: VisitorsData): void
  /**
   * Search terms, served ordered by hits descending whatever the order given (ties keep it), with
   * opaque cursors; `totalSearches` defaults to the sum of hits.
   */
  setSearches(rows: SearchData[], totalSearches?: number): void
  /** Feedback entries, served in the given order, filtered by `source` and `status`. */
  setFeedback(rows: FeedbackData[]): void
  /**
   * Feedback counts by page, served in the given order; the first `limit` only (the endpoint has
   * no paging). Its `source` and `status` filters are checked, not applied (the rows are counts).
   */
  setFeedbackByPage(rows: FeedbackByPageData[]): void
  /** Assistant turns, served in the given order, with ULID cursors. */
  setConversations(rows: ConversationData[]): void
  /** Analytics requests counted against the hourly budget in the last hour. */
  readonly analyticsRequestsThisHour: number
  /**
   * Clears jobs, faults, requests (seq restarts at 1), messages, creations, the new-job template,
   * visitors, page hook, stuck flag, cursor fault, every other analytics data set and the analytics budget.
   */
  reset(): void
  /** Stops listening and drops every connection, keep-alive ones included. Idempotent. */
  close(): Promise<void>
}

export interface PlatformEmulatorOptions {
  apiKey?: string
  projectId?: string
  /** Default 0: a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Added option: time source for job timelines and record stamps (default Date.now). */
  now?: () => number
  /** Added option: called once per request when it is over (answered, reset or abandoned). */
  onRequest?: (request: RecordedRequest) => void
  /** Added option: serve HTTPS with this key and certificate (PEM) instead of plain HTTP. */
  tls?: { key: string; cert: string }
  /**
   * Added option: analytics requests allowed per rolling hour (default ANALYTICS_HOURLY_BUDGET);
   * the benchmark, which reads 400 pages at once, lifts it.
   */
  analyticsBudget?: number
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
  /** Runs once the answer has been written in full (the visitors page hook). */
  after?: () => void
}

interface JobView {
  status: string
  prLink: string | null
  archivedAt: string | null
}

interface JobState {
  script: JobScript
  /** The job as it stood before the latest message, for `postAnswerShowsPrevious`. */
  lastMessage: { at: number; previous: JobView } | null
  /** A job created through the API: it works from its creation on, as after a message. */
  createdAt?: number
  createTimeline?: NonNullable<JobScript['onMessage']>['timeline']
}

interface RouteMatch {
  route: Route
  projectId: string
  jobId: string
}

const MAX_BODY_BYTES = 1024 * 1024
const ROUTE_PATTERNS: Array<{ route: Route; method: string; pattern: RegExp }> = [
  { route: 'getJob', method: 'GET', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/ },
  {
    route: 'sendMessage',
    method: 'POST',
    pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message$/,
  },
  { route: 'createJob', method: 'POST', pattern: /^\/v2\/agent\/([^/]+)\/job$/ },
  { route: 'getVisitors', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/visitors$/ },
  { route: 'getViews', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/views$/ },
  { route: 'getSearches', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/searches$/ },
  { route: 'getFeedback', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/feedback$/ },
  {
    route: 'getFeedbackByPage',
    method: 'GET',
    pattern: /^\/v1\/analytics\/([^/]+)\/feedback\/by-page$/,
  },
  { route: 'getConversations', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/assistant$/ },
]
const ANALYTICS_ROUTES: ReadonlySet<Route> = new Set<AnalyticsRoute>([
  'getVisitors',
  'getViews',
  'getSearches',
  'getFeedback',
  'getFeedbackByPage',
  'getConversations',
])
const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only']
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed']
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** Starts the emulator on loopback and resolves once it listens. */
export async function startPlatformEmulator(
  options: PlatformEmulatorOptions = {},
): Promise<PlatformEmulator> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID
  const now = options.now ?? Date.now
  const onRequest = options.onRequest

  const jobs = new Map<string, JobState>()
  const queues = new Map<Route, Fault[]>()
  const persistent = new Map<Route, Fault>()
  const requests: RecordedRequest[] = []
  const messages: Array<{ jobId: string; prompt: string; at: number }> = []
  const creations: Array<{ jobId: string; prompt: string; at: number }> = []
  let newJobTemplate: NewJobTemplate | null = null
  let visitors: Parameters<PlatformEmulator['setVisitors']>[0] = { rows: [] }
  let pageHook: ((offset: number, limit: number) => void) | null = null
  let hasMoreStuck = false
  let cursorFault: CursorFault | null = null
  let views: VisitorsData = { rows: [] }
  let searches: { rows: SearchData[]; total: number | undefined } = { rows: [], total: undefined }
  let feedback: FeedbackData[] = []
  let feedbackByPage: FeedbackByPageData[] = []
  let conversations: ConversationData[] = []
  const analyticsBudget = options.analyticsBudget ?? ANALYTICS_HOURLY_BUDGET
  /** When each analytics request of the last hour was counted. */
  let analyticsUses: number[] = []
  // Aborted on close so that delayed answers (latency, trickle) stop at once instead of
  // keeping the process alive until their timers fire.
  const closing = new AbortController()
  let seq = 0

  function takeFault(route: Route): Fault | null {
    const queue = queues.get(route)
    if (queue && queue.length > 0) return queue.shift() ?? null
    return persistent.get(route) ?? null
  }

  function jobView(job: JobState, at: number, forPostAnswer: boolean): JobView {
    const { script, lastMessage } = job
    if (!lastMessage && job.createdAt !== undefined) {
      return timelineView(job.createdAt, at, job.createTimeline ?? [])
    }
    if (!lastMessage) {
      const status = script.initialStatus ?? 'completed'
      return {
        status,
        prLink: script.initialPrLink ?? null,
        archivedAt: status === 'archived' ? createdAt(script) : null,
      }
    }
    const elapsed = at - lastMessage.at
    const onMessage = script.onMessage
    if (
      onMessage?.postAnswerShowsPrevious &&
      (forPostAnswer || elapsed < (onMessage.staleMs ?? 0))
    ) {
      return lastMessage.previous
    }
    return timelineView(lastMessage.at, at, onMessage?.timeline ?? [])
  }

  /** A job that took work at `since` is working on it (no pull request yet), then follows `steps`. */
  function timelineView(
    since: number,
    at: number,
    steps: NonNullable<JobScript['onMessage']>['timeline'],
  ): JobView {
    const view: JobView = { status: 'active', prLink: null, archivedAt: null }
    for (const step of [...steps].sort((a, b) => a.afterMs - b.afterMs)) {
      if (step.afterMs > at - since) break
      view.status = step.status
      if (step.prLink !== undefined) view.prLink = step.prLink
      view.archivedAt =
        step.status === 'archived' ? new Date(since + step.afterMs).toISOString() : null
    }
    return view
  }

  /** True when `log` already holds the hour's budget of uses. */
  function overBudget(log: Array<{ at: number }>, at: number): boolean {
    return log.filter((use) => at - use.at < HOUR_MS).length >= HOURLY_BUDGET
  }

  function jobJson(job: JobState, view: JobView): string {
    const { script } = job
    return JSON.stringify({
      id: script.id,
      status: view.status,
      source: script.source === undefined ? DEFAULT_SOURCE : script.source,
      model: script.model ?? DEFAULT_MODEL,
      prLink: view.prLink,
      createdAt: createdAt(script),
      archivedAt: view.archivedAt,
    })
  }

  function authError(req: IncomingMessage, match: RouteMatch): Answer | null {
    const header = req.headers.authorization ?? ''
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()
    if (token !== apiKey) return json(401, { error: 'Invalid or expired API key' })
    if (match.projectId !== projectId) return json(404, { error: 'Project not found' })
    return null
  }

  /** The real work of a request: may apply a message (and mark `entry.applied`). */
  function serve(
    req: IncomingMessage,
    url: URL,
    match: RouteMatch,
    entry: RecordedRequest,
  ): Answer {
    const refused = authError(req, match)
    if (refused) return refused
    if (ANALYTICS_ROUTES.has(match.route)) {
      const spent = spendAnalytics()
      if (spent) return spent
    }
    switch (match.route) {
      case 'getJob': {
        const job = jobs.get(match.jobId)
        if (!job) return json(404, { error: 'Job not found' })
        return rawJson(200, jobJson(job, jobView(job, now(), false)))
      }
      case 'sendMessage':
        return sendMessage(match.jobId, entry)
      case 'createJob':
        return createJob(entry)
      case 'getVisitors':
        return visitorsPage(url)
      case 'getViews':
        return offsetPage(url, 'views', () => views)
      case 'getSearches':
        return searchesPage(url.searchParams)
      case 'getFeedback':
        return feedbackPage(url.searchParams)
      case 'getFeedbackByPage':
        return feedbackByPagePage(url.searchParams)
      case 'getConversations':
        return conversationsPage(url.searchParams)
    }
  }

  /**
   * Counts one analytics request against the shared hourly budget, or answers the 429 (with the
   * documented error body and the wait until the oldest use leaves the window) when it is spent.
   */
  function spendAnalytics(): Answer | null {
    const at = now()
    analyticsUses = analyticsUses.filter((use) => at - use < HOUR_MS)
    const oldest = analyticsUses[0]
    if (oldest !== undefined && analyticsUses.length >= analyticsBudget) {
      const answer = json(429, { error: 'Rate limit exceeded' })
      answer.headers['retry-after'] = String(Math.max(1, Math.ceil((oldest + HOUR_MS - at) / 1000)))
      return answer
    }
    analyticsUses.push(at)
    return null
  }

  function searchesPage(params: URLSearchParams): Answer {
    const checked = checkParams(params, { maxLimit: 100, defaultLimit: 50, cursor: 'opaque' })
    if ('status' in checked) return checked
    // Sorted on every request: the platform orders by hits, whatever order a test gave.
    const sorted = [...searches.rows].sort((a, b) => b.hits - a.hits)
    const { page, nextCursor } = cursorPage(sorted, checked, params, opaqueCursor)
    return json(200, {
      searches: page,
      totalSearches: searches.total ?? sorted.reduce((sum, row) => sum + row.hits, 0),
      nextCursor,
    })
  }

  function feedbackPage(params: URLSearchParams): Answer {
    const checked = checkParams(params, { maxLimit: 100, defaultLimit: 50, cursor: 'opaque' })
    if ('status' in checked) return checked
    const { source, statuses } = checked
    const rows = feedback.filter(
      (row) =>
        (source === null || row.source === source) &&
        (statuses === null || statuses.includes(row.status)),
    )
    const { page, nextCursor, hasMore } = cursorPage(rows, checked, params, opaqueCursor)
    return json(200, { feedback: page, nextCursor, hasMore })
  }

  function feedbackByPagePage(params: URLSearchParams): Answer {
    const checked = checkParams(params, { maxLimit: 100, defaultLimit: 10, cursor: 'none' })
    if ('status' in checked) return checked
    const page = feedbackByPage.slice(0, checked.limit)
    return json(200, { feedback: page, hasMore: feedbackByPage.length > checked.limit })
  }

  function conversationsPage(params: URLSearchParams): Answer {
    const checked = checkParams(params, { maxLimit: 1000, defaultLimit: 100, cursor: 'ulid' })
    if ('status' in checked) return checked
    const { page, nextCursor, hasMore } = cursorPage(conversations, checked, params, ulidCursor)
    return json(200, { conversations: page, nextCursor, hasMore })
  }

  /** One page of a cursor-paged export, with the cursor fault set (if any) applied. */
  function cursorPage<T>(
    rows: readonly T[],
    checked: CheckedQuery,
    params: URLSearchParams,
    mint: (offset: number) => string,
  ): { page: T[]; nextCursor: string | null; hasMore: boolean } {
    const served = cursorFault === 'repeat-page' ? { ...checked, offset: 0 } : checked
    const { page } = slice(rows, served)
    const { nextOffset } = slice(rows, checked)
    const sent = params.get('cursor')
    let nextCursor = nextOffset === null ? null : mint(nextOffset)
    if (cursorFault === 'stuck-cursor' && sent !== null && nextCursor !== null) nextCursor = sent
    if (cursorFault === 'empty-next-cursor' && nextCursor === null) nextCursor = ''
    return { page, nextCursor, hasMore: nextOffset !== null }
  }

  /** The body's `prompt` (a string of at least 1 character), or the 400 that refuses it. */
  function promptOf(entry: RecordedRequest): string | Answer {
    let parsed: unknown
    try {
      parsed = JSON.parse(entry.body)
    } catch {
      return json(400, { error: 'Invalid JSON body' })
    }
    const prompt = isRecord(parsed) ? parsed.prompt : undefined
    if (typeof prompt !== 'string' || prompt.length < 1) {
      return json(400, {
        error: 'Invalid request body',
        details: [{ message: 'prompt must be a string of at least 1 character' }],
      })
    }
    return prompt
  }

  function createJob(entry: RecordedRequest): Answer {
    const prompt = promptOf(entry)
    if (typeof prompt !== 'string') return prompt
    const template = newJobTemplate ?? {}
    if (template.reject) return json(template.reject.status, template.reject.body)
    const at = now()
    if (overBudget(creations, at)) return json(429, { error: 'Rate limit exceeded' })
    const id = `job_new_${String(creations.length + 1).padStart(4, '0')}`
    const job: JobState = {
      script: {
        id,
        createdAt: new Date(at).toISOString(),
        ...(template.model === undefined ? {} : { model: template.model }),
        ...(template.onMessage === undefined ? {} : { onMessage: template.onMessage }),
      },
      lastMessage: null,
      createdAt: at,
      createTimeline: template.timeline ?? [],
    }
    jobs.set(id, job)
    creations.push({ jobId: id, prompt, at })
    entry.applied = true
    return rawJson(201, jobJson(job, jobView(job, at, false)))
  }

  function sendMessage(jobId: string, entry: RecordedRequest): Answer {
    const prompt = promptOf(entry)
    if (typeof prompt !== 'string') return prompt
    const job = jobs.get(jobId)
    if (!job) return json(404, { error: 'Job not found' })
    const reject = job.script.onMessage?.reject
    if (reject) return json(reject.status, reject.body)
    const at = now()
    if (overBudget(messages, at)) return json(429, { error: 'Rate limit exceeded' })
    job.lastMessage = { at, previous: jobView(job, at, false) }
    messages.push({ jobId, prompt, at })
    entry.applied = true
    return rawJson(200, jobJson(job, jobView(job, at, true)))
  }

  function visitorsPage(url: URL): Answer {
    return offsetPage(url, 'visitors', (window) =>
      typeof visitors === 'function' ? visitors(window) : visitors,
    )
  }

  /** Visitors and views: offset paging, `limit` 1–250, site-wide totals on every page. */
  function offsetPage(
    url: URL,
    key: 'visitors' | 'views',
    dataFor: (window: { dateFrom: string; dateTo: string }) => VisitorsData,
  ): Answer {
    const params = url.searchParams
    const problems: string[] = []
    const limit = intParam(params.get('limit'), 50)
    if (limit === null || limit < 1 || limit > 250) {
      problems.push(`limit must be an integer from 1 to 250 (got '${params.get('limit')}')`)
    }
    const offset = intParam(params.get('offset'), 0)
    if (offset === null) {
      problems.push(`offset must be an integer of at least 0 (got '${params.get('offset')}')`)
    }
    for (const name of ['dateFrom', 'dateTo']) {
      const value = params.get(name)
      if (value !== null && !isValidDate(value)) {
        problems.push(
          `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time (got '${value}')`,
        )
      }
    }
    if (problems.length > 0 || limit === null || offset === null) {
      return json(400, {
        error: 'Invalid query parameters',
        details: problems.map((message) => ({ message })),
      })
    }
    const window = { dateFrom: params.get('dateFrom') ?? '', dateTo: params.get('dateTo') ?? '' }
    const data = dataFor(window)
    // Slice before serialising: a page costs O(limit), whatever the size of the data set.
    const page = data.rows.slice(offset, offset + limit)
    const body = JSON.stringify({
      totals: data.totals ?? sumTotals(data.rows),
      [key]: page,
      hasMore: hasMoreStuck || offset + limit < data.rows.length,
    })
    const hook = key === 'visitors' ? pageHook : null
    return { ...rawJson(200, body), after: hook ? () => hook(offset, limit) : undefined }
  }

  /** Answers that replace the real work entirely (nothing is applied, auth is not checked). */
  function cannedAnswer(fault: Fault | null, req: IncomingMessage, route: Route): Answer | null {
    switch (fault?.kind) {
      case 'status':
        return fault.apply ? null : statusAnswer(fault)
      case 'body':
        return fault.apply ? null : json(fault.status ?? 200, fault.json)
      case 'rate-limit': {
        const answer = json(429, { error: 'Rate limit exceeded' })
        if (fault.retryAfter !== undefined) answer.headers['retry-after'] = fault.retryAfter
        return answer
      }
      case 'malformed-json':
        return rawJson(200, TRUNCATED_BODIES[route])
      case 'html':
        return {
          status: fault.status ?? 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: HTML_PAGE,
        }
      case 'echo-auth': {
        // Imitates a proxy's debug page: the very leak the client's redaction must stop.
        const auth = req.headers.authorization ?? ''
        return json(fault.status ?? 400, {
          error: `Rejected request with Authorization: ${auth}`,
          debug: { authorization: auth, encoded: Buffer.from(auth).toString('base64') },
        })
      }
      default:
        return null
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator.invalid')
    const match = matchRoute(req.method ?? 'GET', url.pathname)
    const entry: RecordedRequest = {
      seq: ++seq,
      at: now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: flattenHeaders(req),
      body: '',
      route: match?.route ?? 'unknown',
      status: null,
      applied: false,
      fault: null,
      remotePort: req.socket.remotePort ?? null,
      responseBody: null,
    }
    requests.push(entry)
    res.once('close', () => onRequest?.(entry))

    const fault = match ? takeFault(match.route) : null
    entry.fault = fault?.kind ?? null
    if (fault?.kind === 'reset' && fault.when === 'before-apply') {
      resetSocket(req)
      return
    }
    const body = await readBody(req)
    if (body === null) {
      send(res, entry, json(413, { error: 'Request body too large' }))
      return
    }
    entry.body = body
    if (!match) {
      send(res, entry, json(404, { message: 'Not found' }))
      return
    }
    const canned = cannedAnswer(fault, req, match.route)
    if (canned) {
      send(res, entry, canned)
      return
    }

    let answer = serve(req, url, match, entry)
    switch (fault?.kind) {
      case 'latency':
      case 'slow-headers':
        if (!(await wait(fault.ms))) return
        break
      case 'reset':
        resetSocket(req)
        return
      case 'status':
        answer = statusAnswer(fault)
        break
      case 'body':
        answer = json(fault.status ?? 200, fault.json)
        break
      case 'trickle':
        await trickle(res, entry, answer, fault.chunkDelayMs, fault.chunks ?? 4)
        return
    }
    send(res, entry, answer)
  }

  async function trickle(
    res: ServerResponse,
    entry: RecordedRequest,
    answer: Answer,
    chunkDelayMs: number,
    chunks: number,
  ): Promise<void> {
    const bytes = Buffer.from(answer.body)
    const size = Math.max(1, Math.ceil(bytes.length / Math.max(1, chunks)))
    entry.status = answer.status
    entry.responseBody = answer.body
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(bytes.length) })
    res.flushHeaders()
    for (let start = 0; start < bytes.length; start += size) {
      if (start > 0 && !(await wait(chunkDelayMs))) return
      if (res.destroyed) return
      res.write(bytes.subarray(start, start + size))
    }
    res.end()
    answer.after?.()
  }

  function send(res: ServerResponse, entry: RecordedRequest, answer: Answer): void {
    if (res.destroyed) return
    entry.status = answer.status
    entry.responseBody = answer.body
    res.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(Buffer.byteLength(answer.body)),
    })
    res.end(answer.body)
    answer.after?.()
  }

  /** Resolves false when the emulator is closing (the answer must then be dropped). */
  async function wait(ms: number): Promise<boolean> {
    try {
      await delay(Math.max(0, ms), undefined, { signal: closing.signal })
      return true
    } catch {
      return false
    }
  }

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      // A bug in a test hook or here must show up as a 500, not as a hung request.
      if (res.headersSent || res.destroyed) {
        res.destroy()
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: `Emulator failure: ${message}` }))
    })
  }
  const server: Server = options.tls
    ? createTlsServer(options.tls, listener)
    : createServer(listener)
  // Longer than any client keeps an idle socket (undici: the server's hint less 1 s): a server that
  // closed first could race a request reusing the socket (ECONNRESET) when the machine is busy.
  server.keepAliveTimeout = 60_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `${options.tls ? 'https' : 'http'}://${host}:${address.port}`
  let closed: Promise<void> | null = null

  return {
    url,
    apiKey,
    projectId,
    requests,
    messages,
    creations,
    addJob(script) {
      jobs.set(script.id, { script, lastMessage: null })
    },
    setNewJobTemplate(template) {
      newJobTemplate = template
    },
    addFaults(route, ...faults) {
      const queue = queues.get(route) ?? []
      queue.push(...faults)
      queues.set(route, queue)
    },
    setPersistentFault(route, fault) {
      if (fault) persistent.set(route, fault)
      else persistent.delete(route)
    },
    setVisitors(data) {
      visitors = data
    },
    onVisitorsPage(hook) {
      pageHook = hook
    },
    setHasMoreStuck(stuck) {
      hasMoreStuck = stuck
    },
    setCursorFault(fault) {
      cursorFault = fault
    },
    setViews(data) {
      views = data
    },
    setSearches(rows, totalSearches) {
      searches = { rows, total: totalSearches }
    },
    setFeedback(rows) {
      feedback = rows
    },
    setFeedbackByPage(rows) {
      feedbackByPage = rows
    },
    setConversations(rows) {
      conversations = rows
    },
    get analyticsRequestsThisHour() {
      const at = now()
      return analyticsUses.filter((use) => at - use < HOUR_MS).length
    },
    reset() {
      jobs.clear()
      queues.clear()
      persistent.clear()
      // In place: callers may hold the arrays.
      requests.length = 0
      seq = 0
      messages.length = 0
      creations.length = 0
      newJobTemplate = null
      visitors = { rows: [] }
      pageHook = null
      hasMoreStuck = false
      cursorFault = null
      views = { rows: [] }
      searches = { rows: [], total: undefined }
      feedback = []
      feedbackByPage = []
      conversations = []
      analyticsUses = []
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closed
    },
  }
}

/**
 * Builds n deterministic rows (paths like /docs/page-00001), ordered by total descending. Every
 * 97th path holds a comma, a double quote or a newline in turn, and one path holds non-ASCII
 * text, so that exporters meet the characters that break naive CSV.
 */
export function makeVisitorRows(n: number, seed = 1): VisitorRow[] {
  const random = seededRandom(seed)
  const counts: Array<{ human: number; ai: number; total: number }> = []
  for (let i = 0; i < n; i++) {
    // Heavy-tailed like real traffic: a few pages with thousands, most with a handful.
    const human = Math.floor(Math.exp(random() * 10)) - 1
    const ai = Math.floor(human * random() * 0.6 + random() * 20)
    const overlap = Math.floor(Math.min(human, ai) * random())
    counts.push({ human, ai, total: human + ai - overlap })
  }
  counts.sort((a, b) => b.total - a.total)
  const unicodeAt = Math.min(5, n)
  return counts.map((count, index) => ({ path: visitorPath(index + 1, unicodeAt), ...count }))
}

function visitorPath(rank: number, unicodeAt: number): string {
  const id = String(rank).padStart(5, '0')
  if (rank === unicodeAt) return `/docs/guides/café-日本語-${id}`
  if (rank % 97 !== 0) return `/docs/page-${id}`
  switch ((rank / 97) % 3) {
    case 1:
      return `/docs/page-${id},with-comma`
    case 2:
      return `/docs/page-${id}-"quoted"`
    default:
      return `/docs/page-${id}\nsecond-line`
  }
}

function sumTotals(rows: readonly VisitorRow[]): VisitorTotals {
  let human = 0
  let ai = 0
  for (const row of rows) {
    human += row.human
    ai += row.ai
  }
  // Site-wide totals deduplicate visitors seen as both, as the platform says it does.
  return { human, ai, total: Math.max(human, ai) + Math.floor(Math.min(human, ai) * 0.9) }
}

function createdAt(script: JobScript): string {
  return script.createdAt ?? DEFAULT_CREATED_AT
}

function matchRoute(method: string, pathname: string): RouteMatch | null {
  for (const { route, method: wanted, pattern } of ROUTE_PATTERNS) {
    if (method !== wanted) continue
    const found = pattern.exec(pathname)
    if (!found) continue
    const projectId = decode(found[1] ?? '')
    const second = ANALYTICS_ROUTES.has(route) ? '' : decode(found[2] ?? '')
    if (projectId === null || second === null) return null
    return { route, projectId, jobId: second }
  }
  return null
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** An integer query parameter: the default when absent, null when not a whole number >= 0. */
function intParam(value: string | null, fallback: number): number | null {
  if (value === null) return fallback
  if (!/^\d{1,15}$/.test(value)) return null
  return Number(value)
}

function isValidDate(value: string): boolean {
  const datePart = PLAIN_DATE.test(value) ? value : DATE_TIME.exec(value)?.[1]
  if (datePart === undefined || Number.isNaN(Date.parse(value))) return false
  // Date.parse rolls 2025-02-30 over into March; a real calendar day survives the round trip.
  return new Date(`${datePart}T00:00:00Z`).toISOString().slice(0, 10) === datePart
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

/** The request body as text; null when larger than MAX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Drops the connection with a TCP reset, so the client sees ECONNRESET and no answer. */
function resetSocket(req: IncomingMessage): void {
  const socket = req.socket
  if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy()
  else socket.destroy()
}

function json(status: number, value: unknown): Answer {
  return rawJson(status, JSON.stringify(value))
}

function rawJson(status: number, body: string): Answer {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body }
}

function statusAnswer(fault: {
  status: number
  body?: string
  headers?: Record<string, string>
}): Answer {
  const answer =
    fault.body === undefined
      ? json(fault.status, { error: `Emulated error ${fault.status}` })
      : rawJson(fault.status, fault.body)
  answer.headers = { ...answer.headers, ...lowerKeys(fault.headers ?? {}) }
  return answer
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}

const TRUNCATED_BODIES: Record<Route, string> = {
  getJob: '{"id":"job_truncated","status":"compl',
  sendMessage: '{"id":"job_truncated","status":"act',
  createJob: '{"id":"job_trunc',
  getVisitors: '{"totals":{"human":12,"ai":3,"total":14},"visitors":[{"path":"/docs/a","hu',
  getViews: '{"totals":{"human":40,"ai":9,"total":49},"views":[{"path":"/docs/a","hu',
  getSearches: '{"searches":[{"searchQuery":"retry","hits":12,"ct',
  getFeedback: '{"feedback":[{"id":"fb_1","path":"/docs/a","comm',
  getFeedbackByPage: '{"feedback":[{"path":"/docs/a","thumbsUp":3,"thu',
  getConversations: '{"conversations":[{"id":"c_1","timestamp":"2026-',
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><h1>502 Bad Gateway</h1><p>The upstream server is unavailable.</p></body></html>'

/** What the query of an analytics request asks for, once checked. */
interface CheckedQuery {
  limit: number
  /** Where the page starts (from the offset or the cursor). */
  offset: number
  /** The `source` filter, when given. */
  source: string | null
  /** The `status` filter's values, when given. */
  statuses: string[] | null
}

/**
 * The checked query of a cursor-paged (or unpaged) analytics export, or the platform's 400 with
 * what was wrong in `details`: `limit` in 1..maxLimit, dates, the cursor (only one this server
 * gave), the feedback filters' values.
 */
function checkParams(
  params: URLSearchParams,
  rules: { maxLimit: number; defaultLimit: number; cursor: 'opaque' | 'ulid' | 'none' },
): CheckedQuery | Answer {
  const problems = dateProblems(params)
  const limit = intParam(params.get('limit'), rules.defaultLimit)
  if (limit === null || limit < 1 || limit > rules.maxLimit) {
    problems.push(
      `limit must be an integer from 1 to ${rules.maxLimit} (got '${params.get('limit')}')`,
    )
  }
  const cursor = params.get('cursor')
  let offset: number | null = 0
  if (cursor !== null && rules.cursor !== 'none') {
    offset = rules.cursor === 'ulid' ? offsetOfUlid(cursor) : offsetOfOpaque(cursor)
    if (offset === null) problems.push(`cursor is not a cursor this server gave (got '${cursor}')`)
  }
  const source = params.get('source')
  if (source !== null && !FEEDBACK_SOURCES.includes(source)) {
    problems.push(`source must be one of ${FEEDBACK_SOURCES.join(', ')} (got '${source}')`)
  }
  const status = params.get('status')
  const statuses = status === null ? null : status.split(',').map((s) => s.trim())
  for (const one of statuses ?? []) {
    if (!FEEDBACK_STATUSES.includes(one)) {
      problems.push(`status must list values of ${FEEDBACK_STATUSES.join(', ')} (got '${one}')`)
    }
  }
  if (problems.length > 0 || limit === null || offset === null) {
    return json(400, {
      error: 'Invalid query parameters',
      details: problems.map((message) => ({ message })),
    })
  }
  return { limit, offset, source, statuses }
}

function dateProblems(params: URLSearchParams): string[] {
  const problems: string[] = []
  for (const name of ['dateFrom', 'dateTo']) {
    const value = params.get(name)
    if (value !== null && !isValidDate(value)) {
      problems.push(`${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time (got '${value}')`)
    }
  }
  return problems
}

/** The page at the query's offset, and where the next one starts (null: this is the last). */
function slice<T>(
  rows: readonly T[],
  query: CheckedQuery,
): { page: T[]; nextOffset: number | null } {
  const end = query.offset + query.limit
  return { page: rows.slice(query.offset, end), nextOffset: end < rows.length ? end : null }
}

/** An opaque cursor: base64url of a tagged offset, so a client cannot make one up by chance. */
function opaqueCursor(offset: number): string {
  return Buffer.from(`emu:${offset}`).toString('base64url')
}

function offsetOfOpaque(cursor: string): number | null {
  const found = /^emu:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return found ? Number(found[1]) : null
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** The time part of every cursor this emulator gives (a fixed 2024 millisecond). */
const ULID_TIME = '01HZZZZZZZ'

/** A cursor in ULID form (26 Crockford base-32 characters), as the assistant export takes it. */
function ulidCursor(offset: number): string {
  let random = ''
  for (let rest = offset; random.length < 16; rest = Math.floor(rest / 32)) {
    random = (CROCKFORD[rest % 32] ?? '0') + random
  }
  return ULID_TIME + random
}

function offsetOfUlid(cursor: string): number | null {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(cursor) || !cursor.startsWith(ULID_TIME)) return null
  let offset = 0
  for (const char of cursor.slice(ULID_TIME.length)) offset = offset * 32 + CROCKFORD.indexOf(char)
  return Number.isSafeInteger(offset) ? offset : null
}
