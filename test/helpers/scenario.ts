/**
 * The arrangement the message-mode e2e tests share: a command comment on a fresh pull request by a
 * commenter with a permission, then a step of the bundled action for that comment's event.
 *
 *   const e2e = useE2e({ inputs: { timeout: '30s' } })
 *   const scene = messageScenario(e2e, 7)
 *   e2e.platform.addJob(jobEnding('job_e2e', { status: 'completed', afterMs: 500 }))
 *   const cmd = scene.command('/docs-agent fix the typo')
 *   const result = await scene.run(cmd, { timeout: '3s' })
 *   expect(scene.statusComments(cmd.issue)).toHaveLength(1)
 */
import type { ChildProcess } from 'node:child_process'
import type { EmulatedComment, EmulatedPermission, GitHubEmulator } from '../emulators/github.ts'
import type { JobStatus } from '../../src/types.ts'
import type { JobScript } from '../emulators/platform.ts'
import { commentEvent, type ActionRunOptions, type ActionRunResult } from './action-runner.ts'
import type { E2e } from './e2e.ts'

/**
 * A job that goes `active` when the message arrives and, with an `ending`, takes its `status` (and
 * `prLink`) `afterMs` later; without one it stays `active`.
 */
export function jobEnding(
  id: string,
  ending?: { status: JobStatus | string; afterMs: number; prLink?: string },
): JobScript {
  const timeline: NonNullable<JobScript['onMessage']>['timeline'] = [
    { afterMs: 0, status: 'active' },
  ]
  if (ending) timeline.push(ending)
  return { id, onMessage: { timeline } }
}

/** The action's status comments on an issue: written by its identity, with its marker, oldest first. */
export function statusComments(github: GitHubEmulator, issue: number): EmulatedComment[] {
  // The action's own, as the action tells them: by author, the marker only naming the kind.
  return github
    .comments(issue)
    .filter((c) => c.login === github.selfLogin && c.body.includes('<!-- docs-agent-action'))
}

/** A command comment on its own pull request, and the `issue_comment` event for it. */
export interface Command {
  readonly issue: number
  readonly commentId: number
  readonly event: unknown
}

/**
 * What a step gets besides its inputs and event: a run id, `onSpawn`, a work directory…, and
 * `dist: true` to run it as a child process whatever the file's runner (`e2e.dist`).
 */
export type StepOptions = Omit<
  Partial<ActionRunOptions>,
  'inputs' | 'eventName' | 'event' | 'apiUrl'
> & { dist?: boolean }

export interface MessageScenario {
  /**
   * Opens the next pull request and comments `body` on it as `login` (default `alice`), after
   * giving `login` its `permission` (default `write`; `null` leaves it as the test set it).
   */
  command(
    body: string,
    commenter?: { login?: string; permission?: EmulatedPermission | null },
  ): Command
  /** Runs a step for `command`'s event, with `extra` laid over the file's inputs. */
  run(
    command: Command,
    extra?: Record<string, string>,
    options?: StepOptions,
  ): Promise<ActionRunResult>
  /** The action's status comments on `issue` now. */
  statusComments(issue: number): EmulatedComment[]
}

/**
 * The scenario of a test file, on its e2e fixture: steps run through `e2e.step` with
 * `e2e.inputs`; pull requests are numbered from `firstIssue` + 1.
 */
export function messageScenario(e2e: E2e, firstIssue: number): MessageScenario {
  let lastIssue = firstIssue
  return {
    command(body, { login = 'alice', permission = 'write' } = {}) {
      const { github } = e2e
      if (permission !== null) github.setPermission(login, permission)
      const issue = ++lastIssue
      github.addIssue({ number: issue, isPullRequest: true })
      const commentId = github.addComment(issue, { body, login })
      return {
        issue,
        commentId,
        event: commentEvent({ body, commentId, issueNumber: issue, login }),
      }
    },
    run(command, extra = {}, { dist = false, ...options } = {}) {
      return (dist ? e2e.dist : e2e.step)({
        ...options,
        inputs: e2e.inputs(extra),
        eventName: 'issue_comment',
        event: command.event,
        apiUrl: e2e.github.url,
      })
    },
    statusComments: (issue) => statusComments(e2e.github, issue),
  }
}

/**
 * An `onSpawn` that sends `signal` to the step once `when()` holds (looked at every 20 ms until the
 * process exits); `at` is when it was sent, 0 until then.
 */
export function killWhen(
  when: () => boolean,
  signal: NodeJS.Signals,
): { at: number; onSpawn: (child: ChildProcess) => void } {
  const kill = {
    at: 0,
    onSpawn(child: ChildProcess) {
      const timer = setInterval(() => {
        if (when()) {
          clearInterval(timer)
          kill.at = Date.now()
          child.kill(signal)
        }
      }, 20)
      child.on('exit', () => clearInterval(timer))
    },
  }
  return kill
}
