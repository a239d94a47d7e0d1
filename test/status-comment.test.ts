/** The status comment store against the GitHub emulator: exactly one comment per command. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import { GitHubPermissionError } from '../src/ports/github-errors.ts'
import { readMarker, renderMarker, type StatusMarker } from '../src/marker.ts'
import {
  createStatusCommentStore,
  fitCommentBody,
  MAX_COMMENT_CHARS,
} from '../src/status/comments.ts'
import { NOT_ACCESSIBLE, startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'

let gh: GitHubEmulator
let issue = 0
beforeAll(async () => {
  gh = await startGitHubEmulator()
})
afterAll(async () => {
  await gh.close()
})

function client(emulator = gh) {
  return createGitHubClient({
    token: emulator.token,
    apiUrl: emulator.url,
    repo: { owner: 'acme', repo: 'docs' },
    msPerSecond: 1,
  })
}

function marker(trigger: string, jobId: string | null = 'job_1'): StatusMarker {
  return { kind: 'status', trigger, jobId, sent: false, outcome: null, sentAt: null, runId: '1' }
}

/** A status comment body as the renderer writes it: the marker first. */
const body = (trigger: string, text: string, jobId: string | null = 'job_1'): string =>
  `${renderMarker(marker(trigger, jobId))}\n${text}`

const texts = (n: number): string[] => gh.comments(n).map((c) => c.body.split('\n').at(-1) ?? '')

function count(route: 'createComment' | 'updateComment' | 'listComments', n: number, from = 0) {
  return gh.requests
    .slice(from)
    .filter(
      (r) =>
        r.route === route &&
        (route === 'updateComment' || r.path.endsWith(`/issues/${n}/comments`)),
    ).length
}

