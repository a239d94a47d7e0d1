/** The post step, in process: it finishes a status comment the main step left unfinished. */
import { describe, expect, it } from 'vitest'
import { finishPending, type PostDeps } from '../src/post.ts'
import { readMarker } from '../src/marker.ts'
import type { PendingStatus } from '../src/flows/message/report.ts'
import { creating, sendAnswered, sending } from '../src/status/sending.ts'
import { jobChosen, startRun, type RunState } from '../src/status/state.ts'
import { markerOf, statusView } from '../src/status/views.ts'
import { GitHubError } from '../src/ports/github-errors.ts'
import { FakeGitHub } from './helpers/fakes.ts'

const TOKEN = 'ghs_posttesttoken1234567890'
const API_KEY = 'mint_posttest_key_123456'

const start = (triggerKey: string): RunState =>
  startRun({
    triggerKey,
    trigger: 'issue_comment',
    actor: 'alice',
    command: '/docs-agent',
    prompt: 'add an example',
    shownPrompt: 'add an example',
    word: null,
    source: null,
    runId: '42',
    runUrl: 'https://github.com/acme/docs/actions/runs/42',
    startedAt: 1_000,
    earlier: null,
  })

const STATES = {
  'sent, answer pending': sending(
    jobChosen(start('comment-900'), 'job_1'),
    'add an example',
    2_000,
  ),
  'sent and confirmed': sendAnswered(
    sending(jobChosen(start('comment-900'), 'job_1'), 'add an example', 2_000),
    { kind: 'sent', job: null },
    2_100,
  ),
  'never sent': jobChosen(start('comment-900'), 'job_1'),
  'creating a job': creating(start('comment-900'), 'add an example', 2_000),
}

/** A fake GitHub holding the run's status comment as the main step last wrote it. */
async function setup(state: RunState, options: { noState?: boolean } = {}) {
  const github = new FakeGitHub()
  const comment = await github.createComment(7, 'working…')
  github.writes = 0
  const pending: PendingStatus = {
    issueNumber: 7,
    commentId: comment.id,
    view: statusView(state),
    marker: markerOf(state),
  }
  const logs: string[] = []
  const masked: string[] = []
  const built: unknown[] = []
  const inputs: Record<string, string> = { 'github-token': ` ${TOKEN} `, 'api-key': API_KEY }
  const deps: PostDeps = {
    pending: options.noState ? '' : JSON.stringify(pending),
    input: (name) => inputs[name] ?? '',
    env: { GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '42' },
    github: (o) => {
      built.push(o)
      return github
    },
    log: { info: (m) => logs.push(m), warning: (m) => logs.push(`warning: ${m}`) },
    setSecret: (s) => masked.push(s),
  }
  return { github, deps, logs, masked, built, commentId: comment.id }
}

describe('post step', () => {
  it('does nothing when the main step finished its comment', async () => {
    const t = await setup(STATES['sent, answer pending'], { noState: true })
    await finishPending(t.deps)
    expect(t.built).toEqual([])
    expect(t.github.requestCount).toBe(1) // the setup's own create
    expect(t.github.body(7)).toBe('working…')
  })

  it.each([
    ['sent, answer pending', 'was possibly sent;', true],
    ['sent and confirmed', 'was sent;', false],
    ['never sent', 'before the message was sent', false],
    ['creating a job', 'while a job was being created: a job may have been created', false],
  ] as const)('marks the comment cancelled: %s', async (name, says, maybeSent) => {
    const t = await setup(STATES[name])
    await finishPending(t.deps)
    const body = t.github.body(7)
    expect(body).toContain('stopped before it finished')
    expect(body.toLowerCase()).toContain(says.toLowerCase())
    expect(readMarker(body)).toMatchObject({ kind: 'status', outcome: 'cancelled' })
    expect(body.includes('possibly sent')).toBe(maybeSent)
    expect(t.github.reactions).toEqual([[900, 'confused']])
    expect(t.logs.at(-1)).toMatch(/as cancelled/)
  })

  it('builds its client from the token and the runner environment, and masks the secrets', async () => {
    const t = await setup(STATES['sent, answer pending'])
    await finishPending(t.deps)
    expect(t.built).toEqual([
      {
        token: TOKEN,
        apiUrl: 'https://api.github.com',
        repo: { owner: 'acme', repo: 'docs' },
        secrets: [TOKEN, API_KEY],
      },
    ])
    expect(t.masked).toEqual([TOKEN, API_KEY])
  })

  it.each([
    ['review-comment-900', [[900, 'confused']], ['review-comment']],
    ['review-900', [], []],
    ['run-42', [], []],
  ] as const)('puts the reaction where the trigger %s takes one', async (key, reactions, kinds) => {
    const t = await setup(sending(jobChosen(start(key), 'job_1'), 'x', 2_000))
    await finishPending(t.deps)
    expect(t.github.reactions).toEqual(reactions)
    expect(t.github.reactionKinds).toEqual(kinds)
  })

  it('only warns, with the secrets redacted, when GitHub refuses the edit', async () => {
    const t = await setup(STATES['sent, answer pending'])
    t.github.updateComment = () => Promise.reject(new GitHubError(`bad token ${TOKEN}`, 401))
    await expect(finishPending(t.deps)).resolves.toBeUndefined()
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatch(/^warning: Could not finish the status comment/)
    expect(t.logs[0]).not.toContain(TOKEN)
    expect(t.github.reactions).toEqual([])
  })

  it('only warns when the saved state is not JSON', async () => {
    const t = await setup(STATES['never sent'])
    await finishPending({ ...t.deps, pending: '{not json' })
    expect(t.logs[0]).toMatch(/^warning: Could not finish the status comment/)
    expect(t.github.body(7)).toBe('working…')
  })
})
