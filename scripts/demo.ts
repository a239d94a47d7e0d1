// `npm run demo`: the bundled action (dist/) against local emulators of the platform and of
// GitHub (a fake repository acme/docs), for a sample PR comment, a visitors report and two weekly
// insights runs, printing what a user would see.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startGitHubEmulator } from '../test/emulators/github.ts'
import { makeVisitorRows, startPlatformEmulator } from '../test/emulators/platform.ts'
import { commentEvent, runAction } from '../test/helpers/action-runner.ts'
import { seedInsights } from '../test/helpers/insights-demo-data.ts'

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

  // ── Insights mode: two weekly runs; the second keeps the ids, finds a new gap, loses one.
  const week = async (dateFrom: string, dateTo: string, title: string) => {
    const run = await runAction({
      inputs: {
        mode: 'insights',
        'api-key': platform.apiKey,
        'project-id': platform.projectId,
        'base-url': platform.url,
        'github-token': github.token,
        'date-from': dateFrom,
        'date-to': dateTo,
        top: '6',
        'output-file': 'gaps.json',
      },
      eventName: 'schedule',
      event: { schedule: '0 6 * * 1' },
      apiUrl: github.url,
    })
    const issue = github.issues().find((i) => i.title === 'Docs insights')
    rule(`${title}: step outputs`)
    for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name} = ${value}`)
    rule(`${title}: the report issue "Docs insights", as a maintainer sees it`)
    console.log(indent((issue?.body ?? '').replace(/<!--[\s\S]*?-->\n?/g, '')))
    const gaps = JSON.parse(readFileSync(join(run.workDir, 'gaps.json'), 'utf8')) as {
      records: Array<{ id: string; label: string }>
    }
    return { run, gaps: new Map(gaps.records.map((g) => [g.id, g.label])) }
  }
  seedInsights(platform, 'first week')
  const firstWeek = await week('2026-11-09', '2026-11-16', 'Insights, week 1')
  seedInsights(platform, 'second week')
  const secondWeek = await week(
    '2026-11-16',
    '2026-11-23',
    'Insights, week 2 (ids kept; one gap new, one gone)',
  )
  rule('Insights: week 1 against week 2')
  const kept = [...secondWeek.gaps.keys()].filter((id) => firstWeek.gaps.has(id))
  const gone = [...firstWeek.gaps].filter(([id]) => !secondWeek.gaps.has(id))
  const added = [...secondWeek.gaps].filter(([id]) => !firstWeek.gaps.has(id))
  console.log(`  ids kept: ${kept.join(', ')}`)
  console.log(`  new in week 2: ${added.map(([id, label]) => `${id} (${label})`).join(', ')}`)
  console.log(
    `  not seen in week 2: ${gone.map(([id, label]) => `${id} (${label})`).join(', ')}; ` +
      'remembered for 8 weeks, then forgotten',
  )
  const runs = [message, visitors, firstWeek.run, secondWeek.run]
  console.log(`\n  exit codes ${firstWeek.run.code} and ${secondWeek.run.code}`)
  if (runs.some((r) => r.code !== 0)) {
    for (const r of runs) console.error(`\n${r.stdout}\n${r.stderr}`)
    process.exitCode = 1
  }
} finally {
  await platform.close()
  await github.close()
}
