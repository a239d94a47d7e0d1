/**
 * `npm run emulators` (scripts/emulators.ts) starts both emulators and prints what
 * docs/try-it-by-hand.md says it prints: spawned on free ports, its first lines read, its URLs
 * tried, then stopped.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ROOT } from './helpers/action-runner.ts'

const PAGE = readFileSync(join(ROOT, 'docs/try-it-by-hand.md'), 'utf8')
/** The ports the page is written with: the script's defaults. */
const DEFAULT_PORTS = { platform: 4010, github: 4011, comments: 4012 }

let child: ChildProcessWithoutNullStreams | null = null

afterEach(() => {
  child?.kill('SIGKILL')
  child = null
})

/** Starts the script on free ports; resolves with what it printed up to "Press Ctrl+C". */
function start(): Promise<string> {
  const script = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts.emulators
  expect(script).toBe('node scripts/emulators.ts')
  const args = ['--platform-port', '0', '--github-port', '0', '--comments-port', '0']
  const started = spawn(process.execPath, ['scripts/emulators.ts', ...args], { cwd: ROOT })
  child = started
  return new Promise((resolve, reject) => {
    let out = ''
    started.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('Press Ctrl+C to stop.')) resolve(out)
    })
    started.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    started.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)))
  })
}

describe('npm run emulators', () => {
  it('starts both emulators and prints their URLs, key, token and the lines to paste', async () => {
    const out = await start()
    const platformUrl = /^Platform emulator: (http:\/\/127\.0\.0\.1:(\d+))$/m.exec(out)
    const githubUrl =
      /^GitHub emulator: (http:\/\/127\.0\.0\.1:(\d+)) {3}\(repository acme\/docs\)$/m.exec(out)
    const commentsUrl = /^Comments: (http:\/\/127\.0\.0\.1:(\d+)) /m.exec(out)
    expect(platformUrl && githubUrl && commentsUrl, out).toBeTruthy()
    const [platform = '', github = '', comments = ''] = [platformUrl, githubUrl, commentsUrl].map(
      (m) => m?.[1] ?? '',
    )
    const key = /api-key: {4}(\S+)/.exec(out)?.[1] ?? ''
    const token = /token: {6}(\S+)/.exec(out)?.[1] ?? ''
    expect(key).toMatch(/^mint_/)
    expect(token).toMatch(/^ghs_/)

    // The lines to paste, as the page shows them (written with the default ports).
    const withDefaults = (line: string): string =>
      line
        .replaceAll(platform, `http://127.0.0.1:${DEFAULT_PORTS.platform}`)
        .replaceAll(github, `http://127.0.0.1:${DEFAULT_PORTS.github}`)
        .replaceAll(comments, `http://127.0.0.1:${DEFAULT_PORTS.comments}`)
    const paste = out
      .slice(out.indexOf('Paste into the shell that runs the action:'))
      .split('\n')
      .slice(1)
      .filter((line) => line.startsWith('export ') || line.startsWith('CONNECTION=('))
    expect(paste).toHaveLength(4)
    for (const line of paste) expect(PAGE).toContain(withDefaults(line))
    expect(paste.join('\n')).toContain(`GITHUB_API_URL=${github}`)
    expect(paste.join('\n')).toContain(`'INPUT_BASE-URL=${platform}'`)
    expect(paste.join('\n')).toContain(`'INPUT_API-KEY=${key}'`)
    expect(paste.join('\n')).toContain(`'INPUT_GITHUB-TOKEN=${token}'`)

    // Both emulators answer with the key and the token printed; the comments server gives events.
    const pull = await fetch(`${github}/repos/acme/docs/pulls/12`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(pull.status).toBe(200)
    const job = await fetch(`${platform}/v2/agent/proj_emulator/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Document the retry option' }),
    })
    expect(job.status).toBe(201)
    const event = (await (
      await fetch(`${comments}/issues/12/comments?as=alice`, {
        method: 'POST',
        body: '/docs-agent add an example',
      })
    ).json()) as { issue: { number: number; pull_request?: unknown }; comment: { body: string } }
    expect(event.issue.number).toBe(12)
    expect(event.issue.pull_request).toBeDefined()
    expect(event.comment.body).toBe('/docs-agent add an example')
    expect((await fetch(`${comments}/issues/99/comments`, { method: 'POST' })).status).toBe(404)

    // Stopped by a signal, it closes both and exits 0.
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
    child?.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 30_000)
})
