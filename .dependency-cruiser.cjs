// The layering of src/, checked in CI (`npm run depcruise`): entries → flows → pure logic and
// adapters, never the other way round, and no import cycle anywhere.
//
//   entries   src/index.ts, src/main.ts, src/post.ts: build the adapters, dispatch, fail the step
//   flows     src/flows/<mode>/run.ts: the story of a run, written against the ports
//   ports     src/ports/: the interfaces flows are written against, and the typed errors they throw
//   adapters  src/adapters/: HTTP, the platform and GitHub clients, the clock, the output file
//   pure      the rest: parsing, rules, rendering (src/flows/<mode>/*.ts beside run.ts included)
const ENTRIES = '^src/(index|main|post)\\.ts$'
const FLOWS = '^src/flows/[^/]+/run\\.ts$'
const ADAPTERS = '^src/adapters/'
const PORTS = '^src/ports/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle hides which module owns a rule; move the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-entries',
      severity: 'error',
      comment: 'Entries are the top of the graph: only the runner starts them.',
      from: { pathNot: '^src/index\\.ts$' },
      to: { path: ENTRIES },
    },
    {
      name: 'flows-use-ports-not-adapters',
      severity: 'error',
      comment: 'Flows receive their adapters through ports; only entries build adapters.',
      from: { path: '^src/flows/' },
      to: { path: ADAPTERS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-entries-run-flows',
      severity: 'error',
      comment: 'A flow is started by an entry, not by another module.',
      from: { pathNot: ENTRIES },
      to: { path: FLOWS },
    },
    {
      name: 'adapters-know-no-flows',
      severity: 'error',
      comment: 'Adapters implement ports; they do not reach up into flows or rendering.',
      from: { path: ADAPTERS },
      to: { path: '^src/(flows|render)/' },
    },
    {
      name: 'ports-are-leaves',
      severity: 'error',
      comment: 'Ports name what flows need; they import only domain types, errors and other ports.',
      from: { path: PORTS },
      to: { path: '^src/', pathNot: `${PORTS}|^src/(types|errors)\\.ts$` },
    },
    {
      name: 'pure-logic-has-no-io',
      severity: 'error',
      comment: 'Parsing, rules and rendering stay pure: no adapters, no flows.',
      from: { path: '^src/', pathNot: `${ENTRIES}|${FLOWS}|${ADAPTERS}` },
      to: { path: `${ADAPTERS}|${FLOWS}` },
    },
    {
      name: 'src-stands-alone',
      severity: 'error',
      comment: 'The shipped code never reaches into tests, the benchmark or scripts.',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code.',
      from: { orphan: true, pathNot: '\\.d\\.ts$|^src/index\\.ts$' },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
}
