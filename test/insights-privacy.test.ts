/** Reader text is untrusted: personal data and credential-like strings are masked before use. */
import { describe, expect, it } from 'vitest'
import { maskPersonalData, MASKS, readerExcerpt } from '../src/lib/privacy.ts'

describe('maskPersonalData', () => {
  it.each([
    ['mail me at jane.doe+docs@example.co.uk please', 'mail me at [email] please'],
    ['contact: müller@bücher.de', 'contact: [email]'],
    ['call +1 (415) 555-0132 today', 'call [phone] today'],
    ['tel 030 1234 5678', 'tel [phone]'],
    ['my key mint_a1b2c3d4e5f6 fails', 'my key [secret] fails'],
    ['assistant key mint_dsc_abcdef123456', 'assistant key [secret]'],
    ['token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'token [secret]'],
    ['github_pat_11ABCDEFG0123456789_abcdefghijklmnop', '[secret]'],
    ['OPENAI sk-proj-abcdefghijklmnop1234', 'OPENAI [secret]'],
    ['aws AKIAIOSFODNN7EXAMPLE', 'aws [secret]'],
    ['Authorization: Bearer abc.def-ghi_jkl123', 'Authorization: [secret]'],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N', 'jwt [secret]'],
    ['sha 0123456789abcdef0123456789abcdef01234567', 'sha [secret]'],
    ['blob dGhpcyBpcyBhIHNlY3JldCB0b2tlbiB2YWx1ZTEyMw==', 'blob [secret]'],
    ['my card 4111 1111 1111 1111 was declined', 'my card [card] was declined'],
    ['card 5500-0000-0000-0004 expired', 'card [card] expired'],
    ['charged 4012888888881881 twice', 'charged [card] twice'],
    ['amex 378282246310005', 'amex [card]'],
    ['ring +49 1512 3456789 01', 'ring [phone]'],
    ['send it to GB82 WEST 1234 5698 7654 32 please', 'send it to [account] please'],
    ['iban de89370400440532013000', 'iban [account]'],
  ])('masks %j', (input, expected) => {
    expect(maskPersonalData(input)).toBe(expected)
  })

  it.each([
    'upgrade from v1.2.3 to 2.0',
    'the error happened on 2024-01-15 10:30:45',
    'see docs/api-reference/authentication/oauth-client-credentials',
    'limit is 100 requests per hour, 250 per page',
    'skip the sk- prefix',
    'port 8080 and 443',
    // Long numbers whose check digit says they are no card, and no IBAN.
    'order 4111 1111 1111 1112 is late',
    'tracking 1234567890123456789',
    'ref AB12 CDEF GHIJ KLMN OP',
  ])('leaves %j alone', (input) => {
    expect(maskPersonalData(input)).toBe(input)
  })

  it('is idempotent', () => {
    const once = maskPersonalData(
      'a@b.io +44 20 7946 0958 mint_abcdef123456 4111111111111111 GB82WEST12345698765432',
    )
    expect(once).toBe(
      `${MASKS.email} ${MASKS.phone} ${MASKS.secret} ${MASKS.card} ${MASKS.account}`,
    )
    expect(maskPersonalData(once)).toBe(once)
  })
})

describe('readerExcerpt', () => {
  it('masks, flattens and shortens to the limit', () => {
    expect(readerExcerpt('  two\n\nlines  a@b.io ')).toBe('two lines [email]')
    const long = readerExcerpt('x'.repeat(400))
    expect(long).toHaveLength(300)
    expect(long.endsWith('…')).toBe(true)
  })

  it('masks before shortening, so a cut never leaves part of a secret', () => {
    const text = `${'a '.repeat(140)}mint_abcdef1234567890`
    expect(readerExcerpt(text, 290)).not.toContain('mint_')
  })

  it('never splits a surrogate pair', () => {
    const text = '😀'.repeat(200)
    const out = readerExcerpt(text, 300)
    expect(Array.from(out)).toHaveLength(200)
    expect(readerExcerpt('😀'.repeat(400), 300)).toBe(`${'😀'.repeat(299)}…`)
  })
})
