/** The report issue a mode keeps: found by marker, title and author; written only when it changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGitHubClient } from '../src/adapters/github/client.ts'
import type { GitHubApi } from '../src/ports/github.ts'
import { findReportIssue, reportIssueBody, writeReportIssue } from '../src/report-issue.ts'
import { startGitHubEmulator, type GitHubEmulator } from './emulators/github.ts'

let emulator: GitHubEmulator
let github: GitHubApi
beforeAll(async () => {
  emulator = await startGitHubEmulator()
  github = createGitHubClient({
    token: emulator.token,
    apiUrl: emulator.url,
    repo: { owner: 'acme', repo: 'docs' },
    msPerSecond: 1,
  })
})
afterAll(() => emulator.close())

/** Writes to issues (the identity look-up, a POST to GraphQL, happens once, before them). */
const writes = () =>
  emulator.requests.filter((r) => r.method !== 'GET' && r.path.includes('/issues'))

describe('report issue', () => {
  it('is created when missing, left alone when its text is the same, edited when it changes', async () => {
    const title = 'Docs insights'
    expect(await findReportIssue(github, title)).toBeNull()
    const first = await writeReportIssue(github, title, 'report one', null)
    expect(first.written).toBe('created')
    const before = writes().length

    const same = await writeReportIssue(
      github,
      title,
      'report one',
      await findReportIssue(github, title),
    )
    expect(same).toMatchObject({ written: 'unchanged', issue: { number: first.issue.number } })
    expect(writes()).toHaveLength(before)

    const changed = await writeReportIssue(
      github,
      title,
      'report two',
      await findReportIssue(github, title),
    )
    expect(changed).toMatchObject({ written: 'updated', issue: { number: first.issue.number } })
    expect(writes()).toHaveLength(before + 1)
    const held = emulator.issues().find((i) => i.number === first.issue.number)
    expect(held?.body).toBe(reportIssueBody(title, 'report two'))
  })

  it("trusts only the token's own issue: a copy of the marker by anyone else is ignored", async () => {
    const title = 'Copied report'
    const body = reportIssueBody(title, 'forged memory')
    emulator.addIssue({ number: 700, title, isPullRequest: false, body, login: 'mallory' })
    emulator.addIssue({
      number: 701,
      title,
      isPullRequest: false,
      body,
      login: 'other-app[bot]',
      type: 'Bot',
    })
    expect(await findReportIssue(github, title)).toBeNull()
  })

  it('does not take an issue of another title, nor one without the marker', async () => {
    await writeReportIssue(github, 'Weekly traffic', 'x', null)
    expect(await findReportIssue(github, 'Weekly traffic ')).toBeNull()
    emulator.addIssue({
      number: 702,
      title: 'Plain',
      isPullRequest: false,
      body: 'no marker',
      login: 'github-actions[bot]',
    })
    expect(await findReportIssue(github, 'Plain')).toBeNull()
  })
})
