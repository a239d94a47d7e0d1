// Regenerates test/fixtures/webhooks/github-examples-cut.json: GitHub's example webhook payloads
// (the @octokit/webhooks-examples package, for github.com and each GHES version it has) cut down to
// the events the tests read. The package is about 9 MB installed, so it is not a devDependency; to
// refresh the cut:
//
//   npm i --no-save @octokit/webhooks-examples@latest
//   node scripts/cut-webhook-examples.ts
//   npm ci            # back to the locked tree (npm i --no-save leaves the package behind)
//
// then run the tests that read it (npx vitest run test/event.test.ts test/e2e-create.test.ts) and
// commit the JSON file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const PACKAGE = '@octokit/webhooks-examples'
const SOURCES = ['api.github.com', 'ghes-31', 'ghes-32', 'ghes-33', 'ghes-34', 'ghes-35']
/**
 * The events the tests read, and how many examples of each (per source) they need: all, except
 * pull_request and issues (29 each for github.com), of which the tests take the first 8.
 */
const EVENTS: Record<string, number> = {
  issue_comment: Infinity,
  pull_request_review_comment: Infinity,
  pull_request_review: Infinity,
  workflow_dispatch: Infinity,
  repository_dispatch: Infinity,
  pull_request: 8,
  issues: 8,
}
const OUT = new URL('../test/fixtures/webhooks/github-examples-cut.json', import.meta.url)

interface WebhookDefinition {
  name: string
  examples: unknown[]
}

const require = createRequire(import.meta.url)
let version: string
try {
  ;({ version } = require(`${PACKAGE}/package.json`) as { version: string })
} catch {
  console.error(`${PACKAGE} is not installed: run 'npm i --no-save ${PACKAGE}@latest' first`)
  process.exit(1)
}
const cut: Record<string, WebhookDefinition[]> = {}
for (const source of SOURCES) {
  const file = require.resolve(`${PACKAGE}/${source}/index.json`)
  const definitions = JSON.parse(readFileSync(file, 'utf8')) as WebhookDefinition[]
  cut[source] = Object.entries(EVENTS).map(([name, limit]) => ({
    name,
    examples: (definitions.find((d) => d.name === name)?.examples ?? []).slice(0, limit),
  }))
}
// First in the file, so that whoever opens it sees where it came from.
const provenance = {
  package: `${PACKAGE}@${version}`,
  files: SOURCES.map((source) => `${source}/index.json`),
  cut: new Date().toISOString().slice(0, 10),
  how:
    'scripts/cut-webhook-examples.ts: per source, the examples of the events the tests read ' +
    '(pull_request and issues: the first 8), verbatim; every other event left out',
}
writeFileSync(OUT, `${JSON.stringify({ 'x-provenance': provenance, ...cut }, null, 2)}\n`)
console.log(`wrote ${OUT.pathname}: ${readFileSync(OUT).length} bytes`)
