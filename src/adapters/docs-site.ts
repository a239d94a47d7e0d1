/**
 * Reads a docs checkout (`docs-path`): the navigation of its `docs.json` or `mint.json`, and the
 * front matter of every Markdown and MDX page. The checkout may come from anyone who can open a
 * pull request, so the walk is bounded (pages, entries, bytes), stays inside the folder (symbolic
 * links leading out are not followed) and reads only files it found itself: navigation entries are
 * names to look up, never paths to open. A page that cannot be read is skipped and counted.
 */
import { isRecord } from '../lib/json.ts'
import { lstat, open, readdir, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { ActionError, InputError } from '../errors.ts'
import { bodyOf, readFrontMatter } from '../lib/front-matter.ts'
import { markdownHeadings } from '../lib/headings.ts'
import type { DocsPage, DocsSite, DocsSkips } from '../ports/docs.ts'

/** Pages read at most: a docs site past this is a monorepo, and the first 5,000 say enough. */
export const MAX_PAGES = 5_000
/** A page larger than this is generated or pasted, not written: skipped. */
const MAX_PAGE_BYTES = 1_000_000
/** Directory entries looked at, of any kind: bounds the walk of a checkout full of other files. */
const MAX_ENTRIES = 100_000
/** Only the head of a page is read: front matter longer than this is not front matter. */
const HEAD_BYTES = 64 * 1024
const MAX_CONFIG_BYTES = 5_000_000
/** Navigation nesting followed at most, and nodes visited at most. */
const MAX_NAV_DEPTH = 32
const MAX_NAV_NODES = 100_000
const READ_PARALLEL = 16
const MAX_KEYWORDS = 50
/**
 * Headings kept per page, and characters per heading: the first fifty say what its sections are
 * called (5,000 pages of them stay under 50 MB, whatever a checkout holds).
 */
const MAX_HEADINGS = 50
const MAX_HEADING = 200
const MAX_FIELD = 1_000

const INPUT = 'docs-path'
const CONFIGS = ['docs.json', 'mint.json'] as const
const PAGE_FILE = /\.mdx?$/i

interface Walk {
  root: string
  maxPages: number
  files: { rel: string; real: string }[]
  entries: number
  truncated: boolean
  skipped: DocsSkips
}

function inside(root: string, real: string): boolean {
  const rel = relative(root, real)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** A symbolic link: its target when it stays inside the folder, null (counted) otherwise. */
async function followLink(walk: Walk, path: string): Promise<string | null> {
  try {
    const real = await realpath(path)
    if (inside(walk.root, real)) return real
  } catch {
    // A dangling link or a loop: nothing to read either way.
  }
  walk.skipped.outside++
  return null
}

async function walkDirectory(walk: Walk, dir: string, queue: string[]): Promise<void> {
  let names: string[]
  try {
    names = (await readdir(join(walk.root, dir))).sort()
  } catch {
    walk.skipped.unreadable++
    return
  }
  for (const name of names) {
    if (++walk.entries > MAX_ENTRIES) {
      walk.truncated = true
      return
    }
    // Hidden folders (.git), installed packages and Mintlify's snippets (parts of pages, never
    // pages themselves) hold no pages.
    if (name.startsWith('.') || name === 'node_modules') continue
    if (dir === '' && name === 'snippets') continue
    const rel = dir === '' ? name : `${dir}/${name}`
    let real = join(walk.root, rel)
    let info = await lstat(real).catch(() => null)
    if (info?.isSymbolicLink()) {
      const target = await followLink(walk, real)
      if (target === null) continue
      info = await stat(target).catch(() => null)
      // A link to a folder inside is not followed: the walk reaches that folder anyway, and
      // following it could only read pages twice (or loop).
      if (info?.isDirectory()) continue
      real = target
    }
    if (info === null) walk.skipped.unreadable++
    else if (info.isDirectory()) queue.push(rel)
    else if (info.isFile() && PAGE_FILE.test(name)) {
      if (info.size > MAX_PAGE_BYTES) walk.skipped.tooLarge++
      else if (walk.files.length < walk.maxPages) walk.files.push({ rel, real })
      else {
        walk.truncated = true
        return
      }
    }
  }
}

/** Page files under the root, breadth first, each folder in name order: deterministic. */
async function findPages(root: string, maxPages: number): Promise<Walk> {
  const walk: Walk = {
    root,
    maxPages,
    files: [],
    entries: 0,
    truncated: false,
    skipped: { tooLarge: 0, malformed: 0, outside: 0, unreadable: 0 },
  }
  const queue = ['']
  while (queue.length > 0 && !walk.truncated) {
    await walkDirectory(walk, queue.shift() as string, queue)
  }
  return walk
}

async function readHead(path: string, bytes: number): Promise<string> {
  const file = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const { bytesRead } = await file.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await file.close()
  }
}

/** A page's URL path from a file or a navigation entry: `/guides/retries.mdx` → `guides/retries`. */
function pagePath(name: string): string {
  return name.replace(/^\/+/, '').replace(/\/+$/, '').replace(PAGE_FILE, '')
}

function text(value: string | string[] | undefined): string | null {
  if (value === undefined) return ''
  return typeof value === 'string' ? value.slice(0, MAX_FIELD) : null
}

function keywordList(value: string | string[] | undefined): string[] {
  const list = value === undefined ? [] : typeof value === 'string' ? value.split(',') : value
  return list
    .map((k) => k.trim().slice(0, MAX_FIELD))
    .filter((k) => k !== '')
    .slice(0, MAX_KEYWORDS)
}

type PageFields = Omit<DocsPage, 'navGroups'>

async function readPage(file: { rel: string; real: string }, skipped: DocsSkips) {
  let head: string
  try {
    head = await readHead(file.real, HEAD_BYTES)
  } catch {
    skipped.unreadable++
    return null
  }
  const front = readFrontMatter(head, ['title', 'description', 'keywords'])
  const title = front.ok ? text(front.fields.get('title')) : null
  const description = front.ok ? text(front.fields.get('description')) : null
  if (!front.ok || title === null || description === null) {
    skipped.malformed++
    return null
  }
  const keywords = keywordList(front.fields.get('keywords'))
  const headings = markdownHeadings(bodyOf(head), MAX_HEADINGS, MAX_HEADING)
  return { path: pagePath(file.rel), title, description, keywords, headings } satisfies PageFields
}

async function readPages(files: Walk['files'], skipped: DocsSkips): Promise<PageFields[]> {
  const pages: PageFields[] = []
  for (let i = 0; i < files.length; i += READ_PARALLEL) {
    const batch = files.slice(i, i + READ_PARALLEL)
    for (const page of await Promise.all(batch.map((f) => readPage(f, skipped)))) {
      if (page !== null) pages.push(page)
    }
  }
  return pages
}

/** Keys naming a navigation node, in docs.json (tab, anchor, …, group) and mint.json (group). */
const NAME_KEYS = ['tab', 'anchor', 'dropdown', 'product', 'version', 'group', 'item'] as const
/** Keys holding child nodes or pages. `global` (links off the site) is left out on purpose. */
const CHILD_KEYS = [
  'languages',
  'versions',
  'products',
  'dropdowns',
  'tabs',
  'anchors',
  'menu',
  'groups',
  'pages',
] as const

type NavMap = Map<string, string[]>

/**
 * The group and tab names over every page the navigation lists, outermost first. A page listed
 * twice keeps its first place. Bounded in depth and size: the config is input too.
 */
export function navigationGroups(navigation: unknown): NavMap {
  const groups: NavMap = new Map()
  let nodes = 0
  const visit = (node: unknown, names: string[], depth: number): void => {
    if (++nodes > MAX_NAV_NODES || depth > MAX_NAV_DEPTH) return
    if (typeof node === 'string') {
      const path = pagePath(node)
      if (path !== '' && !groups.has(path)) groups.set(path, names)
    } else if (Array.isArray(node)) {
      for (const child of node) visit(child, names, depth + 1)
    } else if (isRecord(node)) {
      const name = NAME_KEYS.map((k) => node[k]).find((v) => typeof v === 'string' && v.trim())
      const inner = typeof name === 'string' ? [...names, name.trim()] : names
      // A group may have a landing page of its own (docs.json `root`).
      if (typeof node.root === 'string') visit(node.root, inner, depth + 1)
      for (const key of CHILD_KEYS) if (key in node) visit(node[key], inner, depth + 1)
    }
  }
  visit(navigation, [], 0)
  return groups
}

/**
 * mint.json tabs and anchors hold no pages: they claim the pages under their `url` prefix. Their
 * names go in front of those pages' groups.
 */
function mintSections(config: Record<string, unknown>, groups: NavMap): void {
  const sections = [config.tabs, config.anchors].flatMap((list) =>
    Array.isArray(list) ? list : [],
  )
  for (const [path, names] of groups) {
    const owner = sections.find(
      (s) =>
        isRecord(s) &&
        typeof s.name === 'string' &&
        typeof s.url === 'string' &&
        pagePath(s.url) !== '' &&
        path.startsWith(`${pagePath(s.url)}/`),
    ) as { name: string } | undefined
    if (owner) groups.set(path, [owner.name.trim(), ...names])
  }
}

async function readConfig(root: string, given: string) {
  for (const name of CONFIGS) {
    const path = join(root, name)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) continue
    if (info.size > MAX_CONFIG_BYTES) {
      throw new ActionError(`input '${INPUT}': ${name} in '${given}' is larger than 5 MB`)
    }
    let config: unknown
    try {
      config = JSON.parse(await readHead(path, MAX_CONFIG_BYTES))
    } catch (error) {
      throw new ActionError(
        `input '${INPUT}': ${name} in '${given}' is not valid JSON (${(error as Error).message})`,
        { hint: `fix ${name}, or leave '${INPUT}' out to skip matching gaps to pages` },
      )
    }
    if (!isRecord(config)) {
      throw new ActionError(`input '${INPUT}': ${name} in '${given}' is not a JSON object`)
    }
    const groups = navigationGroups(config.navigation)
    if (name === 'mint.json') mintSections(config, groups)
    return { name, groups }
  }
  throw new InputError(
    INPUT,
    'must be a docs checkout: a folder with docs.json or mint.json',
    given,
  )
}

