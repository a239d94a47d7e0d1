/**
 * The effect of a fix (issue 26), against the emulators: weekly insights runs read the searches;
 * four gaps are handed over (their pull requests: one merged in another repository, one merged
 * in the workflow's, one closed unmerged, one the token cannot read); the runs after the merge
 * judge them `too early`, then `fixed` and `still seen after the fix`; `fixed` found again is
 * `still seen` from then on. The Fixes section's charts are valid Mermaid xychart-beta.
 */
import { describe, expect, it } from 'vitest'
import { NOT_ACCESSIBLE } from './emulators/github.ts'
import { useE2e } from './helpers/e2e.ts'
import { VirtualClock } from './helpers/fakes.ts'
import { fixWeeks, MERGED } from './helpers/fix-weeks.ts'
import { checkXyChart, mermaidBlocks } from './helpers/xychart.ts'

const clock = new VirtualClock(Date.UTC(2026, 9, 12, 7))
const e2e = useE2e({ platform: { now: () => clock.now() }, githubScope: 'per-test' })
const { week, issue, gap, handOver, reads, records } = fixWeeks(e2e, clock)

const BEFORE = { 'retry options': 264, 'webhook secret': 70, 'rate limits': 40, 'sso setup': 30 }

describe('the effect of a fix, measured (issue 26)', () => {
  it('judges merged fixes: too early, then fixed and still seen; unmerged and unreadable', async () => {
    for (const w of [0, 1, 2]) expect((await week(w, BEFORE)).result.failure).toBeNull()
    expect(gap('retry options').history).toHaveLength(3)
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    e2e.github.addIssue({ number: 78, isPullRequest: true })
    await handOver({
      'retry options': 'https://github.com/acme/docs-site/pull/5',
      'webhook secret': 'https://github.com/acme/docs/pull/77',
      'rate limits': 'https://github.com/acme/docs/pull/78',
      'sso setup': 'https://github.com/hidden/private/pull/9',
    })
    e2e.github.setPullRequestMerge(
      { repo: 'acme/docs-site', number: 5 },
      { state: 'closed', mergedAt: MERGED },
    )
    e2e.github.setPullRequestMerge({ number: 77 }, { state: 'closed', mergedAt: MERGED })
    e2e.github.setPullRequestMerge({ number: 78 }, { state: 'closed', mergedAt: null })

    // Week 3 holds the merge: no window wholly after it yet.
    const w3 = await week(3, BEFORE)
    expect(w3.result.fixed).toEqual([])
    expect(reads()).toBe(4)
    expect(gap('retry options').effect).toMatchObject({ pr: 'merged', mergedAt: MERGED })
    const closed = gap('rate limits')
    expect(closed).toMatchObject({ state: 'open', effect: { pr: 'closed' } })
    let body = issue().body
    expect(body).toContain('### Fixes')
    expect(body).toMatch(
      /\| g\d+ \| searches for `retry options` with no click \|.*⏳ too early \|/,
    )
    expect(body).toMatch(
      /\| g\d+ \| searches for `rate limits` with no click \|.*not merged \(open again\)/,
    )
    expect(body).toMatch(
      /\*\*g\d+\*\*: pull request unreadable: not judged \(`https:\/\/github.com\/hidden\/private\/pull\/9`: GitHub answered 404/,
    )
    expect(gap('sso setup')).toMatchObject({ state: 'proposed', effect: { pr: 'unreadable' } })

    // Two weeks wholly after: retry options fell, webhook secret did not.
    const after = { 'retry options': 15, 'webhook secret': 72, 'sso setup': 30 }
    const w4 = await week(4, after)
    const w5 = await week(5, after)
    const fixed = gap('retry options')
    // Listed in the run that first judged it, not again.
    expect(w4.result.fixed).toEqual([fixed.id])
    expect(w5.result.fixed).toEqual([])
    expect(fixed.state).toBe('fixed')
    expect(gap('webhook secret').state).toBe('still-seen')
    // A merged or closed pull request is read once; the unreadable one each run.
    expect(reads()).toBe(4 + 1 + 1)
    body = issue().body
    expect(body).toContain(
      '**Handed to the agent:** 4 · **pull requests merged:** 2 · **judged fixed:** 1 · **still seen after the fix:** 1 · **too early:** 0 · **not merged:** 1.',
    )
    expect(body).toContain(
      `- **${fixed.id}** ✅ fixed: searches for \`retry options\` with no click: 37.7/day before, 2.1/day after (−94 %, 3 windows before, 2 after); p < 0.001.`,
    )
    expect(body).toMatch(
      /⚠️ still seen after the fix: searches for `webhook secret` with no click: 10\.0\/day before, 10\.3\/day after \(\+3 %/,
    )
    expect(body).toMatch(/\| [▁▂▃▄▅▆▇█]{5} \| ✅ fixed \|/)
    // The output file gives each gap's history and verdict.
    const webhook = records().find((r) => r.label === 'webhook secret')!
    expect(webhook.history).toHaveLength(6)
    expect(webhook.fix).toMatchObject({
      pullRequest: 'merged',
      mergedAt: MERGED,
      verdict: 'still-seen',
      figures: { per: 'day', windowsBefore: 3, windowsAfter: 2 },
    })
    const charts = mermaidBlocks(body)
    expect(charts).toHaveLength(2)
    for (const chart of charts) expect(checkXyChart(chart)).toEqual([])
    expect(charts[0]).toContain('"merged ▸ 11-02"')

    // Back to the old rate after being judged fixed: still seen after the fix, for good.
    await week(6, { ...after, 'retry options': 264 })
    expect(gap('retry options').state).toBe('still-seen')
    expect(gap('retry options').effect?.verdict?.relapsed).toBe(true)
    const w7 = await week(7, after)
    expect(w7.result.fixed).toEqual([])
    expect(gap('retry options').state).toBe('still-seen')
  })

  it('judges nothing when the token may not read the pull request (403)', async () => {
    for (const w of [0, 1, 2]) await week(w, BEFORE)
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    await handOver({ 'retry options': 'https://github.com/acme/docs/pull/77' })
    e2e.github.setPullRequestMerge({ number: 77 }, { state: 'closed', mergedAt: MERGED })
    e2e.github.addFaults('pullRequest', NOT_ACCESSIBLE)
    const w4 = await week(4, { 'retry options': 10 })
    expect(w4.result.failure).toBeNull()
    expect(gap('retry options')).toMatchObject({ state: 'proposed', effect: { pr: 'unreadable' } })
    expect(issue().body).toMatch(/pull request unreadable: not judged \(.*pull-requests: read/)
    const w5 = await week(5, { 'retry options': 10 })
    expect(w5.result.fixed).toEqual([gap('retry options').id])
  })

  it('judges per 1,000 views when views are read: doubled traffic holds the verdict', async () => {
    const views = (after: boolean): Record<string, number> => ({
      '/a': 2_000,
      '/b': after ? 4_000 : 2_000,
      '/c': 2_000,
      '/d': after ? 4_000 : 2_000,
      '/e': after ? 1_000 : 2_000,
    })
    const before = {
      down: { '/a': 70, '/b': 70, '/c': 70, '/d': 70, '/e': 70 },
      views: views(false),
    }
    for (const w of [0, 1, 2]) expect((await week(w, {}, before)).result.failure).toBeNull()
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    const pr = 'https://github.com/acme/docs/pull/77'
    await handOver({ '/a': pr, '/b': pr, '/c': pr, '/d': pr, '/e': pr })
    e2e.github.setPullRequestMerge({ number: 77 }, { state: 'closed', mergedAt: MERGED })
    await week(3, {}, before)
    // After the merge: /a and /b fail as often per view (/b with twice the traffic); /c and /d
    // fail less per view (/d with twice the traffic); /e half as often per day, on half the views.
    const after = {
      down: { '/a': 70, '/b': 140, '/c': 20, '/d': 40, '/e': 35 },
      views: views(true),
    }
    const w4 = await week(4, {}, after)
    const verdict = (path: string) => gap(path).state
    expect(['/a', '/b', '/c', '/d', '/e'].map(verdict)).toEqual([
      'still-seen',
      'still-seen',
      'fixed',
      'fixed',
      'still-seen',
    ])
    expect(w4.result.fixed.sort()).toEqual([gap('/c').id, gap('/d').id].sort())
    const body = issue().body
    expect(body).toMatch(
      /thumbs-down on `\/b`: 35\.0\/1,000 views before, 35\.0\/1,000 views after \(\+0 %/,
    )
    expect(body).toMatch(
      /thumbs-down on `\/d`: 35\.0\/1,000 views before, 10\.0\/1,000 views after \(−71 %/,
    )
    for (const chart of mermaidBlocks(body)) expect(checkXyChart(chart)).toEqual([])
  })
})
