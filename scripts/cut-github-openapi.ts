// Regenerates test/fixtures/openapi/github-rest-cut.json: GitHub's REST description
// (api.github.com.json of the @octokit/openapi package) cut down to the operations the action uses
// (test/helpers/github-routes.ts) and the components they reach through `$ref`, transitively. The
// whole package is about 385 MB installed, so it is not a devDependency; to refresh the cut:
//
//   npm i --no-save @octokit/openapi@latest
//   node scripts/cut-github-openapi.ts
//   npm ci            # back to the locked tree (npm i --no-save leaves the package behind)
//
// then run the contract tests (npx vitest run test/contracts.test.ts) and commit the JSON file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { GITHUB_ROUTES } from '../test/helpers/github-routes.ts'
import { subsetOf } from '../test/helpers/openapi-contract.ts'

const PACKAGE = '@octokit/openapi'
const FILE = 'generated/api.github.com.json'
const OUT = new URL('../test/fixtures/openapi/github-rest-cut.json', import.meta.url)

const require = createRequire(import.meta.url)
let source: string
try {
  source = require.resolve(`${PACKAGE}/${FILE}`)
} catch {
  console.error(`${PACKAGE} is not installed: run 'npm i --no-save ${PACKAGE}@latest' first`)
  process.exit(1)
}
// The package has no `exports` map, so its package.json resolves beside the description.
const { version } = JSON.parse(
  readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8'),
) as { version: string }
const description = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>
const cut = subsetOf(description, GITHUB_ROUTES)

// First in the file, so that whoever opens it sees where it came from.
const provenance = {
  package: `${PACKAGE}@${version}`,
  file: FILE,
  cut: new Date().toISOString().slice(0, 10),
  how:
    'scripts/cut-github-openapi.ts: the operations of test/helpers/github-routes.ts and the ' +
    'components they reach through $ref, transitively; everything else left out',
  operations: [...GITHUB_ROUTES],
}
writeFileSync(OUT, `${JSON.stringify({ 'x-provenance': provenance, ...cut }, null, 2)}\n`)
const size = readFileSync(OUT).length
console.log(`wrote ${OUT.pathname}: ${GITHUB_ROUTES.length} operations, ${size} bytes`)
