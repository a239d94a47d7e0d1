/**
 * The action's inputs are declared in three places: `INPUTS` in src/settings.ts (which the parser
 * reads its names and defaults from), `action.yml` (whose defaults the runner passes) and the
 * README's inputs table (what users read). These tests fail on any disagreement in names, order,
 * required flags, defaults or descriptions, and show that the parser's defaults are action.yml's.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INPUTS, parseSettings, type InputSpec } from '../src/settings.ts'
import type { Settings } from '../src/types.ts'
import { ROOT, actionDefaults } from './helpers/action-runner.ts'

// ---------------------------------------------------------------------------------------------
// Readers of the three sources.

/** One input as action.yml declares it. */
interface ActionInput {
  description?: string
  required?: boolean
  default?: string
}

/**
 * The `inputs:` section of action.yml. It reads the subset of YAML the file uses (plain, single-
 * quoted and `>-` folded scalars) and throws on any line it does not understand, so that a form it
 * cannot read fails the test instead of being misread.
 */
function readActionInputs(text: string): Map<string, ActionInput> {
  const lines = text.split('\n')
  const start = lines.indexOf('inputs:')
  if (start < 0) throw new Error("action.yml has no top-level 'inputs:'")
  const inputs = new Map<string, ActionInput>()
  let current: ActionInput | undefined
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (/^\S/.test(line)) break // the next top-level key
    if (line.trim() === '' || /^\s*#/.test(line)) continue
    const where = `action.yml line ${i + 1}`
    const name = /^ {2}([a-z][a-z0-9-]*):$/.exec(line)
    if (name) {
      if (inputs.has(name[1] as string)) throw new Error(`${where}: input '${name[1]}' twice`)
      current = {}
      inputs.set(name[1] as string, current)
      continue
    }
    const field = /^ {4}(description|required|default): ?(.*)$/.exec(line)
    if (!field || !current) throw new Error(`${where}: cannot read ${JSON.stringify(line)}`)
    const key = field[1] as 'description' | 'required' | 'default'
    if (key in current) throw new Error(`${where}: '${key}' twice`)
    let value = field[2] as string
    if (value === '>-') {
      const folded: string[] = []
      while (/^ {6}\S/.test(lines[i + 1] ?? '')) folded.push((lines[++i] as string).trim())
      if (folded.length === 0) throw new Error(`${where}: empty folded scalar`)
      value = folded.join(' ')
    } else {
      value = scalar(value, where)
    }
    if (key === 'required') {
      if (value !== 'true' && value !== 'false') throw new Error(`${where}: required: ${value}`)
      current.required = value === 'true'
    } else {
      current[key] = value
    }
  }
  return inputs
}

/** A one-line YAML scalar: single-quoted or plain. */
function scalar(text: string, where: string): string {
  const quoted = /^'((?:[^']|'')*)'$/.exec(text)
  if (quoted) return (quoted[1] as string).replace(/''/g, "'")
  // Other forms (double quotes, block scalars, flow collections, a comment after the value)
  // would need a real YAML parser: refuse them rather than guess.
  if (text === '' || /^["|>[{&*!%@`]/.test(text) || / #/.test(text) || /: /.test(text)) {
    throw new Error(`${where}: unsupported scalar ${JSON.stringify(text)}`)
  }
  return text
}

/** One row of the README's inputs table: the cells as written. */
interface ReadmeRow {
  name: string
  default: string
  meaning: string
}

