import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { RobotAgent, SimWorld } from '@hangar/robot-agent'
import { Topics } from '@hangar/robot-protocol'
import type { FastifyInstance } from 'fastify'
import mqtt, { type MqttClient } from 'mqtt'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { listMechaCredentials } from '../mecha-control/broker-credentials.repository.ts'
import { hashBrokerPassword } from '../mecha-control/broker-credentials.ts'
import { mosquittoAclFile, mosquittoPasswordFile } from '../mecha-control/mosquitto-files.ts'
import { keyHeader } from '../testing/fixtures.ts'
import { MOSQUITTO_INSTALLED, OwnMosquitto } from '../testing/own-mosquitto.ts'
import { freePort } from '../testing/spawn-service.ts'
import { ADMIN_KEY } from '../testing/test-app.ts'

const SERVICE = { username: 'hangar-service', password: 'service-password-0123456789' }
const topics = new Topics('hangar')
const quiet = { info() {}, warn() {}, error() {} }

type Registered = {
  id: string
  organization_id: string
  broker_credentials: { username: string; password: string }
}

/** A service with two organizations: robots A and B of the first, C of the second. */
async function service(
  t: TestContext,
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), 'hangar-acl-')),
) {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: ADMIN_KEY,
      LOG_LEVEL: 'silent',
      MQTT_USERNAME: SERVICE.username,
      MQTT_PASSWORD: SERVICE.password,
      ...env,
    }),
  )
  let closed = false
  t.after(async () => {
    if (!closed) await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const close = async () => {
    closed = true
    await app.close()
  }
  return { app, dataDir, close }
}

async function robots(app: FastifyInstance) {
  const orgA = await app.services.organizations.create('A')
  const orgC = await app.services.organizations.create('C')
  const key = (await app.services.organizations.issueKey(orgA.id, 'test')).key
  const register = async (organization_id: string): Promise<Registered> =>
    (
      await app.inject({
        method: 'POST',
        url: '/admin/mechas',
        headers: { 'service-admin-key': ADMIN_KEY },
        payload: { organization_id, model: 'quadruped' },
      })
    ).json()
  return { key, a: await register(orgA.id), b: await register(orgA.id), c: await register(orgC.id) }
}

/** Logs in as a robot; resolves with the client or rejects with the broker's refusal. */
function login(url: string, credentials: { username: string; password: string }, protocolVersion: 4 | 5) {
  return mqtt.connectAsync(url, { ...credentials, protocolVersion, reconnectPeriod: 0, connectTimeout: 3000 })
}

/** Everything published under the interface, as the service's own login sees it. */
async function observer(t: TestContext, url: string) {
  const seen: string[] = []
  const client = await login(url, SERVICE, 4)
  t.after(() => client.endAsync())
  client.on('message', (topic, payload) => seen.push(`${topic} ${payload}`))
  await client.subscribeAsync('hangar/#')
  return seen
}

async function agentOnline(t: TestContext, url: string, r: Registered) {
  const world = new SimWorld()
  const agent = new RobotAgent({
    broker: url,
    organizationId: r.organization_id,
    mechaId: r.id,
    username: r.broker_credentials.username,
    password: r.broker_credentials.password,
    robot: world.robot(r.id),
    log: quiet,
    restoreWaitMs: 100,
  })
  t.after(async () => {
    await agent.stop()
    world.close()
  })
  await agent.online()
}

const settle = () => new Promise((r) => setTimeout(r, 300))

/** The QoS the broker granted each filter (128 and up: refused). */
async function grants(client: MqttClient, filters: string[]): Promise<number[]> {
  try {
    return (await client.subscribeAsync(filters)).map((g) => g.qos)
  } catch (err) {
    // mqtt.js rejects when any filter is refused; the SUBACK is on the error.
    const granted = (err as { packet?: { granted?: (number | { qos: number })[] } }).packet?.granted
    if (!granted) throw err
    return granted.map((g) => (typeof g === 'number' ? g : g.qos))
  }
}

/** The reason code of a QoS 1 publish's PUBACK (MQTT 5; 0 is success, 0x87 not authorized). */
async function pubackCode(client: MqttClient, topic: string, payload: string): Promise<number> {
  try {
    const ack = (await client.publishAsync(topic, payload, { qos: 1 })) as { reasonCode?: number } | undefined
    return ack?.reasonCode ?? 0
  } catch (err) {
    return (err as { code?: number }).code ?? -1
  }
}

async function initialize(app: FastifyInstance, key: string, id: string) {
  for (let i = 0; i < 50; i++) {
    const res = await app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${id}`,
      headers: keyHeader(key),
    })
    if (res.statusCode !== 422 || !/offline/.test(res.json().detail)) return res
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the robot never came online')
}

describe('each robot may use only its own topics', {
  skip: MOSQUITTO_INSTALLED ? false : 'needs /usr/sbin/mosquitto',
}, () => {
  test('Mosquitto with the password and ACL files Hangar writes refuses another mecha’s topics and another organization’s', async (t) => {
    const broker = await OwnMosquitto.start({
      files: { passwords: '', acl: '' },
      settings: ['allow_anonymous false', 'password_file {dir}/passwords', 'acl_file {dir}/acl'],
    })
    t.after(() => broker.remove())
    const { app } = await service(t, { MQTT_URL: broker.url })
    const { key, a, b, c } = await robots(app)
    // What an operator does: write the files (`npm run hangar -- broker mosquitto-files`), reload Mosquitto.
    const service_ = { username: SERVICE.username, password_hash: await hashBrokerPassword(SERVICE.password) }
    broker.reload({
      passwords: mosquittoPasswordFile([service_, ...(await listMechaCredentials(app.deps.db))]),
      acl: mosquittoAclFile('hangar', SERVICE.username),
    })
    await settle()
    const seen = await observer(t, broker.url)

    await assert.rejects(
      login(broker.url, { username: a.broker_credentials.username, password: 'hgm_wrong' }, 5),
    )
    await assert.rejects(
      login(
        broker.url,
        { username: b.broker_credentials.username, password: a.broker_credentials.password },
        5,
      ),
    )
    const robotA: MqttClient = await login(broker.url, a.broker_credentials, 5)
    t.after(() => robotA.endAsync())

    // Mosquitto grants any subscription and checks the ACL on delivery: A never receives what it may not read.
    const received: string[] = []
    robotA.on('message', (topic, payload) => received.push(`${topic} ${payload}`))
    await grants(robotA, [
      topics.of(a.organization_id, a.id, 'instantActions'),
      topics.of(b.organization_id, b.id, 'order'),
      topics.of(c.organization_id, c.id, 'instantActions'),
      `hangar/v1/${c.organization_id}/#`,
    ])
    const serviceClient = await login(broker.url, SERVICE, 4)
    t.after(() => serviceClient.endAsync())
    for (const [topic, text] of [
      [topics.of(a.organization_id, a.id, 'instantActions'), 'for-a'],
      [topics.of(b.organization_id, b.id, 'order'), 'for-b'],
      [topics.of(c.organization_id, c.id, 'instantActions'), 'for-c'],
      [topics.of(c.organization_id, c.id, 'state'), 'state-of-c'],
    ] as const)
      await serviceClient.publishAsync(topic, text, { qos: 1 })
    await settle()
    assert.deepEqual(received, [`${topics.of(a.organization_id, a.id, 'instantActions')} for-a`])

    const codes = [
      await pubackCode(robotA, topics.of(a.organization_id, a.id, 'state'), 'mine'),
      await pubackCode(robotA, topics.of(b.organization_id, b.id, 'state'), 'forged'),
      await pubackCode(robotA, topics.of(c.organization_id, c.id, 'connection'), 'forged'),
      await pubackCode(robotA, topics.of(a.organization_id, a.id, 'instantActions'), 'self'),
    ]
    assert.deepEqual(codes, [0, 135, 135, 135], 'its own state only: 0x87 not authorized for the rest')
    await settle()
    assert.ok(seen.includes(`${topics.of(a.organization_id, a.id, 'state')} mine`))
    assert.ok(!seen.some((m) => m.includes('forged') || m.includes('self')), seen.join('\n'))

    // Everything a real agent does is allowed.
    await agentOnline(t, broker.url, a)
    assert.equal((await initialize(app, key, a.id)).json().state, 'ready')
  })

  test('the broker the service hosts (MQTT_LISTEN_PORT) checks each robot against the database the same way', async (t) => {
    const port = await freePort()
    const first = await service(t, { MQTT_LISTEN_PORT: String(port), MQTT_LISTEN_HOST: '127.0.0.1' })
    const url = `mqtt://127.0.0.1:${port}`
    const { key, a, b, c } = await robots(first.app)
    const seen = await observer(t, url)

    await assert.rejects(login(url, { username: a.broker_credentials.username, password: 'hgm_wrong' }, 4))
    await assert.rejects(login(url, { username: 'anyone', password: 'anything' }, 4))
    const robotA = await login(url, a.broker_credentials, 4)
    t.after(() => robotA.endAsync())
    assert.deepEqual(
      await grants(robotA, [
        topics.of(a.organization_id, a.id, 'order'),
        topics.of(c.organization_id, c.id, 'order'),
        'hangar/#',
      ]),
      [0, 128, 128],
    )
    await robotA.publishAsync(topics.of(a.organization_id, a.id, 'state'), 'mine', { qos: 1 })
    const closed = new Promise((resolve) => robotA.once('close', () => resolve(null)))
    robotA.publish(topics.of(b.organization_id, b.id, 'state'), 'forged', { qos: 0 })
    await closed // aedes drops a client that publishes where it may not
    await settle()
    assert.ok(seen.includes(`${topics.of(a.organization_id, a.id, 'state')} mine`))
    assert.ok(!seen.some((m) => m.includes('forged')))

    await agentOnline(t, url, a)
    assert.equal((await initialize(first.app, key, a.id)).json().state, 'ready')
  })
})

