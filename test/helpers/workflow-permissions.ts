/**
 * The permission check of test/yaml-examples.test.ts: what each job of a workflow example grants
 * `github-token`, against what its steps need. A job that lacks a permission its steps need fails
 * as a copied workflow would (a 403, or a fix that is never judged); a job that grants one no step
 * needs gives the token more than docs/permissions.md promises.
 *
 * What this action needs follows the calls it makes (the `PermissionNeed` of each call in
 * src/adapters/github/): comments and reactions need `issues` and `pull-requests` write, the report
 * issue `issues: write`, reading a pull request `pull-requests: read`, reading a workflow run
 * `actions: read`. The collaborator-permission look-up and the token's identity need none beyond
 * `metadata`, which every token has.
 */
import { parseDocument } from 'yaml'
import type { Finding } from './yaml-examples.ts'

type Level = 'read' | 'write'

/** A permission one step needs, and why; `optional`: needed only for some values of an input. */
interface Need {
  scope: string
  level: Level
  why: string
  optional?: boolean
}

interface Step {
  uses?: unknown
  run?: unknown
  with?: Record<string, unknown>
}

interface Job {
  permissions?: unknown
  steps?: Step[]
}

interface Workflow {
  on?: unknown
  permissions?: unknown
  jobs?: Record<string, Job>
}

/** The events that start commands: the status comment goes to their issue or pull request. */
const COMMENT_EVENTS = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'pull_request',
  'pull_request_target',
]

const RANK: Record<string, number> = { none: 0, read: 1, write: 2 }

function isThisAction(uses: string): boolean {
  return uses.includes('docs-agent') || uses.trim() === './'
}

/** The events of a workflow's `on:` (a name, a list, or a map). */
function eventsOf(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  return on && typeof on === 'object' ? Object.keys(on) : []
}

/** An input given a value (an expression counts: it may be set). */
function given(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== ''
}

/** What one step of this action needs, by its mode and inputs and the workflow's events. */
function actionNeeds(inputs: Record<string, unknown>, events: string[]): Need[] {
  const mode = String(inputs.mode ?? 'message')
  const report = given(inputs['report-issue']) ? String(inputs['report-issue']) : ''
  const noReport = report.toLowerCase() === 'none'
  switch (mode) {
    case 'reconcile':
      return [
        { scope: 'actions', level: 'read', why: 'whether the run that wrote a comment is live' },
        { scope: 'issues', level: 'write', why: 'finishing status comments, reactions' },
        { scope: 'pull-requests', level: 'write', why: 'the same on pull requests' },
      ]
    case 'visitors':
      return report && !noReport
        ? [{ scope: 'issues', level: 'write', why: 'the report issue' }]
        : []
    case 'insights':
      return noReport
        ? []
        : [
            { scope: 'issues', level: 'write', why: 'the report issue and its memory' },
            { scope: 'pull-requests', level: 'read', why: 'reading the merge of each fix' },
          ]
    default:
      return messageNeeds(inputs, events)
  }
}

/** Message mode: a status comment where the event or `issue-number` names an issue. */
function messageNeeds(inputs: Record<string, unknown>, events: string[]): Need[] {
  if (events.some((event) => COMMENT_EVENTS.includes(event))) {
    return [
      { scope: 'issues', level: 'write', why: 'the status comment and reactions' },
      { scope: 'pull-requests', level: 'write', why: 'the same on pull requests' },
    ]
  }
  if (!given(inputs['issue-number'])) return []
  return [
    { scope: 'issues', level: 'write', why: 'the status comment on issue-number' },
    // Only when the number is a pull request: allowed, not required.
    { scope: 'pull-requests', level: 'write', why: 'the same on a pull request', optional: true },
  ]
}

/** What a step needs; null for a `run:` step, whose needs no reading of the YAML can tell. */
function stepNeeds(step: Step, events: string[]): Need[] | null {
  if (typeof step.uses !== 'string') return step.run === undefined ? [] : null
  if (isThisAction(step.uses)) return actionNeeds(step.with ?? {}, events)
  if (step.uses.startsWith('actions/checkout@'))
    return [{ scope: 'contents', level: 'read', why: 'actions/checkout' }]
  return []
}

