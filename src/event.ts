/**
 * The only reader of the runner's context (environment variables and the event payload). It turns
 * them into plain values, so that nothing else depends on the shape of a webhook payload.
 */
import { isRecord } from './json.ts'
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

/** What triggered the run, reduced to what the action uses. */
export type Trigger =
  | {
      kind: 'comment'
      action: string
      issueNumber: number
      isPullRequest: boolean
      comment: { id: number; body: string; htmlUrl: string; userLogin: string; userType: string }
    }
  | { kind: 'other'; eventName: string; issueNumber: number | undefined }

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

/**
 * Reduces an event payload to a Trigger. `issue_comment` payloads must carry what the action
 * relies on; other events only lend their issue or pull request number, when they have one.
 *
 * @throws ActionError when the payload is not an object, or an `issue_comment` payload lacks the
 * issue number, the comment id or the commenter.
 */
export function readTrigger(eventName: string, payload: unknown): Trigger {
  if (payload === undefined || payload === null) payload = {}
  if (!isRecord(payload)) {
    throw new ActionError(`the ${eventName || 'event'} payload is not a JSON object`)
  }
  if (eventName !== 'issue_comment') {
    return {
      kind: 'other',
      eventName,
      issueNumber:
        positiveInteger(field(payload, 'issue', 'number')) ??
        positiveInteger(field(payload, 'pull_request', 'number')) ??
        positiveInteger(payload.number),
    }
  }

  const malformed = (what: string): ActionError =>
    new ActionError(`the issue_comment payload is malformed: ${what}`, {
      hint: 'The action reads GITHUB_EVENT_PATH; check that it holds the webhook payload.',
    })
  const action = payload.action
  if (typeof action !== 'string') throw malformed("'action' is missing")
  const issue = payload.issue
  if (!isRecord(issue)) throw malformed("'issue' is missing")
  const issueNumber = positiveInteger(issue.number)
  if (issueNumber === undefined) throw malformed("'issue.number' is not a positive integer")
  const comment = payload.comment
  if (!isRecord(comment)) throw malformed("'comment' is missing")
  const id = positiveInteger(comment.id)
  if (id === undefined) throw malformed("'comment.id' is not a positive integer")
  const userLogin = field(comment, 'user', 'login')
  if (typeof userLogin !== 'string' || userLogin === '') {
    throw malformed("'comment.user.login' is missing")
  }
  const userType = field(comment, 'user', 'type')
  return {
    kind: 'comment',
    action,
    issueNumber,
    // GitHub marks a pull request's conversation by a `pull_request` object on the issue.
    isPullRequest: isRecord(issue.pull_request),
    comment: {
      id,
      // An empty comment may come as null.
      body: typeof comment.body === 'string' ? comment.body : '',
      htmlUrl: typeof comment.html_url === 'string' ? comment.html_url : '',
      userLogin,
      userType: typeof userType === 'string' ? userType : 'User',
    },
  }
}

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
