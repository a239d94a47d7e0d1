/**
 * GitHub's own example webhook payloads (@octokit/webhooks-examples), for github.com and several
 * GHES versions, from the cut vendored in test/fixtures/webhooks (its `x-provenance` field says
 * which package version and which events; scripts/cut-webhook-examples.ts regenerates it).
 */
import { readFileSync } from 'node:fs'

export type Payload = Record<string, unknown>

/** The sources of the cut: github.com first, then the GHES versions. */
export const WEBHOOK_SOURCES = [
  'api.github.com',
  'ghes-31',
  'ghes-32',
  'ghes-33',
  'ghes-34',
  'ghes-35',
] as const

type Cut = Record<string, Array<{ name: string; examples: Payload[] }>>
let cut: Cut | undefined

/** The examples of `event` from `source`, as fresh copies. */
export function webhookExamples(
  source: (typeof WEBHOOK_SOURCES)[number],
  event: string,
): Payload[] {
  cut ??= JSON.parse(
    readFileSync(new URL('../fixtures/webhooks/github-examples-cut.json', import.meta.url), 'utf8'),
  ) as Cut
  const definition = cut[source]?.find((d) => d.name === event)
  // The cut holds only the events the tests read.
  if (!definition)
    throw new Error(`no ${event} in the cut (re-run scripts/cut-webhook-examples.ts)`)
  return structuredClone(definition.examples)
}
