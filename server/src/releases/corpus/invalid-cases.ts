// Test support: the invalid corpus, generated from a valid manifest one rule at a time. The
// field lists below are copied from the interface document (§2.5), not read from the schema,
// so a schema that drifts from the document fails the tests.
import type { ManifestValidationError } from '../validate-manifest.ts'

/** One invalid document and exactly the errors the validator must report for it. */
export interface InvalidCase {
  name: string
  doc: unknown
  errors: ManifestValidationError[]
}

/** One valid variant of the base document (optional fields left out, nulls, …). */
export interface ValidCase {
  name: string
  doc: unknown
}

/** Required properties of each object of a manifest, as interface §2.5 lists them. */
export const DOCUMENTED_REQUIRED = {
  top: ['release_id', 'example_only', 'program', 'records'],
  record: ['record_id', 'file', 'source', 'preparation', 'review'],
  file: ['path', 'format', 'sha256'],
  source: ['source_class', 'evidence_reference', 'permitted_use'],
  preparation: ['identity_scope', 'change_record'],
  review: ['state', 'evidence_reference', 'limits'],
} as const

/** Optional properties, as interface §2.5 lists them. */
export const DOCUMENTED_OPTIONAL = { top: ['notes'], source: ['authorship_context'] } as const

export type Level = keyof typeof DOCUMENTED_REQUIRED

const ENUMS = {
  program: 'professional-work, software, workflow',
  identity_scope: 'document_local, connected_workflow, not_applicable',
  state: 'example_only, under_review, accepted_for_release',
}

const SHA_RULE = 'must be 64 lowercase hexadecimal characters or null'

// Record-level rules are exercised on the second record, so an index mix-up shows in the pointer.
const R = 1

type Path = (string | number)[]

const LEVEL_PATH: Record<Level, Path> = {
  top: [],
  record: ['records', R],
  file: ['records', R, 'file'],
  source: ['records', R, 'source'],
  preparation: ['records', R, 'preparation'],
  review: ['records', R, 'review'],
}

const pointer = (path: Path) => path.map((p) => `/${p}`).join('')
const where = (path: Path) => (path.length === 0 ? 'the manifest' : path.join('/'))

function mutate(
  base: unknown,
  path: Path,
  change: (parent: Record<string, unknown>, key: string) => void,
): unknown {
  const doc = structuredClone(base) as Record<string, unknown>
  let parent: Record<string, unknown> = doc
  for (const p of path.slice(0, -1)) parent = parent[p as string] as Record<string, unknown>
  change(parent, String(path[path.length - 1]))
  return doc
}

const setAt = (base: unknown, path: Path, value: unknown) =>
  mutate(base, path, (parent, key) => {
    parent[key] = value
  })

const deleteAt = (base: unknown, path: Path) =>
  mutate(base, path, (parent, key) => {
    delete parent[key]
  })

/**
 * Every rule of §2.5 broken once. `base` must be a valid manifest with at least two records,
 * `notes`, and `authorship_context` on the second record.
 */
