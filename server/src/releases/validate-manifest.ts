import { createRequire } from 'node:module'
import type { ErrorObject } from 'ajv/dist/2020.js'
import {
  ManifestRecordSchema,
  type ReleaseManifest,
  ReleaseManifestSchema,
  SHA256_PATTERN,
} from './manifest.schema.ts'

/** One problem in a manifest: where it is (RFC 6901 JSON pointer) and what is wrong, in a sentence. */
export interface ManifestValidationError {
  pointer: string
  message: string
}

/**
 * Outcome of `validateManifest`; `errors` is empty exactly when `valid` is true. `truncated`:
 * more errors exist than the ones listed (the check stopped at its limit).
 */
export interface ManifestValidationResult {
  valid: boolean
  errors: ManifestValidationError[]
  truncated: boolean
}

/**
 * The schema's checks, made at their first use rather than at import: loading Ajv and compiling
 * took about 0.3 s of CPU (at load 12) in every process that loads the release service — every
 * command of the command line — validating nothing.
 */
function checks() {
  compiled ??= compileChecks()
  return compiled
}
let compiled: ReturnType<typeof compileChecks> | undefined

function compileChecks() {
  // Required here, not imported: Ajv is CommonJS, and this function is synchronous.
  const { Ajv2020 } = createRequire(import.meta.url)('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')
  // verbose: the anyOf message is written from the branches, which Ajv only hands over in verbose mode.
  const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true })
  // The same schema in two parts, so that a check can stop after enough errors instead of
  // collecting every error of every record first (100,000 broken records took 15 s that way).
  const {
    $id: _id,
    $schema: _schema,
    ...manifestRest
  } = ReleaseManifestSchema as typeof ReleaseManifestSchema & {
    $id: string
    $schema: string
  }
  return {
    check: ajv.compile(ReleaseManifestSchema),
    checkEnvelope: ajv.compile({
      ...manifestRest,
      properties: { ...ReleaseManifestSchema.properties, records: { type: 'array' } },
    }),
    checkRecord: ajv.compile(ManifestRecordSchema),
  }
}

// Patterns are for machines; people read what they mean.
const PATTERN_MEANINGS: Record<string, string> = {
  [SHA256_PATTERN]: '64 lowercase hexadecimal characters',
}

const TYPE_NAMES: Record<string, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  boolean: 'a boolean',
  number: 'a number',
  integer: 'an integer',
  null: 'null',
}

/**
 * Checks a document against the release manifest schema and reports its problems, ordered by
 * pointer, one message per place and problem. With `maxErrors`, the check stops once it has
 * found more than that many (the manifest's own properties first, then record by record), lists
 * the first `maxErrors` and sets `truncated`. Never throws.
 */
export function validateManifest(
  doc: unknown,
  maxErrors = Number.POSITIVE_INFINITY,
): ManifestValidationResult {
  const { check, checkEnvelope, checkRecord } = checks()
  if (check(doc)) return { valid: true, errors: [], truncated: false }
  const errors = explainAll(checkEnvelope(doc) ? [] : (checkEnvelope.errors ?? []), '')
  const records = (doc as { records?: unknown } | null)?.records
  if (Array.isArray(records)) {
    for (let i = 0; i < records.length && errors.length <= maxErrors; i++) {
      if (!checkRecord(records[i])) errors.push(...explainAll(checkRecord.errors ?? [], `/records/${i}`))
    }
  }
  errors.sort(compareErrors)
  const truncated = errors.length > maxErrors
  return { valid: false, errors: truncated ? errors.slice(0, maxErrors) : errors, truncated }
}

/** Ajv's errors for the value at `prefix` as sentences, one per place and problem. */
function explainAll(raws: ErrorObject[], prefix: string): ManifestValidationError[] {
  const seen = new Set<string>()
  const errors: ManifestValidationError[] = []
  for (const raw of raws) {
    // A failed anyOf is reported once, by its own sentence; its branches' failures are noise.
    if (/\/anyOf\/\d+\//.test(raw.schemaPath)) continue
    const error = explain({ ...raw, instancePath: prefix + raw.instancePath })
    const key = `${error.pointer}\u0000${error.message}`
    if (seen.has(key)) continue
    seen.add(key)
    errors.push(error)
  }
  return errors
}

/** True when `doc` is a valid release manifest; narrows its type. */
export function isReleaseManifest(doc: unknown): doc is ReleaseManifest {
  return checks().check(doc)
}

function explain(error: ErrorObject): ManifestValidationError {
  const at = error.instancePath
  const where = at === '' ? 'the manifest' : at.slice(1)
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required': {
      const name = String(params['missingProperty'])
      return { pointer: child(at, name), message: `${where} is missing the required property ${quote(name)}` }
    }
    case 'additionalProperties': {
      const name = String(params['additionalProperty'])
      return { pointer: child(at, name), message: `${where} has an unknown property ${quote(name)}` }
    }
    case 'type':
      return { pointer: at, message: `${where} must be ${typeName(params['type'])}` }
    case 'enum':
      return {
        pointer: at,
        message: `${where} must be one of ${(params['allowedValues'] as unknown[]).join(', ')}`,
      }
    case 'minLength': {
      const limit = Number(params['limit'])
      const rule = limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`
      return { pointer: at, message: `${where} ${rule}` }
    }
    case 'pattern':
      return { pointer: at, message: `${where} must be ${patternMeaning(String(params['pattern']))}` }
    case 'anyOf': {
      const branches = (error.schema as Record<string, unknown>[]).map(describe)
      return { pointer: at, message: `${where} must be ${branches.join(' or ')}` }
    }
    default:
      return { pointer: at, message: `${where} ${error.message ?? 'is invalid'}` }
  }
}

/** What a value satisfying `schema` is, as a noun phrase ("a string", "null", …). */
function describe(schema: Record<string, unknown>): string {
  if (typeof schema['pattern'] === 'string') return patternMeaning(schema['pattern'])
  if (Array.isArray(schema['enum'])) return `one of ${schema['enum'].join(', ')}`
  return typeName(schema['type'])
}

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : [type]
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' or ')
}

function patternMeaning(pattern: string): string {
  return PATTERN_MEANINGS[pattern] ?? `a string matching ${pattern}`
}

function quote(name: string): string {
  return JSON.stringify(name)
}

/** Pointer to property `name` of the value at `parent`, escaped as RFC 6901 requires. */
function child(parent: string, name: string): string {
  return `${parent}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`
}

/** Pointer order, array indices compared as numbers (records/2 before records/10); then message. */
function compareErrors(a: ManifestValidationError, b: ManifestValidationError): number {
  const x = a.pointer.split('/')
  const y = b.pointer.split('/')
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = compareSegments(x[i]!, y[i]!)
    if (order !== 0) return order
  }
  if (x.length !== y.length) return x.length - y.length
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0
}

function compareSegments(a: string, b: string): number {
  if (a === b) return 0
  const index = /^(0|[1-9]\d*)$/
  if (index.test(a) && index.test(b)) return Number(a) - Number(b)
  return a < b ? -1 : 1
}
