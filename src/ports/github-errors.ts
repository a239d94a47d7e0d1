/**
 * Typed errors of the GitHub REST side. Each says what the action was trying to do and what to
 * change: the missing `permissions:` scope, the token, the resource, or when a rate limit resets.
 * Hints are one line of plain text with code spans, as they are shown in logs and comments alike.
 */
import { HttpError } from '../errors.ts'

/** Any failed GitHub call. `status` is null when no complete answer arrived. */
export class GitHubError extends HttpError {}

/**
 * What a call needs from the token: workflow `permissions:` scopes (e.g. `issues: write`), or read
 * access to the repository metadata, which has no `permissions:` key (GITHUB_TOKEN always has it).
 */
export type PermissionNeed = { kind: 'scopes'; scopes: readonly string[] } | { kind: 'metadata' }

/**
 * A 403 "Resource not accessible by integration": the token lacks a permission. The message names
 * what the call needs, so that the fix is one line of workflow YAML.
 */
export class GitHubPermissionError extends GitHubError {
  /** The missing scopes as written in YAML, e.g. `issues: write, pull-requests: write`. */
  readonly scope: string
  constructor(what: string, need: PermissionNeed, githubText: string) {
    const scopes = need.kind === 'scopes' ? need.scopes : ['metadata: read']
    const listed = scopes.map((s) => `\`${s}\``).join(' and ')
    const message =
      need.kind === 'scopes'
        ? `GitHub refused to ${what}: ${githubText}. The workflow's token needs ${listed}.`
        : `GitHub refused to ${what}: ${githubText}. The token needs read access to the repository metadata.`
    const hint =
      need.kind === 'scopes'
        ? `add ${listed} under \`permissions:\` in the workflow or the job (listing any permission ` +
          'turns off every one not listed, so keep those the job also uses, such as ' +
          '`contents: read`); a token given in `github-token` needs the same repository permissions'
        : "the workflow's own token always has it: a fine-grained personal access token or an app " +
          "token given in `github-token` needs the repository permission 'Metadata: Read-only'"
    super(message, 403, { hint })
    this.scope = scopes.join(', ')
  }
}

/** A 401: the token is missing, malformed, expired or revoked. */
export class GitHubAuthError extends GitHubError {
  constructor(what: string, githubText: string) {
    super(`GitHub rejected the token while trying to ${what}: ${githubText}.`, 401, {
      hint:
        "check the `github-token` input: the workflow's own token (the default) works; a personal " +
        'access token may have expired or been revoked',
    })
  }
}

/** A 404. `resource` names what was missing, e.g. `comment 123 in acme/docs`. */
export class GitHubNotFoundError extends GitHubError {
  readonly resource: string | null
  constructor(message: string, resource: string | null = null) {
    super(message, 404, {
      hint:
        'check that it exists and that the token can see the repository (GitHub answers 404, ' +
        'not 403, to a token without access to a private repository)',
    })
    this.resource = resource
  }
}

/** A rate limit that did not lift within the wait the client allows. */
export class GitHubRateLimitError extends GitHubError {
  /** When GitHub said the limit resets (ms since epoch), or null when it did not say. */
  readonly resetAt: number | null
  constructor(message: string, status: number, resetAt: number | null = null) {
    super(message, status, {
      hint:
        resetAt === null
          ? 'wait a few minutes, then re-run the failed jobs'
          : 'wait until the limit resets, then re-run the failed jobs',
    })
    this.resetAt = resetAt
  }
}
