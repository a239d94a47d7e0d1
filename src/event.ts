/**
 * The only reader of the runner's context (environment variables and the event payload). It turns
 * them into plain values, so that nothing else depends on the shape of a webhook payload.
 */
import { isRecord } from './lib/json.ts'
import { readFile } from 'node:fs/promises'
import { ActionError } from './errors.ts'

/** Where and why the workflow runs. */
export interface RunContext {
  /** `GITHUB_EVENT_NAME`, e.g. `issue_comment`; '' when unknown (a local run). */
  eventName: string
  repo: { owner: string; repo: string }
  /** `GITHUB_RUN_ID`; '0' on a local run without one. */
  runId: string
  /** `GITHUB_RUN_ATTEMPT`, 1 for the first attempt. */
  runAttempt: number
  /** Web address of GitHub, without a trailing slash. */
  serverUrl: string
  /** REST API address, without a trailing slash. */
  apiUrl: string
  /** Link to this workflow run. */
  runUrl: string
  /** `GITHUB_ACTOR`: who started the run. */
  actor: string
  /** `GITHUB_WORKFLOW`: the workflow's name. */
  workflow: string
}

/** The pull request or issue a run is about, as the payload describes it (text untrusted). */
export interface Subject {
  number: number
  isPullRequest: boolean
  /** Web address; '' when the payload has none. */
  url: string
  title: string
  /** A pull request's base and head branches, when the payload gives them. */
  baseRef: string | null
  headRef: string | null
}

/** Where on a pull request's diff a review comment was written. */
interface ReviewLocation {
  path: string
  /** First line of a multi-line comment; null for a single line. */
  startLine: number | null
  /** The (last) line; null when the comment is on a whole file or outdated. */
  line: number | null
  /** The diff hunk GitHub shows above the comment (untrusted). */
  diffHunk: string
}

/** The events whose comment (or review body) can be a command. */
type CommentEvent = 'issue_comment' | 'pull_request_review_comment' | 'pull_request_review'

/** What triggered the run, reduced to what the action uses. */
export type Trigger =
  | {
      kind: 'comment'
      /** Which event: a conversation comment, a comment on a line of the diff, or a review. */
      source: CommentEvent
      action: string
      issueNumber: number
      isPullRequest: boolean
      subject: Subject
      /** The comment, or the review (whose body is the comment; reviews take no reactions). */
      comment: { id: number; body: string; htmlUrl: string; userLogin: string; userType: string }
      /** For a review comment: where it was written. */
      review: ReviewLocation | null
    }
  | {
      kind: 'other'
      eventName: string
      issueNumber: number | undefined
      /** The pull request or issue of the payload, when it has one. */
      subject: Subject | null
    }

const DEFAULT_SERVER_URL = 'https://github.com'
const DEFAULT_API_URL = 'https://api.github.com'

/**
 * Reads the run's context from the runner's environment variables.
 *
 * @throws ActionError when `GITHUB_REPOSITORY` is missing or not `owner/repo`, or a run id or
 * attempt is not a number.
 */
export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const repository = (env.GITHUB_REPOSITORY ?? '').trim()
  const parts = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository)
  if (!parts?.[1] || !parts[2]) {
    throw new ActionError(
      repository === ''
        ? 'GITHUB_REPOSITORY is not set'
        : `GITHUB_REPOSITORY must be 'owner/repo' (got '${repository.slice(0, 200)}')`,
      { hint: 'Run the action in a GitHub Actions workflow, or set GITHUB_REPOSITORY=owner/repo.' },
    )
  }
  const runId = (env.GITHUB_RUN_ID ?? '').trim() || '0'
  if (!/^\d{1,20}$/.test(runId)) {
    throw new ActionError(`GITHUB_RUN_ID must be a number (got '${runId.slice(0, 40)}')`)
  }
  const attemptText = (env.GITHUB_RUN_ATTEMPT ?? '').trim() || '1'
  const runAttempt = /^\d{1,9}$/.test(attemptText) ? Number(attemptText) : NaN
  if (!(runAttempt >= 1)) {
    throw new ActionError(
      `GITHUB_RUN_ATTEMPT must be a positive integer (got '${attemptText.slice(0, 40)}')`,
    )
  }
  const serverUrl = baseAddress(env.GITHUB_SERVER_URL, DEFAULT_SERVER_URL)
  const repo = { owner: parts[1], repo: parts[2] }
  return {
    eventName: (env.GITHUB_EVENT_NAME ?? '').trim(),
    repo,
    runId,
    runAttempt,
    serverUrl,
    apiUrl: baseAddress(env.GITHUB_API_URL, DEFAULT_API_URL),
    runUrl: `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`,
    actor: (env.GITHUB_ACTOR ?? '').trim(),
    workflow: (env.GITHUB_WORKFLOW ?? '').trim(),
  }
}

function baseAddress(value: string | undefined, fallback: string): string {
  const text = (value ?? '').trim()
  return (text === '' ? fallback : text).replace(/\/+$/, '')
}

/** Events whose created comment, or submitted review, is read as a command. */
const COMMENT_EVENTS: Record<
  CommentEvent,
  { container: 'issue' | 'pull_request'; item: 'comment' | 'review' }
