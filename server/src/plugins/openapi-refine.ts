import { MAX_IDEMPOTENCY_KEY_LENGTH, takesIdempotencyKey } from '../idempotency/idempotency-key.ts'

/** The parts of an OpenAPI 3.1 document this module reads and writes. */
interface Operation {
  operationId?: string
  security?: Record<string, string[]>[]
  /** Written inline, or a `$ref` to a shared one (`Idempotency-Key`). */
  parameters?: {
    in?: string
    name?: string
    required?: boolean
    schema?: Schema
    description?: string
    $ref?: string
  }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, Response>
  [key: string]: unknown
}
interface Schema {
  default?: unknown
  required?: string[]
  properties?: Record<string, Schema>
  items?: Schema
  [key: string]: unknown
}
interface Response {
  description?: string
  headers?: Record<string, unknown>
  content?: unknown
  [key: string]: unknown
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>
  components?: {
    schemas?: Record<string, unknown>
    headers?: Record<string, unknown>
    parameters?: Record<string, unknown>
    [key: string]: unknown
  }
  [key: string]: unknown
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string', description: 'Human-readable reason' } },
  title: 'Error',
  description: 'Every error answers with this body.',
}

const errorResponse = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/** What the rate limiter adds to a response (plugins/rate-limit.ts), as response headers. */
const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description: 'What is left of the budget: `"default";r=<remaining>;t=<seconds to reset>`',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The budget: `"default";q=<requests>;w=<window seconds>`',
    schema: { type: 'string' },
  },
}
const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'string', pattern: '^[0-9]+$' },
}

/** The `Idempotency-Key` request header (plugins/idempotency.ts, docs/idempotency.md). */
const IDEMPOTENCY_KEY_PARAMETER = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'Makes retrying this request safe: the first request with a key runs, and for 24 hours the same ' +
    'request (method, path and body) with the same key answers its stored response again with ' +
    '`Idempotent-Replayed: true`, without running twice. Keys belong to the organization and the API key ' +
    'or person using them. Another request with a used key answers 422; while the first still runs, 409 ' +
    'with `Retry-After`. 5xx (and 429) answers are not kept: the key can be retried. A random UUID per ' +
    'operation, reused on each of its retries, is what the typed client sends.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
}
const IDEMPOTENT_REPLAYED_HEADER = {
  description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
}
const IDEMPOTENCY_PARAMETER_REF = { $ref: '#/components/parameters/IdempotencyKey' }
const IDEMPOTENT_REPLAYED_REF = { $ref: '#/components/headers/IdempotentReplayed' }

/**
 * Says in the document what every route does without declaring it one by one, so the document
 * tells the truth (checked against live traffic in openapi-document.test.ts):
 * - a route without security says `security: []` (public), instead of nothing;
 * - a route with parameters or a body can answer 422, one with a body 400, 413 and 415;
 * - a route behind a key or session can answer 401; a rate-limited one 429 with `Retry-After`,
 *   and carries `RateLimit` / `RateLimit-Policy` on every answer;
 * - any route can answer 500 (a bug) and 503 (the database does not answer, or the service is
 *   shutting down);
 * - Fastify's wildcard `/files/*`, published as `/files/{*}` (which no tool can match), becomes
 *   `/files/{path}` with a `path` parameter;
 * - a parameter or body field with a default is optional: validation fills the default in, so
 *   the schema may list it as required (the handler then reads it typed), but a caller may
 *   leave it out, and a client generated from the document must not demand it;
 * - a changing operation of the organization API takes `Idempotency-Key`: the shared parameter,
 *   409 while the key's first request runs, and `Idempotent-Replayed` on the answers it may replay.
 * `unlimited` lists the routes the rate limiter skips, as `get /healthz`.
 */
export function refineDocument(doc: OpenApiDocument, unlimited: ReadonlySet<string>): OpenApiDocument {
  doc.components ??= {}
  doc.components.schemas = { Error: ERROR_SCHEMA, ...doc.components.schemas }
  doc.components.parameters = { ...doc.components.parameters, IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER }
  doc.components.headers = { ...doc.components.headers, IdempotentReplayed: IDEMPOTENT_REPLAYED_HEADER }
  const paths: Record<string, Record<string, Operation>> = {}
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue
      const keyed = takesIdempotencyKey(method, op.security)
      if (keyed) op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_PARAMETER_REF]
      refineOperation(op, !unlimited.has(`${method} ${path}`))
      if (keyed) describeIdempotency(op)
    }
    paths[path.replaceAll('{*}', '{path}')] = item
  }
  doc.paths = paths
  return doc
}

function refineOperation(op: Operation, limited: boolean): void {
  for (const p of op.parameters ?? []) {
    if (p.in === 'path' && p.name === '*') {
      p.name = 'path'
      p.description ??= 'The file path, slashes included'
    }
    if (p.in !== 'path' && p.schema?.default !== undefined) p.required = false
  }
  for (const media of Object.values(op.requestBody?.content ?? {}))
    if (media.schema) media.schema = withOptionalDefaults(media.schema)
  op.security ??= []
  op.responses ??= {}
  const responses = op.responses
  if (op.security.length > 0) responses['401'] ??= errorResponse('No valid API key or session')
  if (op.parameters?.length || op['requestBody'])
    responses['422'] ??= errorResponse('The request is invalid: a parameter or the body fails its schema')
  if (op.parameters?.some((p) => p.in === 'path'))
    responses['414'] ??= errorResponse('A path segment is over 512 characters')
  if (op['requestBody']) {
    responses['400'] ??= errorResponse('The body is not valid JSON')
    responses['413'] ??= errorResponse('The body is too large')
    responses['415'] ??= errorResponse('The body is not application/json')
  }
  if (limited) {
    responses['429'] ??= errorResponse('Too many requests')
    responses['429'].headers = { 'Retry-After': RETRY_AFTER, ...responses['429'].headers }
  }
  responses['500'] ??= errorResponse('Internal server error (a bug; logged with the request id)')
  responses['503'] ??= errorResponse('The database does not answer, or the service is shutting down')
  if (limited) for (const r of Object.values(responses)) r.headers = { ...RATE_LIMIT_HEADERS, ...r.headers }
}

/** What a keyed operation may answer beyond its own (plugins/idempotency.ts). */
function describeIdempotency(op: Operation): void {
  op.responses ??= {}
  const responses = op.responses
  responses['409'] ??= errorResponse('The first request with this Idempotency-Key is still running')
  responses['409'].headers = { 'Retry-After': RETRY_AFTER, ...responses['409'].headers }
  responses['422'] ??= errorResponse(
    'The request is invalid, or its Idempotency-Key was used with another request',
  )
  // Any answer but a 5xx or 429 may be the stored one, sent again.
  for (const [status, r] of Object.entries(responses))
    if (status < '500' && status !== '429')
      r.headers = { ...r.headers, 'Idempotent-Replayed': IDEMPOTENT_REPLAYED_REF }
}

/**
 * A body schema whose objects no longer require a property that has a default. A copy: the
 * route's own schema objects, which validation uses, stay as they are.
 */
function withOptionalDefaults(schema: Schema): Schema {
  const out: Schema = { ...schema }
  if (schema.properties) {
    const props = schema.properties
    out.properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withOptionalDefaults(v)]))
    if (schema.required) out.required = schema.required.filter((name) => props[name]?.default === undefined)
  }
  if (schema.items) out.items = withOptionalDefaults(schema.items)
  return out
}
