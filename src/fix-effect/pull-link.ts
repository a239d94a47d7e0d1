/** The repository and number of a pull request, from its link (it may be in another repository). */

interface PullRef {
  owner: string
  repo: string
  number: number
}

const LINK =
  /^https?:\/\/[^/?#]+\/([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100})\/pull\/(\d{1,9})(?:[/?#].*)?$/

/** `https://github.com/acme/docs/pull/42` → acme/docs #42; null for anything else. */
export function parsePullLink(link: string): PullRef | null {
  const match = LINK.exec(link.trim())
  if (!match) return null
  const number = Number(match[3])
  return number > 0 ? { owner: match[1]!, repo: match[2]!, number } : null
}
