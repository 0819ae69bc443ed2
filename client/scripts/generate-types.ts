import { writeFile } from 'node:fs/promises'
import { servedApiDocument, TYPES_FILE, typesFor } from './api-document.ts'

/** Regenerates client/src/generated/hangar-api.ts from the document the service serves. */
await writeFile(TYPES_FILE, await typesFor(await servedApiDocument()))
process.stdout.write(`wrote ${TYPES_FILE}\n`)
