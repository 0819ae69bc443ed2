import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

interface MediaType {
  schema?: unknown
}
interface ResponseSpec {
  content?: Record<string, MediaType>
  headers?: Record<string, unknown>
}
export interface OperationSpec {
  operationId?: string
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[]
  requestBody?: { required?: boolean; content?: Record<string, MediaType> }
  responses?: Record<string, ResponseSpec>
  security?: unknown[]
}
export interface Document {
  paths: Record<string, Record<string, OperationSpec>>
  components?: Record<string, unknown>
}

/**
 * Checks live responses against the served OpenAPI document: the status is one the operation
 * declares, and a JSON body matches the declared schema (Ajv, JSON Schema 2020-12 as OpenAPI
 * 3.1 uses it).
 */
export class DocumentChecker {
  private readonly ajv = addFormats.default(new Ajv2020({ strict: false, allErrors: false }))
  private readonly compiled = new Map<string, ValidateFunction>()

  constructor(readonly doc: Document) {
    this.ajv.addSchema({ $id: 'urn:hangar:openapi', components: doc.components ?? {} })
  }

  /** Every operation: [method, path template, spec]. */
  operations(): [string, string, OperationSpec][] {
    return Object.entries(this.doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [method, path, op] as [string, string, OperationSpec]),
    )
  }

  /** What is wrong with one response; empty when it is as documented. */
  check(
    method: string,
    path: string,
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): string[] {
    const op = this.doc.paths[path]?.[method]
    if (!op) return [`${method} ${path} is not in the document`]
    const where = `${method.toUpperCase()} ${path} → ${res.statusCode}`
    const spec = op.responses?.[String(res.statusCode)] ?? op.responses?.['default']
    if (!spec) return [`${where}: status not declared (${res.body.slice(0, 200)})`]
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
    // HEAD, 204 and 304 carry no body on the wire, whatever the handler returned.
    if (method === 'head' || [204, 304].includes(res.statusCode) || !type.endsWith('json') || res.body === '')
      return []
    const media = spec.content?.[type]
    if (!media) return [`${where}: content type ${type} not declared`]
    if (media.schema === undefined) return []
    let body: unknown
    try {
      body = JSON.parse(res.body)
    } catch {
      return [`${where}: body is not JSON`]
    }
    const validate = this.validator(`${method} ${path} ${res.statusCode} ${type}`, media.schema)
    if (validate(body)) return []
    return [
      `${where}: body does not match its schema: ${this.ajv.errorsText(validate.errors)} in ${res.body.slice(0, 300)}`,
    ]
  }

  private validator(key: string, schema: unknown): ValidateFunction {
    let v = this.compiled.get(key)
    if (!v) {
      const local = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"urn:hangar:openapi#/components/'),
      )
      v = this.ajv.compile(local)
      this.compiled.set(key, v)
    }
    return v
  }
}
