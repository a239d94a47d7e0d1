/**
 * `mode: message`, wired: the event read, the GitHub client and the clock built, the flow run, and
 * its report turned into outputs, a job summary and the step's verdict.
 */
import * as core from '@actions/core'
import { systemClock } from '../../adapters/clock.ts'
import { loadEvent } from '../../event.ts'
import type { ModeContext, ModeEnd } from '../../interface/mode.ts'
import type { OutputValues } from '../../interface/outputs.ts'
import { renderMessageSummary } from './summary.ts'
import { PENDING_STATE } from '../../interface/state.ts'
import type { MessageReport, PendingStatus } from './report.ts'
import { runMessage } from './run.ts'
import type { MessageModeSettings } from './settings.ts'

// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
export async function run(mode: ModeContext<MessageModeSettings>): Promise<ModeEnd<'message'>> {
  const { settings, platform, log, signal, secrets } = mode
  const { context, trigger } = await loadEvent(mode.env)
  const report = await runMessage({
    settings,
    context,
    trigger,
    platform,
    github: mode.github(context),
    clock: systemClock,
    random: Math.random,
    log,
    signal,
    secrets,
    saveState: (pending: PendingStatus | null) =>
      core.saveState(PENDING_STATE, pending ? JSON.stringify(pending) : ''),
  })
  const summary = report.outcome === 'skipped' ? null : renderMessageSummary(report, context)
  const line = `Outcome: ${report.outcome}${report.detail ? ` (${report.detail})` : ''}`
  let failure: string | null = null
  if (report.outcome === 'cancelled') failure = line
  else if (settings.message.failOn.includes(report.outcome)) {
    failure = `${line}; 'fail-on' includes '${report.outcome}'.`
  } else log.info(line)
  return { outputs: outputsOf(report), summary, failure }
}

function outputsOf(report: MessageReport): OutputValues<'message'> {
  return {
    outcome: report.outcome,
    'job-id': report.jobId ?? '',
    status: report.status ?? '',
    'pr-link': report.prLink ?? '',
    model: report.model ?? '',
    'comment-id': report.commentId === null ? '' : String(report.commentId),
    'comment-url': report.commentUrl ?? '',
    'skip-reason': report.skipReason ?? '',
    created: String(report.created),
  }
}
