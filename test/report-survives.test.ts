/**
 * The report issue survives its maintainers (interface 1.3), in-process: runInsights and the
 * message flow with the real clients against the emulators. A closed report is reopened with its
 * memory; a report marker or memory marker cut or deleted by hand never makes a second issue, and
 * the memory is rebuilt from the table (the report says what was lost); `fix` and `dismiss` on a
 * closed report are refused, pointing to the open one.
 */
import { describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { createPlatformClient } from '../src/adapters/platform/client.ts'
import { readDocsSite } from '../src/adapters/docs-site.ts'
import { openRecordsFile } from '../src/adapters/records-file.ts'
import { dismissInReport } from '../src/fix-loop/store.ts'
import { runInsights } from '../src/flows/insights/run.ts'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import { gapsOfTable, readMemoryOf } from '../src/insights-memory/rebuild.ts'
import type { SearchData } from './emulators/platform.ts'
import { issueCommentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'
import { runContext, VirtualClock } from './helpers/fakes.ts'
import { runMessageInProcess } from './helpers/in-process-message.ts'
import { settingsOf } from './helpers/settings.ts'

const START = Date.UTC(2026, 10, 22, 10, 0, 0)
const clock = new VirtualClock(START)
const e2e = useE2e({ platform: { now: () => clock.now() }, githubScope: 'per-test' })
const TITLE = 'Docs insights'
const TERMS = ['retry options', 'webhook secret', 'rate limits']

function seed(): void {
  clock.t = START
  const rows: SearchData[] = TERMS.map((term, i) => ({
    searchQuery: term,
    hits: 100 - i * 10,
    ctr: 0,
    topClickedPage: null,
    lastSearchedAt: '2026-11-20T10:00:00Z',
  }))
  e2e.platform.setSearches(rows)
  e2e.platform.setFeedback([])
  e2e.platform.setFeedbackByPage([])
  e2e.platform.setConversations([])
}

const silent = { info: () => {}, warning: () => {}, debug: () => {} }

function github() {
  return createGitHubClient({
    token: e2e.github.token,
    apiUrl: e2e.github.url,
    repo: { owner: 'acme', repo: 'docs' },
    msPerSecond: 1,
  })
}

async function insights() {
  const inputs = e2e.inputs({ mode: 'insights' })
  const now = new Date(clock.now())
  const settings = settingsOf('insights', (name) => inputs[name] ?? '', now)
  const context = runContext({ eventName: 'schedule', runId: '500', apiUrl: e2e.github.url })
  const platform = createPlatformClient(
    { apiKey: inputs['api-key']!, projectId: inputs['project-id']!, baseUrl: inputs['base-url']! },
    { clock, random: () => 0.5, secrets: [] },
  )
  const logs: string[] = []
  const log = { ...silent, warning: (m: string) => void logs.push(m) }
  const result = await runInsights({
    settings: settings.insights,
    platform,
    github: github(),
    readDocsSite,
    openRecordsFile,
    log,
    signal: new AbortController().signal,
    now,
    context,
  })
  return { result, logs }
}

const reports = () => e2e.github.issues().filter((i) => i.title === TITLE)
const openReports = () => reports().filter((i) => i.state === 'open')

function only() {
  const open = openReports()
  expect(open).toHaveLength(1)
  return open[0]!
}

/** Key → id of the gaps the report issue's memory holds. */
function ids(body: string): Record<string, string> {
  return Object.fromEntries(parseMemory(body).gaps.map((g) => [g.key, g.id]))
}

/** A first run, and `g2` dismissed by a maintainer. */
async function reportWithDismissal() {
  seed()
  expect((await insights()).result.failure).toBeNull()
  const issue = only()
  await dismissInReport(github(), issue.number, 'g2', {
    by: 'alice',
    why: 'not a docs problem',
    at: '2026-11-22T11:00:00.000Z',
  })
  const body = only().body
  expect(parseMemory(body).gaps.find((g) => g.id === 'g2')?.state).toBe('dismissed')
  return { number: issue.number, ids: ids(body) }
}

const MEMORY_LINE = /^<!-- docs-agent-memory v1 .*$/m

describe('the report issue survives its maintainers (1.3)', () => {
  it('a closed report is reopened with its memory: ids kept, a dismissed gap stays dismissed', async () => {
    const before = await reportWithDismissal()
    await github().updateIssue(before.number, { state: 'closed' })
    clock.t += 7 * 86_400_000
    const { result } = await insights()
    expect(result.failure).toBeNull()
    expect(reports()).toHaveLength(1)
    const issue = only()
    expect(issue.number).toBe(before.number)
    expect(ids(issue.body)).toEqual(before.ids)
    expect(result.newGaps).toBe(0)
    expect(parseMemory(issue.body).gaps.find((g) => g.id === 'g2')?.state).toBe('dismissed')
    expect(issue.body).toMatch(/Seen again but dismissed.*\*\*g2\*\*/)
  })

  it('a memory marker deleted after a run listed a dismissed gap beside the table: it stays dismissed', async () => {
    const before = await reportWithDismissal()
    await insights()
    expect(only().body).toMatch(/Seen again but dismissed.*\*\*g2\*\*/)
    await github().updateIssue(before.number, { body: only().body.replace(MEMORY_LINE, '') })
    const { result } = await insights()
    expect(result.newGaps).toBe(0)
    expect(reports()).toHaveLength(1)
    expect(ids(only().body)).toEqual(before.ids)
    expect(parseMemory(only().body).gaps.find((g) => g.id === 'g2')?.state).toBe('dismissed')
  })

  it('a memory marker deleted by hand: no second issue, ids and the dismissal kept, the loss said', async () => {
    const before = await reportWithDismissal()
    const cut = only().body.replace(MEMORY_LINE, '')
    await github().updateIssue(before.number, { body: cut })
    const { result, logs } = await insights()
    expect(result.failure).toBeNull()
    expect(reports()).toHaveLength(1)
    const body = only().body
    expect(ids(body)).toEqual(before.ids)
    expect(result.newGaps).toBe(0)
    expect(parseMemory(body).gaps.find((g) => g.id === 'g2')?.state).toBe('dismissed')
    expect(body).toMatch(/memory marker of this issue was deleted by an edit; it was rebuilt/)
    expect(body).toMatch(/ids and states kept/)
    expect(logs.join('\n')).toMatch(/rebuilt from the table/)
  })

  it('both markers deleted by hand: found by its title and identity, no second issue', async () => {
    const before = await reportWithDismissal()
    const bare = only()
      .body.split('\n')
      .filter((line) => !line.startsWith('<!-- docs-agent'))
      .join('\n')
    await github().updateIssue(before.number, { body: bare })
    const { result } = await insights()
    expect(result.failure).toBeNull()
    expect(reports()).toHaveLength(1)
    expect(ids(only().body)).toEqual(before.ids)
  })

  it('a memory marker cut in half is rebuilt from the table, and the report says so', async () => {
    const before = await reportWithDismissal()
    const body = only().body
    const line = MEMORY_LINE.exec(body)![0]
    await github().updateIssue(before.number, {
      body: body.replace(line, line.slice(0, line.length / 2)),
    })
    const { result } = await insights()
    expect(result.failure).toBeNull()
    expect(reports()).toHaveLength(1)
    const after = only().body
    expect(after).toMatch(/memory marker of this issue was cut by an edit; it was rebuilt/)
    expect(ids(after)).toEqual(before.ids)
    expect(parseMemory(after).nextId).toBe(4)
    // The next run reads the marker again: the sentence goes.
    await insights()
    expect(only().body).not.toMatch(/rebuilt from the table/)
  })

  it('a closed report without its markers, beside nothing open: reopened, never a second open issue', async () => {
    const before = await reportWithDismissal()
    const bare = only().body.replace(MEMORY_LINE, '')
    await github().updateIssue(before.number, { body: bare, state: 'closed' })
    await insights()
    await insights()
    expect(reports()).toHaveLength(1)
    expect(only().number).toBe(before.number)
    expect(ids(only().body)).toEqual(before.ids)
  })

  it('of two open report issues (an older version made them), the newest is written, the other closed', async () => {
    seed()
    await insights()
    const first = only()
    e2e.github.addIssue({
      number: first.number + 1,
      title: TITLE,
      body: first.body,
      isPullRequest: false,
      login: e2e.github.selfLogin,
    })
    e2e.github.addIssue({ number: first.number + 2, title: TITLE, isPullRequest: false, body: 'x' })
    const { result, logs } = await insights()
    expect(result.reportUrl).toMatch(new RegExp(`/issues/${first.number + 1}$`))
    expect(reports()).toHaveLength(3)
    // Ours: the one written stays open; an issue of that title by someone else is not ours to close.
    const ours = openReports().filter((i) => i.login === e2e.github.selfLogin)
    expect(ours.map((i) => i.number)).toEqual([first.number + 1])
    expect(e2e.github.comments(first.number).at(-1)?.body).toContain(`#${first.number + 1}`)
    expect(logs.join('\n')).toMatch(/a second open report issue/)
  })

  it('fix on a closed report is refused, pointing to the open one (or to the next run)', async () => {
    seed()
    await insights()
    const old = only()
    await github().updateIssue(old.number, { state: 'closed' })
    e2e.github.setPermission('alice', 'write')
    const comment = async (commentId: number) => {
      const body = '/docs-agent fix g1'
      e2e.github.addComment(old.number, { body, login: 'alice' })
      const event = issueCommentEvent({ body, commentId, issueNumber: old.number })
      const run = await runMessageInProcess(e2e, clock, {
        eventName: 'issue_comment',
        event,
        extra: { wait: 'false' },
      })
      return { run, said: e2e.github.comments(old.number).at(-1)!.body }
    }
    const alone = await comment(8001)
    expect(alone.run.report.outcome).toBe('rejected')
    expect(alone.said).toMatch(/this report issue is closed/)
    expect(alone.said).toMatch(/next insights run reopens it/)
    expect(e2e.platform.creations).toHaveLength(0)

    e2e.github.addIssue({
      number: old.number + 5,
      title: TITLE,
      body: old.body,
      isPullRequest: false,
      login: e2e.github.selfLogin,
    })
    const pointed = await comment(8002)
    expect(pointed.run.report.outcome).toBe('rejected')
    expect(pointed.said).toContain(`the open report issue is #${old.number + 5}`)
    expect(e2e.platform.creations).toHaveLength(0)
  })
})

describe('the memory rebuilt from the table', () => {
  const row = (id: string, kind: string, words: string, state: string) =>
    `| **${id}** | ${kind} | 40 searches, no click | ${words} | 2026-11-01 | 3 | ${state} |`

  it('reads ids, kinds, states, first-seen days and runs; the counter above every id', () => {
    const body = [
      '| Id | Kind | … |',
      row('g3', 'search', '`retry \\| options`', '`fixing` (job `job_1`, `running`)'),
      row('g7', 'page', '`/api/auth`', '`still seen after the fix` (job `j`, no pull request)'),
      row('g9', 'question', '`how do I`', '`dismissed`'),
      row('g4', 'nonsense', 'x', '`open`'),
      '| **g5** | search | too | few |',
    ].join('\n')
    const { memory, rebuilt } = readMemoryOf(body, '2026-11-22')
    expect(rebuilt).toMatch(/was deleted by an edit/)
    expect(memory.nextId).toBe(10)
    expect(memory.gaps.map((g) => [g.id, g.kind, g.state, g.firstSeen, g.runs])).toEqual([
      ['g3', 'search', 'fixing', '2026-11-01', 3],
      ['g7', 'page', 'still-seen', '2026-11-01', 3],
      ['g9', 'question', 'dismissed', '2026-11-01', 3],
    ])
    expect(memory.gaps[2]?.dismissed).toBeDefined()
    expect(gapsOfTable('no table')).toEqual([])
  })
})
