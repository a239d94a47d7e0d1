import { describe, expect, it } from 'vitest'
import { InputError } from '../src/errors.ts'
import { parseDuration } from '../src/lib/duration.ts'
import { INPUTS } from '../src/interface/inputs.ts'
import { isLoopbackHost, parseSettings, type Settings } from '../src/settings.ts'
import type { MessageSettings } from '../src/flows/message/settings.ts'
import type { VisitorsSettings } from '../src/flows/visitors/settings.ts'
import { settingsOf } from './helpers/settings.ts'

// A Wednesday afternoon, UTC.
const NOW = new Date('2026-03-18T15:04:05Z')
const KEY = 'mint_admin_0123456789abcdef'
const BASE = { 'api-key': KEY, 'project-id': 'proj_123' }

function parse(values: Record<string, string>, now: Date = NOW): Settings {
  return parseSettings((name) => values[name] ?? '', now)
}

function message(values: Record<string, string>): MessageSettings {
  const all: Record<string, string> = { ...BASE, ...values }
  return settingsOf('message', (name) => all[name] ?? '', NOW).message
}

function visitors(values: Record<string, string>, now: Date = NOW): VisitorsSettings {
  const all: Record<string, string> = { ...BASE, ...values }
  return settingsOf('visitors', (name) => all[name] ?? '', now).visitors
}

/** The InputError thrown for `values`; fails the test when nothing is thrown. */
function errorFor(values: Record<string, string>, now: Date = NOW): InputError {
  try {
    parse(values, now)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return error as InputError
  }
  throw new Error(`no error for ${JSON.stringify(values)}`)
}

/** Asserts that `values` are refused, naming `input` and the `got` value in the message. */
function expectRefused(values: Record<string, string>, input: string, got: string): InputError {
  const error = errorFor(values)
  expect(error.input).toBe(input)
  expect(error.message).toContain(`input '${input}' `)
  expect(error.message).toContain(`(got '${got}')`)
  return error
}

