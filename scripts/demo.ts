// `npm run demo`: the bundled action (dist/) against local emulators of the platform and of
// GitHub (a fake repository acme/docs), printing what a user would see: two commands on a pull
// request, a command with `wait: false` finished by a reconcile run, a visitors report, two
// weekly insights runs, and the fix loop (`fix` on the report issue, reconcile, the merge, two
// later weeks: one gap judged fixed though some of its readers still fail, one still seen after
// the fix), and a week read with the docs checkout (`docs-path`).
// Each part shows the step's inputs, then what it did, then checks that it did what its heading
// says (scripts/demo/check.ts): the demo exits 1 when a check does not hold, and CI runs it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import { startGitHubEmulator } from '../test/emulators/github.ts'
import { startPlatformEmulator } from '../test/emulators/platform.ts'
import {
  commentEvent,
  issueCommentEvent,
  runAction,
  type ActionRunResult,
} from '../test/helpers/action-runner.ts'
import { parseCsv } from '../test/helpers/csv.ts'
import {
  demoVisitorRows,
  seedDocsWeek,
  seedInsights,
  SINGLE_SIGN_ON,
  type DemoWindow,
} from '../test/helpers/insights-demo-data.ts'
import { statusComments } from '../test/helpers/scenario.ts'
import { check, checkEqual, reportChecks } from './demo/check.ts'
import { indent, printInputs, printOutputs, rule, runnerLog, visible } from './demo/print.ts'

/** The fake repository: the runner's GITHUB_REPOSITORY and the one the comment events name. */
const REPOSITORY = 'acme/docs'

console.log(
  'This demo runs the bundled action (dist/index.js) against local emulators of the platform and ' +
    `of GitHub on loopback (127.0.0.1), with a fake repository ${REPOSITORY}: no network, no real key.`,
)

/**
 * The platform's clock runs ahead of the wall clock by `skew`: the demo ends a job's work by
 * moving it on, instead of sleeping until the job's timeline gets there.
 */
let skew = 0
const platform = await startPlatformEmulator({ now: () => Date.now() + skew })
const github = await startGitHubEmulator()
/** The inputs every step needs to reach the emulators. */
const connection = {
  'api-key': platform.apiKey,
  'project-id': platform.projectId,
  'base-url': platform.url,
  'github-token': github.token,
}
const runs: ActionRunResult[] = []
/** How long the emulator's jobs work before they complete (with a PR link). */
const JOB_WORK_MS = 2_500
const DAY_MS = 86_400_000

/** Shows a step's inputs, runs it (as run `runId` of the workflow) and keeps its result. */
async function step(
  title: string,
  eventName: string,
  event: unknown,
  inputs: Record<string, string>,
  runId = '1001',
): Promise<ActionRunResult> {
  const schedule = (event as { schedule?: string }).schedule
  printInputs(title, schedule ? `schedule, cron '${schedule}'` : eventName, inputs)
  const result = await runAction({
    inputs,
    eventName,
    event,
    apiUrl: github.url,
    repository: REPOSITORY,
    runId,
  })
  runs.push(result)
  return result
}

/**
 * Comments `body` as alice on issue or pull request `issue`; returns the comment's id and its
 * event, as GitHub delivers it (`issue.pull_request` only for a comment on a pull request).
 */
function comment(issue: number, body: string, title: string) {
  const commentId = github.addComment(issue, { body, login: 'alice' })
  rule(`${title}: a comment by @alice (write permission) on ${REPOSITORY}#${issue}`)
  console.log(indent(body))
  const options = { body, commentId, issueNumber: issue, login: 'alice' }
  const onPullRequest = github.issues().find((i) => i.number === issue)?.isPullRequest === true
  return {
    commentId,
    event: onPullRequest ? commentEvent(options) : issueCommentEvent(options),
  }
}

/** The action's status comment for the command comment `commentId`, without its marker. */
const statusOf = (issue: number, commentId: number): string =>
  visible(
    statusComments(github, issue).find((c) => c.body.includes(`"trigger":"comment-${commentId}"`))
      ?.body ?? '',
  )

/** The pull request the emulator's jobs open when they complete. */
const AGENT_PR = 'https://github.com/acme/docs/pull/42'

