/**
 * The job summary of a step run in the test's own process. @actions/core resolves
 * GITHUB_STEP_SUMMARY the first time a process writes a summary and keeps that path, with no public
 * way to forget it; so every in-process step writes to this one file (emptied before the step) and
 * what it wrote is moved to the step's own summary file afterwards, where a child process's would
 * be.
 */
import * as core from '@actions/core'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let shared: string | undefined

/** The summary file of every in-process step, emptied, with core's own buffer cleared. */
export function freshStepSummary(): string {
  shared ??= join(mkdtempSync(join(tmpdir(), 'step-summary-')), 'summary.md')
  writeFileSync(shared, '')
  core.summary.emptyBuffer()
  return shared
}

/** Appends what the step wrote to the shared summary file to the step's own summary file. */
export function keepStepSummary(stepSummary: string): void {
  if (shared === undefined) return
  writeFileSync(stepSummary, readFileSync(shared, 'utf8'), { flag: 'a' })
}
