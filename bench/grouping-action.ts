/**
 * The "Question grouping" figures measured through the bundled action (issue 25, item 4):
 * dist/index.js in insights mode as a child process, the way the runner starts it (inputs as
 * INPUT_*), against the platform emulator serving each labelled question as one unanswered
 * assistant turn, and the GitHub emulator for the report issue and its memory. The gaps are read
 * back from the output file (`evidence.questions`: every question a gap holds, with its count) and
 * mapped to the set's questions by text.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readerExcerpt } from '../src/lib/privacy.ts'
import type { ConversationData, PlatformEmulator } from '../test/emulators/platform.ts'
import type { GitHubEmulator } from '../test/emulators/github.ts'
import { ROOT, runnerEnvironment } from '../test/helpers/action-runner.ts'
import {
  adjustedMutualInformation,
  adjustedRandIndex,
  idFigures,
  largestLabel,
  type IdFigures,
} from './cluster-metrics.ts'
import type { LabelledQuestions } from './question-grouping.ts'

const MIN_COUNT = 3
/** Flags for the action's node, to profile it (`--trace-gc`): BENCH_NODE_FLAGS, space-separated. */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)
/** The platform's largest `limit` for the assistant export (platform-api-facts.md: 1–1000). */
const ASSISTANT_PAGE = 1000

/** One question gap of the output file (the fields read here). */
interface QuestionRecord {
  rank: number
  id: string | null
  key: string
  kind: string
  evidence: { questions?: { text: string; count: number }[] }
}

export interface ActionRun {
  records: QuestionRecord[]
  wallMs: number
  /** User and system CPU time of the action process (wall time varies with the machine's load). */
  cpuMs: number
  peakMb: number
  /** Analytics requests the emulator answered. */
  requests: number
}

/** A week of unanswered turns: day `first` (YYYY-MM-DD) and the six after, round robin. */
export function turnsOf(
  texts: readonly string[],
  prefix: string,
  first: string,
): ConversationData[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return texts.map((query, i) => ({
    id: `${prefix}${i}`,
    timestamp: new Date(start + (i % 7) * 86_400_000 + (i % 86_400) * 1000).toISOString(),
    query,
    response: null,
    responseType: 'answer',
    resolutionStatus: 'unanswered',
    sources: [],
    queryCategory: null,
    pageUrl: null,
  }))
}

/**
 * Runs dist/index.js once in insights mode on the conversations `platform` serves; wall time, CPU
 * time and peak RSS (GNU time's %U, %S, %M) of the process; the question gaps of its output file.
 */
