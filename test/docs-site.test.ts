/**
 * Reading a docs checkout against folders built here: navigation of docs.json (nested groups) and
 * mint.json (groups, tabs), front matter variants, and the bounds: malformed and large pages are
 * skipped and counted, links out of the folder are not followed, the walk stops at 5,000 pages.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_PAGES, navigationGroups, readDocsSite } from '../src/adapters/docs-site.ts'
import { ActionError, InputError } from '../src/errors.ts'

let root: string
let outside: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-site-'))
  outside = await mkdtemp(join(tmpdir(), 'docs-outside-'))
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
  await rm(outside, { recursive: true, force: true })
})

async function put(path: string, text: string, base = root): Promise<void> {
  await mkdir(dirname(join(base, path)), { recursive: true })
  await writeFile(join(base, path), text)
}

function page(title: string, extra = ''): string {
  return `---\ntitle: ${title}\n${extra}---\n\n# ${title}\n`
}

const DOCS_JSON = {
  name: 'Example',
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          {
            group: 'Get started',
            pages: [
              'index',
              { group: 'Retries', root: 'guides/retries', pages: ['/guides/backoff'] },
            ],
          },
        ],
      },
      { tab: 'API reference', pages: ['api/auth.mdx', 'api/openapi.json GET /users'] },
    ],
    global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
  },
}

describe('docs site', () => {
  it('reads docs.json navigation, nested groups included, and page front matter', async () => {
    await put('docs.json', JSON.stringify(DOCS_JSON))
    await put('index.mdx', page('Welcome', 'description: "Start here"\n'))
    await put('guides/retries.mdx', page('Retry requests', 'keywords: [retry, "429"]\n'))
    await put('guides/backoff.md', page('Backoff', 'keywords: exponential, jitter\n'))
    await put('api/auth.mdx', page('Authentication'))
    await put('unlisted.mdx', '# No front matter\n')
    await put('snippets/part.mdx', page('A snippet'))
    await put('.git/x.md', page('Hidden'))
    const site = await readDocsSite(root)
    expect(site.config).toBe('docs.json')
    expect(site.truncated).toBe(false)
    expect(site.skipped).toEqual({ tooLarge: 0, malformed: 0, outside: 0, unreadable: 0 })
    expect(site.pages).toEqual([
      {
        path: 'api/auth',
        title: 'Authentication',
        description: '',
        keywords: [],
        navGroups: ['API reference'],
        headings: ['Authentication'],
      },
      {
        path: 'guides/backoff',
        title: 'Backoff',
        description: '',
        keywords: ['exponential', 'jitter'],
        navGroups: ['Guides', 'Get started', 'Retries'],
        headings: ['Backoff'],
      },
      {
        path: 'guides/retries',
        title: 'Retry requests',
        description: '',
        keywords: ['retry', '429'],
        navGroups: ['Guides', 'Get started', 'Retries'],
        headings: ['Retry requests'],
      },
      {
        path: 'index',
        title: 'Welcome',
        description: 'Start here',
        keywords: [],
        navGroups: ['Guides', 'Get started'],
        headings: ['Welcome'],
      },
      {
        path: 'unlisted',
        title: '',
        description: '',
        keywords: [],
        navGroups: [],
        headings: ['No front matter'],
      },
    ])
  })

  it('reads the headings of a page, leaving out code blocks, closing hashes and anchors', async () => {
    await put('docs.json', JSON.stringify(DOCS_JSON))
    const body = [
      '# Tokens',
      'Some text with a # that is no heading.',
      '## Personal access tokens (PATs) ##',
      '```bash',
      '# create a token',
      '```',
      '~~~~',
      '## not a heading either',
      '```',
      '~~~~',
      '### Rotate a token {#rotate}',
      '#NoSpace',
      '   #### Indented three spaces',
      '    ## Indented four: code',
    ].join('\n')
    await put('api/auth.mdx', `---\ntitle: Tokens\n---\n${body}\n`)
    const [auth] = (await readDocsSite(root)).pages
    expect(auth?.headings).toEqual([
      'Tokens',
      'Personal access tokens (PATs)',
      'Rotate a token',
      'Indented three spaces',
    ])
  })

  it('keeps fifty headings of a page, each cut to 200 characters', async () => {
    await put('docs.json', JSON.stringify(DOCS_JSON))
    const many = Array.from({ length: 80 }, (_, i) => `## Section ${i} ${'x'.repeat(300)}`)
    await put('api/auth.mdx', `---\ntitle: Long\n---\n${many.join('\n')}\n`)
    const [auth] = (await readDocsSite(root)).pages
    expect(auth?.headings).toHaveLength(50)
    expect(auth?.headings.every((h) => h.length === 200)).toBe(true)
    expect(auth?.headings[49]?.startsWith('Section 49 ')).toBe(true)
  })

  it('reads mint.json groups, nested groups and tabs by their url', async () => {
    const mint = {
      name: 'Old',
      tabs: [{ name: 'API', url: 'api' }],
      navigation: [
        { group: 'Basics', pages: ['quickstart', { group: 'Deeper', pages: ['deep/one'] }] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    }
    await put('mint.json', JSON.stringify(mint))
    await put('quickstart.mdx', page('Quickstart'))
    await put('deep/one.mdx', page('One'))
    await put('api/users.mdx', page('Users'))
    const site = await readDocsSite(root)
    expect(site.config).toBe('mint.json')
    expect(Object.fromEntries(site.pages.map((p) => [p.path, p.navGroups]))).toEqual({
      'api/users': ['API', 'Endpoints'],
      'deep/one': ['Basics', 'Deeper'],
      quickstart: ['Basics'],
    })
  })

  it('prefers docs.json when both configs are there', async () => {
    await put('docs.json', JSON.stringify({ navigation: { pages: ['a'] } }))
    await put('mint.json', JSON.stringify({ navigation: [] }))
    expect((await readDocsSite(root)).config).toBe('docs.json')
  })

  it('skips and counts malformed and large pages, and keeps the first of a.md and a.mdx', async () => {
    await put('docs.json', '{"navigation": {"pages": []}}')
    await put('good.mdx', page('Good'))
    await put('open.mdx', '---\ntitle: Never closed\n')
    await put('quote.mdx', '---\ntitle: "open\n---\n')
    await put('list-title.mdx', '---\ntitle: [a, b]\n---\n')
    await put('big.mdx', `${page('Big')}${'x'.repeat(1_000_001)}`)
    await put('same.md', page('From md'))
    await put('same.mdx', page('From mdx'))
    await put('binary.mdx', Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('latin1'))
    const site = await readDocsSite(root)
    expect(site.pages.map((p) => [p.path, p.title])).toEqual([
      ['binary', ''],
      ['good', 'Good'],
      ['same', 'From md'],
    ])
    expect(site.skipped).toEqual({ tooLarge: 1, malformed: 3, outside: 0, unreadable: 0 })
  })

  it('follows links to pages inside the folder only, and no link to a folder', async () => {
    await put('docs.json', '{"navigation": {"pages": []}}')
    await put('secret.mdx', page('Secret'), outside)
    await put('real/inside.mdx', page('Inside'))
    await symlink(join(outside, 'secret.mdx'), join(root, 'escape.mdx'))
    await symlink(outside, join(root, 'escape-dir'))
    await symlink(join(root, 'real'), join(root, 'alias'))
    await symlink(join(root, 'real', 'inside.mdx'), join(root, 'linked.mdx'))
    await symlink(join(root, 'missing.mdx'), join(root, 'dangling.mdx'))
    await symlink(root, join(root, 'real', 'loop'))
    const site = await readDocsSite(root)
    expect(site.pages.map((p) => p.path)).toEqual(['linked', 'real/inside'])
    expect(site.skipped.outside).toBe(3)
  })

  it('stops at the page bound and says so', async () => {
    // The bound is given small here; the action's own (MAX_PAGES) goes through the same walk.
    const maxPages = 20
    await put('docs.json', '{"navigation": {"pages": []}}')
    await mkdir(join(root, 'many'))
    const names = Array.from({ length: maxPages + 10 }, (_, i) => `p${String(i).padStart(5, '0')}`)
    await Promise.all(names.map((n) => writeFile(join(root, 'many', `${n}.md`), page(n))))
    const site = await readDocsSite(root, { maxPages })
    expect(site.truncated).toBe(true)
    expect(site.pages).toHaveLength(maxPages)
    expect(site.pages[0]?.path).toBe('many/p00000')
    expect(site.pages.at(-1)?.path).toBe(`many/${names[maxPages - 1]}`)
    // Exactly the bound is not past it.
    const exact = await readDocsSite(root, { maxPages: names.length })
    expect(exact.truncated).toBe(false)
    expect(exact.pages).toHaveLength(names.length)
    expect(MAX_PAGES).toBeGreaterThan(maxPages)
  })

  it('names docs-path when the folder is missing, not a folder, or has no config', async () => {
    const missing = join(root, 'nope')
    await expect(readDocsSite(missing)).rejects.toThrow(
      `input 'docs-path' must name an existing folder (the docs checkout) (got '${missing}')`,
    )
    await put('file.txt', 'x')
    await expect(readDocsSite(join(root, 'file.txt'))).rejects.toBeInstanceOf(InputError)
    await expect(readDocsSite(root)).rejects.toThrow(
      /^input 'docs-path' must be a docs checkout: a folder with docs.json or mint.json/,
    )
  })

  it('explains a config that is not JSON', async () => {
    await put('docs.json', '{"navigation": ')
    const error = await readDocsSite(root).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as ActionError).message).toMatch(
      /^input 'docs-path': docs.json in .* is not valid JSON/,
    )
  })
})

describe('navigation groups', () => {
  it('keeps the first place of a page listed twice and bounds the depth', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 100; i++) deep = { group: `g${i}`, pages: [deep] }
    const groups = navigationGroups({
      pages: ['a', { group: 'G', pages: ['a', 'b'] }],
      groups: [deep],
    })
    expect(groups.get('a')).toEqual([])
    expect(groups.get('b')).toEqual(['G'])
    expect(groups.has('bottom')).toBe(false)
  })

  it('names versions, dropdowns, anchors and menu items, but not languages', () => {
    const groups = navigationGroups({
      languages: [
        {
          language: 'en',
          versions: [
            {
              version: 'v2',
              dropdowns: [{ dropdown: 'SDKs', anchors: [{ anchor: 'Python', pages: ['sdk/py'] }] }],
              tabs: [
                {
                  tab: 'Help',
                  menu: [{ item: 'FAQ', groups: [{ group: 'Billing', pages: ['faq/bill'] }] }],
                },
              ],
            },
          ],
        },
      ],
    })
    expect(Object.fromEntries(groups)).toEqual({
      'sdk/py': ['v2', 'SDKs', 'Python'],
      'faq/bill': ['v2', 'Help', 'FAQ', 'Billing'],
    })
  })

  it('ignores what is not navigation', () => {
    expect(navigationGroups(null).size).toBe(0)
    expect(navigationGroups([1, true, { group: 5, pages: 'x' }]).get('x')).toEqual([])
  })
})
