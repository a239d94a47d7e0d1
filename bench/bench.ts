// `npm run bench`: the action's costs, measured against the emulators on this machine, printed as
// one table. Figures, not pass/fail: the machines are shared and noisy, so each figure is a median
// of several runs, and comparisons are ratios measured in the same run. Start-up is compared with
// bench/baseline/, a minimal conventional action bundled in the same run. `--write` also saves
// the table to bench/latest.md, which docs/performance.md links to.
import { execFile, spawn } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
  readFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { RunContext } from '../src/event.ts'
import {
  DEFAULT_SET,
  doubled,
  questionSetAvailable,
  readQuestionSet,
  type LabelledQuestions,
} from './question-grouping.ts'
import { evenly, type AllFigures, type FamilyScores } from './size-family.ts'
import {
  exportThroughAction,
  setThroughAction,
  weeksThroughAction,
  type ActionRun,
} from './grouping-action.ts'
import { runMessage } from '../src/flows/message/run.ts'
import { syntheticQuestions } from '../test/helpers/synthetic-questions.ts'
import { settingsOf } from '../test/helpers/settings.ts'
import {
  startPlatformEmulator,
  makeVisitorRows,
  type PlatformEmulator,
} from '../test/emulators/platform.ts'
import {
  actionDefaults,
  commentEvent,
  ROOT,
  parseFileCommands,
} from '../test/helpers/action-runner.ts'
import { startGitHubEmulator } from '../test/emulators/github.ts'
import { fixesBench } from './fixes.ts'
import { renderMarker } from '../src/marker.ts'
import { FakeGitHub, FakePlatform, VirtualClock } from '../test/helpers/fakes.ts'

const quick = process.argv.includes('--quick')
/** `--only=Reconcile`: the sections whose name starts so (and what they need). */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const rows: Array<[string, string, string, string]> = []
const add = (what: string, figure: string, target: string, verdict: boolean | null): void => {
  rows.push([what, figure, target, verdict === null ? '' : verdict ? 'met' : '**missed**'])
  console.error(`  ${what}: ${figure}`)
}
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length
const ms = (n: number): string => `${n.toFixed(1)} ms`

interface ChildRun {
  wallMs: number
  maxRssKb: number
  outputs: Record<string, string>
  code: number | null
}

/** Starts `node <args>` with env; resolves with wall time and the child's peak RSS (GNU time). */
function runNode(
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<ChildRun & { startedAt: number }> {
  return new Promise((resolve, reject) => {
    const rssFile = join(cwd, `rss-${Math.random().toString(36).slice(2)}.txt`)
    const startedAt = performance.timeOrigin + performance.now()
    const child = spawn('/usr/bin/time', ['-f', '%M', '-o', rssFile, process.execPath, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const wallMs = performance.timeOrigin + performance.now() - startedAt
      let maxRssKb = 0
      try {
        maxRssKb = Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1))
      } catch {
        // no figure
      }
      const outputFile = env.GITHUB_OUTPUT
      const outputs = outputFile ? parseFileCommands(readFileSync(outputFile, 'utf8')) : {}
      if (code !== 0 && env.GITHUB_OUTPUT) console.error(stderr)
      resolve({ wallMs, maxRssKb, outputs, code, startedAt })
    })
  })
}

/** The env of a runner step: inputs (action.yml defaults under them), event file, file commands. */
function stepEnv(
  dir: string,
  inputs: Record<string, string>,
  eventName: string,
  event: unknown,
): Record<string, string> {
  const eventPath = join(dir, 'event.json')
  writeFileSync(eventPath, JSON.stringify(event))
  const files = {
    GITHUB_OUTPUT: join(dir, 'out.txt'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_STATE: join(dir, 'state.txt'),
  }
  for (const f of Object.values(files)) writeFileSync(f, '')
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '1',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    ...files,
  }
  for (const [k, v] of Object.entries({ ...actionDefaults(), ...inputs }))
    env[`INPUT_${k.toUpperCase()}`] = v
  return env
}

