/**
 * A small, strict reader for the YAML front matter of Markdown pages, for the subset docs use:
 * `key: value` with plain, 'single' or "double" quoted strings, `[a, b]` flow lists, `- item`
 * block lists and `>` / `|` block strings. Only the keys asked for are read; the values of other
 * keys (nested maps, anything) are passed over. A key asked for whose value is outside the subset
 * (a map, an anchor, a tag, a quote left open) makes the whole front matter malformed: a wrong
 * title is worse than none.
 */

type FrontMatterValue = string | string[]

type FrontMatter =
  { ok: true; fields: Map<string, FrontMatterValue> } | { ok: false; reason: string }

const KEY_LINE = /^([A-Za-z_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/
const LIST_ITEM = /^[ \t]*-(?:[ \t]+(.*))?$/
const BLOCK_STRING = /^([>|])[-+]?\d?[ \t]*(?:#.*)?$/

class Malformed extends Error {}

function indentOf(line: string): number {
  return line.length - line.trimStart().length
}

function blank(line: string): boolean {
  const t = line.trim()
  return t === '' || t.startsWith('#')
}

/** Text after a closing quote may only be a comment. */
function expectEnd(rest: string): void {
  if (rest.trim() !== '' && !/^[ \t]+#/.test(rest)) throw new Malformed('text after a quote')
}

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  '/': '/',
  '0': '',
}

/** A quoted string at the start of `text`: its value and what follows the closing quote. */
function quoted(text: string): { value: string; rest: string } {
  const quote = text[0]
  let value = ''
  for (let i = 1; i < text.length; i++) {
    const c = text[i] as string
    if (quote === "'" && c === "'") {
      if (text[i + 1] === "'") {
        value += "'"
        i++
        continue
      }
      return { value, rest: text.slice(i + 1) }
    }
    if (quote === '"' && c === '"') return { value, rest: text.slice(i + 1) }
    if (quote === '"' && c === '\\') {
      const next = text[i + 1] ?? ''
      const unicode = next === 'u' ? /^[0-9a-fA-F]{4}/.exec(text.slice(i + 2)) : null
      if (unicode) {
        value += String.fromCharCode(parseInt(unicode[0], 16))
        i += 5
        continue
      }
      const escaped = ESCAPES[next]
      if (escaped === undefined) throw new Malformed(`unknown escape \\${next}`)
      value += escaped
      i++
      continue
    }
    value += c
  }
  throw new Malformed('a quote left open')
}

/** A plain (unquoted) scalar: up to a comment, trimmed; YAML's indicators are outside the subset. */
function plain(text: string): string {
  const value = text.replace(/(^|[ \t])#.*$/, '').trim()
  if (/^[&*!%@`{]/.test(value)) throw new Malformed(`unsupported value '${value.slice(0, 20)}'`)
  return value
}

function scalar(text: string): string {
  const t = text.trim()
  if (t.startsWith('"') || t.startsWith("'")) {
    const { value, rest } = quoted(t)
    expectEnd(rest)
    return value
  }
  return plain(t)
}

/** `[a, "b, c", 'd']` on one line. */
function flowList(text: string): string[] {
  const items: string[] = []
  let rest = text.trim().slice(1)
  for (;;) {
    rest = rest.trimStart()
    if (rest.startsWith(']')) break
    if (rest === '') throw new Malformed('a list left open')
    if (rest.startsWith('"') || rest.startsWith("'")) {
      const q = quoted(rest)
      items.push(q.value)
      rest = q.rest.trimStart()
    } else {
      const end = rest.search(/[,\]]/)
      if (end < 0) throw new Malformed('a list left open')
      items.push(plain(rest.slice(0, end)))
      rest = rest.slice(end)
    }
    if (rest.startsWith(',')) rest = rest.slice(1)
    else if (!rest.startsWith(']')) throw new Malformed('a list item followed by text')
  }
  expectEnd(rest.slice(1))
  return items.filter((item) => item !== '')
}

/** The lines of a key's value after its own line: deeper-indented ones, or list items. */
function continuation(lines: string[], start: number): number {
  let end = start
  while (end < lines.length) {
    const line = lines[end] as string
    if (!blank(line) && indentOf(line) === 0 && !LIST_ITEM.test(line)) break
    end++
  }
  return end
}

function valueOf(inline: string, more: string[]): FrontMatterValue {
  const text = inline.trim()
  const block = BLOCK_STRING.exec(text)
  if (block) {
    const body = more.filter((l) => l.trim() !== '').map((l) => l.trim())
    return block[1] === '>' ? body.join(' ') : body.join('\n')
  }
  const content = more.filter((l) => !blank(l))
  if (text === '') {
    if (content.length === 0) return ''
    return content.map((line) => {
      const item = LIST_ITEM.exec(line)
      if (!item) throw new Malformed('a nested map')
      return scalar(item[1] ?? '')
    })
  }
  if (text.startsWith('[')) {
    if (content.length > 0) throw new Malformed('a list over several lines')
    return flowList(text)
  }
  if (text.startsWith('"') || text.startsWith("'")) {
    if (content.length > 0) throw new Malformed('a quoted string over several lines')
    return scalar(text)
  }
  // A plain string may go on over deeper-indented lines; YAML folds them with spaces.
  if (content.some((l) => LIST_ITEM.test(l) && indentOf(l) === 0)) throw new Malformed('a list')
  return [plain(text), ...content.map(plain)].join(' ')
}

/** A page's lines, and the line that closes its front matter (null: none; -1: left open). */
function split(text: string): { lines: string[]; close: number | null } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0]?.trimEnd() !== '---') return { lines, close: null }
  return { lines, close: lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)[ \t]*$/.test(line)) }
}

/** The front matter block of a page (without its fences), or null when the page has none. */
function block(text: string): string[] | null {
  const { lines, close } = split(text)
  if (close === null) return null
  if (close < 0) throw new Malformed('front matter left open')
  return lines.slice(1, close)
}

/** A page's text after its front matter: all of it when it has none, nothing when left open. */
export function bodyOf(text: string): string {
  const { lines, close } = split(text)
  return close === null ? lines.join('\n') : close < 0 ? '' : lines.slice(close + 1).join('\n')
}

function parse(text: string, keys: ReadonlySet<string>): Map<string, FrontMatterValue> {
  const fields = new Map<string, FrontMatterValue>()
  const lines = block(text)
  if (lines === null) return fields
  const seen = new Set<string>()
  let i = 0
  while (i < lines.length) {
    const line = lines[i] as string
    if (blank(line)) {
      i++
      continue
    }
    const match = indentOf(line) === 0 ? KEY_LINE.exec(line.trimEnd()) : null
    if (!match) throw new Malformed(`line ${i + 2} is not 'key: value'`)
    const key = match[1] as string
    if (seen.has(key)) throw new Malformed(`'${key}' given twice`)
    seen.add(key)
    const end = continuation(lines, i + 1)
    if (keys.has(key)) fields.set(key, valueOf(match[2] ?? '', lines.slice(i + 1, end)))
    i = end
  }
  return fields
}

/**
 * Reads the front matter of a page (text from its start) for `keys`. A page without front
 * matter has no fields; a page whose front matter is open or outside the subset is malformed.
 */
export function readFrontMatter(text: string, keys: readonly string[]): FrontMatter {
  try {
    return { ok: true, fields: parse(text, new Set(keys)) }
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: error.message }
    throw error
  }
}
