/**
 * Each mode's code is loaded when that mode runs (src/modes.ts: `load`), from a chunk of its own:
 * the entry chunk, which every run parses before its first request, holds none of it. One import
 * from a mode's module into a module the entry chunk shares (a reader of the assistant's export
 * asked the grouping whether a turn is a question) moved the grouping, 670 KB, into the entry
 * chunk, and a slash command's start-up took 1.65 × the baseline's time instead of 0.97 ×.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './helpers/action-runner.ts'

const DIST = join(ROOT, 'dist')
const entry = readFileSync(join(DIST, 'index.js'), 'utf8')
const chunks = readdirSync(DIST).filter((f) => /^\d+\.index\.js$/.test(f))

/** A function of each mode's own code, and one of the grouping's. */
const MODE_CODE = [
  'runMessage',
  'runVisitors',
  'runReconcile',
  'runInsights',
  'readInsights',
  'clusterQuestions',
  'groupQuestions',
  'linkSparse',
]

describe('the bundle (dist/)', () => {
  it.each(MODE_CODE)('loads %s from a chunk of its own, not the entry chunk', (name) => {
    const defined = new RegExp(`function ${name}\\b`)
    expect(entry).not.toMatch(defined)
    expect(chunks.filter((f) => defined.test(readFileSync(join(DIST, f), 'utf8')))).toHaveLength(1)
  })
})
