import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ActionError } from '../src/errors.ts'
import { loadEvent, readRunContext, readTrigger } from '../src/event.ts'
import { commentEvent, issueCommentEvent } from './helpers/action-runner.ts'
import { WEBHOOK_SOURCES, webhookExamples, type Payload } from './helpers/webhook-examples.ts'

// GitHub's own example payloads, for github.com and several GHES versions.
function examples(event: string): Array<[string, Payload]> {
  return WEBHOOK_SOURCES.flatMap((source) =>
    webhookExamples(source, event).map((payload, i): [string, Payload] => [
      `${source} #${i} ${String(payload.action ?? '')}`,
      payload,
    ]),
  )
}

/**
 * The examples hold no comment on a pull request; GitHub sends the same payload with a
 * `pull_request` object on the issue, which is what this adds.
 */
function onPullRequest(payload: Payload): Payload {
  const copy = structuredClone(payload)
  const issue = copy.issue as Payload
  issue.pull_request = {
    url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/1',
    html_url: 'https://github.com/Codertocat/Hello-World/pull/1',
    diff_url: 'https://github.com/Codertocat/Hello-World/pull/1.diff',
    patch_url: 'https://github.com/Codertocat/Hello-World/pull/1.patch',
    merged_at: null,
  }
  return copy
}

const COMMENT_EXAMPLES = examples('issue_comment')

function expectActionError(run: () => unknown, message: RegExp): void {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toMatch(message)
    return
  }
  throw new Error('no error thrown')
}

describe('readRunContext', () => {
  it('reads the runner environment', () => {
    const context = readRunContext({
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_REPOSITORY: 'octo-org/docs.site',
      GITHUB_RUN_ID: '1234567890',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_SERVER_URL: 'https://ghe.example.com/',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
      GITHUB_ACTOR: 'octocat',
      GITHUB_WORKFLOW: 'Docs agent',
    })
    expect(context).toEqual({
      eventName: 'issue_comment',
      repo: { owner: 'octo-org', repo: 'docs.site' },
      runId: '1234567890',
      runAttempt: 2,
      serverUrl: 'https://ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      runUrl: 'https://ghe.example.com/octo-org/docs.site/actions/runs/1234567890',
      actor: 'octocat',
      workflow: 'Docs agent',
    })
  })

  it('defaults to github.com and a first attempt', () => {
    const context = readRunContext({ GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '7' })
    expect(context).toMatchObject({
      eventName: '',
      runAttempt: 1,
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      runUrl: 'https://github.com/o/r/actions/runs/7',
      actor: '',
      workflow: '',
    })
  })

  it('uses run id 0 on a local run without one', () => {
    expect(readRunContext({ GITHUB_REPOSITORY: 'o/r' }).runId).toBe('0')
  })

  it.each([
    [undefined, /GITHUB_REPOSITORY is not set/],
    ['', /GITHUB_REPOSITORY is not set/],
    ['octocat', /'owner\/repo' \(got 'octocat'\)/],
    ['a/b/c', /'owner\/repo'/],
    ['/repo', /'owner\/repo'/],
    ['owner/', /'owner\/repo'/],
    ['own er/repo', /'owner\/repo'/],
  ])('refuses GITHUB_REPOSITORY %j', (value, message) => {
    expectActionError(() => readRunContext({ GITHUB_REPOSITORY: value }), message)
  })

  it.each([
    [{ GITHUB_RUN_ID: 'abc' }, /GITHUB_RUN_ID/],
    [{ GITHUB_RUN_ATTEMPT: '0' }, /GITHUB_RUN_ATTEMPT/],
    [{ GITHUB_RUN_ATTEMPT: 'two' }, /GITHUB_RUN_ATTEMPT/],
  ])('refuses %j', (env, message) => {
    expectActionError(() => readRunContext({ GITHUB_REPOSITORY: 'o/r', ...env }), message)
  })
})

