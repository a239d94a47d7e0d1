// Checks that a release tag agrees with the repository before the release workflow publishes it:
// the tag is `v<major>.<minor>.<patch>`, package.json and src/version.ts carry that version, and
// CHANGELOG.md has a dated section for it with notes. With --notes, prints that section's notes
// (the release's body) once every check passed.
//
//   node scripts/release-check.ts v1.2.0            # exit 1 with the problems, 0 when all agree
//   node scripts/release-check.ts v1.2.0 --notes    # the same, then the notes on stdout
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const TAG = /^v(\d+\.\d+\.\d+)$/

/** The version a tag names (`v1.2.0` → `1.2.0`), or null when it is no release tag. */
export function versionOfTag(tag: string): string | null {
  return TAG.exec(tag)?.[1] ?? null
}

/** One version's section of a Keep a Changelog file. */
export interface ChangelogSection {
  /** The date of its heading (`YYYY-MM-DD`), or null when the heading has none. */
  date: string | null
  /** Its text between the heading and the next section, trimmed (link definitions left out). */
  notes: string
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The section `## [version] - date` of a changelog, or null when it has none. */
export function changelogSection(changelog: string, version: string): ChangelogSection | null {
  const lines = changelog.split(/\r?\n/)
  const heading = new RegExp(`^## \\[${escape(version)}\\](.*)$`)
  const start = lines.findIndex((line) => heading.test(line))
  if (start < 0) return null
  const rest = heading.exec(lines[start] ?? '')?.[1] ?? ''
  const date = /^\s+[-–]\s+(\d{4}-\d{2}-\d{2})\s*$/.exec(rest)?.[1] ?? null
  let end = start + 1
  while (end < lines.length && !/^#{1,2} /.test(lines[end] ?? '')) end += 1
  const notes = lines
    .slice(start + 1, end)
    // The link definitions at the file's end (`[1.0.0]: …`) belong to no section.
    .filter((line) => !/^\[[^\]]+\]:\s/.test(line))
    .join('\n')
    .trim()
  return { date, notes }
}

/**
 * Notes with their wrapped lines joined: a release body, like an issue, shows each line break of
 * its Markdown, so the changelog's 100-column wrapping would show as ragged lines.
 */
export function unwrapMarkdown(markdown: string): string {
  const out: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    const previous = out[out.length - 1]
    const starts = /^\s*(?:[-*+] |\d+[.)] |#|>|\||```|~~~)/.test(line)
    if (!fenced && !starts && line.trim() !== '' && previous?.trim() && !/^\s*#/.test(previous)) {
      out[out.length - 1] = `${previous} ${line.trim()}`
    } else {
      out.push(line)
    }
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
  }
  return out.join('\n')
}

/** What a release is checked against, as read from the repository. */
export interface ReleaseFacts {
  tag: string
  /** package.json's `version`. */
  packageVersion: string
  /** src/version.ts's ACTION_VERSION, or null when it could not be read. */
  sourceVersion: string | null
  /** CHANGELOG.md's text, or null when there is none. */
  changelog: string | null
}

/** Every way the tag and the repository disagree, as sentences; empty when the release may go. */
export function releaseProblems(facts: ReleaseFacts): string[] {
  const version = versionOfTag(facts.tag)
  if (version === null) {
    return [`the tag '${facts.tag}' is not a release tag: it must look like v1.2.3`]
  }
  const problems: string[] = []
  if (facts.packageVersion !== version) {
    problems.push(`package.json's version is ${facts.packageVersion}, the tag says ${version}`)
  }
  if (facts.sourceVersion !== version) {
    problems.push(
      `src/version.ts's ACTION_VERSION is ${facts.sourceVersion ?? '(not found)'}, the tag says ${version}`,
    )
  }
  if (facts.changelog === null) {
    problems.push('CHANGELOG.md is missing')
    return problems
  }
  const section = changelogSection(facts.changelog, version)
  if (section === null) {
    problems.push(`CHANGELOG.md has no section '## [${version}] - YYYY-MM-DD'`)
    return problems
  }
  if (section.date === null || Number.isNaN(Date.parse(section.date))) {
    problems.push(
      `CHANGELOG.md's heading for ${version} has no date: '## [${version}] - YYYY-MM-DD'`,
    )
  }
  if (section.notes === '') problems.push(`CHANGELOG.md's section for ${version} has no notes`)
  return problems
}

/** src/version.ts's ACTION_VERSION, read from its text. */
export function sourceVersionOf(versionTs: string): string | null {
  return /\bACTION_VERSION\s*=\s*['"]([^'"]+)['"]/.exec(versionTs)?.[1] ?? null
}

const readOrNull = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** The facts of the repository at `root` for `tag`. */
export function readReleaseFacts(root: string, tag: string): ReleaseFacts {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version?: unknown
  }
  const versionTs = readOrNull(join(root, 'src', 'version.ts'))
  return {
    tag,
    packageVersion: String(manifest.version),
    sourceVersion: versionTs === null ? null : sourceVersionOf(versionTs),
    changelog: readOrNull(join(root, 'CHANGELOG.md')),
  }
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2)
  const tag = args.find((arg) => !arg.startsWith('--'))
  if (tag === undefined) {
    console.error('usage: node scripts/release-check.ts <tag, e.g. v1.2.0> [--notes]')
    process.exit(2)
  }
  const facts = readReleaseFacts(join(import.meta.dirname, '..'), tag)
  const problems = releaseProblems(facts)
  if (problems.length > 0) {
    for (const problem of problems) console.error(`error: ${problem}`)
    process.exit(1)
  }
  const version = versionOfTag(tag) ?? ''
  if (args.includes('--notes')) {
    console.log(unwrapMarkdown(changelogSection(facts.changelog ?? '', version)?.notes ?? ''))
  } else {
    console.error(`${tag}: package.json, src/version.ts and CHANGELOG.md agree.`)
  }
}
