// How `npm run demo` prints: section rules, quoted blocks, a step's `with:` as the runner shows it,
// its outputs, and its own log lines as the runner log would show them.

/** Inputs shown as `***`, as the runner shows secrets (here they are fakes). */
const SECRET_INPUTS = new Set(['api-key', 'github-token'])

/** Why an input is there, for those a real workflow would give differently (or not at all). */
const INPUT_NOTES: Record<string, string> = {
  'api-key': 'a fake key',
  'base-url': 'the platform emulator (a workflow leaves it out)',
  'github-token': "the GitHub emulator's fake token",
  'docs-path': 'a checkout of four pages (a workflow: `.`, after actions/checkout)',
}

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)

/** A section title across the terminal. */
export function rule(title: string): void {
  console.log(`\n${bold(`── ${title} `.padEnd(78, '─'))}`)
}

/** `text` as a quoted block: each line behind a bar. */
export function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `  │ ${line}`)
    .join('\n')
}

/** A comment or issue body without the action's hidden marker (`<!-- docs-agent-action … -->`). */
export function visible(body: string): string {
  return body.replace(/<!--[\s\S]*?-->\n?/g, '')
}

/** A value as YAML would read it back as the same string (quoted only when it must be). */
function yamlValue(value: string): string {
  const plain = value !== '' && !/^[\s*&!|>'"%@`{[#-]|[:#]\s|:$|\s$|\n/.test(value)
  return plain ? value : JSON.stringify(value)
}

/** The step's trigger and its `with:` lines, as the runner prints them when the step starts. */
export function printInputs(title: string, on: string, inputs: Record<string, string>): void {
  rule(`${title}: the step's inputs (on: ${on})`)
  const lines = Object.entries(inputs).map(([name, value]) => ({
    shown: `${name}: ${SECRET_INPUTS.has(name) ? '***' : yamlValue(value)}`,
    note: INPUT_NOTES[name],
  }))
  // The notes in one column, after the longest line that has one.
  const width = Math.max(...lines.map((l) => (l.note ? l.shown.length : 0)))
  console.log('  with:')
  for (const { shown, note } of lines)
    console.log(note ? `    ${shown.padEnd(width)}  # ${note}` : `    ${shown}`)
}

/** The step's outputs, `name = value` a line. */
export function printOutputs(title: string, outputs: Record<string, string>): void {
  rule(`${title}: step outputs`)
  for (const [name, value] of Object.entries(outputs)) console.log(`  ${name} = ${value}`)
}

/** Undoes the escaping of a workflow command's message (`%25`, `%0D`, `%0A`). */
const unescape = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

/**
 * A step's stdout as the runner log shows it: `::add-mask::` and `::debug::` lines hidden (debug
 * shows only with step debugging on), masked values as `***`, groups as `▸ title` with their
 * lines indented, and annotations as `Notice:`, `Warning:` or `Error:`.
 */
export function runnerLog(stdout: string): string {
  const masks = [...stdout.matchAll(/^::add-mask::(.+)$/gm)].map((m) => unescape(m[1] ?? ''))
  const mask = (line: string): string => masks.reduce((text, s) => text.split(s).join('***'), line)
  const shown: string[] = []
  let depth = ''
  for (const line of stdout.trimEnd().split('\n')) {
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
    if (!command) {
      shown.push(depth + mask(line))
      continue
    }
    const [, name, message = ''] = command
    const text = mask(unescape(message))
    if (name === 'group') {
      shown.push(`▸ ${text}`)
      depth = '  '
    } else if (name === 'endgroup') depth = ''
    else if (name === 'notice' || name === 'warning' || name === 'error') {
      const label = `${name[0]?.toUpperCase()}${name.slice(1)}`
      shown.push(`${depth}${label}: ${text}`)
    }
    // add-mask, debug, save-state, set-output… are not shown in the log.
  }
  return shown.join('\n')
}