const dist = join(ROOT, 'dist', 'index.js')
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`
const message = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/**
 * Bundles bench/baseline/index.ts with ncc, the flags of scripts/bundle.ts, into `outDir`;
 * resolves with the entry's path and the bundle's size (all its .js files).
 */
async function buildBaseline(outDir: string): Promise<{ entry: string; bytes: number }> {
  const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js')
  const args = ['build', join(ROOT, 'bench', 'baseline', 'index.ts'), '-o', outDir]
  args.push('--target', 'es2024', '--quiet')
  await promisify(execFile)(process.execPath, [ncc, ...args], { cwd: ROOT })
  // ncc marks ESM output with a package.json of its own; without it Node would first try the
  // bundle as CommonJS, a cost the action (dist/package.json) does not pay.
  const manifest = join(outDir, 'package.json')
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "type": "module" }\n')
  const files = readdirSync(outDir).filter((f) => f.endsWith('.js'))
  const bytes = files.reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0)
  return { entry: join(outDir, 'index.js'), bytes }
}

/** A stand-in for the GitHub API: answers every request with a repository, notes the first. */
async function startFakeGitHubApi(): Promise<{
  url: string
  firstAt: () => number | undefined
  reset: () => void
  close: () => Promise<void>
}> {
  let first: number | undefined
  const repo = JSON.stringify({
    id: 1,
    node_id: 'R_1',
    name: 'docs',
    full_name: 'acme/docs',
    private: false,
    owner: { login: 'acme', id: 2, type: 'Organization' },
    default_branch: 'main',
  })
  const server = createServer((req, res) => {
    first ??= Date.now() // the clock of the platform emulator's records
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(repo)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    firstAt: () => first,
    reset: () => (first = undefined),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Start-up: spawn → the first request reaching the emulator, beside a bare `node -e 0` (start →
 * exit), a bare `fetch` (start → request) and the baseline, a minimal conventional action
 * (bench/baseline/: @actions/core, getOctokit, one REST request; start → its request). All four
 * are run interleaved, in alternating order, so that machine noise hits them alike; the target
 * is a ratio of shares measured in this run. Most of the action's own share is evaluating
 * undici's index, loaded by the platform client and by @actions/core (via @actions/http-client).
 */
async function startup(platform: PlatformEmulator): Promise<void> {
  console.error('Start-up…')
  const runs = quick ? 5 : 15
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'))
  const baselineDir = mkdtempSync(join(tmpdir(), 'bench-baseline-'))
  let baseline: { entry: string; bytes: number } | null = null
  let baselineError = ''
  console.error('  bundling bench/baseline with ncc…')
  try {
    baseline = await buildBaseline(join(baselineDir, 'dist'))
  } catch (error) {
    baselineError = `bundling failed: ${message(error)}`
  }
  const api = await startFakeGitHubApi()
  const baselineEnv = {
    ...stepEnv(baselineDir, { 'github-token': 'ghs_bench' }, 'workflow_dispatch', {}),
    GITHUB_API_URL: api.url,
  }
  // dist/ may be missing or broken (it is rebuilt from src/); the other rows are still measured.
  const haveDist = existsSync(dist)
  let actionFailures = 0
  let baselineFailures = 0
  const inputs = {
    'api-key': platform.apiKey,
    'project-id': platform.projectId,
    'base-url': platform.url,
    'github-token': 'ghs_bench',
    'job-id': 'job_bench',
    prompt: 'bench',
    wait: 'false',
  }
  platform.addJob({
    id: 'job_bench',
    initialStatus: 'completed',
    onMessage: { timeline: [{ afterMs: 0, status: 'active' }] },
  })
  const env = stepEnv(dir, inputs, 'workflow_dispatch', {})
  const action: number[] = []
  const bare: number[] = []
  const fetchFirst: number[] = []
  const baselineRuns: number[] = []
  const fetchScript = `fetch(${JSON.stringify(`${platform.url}/v2/agent/${platform.projectId}/job/job_bench`)}).then(r => r.text())`
  const steps: Array<(warm: boolean) => Promise<void>> = [
    async (warm) => {
      if (!haveDist) return
      platform.reset()
      platform.addJob({
        id: 'job_bench',
        initialStatus: 'completed',
        onMessage: { timeline: [{ afterMs: 0, status: 'active' }] },
      })
      const a = await runNode([dist], env, dir)
      const firstA = platform.requests[0]?.at
      if (firstA === undefined) actionFailures++
      else if (!warm) action.push(firstA - a.startedAt)
    },
    async (warm) => {
      const b = await runNode(['-e', '0'], {}, dir)
      if (!warm) bare.push(b.wallMs)
    },
    async (warm) => {
      platform.reset()
      const f = await runNode(['-e', fetchScript], {}, dir)
      const firstF = platform.requests[0]?.at
      if (firstF !== undefined && !warm) fetchFirst.push(firstF - f.startedAt)
    },
    async (warm) => {
      if (!baseline) return
      api.reset()
      const g = await runNode([baseline.entry], baselineEnv, baselineDir)
      const firstG = api.firstAt()
      if (firstG === undefined || g.code !== 0 || g.outputs['full-name'] !== 'acme/docs')
        baselineFailures++
      else if (!warm) baselineRuns.push(firstG - g.startedAt)
    },
  ]
  try {
    for (let i = 0; i < runs + 2; i++) {
      // Interleaved, the order reversed every other round, so that machine noise and any
      // after-effect of the previous run hit all four alike. Two rounds of warm-up: file cache.
      for (const step of i % 2 ? [...steps].reverse() : steps) await step(i < 2)
    }
  } finally {
    await api.close()
  }
  const failed = (n: number): string => (n ? ` (${n} of ${runs + 2} runs failed)` : '')
  const bareMs = median(bare)
  const actionOwn = action.length ? median(action) - bareMs : null
  const baselineOwn = baselineRuns.length ? median(baselineRuns) - bareMs : null
  const actionMissing = haveDist ? 'n/a: no request reached the emulator' : 'n/a: no dist/index.js'
  add(
    'Start-up: process start → first platform request (median)',
    action.length ? ms(median(action)) + failed(actionFailures) : actionMissing,
    '',
    null,
  )
  add(
    'Start-up: baseline (bench/baseline: core + getOctokit, one REST request), start → request (median)',
    baselineRuns.length
      ? ms(median(baselineRuns)) + failed(baselineFailures)
      : `n/a: ${baselineError || 'no run reached the stand-in GitHub API'}`,
    'for comparison',
    null,
  )
  add('Start-up: bare `node -e 0`, start → exit (median)', ms(bareMs), '', null)
  add(
    'Start-up: bare `node -e "fetch(…)"`, start → request (median)',
    ms(median(fetchFirst)),
    'for scale',
    null,
  )
  add(
    "Start-up: the baseline's own share (first request − bare node)",
    baselineOwn === null ? 'n/a' : ms(baselineOwn),
    'for comparison',
    null,
  )
  const ratio = actionOwn !== null && baselineOwn !== null ? actionOwn / baselineOwn : null
  add(
    "Start-up: the action's own share (first request − bare node)",
    actionOwn === null
      ? actionMissing
      : ratio === null || baselineOwn === null || baselineOwn <= 0
        ? ms(actionOwn)
        : `${ms(actionOwn)} = ${ratio.toFixed(2)} × the baseline's`,
    "≤ baseline's share",
    ratio === null || baselineOwn === null || baselineOwn <= 0 ? null : ratio <= 1,
  )
  add(
    'Start-up: own share beyond a bare fetch',
    action.length ? ms(median(action) - median(fetchFirst)) : 'n/a',
    'for scale',
    null,
  )
  const files = haveDist ? readdirSync(join(ROOT, 'dist')).filter((f) => f.endsWith('.js')) : []
  const total = files.reduce((sum, f) => sum + statSync(join(ROOT, 'dist', f)).size, 0)
  add(
    'Bundle: dist/*.js in all',
    haveDist ? kib(total) : 'n/a: no dist/index.js',
    '< 1.5 MiB',
    haveDist ? total < 1.5 * 1024 * 1024 : null,
  )
  add(
    "Bundle: the baseline's *.js, same ncc flags",
    baseline ? kib(baseline.bytes) : `n/a: ${baselineError}`,
    'for scale',
    null,
  )
}

const context: RunContext = {
  eventName: 'workflow_dispatch',
  repo: { owner: 'acme', repo: 'docs' },
  runId: '1',
  runAttempt: 1,
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  runUrl: 'https://github.com/acme/docs/actions/runs/1',
  actor: 'bench',
  workflow: 'bench',
}

