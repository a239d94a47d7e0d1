import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCommand } from '../src/flows/message/command.ts'
import { renderMarker } from '../src/marker.ts'

const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ufeff',
]
const LOOKALIKE_SLASHES = ['\u2215', '\uff0f', '\u2044']
const CONTROL_OR_INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/

/** Pieces that stress the grammar: line ends, quotes, fences, invisible characters, the command. */
const nastyPiece = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\r',
    '\n',
    '\r\n',
    ' ',
    '   ',
    '\t',
    '>',
    '> ',
    '```',
    '~~~',
    '````',
    '`',
    '/docs-agent',
    '/DOCS-AGENT ',
    'fix',
    'DISMISS',
    'g4',
    'G17',
    ',',
    'job=',
    'job=abc ',
    '/',
    '\u00a0',
    '\u0085',
    '\u2028',
    ...INVISIBLE,
    ...LOOKALIKE_SLASHES,
  ),
  fc.string({ unit: 'binary', maxLength: 8 }),
)
const nastyBody = fc.array(nastyPiece, { maxLength: 60 }).map((pieces) => pieces.join(''))

/** What must hold for every result, whatever the body. */
function checkInvariants(body: string, command: string): void {
  const result = parseCommand(body, command)
  expect(['command', 'not-command', 'invalid']).toContain(result.kind)
  if (result.kind !== 'command') {
    expect(typeof result.reason).toBe('string')
    return
  }
  // Only `status` and `help` take no instruction; `fix` and `dismiss` may have none.
  if (result.word === 'status' || result.word === 'help') expect(result.prompt).toBe('')
  else if (result.word !== 'fix' && result.word !== 'dismiss') {
    expect(result.prompt.length).toBeGreaterThan(0)
  }
  // Gap ids only with `fix` (1 to 20) and `dismiss` (exactly 1), in lower case, no duplicates.
  if (result.word === 'fix' || result.word === 'dismiss') {
    expect(result.gapIds.length).toBeGreaterThanOrEqual(1)
    expect(result.gapIds.length).toBeLessThanOrEqual(result.word === 'fix' ? 20 : 1)
    for (const id of result.gapIds) expect(id).toMatch(/^g[1-9][0-9]{0,8}$/)
    expect(new Set(result.gapIds).size).toBe(result.gapIds.length)
    expect(result.jobId).toBeUndefined()
  } else expect(result.gapIds).toEqual([])
  expect(result.prompt.length).toBeLessThanOrEqual(20_000)
  expect(result.prompt).toBe(result.prompt.trim())
  expect(CONTROL_OR_INVISIBLE.test(result.prompt)).toBe(false)
  expect(result.prompt).not.toContain('\r')
  if (result.jobId !== undefined) expect(result.jobId).toMatch(/^[A-Za-z0-9_.-]{1,200}$/)
}

// Command names as the `command` input allows them (kept ASCII, like real ones).
const commandName = fc
  .string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.'),
    minLength: 1,
    maxLength: 16,
  })
  .map((name) => `/${name}`)
const jobId = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-'),
  minLength: 1,
  maxLength: 200,
})
/** Prompt text free of characters the parser removes; may hold line ends of every kind. */
const promptText = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(' ', '\t', '\n', '\r\n', '\r', '```', '> ', '\u00a0'),
      },
    ),
    { minLength: 1, maxLength: 30 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => !CONTROL_OR_INVISIBLE.test(text) && text.trim() !== '')
