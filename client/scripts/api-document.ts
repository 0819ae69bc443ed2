import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'

/** Where the generated types are committed. */
export const TYPES_FILE = join(import.meta.dirname, '..', 'src', 'generated', 'hangar-api.ts')

/**
 * The OpenAPI document exactly as the service serves it at /openapi.json: the real app, built on
 * an empty data folder, admin routes included (a demo start enables them too); nothing listens.
 */
export async function servedApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-openapi-'))
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'silent',
      ADMIN_API_KEY: 'openapi-document-admin-key-0123456789',
      PUBLIC_BASE_URL: 'http://localhost:8080',
    }),
  )
  try {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`)
    return res.json() as OpenAPI3
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const HEADER = `// Generated from the service's /openapi.json by \`npm run generate -w client\`; do not edit.
// client/scripts/generate-types.test.ts fails when this file and the served document drift apart.
`

/** The TypeScript the committed file must hold for a given document. */
export async function typesFor(document: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document, { alphabetize: true })
  return HEADER + astToString(ast)
}
