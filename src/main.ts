/**
 * Reads settings, builds the adapters, dispatches on mode, and is the one place that fails the step.
 */
import * as core from '@actions/core'
import { systemClock } from './adapters/clock.ts'
import { ActionError, describeError } from './errors.ts'
import { loadEvent, readRunContext, type RunContext } from './event.ts'
import { runMessage } from './flows/message/run.ts'
import { createGitHubClient } from './adapters/github/client.ts'
import { createPlatformClient } from './adapters/platform/client.ts'
import { redact } from './redact.ts'
import { renderMessageSummary } from './render/message-summary.ts'
import type { PlatformClient } from './ports/platform.ts'
import { parseSettings } from './settings.ts'
import { PENDING_STATE } from './state.ts'
import type { Settings } from './types.ts'
import type { Logger } from './ports/runtime.ts'
import type { MessageReport, PendingStatus } from './flows/message/report.ts'

/** After a cancellation the step must end soon: the runner kills it a few seconds later. */
const CANCEL_EXIT_MS = 5_000

/**
 * A log line built from untrusted text must not start a workflow command (`::add-mask::`,
 * `::stop-commands::`…): a line that starts with `::` gets a zero-width space after its first colon.
 */
export function inertLogText(text: string): string {
  return text.replace(/^(\s*):(?=:)/gm, '$1:\u200b')
}

/** A logger that keeps secrets and workflow commands out of every line. */
export function createLogger(secrets: readonly string[]): Logger {
  const clean = (message: string): string => inertLogText(redact(message, secrets))
  return {
    info: (m) => core.info(clean(m)),
    warning: (m) => core.warning(clean(m)),
    debug: (m) => core.debug(clean(m)),
  }
}

/** Runs the action. Never throws: any failure ends up in `core.setFailed`. */
export async function run(): Promise<void> {
  const secrets: string[] = []
  const controller = new AbortController()
  const onSignal = (name: string): void => {
    if (controller.signal.aborted) return
    core.info(`Received ${name}: cancelling and reporting the run.`)
    controller.abort(new Error(`cancelled by ${name}`))
    // Whatever happens next, the step ends in time with a failure.
    setTimeout(() => process.exit(1), CANCEL_EXIT_MS).unref()
  }
  const onSigint = (): void => onSignal('SIGINT')
  const onSigterm = (): void => onSignal('SIGTERM')
  process.on('SIGINT', onSigint)
  process.on('SIGTERM', onSigterm)
  try {
    // Mask the secrets before anything else can print them.
    for (const name of ['api-key', 'github-token']) {
      const value = core.getInput(name).trim()
      if (value) {
        core.setSecret(value)
        secrets.push(value)
      }
    }
    const settings = parseSettings((name) => core.getInput(name), new Date())
    const log = createLogger(secrets)
    for (const warning of settings.warnings) log.warning(warning)

    const platform = createPlatformClient(settings, { secrets })
    if (settings.mode === 'visitors') {
      await runVisitorsMode({ settings, platform, log, signal: controller.signal, secrets })
    } else if (settings.mode === 'reconcile') {
      await runReconcileMode({ settings, platform, log, signal: controller.signal, secrets })
    } else {
      await runMessageMode({ settings, platform, log, signal: controller.signal, secrets })
    }
  } catch (error) {
    core.setFailed(inertLogText(redact(describeError(error), secrets)))
    const hint = (error as { hint?: unknown } | null)?.hint
    if (typeof hint === 'string') core.info(inertLogText(redact(`What to do: ${hint}`, secrets)))
  } finally {
    process.off('SIGINT', onSigint)
    process.off('SIGTERM', onSigterm)
  }
}

/** What every mode is run with. */
interface ModeRun {
  settings: Settings
  platform: PlatformClient
  log: Logger
  signal: AbortSignal
  secrets: string[]
}

async function runMessageMode(mode: ModeRun): Promise<void> {
  const { settings, platform, log, signal, secrets } = mode
  const { context, trigger } = await loadEvent(process.env)
  const github = githubFor(settings, context, secrets, log)
  const report = await runMessage({
    settings,
    context,
    trigger,
    platform,
    github,
    clock: systemClock,
    random: Math.random,
    log,
    signal,
    secrets,
    saveState: (pending: PendingStatus | null) =>
      core.saveState(PENDING_STATE, pending ? JSON.stringify(pending) : ''),
  })
  setMessageOutputs(report)
  if (report.outcome !== 'skipped') {
    await core.summary.addRaw(redact(renderMessageSummary(report, context), secrets)).write()
  }
  const line = `Outcome: ${report.outcome}${report.detail ? ` (${report.detail})` : ''}`
  if (report.outcome === 'cancelled') {
    core.setFailed(inertLogText(redact(line, secrets)))
  } else if (settings.message.failOn.includes(report.outcome)) {
    core.setFailed(
      inertLogText(redact(`${line}; 'fail-on' includes '${report.outcome}'.`, secrets)),
    )
  } else {
    log.info(line)
  }
}

