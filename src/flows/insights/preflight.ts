/**
 * Before an insights run spends analytics requests (100 an hour for the whole organisation, every
 * endpoint together), it finds its report issue (the token's identity, the issues it opened, open and closed): the read
 * it needs anyway, done first. Without them the run
 * could write no report and keep no memory, so it would spend the budget and fail anyway. A token
 * that may read issues but not write them is found only when the report is written (the summary
 * keeps the report then); GitHub has no cheaper question for a workflow token.
 */
import { ActionError, describeError } from '../../errors.ts'
import type { GitHubApi, Issue } from '../../ports/github.ts'
import { findReportIssues } from '../../report-issue.ts'

/**
 * The report issues `title` as found before any analytics request, the one to write first (none:
 * none yet, or no report issue: `report-issue: none`, `github` null).
 * @throws ActionError naming the issue, the cause and what to do, when GitHub does not answer
 */
export async function findReportIssueFirst(
  github: GitHubApi | null,
  title: string | null,
): Promise<Issue[]> {
  if (github === null || title === null) return []
  try {
    return await findReportIssues(github, title)
  } catch (error) {
    throw new ActionError(
      `could not read the issues for the report issue '${title}', so no analytics request was ` +
        `spent: ${describeError(error)}`,
      {
        hint:
          "give the job 'issues: write' (the report issue and its memory), check that GitHub is " +
          "reachable from the runner, or set 'report-issue: none' to read without a report issue",
        cause: error,
      },
    )
  }
}
