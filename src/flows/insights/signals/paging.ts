/**
 * Paging the platform without trusting it to page well: a page it already gave (the same rows
 * again) is not kept, and a cursor already followed is not followed again; either ends the
 * signal as partial, with the reason, so that nothing is counted twice and no budget goes on
 * pages read before.
 */
import type { PageOutcome, Paging } from './unit.ts'

/**
 * Keeps a page's rows unless the platform gave this page before, and moves the cursor on unless
 * it points back at a page already read (`next` undefined: offset paging, no cursor). Either
 * repeat ends the signal: following it would count rows twice, or spend the budget on them.
 */
export function keepPage<T>(
  paging: Paging,
  page: readonly T[],
  into: T[],
  next: string | null | undefined,
  more: boolean,
): PageOutcome {
  if (paging.cursor !== undefined) paging.followed.add(paging.cursor)
  const print = fingerprint(JSON.stringify(page))
  if (page.length > 0 && paging.seen.has(print)) {
    return { rows: 0, more: false, repeated: REPEATED_PAGE }
  }
  paging.seen.add(print)
  into.push(...page)
  if (next === undefined) return { rows: page.length, more }
  if (more && next !== null && paging.followed.has(next)) {
    return { rows: page.length, more: false, repeated: REPEATED_CURSOR }
  }
  paging.cursor = next ?? undefined
  return { rows: page.length, more }
}

/** The cursor to send with the next request of a cursor-paged signal, if any. */
export function cursorOf(paging: Paging): { cursor?: string } {
  return paging.cursor === undefined ? {} : { cursor: paging.cursor }
}

/**
 * A page's text as two 53-bit hashes (cyrb53, two seeds) and its length: a page of 1,000 turns is
 * kept as this, not as its text, and two different pages of one signal never share it in practice.
 */
function fingerprint(text: string): string {
  const hash = (seed: number): string => {
    let h1 = 0xdeadbeef ^ seed
    let h2 = 0x41c6ce57 ^ seed
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      h1 = Math.imul(h1 ^ c, 2654435761)
      h2 = Math.imul(h2 ^ c, 1597334677)
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
  }
  return `${hash(1)}${hash(2)}:${text.length}`
}

const REPEATED_PAGE =
  'the platform answered a page it had already given (the same rows again): reading stopped ' +
  'there, and those rows are counted once'
const REPEATED_CURSOR =
  'the platform gave back a cursor already followed, which would read the same pages again: ' +
  'reading stopped there, each row counted once'