describe('settings: common inputs', () => {
  it('reads the required inputs and the defaults', () => {
    const settings = parse(BASE)
    expect(settings).toMatchObject({
      apiKey: KEY,
      projectId: 'proj_123',
      mode: 'message',
      baseUrl: 'https://api.mintlify.com',
      githubToken: '',
      warnings: [],
    })
  })

  it('trims the api key and the project id', () => {
    const settings = parse({ 'api-key': `  ${KEY}\n`, 'project-id': ' proj ' })
    expect(settings.apiKey).toBe(KEY)
    expect(settings.projectId).toBe('proj')
  })

  it.each([
    ['absent', {}],
    ['empty', { 'api-key': '' }],
    ['white space only', { 'api-key': ' \n\t ' }],
  ])('refuses an api key that is %s', (_name, values) => {
    expectRefused({ 'project-id': 'p', ...values }, 'api-key', '')
  })

  it('refuses an api key with white space inside, without showing the key', () => {
    const error = errorFor({ 'api-key': 'mint_secret part2', 'project-id': 'p' })
    expect(error.input).toBe('api-key')
    expect(error.message).not.toContain('mint_secret')
    expect(error.message).not.toContain('part2')
  })

  it.each([
    ['mint_dsc_abcdef', /assistant API key.*mint_dsc_/],
    ['mint_us_abcdef', /index API key.*mint_us_/],
    ['sk-abcdef', /does not start with 'mint_'/],
  ])('warns about the key kind of %s', (key, warning) => {
    const settings = parse({ ...BASE, 'api-key': key })
    expect(settings.warnings).toHaveLength(1)
    expect(settings.warnings[0]).toMatch(warning)
    expect(settings.warnings[0]).not.toContain(key)
  })

  it.each(['mint_abc', 'mint_dscx_abc', 'mint_usx'])('does not warn about admin key %s', (key) => {
    expect(parse({ ...BASE, 'api-key': key }).warnings).toEqual([])
  })

  it.each([
    ['', ''],
    ['a/b', 'a/b'],
    ['a b', 'a b'],
    ['a\\b', 'a\\b'],
    ['a?b', 'a?b'],
    ['a#b', 'a#b'],
    ['..', '..'],
  ])('refuses project-id %j', (value, got) => {
    expectRefused({ ...BASE, 'project-id': value }, 'project-id', got)
  })

  it.each([
    ['', 'message'],
    ['message', 'message'],
    ['VISITORS', 'visitors'],
    ['Visitors', 'visitors'],
  ])('reads mode %j as %s', (value, mode) => {
    expect(parse({ ...BASE, mode: value }).mode).toBe(mode)
  })

  it('refuses an unknown mode, listing the modes', () => {
    const error = expectRefused({ ...BASE, mode: 'export' }, 'mode', 'export')
    expect(error.message).toContain('message, visitors')
  })

  it.each([
    ['', 'https://api.mintlify.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com/proxy/platform//', 'https://api.example.com/proxy/platform'],
    ['HTTPS://API.Example.COM', 'https://api.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://127.200.3.4/', 'http://127.200.3.4'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://LOCALHOST', 'http://localhost'],
    ['http://[::1]:9000/', 'http://[::1]:9000'],
    ['https://10.0.0.1:8443', 'https://10.0.0.1:8443'],
  ])('accepts base-url %j', (value, expected) => {
    expect(parse({ ...BASE, 'base-url': value }).baseUrl).toBe(expected)
  })

  it.each([
    'http://api.example.com',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://[::2]',
    'ftp://api.example.com',
    'file:///etc/passwd',
    'api.example.com',
    'not a url',
    'https://api.example.com/?key=1',
    'https://api.example.com/#top',
    'https://api.example.com/?',
  ])('refuses base-url %j', (value) => {
    expectRefused({ ...BASE, 'base-url': value }, 'base-url', value)
  })

  it('refuses credentials in base-url without echoing them', () => {
    const error = errorFor({ ...BASE, 'base-url': 'https://user:hunter2@api.example.com' })
    expect(error.input).toBe('base-url')
    expect(error.message).not.toContain('hunter2')
  })

  it('keeps the github token, which may be empty', () => {
    expect(parse({ ...BASE, 'github-token': ' ghs_abc ' }).githubToken).toBe('ghs_abc')
  })
})

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['LocalHost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['[::1]', true],
    ['::1', true],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['localhost.example.com', false],
    ['example.com', false],
    ['0.0.0.0', false],
    ['', false],
  ])('%j → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected)
  })
})

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1h30m', 5_400_000],
    ['1h0m5s', 3_605_000],
    ['2m30s', 150_000],
    ['600', 600_000],
    ['0', 0],
    ['1H30M', 5_400_000],
    [' 10s ', 10_000],
    ['7d', 7 * 86_400_000],
    ['1d12h', 36 * 3_600_000],
  ])('%j → %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms)
  })

  it.each([
    '',
    '5 parsecs',
    '1.5h',
    '-5s',
    '30m1h',
    '1h 30m',
    's',
    '10 s',
    '1h1d',
    '1w',
    '1e3',
    'abc',
  ])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeUndefined()
  })
})