/** One simulated run of the real flow for a job that ends `endMs` after the send. */
async function simulate(
  endMs: number,
  seed: number,
): Promise<{ requests: number; delayMs: number }> {
  const clock = new VirtualClock()
  const platform = new FakePlatform(clock)
  platform.timeline = [
    { afterMs: 0, status: 'active' },
    { afterMs: endMs, status: 'completed' },
  ]
  const inputs: Record<string, string> = {
    ...actionDefaults(),
    'api-key': 'mint_bench_key_000',
    'project-id': 'p',
    'job-id': 'job_1',
    prompt: 'x',
    timeout: '1h',
    'if-busy': 'send',
  }
  const settings = settingsOf('message', (n) => inputs[n] ?? '', new Date(clock.now()))
  let s = seed
  const report = await runMessage({
    settings,
    context,
    trigger: {
      kind: 'other',
      eventName: 'workflow_dispatch',
      issueNumber: undefined,
      subject: null,
    },
    platform,
    github: new FakeGitHub(),
    clock,
    random: () => (s = (s * 16807) % 2147483647) / 2147483647,
    log: { info: () => undefined, warning: () => undefined, debug: () => undefined },
    signal: new AbortController().signal,
    secrets: [],
    saveState: () => undefined,
  })
  if (report.outcome !== 'completed' || report.sentAt === null)
    throw new Error(`simulation ended ${report.outcome}`)
  // The busy check is not a poll: count the send and the polls after it.
  return { requests: platform.requestCount - 1, delayMs: report.endedAt - (report.sentAt + endMs) }
}

/** A fixed poller: polls every `interval` after the send. */
function fixedPoller(endMs: number, intervalMs: number): { requests: number; delayMs: number } {
  const polls = Math.ceil(endMs / intervalMs)
  return { requests: polls + 1, delayMs: polls * intervalMs - endMs }
}

async function polling(): Promise<void> {
  console.error('Polling economy (simulated clock)…')
  const seeds = quick ? 5 : 20
  const short: number[] = []
  for (const [label, endMs] of [
    ['10 s', 10_000],
    ['1 min', 60_000],
    ['5 min', 300_000],
    ['30 min', 1_800_000],
  ] as const) {
    const ours: Array<{ requests: number; delayMs: number }> = []
    const fixed5: Array<{ requests: number; delayMs: number }> = []
    const fixed10: Array<{ requests: number; delayMs: number }> = []
    const fixed30: Array<{ requests: number; delayMs: number }> = []
    for (let seed = 1; seed <= seeds; seed++) {
      // The job's end falls anywhere in a 5-second window, so that no poller is lucky by phase.
      const end = endMs + ((seed * 7919) % 5000)
      ours.push(await simulate(end, seed))
      fixed5.push(fixedPoller(end, 5_000))
      fixed10.push(fixedPoller(end, 10_000))
      fixed30.push(fixedPoller(end, 30_000))
    }
    const delay = mean(ours.map((o) => o.delayMs))
    const maxDelay = Math.max(...ours.map((o) => o.delayMs))
    const req = mean(ours.map((o) => o.requests))
    if (endMs <= 60_000) short.push(delay)
    add(
      `Polling, job of ${label}: requests / mean detection delay (max)`,
      `${req.toFixed(1)} / ${(delay / 1000).toFixed(2)} s (${(maxDelay / 1000).toFixed(2)} s)`,
      endMs <= 60_000 ? 'delay < 2.5 s; max ≤ 10 s' : 'max delay ≤ 10 s',
      endMs <= 60_000 ? delay < 2_500 && maxDelay <= 10_000 : maxDelay <= 10_000,
    )
    add(
      `  baselines for ${label}: fixed 5 s / 10 s / 30 s poller`,
      [fixed5, fixed10, fixed30]
        .map(
          (b) =>
            `${mean(b.map((x) => x.requests)).toFixed(1)} req, ${(mean(b.map((x) => x.delayMs)) / 1000).toFixed(2)} s`,
        )
        .join(' · '),
      '',
      null,
    )
    if (endMs === 1_800_000) {
      const ratio = req / mean(fixed10.map((x) => x.requests))
      add(
        'Polling, 30 min job: requests vs fixed poller at poll-interval (10 s)',
        `${ratio.toFixed(3)} ×`,
        '≤ 1.1 ×',
        ratio <= 1.1,
      )
    }
  }
  const m = mean(short)
  add(
    'Polling: mean detection delay, jobs under a minute (10 s and 1 min)',
    `${(m / 1000).toFixed(2)} s`,
    '< 2.5 s',
    m < 2_500,
  )
}

/** The median runner time of a `wait: false` command from a PR comment, once measured. */
let waitFalseFromComment: number | undefined

async function waitFalse(platform: PlatformEmulator): Promise<void> {
  console.error('Runner time with wait: false…')
  const dir = mkdtempSync(join(tmpdir(), 'bench-wait-'))
  for (const [label, endMs] of [
    ['10 s', 10_000],
    ['30 min', 1_800_000],
  ] as const) {
    const times: number[] = []
    for (let i = 0; i < (quick ? 3 : 5); i++) {
      platform.reset()
      platform.addJob({
        id: 'job_w',
        onMessage: {
          timeline: [
            { afterMs: 0, status: 'active' },
            { afterMs: endMs, status: 'completed' },
          ],
        },
      })
      const env = stepEnv(
        dir,
        {
          'api-key': platform.apiKey,
          'project-id': platform.projectId,
          'base-url': platform.url,
          'github-token': 'ghs_bench',
          'job-id': 'job_w',
          prompt: 'go',
          wait: 'false',
        },
        'workflow_dispatch',
        {},
      )
      const run = await runNode([dist], env, dir)
      if (run.outputs.outcome !== 'sent')
        throw new Error(`wait: false run ended ${run.outputs.outcome}`)
      times.push(run.wallMs)
    }
    add(
      `Runner time, wait: false, job of ${label} (median)`,
      ms(median(times)),
      '< 5 s',
      median(times) < 5_000,
    )
  }
  // The usual case: a PR comment. Its status comment and reactions are GitHub writes, which
  // Octokit's throttling spaces about a second apart, as GitHub asks of integrations.
  const github = await startGitHubEmulator()
  try {
    const times: number[] = []
    const writes: number[] = []
    for (let i = 0; i < (quick ? 3 : 5); i++) {
      platform.reset()
      platform.addJob({ id: 'job_w', onMessage: { timeline: [{ afterMs: 0, status: 'active' }] } })
      github.setPermission('alice', 'write')
      github.addIssue({ number: 100 + i, isPullRequest: true })
      const body = '/docs-agent go'
      const commentId = github.addComment(100 + i, { body, login: 'alice' })
      const from = github.requests.length
      const env = {
        ...stepEnv(
          dir,
          {
            'api-key': platform.apiKey,
            'project-id': platform.projectId,
            'base-url': platform.url,
            'github-token': github.token,
            'job-id': 'job_w',
            wait: 'false',
          },
          'issue_comment',
          commentEvent({ body, commentId, issueNumber: 100 + i }),
        ),
        GITHUB_API_URL: github.url,
      }
      const run = await runNode([dist], env, dir)
      if (run.outputs.outcome !== 'sent')
        throw new Error(`wait: false comment run ended ${run.outputs.outcome}`)
      times.push(run.wallMs)
      writes.push(github.requests.slice(from).filter((r) => r.method !== 'GET').length)
    }
    waitFalseFromComment = median(times)
    add(
      `Runner time, wait: false, from a PR comment (${median(writes)} GitHub writes) (median)`,
      ms(median(times)),
      '< 5 s',
      median(times) < 5_000,
    )
  } finally {
    await github.close()
  }
}

