// Rebuilds dist/ from src/ with @vercel/ncc: the main entry and the post-step entry, minified,
// with the licenses of bundled packages beside them. CI rebuilds and compares with the committed copy.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')
const entries: Array<[string, string]> = [
  ['src/index.ts', 'dist'],
  ['src/post.ts', 'dist/post'],
]

rmSync('dist', { recursive: true, force: true })
for (const [entry, outDir] of entries) {
  execFileSync(
    process.execPath,
    [ncc, 'build', entry, '-o', outDir, '--minify', '--target', 'es2024', '--license', 'licenses.txt', '--quiet'],
    { stdio: 'inherit' },
  )
}