describe('settings: message mode', () => {
  it('has the documented defaults', () => {
    expect(message({})).toEqual({
      jobId: undefined,
      prompt: undefined,
      command: '/docs-agent',
      minPermission: 'write',
      allowedUsers: [],
      allowedBots: [],
      wait: true,
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 10_000,
      ifBusy: 'wait',
      // An absent fail-on reads as empty; the runner supplies the default from action.yml.
      failOn: [],
      issueNumber: undefined,
      createJob: 'if-missing',
      context: 'auto',
    })
  })

  it.each([
    [
      'create-job',
      'sometimes',
      /input 'create-job' must be one of if-missing, always, never \(got 'sometimes'\)/,
    ],
    ['context', 'full', /input 'context' must be one of auto, always, none \(got 'full'\)/],
  ])('refuses %s: %s', (name, value, error) => {
    expect(() => message({ [name]: value })).toThrow(error)
  })

  it('reads create-job and context case-insensitively', () => {
    expect(message({ 'create-job': 'Always', context: 'NONE' })).toMatchObject({
      createJob: 'always',
      context: 'none',
    })
  })

  it('reads the fail-on default as action.yml declares it', () => {
    expect(message({ 'fail-on': INPUTS['fail-on'].default }).failOn).toEqual([
      'failed',
      'timed-out',
      'error',
    ])
  })

  it.each(['abc123', 'job_1.2-3', 'A'.repeat(200)])('accepts job-id %j', (id) => {
    expect(message({ 'job-id': id }).jobId).toBe(id)
  })

  it.each(['has space', 'a/b', 'x'.repeat(201), 'job;rm', 'ünïcode'])('refuses job-id %j', (id) => {
    const got = id.length > 80 ? `${id.slice(0, 79)}…` : id
    expectRefused({ ...BASE, 'job-id': id }, 'job-id', got)
  })

  it('trims the prompt and treats an empty one as absent', () => {
    expect(message({ prompt: '  Fix the typo.\n' }).prompt).toBe('Fix the typo.')
    expect(message({ prompt: ' \n ' }).prompt).toBeUndefined()
  })

  it('refuses a prompt over 20,000 characters', () => {
    expectRefused({ ...BASE, prompt: 'x'.repeat(20_001) }, 'prompt', '20001 characters')
    expect(message({ prompt: 'x'.repeat(20_000) }).prompt).toHaveLength(20_000)
  })

  it.each(['/docs-agent', '/ask', '/Docs.Agent_2'])('accepts command %j', (command) => {
    expect(message({ command }).command).toBe(command)
  })

  it.each(['docs-agent', '/docs agent', '/', 'x/docs', '/docs\u0000'])(
    'refuses command %j',
    (command) => {
      expectRefused({ ...BASE, command }, 'command', command)
    },
  )

  it.each([
    ['read', 'read'],
    ['triage', 'triage'],
    ['write', 'write'],
    ['Maintain', 'maintain'],
    ['ADMIN', 'admin'],
  ])('accepts min-permission %j', (value, expected) => {
    expect(message({ 'min-permission': value }).minPermission).toBe(expected)
  })

  it.each(['owner', 'none', 'pull'])('refuses min-permission %j, listing the levels', (value) => {
    const error = expectRefused({ ...BASE, 'min-permission': value }, 'min-permission', value)
    expect(error.message).toContain('read, triage, write, maintain, admin')
  })

  it('reads allowed-users separated by commas and newlines, lower-cased and unique', () => {
    expect(
      message({ 'allowed-users': 'Octocat, monalisa\n\n  hubot-2 ,octocat,' }).allowedUsers,
    ).toEqual(['octocat', 'monalisa', 'hubot-2'])
  })

  it.each([
    ['-octocat', '-octocat'],
    ['octo cat', 'octo cat'],
    ['a'.repeat(40), 'a'.repeat(40)],
    ['@octocat', '@octocat'],
    ['octo_cat', 'octo_cat'],
  ])('refuses allowed-users entry %j', (value, got) => {
    expectRefused({ ...BASE, 'allowed-users': `good, ${value}` }, 'allowed-users', got)
  })

  it('points a bot in allowed-users to allowed-bots', () => {
    const error = expectRefused(
      { ...BASE, 'allowed-users': 'renovate[bot]' },
      'allowed-users',
      'renovate[bot]',
    )
    expect(error.message).toContain("'allowed-bots'")
  })

  it('reads allowed-bots', () => {
    expect(
      message({ 'allowed-bots': 'Renovate[bot]\ngithub-actions[bot], dependabot[bot]' })
        .allowedBots,
    ).toEqual(['renovate[bot]', 'github-actions[bot]', 'dependabot[bot]'])
  })

  it.each(['renovate', 'renovate[bot] x', '[bot]', 'bot]'])(
    'refuses allowed-bots entry %j',
    (v) => {
      expectRefused({ ...BASE, 'allowed-bots': v }, 'allowed-bots', v)
    },
  )

  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['1', true],
    ['false', false],
    ['No', false],
    ['0', false],
  ])('reads wait %j as %s', (value, expected) => {
    expect(message({ wait: value }).wait).toBe(expected)
  })

  it.each(['maybe', 'on', '2'])('refuses wait %j, naming the accepted words', (value) => {
    const error = expectRefused({ ...BASE, wait: value }, 'wait', value)
    expect(error.message).toContain('true or false')
    expect(error.message).toContain('yes/no')
  })

  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h30m', 5_400_000],
    ['600', 600_000],
    ['1s', 1000],
    ['6h', 6 * 3_600_000],
  ])('reads timeout %j', (value, ms) => {
    expect(message({ timeout: value, 'poll-interval': '1s' }).timeoutMs).toBe(ms)
  })

  it.each(['5 parsecs', '0', '0s', '6h1s', '7h', '1.5h', 'soon'])('refuses timeout %j', (v) => {
    const error = expectRefused({ ...BASE, timeout: v }, 'timeout', v)
    expect(error.message).toContain('1s to 6h')
  })

  it.each([
    ['1s', 1000],
    ['10m', 600_000],
    ['45', 45_000],
  ])('reads poll-interval %j', (value, ms) => {
    expect(message({ 'poll-interval': value }).pollIntervalMs).toBe(ms)
  })

  it.each(['0', '11m', '601', 'often'])('refuses poll-interval %j', (value) => {
    const error = expectRefused({ ...BASE, 'poll-interval': value }, 'poll-interval', value)
    expect(error.message).toContain('1s to 10m')
  })

  it('refuses a poll interval longer than the timeout', () => {
    const error = expectRefused(
      { ...BASE, timeout: '30s', 'poll-interval': '1m' },
      'poll-interval',
      '1m',
    )
    expect(error.message).toContain("'timeout' (30s)")
    expect(message({ timeout: '30s', 'poll-interval': '30s' }).pollIntervalMs).toBe(30_000)
  })

  it('checks the default poll interval against a short timeout', () => {
    expectRefused({ ...BASE, timeout: '5s' }, 'poll-interval', '10s')
  })

  it.each([
    ['wait', 'wait'],
    ['SEND', 'send'],
    ['fail', 'fail'],
  ])('reads if-busy %j', (value, expected) => {
    expect(message({ 'if-busy': value }).ifBusy).toBe(expected)
  })

  it('refuses an unknown if-busy', () => {
    const error = expectRefused({ ...BASE, 'if-busy': 'queue' }, 'if-busy', 'queue')
    expect(error.message).toContain('wait, send, fail')
  })

  it.each([
    ['failed,timed-out,error', ['failed', 'timed-out', 'error']],
    ['Failed, ARCHIVED\ncancelled', ['failed', 'archived', 'cancelled']],
    ['rejected,rejected', ['rejected']],
    ['', []],
    ['none', []],
    [' , ', []],
  ])('reads fail-on %j', (value, expected) => {
    expect(message({ 'fail-on': value }).failOn).toEqual(expected)
  })

  it('refuses an unknown outcome in fail-on, listing the outcomes', () => {
    const error = expectRefused({ ...BASE, 'fail-on': 'failed,timeout' }, 'fail-on', 'timeout')
    expect(error.message).toContain('timed-out')
  })

  it.each([
    ['', undefined],
    ['1', 1],
    ['4242', 4242],
  ])('reads issue-number %j', (value, expected) => {
    expect(message({ 'issue-number': value }).issueNumber).toBe(expected)
  })

  it.each(['0', '-3', '#12', '1.5', 'abc', '99999999999999999'])('refuses issue-number %j', (v) => {
    expectRefused({ ...BASE, 'issue-number': v }, 'issue-number', v)
  })

  it('does not read visitors inputs in message mode', () => {
    const settings = parse({
      ...BASE,
      'page-size': '300',
      period: 'yesterday',
      'date-from': 'soon',
      'output-format': 'xml',
    })
    expect(settings.mode).toBe('message')
    expect('visitors' in settings).toBe(false)
  })
})