/** Requests each command path spends, from a PR comment, `wait: false` (a waiting run adds its polls). */
async function commandPaths(platform: PlatformEmulator): Promise<void> {
  console.error('Requests per command path…')
  const dir = mkdtempSync(join(tmpdir(), 'bench-paths-'))
  const github = await startGitHubEmulator()
  try {
    platform.reset()
    platform.setNewJobTemplate({ timeline: [{ afterMs: 100, status: 'completed' }] })
    github.setPermission('alice', 'write')
    github.addIssue({ number: 5, isPullRequest: true, files: ['src/a.ts', 'docs/a.mdx'] })
    const figures: string[] = []
    for (const [label, body] of [
      ['create', '/docs-agent document the retry option'],
      ['follow-up', '/docs-agent and the timeout option'],
      ['status', '/docs-agent status'],
      ['help', '/docs-agent help'],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const commentId = github.addComment(5, { body, login: 'alice' })
      const [fromGitHub, fromPlatform] = [github.requests.length, platform.requests.length]
      const env = {
        ...stepEnv(
          dir,
          {
            'api-key': platform.apiKey,
            'project-id': platform.projectId,
            'base-url': platform.url,
            'github-token': github.token,
            wait: 'false',
          },
          'issue_comment',
          commentEvent({ body, commentId, issueNumber: 5 }),
        ),
        GITHUB_API_URL: github.url,
      }
      const run = await runNode([dist], env, dir)
      if (run.code !== 0) throw new Error(`${label} ended ${run.outputs.outcome}`)
      const gh = github.requests.slice(fromGitHub)
      const writes = gh.filter((r) => r.method !== 'GET' && r.route !== 'graphql').length
      const pf =
        platform.requests
          .slice(fromPlatform)
          .map((r) => r.method)
          .join('+') || 'none'
      figures.push(`${label}: platform ${pf}; GitHub ${gh.length} (${writes} writes)`)
    }
    add(
      'Requests per command from a PR comment, wait: false (a waiting run adds one GET per poll)',
      figures.join('; '),
      '',
      null,
    )
  } finally {
    await github.close()
  }
}

/**
 * A repository of `total` comments: `unfinished` commands, each with this action's status comment
 * left `sent`, and people's comments for the rest.
 */
async function sweepRepository(
  platform: PlatformEmulator,
  total: number,
  unfinished: number,
  jobStatus: 'active' | 'completed',
) {
  const github = await startGitHubEmulator()
  platform.reset()
  github.addIssue({ number: 1, isPullRequest: true })
  for (let i = 0; i < total - 2 * unfinished; i++) {
    github.addComment(1, { body: `Comment ${i}: looks good`, login: 'alice' })
  }
  for (let i = 0; i < unfinished; i++) {
    const jobId = `job_${i}`
    platform.addJob({ id: jobId, initialStatus: jobStatus })
    const command = github.addComment(1, { body: `/docs-agent task ${i}`, login: 'alice' })
    const marker = renderMarker({
      kind: 'status',
      trigger: `comment-${command}`,
      jobId,
      sent: true,
      confirmed: true,
      outcome: 'sent',
      sentAt: Date.now() - 600_000,
      runId: '7',
      shown: { actor: 'alice', command: '/docs-agent', prompt: `task ${i}` },
    })
    github.addComment(1, {
      body: `${marker}\n📨 **Sent**`,
      login: 'github-actions[bot]',
      type: 'Bot',
    })
  }
  return github
}

/** One dist/ sweep over `github`: wall time, listing pages, job reads. */
async function sweepOnce(
  platform: PlatformEmulator,
  github: Awaited<ReturnType<typeof startGitHubEmulator>>,
  dir: string,
) {
  const from = github.requests.length
  const env = {
    ...stepEnv(
      dir,
      {
        mode: 'reconcile',
        'api-key': platform.apiKey,
        'project-id': platform.projectId,
        'base-url': platform.url,
        'github-token': github.token,
        'max-jobs': '500',
      },
      'schedule',
      { schedule: '*/15 * * * *' },
    ),
    GITHUB_API_URL: github.url,
  }
  const run = await runNode([dist], env, dir)
  if (run.code !== 0) throw new Error(`the sweep failed (exit ${run.code})`)
  const requests = github.requests.slice(from)
  return {
    wallMs: run.wallMs,
    pages: requests.filter((r) => r.route === 'listRepoComments').length,
    githubRequests: requests.length,
    jobReads: platform.requests.filter((r) => r.route === 'getJob').length,
    finished: Number(run.outputs.finished),
  }
}

async function reconcile(platform: PlatformEmulator): Promise<void> {
  console.error('Reconcile sweeps (1,000 comments)…')
  const dir = mkdtempSync(join(tmpdir(), 'bench-sweep-'))
  // Requests one sweep spends: running jobs, so that only reads count.
  const figures: string[] = []
  let met = true
  for (const unfinished of [0, 10, 100]) {
    const github = await sweepRepository(platform, 1_000, unfinished, 'active')
    try {
      const sweep = await sweepOnce(platform, github, dir)
      const pages = Math.ceil(1_000 / 100)
      met &&= sweep.pages === pages && sweep.jobReads === unfinished
      figures.push(`${unfinished}: ${sweep.pages} pages + ${sweep.jobReads} GETs`)
    } finally {
      await github.close()
    }
  }
  add(
    'Reconcile: requests of one sweep over 1,000 comments, by unfinished comments (GitHub listing pages + platform GETs)',
    figures.join('; '),
    '⌈1,000 / 100⌉ pages + 1 GET per job',
    met,
  )

  // Runner time per command: waiting, against `wait: false` plus its share of one sweep that
  // finishes 10 comments (their edits and reactions keep GitHub's pace of a write a second).
  const github = await sweepRepository(platform, 1_000, 10, 'completed')
  let sweep: Awaited<ReturnType<typeof sweepOnce>>
  try {
    sweep = await sweepOnce(platform, github, dir)
  } finally {
    await github.close()
  }
  if (sweep.finished !== 10) throw new Error(`the sweep finished ${sweep.finished} of 10`)
  const share = sweep.wallMs / 10
  const noWait = waitFalseFromComment ?? sweep.wallMs
  const parts: string[] = []
  let ratioAt10 = 0
  for (const minutes of [1, 10, 30]) {
    const endMs = minutes * 60_000
    // A waiting run holds the runner for the job and the time to see it end, after the same
    // start as a `wait: false` run.
    const detection = (await simulate(endMs, 11)).delayMs
    const waiting = noWait + endMs + detection
    const ratio = waiting / (noWait + share)
    if (minutes === 10) ratioAt10 = ratio
    parts.push(
      `${minutes} min: ${(waiting / 1000).toFixed(0)} s vs ${((noWait + share) / 1000).toFixed(2)} s (${ratio.toFixed(0)}×)`,
    )
  }
  add(
    `Reconcile: runner time per command, wait: true vs wait: false + a sweep's share (${(sweep.wallMs / 1000).toFixed(1)} s sweep finishing 10 comments with ${sweep.githubRequests} GitHub requests; final at the first sweep after the job ends)`,
    parts.join('; '),
    '≥ 50× less at 10 min',
    ratioAt10 >= 50,
  )
}

async function visitors(platform: PlatformEmulator): Promise<void> {
  console.error('Visitors export (50 ms latency per request)…')
  const dir = mkdtempSync(join(tmpdir(), 'bench-visitors-'))
  const latency = 50
  const rss: Record<number, number> = {}
  for (const n of quick ? [1_000, 25_000] : [1_000, 25_000, 100_000]) {
    platform.reset()
    platform.setVisitors({ rows: makeVisitorRows(n, 3) })
    platform.setPersistentFault('getVisitors', { kind: 'latency', ms: latency })
    const env = stepEnv(
      dir,
      {
        mode: 'visitors',
        'api-key': platform.apiKey,
        'project-id': platform.projectId,
        'base-url': platform.url,
        'github-token': 'ghs_bench',
        'date-from': '2026-11-01',
        'date-to': '2026-11-08',
        'max-pages': '1000',
        'output-file': join(dir, `rows-${n}.csv`),
      },
      'schedule',
      {},
    )
    const run = await runNode([dist], env, dir)
    platform.setPersistentFault('getVisitors', null)
    const sent = platform.requests.filter((r) => r.route === 'getVisitors')
    const expected = Math.ceil(n / 250)
    const first = sent[0]?.at ?? 0
    const last = sent.at(-1)?.at ?? 0
    // The export's own time: from its first request to the last answer (the last request's
    // arrival plus its latency); the floor is requests × latency.
    const exportMs = last - first + latency
    const floor = sent.length * latency
    rss[n] = run.maxRssKb
    add(
      `Visitors, ${n.toLocaleString('en')} rows: requests (output / emulator)`,
      `${run.outputs.requests} / ${sent.length}`,
      `exactly ${expected}`,
      Number(run.outputs.requests) === expected && sent.length === expected,
    )
    add(
      `Visitors, ${n.toLocaleString('en')} rows: export time vs floor (requests × 50 ms)`,
      `${(exportMs / 1000).toFixed(2)} s vs ${(floor / 1000).toFixed(2)} s = ${(exportMs / floor).toFixed(3)} × (whole process ${(run.wallMs / 1000).toFixed(2)} s)`,
      '≤ 1.15 ×',
      exportMs / floor <= 1.15,
    )
    add(
      `Visitors, ${n.toLocaleString('en')} rows: peak RSS of the process`,
      `${(run.maxRssKb / 1024).toFixed(1)} MiB`,
      '',
      null,
    )
  }
  const big = rss[100_000] ?? rss[25_000]
  const small = rss[1_000]
  if (big !== undefined && small !== undefined) {
    const diff = (big - small) / 1024
    add(
      `Visitors: peak RSS, ${quick ? '25 k' : '100 k'} rows minus 1 k rows`,
      `${diff.toFixed(1)} MiB`,
      '< 30 MB',
      diff * 1024 * 1024 < 30_000_000,
    )
  }
}

/** A docs site of 5,000 pages: 20,000 search terms (hits falling with rank), feedback, 10,000 turns. */
function seedBigSite(platform: PlatformEmulator): void {
  const topics = ['webhook', 'retry', 'token', 'pagination', 'deploy', 'analytics', 'sso', 'cli']
  platform.setSearches(
    Array.from({ length: 20_000 }, (_, i) => ({
      searchQuery: `${topics[i % 8]} ${['setup', 'error', 'limits', 'example', 'config'][i % 5]} ${Math.floor(i / 40)}`,
      hits: Math.max(1, Math.floor(2_000 / (i + 1))),
      ctr: i % 3 === 0 ? 0 : 0.05 + (i % 7) / 10,
      topClickedPage: i % 3 === 0 ? null : `/page-${i % 5_000}`,
      lastSearchedAt: '2026-11-20T10:00:00Z',
    })),
  )
  platform.setFeedbackByPage(
    Array.from({ length: 5_000 }, (_, i) => {
      const down = Math.floor(60 / (i + 1))
      return {
        path: `/page-${i}`,
        thumbsUp: i % 9,
        thumbsDown: down,
        code: 0,
        total: down + (i % 9),
      }
    }),
  )
  platform.setFeedback(
    Array.from({ length: 4_000 }, (_, i) => ({
      id: `fb_${i}`,
      path: `/page-${i % 50}`,
      comment: `the example on this page is outdated ${i}`,
      createdAt: '2026-11-19T08:00:00Z',
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: 'reader@example.com',
    })),
  )
  platform.setConversations(
    syntheticQuestions(10_000, 7).map((row, i) => ({ ...row, id: `conv_${i}` })),
  )
}

/** The top-10 gap keys an insights run of dist/ wrote to its output file, and the run. */
async function insightsRun(platform: PlatformEmulator, dir: string, maxRequests: number) {
  const file = join(dir, `gaps-${maxRequests}.json`)
  const env = stepEnv(
    dir,
    {
      mode: 'insights',
      'api-key': platform.apiKey,
      'project-id': platform.projectId,
      'base-url': platform.url,
      'github-token': 'ghs_bench',
      'report-issue': 'none',
      'max-requests': String(maxRequests),
      'output-file': file,
    },
    'schedule',
    {},
  )
  const before = platform.requests.length
  const run = await runNode([dist], env, dir)
  const records = (JSON.parse(readFileSync(file, 'utf8')) as { records: { key: string }[] }).records
  return {
    run,
    sent: platform.requests.length - before,
    top: records.slice(0, 10).map((r) => r.key),
  }
}

async function insights(platform: PlatformEmulator): Promise<void> {
  console.error('Insights (5,000 pages, 20,000 search terms, 10,000 turns)…')
  const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'))
  platform.reset()
  seedBigSite(platform)
  const planned = await insightsRun(platform, dir, 20)
  const everything = await insightsRun(platform, dir, 100)
  const same = planned.top.filter((key) => everything.top.includes(key)).length
  add(
    'Insights: requests spent with max-requests 20 (output / emulator), reading everything',
    `${planned.run.outputs.requests} / ${planned.sent}; everything: ${everything.sent}`,
    '≤ 20',
    planned.sent <= 20 && Number(planned.run.outputs.requests) === planned.sent,
  )
  add(
    'Insights: top-10 gaps with max-requests 20 that reading everything also ranks top-10',
    `${same} of 10`,
    '10 of 10',
    same === 10,
  )
  add(
    'Insights: peak RSS of the process (max-requests 20)',
    `${(planned.run.maxRssKb / 1024).toFixed(1)} MiB`,
    '',
    null,
  )
}

/** Runs a bench module in a child process (its own peak memory); its last line, as JSON. */
async function benchChild<T>(file: string, args: string[] = []): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'bench', file), ...args],
    { cwd: ROOT, maxBuffer: 1 << 24, timeout: 900_000 },
  )
  return JSON.parse(stdout.trim().split('\n').pop()!) as T
}

