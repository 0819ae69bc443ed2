import { timingSafeEqual } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { Topics } from '@hangar/robot-protocol'
import { Aedes, type Client } from 'aedes'
import aedesPersistence, { type AedesMemoryPersistence } from 'aedes-persistence'
import { findMechaCredential } from '../../mecha-control/broker-credentials.repository.ts'
import { verifyBrokerPassword } from '../../mecha-control/broker-credentials.ts'
import type { Db } from '../../storage/db.ts'

export interface EmbeddedBrokerOptions {
  port: number
  host: string
  interfaceName: string
  db: Db
  /** The service's own login to this broker. */
  service: { username: string; password: string }
  /** Where retained messages are kept between runs (DATA_DIR/broker-retained.json). */
  retainedFile: string
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
}

type Role = { kind: 'service' } | { kind: 'robot'; prefix: string; username: string }

/** Topics a robot publishes under its own prefix. */
const ROBOT_WRITES = new Set(['connection', 'state', 'visualization', 'events', 'factsheet'])
/** Topics a robot reads under its own prefix (its own state: to find where it stood after a restart). */
const ROBOT_READS = new Set(['instantActions', 'order', 'state'])
const SNAPSHOT_MS = 10_000
// A CommonJS module whose types describe an ES default export: at run time the module itself is the factory.
const memoryPersistence = aedesPersistence as unknown as () => AedesMemoryPersistence

/**
 * The MQTT broker a single service process can host for remote robots (MQTT_LISTEN_PORT), built
 * on aedes. Each robot logs in with the credentials the platform issued it, checked against the
 * database, and may use only its own topics (docs/robots.md); the service connects to it as to
 * any broker. Retained messages (each robot's connection, state and factsheet) are written to a
 * file every 10 s and at shutdown, so a restart keeps every robot's last known status.
 */
export class EmbeddedBroker {
  readonly #roles = new WeakMap<Client, Role>()
  readonly #topics: Topics
  #dirty = false
  #snapshot: NodeJS.Timeout | undefined

  private constructor(
    readonly aedes: Aedes,
    readonly server: Server,
    private readonly persistence: AedesMemoryPersistence,
    private readonly o: EmbeddedBrokerOptions,
  ) {
    this.#topics = new Topics(o.interfaceName)
  }

  /** The port it listens on (the one asked for, or the one given for 0). */
  get port(): number {
    return (this.server.address() as { port: number }).port
  }

