/**
 * The arrangement most message-mode e2e tests share, as a builder: a job on the platform emulator,
 * a commenter's permission, a command comment on a fresh pull request, then a step of the bundled
 * action for that comment's event.
 *
 *   const run = await scenario()
 *     .job({ onMessage: activeThen(500, 'completed') })
 *     .permission('alice', 'write')
 *     .command('/docs-agent fix the typo')
 *     .run({ timeout: '3s' })
 *   expect(run.outputs.outcome).toBe('completed')
 *   expect(run.statusComments()).toHaveLength(1)
 */
import type { ChildProcess } from 'node:child_process'
import type {
  EmulatedComment,
  EmulatedPermission,
  GitHubEmulator,
  GitHubFault,
  GitHubRoute,
} from '../emulators/github.ts'
import type { Fault, JobScript, PlatformEmulator, Route } from '../emulators/platform.ts'
import {
  commentEvent,
  runAction,
  type ActionRunOptions,
  type ActionRunResult,
} from './action-runner.ts'

export interface ScenarioSetup {
  platform: PlatformEmulator
  github: GitHubEmulator
  /** The inputs every step starts from (a step's own are laid over them); 'job-id' names the job. */
  inputs: Record<string, string>
  /** Runs one step; `runAction` unless given (e.g. the `step` of `secretScanningSteps`). */
  runStep?: (options: ActionRunOptions) => Promise<ActionRunResult>
}

/** What a step gets besides its inputs and event (a run id, `onSpawn`, a work directory…). */
export type StepOptions = Omit<Partial<ActionRunOptions>, 'inputs' | 'eventName' | 'event' | 'apiUrl'>

/** The issue (or pull request) a scenario's runs report on. */
export interface IssueHandles {
  readonly issue: number
  /** The action's status comments on the issue now, oldest first. */
  statusComments(): EmulatedComment[]
}

/** The command comment a run answers. */
export interface CommentHandles extends IssueHandles {
  readonly commentId: number
  /** The reactions on the command comment now. */
  reactions(): string[]
}

/** Something that starts runs: its handles, and the steps. Each step's result carries the handles. */
export type Trigger<H extends IssueHandles> = H & {
  /** Runs the main step, `inputs` laid over the scenario's. */
  run(inputs?: Record<string, string>, options?: StepOptions): Promise<ActionRunResult & H>
  /** Runs the post step after `main`, in its work directory (which holds the state it saved). */
  post(main: ActionRunResult): Promise<ActionRunResult & H>
}

export interface Scenario {
  /** Adds the job; its id is the 'job-id' input unless the script names one. */
  job(script?: Partial<JobScript>): Scenario
  /** Gives `login` a repository permission. */
  permission(login: string, permission: EmulatedPermission): Scenario
  /** Queues faults on a platform route. */
  platformFaults(route: Route, ...faults: Fault[]): Scenario
  /** Queues faults on a GitHub route. */
  githubFaults(route: GitHubRoute, ...faults: GitHubFault[]): Scenario
  /**
   * Comments `body` as `login` on the scenario's pull request (opened by the first command, and
   * shared by the next ones) and returns the `issue_comment` trigger for it.
   */
  command(body: string, login?: string): Trigger<CommentHandles>
  /** A `workflow_dispatch` trigger that reports on issue `issue` (an issue, not a pull request). */
  dispatch(issue: number): Trigger<IssueHandles>
}

/** The status comments of an issue: the ones that carry the action's marker. */
export function statusComments(github: GitHubEmulator, issue: number): EmulatedComment[] {
  return github.comments(issue).filter((c) => c.body.includes('<!-- docs-agent-action'))
}

/** A job's answer to a message: `active` at once, then `status` (with `prLink`) after `ms`. */
export function activeThen(
  ms: number,
  status: string,
  prLink?: string,
): NonNullable<JobScript['onMessage']> {
  return {
    timeline: [
      { afterMs: 0, status: 'active' },
      { afterMs: ms, status, ...(prLink === undefined ? {} : { prLink }) },
    ],
  }
}

/** A job's answer to a message: `active`, for good. */
export const staysActive: NonNullable<JobScript['onMessage']> = {
  timeline: [{ afterMs: 0, status: 'active' }],
}

/**
 * An `onSpawn` that sends `signal` to the step once `when()` holds (checked every 20 ms until the
 * process exits); `at` is when it was sent (0 until then).
 */
export function signalWhen(
  when: () => boolean,
  signal: NodeJS.Signals,
): { at: number; onSpawn: (child: ChildProcess) => void } {
  const record = {
    at: 0,
    onSpawn: (child: ChildProcess) => {
      const timer = setInterval(() => {
        if (when()) {
          clearInterval(timer)
          record.at = Date.now()
          child.kill(signal)
        }
      }, 20)
      child.on('exit', () => clearInterval(timer))
    },
  }
  return record
}

/**
 * Scenarios for a test file: `setup` is read when a scenario starts (the emulators start in
 * `beforeAll`); pull requests are numbered from `firstIssue` on, one per scenario.
 */
export function scenarios(setup: () => ScenarioSetup, firstIssue: number): () => Scenario {
  let nextIssue = firstIssue
  return () => {
    const s = setup()
    const { platform, github } = s
    let pullRequest: number | undefined

    function trigger<H extends IssueHandles>(
      handles: H,
      eventName: string,
      event: unknown,
    ): Trigger<H> {
      const run = async (inputs: Record<string, string> = {}, options: StepOptions = {}) => {
        const result = await (s.runStep ?? runAction)({
          ...options,
          inputs: { ...s.inputs, ...inputs },
          eventName,
          event,
          apiUrl: github.url,
        })
        return { ...result, ...handles }
      }
      const post = (main: ActionRunResult) => run({}, { workDir: main.workDir, entry: 'post' })
      return { ...handles, run, post }
    }

    const scenario: Scenario = {
      job(script = {}) {
        platform.addJob({ id: s.inputs['job-id'] ?? 'job', ...script })
        return scenario
      },
      permission(login, permission) {
        github.setPermission(login, permission)
        return scenario
      },
      platformFaults(route, ...faults) {
        platform.addFaults(route, ...faults)
        return scenario
      },
      githubFaults(route, ...faults) {
        github.addFaults(route, ...faults)
        return scenario
      },
      command(body, login = 'alice') {
        if (pullRequest === undefined) {
          pullRequest = nextIssue++
          github.addIssue({ number: pullRequest, isPullRequest: true })
        }
        const issue = pullRequest
        const commentId = github.addComment(issue, { body, login })
        return trigger(
          {
            issue,
            commentId,
            statusComments: () => statusComments(github, issue),
            reactions: () => github.reactions(commentId),
          },
          'issue_comment',
          commentEvent({ body, commentId, issueNumber: issue, login }),
        )
      },
      dispatch(issue) {
        github.addIssue({ number: issue, isPullRequest: false })
        return trigger(
          { issue, statusComments: () => statusComments(github, issue) },
          'workflow_dispatch',
          { inputs: {}, ref: 'refs/heads/main', sender: { login: 'octocat', type: 'User' } },
        )
      },
    }
    return scenario
  }
}
