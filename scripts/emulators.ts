// `npm run emulators`: the platform emulator and the GitHub emulator (a fake repository acme/docs),
// for running the bundled action by hand the way the runner does (docs/try-it-by-hand.md). Prints
// their URLs, key and token, the lines to paste into the shell that runs the action, and then one
// line per request. A third small server plays the users: it adds a comment as a user to the
// GitHub emulator and answers the `issue_comment` event GitHub would send for it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { startGitHubEmulator, type GitHubEmulator } from '../test/emulators/github.ts'
import { startPlatformEmulator } from '../test/emulators/platform.ts'
import { demoVisitorRows, seedInsights } from '../test/helpers/insights-demo-data.ts'

const OWNER = 'acme'
const REPO = 'docs'
const PULL_REQUEST = 12
const USAGE =
  'usage: npm run emulators -- [--platform-port N] [--github-port N] [--comments-port N] (0: a free port) ' +
  '[--job-seconds N] (how long new jobs work, 5 unless given)'

interface Options {
  platform: number
  github: number
  comments: number
  /** How long a new job (or a job sent a message) works before it completes. */
  jobMs: number
}

function options(): Options | string {
  let values: Record<string, string | undefined>
  try {
    values = parseArgs({
      options: {
        'platform-port': { type: 'string' },
        'github-port': { type: 'string' },
        'comments-port': { type: 'string' },
        'job-seconds': { type: 'string' },
      },
      strict: true,
    }).values
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  const port = (name: string, fallback: number): number | string => {
    const text = values[name]
    const n = text === undefined ? fallback : Number(text)
    return Number.isInteger(n) && n >= 0 && n <= 65_535
      ? n
      : `--${name} must be an integer from 0 to 65535 (got '${text}')`
  }
  const [platform, github, comments] = [
    port('platform-port', 4010),
    port('github-port', 4011),
    port('comments-port', 4012),
  ]
  if (typeof platform === 'string') return platform
  if (typeof github === 'string') return github
  if (typeof comments === 'string') return comments
  const seconds = Number(values['job-seconds'] ?? 5)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) {
    return `--job-seconds must be an integer from 1 to 600 (got '${values['job-seconds']}')`
  }
  return { platform, github, comments, jobMs: seconds * 1000 }
}

/** The `issue_comment` `created` event GitHub sends for `commentId`, shaped like GitHub's. */
function commentEvent(github: GitHubEmulator, issueNumber: number, commentId: number): unknown {
  const issue = github.issues().find((i) => i.number === issueNumber)
  const comment = github.comments(issueNumber).find((c) => c.id === commentId)
  if (!issue || !comment) throw new Error(`no comment ${commentId} on #${issueNumber}`)
  const user = { login: comment.login, type: comment.type, id: 1 }
  return {
    action: 'created',
    issue: {
      number: issue.number,
      title: issue.title,
      state: issue.state,
      user: { login: issue.login, type: issue.type },
      html_url: issue.htmlUrl,
      // Only a pull request's issue has this key; a plain issue (the report issue) has none.
      ...(issue.isPullRequest
        ? { pull_request: { url: `${github.url}/repos/${OWNER}/${REPO}/pulls/${issue.number}` } }
        : {}),
    },
    comment: {
      id: comment.id,
      body: comment.body,
      html_url: `${issue.htmlUrl}#issuecomment-${comment.id}`,
      user,
      author_association: 'MEMBER',
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
    },
    repository: { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } },
    sender: { login: comment.login, type: comment.type },
  }
}

/** `POST /issues/{n}/comments?as=LOGIN` with the comment's text as the body: the event, or 404. */
function commentsServer(github: GitHubEmulator) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const match = /^\/issues\/(\d+)\/comments$/.exec(url.pathname)
      const answer = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(`${JSON.stringify(body, null, 2)}\n`)
      }
      if (req.method !== 'POST' || !match) {
        answer(404, { message: 'POST /issues/{number}/comments?as=LOGIN, the text as the body' })
        return
      }
      const number = Number(match[1])
      if (!github.issues().some((i) => i.number === number)) {
        answer(404, { message: `no issue or pull request #${number} in ${OWNER}/${REPO}` })
        return
      }
      const login = url.searchParams.get('as') ?? 'alice'
      const body = Buffer.concat(chunks).toString('utf8')
      const id = github.addComment(number, { body, login })
      console.log(`${new Date().toISOString()} comments: #${number} comment ${id} by @${login}`)
      answer(201, commentEvent(github, number, id))
    })
  })
}