describe('rotating a robot’s credentials ends its current connection (docs/robots.md#rotating-credentials)', {
  skip: MOSQUITTO_INSTALLED ? false : 'needs /usr/sbin/mosquitto',
}, () => {
  /** Resolves when the client's connection closes; rejects after `ms`. */
  const closedWithin = (client: MqttClient, ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`still connected ${ms} ms after the rotation`)), ms)
      client.once('close', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  const rotate = async (app: FastifyInstance, id: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/admin/mechas/${id}/broker-credentials`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    assert.equal(res.statusCode, 201)
    return res.json() as { username: string; password: string }
  }

  test('the broker the service hosts closes the robot’s connection at once; the old password is refused', async (t) => {
    const port = await freePort()
    const { app } = await service(t, { MQTT_LISTEN_PORT: String(port), MQTT_LISTEN_HOST: '127.0.0.1' })
    const url = `mqtt://127.0.0.1:${port}`
    const { a, b } = await robots(app)
    const robotA = await login(url, a.broker_credentials, 4)
    const robotB = await login(url, b.broker_credentials, 4)
    t.after(() => Promise.all([robotA.endAsync(true), robotB.endAsync(true)]))
    const closed = closedWithin(robotA, 1000)
    const fresh = await rotate(app, a.id)
    await closed
    await assert.rejects(login(url, a.broker_credentials, 4))
    const again = await login(url, fresh, 4)
    await again.endAsync()
    assert.ok(robotB.connected, 'another robot keeps its connection')
  })

  test('Mosquitto with a password file: rewriting the files and reloading (SIGHUP) closes the rotated robot’s connection', async (t) => {
    const broker = await OwnMosquitto.start({
      files: { passwords: '', acl: '' },
      settings: ['allow_anonymous false', 'password_file {dir}/passwords', 'acl_file {dir}/acl'],
    })
    t.after(() => broker.remove())
    const { app } = await service(t, { MQTT_URL: broker.url })
    const { a, b } = await robots(app)
    const service_ = { username: SERVICE.username, password_hash: await hashBrokerPassword(SERVICE.password) }
    const writeFiles = async () =>
      broker.reload({
        passwords: mosquittoPasswordFile([service_, ...(await listMechaCredentials(app.deps.db))]),
        acl: mosquittoAclFile('hangar', SERVICE.username),
      })
    await writeFiles()
    await settle()
    const robotA = await login(broker.url, a.broker_credentials, 5)
    const robotB = await login(broker.url, b.broker_credentials, 5)
    t.after(() => Promise.all([robotA.endAsync(true), robotB.endAsync(true)]))
    const closed = closedWithin(robotA, 2000)
    await rotate(app, a.id)
    // What docs/robots.md tells an operator to do after a rotation.
    await writeFiles()
    await closed
    await assert.rejects(login(broker.url, a.broker_credentials, 5))
    assert.ok(robotB.connected, 'another robot keeps its connection')
  })
})