/** Checks that a status comment says the job completed, with the agent's pull request. */
function checkCompleted(status: string, what: string): void {
  check(status.includes('✅ **Completed**') && status.includes(`](${AGENT_PR})`), what)
}

// ── Message mode: a first command on a pull request starts a job; a second follows it up.
/** Comments `body` as alice on #12, runs the action for it, and shows what she would see. */
async function messageCommand(body: string, title: string, showLog: boolean) {
  const { commentId, event } = comment(12, body, title)
  const inputs = { ...connection, 'poll-interval': '2s' }
  // The step prints its inputs before it starts; the comment's states follow.
  const running = step(title, 'issue_comment', event, inputs)
  rule(`${title}: the status comment, as it changes`)
  const since = Date.now() - skew
  let last = ''
  // Times count from the moment the job got the words (its creation, or the message), as the
  // comment's Elapsed does.
  const sentAt = (): number | undefined =>
    [...platform.creations, ...platform.messages].find((s) => s.at - skew >= since)?.at
  const when = (): string => {
    const at = sentAt()
    return at === undefined
      ? 'before sending'
      : `${Math.round((Date.now() + skew - at) / 1000)} s after sending`
  }
  // Every state the comment takes: read after each write the emulator applies (the hook runs
  // before the write; the check waits for the answer), so no state is missed between two looks.
  github.onRequest((request) => {
    if (request.method === 'GET') return
    setImmediate(() => {
      const status = statusOf(12, commentId)
      if (!status || status === last) return
      last = status
      console.log(`${when()}\n${indent(status)}\n`)
    })
  })
  const result = await running
  github.onRequest(null)
  if (showLog) {
    rule(`${title}: the action's log, as the runner shows it`)
    const header = `Run your-org/docs-agent-action@v1\n  with: (the inputs above; secrets as ***)`
    console.log(indent(`${header}\n${runnerLog(result.stdout + result.stderr)}`))
  }
  const reactions = github.reactions(commentId)
  rule(`${title}: reactions on the command comment`)
  console.log(`  ${reactions.join(', ')}`)
  printOutputs(title, result.outputs)
  rule(`${title}: job summary`)
  console.log(indent(result.summary))
  rule(`${title}: checks`)
  checkEqual(result.code, 0, 'the step exits 0')
  checkEqual(result.outputs.outcome, 'completed', 'outcome = completed')
  checkEqual(result.outputs['pr-link'], AGENT_PR, "pr-link is the agent's pull request")
  checkCompleted(statusOf(12, commentId), 'the status comment ends Completed, with the PR link')
  check(reactions.includes('rocket'), 'the command comment has the 🚀 reaction')
  return result
}

async function messageCommands(): Promise<void> {
  const done = { afterMs: JOB_WORK_MS, status: 'completed', prLink: AGENT_PR }
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

  const started = await messageCommand(
    '/docs-agent add an example for the retry option\nKeep it short, and mention @bob.',
    'Start a job',
    true,
  )
  const jobId = started.outputs['job-id']
  checkEqual(started.outputs.created, 'true', 'created = true: the command started a new job')
  check(
    platform.creations.length === 1 && platform.creations[0]?.jobId === jobId,
    `the platform created one job, ${jobId}`,
  )
  const followUp = await messageCommand(
    '/docs-agent also say what the default number of retries is',
    'Follow it up',
    false,
  )
  checkEqual(followUp.outputs.created, 'false', 'created = false: no new job')
  checkEqual(followUp.outputs['job-id'], jobId, `the follow-up went to the same job, ${jobId}`)
  const [message] = platform.messages
  check(
    platform.creations.length === 1 &&
      platform.messages.length === 1 &&
      message?.jobId === jobId &&
      message?.prompt.includes('default number of retries') === true,
    `the platform got the follow-up as one message to ${jobId}, and created no job`,
  )
  console.log(
    `\n  exit codes ${started.code} and ${followUp.code}; platform requests: ${platform.requests.length}; ` +
      `jobs created: ${platform.creations.length}; messages applied: ${platform.messages.length}`,
  )
}

