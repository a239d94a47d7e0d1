/**
 * In-memory fakes of the ports, for flow tests on a simulated clock. Adapters are tested against
 * real loopback servers elsewhere; these fakes keep flow tests fast and deterministic.
 */
import { GitHubNotFoundError } from '../../src/ports/github-errors.ts'
import type {
  CommentKind,
  GitHubApi,
  IssueReaction,
  Issue,
  IssueComment,
  PullRequestInfo,
  PullRequestMerge,
  ReactionContent,
  WorkflowRunState,
} from '../../src/ports/github.ts'
import type { AgentJob, JobStatus } from '../../src/types.ts'
import type { RunContext } from '../../src/event.ts'
import type { Clock } from '../../src/ports/runtime.ts'
import type {
  CreateResult,
  PlatformClient,
  SendResult,
  VisitorsPage,
  VisitorsQuery,
} from '../../src/ports/platform.ts'

/** A clock whose sleeps advance virtual time at once. */
export class VirtualClock implements Clock {
  t: number
  sleeps: number[] = []
  constructor(start = Date.UTC(2026, 10, 22, 10, 0, 0)) {
    this.t = start
  }
  now(): number {
    return this.t
  }
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted()
    this.sleeps.push(ms)
    this.t += Math.max(0, ms)
    await Promise.resolve()
    signal?.throwIfAborted()
  }
}

export interface FakeJobStep {
  /** Virtual ms after the send. */
  afterMs: number
  status: JobStatus
  prLink?: string | null
}

/** A platform whose job follows a timeline after the send, on the virtual clock. */
export class FakePlatform implements PlatformClient {
  requestCount = 0
  sends: string[] = []
  gets = 0
  sentAt: number | null = null
  /** Status before any send. */
  initial: JobStatus = 'completed'
  initialPrLink: string | null = null
  timeline: FakeJobStep[] = [
    { afterMs: 0, status: 'active' },
    { afterMs: 5_000, status: 'completed' },
  ]
  /** What sendMessage does: 'sent' (with the job), 'sent-null', 'unknown', 'applied-unknown' or an Error. */
  sendBehaviour: 'sent' | 'sent-null' | 'unknown' | 'applied-unknown' | Error = 'sent'
  /** What createJob does: 'created' (the job starts its timeline), 'unknown', 'applied-unknown' or an Error. */
  createBehaviour: 'created' | 'unknown' | 'applied-unknown' | Error = 'created'
  /** Prompts of the jobs created. */
  creations: string[] = []
  /** Job ids asked for by getJob and sendMessage, in order. */
  jobIds: string[] = []
  /** Errors thrown by the next getJob calls, in order. */
  getErrors: Array<Error | null> = []
  /** Called on each getJob (e.g. to abort a run). */
  onGet: ((n: number) => void) | null = null

  readonly clock: VirtualClock
  constructor(clock: VirtualClock) {
    this.clock = clock
  }

  job(): AgentJob {
    let status = this.initial
    let prLink = this.initialPrLink
    if (this.sentAt !== null) {
      for (const step of this.timeline) {
        if (this.clock.now() - this.sentAt >= step.afterMs) {
          status = step.status
          if (step.prLink !== undefined) prLink = step.prLink
        }
      }
    }
    return {
      id: 'job_1',
      status,
      model: 'model-x',
      prLink,
      createdAt: null,
      archivedAt: null,
      source: null,
    }
  }

  async getJob(jobId: string, signal?: AbortSignal): Promise<AgentJob> {
    signal?.throwIfAborted()
    this.jobIds.push(jobId)
    this.requestCount++
    this.gets++
    this.onGet?.(this.gets)
    signal?.throwIfAborted()
    const error = this.getErrors.shift()
    if (error) throw error
    return this.job()
  }

  async sendMessage(jobId: string, prompt: string, signal?: AbortSignal): Promise<SendResult> {
    signal?.throwIfAborted()
    this.jobIds.push(jobId)
    this.requestCount++
    const b = this.sendBehaviour
    if (b instanceof Error) throw b
    if (b === 'unknown') return { kind: 'unknown', reason: 'connection reset' }
    this.sends.push(prompt)
    this.sentAt = this.clock.now()
    if (b === 'applied-unknown') return { kind: 'unknown', reason: 'connection reset' }
    return { kind: 'sent', job: b === 'sent-null' ? null : this.job() }
  }

  /** A created job is 'job_1' too: it starts its timeline at its creation. */
  async createJob(prompt: string, signal?: AbortSignal): Promise<CreateResult> {
    signal?.throwIfAborted()
    this.requestCount++
    const b = this.createBehaviour
    if (b instanceof Error) throw b
    if (b === 'unknown') return { kind: 'unknown', reason: 'connection reset' }
    this.creations.push(prompt)
    this.sentAt = this.clock.now()
    if (b === 'applied-unknown') return { kind: 'unknown', reason: 'connection reset' }
    return { kind: 'created', job: this.job() }
  }

  async getVisitors(_query: VisitorsQuery): Promise<VisitorsPage> {
    throw new Error('not used')
  }

  // The message flows read no analytics export.
  getSearches = notUsed
  getFeedback = notUsed
  getFeedbackByPage = notUsed
  getConversations = notUsed
  getViews = notUsed
}

async function notUsed(): Promise<never> {
  throw new Error('not used')
}