describe('readTrigger: issue_comment', () => {
  it('finds real examples of every action', () => {
    const actions = new Set(COMMENT_EXAMPLES.map(([, p]) => p.action))
    expect(actions).toEqual(new Set(['created', 'edited', 'deleted']))
  })

  it.each(COMMENT_EXAMPLES)('reads the example %s on an issue', (_name, payload) => {
    const issue = payload.issue as Payload
    const comment = payload.comment as Payload
    const user = comment.user as Payload
    expect(readTrigger('issue_comment', payload)).toEqual({
      kind: 'comment',
      source: 'issue_comment',
      action: payload.action,
      issueNumber: issue.number,
      isPullRequest: false,
      subject: {
        number: issue.number,
        isPullRequest: false,
        url: issue.html_url,
        title: issue.title,
        baseRef: null,
        headRef: null,
      },
      review: null,
      comment: {
        id: comment.id,
        body: comment.body,
        htmlUrl: comment.html_url,
        userLogin: user.login,
        userType: user.type,
      },
    })
  })

  it.each(COMMENT_EXAMPLES)('reads the example %s on a pull request', (_name, payload) => {
    const trigger = readTrigger('issue_comment', onPullRequest(payload))
    expect(trigger).toMatchObject({ kind: 'comment', isPullRequest: true, issueNumber: 1 })
  })

  it('reads the example body exactly', () => {
    const [, payload] = COMMENT_EXAMPLES[0] ?? ['', {}]
    const trigger = readTrigger('issue_comment', payload)
    expect(trigger.kind === 'comment' && trigger.comment.body).toBe(
      "You are totally right! I'll get this fixed right away.",
    )
  })

  const base = (): Payload => structuredClone(COMMENT_EXAMPLES[0]?.[1] ?? {})

  it('reads a bot comment', () => {
    const payload = base()
    ;(payload.comment as Payload).user = { login: 'renovate[bot]', type: 'Bot' }
    expect(readTrigger('issue_comment', payload)).toMatchObject({
      comment: { userLogin: 'renovate[bot]', userType: 'Bot' },
    })
  })

  it('reads a null body as empty and a missing user type as User', () => {
    const payload = base()
    const comment = payload.comment as Payload
    comment.body = null
    comment.user = { login: 'octocat' }
    delete comment.html_url
    expect(readTrigger('issue_comment', payload)).toMatchObject({
      comment: { body: '', userType: 'User', htmlUrl: '' },
    })
  })

  it('does not take a null pull_request for a pull request', () => {
    const payload = base()
    ;(payload.issue as Payload).pull_request = null
    expect(readTrigger('issue_comment', payload)).toMatchObject({ isPullRequest: false })
  })

  it("the tests' comment events have GitHub's shape: issue.pull_request only on a pull request", () => {
    const [example] = COMMENT_EXAMPLES.map(([, payload]) => payload)
    const shape = (payload: unknown) => {
      const { issue, comment } = payload as { issue: Payload; comment: Payload }
      return {
        hasPullRequest: Object.hasOwn(issue, 'pull_request'),
        issuePath: new URL(String(issue.html_url)).pathname.split('/')[3],
        commentPath: new URL(String(comment.html_url)).pathname.split('/')[3],
      }
    }
    const onIssue = issueCommentEvent({ body: 'hi', issueNumber: 9 })
    expect(shape(onIssue)).toEqual(shape(example))
    expect(shape(commentEvent({ body: 'hi', issueNumber: 9, onPullRequest: false }))).toEqual(
      shape(example),
    )
    expect(shape(commentEvent({ body: 'hi', issueNumber: 9 }))).toEqual({
      hasPullRequest: true,
      issuePath: 'pull',
      commentPath: 'pull',
    })
    expect(readTrigger('issue_comment', onIssue)).toMatchObject({ isPullRequest: false })
    expect(readTrigger('issue_comment', commentEvent({ body: 'hi' }))).toMatchObject({
      isPullRequest: true,
    })
  })

  it.each<[string, (p: Payload) => unknown]>([
    ['no payload', () => undefined],
    ['a string payload', () => 'issue_comment'],
    ['an array payload', () => []],
    ['no action', (p) => ({ ...p, action: undefined })],
    ['no issue', (p) => ({ ...p, issue: undefined })],
    ['an issue that is an array', (p) => ({ ...p, issue: [] })],
    ['issue number 0', (p) => ({ ...p, issue: { ...(p.issue as Payload), number: 0 } })],
    ['a string issue number', (p) => ({ ...p, issue: { ...(p.issue as Payload), number: '1' } })],
    ['no comment', (p) => ({ ...p, comment: null })],
    ['a fractional comment id', (p) => ({ ...p, comment: { ...(p.comment as Payload), id: 1.5 } })],
    ['a string comment id', (p) => ({ ...p, comment: { ...(p.comment as Payload), id: '12' } })],
    ['no user', (p) => ({ ...p, comment: { ...(p.comment as Payload), user: null } })],
    [
      'an empty login',
      (p) => ({ ...p, comment: { ...(p.comment as Payload), user: { login: '' } } }),
    ],
  ])('refuses a payload with %s, clearly', (_name, mutate) => {
    const payload = mutate(base())
    expectActionError(() => readTrigger('issue_comment', payload), /issue_comment payload/)
  })
})