// ── `wait: false`: the run posts the status comment and leaves; a reconcile run finishes it.
async function handOver(): Promise<void> {
  github.addIssue({
    number: 13,
    isPullRequest: true,
    title: 'Document the timeout option',
    baseRef: 'main',
    headRef: 'docs/timeout',
    files: ['docs/options.md'],
  })
  const title = 'Without waiting'
  const { commentId, event } = comment(13, '/docs-agent document the timeout option', title)
  const sent = await step(title, 'issue_comment', event, { ...connection, wait: 'false' }, '1002')
  printOutputs(title, sent.outputs)
  const left = statusOf(13, commentId)
  rule(`${title}: the status comment the run leaves`)
  console.log(indent(left))
  const leftReactions = github.reactions(commentId)
  rule(`${title}: reactions on the command comment`)
  console.log(`  ${leftReactions.join(', ')}`)
  rule(`${title}: checks`)
  checkEqual(sent.code, 0, 'the step exits 0')
  checkEqual(sent.outputs.outcome, 'sent', 'outcome = sent: the job started, the run did not wait')
  check(left.includes('(not waiting for it to finish)'), 'the status comment says it does not wait')
  checkEqual(
    leftReactions.join(', '),
    'eyes',
    'the command keeps its 👀 alone: sent is not failed, the outcome is not known yet',
  )

  // The job ends its work while no run watches it: the platform's clock moves past its end.
  skew += JOB_WORK_MS + 1_000
  console.log(
    `\n  The job's work ends ${JOB_WORK_MS / 1000} s after its creation; the platform emulator's ` +
      `clock moves on ${(JOB_WORK_MS + 1_000) / 1000} s.\n  A scheduled reconcile run then finds ` +
      'the unfinished status comment.',
  )
  const sweep = await step(
    'Reconcile',
    'schedule',
    { schedule: '*/15 * * * *' },
    { mode: 'reconcile', ...connection },
    '1003',
  )
  printOutputs('Reconcile', sweep.outputs)
  const finished = statusOf(13, commentId)
  rule('Reconcile: the same status comment, finished')
  console.log(indent(finished))
  const finalReactions = github.reactions(commentId)
  rule('Reconcile: reactions on the command comment')
  console.log(`  ${finalReactions.join(', ')}`)
  console.log(`\n  exit codes ${sent.code} and ${sweep.code}`)
  rule('Reconcile: checks')
  checkEqual(sweep.code, 0, 'the reconcile step exits 0')
  checkEqual(sweep.outputs.finished, '1', 'finished = 1: it finished the command')
  checkCompleted(finished, 'the same status comment now says Completed, with the PR link')
  check(finished.includes('Finished by a reconcile run'), 'it says a reconcile run finished it')
  checkEqual(finalReactions.join(', '), 'eyes, rocket', 'the command now has 👀 and 🚀')
}

// ── Visitors mode: a weekly report with a CSV file.
async function visitors(): Promise<void> {
  platform.setVisitors({ rows: demoVisitorRows(1_234) })
  github.addIssue({ number: 1, isPullRequest: false, title: 'Unrelated' })
  const run = await step(
    'Visitors',
    'schedule',
    { schedule: '0 7 * * 1' },
    {
      mode: 'visitors',
      ...connection,
      'date-from': '2026-11-01',
      'date-to': '2026-11-08',
      'output-file': 'visitors.csv',
      'report-issue': 'Weekly docs traffic',
      top: '5',
    },
  )
  printOutputs('Visitors', run.outputs)
  rule('Visitors: first lines of visitors.csv')
  const csv = readFileSync(join(run.workDir, 'visitors.csv'), 'utf8')
  console.log(indent(csv.split('\n').slice(0, 5).join('\n')))
  rule('Visitors: job summary')
  console.log(indent(run.summary))
  console.log(`\n  exit code ${run.code}`)
  rule('Visitors: checks')
  const report = github.issues().find((i) => i.title === 'Weekly docs traffic')
  checkEqual(run.code, 0, 'the step exits 0')
  checkEqual(run.outputs.rows, '1234', 'rows = 1234, every page the platform has')
  checkEqual(parseCsv(csv).length, 1_235, 'visitors.csv has a header and 1234 rows')
  check(run.summary.includes('### Top 5 pages'), 'the job summary shows the top 5 pages')
  check(
    report !== undefined && run.outputs['report-url'] === report.htmlUrl,
    'report-url is the issue "Weekly docs traffic"',
  )
}