/** The rows of every `| input | default | meaning |` table in the README's "## Inputs" section. */
function readReadmeInputs(text: string): ReadmeRow[] {
  const start = text.indexOf('\n## Inputs\n')
  if (start < 0) throw new Error("README.md has no '## Inputs' section")
  const end = text.indexOf('\n## ', start + 1)
  const lines = text.slice(start, end < 0 ? undefined : end).split('\n')
  const rows: ReadmeRow[] = []
  let inTable = false
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('|')) {
      inTable = false
      continue
    }
    const cells = splitRow(line)
    if (!inTable) {
      if (cells.join('|') !== 'input|default|meaning') {
        throw new Error(`README inputs table: unexpected header ${JSON.stringify(line)}`)
      }
      const separator = splitRow(lines[index + 1] ?? '')
      if (separator.length !== 3 || !separator.every((c) => /^:?-+:?$/.test(c))) {
        throw new Error('README inputs table: no separator row after the header')
      }
      inTable = true
      continue
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue
    const name = /^`([^`]+)`$/.exec(cells[0] ?? '')
    if (cells.length !== 3 || !name) {
      throw new Error(`README inputs table: cannot read row ${JSON.stringify(line)}`)
    }
    rows.push({ name: name[1] as string, default: cells[1] as string, meaning: cells[2] as string })
  }
  return rows
}

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '')
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

// ---------------------------------------------------------------------------------------------
// The comparison.

type InputTable = Readonly<Record<string, InputSpec>>

/** White space collapsed, so that line folding and table padding do not count. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** The README's default column for an input, as the table declares it. */
function readmeDefault(spec: InputSpec): string {
  if (spec.required) return '(required)'
  if (spec.defaultText !== undefined) return spec.defaultText
  return spec.default === undefined ? '' : `\`${spec.default}\``
}

/** The README row an input should have, to paste in when the table disagrees. */
function readmeRow(name: string, spec: InputSpec): string {
  return `| \`${name}\` | ${readmeDefault(spec)} | ${spec.description} |`
}

/** Every disagreement between the table, action.yml's inputs and the README's rows; [] when none. */
function disagreements(
  table: InputTable,
  action: Map<string, ActionInput>,
  readme: readonly ReadmeRow[],
): string[] {
  const problems: string[] = []
  const names = Object.keys(table)
  const actionNames = [...action.keys()]
  const readmeNames = readme.map((row) => row.name)

  for (const name of names) {
    if (!action.has(name)) problems.push(`'${name}' is in INPUTS but not in action.yml`)
    if (!readmeNames.includes(name)) {
      problems.push(
        `'${name}' is in INPUTS but not in the README's table; add ${readmeRow(name, table[name] as InputSpec)}`,
      )
    }
  }
  for (const name of actionNames) {
    if (!(name in table)) problems.push(`'${name}' is in action.yml but not in INPUTS`)
  }
  for (const [index, name] of readmeNames.entries()) {
    if (!(name in table)) problems.push(`'${name}' is in the README's table but not in INPUTS`)
    if (readmeNames.indexOf(name) !== index) problems.push(`'${name}' is twice in the README`)
  }
  const common = (list: string[]): string[] => list.filter((n) => n in table)
  if (common(actionNames).join() !== names.filter((n) => action.has(n)).join()) {
    problems.push(`action.yml lists the inputs in another order than INPUTS: ${names.join(', ')}`)
  }
  if (common(readmeNames).join() !== names.filter((n) => readmeNames.includes(n)).join()) {
    problems.push(`the README lists the inputs in another order than INPUTS: ${names.join(', ')}`)
  }

  for (const [name, spec] of Object.entries(table)) {
    // The table itself.
    const prefix = /^\((message|visitors|reconcile)\) /.exec(spec.description)?.[1] ?? 'common'
    if (prefix !== spec.mode) {
      problems.push(
        `'${name}': mode '${spec.mode}' but its description starts as a ${prefix} input` +
          ` (mode inputs start with '(message) ', '(visitors) ' or '(reconcile) ', common ones with neither)`,
      )
    }
    if (spec.required && (spec.default !== undefined || spec.defaultText !== undefined)) {
      problems.push(`'${name}': required, yet it has a default`)
    }
    if (spec.default !== undefined && spec.defaultText !== undefined) {
      problems.push(`'${name}': a default worked out at run time cannot be declared as well`)
    }

    const declared = action.get(name)
    if (declared) {
      if (declared.required === undefined) {
        problems.push(`action.yml: '${name}' has no 'required:'`)
      } else if (declared.required !== (spec.required ?? false)) {
        problems.push(`action.yml: '${name}' required: ${declared.required}, INPUTS says not so`)
      }
      if (declared.default !== spec.default) {
        problems.push(
          `action.yml: '${name}' default ${JSON.stringify(declared.default)}, ` +
            `INPUTS ${JSON.stringify(spec.default)}`,
        )
      }
      if (normalise(declared.description ?? '') !== normalise(spec.description)) {
        problems.push(
          `action.yml: '${name}' description ${JSON.stringify(declared.description)}, ` +
            `INPUTS ${JSON.stringify(spec.description)}`,
        )
      }
    }
    const row = readme.find((r) => r.name === name)
    if (row) {
      const wanted = readmeDefault(spec)
      if (normalise(row.default) !== normalise(wanted)) {
        problems.push(
          `README: '${name}' default ${JSON.stringify(row.default)}, ` +
            `INPUTS ${JSON.stringify(wanted)}; the row should be ${readmeRow(name, spec)}`,
        )
      }
      if (normalise(row.meaning) !== normalise(spec.description)) {
        problems.push(
          `README: '${name}' meaning ${JSON.stringify(row.meaning)}, ` +
            `INPUTS ${JSON.stringify(spec.description)}; the row should be ${readmeRow(name, spec)}`,
        )
      }
    }
  }
  return problems
}

