/**
 * The console's end of the real-time channel (docs/mecha-ws.md) for one mecha: a ticket per
 * connection (a browser cannot set the key header), a subscription that resumes from the last
 * sequence number it saw, answers matched to requests by id, and reconnection with back-off.
 * It holds no React state; `useMechaLive` turns its callbacks into the page's state.
 */

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'stopped'

export interface MechaEvent {
  seq: number
  at: string
  mecha_id: string
  type: string
  data: Record<string, unknown>
}

export interface Subscribed {
  status: unknown
  /** Present when the subscription resumed from a sequence number. */
  resumedFrom?: number
  last_seq?: number
  replay_complete?: boolean
  replayed?: number
}

/** A refusal from the service over the socket, with its HTTP-like status and sentence. */
export class SocketRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail)
  }
}

export interface MechaSocketOptions {
  mechaId: string
  /** A fresh single-use ticket (POST /mecha/ws/ticket). */
  ticket: () => Promise<string>
  onState: (state: ConnectionState, info: { connectionId: string | null; closeCode?: number }) => void
  onSubscribed: (s: Subscribed) => void
  onEvent: (e: MechaEvent) => void
  /** The person's role changed on the server; a role that may not operate lost its lease. */
  onAccessChanged?: (change: { role: string; operate: boolean }) => void
  telemetryHz?: number
}

const BACKOFF_MS = [250, 500, 1000, 2000, 4000]
const PING_MS = 2000
const SILENCE_MS = 6000

interface Pending {
  resolve: (msg: Record<string, unknown>) => void
  reject: (err: SocketRequestError) => void
}

export class MechaSocket {
  #ws: WebSocket | null = null
  #stopped = false
  #attempt = 0
  #retry: ReturnType<typeof setTimeout> | null = null
  #watchdog: ReturnType<typeof setInterval> | null = null
  #lastHeard = 0
  #nextId = 1
  readonly #pending = new Map<number, Pending>()
  /** Highest sequence number seen (telemetry included): where a reconnection resumes. */
  lastSeq = 0
  #resumedFrom = 0
  connectionId: string | null = null

  constructor(private readonly opts: MechaSocketOptions) {}

  start(): void {
    this.#stopped = false
    this.#watchdog = setInterval(() => this.#watch(), PING_MS)
    void this.#connect()
  }

  stop(): void {
    this.#stopped = true
    if (this.#retry) clearTimeout(this.#retry)
    if (this.#watchdog) clearInterval(this.#watchdog)
    this.#ws?.close(1000, 'page closed')
    this.#ws = null
    this.#failPending('The page closed the connection')
    this.opts.onState('stopped', { connectionId: null })
  }

  get open(): boolean {
    return this.#ws?.readyState === WebSocket.OPEN && this.connectionId !== null
  }

  /** Sends a message and resolves with the answer carrying the same id (rejects on `error`). */
  request(msg: Record<string, unknown>): Promise<Record<string, unknown>> {
    const ws = this.#ws
    if (!ws || !this.open) return Promise.reject(new SocketRequestError(0, 'Not connected to the service'))
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      ws.send(JSON.stringify({ ...msg, id }))
    })
  }

  /** A command for this mecha; resolves with its result. */
  async command(command: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.request({ type: 'command', mecha_id: this.opts.mechaId, command })
    return answer.result as Record<string, unknown>
  }

  async #connect(): Promise<void> {
    this.opts.onState(this.#attempt === 0 ? 'connecting' : 'reconnecting', { connectionId: null })
    let ticket: string
    try {
      ticket = await this.opts.ticket()
    } catch {
      return this.#scheduleRetry()
    }
    if (this.#stopped) return
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
    const ws = new WebSocket(
      `${scheme}//${window.location.host}/mecha/ws?ticket=${encodeURIComponent(ticket)}`,
    )
    this.#ws = ws
    this.#lastHeard = Date.now()
    ws.onmessage = (m) => {
      this.#lastHeard = Date.now()
      this.#onMessage(String(m.data))
    }
    ws.onclose = (e) => this.#lost(ws, e.code)
  }

  /** The connection is gone (closed, or silent too long): fail what waits, then reconnect. */
  #lost(ws: WebSocket, code?: number): void {
    if (this.#ws !== ws) return
    this.#ws = null
    ws.onmessage = null
    ws.onclose = null
    if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(4000, 'silent')
    this.connectionId = null
    this.#failPending('The connection to the service was lost')
    if (this.#stopped) return
    this.opts.onState('reconnecting', { connectionId: null, ...(code ? { closeCode: code } : {}) })
    this.#scheduleRetry()
  }

  /**
   * A half-open connection can look open for minutes. The page pings every 2 s (which also keeps
   * its lease alive on the service) and gives the connection up after 6 s without any message:
   * telemetry alone arrives at least about once a second.
   */
  #watch(): void {
    const ws = this.#ws
    if (!ws || ws.readyState !== WebSocket.OPEN) return
    if (Date.now() - this.#lastHeard > SILENCE_MS) this.#lost(ws)
    else ws.send(JSON.stringify({ type: 'ping' }))
  }

  #scheduleRetry(): void {
    if (this.#stopped) return
    const delay = BACKOFF_MS[Math.min(this.#attempt, BACKOFF_MS.length - 1)]!
    this.#attempt++
    this.#retry = setTimeout(() => void this.#connect(), delay)
  }

  #failPending(detail: string): void {
    for (const p of this.#pending.values()) p.reject(new SocketRequestError(0, detail))
    this.#pending.clear()
  }

  #onMessage(text: string): void {
    let msg: Record<string, unknown>
    try {
      msg = JSON.parse(text)
    } catch {
      return
    }
    if (msg.type === 'hello') {
      this.connectionId = String(msg.connection_id)
      const resumeFrom = this.lastSeq
      this.#resumedFrom = resumeFrom
      this.#send({
        type: 'subscribe',
        mecha_id: this.opts.mechaId,
        telemetry_hz: this.opts.telemetryHz ?? 10,
        ...(resumeFrom > 0 ? { since_seq: resumeFrom } : {}),
      })
      return
    }
    if (msg.type === 'subscribed') {
      this.#attempt = 0
      this.opts.onState('live', { connectionId: this.connectionId })
      this.opts.onSubscribed({
        status: msg.status,
        ...(typeof msg.last_seq === 'number'
          ? {
              resumedFrom: this.#resumedFrom,
              last_seq: msg.last_seq,
              replay_complete: msg.replay_complete as boolean,
              replayed: msg.replayed as number,
            }
          : {}),
      })
      return
    }
    if (msg.type === 'access_changed') {
      this.opts.onAccessChanged?.({ role: String(msg.role), operate: msg.operate === true })
      return
    }
    if (msg.type === 'event') {
      const e = msg.event as MechaEvent
      if (e.mecha_id !== this.opts.mechaId) return
      this.lastSeq = Math.max(this.lastSeq, e.seq)
      this.opts.onEvent(e)
      return
    }
    const id = typeof msg.id === 'number' ? msg.id : null
    const pending = id === null ? undefined : this.#pending.get(id)
    if (!pending || id === null) return
    this.#pending.delete(id)
    if (msg.type === 'error') pending.reject(new SocketRequestError(Number(msg.status), String(msg.detail)))
    else pending.resolve(msg)
  }

  #send(msg: object): void {
    if (this.#ws?.readyState === WebSocket.OPEN) this.#ws.send(JSON.stringify(msg))
  }
}