describe('settings: visitors mode', () => {
  it('has the documented defaults', () => {
    expect(visitors({})).toEqual({
      window: {
        dateFrom: '2026-02-16',
        dateTo: '2026-03-18',
        source: { kind: 'period', period: '30d' },
      },
      pageSize: 250,
      maxPages: 100,
      compare: false,
      outputFile: undefined,
      outputFormat: 'json',
      top: 10,
      reportIssue: undefined,
    })
  })

  it('does not read message inputs in visitors mode', () => {
    const settings = parse({ ...BASE, mode: 'visitors', timeout: '5 parsecs', command: 'x' })
    expect(settings.mode).toBe('visitors')
    expect('message' in settings).toBe(false)
  })

  it.each([
    ['2026-01-01', '2026-02-01'],
    ['2024-02-29', '2024-03-01'],
    ['2026-01-01T00:00:00Z', '2026-01-08T12:30:00+02:00'],
    ['2026-01-01T10:00Z', '2026-01-01T10:00:00.123-05:30'],
    ['2025-12-31', '2026-01-01T00:00:01Z'],
  ])('sends dates %s → %s unchanged', (from, to) => {
    expect(visitors({ 'date-from': from, 'date-to': to }).window).toEqual({
      dateFrom: from,
      dateTo: to,
      source: { kind: 'dates' },
    })
  })

  it.each([
    'yesterday',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-1-5',
    '20260105',
    '2026-01-05T10:00:00',
    '2026-01-05T25:00:00Z',
    '2026-01-05T10:60:00Z',
    '2026-01-05 10:00:00Z',
    '2026-01-05T10:00:00+0200',
  ])('refuses date-from %j', (value) => {
    expectRefused(
      { ...BASE, mode: 'visitors', 'date-from': value, 'date-to': '2026-03-01' },
      'date-from',
      value,
    )
  })

  it('refuses an invalid date-to', () => {
    expectRefused(
      { ...BASE, mode: 'visitors', 'date-from': '2026-01-01', 'date-to': '2026-02-30' },
      'date-to',
      '2026-02-30',
    )
  })

  it.each([
    ['2026-02-01', '2026-01-01'],
    ['2026-01-01', '2026-01-01'],
    ['2026-01-01T12:00:00Z', '2026-01-01T13:00:00+01:00'],
  ])('refuses date-from %s not before date-to %s', (from, to) => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', 'date-from': from, 'date-to': to },
      'date-from',
      from,
    )
    expect(error.message).toContain("before 'date-to'")
  })

  it('ends a lone date-from today (UTC, exclusive)', () => {
    expect(visitors({ 'date-from': '2026-03-01' }).window).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-18',
      source: { kind: 'dates' },
    })
  })

  it('refuses a lone date-from of today', () => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', 'date-from': '2026-03-18' },
      'date-from',
      '2026-03-18',
    )
    expect(error.message).toContain('today')
  })

  it('asks for date-from or period when date-to is alone', () => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', 'date-to': '2026-03-01' },
      'date-from',
      '',
    )
    expect(error.message).toContain("'period'")
  })

  it.each([
    ['7d', '2026-03-11', '2026-03-18', '7d'],
    ['30D', '2026-02-16', '2026-03-18', '30d'],
    ['1d', '2026-03-17', '2026-03-18', '1d'],
    ['366d', '2025-03-17', '2026-03-18', '366d'],
    ['2w', '2026-03-04', '2026-03-18', '2w'],
    ['52w', '2025-03-19', '2026-03-18', '52w'],
    ['last-week', '2026-03-09', '2026-03-16', 'last-week'],
    ['Last-Month', '2026-02-01', '2026-03-01', 'last-month'],
  ])('computes period %s', (period, dateFrom, dateTo, normalised) => {
    expect(visitors({ period }).window).toEqual({
      dateFrom,
      dateTo,
      source: { kind: 'period', period: normalised },
    })
  })

  it.each([
    ['2026-03-16T00:00:00Z', '2026-03-09', '2026-03-16'],
    ['2026-03-22T23:59:59Z', '2026-03-09', '2026-03-16'],
    ['2026-03-23T00:00:00Z', '2026-03-16', '2026-03-23'],
  ])('computes last-week on %s from Monday to Monday', (now, dateFrom, dateTo) => {
    expect(visitors({ period: 'last-week' }, new Date(now)).window).toMatchObject({
      dateFrom,
      dateTo,
    })
  })

  it('computes last-month across a year', () => {
    expect(
      visitors({ period: 'last-month' }, new Date('2026-01-05T08:00:00Z')).window,
    ).toMatchObject({ dateFrom: '2025-12-01', dateTo: '2026-01-01' })
  })

  it('uses the UTC day, not the local one', () => {
    expect(visitors({ period: '1d' }, new Date('2026-03-18T23:59:59-05:00')).window).toMatchObject({
      dateFrom: '2026-03-18',
      dateTo: '2026-03-19',
    })
  })

  it.each(['0d', '367d', '0w', '53w', '30', 'd', 'last-year', '1 week', '-7d', 'yesterday'])(
    'refuses period %j',
    (period) => {
      expectRefused({ ...BASE, mode: 'visitors', period }, 'period', period)
    },
  )

  it.each<Record<string, string>>([
    { 'date-from': '2026-01-01' },
    { 'date-to': '2026-01-01' },
    { 'date-from': '2026-01-01', 'date-to': '2026-02-01' },
  ])('refuses period together with %j', (dates) => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', period: '7d', ...dates },
      'period',
      '7d',
    )
    expect(error.message).toContain("'date-from'")
  })

  it.each([
    ['page-size', '1', 1],
    ['page-size', '250', 250],
    ['max-pages', '1', 1],
    ['max-pages', '1000', 1000],
    ['top', '1', 1],
    ['top', '100', 100],
  ])('accepts %s %j', (input, value, expected) => {
    const settings = visitors({ [input]: value })
    const key = ({ 'page-size': 'pageSize', 'max-pages': 'maxPages', top: 'top' } as const)[
      input as 'page-size' | 'max-pages' | 'top'
    ]
    expect(settings[key]).toBe(expected)
  })

  it.each([
    ['page-size', '300', 'from 1 to 250'],
    ['page-size', '0', 'from 1 to 250'],
    ['page-size', '251', 'from 1 to 250'],
    ['page-size', 'abc', 'from 1 to 250'],
    ['page-size', '2.5', 'from 1 to 250'],
    ['page-size', '-1', 'from 1 to 250'],
    ['page-size', '1e2', 'from 1 to 250'],
    ['max-pages', '0', 'from 1 to 1000'],
    ['max-pages', '1001', 'from 1 to 1000'],
    ['top', '0', 'from 1 to 100'],
    ['top', '101', 'from 1 to 100'],
  ])('refuses %s %j', (input, value, range) => {
    const error = expectRefused({ ...BASE, mode: 'visitors', [input]: value }, input, value)
    expect(error.message).toBe(`input '${input}' must be an integer ${range} (got '${value}')`)
  })

  it.each([
    ['yes', true],
    ['true', true],
    ['false', false],
    ['0', false],
  ])('reads compare %j', (value, expected) => {
    expect(visitors({ compare: value }).compare).toBe(expected)
  })

  it('refuses compare "sometimes"', () => {
    expectRefused({ ...BASE, mode: 'visitors', compare: 'sometimes' }, 'compare', 'sometimes')
  })

  it.each([
    ['', '', undefined, 'json'],
    ['out/visitors.csv', '', 'out/visitors.csv', 'csv'],
    ['out/visitors.CSV', '', 'out/visitors.CSV', 'csv'],
    ['visitors.ndjson', '', 'visitors.ndjson', 'ndjson'],
    ['visitors.jsonl', '', 'visitors.jsonl', 'ndjson'],
    ['visitors.json', '', 'visitors.json', 'json'],
    ['visitors.txt', '', 'visitors.txt', 'json'],
    ['visitors.txt', 'CSV', 'visitors.txt', 'csv'],
    ['visitors.csv', 'CSV', 'visitors.csv', 'csv'],
    ['', 'jsonl', undefined, 'ndjson'],
  ])('reads output-file %j with output-format %j', (file, format, outputFile, outputFormat) => {
    expect(visitors({ 'output-file': file, 'output-format': format })).toMatchObject({
      outputFile,
      outputFormat,
    })
  })

  it('refuses an unknown output-format', () => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', 'output-format': 'xml' },
      'output-format',
      'xml',
    )
    expect(error.message).toContain('json, csv, ndjson')
  })

  it('reads report-issue up to 256 characters', () => {
    expect(visitors({ 'report-issue': ' Docs visitors ' }).reportIssue).toBe('Docs visitors')
    expect(visitors({ 'report-issue': 'x'.repeat(256) }).reportIssue).toHaveLength(256)
    expect(errorFor({ ...BASE, mode: 'visitors', 'report-issue': 'x'.repeat(257) }).input).toBe(
      'report-issue',
    )
  })

  it.each(['none', 'None', 'NONE', ''])(
    'reads report-issue %j in visitors as no report issue',
    (value) => {
      expect(visitors({ 'report-issue': value }).reportIssue).toBeUndefined()
    },
  )
})

