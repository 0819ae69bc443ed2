// test-runner: this suite times its services' answers (scripts/test.mjs runs it at normal priority)
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, type TestContext, test } from 'node:test'
import { keyHeader } from '../testing/fixtures.ts'
import { BROKER_AVAILABLE, clearRetained, SHARED_BROKER, testInterface } from '../testing/mqtt-test.ts'
import { type AgentProcess, spawnAgent } from '../testing/spawn-agent.ts'
import { ADMIN_KEY, buildTestApp } from '../testing/test-app.ts'

const KEEPALIVE_S = 1

/** Pids of the processes whose command line mentions `text` (/proc). */
function processesNaming(text: string): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)
      } catch {
        return false
      }
    })
    .map(Number)
}

/** The service in this process, and the robot agent as the separate program operators run. */
async function setup(t: TestContext) {
  const interfaceName = testInterface()
  const base = await buildTestApp(t, { env: { MQTT_URL: SHARED_BROKER, MQTT_INTERFACE: interfaceName } })
  t.after(() => clearRetained(SHARED_BROKER, interfaceName))
  const reg = (
    await base.app.inject({
      method: 'POST',
      url: '/admin/mechas',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: { organization_id: base.org.id, model: 'quadruped', name: 'Field unit' },
    })
  ).json()
  const { username, password } = reg.broker_credentials
  const agents: AgentProcess[] = []
  t.after(async () => {
    for (const a of agents) if (a.child.exitCode === null) a.child.kill('SIGKILL')
    // An agent that npm left behind would hold the test's output open and outlive it.
    for (const pid of processesNaming(reg.id)) process.kill(pid, 'SIGKILL')
  })
  /** `npm run robot-agent -- --broker … --mecha … --username … --password …` */
  const startAgent = async (o: { viaNpm?: boolean } = {}) => {
    const a = spawnAgent(
      [
        '--broker',
        SHARED_BROKER,
        '--mecha',
        reg.id,
        '--username',
        username,
        '--password',
        password,
        '--interface',
        interfaceName,
        '--keepalive',
        String(KEEPALIVE_S),
      ],
      {},
      o,
    )
    agents.push(a)
    await a.waitFor((l) => l.msg === 'robot agent online')
    return a
  }
  const h = keyHeader(base.org.key)
  const status = async () =>
    (await base.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${reg.id}`, headers: h })).json()
  const post = (action: string) =>
    base.app.inject({ method: 'POST', url: `/mecha/action/${action}?mecha_id=${reg.id}`, headers: h })
  const until = async (ms: number, check: () => Promise<boolean>) => {
    const start = Date.now()
    while (Date.now() - start <= ms) {
      if (await check()) return Date.now() - start
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`not within ${ms} ms`)
  }
  return { ...base, id: reg.id as string, startAgent, status, post, until }
}

describe('the robot agent as its own process', {
  skip: BROKER_AVAILABLE ? false : 'needs Mosquitto on 127.0.0.1:1883',
}, () => {
  test('kill -9 the agent: offline within the keep-alive bound, commands 422; restarted: online, resting, initialize works', async (t) => {
    const s = await setup(t)
    const agent = await s.startAgent()
    await s.until(2000, async () => (await s.status()).online)
    assert.equal((await s.post('initialize')).json().state, 'ready')

    agent.child.kill('SIGKILL')
    const killed = Date.now()
    await s.until(KEEPALIVE_S * 1500, async () => !(await s.status()).online)
    const gone = await s.status()
    assert.equal(gone.state, 'ready', 'the last known state')
    assert.ok(Date.parse(gone.last_seen) <= killed + 50)
    const started = Date.now()
    const refused = await s.post('initialize')
    assert.equal(refused.statusCode, 422)
    assert.match(refused.json().detail, new RegExp(`^mecha ${s.id} offline since `))
    assert.ok(Date.now() - started < 300, 'answered without waiting')

    const again = await s.startAgent()
    assert.ok(again.lines.some((l) => l.msg === 'restored the last published state'))
    await s.until(2000, async () => (await s.status()).online)
    const back = await s.status()
    assert.deepEqual([back.online, back.state], [true, 'resting'])
    assert.equal((await s.post('initialize')).json().state, 'ready')
  })

  test('SIGTERM to the documented command (npm run robot-agent): the agent stops its robot, says offline and exits 0', async (t) => {
    const s = await setup(t)
    const agent = await s.startAgent({ viaNpm: true })
    await s.until(2000, async () => (await s.status()).online)
    await s.post('initialize')
    await s.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${s.id}&speed=0.5`,
      headers: { ...keyHeader(s.org.key), 'content-type': 'application/json' },
      payload: '[{"x":0,"y":10}]',
    })
    assert.equal((await s.status()).state, 'moving')
    agent.child.kill('SIGTERM')
    assert.equal(await agent.exit, 0)
    // npm ran the agent through a shell: the signal must have reached the agent, not orphaned it.
    assert.ok(
      agent.lines.some((l) => l.msg === 'robot stopped; agent offline'),
      agent.output(),
    )
    assert.deepEqual(processesNaming(s.id), [], 'no agent left running')
    await s.until(1000, async () => !(await s.status()).online)
    const last = await s.status()
    assert.equal(last.state, 'ready', 'halted before going')
    assert.match(last.last_stop_reason, /dead-man: agent stopped \(SIGTERM\)/)
  })
})
