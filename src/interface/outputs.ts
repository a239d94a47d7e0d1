/**
 * Every output of the action, with the modes that set it: the one source of names and meanings.
 * `npm run docs` writes the `outputs:` of action.yml and the outputs table of docs/inputs-and-outputs.md from it; a mode
 * hands back `OutputValues<its mode>`, so the compiler holds each mode to setting exactly its own.
 */
import type { Mode } from './inputs.ts'

/** One output: the modes that set it, and what it means. */
export interface OutputSpec {
  readonly modes: readonly Mode[]
  readonly description: string
}

/** Every output, in the order action.yml and docs/inputs-and-outputs.md list them. */
export const OUTPUTS = {
  outcome: {
    modes: ['message'],
    description:
      'One of `completed`, `failed`, `archived`, `timed-out`, `cancelled`, `sent`, `rejected`, ' +
      '`skipped`, `error`.',
  },
  'job-id': { modes: ['message'], description: 'The job the message went to, or the job created.' },
  status: { modes: ['message'], description: "The job's last seen status." },
  'pr-link': { modes: ['message'], description: "The agent's pull request, when there is one." },
  model: { modes: ['message'], description: "The job's AI model." },
  'comment-id': { modes: ['message'], description: 'Id of the status comment.' },
  'comment-url': { modes: ['message'], description: 'URL of the status comment.' },
  'skip-reason': { modes: ['message'], description: 'Why the run was `skipped` or `rejected`.' },
  created: {
    modes: ['message'],
    description:
      '`true` when this run created the job (`create-job`, or `new` in the command), else `false`.',
  },
  total: {
    modes: ['visitors'],
    description:
      'Site-wide unique visitors, deduplicated across human and AI: it can be less than ' +
      '`human + ai`.',
  },
  human: { modes: ['visitors'], description: 'Site-wide unique human visitors.' },
  ai: { modes: ['visitors'], description: 'Site-wide unique AI visitors.' },
  rows: { modes: ['visitors'], description: 'Per-page rows exported.' },
  requests: {
    modes: ['visitors', 'reconcile', 'insights'],
    description: 'Platform requests spent (retries included): analytics pages, or job reads.',
  },
  checked: {
    modes: ['reconcile'],
    description: "The action's own status comments looked at whose outcome was not final.",
  },
  finished: { modes: ['reconcile'], description: 'Status comments brought to a final outcome.' },
  running: {
    modes: ['reconcile'],
    description: 'Jobs still `active` (their comments are left for the next run).',
  },
  partial: {
    modes: ['visitors'],
    description: '`true` when the export did not reach the last page.',
  },
  'output-file': { modes: ['visitors'], description: 'The file written.' },
  'date-from': { modes: ['visitors', 'insights'], description: "The window's start, as sent." },
  'date-to': {
    modes: ['visitors', 'insights'],
    description: "The window's exclusive end, as sent.",
  },
  'report-url': { modes: ['visitors', 'insights'], description: 'URL of the report issue.' },
  gaps: { modes: ['insights'], description: 'Gaps found in this run.' },
  'new-gaps': { modes: ['insights'], description: 'Gaps first seen in this run.' },
  'jobs-created': {
    modes: ['insights'],
    description: 'The jobs `auto-fix` created in this run, comma-separated ids (empty for none).',
  },
  fixed: {
    modes: ['insights'],
    description:
      'Gaps first judged `fixed` in this run (their signal fell clearly, to at most half, after the merge of their fix), comma-separated ids (empty for none); a gap judged in an earlier run is not listed again.',
  },
} as const satisfies Record<string, OutputSpec>

export type OutputName = keyof typeof OUTPUTS

/** The outputs `mode` sets. */
type OutputOf<M extends Mode> = {
  [K in OutputName]: M extends (typeof OUTPUTS)[K]['modes'][number] ? K : never
}[OutputName]

/** Every output of `mode`, each as the text the runner receives ('' for none). */
export type OutputValues<M extends Mode> = { readonly [K in OutputOf<M>]: string }

/** The names of the outputs `mode` sets, in table order. */
export function outputsOf(mode: Mode): OutputName[] {
  return (Object.keys(OUTPUTS) as OutputName[]).filter((name) =>
    (OUTPUTS[name].modes as readonly Mode[]).includes(mode),
  )
}
