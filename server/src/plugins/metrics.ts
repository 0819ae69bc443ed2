import cluster from 'node:cluster'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { answerClusterScrapes } from '../metrics/cluster-metrics.ts'
import { listenForMetrics } from '../metrics/metrics-server.ts'
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
 * scraper on a private network (docs/deployment.md#metrics); under start:cluster the primary
 * serves that port for all workers.
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
  // Under start:cluster the workers would share this port and a scrape would reach one of them
  // at random: the primary serves it instead, summing what every worker answers it.
  if (cluster.isWorker) {
    answerClusterScrapes(metrics.registry)
    return
  }
  const { server, port } = await listenForMetrics({
    port: config.metricsPort,
    host: config.metricsHost,
    contentType: metrics.registry.contentType,
    read: () => metrics.registry.metrics(),
    onError: (err) => app.log.warn({ err }, 'could not collect metrics'),
  })
  app.decorate('metricsPort', port)
  app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())))
}
