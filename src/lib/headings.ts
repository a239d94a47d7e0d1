/**
 * The headings of a Markdown or MDX page body: ATX headings ("## Personal access tokens (PATs)"),
 * in order, outside fenced code blocks (a `# comment` in a shell sample is no heading), without
 * their closing hashes or an `{#anchor}`.
 */

const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ANCHOR = /[ \t]*\{#[^}]*\}$/

/** At most `max` headings, each cut to `maxLength` characters; empty ones left out. */
export function markdownHeadings(body: string, max: number, maxLength: number): string[] {
  const headings: string[] = []
  let fence: string | null = null
  for (const line of body.split(/\r?\n/)) {
    const opens = FENCE.exec(line)?.[1]
    if (fence !== null) {
      // A fence closes on the same character, at least as long, and nothing after it.
      if (opens && opens[0] === fence[0] && opens.length >= fence.length && line.trim() === opens)
        fence = null
      continue
    }
    if (opens) {
      fence = opens
      continue
    }
    const text = HEADING.exec(line)?.[1]?.replace(ANCHOR, '').trim()
    if (!text) continue
    headings.push(text.slice(0, maxLength))
    if (headings.length === max) break
  }
  return headings
}