export function invalidCases(base: unknown): InvalidCase[] {
  const cases: InvalidCase[] = []
  const one = (name: string, doc: unknown, path: Path, message: string) =>
    cases.push({ name, doc, errors: [{ pointer: pointer(path), message }] })

  for (const [level, fields] of Object.entries(DOCUMENTED_REQUIRED) as [Level, readonly string[]][]) {
    const at = LEVEL_PATH[level]
    for (const field of fields) {
      one(
        `${level}: missing "${field}"`,
        deleteAt(base, [...at, field]),
        [...at, field],
        `${where(at)} is missing the required property "${field}"`,
      )
    }
    one(
      `${level}: unknown property`,
      setAt(base, [...at, 'unexpected'], true),
      [...at, 'unexpected'],
      `${where(at)} has an unknown property "unexpected"`,
    )
  }

  const enumFields: [Path, string][] = [
    [['program'], ENUMS.program],
    [[...LEVEL_PATH.preparation, 'identity_scope'], ENUMS.identity_scope],
    [[...LEVEL_PATH.review, 'state'], ENUMS.state],
  ]
  for (const [path, allowed] of enumFields) {
    for (const bad of ['bogus', '', 'ACCEPTED_FOR_RELEASE', 7, null]) {
      one(
        `enum ${path.join('/')} = ${JSON.stringify(bad)}`,
        setAt(base, path, bad),
        path,
        `${where(path)} must be one of ${allowed}`,
      )
    }
  }

  const wrongTypes: [Path, unknown, string][] = [
    [['release_id'], 42, 'a string'],
    [['release_id'], null, 'a string'],
    [['example_only'], 'true', 'a boolean'],
    [['example_only'], null, 'a boolean'],
    [['notes'], 1, 'a string'],
    [['records'], {}, 'an array'],
    [['records'], 'records', 'an array'],
    [['records'], null, 'an array'],
    [['records', R], 'record', 'an object'],
    [['records', R], [], 'an object'],
    [[...LEVEL_PATH.record, 'record_id'], 7, 'a string'],
    [[...LEVEL_PATH.record, 'file'], 'file.mp4', 'an object'],
    [[...LEVEL_PATH.record, 'source'], [], 'an object'],
    [[...LEVEL_PATH.record, 'preparation'], null, 'an object'],
    [[...LEVEL_PATH.record, 'review'], 3, 'an object'],
    [[...LEVEL_PATH.file, 'path'], null, 'a string'],
    [[...LEVEL_PATH.file, 'format'], 4, 'a string'],
    [[...LEVEL_PATH.source, 'source_class'], true, 'a string'],
    [[...LEVEL_PATH.source, 'evidence_reference'], 5, 'a string or null'],
    [[...LEVEL_PATH.source, 'permitted_use'], null, 'a string'],
    [[...LEVEL_PATH.source, 'authorship_context'], 9, 'a string'],
    [[...LEVEL_PATH.source, 'authorship_context'], null, 'a string'],
    [[...LEVEL_PATH.preparation, 'change_record'], false, 'a string or null'],
    [[...LEVEL_PATH.review, 'evidence_reference'], {}, 'a string or null'],
    [[...LEVEL_PATH.review, 'limits'], null, 'a string'],
  ]
  for (const [path, bad, noun] of wrongTypes) {
    one(
      `type ${path.join('/')} = ${JSON.stringify(bad)}`,
      setAt(base, path, bad),
      path,
      `${where(path)} must be ${noun}`,
    )
  }

  const sha = [...LEVEL_PATH.file, 'sha256']
  const digest = 'ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb'
  const badDigests: [string, unknown][] = [
    ['63 characters', digest.slice(1)],
    ['65 characters', `${digest}0`],
    ['upper-case letters', digest.toUpperCase()],
    ['one upper-case letter', `A${digest.slice(1)}`],
    ['a non-hex letter', `g${digest.slice(1)}`],
    ['an empty string', ''],
    ['a number', 12345],
    ['an object', { value: digest }],
    ['surrounding spaces', ` ${digest} `],
  ]
  for (const [label, bad] of badDigests)
    one(`sha256 with ${label}`, setAt(base, sha, bad), sha, `${where(sha)} ${SHA_RULE}`)

  one('empty release_id', setAt(base, ['release_id'], ''), ['release_id'], 'release_id must not be empty')
  const recordId = [...LEVEL_PATH.record, 'record_id']
  one('empty record_id', setAt(base, recordId, ''), recordId, `${where(recordId)} must not be empty`)

  for (const bad of [[], null, 'manifest', 42, true]) {
    one(`document is ${JSON.stringify(bad)}`, bad, [], 'the manifest must be an object')
  }
  return cases
}

/** Variants of a valid `base` that stay valid: what the schema allows but need not be there. */
export function validCases(base: unknown): ValidCase[] {
  const source = [...LEVEL_PATH.source]
  return [
    { name: 'without notes', doc: deleteAt(base, ['notes']) },
    { name: 'without authorship_context', doc: deleteAt(base, [...source, 'authorship_context']) },
    { name: 'empty notes', doc: setAt(base, ['notes'], '') },
    { name: 'sha256 null', doc: setAt(base, [...LEVEL_PATH.file, 'sha256'], null) },
    { name: 'source evidence null', doc: setAt(base, [...source, 'evidence_reference'], null) },
    { name: 'review evidence null', doc: setAt(base, [...LEVEL_PATH.review, 'evidence_reference'], null) },
    { name: 'change record text', doc: setAt(base, [...LEVEL_PATH.preparation, 'change_record'], 'cropped') },
    { name: 'no records', doc: setAt(base, ['records'], []) },
  ]
}