describe('settings: inputs checked together (issue 24)', () => {
  const insights = (values: Record<string, string>): Record<string, string> => ({
    ...BASE,
    mode: 'insights',
    ...values,
  })

  it('refuses auto-fix above 0 with report-issue none, naming the input and both values', () => {
    const error = expectRefused(
      insights({ 'auto-fix': '2', 'report-issue': 'none' }),
      'auto-fix',
      '2',
    )
    expect(error.message).toBe(
      "input 'auto-fix' must be 0 when 'report-issue' is 'none': above 0 it needs a report " +
        'issue, which holds the ids of the gaps it hands over and the state of their jobs ' +
        "(got '2')",
    )
    expect(errorFor(insights({ 'auto-fix': '1', 'report-issue': 'NONE' })).input).toBe('auto-fix')
  })

  it.each(['0', '101', '1.5', 'ten'])('refuses max-requests %j, naming the range', (value) => {
    const error = expectRefused(insights({ 'max-requests': value }), 'max-requests', value)
    expect(error.message).toBe(
      `input 'max-requests' must be an integer from 1 to 100 (got '${value}')`,
    )
  })

  it('reads auto-fix above 0 with a report issue, and auto-fix 0 without one', () => {
    const of = (values: Record<string, string>) =>
      settingsOf('insights', (name) => insights(values)[name] ?? '', NOW).insights
    expect(of({ 'auto-fix': '2' })).toMatchObject({ autoFix: 2, reportIssue: 'Docs insights' })
    expect(of({ 'auto-fix': '0', 'report-issue': 'none' })).toMatchObject({
      autoFix: 0,
      reportIssue: null,
    })
  })

  it.each([
    [
      'g.csv',
      '',
      "must end in .json (or an extension no format uses) when output-format is 'json' (the default): '.csv' is csv, a format this mode does not write",
    ],
    [
      'g.csv',
      'json',
      "when output-format is 'json': '.csv' is csv, a format this mode does not write",
    ],
    [
      'out/g.ndjson',
      'json',
      "must end in .json (or an extension no format uses) when output-format is 'json': '.ndjson' is ndjson",
    ],
    [
      'g.JSON',
      'ndjson',
      "must end in .ndjson or .jsonl (or an extension no format uses) when output-format is 'ndjson': '.json' is json",
    ],
  ])('refuses output-file %j with output-format %j in insights mode', (file, format, says) => {
    const error = expectRefused(
      insights({ 'output-file': file, 'output-format': format }),
      'output-file',
      file,
    )
    expect(error.message).toContain(says)
  })

  it.each([
    ['gaps.json', '', 'json'],
    ['gaps.jsonl', '', 'ndjson'],
    ['gaps.ndjson', 'jsonl', 'ndjson'],
    ['gaps.txt', 'ndjson', 'ndjson'],
    ['gaps', '', 'json'],
  ])('reads output-file %j with output-format %j in insights mode', (file, format, expected) => {
    const all = insights({ 'output-file': file, 'output-format': format })
    expect(settingsOf('insights', (name) => all[name] ?? '', NOW).insights.outputFormat).toBe(
      expected,
    )
  })

  it('applies the same rule in visitors mode, where csv is written', () => {
    const error = expectRefused(
      { ...BASE, mode: 'visitors', 'output-file': 'v.csv', 'output-format': 'json' },
      'output-file',
      'v.csv',
    )
    expect(error.message).toContain("when output-format is 'json': '.csv' is csv")
    expect(error.message).not.toContain('does not write')
    expect(visitors({ 'output-file': 'v.csv' }).outputFormat).toBe('csv')
  })
})

describe('settings: reconcile mode', () => {
  const reconcile = (inputs: Record<string, string>) =>
    settingsOf(
      'reconcile',
      (name) => ({ 'api-key': 'mint_abc', 'project-id': 'p', ...inputs })[name] ?? '',
      new Date('2026-11-23T10:00:00Z'),
    )

  it('has the documented defaults', () => {
    expect(reconcile({}).reconcile).toEqual({ lookbackMs: 7 * 86_400_000, maxJobs: 50 })
  })

  it.each([
    ['lookback', '30m', /input 'lookback' must be a duration from 1h to 90d/],
    ['lookback', '91d', /input 'lookback' must be a duration from 1h to 90d.*\(got '91d'\)/],
    ['max-jobs', '0', /input 'max-jobs' must be .*1.*500.*\(got '0'\)/],
    ['max-jobs', '501', /input 'max-jobs'/],
  ])('refuses %s %j', (name, value, error) => {
    expect(() => reconcile({ [name]: value })).toThrow(error)
  })

  it("does not read the other modes' inputs", () => {
    expect(reconcile({ timeout: 'never', 'page-size': '9999' }).mode).toBe('reconcile')
  })
})
