import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

/**
 * Query strings and path parameters arrive as text and are coerced (`limit=10` → 10, a single
 * `metadata=` → an array); JSON bodies are checked exactly as sent, so `{"x": "1"}` is not a number.
 */
export function installValidators(app: FastifyInstance): void {
  const common = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false } as const
  const textAjv = addFormats.default(new Ajv.default({ ...common, coerceTypes: 'array' }))
  const bodyAjv = addFormats.default(new Ajv.default({ ...common, coerceTypes: false }))
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? bodyAjv.compile(schema) : textAjv.compile(schema),
  )
}
