import { randomBytes } from 'node:crypto'
import mqtt from 'mqtt'

/** The shared Mosquitto of this machine (anonymous); never stopped or reconfigured by tests. */
export const SHARED_BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883'

/** Whether the test runner found a broker (scripts/test.mjs sets it). */
export const BROKER_AVAILABLE = process.env.HANGAR_TEST_MQTT === '1'

/** A fresh first topic level, so parallel runs on the shared broker never meet. */
export function testInterface(): string {
  return `hangar-test-${randomBytes(5).toString('hex')}`
}

/** Removes every retained message under `<interfaceName>/` (tests leave nothing behind). */
export async function clearRetained(
  brokerUrl: string,
  interfaceName: string,
  options: mqtt.IClientOptions = {},
) {
  const client = await mqtt.connectAsync(brokerUrl, {
    protocolVersion: 4,
    connectTimeout: 2000,
    reconnectPeriod: 0,
    ...options,
  })
  const retained = new Set<string>()
  client.on('message', (topic, payload, packet) => {
    if (packet.retain && payload.length > 0) retained.add(topic)
  })
  await client.subscribeAsync(`${interfaceName}/#`)
  await new Promise((resolve) => setTimeout(resolve, 150))
  for (const topic of retained) await client.publishAsync(topic, '', { retain: true, qos: 1 })
  await client.endAsync()
}
