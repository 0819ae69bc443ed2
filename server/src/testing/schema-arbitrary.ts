import fc from 'fast-check'

/** The JSON Schema keywords the service's request schemas use. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  [key: string]: unknown
}

/** Text a hostile client sends: huge, control characters, odd Unicode, injections, traversal. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDC00x',
    '🤖',
    '../../etc/passwd',
    "'; drop table datasets; --",
    '<script>alert(1)</script>',
    '%00',
    '%ZZ',
    'null',
    '{}',
    '1e309',
    '-0',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

/** A number a hostile client sends where an integer goes. */
const hostileNumber = fc.constantFrom(
  -1,
  0,
  1,
  2 ** 31,
  2 ** 53 + 1,
  1e20,
  -1e20,
  1.5,
  Number.MAX_SAFE_INTEGER,
)

/**
 * Values for a schema: mostly valid (so requests get past validation and reach the code), with
 * the schema's edges (bounds, formats) and, at `hostility`, anything at all in its place.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(hostileText, hostileNumber, fc.constantFrom(null, true, [], {}))
  return fc.oneof({ weight: 5, arbitrary: validFor(schema ?? {}, depth) }, { weight: 1, arbitrary: wrong })
}

function validFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => validFor(s, depth)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) }),
        hostileText,
      )
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000
      const max = schema.maximum ?? 1_000_000
      return fc.oneof(
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }),
        hostileNumber,
      )
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      if (depth > 3) return fc.constant([])
      return fc.array(valueFor(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'object': {
      if (depth > 3) return fc.constant({})
      const props = schema.properties ?? {}
      const required = new Set(schema.required ?? [])
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueFor(s, depth + 1)])),
        { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
      )
      // Missing required fields and unknown extra ones, now and then.
      return fc.oneof(
        { weight: 6, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              record,
              fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
            )
            .map(([r, extra]) => ({ ...extra, ...(r as object) })),
        },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}
