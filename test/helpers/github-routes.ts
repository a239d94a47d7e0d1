/**
 * The GitHub REST operations the action uses (`METHOD /path/{template}`; GraphQL is not in the REST
 * description). The contract tests hold the GitHub client and emulator against them, and
 * scripts/cut-github-openapi.ts cuts the vendored description (test/fixtures/openapi/
 * github-rest-cut.json) down to them: add a route here, then re-run the script.
 */
export const GITHUB_ROUTES = [
  'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
  'GET /repos/{owner}/{repo}/issues',
  'POST /repos/{owner}/{repo}/issues',
  'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
  'GET /user',
  // 1.1: pull requests for the context, review comment reactions, the reconcile sweep.
  'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
  'GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
  'DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}',
  'GET /repos/{owner}/{repo}/issues/comments',
  'GET /repos/{owner}/{repo}/issues/comments/{comment_id}',
  'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
  'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
  // 1.4: the report issue's write lock (the token's 👀 on the issue).
  'POST /repos/{owner}/{repo}/issues/{issue_number}/reactions',
  'DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}',
] as const
