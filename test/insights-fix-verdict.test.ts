/**
 * The verdict on a fix as 1.4 says it (issue 32), against the emulators, a week a run: `fixed`
 * needs the one-sided test **and** a fall to at most half; a gap judged `fixed` relapses only when
 * its latest window is back; no verdict before a merge is known; the table, the Fixes section, the
 * output `fixed` and the output file tell the same story.
 */
import { describe, expect, it } from 'vitest'
import { useE2e } from './helpers/e2e.ts'
import { VirtualClock } from './helpers/fakes.ts'
import { fixWeeks, MERGED } from './helpers/fix-weeks.ts'

const clock = new VirtualClock(Date.UTC(2026, 9, 12, 7))
const e2e = useE2e({ platform: { now: () => clock.now() }, githubScope: 'per-test' })
const { week, gap, row, fixesRow, issue, handOver, records } = fixWeeks(e2e, clock, {
  minCount: 3,
})

const PR = 'https://github.com/acme/docs/pull/77'

/** Three weeks of `before` searches of `term`, then its fix handed over, its pull request `merge`. */
async function fixedAfter(term: string, before: number, merge: 'merged' | 'open') {
  for (const w of [0, 1, 2]) await week(w, { [term]: before })
  e2e.github.addIssue({ number: 77, isPullRequest: true })
  await handOver({ [term]: PR })
  e2e.github.setPullRequestMerge(
    { number: 77 },
    merge === 'merged' ? { state: 'closed', mergedAt: MERGED } : { state: 'open', mergedAt: null },
  )
  // Week 3 holds the merge.
  return week(3, { [term]: before })
}

const record = (term: string) => records().find((r) => r.label === term)!

