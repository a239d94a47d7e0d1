/**
 * Secret redaction. A secret can leak in other spellings than its own (an error page that echoes
 * the Authorization header Base64- or URL-encoded), so every form is replaced.
 */
const MASK = '***'

/** The spellings of a secret that could appear in text we did not write. */
export function secretForms(secret: string): string[] {
  if (secret.length < 4) return []
  const forms = new Set<string>([
    secret,
    encodeURIComponent(secret),
    Buffer.from(secret).toString('base64'),
    Buffer.from(`Bearer ${secret}`).toString('base64'),
    Buffer.from(secret).toString('base64url'),
  ])
  return [...forms].sort((a, b) => b.length - a.length)
}

/** Replaces every form of every secret in `text` with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text
  for (const secret of secrets) {
    for (const form of secretForms(secret)) {
      if (form && out.includes(form)) out = out.split(form).join(MASK)
    }
  }
  return out
}
