/**
 * Runs the bundled action (`dist/index.js`, `dist/post/index.js`) as a child process the way the
 * runner does: inputs as INPUT_* variables, the event as a JSON file, and the file commands
 * (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE) read back afterwards.
 */
import { INPUTS, type InputSpec } from '../../src/interface/inputs.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

/**
 * V8's code cache for the bundle, shared by every step a test starts: each step compiles the same
 * 1.5 MB of dist/ again otherwise. Node keys the cache by its version and the file's contents, so
 * a rebuilt bundle is compiled afresh; the step behaves the same with or without it.
 */
export const COMPILE_CACHE = join(tmpdir(), 'docs-agent-action-compile-cache')

export interface ActionRunOptions {
  inputs: Record<string, string>
  eventName: string
  event: unknown
  apiUrl: string
  repository?: string
  runId?: string
  runAttempt?: number
  actor?: string
  /** Extra environment. */
  env?: Record<string, string>
  /** Reuse a work directory (e.g. a re-run that shares GITHUB_STATE with the post step). */
  workDir?: string
  /** Called once the process started, e.g. to send it a signal later. */
  onSpawn?: (child: ChildProcess) => void
  /** Called for each chunk of stdout. */
  onStdout?: (text: string) => void
  entry?: 'main' | 'post'
  /** State saved by a main step (for the post step). */
  state?: Record<string, string>
  /**
   * In-process steps only (helpers/in-process-step.ts): timers of a second or more run this many
   * times faster (the GitHub client's back-off between retries, as its `msPerSecond` scales it).
   */
  timeScale?: number
}

export interface ActionRunResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  state: Record<string, string>
  workDir: string
  durationMs: number
}

/**
 * The defaults the runner passes as INPUT_* when a workflow omits an input: action.yml's, which
 * `npm run docs` writes from INPUTS (expressions like `${{ github.token }}` are left out: tests
 * give the token).
 */
export function actionDefaults(): Record<string, string> {
  const defaults: Record<string, string> = {}
  for (const [name, spec] of Object.entries(INPUTS as Record<string, InputSpec>)) {
    if (spec.default !== undefined && !spec.default.includes('${{')) defaults[name] = spec.default
  }
  return defaults
}

/** Parses a file-command file (`name<<delimiter` blocks, or `name=value` lines). */
export function parseFileCommands(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc
      const value: string[] = []
      i++
      while (i < lines.length && lines[i] !== delimiter) value.push(lines[i++] ?? '')
      out[name as string] = value.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      out[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return out
}

/**
 * What the runner gives a step: its environment (inputs as INPUT_*, the event file, the file
 * commands) and the files behind it. `runAction` starts a process with it; an in-process test sets
 * it on `process.env`.
 */
export function runnerEnvironment(options: ActionRunOptions): {
  env: Record<string, string>
  files: { GITHUB_OUTPUT: string; GITHUB_STEP_SUMMARY: string; GITHUB_STATE: string }
  workDir: string
} {
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'docs-agent-run-'))
  const eventPath = join(workDir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(options.event))
  const files = {
    GITHUB_OUTPUT: join(workDir, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(workDir, 'summary.md'),
    GITHUB_STATE: join(workDir, 'state.txt'),
  }
  for (const path of Object.values(files))
    if (!existsSync(path) || options.entry !== 'post') writeFileSync(path, '')
  if (options.entry === 'post') writeFileSync(files.GITHUB_OUTPUT, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: options.repository ?? 'acme/docs',
    GITHUB_RUN_ID: options.runId ?? '1001',
    GITHUB_RUN_ATTEMPT: String(options.runAttempt ?? 1),
    GITHUB_ACTOR: options.actor ?? 'octocat',
    GITHUB_WORKFLOW: 'Docs agent',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.apiUrl,
    RUNNER_TEMP: workDir,
    ...files,
    ...options.env,
  }
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...options.inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  // The post step sees what the main step saved (GITHUB_STATE) as STATE_* variables.
  const state =
    options.entry === 'post'
      ? { ...parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8')), ...options.state }
      : (options.state ?? {})
  for (const [name, value] of Object.entries(state)) env[`STATE_${name}`] = value
  return { env, files, workDir }
}

/** What a step left in the runner's files: its outputs, its job summary and the state it saved. */
export function readStepFiles(
  files: ReturnType<typeof runnerEnvironment>['files'],
): Pick<ActionRunResult, 'outputs' | 'summary' | 'state'> {
  return {
    outputs: parseFileCommands(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
    state: parseFileCommands(readFileSync(files.GITHUB_STATE, 'utf8')),
  }
}

/** Runs one step of the action and resolves when the process exits. */
export function runAction(options: ActionRunOptions): Promise<ActionRunResult> {
  const { env, files, workDir } = runnerEnvironment(options)
  const script = join(ROOT, 'dist/index.js')
  const started = Date.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...env, NODE_COMPILE_CACHE: COMPILE_CACHE },
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      options.onStdout?.(chunk)
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    options.onSpawn?.(child)
    child.on('close', (code, signal) => {
      resolvePromise({
        code,
        signal,
        stdout,
        stderr,
        ...readStepFiles(files),
        workDir,
        durationMs: Date.now() - started,
      })
    })
  })
}

/** What a comment event says about its comment and the issue or pull request it is on. */
export interface CommentEventOptions {
  body: string
  commentId?: number
  issueNumber?: number
  login?: string
  userType?: string
  action?: string
}

/**
 * An `issue_comment` payload shaped like GitHub's, for a comment on a pull request: GitHub
 * delivers those with an `issue.pull_request` key. With `onPullRequest: false` it is the payload
 * of a comment on a plain issue, as `issueCommentEvent` builds it.
 */
export function commentEvent(options: CommentEventOptions & { onPullRequest?: boolean }): unknown {
  return buildCommentEvent(options, options.onPullRequest !== false)
}

/**
 * An `issue_comment` payload shaped like GitHub's, for a comment on a plain issue: no
 * `issue.pull_request` key, and links under `/issues/` (GitHub's own example payload has the same
 * shape: test/helpers/webhook-examples.ts).
 */
export function issueCommentEvent(options: CommentEventOptions): unknown {
  return buildCommentEvent(options, false)
}

function buildCommentEvent(options: CommentEventOptions, onPullRequest: boolean): unknown {
  const number = options.issueNumber ?? 7
  const login = options.login ?? 'alice'
  const id = options.commentId ?? 5001
  const htmlUrl = `https://github.com/acme/docs/${onPullRequest ? 'pull' : 'issues'}/${number}`
  return {
    action: options.action ?? 'created',
    issue: {
      number,
      title: 'Docs: retry option',
      state: 'open',
      user: { login: 'alice', type: 'User' },
      html_url: htmlUrl,
      ...(onPullRequest
        ? { pull_request: { url: `https://api.github.com/repos/acme/docs/pulls/${number}` } }
        : {}),
    },
    comment: {
      id,
      body: options.body,
      html_url: `${htmlUrl}#issuecomment-${id}`,
      user: { login, type: options.userType ?? 'User', id: 1 },
      author_association: 'MEMBER',
      created_at: '2026-11-22T10:00:00Z',
      updated_at: '2026-11-22T10:00:00Z',
    },
    repository: { name: 'docs', full_name: 'acme/docs', owner: { login: 'acme' } },
    sender: { login, type: options.userType ?? 'User' },
  }
}
