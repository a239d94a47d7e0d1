/**
 * The report issue a mode keeps (visitors' report, insights' report and memory): found again by
 * its marker and title, and trusted only when the token's own identity wrote it, since anyone can
 * open an issue with a copy of the marker. Created when missing; edited only when its text changes,
 * so that a run with nothing new sends no write and no notification.
 */
import { readMarker, renderMarker, type ReportMarker } from './marker.ts'
import type { GitHubApi, Issue } from './ports/github.ts'

/** The open issue of this title that this action wrote, or null. */
export async function findReportIssue(github: GitHubApi, title: string): Promise<Issue | null> {
  const self = (await github.identity()).toLowerCase()
  const issues = await github.listOpenIssues()
  const ours = issues.find((issue) => {
    const marker = ownReportMarker(issue, self)
    return issue.title === title && marker?.title === title
  })
  return ours ?? null
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
 * Writes `report` into the issue `found` (from `findReportIssue`), or into a new issue when there
 * is none. The issue is edited only when its body changes.
 */
export async function writeReportIssue(
  github: GitHubApi,
  title: string,
  report: string,
  found: Issue | null,
): Promise<{ issue: Issue; written: 'created' | 'updated' | 'unchanged' }> {
  const body = reportIssueBody(title, report)
  if (!found) return { issue: await github.createIssue(title, body), written: 'created' }
  if (found.body === body) return { issue: found, written: 'unchanged' }
  return { issue: await github.updateIssue(found.number, { body }), written: 'updated' }
}
