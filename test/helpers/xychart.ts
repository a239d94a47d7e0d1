/**
 * A structural checker of Mermaid `xychart-beta` blocks as the report writes them (no Mermaid
 * parser is installed): the grammar's statements (title, x-axis with categories, y-axis with a
 * range, bar and line series), quoted strings without quotes inside, numbers as Mermaid reads
 * them, and every series as long as the categories.
 */

/** The bodies of the ```mermaid blocks of a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]!)
}

const STRING = '"[^"\\n]*"'
const NUMBER = '-?\\d+(?:\\.\\d+)?'
const LIST = (item: string): RegExp => new RegExp(`^\\[\\s*${item}(?:\\s*,\\s*${item})*\\s*\\]$`)

/** The problems of one block (empty when it is valid). */
export function checkXyChart(block: string): string[] {
  const problems: string[] = []
  const lines = block.split('\n').filter((l) => l.trim() !== '')
  if (lines[0]?.trim() !== 'xychart-beta' && lines[0]?.trim() !== 'xychart-beta horizontal')
    problems.push('the first line is not `xychart-beta`')
  let categories = -1
  const series: number[] = []
  for (const raw of lines.slice(1)) {
    const line = raw.trim()
    const [word] = line.split(/\s+/, 1)
    const rest = line.slice(word!.length).trim()
    if (word === 'title') {
      if (!new RegExp(`^${STRING}$`).test(rest)) problems.push(`bad title: ${rest}`)
    } else if (word === 'x-axis') {
      const list = rest.replace(new RegExp(`^${STRING}\\s+`), '')
      if (!LIST(STRING).test(list) && !LIST('[A-Za-z0-9_-]+').test(list))
        problems.push(`bad x-axis: ${rest}`)
      else categories = (list.match(new RegExp(STRING, 'g')) ?? list.split(',')).length
    } else if (word === 'y-axis') {
      const m = new RegExp(`^(?:${STRING})?\\s*(?:(${NUMBER})\\s*-->\\s*(${NUMBER}))?$`).exec(rest)
      if (!m) problems.push(`bad y-axis: ${rest}`)
      else if (m[1] !== undefined && Number(m[1]) >= Number(m[2])) problems.push('empty y range')
    } else if (word === 'bar' || word === 'line') {
      const list = rest.replace(new RegExp(`^${STRING}\\s+`), '')
      if (!LIST(NUMBER).test(list)) problems.push(`bad ${word}: ${rest}`)
      else series.push(list.split(',').length)
    } else problems.push(`unknown statement: ${line}`)
  }
  if (categories < 1) problems.push('no x-axis categories')
  if (series.length === 0) problems.push('no series')
  for (const n of series)
    if (n !== categories) problems.push(`a series of ${n} for ${categories} categories`)
  return problems
}
