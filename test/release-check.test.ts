/** The release workflow's gate: a tag is published only when the repository agrees with it. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  changelogSection,
  readReleaseFacts,
  releaseProblems,
  sourceVersionOf,
  unwrapMarkdown,
  versionOfTag,
  type ReleaseFacts,
} from '../scripts/release-check.ts'
import { ROOT } from './helpers/action-runner.ts'

const CHANGELOG = `# Changelog

## [Unreleased]

## [1.2.0] - 2026-11-23

### Added

- Something new.

## [1.1.0]

### Added

- Something older.

## [1.0.0] - 2026-11-22

[Unreleased]: ../../compare/v1.2.0...HEAD
[1.2.0]: ../../compare/v1.1.0...v1.2.0
`

const good: ReleaseFacts = {
  tag: 'v1.2.0',
  packageVersion: '1.2.0',
  sourceVersion: '1.2.0',
  changelog: CHANGELOG,
}

describe('versionOfTag', () => {
  it.each([
    ['v1.2.0', '1.2.0'],
    ['v10.0.12', '10.0.12'],
    ['1.2.0', null],
    ['v1', null],
    ['v1.2', null],
    ['v1.2.0-rc.1', null],
    ['v1.2.0 ', null],
    ['refs/tags/v1.2.0', null],
  ])('%s → %s', (tag, version) => {
    expect(versionOfTag(tag)).toBe(version)
  })
})

describe('changelogSection', () => {
  it('reads a dated section up to the next one', () => {
    expect(changelogSection(CHANGELOG, '1.2.0')).toEqual({
      date: '2026-11-23',
      notes: '### Added\n\n- Something new.',
    })
  })

  it('says when a heading has no date', () => {
    expect(changelogSection(CHANGELOG, '1.1.0')?.date).toBeNull()
  })

  it('leaves the link definitions at the end out of the last section', () => {
    expect(changelogSection(CHANGELOG, '1.0.0')).toEqual({ date: '2026-11-22', notes: '' })
  })

  it('finds no section for a version it does not name, nor for a prefix of one', () => {
    expect(changelogSection(CHANGELOG, '1.3.0')).toBeNull()
    expect(changelogSection(CHANGELOG, '1.2')).toBeNull()
  })
})

describe('releaseProblems', () => {
  it('accepts a tag the repository agrees with', () => {
    expect(releaseProblems(good)).toEqual([])
  })

  it.each<[string, Partial<ReleaseFacts>, RegExp]>([
    ['a tag that is no release tag', { tag: 'v1.2' }, /not a release tag/],
    ['a tag without its v', { tag: '1.2.0' }, /not a release tag/],
    ['package.json behind', { packageVersion: '1.1.0' }, /package\.json's version is 1\.1\.0/],
    ['src/version.ts behind', { sourceVersion: '1.0.0' }, /src\/version\.ts.*1\.0\.0/],
    ['src/version.ts unreadable', { sourceVersion: null }, /\(not found\)/],
    ['no changelog', { changelog: null }, /CHANGELOG\.md is missing/],
    ['no section for the version', { tag: 'v1.3.0' }, /no section '## \[1\.3\.0\]/],
    ['a section without a date', { tag: 'v1.1.0' }, /has no date/],
    ['a section without notes', { tag: 'v1.0.0' }, /has no notes/],
  ])('refuses %s', (_name, change, problem) => {
    const facts = { ...good, ...change }
    if (change.tag) {
      const version = versionOfTag(change.tag) ?? '0.0.0'
      facts.packageVersion = version
      facts.sourceVersion = version
    }
    expect(releaseProblems(facts)).toEqual([expect.stringMatching(problem)])
  })
})

describe('unwrapMarkdown', () => {
  it('joins wrapped lines of paragraphs and list items, and nothing else', () => {
    const wrapped = [
      '### Added',
      '',
      '- One item',
      '  wrapped.',
      '- Two.',
      '',
      'A paragraph',
      'wrapped.',
      '',
      '```yaml',
      'on: push',
      'jobs: {}',
      '```',
    ].join('\n')
    expect(unwrapMarkdown(wrapped)).toBe(
      [
        '### Added',
        '',
        '- One item wrapped.',
        '- Two.',
        '',
        'A paragraph wrapped.',
        '',
        '```yaml',
        'on: push',
        'jobs: {}',
        '```',
      ].join('\n'),
    )
  })
})

describe('sourceVersionOf', () => {
  it("reads ACTION_VERSION from src/version.ts's text", () => {
    expect(sourceVersionOf("export const ACTION_VERSION = '1.2.0'\n")).toBe('1.2.0')
    expect(sourceVersionOf('export const ACTION_NAME = "x"\n')).toBeNull()
  })
})

describe('this repository', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    version: string
  }

  it('is ready to release the version package.json names', () => {
    expect(releaseProblems(readReleaseFacts(ROOT, `v${manifest.version}`))).toEqual([])
  })

  it('prints the notes of that version for the release body', () => {
    const notes = execFileSync(
      process.execPath,
      [join(ROOT, 'scripts/release-check.ts'), `v${manifest.version}`, '--notes'],
      { encoding: 'utf8' },
    )
    expect(notes).toMatch(/^### /)
    expect(notes).not.toMatch(/^## /m)
  })

  it('fails, naming the problem, for a version the repository does not carry', () => {
    let failure: { status?: number; stderr?: string } = {}
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/release-check.ts'), 'v0.0.1'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      failure = error as typeof failure
    }
    expect(failure.status).toBe(1)
    expect(failure.stderr).toContain("package.json's version is")
  })
})
