/**
 * The command words of 1.1 (`new`, `status`, `help`) and `job=<id>` in every order and case, and
 * the look-alikes that must not count as a word.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCommand, usageHelp, type ParsedCommand } from '../src/flows/message/command.ts'
import type { CommandWord } from '../src/types.ts'

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
    expect(parse(body)).toEqual({ kind: 'command', word, jobId, prompt, gapIds: [] })
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
            gapIds: [],
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
            gapIds: [],
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

describe('gap words on the report issue: `fix` and `dismiss`', () => {
  const command = (
    word: CommandWord | null,
    gapIds: string[],
    prompt: string,
    jobId?: string,
  ): ParsedCommand => ({ kind: 'command', word, jobId, prompt, gapIds })

  it.each<[string, string, ParsedCommand]>([
    ['fix one gap', '/docs-agent fix g4', command('fix', ['g4'], '')],
    ['FIX in capitals, G4', '/docs-agent FIX G4', command('fix', ['g4'], '')],
    [
      'fix with instructions',
      '/docs-agent fix g4 Keep the page short',
      command('fix', ['g4'], 'Keep the page short'),
    ],
    ['several gaps', '/docs-agent fix g4 g7 g12', command('fix', ['g4', 'g7', 'g12'], '')],
    ['gaps separated by commas', '/docs-agent fix g4,g7', command('fix', ['g4', 'g7'], '')],
    ['a comma and a space', '/docs-agent fix g4, g7 ,g9', command('fix', ['g4', 'g7', 'g9'], '')],
    [
      'a comma after the last gap',
      '/docs-agent fix g4, g7, and add an example',
      command('fix', ['g4', 'g7'], 'and add an example'),
    ],
    [
      'duplicates dropped, order kept',
      '/docs-agent fix g7 g4 G7 g4',
      command('fix', ['g7', 'g4'], ''),
    ],
    [
      'ids end at the first token that is no id',
      '/docs-agent fix g4 the heading g7',
      command('fix', ['g4'], 'the heading g7'),
    ],
    [
      'instructions on the next lines',
      '/docs-agent fix g4\nAdd an example.\n\nKeep it short.',
      command('fix', ['g4'], 'Add an example.\n\nKeep it short.'),
    ],
    ['ids on the next line', '/docs-agent fix\ng4 g7', command('fix', ['g4', 'g7'], '')],
    [
      'instructions cleaned as prompts are',
      '/docs-agent fix g4 add\u200b an\u0007 example  ',
      command('fix', ['g4'], 'add an example'),
    ],
    ['the largest id', '/docs-agent fix g999999999', command('fix', ['g999999999'], '')],
    [
      '20 gaps',
      `/docs-agent fix ${Array.from({ length: 20 }, (_, i) => `g${i + 1}`).join(' ')}`,
      command(
        'fix',
        Array.from({ length: 20 }, (_, i) => `g${i + 1}`),
        '',
      ),
    ],
    [
      '20 gaps written 25 times',
      `/docs-agent fix ${Array.from({ length: 25 }, (_, i) => `g${(i % 20) + 1}`).join(' ')}`,
      command(
        'fix',
        Array.from({ length: 20 }, (_, i) => `g${i + 1}`),
        '',
      ),
    ],
    ['dismiss without a reason', '/docs-agent dismiss g4', command('dismiss', ['g4'], '')],
    [
      'dismiss with a reason',
      '/docs-agent Dismiss g4 Not a docs problem: the product is changing',
      command('dismiss', ['g4'], 'Not a docs problem: the product is changing'),
    ],
    [
      'dismiss, the same id twice',
      '/docs-agent dismiss g4 G4 spam',
      command('dismiss', ['g4'], 'spam'),
    ],
    [
      'a long reason is kept whole (the memory cuts it)',
      `/docs-agent dismiss g4 ${'x'.repeat(500)}`,
      command('dismiss', ['g4'], 'x'.repeat(500)),
    ],
    // Before 1.2 these were instructions, and they still are.
    [
      'fix followed by words: a prompt',
      '/docs-agent fix the typo in quickstart',
      command(null, [], 'fix the typo in quickstart'),
    ],
    ['Fix alone: a prompt', '/docs-agent Fix', command(null, [], 'Fix')],
    [
      'dismiss followed by words: a prompt',
      '/docs-agent dismiss the banner on the home page',
      command(null, [], 'dismiss the banner on the home page'),
    ],
    [
      'a job, then fix with words',
      '/docs-agent job=abc fix the typo',
      command(null, [], 'fix the typo', 'abc'),
    ],
    ['g0 is no gap id', '/docs-agent fix g0', command(null, [], 'fix g0')],
    ['g04 is no gap id', '/docs-agent fix g04 now', command(null, [], 'fix g04 now')],
    ['g1x is no gap id', '/docs-agent fix g1x', command(null, [], 'fix g1x')],
    [
      'a ten-digit number is no gap id',
      '/docs-agent fix g1234567890',
      command(null, [], 'fix g1234567890'),
    ],
    ['an id with a full stop is no gap id', '/docs-agent fix g4.', command(null, [], 'fix g4.')],
    [
      'an id with a colon is no gap id',
      '/docs-agent fix g4: add',
      command(null, [], 'fix g4: add'),
    ],
    ['a comma first is no gap id', '/docs-agent fix ,g4', command(null, [], 'fix ,g4')],
    ['fixes is not fix', '/docs-agent fixes g4', command(null, [], 'fixes g4')],
    ['fix: with a colon is a prompt', '/docs-agent fix: g4', command(null, [], 'fix: g4')],
    [
      'a full-width ｆｉｘ is a prompt',
      '/docs-agent \uff46\uff49\uff58 g4',
      command(null, [], '\uff46\uff49\uff58 g4'),
    ],
    ['the first word wins: new, then fix', '/docs-agent new fix g4', command('new', [], 'fix g4')],
    [
      'fix, then new: new is an instruction',
      '/docs-agent fix g4 new page',
      command('fix', ['g4'], 'new page'),
    ],
    [
      'status after fix is an instruction',
      '/docs-agent fix g4 status',
      command('fix', ['g4'], 'status'),
    ],
    [
      'job= later in the instructions is text',
      '/docs-agent fix g4 set job=1 in the example',
      command('fix', ['g4'], 'set job=1 in the example'),
    ],
    [
      'a hidden character inside fix, but no gap after it: a prompt as before',
      '/docs-agent fi\u200bx the typo',
      command(null, [], 'fix the typo'),
    ],
  ])('reads %s', (_name, body, expected) => {
    expect(parse(body)).toEqual(expected)
  })

  it.each([
    ['a job before fix', '/docs-agent job=abc fix g4', /`fix` names gaps, not jobs/],
    ['a job after the gaps', '/docs-agent fix g4 job=abc', /`fix` names gaps, not jobs/],
    [
      'a job before dismiss',
      '/docs-agent job=abc dismiss g4 dup',
      /`dismiss` names gaps, not jobs/,
    ],
    [
      '21 gaps',
      `/docs-agent fix ${Array.from({ length: 21 }, (_, i) => `g${i + 1}`).join(' ')}`,
      /at most 20 gaps/,
    ],
    ['dismiss with two gaps', '/docs-agent dismiss g4 g7 not ours', /dismiss one gap at a time/],
    ['dismiss with two gaps and a comma', '/docs-agent dismiss g4,g7', /dismiss one gap at a time/],
    [
      'a hidden character inside fix',
      '/docs-agent f\u200bix g4',
      /the word after .* hidden characters/,
    ],
    [
      'a hidden character inside dismiss',
      '/docs-agent dis\u202emiss g4',
      /the word after .* hidden characters/,
    ],
    [
      'a hidden character inside the gap id',
      '/docs-agent fix g\u200b4',
      /gap id after `fix` has hidden/,
    ],
    [
      'a hidden character after the gap id',
      '/docs-agent fix g4\u2066',
      /gap id after `fix` has hidden/,
    ],
    [
      'a hidden character before the gap id',
      '/docs-agent dismiss \u200bg4',
      /gap id after `dismiss` has hidden/,
    ],
    [
      'a hidden character in a second id',
      '/docs-agent fix g4 g\u200b7 more',
      /gap id after `fix` has hidden/,
    ],
    [
      'instructions over 20,000 characters',
      `/docs-agent fix g4 ${'x'.repeat(20_001)}`,
      /the limit is 20000/,
    ],
  ])('refuses %s', (_name, body, reason) => {
    const result = parse(body)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && result.reason).toMatch(reason)
  })

  it('reads any ids, separators and instructions as written by the grammar', () => {
    const id = fc.integer({ min: 1, max: 999_999_999 })
    const separator = fc.constantFrom(' ', '  ', '\t', '\n', ',', ', ', ' , ', ',\n')
    fc.assert(
      fc.property(
        fc
          .constantFrom<'fix' | 'dismiss'>('fix', 'dismiss')
          .chain((w) => anyCase(w).map((spelled) => [w, spelled] as const)),
        fc.array(fc.tuple(id, fc.boolean(), separator), { minLength: 1, maxLength: 20 }),
        fc.option(
          instruction.filter((t) => !/^g[0-9]/i.test(t)),
          { nil: undefined },
        ),
        gap,
        gap,
        ([word, spelled], ids, text, g1, g2) => {
          const expectedIds = [...new Set(ids.map(([n]) => `g${n}`))]
          fc.pre(word === 'fix' || expectedIds.length === 1)
          const written = ids
            .map(([n, upper, sep], i) => `${upper ? 'G' : 'g'}${n}${i < ids.length - 1 ? sep : ''}`)
            .join('')
          const body = `${CMD} ${spelled}${g1}${written}${text === undefined ? '' : `${g2}${text}`}`
          expect(parse(body)).toEqual({
            kind: 'command',
            word,
            jobId: undefined,
            prompt: text ?? '',
            gapIds: expectedIds,
          })
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('usageHelp on the report issue', () => {
  it('adds `fix` and `dismiss` there, and only there', () => {
    const plain = usageHelp('/ai', { createJob: 'if-missing', who: 'maintainers' })
    const report = usageHelp('/ai', {
      createJob: 'if-missing',
      who: 'maintainers',
      reportIssue: true,
    })
    expect(plain).not.toMatch(/fix|dismiss/)
    expect(report).toContain('`/ai fix g<N> [instructions]`')
    expect(report).toContain('`/ai dismiss g<N> [reason]`')
    // Everything else as without the option.
    const lines = report.split('\n').filter((l) => !/`\/ai (fix|dismiss) /.test(l))
    expect(lines.join('\n')).toBe(plain)
  })
})
