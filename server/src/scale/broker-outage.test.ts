// test-runner: this suite times its services' answers (scripts/test.mjs runs it at normal priority)
import assert from 'node:assert/strict'
import { describe, type TestContext, test } from 'node:test'
import { keyHeader } from '../testing/fixtures.ts'
import { MOSQUITTO_INSTALLED, OwnMosquitto } from '../testing/own-mosquitto.ts'
import { type AgentProcess, spawnAgent } from '../testing/spawn-agent.ts'
import { ADMIN_KEY, buildTestApp } from '../testing/test-app.ts'

/** A broker of the test's own (it gets killed), the service in this process, the agent as its own program. */
async function setup(t: TestContext) {
  const broker = await OwnMosquitto.start()
  t.after(() => broker.remove())
  const base = await buildTestApp(t, {
    env: { MQTT_URL: broker.url, MQTT_KEEPALIVE_SECONDS: '1', MQTT_COMMAND_TIMEOUT_MS: '1500' },
  })
  const reg = (
    await base.app.inject({
      method: 'POST',
      url: '/admin/mechas',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: { organization_id: base.org.id, model: 'quadruped', name: 'Field unit' },
    })
  ).json()
  const agent: AgentProcess = spawnAgent([
    '--broker',
    broker.url,
    '--mecha',
    reg.id,
    '--username',
    reg.broker_credentials.username,
    '--password',
    reg.broker_credentials.password,
    '--keepalive',
    '1',
  ])
  t.after(async () => {
    agent.child.kill('SIGTERM')
    await agent.exit
  })
  await agent.waitFor((l) => l.msg === 'robot agent online')
  const h = { ...keyHeader(base.org.key), 'content-type': 'application/json' }
  const status = async () =>
    (await base.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${reg.id}`, headers: h })).json()
  const post = (action: string, payload?: string, query = '') =>
    base.app.inject({
      method: 'POST',
      url: `/mecha/action/${action}?mecha_id=${reg.id}${query}`,
      headers: payload === undefined ? keyHeader(base.org.key) : h,
      ...(payload === undefined ? {} : { payload }),
    })
  const until = async (ms: number, check: () => Promise<boolean>) => {
    const start = Date.now()
    while (Date.now() - start <= ms) {
      if (await check()) return
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error(`not within ${ms} ms`)
  }
  await until(3000, async () => (await status()).online)
  return { broker, agent, id: reg.id as string, status, post, until }
}

describe('the broker goes away', { skip: MOSQUITTO_INSTALLED ? false : 'needs /usr/sbin/mosquitto' }, () => {
  test('mid-move: the agent halts the robot within 500 ms; the service answers 503; both recover by themselves', async (t) => {
    const s = await setup(t)
    assert.equal((await s.post('initialize')).statusCode, 200)
    assert.equal((await s.post('move', '[{"x":0,"y":20}]', '&speed=0.5')).statusCode, 200)
    await s.until(5000, async () => (await s.status()).pose.y > 0.2)

    await s.broker.stop()
    const lost = Date.now()
    const halt = await s.agent.waitFor((l) => l.msg === 'dead-man stop', 2000)
    assert.equal(halt.reason, 'broker connection lost')
    assert.ok(halt.time - lost <= 500, `halted ${halt.time - lost} ms after the broker went`)

    // The service notices too (its own connection dropped); until it does, a command waits for its timeout (504).
    await s.until(2000, async () => !(await s.status()).online)
    const during = await s.post('rest')
    assert.equal(during.statusCode, 503, during.body)
    assert.equal(during.headers['retry-after'], '1')

    await s.broker.start()
    await s.until(8000, async () => (await s.status()).online)
    const back = await s.status()
    assert.deepEqual([back.state, back.last_stop_reason], ['ready', 'dead-man: broker connection lost'])
    assert.ok(back.pose.y > 0 && back.pose.y < 20, 'it stopped where it was')
    assert.equal((await s.post('move', '[{"x":0,"y":0}]')).statusCode, 200, 'commands work again')
  })

  test('an e-stop stays latched across a reconnection', async (t) => {
    const s = await setup(t)
    await s.post('initialize')
    assert.equal((await s.post('estop')).json().state, 'estopped')
    await s.broker.stop()
    await s.agent.waitFor((l) => l.msg === 'broker connection lost: robot halted; reconnecting', 2000)
    await s.broker.start()
    await s.until(8000, async () => (await s.status()).online)
    assert.deepEqual([(await s.status()).state, (await s.status()).estop_latched], ['estopped', true])
    const refused = await s.post('initialize')
    assert.equal(refused.statusCode, 422)
    assert.match(refused.json().detail, /release the e-stop first/)
  })
})
