/**
 * A gap's state as the report's table shows it, with its job and the agent's pull request, and
 * the table's state cells brought up to date from the memory: the insights run writes the whole
 * report, and a `fix`, a `dismiss` or a finished job changes only these cells and the memory.
 */
import { maskPersonalData } from '../lib/privacy.ts'
import { inertCodeSpan, safeHttpsUrl } from '../render/markdown.ts'
import { offersFix } from './fixable.ts'
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

/** A gap's state for the table, with its job and pull request when handed over. */
export function stateText(entry: RememberedGap | undefined): string {
  if (!entry) return '`new`'
  const job = entry.job
  const jobText = job ? `job ${codeSpan(job.id, 100)}` : 'job unknown'
  switch (entry.state) {
    case 'fixing':
      return `\`fixing\` (${jobText}, ${job ? codeSpan(job.status, 40) : 'status unknown'})`
    case 'proposed':
      return `\`proposed\` (${job ? prLink(job.prLink) : 'no pull request yet'})`
    case 'still-seen':
      return `\`still seen after the fix\` (${jobText}, ${job ? prLink(job.prLink) : 'no pull request'})`
    case 'open':
      // Back from a job that ended without a fix: say which, so nobody hands it over blindly.
      return job && job.endedAt !== null
        ? `\`open\` (job ${codeSpan(job.id, 100)} ${codeSpan(job.status, 40)}, no fix)`
        : '`open`'
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