export async function runInsights(
  platform: PlatformEmulator,
  github: GitHubEmulator | null,
  window: { from: string; to: string },
  questions: number,
): Promise<ActionRun> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-grouping-'))
  try {
    const file = join(workDir, 'gaps.json')
    const pages = Math.ceil(questions / ASSISTANT_PAGE) + 1
    if (pages > 100) throw new Error(`${questions} questions need ${pages} pages: more than 100`)
    const { env } = runnerEnvironment({
      inputs: {
        mode: 'insights',
        'api-key': platform.apiKey,
        'project-id': platform.projectId,
        'base-url': platform.url,
        'github-token': github?.token ?? 'ghs_bench',
        signals: 'assistant',
        'min-count': String(MIN_COUNT),
        'max-requests': String(pages),
        'date-from': window.from,
        'date-to': window.to,
        'output-file': file,
        ...(github ? {} : { 'report-issue': 'none' }),
      },
      eventName: 'schedule',
      event: { schedule: '0 7 * * 1' },
      apiUrl: github?.url ?? 'http://127.0.0.1:9',
      workDir,
    })
    const rssFile = join(workDir, 'rss.txt')
    const before = platform.requests.length
    const started = performance.now()
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(
          '/usr/bin/time',
          [
            '-f',
            '%U %S %M',
            '-o',
            rssFile,
            process.execPath,
            ...nodeFlags,
            join(ROOT, 'dist', 'index.js'),
          ],
          // With profiling flags, what they print (to stdout) shows.
          {
            env,
            cwd: workDir,
            stdio: ['ignore', nodeFlags.length > 0 ? 'inherit' : 'ignore', 'pipe'],
          },
        )
        let err = ''
        child.stderr.on('data', (c: Buffer) => (err += c.toString()))
        child.on('error', reject)
        child.on('close', (c) => resolve({ code: c, stderr: err }))
      },
    )
    const wallMs = performance.now() - started
    if (code !== 0) throw new Error(`insights run exited ${code}: ${stderr.slice(-2000)}`)
    const [user, system, kb] = readFileSync(rssFile, 'utf8')
      .trim()
      .split('\n')
      .at(-1)!
      .split(' ')
      .map(Number)
    // BENCH_OUTPUT: where to keep the output file (to compare two builds' gaps).
    if (process.env.BENCH_OUTPUT) copyFileSync(file, process.env.BENCH_OUTPUT)
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { records: QuestionRecord[] }
    const records = doc.records.filter((r) => r.kind === 'question').sort((a, b) => a.rank - b.rank)
    return {
      records,
      wallMs,
      cpuMs: (user! + system!) * 1000,
      peakMb: kb! / 1024,
      requests: platform.requests.length - before,
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

/** How the output file writes a question's text (one line, masked, at most 300 characters). */
const asWritten = (text: string): string => readerExcerpt(text.replace(/\s+/g, ' ').trim(), 300)

/**
 * The gap (index into `records`) of each question of the set, undefined when in none: each text
 * is given its gap as often as the gap's `count` says, to its occurrences in order.
 */
export function gapOfEach(set: LabelledQuestions, records: readonly QuestionRecord[]) {
  const slots = new Map<string, number[]>()
  records.forEach((r, g) => {
    for (const q of r.evidence.questions ?? []) {
      const list = slots.get(q.text) ?? []
      for (let k = 0; k < q.count; k++) list.push(g)
      slots.set(q.text, list)
    }
  })
  const of = set.texts.map((t) => slots.get(asWritten(t))?.shift())
  // Every question the file lists should be one of the set's: a text left over is a mapping error.
  const left = [...slots.values()].reduce((s, l) => s + l.length, 0)
  if (left > 0) throw new Error(`${left} questions of the output file are not in the set`)
  return of
}

export interface ActionScores {
  ami: number
  ari: number
  unreported: number
  /** The share of the reported gaps whose largest label holds under 80 % of them. */
  mixed: number
  /** The mean, over the ten first gaps, of their largest label's share. */
  top10: number
  gaps: number
}

/** The scores of the gaps an action run reported; a question in no gap is a singleton. */
export function scoreRecords(
  set: LabelledQuestions,
  records: readonly QuestionRecord[],
): ActionScores {
  const of = gapOfEach(set, records)
  const found = of.map((g, i) => (g === undefined ? `alone${i}` : `g${g}`))
  const members = records.map(() => [] as string[])
  of.forEach((g, i) => {
    if (g !== undefined) members[g]!.push(set.labels[i]!)
  })
  const shares = members.map((labels) => largestLabel(labels).share)
  const first = shares.slice(0, 10)
  return {
    ami: adjustedMutualInformation(set.labels, found),
    ari: adjustedRandIndex(set.labels, found),
    unreported: of.filter((g) => g === undefined).length / set.texts.length,
    mixed: shares.filter((s) => s < 0.8).length / Math.max(1, shares.length),
    top10: first.reduce((a, b) => a + b, 0) / Math.max(1, first.length),
    gaps: records.length,
  }
}

/** For each gap (by id), the label most of its questions have. */
function majorityLabels(
  set: LabelledQuestions,
  records: readonly QuestionRecord[],
): Map<string, string> {
  const of = gapOfEach(set, records)
  const members = records.map(() => [] as string[])
  of.forEach((g, i) => {
    if (g !== undefined) members[g]!.push(set.labels[i]!)
  })
  const out = new Map<string, string>()
  records.forEach((r, g) => {
    if (r.id !== null && members[g]!.length > 0) out.set(r.id, largestLabel(members[g]!).label)
  })
  return out
}

export interface WeeksScores extends IdFigures {
  weeks: [ActionRun, ActionRun]
}

/**
 * Two halves of `set` as consecutive weeks: two runs against one GitHub emulator with the default
 * report issue, so that the second run's memory gives the ids (1.4: an id never passes to another
 * topic; a topic found again is found under an id it had).
 */
export async function weeksThroughAction(
  platform: PlatformEmulator,
  github: GitHubEmulator,
  set: LabelledQuestions,
): Promise<WeeksScores> {
  const half = Math.floor(set.texts.length / 2)
  const days = [
    { from: '2026-11-09', to: '2026-11-16' },
    { from: '2026-11-16', to: '2026-11-23' },
  ]
  const parts = [0, 1].map((w) => ({
    texts: set.texts.slice(w * half, (w + 1) * half),
    labels: set.labels.slice(w * half, (w + 1) * half),
  }))
  const runs: ActionRun[] = []
  for (const w of [0, 1]) {
    platform.reset()
    platform.setConversations(turnsOf(parts[w]!.texts, `w${w}-`, days[w]!.from))
    runs.push(await runInsights(platform, github, days[w]!, parts[w]!.texts.length))
  }
  const [first, second] = [0, 1].map((w) => majorityLabels(parts[w]!, runs[w]!.records)) as [
    Map<string, string>,
    Map<string, string>,
  ]
  return {
    ...idFigures(first, second),
    weeks: runs as [ActionRun, ActionRun],
  }
}

/** One run of the action on all of `set` (no report issue), with its scores. */
export async function setThroughAction(
  platform: PlatformEmulator,
  set: LabelledQuestions,
): Promise<{ scores: ActionScores; run: ActionRun }> {
  platform.reset()
  platform.setConversations(
    set.texts.map((query, i) => ({
      ...turnsOf([query], `q${i}-`, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`)[0]!,
      id: `q${i}`,
    })),
  )
  const run = await runInsights(
    platform,
    null,
    { from: '2026-11-01', to: '2026-11-29' },
    set.texts.length,
  )
  return { scores: scoreRecords(set, run.records), run }
}

/**
 * One run of the action on an export as a docs site's holds it: the turns of `set`, every fourth
 * an unanswered question, the others answered, each with a 1,200-character response (other
 * questions of the set run together) and three sources. What the run holds of the answered turns
 * is what this measures; the gaps are those of the questions.
 */
export async function exportThroughAction(
  platform: PlatformEmulator,
  set: LabelledQuestions,
): Promise<ActionRun> {
  platform.reset()
  platform.setConversations(
    set.texts.map((query, i) => {
      const turn = {
        ...turnsOf([query], `t${i}-`, `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`)[0]!,
        id: `t${i}`,
      }
      if (i % 4 === 0) return turn
      const words = Array.from(
        { length: 12 },
        (_, k) => set.texts[(7 * i + 131 * k) % set.texts.length],
      )
      return {
        ...turn,
        response: words.join(' ').slice(0, 1200),
        resolutionStatus: 'answered' as const,
        sources: [1, 2, 3].map((k) => ({
          title: `Guide ${k} of section ${i % 53}`,
          url: `https://docs.example.com/guides/section-${i % 53}/page-${k}`,
        })),
      }
    }),
  )
  return runInsights(platform, null, { from: '2026-11-01', to: '2026-11-29' }, set.texts.length)
}

/**
 * `node bench/grouping-action.ts [--runs=N] [--export]`: only the bench's 20,006-question run through
 * dist/index.js (the set twice, perturbed), N times, as one JSON line each: wall time and peak RSS
 * of the action process (`--export`: the same turns as an export holds them, `exportThroughAction`).
 * `npm run bundle` first: it measures dist/ as it is.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { DEFAULT_SET, doubled, readQuestionSet } = await import('./question-grouping.ts')
  const { startPlatformEmulator } = await import('../test/emulators/platform.ts')
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1)
  const set = doubled(readQuestionSet(process.env.QUESTION_SET ?? DEFAULT_SET))
  const platform = await startPlatformEmulator({ analyticsBudget: Number.POSITIVE_INFINITY })
  try {
    for (let r = 0; r < runs; r++) {
      const run = process.argv.includes('--export')
        ? await exportThroughAction(platform, set)
        : (await setThroughAction(platform, set)).run
      const { wallMs, cpuMs, peakMb, requests } = run
      console.log(JSON.stringify({ n: set.texts.length, wallMs, cpuMs, peakMb, requests }))
    }
  } finally {
    await platform.close()
  }
}