// ── Insights mode: two weekly runs; the second keeps the ids, finds a new gap, loses one.
/** One weekly insights run: its inputs, outputs and report issue; the gaps it wrote, by id. */
async function insightsWeek(dateFrom: string, dateTo: string, title: string, show = true) {
  const run = await step(
    title,
    'schedule',
    { schedule: '0 6 * * 1' },
    {
      mode: 'insights',
      ...connection,
      'date-from': dateFrom,
      'date-to': dateTo,
      top: '6',
      'output-file': 'gaps.json',
    },
  )
  printOutputs(title, run.outputs)
  const issue = github.issues().find((i) => i.title === 'Docs insights')
  if (show) {
    rule(`${title}: the report issue "Docs insights", as a maintainer sees it`)
    console.log(indent(visible(issue?.body ?? '')))
  }
  const gaps = JSON.parse(readFileSync(join(run.workDir, 'gaps.json'), 'utf8')) as {
    records: Array<{ id: string; label: string }>
  }
  return { run, issue, gaps: new Map(gaps.records.map((g) => [g.id, g.label])) }
}

/** Whether every "Last searched" or "Last asked" date of a report lies inside `window`. */
function datesWithin(report: string, window: DemoWindow): boolean {
  const dates = [...report.matchAll(/Last (?:searched|asked): `(\d{4}-\d{2}-\d{2})`/g)]
  return dates.length > 0 && dates.every(([, d = '']) => d >= window.from && d < window.to)
}

/** The `Since` of each gap in a report's table, by id. */
function sinceOf(report: string): Map<string, string> {
  const rows = [
    ...report.matchAll(/^\| \*\*(g\d+)\*\* \|(?:[^|\n]*\|){3} (\d{4}-\d{2}-\d{2}) \|/gm),
  ]
  return new Map(rows.map(([, id = '', day = '']) => [id, day]))
}

/**
 * The Monday-to-Monday weeks of the demo's story, every one ended by `now`'s last Monday (today
 * when it is one): two weeks of readers before the fix (five and four weeks back), a week left
 * out, then the two weeks after its merge (the last two), oldest first. The merge is dated at
 * the end of the second week, so that each week is wholly before or wholly after it.
 */
function storyWeeks(now: Date): {
  before: [DemoWindow, DemoWindow]
  after: [DemoWindow, DemoWindow]
  merged: string
} {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
  const week = (back: number): DemoWindow => ({
    from: day(monday - back * 7 * DAY_MS),
    to: day(monday - (back - 1) * 7 * DAY_MS),
  })
  return {
    before: [week(5), week(4)],
    after: [week(2), week(1)],
    merged: new Date(monday - 3 * 7 * DAY_MS).toISOString(),
  }
}

/**
 * Two weeks of insights, and what changed from one to the other; returns the second week's run,
 * its report issue and gaps (what a part acting on the report starts from).
 */
