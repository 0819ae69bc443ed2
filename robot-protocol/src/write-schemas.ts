// Regenerates docs/robot-protocol/*.schema.json from the TypeBox schemas (or, with --check, only
// reports drift and exits 1). Run from the repository root:
//   node --import tsx robot-protocol/src/write-schemas.ts [--check]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { renderSchema, SCHEMA_DIR, SCHEMA_KINDS } from './json-schemas.ts'

const check = process.argv.includes('--check')
let stale = 0
await mkdir(SCHEMA_DIR, { recursive: true })
for (const kind of SCHEMA_KINDS) {
  const path = fileURLToPath(new URL(`${kind}.schema.json`, SCHEMA_DIR))
  const expected = renderSchema(kind)
  if ((await readFile(path, 'utf8').catch(() => null)) === expected) continue
  stale++
  if (check) console.error(`${path} is out of date`)
  else {
    await writeFile(path, expected)
    console.log(`wrote ${path}`)
  }
}
if (check && stale) process.exit(1)
if (!stale) console.log('every schema is up to date')
