/**
 * The pieces of the insights report that every gap shares: its table row and its collapsed
 * evidence section. What a kind shows is its unit's (src/gaps/); reader text is made inert by
 * src/render/inert.ts.
 */
import { unitOf, type Gap } from '../../gaps/registry.ts'
import { offersFix } from '../../insights-memory/fixable.ts'
import type { RememberedGap } from '../../insights-memory/memory.ts'
import { stateText } from '../../insights-memory/state-text.ts'
import { codeSpan } from '../../render/markdown.ts'
import { inertCode, inertText, titledList, type EvidenceDetail } from '../../render/inert.ts'
import type { DocsMatch } from './docs-match.ts'
import type { RankedGap } from './rank.ts'

export type { EvidenceDetail }

export const FULL_DETAIL: EvidenceDetail = { examples: 5, chars: 300 }

/** What readers did, in numbers, with the views weight when it changed the gap's rank. */
export function evidenceInNumbers(ranked: RankedGap): string {
  const text = unitOf(ranked.gap).numbers(ranked.gap)
  return ranked.weight !== 1 ? `${text}, views ×${ranked.weight.toFixed(1)}` : text
}

/** The words or the page a gap is about, for the table. */
export function wordsOrPage(gap: Gap): string {
  return unitOf(gap).words(gap)
}

/** A table row: id, kind, what readers did, words or page, since, runs, state. */
export function tableRow(ranked: RankedGap, entry: RememberedGap | undefined): string {
  const cells = [
    entry ? `**${entry.id}**` : '—',
    ranked.gap.kind,
    evidenceInNumbers(ranked),
    wordsOrPage(ranked.gap),
    entry?.firstSeen ?? ranked.firstSeen,
    String(entry?.runs ?? 1),
    stateText(entry),
  ]
  return `| ${cells.join(' | ')} |`
}

function docsLines(match: DocsMatch | undefined, d: EvidenceDetail): string[] {
  if (match === undefined) return []
  if (match.coverage === 'none' || match.pages.length === 0)
    return ['- Docs: no page covers these words (missing).']
  const page = (p: { path: string; title: string }): string =>
    `${inertCode(p.path, d.chars)}${p.title ? ` (${inertText(p.title, 120)})` : ''}`
  return titledList('Docs: covered by', match.pages, page, d)
}

/** A dismissal, said in the gap's section (its job and pull request are in the table's state). */
function memoryLines(entry: RememberedGap | undefined): string[] {
  const lines: string[] = []
  if (entry?.state === 'dismissed' && entry.dismissed) {
    const { by, why } = entry.dismissed
    lines.push(
      `- Dismissed by ${by ? inertCode(by, 64) : 'someone'}${why ? `: ${inertText(why, 200)}` : ''}.`,
    )
  }
  return lines
}

/** What a gap section needs beside the gap. */
interface SectionContext {
  entry: RememberedGap | undefined
  match: DocsMatch | undefined
  detail: EvidenceDetail
  /** The command word (`/docs-agent`) when the section says how to act; null in the summary. */
  command: string | null
}

/** A gap's evidence in a collapsed section. Only numbers and the id go in `<summary>` (raw HTML). */
export function evidenceSection(ranked: RankedGap, ctx: SectionContext): string {
  const gap = ranked.gap
  const id = ctx.entry?.id ?? null
  const body = unitOf(gap).evidence(gap, ctx.detail)
  body.push(...docsLines(ctx.match, ctx.detail), ...memoryLines(ctx.entry))
  if (ctx.command && id && ctx.entry && offersFix(ctx.entry)) {
    body.push(
      `- Act: comment ${codeSpan(`${ctx.command} fix ${id}`)} or ${codeSpan(`${ctx.command} dismiss ${id} <reason>`)}.`,
    )
  }
  const summary = `${id ?? 'new gap'} · ${gap.kind} · ${evidenceInNumbers(ranked)}`
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>'].join('\n')
}
