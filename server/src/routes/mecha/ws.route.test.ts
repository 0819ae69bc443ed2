import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { buildMechaTestApp, type MechaTestApp } from '../../testing/mecha-fixtures.ts'
import { addPerson, ORIGIN } from '../../testing/people-fixtures.ts'
import { WsTestClient } from '../../testing/ws-client.ts'

async function listen(t: Parameters<typeof buildMechaTestApp>[0], env: Record<string, string> = {}) {
  const m = await buildMechaTestApp(t, env)
  const address = await m.app.listen({ port: 0, host: '127.0.0.1' })
  const ws = address.replace('http', 'ws')
  const open = (headers: Record<string, string> = keyHeader(m.org.key), opts = {}) =>
    WsTestClient.open(`${ws}/mecha/ws`, headers, opts)
  return { ...m, address, ws, open }
}

async function statusOf(m: MechaTestApp, id: string) {
  return (
    await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${id}`, headers: keyHeader(m.org.key) })
  ).json()
}

/** Polls until `check` passes or the deadline passes; returns the elapsed milliseconds. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  while (Date.now() - start <= ms) {
    if (await check()) return Date.now() - start
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error(`not within ${ms} ms`)
}

describe('GET /mecha/ws', () => {
  test('is refused with 401 before the upgrade without a key or a valid ticket; a ticket works once', async (t) => {
    const m = await listen(t)
    await assert.rejects(m.open({}), { status: 401 })
    await assert.rejects(m.open(keyHeader('hgr_wrong')), { status: 401 })
    await assert.rejects(WsTestClient.open(`${m.ws}/mecha/ws?ticket=wst_nope`), { status: 401 })
    const ticket = (
      await m.app.inject({ method: 'POST', url: '/mecha/ws/ticket', headers: keyHeader(m.org.key) })
    ).json()
    assert.match(ticket.ticket, /^wst_/)
    const c = await WsTestClient.open(`${m.ws}/mecha/ws?ticket=${ticket.ticket}`)
    const hello = await c.next((x) => x.type === 'hello')
    assert.equal(hello.organization_id, m.org.id)
    c.close()
    await assert.rejects(
      WsTestClient.open(`${m.ws}/mecha/ws?ticket=${ticket.ticket}`),
      { status: 401 },
      'single use',
    )
  })

  test('commands over the socket get the HTTP checks; events arrive in order, each waypoint exactly once', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    t.after(() => c.close())
    const sub = await c.request({ type: 'subscribe', mecha_id: m.quadruped })
    assert.equal(sub.type, 'subscribed')
    assert.equal(sub.status.state, 'offline')
    const early = await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 1, y: 0 }] },
    })
    assert.deepEqual([early.type, early.status], ['error', 422])
    const bad = await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 1 }] },
    })
    assert.deepEqual([bad.type, bad.status], ['error', 400])
    const other = await c.request({ type: 'subscribe', mecha_id: m.theirs })
    assert.deepEqual([other.type, other.status], ['error', 404])
    assert.equal(
      (await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })).result
        .state,
      'ready',
    )
    const path = [
      { x: 0.5, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 0.5 },
    ]
    const moved = await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: path, speed: 0.5 },
    })
    assert.equal(moved.result.state, 'moving')
    await m.advance(6000)
    await c.next((x) => x.type === 'event' && x.event.type === 'path_finished')
    const reached = c.events('waypoint_reached').map((e) => e.data.index)
    assert.deepEqual(reached, [0, 1, 2])
    const seqs = c.messages.filter((x) => x.type === 'event').map((x) => x.event.seq)
    assert.deepEqual(
      seqs,
      [...seqs].sort((a, b) => a - b),
      'per-mecha sequence numbers increase',
    )
    assert.ok(c.events('telemetry').length >= 20, 'telemetry while moving')
  })

  test('telemetry is throttled per subscriber', async (t) => {
    const m = await listen(t)
    const fast = await m.open()
    const slow = await m.open()
    const rare = await m.open()
    t.after(() => {
      fast.close()
      slow.close()
      rare.close()
    })
    await fast.request({ type: 'subscribe', mecha_id: m.quadruped })
    await slow.request({ type: 'subscribe', mecha_id: m.quadruped, telemetry_hz: 1 })
    await rare.request({ type: 'subscribe', mecha_id: m.quadruped, telemetry_hz: 0.2 })
    await fast.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    await fast.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 3, y: 0 }], speed: 1 },
    })
    await m.advance(3000)
    await fast.next((x) => x.type === 'event' && x.event.type === 'path_finished')
    await slow.next((x) => x.type === 'event' && x.event.type === 'path_finished')
    const f = fast.events('telemetry').length
    const s = slow.events('telemetry').length
    assert.ok(f >= 25 && s <= 5, `10 Hz got ${f}, 1 Hz got ${s}`)
    // The pose the walk ended at reaches every subscriber at once, however throttled: a change
    // of state is never dropped (the rare one heard the walk start under 5 s ago).
    await m.advance(200)
    for (const c of [fast, slow, rare]) {
      const end = await c.next(
        (x) =>
          x.type === 'event' &&
          x.event.type === 'telemetry' &&
          x.event.data.state === 'ready' &&
          x.event.data.pose.x > 0,
        1000,
      )
      assert.deepEqual(end.event.data.pose, { x: 3, y: 0, z: 0, heading_deg: 0 })
    }
  })

  test('the control lease: one controller; others and HTTP are refused naming the holder, except rest and stop', async (t) => {
    const m = await listen(t)
    const a = await m.open()
    const b = await m.open()
    t.after(() => {
      a.close()
      b.close()
    })
    const hello = await a.next((x) => x.type === 'hello')
    const lease = await a.request({ type: 'acquire', mecha_id: m.quadruped })
    assert.equal(lease.holder, hello.connection_id)
    const refused = await b.request({ type: 'acquire', mecha_id: m.quadruped })
    assert.equal(refused.status, 422)
    assert.ok(refused.detail.includes(hello.connection_id), refused.detail)
    assert.equal(
      (await a.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })).type,
      'result',
    )
    const http = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${m.quadruped}`,
      headers: { ...keyHeader(m.org.key), 'content-type': 'application/json' },
      payload: '[{"x":1,"y":0}]',
    })
    assert.equal(http.statusCode, 422)
    assert.ok(http.json().detail.includes(hello.connection_id))
    const stop = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/stop?mecha_id=${m.quadruped}`,
      headers: keyHeader(m.org.key),
    })
    assert.equal(stop.statusCode, 200)
    const bStop = await b.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'rest' } })
    assert.equal(bStop.type, 'result')
    await a.request({ type: 'release', mecha_id: m.quadruped })
    assert.equal((await b.request({ type: 'acquire', mecha_id: m.quadruped })).type, 'lease')
  })

  test('dead-man: when the controlling connection closes, the mecha halts within 500 ms and diagnostics say why', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    await c.request({ type: 'acquire', mecha_id: m.quadruped })
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 0, y: 10 }], speed: 0.5 },
    })
    await m.advance(1000)
    assert.equal((await statusOf(m, m.quadruped)).state, 'moving')
    c.socket.terminate()
    await within(500, async () => (await statusOf(m, m.quadruped)).state === 'ready')
    const s = await statusOf(m, m.quadruped)
    assert.match(s.last_stop_reason, /closed|failed/)
    assert.equal(s.lease, null)
    assert.equal(s.path, null)
  })

  test('dead-man: a controller silent past the keep-alive is closed with 4001 and its mecha halts within 500 ms of the timeout', async (t) => {
    const keepalive = 300
    const m = await listen(t, { MECHA_WS_KEEPALIVE_MS: String(keepalive) })
    const c = await m.open(keyHeader(m.org.key), { autoPong: false })
    await c.request({ type: 'acquire', mecha_id: m.quadruped })
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 0, y: 10 }], speed: 0.5 },
    })
    assert.equal((await statusOf(m, m.quadruped)).state, 'moving')
    const lastSpoke = Date.now()
    // From here on the client says nothing and answers no ping.
    await within(keepalive + 500, async () => (await statusOf(m, m.quadruped)).state === 'ready')
    assert.ok(Date.now() - lastSpoke <= keepalive + 500)
    const { code } = await c.closed
    assert.equal(code, 4001)
    assert.match((await statusOf(m, m.quadruped)).last_stop_reason, /keep-alive/)
  })

  test('a reconnecting client gets the events it missed since a sequence number', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    await c.request({ type: 'subscribe', mecha_id: m.quadruped })
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    const lastSeen = Math.max(...c.messages.filter((x) => x.type === 'event').map((x) => x.event.seq), 0)
    c.close()
    await m.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${m.quadruped}`,
      headers: { ...keyHeader(m.org.key), 'content-type': 'application/json' },
      payload: '[{"x":1,"y":0},{"x":2,"y":0}]',
    })
    await m.advance(3000)
    const again = await m.open()
    t.after(() => again.close())
    const sub = await again.request({ type: 'subscribe', mecha_id: m.quadruped, since_seq: lastSeen })
    assert.equal(sub.replay_complete, true)
    assert.ok(sub.replayed >= 3)
    await again.next((x) => x.type === 'event' && x.event.type === 'path_finished')
    assert.deepEqual(
      again.events('waypoint_reached').map((e) => e.data.index),
      [0, 1],
    )
    assert.ok(again.events('waypoint_reached').every((e) => e.seq > lastSeen))
  })

  test('malformed messages get a 400 error and keep the connection; app-level ping answers pong', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    t.after(() => c.close())
    c.send({ type: 'nonsense' } as object)
    assert.equal((await c.next((x) => x.type === 'error')).status, 400)
    c.socket.send('{not json')
    assert.match((await c.next((x) => x.type === 'error')).detail, /JSON/)
    const unknown = await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'fly' } })
    assert.equal(unknown.status, 400)
    // Text no database can store (NUL, a lone surrogate) is refused like any other bad field,
    // on every engine, and the connection stays.
    for (const bad of ['\u0000', '\ud800']) {
      for (const msg of [
        { type: 'subscribe', mecha_id: `${m.quadruped}${bad}` },
        { type: 'acquire', mecha_id: bad },
        { type: 'command', mecha_id: m.quadruped, command: { name: `stop${bad}` } },
        {
          type: 'command',
          mecha_id: m.quadruped,
          command: { name: 'set_mode', mode: bad, model: 'quadruped' },
        },
      ]) {
        const answer = await c.request(msg)
        assert.equal(answer.type, 'error', JSON.stringify(msg))
        assert.ok(
          [400, 404].includes(answer.status),
          `${JSON.stringify(msg)}: ${answer.status} ${answer.detail}`,
        )
      }
    }
    assert.equal((await c.request({ type: 'ping' })).type, 'pong')
  })

  test('a session gets a ticket too; a viewer watches but its commands and lease requests answer 403', async (t) => {
    const m = await listen(t)
    const viewer = await addPerson(m.app, m.org.id, 'viewer')
    const noCsrf = await m.app.inject({
      method: 'POST',
      url: '/mecha/ws/ticket',
      headers: viewer.session.read,
    })
    assert.equal(noCsrf.statusCode, 403, 'a ticket is a write: it needs the CSRF token')
    const ticket = await m.app.inject({
      method: 'POST',
      url: '/mecha/ws/ticket',
      headers: viewer.session.write,
    })
    assert.equal(ticket.statusCode, 200)
    const c = await WsTestClient.open(`${m.ws}/mecha/ws?ticket=${ticket.json().ticket}`)
    t.after(() => c.close())
    const sub = await c.request({ type: 'subscribe', mecha_id: m.quadruped })
    assert.equal(sub.type, 'subscribed')
    const cmd = await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    assert.deepEqual(
      [cmd.type, cmd.status, cmd.detail],
      ['error', 403, 'Your role (viewer) cannot command mechas'],
    )
    const lease = await c.request({ type: 'acquire', mecha_id: m.quadruped })
    assert.deepEqual([lease.type, lease.status], ['error', 403])
    const theirs = await c.request({ type: 'acquire', mecha_id: m.theirs })
    assert.deepEqual([theirs.type, theirs.status], ['error', 404])
    assert.equal((await statusOf(m, m.quadruped)).state, 'offline')

    const operator = await addPerson(m.app, m.org.id, 'operator')
    const t2 = (
      await m.app.inject({ method: 'POST', url: '/mecha/ws/ticket', headers: operator.session.write })
    ).json().ticket
    const o = await WsTestClient.open(`${m.ws}/mecha/ws?ticket=${t2}`)
    t.after(() => o.close())
    const ok = await o.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    assert.equal(ok.result.state, 'ready')
  })

  test("the lease names its holder: the person's name in the status, the fleet list and a subscriber's view", async (t) => {
    const m = await listen(t)
    const ada = await addPerson(m.app, m.org.id, 'operator', { name: 'Ada Lovelace' })
    const ticket = (
      await m.app.inject({ method: 'POST', url: '/mecha/ws/ticket', headers: ada.session.write })
    ).json().ticket
    const a = await WsTestClient.open(`${m.ws}/mecha/ws?ticket=${ticket}`)
    const hello = await a.next((x) => x.type === 'hello')
    assert.equal((await a.request({ type: 'acquire', mecha_id: m.quadruped })).type, 'lease')
    const status = await statusOf(m, m.quadruped)
    assert.deepEqual([status.lease.holder, status.lease.holder_name], [hello.connection_id, 'Ada Lovelace'])
    const list = (await m.app.inject({ url: '/mechas', headers: keyHeader(m.org.key) })).json().mechas
    const mine = list.find((x: { id: string }) => x.id === m.quadruped)
    assert.equal(mine.lease.holder_name, 'Ada Lovelace')
    assert.equal(list.find((x: { id: string }) => x.id === m.rover).lease, null)
    const watcher = await m.open()
    t.after(() => watcher.close())
    const sub = await watcher.request({ type: 'subscribe', mecha_id: m.quadruped })
    assert.equal(sub.status.lease.holder_name, 'Ada Lovelace')
    a.close()
    await within(2000, async () => (await statusOf(m, m.quadruped)).lease === null)
  })

  test('the session cookie opens the socket only from the console origin', async (t) => {
    const m = await listen(t)
    const p = await addPerson(m.app, m.org.id, 'operator')
    await assert.rejects(m.open({ ...p.session.read, origin: 'https://evil.example' }), { status: 403 })
    await assert.rejects(m.open(p.session.read), { status: 403 })
    const c = await m.open({ ...p.session.read, origin: ORIGIN })
    t.after(() => c.close())
    assert.equal((await c.next((x) => x.type === 'hello')).organization_id, m.org.id)
  })
})

