import { connect, createServer, type Socket } from 'node:net'

export interface CuttingProxy {
  url: string
  /** Bytes passed from clients to the service so far. */
  forwarded(): number
  /** Connections cut so far. */
  cuts(): number
  close(): Promise<void>
}

/**
 * A TCP proxy in front of a service that cuts the network like a dropped link: once the bytes
 * passed from clients reach the next of `cutAt` (a running total), it destroys that connection
 * at once, mid-request. With `thenRefuse`, every connection after the last cut is closed as soon
 * as it opens (the link stays down).
 */
export async function cuttingProxy(
  target: string,
  o: { cutAt?: number[]; thenRefuse?: boolean } = {},
): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target)
  const cutAt = [...(o.cutAt ?? [])]
  let forwarded = 0
  let cuts = 0
  const open = new Set<Socket>()
  const server = createServer((client) => {
    if (o.thenRefuse && cuts > 0 && cutAt.length === 0) return void client.destroy()
    const upstream = connect(Number(port), hostname)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('data', (chunk: Buffer) => {
      const limit = cutAt[0]
      if (limit !== undefined && forwarded + chunk.length >= limit) {
        const part = limit - forwarded
        forwarded = limit
        cutAt.shift()
        cuts++
        // The partial bytes go out, then the link drops: both ends lose the connection.
        if (part > 0) upstream.write(chunk.subarray(0, part), drop)
        else drop()
        return
      }
      forwarded += chunk.length
      if (!upstream.write(chunk)) client.pause()
    })
    upstream.on('drain', () => client.resume())
    client.on('end', () => upstream.end())
    upstream.pipe(client)
    client.on('error', drop)
    upstream.on('error', drop)
    client.on('close', () => open.delete(client))
    upstream.on('close', () => open.delete(upstream))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the proxy has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    forwarded: () => forwarded,
    cuts: () => cuts,
    close: async () => {
      for (const s of open) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}
