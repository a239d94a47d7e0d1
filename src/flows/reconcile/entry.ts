/** `mode: reconcile`, wired: the GitHub client and the clock built, one sweep, its outputs. */
import { systemClock } from '../../adapters/clock.ts'
import { readRunContext } from '../../event.ts'
import type { ModeContext, ModeEnd } from '../../interface/mode.ts'
import { renderReconcileSummary } from './summary.ts'
import type { ModeSettings } from '../../types.ts'
import { runReconcile } from './run.ts'
import type { ReconcileSettings } from './settings.ts'

// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function run(
  mode: ModeContext<ModeSettings<'reconcile', ReconcileSettings>>,
): Promise<ModeEnd<'reconcile'>> {
  const { settings, platform, log, signal } = mode
  const context = readRunContext(mode.env)
  const report = await runReconcile({
    settings: settings.reconcile,
    context,
    platform,
    github: mode.github(context),
    clock: systemClock,
    log,
    signal,
  })
  const line =
    `Reconcile: ${report.checked} unfinished status comments, ${report.finished} finished, ` +
    `${report.running} jobs still running, ${report.requests} platform requests` +
    (report.stoppedEarly ? `; stopped early: ${report.stoppedEarly}` : '')
  let failure: string | null = null
  if (report.failed) failure = `${line}. ${report.failed}`
  else if (signal.aborted) failure = `${line}. Cancelled.`
  else {
    log.info(line)
    for (const error of report.errors) log.warning(error)
  }
  return {
    outputs: {
      checked: String(report.checked),
      finished: String(report.finished),
      running: String(report.running),
      requests: String(report.requests),
    },
    summary: renderReconcileSummary(report),
    failure,
  }
}