const separator = fc.constantFrom(' ', '\t', '  ', '\n', ' \n\n', '\r\n', '\u00a0')
/** Lines the grammar skips before the command: blank, quoted, or a closed fenced block. */
const skippedLines = fc.array(
  fc.oneof(
    fc.constantFrom('', '   ', '\t'),
    fc
      .string({ unit: 'grapheme-ascii', maxLength: 30 })
      .map((t) => `> ${t.replace(/[\r\n]/g, '')}`),
    fc
      .tuple(
        fc.constantFrom('```', '~~~', '````'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
      )
      .map(([fence, code]) => `${fence}\n${code.replace(/[`~\r]/g, '')}\n${fence}`),
  ),
  { maxLength: 4 },
)
/** The command as a user may type it: any ASCII case. */
function randomCase(command: string, flips: boolean[]): string {
  return [...command]
    .map((c, i) => (flips[i % Math.max(1, flips.length)] ? c.toUpperCase() : c))
    .join('')
}
const normalise = (text: string): string => text.replace(/\r\n?/g, '\n').trim()

describe('command fuzzing', () => {
  it('never throws and keeps its invariants on arbitrary bodies', () => {
    fc.assert(
      fc.property(nastyBody, fc.oneof(fc.constant('/docs-agent'), commandName), (body, command) => {
        checkInvariants(body, command)
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws on 65,536-character bodies', () => {
    fc.assert(
      fc.property(
        nastyBody.filter((b) => b.length > 0),
        fc.boolean(),
        (chunk, asCommand) => {
          const filler = chunk.repeat(Math.ceil(65_536 / chunk.length)).slice(0, 65_536)
          checkInvariants(
            asCommand ? `/docs-agent ${filler}`.slice(0, 65_536) : filler,
            '/docs-agent',
          )
        },
      ),
      { numRuns: 60 },
    )
    checkInvariants('\u0000'.repeat(65_536), '/docs-agent')
    checkInvariants(`/docs-agent ${'\u202e'.repeat(65_524)}`, '/docs-agent')
    checkInvariants('```\n'.repeat(16_384), '/docs-agent')
    checkInvariants('> \r'.repeat(21_845), '/docs-agent')
    // Thousands of (repeated) gap ids: read in one pass, the duplicates dropped.
    checkInvariants(`/docs-agent fix ${'g1 '.repeat(21_840)}`, '/docs-agent')
    checkInvariants(`/docs-agent dismiss ${'G1,'.repeat(21_840)}`, '/docs-agent')
  })

  it('refuses every prompt over 20,000 characters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_001, max: 65_000 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 5 }),
        (length, unit) => {
          const body = `/docs-agent ${'x'.repeat(length - 1)}${unit.trim() || 'y'}`
          const result = parseCommand(body, '/docs-agent')
          expect(result.kind).toBe('invalid')
        },
      ),
      { numRuns: 30 },
    )
  })

  it('accepts every command written by the grammar, with its job and prompt', () => {
    fc.assert(
      fc.property(
        commandName,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.option(jobId, { nil: undefined }),
        promptText,
        separator,
        separator,
        fc.integer({ min: 0, max: 3 }),
        skippedLines,
        (command, flips, job, prompt, sep1, sep2, indent, before) => {
          // Without a job, a prompt whose first word is job=… would be read as one.
          fc.pre(job !== undefined || !/^job=/i.test(normalise(prompt)))
          // A first word `new`, `status` or `help` is a command word (test/command-words.test.ts).
          fc.pre(!/^(new|status|help)(\s|$)/i.test(normalise(prompt)))
          // Nor is `fix` or `dismiss` before a gap id (below).
          fc.pre(!/^(fix|dismiss)\s+g[1-9]/i.test(normalise(prompt)))
          const args = job === undefined ? `${sep1}${prompt}` : `${sep1}job=${job}${sep2}${prompt}`
          const line = `${' '.repeat(indent)}${randomCase(command, flips)}${args}`
          const body = [...before, line].join(flips[0] ? '\r\n' : '\n')
          expect(parseCommand(body, command)).toEqual({
            kind: 'command',
            word: null,
            jobId: job,
            prompt: normalise(prompt),
            gapIds: [],
          })
        },
      ),
      { numRuns: 1000 },
    )
  })

  /** A valid command body to disguise. */
  const validBody = fc
    .tuple(commandName, fc.option(jobId, { nil: undefined }), promptText, separator)
    .map(([command, job, prompt, sep]) => ({
      command,
      rest: `${sep}${job === undefined ? '' : `job=${job} `}${prompt}`,
    }))

  it.each([
    [
      'an invisible character before it',
      (c: string, r: string, x: number) => `${INVISIBLE[x % INVISIBLE.length]}${c}${r}`,
    ],
    [
      'a look-alike slash',
      (c: string, r: string, x: number) => `${LOOKALIKE_SLASHES[x % 3]}${c.slice(1)}${r}`,
    ],
    [
      'an invisible character inside it',
      (c: string, r: string, x: number) =>
        `${c.slice(0, 1)}${INVISIBLE[x % INVISIBLE.length]}${c.slice(1)}${r}`,
    ],
    ['a longer word', (c: string, r: string, x: number) => `${c}${'x-_.9'[x % 5]}${r}`],
    ['four spaces of indent', (c: string, r: string) => `    ${c}${r}`],
    ['a tab of indent', (c: string, r: string) => `\t${c}${r}`],
    ['text before it', (c: string, r: string) => `please ${c}${r}`],
    [
      'every line quoted',
      (c: string, r: string) =>
        `${c}${r}`
          .replace(/\r\n?/g, '\n')
          .split('\n')
          .map((l) => `> ${l}`)
          .join('\n'),
    ],
    ['a fence around it', (c: string, r: string) => `~~~~\n${c}${r.replace(/~/g, '-')}\n~~~~`],
  ])('accepts no command with %s', (_name, disguise) => {
    fc.assert(
      fc.property(validBody, fc.nat(), ({ command, rest }, x) => {
        expect(parseCommand(disguise(command, rest, x), command).kind).not.toBe('command')
      }),
      { numRuns: 300 },
    )
  })

  it("reads a command the same with a copy of the action's marker after it (ownership is by author)", () => {
    const marker = renderMarker({ kind: 'report', title: 'x' })
    fc.assert(
      fc.property(validBody, ({ command, rest }) => {
        const plain = parseCommand(`${command}${rest}`, command)
        expect(parseCommand(`${command}${rest}\n${marker}`, command).kind).toBe(plain.kind)
      }),
      { numRuns: 300 },
    )
  })
})
