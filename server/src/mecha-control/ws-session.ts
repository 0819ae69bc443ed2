import { randomUUID } from 'node:crypto'
import {
  COMMAND_NAMES,
  isCommandName,
  type MechaCommand,
  type MechaEvent,
  MechaValidationError,
} from '@hangar/mecha'
import { Compile } from 'typebox/compile'
import type { WebSocket } from 'ws'
import type { Caller } from '../common/caller.ts'
import { errorReply } from '../plugins/error-statuses.ts'
import type { MechaService } from './mecha.service.ts'
import {
  CLOSE_KEEPALIVE_TIMEOUT,
  type ClientMessage,
  ClientMessageSchema,
  WS_PROTOCOL_VERSION,
} from './ws-protocol.ts'

const checkMessage = Compile(ClientMessageSchema)
/** Past this much unsent data, telemetry for a slow client is dropped (events never are). */
const MAX_BUFFERED_BYTES = 1 << 20

interface Subscription {
  intervalMs: number
  lastTelemetryAt: number
  /** Ends the backend's stream of this mecha to this connection. */
  stop: () => void
  /** Live events held back until the `subscribed` answer and the replay are sent; null once flowing. */
  held: MechaEvent[] | null
  /** Highest seq the replay sent, so a held event it already carried is not sent twice. */
  lastSeq: number
}

export interface SessionOptions {
  keepaliveMs: number
  log: { warn(obj: object, msg: string): void }
}

/**
 * One WebSocket connection of the real-time channel: subscriptions with per-subscriber
 * telemetry throttling, commands with the same checks as HTTP, the control lease, keep-alive,
 * and the dead-man stop of every mecha it controls when it closes or falls silent. It talks to
 * the mecha service only, which talks to the robot backend: the lease is held there (the robot's
 * side with a broker), so a connection's lease is seen by every service process.
 */
export class WsSession {
  readonly id = `ws_${randomUUID()}`
  readonly #subs = new Map<string, Subscription>()
  readonly #leases = new Set<string>()
  #lastHeard = Date.now()
  #closed = false
  readonly #timer: NodeJS.Timeout

  constructor(
    private readonly socket: WebSocket,
    private readonly caller: Caller,
    private readonly mechas: MechaService,
    private readonly opts: SessionOptions,
  ) {
    socket.on('message', (data) => this.#onMessage(String(data)))
    socket.on('pong', () => this.#heard())
    socket.on('close', () => this.#end('controller connection closed'))
    socket.on('error', () => this.#end('controller connection failed'))
    // Ping three times per keep-alive period; a connection silent for a whole period is dead.
    this.#timer = setInterval(() => this.#keepalive(), Math.max(50, Math.floor(opts.keepaliveMs / 3)))
    this.#send({
      type: 'hello',
      protocol: WS_PROTOCOL_VERSION,
      connection_id: this.id,
      organization_id: caller.organizationId,
      keepalive_ms: opts.keepaliveMs,
    })
  }

  #send(msg: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(msg))
  }

  // A lease lasts as long as the connection is heard from: the keep-alive below ends both.
  #heard(): void {
    this.#lastHeard = Date.now()
  }

