// test-runner: this suite times its services' answers (scripts/test.mjs runs it at normal priority)
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { BROKER_AVAILABLE, clearRetained, SHARED_BROKER, testInterface } from '../testing/mqtt-test.ts'
import { spawnAgent } from '../testing/spawn-agent.ts'
import { TWO_ADMIN_KEY as ADMIN, startTwo } from '../testing/start-two.ts'
import { WsTestClient } from '../testing/ws-client.ts'

const HEARTBEAT_TIMEOUT_MS = 600

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** Two real service processes on one database and one broker, as behind a load balancer, and one robot agent. */
describe('two service processes, one robot', {
  skip: BROKER_AVAILABLE ? false : 'needs Mosquitto on 127.0.0.1:1883',
}, () => {
  test('either drives it, one after the other; A’s socket sees B’s move; the lease is seen by both; a dead process’s robot stops', async (t) => {
    const interfaceName = testInterface()
    t.after(() => clearRetained(SHARED_BROKER, interfaceName))
    // Its own pair (one SQLite file in a shared DATA_DIR): the test kills B.
    const two = await startTwo({
      engine: 'sqlite',
      env: {
        MQTT_URL: SHARED_BROKER,
        MQTT_INTERFACE: interfaceName,
        MQTT_HEARTBEAT_MS: '150',
        MQTT_HEARTBEAT_TIMEOUT_MS: String(HEARTBEAT_TIMEOUT_MS),
      },
    })
    t.after(() => two.stop())
    const { A, B, processes } = two
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    const org = (
      await call(`${A}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"Two"}' })
    ).body
    const key = (
      await call(`${A}/admin/organizations/${org.id}/api-keys`, {
        method: 'POST',
        headers: admin,
        body: '{}',
      })
    ).body.key
    const reg = (
      await call(`${B}/admin/mechas`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ organization_id: org.id, model: 'quadruped', name: 'Shared' }),
      })
    ).body
    const agent = spawnAgent([
      ...['--broker', SHARED_BROKER, '--mecha', reg.id, '--interface', interfaceName],
      ...['--username', reg.broker_credentials.username, '--password', reg.broker_credentials.password],
    ])
    t.after(async () => {
      agent.child.kill('SIGTERM')
      await agent.exit
    })
    await agent.waitFor((l) => l.msg === 'robot agent online')

    const auth = { 'Service-Api-Key': key }
    const json = { ...auth, 'Content-Type': 'application/json' }
    const status = async (base: string) =>
      (await call(`${base}/mecha/diagnostic/status?mecha_id=${reg.id}`, { headers: auth })).body
    const act = (base: string, action: string) =>
      call(`${base}/mecha/action/${action}?mecha_id=${reg.id}`, { method: 'POST', headers: auth })
    const move = (base: string, path: object, speed = 1) =>
      call(`${base}/mecha/action/move?mecha_id=${reg.id}&speed=${speed}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(path),
      })
    const until = async (ms: number, check: () => Promise<boolean>) => {
      const start = Date.now()
      while (Date.now() - start <= ms) {
        if (await check()) return
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error(`not within ${ms} ms`)
    }
    // A mecha registered through B is known to A from the database.
    await until(3000, async () => (await status(A)).online && (await status(B)).online)

    const watcher = await WsTestClient.open(`${A.replace('http', 'ws')}/mecha/ws`, { 'service-api-key': key })
    t.after(() => watcher.close())
    assert.equal((await watcher.request({ type: 'subscribe', mecha_id: reg.id })).type, 'subscribed')

    // B drives; A's socket streams it.
    assert.equal((await act(B, 'initialize')).body.state, 'ready')
    assert.equal((await move(B, [{ x: 1.5, y: 0 }])).status, 200)
    const finished = await watcher.next((m) => m.type === 'event' && m.event.type === 'path_finished', 6000)
    assert.deepEqual(finished.event.data.point, { x: 1.5, y: 0 })
    const telemetry = watcher.events('telemetry')
    assert.ok(
      telemetry.some((e) => e.data.state === 'moving' && e.data.pose.x > 0 && e.data.pose.x < 1.5),
      'telemetry of the walk, on the other process',
    )

    // One after the other: now A drives, and B sees where it went.
    assert.equal((await move(A, [{ x: 0, y: 0 }])).status, 200)
    await until(6000, async () => (await status(B)).state === 'ready' && (await status(B)).pose.x === 0)

    // The lease, taken on A, holds on B too.
    const hello = watcher.messages.find((m) => m.type === 'hello')
    assert.equal((await watcher.request({ type: 'acquire', mecha_id: reg.id })).holder, hello.connection_id)
    const refused = await move(B, [{ x: 1, y: 0 }])
    assert.equal(refused.status, 422)
    assert.ok(refused.body.detail.includes(hello.connection_id), refused.body.detail)
    assert.equal((await status(B)).lease.holder, hello.connection_id)
    assert.equal((await act(B, 'stop')).status, 200, 'stop is anyone’s')
    await watcher.request({ type: 'release', mecha_id: reg.id })
    assert.equal((await status(B)).lease, null)

    // B's socket takes control and drives; then process B dies: the robot stops by itself.
    const driver = await WsTestClient.open(`${B.replace('http', 'ws')}/mecha/ws`, { 'service-api-key': key })
    assert.equal((await driver.request({ type: 'acquire', mecha_id: reg.id })).type, 'lease')
    const walking = await driver.request({
      type: 'command',
      mecha_id: reg.id,
      command: { name: 'move', waypoints: [{ x: 0, y: 10 }], speed: 0.5 },
    })
    assert.equal(walking.result.state, 'moving')
    processes[1]!.child.kill('SIGKILL')
    const killed = Date.now()
    await until(HEARTBEAT_TIMEOUT_MS + 500, async () => (await status(A)).state === 'ready')
    assert.ok(Date.now() - killed <= HEARTBEAT_TIMEOUT_MS + 500)
    const after = await status(A)
    assert.equal(after.lease, null)
    assert.match(after.last_stop_reason, /dead-man: service process svc-\S+ (went offline|silent for \d+ ms)/)
  })
})
