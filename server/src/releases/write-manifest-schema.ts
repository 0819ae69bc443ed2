// Regenerates release-manifest.schema.json from the TypeBox schema (or, with --check, only
// reports drift and exits 1). Run from the repository root:
//   node --import tsx server/src/releases/write-manifest-schema.ts [--check]
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { MANIFEST_SCHEMA_FILE, renderManifestSchemaJson } from './manifest-schema-json.ts'

const path = fileURLToPath(MANIFEST_SCHEMA_FILE)
const expected = renderManifestSchemaJson()
const current = await readFile(path, 'utf8').catch(() => null)

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(`${path} is out of date; run without --check to regenerate it`)
    process.exit(1)
  }
  console.log(`${path} is up to date`)
} else if (current === expected) {
  console.log(`${path} is up to date`)
} else {
  await writeFile(path, expected)
  console.log(`wrote ${path}`)
}