async function rootOf(given: string): Promise<string> {
  const root = await realpath(resolve(given)).catch(() => null)
  const info = root === null ? null : await stat(root).catch(() => null)
  if (root === null || !info?.isDirectory()) {
    throw new InputError(INPUT, 'must name an existing folder (the docs checkout)', given)
  }
  return root
}

/**
 * Reads the docs checkout at `given` (relative to the working directory): see `ReadDocsSite`.
 * Pages are those with a file; navigation entries without one (OpenAPI endpoints, links) are not.
 */
export async function readDocsSite(
  given: string,
  /** The page bound; a test gives a small one to reach it without thousands of files. */
  { maxPages = MAX_PAGES }: { maxPages?: number } = {},
): Promise<DocsSite> {
  const root = await rootOf(given)
  const config = await readConfig(root, given)
  const walk = await findPages(root, maxPages)
  const byPath = new Map<string, DocsPage>()
  for (const page of await readPages(walk.files, walk.skipped)) {
    // `a.md` and `a.mdx` name one page: the first in name order stands.
    if (byPath.has(page.path)) continue
    byPath.set(page.path, { ...page, navGroups: config.groups.get(page.path) ?? [] })
  }
  const pages = [...byPath.values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  )
  return { config: config.name, pages, skipped: walk.skipped, truncated: walk.truncated }
}
