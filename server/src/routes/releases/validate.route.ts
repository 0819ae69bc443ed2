import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { ValidationResultSchema } from '../../releases/release.schema.ts'
import { validateManifest } from '../../releases/validate-manifest.ts'
import type { RouteApp } from '../route-app.ts'

/**
 * POST /releases/validate — checks any manifest. An invalid manifest is a successful check
 * (200, valid false, every error with its JSON pointer); a body that is not JSON is a 400.
 */
export default async function validateRoute(app: RouteApp) {
  app.post(
    '/releases/validate',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['releases'],
        operationId: 'validateManifest',
        summary: 'Validate a release manifest',
        description:
          'Validated against the JSON Schema (2020-12) served at /schemas/release-manifest.schema.json.',
        security: CALLER_SECURITY,
        body: Type.Unknown({ description: 'A release manifest' }),
        response: { 200: ValidationResultSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (req) => validateManifest(req.body),
  )
}
