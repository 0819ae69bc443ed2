import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves `GET /metrics` alone on its own port (METRICS_PORT), without a key, for a scraper on a
 * private network; anything else answers 404 in the documented error shape.
 * @param read the exposition text of one scrape
 */
export async function listenForMetrics(options: {
  port: number
  host: string
  contentType: string
  read: () => Promise<string>
  onError: (err: unknown) => void
}): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found"}')
      return
    }
    options.read().then(
      (text) => res.writeHead(200, { 'content-type': options.contentType }).end(text),
      (err) => {
        options.onError(err)
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"Internal server error"}')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  return { server, port: (server.address() as AddressInfo).port }
}