describe('the verdict on a fix (1.4)', () => {
  it('−97 % with the gap still found stays fixed, listed in output fixed once over three runs', async () => {
    await fixedAfter('retry options', 300, 'merged')
    const fixed: string[][] = []
    for (const w of [4, 5, 6]) fixed.push((await week(w, { 'retry options': 10 })).result.fixed)
    const id = gap('retry options').id
    expect(fixed).toEqual([[id], [], []])
    expect(gap('retry options')).toMatchObject({ state: 'fixed' })
    expect(row('retry options')).toMatch(/`fixed` \(\[pull request\]\(.*\), −97 %\) \|$/)
    expect(fixesRow('retry options')).toMatch(/\| −97 % \| [▁▂▃▄▅▆▇█]+ \| ✅ fixed \|$/)
    expect(record('retry options').fix).toMatchObject({ verdict: 'fixed', pullRequest: 'merged' })
  })

  it('output fixed lists a gap in the run that first judged it, not in the two after', async () => {
    await fixedAfter('page title', 300, 'merged')
    const fixed: string[][] = []
    for (const w of [4, 5, 6]) fixed.push((await week(w, {})).result.fixed)
    expect(fixed).toEqual([[gap('page title').id], [], []])
    expect(gap('page title').state).toBe('fixed')
  })

  it('−10 % at large counts is still seen after the fix, with its figure', async () => {
    await fixedAfter('webhook secret', 3_000, 'merged')
    const after = await week(4, { 'webhook secret': 2_700 })
    expect(after.result.fixed).toEqual([])
    expect(gap('webhook secret').state).toBe('still-seen')
    expect(row('webhook secret')).toMatch(/`still seen after the fix` \(.*, −10 %\) \|$/)
    expect(fixesRow('webhook secret')).toMatch(/\| −10 % \| .* \| ⚠️ still seen after the fix \|$/)
    expect(issue().body).toMatch(/still seen after the fix: .*\(−10 %, 3 windows before, 1 after\)/)
    expect(record('webhook secret').fix).toMatchObject({ verdict: 'still-seen' })
  })

  it('fixed, then back to the old rate: still seen after the fix', async () => {
    await fixedAfter('rate limits', 300, 'merged')
    expect((await week(4, { 'rate limits': 10 })).result.fixed).toEqual([gap('rate limits').id])
    const back = await week(5, { 'rate limits': 300 })
    expect(back.result.fixed).toEqual([])
    expect(gap('rate limits')).toMatchObject({
      state: 'still-seen',
      effect: { verdict: { verdict: 'still-seen', relapsed: true } },
    })
    expect(row('rate limits')).toContain('`still seen after the fix`')
    expect(fixesRow('rate limits')).toMatch(/⚠️ still seen after the fix \|$/)
  })

  it('fixed, then found at a sixth of the old rate: stays fixed, its figures show what remains', async () => {
    await fixedAfter('sso setup', 300, 'merged')
    await week(4, { 'sso setup': 10 })
    const later = await week(5, { 'sso setup': 50 })
    expect(later.result.fixed).toEqual([])
    expect(gap('sso setup').state).toBe('fixed')
    // (10 + 50) over two weeks against 300 a week: −90 %.
    expect(row('sso setup')).toMatch(/`fixed` \(.*, −90 %\) \|$/)
    expect(fixesRow('sso setup')).toMatch(/✅ fixed \|$/)
  })

  it('a job that ended days before its merge, a window between: too early everywhere', async () => {
    for (const w of [0, 1]) await week(w, { 'api keys': 300 })
    e2e.github.addIssue({ number: 77, isPullRequest: true })
    // The job ended on 2026-10-16; week 2 (10-19 to 10-26) began after it; the merge is 10-22.
    await handOver({ 'api keys': PR }, '2026-10-16T09:00:00Z')
    e2e.github.setPullRequestMerge(
      { number: 77 },
      { state: 'closed', mergedAt: '2026-10-22T09:00:00Z' },
    )
    const w2 = await week(2, { 'api keys': 300 })
    expect(w2.result.fixed).toEqual([])
    expect(gap('api keys')).toMatchObject({ state: 'proposed', effect: { pr: 'merged' } })
    expect(row('api keys')).toMatch(/`proposed` \(.*too early to judge\) \|$/)
    expect(fixesRow('api keys')).toMatch(/⏳ too early \|$/)
    expect(record('api keys').fix).toMatchObject({ verdict: 'too-early' })
    // The next run judges it once, everywhere alike.
    const w3 = await week(3, { 'api keys': 5 })
    expect(w3.result.fixed).toEqual([gap('api keys').id])
    expect(row('api keys')).toContain('`fixed`')
    expect(fixesRow('api keys')).toMatch(/✅ fixed \|$/)
  })

  it('an open pull request with readers still failing stays proposed', async () => {
    const merge = await fixedAfter('retry options', 300, 'open')
    expect(merge.result.fixed).toEqual([])
    await week(4, { 'retry options': 300 })
    expect(gap('retry options')).toMatchObject({ state: 'proposed', effect: { pr: 'open' } })
    expect(row('retry options')).toMatch(/`proposed` \(\[pull request\]\(.*\)\) \|$/)
    expect(fixesRow('retry options')).toMatch(/pull request not merged yet \|$/)
    expect(issue().body).not.toContain('still seen after the fix |')
    expect(record('retry options').fix).toMatchObject({ pullRequest: 'open', verdict: null })
  })

  it('an unreadable pull request stays proposed, "unreadable: not judged" in every place', async () => {
    for (const w of [0, 1, 2]) await week(w, { 'retry options': 300 })
    await handOver({ 'retry options': 'https://github.com/hidden/private/pull/9' })
    for (const w of [3, 4])
      expect((await week(w, { 'retry options': 300 })).result.fixed).toEqual([])
    expect(gap('retry options')).toMatchObject({ state: 'proposed', effect: { pr: 'unreadable' } })
    const said = 'pull request unreadable: not judged'
    expect(row('retry options')).toContain(said)
    expect(fixesRow('retry options')).toMatch(new RegExp(`${said} \\|$`))
    expect(issue().body).toMatch(
      new RegExp(`- \\*\\*${gap('retry options').id}\\*\\*: ${said} \\(`),
    )
    expect(record('retry options').fix).toMatchObject({ pullRequest: 'unreadable', verdict: null })
  })
})
