import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { RobotAgent, SimWorld } from '@hangar/robot-agent'
import { PROTOCOL_VERSION, Topics } from '@hangar/robot-protocol'
import type { FastifyInstance } from 'fastify'
import mqtt from 'mqtt'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { BROKER_AVAILABLE, clearRetained, SHARED_BROKER, testInterface } from '../../testing/mqtt-test.ts'
import { freePort } from '../../testing/spawn-service.ts'
import { ADMIN_KEY } from '../../testing/test-app.ts'

const quiet = { info() {}, warn() {}, error() {} }
const admin = { 'service-admin-key': ADMIN_KEY }

/** A service on `dataDir` (kept between restarts) behind the broker, with an organization and its key. */
async function service(dataDir: string, env: Record<string, string>) {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: ADMIN_KEY,
      LOG_LEVEL: 'silent',
      PUBLIC_BASE_URL: 'http://hangar.test',
      ...env,
    }),
  )
  return app
}

async function fixture(t: TestContext, env: Record<string, string> = {}) {
  const interfaceName = testInterface()
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-broker-'))
  const brokerEnv = { MQTT_URL: SHARED_BROKER, MQTT_INTERFACE: interfaceName, ...env }
  const apps: FastifyInstance[] = []
  const start = async () => {
    const app = await service(dataDir, brokerEnv)
    apps.push(app)
    return app
  }
  const app = await start()
  const org = await app.services.organizations.create('Broker Org')
  const key = (await app.services.organizations.issueKey(org.id, 'test')).key
  const agents: { agent: RobotAgent; world: SimWorld }[] = []
  t.after(async () => {
    for (const a of agents) {
      await a.agent.stop()
      a.world.close()
    }
    for (const a of apps) await a.close()
    await clearRetained(SHARED_BROKER, interfaceName)
    rmSync(dataDir, { recursive: true, force: true })
  })
  const register = async (target: FastifyInstance = app) =>
    (
      await target.inject({
        method: 'POST',
        url: '/admin/mechas',
        headers: admin,
        payload: { organization_id: org.id, model: 'quadruped', name: 'Q' },
      })
    ).json()
  /** A robot agent in this process on the wall clock, online. */
  const agent = async (mechaId: string) => {
    const world = new SimWorld()
    const a = new RobotAgent({
      broker: SHARED_BROKER,
      interfaceName,
      organizationId: org.id,
      mechaId,
      robot: world.robot(mechaId),
      log: quiet,
      restoreWaitMs: 100,
    })
    agents.push({ agent: a, world })
    await a.online()
    // The service hears the robot's retained ONLINE a moment after the robot sent it.
    for (let i = 0; i < 100 && !(await app.services.mechas.backend.status(mechaId)).online; i++)
      await new Promise((r) => setTimeout(r, 20))
    return a
  }
  return { app, org, key, interfaceName, dataDir, start, register, agent }
}

