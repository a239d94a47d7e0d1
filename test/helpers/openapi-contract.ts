/**
 * Holds HTTP requests and answers against a published OpenAPI description, with openapi-backend
 * (a maintained validator for OpenAPI 3.0 and 3.1) and ajv-formats (so `uri`, `date-time` and the
 * other formats the descriptions use are checked, not ignored): the operation must exist, the
 * parameters and the JSON body of the request must match it, and the answer's status must be
 * documented for the operation, its JSON body must match that status's schema and, when its
 * headers are given, its content type and required headers must be the documented ones.
 *
 * GitHub's description is large (every endpoint of the REST API), so `subsetOf` keeps only the
 * operations under test and the components they reach, before the validator compiles anything;
 * scripts/cut-github-openapi.ts uses it to cut the copy vendored in test/fixtures/openapi.
 */
import { readFileSync } from 'node:fs'
import ajvFormats from 'ajv-formats'
import { OpenAPIBackend, type Document } from 'openapi-backend'

/** A request as sent. */
export interface HttpRequest {
  method: string
  /** Pathname without the base path or the query. */
  path: string
  query?: Record<string, string>
  /** Lower-case names. */
  headers?: Record<string, string>
  /** Body as sent ('' or absent for none). */
  body?: string
}

/** An answer as received, to the request `method path`. */
export interface HttpResponse {
  method: string
  path: string
  /** Status answered, null when no answer was written. */
  status: number | null
  /** Lower-case names; when absent, headers are not checked. */
  headers?: Record<string, string>
  /** Body answered ('' or absent for none). */
  body?: string | null
}

/** One request and its answer, as the emulators record them. */
export interface Exchange {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** Request body as sent ('' for none). */
  body: string
  /** Status answered, null when no answer was written. */
  status: number | null
  /** Body answered (null when no answer was written). */
  responseBody: string | null
}

/** The answer half of a recorded exchange (the emulators do not record the answer's headers). */
export function answerOf(e: Exchange): HttpResponse {
  return { method: e.method, path: e.path, status: e.status, body: e.responseBody }
}

export interface Contract {
  /** What is wrong with the request (empty: it matches the description). */
  checkRequest(request: HttpRequest): string[]
  /** What is wrong with the answer (empty: its status is documented and its body matches). */
  checkResponse(response: HttpResponse): string[]
  /** Both, for a recorded exchange. */
  checkExchange(exchange: Exchange): string[]
  /** `METHOD /path/{template}` of the operation the request matches, or null. */
  operationOf(request: { method: string; path: string }): string | null
}

type Json = Record<string, unknown>

/** Loads a description and compiles its validators. */
export async function loadContract(description: Json): Promise<Contract> {
  // The validator finds operations by id; the platform's descriptions give none.
  const definition = structuredClone(description)
  const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
  for (const [path, item] of Object.entries(definition.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      const op = operation as { operationId?: string }
      op.operationId ??= `${method.toUpperCase()} ${path}`
    }
  }
  allowNullWithoutType(definition)
  const api = new OpenAPIBackend({
    definition: definition as unknown as Document,
    // Quick: no check of the document itself against the 3.0 meta-schema (the analytics
    // description is 3.1, which that check refuses), references resolved in memory.
    quick: true,
    strict: true,
    validate: true,
    // Query parameters arrive as text: coerce "250" to 250 before checking `type: integer`.
    coerceTypes: true,
    // The formats only (no formatMinimum keywords, which no description here uses).
    customizeAjv: (ajv) => {
      // A CommonJS module: its plugin is both module.exports and `.default` on it.
      const addFormats = ajvFormats.default
      // One ajv 8 in the tree (a devDependency: ajv-formats' peer), so the types agree.
      addFormats(ajv, { keywords: false })
      // The analytics description's assistant cursor; ajv-formats has no ULID, and an unknown
      // format would be ignored (not checked): Crockford base 32, 26 characters, 48-bit time.
      ajv.addFormat('ulid', /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/)
      return ajv
    },
  })
  await api.init()
  const request = (r: HttpRequest) => ({
    method: r.method.toLowerCase(),
    path: r.path,
    query: r.query ?? {},
    headers: r.headers ?? {},
    body: parseBody(r.body ?? ''),
  })
  const match = (r: { method: string; path: string }) =>
    api.matchOperation({ method: r.method.toLowerCase(), path: r.path, headers: {} })
  const noOperation = (r: { method: string; path: string }) =>
    `${r.method} ${r.path}: no such operation in the description`

  function checkRequest(r: HttpRequest): string[] {
    const operation = match(r)
    if (!operation) return [noOperation(r)]
    const result = api.validateRequest(request(r), operation)
    return (result.errors ?? []).map((error) => describe(r, 'request', error))
  }

  function checkResponse(r: HttpResponse): string[] {
    if ('responseBody' in r) {
      // A recorded exchange's `body` is the request's: passing one here would check the wrong body.
      throw new TypeError('checkResponse takes an answer: use checkExchange or answerOf')
    }
    const operation = match(r)
    if (!operation) return [noOperation(r)]
    if (r.status === null) return [`${r.method} ${r.path}: no answer`]
    const responses = (operation.responses ?? {}) as Record<string, Json>
    const documented = responses[String(r.status)] ?? responses.default
    if (!documented) {
      const listed = Object.keys(responses).join(', ')
      return [`${r.method} ${r.path}: status ${r.status} is not documented (documented: ${listed})`]
    }
    const problems = r.headers ? headerProblems(r, documented, r.headers) : []
    const body = r.body ? parseBody(r.body) : undefined
    if (body === undefined) return problems
    const result = api.validateResponse(body, operation, r.status)
    return [
      ...problems,
      ...(result.errors ?? []).map((error) => describe(r, `answer ${r.status}`, error)),
    ]
  }

  return {
    operationOf(r) {
      const operation = match(r)
      return operation ? `${operation.method.toUpperCase()} ${operation.path}` : null
    },
    checkRequest,
    checkResponse,
    checkExchange: (e) => [...checkRequest(e), ...checkResponse(answerOf(e))],
  }
}

