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

  it('does not take an issue of another title; takes its own without the marker by its title (1.3)', async () => {
    await writeReportIssue(github, 'Weekly traffic', 'x', null)
    expect(await findReportIssue(github, 'Weekly traffic ')).toBeNull()
    emulator.addIssue({
      number: 802,
      title: 'Plain',
      isPullRequest: false,
      body: 'no marker: a maintainer edited it out',
      login: 'github-actions[bot]',
    })
    expect((await findReportIssue(github, 'Plain'))?.number).toBe(802)
    // A marker naming another report: not this one, whatever the title.
    emulator.addIssue({
      number: 803,
      title: 'Other',
      isPullRequest: false,
      body: reportIssueBody('Weekly traffic', 'x'),
      login: 'github-actions[bot]',
    })
    expect(await findReportIssue(github, 'Other')).toBeNull()
  })

  it('finds a closed report, prefers an open one, then the marked, then the newest (1.3)', async () => {
    const title = 'Closed report'
    const add = (number: number, state: 'open' | 'closed', marked: boolean) =>
      emulator.addIssue({
        number,
        title,
        isPullRequest: false,
        state,
        body: marked ? reportIssueBody(title, 'r') : 'r',
        login: 'github-actions[bot]',
      })
    add(710, 'closed', true)
    expect((await findReportIssue(github, title))?.number).toBe(710)
    add(711, 'closed', true)
    expect((await findReportIssue(github, title))?.number).toBe(711)
    add(712, 'open', false)
    expect((await findReportIssue(github, title))?.number).toBe(712)
    add(713, 'open', true)
    expect((await findReportIssue(github, title))?.number).toBe(713)
    // Written into a closed one, it is reopened, even when its text is the same.
    const created = await writeReportIssue(github, 'Reopened report', 'x', null)
    await github.updateIssue(created.issue.number, { state: 'closed' })
    const found = await findReportIssue(github, 'Reopened report')
    expect(found?.state).toBe('closed')
    const again = await writeReportIssue(github, 'Reopened report', 'x', found)
    expect(again).toMatchObject({ written: 'updated', issue: { state: 'open' } })
  })
})
