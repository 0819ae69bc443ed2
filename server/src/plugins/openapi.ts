import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

/** The OpenAPI 3.1 document at /openapi.json, written from the routes' own schemas; docs at /docs. */
export async function installOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hangar',
        version: '0.1.0',
        description:
          'Dataset review and mecha control. Every endpoint outside /admin requires the Service-Api-Key header; ' +
          'errors answer `{"detail": string}`.',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          ApiKey: { type: 'apiKey', in: 'header', name: 'Service-Api-Key' },
          AdminKey: { type: 'apiKey', in: 'header', name: 'Service-Admin-Key' },
        },
      },
      tags: [
        { name: 'datasets', description: 'Browse and review datasets' },
        { name: 'files', description: 'Signed file links' },
        { name: 'releases', description: 'Release manifests: build, fetch, validate' },
        {
          name: 'mecha',
          description: 'Mecha control, diagnostics and the real-time WebSocket (docs/mecha-ws.md)',
        },
        { name: 'admin', description: 'Platform side: organizations, keys, files, datasets' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () =>
    app.swagger(),
  )
}
