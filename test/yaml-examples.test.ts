/**
 * Every YAML example a user may copy (the ```yaml blocks of README.md and docs/) and every workflow
 * of this repository is read by GitHub's workflow parser and by actionlint, and uses only the
 * inputs and outputs that action.yml declares. A block marked `<!-- yaml-fragment -->` (on the
 * line before its fence) is deliberately not a whole workflow: it is read as YAML, and for its use
 * of this action, only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './helpers/action-runner.ts'
import {
  actionlintProblems,
  actionlintVersion,
  actionUsageProblems,
  blockProblems,
  extractYamlBlocks,
  markdownFiles,
  readActionInterface,
  repositoryBlocks,
  type YamlBlock,
} from './helpers/yaml-examples.ts'
import { permissionProblems, uncommentedPermissions } from './helpers/workflow-permissions.ts'

const action = readActionInterface(readFileSync(join(ROOT, 'action.yml'), 'utf8'))
const blocks = repositoryBlocks(ROOT)

/** A block of a made-up file, as the checks see one. */
function block(text: string, fragment = false): YamlBlock {
  return { file: 'example.md', line: 10, text, fragment }
}

const WORKFLOW = `on:
  issue_comment:
    types: [created]
permissions:
  contents: read # a run step may read the checkout
  issues: write # the status comment on issues
  pull-requests: write # the status comment on pull requests
jobs:
  docs-agent:
    runs-on: ubuntu-latest
    steps:
      - id: agent
        uses: example/docs-agent-action@v1
        with:
          api-key: \${{ secrets.DOCS_AGENT_API_KEY }}
          project-id: \${{ vars.DOCS_PROJECT_ID }}
      - env:
          PR_LINK: \${{ steps.agent.outputs.pr-link }}
        run: echo "Agent PR - $PR_LINK"
`

describe('YAML examples and workflows', () => {
  it('finds the examples and the workflows', () => {
    expect(blocks.some((b) => b.file === 'README.md')).toBe(true)
    expect(blocks.some((b) => b.file.startsWith('.github/workflows/'))).toBe(true)
  })

  it.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))(
    '%s is valid and uses only what action.yml declares',
    async (_name, b) => {
      const problems = await blockProblems(b, action)
      expect(problems, problems.join('\n')).toEqual([])
    },
  )
})

describe('the checks themselves', () => {
  it('accept a valid workflow', async () => {
    expect(await blockProblems(block(WORKFLOW), action)).toEqual([])
  })

  it('refuse text that is not YAML, with the line in the file', async () => {
    const bad = WORKFLOW.replace(
      'run: echo "Agent PR - $PR_LINK"',
      'run: echo "Agent PR: $PR_LINK"',
    )
    const problems = await blockProblems(block(bad), action)
    expect(problems.length).toBeGreaterThan(0)
    // The run line is line 19 of the block; the fence is line 10 of the file.
    expect(problems[0]).toMatch(/^example\.md:29 .*yaml: /)
  })

  it('refuse invalid YAML in a fragment too', async () => {
    const problems = await blockProblems(block('- run: echo "Agent PR: $PR_LINK"\n', true), action)
    expect(problems.join('\n')).toContain('yaml: ')
  })

  it('refuse a with key that is not an input', async () => {
    const bad = WORKFLOW.replace('project-id:', 'project:')
    const problems = await blockProblems(block(bad), action)
    expect(problems).toEqual([
      expect.stringMatching(/action\.yml: .*'project', which is not an input/),
    ])
  })

  it('refuse an output that action.yml does not declare', async () => {
    const bad = WORKFLOW.replace('outputs.pr-link', 'outputs.pull-request')
    const problems = await blockProblems(block(bad), action)
    expect(problems).toEqual([
      expect.stringMatching(/^example\.md:28 .*'pull-request' is not an output of action\.yml/),
    ])
  })

  it('refuse what GitHub refuses: an unknown key, a broken expression', async () => {
    const bad = WORKFLOW.replace('runs-on:', 'runs_on:')
    const problems = await blockProblems(block(bad), action)
    expect(problems.join('\n')).toMatch(/workflow-parser: .*runs_on/)
    expect(problems.join('\n')).toMatch(/actionlint: /)
  })

  it('refuse a fragment that is not a whole workflow unless it is marked', async () => {
    const steps = '- uses: ./\n  with:\n    prompt: hello\n'
    expect((await blockProblems(block(steps), action)).join('\n')).toMatch(/workflow-parser/)
    expect(await blockProblems(block(steps, true), action)).toEqual([])
    expect(actionUsageProblems('- uses: ./\n  with:\n    promt: x\n', action)).toHaveLength(1)
  })

  it('leave other actions and their outputs alone', () => {
    const other = `steps:
  - id: checkout
    uses: actions/checkout@v7
    with:
      fetch-depth: 0
  - run: echo "\${{ steps.checkout.outputs.ref }}"
`
    expect(actionUsageProblems(other, action)).toEqual([])
  })

  it('read fences as Markdown does: info string, indentation, the fragment marker', () => {
    const markdown = [
      '# Title',
      '',
      '```yaml',
      'on: push',
      '```',
      '',
      '<!-- yaml-fragment -->',
      '',
      '   ```yml',
      '   - run: x',
      '   ```',
      '',
      '````markdown',
      '```yaml',
      'not: a block of its own',
      '```',
      '````',
      '```json',
      '{}',
      '```',
    ].join('\n')
    expect(extractYamlBlocks(markdown, 'x.md')).toEqual([
      { file: 'x.md', line: 3, text: 'on: push\n', fragment: false },
      { file: 'x.md', line: 9, text: '- run: x\n', fragment: true },
    ])
  })
})

