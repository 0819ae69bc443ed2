import type pg from 'pg'

export interface PgListener {
  /** Whether the LISTEN connection is up (notifications sent meanwhile arrive). */
  readonly listening: boolean
  close(): Promise<void>
}

export interface PgListenOptions {
  url: string
  channel: string
  onNotification: (payload: string) => void
  /** The connection is (again) listening: notifications sent while it was down were missed. */
  onListening: () => void
  onError: (err: unknown) => void
  /** Wait before connecting again after losing the connection (default 1000 ms). */
  retryMs?: number
}

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel (a pooled connection cannot: it
 * is handed to other queries), reconnecting after a loss for as long as it is not closed.
 */
export function listenPostgres(opts: PgListenOptions): PgListener {
  let client: pg.Client | undefined
  let listening = false
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    // The driver loads when a listener first connects (PostgreSQL only), not with this module.
    const { Client } = (await import('pg')).default
    if (closed) return
    const c = new Client({ connectionString: opts.url, connectionTimeoutMillis: 2000 })
    client = c
    const lost = (err?: unknown) => {
      if (client !== c) return
      client = undefined
      listening = false
      if (err) opts.onError(err)
      void c.end().catch(() => {})
      if (!closed) retry = setTimeout(() => void connect(), opts.retryMs ?? 1000).unref()
    }
    c.on('error', lost)
    c.on('end', () => lost())
    c.on('notification', (n) => {
      if (n.channel === opts.channel && n.payload) opts.onNotification(n.payload)
    })
    try {
      await c.connect()
      await c.query(`listen ${c.escapeIdentifier(opts.channel)}`)
      if (client !== c || closed) return
      listening = true
      opts.onListening()
    } catch (err) {
      lost(err)
    }
  }
  void connect()

  return {
    get listening() {
      return listening
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const c = client
      client = undefined
      listening = false
      await c?.end().catch(() => {})
    },
  }
}
