import type { Socket } from 'node:net'
import { encode, type HeartbeatMessage, PROTOCOL_VERSION, type Topics } from '@hangar/robot-protocol'
import mqtt, { type MqttClient } from 'mqtt'

export interface BrokerLinkOptions {
  url: string
  username?: string
  password?: string
  topics: Topics
  /** This service process, in topic names and on every command it sends. */
  processId: string
  /** How often this process says it is alive; robots stop what it started when it falls silent. */
  heartbeatMs: number
  /** The silence after which robots count this process as gone. */
  heartbeatTimeoutMs: number
  keepaliveSeconds: number
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
  onMessage: (topic: string, payload: Buffer) => void
  /** The connection dropped: what was known of the robots' connections is stale until it is back. */
  onDown: () => void
  /** Topic filters this process reads, subscribed again after every reconnection. */
  subscriptions: () => string[]
}

/**
 * The service process's one connection to the broker: subscribes what it reads, beats its
 * heartbeat (with a last will saying it is gone), and reconnects by itself. While it is down the
 * backend answers 503 at once instead of waiting.
 */
export class BrokerLink {
  readonly client: MqttClient
  #connected = false
  #headerId = 0
  readonly #heartbeat: NodeJS.Timeout
  readonly #ready: Promise<void>

  constructor(private readonly o: BrokerLinkOptions) {
    this.client = mqtt.connect(o.url, {
      clientId: `hangar-service-${o.processId}`,
      ...(o.username !== undefined ? { username: o.username } : {}),
      ...(o.password !== undefined ? { password: o.password } : {}),
      protocolVersion: 4,
      clean: true,
      keepalive: o.keepaliveSeconds,
      reconnectPeriod: 500,
      // A refused login may be accepted after the broker's password file is reloaded: keep trying.
      reconnectOnConnackError: true,
      connectTimeout: 3000,
      resubscribe: false,
      queueQoSZero: false,
      will: {
        topic: o.topics.heartbeat(o.processId),
        payload: Buffer.from(this.#beat(false)),
        qos: 1,
        retain: false,
      },
    })
    this.#ready = new Promise((resolve) => this.client.once('connect', () => resolve()))
    this.client.on('connect', () => void this.#onConnect())
    this.client.on('close', () => {
      if (!this.#connected) return
      this.#connected = false
      o.onDown()
      o.log.warn({ broker: o.url }, 'lost the message broker; reconnecting')
    })
    this.client.on('error', (err) => o.log.warn({ err: err.message, broker: o.url }, 'message broker error'))
    this.client.on('message', (topic, payload) => o.onMessage(topic, payload))
    this.#heartbeat = setInterval(() => {
      if (this.#connected)
        this.client
          .publishAsync(o.topics.heartbeat(o.processId), this.#beat(true), { qos: 0 })
          .catch(() => {})
    }, o.heartbeatMs)
    this.#heartbeat.unref()
  }

  get connected(): boolean {
    return this.#connected
  }

  /** Resolves at the first connection (start-up waits for it, within a bound). */
  ready(): Promise<void> {
    return this.#ready
  }

  async subscribe(filter: string | string[]): Promise<void> {
    await this.client.subscribeAsync(filter, { qos: 0 })
  }

  async unsubscribe(filter: string | string[]): Promise<void> {
    await this.client.unsubscribeAsync(filter)
  }

  publish(topic: string, payload: string): Promise<unknown> {
    return this.client.publishAsync(topic, payload, { qos: 1 })
  }

  /** Says goodbye (robots stop what this process started) and disconnects. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat)
    // A broker that vanished a moment ago would hold a QoS 1 publish until it is back: bounded.
    if (this.#connected)
      await bounded(
        this.client.publishAsync(this.o.topics.heartbeat(this.o.processId), this.#beat(false), { qos: 1 }),
        1000,
      )
    this.#connected = false
    await bounded(this.client.endAsync(), 1000)
    this.client.end(true)
  }

  async #onConnect(): Promise<void> {
    // mqtt.js leaves Nagle's algorithm on, which may hold a small publish back until the previous
    // one is acknowledged; commands are small and latency-bound. Each connection is a new socket.
    ;(this.client.stream as Partial<Socket>).setNoDelay?.(true)
    try {
      // Subscriptions are re-made on every connection (clean sessions keep none), so the
      // retained connection and state of every robot arrive again.
      await this.client.subscribeAsync(this.o.subscriptions(), { qos: 0 })
      this.#connected = true
      this.client
        .publishAsync(this.o.topics.heartbeat(this.o.processId), this.#beat(true), { qos: 0 })
        .catch(() => {})
      this.o.log.info({ broker: this.o.url, process_id: this.o.processId }, 'connected to the message broker')
    } catch (err) {
      this.o.log.warn({ err: (err as Error).message }, 'could not subscribe at the message broker')
    }
  }

  #beat(online: boolean): string {
    const message: HeartbeatMessage = {
      headerId: this.#headerId++,
      timestamp: new Date().toISOString(),
      version: PROTOCOL_VERSION,
      processId: this.o.processId,
      online,
      intervalMs: this.o.heartbeatMs,
      timeoutMs: this.o.heartbeatTimeoutMs,
    }
    return encode('heartbeat', message)
  }
}

/** Waits for `promise` at most `ms`; whatever it ends with is ignored. */
export async function bounded(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    promise.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
  ])
  clearTimeout(timer)
}
