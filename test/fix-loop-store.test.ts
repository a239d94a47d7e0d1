/**
 * The memory's write path: the write lock (the token's 👀 on the report issue: one writer at a
 * time, a dead writer's lock taken over), the store's read-apply-write-verify under it, and the
 * insights run's straight write (publish.ts): the next memory computed from the memory the issue
 * holds at write time, merged again when a writer that takes no lock (a hand edit) wrote over it.
 */
import { describe, expect, it } from 'vitest'
import { nextMemory, type Findings } from '../src/fix-loop/run-memory.ts'
import { changeReportMemory } from '../src/fix-loop/store.ts'
import { LOCK_REACTION, STALE_MS, lockReport } from '../src/fix-loop/write-lock.ts'
import { publish } from '../src/flows/insights/publish.ts'
import type { InsightsReportInput } from '../src/flows/insights/report.ts'
import { parseMemory, serializeMemory } from '../src/insights-memory/memory-marker.ts'
import { mergeMemory, emptyMemory, type SeenGap } from '../src/insights-memory/memory.ts'
import type { Issue, IssueReaction, ReactionContent } from '../src/ports/github.ts'
import { reportIssueBody } from '../src/report-issue.ts'
import { FakeGitHub } from './helpers/fakes.ts'

const NOW = '2026-11-23T07:00:00Z'
const TITLE = 'Docs insights'
const seen = (word: string): SeenGap => ({ key: `search:${word}`, kind: 'search', label: word })

/** A FakeGitHub with one report issue, its reactions (one a content), and a hook after writes. */
class IssueGitHub extends FakeGitHub {
  issue: Issue
  versions: string[] = []
  afterWrite: ((write: number) => void) | null = null
  issueReactions = new Map<ReactionContent, number>()
  /** Reactions ever added, in order. */
  added: number[] = []
  private reactionId = 1
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
  override async addIssueReaction(_n: number, content: ReactionContent): Promise<IssueReaction> {
    const there = this.issueReactions.get(content)
    if (there !== undefined) return { id: there, added: false }
    const id = this.reactionId++
    this.issueReactions.set(content, id)
    this.added.push(id)
    return { id, added: true }
  }
  override async deleteIssueReaction(_n: number, id: number): Promise<boolean> {
    for (const [content, there] of this.issueReactions)
      if (there === id) return this.issueReactions.delete(content)
    return false
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
  briefs: new Map(),
  numbers: { from: NOW, to: NOW, kinds: new Set(), measures: new Map(), views: null },
  pulls: new Map(),
})

const log = { debug() {}, info() {}, warning() {}, error() {} } as never

/** The report's input: only what the renderer reads of a run without gaps or signals. */
const input = {
  window: { dateFrom: '2026-11-16', dateTo: '2026-11-23' },
  requests: { spent: 0, planned: 0, limit: 20, leftOut: [] },
  signals: [],
  gaps: [],
  top: 10,
  now: new Date(NOW),
} as unknown as InsightsReportInput

function run(github: IssueGitHub, words: string[]) {
  const deps = { github, log, title: TITLE }
  return publish(deps, [github.issue], input, emptyMemory(), findings(words))
}

describe('the write lock', () => {
  it('lets one writer in at a time: the second waits until the first releases', async () => {
    const github = new IssueGitHub(bodyOf([]))
    const first = await lockReport(github, 7)
    let waits = 0
    const second = lockReport(github, 7, async () => {
      waits++
      if (waits === 3) await first.release()
    })
    await second
    expect(waits).toBe(3)
    expect(github.added).toEqual([1, 2])
    expect(github.issueReactions.get(LOCK_REACTION)).toBe(2)
  })

  it("takes over a dead writer's lock after waiting on the same reaction for STALE_MS", async () => {
    const github = new IssueGitHub(bodyOf([]))
    await lockReport(github, 7) // never released: its run died
    let waited = 0
    const lock = await lockReport(github, 7, async (ms) => {
      waited += ms
    })
    expect(waited).toBeGreaterThanOrEqual(STALE_MS)
    expect(waited).toBeLessThan(STALE_MS + 1_000)
    expect(await lock.release()).toBe(true)
    expect(github.issueReactions.size).toBe(0)
  })

  it('says when its release could not delete the reaction (it goes stale)', async () => {
    const github = new IssueGitHub(bodyOf([]))
    const lock = await lockReport(github, 7)
    github.deleteIssueReaction = async () => {
      throw new Error('GitHub answered 502')
    }
    expect(await lock.release()).toBe(false)
  })

  it("is held while a command's change is written, and released after", async () => {
    const github = new IssueGitHub(bodyOf(['retry']))
    const held: boolean[] = []
    github.afterWrite = () => held.push(github.issueReactions.has(LOCK_REACTION))
    const result = await changeReportMemory(github, 7, (m) => ({ ...m, nextId: m.nextId + 1 }))
    expect(result.kind).toBe('changed')
    expect(held).toEqual([true])
    expect(github.issueReactions.size).toBe(0)
  })

  it('is not taken for a change the memory already has', async () => {
    const github = new IssueGitHub(bodyOf(['retry']))
    const result = await changeReportMemory(github, 7, () => null)
    expect(result.kind).toBe('unchanged')
    expect(github.added).toEqual([])
    expect(github.versions).toHaveLength(1)
  })
})

describe("the insights run's write (publish)", () => {
  it('merges this run again into what a hand edit wrote over its write, keeping its ids', async () => {
    const github = new IssueGitHub(bodyOf(['retry', 'webhook']))
    // A maintainer's edit (no lock) lands between this run's write and its check.
    github.afterWrite = (write) => {
      if (write === 1) github.set(bodyOf(['retry', 'webhook', 'pagination']))
    }
    const written = await run(github, ['sdk'])
    const last = parseMemory(github.issue.body)
    expect(last.gaps.map((g) => [g.id, g.label])).toEqual([
      ['g1', 'retry'],
      ['g2', 'webhook'],
      ['g3', 'pagination'],
      ['g4', 'sdk'],
    ])
    expect(written.memory.gaps.find((g) => g.label === 'sdk')?.id).toBe('g4')
    expect(written.newIds).toEqual(['g4'])
    expect(github.issueReactions.size).toBe(0)
  })

  it('writes nothing when the issue already says what this run would write', async () => {
    const github = new IssueGitHub(bodyOf(['retry']))
    const first = await run(github, ['retry'])
    expect(first.error).toBeNull()
    const versions = github.versions.length
    const again = await run(github, [])
    expect(again.error).toBeNull()
    expect(github.versions.length).toBe(versions)
  })

  it('computes the next memory from the memory read at write time, not the one recalled', async () => {
    const github = new IssueGitHub(bodyOf(['retry']))
    // Recalled: an empty memory; at write time, the issue holds g1 (retry) from another run.
    const written = await run(github, ['sdk', 'retry'])
    expect(written.memory.gaps.map((g) => [g.id, g.label])).toEqual([
      ['g1', 'retry'],
      ['g2', 'sdk'],
    ])
    // The same pure function, on the same memory, gives the same memory.
    const at = parseMemory(bodyOf(['retry']))
    expect(nextMemory(at, findings(['sdk', 'retry'])).memory).toEqual(written.memory)
  })
})
