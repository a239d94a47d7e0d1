/**
 * The interface has one source, src/interface/ (INPUTS and OUTPUTS). action.yml's `inputs:` and
 * `outputs:` and the two tables of docs/inputs-and-outputs.md are generated from it (`npm run docs`); these tests hold
 * the committed files to a fresh generation, read the generated action.yml with a real YAML parser,
 * keep the v1 names and defaults, and show that the parser reads exactly the table.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import {
  generatedFiles,
  renderActionYml,
  renderTables,
  TABLES_FILE,
} from '../scripts/interface-docs.ts'
import { INPUTS, MODES, type InputSpec } from '../src/interface/inputs.ts'
import { OUTPUTS, outputsOf } from '../src/interface/outputs.ts'
import { parseSettings, type Settings } from '../src/settings.ts'
import { ROOT } from './helpers/action-runner.ts'

const ACTION_YML = readFileSync(join(ROOT, 'action.yml'), 'utf8')
const TABLES = readFileSync(join(ROOT, TABLES_FILE), 'utf8')
const table: Record<string, InputSpec> = INPUTS

interface ActionYml {
  name: string
  description: string
  author?: string
  inputs: Record<string, { description: string; required: boolean; default?: string }>
  outputs: Record<string, { description: string }>
  runs: { using: string; main: string; post: string }
}
const action = parseYaml(ACTION_YML) as ActionYml

describe('interface: the generated files', () => {
  it('are what src/interface/ generates (npm run docs)', async () => {
    for (const { path, text } of await generatedFiles(ROOT)) {
      expect(readFileSync(path, 'utf8'), path).toBe(text)
    }
  })

  it('declare in action.yml every input, with its required flag, default and meaning', () => {
    expect(Object.keys(action.inputs)).toEqual(Object.keys(INPUTS))
    for (const [name, spec] of Object.entries(table)) {
      const input = action.inputs[name]
      expect(input?.required, name).toBe(spec.required === true)
      expect(input?.default, name).toBe(spec.default)
      expect(input?.description, name).toContain(spec.description)
      if (spec.modes !== 'common') {
        expect(input?.description, name).toMatch(`(${spec.modes.join(', ')}) `)
      }
    }
  })

  it("show every input's default in action.yml: a `default:`, or the run time's in its meaning", () => {
    for (const [name, spec] of Object.entries(table)) {
      if (spec.defaultText === undefined) continue
      expect(action.inputs[name]?.default, name).toBeUndefined()
      expect(action.inputs[name]?.description, name).toContain(`Default: ${spec.defaultText}.`)
    }
    expect(action.inputs['report-issue']?.description).toContain('`Docs insights` in insights mode')
    expect(action.inputs['max-pages']).toMatchObject({ default: '100' })
    expect(action.inputs['max-pages']?.description).toContain('1–1000')
  })

  it('read at a glance on the Marketplace: the platform and the four jobs, under 125 characters', () => {
    expect(action.description.length).toBeLessThan(125)
    expect(action.description).toMatch(/^Mintlify: /)
    for (const job of [
      'PR comments',
      'status comments',
      'visitor analytics',
      'where readers fail',
    ]) {
      expect(action.description).toContain(job)
    }
    // An author the Marketplace shows is a real name, or none: not the action's own name.
    expect(action.author).toBeUndefined()
  })

  it('declare in action.yml every output, with its meaning', () => {
    expect(Object.keys(action.outputs)).toEqual(Object.keys(OUTPUTS))
    for (const [name, spec] of Object.entries(OUTPUTS)) {
      expect(action.outputs[name]?.description, name).toContain(spec.description)
    }
  })

  it('keep the rest of action.yml as it is (runtime, entry and post step)', () => {
    expect(action.runs).toMatchObject({ using: 'node24', main: 'dist/index.js' })
    expect(action.runs.post).toBe('dist/index.js')
  })

  it('list every input and output in docs/inputs-and-outputs.md, in table order', () => {
    const names = (marker: string) => {
      const section = TABLES.slice(
        TABLES.indexOf(`<!-- generated: ${marker}`),
        TABLES.indexOf(`<!-- end: ${marker} -->`),
      )
      return [...section.matchAll(/^\| `([a-z-]+)` /gm)].map((m) => m[1])
    }
    expect(names('inputs')).toEqual(Object.keys(INPUTS))
    expect(names('outputs')).toEqual(Object.keys(OUTPUTS))
  })

  it('are regenerated when a file is edited by hand (the check has teeth)', async () => {
    const edited = ACTION_YML.replace("default: '30m'", "default: '20m'")
    expect(edited).not.toBe(ACTION_YML)
    expect(renderActionYml(edited)).toBe(ACTION_YML)
    const tables = TABLES.replace('| `timeout`', '| `timeout2`')
    expect(tables).not.toBe(TABLES)
    expect(await renderTables(tables, join(ROOT, TABLES_FILE))).toBe(TABLES)
  })

  it('refuse a tables file without the markers to write between', async () => {
    await expect(renderTables('# no tables\n', join(ROOT, TABLES_FILE))).rejects.toThrow(
      "no 'inputs' markers",
    )
  })
})

describe('interface: compatibility', () => {
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
    for (const [name, value] of Object.entries(v1)) {
      expect(table[name], name).toBeDefined()
      expect(table[name]?.default, name).toBe(value)
    }
    expect(table['api-key']?.required).toBe(true)
    expect(table['project-id']?.required).toBe(true)
    expect(table.period?.defaultText).toContain('`30d`')
  })

  it("keeps the v1 outputs' names", () => {
    const v1 = ['outcome', 'job-id', 'status', 'pr-link', 'model', 'comment-id', 'comment-url']
    for (const name of v1) expect(outputsOf('message'), name).toContain(name)
    for (const name of ['total', 'human', 'ai', 'rows', 'partial', 'output-file', 'report-url']) {
      expect(outputsOf('visitors'), name).toContain(name)
    }
  })

  it('gives every mode at least one output, and every output a mode', () => {
    for (const mode of MODES) expect(outputsOf(mode).length, mode).toBeGreaterThan(0)
    for (const [name, spec] of Object.entries(OUTPUTS))
      expect(spec.modes.length, name).toBeGreaterThan(0)
  })
})

/** True when `spec` is read in `mode`. */
function reads(spec: InputSpec | undefined, mode: string): boolean {
  return spec?.modes === 'common' || (spec?.modes.includes(mode as never) ?? false)
}