const pct = (v: number): string => `${(100 * v).toFixed(0)}`
/** A mean held to a target: one decimal, so that 19.5 % is not shown as the 20 % it misses. */
const pct1 = (v: number): string => `${(100 * v).toFixed(1)}`
const mib = (v: number): string => `${v.toFixed(0)} MiB`
/** Issue 25's memory target is in megabytes: 250 MB is 238 MiB. */
const under250MB = (peakMib: number): boolean => peakMib * 2 ** 20 < 250e6

/**
 * Question gaps where users are (issue 31, 1.4 "Question gaps at every size"): the size family
 * on both dev pools, large sets, the xSID languages and the ids of two consecutive weeks, in
 * process (bench/size-family.ts); the whole dev set, two weeks with a report issue, and 20,000
 * questions through the bundled action; 100,000 questions in process.
 */
async function questionGaps(): Promise<void> {
  console.error('Question gaps (size family, pools, languages, ids; dist/index.js)…')
  if (!questionSetAvailable()) {
    add('Question gaps: labelled sets', `missing (${DEFAULT_SET})`, '', null)
    return
  }
  const figures = await benchChild<AllFigures>('size-family.ts')
  familyRows(figures)
  heldOutRows(figures)
  largeRows(figures)
  languageRows(figures)
  idRows(figures)
  meetRows(figures)
  categoryRows(figures)
  await throughAction()
}

