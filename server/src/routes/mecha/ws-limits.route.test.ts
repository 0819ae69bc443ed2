import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { revokeApiKey } from '../../auth/api-key.repository.ts'
import { setUserRole } from '../../auth/user.repository.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { buildMechaTestApp, TEST_MECHA_BACKEND } from '../../testing/mecha-fixtures.ts'
import { addPerson, ORIGIN } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY } from '../../testing/test-app.ts'
import { WsTestClient } from '../../testing/ws-client.ts'

async function listen(t: Parameters<typeof buildMechaTestApp>[0], env: Record<string, string> = {}) {
  const m = await buildMechaTestApp(t, env)
  const address = await m.app.listen({ port: 0, host: '127.0.0.1' })
  const ws = address.replace('http', 'ws')
  const open = (headers: Record<string, string> = keyHeader(m.org.key), opts = {}) =>
    WsTestClient.open(`${ws}/mecha/ws`, headers, opts)
  const ticketFor = async (headers: Record<string, string>) => {
    const res = await m.app.inject({ method: 'POST', url: '/mecha/ws/ticket', headers })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().ticket as string
  }
  const byTicket = (ticket: string) => WsTestClient.open(`${ws}/mecha/ws?ticket=${ticket}`)
  return { ...m, address, ws, open, ticketFor, byTicket }
}

/** The close code, and how long after `since` it arrived (fails after 3 s). */
async function closedWithin(c: WsTestClient, since: number) {
  let timer: NodeJS.Timeout | undefined
  const { code } = await Promise.race([
    c.closed,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the socket stayed open')), 3000)
    }),
  ]).finally(() => clearTimeout(timer))
  return { code, ms: Date.now() - since }
}

describe('GET /mecha/ws: access that ends closes the socket (4003)', () => {
  test('a key revoked by the platform admin: its socket closes at once and the mecha it controlled stops', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    await c.request({ type: 'acquire', mecha_id: m.quadruped })
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 0, y: 10 }], speed: 0.5 },
    })
    const since = Date.now()
    const res = await m.app.inject({
      method: 'DELETE',
      url: `/admin/api-keys/${m.org.keyId}`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    assert.equal(res.statusCode, 204)
    const { code, ms } = await closedWithin(c, since)
    assert.equal(code, 4003)
    assert.ok(ms < 1000, `closed after ${ms} ms`)
    // The dead-man stop (through the broker, a round trip to the robot).
    const deadline = Date.now() + 1000
    let status = await m.app.services.mechas.backend.status(m.quadruped)
    while (status.state !== 'ready' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20))
      status = await m.app.services.mechas.backend.status(m.quadruped)
    }
    assert.equal(status.state, 'ready')
    assert.equal(status.lease, null)
    assert.match(status.last_stop_reason ?? '', /access ended/)
  })

  test('a key an owner revokes in the console closes its sockets; other keys stay connected', async (t) => {
    const m = await listen(t)
    const owner = await addPerson(m.app, m.org.id, 'owner')
    const second = await m.app.services.organizations.issueKey(m.org.id, 'second')
    const doomed = await m.open(keyHeader(second.key))
    const kept = await m.open()
    t.after(() => kept.close())
    const since = Date.now()
    const res = await m.app.inject({
      method: 'DELETE',
      url: `/org/api-keys/${second.id}`,
      headers: owner.session.write,
    })
    assert.equal(res.statusCode, 204)
    const { code, ms } = await closedWithin(doomed, since)
    assert.deepEqual([code, ms < 1000], [4003, true])
    assert.equal((await kept.request({ type: 'ping' })).type, 'pong')
  })

  test('a key revoked by another process (only the database knows) closes the socket within a second', async (t) => {
    const m = await listen(t)
    const c = await m.open()
    assert.equal((await c.request({ type: 'ping' })).type, 'pong')
    const since = Date.now()
    // What another process does: the row changes, no event reaches this one.
    assert.ok(await revokeApiKey(m.app.deps.db, m.org.keyId, new Date()))
    const { code, ms } = await closedWithin(c, since)
    assert.deepEqual([code, ms <= 1000], [4003, true], `closed after ${ms} ms`)
  })

  test('a ticket minted before its key was revoked, or before its session ended, is refused (401)', async (t) => {
    const m = await listen(t)
    const ticket = await m.ticketFor(keyHeader(m.org.key))
    await m.app.inject({
      method: 'DELETE',
      url: `/admin/api-keys/${m.org.keyId}`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    await assert.rejects(m.byTicket(ticket), { status: 401 })

    const p = await addPerson(m.app, m.other.id, 'operator')
    const t2 = await m.ticketFor(p.session.write)
    const out = await m.app.inject({ method: 'POST', url: '/auth/sign-out', headers: p.session.write })
    assert.equal(out.statusCode, 204)
    await assert.rejects(m.byTicket(t2), { status: 401 })
  })

  test('signing out, and being removed from the organization, close the sockets of that session or person', async (t) => {
    const m = await listen(t)
    const owner = await addPerson(m.app, m.org.id, 'owner')
    const leaving = await addPerson(m.app, m.org.id, 'operator')
    const staying = await addPerson(m.app, m.org.id, 'operator')
    const byCookie = await m.open({ ...leaving.session.read, origin: ORIGIN })
    const byTicket = await m.byTicket(await m.ticketFor(leaving.session.write))
    const other = await m.open({ ...staying.session.read, origin: ORIGIN })
    let since = Date.now()
    const removed = await m.app.inject({
      method: 'DELETE',
      url: `/org/members/${leaving.id}`,
      headers: owner.session.write,
    })
    assert.equal(removed.statusCode, 204)
    for (const c of [byCookie, byTicket]) {
      const { code, ms } = await closedWithin(c, since)
      assert.deepEqual([code, ms < 1000], [4003, true])
    }
    assert.equal((await other.request({ type: 'ping' })).type, 'pong')
    since = Date.now()
    await m.app.inject({ method: 'POST', url: '/auth/sign-out', headers: staying.session.write })
    const { code, ms } = await closedWithin(other, since)
    assert.deepEqual([code, ms < 1000], [4003, true])
  })
})

