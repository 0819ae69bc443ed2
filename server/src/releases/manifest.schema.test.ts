import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { test } from 'node:test'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { DOCUMENTED_OPTIONAL, DOCUMENTED_REQUIRED } from './corpus/invalid-cases.ts'
import {
  IDENTITY_SCOPES,
  RELEASE_MANIFEST_SCHEMA_ID,
  RELEASE_PROGRAMS,
  REVIEW_STATES,
  ReleaseManifestSchema,
} from './manifest.schema.ts'
import { MANIFEST_SCHEMA_FILE, renderManifestSchemaJson } from './manifest-schema-json.ts'

type Node = Record<string, unknown> & { properties: Record<string, Node>; required?: string[] }

const committed = JSON.parse(readFileSync(MANIFEST_SCHEMA_FILE, 'utf8')) as Node

test('the committed JSON schema is exactly what the TypeBox schema renders', async () => {
  const text = await readFile(MANIFEST_SCHEMA_FILE, 'utf8')
  assert.equal(
    text,
    renderManifestSchemaJson(),
    'release-manifest.schema.json is stale: run node --import tsx server/src/releases/write-manifest-schema.ts',
  )
})

test('the committed schema is a valid draft 2020-12 schema under strict Ajv, with the stable $id', () => {
  assert.equal(committed['$schema'], 'https://json-schema.org/draft/2020-12/schema')
  assert.equal(committed['$id'], RELEASE_MANIFEST_SCHEMA_ID)
  assert.equal(RELEASE_MANIFEST_SCHEMA_ID, 'https://hangar.dev/schemas/release-manifest.schema.json')
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  assert.doesNotThrow(() => ajv.compile(committed))
})

test('every object in the schema is closed (additionalProperties false)', () => {
  let objects = 0
  const walk = (node: unknown, at: string): void => {
    if (node === null || typeof node !== 'object') return
    const n = node as Record<string, unknown>
    if (n['type'] === 'object') {
      objects++
      assert.equal(n['additionalProperties'], false, `${at} is not closed`)
    }
    for (const [key, value] of Object.entries(n)) walk(value, `${at}/${key}`)
  }
  walk(ReleaseManifestSchema, '#')
  assert.equal(objects, 6, 'top, record, file, source, preparation, review')
})

test('required and optional properties are exactly those of interface §2.5', () => {
  const record = committed.properties['records']!['items'] as Node
  const nodes: Record<keyof typeof DOCUMENTED_REQUIRED, Node> = {
    top: committed,
    record,
    file: record.properties['file']!,
    source: record.properties['source']!,
    preparation: record.properties['preparation']!,
    review: record.properties['review']!,
  }
  for (const [level, required] of Object.entries(DOCUMENTED_REQUIRED)) {
    const node = nodes[level as keyof typeof nodes]
    const optional: readonly string[] =
      (DOCUMENTED_OPTIONAL as Record<string, readonly string[]>)[level] ?? []
    assert.deepEqual([...(node.required ?? [])].sort(), [...required].sort(), `${level} required`)
    assert.deepEqual(
      Object.keys(node.properties).sort(),
      [...required, ...optional].sort(),
      `${level} properties`,
    )
  }
})

test('enums, minimum lengths and the digest rule are as documented', () => {
  const record = committed.properties['records']!['items'] as Node
  assert.deepEqual(committed.properties['program']!['enum'], ['professional-work', 'software', 'workflow'])
  assert.deepEqual(RELEASE_PROGRAMS, ['professional-work', 'software', 'workflow'])
  assert.deepEqual(record.properties['preparation']!.properties['identity_scope']!['enum'], [
    ...IDENTITY_SCOPES,
  ])
  assert.deepEqual(IDENTITY_SCOPES, ['document_local', 'connected_workflow', 'not_applicable'])
  assert.deepEqual(record.properties['review']!.properties['state']!['enum'], [...REVIEW_STATES])
  assert.deepEqual(REVIEW_STATES, ['example_only', 'under_review', 'accepted_for_release'])
  assert.equal(committed.properties['release_id']!['minLength'], 1)
  assert.equal(record.properties['record_id']!['minLength'], 1)
  assert.deepEqual(record.properties['file']!.properties['sha256']!['anyOf'], [
    { type: 'string', pattern: '^[0-9a-f]{64}$' },
    { type: 'null' },
  ])
})