  static async start(o: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const persistence = memoryPersistence()
    const aedes = await Aedes.createBroker({ persistence })
    const server = createServer(aedes.handle)
    const broker = new EmbeddedBroker(aedes, server, persistence, o)
    aedes.authenticate = (client, username, password, done) => {
      broker.#authenticate(client, username, password).then(
        (ok) => done(ok ? null : Object.assign(new Error('bad username or password'), { returnCode: 4 }), ok),
        () => done(Object.assign(new Error('server unavailable'), { returnCode: 3 }), false),
      )
    }
    aedes.authorizePublish = (client, packet, done) => {
      done(
        client && broker.#mayPublish(client, packet.topic)
          ? null
          : new Error(`may not publish to ${packet.topic}`),
      )
    }
    aedes.authorizeSubscribe = (client, sub, done) =>
      done(null, broker.#maySubscribe(client, sub.topic) ? sub : null)
    aedes.on('publish', (packet) => {
      if (packet.retain) broker.#dirty = true
    })
    await broker.#loadRetained()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(o.port, o.host, () => resolve())
    })
    broker.#snapshot = setInterval(() => void broker.#saveRetained(), SNAPSHOT_MS)
    broker.#snapshot.unref()
    o.log.info({ port: broker.port, host: o.host }, 'hosting the MQTT broker for robots')
    return broker
  }

  async close(): Promise<void> {
    clearInterval(this.#snapshot)
    await new Promise<void>((resolve) => this.aedes.close(() => resolve()))
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
    await this.#saveRetained()
  }

  /**
   * Ends every connection logged in as this robot (its credentials were rotated): it must log
   * in again, with the new password. Answers how many were closed.
   */
  disconnect(username: string): number {
    let closed = 0
    // aedes keeps its connected clients by id; its type declarations leave the map out.
    const { clients } = this.aedes as unknown as { clients: Record<string, Client> }
    for (const client of Object.values(clients)) {
      const role = this.#roles.get(client)
      if (role?.kind === 'robot' && role.username === username) {
        client.close()
        closed++
      }
    }
    if (closed > 0)
      this.o.log.info({ username, closed }, 'closed the connections of rotated robot credentials')
    return closed
  }

  async #authenticate(
    client: Client,
    username: string | undefined,
    password: Buffer | undefined,
  ): Promise<boolean> {
    if (!username || !password) return false
    const given = password.toString('utf8')
    const { service } = this.o
    if (username === service.username) {
      const a = Buffer.from(given)
      const b = Buffer.from(service.password)
      const ok = a.length === b.length && timingSafeEqual(a, b)
      if (ok) this.#roles.set(client, { kind: 'service' })
      return ok
    }
    const row = await findMechaCredential(this.o.db, username)
    if (!row || !(await verifyBrokerPassword(given, row.password_hash))) {
      this.o.log.warn({ username }, 'refused a robot login')
      return false
    }
    this.#roles.set(client, { kind: 'robot', username, prefix: `${this.#topics.root}/${username}` })
    return true
  }

  #mayPublish(client: Client, topic: string): boolean {
    const role = this.#roles.get(client)
    if (!role) return false
    if (role.kind === 'service') return topic.startsWith(`${this.o.interfaceName}/`)
    if (!topic.startsWith(`${role.prefix}/`)) return false
    const rest = topic.slice(role.prefix.length + 1).split('/')
    if (rest.length === 1) return ROBOT_WRITES.has(rest[0]!)
    return rest.length === 2 && rest[0] === 'ack' && rest[1]!.length > 0 && !/[+#]/.test(rest[1]!)
  }

  #maySubscribe(client: Client, filter: string): boolean {
    const role = this.#roles.get(client)
    if (!role) return false
    if (role.kind === 'service') return filter.startsWith(`${this.o.interfaceName}/`)
    if (filter === this.#topics.everyHeartbeat()) return true
    if (!filter.startsWith(`${role.prefix}/`)) return false
    return ROBOT_READS.has(filter.slice(role.prefix.length + 1))
  }

  async #loadRetained(): Promise<void> {
    let saved: { topic: string; payload: string; qos: 0 | 1 | 2 }[]
    try {
      saved = JSON.parse(readFileSync(this.o.retainedFile, 'utf8'))
    } catch {
      return // first start, or nothing kept
    }
    for (const m of saved) {
      const packet = {
        cmd: 'publish',
        topic: m.topic,
        payload: Buffer.from(m.payload, 'base64'),
        qos: m.qos,
        retain: true,
        dup: false,
        brokerId: this.aedes.id,
        brokerCounter: 0,
      }
      await new Promise((resolve) => this.persistence.storeRetained(packet as never, resolve))
    }
    this.o.log.info({ messages: saved.length }, 'restored the retained robot messages')
  }

  async #saveRetained(): Promise<void> {
    if (!this.#dirty) return
    this.#dirty = false
    const out: { topic: string; payload: string; qos: number }[] = []
    for await (const p of this.persistence.createRetainedStream(`${this.#topics.root}/#`) as AsyncIterable<{
      topic: string
      payload: Buffer
      qos: number
    }>)
      out.push({ topic: p.topic, payload: Buffer.from(p.payload).toString('base64'), qos: p.qos })
    try {
      writeFileSync(`${this.o.retainedFile}.tmp`, JSON.stringify(out))
      renameSync(`${this.o.retainedFile}.tmp`, this.o.retainedFile)
    } catch (err) {
      this.o.log.warn({ err: (err as Error).message }, 'could not keep the retained robot messages')
    }
  }
}
