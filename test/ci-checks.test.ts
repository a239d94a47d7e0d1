/** The CI gates themselves: schema validation of action.yml and workflows must be able to fail. */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ROOT } from './helpers/action-runner.ts'

function validate(dir: string): { code: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [join(ROOT, 'scripts/validate-schemas.ts'), dir],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        cwd: ROOT,
      },
    )
    return { code: 0, output }
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string }
    return { code: e.status, output: `${e.stdout}${e.stderr}` }
  }
}

/** The copies a test made, removed after it. */
const copies: string[] = []
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function copyOfProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'))
  copies.push(dir)
  mkdirSync(join(dir, '.github/workflows'), { recursive: true })
  copyFileSync(join(ROOT, 'action.yml'), join(dir, 'action.yml'))
  copyFileSync(join(ROOT, '.github/workflows/ci.yml'), join(dir, '.github/workflows/ci.yml'))
  return dir
}

describe('schema validation (CI gate)', () => {
  it('accepts the project as it is', () => {
    expect(validate(ROOT).code).toBe(0)
  })

  it('fails on an action.yml with a wrong runtime', () => {
    const dir = copyOfProject()
    const path = join(dir, 'action.yml')
    writeFileSync(path, readFileSync(path, 'utf8').replace('using: node24', 'using: node99'))
    const result = validate(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain('node99')
  })

  it('fails on a workflow with an unknown key', () => {
    const dir = copyOfProject()
    const path = join(dir, '.github/workflows/ci.yml')
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(
        'runs-on: ubuntu-latest',
        'runs-on: ubuntu-latest\n    runz: nope',
      ),
    )
    expect(validate(dir).code).toBe(1)
  })
})