describe('interface: the parser reads the table', () => {
  const NOW = new Date('2026-03-18T15:04:05Z')
  const BASE = { 'api-key': 'mint_admin_0123456789abcdef', 'project-id': 'proj_123' }

  function parse(values: Record<string, string>): Settings {
    return parseSettings((name) => values[name] ?? '', NOW)
  }

  /** action.yml's defaults, as the runner passes them (the token expression left out). */
  function runnerDefaults(): Record<string, string> {
    const out: Record<string, string> = {}
    for (const [name, input] of Object.entries(action.inputs)) {
      if (input.default !== undefined && !input.default.includes('${{')) out[name] = input.default
    }
    return out
  }

  it.each(MODES)('reads exactly the common and %s inputs, all of them in INPUTS', (mode) => {
    const read = new Set<string>()
    parseSettings((name) => {
      read.add(name)
      return ({ ...BASE, mode } as Record<string, string>)[name] ?? ''
    }, NOW)
    const expected = Object.keys(table).filter((name) => reads(table[name], mode))
    expect([...read].sort()).toEqual(expected.sort())
  })

  it.each(
    Object.entries(table).filter(
      ([, spec]) => spec.default !== undefined && !spec.emptyIsValue && spec.modes !== 'common',
    ),
  )("reads an omitted '%s' as action.yml's default", (name, spec) => {
    for (const mode of spec.modes === 'common' ? [] : spec.modes) {
      const values = { ...BASE, mode }
      expect(parse(values)).toEqual(parse({ ...values, [name]: runnerDefaults()[name] as string }))
    }
  })

  it.each(['mode', 'base-url'])("reads an omitted '%s' as action.yml's default", (name) => {
    expect(parse(BASE)).toEqual(parse({ ...BASE, [name]: runnerDefaults()[name] as string }))
  })

  it('keeps an empty fail-on as "never fail"; only the runner applies its default', () => {
    const failOn = (values: Record<string, string>) => {
      const settings = parse(values)
      return settings.mode === 'message' ? settings.message.failOn : null
    }
    expect(failOn(BASE)).toEqual([])
    expect(failOn({ ...BASE, ...runnerDefaults() })).toEqual(['failed', 'timed-out', 'error'])
  })
})