const ACTION_YML = readFileSync(join(ROOT, 'action.yml'), 'utf8')
const README = readFileSync(join(ROOT, 'README.md'), 'utf8')

function check(
  options: { table?: InputTable; actionYml?: string; readme?: string } = {},
): string[] {
  return disagreements(
    options.table ?? INPUTS,
    readActionInputs(options.actionYml ?? ACTION_YML),
    readReadmeInputs(options.readme ?? README),
  )
}

/** `text` with `from` replaced once; fails when `from` is not in it (the edit would prove nothing). */
function edit(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to)
  expect(changed, `${String(from)} not found`).not.toBe(text)
  return changed
}

// ---------------------------------------------------------------------------------------------

describe('inputs: INPUTS, action.yml and the README agree', () => {
  it('reads every input from all three', () => {
    const names = Object.keys(INPUTS)
    expect([...readActionInputs(ACTION_YML).keys()]).toEqual(names)
    expect(readReadmeInputs(README).map((row) => row.name)).toEqual(names)
  })

  it('finds no disagreement in names, required flags, defaults or descriptions', () => {
    expect(check()).toEqual([])
  })

  it("agrees with the test helper's reading of action.yml's defaults", () => {
    const fromTable = Object.fromEntries(
      Object.entries(INPUTS as InputTable)
        .filter(([, spec]) => spec.default !== undefined && !spec.default.includes('${{'))
        .map(([name, spec]) => [name, spec.default]),
    )
    expect(actionDefaults()).toEqual(fromTable)
  })

  it("keeps the v1 interface's names and defaults (a rename or a dropped input breaks users)", () => {
    // From the interface spec: inputs may be added, never renamed, dropped or given other defaults.
    const v1: Record<string, string | undefined> = {
      'api-key': undefined,
      'project-id': undefined,
      mode: 'message',
      'base-url': 'https://api.mintlify.com',
      'github-token': '${{ github.token }}',
      'job-id': undefined,
      prompt: undefined,
      command: '/docs-agent',
      'min-permission': 'write',
      'allowed-users': undefined,
      'allowed-bots': undefined,
      wait: 'true',
      timeout: '30m',
      'poll-interval': '10s',
      'if-busy': 'wait',
      'fail-on': 'failed,timed-out,error',
      'issue-number': undefined,
      'date-from': undefined,
      'date-to': undefined,
      period: undefined,
      'page-size': '250',
      'max-pages': '100',
      compare: 'false',
      'output-file': undefined,
      'output-format': undefined,
      top: '10',
      'report-issue': undefined,
    }
    const table: InputTable = INPUTS
    for (const [name, value] of Object.entries(v1)) {
      expect(table[name], name).toBeDefined()
      expect(table[name]?.default, name).toBe(value)
    }
    expect(table['api-key']?.required).toBe(true)
    expect(table['project-id']?.required).toBe(true)
    expect(table.period?.defaultText).toContain('`30d`')
  })
})

