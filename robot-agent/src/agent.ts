import type { Socket } from 'node:net'
import {
  type CommandName,
  EventLog,
  heldBy,
  LEASE_EXEMPT_COMMANDS,
  LeaseTable,
  type MechaCommand,
  MechaError,
  type MechaEvent,
  MechaStateError,
  MechaValidationError,
} from '@hangar/mecha'
import {
  type AckMessage,
  DEFAULT_INTERFACE,
  decode,
  encode,
  type InstantActionsMessage,
  type MessageKind,
  type MessageOf,
  type OrderMessage,
  PROTOCOL_VERSION,
  type RobotStatus,
  requestOf,
  Topics,
} from '@hangar/robot-protocol'
import mqtt, { type MqttClient } from 'mqtt'
import { CommandMemory } from './command-memory.ts'
import { HeartbeatWatch } from './heartbeats.ts'
import type { Robot, RobotEvent } from './robot.ts'

/** A lease lasts until released or dead-manned; the holder's process heartbeat is what watches it. */
const UNTIL_RELEASED_MS = 365 * 24 * 3600 * 1000

/** How long the first connection waits for the broker to acknowledge the retained state's subscription. */
const SUBACK_WAIT_MS = 5000

/** Structured log lines (pino's signature). */
export interface AgentLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface AgentOptions {
  /** `mqtt://host:1883`, `mqtts://…`, `ws://…` */
  broker: string
  organizationId: string
  mechaId: string
  username?: string
  password?: string
  robot: Robot
  log: AgentLog
  /** First topic level; default `hangar`. */
  interfaceName?: string
  /** MQTT keep-alive; a broker silent this long (×1.5) counts as lost. Default 2 s. */
  keepaliveSeconds?: number
  /** Wait between reconnection attempts; default 1000 ms. */
  reconnectMs?: number
  /** The state is published after every change and at least this often; default 5000 ms. */
  stateIntervalMs?: number
  /** Silence that counts as a lost service process before its first heartbeat; default 3000 ms. */
  heartbeatTimeoutMs?: number
  /** How often heartbeats are checked; default 100 ms. */
  watchIntervalMs?: number
  /** At the first connection, how long to wait for the retained state of a previous run; default 500 ms. */
  restoreWaitMs?: number
  /** The wall clock for deadlines and heartbeats; default Date.now. */
  now?: () => number
}

type AckBody = Pick<AckMessage, 'code' | 'detail' | 'result' | 'status'>

/** Requests that run however late they arrive: they only make the robot safer. */
const NEVER_LATE = new Set(['estop', 'deadman'])

/**
 * Connects one robot to Hangar through an MQTT broker (docs/robot-protocol.md): publishes its
 * connection (with a last will), factsheet, state, telemetry and events; runs the service's
 * commands once each and in time; owns the control lease; and stops the robot when it loses the
 * broker or the heartbeat of the service process that drives it.
 */
export class RobotAgent {
  readonly topics: Topics
  readonly prefix: string
  readonly #o: Required<Omit<AgentOptions, 'username' | 'password'>> &
    Pick<AgentOptions, 'username' | 'password'>
  readonly #robot: Robot
  readonly #client: MqttClient
  readonly #log: AgentLog
  readonly #events = new EventLog()
  readonly #leases = new LeaseTable()
  readonly #memory = new CommandMemory()
  readonly #watch: HeartbeatWatch
  readonly #headerIds = new Map<string, number>()
  readonly #timers: NodeJS.Timeout[] = []
  #leaseProcess: string | null = null
  /** The service process whose move is running: its heartbeat supervises the motion. */
  #supervisor: string | null = null
  #moving = false
  #connected = false
  #restored = false
  #restoring: ((status: RobotStatus | null) => void) | null = null
  #stateQueued = false
  #stopped = false
  readonly #firstOnline: Promise<void>
  #resolveOnline!: () => void