/** Polls the mecha's status until `done` holds (fails after a second). */
async function statusOnceWithin(
  m: Awaited<ReturnType<typeof listen>>,
  done: (s: { state: string; lease: unknown }) => boolean,
) {
  const deadline = Date.now() + 1000
  let status = await m.app.services.mechas.backend.status(m.quadruped)
  while (!done(status) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20))
    status = await m.app.services.mechas.backend.status(m.quadruped)
  }
  return status
}

describe('GET /mecha/ws: a role change reaches open sockets at once (docs/mecha-ws.md#access)', () => {
  /** An operator driving the quadruped over an open socket, and an owner who can change their role. */
  async function driving(t: Parameters<typeof buildMechaTestApp>[0]) {
    const m = await listen(t)
    const owner = await addPerson(m.app, m.org.id, 'owner')
    const operator = await addPerson(m.app, m.org.id, 'operator')
    const c = await m.open({ ...operator.session.read, origin: ORIGIN })
    t.after(() => c.close())
    await c.request({ type: 'subscribe', mecha_id: m.quadruped })
    await c.request({ type: 'acquire', mecha_id: m.quadruped })
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    const moving = await c.request({
      type: 'command',
      mecha_id: m.quadruped,
      command: { name: 'move', waypoints: [{ x: 0, y: 10 }], speed: 0.5 },
    })
    assert.equal(moving.type, 'result')
    const setRole = (role: string) =>
      m.app.inject({
        method: 'PATCH',
        url: `/org/members/${operator.id}`,
        headers: owner.session.write,
        payload: { role },
      })
    return { m, c, operator, setRole }
  }

  test('an operator demoted to viewer loses the lease, the robot stops, and commands answer 403 on the same socket', async (t) => {
    const { m, c, setRole } = await driving(t)
    const since = Date.now()
    assert.equal((await setRole('viewer')).statusCode, 200)
    const told = await c.next((x) => x.type === 'access_changed', 1000)
    assert.deepEqual([told.role, told.operate], ['viewer', false])
    const status = await statusOnceWithin(m, (s) => s.state === 'ready' && s.lease === null)
    assert.ok(Date.now() - since < 1000, `stopped ${Date.now() - since} ms after the demotion`)
    assert.deepEqual([status.state, status.lease], ['ready', null])
    assert.match(status.last_stop_reason ?? '', /role no longer allows operating/)
    for (const msg of [
      { type: 'command', mecha_id: m.quadruped, command: { name: 'estop' } },
      {
        type: 'command',
        mecha_id: m.quadruped,
        command: { name: 'move', waypoints: [{ x: 1, y: 1 }], speed: 0.5 },
      },
      { type: 'acquire', mecha_id: m.quadruped },
    ]) {
      const answer = await c.request(msg)
      assert.deepEqual([answer.type, answer.status], ['error', 403], JSON.stringify(answer))
    }
    // Watching is still what a viewer may do.
    assert.equal((await c.request({ type: 'ping' })).type, 'pong')
    // Promoted back, the same socket may take control again.
    assert.equal((await setRole('operator')).statusCode, 200)
    assert.equal(
      (await c.next((x) => x.type === 'access_changed' && x.role === 'operator', 1000)).operate,
      true,
    )
    assert.equal((await c.request({ type: 'acquire', mecha_id: m.quadruped })).type, 'lease')
  })

  test('a ticket minted before a demotion opens a socket with the role at redemption', async (t) => {
    const { m, c, operator, setRole } = await driving(t)
    const ticket = await m.ticketFor(operator.session.write)
    assert.equal((await setRole('viewer')).statusCode, 200)
    await c.next((x) => x.type === 'access_changed', 1000)
    const late = await m.byTicket(ticket)
    t.after(() => late.close())
    const answer = await late.request({ type: 'acquire', mecha_id: m.quadruped })
    assert.deepEqual([answer.type, answer.status], ['error', 403], JSON.stringify(answer))
    const command = await late.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'estop' } })
    assert.deepEqual([command.type, command.status], ['error', 403], JSON.stringify(command))
  })

  test('a demotion made by another process (only the database knows) reaches the socket within a second', async (t) => {
    const { m, c, operator } = await driving(t)
    const since = Date.now()
    await setUserRole(m.app.deps.db, operator.id, 'viewer')
    const told = await c.next((x) => x.type === 'access_changed', 1500)
    assert.ok(Date.now() - since <= 1000, `told ${Date.now() - since} ms after the change`)
    assert.equal(told.role, 'viewer')
    const status = await statusOnceWithin(m, (s) => s.lease === null && s.state === 'ready')
    assert.deepEqual([status.state, status.lease], ['ready', null])
    const answer = await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'estop' } })
    assert.equal(answer.status, 403)
  })
})