const INSIGHTS = `on:
  schedule:
    - cron: '0 6 * * 1'
permissions:
  contents: read
  issues: write
  pull-requests: read
jobs:
  insights:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v7
      - uses: your-org/docs-agent-action@v1
        with:
          mode: insights
          api-key: x
          project-id: y
          docs-path: .
`

describe('the permission check', () => {
  const messages = (text: string) => permissionProblems(text).map((f) => f.message)

  it('accepts a workflow that grants what its steps need and nothing more', () => {
    expect(messages(INSIGHTS)).toEqual([])
    expect(messages(WORKFLOW.replace(/^ {2}contents: .*\n/m, ''))).toEqual([])
  })

  it('refuses an insights workflow that cannot read the merge of a fix', () => {
    expect(messages(INSIGHTS.replace('  pull-requests: read\n', ''))).toEqual([
      "job 'insights' needs 'pull-requests: read' (reading the merge of each fix), but the workflow grants 'none'",
    ])
  })

  it('refuses a grant that no step needs, or a write where a read is enough', () => {
    expect(messages(INSIGHTS.replace('  issues:', '  actions: read\n  issues:'))).toEqual([
      "the workflow grants 'actions: read', but no step needs it",
    ])
    expect(messages(INSIGHTS.replace('pull-requests: read', 'pull-requests: write'))).toEqual([
      "the workflow grants 'pull-requests: write', but its steps need 'pull-requests: read' only",
    ])
  })

  it('needs nothing of GitHub for report-issue none, and names a missing permissions block', () => {
    const none = INSIGHTS.replace('docs-path: .', 'docs-path: .\n          report-issue: none')
    expect(messages(none.replace('  issues: write\n  pull-requests: read\n', ''))).toEqual([])
    expect(messages(INSIGHTS.replace(/permissions:\n( {2}.*\n)+/, ''))).toEqual([
      'the workflow has no permissions: block: name what its steps need',
    ])
  })

  it('wants a comment on each permission line of an example, saying what needs it', () => {
    expect(uncommentedPermissions(INSIGHTS).map((f) => f.line)).toEqual([5, 6, 7])
    const said = INSIGHTS.replace(/^( {2}[a-z-]+: (read|write))$/gm, '$1 # a step')
    expect(uncommentedPermissions(said)).toEqual([])
  })

  it('checks only what a job with run steps lacks, and a job-level block for its job', () => {
    const withRun = WORKFLOW.replace('contents: read', 'contents: write')
    expect(messages(withRun)).toEqual([])
    const jobLevel = INSIGHTS.replace(
      '    runs-on:',
      '    permissions:\n      issues: write\n    runs-on:',
    )
    expect(messages(jobLevel)).toEqual([
      "job 'insights' needs 'contents: read' (actions/checkout), but job 'insights' grants 'none'",
      "job 'insights' needs 'pull-requests: read' (reading the merge of each fix), but job 'insights' grants 'none'",
    ])
  })
})

describe('the actions the examples use', () => {
  it('pin one major of each, the same in the docs and in the workflows', () => {
    const majors = new Map<string, Set<string>>()
    for (const b of blocks) {
      for (const [, name = '', major = ''] of b.text.matchAll(/uses: (actions\/[\w-]+)@(v\d+)/g)) {
        majors.set(name, (majors.get(name) ?? new Set()).add(major))
      }
    }
    expect(majors.get('actions/checkout')).toEqual(new Set(['v7']))
    for (const [name, pinned] of majors) expect([name, ...pinned]).toHaveLength(2)
  })
})

describe('what the docs say of actionlint', () => {
  it('names the version the checks run, and that it rejects concurrency queue', async () => {
    const version = actionlintVersion()
    for (const file of markdownFiles(ROOT)) {
      const text = readFileSync(join(ROOT, file), 'utf8')
      for (const [, named] of text.matchAll(/actionlint (\d+\.\d+\.\d+)/g)) {
        expect(`${file}: actionlint ${named}`).toBe(`${file}: actionlint ${version}`)
      }
    }
    const queued =
      'on: push\nconcurrency:\n  group: g\n  queue: max\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo\n'
    expect((await actionlintProblems(queued)).map((f) => f.message).join('\n')).toMatch(
      /unexpected key "queue"/,
    )
  })
})
