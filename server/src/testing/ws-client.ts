import WebSocket from 'ws'

// biome-ignore lint/suspicious/noExplicitAny: messages are JSON from the wire
export type Msg = any

/** A WebSocket test client that records every message and waits for the one a test needs. */
export class WsTestClient {
  readonly messages: Msg[] = []
  #waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = []
  #seen = 0
  closed: Promise<{ code: number; reason: string }>

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (d) => {
      const m = JSON.parse(String(d))
      this.messages.push(m)
      const waiting = this.#waiters
      this.#waiters = []
      for (const w of waiting) {
        if (w.pred(m)) w.resolve(m)
        else this.#waiters.push(w)
      }
    })
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    )
  }

  /** Opens a connection; rejects with the HTTP status when the upgrade is refused. */
  static open(
    url: string,
    headers: Record<string, string> = {},
    opts: { autoPong?: boolean } = {},
  ): Promise<WsTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers, autoPong: opts.autoPong ?? true })
      const client = new WsTestClient(socket)
      socket.once('open', () => resolve(client))
      socket.once('unexpected-response', (_req, res) =>
        reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
      )
      socket.once('error', reject)
    })
  }

  send(msg: object): void {
    this.socket.send(JSON.stringify(msg))
  }

  /** The next message (after those already taken) matching `pred`. */
  next(pred: (m: Msg) => boolean, timeoutMs = 3000): Promise<Msg> {
    for (let i = this.#seen; i < this.messages.length; i++) {
      if (pred(this.messages[i])) {
        this.#seen = i + 1
        return Promise.resolve(this.messages[i])
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms`)), timeoutMs)
      this.#waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer)
          this.#seen = this.messages.length
          resolve(m)
        },
      })
    })
  }

  /** Sends a message with an id and waits for the answer carrying the same id. */
  request(msg: object): Promise<Msg> {
    const id = Math.random().toString(36).slice(2)
    this.send({ ...msg, id })
    return this.next((m) => m.id === id)
  }

  events(type: string): Msg[] {
    return this.messages.filter((m) => m.type === 'event' && m.event.type === type).map((m) => m.event)
  }

  close(): void {
    this.socket.close()
  }
}
