/**
 * The report issue a mode keeps (visitors' report, insights' report and memory): found again by
 * its marker and title, and trusted only when the token's own identity wrote it, since anyone can
 * open an issue with a copy of the marker. Created when missing; edited only when its text changes,
 * so that a run with nothing new sends no write and no notification.
 */
import { readMarker, renderMarker, type ReportMarker } from './marker.ts'
import type { GitHubApi, Issue } from './ports/github.ts'

/**
 * The report issue `title` this action wrote, open or closed, or null: found by its report marker
 * or, when a maintainer cut the marker out, by its title and the token's own identity. Of several,
 * an open one before a closed one, one with the marker before one without, then the newest (the
 * highest number), so that every run picks the same one.
 */
export async function findReportIssue(github: GitHubApi, title: string): Promise<Issue | null> {
  return (await findReportIssues(github, title))[0] ?? null
}

/** Every report issue `title` this action wrote, open or closed, the one to use first. */
export async function findReportIssues(github: GitHubApi, title: string): Promise<Issue[]> {
  const login = await github.identity()
  const self = login.toLowerCase()
  const issues = await github.listIssuesBy(login)
  const ours = issues.filter((issue) => isOwnReport(issue, self, title))
  const rank = (issue: Issue): number =>
    (issue.state === 'open' ? 2 : 0) + (ownReportMarker(issue, self) ? 1 : 0)
  return ours.sort((a, b) => rank(b) - rank(a) || b.number - a.number)
}

/**
 * Closes the open report issues among `found` other than `kept` (two first runs at once, or an
 * older version, may have opened two), each with a comment that points to `kept`: there is never
 * more than one open report issue with a title. Returns the numbers closed.
 */
export async function closeDuplicateReports(
  github: GitHubApi,
  found: readonly Issue[],
  kept: Issue,
): Promise<number[]> {
  const others = found.filter((issue) => issue.state === 'open' && issue.number !== kept.number)
  for (const issue of others) {
    await github.createComment(
      issue.number,
      `This report issue is closed as a duplicate: the report and its memory go on in #${kept.number} (${kept.htmlUrl}).`,
    )
    await github.updateIssue(issue.number, { state: 'closed' })
  }
  return others.map((issue) => issue.number)
}

/**
 * True for an issue (not a pull request) that the identity `self` (lower case) wrote as report
 * issue `title`: with the report marker of that title, or titled `title` without any report
 * marker (the marker was edited out by hand).
 */
export function isOwnReport(issue: Issue, self: string, title: string): boolean {
  if (issue.isPullRequest || issue.userLogin.toLowerCase() !== self) return false
  const marker = readMarker(issue.body)
  if (marker?.kind === 'report') return marker.title === title && issue.title === title
  return issue.title === title
}

/**
 * The report marker of `issue` when the identity `self` (lower case) wrote it, or null: an issue,
 * not a pull request, whose author is the token's own identity and whose body has the marker.
 */
export function ownReportMarker(issue: Issue, self: string): ReportMarker | null {
  if (issue.isPullRequest || issue.userLogin.toLowerCase() !== self) return null
  const marker = readMarker(issue.body)
  return marker?.kind === 'report' ? marker : null
}

/** The body a report issue holds: its marker, then the report. */
export function reportIssueBody(title: string, report: string): string {
  return `${renderMarker({ kind: 'report', title })}\n${report}`
}

/**
 * What reopens a report issue a maintainer closed: a closed report is carried on in the same
 * issue, memory and all (docs/insights.md). Nothing for an open one.
 */
export function reopening(found: Issue): { state?: 'open' } {
  return found.state === 'closed' ? { state: 'open' } : {}
}

/**
 * Writes `report` into the issue `found` (from `findReportIssue`), or into a new issue when there
 * is none. The issue is edited only when its body changes (or to reopen it).
 */
export async function writeReportIssue(
  github: GitHubApi,
  title: string,
  report: string,
  found: Issue | null,
): Promise<{ issue: Issue; written: 'created' | 'updated' | 'unchanged' }> {
  const body = reportIssueBody(title, report)
  if (!found) return { issue: await github.createIssue(title, body), written: 'created' }
  const reopen = reopening(found)
  if (found.body === body && !reopen.state) return { issue: found, written: 'unchanged' }
  return { issue: await github.updateIssue(found.number, { body, ...reopen }), written: 'updated' }
}