describe('inputs: the parser reads the table', () => {
  const NOW = new Date('2026-03-18T15:04:05Z')
  const BASE = { 'api-key': 'mint_admin_0123456789abcdef', 'project-id': 'proj_123' }
  const table: InputTable = INPUTS

  function parse(values: Record<string, string>): Settings {
    return parseSettings((name) => values[name] ?? '', NOW)
  }

  /** action.yml's defaults, as the runner passes them (the token expression left out). */
  function runnerDefaults(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [name, input] of readActionInputs(ACTION_YML)) {
      if (input.default !== undefined && !input.default.includes('${{')) out[name] = input.default
    }
    return out
  }

  it.each(['message', 'visitors'] as const)(
    'reads exactly the common and %s inputs, all of them in INPUTS',
    (mode) => {
      const read = new Set<string>()
      parseSettings((name) => {
        read.add(name)
        return ({ ...BASE, mode } as Record<string, string>)[name] ?? ''
      }, NOW)
      const expected = Object.keys(table).filter(
        (name) => table[name]?.mode === 'common' || table[name]?.mode === mode,
      )
      expect([...read].sort()).toEqual(expected.sort())
    },
  )

  it.each(
    Object.entries(table).filter(
      ([, spec]) => spec.default !== undefined && !spec.emptyIsValue && spec.mode !== 'common',
    ),
  )("reads an omitted '%s' as action.yml's default", (name, spec) => {
    const values = { ...BASE, mode: spec.mode }
    expect(parse(values)).toEqual(parse({ ...values, [name]: runnerDefaults()[name] as string }))
  })

  it.each(['mode', 'base-url'])("reads an omitted '%s' as action.yml's default", (name) => {
    expect(parse(BASE)).toEqual(parse({ ...BASE, [name]: runnerDefaults()[name] as string }))
  })

  it("gives the mode not run the settings action.yml's defaults give", () => {
    const all = { ...BASE, ...runnerDefaults() }
    expect(parse({ ...BASE, mode: 'visitors' }).message).toEqual(
      parse({ ...all, mode: 'message' }).message,
    )
    expect(parse({ ...BASE, mode: 'message' }).visitors).toEqual(
      parse({ ...all, mode: 'visitors' }).visitors,
    )
  })

  it('keeps an empty fail-on as "never fail"; only the runner applies its default', () => {
    expect(parse(BASE).message.failOn).toEqual([])
    expect(parse({ ...BASE, ...runnerDefaults() }).message.failOn).toEqual([
      'failed',
      'timed-out',
      'error',
    ])
  })
})

