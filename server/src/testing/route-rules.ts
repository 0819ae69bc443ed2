import { randomUUID } from 'node:crypto'
import type { Document, OperationSpec } from './openapi-check.ts'

/** A JSON Schema as the served document writes one (OpenAPI 3.1). */
export interface Schema {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  minimum?: number
  maximum?: number
  maxLength?: number
  maxItems?: number
  maxProperties?: number
  propertyNames?: Schema
  required?: string[]
  properties?: Record<string, Schema>
  additionalProperties?: boolean | Schema
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  $ref?: string
}

/** One operation of the document, named as a reader finds it: `GET /datasets`. */
export interface Operation {
  method: string
  path: string
  where: string
  op: OperationSpec
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])

export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ method, path, where: `${method.toUpperCase()} ${path}`, op })),
  )
}

/** The document's own schema behind a `$ref` (`#/components/schemas/Error`), or the schema itself. */
function resolved(doc: Document, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema
  let at: unknown = doc
  for (const part of schema.$ref.replace(/^#\//, '').split('/')) at = (at as Record<string, unknown>)?.[part]
  return at as Schema | undefined
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : [s.type].flat())

/** The query parameters that page through a list (an offset, or a cursor: the last item seen). */
const PAGING = new Set(['limit', 'offset', 'cursor', 'before', 'after', 'page'])
const CURSORS = ['cursor', 'before', 'after']
/** String formats whose values have a fixed length, so a validated value is bounded without maxLength. */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'date'])

/**
 * The rules every operation of the served document keeps, each a bug class that was once fixed
 * route by route (docs/conventions.md#rules-every-route-keeps). Each returns what breaks it, one
 * line per place, so a failure names every route at once.
 */
export const DOCUMENT_RULES: Record<string, (doc: Document) => string[]> = {
  /** The typed client names its methods after them (client/src/generated). */
  'every operation has an operationId, camelCase and unique': (doc) => {
    const seen = new Map<string, string>()
    const out: string[] = []
    for (const { where, op } of operationsOf(doc)) {
      const id = op.operationId ?? ''
      if (!/^[a-z][A-Za-z0-9]*$/.test(id)) out.push(`${where} has no camelCase operationId (${id || 'none'})`)
      else if (seen.has(id)) out.push(`${where} repeats the operationId ${id} of ${seen.get(id)}`)
      seen.set(id, where)
    }
    return out
  },

  /** Clients generated in other languages would force callers to pass them. */
  'a parameter or body field that has a default is not required': (doc) => {
    const out: string[] = []
    for (const { where, op } of operationsOf(doc)) {
      for (const p of op.parameters ?? [])
        if (p.required && p.in !== 'path' && (p.schema as Schema | undefined)?.default !== undefined)
          out.push(`${where}: ${p.in} parameter ${p.name} has a default and is required`)
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
        visit(doc, media.schema as Schema | undefined, `body (${type})`, (s, at) => {
          for (const name of s.required ?? [])
            if (s.properties?.[name]?.default !== undefined)
              out.push(`${where}: ${at}.${name} has a default and is required`)
        })
    }
    return out
  },

  /** Every error answers `{"detail": string}` (docs/conventions.md#errors), 4xx and 5xx alike. */
  'every error status declares the {detail} body': (doc) => {
    const out: string[] = []
    for (const { where, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^[45]/.test(status)) continue
        const schema = resolved(doc, response.content?.['application/json']?.schema as Schema | undefined)
        const detail = schema?.properties?.['detail']
        if (!schema?.required?.includes('detail') || !detail || !typesOf(detail).includes('string'))
          out.push(`${where} → ${status} declares no {detail} body`)
      }
    }
    return out
  },

  /** A page size or an offset without bounds once reached the database as a number it refused (500). */
  'a paged list documents its bounds': (doc) => {
    const out: string[] = []
    for (const { where, op } of pagedLists(doc)) {
      const query = new Map(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema as Schema]),
      )
      const limit = query.get('limit')
      if (!limit) out.push(`${where} pages without a limit`)
      else if (!((limit.minimum ?? 0) >= 1) || limit.maximum === undefined)
        out.push(`${where}: limit needs a minimum of at least 1 and a maximum`)
      const offset = query.get('offset')
      if (offset && (offset.minimum !== 0 || offset.maximum === undefined))
        out.push(`${where}: offset needs a minimum of 0 and a maximum`)
      for (const name of CURSORS) {
        const cursor = query.get(name)
        if (!cursor) continue
        const bounded = typesOf(cursor).includes('string')
          ? cursor.maxLength !== undefined
          : cursor.minimum !== undefined
        if (!bounded)
          out.push(`${where}: the cursor ${name} needs a bound (a minimum, or a string's maxLength)`)
      }
    }
    return out
  },

  /** What a request may send is bounded in the document, so neither side meets an endless list. */
  'every string, array and map a request takes is bounded': (doc) => {
    const out: string[] = []
    for (const { where, op } of operationsOf(doc)) {
      const inputs: [string, Schema | undefined][] = [
        ...(op.parameters ?? []).map((p): [string, Schema | undefined] => [
          `${p.in} ${p.name}`,
          p.schema as Schema,
        ]),
        ...Object.entries(op.requestBody?.content ?? {}).map(
          ([type, media]): [string, Schema | undefined] => [
            `body (${type})`,
            media.schema as Schema | undefined,
          ],
        ),
      ]
      for (const [name, schema] of inputs)
        visit(doc, schema, name, (s, at) => {
          const types = typesOf(s)
          if (
            types.includes('string') &&
            s.maxLength === undefined &&
            s.enum === undefined &&
            s.const === undefined &&
            s.format !== 'binary' &&
            !FIXED_LENGTH_FORMATS.has(s.format ?? '')
          )
            out.push(`${where}: the string ${at} has no maxLength`)
          if (types.includes('array') && s.maxItems === undefined)
            out.push(`${where}: the array ${at} has no maxItems`)
          if (
            typeof s.additionalProperties === 'object' &&
            (s.maxProperties === undefined || s.propertyNames?.maxLength === undefined)
          )
            out.push(`${where}: the map ${at} needs a maxProperties and its keys a maxLength (propertyNames)`)
        })
    }
    return out
  },
}