async function insights() {
  // Weeks that have ended, before the last Monday (the schedule's day).
  const weeks = storyWeeks(new Date()).before
  seedInsights(platform, 'first week', [], weeks[0])
  const firstWeek = await insightsWeek(weeks[0].from, weeks[0].to, 'Insights, week 1')
  seedInsights(platform, 'second week', [], weeks[1])
  const secondWeek = await insightsWeek(
    weeks[1].from,
    weeks[1].to,
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
  console.log(`\n  exit codes ${firstWeek.run.code} and ${secondWeek.run.code}`)
  rule('Insights: checks')
  const [first, second] = [firstWeek.run, secondWeek.run]
  check(first.code === 0 && second.code === 0, 'both weekly steps exit 0')
  check(
    weeks.every((w) => w.to <= new Date().toISOString().slice(0, 10)),
    "both windows end on or before the run's day",
  )
  check(
    [firstWeek, secondWeek].every((week, i) => datesWithin(week.issue?.body ?? '', weeks[i]!)),
    "every date of readers' evidence in each report falls inside its window",
  )
  const [since1, since2] = [firstWeek, secondWeek].map((week) => sinceOf(week.issue?.body ?? ''))
  const inWeek = (day: string | undefined, w: DemoWindow) => !!day && day >= w.from && day < w.to
  check(
    since1!.size > 0 &&
      [...since1!.values()].every((day) => inWeek(day, weeks[0])) &&
      [...since2!].every(([id, day]) => inWeek(day, weeks[firstWeek.gaps.has(id) ? 0 : 1])),
    "each gap's Since is the day readers were first seen on it: in week 1's window, or week 2's for a new gap",
  )
  check(
    firstWeek.gaps.size > 0 && first.outputs['new-gaps'] === String(firstWeek.gaps.size),
    `week 1 finds ${firstWeek.gaps.size} gaps, all new`,
  )
  check(
    firstWeek.issue !== undefined && firstWeek.issue.number === secondWeek.issue?.number,
    'both weeks write the same report issue "Docs insights"',
  )
  check(kept.length > 0 && kept.length === firstWeek.gaps.size - 1, 'week 2 keeps the other ids')
  checkEqual(added.length, 1, 'week 2 finds one new gap')
  checkEqual(second.outputs['new-gaps'], '1', 'new-gaps = 1 in week 2')
  checkEqual(gone.length, 1, 'one gap of week 1 is not seen in week 2')
  const memory = parseMemory(secondWeek.issue?.body)
  const goneId = gone[0]?.[0]
  check(
    goneId !== undefined && memory.gaps.some((g) => g.id === goneId),
    `the report issue still remembers ${goneId ?? 'it'}`,
  )
  return secondWeek
}

// ── The fix loop: a maintainer hands the top two gaps to the agent from the report issue.
/** The report's table rows (and header), as a maintainer reads them. */
function reportTable(): string {
  const body = github.issues().find((i) => i.title === 'Docs insights')?.body ?? ''
  return body
    .split('\n')
    .filter((line) => line.startsWith('| Id | Kind') || /^\| \*\*g\d+\*\* \|/.test(line))
    .join('\n')
}

/** Gap `id` as the report issue remembers it, and its row in the report's table. */
function gapNow(id: string) {
  const body = github.issues().find((i) => i.title === 'Docs insights')?.body
  const row = reportTable()
    .split('\n')
    .find((line) => line.startsWith(`| **${id}** |`))
  return { gap: parseMemory(body).gaps.find((g) => g.id === id), row: row ?? '' }
}

/**
 * `fix` on the report issue for two gaps at once: the step, the job it created, its prompt, and
 * both gaps `fixing`.
 */
async function fixCommand(issue: number, gaps: ReadonlyArray<[id: string, label: string]>) {
  const ids = gaps.map(([id]) => id)
  const title = `Fix ${ids.join(' and ')}`
  const words = `/docs-agent fix ${ids.join(' ')} Keep the page short.`
  const { commentId, event } = comment(issue, words, title)
  const fixed = await step(title, 'issue_comment', event, { ...connection, wait: 'false' }, '1004')
  printOutputs(title, fixed.outputs)
  rule(`${title}: the status comment on the report issue`)
  console.log(indent(statusOf(issue, commentId)))
  // The job the fix command created (an earlier part's jobs are not it).
  const jobId = fixed.outputs['job-id'] || '(none)'
  const job = platform.creations.find((c) => c.jobId === jobId)
  rule(`${title}: the prompt job ${jobId} got (readers' words quoted as data)`)
  console.log(indent(job?.prompt ?? '(no job was created)'))
  rule(`${title}: the report's table, ${ids.join(' and ')} now fixing`)
  console.log(indent(reportTable()))
  rule(`${title}: checks`)
  checkEqual(fixed.code, 0, 'the step exits 0')
  checkEqual(fixed.outputs.outcome, 'sent', 'outcome = sent: the fix command was accepted')
  check(job !== undefined, `the platform created job ${jobId} for them`)
  const prompt = job?.prompt ?? ''
  check(
    gaps.every(([id, label]) => prompt.includes(id) && prompt.includes(label)) &&
      prompt.includes('Keep the page short.'),
    `its prompt names ${ids.join(' and ')}, the readers' words and the maintainer's instructions`,
  )
  check(/readers' words/i.test(prompt), "its prompt says the readers' words are data")
  for (const id of ids) {
    const { gap, row } = gapNow(id)
    check(gap?.state === 'fixing' && gap.job?.id === jobId, `${id} is fixing, with job ${jobId}`)
    check(row.includes('`fixing`'), `the report's table shows ${id} as fixing`)
  }
  return { fixed, commentId, jobId }
}

async function fixLoop(week: Awaited<ReturnType<typeof insights>>): Promise<void> {
  const issue = week.issue?.number ?? 0
  const [[id, label] = ['g1', ''], [other, otherLabel] = ['g2', '']] = [...week.gaps]
  const { fixed, commentId, jobId } = await fixCommand(issue, [
    [id, label],
    [other, otherLabel],
  ])
  const jobsBefore = platform.creations.length

  skew += JOB_WORK_MS + 1_000
  const sweep = await step(
    'Reconcile after the fix',
    'schedule',
    { schedule: '*/15 * * * *' },
    { mode: 'reconcile', ...connection },
    '1005',
  )
  printOutputs('Reconcile after the fix', sweep.outputs)
  rule(`Reconcile after the fix: the report's table, ${id} proposed with the agent's pull request`)
  console.log(indent(reportTable()))
  rule('Reconcile after the fix: checks')
  checkEqual(sweep.code, 0, 'the reconcile step exits 0')
  checkEqual(sweep.outputs.finished, '1', 'finished = 1: it finished the fix command')
  checkCompleted(statusOf(issue, commentId), 'the status comment on the report issue is Completed')
  for (const gapId of [id, other]) {
    const proposed = gapNow(gapId)
    check(
      proposed.gap?.state === 'proposed' &&
        proposed.gap.job?.id === jobId &&
        proposed.gap.job.prLink === AGENT_PR,
      `${gapId} is proposed, with job ${jobId} and the agent's pull request`,
    )
    check(
      proposed.row.includes(`\`proposed\` ([pull request](${AGENT_PR}))`),
      `the report's table shows ${gapId} as proposed, with a link to the pull request`,
    )
  }
  await afterTheMerge({
    id,
    label: label!,
    other,
    jobId,
    jobsBefore,
    codes: [fixed.code, sweep.code],
  })
}

/**
 * A maintainer merges the agent's pull request; two later weeks: most readers stop failing on the
 * first gap's words, a tenth still search them in vain (judged `fixed`: a clear fall to at most
 * half), while the second's fail as often as before (`still seen after the fix`).
 */
async function afterTheMerge(loop: {
  id: string
  label: string
  other: string
  jobId: string
  jobsBefore: number
  codes: Array<number | null>
}): Promise<void> {
  const { id, label, other, jobId } = loop
  const prNumber = Number(AGENT_PR.split('/').pop())
  github.addIssue({ number: prNumber, isPullRequest: true, title: 'Docs: answer the readers' })
  // The story's clock: the demo cannot wait for weeks to pass, so its weeks lie in the past (all
  // ended by today), and the merge is dated between the weeks before and the weeks after it.
  const story = storyWeeks(new Date())
  const mergedAt = story.merged
  github.setPullRequestMerge({ number: prNumber }, { state: 'closed', mergedAt })
  console.log(
    `\n  The maintainer merges the agent's pull request ${AGENT_PR}; the story dates the merge ${mergedAt.slice(0, 10)}, after its two weeks before and before its two weeks after.`,
  )
  const before = github.requests.filter((r) => r.route === 'pullRequest').length
  const reads = () => github.requests.filter((r) => r.route === 'pullRequest').length - before
  // Two weeks wholly after the merge: the docs now answer most of `label`'s readers, none of the
  // other gap's.
  const [week1, week2] = story.after
  seedInsights(platform, 'second week', [label], week1)
  const first = await insightsWeek(week1.from, week1.to, 'Insights, a week after the merge', false)
  const readsAfterFirst = reads()
  seedInsights(platform, 'second week', [label], week2)
  const second = await insightsWeek(
    week2.from,
    week2.to,
    'Insights, two weeks after the merge',
    false,
  )
  const body = github.issues().find((i) => i.title === 'Docs insights')?.body ?? ''
  const fixes = fixesSection(body)
  rule(`Insights, two weeks after the merge: the report's table (${id} still found, and fixed)`)
  console.log(indent(reportTable()))
  rule('Insights, two weeks after the merge: the Fixes section of the report issue')
  console.log(indent(fixes))
  console.log(`\n  exit codes ${[...loop.codes, first.run.code, second.run.code].join(', ')}`)
  rule('Insights after the merge: checks')
  check(first.run.code === 0 && second.run.code === 0, 'both steps exit 0')
  check(
    story.after.every(
      (w) => w.from >= mergedAt.slice(0, 10) && w.to <= new Date().toISOString().slice(0, 10),
    ),
    "both weeks lie wholly after the merge and end on or before the run's day",
  )
  const fixedGap = gapNow(id).gap
  check(
    fixedGap?.effect?.pr === 'merged' && fixedGap.effect.mergedAt === mergedAt,
    `the merge of ${AGENT_PR} is read from GitHub`,
  )
  checkEqual(readsAfterFirst, 2, 'one GitHub read per handed-over gap for its pull request...')
  checkEqual(reads(), 2, '...and none after it is known merged')
  checkEqual(first.run.outputs.fixed, id, `fixed = ${id} a week after the merge: judged fixed`)
  checkEqual(
    second.run.outputs.fixed,
    '',
    'fixed is empty the week after: judged once, listed once',
  )
  check(
    fixedGap?.state === 'fixed' && fixedGap.job?.id === jobId,
    `${id} is fixed, keeps job ${jobId}, and is no longer a gap to fix`,
  )
  const fixedRow = gapNow(id).row
  check(
    /`fixed` \(\[pull request\]\(.*\), −\d+ %\) \|$/.test(fixedRow),
    `${id} is still found (some of its readers still fail) and the report's table says fixed, with its fall`,
  )
  check(
    new RegExp(
      `^\\| ${id} \\| searches for \`${label}\` with no click \\|.*\\| [▁▂▃▄▅▆▇█]+ \\| ✅ fixed \\|$`,
      'm',
    ).test(fixes),
    `the Fixes table shows ${id} fixed, with its rates and a sparkline`,
  )
  check(
    gapNow(other).gap?.state === 'still-seen' &&
      gapNow(other).row.includes('`still seen after the fix`') &&
      /\| ⚠️ still seen after the fix \|/.test(fixes),
    `${other} is still seen after the fix, in the report's table and the Fixes section alike`,
  )
  check(
    fixes.includes('**pull requests merged:** 1') &&
      fixes.includes('**judged fixed:** 1') &&
      fixes.includes('**still seen after the fix:** 1'),
    "the Fixes section keeps the loop's record",
  )
  check(
    new RegExp(
      `- \\*\\*${id}\\*\\* ✅ fixed: .*/day before, .*/day after \\(−\\d+ %, 2 windows each\\)`,
    ).test(fixes),
    'its verdict shows the rates before and after',
  )
  const charts = [...fixes.matchAll(/^```mermaid\nxychart-beta\n[\s\S]*?^```$/gm)]
  checkEqual(charts.length, 2, 'a Mermaid xychart-beta chart for each judged gap')
  check(second.run.summary.includes('### Fixes'), 'the job summary shows the Fixes section too')
  checkEqual(platform.creations.length, loop.jobsBefore, 'no job was created since the fix command')
}

// ── Insights with the docs checkout: which pages cover each gap; an acronym the docs spell out.
/** A docs checkout of four pages (front matter as a docs site writes it); returns its folder. */
function docsCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'demo-docs-'))
  const pages: Array<[path: string, title: string, more: string]> = [
    ['settings/sso', 'Single sign-on (SSO)', 'keywords: [SAML, Okta]'],
    ['webhooks/verify', 'Verify webhook signatures', 'description: Check that a delivery is ours'],
    ['api/limits', 'Rate limits', 'description: Requests per minute, per key'],
    ['guides/migrating-to-v2', 'Migrating from v1 to v2', 'description: What changed in v2'],
  ]
  const groups = [...new Set(pages.map(([path]) => path.split('/')[0]!))].map((group) => ({
    group,
    pages: pages.map(([path]) => path).filter((path) => path.startsWith(`${group}/`)),
  }))
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ navigation: { groups } }))
  for (const [path, title, more] of pages) {
    mkdirSync(join(root, path.split('/')[0]!), { recursive: true })
    writeFileSync(join(root, `${path}.mdx`), `---\ntitle: ${title}\n${more}\n---\n# ${title}\n`)
  }
  return root
}

