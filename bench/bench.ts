// `npm run bench`: the action's costs, measured against the emulators on this machine, printed as
// one table. Figures, not pass/fail: the machines are shared and noisy, so each figure is a median
// of several runs, and comparisons are ratios measured in the same run. `--write` also saves the
// table to bench/latest.md for the README.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunContext } from '../src/event.ts'
import { runMessage } from '../src/flows/message.ts'
import { parseSettings } from '../src/settings.ts'
import {
  startPlatformEmulator,
  makeVisitorRows,
  type PlatformEmulator,
} from '../test/emulators/platform.ts'
import { actionDefaults, ROOT, parseFileCommands } from '../test/helpers/action-runner.ts'
import { FakeGitHub, FakePlatform, VirtualClock } from '../test/helpers/fakes.ts'

const quick = process.argv.includes('--quick')
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

/**
 * Start-up: spawn → the first request reaching the emulator, beside a bare `node -e 0` (start →
 * exit) and a bare `fetch` (start → request). Most of the action's own share is evaluating
 * undici's index, loaded by the platform client and by @actions/core (via @actions/http-client).
 */
async function startup(platform: PlatformEmulator): Promise<void> {
  console.error('Start-up…')
  const runs = quick ? 5 : 15
  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'))
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
  const fetchScript = `fetch(${JSON.stringify(`${platform.url}/v2/agent/${platform.projectId}/job/job_bench`)}).then(r => r.text())`
  for (let i = 0; i < runs + 2; i++) {
    // Interleaved, so that machine noise hits all three alike.
    platform.reset()
    platform.addJob({
      id: 'job_bench',
      initialStatus: 'completed',
      onMessage: { timeline: [{ afterMs: 0, status: 'active' }] },
    })
    const a = await runNode([dist], env, dir)
    const firstA = platform.requests[0]?.at
    const b = await runNode(['-e', '0'], {}, dir)
    platform.reset()
    const f = await runNode(['-e', fetchScript], {}, dir)
    const firstF = platform.requests[0]?.at
    if (i < 2) continue // warm-up: file cache
    if (firstA !== undefined) action.push(firstA - a.startedAt)
    bare.push(b.wallMs)
    if (firstF !== undefined) fetchFirst.push(firstF - f.startedAt)
  }
  const own = median(action) - median(bare)
  add('Start-up: process start → first platform request (median)', ms(median(action)), '', null)
  add('Start-up: bare `node -e 0`, start → exit (median)', ms(median(bare)), '', null)
  add(
    'Start-up: bare `node -e "fetch(…)"`, start → request (median)',
    ms(median(fetchFirst)),
    'for scale',
    null,
  )
  add("Start-up: the action's own share (first request − bare node)", ms(own), '< 45 ms', own < 45)
  add(
    'Start-up: own share beyond a bare fetch',
    ms(median(action) - median(fetchFirst)),
    'for scale',
    null,
  )
  const files = readdirSync(join(ROOT, 'dist')).filter((f) => f.endsWith('.js'))
  const total = files.reduce((sum, f) => sum + statSync(join(ROOT, 'dist', f)).size, 0)
  add(
    'Bundle: dist/*.js in all',
    `${(total / 1024).toFixed(0)} KiB`,
    '< 1 MiB',
    total < 1024 * 1024,
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
  const settings = parseSettings((n) => inputs[n] ?? '', new Date(clock.now()))
  let s = seed
  const report = await runMessage({
    settings,
    context,
    trigger: { kind: 'other', eventName: 'workflow_dispatch', issueNumber: undefined },
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

const platform = await startPlatformEmulator()
try {
  console.error(`Node ${process.version} on ${process.platform}/${process.arch}`)
  await startup(platform)
  await polling()
  await waitFalse(platform)
  await visitors(platform)
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