describe('robots behind the broker', {
  skip: BROKER_AVAILABLE ? false : 'needs Mosquitto on 127.0.0.1:1883',
}, () => {
  test('registering a mecha issues its own broker credentials, once', async (t) => {
    const f = await fixture(t)
    const reg = await f.register()
    assert.equal(reg.broker_credentials.username, `${f.org.id}/${reg.id}`)
    assert.match(reg.broker_credentials.password, /^hgm_/)
    const list = await f.app.inject({ url: '/admin/mechas', headers: admin })
    assert.ok(!list.body.includes(reg.broker_credentials.password), 'never shown again')
    const rotated = await f.app.inject({
      method: 'POST',
      url: `/admin/mechas/${reg.id}/broker-credentials`,
      headers: admin,
    })
    assert.equal(rotated.statusCode, 201)
    assert.equal(rotated.json().username, reg.broker_credentials.username)
    assert.notEqual(rotated.json().password, reg.broker_credentials.password)
    const unknown = await f.app.inject({
      method: 'POST',
      url: '/admin/mechas/00000000-0000-4000-8000-000000000000/broker-credentials',
      headers: admin,
    })
    assert.equal(unknown.statusCode, 404)
  })

  test('a robot that never connected: its status says so, and commands answer 422 at once', async (t) => {
    const f = await fixture(t)
    const { id } = await f.register()
    const status = await f.app.inject({
      url: `/mecha/diagnostic/status?mecha_id=${id}`,
      headers: keyHeader(f.key),
    })
    assert.equal(status.statusCode, 200)
    const s = status.json()
    assert.deepEqual([s.online, s.last_seen, s.state], [false, null, 'offline'])
    assert.equal(s.warnings[0].code, 'never_connected')
    const started = Date.now()
    const init = await f.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${id}`,
      headers: keyHeader(f.key),
    })
    assert.equal(init.statusCode, 422)
    assert.match(init.json().detail, new RegExp(`mecha ${id} offline since it was registered`))
    assert.ok(Date.now() - started < 500, 'no waiting for an acknowledgement')
    const bad = await f.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${id}&speed=3`,
      headers: { ...keyHeader(f.key), 'content-type': 'application/json' },
      payload: '[{"x":1,"y":0}]',
    })
    assert.equal(bad.statusCode, 400, 'the request is checked before the robot is looked for')
  })

  test('a robot that never acknowledges: the command answers 504 naming the mecha, within the timeout ±10%', async (t) => {
    const timeoutMs = 1000
    const f = await fixture(t, { MQTT_COMMAND_TIMEOUT_MS: String(timeoutMs) })
    const { id } = await f.register()
    // A robot that comes online and then swallows every command.
    const topics = new Topics(f.interfaceName)
    const silent = await mqtt.connectAsync(SHARED_BROKER, { protocolVersion: 4 })
    t.after(() => silent.endAsync())
    await silent.subscribeAsync(topics.of(f.org.id, id, 'instantActions'))
    const heard: string[] = []
    silent.on('message', (_topic, payload) => heard.push(JSON.parse(String(payload)).commandId))
    await silent.publishAsync(
      topics.of(f.org.id, id, 'connection'),
      JSON.stringify({
        headerId: 0,
        timestamp: new Date().toISOString(),
        version: PROTOCOL_VERSION,
        manufacturer: f.org.id,
        serialNumber: id,
        connectionState: 'ONLINE',
      }),
      { qos: 1, retain: true },
    )
    await new Promise((r) => setTimeout(r, 200))
    const started = Date.now()
    const res = await f.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${id}`,
      headers: keyHeader(f.key),
    })
    const elapsed = Date.now() - started
    assert.equal(res.statusCode, 504)
    assert.equal(
      res.json().detail,
      `mecha ${id} did not acknowledge the initialize command within ${timeoutMs} ms`,
    )
    assert.ok(elapsed >= timeoutMs * 0.9 && elapsed <= timeoutMs * 1.1, `answered after ${elapsed} ms`)
    assert.equal(new Set(heard).size, 1, 'one command id, however often it was sent')
  })

  test('the last known status survives a restart of the service; an offline robot answers it, marked offline', async (t) => {
    const f = await fixture(t)
    const { id } = await f.register()
    const agent = await f.agent(id)
    const h = { ...keyHeader(f.key), 'content-type': 'application/json' }
    assert.equal(
      (
        await f.app.inject({ method: 'POST', url: `/mecha/action/initialize?mecha_id=${id}`, headers: h })
      ).json().online,
      true,
    )
    await f.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${id}&speed=1`,
      headers: h,
      payload: '[{"x":0.5,"y":0}]',
    })
    let s: { state: string; pose: { x: number } } = { state: '', pose: { x: 0 } }
    for (let i = 0; i < 50 && s.state !== 'ready'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      s = (await f.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${id}`, headers: h })).json()
    }
    assert.deepEqual([s.state, s.pose.x], ['ready', 0.5])
    await agent.stop()
    const stoppedAt = Date.now()
    await f.app.close()

    const again = await f.start()
    const res = await again.inject({ url: `/mecha/diagnostic/status?mecha_id=${id}`, headers: h })
    assert.equal(res.statusCode, 200)
    const last = res.json()
    assert.deepEqual([last.online, last.state, last.pose.x, last.mode], [false, 'ready', 0.5, 'standard'])
    assert.ok(Math.abs(Date.parse(last.last_seen) - stoppedAt) < 2000, `last seen ${last.last_seen}`)
    const list = (await again.inject({ url: '/mechas', headers: h })).json().mechas
    assert.deepEqual(
      list.map((m: { id: string; online: boolean; state: string }) => [m.id, m.online, m.state]),
      [[id, false, 'ready']],
    )
    const refused = await again.inject({
      method: 'POST',
      url: `/mecha/action/rest?mecha_id=${id}`,
      headers: h,
    })
    assert.equal(refused.statusCode, 422)
    assert.equal(refused.json().detail, `mecha ${id} offline since ${last.last_seen}`)
  })

  test('without a broker the service still serves: commands answer 503 at once, the status is the last known', async (t) => {
    const f = await fixture(t, { MQTT_URL: `mqtt://127.0.0.1:${await freePort()}` })
    const { id } = await f.register()
    const started = Date.now()
    const res = await f.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${id}`,
      headers: keyHeader(f.key),
    })
    assert.equal(res.statusCode, 503)
    assert.equal(res.headers['retry-after'], '1')
    assert.match(res.json().detail, /not connected to the message broker/)
    assert.ok(Date.now() - started < 500)
    const s = await f.app.inject({
      url: `/mecha/diagnostic/status?mecha_id=${id}`,
      headers: keyHeader(f.key),
    })
    assert.deepEqual([s.statusCode, s.json().online], [200, false])
  })
})
