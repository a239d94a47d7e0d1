/**
 * Every input of the action, parsed and validated into one typed `Settings` object before any
 * request is made: the common inputs here, the chosen mode's own by its parser (src/modes.ts). An
 * error names the input, what it accepts and what it got.
 */
import { InputError } from './errors.ts'
import { inputReader, MODES } from './interface/inputs.ts'
import { parseChoice } from './interface/parse.ts'
import { MODE_REGISTRY, type Settings } from './modes.ts'
import { CONTROL } from './lib/text.ts'
import type { CommonSettings } from './types.ts'

export type { Settings } from './modes.ts'

/**
 * Parses and validates the common inputs and those of the chosen mode. Inputs of the other modes
 * are not read.
 *
 * @param getInput returns an input's value, '' when absent (as `core.getInput` does).
 * @param now the moment the run started; date windows are computed from it in UTC.
 * @throws InputError for the first invalid input.
 */
export function parseSettings(getInput: (name: string) => string, now: Date): Settings {
  const read = inputReader(getInput)
  const warnings: string[] = []
  const apiKey = parseApiKey(read('api-key'), warnings)
  const projectId = parseProjectId(read('project-id'))
  const mode = parseChoice('mode', read('mode'), MODES)
  const baseUrl = parseBaseUrl(read('base-url'))
  const common: CommonSettings = {
    apiKey,
    projectId,
    baseUrl,
    githubToken: read('github-token'),
    warnings,
  }
  const own: unknown = MODE_REGISTRY[mode].parse(read, now)
  // The registry pairs each mode with its parser, so `own` is that mode's settings.
  return { ...common, mode, [mode]: own } as Settings
}

function parseApiKey(key: string, warnings: string[]): string {
  // The key itself never appears in a message: every `got` here is a description of it.
  if (key === '') {
    throw new InputError('api-key', 'is required: the admin API key of the platform', '')
  }
  if (/\s/.test(key) || CONTROL.test(key)) {
    throw new InputError(
      'api-key',
      'must not contain white space or control characters (check the secret for a pasted newline)',
      'a value with white space, hidden',
    )
  }
  if (key.startsWith('mint_dsc_')) {
    warnings.push(
      "input 'api-key' looks like an assistant API key (it starts with 'mint_dsc_'); this action " +
        "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it",
    )
  } else if (key.startsWith('mint_us_')) {
    warnings.push(
      "input 'api-key' looks like an index API key (it starts with 'mint_us_'); this action " +
        "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it",
    )
  } else if (!key.startsWith('mint_')) {
    warnings.push(
      "input 'api-key' does not start with 'mint_' as admin API keys do; check that it is the " +
        'admin key from the API keys page of the dashboard',
    )
  }
  return key
}

function parseProjectId(id: string): string {
  if (id === '') throw new InputError('project-id', 'is required: the project identifier', '')
  // The id becomes a URL path segment: anything that could change the path is refused.
  if (/[\s/\\?#%]/.test(id) || CONTROL.test(id) || id === '.' || id === '..') {
    throw new InputError(
      'project-id',
      "must be a project identifier without slashes, white space, '?', '#' or '%'",
      id,
    )
  }
  return id
}

function parseBaseUrl(value: string): string {
  const accepts =
    'must be an https:// URL (http:// only for a loopback host) without query or fragment'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError('base-url', accepts, value)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError('base-url', accepts, value)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      'base-url',
      'must use https://; http:// is allowed only for 127.0.0.0/8, localhost or [::1]',
      value,
    )
  }
  // A bare '?' or '#' leaves search/hash empty, so look at the text too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
    throw new InputError('base-url', accepts, value)
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError('base-url', 'must not carry credentials', url.host)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * True for a loopback host as `URL.hostname` spells it: `localhost`, 127.0.0.0/8 in dotted
 * decimal, or `[::1]` (brackets optional).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase()
  if (h === 'localhost' || h === '[::1]' || h === '::1') return true
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h)
  if (!octets) return false
  const parts = octets.slice(1).map(Number)
  return parts[0] === 127 && parts.every((p) => p <= 255)
}
