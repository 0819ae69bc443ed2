import { readFileSync } from 'node:fs'
import { MANIFEST_SCHEMA_FILE } from '../../releases/manifest-schema-json.ts'
import type { RouteApp } from '../route-app.ts'

/** The release manifest JSON Schema at a stable address; public, like any published schema. */
export default async function schemaRoute(app: RouteApp) {
  const text = readFileSync(MANIFEST_SCHEMA_FILE, 'utf8')
  app.get(
    '/schemas/release-manifest.schema.json',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getReleaseManifestSchema',
        summary: 'Release manifest JSON Schema (draft 2020-12)',
        response: {
          200: {
            description: 'The JSON Schema document',
            content: { 'application/schema+json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    // A string is sent as it is, never serialized again.
    async (_req, reply) => reply.type('application/schema+json').send(text as unknown as object),
  )
}
