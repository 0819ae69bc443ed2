import { randomBytes, randomUUID } from 'node:crypto'
import {
  type CommandResult,
  checkCommandShape,
  DEFAULT_WORLD_MAP,
  type EventsSince,
  findMechaModel,
  MAX_WAYPOINTS,
  type MechaCommand,
  type MechaEvent,
  type MechaInfo,
  MechaNotFoundError,
  MechaStateError,
  MechaValidationError,
  parseWorldMap,
} from '@hangar/mecha'
import {
  type AckMessage,
  decode,
  encode,
  PROTOCOL_VERSION,
  type RobotRequest,
  type RobotStatus,
  requestMessage,
  Topics,
} from '@hangar/robot-protocol'
import { BrokerUnavailableError, brokerUnavailable, noAcknowledgement } from '../backend-errors.ts'
import { EventIndex } from '../event-index.ts'
import type {
  CommandOutcome,
  EventSink,
  MechaBackend,
  MechaDiagnostics,
  MechaRegistration,
} from '../mecha-backend.ts'
import { BrokerLink, bounded } from './broker-link.ts'
import { PendingAcks } from './pending-acks.ts'
import { RobotView } from './robot-view.ts'

export interface BrokerBackendOptions {
  url: string
  username?: string
  password?: string
  /** First topic level (MQTT_INTERFACE). */
  interfaceName: string
  /** How long a robot has to acknowledge a command before the answer is 504. */
  commandTimeoutMs: number
  heartbeatMs: number
  heartbeatTimeoutMs: number
  keepaliveSeconds: number
  log: {
    info(obj: object, msg: string): void
    warn(obj: object, msg: string): void
    error(obj: object, msg: string): void
  }
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The broker adapter: every mecha is a robot agent behind an MQTT broker (docs/robots.md,
 * docs/robot-protocol.md). Commands travel as VDA-style orders and instant actions with a command
 * id, a deadline and a reply topic; the robot answers on its ack topic for this process. The
 * control lease lives on the robot and every process reads the robots' retained connection and
 * state, so any process drives any mecha and sees its last known status, restarts included.
 */
export class BrokerMechaBackend implements MechaBackend {
  readonly kind = 'broker'
  /** This service process, as robots know it (heartbeat, sender of commands, ack topic). */
  readonly processId = `svc-${process.pid}-${randomBytes(3).toString('hex')}`
  readonly topics: Topics
  readonly #link: BrokerLink
  readonly #views = new Map<string, RobotView>()
  readonly #maps = new Map<string, number>()
  readonly #pending = new PendingAcks()
  readonly #index = new EventIndex()
  #headerId = 0

  constructor(private readonly o: BrokerBackendOptions) {
    this.topics = new Topics(o.interfaceName)
    this.#link = new BrokerLink({
      url: o.url,
      ...(o.username !== undefined ? { username: o.username } : {}),
      ...(o.password !== undefined ? { password: o.password } : {}),
      topics: this.topics,
      processId: this.processId,
      heartbeatMs: o.heartbeatMs,
      heartbeatTimeoutMs: o.heartbeatTimeoutMs,
      keepaliveSeconds: o.keepaliveSeconds,
      log: o.log,
      onMessage: (topic, payload) => this.#onMessage(topic, payload),
      // Until the retained connection messages arrive again, no robot counts as online.
      onDown: () => {
        for (const view of this.#views.values()) view.online = false
      },
      subscriptions: () => [
        this.topics.everyRobot('connection'),
        this.topics.everyRobot('state'),
        this.topics.everyRobot('factsheet'),
        this.topics.acksFor(this.processId),
        ...this.#watchedTopics(),
      ],
    })
  }

