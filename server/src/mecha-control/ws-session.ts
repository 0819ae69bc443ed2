import { randomUUID } from 'node:crypto'
import {
  COMMAND_NAMES,
  isCommandName,
  type MechaCommand,
  type MechaEvent,
  type MechaState,
  MechaValidationError,
} from '@hangar/mecha'
import { Compile } from 'typebox/compile'
import type { WebSocket } from 'ws'
import { assertAllowed, can } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { errorReply } from '../plugins/error-statuses.ts'
import type { MechaService } from './mecha.service.ts'
import type { MessageBudget } from './message-budget.ts'
import { callerBudgetKey, type OpenConnection, type WsConnections } from './ws-connections.ts'
import {
  CLOSE_ACCESS_ENDED,
  CLOSE_KEEPALIVE_TIMEOUT,
  CLOSE_TOO_SLOW,
  type ClientMessage,
  ClientMessageSchema,
  WS_PROTOCOL_VERSION,
} from './ws-protocol.ts'

const checkMessage = Compile(ClientMessageSchema)
/** Past this much unsent data, telemetry for a slow client is dropped (events never are). */
const TELEMETRY_BUFFER_BYTES = 1 << 20
/** A connection whose unsent data stays over its cap this long is closed (4008). */
const OVER_BUFFER_GRACE_MS = 1000
/** Messages of one connection being handled at once (a slow robot must not hold the others up). */
const MAX_IN_FLIGHT = 8
/** Work on one connection's messages before the event loop gets a turn. */
const SLICE_MS = 5
/** Queued messages past which the socket stops reading, and below which it reads again. */
const QUEUE_PAUSE = 1000
const QUEUE_RESUME = 100
/** Why a lease ends when its holder's new role may not operate (the mecha's last stop reason). */
const ROLE_MAY_NOT_OPERATE = "controller's role no longer allows operating"

interface Subscription {
  intervalMs: number
  lastTelemetryAt: number
  /** State in the last telemetry sent: a change of state is never throttled away. */
  lastTelemetryState: MechaState | null
  /** Ends the backend's stream of this mecha to this connection. */
  stop: () => void
  /** Live events held back until the `subscribed` answer and the replay are sent; null once flowing. */
  held: MechaEvent[] | null
  /** Highest seq the replay sent, so a held event it already carried is not sent twice. */
  lastSeq: number
}

export interface SessionOptions {
  keepaliveMs: number
  /** Unsent data a connection may hold; over it for a second (or over 4× at once), it is closed. */
  maxBufferedBytes: number
  /** The open connections of this process (caps, revocation). */
  connections: WsConnections
  /** Messages per caller per second (docs/mecha-ws.md#limits). */
  budget: MessageBudget
  /** Counts messages in and out, and those refused for the budget (metrics). */
  meters: { received(): void; sent(): void; overBudget(): void }
  log: { warn(obj: object, msg: string): void }
}

/**
 * One WebSocket connection of the real-time channel: subscriptions with per-subscriber
 * telemetry throttling, commands with the same checks as HTTP, the control lease, keep-alive,
 * and the dead-man stop of every mecha it controls when it closes or falls silent. It talks to
 * the mecha service only, which talks to the robot backend: the lease is held there (the robot's
 * side with a broker), so a connection's lease is seen by every service process.
 */
export class WsSession implements OpenConnection {
  readonly id = `ws_${randomUUID()}`
  readonly #subs = new Map<string, Subscription>()
  readonly #leases = new Set<string>()
  readonly #budgetKey: string
  #lastHeard = Date.now()
  #closed = false
  readonly #pinger: NodeJS.Timeout
  #deadline: NodeJS.Timeout
  #overBuffer: NodeJS.Timeout | undefined
  readonly #queue: string[] = []
  #pumping = false
  #inFlight = 0
  #slotFree: (() => void) | undefined
  /** Who the connection acts for, with the role it holds now: every message is checked against it. */
  #caller: Caller

