/**
 * Reader text (search terms, feedback comments, assistant questions) is written by anonymous
 * readers and may hold their own or someone else's personal data or secrets. It is masked before
 * it reaches an issue, the summary, a file, the memory or the agent. Masking errs on the side of
 * masking: a false positive costs a word of evidence, a miss publishes a secret.
 */
import { oneLine } from './text.ts'

/** What replaces each kind of masked text: the kind stays visible, the value does not. */
export const MASKS = {
  email: '[email]',
  phone: '[phone]',
  secret: '[secret]',
  card: '[card]',
  account: '[account]',
} as const

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

/**
 * 13 to 19 digits, single spaces or dashes between them, not after a `+` (a phone number): a
 * payment card number when its check digit says so (Luhn).
 */
const CARD_CANDIDATE = /(?<![\w.+-])\d(?:[ -]?\d){12,18}(?!\w)/g

/**
 * Two letters, two check digits and 11 to 30 letters or digits, in groups of four or not: an
 * account number (IBAN) when its check digits say so (ISO 13616, mod 97).
 */
const IBAN_CANDIDATE = /\b[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]{4}){2,7}(?: ?[A-Za-z0-9]{1,4})?\b/g

/** A run of digits with the separators phone numbers are written with, optionally `+` first. */
const PHONE_CANDIDATE = /(?<![\w.])\+?\(?\d[\d\s().-]{6,}\d(?![\w])/g

/** ISO dates and times inside a candidate are not phone numbers: `2024-01-15 10:30`. */
const DATE_LIKE = /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/

function mixedToken(candidate: string): string {
  const mixed = /\d/.test(candidate) && /[A-Z]/.test(candidate) && /[a-z]/.test(candidate)
  return mixed ? MASKS.secret : candidate
}

/** The Luhn check of a run of digits (the last one the check digit). */
function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

function cardOrNot(candidate: string): string {
  return luhn(candidate.replace(/\D/g, '')) ? MASKS.card : candidate
}

/** The ISO 13616 check of an IBAN: its first four characters moved last, read in base 36, mod 97. */
function ibanOrNot(candidate: string): string {
  const compact = candidate.replace(/ /g, '').toUpperCase()
  if (compact.length < 15 || compact.length > 34) return candidate
  let rest = 0
  for (const c of compact.slice(4) + compact.slice(0, 4)) {
    const value = parseInt(c, 36)
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97
  }
  return rest === 1 ? MASKS.account : candidate
}

function phoneOrNot(candidate: string): string {
  const digits = candidate.replace(/\D/g, '').length
  // 9–15 digits: E.164 allows at most 15; fewer than 9 is a version, a count or a short code.
  if (digits < 9 || digits > 15 || DATE_LIKE.test(candidate)) return candidate
  return MASKS.phone
}

/**
 * Masks e-mail addresses, phone numbers, payment card and bank account numbers (IBAN) and strings
 * that look like credentials in reader text. Idempotent: masking masked text changes nothing.
 */
export function maskPersonalData(text: string): string {
  let out = text
  for (const pattern of CREDENTIALS) out = out.replace(pattern, MASKS.secret)
  out = out.replace(EMAIL, MASKS.email)
  out = out.replace(LONG_HEX, MASKS.secret)
  out = out.replace(LONG_BASE64, mixedToken)
  out = out.replace(IBAN_CANDIDATE, ibanOrNot)
  // A number written with its country code is a phone number, whatever its check digit.
  out = out.replace(PHONE_CANDIDATE, (c) => (c.startsWith('+') ? phoneOrNot(c) : c))
  out = out.replace(CARD_CANDIDATE, cardOrNot)
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