function githubFor(settings: Settings, context: RunContext, secrets: string[], log: Logger) {
  return createGitHubClient({
    token: settings.githubToken,
    apiUrl: context.apiUrl,
    repo: context.repo,
    secrets,
    log,
  })
}

function setMessageOutputs(report: MessageReport): void {
  core.setOutput('outcome', report.outcome)
  core.setOutput('job-id', report.jobId ?? '')
  core.setOutput('status', report.status ?? '')
  core.setOutput('pr-link', report.prLink ?? '')
  core.setOutput('model', report.model ?? '')
  core.setOutput('comment-id', report.commentId === null ? '' : String(report.commentId))
  core.setOutput('comment-url', report.commentUrl ?? '')
  core.setOutput('skip-reason', report.skipReason ?? '')
  core.setOutput('created', String(report.created))
}

async function runReconcileMode(mode: ModeRun): Promise<void> {
  const { settings, platform, log, signal, secrets } = mode
  // Loaded on demand, like visitors mode: message mode does not pay for it.
  const [{ runReconcile }, { renderReconcileSummary }] = await Promise.all([
    import('./flows/reconcile/run.ts'),
    import('./render/reconcile-summary.ts'),
  ])
  const context = readRunContext(process.env)
  const report = await runReconcile({
    settings: settings.reconcile,
    context,
    platform,
    github: githubFor(settings, context, secrets, log),
    clock: systemClock,
    log,
    signal,
  })
  core.setOutput('checked', String(report.checked))
  core.setOutput('finished', String(report.finished))
  core.setOutput('running', String(report.running))
  core.setOutput('requests', String(report.requests))
  await core.summary.addRaw(redact(renderReconcileSummary(report), secrets)).write()
  const line =
    `Reconcile: ${report.checked} unfinished status comments, ${report.finished} finished, ` +
    `${report.running} jobs still running, ${report.requests} platform requests` +
    (report.stoppedEarly ? `; stopped early: ${report.stoppedEarly}` : '')
  if (report.failed) throw new ActionError(`${line}. ${report.failed}`)
  if (signal.aborted) throw new ActionError(`${line}. Cancelled.`)
  log.info(line)
  for (const error of report.errors) log.warning(error)
}

async function runVisitorsMode(mode: ModeRun): Promise<void> {
  const { settings, platform, log, signal, secrets } = mode
  // Loaded on demand: message mode, the common case, does not pay for it.
  const [{ runVisitors }, { openRowWriter }] = await Promise.all([
    import('./flows/visitors/run.ts'),
    import('./adapters/row-writer.ts'),
  ])
  let github = null
  if (settings.visitors.reportIssue) {
    github = githubFor(settings, readRunContext(process.env), secrets, log)
  }
  const result = await runVisitors({
    settings: settings.visitors,
    platform,
    github,
    clock: systemClock,
    log,
    signal,
    now: new Date(),
    openRowWriter,
  })
  core.setOutput('total', result.totals ? String(result.totals.total) : '')
  core.setOutput('human', result.totals ? String(result.totals.human) : '')
  core.setOutput('ai', result.totals ? String(result.totals.ai) : '')
  core.setOutput('rows', String(result.rows))
  core.setOutput('requests', String(result.requests))
  core.setOutput('partial', String(result.partial))
  core.setOutput('output-file', result.outputFile ?? '')
  core.setOutput('date-from', result.window.dateFrom)
  core.setOutput('date-to', result.window.dateTo)
  core.setOutput('report-url', result.reportUrl ?? '')
  await core.summary.addRaw(redact(result.summaryMarkdown, secrets)).write()
  if (result.partial) {
    // Loud, not silent: a partial export is a warning annotation, and the outputs say so.
    log.warning(
      `The export is partial: ${result.partialReason ?? 'it did not reach the last page'}.`,
    )
  }
  if (result.reportError) throw new ActionError(result.reportError)
}