/** An in-memory GitHub with the permission API, comments and reactions. */
export class FakeGitHub implements GitHubApi {
  requestCount = 0
  /** The token's identity: the author of what it writes. */
  login = 'github-actions[bot]'
  permissions = new Map<string, string>()
  comments = new Map<number, IssueComment[]>()
  reactions: Array<[number, ReactionContent]> = []
  /** Which kind of comment each reaction went on, in the same order. */
  reactionKinds: CommentKind[] = []
  writes = 0
  private nextId = 100

  async identity(): Promise<string> {
    return this.login
  }
  async getPermission(user: string) {
    this.requestCount++
    return (this.permissions.get(user.toLowerCase()) ?? 'none') as Awaited<
      ReturnType<GitHubApi['getPermission']>
    >
  }
  async listComments(issueNumber: number): Promise<IssueComment[]> {
    this.requestCount++
    return [...(this.comments.get(issueNumber) ?? [])]
  }
  /** Workflow runs by id: their status (default `completed`). */
  runs = new Map<string, string>()
  async listRecentComments(since: string): Promise<IssueComment[]> {
    this.requestCount++
    return [...this.comments.entries()]
      .flatMap(([, list]) => list.map((c) => ({ ...c })))
      .filter((c) => c.updatedAt >= since)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  }
  async getComment(commentId: number): Promise<IssueComment | null> {
    this.requestCount++
    for (const list of this.comments.values()) {
      const found = list.find((c) => c.id === commentId)
      if (found) return { ...found }
    }
    return null
  }
  async getWorkflowRun(runId: string): Promise<WorkflowRunState> {
    this.requestCount++
    return { status: this.runs.get(runId) ?? 'completed' }
  }
  async createComment(issueNumber: number, body: string): Promise<IssueComment> {
    this.requestCount++
    this.writes++
    const comment: IssueComment = {
      id: this.nextId++,
      body,
      htmlUrl: `https://github.com/acme/docs/pull/${issueNumber}#issuecomment-${this.nextId}`,
      userLogin: this.login,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    }
    this.comments.set(issueNumber, [...(this.comments.get(issueNumber) ?? []), comment])
    return comment
  }
  async updateComment(commentId: number, body: string): Promise<IssueComment> {
    this.requestCount++
    this.writes++
    for (const list of this.comments.values()) {
      const found = list.find((c) => c.id === commentId)
      if (found) {
        found.body = body
        return { ...found }
      }
    }
    throw new GitHubNotFoundError('Not Found')
  }
  async deleteComment(commentId: number): Promise<void> {
    this.requestCount++
    for (const [n, list] of this.comments)
      this.comments.set(
        n,
        list.filter((c) => c.id !== commentId),
      )
  }
  async addReaction(
    commentId: number,
    content: ReactionContent,
    on: CommentKind = 'issue-comment',
  ): Promise<void> {
    this.requestCount++
    this.reactions.push([commentId, content])
    this.reactionKinds.push(on)
  }
  async removeReaction(commentId: number, content: ReactionContent): Promise<void> {
    this.requestCount++
    this.reactions = this.reactions.filter(([id, c]) => !(id === commentId && c === content))
  }
  /** Pull requests by number: their branches and changed paths. */
  pulls = new Map<number, { baseRef: string; headRef: string; title: string; files: string[] }>()
  async getPullRequest(pullNumber: number): Promise<PullRequestInfo> {
    this.requestCount++
    const pull = this.pulls.get(pullNumber)
    if (!pull) throw new GitHubNotFoundError('Not Found')
    return {
      number: pullNumber,
      title: pull.title,
      htmlUrl: `https://github.com/acme/docs/pull/${pullNumber}`,
      baseRef: pull.baseRef,
      headRef: pull.headRef,
      changedFiles: pull.files.length,
    }
  }
  /** Merges by `owner/repo#number`: absent ones answer 404 (null). */
  merges = new Map<string, PullRequestMerge>()
  async getPullRequestMerge(pull: {
    owner: string
    repo: string
    number: number
  }): Promise<PullRequestMerge | null> {
    this.requestCount++
    return this.merges.get(`${pull.owner}/${pull.repo}#${pull.number}`) ?? null
  }
  async listPullRequestFiles(pullNumber: number, max: number): Promise<string[]> {
    const files = this.pulls.get(pullNumber)?.files ?? []
    this.requestCount += Math.max(1, Math.ceil(Math.min(max, files.length) / 100))
    return files.slice(0, max)
  }
  async listIssuesBy(): Promise<Issue[]> {
    return []
  }
  async getIssue(): Promise<Issue | null> {
    return null
  }
  async createIssue(): Promise<Issue> {
    throw new Error('not used')
  }
  async updateIssue(): Promise<Issue> {
    throw new Error('not used')
  }
  async addIssueReaction(_issue: number, _content: ReactionContent): Promise<IssueReaction> {
    throw new Error('not used')
  }
  async deleteIssueReaction(_issue: number, _reaction: number): Promise<boolean> {
    throw new Error('not used')
  }
  /** The only status comment body on an issue. */
  body(issueNumber: number): string {
    const list = this.comments.get(issueNumber) ?? []
    if (list.length !== 1)
      throw new Error(`expected one comment on #${issueNumber}, found ${list.length}`)
    return list[0]?.body ?? ''
  }
}

/** The run context of a workflow run of acme/docs (run 42 unless `fields` say otherwise). */
export function runContext(fields: Partial<RunContext> = {}): RunContext {
  const runId = fields.runId ?? '42'
  return {
    eventName: 'issue_comment',
    repo: { owner: 'acme', repo: 'docs' },
    runId,
    runAttempt: 1,
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runUrl: `https://github.com/acme/docs/actions/runs/${runId}`,
    actor: 'alice',
    workflow: 'Docs agent',
    ...fields,
  }
}