  /** Waits for the first connection to the broker, at most `timeoutMs`; the service starts either way. */
  async ready(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    const connected = await Promise.race([this.#link.ready().then(() => true as const), timeout])
    clearTimeout(timer)
    return connected
  }

  get brokerConnected(): boolean {
    return this.#link.connected
  }

  async register(registration: MechaRegistration): Promise<MechaInfo> {
    const model = findMechaModel(registration.model)
    if (!model) throw new MechaValidationError(`unknown model ${registration.model}`)
    const range =
      registration.map === undefined ? undefined : parseWorldMap(registration.map).operational_range_m
    const view = this.#view(registration.id)
    if (view.info) throw new MechaValidationError(`mecha ${registration.id} is already registered`)
    const info: MechaInfo = {
      id: registration.id,
      name: registration.name,
      model: model.slug as MechaInfo['model'],
      organization_id: registration.organization_id,
    }
    view.info = info
    if (range !== undefined) this.#maps.set(info.id, range)
    // Whatever arrived under another organization's topics is not this mecha's.
    if (view.organizationId !== undefined && view.organizationId !== info.organization_id) {
      view.status = undefined
      view.online = false
    }
    return { ...info }
  }

  async unregister(mechaId: string): Promise<void> {
    this.#views.delete(mechaId)
    this.#maps.delete(mechaId)
  }

  find(mechaId: string): MechaInfo | undefined {
    const info = this.#views.get(mechaId)?.info
    return info ? { ...info } : undefined
  }

  async command(mechaId: string, cmd: MechaCommand, actor?: string): Promise<CommandOutcome> {
    const info = this.#info(mechaId)
    const checked = checkCommandShape(findMechaModel(info.model)!, cmd)
    const ack = await this.#request(
      info,
      { kind: 'command', command: checked },
      actor,
      `the ${cmd.name} command`,
    )
    return { result: ack.result as CommandResult, status: this.#diagnostics(info, ack.status!, true) }
  }

  async status(mechaId: string): Promise<MechaDiagnostics> {
    const info = this.#info(mechaId)
    const view = this.#views.get(mechaId)!
    if (!this.#link.connected || !view.online) return this.#lastKnown(info, view)
    const ack = await this.#request(info, { kind: 'stateRequest' }, undefined, 'a status request')
    return this.#diagnostics(info, ack.status!, true)
  }

  lastKnown(mechaId: string): MechaDiagnostics | undefined {
    const view = this.#views.get(mechaId)
    if (!view?.info || !view.status) return undefined
    return this.#diagnostics(view.info, view.status, this.#link.connected && view.online)
  }

  async acquireLease(mechaId: string, holder: string): Promise<void> {
    await this.#request(this.#info(mechaId), { kind: 'acquireControl' }, holder, 'taking control')
  }

  async releaseLease(mechaId: string, holder: string): Promise<boolean> {
    const ack = await this.#request(
      this.#info(mechaId),
      { kind: 'releaseControl' },
      holder,
      'giving up control',
    )
    return (ack.result as { released?: boolean } | null)?.released ?? false
  }

  /**
   * Out of reach, there is nothing to send: the robot stops by itself when it loses the broker or
   * this process's heartbeat.
   */
  async deadman(mechaId: string, holder: string, reason: string): Promise<void> {
    const info = this.#info(mechaId)
    if (!this.#link.connected || !this.#views.get(mechaId)?.online) return
    await this.#request(info, { kind: 'deadman', reason }, holder, 'a dead-man stop')
  }

  async eventsSince(mechaId: string, afterSeq: number): Promise<EventsSince> {
    const info = this.#info(mechaId)
    const view = this.#views.get(mechaId)!
    if (!this.#link.connected || !view.online) return { events: [], complete: false, last_seq: view.lastSeq }
    const ack = await this.#request(info, { kind: 'eventsRequest', afterSeq }, undefined, 'an events request')
    return ack.result as EventsSince
  }

  async watch(mechaId: string, sink: EventSink): Promise<() => void> {
    const info = this.#info(mechaId)
    const topics = [
      this.topics.of(info.organization_id, mechaId, 'visualization'),
      this.topics.of(info.organization_id, mechaId, 'events'),
    ]
    if (this.#index.add(mechaId, sink) && this.#link.connected) {
      this.#views.get(mechaId)!.lastSeq = 0
      // Bounded: a subscription made as the connection drops waits for the reconnection (which re-makes it).
      await bounded(this.#link.subscribe(topics), 2000)
    }
    return () => {
      if (this.#index.remove(mechaId, sink) && this.#link.connected)
        this.#link.unsubscribe(topics).catch(() => {})
    }
  }

  async close(): Promise<void> {
    this.#pending.failAll(new BrokerUnavailableError('the service is shutting down'))
    await this.#link.close()
  }

  // --- requests ---

  async #request(
    info: MechaInfo,
    request: RobotRequest,
    actor: string | undefined,
    what: string,
  ): Promise<AckMessage> {
    const id = info.id
    if (!this.#link.connected) throw brokerUnavailable(id)
    const view = this.#views.get(id)!
    if (!view.online) throw new MechaStateError(offlineDetail(id, view))
    const timeoutMs = this.o.commandTimeoutMs
    const commandId = randomUUID()
    const now = Date.now()
    const built = requestMessage(request, {
      headerId: this.#headerId++,
      timestamp: iso(now),
      version: PROTOCOL_VERSION,
      manufacturer: info.organization_id,
      serialNumber: id,
      commandId,
      deadline: iso(now + timeoutMs),
      replyTo: this.topics.ack(info.organization_id, id, this.processId),
      sender: this.processId,
      actor: actor ?? null,
    })
    const topic = this.topics.of(info.organization_id, id, built.topic)
    const payload = encode(built.topic, built.message as never)
    const waiting = this.#pending.wait(commandId, timeoutMs, () => noAcknowledgement(id, what, timeoutMs))
    // One resend halfway through: the robot runs a command id once, so a repeat is harmless and
    // covers a message lost with a dropped connection.
    const resend = setTimeout(() => {
      if (this.#link.connected) this.#link.publish(topic, payload).catch(() => {})
    }, timeoutMs / 2)
    // Not awaited: a publish made just as the connection drops waits for the reconnection, and
    // the answer must not (the timeout bounds it; the robot drops the command once its deadline passed).
    this.#link.publish(topic, payload).catch(() => this.#pending.fail(commandId, brokerUnavailable(id)))
    let ack: AckMessage
    try {
      ack = await waiting
    } finally {
      clearTimeout(resend)
    }
    if (ack.status) view.offer(ack.status, Date.parse(ack.timestamp))
    view.seen(Date.now())
    if (ack.code === 400) throw new MechaValidationError(ack.detail ?? `mecha ${id} refused the request`)
    if (ack.code === 422) throw new MechaStateError(ack.detail ?? `mecha ${id} refused the request`)
    return ack
  }

  // --- what robots publish ---

  #onMessage(topic: string, payload: Buffer): void {
    const t = this.topics.parse(topic)
    if (!t) return
    const view = this.#view(t.mechaId)
    // A robot's messages count only under its own organization.
    if (view.info && view.info.organization_id !== t.organizationId) return
    view.organizationId = t.organizationId
    switch (t.topic) {
      case 'ack': {
        const d = decode('ack', payload)
        if (!d.ok || d.message.serialNumber !== t.mechaId) {
          this.#refused(topic, d)
          return
        }
        this.#pending.settle(d.message)
        return
      }
      case 'connection': {
        const d = decode('connection', payload)
        if (!d.ok) {
          this.#refused(topic, d)
          return
        }
        const online = d.message.connectionState === 'ONLINE'
        if (online && !view.online) view.lastSeq = 0 // a new run of the agent numbers its events afresh
        view.online = online
        view.connectionSince = Date.parse(d.message.timestamp)
        if (online) view.seen(Date.now())
        return
      }
      case 'state': {
        const d = decode('state', payload)
        if (!d.ok) {
          this.#refused(topic, d)
          return
        }
        view.offer(d.message.status, Date.parse(d.message.timestamp))
        return
      }
      case 'factsheet': {
        const d = decode('factsheet', payload)
        if (!d.ok) {
          this.#refused(topic, d)
          return
        }
        view.factsheetModel = d.message.typeSpecification.seriesName
        if (view.info && view.factsheetModel !== view.info.model)
          this.o.log.warn(
            { mecha_id: t.mechaId, registered: view.info.model, reported: view.factsheetModel },
            'a robot reports another model than the one it is registered with',
          )
        return
      }
      case 'visualization':
      case 'events': {
        const d = decode(t.topic, payload)
        if (!d.ok || d.message.event.mecha_id !== t.mechaId) {
          this.#refused(topic, d)
          return
        }
        view.seen(Date.now())
        const event = d.message.event as MechaEvent
        if (event.seq <= view.lastSeq) return // a QoS 1 repeat, or stale
        view.lastSeq = event.seq
        this.#index.deliver(event, (err) => this.o.log.error({ err }, 'mecha event watcher failed'))
        return
      }
    }
  }

  #refused(topic: string, d: { ok: boolean; error?: string }): void {
    this.o.log.warn(
      { topic, error: d.ok ? 'addressed to another robot' : d.error },
      'ignored a robot message',
    )
  }

  #watchedTopics(): string[] {
    const out: string[] = []
    for (const view of this.#views.values())
      if (view.info && this.#index.watched(view.info.id))
        out.push(
          this.topics.of(view.info.organization_id, view.info.id, 'visualization'),
          this.topics.of(view.info.organization_id, view.info.id, 'events'),
        )
    return out
  }

  #view(mechaId: string): RobotView {
    let view = this.#views.get(mechaId)
    if (!view) {
      view = new RobotView()
      this.#views.set(mechaId, view)
    }
    return view
  }

  #info(mechaId: string): MechaInfo {
    const info = this.#views.get(mechaId)?.info
    if (!info) throw new MechaNotFoundError(mechaId)
    return info
  }

  #lastKnown(info: MechaInfo, view: RobotView): MechaDiagnostics {
    return this.#diagnostics(info, view.status ?? this.#neverSeen(info), false)
  }

  #diagnostics(info: MechaInfo, status: RobotStatus, online: boolean): MechaDiagnostics {
    const view = this.#views.get(info.id)
    const lastSeen = view?.lastSeenMs ?? null
    return {
      id: info.id,
      name: info.name,
      model: info.model,
      organization_id: info.organization_id,
      ...status,
      online,
      last_seen: lastSeen === null ? null : iso(lastSeen),
    }
  }

  // A robot never heard from: the registration's model and nothing else.
  #neverSeen(info: MechaInfo): RobotStatus {
    const m = findMechaModel(info.model)!
    return {
      state: 'offline',
      mode: 'standard',
      pose: { x: 0, y: 0, z: 0, heading_deg: 0 },
      speed_mps: 0,
      commanded_speed_mps: null,
      path: null,
      battery: { percent: 0, low: false, charging: false },
      errors: [],
      recent_errors: [],
      warnings: [
        {
          code: 'never_connected',
          message: `no status received from mecha ${info.id} yet: its robot agent has never connected`,
        },
      ],
      last_command: null,
      last_stop_reason: null,
      uptime_s: 0,
      model_limits: {
        stair_capable: m.stairCapable,
        max_step_height_m: m.maxStepHeightM,
        min_step_depth_m: m.minStepDepthM,
        max_incline_deg: m.maxInclineDeg,
        max_speed_mps: m.maxSpeedMps,
        min_speed_mps: m.minSpeedMps,
        stair_max_speed_mps: m.stairMaxSpeedMps,
        operational_range_m: this.#maps.get(info.id) ?? DEFAULT_WORLD_MAP.operational_range_m,
        max_waypoints: MAX_WAYPOINTS,
      },
      lease: null,
      estop_latched: false,
      at: iso(Date.now()),
    }
  }
}

/** The 422 sentence for a robot known to be out of reach. */
function offlineDetail(mechaId: string, view: RobotView): string {
  const since = view.offlineSince()
  return since === null
    ? `mecha ${mechaId} offline since it was registered: its robot agent has never connected`
    : `mecha ${mechaId} offline since ${iso(since)}`
}