async function docsPath(): Promise<void> {
  const window = storyWeeks(new Date()).after[1]
  seedDocsWeek(platform, window)
  const title = 'Insights with the docs checkout (docs-path)'
  const docs = docsCheckout()
  const run = await step(
    title,
    'workflow_dispatch',
    {},
    {
      mode: 'insights',
      ...connection,
      'date-from': window.from,
      'date-to': window.to,
      'docs-path': docs,
      'report-issue': 'none',
      'output-file': 'gaps-docs.json',
    },
  )
  rmSync(docs, { recursive: true, force: true })
  rule(`${title}: what the log says of the docs`)
  const docsLines = run.stdout
    .split('\n')
    .filter((line) => /\bdocs\b/i.test(line) && !line.startsWith('::'))
  console.log(indent(docsLines.join('\n')))
  const { records } = JSON.parse(readFileSync(join(run.workDir, 'gaps-docs.json'), 'utf8')) as {
    records: Array<{
      id: string
      key: string
      label: string
      coveredBy: { path: string }[] | null
      evidence: { questions?: { text: string; count: number }[] }
    }>
  }
  rule(`${title}: each gap and the pages that cover its words`)
  for (const r of records) {
    const label = r.label.length > 46 ? `${r.label.slice(0, 45)}…` : r.label
    const pages = r.coveredBy?.length ? r.coveredBy.map((p) => p.path).join(', ') : 'no page'
    console.log(`  ${r.id.padEnd(4)} ${label.padEnd(47)} ${pages}`)
  }
  rule(`${title}: checks`)
  checkEqual(run.code, 0, 'the step exits 0')
  check(
    run.stdout.includes('The docs spell out 1 acronym (SSO = single sign on)'),
    'the log names the acronym the docs spell out: SSO = single sign on',
  )
  const gapOf = (question: string) =>
    records.find((r) => r.evidence.questions?.some((q) => q.text === question))
  check(
    SINGLE_SIGN_ON.every((q) => gapOf(q)?.evidence.questions?.some((a) => /\bsso\b/i.test(a.text))),
    'each question asked in words ("single sign-on") is in a gap of questions asked by the acronym ("SSO")',
  )
  checkEqual(
    SINGLE_SIGN_ON.map((q) =>
      gapOf(q)
        ?.coveredBy?.map((p) => p.path)
        .join(),
    ).join(),
    'settings/sso,settings/sso',
    'those gaps are covered by settings/sso',
  )
  const search = (term: string) => records.find((r) => r.key === `search:${term}`)
  checkEqual(
    search('signatur webhook')
      ?.coveredBy?.map((p) => p.path)
      .join(),
    'webhooks/verify',
    'the search gap "webhook signature" is covered by webhooks/verify (readers do not find it)',
  )
  checkEqual(
    search('option retri')?.coveredBy?.length,
    0,
    'no page covers "retry options" (the content is missing)',
  )
  checkEqual(
    ['is there a safe way to rotate an api key', 'How often are failed webhook deliveries retried?']
      .map((q) => gapOf(q)?.coveredBy?.length)
      .join(),
    '0,0',
    'one word in common is no cover: rotating API keys is not on "Rate limits" (per key), nor are webhook retries on "Verify webhook signatures"',
  )
}

/** The "Fixes" section of a report issue's body. */
function fixesSection(body: string): string {
  const start = body.indexOf('### Fixes')
  if (start < 0) return ''
  const rest = body.slice(start)
  const end = rest.search(
    /\n(\*\*How to act|\*\*Seen again|\*\*Handed to the agent, not seen|<sub>)/,
  )
  return end < 0 ? rest : rest.slice(0, end)
}

try {
  await messageCommands()
  await handOver()
  await visitors()
  await fixLoop(await insights())
  await docsPath()
} finally {
  await platform.close()
  await github.close()
}
// A step that failed: its whole output, to see why.
for (const r of runs.filter((run) => run.code !== 0)) console.error(`\n${r.stdout}\n${r.stderr}`)
process.exitCode = reportChecks()
