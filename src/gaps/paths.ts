/** Page paths as the exports give them: full URLs (assistant) or paths (feedback, views). */

/** The longest path kept: a path is a key of the memory, and a key is bounded. */
const MAX_PATH = 300

/**
 * A page's path from a full URL or a path: no origin, query or hash, one leading slash, no
 * trailing slash (`https://docs.x.com/a/b/?q#h` → `/a/b`), so that all exports name a page alike.
 */
export function pathOfPage(page: string): string {
  let path = page.trim()
  try {
    path = new URL(path).pathname
  } catch {
    path = path.replace(/[?#].*$/, '')
  }
  return `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`.slice(0, MAX_PATH)
}
