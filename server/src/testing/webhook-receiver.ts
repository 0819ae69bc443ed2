import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  at: number
}

/**
 * A real HTTP server that receives webhooks on 127.0.0.1: it records every request and answers
 * what `answer` says (200 by default). `waitFor` resolves once enough have come.
 */
export class WebhookReceiver {
  readonly received: Received[] = []
  /** What to answer; `hold` keeps the request open, never answered (until the receiver stops). */
  answer: (r: Received) => {
    status: number
    headers?: Record<string, string>
    body?: string
    hold?: boolean
  } = () => ({
    status: 200,
    body: 'thanks',
  })
  #server: Server | undefined
  #waiters: (() => void)[] = []

  constructor(public port = 0) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const r = {
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: performance.now(),
        }
        this.received.push(r)
        const a = this.answer(r)
        if (!a.hold) res.writeHead(a.status, a.headers ?? {}).end(a.body ?? '')
        for (const w of this.#waiters.splice(0)) w()
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.#server.address() as AddressInfo).port
    return this
  }

  async stop(): Promise<void> {
    const s = this.#server
    this.#server = undefined
    if (!s) return
    s.closeAllConnections()
    await new Promise<void>((resolve) => s.close(() => resolve()))
  }

  /** Resolves once `n` requests have come (rejects after `ms`). */
  async waitFor(n: number, ms = 10_000): Promise<Received[]> {
    const deadline = Date.now() + ms
    while (this.received.length < n) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`received ${this.received.length} of ${n} webhooks in ${ms} ms`)
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.#waiters.push(() => {
          clearTimeout(t)
          resolve()
        })
      })
    }
    return this.received
  }
}

/** Polls `check` every 50 ms until it returns something truthy (rejects after `ms`). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await check()
    if (v) return v
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}
