import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import type { ServiceMetrics } from '../metrics/service-metrics.ts'
import { requireAdminKey } from './auth.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The port METRICS_PORT serves /metrics on (the real one when 0 was asked for); absent without it. */
    metricsPort?: number
  }
}

/**
 * Counts every response by route pattern (never the raw URL: ids would make a series each),
 * method and status, and serves the registry in the Prometheus text format: `GET /metrics`
 * with the admin key, or, with METRICS_PORT set, on that port alone without a key, for a
 * scraper on a private network (docs/deployment.md#metrics).
 */
export async function installMetrics(app: FastifyInstance, metrics: ServiceMetrics, config: Config) {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      route: req.routeOptions.url ?? 'unmatched',
      method: req.method,
      status_code: String(reply.statusCode),
    }
    metrics.requests.inc(labels)
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimited.inc({ scope: 'http' })
  })

  if (config.metricsPort === undefined) {
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { rateLimit: false }, preHandler: requireAdminKey },
      async (_req, reply) => reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    )
    return
  }
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found"}')
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err) => {
        app.log.warn({ err }, 'could not collect metrics')
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"Internal server error"}')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.metricsPort, config.metricsHost, () => resolve())
  })
  app.decorate('metricsPort', (server.address() as AddressInfo).port)
  app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())))
}
