import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { type Clock, createScaledClock } from '@hangar/mecha'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../storage/db.ts'
import type { EmbeddedBroker } from './broker/embedded-broker.ts'
import { EmbeddedMechaBackend } from './embedded-backend.ts'
import type { MechaBackend } from './mecha-backend.ts'

/** How long start-up waits for the broker before it serves anyway (commands answer 503 until it is there). */
const BROKER_WAIT_MS = 3000

/** The robot side of a service process: the backend, and the broker it hosts, if any. */
export interface Robots {
  backend: MechaBackend
  /** Whether robots log in to a broker with credentials the platform issues (any broker mode). */
  brokered: boolean
  /** The broker this process hosts (MQTT_LISTEN_PORT), if any. */
  hostedBroker: EmbeddedBroker | undefined
  /** Closes the backend, then the hosted broker. */
  close(): Promise<void>
}

/**
 * The robot backend the configuration asks for: robots behind a broker with MQTT_URL, or behind
 * the broker this process hosts (MQTT_LISTEN_PORT), otherwise the in-process simulator.
 * @param options.mechaClock the simulator's clock (tests); default wall clock × MECHA_TIME_SCALE
 */
export async function startRobots(
  config: Config,
  options: { mechaClock?: Clock; log: FastifyBaseLogger; db: Db },
): Promise<Robots> {
  const { log } = options
  if (!config.mqtt) {
    const backend = new EmbeddedMechaBackend({
      clock: options.mechaClock ?? createScaledClock(config.mechaTimeScale),
      tickMs: config.mechaTickMs,
      onError: (err) => log.error({ err }, 'mecha event listener failed'),
    })
    return { backend, brokered: false, hostedBroker: undefined, close: () => backend.close() }
  }
  // The broker's modules (mqtt, and aedes for a hosted broker) load only when robots are behind
  // one: about 0.4 s of CPU at every start of a process that has none (the command line, most tests).
  const { BrokerMechaBackend } = await import('./broker/broker-backend.ts')
  const m = config.mqtt
  let url = m.url
  let username = m.username
  let password = m.password
  let hostedBroker: EmbeddedBroker | undefined
  if (m.listenPort !== undefined) {
    // The service's own login to the broker it hosts: given, or made up for this run.
    username ??= 'hangar-service'
    password ??= randomBytes(24).toString('base64url')
    const { EmbeddedBroker: HostedBroker } = await import('./broker/embedded-broker.ts')
    hostedBroker = await HostedBroker.start({
      port: m.listenPort,
      host: m.listenHost,
      interfaceName: m.interfaceName,
      db: options.db,
      service: { username, password },
      retainedFile: join(config.dataDir, 'broker-retained.json'),
      log,
    })
    url = `mqtt://127.0.0.1:${hostedBroker.port}`
  }
  const backend = new BrokerMechaBackend({
    url,
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
    interfaceName: m.interfaceName,
    commandTimeoutMs: m.commandTimeoutMs,
    heartbeatMs: m.heartbeatMs,
    heartbeatTimeoutMs: m.heartbeatTimeoutMs,
    keepaliveSeconds: m.keepaliveSeconds,
    log,
  })
  if (!(await backend.ready(BROKER_WAIT_MS)))
    log.warn(
      { broker: url },
      'the message broker does not answer yet; mecha commands answer 503 until it does',
    )
  return {
    backend,
    brokered: true,
    hostedBroker,
    close: async () => {
      await backend.close()
      await hostedBroker?.close()
    },
  }
}
