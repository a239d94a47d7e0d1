/**
 * The GitHub client, loaded at its first call: Octokit, its plugins and the calls written on them
 * (client.ts) are a chunk of their own, so that a run that makes no GitHub call (a message sent
 * from `workflow_dispatch` without an issue, a visitors export without `report-issue`) never
 * loads them, and one that does loads them when it first needs them.
 */
import type { GitHubApi } from '../../ports/github.ts'
import type { GitHubClientOptions } from './octokit.ts'

export function createGitHubClientOnDemand(options: GitHubClientOptions): GitHubApi {
  let loaded: GitHubApi | undefined
  let loading: Promise<GitHubApi> | undefined
  const client = (): Promise<GitHubApi> =>
    (loading ??= import('./client.ts').then((m) => (loaded = m.createGitHubClient(options))))
  return {
    getPermission: async (...a) => (await client()).getPermission(...a),
    listComments: async (...a) => (await client()).listComments(...a),
    listRecentComments: async (...a) => (await client()).listRecentComments(...a),
    getComment: async (...a) => (await client()).getComment(...a),
    getWorkflowRun: async (...a) => (await client()).getWorkflowRun(...a),
    createComment: async (...a) => (await client()).createComment(...a),
    updateComment: async (...a) => (await client()).updateComment(...a),
    deleteComment: async (...a) => (await client()).deleteComment(...a),
    addReaction: async (...a) => (await client()).addReaction(...a),
    removeReaction: async (...a) => (await client()).removeReaction(...a),
    getPullRequest: async (...a) => (await client()).getPullRequest(...a),
    getPullRequestMerge: async (...a) => (await client()).getPullRequestMerge(...a),
    listPullRequestFiles: async (...a) => (await client()).listPullRequestFiles(...a),
    listIssuesBy: async (...a) => (await client()).listIssuesBy(...a),
    getIssue: async (...a) => (await client()).getIssue(...a),
    createIssue: async (...a) => (await client()).createIssue(...a),
    updateIssue: async (...a) => (await client()).updateIssue(...a),
    addIssueReaction: async (...a) => (await client()).addIssueReaction(...a),
    deleteIssueReaction: async (...a) => (await client()).deleteIssueReaction(...a),
    identity: async () => (await client()).identity(),
    get requestCount() {
      return loaded?.requestCount ?? 0
    },
  }
}
