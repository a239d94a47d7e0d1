/**
 * The docs checkout named by `docs-path`, as insights read it: its pages and the words readers
 * would find them by. Implemented by adapters/docs-site.ts.
 */

/** One page of the docs: a Markdown or MDX file of the checkout. */
export interface DocsPage {
  /** URL path without extension or leading slash, as navigation names it: `guides/retries`. */
  path: string
  /** Front matter `title` ('' when the page has none). */
  title: string
  /** Front matter `description` ('' when the page has none). */
  description: string
  /** Front matter `keywords` (a list, or one comma-separated string), in the page's order. */
  keywords: string[]
  /** Names of the navigation tabs and groups the page sits under, outermost first; [] if unlisted. */
  navGroups: string[]
  /**
   * Its section headings, in order, from the head of the page that is read (64 KB), outside code
   * blocks: where the docs spell out a term as often as in a title ("## Personal access tokens
   * (PATs)").
   */
  headings: string[]
}

/** Files left out of a read, by reason: none of them stops the read. */
export interface DocsSkips {
  /** Larger than the per-file bound (1 MB). */
  tooLarge: number
  /** Front matter the reader does not accept (unclosed, or a field it cannot read). */
  malformed: number
  /** Symbolic links leading out of the folder (or in a loop). */
  outside: number
  /** Files that could not be read (permissions, vanished during the read). */
  unreadable: number
}

/** What a docs checkout holds. */
export interface DocsSite {
  /** The configuration read: `docs.json` (current) or `mint.json` (older), docs.json first. */
  config: 'docs.json' | 'mint.json'
  /** Pages sorted by path; one per path (a second file with the same path is ignored). */
  pages: DocsPage[]
  skipped: DocsSkips
  /** True when the walk stopped at its bound (5,000 pages): later files were not read. */
  truncated: boolean
}

/**
 * Reads the docs checkout at `path`. Throws an `InputError` naming `docs-path` when the folder
 * does not exist or has neither `docs.json` nor `mint.json`, or when that config is not JSON;
 * never for a page.
 */
export type ReadDocsSite = (path: string) => Promise<DocsSite>
