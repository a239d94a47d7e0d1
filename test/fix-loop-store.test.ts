/**
 * The memory's one write path as the insights run uses it: ids are given against the memory the
 * issue holds at write time, and a write overwritten by a concurrent writer is merged again into
 * what that writer left (its ids kept, this run's gaps given the next ones).
 */
import { describe, expect, it } from 'vitest'
import { writeRun, type Findings } from '../src/fix-loop/run-memory.ts'
import { parseMemory, serializeMemory } from '../src/insights-memory/memory-marker.ts'
import { mergeMemory, emptyMemory, type SeenGap } from '../src/insights-memory/memory.ts'
import type { Issue } from '../src/ports/github.ts'
import { reportIssueBody } from '../src/report-issue.ts'
import { FakeGitHub } from './helpers/fakes.ts'

const NOW = '2026-11-23T07:00:00Z'
const TITLE = 'Docs insights'
const seen = (word: string): SeenGap => ({ key: `search:${word}`, kind: 'search', label: word })

/** A FakeGitHub with one report issue, and a hook run after each of its writes. */
class IssueGitHub extends FakeGitHub {
  issue: Issue
  versions: string[] = []
  afterWrite: ((write: number) => void) | null = null
  constructor(body: string) {
    super()
    this.issue = {
      number: 7,
      title: TITLE,
      body,
      htmlUrl: 'https://github.com/acme/docs/issues/7',
      userLogin: this.login,
      state: 'open',
      isPullRequest: false,
    }
    this.versions.push(body)
  }
  override async getIssue(): Promise<Issue | null> {
    return { ...this.issue }
  }
  override async updateIssue(_n?: number, fields?: { body?: string }): Promise<Issue> {
    this.set(fields?.body ?? this.issue.body)
    this.afterWrite?.(this.versions.length - 1)
    return { ...this.issue }
  }
  set(body: string): void {
    this.issue = { ...this.issue, body }
    this.versions.push(body)
  }
}

function bodyOf(words: string[]): string {
  const memory = mergeMemory(emptyMemory(), words.map(seen), { now: NOW }).memory
  return reportIssueBody(TITLE, `report\n\n${serializeMemory(memory)}\n`)
}

const findings = (words: string[]): Findings => ({
  seen: words.map(seen),
  now: NOW,
  settled: [],
  enrich: (m) => m,
})

const log = { debug() {}, info() {}, warning() {}, error() {} } as never

describe('writeRun', () => {
  it('merges this run into the memory another run wrote over its write, keeping that run’s ids', async () => {
    const github = new IssueGitHub(bodyOf(['retry', 'webhook']))
    // Another run, which read the issue before this run's write, writes over it at once.
    github.afterWrite = (write) => {
      if (write === 1) github.set(bodyOf(['retry', 'webhook', 'pagination']))
    }
    const written = await writeRun(
      { github, log },
      TITLE,
      github.issue,
      findings(['sdk']),
      () => 'r',
    )
    const last = parseMemory(github.issue.body)
    expect(last.gaps.map((g) => [g.id, g.label])).toEqual([
      ['g1', 'retry'],
      ['g2', 'webhook'],
      ['g3', 'pagination'],
      ['g4', 'sdk'],
    ])
    expect(written.memory.gaps.find((g) => g.label === 'sdk')?.id).toBe('g4')
    expect(written.newIds).toEqual(['g4'])
  })

  it('writes nothing when the issue already says what this run would write', async () => {
    const github = new IssueGitHub(bodyOf(['retry']))
    const first = await writeRun(
      { github, log },
      TITLE,
      github.issue,
      findings(['retry']),
      () => 'r',
    )
    expect(first.how).toBe('updated')
    const versions = github.versions.length
    const again = await writeRun({ github, log }, TITLE, github.issue, findings([]), () => 'r')
    expect(again.how).toBe('unchanged')
    expect(github.versions.length).toBe(versions)
  })
})
