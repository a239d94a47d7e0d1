// The action runs on node24 (action.yml). The tests must run on the runtime users get, not on
// whatever Node the machine has: the project brings Node 24 through the `node` npm package.
const major = Number(process.versions.node.split('.')[0])
if (major !== 24) {
  console.error(
    `Tests must run on Node 24 (the action's runtime), but this is Node ${process.versions.node}. ` +
      'Run them through npm scripts after `npm ci`, which put the project-local Node 24 first on PATH.',
  )
  process.exit(1)
}
console.log(`Running on Node ${process.versions.node} (${process.execPath})`)
