/**
 * End to end, in-process on virtual time (helpers/in-process-step.ts; e2e-fix-loop runs these
 * modes through dist/index.js): the report issue survives its maintainers
 * (interface 1.3). A maintainer dismisses a gap, then closes the report: the next insights run
 * reopens it with its memory (the ids kept, the gap still dismissed), and `fix` on it while it was
 * closed was refused. A maintainer deletes the memory marker by hand: no second issue, the ids
 * kept, and the report says what was lost.
 */
import { describe, expect, it } from 'vitest'
import { parseMemory } from '../src/insights-memory/memory-marker.ts'
import { issueCommentEvent } from './helpers/action-runner.ts'
import { useE2e } from './helpers/e2e.ts'

const e2e = useE2e({ githubScope: 'per-test', runner: 'in-process' })
const { step, inputs } = e2e
const TITLE = 'Docs insights'

function seed(): void {
  const at = '2026-11-20T10:00:00Z'
  e2e.platform.setSearches(
    ['retry options', 'webhook secret', 'rate limits'].map((searchQuery, i) => ({
      searchQuery,
      hits: 40 - i * 5,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: at,
    })),
  )
  e2e.platform.setFeedback([])
  e2e.platform.setFeedbackByPage([])
  e2e.platform.setConversations([])
  e2e.github.setPermission('alice', 'write')
}

const insights = () =>
  step({
    inputs: inputs({ mode: 'insights' }),
    eventName: 'schedule',
    event: { schedule: '0 7 * * 1' },
    apiUrl: e2e.github.url,
  })

const reports = () => e2e.github.issues().filter((i) => i.title === TITLE)

function only() {
  const open = reports().filter((i) => i.state === 'open')
  expect(open).toHaveLength(1)
  return open[0]!
}

const ids = (body: string) => Object.fromEntries(parseMemory(body).gaps.map((g) => [g.key, g.id]))
const stateOf = (body: string, id: string) => parseMemory(body).gaps.find((g) => g.id === id)?.state

/** A maintainer's comment on issue #`issue`, and the message-mode step it starts. */
async function command(issue: number, body: string, commentId: number) {
  e2e.github.addComment(issue, { body, login: 'alice' })
  return step({
    inputs: inputs({ wait: 'false' }),
    eventName: 'issue_comment',
    event: issueCommentEvent({ body, commentId, issueNumber: issue }),
    apiUrl: e2e.github.url,
    runId: '9101',
  })
}

/** The report issue edited (or closed) by hand, as a maintainer would. */
async function edit(issue: number, fields: { body?: string; state?: 'closed' }) {
  const response = await fetch(`${e2e.github.url}/repos/acme/docs/issues/${issue}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${e2e.github.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  })
  expect(response.status).toBe(200)
}

describe('the report issue survives its maintainers', () => {
  it('closed by a maintainer: fix refused meanwhile, then reopened with its memory', async () => {
    seed()
    expect((await insights()).code).toBe(0)
    const issue = only().number
    const dismissed = await command(issue, '/docs-agent dismiss g2 not a docs problem', 7201)
    expect(dismissed.code, dismissed.stdout).toBe(0)
    const before = ids(only().body)
    expect(stateOf(only().body, 'g2')).toBe('dismissed')

    await edit(issue, { state: 'closed' })
    const refused = await command(issue, '/docs-agent fix g1', 7202)
    expect(refused.outputs.outcome).toBe('rejected')
    expect(e2e.github.comments(issue).at(-1)?.body).toMatch(/this report issue is closed/)
    expect(e2e.platform.creations).toHaveLength(0)

    const again = await insights()
    expect(again.code, again.stdout + again.stderr).toBe(0)
    expect(again.outputs['new-gaps']).toBe('0')
    expect(reports()).toHaveLength(1)
    expect(only().number).toBe(issue)
    expect(ids(only().body)).toEqual(before)
    expect(stateOf(only().body, 'g2')).toBe('dismissed')
  })

  it('memory marker deleted by hand: no second issue, ids kept, the loss said', async () => {
    seed()
    expect((await insights()).code).toBe(0)
    const issue = only()
    const before = ids(issue.body)
    const body = issue.body.replace(/^<!-- docs-agent-memory v1 .*$/m, '')
    await edit(issue.number, { body })
    const again = await insights()
    expect(again.code, again.stdout + again.stderr).toBe(0)
    expect(again.outputs['new-gaps']).toBe('0')
    expect(reports()).toHaveLength(1)
    expect(ids(only().body)).toEqual(before)
    expect(only().body).toMatch(/memory marker of this issue was deleted by an edit/)
    expect(again.stdout).toMatch(/rebuilt from the table/)
  })
})
