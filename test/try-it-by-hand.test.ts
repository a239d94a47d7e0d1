/**
 * docs/try-it-by-hand.md, done as its reader does it: `npm run emulators` (the same script, on free
 * ports, its jobs working 1 s instead of 5), the four lines it prints pasted into a bash, then every
 * ```sh block of the page in order. The ```text block that follows a ```sh block is what the page
 * says the commands print: it must be what they print, but for what changes from run to run (the
 * dates, the elapsed time, the ports). A changed output fails here until the page shows it. The
 * script itself is tested here too: what it prints (the page's first output), and how it stops.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COMPILE_CACHE, ROOT } from './helpers/action-runner.ts'

const PAGE = readFileSync(join(ROOT, 'docs/try-it-by-hand.md'), 'utf8')
/** The ports the page's outputs are written with: the script's defaults. */
const DEFAULT_PORTS = { platform: 4010, github: 4011, comments: 4012 }
const JOB_SECONDS = { page: 5, here: 1 }

/** One ```sh block of the page and the ```text block after it (null: none before the next). */
interface Step {
  line: number
  commands: string
  shown: string | null
}

/** The page's ```sh blocks, each with the output it shows. */
function pageSteps(markdown: string): Step[] {
  const steps: Step[] = []
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm
  for (const match of markdown.matchAll(fence)) {
    const [, info = '', body = ''] = match
    const line = markdown.slice(0, match.index).split('\n').length
    if (info === 'sh') steps.push({ line, commands: body, shown: null })
    else if (info === 'text' && steps.length > 0 && steps.at(-1)?.shown === null) {
      const last = steps.at(-1) as Step
      last.shown = body
    }
  }
  return steps
}

/** What is compared of an output: no masking lines, no dates, no elapsed seconds. */
function comparable(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD')
    .replace(/\| Elapsed \| \d+s \|/g, '| Elapsed | Ns |')
    .trimEnd()
}

let emulators: ChildProcessWithoutNullStreams | null = null
afterAll(() => {
  emulators?.kill('SIGKILL')
})

/** Starts `npm run emulators`' script on free ports; resolves with what it printed first. */
function startEmulators(): Promise<string> {
  const args = ['--platform-port', '0', '--github-port', '0', '--comments-port', '0']
  args.push('--job-seconds', String(JOB_SECONDS.here))
  const child = spawn(process.execPath, ['scripts/emulators.ts', ...args], { cwd: ROOT })
  emulators = child
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      const end = out.indexOf('Press Ctrl+C to stop.')
      if (end >= 0) resolve(out.slice(0, end + 'Press Ctrl+C to stop.'.length))
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)))
  })
}

/** Runs the steps in one bash, after `setup`; each step's output, in order. */
async function runInBash(setup: string, steps: Step[]): Promise<string[]> {
  const marker = (i: number): string => `@@@ step ${i} @@@`
  const script = [
    'exec 2>&1',
    setup,
    ...steps.map((step, i) => `echo '${marker(i)}'\n${step.commands}`),
  ].join('\n')
  // A clean environment: nothing of the test's own runner (GITHUB_*, INPUT_*) reaches the step.
  // The compile cache of the other child-process steps spares compiling the bundle each time.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    LANG: 'C.UTF-8',
    NODE_COMPILE_CACHE: COMPILE_CACHE,
  }
  const bash = spawn('bash', ['--noprofile', '--norc'], { cwd: ROOT, env })
  let out = ''
  bash.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  bash.stdin.end(script)
  await new Promise((resolve) => bash.on('close', resolve))
  return steps.map((_, i) => {
    const from = out.indexOf(`${marker(i)}\n`)
    const to = i + 1 < steps.length ? out.indexOf(marker(i + 1)) : out.length
    return from < 0
      ? `(no output: the step did not run)\n${out}`
      : out.slice(from + marker(i).length + 1, to)
  })
}

describe('docs/try-it-by-hand.md', () => {
  const [start, ...steps] = pageSteps(PAGE)

  it('runs every command it shows, and each prints what the page shows', async () => {
    expect(start?.commands.trim()).toBe('npm run emulators')
    // The script that command runs is the one started here (with node, as npm's would be).
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(manifest.scripts.emulators).toBe('node scripts/emulators.ts')
    const printed = await startEmulators()
    const url = (name: string): string =>
      new RegExp(`^${name}: (http://127\\.0\\.0\\.1:\\d+)`, 'm').exec(printed)?.[1] ?? '(none)'
    const urls = [
      [url('Platform emulator'), `http://127.0.0.1:${DEFAULT_PORTS.platform}`],
      [url('GitHub emulator'), `http://127.0.0.1:${DEFAULT_PORTS.github}`],
      [url('Comments'), `http://127.0.0.1:${DEFAULT_PORTS.comments}`],
    ] as const
    /** An output as the page shows it: the default ports, the page's job length. */
    const asShown = (text: string): string =>
      comparable(
        urls
          .reduce((t, [actual, shown]) => t.replaceAll(actual, shown), text)
          .replace(`~${JOB_SECONDS.here} s with`, `~${JOB_SECONDS.page} s with`),
      )
    expect(asShown(printed)).toBe(comparable(start?.shown ?? ''))

    const paste = printed.slice(printed.indexOf('Paste into the shell that runs the action:'))
    const pasted = paste
      .split('\n')
      .filter((line) => line.startsWith('export ') || line.startsWith('CONNECTION=('))
    expect(pasted).toHaveLength(4)
    const outputs = await runInBash(pasted.join('\n'), steps)
    // Every step's difference is reported, not only the first.
    steps.forEach((step, i) => {
      if (step.shown === null) return
      const where = `docs/try-it-by-hand.md:${step.line}`
      expect
        .soft(`${where}\n${asShown(outputs[i] ?? '')}`)
        .toBe(`${where}\n${comparable(step.shown)}`)
    })

    // The comments server knows only the issues the GitHub emulator has.
    const nowhere = await fetch(`${url('Comments')}/issues/99/comments`, { method: 'POST' })
    expect(nowhere.status).toBe(404)
    // Ctrl+C (or a SIGTERM) closes the emulators, and the script exits 0.
    const exited = new Promise<number | null>((resolve) => emulators?.once('exit', resolve))
    emulators?.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)

  it('hard-codes no port in its commands: they come from the lines the emulators print', () => {
    for (const step of steps) expect(step.commands).not.toMatch(/127\.0\.0\.1:\d+|localhost:\d+/)
  })
})
