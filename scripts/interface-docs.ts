// Writes the action's interface into the files users read, from its one source (src/interface/):
// the `inputs:` and `outputs:` of action.yml, and the inputs and outputs tables of
// docs/inputs-and-outputs.md (between their `<!-- generated: … -->` markers). `npm run docs` writes them; `npm run docs --
// --check` (CI) fails when a committed file differs from a fresh generation.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { INPUTS, MODES, type InputName, type InputSpec } from '../src/interface/inputs.ts'
import { OUTPUTS, type OutputName, type OutputSpec } from '../src/interface/outputs.ts'

const WIDTH = 100

/** A YAML folded block scalar (`>-`) at `indent`, wrapped at the file's width. */
function folded(text: string, indent: number): string {
  const pad = ' '.repeat(indent)
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line !== '' && pad.length + line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  lines.push(line)
  return `>-\n${lines.map((l) => pad + l).join('\n')}`
}

/** A single-quoted YAML scalar: nothing in it is read as YAML syntax. */
const quoted = (text: string): string => `'${text.replaceAll("'", "''")}'`

/** The description action.yml shows: prefixed with the mode(s) unless every mode reads it. */
function withModes(description: string, modes: readonly string[] | 'common'): string {
  if (modes === 'common' || modes.length === MODES.length) return description
  return `(${modes.join(', ')}) ${description}`
}

/**
 * An input's description in action.yml. A default worked out at run time has no `default:` line,
 * so the description says it, as the docs' default column does.
 */
function actionInputDescription(spec: InputSpec): string {
  const described = withModes(spec.description, spec.modes)
  return spec.defaultText === undefined ? described : `${described} Default: ${spec.defaultText}.`
}

/** The `inputs:` and `outputs:` sections of action.yml. */
export function renderActionSections(): string {
  const out = ['inputs:']
  for (const [name, spec] of Object.entries(INPUTS) as [InputName, InputSpec][]) {
    out.push(`  ${name}:`, `    description: ${folded(actionInputDescription(spec), 6)}`)
    out.push(`    required: ${spec.required === true}`)
    if (spec.default !== undefined) out.push(`    default: ${quoted(spec.default)}`)
  }
  out.push('outputs:')
  for (const [name, spec] of Object.entries(OUTPUTS) as [OutputName, OutputSpec][]) {
    out.push(`  ${name}:`, `    description: ${folded(withModes(spec.description, spec.modes), 6)}`)
  }
  return `${out.join('\n')}\n`
}

/** A Markdown table cell: pipes escaped, so a description never breaks its row. */
const cell = (text: string): string => text.replaceAll('|', '\\|')

function defaultCell(spec: InputSpec): string {
  if (spec.required) return '(required)'
  if (spec.defaultText !== undefined) return spec.defaultText
  return spec.default === undefined || spec.default === '' ? '' : `\`${spec.default}\``
}

/** The inputs table of docs/inputs-and-outputs.md. */
export function renderInputsTable(): string {
  const rows = (Object.entries(INPUTS) as [InputName, InputSpec][]).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.modes === 'common' ? 'all' : spec.modes.join(', ')} | ${cell(defaultCell(spec))} | ${cell(spec.description)} |`,
  )
  return ['| input | mode | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/** The outputs table of docs/inputs-and-outputs.md. */
export function renderOutputsTable(): string {
  const rows = (Object.entries(OUTPUTS) as [OutputName, OutputSpec][]).map(
    ([name, spec]) => `| \`${name}\` | ${spec.modes.join(', ')} | ${cell(spec.description)} |`,
  )
  return ['| output | mode | meaning |', '| --- | --- | --- |', ...rows].join('\n')
}

/** `text` with what lies between `<!-- generated: name … -->` and `<!-- end: name -->` replaced. */
function replaceBetween(text: string, name: string, content: string, file: string): string {
  const start = new RegExp(`<!-- generated: ${name}[^>]*-->\\n`)
  const end = `<!-- end: ${name} -->`
  const from = start.exec(text)
  const to = text.indexOf(end)
  if (!from || to < from.index) throw new Error(`${file}: no '${name}' markers to write between`)
  const at = from.index + from[0].length
  return `${text.slice(0, at)}\n${content}\n\n${text.slice(to)}`
}

/** action.yml with its `inputs:` and `outputs:` written anew (everything else kept). */
export function renderActionYml(current: string): string {
  const start = current.indexOf('\ninputs:\n')
  const end = current.indexOf('\nruns:\n')
  if (start < 0 || end < start) throw new Error("action.yml: no 'inputs:' before 'runs:'")
  return `${current.slice(0, start + 1)}${renderActionSections()}\n${current.slice(end + 1)}`
}

/** The file of the interface tables, relative to the repository root. */
export const TABLES_FILE = 'docs/inputs-and-outputs.md'

/** The tables file with its two tables written anew, formatted as prettier formats it. */
export async function renderTables(current: string, path: string): Promise<string> {
  let text = replaceBetween(current, 'inputs', renderInputsTable(), TABLES_FILE)
  text = replaceBetween(text, 'outputs', renderOutputsTable(), TABLES_FILE)
  const options = (await prettier.resolveConfig(path)) ?? {}
  return prettier.format(text, { ...options, filepath: path })
}

/** Every generated file: its path and what it must hold. */
export async function generatedFiles(root: string): Promise<{ path: string; text: string }[]> {
  const action = join(root, 'action.yml')
  const tables = join(root, TABLES_FILE)
  return [
    { path: action, text: renderActionYml(readFileSync(action, 'utf8')) },
    { path: tables, text: await renderTables(readFileSync(tables, 'utf8'), tables) },
  ]
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check')
  let stale = 0
  for (const { path, text } of await generatedFiles(process.cwd())) {
    if (readFileSync(path, 'utf8') === text) continue
    if (check) {
      stale++
      console.error(`error: ${path} is not what src/interface/ generates. Run 'npm run docs'.`)
    } else {
      writeFileSync(path, text)
      console.log(`wrote ${path}`)
    }
  }
  if (stale > 0) process.exit(1)
  if (check) console.log(`action.yml and ${TABLES_FILE} match src/interface/.`)
}
