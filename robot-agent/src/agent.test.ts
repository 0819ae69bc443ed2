import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { describe, type TestContext, test } from 'node:test'
import { ManualClock, type MechaEvent } from '@hangar/mecha'
import {
  type AckMessage,
  decode,
  encode,
  PROTOCOL_VERSION,
  type RobotRequest,
  requestMessage,
  Topics,
} from '@hangar/robot-protocol'
import mqtt, { MqttClient } from 'mqtt'
import { type AgentLog, RobotAgent } from './agent.ts'
import { SimWorld } from './sim-robot.ts'

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883'
const ORG = 'org-1'

/** The robot's own log, kept for assertions. */
function recordingLog() {
  const lines: { msg: string; obj: Record<string, unknown> }[] = []
  const log: AgentLog = {
    info: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
    warn: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
    error: (obj, msg) => lines.push({ msg, obj: obj as Record<string, unknown> }),
  }
  return { log, lines, count: (msg: string) => lines.filter((l) => l.msg === msg).length }
}

/**
 * An agent on the shared broker under a fresh topic root, and the service's side of the wire
 * played by a plain MQTT client: it sends requests and collects the robot's answers and events.
 */
async function rig(t: TestContext, options: { manual?: boolean } = {}) {
  const interfaceName = `hangar-test-${randomBytes(5).toString('hex')}`
  const topics = new Topics(interfaceName)
  const mechaId = randomUUID()
  const processId = 'svc-test'
  const clock = options.manual ? new ManualClock() : undefined
  const world = new SimWorld(clock ? { clock, tickMs: 0 } : {})
  const robotLog = recordingLog()
  const agent = new RobotAgent({
    broker: BROKER,
    interfaceName,
    organizationId: ORG,
    mechaId,
    robot: world.robot(mechaId),
    log: robotLog.log,
    restoreWaitMs: 50,
    watchIntervalMs: 50,
  })
  const service: MqttClient = await mqtt.connectAsync(BROKER, { protocolVersion: 4 })
  const acks: AckMessage[] = []
  const events: MechaEvent[] = []
  service.on('message', (topic, payload) => {
    if (topic.includes('/ack/')) {
      const d = decode('ack', payload)
      if (d.ok) acks.push(d.message)
    } else if (topic.endsWith('/events')) {
      const d = decode('events', payload)
      if (d.ok) events.push(d.message.event as MechaEvent)
    }
  })
  await service.subscribeAsync([topics.ack(ORG, mechaId, processId), topics.of(ORG, mechaId, 'events')])
  await agent.online()
  t.after(async () => {
    await agent.stop()
    world.close()
    for (const name of ['connection', 'state', 'factsheet'] as const)
      await service.publishAsync(topics.of(ORG, mechaId, name), '', { retain: true, qos: 1 })
    await service.endAsync()
  })

  let headerId = 0
  /** Publishes a request; `deadlineMs` from now (negative: already past). */
  const send = async (
    request: RobotRequest,
    o: { commandId?: string; deadlineMs?: number; actor?: string } = {},
  ) => {
    const commandId = o.commandId ?? randomUUID()
    const built = requestMessage(request, {
      headerId: headerId++,
      timestamp: new Date().toISOString(),
      version: PROTOCOL_VERSION,
      manufacturer: ORG,
      serialNumber: mechaId,
      commandId,
      deadline: new Date(Date.now() + (o.deadlineMs ?? 3000)).toISOString(),
      replyTo: topics.ack(ORG, mechaId, processId),
      sender: processId,
      actor: o.actor ?? null,
    })
    await service.publishAsync(
      topics.of(ORG, mechaId, built.topic),
      encode(built.topic, built.message as never),
      {
        qos: 1,
      },
    )
    return commandId
  }
  /** The answers to one command id that arrived within `ms`. */
  const answers = async (commandId: string, count: number, ms = 2000) => {
    const until = Date.now() + ms
    while (Date.now() < until && acks.filter((a) => a.commandId === commandId).length < count)
      await new Promise((r) => setTimeout(r, 10))
    return acks.filter((a) => a.commandId === commandId)
  }
  const beat = (online: boolean, timeoutMs: number) =>
    service.publishAsync(
      topics.heartbeat(processId),
      encode('heartbeat', {
        headerId: headerId++,
        timestamp: new Date().toISOString(),
        version: PROTOCOL_VERSION,
        processId,
        online,
        intervalMs: 50,
        timeoutMs,
      }),
    )
  return {
    agent,
    world,
    clock,
    mechaId,
    interfaceName,
    topics,
    service,
    send,
    answers,
    acks,
    events,
    robotLog,
    beat,
  }
}

const within = async (ms: number, check: () => boolean): Promise<number> => {
  const start = Date.now()
  while (Date.now() - start <= ms) {
    if (check()) return Date.now() - start
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`not within ${ms} ms`)
}

