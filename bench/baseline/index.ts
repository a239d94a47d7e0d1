// The start-up baseline for `npm run bench`: a minimal conventional action, @actions/core and
// @actions/github's getOctokit, one REST request, one output. bench.ts bundles it with ncc (the
// flags of scripts/bundle.ts) and times it from process start to its request reaching a local
// server, beside the action. Not shipped.
import * as core from '@actions/core'
import { context, getOctokit } from '@actions/github'

const token = core.getInput('github-token', { required: true })
const octokit = getOctokit(token, { baseUrl: process.env.GITHUB_API_URL })
const { data } = await octokit.rest.repos.get(context.repo)
core.setOutput('full-name', data.full_name)
