/**
 * Reader text (search terms, feedback comments, assistant questions) is written by anonymous
 * readers and may hold their own or someone else's personal data or secrets. It is masked before
 * it reaches an issue, the summary, a file, the memory or the agent. Masking errs on the side of
 * masking: a false positive costs a word of evidence, a miss publishes a secret.
 */
import { oneLine } from './text.ts'

/** What replaces each kind of masked text: the kind stays visible, the value does not. */
export const MASKS = { email: '[email]', phone: '[phone]', secret: '[secret]' } as const

/**
 * Credentials by their published prefixes: the platform's own keys (`mint_…`, `mint_dsc_…`),
 * GitHub tokens, OpenAI/Anthropic-style `sk-…`, Slack, AWS access key ids, JWTs and bearer values.
 */
const CREDENTIALS: readonly RegExp[] = [
  /\bmint_[A-Za-z0-9_-]{6,}/g,
  /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{16,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bsk-[A-Za-z0-9_-]{12,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  /\b(?:[Bb]earer|[Bb]asic)\s+[A-Za-z0-9._~+/=-]{12,}/g,
]

/** A long run of hex digits: a token, a hash or a key (a git SHA is masked too; that is fine). */
const LONG_HEX = /\b[0-9a-fA-F]{32,}\b/g

/**
 * A long base64 or base64url run. Only a run that mixes digits, upper and lower case counts, so
 * that a long lower-case path such as `docs/api-reference/authentication/oauth` stays readable.
 */
const LONG_BASE64 = /[A-Za-z0-9+/_-]{32,}={0,2}/g

/**
 * `local@domain.tld`, Unicode letters allowed (an internationalised address is still personal).
 * The look-behind starts a match only where a local part can start: without it, a long run of
 * letters with no `@` is tried from each of its positions, which is quadratic (100 KB took 20 s).
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu

/** A run of digits with the separators phone numbers are written with, optionally `+` first. */
const PHONE_CANDIDATE = /(?<![\w.])\+?\(?\d[\d\s().-]{6,}\d(?![\w])/g

/** ISO dates and times inside a candidate are not phone numbers: `2024-01-15 10:30`. */
const DATE_LIKE = /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/

function mixedToken(candidate: string): string {
  const mixed = /\d/.test(candidate) && /[A-Z]/.test(candidate) && /[a-z]/.test(candidate)
  return mixed ? MASKS.secret : candidate
}

function phoneOrNot(candidate: string): string {
  const digits = candidate.replace(/\D/g, '').length
  // 9–15 digits: E.164 allows at most 15; fewer than 9 is a version, a count or a short code.
  if (digits < 9 || digits > 15 || DATE_LIKE.test(candidate)) return candidate
  return MASKS.phone
}

/**
 * Masks e-mail addresses, phone numbers and strings that look like credentials in reader text.
 * Idempotent: masking masked text changes nothing.
 */
export function maskPersonalData(text: string): string {
  let out = text
  for (const pattern of CREDENTIALS) out = out.replace(pattern, MASKS.secret)
  out = out.replace(EMAIL, MASKS.email)
  out = out.replace(LONG_HEX, MASKS.secret)
  out = out.replace(LONG_BASE64, mixedToken)
  out = out.replace(PHONE_CANDIDATE, phoneOrNot)
  return out
}

/**
 * Reader text as evidence: masked, on one line (whitespace runs made one space), and shortened to
 * `max` characters with an ellipsis. Masking comes first so that shortening cannot cut a secret
 * into a piece that no longer looks like one.
 */
export function readerExcerpt(text: string, max = 300): string {
  const flat = oneLine(maskPersonalData(text))
  if (flat.length <= max) return flat
  const chars = Array.from(flat)
  if (chars.length <= max) return flat
  return `${chars.slice(0, max - 1).join('')}…`
}