describe('status comment store', () => {
  it('names the oldest comment of a trigger as its holder; withdraw deletes only its own', async () => {
    const n = ++issue
    const mine = createStatusCommentStore(client(), n)
    const theirs = createStatusCommentStore(client(), n)
    const older = await theirs.write('t', body('t', 'theirs'))
    const own = await createStatusCommentStore(client(), n).write('u', body('u', 'other trigger'))
    expect((await mine.holder('t'))?.comment.id).toBe(older.id)
    expect((await mine.holder('u'))?.comment.id).toBe(own.id)
    expect(await mine.holder('none')).toBeNull()
    const holder = { ...older, id: -1 }
    await mine.find('t')
    // The holder's own comment is only forgotten, never deleted.
    await mine.withdraw('t', older)
    expect(gh.comments(n).map((c) => c.id)).toEqual([older.id, own.id])
    await theirs.withdraw('t', holder)
    expect(gh.comments(n).map((c) => c.id)).toEqual([own.id])
    // Nothing known any more: nothing deleted.
    await theirs.withdraw('t', holder)
    expect(gh.comments(n).map((c) => c.id)).toEqual([own.id])
  })

  it('creates once, then edits only when the body changes', async () => {
    const n = ++issue
    const store = createStatusCommentStore(client(), n)
    const from = gh.requests.length
    const first = await store.write('t', body('t', 'received'))
    await store.write('t', body('t', 'received'))
    const second = await store.write('t', body('t', 'working'))
    expect(second.id).toBe(first.id)
    expect(texts(n)).toEqual(['working'])
    expect(count('createComment', n, from)).toBe(1)
    expect(count('updateComment', n, from)).toBe(1)
    expect(store.edits).toBe(2)
    expect(store.current?.id).toBe(first.id)
  })

  it('leaves exactly one comment when a create was applied but its answer lost', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'lost-answer' })
    const store = createStatusCommentStore(client(), n)
    const from = gh.requests.length
    const written = await store.write('t', body('t', 'first'))
    expect(gh.comments(n).map((c) => c.id)).toEqual([written.id])
    expect(count('createComment', n, from)).toBe(1)
    await store.write('t', body('t', 'second'))
    expect(texts(n)).toEqual(['second'])
  })

  it('creates again when a failed create is not found (a 5xx that was not applied)', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'status', status: 502 })
    const store = createStatusCommentStore(client(), n)
    await store.write('t', body('t', 'hello'))
    expect(texts(n)).toEqual(['hello'])
  })

  it('stays at one comment when the look-up after a lost answer needs a retry', async () => {
    const n = ++issue
    gh.addFaults('createComment', { kind: 'lost-answer' })
    gh.onRequest((r) => {
      if (r.route === 'createComment') gh.addFaults('listComments', { kind: 'status', status: 502 })
    })
    try {
      const store = createStatusCommentStore(client(), n)
      await store.write('t', body('t', 'one'))
      await store.write('t', body('t', 'two'))
    } finally {
      gh.onRequest(null)
    }
    expect(texts(n)).toEqual(['two'])
  })

  it('does not look up or retry after a create that was refused', async () => {
    const n = ++issue
    gh.addFaults('createComment', NOT_ACCESSIBLE)
    const store = createStatusCommentStore(client(), n)
    const from = gh.requests.length
    await expect(store.write('t', body('t', 'x'))).rejects.toBeInstanceOf(GitHubPermissionError)
    expect(count('createComment', n, from)).toBe(1)
    expect(count('listComments', n, from)).toBe(1)
    expect(gh.comments(n)).toEqual([])
  })

  it('collapses duplicates, oldest wins, and touches nothing else', async () => {
    const n = ++issue
    const bot = { login: 'github-actions[bot]', type: 'Bot' }
    const oldest = gh.addComment(n, { body: body('t', 'A'), ...bot })
    gh.addComment(n, { body: body('t', 'B'), ...bot })
    const other = gh.addComment(n, { body: body('u', 'other trigger'), ...bot })
    const forged = gh.addComment(n, { body: body('t', 'forged'), login: 'mallory' })
    gh.addComment(n, { body: body('t', 'C'), ...bot })
    const found = await createStatusCommentStore(client(), n).find('t')
    expect(found?.comment.id).toBe(oldest)
    expect(found?.marker).toMatchObject({ trigger: 't', jobId: 'job_1' })
    expect(gh.comments(n).map((c) => c.id)).toEqual([oldest, other, forged])
  })

  it('edits the comment a previous run left, without a find first', async () => {
    const n = ++issue
    const existing = gh.addComment(n, {
      body: body('t', 'before'),
      login: 'github-actions[bot]',
      type: 'Bot',
    })
    const written = await createStatusCommentStore(client(), n).write('t', body('t', 'after'))
    expect(written.id).toBe(existing)
    expect(texts(n)).toEqual(['after'])
  })

  it('puts back a comment deleted mid-run', async () => {
    const n = ++issue
    const store = createStatusCommentStore(client(), n)
    const first = await store.write('t', body('t', 'one'))
    // Someone deletes the comment just before the next edit reaches GitHub.
    gh.onRequest((r) => {
      if (r.route === 'updateComment') gh.deleteComment(first.id)
    })
    try {
      const second = await store.write('t', body('t', 'two'))
      expect(second.id).not.toBe(first.id)
      expect(store.current?.id).toBe(second.id)
    } finally {
      gh.onRequest(null)
    }
    expect(texts(n)).toEqual(['two'])
    await store.write('t', body('t', 'three'))
    expect(texts(n)).toEqual(['three'])
  })

  it('ignores a marker written by another user', async () => {
    const n = ++issue
    gh.addComment(n, { body: body('t', 'forged', 'job_evil'), login: 'mallory' })
    gh.addComment(n, { body: body('t', 'forged too', 'job_evil'), login: 'eve', type: 'User' })
    const store = createStatusCommentStore(client(), n)
    expect(await store.find('t')).toBeNull()
    expect(await store.latestJobId()).toBeNull()
    await store.write('t', body('t', 'mine'))
    expect(gh.comments(n).map((c) => c.login)).toEqual(['mallory', 'eve', 'github-actions[bot]'])
  })

  it("ignores a marker in another bot's comment: only the token's own login counts", async () => {
    const n = ++issue
    gh.addComment(n, { body: body('t', 'other bot', 'job_bot'), login: 'other[bot]', type: 'Bot' })
    const store = createStatusCommentStore(client(), n)
    expect(await store.find('t')).toBeNull()
    expect(await store.latestJobId()).toBeNull()
    await store.write('t', body('t', 'mine', 'job_mine'))
    expect(gh.comments(n).map((c) => c.login)).toEqual(['other[bot]', 'github-actions[bot]'])
  })

  it("with an app's token, trusts that app's bot and not github-actions[bot]", async () => {
    const app = await startGitHubEmulator({ selfLogin: 'docs-helper[bot]' })
    try {
      app.addComment(3, {
        body: body('t', 'workflow token', 'job_wf'),
        login: 'github-actions[bot]',
        type: 'Bot',
      })
      const store = createStatusCommentStore(client(app), 3)
      expect(await store.latestJobId()).toBeNull()
      await store.write('t', body('t', 'app', 'job_app'))
      expect(await createStatusCommentStore(client(app), 3).latestJobId()).toBe('job_app')
      expect(app.comments(3).map((c) => c.login)).toEqual([
        'github-actions[bot]',
        'docs-helper[bot]',
      ])
    } finally {
      await app.close()
    }
  })

  it('trusts only its own login when it is known (a PAT)', async () => {
    const pat = await startGitHubEmulator({ patLogin: 'docs-bot-user' })
    try {
      pat.addComment(7, {
        body: body('t', 'other app', 'job_other'),
        login: 'other[bot]',
        type: 'Bot',
      })
      const store = createStatusCommentStore(client(pat), 7)
      expect(await store.latestJobId()).toBeNull()
      await store.write('t', body('t', 'mine', 'job_mine'))
      expect(await createStatusCommentStore(client(pat), 7).find('t')).toMatchObject({
        comment: { userLogin: 'docs-bot-user' },
      })
      expect(await store.latestJobId()).toBe('job_mine')
      expect(pat.comments(7)).toHaveLength(2)
    } finally {
      await pat.close()
    }
  })

  it('keeps separate comments for two commands on one pull request', async () => {
    const n = ++issue
    const api = client()
    await createStatusCommentStore(api, n).write('c-1', body('c-1', 'one', 'job_a'))
    await createStatusCommentStore(api, n).write('c-2', body('c-2', 'two', 'job_b'))
    expect(texts(n)).toEqual(['one', 'two'])
    expect(await createStatusCommentStore(api, n).latestJobId()).toBe('job_b')
    // A later command without a job (refused) does not hide the last job.
    await createStatusCommentStore(api, n).write('c-3', body('c-3', 'refused', null))
    expect(await createStatusCommentStore(api, n).latestJobId()).toBe('job_b')
  })

  it('shortens a body over 65,536 characters with a note, keeping the marker', async () => {
    const n = ++issue
    const store = createStatusCommentStore(client(), n)
    await store.write('t', body('t', 'x'.repeat(70_000)))
    const [comment] = gh.comments(n)
    expect(comment?.body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(comment?.body).toMatch(/… \(shortened: GitHub limits comments to 65,536 characters\)$/)
    expect(readMarker(comment?.body)).toMatchObject({ trigger: 't' })
    // The same long body again is no edit.
    const from = gh.requests.length
    await store.write('t', body('t', 'x'.repeat(70_000)))
    expect(count('updateComment', n, from)).toBe(0)
  })
})

describe('fitCommentBody', () => {
  it('leaves a body within the limit alone', () => {
    expect(fitCommentBody('short', 10)).toBe('short')
  })

  it('keeps a marker that comes last whole, and puts it first', () => {
    const m = renderMarker(marker('end'))
    const fitted = fitCommentBody(`${'y'.repeat(1000)}\n${m}`, 400)
    expect(fitted.length).toBeLessThanOrEqual(400)
    expect(fitted.startsWith(m)).toBe(true)
    expect(readMarker(fitted)).toMatchObject({ trigger: 'end' })
  })

  it('closes a code block it cuts through', () => {
    const fitted = fitCommentBody(`intro\n\`\`\`\n${'code\n'.repeat(200)}\`\`\`\n`, 300)
    expect(fitted.length).toBeLessThanOrEqual(300)
    expect(fitted.match(/^```/gm)).toHaveLength(2)
  })

  it('never splits a surrogate pair', () => {
    for (let max = 90; max < 100; max++) {
      const fitted = fitCommentBody('😀'.repeat(100), max)
      expect(fitted.length).toBeLessThanOrEqual(max)
      expect(fitted.isWellFormed()).toBe(true)
    }
  })
})
