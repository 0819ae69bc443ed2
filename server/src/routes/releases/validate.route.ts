import { Type } from 'typebox'
import { InvalidInputError } from '../../common/errors.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { unstorableTextDetail } from '../../common/unstorable-text.ts'
import { ManifestChecker } from '../../releases/manifest-checker.ts'
import { MANIFEST_LIMITS } from '../../releases/manifest-limits.ts'
import { ValidationResultSchema } from '../../releases/release.schema.ts'
import type { RouteApp } from '../route-app.ts'

/**
 * POST /releases/validate — checks any manifest. An invalid manifest is a successful check
 * (200, valid false, the first errors with their JSON pointers); a body that is not JSON is a
 * 400. The body is parsed and checked on a worker thread (ManifestChecker), so this route keeps
 * its own JSON parser: it hands the text on unparsed.
 */
export default async function validateRoute(app: RouteApp) {
  const checker = new ManifestChecker()
  app.addHook('onClose', async () => checker.close())
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post(
    '/releases/validate',
    {
      bodyLimit: MANIFEST_LIMITS.bodyBytes,
      schema: {
        tags: ['releases'],
        operationId: 'validateManifest',
        summary: 'Validate a release manifest',
        description:
          'Validated against the JSON Schema (2020-12) served at /schemas/release-manifest.schema.json. ' +
          `Limits: a body of at most ${MANIFEST_LIMITS.bodyBytes / 1048576} MiB (413 beyond), at most ` +
          `${MANIFEST_LIMITS.records} records (422 beyond); the first ${MANIFEST_LIMITS.errors} errors are ` +
          'listed, and `truncated` is true when there are more.',
        security: CALLER_SECURITY,
        body: Type.Unknown({ description: 'A release manifest' }),
        response: { 200: ValidationResultSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (req) => {
      const outcome = await checker.check(typeof req.body === 'string' ? req.body : '')
      if (outcome.kind === 'not-json')
        // The shape Fastify's own JSON parser fails with, so the error handler answers 400 alike.
        throw Object.assign(new SyntaxError(outcome.message), { statusCode: 400 })
      // Parsed here rather than by the app, so the text check every JSON body gets runs here too.
      if (outcome.kind === 'unstorable-text') throw new InvalidInputError(unstorableTextDetail(outcome.at))
      if (outcome.kind === 'too-many-records')
        throw new InvalidInputError(
          `records: at most ${MANIFEST_LIMITS.records} records are checked at once; this manifest has ${outcome.count}`,
        )
      return outcome.result
    },
  )
}