/** The size family's targets, on a mean over seeds. */
function familyMet(n: number, m: FamilyScores): boolean {
  return m.mixed <= 0.15 && m.top10 >= 0.9 && m.noiseInGaps <= 0.1 && (n < 120 || m.coverage >= 0.2)
}

function familyRows({ family }: AllFigures): void {
  for (const { pool, n, mean: m, worst: w } of family) {
    const met = familyMet(n, m)
    add(
      `Question gaps, ${pool}, ${n} questions (5 seeds), mean (worst): mixed gaps, top-10 purity, one-offs in a gap, topic coverage`,
      `${pct1(m.mixed)} (${pct(w.mixed)}) %, ${pct1(m.top10)} (${pct(w.top10)}) %, ${pct1(m.noiseInGaps)} (${pct(w.noiseInGaps)}) %, ${pct1(m.coverage)} (${pct(w.coverage)}) %`,
      `≤ 15 %, ≥ 90 %, ≤ 10 %${n >= 120 ? ', ≥ 20 %' : ''}`,
      met,
    )
    add(
      '  the same: topic recall, in no gap, AMI, ARI, gaps (means)',
      `${pct(m.recall)} %, ${pct(m.unreported)} %, ${pct(m.ami)}, ${pct(m.ari)}, ${m.gaps.toFixed(1)}`,
      '',
      null,
    )
  }
}

/**
 * The same sizes drawn with fifteen seeds no setting was chosen on (6 to 20): one row a pool, the
 * means by size. A figure met on the five seeds and missed here was fitted to their few gaps.
 */
function heldOutRows({ heldOut }: AllFigures): void {
  for (const pool of new Set(heldOut.map((r) => r.pool))) {
    const rows = heldOut.filter((r) => r.pool === pool)
    const by = (f: (m: FamilyScores) => number) => rows.map((r) => pct(f(r.mean))).join(', ')
    add(
      `Question gaps, ${pool}, held-out seeds (15 more, 6 to 20), at ${rows.map((r) => r.n).join(', ')} questions, means: mixed gaps; top-10 purity; one-offs in a gap; topic coverage`,
      `${by((m) => m.mixed)} %; ${by((m) => m.top10)} %; ${by((m) => m.noiseInGaps)} %; ${by((m) => m.coverage)} %`,
      'as above, at each size',
      rows.every((r) => familyMet(r.n, r.mean)),
    )
  }
}

