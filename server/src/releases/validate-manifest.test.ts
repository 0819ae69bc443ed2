import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { test } from 'node:test'
import fc from 'fast-check'
import { invalidCases, validCases } from './corpus/invalid-cases.ts'
import { isReleaseManifest, type ManifestValidationError, validateManifest } from './validate-manifest.ts'

const corpus = new URL('./corpus/', import.meta.url)
const readJson = async (url: URL): Promise<unknown> => JSON.parse(await readFile(url, 'utf8'))
const jsonFiles = async (dir: string) =>
  (await readdir(new URL(dir, corpus))).filter((f) => f.endsWith('.json') && f !== 'cases.json').sort()

const base: unknown = JSON.parse(readFileSync(new URL('valid/workflow-mixed.json', corpus), 'utf8'))

// Just enough shape to break a manifest on purpose.
interface LooseRecord {
  [key: string]: unknown
  file: Record<string, unknown>
  review: Record<string, unknown>
}
interface LooseManifest {
  [key: string]: unknown
  records: LooseRecord[]
}
const copyOfBase = () => structuredClone(base) as LooseManifest

test('every file of the valid corpus validates', async () => {
  const files = await jsonFiles('valid/')
  assert.ok(files.length >= 4)
  for (const file of files) {
    const result = validateManifest(await readJson(new URL(`valid/${file}`, corpus)))
    assert.deepEqual(result, { valid: true, errors: [], truncated: false }, file)
  }
})

test('the valid corpus covers every program, every review state and example_only', async () => {
  const programs = new Set<string>()
  const states = new Set<string>()
  let exampleOnly = false
  for (const file of await jsonFiles('valid/')) {
    const doc = (await readJson(new URL(`valid/${file}`, corpus))) as {
      program: string
      example_only: boolean
      records: { review: { state: string } }[]
    }
    programs.add(doc.program)
    exampleOnly ||= doc.example_only
    for (const r of doc.records) states.add(r.review.state)
  }
  assert.deepEqual([...programs].sort(), ['professional-work', 'software', 'workflow'])
  assert.deepEqual([...states].sort(), ['accepted_for_release', 'example_only', 'under_review'])
  assert.equal(exampleOnly, true)
})

test('each file of the invalid corpus reports exactly the errors listed in cases.json', async () => {
  const cases = (await readJson(new URL('invalid/cases.json', corpus))) as Record<
    string,
    ManifestValidationError[]
  >
  assert.deepEqual(
    Object.keys(cases).sort(),
    await jsonFiles('invalid/'),
    'cases.json lists every file, no more',
  )
  for (const [file, expected] of Object.entries(cases)) {
    const result = validateManifest(await readJson(new URL(`invalid/${file}`, corpus)))
    assert.equal(result.valid, false, file)
    assert.deepEqual(result.errors, expected, file)
  }
})

test('every generated rule violation reports exactly its pointer and sentence', () => {
  const cases = invalidCases(base)
  assert.ok(cases.length > 80, `only ${cases.length} cases`)
  assert.equal(new Set(cases.map((c) => c.name)).size, cases.length, 'case names are unique')
  for (const c of cases) {
    const result = validateManifest(c.doc)
    assert.equal(result.valid, false, c.name)
    assert.deepEqual(result.errors, c.errors, c.name)
  }
})

test('variants that only drop optional fields or use allowed nulls stay valid', () => {
  assert.equal(validateManifest(base).valid, true)
  for (const c of validCases(base))
    assert.deepEqual(validateManifest(c.doc), { valid: true, errors: [], truncated: false }, c.name)
})

test('the sentences of the design examples read as written', () => {
  const doc = copyOfBase()
  doc.program = 'research'
  doc.records[0]!.file['size'] = 10
  doc.records[2]!.file['sha256'] = 'ABC'
  delete doc.records[1]!.review['limits']
  assert.deepEqual(validateManifest(doc).errors, [
    { pointer: '/program', message: 'program must be one of professional-work, software, workflow' },
    { pointer: '/records/0/file/size', message: 'records/0/file has an unknown property "size"' },
    {
      pointer: '/records/1/review/limits',
      message: 'records/1/review is missing the required property "limits"',
    },
    {
      pointer: '/records/2/file/sha256',
      message: 'records/2/file/sha256 must be 64 lowercase hexadecimal characters or null',
    },
  ])
})

test('errors come in pointer order with array indices compared as numbers', () => {
  const doc = copyOfBase()
  const record = doc.records[0]!
  doc.records = Array.from({ length: 12 }, () => structuredClone(record))
  doc.records[10]!['record_id'] = ''
  doc.records[2]!['record_id'] = ''
  doc.records[1]!.review['state'] = 'done'
  doc.release_id = ''
  delete doc.example_only
  assert.deepEqual(
    validateManifest(doc).errors.map((e) => e.pointer),
    [
      '/example_only',
      '/records/1/review/state',
      '/records/2/record_id',
      '/records/10/record_id',
      '/release_id',
    ],
  )
})

test('a property name that needs escaping gets an RFC 6901 pointer', () => {
  const doc = copyOfBase()
  doc['a/b~c'] = 1
  assert.deepEqual(validateManifest(doc).errors, [
    { pointer: '/a~1b~0c', message: 'the manifest has an unknown property "a/b~c"' },
  ])
})

test('isReleaseManifest agrees with validateManifest', () => {
  assert.equal(isReleaseManifest(base), true)
  for (const c of invalidCases(base).slice(0, 20)) assert.equal(isReleaseManifest(c.doc), false, c.name)
})

test('any JSON value gets an answer, never a throw, and errors are unique, sorted pointers', () => {
  fc.assert(
    fc.property(fc.oneof(fc.jsonValue(), fc.constant(base)), (doc) => {
      const result = validateManifest(doc)
      assert.equal(result.valid, result.errors.length === 0)
      const keys = result.errors.map((e) => `${e.pointer} ${e.message}`)
      assert.equal(new Set(keys).size, keys.length, 'no duplicates')
      for (const e of result.errors) {
        assert.match(e.pointer, /^(\/[^/]*)*$/)
        assert.ok(e.message.length > 0)
      }
    }),
  )
})

test('the example in the docs is an example_only manifest that validates', async () => {
  const doc = (await readJson(
    new URL('../../../docs/examples/release-manifest.example.json', import.meta.url),
  )) as {
    example_only: boolean
    records: { review: { state: string } }[]
  }
  assert.deepEqual(validateManifest(doc), { valid: true, errors: [], truncated: false })
  assert.equal(doc.example_only, true)
  assert.ok(doc.records.length > 0)
  for (const r of doc.records) assert.equal(r.review.state, 'example_only')
})

test('with a limit, the check stops after that many errors, lists the first and says more exist', () => {
  const doc = copyOfBase()
  doc.program = 'research'
  doc.records = Array.from({ length: 50 }, () => ({}) as LooseRecord)
  const all = validateManifest(doc)
  assert.equal(all.truncated, false)
  assert.equal(all.errors.length, 1 + 50 * 5)
  const first = validateManifest(doc, 10)
  assert.equal(first.valid, false)
  assert.equal(first.truncated, true)
  assert.deepEqual(first.errors, all.errors.slice(0, 10))
  assert.equal(validateManifest(doc, 251).truncated, false)
})