describe('the robot agent', {
  skip: process.env.HANGAR_TEST_MQTT === '1' ? false : 'needs Mosquitto on 127.0.0.1:1883',
}, () => {
  test('a repeated command id is answered again and never run twice; an expired command is dropped unrun', async (t) => {
    const r = await rig(t, { manual: true })
    const init = { kind: 'command', command: { name: 'initialize' } } as const
    const first = await r.send(init)
    await r.send(init, { commandId: first })
    const initAcks = await r.answers(first, 2)
    assert.deepEqual(
      initAcks.map((a) => [a.code, a.duplicate]),
      [
        [200, false],
        [200, true],
      ],
    )
    assert.deepEqual(initAcks[1]!.result, initAcks[0]!.result, 'the first answer, again')

    const move: RobotRequest = {
      kind: 'command',
      command: { name: 'move', waypoints: [{ x: 0, y: 5 }], speed: 0.5 },
    }
    const moveId = await r.send(move)
    await r.send(move, { commandId: moveId })
    await r.send(move, { commandId: moveId })
    assert.equal((await r.answers(moveId, 3)).length, 3)

    const late = await r.send({ kind: 'command', command: { name: 'rest' } }, { deadlineMs: -1 })
    assert.equal(
      (await r.answers(late, 1, 400)).length,
      0,
      'no answer: the service has given up on it anyway',
    )

    // The robot's own event log says what ran.
    const page = await r.send({ kind: 'eventsRequest', afterSeq: 0 })
    const log = (await r.answers(page, 1))[0]!.result as { events: MechaEvent[] }
    const causes = log.events.flatMap((e) => (e.type === 'state_changed' ? [e.data.cause] : []))
    assert.deepEqual(causes, ['initialize', 'move'], 'initialize once, move once, no rest')
    assert.equal(log.events.filter((e) => e.type === 'path_preempted').length, 0, 'the move never restarted')
    assert.equal(r.robotLog.count('repeated command: answered again, not run'), 3)
    assert.equal(r.robotLog.count('expired command dropped, not run'), 1)
    assert.equal(r.robotLog.count('command run'), 3, 'initialize, move, eventsRequest')
  })

  test('an e-stop is run however late it arrives', async (t) => {
    const r = await rig(t, { manual: true })
    const id = await r.send({ kind: 'command', command: { name: 'estop' } }, { deadlineMs: -5000 })
    const [ack] = await r.answers(id, 1)
    assert.equal(ack?.status?.state, 'estopped')
  })

  test('refusals carry the HTTP meaning and the sentence the client sees', async (t) => {
    const r = await rig(t, { manual: true })
    const early = await r.send({
      kind: 'command',
      command: { name: 'move', waypoints: [{ x: 1, y: 0 }], speed: 1 },
    })
    const [a] = await r.answers(early, 1)
    assert.deepEqual(
      [a?.code, a?.detail],
      [422, `cannot move: mecha ${r.mechaId} is offline; initialize it first`],
    )
    const far = await r.send({
      kind: 'command',
      command: { name: 'move', waypoints: [{ x: 500, y: 0 }], speed: 1 },
    })
    assert.equal((await r.answers(far, 1))[0]?.code, 400, 'range is the robot’s to check, before its state')
    const anonymous = await r.send({ kind: 'acquireControl' })
    assert.equal((await r.answers(anonymous, 1))[0]?.code, 400, 'control needs an actor')
  })

  test('dead-man: the robot halts within 500 ms when the process driving it says goodbye or falls silent', async (t) => {
    const r = await rig(t)
    const timeoutMs = 300
    const beats = setInterval(() => void r.beat(true, timeoutMs), 50)
    t.after(() => clearInterval(beats))
    await r.beat(true, timeoutMs)
    await r.send({ kind: 'command', command: { name: 'initialize' } })
    const halted = () => r.events.some((e) => e.type === 'state_changed' && e.data.cause === 'deadman')

    // The process's last will (or farewell): it is gone.
    await r.send({ kind: 'command', command: { name: 'move', waypoints: [{ x: 0, y: 20 }], speed: 0.5 } })
    await within(2000, () => r.events.some((e) => e.type === 'state_changed' && e.data.to === 'moving'))
    clearInterval(beats)
    await r.beat(false, timeoutMs)
    const sentGoodbye = Date.now()
    await within(500, halted)
    assert.ok(Date.now() - sentGoodbye <= 500)

    // Silence: the heartbeat stops, and after its timeout the robot halts.
    const again = setInterval(() => void r.beat(true, timeoutMs), 50)
    t.after(() => clearInterval(again))
    await r.beat(true, timeoutMs)
    const before = r.events.length
    await r.send({ kind: 'command', command: { name: 'move', waypoints: [{ x: 0, y: -20 }], speed: 0.5 } })
    await within(2000, () =>
      r.events.slice(before).some((e) => e.type === 'state_changed' && e.data.to === 'moving'),
    )
    clearInterval(again)
    const lastBeat = Date.now()
    await within(timeoutMs + 500, () =>
      r.events.slice(before).some((e) => e.type === 'state_changed' && e.data.cause === 'deadman'),
    )
    assert.ok(Date.now() - lastBeat <= timeoutMs + 500)
    const stateReq = await r.send({ kind: 'stateRequest' })
    const status = (await r.answers(stateReq, 1))[0]!.status!
    assert.match(status.last_stop_reason ?? '', /dead-man: service process svc-test silent for \d+ ms/)
  })

  test('the control lease is the robot’s: others are refused naming the holder; it goes with its process', async (t) => {
    const r = await rig(t, { manual: true })
    await r.beat(true, 60_000)
    assert.equal(
      (await r.answers(await r.send({ kind: 'acquireControl' }, { actor: 'ws_a' }), 1))[0]?.code,
      200,
    )
    const other = await r.send({ kind: 'acquireControl' }, { actor: 'ws_b' })
    assert.match((await r.answers(other, 1))[0]?.detail ?? '', /controlled by ws_a/)
    const init = await r.send({ kind: 'command', command: { name: 'initialize' } }, { actor: 'ws_b' })
    assert.equal((await r.answers(init, 1))[0]?.code, 422)
    const stop = await r.send({ kind: 'command', command: { name: 'stop' } }, { actor: 'ws_b' })
    assert.equal((await r.answers(stop, 1))[0]?.code, 200, 'stop is anyone’s')
    await r.beat(false, 60_000)
    await within(500, () =>
      r.events.some(
        (e) => e.type === 'lease_changed' && e.data.holder === null && e.data.cause === 'deadman',
      ),
    )
    assert.equal(
      (await r.answers(await r.send({ kind: 'acquireControl' }, { actor: 'ws_b' }), 1))[0]?.code,
      200,
    )
  })

  test('commands for another robot, or answering outside its own topics, are refused unrun', async (t) => {
    const r = await rig(t, { manual: true })
    const hostile = await r.send({ kind: 'command', command: { name: 'initialize' } })
    const base = requestMessage(
      { kind: 'command', command: { name: 'initialize' } },
      {
        headerId: 99,
        timestamp: new Date().toISOString(),
        version: PROTOCOL_VERSION,
        manufacturer: ORG,
        serialNumber: r.mechaId,
        commandId: 'x-1',
        deadline: new Date(Date.now() + 3000).toISOString(),
        replyTo: r.topics.ack(ORG, 'another-mecha', 'svc-test'),
        sender: 'svc-test',
        actor: null,
      },
    )
    await r.service.publishAsync(r.topics.of(ORG, r.mechaId, 'instantActions'), JSON.stringify(base.message))
    await r.service.publishAsync(r.topics.of(ORG, r.mechaId, 'instantActions'), '{"not":"a command"}')
    await new Promise((res) => setTimeout(res, 300))
    assert.equal(r.robotLog.count('refused a command answering outside its ack topics'), 1)
    assert.equal(r.robotLog.count('refused a malformed command'), 1)
    assert.equal((await r.answers(hostile, 1))[0]?.code, 200)
    assert.equal(r.robotLog.count('command run'), 1)
  })

  test('a restarted robot finds its last retained state even when its process was busy as the broker answered', async (t) => {
    const r = await rig(t)
    const initialized = await r.send({ kind: 'command', command: { name: 'initialize' } })
    assert.equal((await r.answers(initialized, 1))[0]?.code, 200)
    await r.agent.stop()
    // The next agent's process is busy for three times its restore wait right after it asks for the
    // retained state: the broker's answer is there when it looks again, and must still be taken.
    const subscribe = MqttClient.prototype.subscribeAsync
    MqttClient.prototype.subscribeAsync = function (this: MqttClient, ...args: unknown[]) {
      const asked = subscribe.apply(this, args as never)
      if (typeof args[0] === 'string' && args[0].endsWith('/state'))
        setImmediate(() => {
          const until = Date.now() + 150
          while (Date.now() < until) {}
        })
      return asked
    } as typeof subscribe
    t.after(() => {
      MqttClient.prototype.subscribeAsync = subscribe
    })
    const world = new SimWorld({})
    const log = recordingLog()
    const again = new RobotAgent({
      broker: BROKER,
      interfaceName: r.interfaceName,
      organizationId: ORG,
      mechaId: r.mechaId,
      robot: world.robot(r.mechaId),
      log: log.log,
      restoreWaitMs: 50,
      watchIntervalMs: 50,
    })
    t.after(async () => {
      await again.stop()
      world.close()
    })
    await again.online()
    MqttClient.prototype.subscribeAsync = subscribe
    assert.equal(log.count('restored the last published state'), 1)
  })
})