describe('inputs: the check has teeth', () => {
  it('fails on a default changed in action.yml', () => {
    const problems = check({ actionYml: edit(ACTION_YML, 'default: 30m', 'default: 20m') })
    expect(problems).toEqual([`action.yml: 'timeout' default "20m", INPUTS "30m"`])
  })

  it('fails on a quoted default changed in action.yml', () => {
    const problems = check({ actionYml: edit(ACTION_YML, "default: '250'", "default: '100'") })
    expect(problems).toEqual([`action.yml: 'page-size' default "100", INPUTS "250"`])
  })

  it('fails on a default dropped from action.yml', () => {
    const problems = check({ actionYml: edit(ACTION_YML, /\n {4}default: write/, '') })
    expect(problems).toEqual([`action.yml: 'min-permission' default undefined, INPUTS "write"`])
  })

  it('fails on a required flag changed in action.yml', () => {
    const actionYml = edit(
      ACTION_YML,
      'the dashboard.\n    required: true',
      'the dashboard.\n    required: false',
    )
    expect(check({ actionYml })).toEqual([
      `action.yml: 'project-id' required: false, INPUTS says not so`,
    ])
  })

  it('fails on an input missing from action.yml, or one action.yml alone has', () => {
    const actionYml = edit(
      ACTION_YML,
      /\n {2}top:\n(?: {4}.*\n)+/,
      '\n  tops:\n    required: false\n',
    )
    const problems = check({ actionYml })
    expect(problems).toContain(`'top' is in INPUTS but not in action.yml`)
    expect(problems).toContain(`'tops' is in action.yml but not in INPUTS`)
  })

  it('fails on a description changed in action.yml', () => {
    const actionYml = edit(ACTION_YML, 'Rows per request, 1–250.', 'Rows per request.')
    expect(check({ actionYml })).toEqual([
      `action.yml: 'page-size' description "(visitors) Rows per request.", INPUTS "(visitors) Rows per request, 1–250."`,
    ])
  })

  it('ignores how action.yml folds a description', () => {
    const actionYml = edit(
      ACTION_YML,
      /description: \(message\) The slash command a PR or issue comment must start with\./,
      'description: >-\n      (message) The slash command a PR or issue\n      comment must start with.',
    )
    expect(check({ actionYml })).toEqual([])
  })

  it('fails on an input renamed in the README', () => {
    const readme = edit(README, '| `poll-interval` ', '| `poll-intervall` ')
    const problems = check({ readme })
    expect(problems).toContain(`'poll-intervall' is in the README's table but not in INPUTS`)
    expect(
      problems.some((p) => p.startsWith(`'poll-interval' is in INPUTS but not in the README`)),
    ).toBe(true)
  })

  it('fails on a default or a meaning changed in the README, showing the right row', () => {
    const readme = edit(
      edit(README, /\| `10`( +)\|/, '| `20`$1|'),
      'Rows per request, 1–250.',
      'Rows.',
    )
    const problems = check({ readme })
    expect(problems).toHaveLength(2)
    expect(problems[1]).toMatch(
      /^README: 'top' default "`20`", INPUTS "`10`"; the row should be \| `top` \| `10` \|/,
    )
    expect(problems[0]).toMatch(/^README: 'page-size' meaning "\(visitors\) Rows\.", INPUTS/)
  })

  it('fails on rows in another order in the README', () => {
    const rows = readReadmeInputs(README)
    const swapped = [rows[1], rows[0], ...rows.slice(2)] as ReadmeRow[]
    const problems = disagreements(INPUTS, readActionInputs(ACTION_YML), swapped)
    expect(problems).toEqual([
      expect.stringContaining('the README lists the inputs in another order'),
    ])
  })

  it('fails on a default changed in a copy of the table', () => {
    const table = { ...INPUTS, 'max-pages': { ...INPUTS['max-pages'], default: '50' } }
    expect(check({ table })).toEqual([
      `action.yml: 'max-pages' default "100", INPUTS "50"`,
      expect.stringMatching(/^README: 'max-pages' default "`100`", INPUTS "`50`"/),
    ])
  })

  it('fails on an input added to the table alone', () => {
    const table = {
      ...INPUTS,
      'retry-budget': { mode: 'message', default: '3', description: '(message) Retries.' },
    } satisfies InputTable
    expect(check({ table })).toEqual([
      `'retry-budget' is in INPUTS but not in action.yml`,
      expect.stringMatching(
        /^'retry-budget' is in INPUTS but not in the README's table; add \| `retry-budget` \| `3` \|/,
      ),
    ])
  })

  it("fails on a table entry whose mode its description's prefix contradicts", () => {
    const table = { ...INPUTS, top: { ...INPUTS.top, mode: 'message' } } satisfies InputTable
    expect(check({ table })).toEqual([expect.stringContaining("'top': mode 'message'")])
  })

  it('refuses YAML it cannot read rather than misread it', () => {
    const literal = edit(
      ACTION_YML,
      /description: >-\n {6}\(visitors\) Title/,
      'description: |\n      (visitors) Title',
    )
    expect(() => check({ actionYml: literal })).toThrow(/unsupported scalar "\|"/)
    const doubled = edit(ACTION_YML, 'default: 30m', 'default: "30m"')
    expect(() => check({ actionYml: doubled })).toThrow(/unsupported scalar/)
  })
})