  constructor(options: AgentOptions) {
    this.#o = {
      interfaceName: DEFAULT_INTERFACE,
      keepaliveSeconds: 2,
      reconnectMs: 1000,
      stateIntervalMs: 5000,
      heartbeatTimeoutMs: 3000,
      watchIntervalMs: 100,
      restoreWaitMs: 500,
      now: Date.now,
      ...options,
    }
    this.#robot = options.robot
    this.#log = options.log
    this.topics = new Topics(this.#o.interfaceName)
    this.prefix = this.topics.prefix(options.organizationId, options.mechaId)
    this.#watch = new HeartbeatWatch(this.#o.heartbeatTimeoutMs)
    this.#firstOnline = new Promise((resolve) => {
      this.#resolveOnline = resolve
    })
    this.#robot.onEvent((e) => this.#onRobotEvent(e))
    this.#client = mqtt.connect(this.#o.broker, {
      clientId: `hangar-robot-${options.mechaId}`,
      ...(options.username !== undefined ? { username: options.username } : {}),
      ...(options.password !== undefined ? { password: options.password } : {}),
      protocolVersion: 4,
      clean: true,
      keepalive: this.#o.keepaliveSeconds,
      reconnectPeriod: this.#o.reconnectMs,
      // A refused login may be accepted after the broker's password file is reloaded: keep trying.
      reconnectOnConnackError: true,
      connectTimeout: 5000,
      resubscribe: false,
      // Telemetry that could not be sent is stale by the time the broker is back.
      queueQoSZero: false,
      will: {
        topic: this.#topic('connection'),
        payload: Buffer.from(this.#connectionMessage('CONNECTIONBROKEN')),
        qos: 1,
        retain: true,
      },
    })
    this.#client.on('connect', () => void this.#onConnect())
    this.#client.on('close', () => this.#onBrokerLost())
    this.#client.on('error', (err) => this.#log.warn({ err: err.message }, 'broker connection error'))
    this.#client.on('message', (topic, payload) => this.#onMessage(topic, payload))
    this.#every(this.#o.watchIntervalMs, () => this.#checkHeartbeats())
    this.#every(this.#o.stateIntervalMs, () => this.#publishState())
    this.#every(60_000, () => this.#watch.prune(this.#o.now()))
  }

  get mechaId(): string {
    return this.#o.mechaId
  }

  /** Resolves the first time the agent is online (connected, subscribed, announced). */
  online(): Promise<void> {
    return this.#firstOnline
  }

  get connected(): boolean {
    return this.#connected
  }

  /**
   * Stops the robot, says OFFLINE (retained) and disconnects; the robot's resources are released.
   * @param reason recorded as the robot's last stop reason
   */
  async stop(reason = 'agent shutting down'): Promise<void> {
    if (this.#stopped) return
    this.#stopped = true
    for (const t of this.#timers) clearInterval(t)
    this.#robot.halt(reason)
    // A broker that vanished a moment ago would hold these QoS 1 publishes until it is back: bounded.
    if (this.#connected)
      await bounded(
        Promise.all([
          this.#publish('state', this.#stateMessage(), { qos: 1, retain: true }),
          this.#client.publishAsync(this.#topic('connection'), this.#connectionMessage('OFFLINE'), {
            qos: 1,
            retain: true,
          }),
        ]),
        1000,
      )
    this.#connected = false
    await bounded(this.#client.endAsync(), 1000)
    this.#client.end(true)
    this.#robot.close()
    this.#log.info({ mecha_id: this.mechaId }, 'robot stopped; agent offline')
  }

  // --- connection ---

  async #onConnect(): Promise<void> {
    // mqtt.js leaves Nagle's algorithm on, which may hold a small publish back until the previous
    // one is acknowledged; commands are small and latency-bound. Each connection is a new socket.
    ;(this.#client.stream as Partial<Socket>).setNoDelay?.(true)
    try {
      if (!this.#restored) await this.#restore()
      await this.#client.subscribeAsync({
        [this.#topic('instantActions')]: { qos: 1 },
        [this.#topic('order')]: { qos: 1 },
        [this.topics.everyHeartbeat()]: { qos: 0 },
      })
      await this.#publish('factsheet', this.#factsheetMessage(), { qos: 1, retain: true })
      await this.#publish('state', this.#stateMessage(), { qos: 1, retain: true })
      // ONLINE before any event of this run, so a reader can tell a new run's numbering apart.
      await this.#client.publishAsync(this.#topic('connection'), this.#connectionMessage('ONLINE'), {
        qos: 1,
        retain: true,
      })
      this.#connected = true
      this.#log.info(
        { mecha_id: this.mechaId, broker: this.#o.broker, topics: `${this.prefix}/#` },
        'robot agent online',
      )
      this.#resolveOnline()
    } catch (err) {
      this.#log.warn({ err: (err as Error).message }, 'could not announce the robot; retrying on reconnect')
    }
  }

  // A robot program that restarts finds its robot where its last retained state says it stood.
  // The broker sends a retained message right after it acknowledges the subscription, so the wait
  // for it starts there: started when asking, a process busy for longer than the wait (a loaded
  // machine) ran the expired timer before it read the message already there, and forgot its pose.
  async #restore(): Promise<void> {
    const stateTopic = this.#topic('state')
    const last = await new Promise<RobotStatus | null>((resolve) => {
      const timers: NodeJS.Timeout[] = []
      let settled = false
      const done = (status: RobotStatus | null) => {
        if (settled) return
        settled = true
        for (const t of timers) clearTimeout(t)
        resolve(status)
      }
      this.#restoring = done
      // A broker that never acknowledges: the robot starts afresh rather than never.
      timers.push(setTimeout(() => done(null), SUBACK_WAIT_MS + this.#o.restoreWaitMs))
      this.#client
        .subscribeAsync(stateTopic, { qos: 1 })
        .then(() => {
          if (!settled) timers.push(setTimeout(() => done(null), this.#o.restoreWaitMs))
        })
        .catch(() => done(null))
    })
    this.#restoring = null
    await this.#client.unsubscribeAsync(stateTopic).catch(() => {})
    this.#restored = true
    if (!last || last.state === 'offline') return
    this.#robot.restore({
      pose: last.pose,
      battery_percent: last.battery.percent,
      estop_latched: last.estop_latched,
      last_stop_reason: last.last_stop_reason,
    })
    this.#log.info(
      { mecha_id: this.mechaId, pose: last.pose, estop_latched: last.estop_latched },
      'restored the last published state',
    )
  }

  // Safety first: a robot that cannot hear the service must not keep walking.
  #onBrokerLost(): void {
    if (!this.#connected || this.#stopped) return
    this.#connected = false
    this.#deadman('broker connection lost', { dropLease: true })
    this.#log.warn({ mecha_id: this.mechaId }, 'broker connection lost: robot halted; reconnecting')
  }

  #checkHeartbeats(): void {
    const now = this.#o.now()
    if (this.#leaseProcess) {
      const why = this.#watch.lost(this.#leaseProcess, now)
      if (why) this.#deadman(why, { dropLease: true })
    }
    if (this.#moving && this.#supervisor) {
      const why = this.#watch.lost(this.#supervisor, now)
      if (why) this.#deadman(why, { dropLease: false })
    }
  }

  #deadman(reason: string, options: { dropLease: boolean }): void {
    const wasMoving = this.#moving
    if (options.dropLease && this.#leases.drop(this.mechaId)) {
      this.#leaseProcess = null
      this.#emit('lease_changed', { holder: null, expires_at: null, cause: 'deadman' })
    }
    if (wasMoving) {
      this.#robot.halt(reason)
      this.#log.warn({ mecha_id: this.mechaId, reason }, 'dead-man stop')
    }
    this.#supervisor = null
  }

  // --- incoming ---

  #onMessage(topic: string, payload: Buffer): void {
    if (topic === this.#topic('instantActions') || topic === this.#topic('order')) {
      this.#onRequest(topic.endsWith('/order') ? 'order' : 'instantActions', payload)
      return
    }
    if (this.topics.heartbeatProcess(topic)) {
      const d = decode('heartbeat', payload)
      if (d.ok) this.#watch.beat(d.message, this.#o.now())
      return
    }
    if (this.#restoring && topic === this.#topic('state')) {
      const d = decode('state', payload)
      this.#restoring(d.ok && d.message.serialNumber === this.mechaId ? d.message.status : null)
    }
  }

  #onRequest(kind: 'order' | 'instantActions', payload: Buffer): void {
    const d = decode(kind, payload)
    if (!d.ok) {
      this.#log.warn({ mecha_id: this.mechaId, error: d.error }, 'refused a malformed command')
      return
    }
    const msg = d.message as OrderMessage | InstantActionsMessage
    if (msg.manufacturer !== this.#o.organizationId || msg.serialNumber !== this.mechaId) {
      this.#log.warn(
        { mecha_id: this.mechaId, to: msg.serialNumber },
        'refused a command addressed to another robot',
      )
      return
    }
    if (!msg.replyTo.startsWith(`${this.prefix}/ack/`)) {
      this.#log.warn(
        { mecha_id: this.mechaId, reply_to: msg.replyTo },
        'refused a command answering outside its ack topics',
      )
      return
    }
    const now = this.#o.now()
    this.#watch.heard(msg.sender, now)
    const request = requestOf(kind, msg)
    const what = request.kind === 'command' ? request.command.name : request.kind
    const known = this.#memory.recall(msg.commandId, now)
    if (known !== undefined) {
      this.#log.info(
        { mecha_id: this.mechaId, command_id: msg.commandId, command: what },
        'repeated command: answered again, not run',
      )
      if (known) this.#ack(msg.replyTo, { ...known, duplicate: true })
      return
    }
    const deadline = Date.parse(msg.deadline)
    if (now > deadline && !NEVER_LATE.has(request.kind === 'command' ? request.command.name : request.kind)) {
      this.#log.warn(
        { mecha_id: this.mechaId, command_id: msg.commandId, command: what, late_ms: now - deadline },
        'expired command dropped, not run',
      )
      this.#memory.remember(msg.commandId, null, deadline, now)
      return
    }
    const body = this.#execute(request, msg)
    const ack = this.#ackMessage(msg.commandId, body)
    this.#memory.remember(msg.commandId, ack, deadline, now)
    this.#log.info(
      {
        mecha_id: this.mechaId,
        command_id: msg.commandId,
        command: what,
        code: body.code,
        detail: body.detail,
      },
      body.code === 200 ? 'command run' : 'command refused',
    )
    this.#ack(msg.replyTo, ack)
    this.#queueState()
  }

  #execute(request: ReturnType<typeof requestOf>, msg: OrderMessage | InstantActionsMessage): AckBody {
    const id = this.mechaId
    try {
      switch (request.kind) {
        case 'command': {
          const cmd: MechaCommand = request.command
          this.#robot.check(cmd)
          const lease = this.#leases.get(id)
          if (lease && lease.holder !== msg.actor && !LEASE_EXEMPT_COMMANDS.includes(cmd.name as CommandName))
            throw new MechaStateError(
              `${heldBy(id, lease)}; only rest, stop and estop are accepted from others`,
            )
          const result = { ...this.#robot.run(cmd), mecha_id: id }
          if (cmd.name === 'move') this.#supervisor = msg.sender
          return this.#ok(result)
        }
        case 'acquireControl': {
          const actor = this.#actor(msg, 'take control')
          const before = this.#leases.get(id)?.holder
          this.#leases.acquire(id, actor, this.#o.now(), UNTIL_RELEASED_MS)
          this.#leaseProcess = msg.sender
          if (before !== actor)
            this.#emit('lease_changed', {
              holder: actor,
              expires_at: new Date(this.#o.now() + UNTIL_RELEASED_MS).toISOString(),
              cause: 'acquired',
            })
          return this.#ok({ holder: actor, released: false })
        }
        case 'releaseControl': {
          const actor = this.#actor(msg, 'give up control')
          const released = this.#leases.release(id, actor)
          if (released) {
            this.#leaseProcess = null
            this.#emit('lease_changed', { holder: null, expires_at: null, cause: 'released' })
          }
          return this.#ok({ holder: this.#leases.get(id)?.holder ?? null, released })
        }
        case 'deadman':
          if (msg.actor !== null && this.#leases.get(id)?.holder === msg.actor) {
            this.#leases.drop(id)
            this.#leaseProcess = null
            this.#emit('lease_changed', { holder: null, expires_at: null, cause: 'deadman' })
            this.#robot.halt(request.reason)
            this.#supervisor = null
          }
          return this.#ok(null)
        case 'stateRequest':
          return this.#ok(null)
        case 'factsheetRequest':
          void this.#publish('factsheet', this.#factsheetMessage(), { qos: 1, retain: true }).catch(() => {})
          return this.#ok(null)
        case 'eventsRequest': {
          const page = this.#events.since(request.afterSeq)
          return this.#ok({
            events: page.events as Extract<MechaEvent, { type: Exclude<MechaEvent['type'], 'telemetry'> }>[],
            complete: page.complete,
            last_seq: page.last_seq,
          })
        }
      }
    } catch (err) {
      if (err instanceof MechaError && err.status !== 404)
        return { code: err.status, detail: err.detail, result: null, status: this.#status() }
      this.#log.error({ mecha_id: id, err: (err as Error).message }, 'the robot failed a command')
      return {
        code: 422,
        detail: `mecha ${id} could not run the command: ${(err as Error).message}`,
        result: null,
        status: this.#status(),
      }
    }
  }

  #actor(msg: { actor: string | null }, what: string): string {
    if (msg.actor === null)
      throw new MechaValidationError(`only a real-time client can ${what} (no actor given)`)
    return msg.actor
  }

  #ok(result: AckBody['result']): AckBody {
    return { code: 200, detail: null, result, status: this.#status() }
  }

  // --- outgoing ---

  #onRobotEvent(e: RobotEvent): void {
    const event = { seq: this.#events.nextSeq(), mecha_id: this.mechaId, ...e } as MechaEvent
    this.#events.record(event)
    if (event.type === 'state_changed') this.#moving = event.data.to === 'moving'
    if (!this.#connected || this.#stopped) return
    if (event.type === 'telemetry') {
      void this.#publish('visualization', { ...this.#header('visualization'), event }, { qos: 0 }).catch(
        () => {},
      )
      return
    }
    void this.#publish('events', { ...this.#header('events'), event }, { qos: 1 }).catch(() => {})
    this.#queueState()
  }

  // Events the agent itself causes (the lease) are numbered with the robot's.
  #emit<K extends 'lease_changed'>(type: K, data: Extract<MechaEvent, { type: K }>['data']): void {
    this.#onRobotEvent({ type, data, at: this.#robot.status().at } as RobotEvent)
  }

  // Several events of one step become one state message.
  #queueState(): void {
    if (this.#stateQueued) return
    this.#stateQueued = true
    setImmediate(() => {
      this.#stateQueued = false
      this.#publishState()
    })
  }

  #publishState(): void {
    if (this.#connected)
      void this.#publish('state', this.#stateMessage(), { qos: 1, retain: true }).catch(() => {})
  }

  #status(): RobotStatus {
    const lease = this.#leases.get(this.mechaId)
    return {
      ...this.#robot.status(),
      lease: lease ? { holder: lease.holder, expires_at: new Date(lease.expiresAtMs).toISOString() } : null,
    }
  }

  #stateMessage(): MessageOf<'state'> {
    return { ...this.#header('state'), status: this.#status() }
  }

  #factsheetMessage(): MessageOf<'factsheet'> {
    const d = this.#robot.describe()
    return {
      ...this.#header('factsheet'),
      typeSpecification: { seriesName: d.model, seriesDescription: d.description },
      physicalParameters: { speedMin: d.limits.min_speed_mps, speedMax: d.limits.max_speed_mps },
      modelLimits: d.limits,
      agent: { name: '@hangar/robot-agent', version: PROTOCOL_VERSION },
    }
  }

  #connectionMessage(state: 'ONLINE' | 'OFFLINE' | 'CONNECTIONBROKEN'): string {
    return encode('connection', { ...this.#header('connection'), connectionState: state })
  }

  #ackMessage(commandId: string, body: AckBody): AckMessage {
    return { ...this.#header('ack'), commandId, duplicate: false, ...body }
  }

  #ack(replyTo: string, ack: AckMessage): void {
    this.#client.publishAsync(replyTo, encode('ack', ack), { qos: 1 }).catch(() => {})
  }

  #header(topic: string) {
    const headerId = (this.#headerIds.get(topic) ?? -1) + 1
    this.#headerIds.set(topic, headerId)
    return {
      headerId,
      timestamp: new Date(this.#o.now()).toISOString(),
      version: PROTOCOL_VERSION,
      manufacturer: this.#o.organizationId,
      serialNumber: this.mechaId,
    }
  }

  #topic(
    name: 'connection' | 'state' | 'visualization' | 'events' | 'factsheet' | 'instantActions' | 'order',
  ): string {
    return `${this.prefix}/${name}`
  }

  async #publish<K extends MessageKind & ('state' | 'visualization' | 'events' | 'factsheet')>(
    kind: K,
    message: MessageOf<K>,
    options: { qos: 0 | 1; retain?: boolean },
  ): Promise<void> {
    await this.#client.publishAsync(this.#topic(kind), encode(kind, message), {
      qos: options.qos,
      retain: options.retain ?? false,
    })
  }

  #every(ms: number, fn: () => void): void {
    const t = setInterval(fn, ms)
    t.unref()
    this.#timers.push(t)
  }
}

/** Waits for `promise` at most `ms`; whatever it ends with is ignored. */
async function bounded(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    promise.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
  ])
  clearTimeout(timer)
}
