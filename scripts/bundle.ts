// Rebuilds dist/ from src/ with @vercel/ncc: one entry for the main and the post step (src/index.ts
// tells them apart), minified, with the licenses of bundled packages beside it. Modules that only
// one mode needs are split into chunks loaded on demand. CI rebuilds and compares with the
// committed copy.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')
const entries: Array<[string, string]> = [['src/index.ts', 'dist']]

rmSync('dist', { recursive: true, force: true })
for (const [entry, outDir] of entries) {
  execFileSync(
    process.execPath,
    [
      ncc,
      'build',
      entry,
      '-o',
      outDir,
      '--minify',
      '--target',
      'es2024',
      '--license',
      'licenses.txt',
      '--quiet',
    ],
    { stdio: 'inherit' },
  )
}
