// Rebuilds dist/ from src/ with @vercel/ncc: one entry for the main and the post step (src/index.ts
// tells them apart), not minified, so that a diff of dist/ and a stack trace stay readable. Modules that only one mode needs are split into chunks loaded on
// demand. dist/licenses.txt lists every production dependency with its license text. CI rebuilds
// and compares with the committed copy.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const ncc = require.resolve('@vercel/ncc/dist/ncc/cli.js')

rmSync('dist', { recursive: true, force: true })
execFileSync(
  process.execPath,
  [ncc, 'build', 'src/index.ts', '-o', 'dist', '--target', 'es2024', '--quiet'],
  { stdio: 'inherit' },
)

interface Manifest {
  name: string
  version: string
  license?: string
  dependencies?: Record<string, string>
}

/** The package directory of `name` as seen from `fromDir` (Node's own lookup, symlinks resolved). */
function packageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(dir) === dir) return null
  }
}

// ncc's own license list misses packages reached through a linked package, so walk the
// production dependency tree instead.
const seen = new Map<string, { manifest: Manifest; dir: string }>()
const walk = (dir: string): void => {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    const found = packageDir(dependency, dir)
    if (!found || seen.has(found)) continue
    seen.set(found, {
      manifest: JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')) as Manifest,
      dir: found,
    })
    walk(found)
  }
}
walk(process.cwd())
const entries = [...seen.values()]
  .sort(
    (a, b) =>
      a.manifest.name.localeCompare(b.manifest.name) ||
      a.manifest.version.localeCompare(b.manifest.version),
  )
  .map(({ manifest, dir }) => {
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f))
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : '(no license file)'
    return `${manifest.name}@${manifest.version}\n${manifest.license ?? 'UNKNOWN'}\n${text}`
  })
writeFileSync(join('dist', 'licenses.txt'), `${entries.join('\n\n')}\n`)