async function main(): Promise<void> {
  const chosen = options()
  if (typeof chosen === 'string') {
    console.error(`${chosen}\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const stamp = (): string => new Date().toISOString()
  const platform = await startPlatformEmulator({
    port: chosen.platform,
    onRequest: (r) =>
      console.log(`${stamp()} platform: ${r.method} ${r.path} -> ${r.status ?? 'no answer'}`),
  })
  const done = {
    afterMs: chosen.jobMs,
    status: 'completed',
    prLink: `https://github.com/${OWNER}/${REPO}/pull/42`,
  }
  platform.setNewJobTemplate({
    timeline: [done],
    onMessage: { timeline: [{ afterMs: 0, status: 'active' }, done] },
  })
  platform.setVisitors({ rows: demoVisitorRows(1_200) })
  platform.setViews({ rows: demoVisitorRows(1_200, 2) })
  seedInsights(platform, 'first week')

  const github = await startGitHubEmulator({ port: chosen.github, owner: OWNER, repo: REPO })
  github.addIssue({
    number: PULL_REQUEST,
    isPullRequest: true,
    title: 'Add a retry option to the client',
    baseRef: 'main',
    headRef: 'feat/retry-option',
    files: ['src/client.ts', 'src/retry.ts', 'test/retry.test.ts'],
  })
  github.setPermission('alice', 'write')
  github.onRequest((r) => {
    const target = r.path + (Object.keys(r.query).length ? `?${new URLSearchParams(r.query)}` : '')
    console.log(`${stamp()} github:   ${r.method} ${target}`)
  })

  const comments = commentsServer(github)
  await new Promise<void>((resolve) => comments.listen(chosen.comments, '127.0.0.1', resolve))
  const commentsUrl = `http://127.0.0.1:${(comments.address() as AddressInfo).port}`

  console.log(
    [
      `Platform emulator: ${platform.url}`,
      `  api-key:    ${platform.apiKey}   (emulator-only key)`,
      `  project-id: ${platform.projectId}`,
      `  new jobs and messages: active, then completed after ~${chosen.jobMs / 1000} s with a pull request link`,
      '  insights: a week of searches, feedback and assistant questions; visitors: 1,200 rows',
      `GitHub emulator: ${github.url}   (repository ${OWNER}/${REPO})`,
      `  token:      ${github.token}   (emulator-only token; writes as ${github.selfLogin})`,
      `  pull request #${PULL_REQUEST}; @alice has write permission; a new issue takes the next number (#${PULL_REQUEST + 1})`,
      `Comments: ${commentsUrl}   (a comment as a user; answers GitHub's issue_comment event)`,
      `  curl -s --data-binary '/docs-agent add an example for the retry option' '${commentsUrl}/issues/${PULL_REQUEST}/comments?as=alice' > pr-comment.json`,
      '',
      'Paste into the shell that runs the action:',
      `export GITHUB_ACTIONS=true GITHUB_REPOSITORY=${OWNER}/${REPO} GITHUB_API_URL=${github.url} GITHUB_SERVER_URL=https://github.com`,
      "export GITHUB_RUN_ID=1001 GITHUB_RUN_ATTEMPT=1 GITHUB_ACTOR=alice GITHUB_WORKFLOW='Docs agent'",
      `export COMMENTS=${commentsUrl}`,
      `CONNECTION=('INPUT_API-KEY=${platform.apiKey}' 'INPUT_PROJECT-ID=${platform.projectId}' 'INPUT_BASE-URL=${platform.url}' 'INPUT_GITHUB-TOKEN=${github.token}')`,
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping the emulators`)
    comments.closeAllConnections()
    comments.close()
    void Promise.all([platform.close(), github.close()]).then(() => {
      process.exitCode = 0
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`emulators failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