describe('readTrigger: review comments and reviews', () => {
  const reviewComments = examples('pull_request_review_comment')
  const reviews = examples('pull_request_review')

  it('finds real examples of every action', () => {
    expect(new Set(reviewComments.map(([, p]) => p.action))).toEqual(
      new Set(['created', 'edited', 'deleted']),
    )
    expect(new Set(reviews.map(([, p]) => p.action))).toEqual(new Set(['submitted', 'dismissed']))
  })

  it.each(reviewComments)('reads the review comment example %s', (_name, payload) => {
    const pr = payload.pull_request as Payload
    const comment = payload.comment as Payload
    const trigger = readTrigger('pull_request_review_comment', payload)
    expect(trigger).toEqual({
      kind: 'comment',
      source: 'pull_request_review_comment',
      action: payload.action,
      issueNumber: pr.number,
      isPullRequest: true,
      subject: {
        number: pr.number,
        isPullRequest: true,
        url: pr.html_url,
        title: pr.title,
        baseRef: (pr.base as Payload).ref,
        headRef: (pr.head as Payload).ref,
      },
      comment: {
        id: comment.id,
        body: comment.body,
        htmlUrl: comment.html_url,
        userLogin: (comment.user as Payload).login,
        userType: (comment.user as Payload).type,
      },
      review: {
        path: comment.path,
        startLine: expect.toBeOneOf([null, expect.any(Number)]),
        line: (comment.line ?? comment.original_line ?? null) as number | null,
        diffHunk: comment.diff_hunk,
      },
    })
  })

  it.each(reviews)('reads the review example %s, its body as the comment', (_name, payload) => {
    const pr = payload.pull_request as Payload
    const review = payload.review as Payload
    expect(readTrigger('pull_request_review', payload)).toMatchObject({
      kind: 'comment',
      source: 'pull_request_review',
      action: payload.action,
      issueNumber: pr.number,
      isPullRequest: true,
      comment: {
        id: review.id,
        body: typeof review.body === 'string' ? review.body : '',
        htmlUrl: review.html_url,
        userLogin: (review.user as Payload).login,
      },
      review: null,
    })
  })

  it('reads the lines of a multi-line review comment, current before original', () => {
    const [, base] = reviewComments[0] ?? ['', {}]
    const comment = {
      ...(base.comment as Payload),
      line: 14,
      start_line: 10,
      original_line: 3,
      original_start_line: 1,
    }
    expect(readTrigger('pull_request_review_comment', { ...base, comment })).toMatchObject({
      review: { startLine: 10, line: 14 },
    })
    const outdated = { ...comment, line: null, start_line: null }
    expect(
      readTrigger('pull_request_review_comment', { ...base, comment: outdated }),
    ).toMatchObject({ review: { startLine: 1, line: 3 } })
    const single = { ...comment, start_line: 14 }
    expect(readTrigger('pull_request_review_comment', { ...base, comment: single })).toMatchObject({
      review: { startLine: null, line: 14 },
    })
  })

  it.each<[string, string, (p: Payload) => unknown]>([
    ['pull_request_review_comment', 'no pull_request', (p) => ({ ...p, pull_request: null })],
    ['pull_request_review_comment', 'no comment', (p) => ({ ...p, comment: undefined })],
    ['pull_request_review', 'no review', (p) => ({ ...p, review: undefined })],
    [
      'pull_request_review',
      'a review without its author',
      (p) => ({ ...p, review: { ...(p.review as Payload), user: null } }),
    ],
  ])('refuses a %s payload with %s, clearly', (event, _name, mutate) => {
    const [, payload] = examples(event)[0] ?? ['', {}]
    expectActionError(() => readTrigger(event, mutate(payload)), new RegExp(`${event} payload`))
  })
})