/** The scopes a `permissions:` value grants; null when it is absent (the repository's default). */
function grantsOf(permissions: unknown): Map<string, Level> | 'all' | null {
  if (permissions === undefined) return null
  if (permissions === 'read-all' || permissions === 'write-all') return 'all'
  const grants = new Map<string, Level>()
  if (permissions && typeof permissions === 'object') {
    for (const [scope, level] of Object.entries(permissions)) {
      if (level === 'read' || level === 'write') grants.set(scope, level)
    }
  }
  return grants
}

/** What a job's steps need; `opaque` when a `run:` step may need more than the YAML shows. */
interface JobNeeds {
  name: string
  needs: Need[]
  opaque: boolean
  ours: boolean
}

function jobNeeds(name: string, job: Job, events: string[]): JobNeeds {
  const needs: Need[] = []
  let opaque = false
  for (const step of job.steps ?? []) {
    const found = stepNeeds(step, events)
    if (found === null) opaque = true
    else needs.push(...found)
  }
  const ours = (job.steps ?? []).some((s) => typeof s.uses === 'string' && isThisAction(s.uses))
  return { name, needs, opaque, ours }
}

/** What `jobs` (sharing one `permissions:`, named `where`) lack, and what it grants idly. */
function grantProblems(where: string, permissions: unknown, jobs: JobNeeds[]): string[] {
  const grants = grantsOf(permissions)
  if (grants === null) {
    return jobs.some((job) => job.ours)
      ? [`${where} has no permissions: block: name what its steps need`]
      : []
  }
  if (grants === 'all') return []
  const problems: string[] = []
  for (const job of jobs) {
    for (const need of job.needs.filter((n) => !n.optional)) {
      const granted = grants.get(need.scope) ?? 'none'
      if ((RANK[granted] ?? 0) < (RANK[need.level] ?? 0)) {
        problems.push(
          `job '${job.name}' needs '${need.scope}: ${need.level}' (${need.why}), ` +
            `but ${where} grants '${granted}'`,
        )
      }
    }
  }
  // A job with `run:` steps may need more than its YAML shows: only what it lacks is checked.
  if (jobs.some((job) => job.opaque)) return problems
  const needs = jobs.flatMap((job) => job.needs)
  for (const [scope, level] of grants) {
    const ranks = needs.filter((n) => n.scope === scope).map((n) => RANK[n.level] ?? 0)
    const needed = Math.max(0, ...ranks)
    if ((RANK[level] ?? 0) > needed) {
      const what = needed === 0 ? 'no step needs it' : `its steps need '${scope}: read' only`
      problems.push(`${where} grants '${scope}: ${level}', but ${what}`)
    }
  }
  return problems
}

/**
 * The permission problems of one workflow text: each job's grants (its own `permissions:` or the
 * workflow's) against the needs of its steps. Line 0: the finding is about a job, not a line.
 */
export function permissionProblems(text: string): Finding[] {
  const workflow = parseDocument(text).toJS() as Workflow | null
  if (!workflow || typeof workflow !== 'object' || !workflow.jobs) return []
  const events = eventsOf(workflow.on)
  const shared: JobNeeds[] = []
  const problems: string[] = []
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const needs = jobNeeds(name, job ?? {}, events)
    if (job?.permissions === undefined) shared.push(needs)
    else problems.push(...grantProblems(`job '${name}'`, job.permissions, [needs]))
  }
  if (shared.length > 0) {
    problems.push(...grantProblems('the workflow', workflow.permissions, shared))
  }
  return problems.map((message) => ({ line: 0, message }))
}

/**
 * The permission lines of an example that say nothing of what needs them: in the docs, each
 * `scope: level` under `permissions:` carries a comment naming the step or call it is for.
 */
export function uncommentedPermissions(text: string): Finding[] {
  const findings: Finding[] = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    const block = /^(\s*)permissions:\s*(#.*)?$/.exec(line)
    if (!block) return
    const indent = (block[1] ?? '').length
    for (let i = index + 1; i < lines.length; i += 1) {
      const next = lines[i] ?? ''
      if (next.trim() === '' || next.trim().startsWith('#')) continue
      if (next.length - next.trimStart().length <= indent) break
      if (!/#\s*\S/.test(next)) {
        findings.push({ line: i + 1, message: `'${next.trim()}' does not say what needs it` })
      }
    }
  })
  return findings
}