function largeRows({ large }: AllFigures): void {
  for (const { what, n, scores: s } of large) {
    add(
      `Question gaps, ${what} (${n.toLocaleString('en-US')}): mixed gaps, top-10 purity, topics among the ten first gaps, topic coverage`,
      `${pct(s.mixed)} %, ${pct(s.top10)} %, ${s.topTenTopics}, ${pct(s.coverage)} %`,
      '≤ 15 %, ≥ 90 %, 10, ≥ 50 %',
      s.mixed <= 0.15 && s.top10 >= 0.9 && s.topTenTopics === 10 && s.coverage >= 0.5,
    )
    add(
      '  the same: topic recall, in no gap, AMI, ARI, gaps, grouping time',
      `${pct(s.recall)} %, ${pct(s.unreported)} %, ${pct(s.ami)}, ${pct(s.ari)}, ${s.gaps}, ${s.ms.toFixed(0)} ms`,
      '',
      null,
    )
  }
}

/**
 * The platform's category (HWU64's scenario) as more evidence: the size family and the large sets
 * with it, judged as without it; coverage from 500 questions on against the issue's aim beyond the
 * targets (40 %); and the control, categories that say nothing of the topic, which must leave every
 * figure as it is without categories.
 */
function categoryRows({ categories, family, large }: AllFigures): void {
  const [told, unrelated] = categories
  if (!told || !unrelated) return
  const by = (rows: { mean: FamilyScores }[], f: (m: FamilyScores) => number) =>
    rows.map((r) => pct(f(r.mean))).join(', ')
  add(
    `Question gaps, HWU64 with ${told.what}, at ${told.family.map((r) => r.n).join(', ')} questions (5 seeds), means: mixed gaps; top-10 purity; one-offs in a gap; topic coverage`,
    `${by(told.family, (m) => m.mixed)} %; ${by(told.family, (m) => m.top10)} %; ${by(told.family, (m) => m.noiseInGaps)} %; ${by(told.family, (m) => m.coverage)} %`,
    'as without categories, at each size',
    told.family.every((r) => familyMet(r.n, r.mean)),
  )
  const from500 = told.family.filter((r) => r.n >= 500)
  add(
    `Question gaps, HWU64 with ${told.what}: topic coverage from 500 questions on (beyond the targets)`,
    `${by(from500, (m) => m.coverage)} % (without categories: ${by(
      family.filter((r) => r.pool === 'HWU64' && r.n >= 500),
      (m) => m.coverage,
    )} %)`,
    '≥ 40 %',
    from500.every((r) => r.mean.coverage >= 0.4),
  )
  for (const { part, n, scores: s } of told.large)
    add(
      `Question gaps, HWU64 with ${told.what}, ${part} (${n.toLocaleString('en-US')}): mixed gaps, top-10 purity, topics among the ten first gaps, topic coverage`,
      `${pct(s.mixed)} %, ${pct(s.top10)} %, ${s.topTenTopics}, ${pct(s.coverage)} %`,
      '≤ 15 %, ≥ 90 %, 10, ≥ 50 %',
      s.mixed <= 0.15 && s.top10 >= 0.9 && s.topTenTopics === 10 && s.coverage >= 0.5,
    )
  // The control: the same samples and sets, with categories unrelated to the topics.
  const without = [
    ...family.filter((r) => r.pool === 'HWU64').map((r) => r.mean),
    ...large.filter((l) => l.what.startsWith('HWU64')).map((l) => l.scores),
  ]
  const withUnrelated = [
    ...unrelated.family.map((r) => r.mean),
    ...unrelated.large.map((l) => l.scores),
  ]
  const differ = without.filter(
    (m, k) => m.mixed !== withUnrelated[k]?.mixed || m.coverage !== withUnrelated[k]?.coverage,
  )
  add(
    `Question gaps, HWU64 with ${unrelated.what}: sizes and large sets whose mixed share or coverage differ from those without categories`,
    `${differ.length} of ${without.length}`,
    '0',
    differ.length === 0,
  )
}

function languageRows({ languages }: AllFigures): void {
  const en = languages.find((l) => l.lang === 'en')?.scores
  for (const { lang, n, readAs, scores: s } of languages) {
    // Judged one way: a language may group better than English, not worse by more than 10 points.
    const met =
      en !== undefined &&
      s.mixed <= en.mixed + 0.1 &&
      s.top10 >= en.top10 - 0.1 &&
      s.unreported <= en.unreported + 0.1
    add(
      `Question gaps, xSID ${lang} (${n} requests, 16 intents): mixed gaps, top-10 purity, in no gap; read as ${lang} (stop words, stems)`,
      `${pct(s.mixed)} %, ${pct(s.top10)} %, ${pct(s.unreported)} %; ${pct(readAs)} %`,
      lang === 'en' ? '' : 'no worse than en by over 10 points',
      lang === 'en' ? null : met,
    )
  }
}

function idRows({ ids }: AllFigures): void {
  for (const { pool, per, seeds } of ids) {
    const mean = (of: (s: (typeof seeds)[number]) => number) =>
      seeds.reduce((sum, s) => sum + of(s), 0) / seeds.length
    const handed = mean((s) => s.handedOn)
    const kept = mean((s) => s.kept)
    const keptTarget = per >= 4000 ? 0.85 : 0.6
    add(
      `Question gap ids, ${pool}, two weeks of ${per.toLocaleString('en-US')} (${seeds.length} orders), mean (each): carried ids that name another topic; topics of both weeks found under an id they had`,
      `${(100 * handed).toFixed(2)} %; ${(100 * kept).toFixed(2)} % (` +
        seeds
          .map((s) => `${pct(s.handedOn)} % of ${s.carried}; ${pct(s.kept)} % of ${s.topics}`)
          .join(' / ') +
        ')',
      `≤ 10 %; ≥ ${pct(keptTarget)} %`,
      handed <= 0.1 && kept >= keptTarget,
    )
  }
}

