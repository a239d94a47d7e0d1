/** Typed errors of the GitHub REST side, with messages that say which `permissions:` is missing. */
import { ActionError } from '../errors.ts'

export class GitHubError extends ActionError {
  readonly status: number | null
  constructor(
    message: string,
    status: number | null,
    options?: { hint?: string; cause?: unknown },
  ) {
    super(message, options)
    this.status = status
  }
}

/**
 * A 403 "Resource not accessible by integration": the workflow's token lacks a permission. The
 * message names the scope the call needs, so the fix is one line of YAML.
 */
export class GitHubPermissionError extends GitHubError {
  readonly scope: string
  constructor(what: string, scope: string, githubText: string) {
    super(
      `GitHub refused to ${what}: ${githubText}. The workflow's token needs \`${scope}\`.`,
      403,
      {
        hint: `add it to the workflow or job: \`permissions:\` → \`${scope.replace(': ', ': ')}\``,
      },
    )
    this.scope = scope
  }
}

export class GitHubNotFoundError extends GitHubError {
  constructor(message: string) {
    super(message, 404)
  }
}

export class GitHubRateLimitError extends GitHubError {
  constructor(message: string, status: number) {
    super(message, status, {
      hint: 'wait for the rate limit to reset, then re-run the workflow run',
    })
  }
}