> = {
  issue_comment: { container: 'issue', item: 'comment' },
  pull_request_review_comment: { container: 'pull_request', item: 'comment' },
  pull_request_review: { container: 'pull_request', item: 'review' },
}

const isCommentEvent = (name: string): name is CommentEvent => Object.hasOwn(COMMENT_EVENTS, name)

/**
 * Reduces an event payload to a Trigger. Comment and review payloads must carry what the action
 * relies on; other events only lend their issue or pull request, when they have one.
 *
 * @throws ActionError when the payload is not an object, or a comment or review payload lacks the
 * issue or pull request number, the comment id or the commenter.
 */
export function readTrigger(eventName: string, payload: unknown): Trigger {
  if (payload === undefined || payload === null) payload = {}
  if (!isRecord(payload)) {
    throw new ActionError(`the ${eventName || 'event'} payload is not a JSON object`)
  }
  if (!isCommentEvent(eventName)) {
    const subject = subjectOf(payload.issue, false) ?? subjectOf(payload.pull_request, true)
    return {
      kind: 'other',
      eventName,
      subject,
      issueNumber: subject?.number ?? positiveInteger(payload.number),
    }
  }

  const malformed = (what: string): ActionError =>
    new ActionError(`the ${eventName} payload is malformed: ${what}`, {
      hint: 'The action reads GITHUB_EVENT_PATH; check that it holds the webhook payload.',
    })
  const shape = COMMENT_EVENTS[eventName]
  const action = payload.action
  if (typeof action !== 'string') throw malformed("'action' is missing")
  const container = payload[shape.container]
  if (!isRecord(container)) throw malformed(`'${shape.container}' is missing`)
  const subject = subjectOf(
    container,
    shape.container === 'pull_request' || isRecord(container.pull_request),
  )
  if (subject === null) throw malformed(`'${shape.container}.number' is not a positive integer`)
  const item = payload[shape.item]
  if (!isRecord(item)) throw malformed(`'${shape.item}' is missing`)
  const id = positiveInteger(item.id)
  if (id === undefined) throw malformed(`'${shape.item}.id' is not a positive integer`)
  const userLogin = field(item, 'user', 'login')
  if (typeof userLogin !== 'string' || userLogin === '') {
    throw malformed(`'${shape.item}.user.login' is missing`)
  }
  const userType = field(item, 'user', 'type')
  return {
    kind: 'comment',
    source: eventName,
    action,
    issueNumber: subject.number,
    isPullRequest: subject.isPullRequest,
    subject,
    comment: {
      id,
      // An empty comment, or a review without a body, comes as null.
      body: typeof item.body === 'string' ? item.body : '',
      htmlUrl: text(item.html_url),
      userLogin,
      userType: typeof userType === 'string' ? userType : 'User',
    },
    review: eventName === 'pull_request_review_comment' ? locationOf(item) : null,
  }
}

/** The pull request or issue of a payload; null without a number. */
function subjectOf(value: unknown, isPullRequest: boolean): Subject | null {
  if (!isRecord(value)) return null
  const number = positiveInteger(value.number)
  if (number === undefined) return null
  const ref = (side: string): string | null => {
    const branch = field(value, side, 'ref')
    return typeof branch === 'string' && branch !== '' ? branch : null
  }
  return {
    number,
    isPullRequest,
    url: text(value.html_url),
    title: text(value.title),
    baseRef: ref('base'),
    headRef: ref('head'),
  }
}

/** Where a review comment sits: its file, lines (current, else as first written) and hunk. */
function locationOf(comment: Record<string, unknown>): ReviewLocation {
  const line = positiveInteger(comment.line) ?? positiveInteger(comment.original_line) ?? null
  const start =
    positiveInteger(comment.start_line) ?? positiveInteger(comment.original_start_line) ?? null
  return {
    path: text(comment.path),
    startLine: start !== null && line !== null && start < line ? start : null,
    line,
    diffHunk: text(comment.diff_hunk),
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Reads the run context and the event payload at `GITHUB_EVENT_PATH`. A missing path or file (a
 * local run) is an empty payload; a file that is not JSON is an ActionError.
 */
export async function loadEvent(
  env: NodeJS.ProcessEnv,
): Promise<{ context: RunContext; trigger: Trigger }> {
  const context = readRunContext(env)
  const path = (env.GITHUB_EVENT_PATH ?? '').trim()
  let payload: unknown = {}
  if (path !== '') {
    let text: string | undefined
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw new ActionError(`cannot read the event payload at GITHUB_EVENT_PATH (${path})`, {
          cause: error,
        })
      }
    }
    if (text !== undefined && text.trim() !== '') {
      try {
        payload = JSON.parse(text)
      } catch (error) {
        throw new ActionError(`the event payload at GITHUB_EVENT_PATH (${path}) is not JSON`, {
          cause: error,
        })
      }
    }
  }
  return { context, trigger: readTrigger(context.eventName, payload) }
}

function field(record: Record<string, unknown>, key: string, inner: string): unknown {
  const value = record[key]
  return isRecord(value) ? value[inner] : undefined
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined
}