  constructor(
    private readonly socket: WebSocket,
    caller: Caller,
    private readonly mechas: MechaService,
    private readonly opts: SessionOptions,
  ) {
    this.#caller = caller
    this.#budgetKey = callerBudgetKey(caller)
    opts.connections.add(this)
    socket.on('message', (data) => this.#onMessage(String(data)))
    socket.on('pong', () => this.#heard())
    socket.on('close', () => this.#end('controller connection closed'))
    socket.on('error', () => this.#end('controller connection failed'))
    // Ping three times per keep-alive period so a live client always has something to answer;
    // the dead-man deadline is separate and exact: keepalive_ms after the last frame heard.
    this.#pinger = setInterval(() => this.#ping(), Math.max(50, Math.floor(opts.keepaliveMs / 3)))
    this.#deadline = setTimeout(() => this.#checkSilence(), opts.keepaliveMs)
    this.#send({
      type: 'hello',
      protocol: WS_PROTOCOL_VERSION,
      connection_id: this.id,
      organization_id: caller.organizationId,
      keepalive_ms: opts.keepaliveMs,
    })
  }

  #send(msg: object): void {
    if (this.socket.readyState !== this.socket.OPEN) return
    this.socket.send(JSON.stringify(msg))
    this.opts.meters.sent()
    this.#watchBuffer()
  }

  /**
   * A client that does not read makes its unsent data grow: past the cap for a second, or
   * past four times the cap at once, the connection is closed (4008) rather than buffered
   * without bound. Only a client that reads again sees the close frame; the rest are dropped.
   */
  #watchBuffer(): void {
    const buffered = this.socket.bufferedAmount
    const cap = this.opts.maxBufferedBytes
    if (buffered <= cap) return
    const tooSlow = () => this.#closeWith(CLOSE_TOO_SLOW, 'client too slow', 'controller connection too slow')
    if (buffered > cap * 4) tooSlow()
    else
      this.#overBuffer ??= setTimeout(() => {
        this.#overBuffer = undefined
        if (this.socket.bufferedAmount > cap) tooSlow()
      }, OVER_BUFFER_GRACE_MS)
  }

  get caller(): Caller {
    return this.#caller
  }

  /**
   * The person's role changed (docs/mecha-ws.md#access): the connection acts with the new role
   * from the next message on. A role that may not operate loses every control lease this
   * connection holds, and each of those mechas gets the dead-man stop — nobody is left driving.
   */
  roleChanged(role: Caller['role']): void {
    if (this.#closed || role === this.#caller.role) return
    this.#caller = { ...this.#caller, role }
    const operate = can(role, 'operate')
    if (!operate) this.#dropLeases(ROLE_MAY_NOT_OPERATE)
    this.#send({ type: 'access_changed', role, operate })
  }

  #dropLeases(reason: string): void {
    for (const id of this.#leases) {
      this.mechas
        .deadman(this.#caller, id, this.id, reason)
        .catch((err) => this.opts.log.warn({ err, mecha_id: id }, 'dead-man stop failed'))
    }
    this.#leases.clear()
  }

  /** The key or session this connection was opened with was revoked, removed or ended. */
  endAccess(): void {
    this.#closeWith(CLOSE_ACCESS_ENDED, 'access ended', 'controller access ended')
  }

  #closeWith(code: number, why: string, stopReason: string): void {
    if (this.#closed) return
    this.#end(stopReason)
    this.socket.close(code, why)
    // A client that reads nothing never completes the closing handshake.
    setTimeout(() => this.socket.terminate(), 1000).unref()
  }

  // A lease lasts as long as the connection is heard from: the keep-alive below ends both.
  #heard(): void {
    this.#lastHeard = Date.now()
  }

  #ping(): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.ping()
  }

  // Runs at the deadline; a frame heard meanwhile moves the deadline on, without a timer per frame.
  #checkSilence(): void {
    if (this.#closed) return
    const silent = Date.now() - this.#lastHeard
    if (silent < this.opts.keepaliveMs) {
      this.#deadline = setTimeout(() => this.#checkSilence(), this.opts.keepaliveMs - silent)
      return
    }
    this.#closeWith(
      CLOSE_KEEPALIVE_TIMEOUT,
      'keep-alive timeout',
      'controller connection silent past the keep-alive timeout',
    )
  }

  /** Stops every mecha this connection controls (dead-man), then forgets everything. */
  #end(reason: string): void {
    if (this.#closed) return
    this.#closed = true
    clearInterval(this.#pinger)
    clearTimeout(this.#deadline)
    clearTimeout(this.#overBuffer)
    this.opts.connections.remove(this)
    for (const sub of this.#subs.values()) sub.stop()
    this.#dropLeases(reason)
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
      const changed = e.data.state !== sub.lastTelemetryState
      if (!changed && at - sub.lastTelemetryAt < sub.intervalMs - 1) return
      if (this.socket.bufferedAmount > TELEMETRY_BUFFER_BYTES) return
      sub.lastTelemetryAt = at
      sub.lastTelemetryState = e.data.state
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

  /**
   * Messages wait in a queue and are worked off a few at a time, handing the event loop back
   * every few milliseconds: a flood from one client arrives in a handful of reads, and answering
   * all of it in one turn would stall every other request and connection (docs/mecha-ws.md#limits).
   * Past a long queue the socket stops reading, so TCP pushes back on the client.
   */
  #onMessage(text: string): void {
    this.#heard()
    this.opts.meters.received()
    this.#queue.push(text)
    if (this.#queue.length >= QUEUE_PAUSE && !this.socket.isPaused) this.socket.pause()
    if (!this.#pumping) void this.#pump()
  }

  async #pump(): Promise<void> {
    this.#pumping = true
    let slice = performance.now()
    try {
      while (this.#queue.length > 0 && !this.#closed) {
        if (this.#inFlight >= MAX_IN_FLIGHT) {
          await new Promise<void>((resolve) => {
            this.#slotFree = resolve
          })
          continue
        }
        const text = this.#queue.shift() as string
        this.#inFlight++
        void this.#dispatch(text).finally(() => {
          this.#inFlight--
          this.#slotFree?.()
          this.#slotFree = undefined
        })
        if (this.socket.isPaused && this.#queue.length <= QUEUE_RESUME) this.socket.resume()
        if (performance.now() - slice >= SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve))
          slice = performance.now()
        }
      }
    } finally {
      this.#pumping = false
      if (this.socket.isPaused) this.socket.resume()
    }
  }

  #dispatch(text: string): Promise<void> {
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      this.#send({ type: 'error', status: 400, detail: 'Message is not valid JSON' })
      return Promise.resolve()
    }
    const rawId = (raw as { id?: unknown })?.id
    // Only an id the schema allows is echoed: an answer is never bigger than a fixed size.
    const echo =
      (typeof rawId === 'string' && rawId.length <= 100) || typeof rawId === 'number' ? { id: rawId } : {}
    if (!this.opts.budget.take(this.#budgetKey)) {
      this.opts.meters.overBudget()
      this.#send({
        type: 'error',
        ...echo,
        status: 429,
        detail: `Too many messages: at most ${this.opts.budget.perSecond} per second; retry in ${this.opts.budget.retryAfterMs(this.#budgetKey)} ms`,
      })
      return Promise.resolve()
    }
    if (!checkMessage.Check(raw)) {
      const first = checkMessage.Errors(raw)[0]
      const type = (raw as { type?: unknown })?.type
      const named = typeof type === 'string' && type.length <= 40 ? `"${type}" ` : ''
      this.#send({
        type: 'error',
        ...echo,
        status: 400,
        detail: `Invalid ${named}message: ${first ? `${first.instancePath || '/'} ${first.message}` : 'unknown shape'}`,
      })
      return Promise.resolve()
    }
    return this.#handle(raw).catch((err) => this.#error(raw.id, err))
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
          lastTelemetryState: null,
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
        // Closed, or demoted, while the robot granted it: nobody may drive, so stop at once.
        if (this.#closed)
          return this.mechas.deadman(this.caller, m.mecha_id, this.id, 'controller connection closed')
        if (!can(this.caller.role, 'operate')) {
          await this.mechas.deadman(this.caller, m.mecha_id, this.id, ROLE_MAY_NOT_OPERATE)
          assertAllowed(this.caller.role, 'operate', 'take control of mechas')
        }
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