test('interface §4.2 rule 3 over the WebSocket: foot of the stairs → stair mode → up at 0.25 m/s → standard → continue → rest', async (t) => {
  const m = await listen(t)
  const c = await m.open()
  t.after(() => c.close())
  const id = m.quadruped
  const cmd = async (command: object) => {
    const r = await c.request({ type: 'command', mecha_id: id, command })
    assert.equal(r.type, 'result', JSON.stringify(r))
    return r.result
  }
  await c.request({ type: 'subscribe', mecha_id: id })
  await c.request({ type: 'acquire', mecha_id: id })
  const battery: number[] = []
  await cmd({ name: 'initialize' })
  battery.push((await statusOf(m, id)).battery.percent)
  await cmd({
    name: 'move',
    waypoints: [
      { x: 0, y: 0 },
      { x: 4.8, y: 0 },
    ],
  })
  await m.advance(7000)
  let s = await statusOf(m, id)
  assert.deepEqual([s.state, s.mode, s.pose.x, s.pose.z], ['ready', 'standard', 4.8, 0])
  battery.push(s.battery.percent)
  assert.equal(
    (await cmd({ name: 'set_mode', mode: 'stair_climbing', model: 'quadruped' })).mode,
    'stair_climbing',
  )
  await cmd({
    name: 'move',
    waypoints: [
      { x: 4.8, y: 0 },
      { x: 8.5, y: 0 },
    ],
    speed: 0.25,
  })
  await m.advance(18_000)
  s = await statusOf(m, id)
  assert.deepEqual([s.state, s.pose.x, s.pose.z], ['ready', 8.5, 8 * 0.17])
  battery.push(s.battery.percent)
  await c.next((x) => x.type === 'event' && x.event.type === 'path_finished' && x.event.data.point.x === 8.5)
  const zs = c.events('telemetry').map((e) => e.data.pose.z)
  assert.ok(new Set(zs).size >= 8, 'telemetry shows z rising step by step')
  assert.equal((await cmd({ name: 'set_mode', mode: 'standard' })).mode, 'standard')
  await cmd({
    name: 'move',
    waypoints: [
      { x: 8.5, y: 0 },
      { x: 9.5, y: 0.5 },
    ],
  })
  await m.advance(4000)
  s = await statusOf(m, id)
  assert.deepEqual([s.state, s.pose.x, s.pose.y], ['ready', 9.5, 0.5])
  battery.push(s.battery.percent)
  assert.equal((await cmd({ name: 'rest' })).state, 'resting')
  for (let i = 1; i < battery.length; i++)
    assert.ok(battery[i]! < battery[i - 1]!, `battery falls: ${battery}`)
  assert.ok(c.events('mode_changed').length === 2)
})
