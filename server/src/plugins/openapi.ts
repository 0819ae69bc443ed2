import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { sessionCookieName } from './auth.ts'
import { type OpenApiDocument as RefinedDocument, refineDocument } from './openapi-refine.ts'
import { named } from './plugin-name.ts'

/** The OpenAPI 3.1 document at /openapi.json, written from the routes' own schemas; docs at /docs. */
export async function installOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  // Routes the rate limiter skips, as the document writes them (`get /healthz`).
  const unlimited = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== false) return
    const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')
    for (const m of [route.method].flat()) unlimited.add(`${m.toLowerCase()} ${path}`)
  })
  await app.register(named(swagger), {
    transformObject: (documentObject) =>
      refineDocument(
        (documentObject as { openapiObject: RefinedDocument }).openapiObject,
        unlimited,
      ) as never,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hangar',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'Dataset review and mecha control. The organization-facing endpoints take either the Service-Api-Key ' +
          'header (programs) or the console session cookie (people; writes also need X-CSRF-Token); /admin takes ' +
          'Service-Admin-Key. Errors answer `{"detail": string}`.',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          ApiKey: { type: 'apiKey', in: 'header', name: 'Service-Api-Key' },
          AdminKey: { type: 'apiKey', in: 'header', name: 'Service-Admin-Key' },
          SessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(publicBaseUrl),
            description:
              'Set by POST /auth/sign-in; writes also send the X-CSRF-Token header (docs/console.md)',
          },
        },
      },
      tags: [
        { name: 'datasets', description: 'Browse and review datasets' },
        { name: 'files', description: 'Signed file links' },
        { name: 'releases', description: 'Release manifests: build, fetch, validate' },
        {
          name: 'events',
          description: 'The changes feed: every change in the organization, in order (docs/events.md)',
        },
        {
          name: 'mecha',
          description: 'Mecha control, diagnostics and the real-time WebSocket (docs/mecha-ws.md)',
        },
        { name: 'auth', description: 'People: sign-in, sessions, invitations (docs/console.md)' },
        { name: 'org', description: "The organization's members, invitations, API keys and audit log" },
        {
          name: 'webhooks',
          description: 'Signed, retried deliveries of events to your URLs (docs/events.md#webhooks)',
        },
        { name: 'admin', description: 'Platform side: organizations, keys, files, datasets' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
  })
  await app.register(named(swaggerUi), { routePrefix: '/docs' })
  app.addHook('onReady', async () => distinctHeadOperations(app.swagger() as OpenApiDocument))
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () =>
    app.swagger(),
  )
}

type OpenApiDocument = { paths?: Record<string, Record<string, { operationId?: string }>> }

/**
 * A route serving GET and HEAD declares one operationId; operation ids must be unique, so the
 * HEAD one gets `Head` appended (`downloadFile` → `downloadFileHead`).
 */
function distinctHeadOperations(doc: OpenApiDocument): void {
  for (const item of Object.values(doc.paths ?? {})) {
    const head = item['head']
    if (head?.operationId && head.operationId === item['get']?.operationId) {
      item['head'] = { ...head, operationId: `${head.operationId}Head` }
    }
  }
}
