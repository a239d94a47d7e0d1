// Validates action.yml and every workflow file with GitHub's own parser and schemas
// (@actions/workflow-parser, the one behind the Actions language service), so that a typo in
// `runs.using`, an unknown key or a malformed expression fails CI rather than users' runs.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { registerHooks } from 'node:module'

// The parser imports its JSON schemas without `with { type: 'json' }` (it is built for bundlers);
// Node refuses that, so this hook adds the attribute for JSON files.
registerHooks({
  load(url, context, nextLoad) {
    if (url.endsWith('.json')) {
      return nextLoad(url, {
        ...context,
        importAttributes: { ...context.importAttributes, type: 'json' },
      })
    }
    return nextLoad(url, context)
  },
})
const { NoOperationTraceWriter, parseWorkflow, convertWorkflowTemplate } =
  await import('@actions/workflow-parser')
const { parseAction, convertActionTemplate } =
  await import('@actions/workflow-parser/actions/index')

const root = process.argv[2] ?? process.cwd()
const trace = new NoOperationTraceWriter()
let failures = 0

function report(name: string, errors: readonly { message: string }[]): void {
  if (errors.length === 0) {
    console.log(`ok    ${name}`)
    return
  }
  failures += 1
  console.error(`FAIL  ${name}`)
  for (const error of errors) console.error(`      ${error.message}`)
}

const actionPath = join(root, 'action.yml')
if (!existsSync(actionPath)) {
  report('action.yml', [{ message: 'action.yml is missing' }])
} else {
  const file = { name: 'action.yml', content: readFileSync(actionPath, 'utf8') }
  const parsed = parseAction(file, trace)
  const errors: Array<{ message: string }> = [...parsed.context.errors.getErrors()]
  if (parsed.value && errors.length === 0) {
    const template = convertActionTemplate(parsed.context, parsed.value)
    errors.push(...parsed.context.errors.getErrors())
    if (template.runs?.using !== 'node24') {
      errors.push({ message: `runs.using must be node24 (got '${String(template.runs?.using)}')` })
    }
  }
  report('action.yml', errors)
}

const workflowDir = join(root, '.github', 'workflows')
const workflows = existsSync(workflowDir)
  ? readdirSync(workflowDir).filter((name) => /\.ya?ml$/.test(name))
  : []
for (const name of workflows) {
  const file = { name, content: readFileSync(join(workflowDir, name), 'utf8') }
  const parsed = parseWorkflow(file, trace)
  const errors: Array<{ message: string }> = [...parsed.context.errors.getErrors()]
  if (parsed.value && errors.length === 0) {
    await convertWorkflowTemplate(parsed.context, parsed.value)
    errors.push(...parsed.context.errors.getErrors())
  }
  report(`.github/workflows/${name}`, errors)
}

if (failures > 0) {
  console.error(`\n${failures} file(s) failed schema validation.`)
  process.exit(1)
}
