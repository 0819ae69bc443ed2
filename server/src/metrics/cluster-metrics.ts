import type { Server } from 'node:http'
import { AggregatorRegistry, type Registry } from 'prom-client'
import { listenForMetrics } from './metrics-server.ts'

/**
 * In a cluster worker: answers the primary's scrape requests (over the cluster's IPC channel)
 * with this process's registry. Making an AggregatorRegistry is what installs prom-client's
 * answering listener.
 */
export function answerClusterScrapes(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry])
  new AggregatorRegistry()
}

/**
 * In the cluster primary: serves METRICS_PORT with every worker's metrics added up, each series
 * as its metric's aggregator says (counters and histograms summed; a gauge that every process
 * reads from the shared database, such as the mechas, is taken once: see service-metrics.ts).
 */
export async function serveClusterMetrics(options: {
  port: number
  host: string
  onError: (err: unknown) => void
}): Promise<Server> {
  const aggregator = new AggregatorRegistry()
  const { server } = await listenForMetrics({
    ...options,
    contentType: aggregator.contentType,
    read: () => aggregator.clusterMetrics(),
  })
  return server
}