/**
 * The operations that page through a list: a GET that answers an array (itself or as one of its
 * fields) and takes a paging parameter (limit, offset, or a cursor).
 */
export function pagedLists(doc: Document): Operation[] {
  return operationsOf(doc).filter(({ method, op }) => {
    if (method !== 'get' || !op.parameters?.some((p) => p.in === 'query' && PAGING.has(p.name))) return false
    const body = resolved(
      doc,
      op.responses?.['200']?.content?.['application/json']?.schema as Schema | undefined,
    )
    if (!body) return false
    return [body, ...Object.values(body.properties ?? {})].some((s) =>
      typesOf(resolved(doc, s) ?? {}).includes('array'),
    )
  })
}

/** Calls `fn` on a schema and every schema inside it, with a path that names where it is. */
function visit(
  doc: Document,
  schema: Schema | undefined,
  at: string,
  fn: (s: Schema, at: string) => void,
): void {
  const s = resolved(doc, schema)
  if (!s || typeof s !== 'object') return
  fn(s, at)
  for (const [name, child] of Object.entries(s.properties ?? {})) visit(doc, child, `${at}.${name}`, fn)
  if (s.items) visit(doc, s.items, `${at}[]`, fn)
  if (typeof s.additionalProperties === 'object') visit(doc, s.additionalProperties, `${at}.*`, fn)
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const [i, child] of (s[key] ?? []).entries()) visit(doc, child, `${at}(${key} ${i})`, fn)
}

/** Who can call what: an API key, the admin key, a signed-in person's session headers. */
export interface Callers {
  apiKey: string
  adminKey: string
  /** Headers of a console write: cookie, CSRF token, Origin. */
  session: Record<string, string>
}

/** Headers that pass an operation's security: none for a public route. */
export function credentialsFor(op: OperationSpec, callers: Callers): Record<string, string> {
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s as object)))
  if (schemes.has('AdminKey')) return { 'service-admin-key': callers.adminKey }
  if (schemes.has('ApiKey')) return { 'service-api-key': callers.apiKey }
  if (schemes.has('SessionCookie')) return callers.session
  return {}
}

/**
 * The operation's path with its parameters filled in: `values` where given (already
 * URL-encoded), otherwise a fresh uuid where the parameter is one, else `x`.
 */
export function urlFor(path: string, op: OperationSpec, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return values[name]
    const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema as
      | Schema
      | undefined
    return schema?.format === 'uuid' ? randomUUID() : 'x'
  })
}
