import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MetadataKeysSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/metadata-keys — suggestions for `metadata=key:value` filters. */
export default async function metadataKeysRoute(app: RouteApp) {
  app.get(
    '/datasets/metadata-keys',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'listMetadataKeys',
        summary: "The organization's metadata keys and their frequent values",
        description:
          'At most 50 keys (most used first), each with at most 20 values (most frequent first), for filter ' +
          'suggestions. Values longer than 200 characters are not suggested.',
        security: CALLER_SECURITY,
        response: { 200: MetadataKeysSchema, ...errorResponses(401, 429) },
      },
    },
    async (req) => app.services.datasets.metadataKeys(callerOf(req)),
  )
}
