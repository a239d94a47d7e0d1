/**
 * A gap's state as the report's table shows it, with its job and the agent's pull request, and
 * the table's state cells brought up to date from the memory: the insights run writes the whole
 * report, and a `fix`, a `dismiss` or a finished job changes only these cells and the memory.
 */
import { maskPersonalData } from '../lib/privacy.ts'
import { inertCodeSpan, safeHttpsUrl } from '../render/markdown.ts'
import { changeText } from '../fix-effect/judge.ts'
import { offersFix } from './fixable.ts'
import { verdictOfGap, whyOpenAgain } from './life.ts'
import type { RememberedGap } from './memory.ts'

/** Memory text as inert code, masked: anyone who can edit the issue can write into the memory. */
const codeSpan = (text: string, max: number): string =>
  inertCodeSpan(maskPersonalData(text.slice(0, max * 4)), max)

/** A pull request link that loads nothing else: https only, else its text as code. */
function prLink(link: string | null): string {
  if (link === null) return 'no pull request yet'
  const url = safeHttpsUrl(link)
  return url ? `[pull request](${url})` : codeSpan(link, 120)
}

/** What the table and the Fixes section say of a pull request that could not be read. */
export const UNREADABLE = 'pull request unreadable: not judged'

/** What a `proposed` gap waits for: its pull request read, merged, then a full window after. */
function waiting(entry: RememberedGap): string {
  const effect = entry.effect
  if (effect?.pr === 'unreadable') return `, ${UNREADABLE}`
  if (effect?.pr !== 'merged') return ''
  return effect.verdict?.verdict === 'no-baseline'
    ? ', merged, not judged: no window before the merge'
    : ', merged, too early to judge'
}

/** The figures of a verdict in a cell: `−94 %`, else nothing. */
function changeOf(entry: RememberedGap): string {
  const figures = verdictOfGap(entry)?.figures
  const change = figures ? changeText(figures) : ''
  return change ? `, ${change}` : ''
}

/** A gap's state for the table, with its job, pull request and verdict (its life, life.ts). */
export function stateText(entry: RememberedGap | undefined): string {
  if (!entry) return '`new`'
  const job = entry.job
  const jobText = job ? `job ${codeSpan(job.id, 100)}` : 'job unknown'
  const pr = job ? prLink(job.prLink) : 'no pull request'
  switch (entry.state) {
    case 'fixing':
      return `\`fixing\` (${jobText}, ${job ? codeSpan(job.status, 40) : 'status unknown'})`
    case 'proposed':
      return `\`proposed\` (${job ? prLink(job.prLink) : 'no pull request yet'}${waiting(entry)})`
    case 'fixed':
      return `\`fixed\` (${pr}${changeOf(entry)})`
    case 'still-seen':
      return `\`still seen after the fix\` (${jobText}, ${pr}${changeOf(entry)})`
    case 'open': {
      // Back from a job or a pull request that brought no fix: say why, so nobody hands it over
      // blindly.
      const why = whyOpenAgain(entry)
      if (!why || !job) return '`open`'
      const jobOf = `job ${codeSpan(job.id, 100)}`
      if (why === 'closed-unmerged')
        return `\`open\` (${jobOf}: its pull request was closed without merging)`
      return why === 'job-failed'
        ? `\`open\` (${jobOf} ${codeSpan(job.status, 40)}, no fix)`
        : `\`open\` (${jobOf} ${codeSpan(job.status, 40)} without a pull request, no fix)`
    }
    default:
      return `\`${entry.state}\``
  }
}

/** A table row of the report: `| **g4** | … | <state> |` (the id bold, the state last). */
const ROW = /^(\| \*\*(g[1-9][0-9]*)\*\* \|.* \| )(.*) \|$/

/** The line of a gap's evidence section that offers `fix` and `dismiss`. */
const ACT_LINE = /^- Act: comment /
/** A gap's evidence section starts with its id. */
const SECTION = /^<summary>(g[1-9][0-9]*) · /

/**
 * `body` with the state cell of every gap row that the memory knows rewritten from it, and the
 * "Act" line gone from the section of a gap that can no longer be handed over (the next insights
 * run offers it again when its job failed). Only the action's own rows and sections are touched:
 * reader text never starts a line of the report.
 */
export function withStateCells(body: string, gaps: readonly RememberedGap[]): string {
  const byId = new Map(gaps.map((g) => [g.id, g]))
  let section: RememberedGap | undefined
  const out: string[] = []
  for (const raw of body.split('\n')) {
    // A body saved by GitHub's web editor has CRLF line ends: each line keeps its own.
    const cr = raw.endsWith('\r') ? '\r' : ''
    const line = cr ? raw.slice(0, -1) : raw
    const opens = SECTION.exec(line)
    if (opens) section = byId.get(opens[1]!)
    else if (line === '</details>') section = undefined
    if (section && ACT_LINE.test(line) && !offersFix(section)) continue
    const row = ROW.exec(line)
    const gap = row ? byId.get(row[2]!) : undefined
    out.push(row && gap ? `${row[1]}${stateText(gap)} |${cr}` : raw)
  }
  return out.join('\n')
}
