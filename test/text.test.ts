import { describe, expect, it } from 'vitest'
import { oneLine } from '../src/lib/text.ts'

describe('oneLine', () => {
  it('makes each run of whitespace one space and trims the ends', () => {
    expect(oneLine('  how do\tI \n\n rotate  keys?\u00a0')).toBe('how do I rotate keys?')
    expect(oneLine('a\u2028b')).toBe('a b')
  })

  it('keeps a text already on one line as it is', () => {
    expect(oneLine('how do I rotate keys?')).toBe('how do I rotate keys?')
    expect(oneLine(' padded ')).toBe('padded')
    expect(oneLine('')).toBe('')
  })
})
