/**
 * The labelled dev set (BANKING77's training set, ../shared/datasets/banking77-train beside the
 * repository, or the file named by QUESTION_SET) as unanswered turns, and the time and memory the
 * clustering takes at 20,000 and 100,000 questions, each in a process of its own.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ConversationRow } from '../src/gaps/rows.ts'
import { clusterQuestions } from '../src/gaps/cluster.ts'
import { seededRandom } from '../src/lib/random.ts'
import { ask } from '../test/helpers/question-examples.ts'

/** The dev set: `../shared/` beside the repository, as CI and every session have it. */
export const DEFAULT_SET = fileURLToPath(
  new URL('../../shared/datasets/banking77-train/banking77-train.use-lite.qvec8', import.meta.url),
)

export interface LabelledQuestions {
  texts: string[]
  labels: string[]
}

/** The texts and labels of a QVEC8v1 file (its vectors are not read). */
export function readQuestionSet(file: string): LabelledQuestions {
  const buf = readFileSync(file)
  if (buf.subarray(0, 8).toString('latin1') !== 'QVEC8v1\n') throw new Error(`${file}: not QVEC8v1`)
  const h = buf.readUInt32LE(8)
  const header = JSON.parse(buf.subarray(12, 12 + h).toString('utf8')) as {
    labelNames: string[]
    labels: number[]
    texts: string[]
  }
  return { texts: header.texts, labels: header.labels.map((l) => header.labelNames[l]!) }
}

export function questionSetAvailable(file = process.env.QUESTION_SET ?? DEFAULT_SET): boolean {
  return existsSync(file)
}

/** Each question one unanswered turn; `queryCategory` none (the set has none). */
export function rowsOf(texts: readonly string[], prefix = 'q'): ConversationRow[] {
  return texts.map((query, i) =>
    ask(query, {
      id: `${prefix}${i}`,
      timestamp: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
      pageUrl: null,
    }),
  )
}

/** A copy of each question with a small change: case, end punctuation, one letter swapped. */
export function doubled(set: LabelledQuestions, seed = 5): LabelledQuestions {
  return copies(set, 2, seed)
}

/**
 * `times` copies of the set, each copy after the first with small changes (case, end punctuation,
 * one letter swapped, a word added): a large run's volume with the set's topics.
 */
export function copies(set: LabelledQuestions, times: number, seed = 5): LabelledQuestions {
  const next = seededRandom(seed)
  const texts: string[] = []
  const labels: string[] = []
  for (let c = 0; c < times; c++)
    set.texts.forEach((t, k) => {
      let s = t
      if (c > 0) {
        s = next() < 0.5 ? t.toLowerCase() : t
        s = s.replace(/[?.!]+$/, '')
        const i = Math.floor(next() * Math.max(1, s.length - 2))
        if (/[a-z]{2}/i.test(s.slice(i, i + 2)))
          s = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2)
        if (c > 1) s = `${s}${' please'.repeat(c - 1)}`
      }
      texts.push(s)
      labels.push(set.labels[k]!)
    })
  return { texts, labels }
}

/**
 * The clustering of `set` in this process: its wall and CPU time, and the process's peak RSS
 * (run in a child of its own, bench.ts measures what the grouping needs).
 */
function timeGrouping(set: LabelledQuestions): {
  n: number
  ms: number
  cpuMs: number
  peakMb: number
} {
  const rows = rowsOf(set.texts)
  const started = performance.now()
  const cpu = process.cpuUsage()
  clusterQuestions(rows)
  const ms = performance.now() - started
  const used = process.cpuUsage(cpu)
  return {
    n: rows.length,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakMb: process.resourceUsage().maxRSS / 1024,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const set = readQuestionSet(process.env.QUESTION_SET ?? DEFAULT_SET)
  const mode = process.argv.find((a) => a.startsWith('--mode='))?.slice(7) ?? 'scale'
  // scale: the set twice (20,006 questions); huge: ten times (100,030 questions).
  console.log(JSON.stringify(timeGrouping(copies(set, mode === 'huge' ? 10 : 2))))
}
