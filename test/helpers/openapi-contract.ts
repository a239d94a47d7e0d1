/**
 * Holds recorded HTTP exchanges against a published OpenAPI description, with openapi-backend
 * (a maintained validator for OpenAPI 3.0 and 3.1): the operation must exist, the parameters and
 * the JSON body of the request must match it, and the answer's status must be documented for the
 * operation and its JSON body must match that status's schema.
 *
 * GitHub's description is large (every endpoint of the REST API), so `subsetOf` keeps only the
 * operations under test and the components they reach, before the validator compiles anything.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { OpenAPIBackend, type Document } from 'openapi-backend'

/** One request and its answer, as the emulators record them. */
export interface Exchange {
  method: string
  /** Pathname without the base path or the query. */
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  /** Request body as sent ('' for none). */
  body: string
  /** Status answered, null when no answer was written. */
  status: number | null
  /** Body answered. */
  responseBody: string | null
}

export interface Contract {
  /** What is wrong with the request (empty: it matches the description). */
  checkRequest(exchange: Exchange): string[]
  /** What is wrong with the answer (empty: its status is documented and its body matches). */
  checkResponse(exchange: Exchange): string[]
  /** `METHOD /path/{template}` of the operation the exchange matched, or null. */
  operationOf(exchange: Exchange): string | null
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
  })
  await api.init()
  const request = (e: Exchange) => ({
    method: e.method.toLowerCase(),
    path: e.path,
    query: e.query,
    headers: e.headers,
    body: parseBody(e.body),
  })
  const match = (e: Exchange) => api.matchOperation(request(e))
  return {
    operationOf(e) {
      const operation = match(e)
      return operation ? `${operation.method.toUpperCase()} ${operation.path}` : null
    },
    checkRequest(e) {
      const operation = match(e)
      if (!operation) return [`${e.method} ${e.path}: no such operation in the description`]
      const result = api.validateRequest(request(e), operation)
      return (result.errors ?? []).map((error) => describe(e, 'request', error))
    },
    checkResponse(e) {
      const operation = match(e)
      if (!operation) return [`${e.method} ${e.path}: no such operation in the description`]
      if (e.status === null) return [`${e.method} ${e.path}: no answer`]
      const responses = (operation.responses ?? {}) as Json
      if (!(String(e.status) in responses) && !('default' in responses)) {
        const listed = Object.keys(responses).join(', ')
        return [
          `${e.method} ${e.path}: status ${e.status} is not documented (documented: ${listed})`,
        ]
      }
      const body = e.responseBody ? parseBody(e.responseBody) : undefined
      if (body === undefined) return []
      const result = api.validateResponse(body, operation, e.status)
      return (result.errors ?? []).map((error) => describe(e, `answer ${e.status}`, error))
    },
  }
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

function describe(e: Exchange, part: string, error: unknown): string {
  const { instancePath, message, params } = error as {
    instancePath?: string
    message?: string
    params?: unknown
  }
  return `${e.method} ${e.path} ${part}${instancePath ? ` at ${instancePath}` : ''}: ${message ?? 'invalid'} ${JSON.stringify(params ?? {})}`
}

/** A JSON file of the test fixtures. */
export function readJson(url: URL): Json {
  return JSON.parse(readFileSync(url, 'utf8')) as Json
}

/** GitHub's own REST description (api.github.com), from the @octokit/openapi package. */
export function githubDescription(): Json {
  const require = createRequire(import.meta.url)
  const file = require.resolve('@octokit/openapi/generated/api.github.com.json')
  return JSON.parse(readFileSync(file, 'utf8')) as Json
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
    if (!item) throw new Error(`the description has no ${operation}`)
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