describe('GET /mecha/ws: limits (docs/mecha-ws.md#limits)', () => {
  test('the dead-man fires keepalive_ms after the last frame heard, not up to 4/3 of it', async (t) => {
    // Pings go out every keepalive/3 = 1000 ms. The client's last frame falls halfway between
    // two of them: a deadline checked only at the pings would fire 500 ms late.
    const keepalive = 3000
    const m = await listen(t, { MECHA_WS_KEEPALIVE_MS: String(keepalive) })
    const c = await m.open(keyHeader(m.org.key), { autoPong: false })
    await c.next((x) => x.type === 'hello')
    await new Promise((resolve) => c.socket.once('ping', resolve))
    await new Promise((resolve) => setTimeout(resolve, keepalive / 6))
    c.send({ type: 'ping' })
    const lastFrame = Date.now()
    const { code } = await c.closed
    const ms = Date.now() - lastFrame
    assert.equal(code, 4001)
    assert.ok(ms >= keepalive - 50 && ms <= keepalive + 250, `closed ${ms} ms after the last frame`)
  })

  test('open connections per key are capped (429 before the upgrade); a closed one frees its place', async (t) => {
    const m = await listen(t, { MECHA_WS_MAX_PER_CALLER: '2' })
    const a = await m.open()
    const b = await m.open()
    await assert.rejects(m.open(), { status: 429 })
    await assert.rejects(m.byTicket(await m.ticketFor(keyHeader(m.org.key))), { status: 429 })
    const theirs = await m.open(keyHeader(m.other.key))
    t.after(() => {
      b.close()
      theirs.close()
    })
    a.close()
    await a.closed
    await new Promise((r) => setTimeout(r, 50))
    const again = await m.open()
    again.close()
  })

  test('messages count against a budget per key: past the burst they answer 429 and do nothing', async (t) => {
    const m = await listen(t, { MECHA_WS_MESSAGES_PER_SECOND: '10' })
    const a = await m.open()
    const b = await m.open()
    t.after(() => {
      a.close()
      b.close()
    })
    await a.next((x) => x.type === 'hello')
    // Two connections of one key share its budget: a burst of 2 s × 10.
    for (let i = 0; i < 20; i++) a.send({ type: 'ping', id: `a${i}` })
    for (let i = 0; i < 20; i++)
      b.send({ type: 'command', id: `b${i}`, mecha_id: m.quadruped, command: { name: 'stop' } })
    const answered = (c: WsTestClient, prefix: string) =>
      c.messages.filter((x) => typeof x.id === 'string' && x.id.startsWith(prefix)).length
    const deadline = Date.now() + 10_000
    while ((answered(a, 'a') < 20 || answered(b, 'b') < 20) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    await m.app.services.mechas.flushAudit()
    const answers = [...a.messages, ...b.messages].filter((x) => x.id !== undefined)
    const refused = answers.filter((x) => x.type === 'error' && x.status === 429)
    assert.ok(refused.length >= 17 && refused.length <= 21, `${refused.length} of 40 refused`)
    assert.match(refused[0].detail, /at most 10 per second/)
    const ran = b.messages.filter((x) => x.type === 'result' || (x.type === 'error' && x.status !== 429))
    const audited = await m.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'mecha.%')
      .where('action', '!=', 'mecha.register')
      .execute()
    assert.equal(audited.length, ran.length, 'refused by the budget: not run, not audited')
  })

  test('a client that never reads is closed once its unsent data stays over the cap', async (t) => {
    const m = await listen(t, {
      MECHA_WS_MAX_BUFFER_BYTES: '65536',
      MECHA_WS_MESSAGES_PER_SECOND: '1000000',
    })
    const c = await m.open()
    await c.next((x) => x.type === 'hello')
    const connections = m.app.websocketServer.clients
    assert.equal(connections.size, 1)
    c.socket.pause()
    // Each ping is answered; unread answers fill the kernel's buffers, then the server's.
    const id = 'x'.repeat(100)
    for (let round = 0; round < 200 && connections.size > 0; round++) {
      for (let i = 0; i < 2000; i++) c.send({ type: 'ping', id })
      await new Promise((r) => setTimeout(r, 20))
    }
    const deadline = Date.now() + 3000
    while (connections.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    assert.equal(connections.size, 0, 'the server let go of the connection')
    c.socket.resume()
    await c.closed
  })

  test('a flood of 3,000 stop commands does not starve /healthz, and every one is audited', {
    // Through the broker every command waits for the robot's acknowledgement: the flood is paced.
    skip: TEST_MECHA_BACKEND === 'broker' ? 'the in-process simulator only' : false,
  }, async (t) => {
    const m = await listen(t, { MECHA_WS_MESSAGES_PER_SECOND: '1000000' })
    const c = await m.open()
    t.after(() => c.close())
    await c.request({ type: 'command', mecha_id: m.quadruped, command: { name: 'initialize' } })
    let worst = 0
    let flooding = true
    const probe = (async () => {
      while (flooding) {
        const start = performance.now()
        assert.equal((await fetch(`${m.address}/healthz`)).status, 200)
        worst = Math.max(worst, performance.now() - start)
        await new Promise((r) => setTimeout(r, 10))
      }
    })()
    const n = 3000
    // Sent in slices, as from another machine: the test's own client must not hold the loop.
    for (let i = 0; i < n; i++) {
      c.send({ type: 'command', id: i, mecha_id: m.quadruped, command: { name: 'stop' } })
      if (i % 100 === 99) await new Promise((r) => setImmediate(r))
    }
    await c.next((x) => x.id === n - 1, 60_000)
    flooding = false
    await probe
    const answered = c.messages.filter((x) => typeof x.id === 'number')
    assert.equal(answered.filter((x) => x.type === 'result').length, n)
    const rows = await m.app.deps.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'mecha.stop')
      .executeTakeFirstOrThrow()
    assert.equal(Number(rows.n), n, 'every command audited')
    assert.ok(worst < 1000, `/healthz waited ${Math.round(worst)} ms during the flood`)
  })
})
