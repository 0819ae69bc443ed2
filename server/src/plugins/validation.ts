import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

const common = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false } as const

/**
 * The compilers, and what they compiled, are kept for the life of the process: a service builds
 * its app once, but the tests build one per test, and compiling every route's schemas again
 * (and Ajv's own meta-schema, once per Ajv) was a third of each build. A schema is known by its
 * JSON text, so the same route in another app, or the same schema object twice, compiles once.
 */
let compilers: { text: Ajv.default; body: Ajv.default } | undefined
const compiled = new Map<string, ValidateFunction>()

function compile(httpPart: string | undefined, schema: unknown): ValidateFunction {
  const part = httpPart === 'body' ? 'body' : 'text'
  const key = `${part} ${JSON.stringify(schema)}`
  let validate = compiled.get(key)
  if (!validate) {
    compilers ??= {
      text: addFormats.default(new Ajv.default({ ...common, coerceTypes: 'array' })),
      body: addFormats.default(new Ajv.default({ ...common, coerceTypes: false })),
    }
    validate = compilers[part].compile(schema as object)
    compiled.set(key, validate)
  }
  return validate
}

/**
 * Query strings and path parameters arrive as text and are coerced (`limit=10` → 10, a single
 * `metadata=` → an array); JSON bodies are checked exactly as sent, so `{"x": "1"}` is not a number.
 */
export function installValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => compile(httpPart, schema))
}