/** One rule, two paths (all pairs, the graph of pairs at the floor): where they meet. */
function meetRows({ meet }: AllFigures): void {
  for (const { pool, n, groups, differ } of meet)
    add(
      `Question gaps, ${pool}, the first ${n.toLocaleString('en-US')} questions grouped over all pairs and over the graph: groups of all pairs the graph lacks`,
      `${differ} of ${groups.toLocaleString('en-US')}`,
      '≤ 1 %',
      differ <= 0.01 * groups,
    )
}

/** The whole dev set, two weeks with a report issue, and 20,006 questions through dist/index.js. */
async function throughAction(): Promise<void> {
  const set = readQuestionSet(process.env.QUESTION_SET ?? DEFAULT_SET)
  // Its own emulators: the analytics budget is not what is measured (the runs stay within 100
  // requests each), and the report issue of the weeks must start empty.
  const platform = await startPlatformEmulator({ analyticsBudget: Number.POSITIVE_INFINITY })
  const github = await startGitHubEmulator()
  try {
    const { scores: a, run } = await setThroughAction(platform, set)
    add(
      'Question gaps (dist/index.js), BANKING77 whole (10,003): mixed gaps, top-10 purity, in no gap, AMI, ARI, gaps',
      `${pct(a.mixed)} %, ${pct(a.top10)} %, ${pct(a.unreported)} %, ${pct(a.ami)}, ${pct(a.ari)}, ${a.gaps}`,
      '≤ 15 %, ≥ 90 %',
      a.mixed <= 0.15 && a.top10 >= 0.9,
    )
    add(
      '  the same: wall time and peak RSS of the action process (analytics requests)',
      `${run.wallMs.toFixed(0)} ms, ${mib(run.peakMb)} (${run.requests})`,
      '',
      null,
    )
    const weeks = await weeksThroughAction(platform, github, shuffledOnce(set))
    add(
      'Question gap ids (dist/index.js, report issue): two halves as weeks: carried ids that name another topic; topics of both weeks found under an id they had',
      `${pct(weeks.handedOn)} % of ${weeks.carried}; ${pct(weeks.kept)} % of ${weeks.topics}`,
      '≤ 10 %; ≥ 85 %',
      weeks.handedOn <= 0.1 && weeks.kept >= 0.85,
    )
    // Three runs: one on a shared machine ranged from 3.7 to 5.2 s.
    const big: ActionRun[] = []
    for (let r = 0; r < 3; r++) big.push((await setThroughAction(platform, doubled(set))).run)
    const wallMs = median(big.map((b) => b.wallMs))
    const peakMb = Math.max(...big.map((b) => b.peakMb))
    add(
      'Question gaps (dist/index.js): 20,006 questions (the set twice, perturbed), wall time (median of 3) and peak RSS (the highest) of the action process (analytics requests)',
      `${wallMs.toFixed(0)} ms, ${mib(peakMb)} (${big[0]!.requests})`,
      '< 5 s, < 250 MB (238 MiB)',
      wallMs < 5_000 && under250MB(peakMb),
    )
    const held: ActionRun[] = []
    for (let r = 0; r < 3; r++) held.push(await exportThroughAction(platform, doubled(set)))
    add(
      'Question gaps (dist/index.js): 20,006 turns as an export holds them (5,002 unanswered questions; the others answered, with 1,200-character responses and three sources), wall time (median of 3) and peak RSS (the highest) of the action process',
      `${median(held.map((b) => b.wallMs)).toFixed(0)} ms, ${mib(Math.max(...held.map((b) => b.peakMb)))}`,
      '< 5 s, < 250 MB (238 MiB)',
      median(held.map((b) => b.wallMs)) < 5_000 &&
        under250MB(Math.max(...held.map((b) => b.peakMb))),
    )
  } finally {
    await Promise.all([platform.close(), github.close()])
  }
  for (const [mode, what] of [
    ['scale', '20,006 questions'],
    ['huge', '100,030 questions (the set ten times, perturbed)'],
  ] as const) {
    const t = await benchChild<{ ms: number; cpuMs: number; peakMb: number }>(
      'question-grouping.ts',
      [`--mode=${mode}`],
    )
    add(
      `Question gaps in process, ${what}: grouping wall time (CPU time), peak RSS of the process`,
      `${t.ms.toFixed(0)} ms (${t.cpuMs.toFixed(0)} ms), ${mib(t.peakMb)}`,
      mode === 'scale' ? '< 5 s, < 250 MB (238 MiB)' : 'aim: < 30 s, < 1 GB',
      mode === 'scale' ? t.ms < 5_000 && under250MB(t.peakMb) : t.ms < 30_000 && t.peakMb < 1024,
    )
  }
}

/** The set in one seeded order (the weeks' halves then mix every topic). */
function shuffledOnce(set: LabelledQuestions): LabelledQuestions {
  return evenly(set, Infinity, 11)
}

// The visitors section reads up to 400 pages in one go, beyond the platform's hourly budget of 100
// analytics requests: it measures the export, not the budget.
const platform = await startPlatformEmulator({ analyticsBudget: Number.POSITIVE_INFINITY })
try {
  console.error(`Node ${process.version} on ${process.platform}/${process.arch}`)
  // A section that fails (dist/ broken, say) is reported as a row; the others still run.
  for (const [name, section] of [
    ['Start-up', () => startup(platform)],
    ['Polling', () => polling()],
    ['Runner time, wait: false', () => waitFalse(platform)],
    ['Visitors', () => visitors(platform)],
    ['Reconcile', () => reconcile(platform)],
    ['Commands', () => commandPaths(platform)],
    ['Insights', () => insights(platform)],
    ['Question gaps', () => questionGaps()],
    ['Fixes', () => fixesBench(platform, add)],
  ] as const) {
    const needed = name === 'Runner time, wait: false' && only === 'Reconcile'
    if (only !== undefined && !name.startsWith(only) && !needed) continue
    try {
      await section()
    } catch (error) {
      console.error(error)
      add(`${name}: failed`, message(error), '', false)
    }
  }
} finally {
  await platform.close()
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on Node ${process.version}${quick ? ' (--quick)' : ''}.`,
  '',
  '| measure | figure | target | |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n')
console.log(table)
if (process.argv.includes('--write')) writeFileSync(join(ROOT, 'bench', 'latest.md'), `${table}\n`)
