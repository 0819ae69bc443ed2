import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { servedApiDocument } from './api-document.ts'

/** Writes the served OpenAPI document to the file named on the command line (for the linter). */
const out = process.argv[2]
if (!out) throw new Error('usage: write-api-document.ts <file>')
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, `${JSON.stringify(await servedApiDocument(), null, 2)}\n`)
