/**
 * `npm run emulator` (`node test/emulators/cli.ts [--port N]`): runs the platform emulator with
 * a demo job, visitor data and the insights exports, for trying the action or curl by hand. Logs one line per request;
 * request headers are never printed, so the Authorization header cannot reach the log.
 */
import { parseArgs } from 'node:util'
import {
  DEFAULT_API_KEY,
  DEFAULT_PROJECT_ID,
  makeVisitorRows,
  startPlatformEmulator,
} from './platform.ts'
import type { RecordedRequest } from './platform.ts'
import {
  conversationRows,
  feedbackByPageRows,
  feedbackRows,
  searchRows,
} from '../helpers/analytics-data.ts'

export const DEMO_JOB_ID = 'job_demo'
export const DEMO_PR_LINK = 'https://github.com/acme/docs/pull/42'
export const DEMO_NEW_JOB_PR_LINK = 'https://github.com/acme/docs/pull/43'
export const DEMO_VISITOR_ROWS = 1_200

const USAGE =
  'usage: node test/emulators/cli.ts [--port N] [--host ADDR] [--api-key KEY] [--project-id ID]'

async function main(): Promise<void> {
  let values: { port?: string; host?: string; 'api-key'?: string; 'project-id'?: string }
  try {
    values = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        'project-id': { type: 'string' },
      },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
    process.exitCode = 2
    return
  }
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port must be an integer from 0 to 65535 (got '${values.port}')\n${USAGE}`)
    process.exitCode = 2
    return
  }

  const emulator = await startPlatformEmulator({
    port,
    host: values.host ?? '127.0.0.1',
    apiKey: values['api-key'] ?? DEFAULT_API_KEY,
    projectId: values['project-id'] ?? DEFAULT_PROJECT_ID,
    onRequest: (request) => console.log(logLine(request)),
  })
  emulator.addJob({
    id: DEMO_JOB_ID,
    initialStatus: 'completed',
    initialPrLink: null,
    onMessage: { timeline: [{ afterMs: 5_000, status: 'completed', prLink: DEMO_PR_LINK }] },
  })
  emulator.setNewJobTemplate({
    timeline: [{ afterMs: 5_000, status: 'completed', prLink: DEMO_NEW_JOB_PR_LINK }],
    onMessage: {
      timeline: [{ afterMs: 5_000, status: 'completed', prLink: DEMO_NEW_JOB_PR_LINK }],
    },
  })
  emulator.setVisitors({ rows: makeVisitorRows(DEMO_VISITOR_ROWS) })
  emulator.setViews({ rows: makeVisitorRows(DEMO_VISITOR_ROWS, 2) })
  emulator.setSearches(searchRows(300))
  emulator.setFeedback(feedbackRows(200))
  emulator.setFeedbackByPage(feedbackByPageRows(150))
  emulator.setConversations(conversationRows(1_500))

  const { url, apiKey, projectId } = emulator
  const auth = `-H 'Authorization: Bearer ${apiKey}'`
  console.log(
    [
      `Platform emulator listening on ${url}`,
      `  base-url:   ${url}`,
      `  api-key:    ${apiKey}   (emulator-only key)`,
      `  project-id: ${projectId}`,
      `  demo job:   ${DEMO_JOB_ID} (a message makes it active, then completed after ~5 s)`,
      '  new jobs:   created active, completed after ~5 s (so are messages to them)',
      `  visitors:   ${DEMO_VISITOR_ROWS} rows (views: as many)`,
      '  insights:   300 search terms, 200 feedback entries (150 pages), 1,500 assistant turns',
      '  budget:     100 analytics requests an hour, every analytics route together',
      '',
      'Try:',
      `  curl -s ${auth} ${url}/v2/agent/${projectId}/job/${DEMO_JOB_ID}`,
      `  curl -s -X POST ${auth} -H 'Content-Type: application/json' -d '{"prompt":"Fix the typo in the quickstart"}' ${url}/v2/agent/${projectId}/job/${DEMO_JOB_ID}/message`,
      `  curl -s -X POST ${auth} -H 'Content-Type: application/json' -d '{"prompt":"Document the retry option"}' ${url}/v2/agent/${projectId}/job`,
      `  curl -s ${auth} '${url}/v1/analytics/${projectId}/visitors?dateFrom=2025-01-01&dateTo=2025-02-01&limit=250&offset=0'`,
      `  curl -s ${auth} '${url}/v1/analytics/${projectId}/searches?dateFrom=2025-01-01&dateTo=2025-02-01&limit=100'`,
      '',
      'Press Ctrl+C to stop.',
    ].join('\n'),
  )

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: stopping the emulator`)
    void emulator.close().then(() => {
      process.exitCode = 0
    })
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** One log line: method, path with query, status and fault. Headers are left out on purpose. */
function logLine(request: RecordedRequest): string {
  const query = new URLSearchParams(request.query).toString()
  const target = query ? `${request.path}?${query}` : request.path
  const status = request.status === null ? 'no answer' : String(request.status)
  const fault = request.fault ? ` fault=${request.fault}` : ''
  const applied = request.applied ? ' applied' : ''
  return `${new Date(request.at).toISOString()} ${request.method} ${target} -> ${status}${fault}${applied}`
}

main().catch((error: unknown) => {
  console.error(`emulator failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
