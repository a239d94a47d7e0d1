/**
 * The command words of 1.1 (`new`, `status`, `help`) and `job=<id>` in every order and case, and
 * the look-alikes that must not count as a word.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCommand, type CommandWord, type ParsedCommand } from '../src/flows/message/command.ts'

const CMD = '/docs-agent'
const parse = (body: string): ParsedCommand => parseCommand(body, CMD)

describe('command words', () => {
  it.each([
    [
      'new with an instruction',
      '/docs-agent new Document the retry option',
      'new',
      undefined,
      'Document the retry option',
    ],
    ['NEW in capitals', '/docs-agent NEW Document it', 'new', undefined, 'Document it'],
    [
      'new on its own line, instruction below',
      '/docs-agent new\nDocument it\nin detail',
      'new',
      undefined,
      'Document it\nin detail',
    ],
    ['status alone', '/docs-agent status', 'status', undefined, ''],
    [
      'Status with trailing blanks and lines',
      '/docs-agent Status  \n\n  ',
      'status',
      undefined,
      '',
    ],
    ['status with a job before it', '/docs-agent job=abc status', 'status', 'abc', ''],
    ['status with a job after it', '/docs-agent status job=abc', 'status', 'abc', ''],
    ['help alone', '/docs-agent help', 'help', undefined, ''],
    ['HELP with a job', '/docs-agent HELP job=x1', 'help', 'x1', ''],
    [
      'status followed by words: a prompt',
      '/docs-agent status page is out of date',
      null,
      undefined,
      'status page is out of date',
    ],
    [
      'status then a line: a prompt',
      '/docs-agent status\nthe page is wrong',
      null,
      undefined,
      'status\nthe page is wrong',
    ],
    [
      'help followed by words: a prompt',
      '/docs-agent help me document the CLI',
      null,
      undefined,
      'help me document the CLI',
    ],
    [
      'a job, then status followed by words',
      '/docs-agent job=abc status page is wrong',
      null,
      'abc',
      'status page is wrong',
    ],
    [
      'status, then a job and words: all prompt',
      '/docs-agent status job=abc fix it',
      null,
      undefined,
      'status job=abc fix it',
    ],
    [
      'news is not new',
      '/docs-agent news section needs an update',
      null,
      undefined,
      'news section needs an update',
    ],
    ['statuses is not status', '/docs-agent statuses', null, undefined, 'statuses'],
    [
      'helpful is not help',
      '/docs-agent helpful hints page',
      null,
      undefined,
      'helpful hints page',
    ],
    [
      'new: with a colon is a prompt',
      '/docs-agent new: add a page',
      null,
      undefined,
      'new: add a page',
    ],
    [
      'a word later in the prompt',
      '/docs-agent add a new status page',
      null,
      undefined,
      'add a new status page',
    ],
    [
      'a second new is the prompt',
      '/docs-agent new new page for the CLI',
      'new',
      undefined,
      'new page for the CLI',
    ],
    [
      'a full-width ｎｅｗ is a prompt',
      '/docs-agent \uff4e\uff45\uff57 page',
      null,
      undefined,
      '\uff4e\uff45\uff57 page',
    ],
  ])('reads %s', (_name, body, word, jobId, prompt) => {
    expect(parse(body)).toEqual({ kind: 'command', word, jobId, prompt })
  })

  it.each([
    ['new without an instruction', '/docs-agent new', /`new` needs an instruction/],
    ['new with only blanks after it', '/docs-agent new \n \t', /`new` needs an instruction/],
    ['new and a job', '/docs-agent new job=abc fix it', /`new` starts a new job and `job=abc`/],
    ['a job and new', '/docs-agent job=abc new fix it', /`new` starts a new job and `job=abc`/],
    ['a hidden character inside status', '/docs-agent sta\u200btus', /hidden characters/],
    ['a hidden character inside new', '/docs-agent n\u2066ew add a page', /hidden characters/],
    [
      'a bad job before status',
      '/docs-agent job=a/b status',
      /`job=` must be followed by a job id/,
    ],
  ])('refuses %s', (_name, body, reason) => {
    const result = parse(body)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && result.reason).toMatch(reason)
  })
})

/** Any ASCII case of a word. */
const anyCase = (word: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((flips) => [...word].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join(''))
const gap = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\n', ' \n ')
const jobId = fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/)
/** An instruction whose first word is none of the words nor a `job=`. */
const instruction = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9,.'-]{0,11}$/),
    fc.array(fc.stringMatching(/^[A-Za-z0-9,.'()-]{1,10}$/), { maxLength: 8 }),
  )
  .filter(([first]) => !/^(new|status|help)$/i.test(first) && !/^job=/i.test(first))
  .map(([first, rest]) => [first, ...rest].join(' '))

describe('command words: properties', () => {
  it('reads `job=` and a word in either order and any case', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom<CommandWord | null>('new', 'status', 'help', null)
          .chain((w): fc.Arbitrary<[CommandWord | null, string]> =>
            w === null ? fc.constant([null, '']) : anyCase(w).map((c) => [w, c]),
          ),
        fc.option(jobId, { nil: undefined }),
        fc.boolean(),
        instruction,
        gap,
        gap,
        gap,
        ([word, spelled], job, jobFirst, text, g1, g2, g3) => {
          fc.pre(!(word === 'new' && job !== undefined))
          const tokens = [
            ...(jobFirst && job !== undefined ? [`job=${job}`] : []),
            ...(word === null ? [] : [spelled]),
            ...(!jobFirst && job !== undefined ? [`job=${job}`] : []),
          ]
          const takesText = word === null || word === 'new'
          const body = `${CMD}${g1}${tokens.join(g2)}${takesText ? `${g3}${text}` : ''}`
          expect(parse(body)).toEqual({
            kind: 'command',
            word,
            jobId: job,
            prompt: takesText ? text : '',
          })
        },
      ),
      { numRuns: 1500 },
    )
  })

  it('makes `status` and `help` with anything after them the start of the instruction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('status', 'help').chain(anyCase),
        fc.option(jobId, { nil: undefined }),
        instruction,
        gap,
        (word, job, text, g) => {
          const head = job === undefined ? '' : `job=${job} `
          const result = parse(`${CMD} ${head}${word}${g}${text}`)
          expect(result).toEqual({
            kind: 'command',
            word: null,
            jobId: job,
            prompt: `${word}${g}${text}`,
          })
        },
      ),
      { numRuns: 800 },
    )
  })

  it('never reads a look-alike of a word as the word', () => {
    const lookAlike = fc.oneof(
      // Letters added or removed.
      fc.constantFrom('news', 'ne', 'renew', 'statu', 'statuses', 'helpme', 'hel', 'newstatus'),
      // Punctuation glued on.
      fc
        .tuple(
          fc.constantFrom('new', 'status', 'help'),
          fc.constantFrom(':', '!', '?', ',', '.', '-'),
        )
        .map(([w, p]) => `${w}${p}`),
      // Non-ASCII letters that look like the ASCII ones (Cyrillic е, full-width, dotless ı).
      fc.constantFrom('n\u0435w', '\uff4e\uff45\uff57', 'he\u04cfp', 'st\u0430tus', 'status\u0301'),
    )
    fc.assert(
      fc.property(lookAlike, instruction, fc.boolean(), (token, text, alone) => {
        const result = parse(`${CMD} ${token}${alone ? '' : ` ${text}`}`)
        expect(result).toMatchObject({ kind: 'command', word: null })
      }),
      { numRuns: 500 },
    )
  })
})
