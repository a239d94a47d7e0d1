// `npm run demo`: the bundled action (dist/) against local emulators of the platform and of
// GitHub, for a sample PR comment and then a visitors report, printing what a user would see.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startGitHubEmulator } from '../test/emulators/github.ts'
import { makeVisitorRows, startPlatformEmulator } from '../test/emulators/platform.ts'
import { commentEvent, runAction } from '../test/helpers/action-runner.ts'

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const rule = (title: string): void => console.log(`\n${bold(`── ${title} `.padEnd(78, '─'))}`)
const indent = (text: string): string =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n')

const platform = await startPlatformEmulator()
const github = await startGitHubEmulator()
try {
  // ── Message mode: a first command on a pull request starts a job; a second follows it up.
  const done = {
    afterMs: 4_000,
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
  }
  platform.setNewJobTemplate({
    model: 'claude-sonnet-4',
    timeline: [done],
    onMessage: { timeline: [{ afterMs: 0, status: 'active' }, done] },
  })
  github.addIssue({
    number: 12,
    isPullRequest: true,
    title: 'Add a retry option to the client',
    baseRef: 'main',
    headRef: 'feat/retry-option',
    files: ['src/client.ts', 'src/retry.ts', 'test/retry.test.ts'],
  })
  github.setPermission('alice', 'write')

  /** Comments `body` as alice, runs the action for it, and shows what she would see. */
  async function command(body: string, title: string) {
    const commentId = github.addComment(12, { body, login: 'alice' })
    rule(`${title}: a comment by @alice (write permission)`)
    console.log(indent(body))
    rule(`${title}: the status comment, as it changes`)
    let last = ''
    const watcher = setInterval(() => {
      const status = github
        .comments(12)
        .find((c) => c.body.includes(`"trigger":"comment-${commentId}"`))
      if (status && status.body !== last) {
        last = status.body
        const visible = status.body.replace(/<!--[\s\S]*?-->\n?/, '')
        console.log(`${new Date().toISOString().slice(11, 19)}\n${indent(visible)}\n`)
      }
    }, 50)
    const result = await runAction({
      inputs: {
        'api-key': platform.apiKey,
        'project-id': platform.projectId,
        'base-url': platform.url,
        'github-token': github.token,
        'poll-interval': '3s',
      },
      eventName: 'issue_comment',
      event: commentEvent({ body, commentId, issueNumber: 12, login: 'alice' }),
      apiUrl: github.url,
    })
    await new Promise((resolve) => setTimeout(resolve, 120))
    clearInterval(watcher)
    rule(`${title}: reactions on the command comment`)
    console.log(`  ${github.reactions(commentId).join(', ')}`)
    rule(`${title}: step outputs`)
    for (const [name, value] of Object.entries(result.outputs)) console.log(`  ${name} = ${value}`)
    rule(`${title}: job summary`)
    console.log(indent(result.summary))
    return result
  }

  const started = await command(
    '/docs-agent add an example for the retry option\nKeep it short, and mention @bob.',
    'Start a job',
  )
  const followUp = await command(
    '/docs-agent also say what the default number of retries is',
    'Follow it up',
  )
  console.log(
    `\n  exit codes ${started.code} and ${followUp.code}; platform requests: ${platform.requests.length}; ` +
      `jobs created: ${platform.creations.length}; messages applied: ${platform.messages.length}`,
  )
  const message = started.code !== 0 ? started : followUp

  // ── Visitors mode: a weekly report with a CSV file.
  platform.setVisitors({ rows: makeVisitorRows(1_234, 1) })
  github.addIssue({ number: 1, isPullRequest: false, title: 'Unrelated' })
  const visitors = await runAction({
    inputs: {
      mode: 'visitors',
      'api-key': platform.apiKey,
      'project-id': platform.projectId,
      'base-url': platform.url,
      'github-token': github.token,
      'date-from': '2026-11-01',
      'date-to': '2026-11-08',
      'output-file': 'visitors.csv',
      'report-issue': 'Weekly docs traffic',
      top: '5',
    },
    eventName: 'schedule',
    event: { schedule: '0 7 * * 1' },
    apiUrl: github.url,
  })
  rule('Visitors: step outputs')
  for (const [name, value] of Object.entries(visitors.outputs)) console.log(`  ${name} = ${value}`)
  rule('Visitors: first lines of visitors.csv')
  console.log(
    indent(
      readFileSync(join(visitors.workDir, 'visitors.csv'), 'utf8')
        .split('\n')
        .slice(0, 5)
        .join('\n'),
    ),
  )
  rule('Visitors: job summary')
  console.log(indent(visitors.summary))
  console.log(`\n  exit code ${visitors.code}`)
  if (message.code !== 0 || visitors.code !== 0) {
    console.error(`\n${message.stdout}\n${message.stderr}\n${visitors.stdout}\n${visitors.stderr}`)
    process.exitCode = 1
  }
} finally {
  await platform.close()
  await github.close()
}
