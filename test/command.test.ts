import { describe, expect, it } from 'vitest'
import { parseCommand, usageHelp } from '../src/flows/message/command.ts'
import { renderMarker } from '../src/marker.ts'

const CMD = '/docs-agent'

describe('command', () => {
  it.each([
    [
      'a one-line command',
      '/docs-agent Fix the typo in quickstart.mdx',
      undefined,
      'Fix the typo in quickstart.mdx',
    ],
    [
      'a command with a job',
      '/docs-agent job=abc123 Add a rate-limit section',
      'abc123',
      'Add a rate-limit section',
    ],
    [
      'an upper-case command',
      '/DOCS-AGENT please update the FAQ',
      undefined,
      'please update the FAQ',
    ],
    ['a mixed-case command', '/Docs-Agent update', undefined, 'update'],
    ['a tab after the command', '/docs-agent\tupdate the FAQ', undefined, 'update the FAQ'],
    ['up to three leading spaces', '   /docs-agent update', undefined, 'update'],
    ['blank lines before the command', '\n  \n\t\n/docs-agent update', undefined, 'update'],
    [
      'a prompt on the following lines',
      '/docs-agent\nRewrite the intro.\n\nKeep it short.',
      undefined,
      'Rewrite the intro.\n\nKeep it short.',
    ],
    [
      'a job alone on the command line',
      '/docs-agent job=j-1.2_3\nRewrite the intro.',
      'j-1.2_3',
      'Rewrite the intro.',
    ],
    ['a JOB= in upper case', '/docs-agent JOB=abc go', 'abc', 'go'],
    [
      'CRLF line ends',
      '/docs-agent job=x1\r\nline one\r\nline two\r\n',
      'x1',
      'line one\nline two',
    ],
    ['lone CR line ends', '/docs-agent\rline one\rline two', undefined, 'line one\nline two'],
    [
      'a quote before the command',
      '> /docs-agent old request\n> by someone\n\n/docs-agent do it again',
      undefined,
      'do it again',
    ],
    [
      'fenced code before the command',
      '```\n/docs-agent not this\n```\n/docs-agent this one',
      undefined,
      'this one',
    ],
    [
      'a tilde fence before the command',
      '~~~~md\n/docs-agent no\n~~~\nstill code\n~~~~\n/docs-agent yes',
      undefined,
      'yes',
    ],
    [
      'fenced code in the prompt, kept as is',
      '/docs-agent add this example:\n```js\nconsole.log(1)\n```',
      undefined,
      'add this example:\n```js\nconsole.log(1)\n```',
    ],
    [
      'a mention in the prompt (kept: the renderer makes it inert)',
      '/docs-agent ask @octocat about it',
      undefined,
      'ask @octocat about it',
    ],
    ['a non-breaking space after the command', '/docs-agent\u00a0update', undefined, 'update'],
    [
      'invisible characters in the prompt, removed',
      '/docs-agent up\u200bdate the \u202eFAQ\u202c\ufeff',
      undefined,
      'update the FAQ',
    ],
    [
      'control characters in the prompt, removed',
      '/docs-agent a\u0000b\u0007c\u001b[31md\tе\u0085',
      undefined,
      'abc[31md\tе',
    ],
    ['a job id after extra spaces', '/docs-agent    job=abc    go on', 'abc', 'go on'],
    [
      'the word job= inside the prompt',
      '/docs-agent set job=1 in the example',
      undefined,
      'set job=1 in the example',
    ],
  ])('accepts %s', (_name, body, jobId, prompt) => {
    expect(parseCommand(body, CMD)).toEqual({
      kind: 'command',
      word: null,
      jobId,
      prompt,
      gapIds: [],
    })
  })

  it.each([
    ['an empty body', ''],
    ['a blank body', ' \n\t\r\n '],
    ['an ordinary comment', 'Looks good to me!'],
    ['the command later in the comment', 'Thanks!\n/docs-agent update'],
    ['the command in the middle of a line', 'Please run /docs-agent update'],
    ['a longer word', '/docs-agentx update'],
    ['a prefix of the command', '/docs-agen update'],
    ['a command joined by punctuation', '/docs-agent: update'],
    ['a quoted command', '> /docs-agent update'],
    ['a quoted command without a space', '>/docs-agent update'],
    ['an indented quoted command', '   > /docs-agent update'],
    ['a command in fenced code', '```\n/docs-agent update\n```'],
    ['a command in unclosed fenced code', '~~~\n/docs-agent update'],
    ['a command after a fence closed by the wrong character', '```\n~~~\n/docs-agent update'],
    ['a command after a shorter closing fence', '````\n```\n/docs-agent update\n````'],
    ['a command in indented code (four spaces)', '    /docs-agent update'],
    ['a command after a tab', '\t/docs-agent update'],
    ['a command in inline code', '`/docs-agent update`'],
    ['a command in an HTML comment', '<!-- /docs-agent update -->'],
    ['a zero-width space before the command', '\u200b/docs-agent update'],
    ['a byte order mark before the command', '\ufeff/docs-agent update'],
    ['a right-to-left override before the command', '\u202e/docs-agent update'],
    ['a bidi isolate before the command', '\u2066/docs-agent update\u2069'],
    ['a zero-width space inside the command', '/docs\u200b-agent update'],
    ['a division slash', '\u2215docs-agent update'],
    ['a fullwidth slash', '\uff0fdocs-agent update'],
    ['a fraction slash', '\u2044docs-agent update'],
    ['a Cyrillic look-alike letter', '/dоcs-agent update'],
    ['a byte order mark as the separator', '/docs-agent\ufeffupdate'],
    ['only quoted lines', '> /docs-agent a\n> b'],
  ])('skips %s', (_name, body) => {
    expect(parseCommand(body, CMD).kind).toBe('not-command')
  })

  it('skips a look-alike with a reason that says so', () => {
    const result = parseCommand('\u200b/docs-agent update', CMD)
    expect(result).toEqual({
      kind: 'not-command',
      reason: expect.stringContaining('look-alike') as unknown as string,
    })
    expect(parseCommand('\uff0fdocs-agent update', CMD)).toMatchObject({
      reason: expect.stringContaining('look-alike') as unknown as string,
    })
    expect(parseCommand('hello', CMD)).toMatchObject({
      reason: 'the first line does not start with /docs-agent',
    })
  })

  it('reads a command that quotes a status marker: ownership is by author, not by text', () => {
    const marker = renderMarker({
      kind: 'status',
      trigger: '1',
      jobId: 'abc',
      sent: true,
      outcome: null,
      sentAt: null,
      runId: '9',
    })
    expect(parseCommand(`/docs-agent done\n\n${marker}`, CMD)).toMatchObject({
      kind: 'command',
      prompt: `done\n\n${marker}`,
    })
  })

  it('does not treat the Kelvin sign as k for a command that has one', () => {
    expect(parseCommand('/as\u212a update', '/ask').kind).toBe('not-command')
    expect(parseCommand('/ASK update', '/ask').kind).toBe('command')
  })

  it('works with another command', () => {
    expect(parseCommand('/ai job=9 go', '/ai')).toEqual({
      kind: 'command',
      word: null,
      jobId: '9',
      prompt: 'go',
      gapIds: [],
    })
    expect(parseCommand('/docs-agent go', '/ai').kind).toBe('not-command')
  })

  it.each([
    ['no prompt', '/docs-agent'],
    ['a blank prompt', '/docs-agent   \n  \n'],
    ['only a job', '/docs-agent job=abc'],
    ['only a job and invisible characters', '/docs-agent job=abc \u200b\u0000'],
  ])('refuses a command with %s, saying how to write one', (_name, body) => {
    const result = parseCommand(body, CMD)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && result.reason).toContain('/docs-agent Fix the typo')
  })

  it.each([
    ['an empty job', '/docs-agent job= update'],
    ['a job with a slash', '/docs-agent job=a/b update'],
    ['a job with a mention', '/docs-agent job=@octocat update'],
    ['a job with a hidden character', '/docs-agent job=ab\u200bc update'],
    ['a job id too long', `/docs-agent job=${'a'.repeat(201)} update`],
  ])('refuses %s', (_name, body) => {
    const result = parseCommand(body, CMD)
    expect(result.kind).toBe('invalid')
    expect(result.kind === 'invalid' && result.reason).toContain('job=')
  })

  it('accepts a job id of 200 characters', () => {
    const id = 'a'.repeat(200)
    expect(parseCommand(`/docs-agent job=${id} go`, CMD)).toMatchObject({ jobId: id })
  })

  it('accepts a prompt of 20,000 characters and refuses a longer one', () => {
    const ok = parseCommand(`/docs-agent ${'x'.repeat(20_000)}`, CMD)
    expect(ok.kind === 'command' && ok.prompt.length).toBe(20_000)
    const tooLong = parseCommand(`/docs-agent ${'x'.repeat(20_001)}`, CMD)
    expect(tooLong).toEqual({
      kind: 'invalid',
      reason: 'the instruction is 20001 characters long; the limit is 20000',
    })
  })

  it('counts the prompt after removing invisible characters', () => {
    const body = `/docs-agent ${'x'.repeat(20_000)}${'\u200b'.repeat(100)}`
    expect(parseCommand(body, CMD).kind).toBe('command')
  })

  it('keeps the reason for a bad job inert in Markdown', () => {
    const result = parseCommand('/docs-agent job=`rm\u202e` go', CMD)
    expect(result.kind).toBe('invalid')
    const reason = result.kind === 'invalid' ? result.reason : ''
    expect(reason).not.toContain('\u202e')
    expect(reason).toContain("'rm'")
  })
})

describe('usageHelp', () => {
  it('shows the command, the job argument, the words and an example', () => {
    const help = usageHelp('/ai', { createJob: 'if-missing', who: 'people with write permission' })
    expect(help).toContain('`/ai job=<id> <instruction>`')
    expect(help).toContain('`/ai new <instruction>`')
    expect(help).toContain('`/ai status`')
    expect(help).toContain('`/ai help`')
    expect(help).toContain('with none, a new job is started')
    expect(help).toContain('Who may use it: people with write permission.')
    expect(help).not.toContain('/docs-agent')
  })

  it('leaves out `new` where the workflow never creates jobs', () => {
    const help = usageHelp('/ai', { createJob: 'never' })
    expect(help).not.toContain('new')
    expect(help).not.toContain('Who may use it')
  })
})
