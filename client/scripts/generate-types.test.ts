import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { test } from 'node:test'
import { servedApiDocument, TYPES_FILE, typesFor } from './api-document.ts'

test('the committed client types are exactly what the served OpenAPI document generates', async () => {
  const document = await servedApiDocument()
  const committed = await readFile(TYPES_FILE, 'utf8')
  const expected = await typesFor(document)
  assert.ok(
    committed === expected,
    'client/src/generated/hangar-api.ts is out of date with /openapi.json: run `npm run generate -w client` and commit',
  )
})

test('the generated types cover the public dataset routes', async () => {
  const committed = await readFile(TYPES_FILE, 'utf8')
  for (const path of ['"/datasets"', '"/datasets/{dataset_id}/accept"', '"/releases/validate"'])
    assert.ok(committed.includes(path), `${path} is in the generated paths`)
})
