/**
 * The front matter reader: the subset docs use is read, other keys are passed over, and a key
 * asked for whose value is outside the subset makes the front matter malformed.
 */
import { describe, expect, it } from 'vitest'
import { bodyOf, readFrontMatter } from '../src/lib/front-matter.ts'

const KEYS = ['title', 'description', 'keywords']

function fields(text: string): Record<string, unknown> {
  const result = readFrontMatter(text, KEYS)
  if (!result.ok) throw new Error(`malformed: ${result.reason}`)
  return Object.fromEntries(result.fields)
}

function reason(text: string): string {
  const result = readFrontMatter(text, KEYS)
  return result.ok ? 'ok' : result.reason
}

describe('front matter', () => {
  it.each([
    ['plain', 'title: Retry requests', 'Retry requests'],
    ['double quoted', 'title: "Retry: \\"now\\" \\u00e9"', 'Retry: "now" é'],
    ['single quoted', "title: 'It''s here'", "It's here"],
    ['with a comment', 'title: Retries # the old name', 'Retries'],
    ['a hash inside a word', 'title: C# client', 'C# client'],
    ['folded block', 'title: >\n  Retry\n  requests', 'Retry requests'],
    ['plain over two lines', 'title: Retry\n  requests', 'Retry requests'],
  ])('reads a %s string', (_, line, expected) => {
    expect(fields(`---\n${line}\n---\n# Body`).title).toBe(expected)
  })

  it.each([
    ['a flow list', 'keywords: [retry, "back, off", \'429\']', ['retry', 'back, off', '429']],
    ['a block list', 'keywords:\n  - retry\n  - "429"', ['retry', '429']],
    ['an unindented block list', 'keywords:\n- retry\n- backoff', ['retry', 'backoff']],
    ['a comma string', 'keywords: retry, backoff', 'retry, backoff'],
    ['an empty list', 'keywords: []', []],
  ])('reads %s', (_, line, expected) => {
    expect(fields(`---\n${line}\n---\n`).keywords).toEqual(expected)
  })

  it('passes over keys not asked for, whatever their value', () => {
    const text = [
      '---',
      'title: Retries',
      'openapi: "GET /users"',
      'seo:',
      '  og:image: /x.png',
      '  nested: { a: 1 }',
      'icon: &anchor bolt',
      '---',
    ].join('\n')
    expect(fields(text)).toEqual({ title: 'Retries' })
  })

  it('reads a page without front matter as no fields, and CRLF and a BOM as usual', () => {
    expect(fields('# Just a page\n---\ntitle: no\n---')).toEqual({})
    expect(fields('\uFEFF---\r\ntitle: Windows\r\n---\r\nbody')).toEqual({ title: 'Windows' })
  })

  it.each([
    ['left open', '---\ntitle: Open\n', 'front matter left open'],
    ['an open quote', '---\ntitle: "Open\n---', 'a quote left open'],
    ['an open list', '---\nkeywords: [a, b\n---', 'a list left open'],
    ['a map', '---\ntitle:\n  en: Hello\n---', 'a nested map'],
    ['an alias', '---\ntitle: *name\n---', "unsupported value '*name'"],
    ['a key twice', '---\ntitle: A\ntitle: B\n---', "'title' given twice"],
    ['a line that is no key', '---\ntitle: A\nnot a key\n---', "line 3 is not 'key: value'"],
    ['text after a quote', '---\ntitle: "A" B\n---', 'text after a quote'],
  ])('calls front matter %s malformed', (_, text, expected) => {
    expect(reason(text)).toBe(expected)
  })
})

describe('bodyOf', () => {
  it('is the text after the front matter, all of it without one, nothing when left open', () => {
    expect(bodyOf('---\ntitle: A\n---\n# A\ntext\n')).toBe('# A\ntext\n')
    expect(bodyOf('\uFEFF---\r\ntitle: A\r\n...\r\nbody')).toBe('body')
    expect(bodyOf('# No front matter\n')).toBe('# No front matter\n')
    expect(bodyOf('---\ntitle: A\n# never closed\n')).toBe('')
  })
})