describe('readTrigger: other events', () => {
  it.each(examples('workflow_dispatch'))('reads workflow_dispatch %s', (_name, payload) => {
    expect(readTrigger('workflow_dispatch', payload)).toEqual({
      kind: 'other',
      eventName: 'workflow_dispatch',
      issueNumber: undefined,
      subject: null,
    })
  })

  it.each(examples('repository_dispatch'))('reads repository_dispatch %s', (_name, payload) => {
    expect(readTrigger('repository_dispatch', payload)).toEqual({
      kind: 'other',
      eventName: 'repository_dispatch',
      issueNumber: undefined,
      subject: null,
    })
  })

  it('reads a schedule payload (not among the examples)', () => {
    expect(readTrigger('schedule', { schedule: '0 6 * * 1' })).toEqual({
      kind: 'other',
      eventName: 'schedule',
      issueNumber: undefined,
      subject: null,
    })
  })

  it.each(examples('pull_request').slice(0, 8))(
    'takes the number of pull_request %s',
    (_n, payload) => {
      const number = (payload.pull_request as Payload).number
      expect(readTrigger('pull_request', payload)).toEqual({
        kind: 'other',
        eventName: 'pull_request',
        issueNumber: number,
        subject: {
          number,
          isPullRequest: true,
          url: (payload.pull_request as Payload).html_url,
          title: (payload.pull_request as Payload).title,
          baseRef: ((payload.pull_request as Payload).base as Payload).ref,
          headRef: ((payload.pull_request as Payload).head as Payload).ref,
        },
      })
    },
  )

  it.each(examples('issues').slice(0, 8))('takes the number of issues %s', (_n, payload) => {
    const number = (payload.issue as Payload).number
    expect(readTrigger('issues', payload)).toMatchObject({ issueNumber: number })
  })

  it('prefers issue.number, then pull_request.number, then number', () => {
    expect(
      readTrigger('x', { issue: { number: 3 }, pull_request: { number: 4 }, number: 5 }),
    ).toMatchObject({ issueNumber: 3 })
    expect(readTrigger('x', { pull_request: { number: 4 }, number: 5 })).toMatchObject({
      issueNumber: 4,
    })
    expect(readTrigger('x', { number: 5 })).toMatchObject({ issueNumber: 5 })
    expect(readTrigger('x', { issue: { number: -1 }, number: '6' })).toMatchObject({
      issueNumber: undefined,
      subject: null,
    })
  })

  it('reads an empty or missing payload', () => {
    expect(readTrigger('workflow_dispatch', {})).toMatchObject({ issueNumber: undefined })
    expect(readTrigger('workflow_dispatch', null)).toMatchObject({ kind: 'other' })
    expect(readTrigger('', undefined)).toEqual({
      kind: 'other',
      eventName: '',
      issueNumber: undefined,
      subject: null,
    })
  })

  it('refuses a payload that is not an object', () => {
    expectActionError(() => readTrigger('push', 42), /push payload is not a JSON object/)
  })
})

describe('loadEvent', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'event-test-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  const env = { GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '42' }

  it('reads the payload file', async () => {
    const path = join(dir, 'comment.json')
    await writeFile(path, JSON.stringify(onPullRequest(COMMENT_EXAMPLES[0]?.[1] ?? {})))
    const { context, trigger } = await loadEvent({
      ...env,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: path,
    })
    expect(context.runUrl).toBe('https://github.com/o/r/actions/runs/42')
    expect(trigger).toMatchObject({ kind: 'comment', action: 'created', isPullRequest: true })
  })

  it('reads a missing file or path as an empty payload', async () => {
    const missing = await loadEvent({
      ...env,
      GITHUB_EVENT_NAME: 'workflow_dispatch',
      GITHUB_EVENT_PATH: join(dir, 'absent.json'),
    })
    expect(missing.trigger).toEqual({
      kind: 'other',
      eventName: 'workflow_dispatch',
      issueNumber: undefined,
      subject: null,
    })
    const none = await loadEvent({ ...env, GITHUB_EVENT_NAME: 'workflow_dispatch' })
    expect(none.trigger).toMatchObject({ kind: 'other' })
  })

  it('reads an empty file as an empty payload', async () => {
    const path = join(dir, 'empty.json')
    await writeFile(path, '')
    const { trigger } = await loadEvent({
      ...env,
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_EVENT_PATH: path,
    })
    expect(trigger).toMatchObject({ kind: 'other', eventName: 'schedule' })
  })

  it('refuses a comment event whose payload is missing', async () => {
    await expect(
      loadEvent({
        ...env,
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: join(dir, 'nope'),
      }),
    ).rejects.toThrow(/issue_comment payload is malformed/)
  })

  it('refuses a payload that is not JSON', async () => {
    const path = join(dir, 'broken.json')
    await writeFile(path, '{"action": "created", ')
    const error = await loadEvent({
      ...env,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: path,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toContain('is not JSON')
  })

  it('refuses a path it cannot read', async () => {
    await expect(loadEvent({ ...env, GITHUB_EVENT_PATH: dir })).rejects.toBeInstanceOf(ActionError)
  })

  it('refuses a missing repository before reading the payload', async () => {
    await expect(loadEvent({ GITHUB_EVENT_PATH: join(dir, 'absent.json') })).rejects.toThrow(
      /GITHUB_REPOSITORY/,
    )
  })
})