  #keepalive(): void {
    if (Date.now() - this.#lastHeard > this.opts.keepaliveMs) {
      this.#end('controller connection silent past the keep-alive timeout')
      this.socket.close(CLOSE_KEEPALIVE_TIMEOUT, 'keep-alive timeout')
      setTimeout(() => this.socket.terminate(), 1000).unref()
      return
    }
    if (this.socket.readyState === this.socket.OPEN) this.socket.ping()
  }

  /** Stops every mecha this connection controls (dead-man), then forgets everything. */
  #end(reason: string): void {
    if (this.#closed) return
    this.#closed = true
    clearInterval(this.#timer)
    for (const sub of this.#subs.values()) sub.stop()
    for (const id of this.#leases) {
      this.mechas
        .deadman(id, this.id, reason)
        .catch((err) => this.opts.log.warn({ err, mecha_id: id }, 'dead-man stop failed'))
    }
    this.#leases.clear()
    this.#subs.clear()
    this.mechas.forgetHolder(this.id)
  }

  /** Called by the backend for the mechas this connection subscribed to. */
  #deliver(e: MechaEvent): void {
    const sub = this.#subs.get(e.mecha_id)
    if (!sub) return
    if (sub.held) {
      sub.held.push(e)
      return
    }
    this.#forward(sub, e)
  }

  #forward(sub: Subscription, e: MechaEvent): void {
    if (e.type === 'telemetry') {
      const at = Date.parse(e.at)
      if (at - sub.lastTelemetryAt < sub.intervalMs - 1) return
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return
      sub.lastTelemetryAt = at
    }
    if (e.type === 'lease_changed' && e.data.holder !== this.id) this.#leases.delete(e.mecha_id)
    this.#send({ type: 'event', event: e })
  }

  #error(id: ClientMessage['id'] | undefined, err: unknown): void {
    const e = errorReply(err)
    if (e) this.#send({ type: 'error', id, status: e.status, detail: e.detail })
    else {
      this.opts.log.warn({ err }, 'websocket message failed')
      this.#send({ type: 'error', id, status: 500, detail: 'Internal server error' })
    }
  }

  #onMessage(text: string): void {
    this.#heard()
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      this.#send({ type: 'error', status: 400, detail: 'Message is not valid JSON' })
      return
    }
    if (!checkMessage.Check(raw)) {
      const id = (raw as { id?: unknown })?.id
      const first = checkMessage.Errors(raw)[0]
      const type = (raw as { type?: unknown })?.type
      this.#send({
        type: 'error',
        ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}),
        status: 400,
        detail: `Invalid ${typeof type === 'string' ? `"${type}" ` : ''}message: ${first ? `${first.instancePath || '/'} ${first.message}` : 'unknown shape'}`,
      })
      return
    }
    this.#handle(raw).catch((err) => this.#error(raw.id, err))
  }

  async #handle(m: ClientMessage): Promise<void> {
    switch (m.type) {
      case 'ping':
        return this.#send({ type: 'pong', id: m.id })
      case 'subscribe': {
        this.#subs.get(m.mecha_id)?.stop()
        const sub: Subscription = {
          intervalMs: 1000 / (m.telemetry_hz ?? 10),
          lastTelemetryAt: 0,
          stop: () => {},
          held: [],
          lastSeq: 0,
        }
        this.#subs.set(m.mecha_id, sub)
        let watched: Awaited<ReturnType<MechaService['watch']>>
        try {
          watched = await this.mechas.watch(this.caller, m.mecha_id, (e) => this.#deliver(e), m.since_seq)
        } catch (err) {
          if (this.#subs.get(m.mecha_id) === sub) this.#subs.delete(m.mecha_id)
          throw err
        }
        sub.stop = watched.stop
        if (this.#closed || this.#subs.get(m.mecha_id) !== sub) return watched.stop()
        const { status, replay } = watched
        this.#send({
          type: 'subscribed',
          id: m.id,
          mecha_id: m.mecha_id,
          status,
          ...(replay
            ? { last_seq: replay.last_seq, replay_complete: replay.complete, replayed: replay.events.length }
            : {}),
        })
        for (const e of replay?.events ?? []) {
          sub.lastSeq = Math.max(sub.lastSeq, e.seq)
          this.#send({ type: 'event', event: e })
        }
        const held = sub.held ?? []
        sub.held = null
        for (const e of held) if (e.seq > sub.lastSeq) this.#forward(sub, e)
        return
      }
      case 'unsubscribe':
        this.#subs.get(m.mecha_id)?.stop()
        this.#subs.delete(m.mecha_id)
        return this.#send({ type: 'unsubscribed', id: m.id, mecha_id: m.mecha_id })
      case 'acquire': {
        await this.mechas.acquire(this.caller, m.mecha_id, this.id)
        // Closed while the robot granted it: nobody is left to drive, so stop at once.
        if (this.#closed) return this.mechas.deadman(m.mecha_id, this.id, 'controller connection closed')
        this.#leases.add(m.mecha_id)
        return this.#send({ type: 'lease', id: m.id, mecha_id: m.mecha_id, holder: this.id })
      }
      case 'release': {
        const released = await this.mechas.release(this.caller, m.mecha_id, this.id)
        this.#leases.delete(m.mecha_id)
        return this.#send({ type: 'released', id: m.id, mecha_id: m.mecha_id, held: released })
      }
      case 'command': {
        if (!isCommandName(m.command.name)) {
          throw new MechaValidationError(
            `Unknown command "${m.command.name}"; one of ${COMMAND_NAMES.join(', ')}`,
          )
        }
        const { result } = await this.mechas.command(
          this.caller,
          m.mecha_id,
          m.command as MechaCommand,
          this.id,
        )
        return this.#send({ type: 'result', id: m.id, mecha_id: m.mecha_id, result })
      }
    }
  }
}