/** The answer's content type and the headers its description marks required. */
function headerProblems(
  r: HttpResponse,
  documented: Json,
  headers: Record<string, string>,
): string[] {
  const problems: string[] = []
  const where = `${r.method} ${r.path} answer ${r.status}`
  const types = Object.keys((documented.content ?? {}) as Json)
  const sent = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (r.body && types.length > 0 && !types.some((type) => type.toLowerCase() === sent)) {
    problems.push(`${where}: content-type "${sent}" is not documented (${types.join(', ')})`)
  }
  for (const [name, header] of Object.entries((documented.headers ?? {}) as Record<string, Json>)) {
    if (header.required === true && headers[name.toLowerCase()] === undefined) {
      problems.push(`${where}: required header ${name} is missing`)
    }
  }
  return problems
}

/**
 * OpenAPI 3.0's `nullable: true` beside `allOf`/`anyOf` and no `type` (GitHub's description has
 * many) is refused by Ajv; `anyOf: [the schema, null]` says the same in a form it takes.
 */
function allowNullWithoutType(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(allowNullWithoutType)
  if (!value || typeof value !== 'object') return
  const schema = value as Json
  for (const inner of Object.values(schema)) allowNullWithoutType(inner)
  if (schema.nullable === true && schema.type === undefined) {
    const { nullable: _, ...rest } = schema
    for (const key of Object.keys(schema)) delete schema[key]
    schema.anyOf = [rest, { type: 'null' }]
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function describe(r: { method: string; path: string }, part: string, error: unknown): string {
  const { instancePath, message, params } = error as {
    instancePath?: string
    message?: string
    params?: unknown
  }
  return `${r.method} ${r.path} ${part}${instancePath ? ` at ${instancePath}` : ''}: ${message ?? 'invalid'} ${JSON.stringify(params ?? {})}`
}

/** A JSON file of the test fixtures. */
export function readJson(url: URL): Json {
  return JSON.parse(readFileSync(url, 'utf8')) as Json
}

/**
 * GitHub's own REST description (api.github.com, from the @octokit/openapi package), cut down to
 * the operations of test/helpers/github-routes.ts: see its `x-provenance` field.
 */
export function githubDescription(): Json {
  return readJson(new URL('../fixtures/openapi/github-rest-cut.json', import.meta.url))
}

/**
 * The description cut down to `operations` (`METHOD /path/{template}`) and the components they
 * reach through `$ref`, transitively.
 */
export function subsetOf(description: Json, operations: readonly string[]): Json {
  const paths = description.paths as Record<string, Record<string, unknown>>
  const kept: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    const [method = '', path = ''] = operation.split(' ')
    const item = paths[path]?.[method.toLowerCase()]
    if (!item) {
      // The vendored cut holds only the routes it was cut for.
      throw new Error(
        `the description has no ${operation} (a new route? re-run scripts/cut-github-openapi.ts)`,
      )
    }
    kept[path] = { ...kept[path], [method.toLowerCase()]: item }
  }
  const components = description.components as Record<string, Record<string, unknown>>
  const reached: Record<string, Record<string, unknown>> = {}
  const pending: unknown[] = [kept]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) pending.push(...value)
    else if (value && typeof value === 'object') {
      const ref = (value as { $ref?: unknown }).$ref
      if (typeof ref === 'string' && ref.startsWith('#/components/')) {
        const [, , kind = '', name = ''] = ref.split('/')
        if (!reached[kind]?.[name]) {
          reached[kind] = { ...reached[kind], [name]: components[kind]?.[name] }
          pending.push(components[kind]?.[name])
        }
      }
      pending.push(...Object.values(value))
    }
  }
  // Only what the operations need: GitHub's webhook descriptions refer to components left out.
  const { openapi, info, servers } = description
  return { openapi, info, servers, paths: kept, components: reached }
}
