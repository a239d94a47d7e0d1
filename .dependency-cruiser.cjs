// The layering of src/, checked in CI (`npm run depcruise`): entries → registry → a mode's entry →
// its flow → pure logic, ports and adapters; never the other way round, and no import cycle.
//
//   entries      src/index.ts, src/main.ts, src/post.ts: the runner starts them; they fail the step
//   registry     src/modes.ts: one line a mode (its settings parser, its entry loaded on demand)
//   mode entry   src/flows/<mode>/entry.ts: builds the mode's adapters and runs its flow
//   flows        every other file of src/flows/<mode>/: the story of a run, written against ports
//   interface    src/interface/: inputs, outputs and the contract of a mode, as users see them
//   ports        src/ports/: the interfaces flows are written against, and their typed errors
//   adapters     src/adapters/: HTTP, the platform and GitHub clients, the clock, the output file
//   render       src/render/: Markdown shared by the modes (the status comment, escaping)
//   lib          src/lib/: helpers that know nothing of the action (text, redaction, JSON shapes,
//                durations, UTC date windows)
//   fix loop     src/fix-loop/: the insights report's memory as the modes change it, written
//                against ports (one write path, claim-then-check, creating a job at most once),
//                so that the message, reconcile and insights modes share it without importing
//                each other
//   status       src/status/: a job-status comment's run (its state, its one POST, the view and
//                marker derived from it, the comment store), so that the message flow and
//                `auto-fix` write one comment the same way; written against ports
//   pure         the rest: parsing, rules, domain types, errors, the marker and the trigger key
const ENTRIES = '^src/(index|main|post)\\.ts$'
const REGISTRY = '^src/modes\\.ts$'
const MODE_ENTRIES = '^src/flows/[^/]+/entry\\.ts$'
const FLOWS = '^src/flows/'
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
      name: 'only-the-registry-loads-a-mode',
      severity: 'error',
      comment: "A mode's entry is loaded by the registry, on demand, and by nothing else.",
      from: { pathNot: REGISTRY },
      to: { path: MODE_ENTRIES },
    },
    {
      name: 'only-its-entry-runs-a-flow',
      severity: 'error',
      comment: "A mode's run is started by its own entry (or the post step), not by a module.",
      from: { pathNot: `${ENTRIES}|${MODE_ENTRIES}` },
      to: { path: '^src/flows/[^/]+/run\\.ts$' },
    },
    {
      name: 'modes-stay-apart',
      severity: 'error',
      comment: 'A mode imports no other mode: what two modes share moves out of src/flows/.',
      from: { path: '^src/flows/([^/]+)/' },
      to: { path: FLOWS, pathNot: '^src/flows/$1/' },
    },
    {
      name: 'flows-use-ports-not-adapters',
      severity: 'error',
      comment:
        "Flows receive their adapters through ports; only entries (a mode's too) build them.",
      from: { path: FLOWS, pathNot: MODE_ENTRIES },
      to: { path: ADAPTERS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'adapters-know-no-flows',
      severity: 'error',
      comment: 'Adapters implement ports; they do not reach up into flows, rendering or settings.',
      from: { path: ADAPTERS },
      to: { path: `^src/(flows|render|interface)/|${REGISTRY}|^src/settings\\.ts$` },
    },
    {
      name: 'render-knows-no-flows',
      severity: 'error',
      comment: 'Rendering is shared and pure: it imports no mode, no settings and no adapter.',
      from: { path: '^src/render/' },
      to: { path: `${FLOWS}|${ADAPTERS}|${REGISTRY}|^src/settings\\.ts$` },
    },
    {
      name: 'interface-is-a-leaf',
      severity: 'error',
      comment: 'The interface names what users see; it depends on no mode, adapter or rendering.',
      from: { path: '^src/interface/' },
      to: { path: `${FLOWS}|${ADAPTERS}|^src/render/|${REGISTRY}|^src/settings\\.ts$` },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment:
        'The helpers of src/lib/ know nothing of the action: they import only each other and domain types.',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/|^src/types\\.ts$' },
    },
    {
      name: 'ports-are-leaves',
      severity: 'error',
      comment: 'Ports name what flows need; they import only domain types, errors and other ports.',
      from: { path: PORTS },
      to: { path: '^src/', pathNot: `${PORTS}|^src/lib/|^src/(types|errors)\\.ts$` },
    },
    {
      name: 'pure-logic-has-no-io',
      severity: 'error',
      comment: 'Parsing, rules and rendering stay pure: no adapters, no flows.',
      from: { path: '^src/', pathNot: `${ENTRIES}|${REGISTRY}|${FLOWS}|${ADAPTERS}` },
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
