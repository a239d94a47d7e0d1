/**
 * The effect of fixes, the flow's side: what GitHub says of each handed-over gap's pull request
 * (one read a gap until it is merged or closed; the pull request may be in another repository),
 * and this run's numbers of every gap for the memory's history (fix-effect/record.ts).
 */
import { describeError } from '../../errors.ts'
import { unitOf, type Gap, type GapKind } from '../../gaps/registry.ts'
import { pathOfPage } from '../../gaps/paths.ts'
import { count } from '../../gaps/scores.ts'
import type { InsightsMemory } from '../../insights-memory/memory.ts'
import type { GitHubApi } from '../../ports/github.ts'
import { GitHubRateLimitError } from '../../ports/github-errors.ts'
import type { Logger } from '../../ports/runtime.ts'
import { parsePullLink } from '../../fix-effect/pull-link.ts'
import type { RunNumbers } from '../../fix-effect/record.ts'
import type { PullRead } from '../../insights-memory/life.ts'
import type { InsightsRead } from './read.ts'
import { INSIGHT_SIGNALS, type InsightSignal } from './signals/registry.ts'
import { kindsReading } from '../../gaps/registry.ts'

/** What GitHub said of the fixes' pull requests this run. */
interface PullsRead {
  /** By gap key. */
  pulls: Map<string, PullRead>
  /** GitHub requests sent for them. */
  reads: number
}

/** A gap whose pull request is still worth reading: known, and neither merged nor closed yet. */
function toRead(memory: InsightsMemory): Array<{ key: string; id: string; link: string }> {
  return memory.gaps.flatMap((g) => {
    const link = g.job?.prLink
    if (!link || g.state === 'dismissed') return []
    const pr = g.effect?.job === g.job!.id ? g.effect.pr : null
    if (pr === 'merged' || pr === 'closed') return []
    return [{ key: g.key, id: g.id, link }]
  })
}

/** Reads the pull request of each handed-over gap not yet merged or closed (one request each). */
export async function readPulls(
  github: GitHubApi | null,
  memory: InsightsMemory,
  log: Logger,
): Promise<PullsRead> {
  const out: PullsRead = { pulls: new Map(), reads: 0 }
  if (!github) return out
  let stop: string | null = null
  for (const { key, id, link } of toRead(memory)) {
    const ref = parsePullLink(link)
    if (!ref || stop) {
      out.pulls.set(key, { kind: 'unreadable', reason: stop ?? 'not a pull request link' })
      continue
    }
    out.reads++
    try {
      const merge = await github.getPullRequestMerge(ref)
      const read: PullRead = !merge
        ? { kind: 'unreadable', reason: 'GitHub answered 404: absent, or the token cannot see it' }
        : merge.mergedAt
          ? { kind: 'merged', mergedAt: merge.mergedAt }
          : merge.state === 'closed'
            ? { kind: 'closed' }
            : { kind: 'open' }
      out.pulls.set(key, read)
    } catch (error) {
      const reason = describeError(error)
      log.warning(`Could not read the pull request of ${id} (${link}): ${reason}`)
      out.pulls.set(key, { kind: 'unreadable', reason })
      if (error instanceof GitHubRateLimitError) stop = 'not read: GitHub rate limit'
    }
  }
  return out
}

/** True when a signal was read whole (or answered with nothing): its zeros are real zeros. */
function readWhole(read: InsightsRead, signal: InsightSignal): boolean {
  const state = read.signals.find((s) => s.signal === signal)?.state
  return state?.kind === 'no-data' || (state?.kind === 'read' && state.complete)
}

/**
 * This run's numbers of every gap the signals show at any count (`candidates`, from
 * `findAll`), for the history.
 */
export function runNumbers(
  read: InsightsRead,
  window: { from: string; to: string },
  candidates: readonly Gap[],
): RunNumbers {
  const kinds = new Set<GapKind>(
    INSIGHT_SIGNALS.filter((s) => readWhole(read, s)).flatMap(kindsReading),
  )
  const measures: RunNumbers['measures'] = new Map(
    candidates.map((gap) => {
      const unit = unitOf(gap)
      return [gap.key, { measure: unit.measure(gap), page: unit.page(gap) }]
    }),
  )
  let views: Map<string, number> | null = null
  if (readWhole(read, 'views')) {
    views = new Map()
    for (const row of read.rows.views) {
      const path = pathOfPage(row.path)
      views.set(path, (views.get(path) ?? 0) + count(row.human))
    }
  }
  return { from: window.from, to: window.to, kinds, measures, views }
}
