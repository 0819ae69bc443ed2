import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { sessionCookieName } from './auth.ts'
import { type OpenApiDocument as RefinedDocument, refineDocument } from './openapi-refine.ts'
import { named } from './plugin-name.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes this app's document afresh (@fastify/swagger's own `swagger()`); `swagger()` serves it. */
    writeOpenApi(opts?: { yaml?: boolean }): unknown
  }
}

/**
 * Documents written in this process, frozen, by everything they are written from (documentKey).
 * A test process builds a hundred apps or more with the same routes, and writing the document
 * took about 15 ms of CPU each (7% of a profile of the dataset route suites); every app with the
 * same key now serves the same object.
 */
const documents = new Map<string, unknown>()

/**
 * The OpenAPI 3.1 document at /openapi.json, written from the routes' own schemas when first
 * asked for (`app.swagger()`), not at every start; docs at /docs.
 */
export async function installOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  // Routes the rate limiter skips, as the document writes them (`get /healthz`).
  const unlimited = new Set<string>()
  const routes: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    routes.push(route)
    if (route.config?.rateLimit !== false) return
    const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')
    for (const m of [route.method].flat()) unlimited.add(`${m.toLowerCase()} ${path}`)
  })
  await app.register(named(swagger), {
    decorator: 'writeOpenApi',
    transformObject: (documentObject) =>
      distinctHeadOperations(
        refineDocument((documentObject as { openapiObject: RefinedDocument }).openapiObject, unlimited),
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
  // The shared schemas (`addSchema`) of every context, gathered at ready as @fastify/swagger does.
  const contexts: FastifyInstance[] = [app]
  app.addHook('onRegister', (instance) => {
    contexts.push(instance)
  })
  let sharedSchemas: unknown[] | undefined
  app.addHook('onReady', async () => {
    sharedSchemas = contexts.map((c) => c.getSchemas())
    contexts.length = 0
  })
  let served: unknown
  app.decorate('swagger', ((opts?: { yaml?: boolean }) => {
    // Before ready, @fastify/swagger's own answer (it refuses); YAML (/docs/yaml) is written each time.
    if (opts?.yaml || !sharedSchemas) return app.writeOpenApi(opts)
    if (served === undefined) {
      const key = documentKey(publicBaseUrl, sharedSchemas, routes)
      served = key === undefined ? app.writeOpenApi() : documents.get(key)
      if (served === undefined) {
        served = deepFreeze(app.writeOpenApi())
        documents.set(key as string, served)
      }
    }
    return served
  }) as FastifyInstance['swagger'])
  await app.register(named(swaggerUi), { routePrefix: '/docs' })
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () =>
    app.swagger(),
  )
}

/**
 * Everything @fastify/swagger and refineDocument write the document from, as one string: the
 * options (fixed here but for the base URL, which names the server and the session cookie),
 * the shared schemas, and each route's method, URL, schema, links and whether the rate limiter
 * skips it, in the order registered (the order of the paths). Settings reach the document only
 * through these (a limit written into a description, routes registered or not), so two apps
 * with the same key get the same document. Undefined when a route rewrites its own entry
 * (`config.swaggerTransform`, a function): not cached.
 */
function documentKey(
  publicBaseUrl: string,
  sharedSchemas: unknown[],
  routes: RouteOptions[],
): string | undefined {
  const described = []
  for (const r of routes) {
    const config = r.config as
      | { rateLimit?: unknown; swagger?: unknown; swaggerTransform?: unknown }
      | undefined
    if (config?.swaggerTransform !== undefined) return undefined
    described.push([
      r.method,
      r.url,
      r.schema,
      (r as { links?: unknown }).links,
      config?.rateLimit === false,
      config?.swagger,
    ])
  }
  return JSON.stringify([publicBaseUrl, sharedSchemas, described])
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

type OpenApiDocument = { paths?: Record<string, Record<string, { operationId?: string }>> }

/**
 * A route serving GET and HEAD declares one operationId; operation ids must be unique, so the
 * HEAD one gets `Head` appended (`downloadFile` → `downloadFileHead`).
 */
function distinctHeadOperations<T extends OpenApiDocument>(doc: T): T {
  for (const item of Object.values(doc.paths ?? {})) {
    const head = item['head']
    if (head?.operationId && head.operationId === item['get']?.operationId) {
      item['head'] = { ...head, operationId: `${head.operationId}Head` }
    }
  }
  return doc
}
