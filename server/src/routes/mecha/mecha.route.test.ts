import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { buildMechaTestApp } from '../../testing/mecha-fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY } from '../../testing/test-app.ts'

const json = { 'content-type': 'application/json' }

describe('mecha control over HTTP', () => {
  test('initialize → move (null body) → walks in time → rest; every answer as documented', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = keyHeader(m.org.key)
    const init = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${m.quadruped}`,
      headers: h,
    })
    assert.equal(init.statusCode, 200)
    assert.equal(init.json().state, 'ready')
    assert.equal(init.json().id, m.quadruped)

    const move = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${m.quadruped}&speed=0.5`,
      headers: { ...h, ...json },
      payload: JSON.stringify([
        { x: 0, y: 0 },
        { x: 2, y: 0 },
      ]),
    })
    assert.equal(move.statusCode, 200)
    assert.equal(move.body, 'null')
    const status = () =>
      m.app
        .inject({ url: `/mecha/diagnostic/status?mecha_id=${m.quadruped}`, headers: h })
        .then((r) => r.json())
    let s = await status()
    assert.equal(s.state, 'moving')
    assert.equal(s.commanded_speed_mps, 0.5)
    assert.equal(s.path.waypoints.length, 2)
    await m.advance(2000)
    s = await status()
    assert.ok(s.pose.x > 0.9 && s.pose.x < 1.1, `halfway after 2 s at 0.5 m/s: ${s.pose.x}`)
    assert.ok(s.path.distance_left_m > 0.9 && s.path.distance_left_m < 1.1)
    await m.advance(3000)
    s = await status()
    assert.equal(s.state, 'ready')
    assert.equal(s.pose.x, 2)
    assert.equal(s.path, null)
    assert.ok(s.battery.percent < 100)
    assert.deepEqual(s.last_command.name, 'move')

    const rest = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/rest?mecha_id=${m.quadruped}`,
      headers: h,
    })
    assert.equal(rest.statusCode, 200)
    assert.equal(rest.json().state, 'resting')
  })

  test('invalid movement parameters answer 400 with a detail', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = { ...keyHeader(m.org.key), ...json }
    await m.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${m.quadruped}`,
      headers: h,
    })
    const path = JSON.stringify([{ x: 1, y: 0 }])
    const cases: [string, string | undefined][] = [
      ['speed=0.05', path],
      ['speed=1.5', path],
      ['speed=abc', path],
      ['', '{"x":1,"y":0}'],
      ['', '[]'],
      ['', '[{"x":1}]'],
      ['', '[{"x":"1","y":0}]'],
      ['', '[{"x":1,"y":0,"z":2}]'],
      ['', '[{"x":1e999,"y":0}]'],
      ['', '[{"x":500,"y":0}]'],
      ['', JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ x: i / 10, y: 0 })))],
      ['', '[{"x":1,"y":0}'],
      ['', undefined],
    ]
    for (const [q, payload] of cases) {
      const res = await m.app.inject({
        method: 'POST',
        url: `/mecha/action/move?mecha_id=${m.quadruped}&${q}`,
        headers: payload === undefined ? keyHeader(m.org.key) : h,
        ...(payload === undefined ? {} : { payload }),
      })
      assert.equal(res.statusCode, 400, `${q} ${payload?.slice(0, 40)} → ${res.body}`)
      assert.equal(typeof res.json().detail, 'string')
    }
    const s = (
      await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${m.quadruped}`, headers: h })
    ).json()
    assert.equal(s.state, 'ready', 'a refused move changes nothing')
  })

  test('state conflicts answer 422: move before initialize, after rest, set_mode while moving or on a rover', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = { ...keyHeader(m.org.key), ...json }
    const move = (id: string) =>
      m.app.inject({
        method: 'POST',
        url: `/mecha/action/move?mecha_id=${id}`,
        headers: h,
        payload: '[{"x":1,"y":0}]',
      })
    assert.equal((await move(m.quadruped)).statusCode, 422, 'not initialized')
    await m.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${m.quadruped}`,
      headers: h,
    })
    assert.equal((await move(m.quadruped)).statusCode, 200)
    const whileMoving = await m.app.inject({
      method: 'POST',
      url: `/mecha/quadruped/set_mode?mecha_id=${m.quadruped}&mode=stair_climbing`,
      headers: h,
    })
    assert.equal(whileMoving.statusCode, 422)
    await m.app.inject({ method: 'POST', url: `/mecha/action/rest?mecha_id=${m.quadruped}`, headers: h })
    const afterRest = await move(m.quadruped)
    assert.equal(afterRest.statusCode, 422)
    assert.match(afterRest.json().detail, /initialize|resting/i)
    const rover = await m.app.inject({
      method: 'POST',
      url: `/mecha/rover/set_mode?mecha_id=${m.rover}&mode=stair_climbing`,
      headers: h,
    })
    assert.equal(rover.statusCode, 422)
    const wrongModel = await m.app.inject({
      method: 'POST',
      url: `/mecha/quadruped/set_mode?mecha_id=${m.rover}&mode=stair_climbing`,
      headers: h,
    })
    assert.equal(wrongModel.statusCode, 422)
    const badMode = await m.app.inject({
      method: 'POST',
      url: `/mecha/quadruped/set_mode?mecha_id=${m.quadruped}&mode=fly`,
      headers: h,
    })
    assert.equal(badMode.statusCode, 400)
  })

  test('unknown and other organizations’ mechas answer 404; no key answers 401, on move too', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = keyHeader(m.org.key)
    for (const id of ['nope', m.theirs]) {
      for (const url of [
        `/mecha/action/initialize?mecha_id=${id}`,
        `/mecha/action/rest?mecha_id=${id}`,
        `/mecha/quadruped/set_mode?mecha_id=${id}&mode=standard`,
      ]) {
        assert.equal((await m.app.inject({ method: 'POST', url, headers: h })).statusCode, 404, url)
      }
      assert.equal(
        (await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${id}`, headers: h })).statusCode,
        404,
      )
    }
    const noKey = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${m.quadruped}`,
      headers: json,
      payload: '[]',
    })
    assert.equal(noKey.statusCode, 401)
    assert.equal(
      (await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${m.quadruped}` })).statusCode,
      401,
    )
    assert.equal(
      (await m.app.inject({ method: 'POST', url: '/mecha/action/initialize', headers: h })).statusCode,
      400,
      'mecha_id is required',
    )
  })

  test('rest always succeeds for a known mecha, even in a fault; e-stop latches until released', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = keyHeader(m.org.key)
    const post = (action: string) =>
      m.app.inject({ method: 'POST', url: `/mecha/action/${action}?mecha_id=${m.quadruped}`, headers: h })
    for (let i = 0; i < 3; i++)
      assert.equal((await post('rest')).statusCode, 200, 'rest from offline and resting')
    await post('initialize')
    await m.injectFault(m.quadruped, 'motor_overheat', 'Front-left knee motor over 90 °C')
    const moveInFault = await m.app.inject({
      method: 'POST',
      url: `/mecha/action/move?mecha_id=${m.quadruped}`,
      headers: { ...h, ...json },
      payload: '[{"x":1,"y":0}]',
    })
    assert.equal(moveInFault.statusCode, 422)
    const diag = (
      await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${m.quadruped}`, headers: h })
    ).json()
    assert.equal(diag.errors[0].code, 'motor_overheat')
    assert.equal((await post('rest')).statusCode, 200)
    assert.equal((await post('initialize')).json().state, 'ready')
    const estop = await post('estop')
    assert.equal(estop.json().state, 'estopped')
    assert.equal(estop.json().estop_latched, true)
    assert.equal((await post('initialize')).statusCode, 422, 'latched')
    assert.equal((await post('release_estop')).json().state, 'resting')
    assert.equal((await post('initialize')).json().state, 'ready')
  })

  test('an organization lists its mechas; the platform registers and sees all; commands are audited', async (t) => {
    const m = await buildMechaTestApp(t)
    const list = (await m.app.inject({ url: '/mechas', headers: keyHeader(m.org.key) })).json()
    assert.deepEqual(list.mechas.map((x: { name: string }) => x.name).sort(), ['Q1', 'R1'])
    const admin = { 'service-admin-key': ADMIN_KEY }
    const reg = await m.app.inject({
      method: 'POST',
      url: '/admin/mechas',
      headers: admin,
      payload: { organization_id: m.org.id, model: 'quadruped', name: 'Q2' },
    })
    assert.equal(reg.statusCode, 201)
    const bad = await m.app.inject({
      method: 'POST',
      url: '/admin/mechas',
      headers: admin,
      payload: { organization_id: m.org.id, model: 'tank' },
    })
    assert.equal(bad.statusCode, 422)
    assert.equal((await m.app.inject({ url: '/admin/mechas', headers: admin })).json().mechas.length, 4)
    await m.app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${reg.json().id}`,
      headers: keyHeader(m.org.key),
    })
    const audit = (
      await m.app.inject({ url: `/admin/audit?target_id=${reg.json().id}`, headers: admin })
    ).json().entries
    assert.deepEqual(
      audit.map((e: { action: string }) => e.action),
      ['mecha.initialize', 'mecha.register'],
    )
  })

  test('GET /mecha/world answers the map a mecha was registered with, for drawing it; 404 for others', async (t) => {
    const m = await buildMechaTestApp(t)
    const h = keyHeader(m.org.key)
    const world = await m.app.inject({ url: `/mecha/world?mecha_id=${m.quadruped}`, headers: h })
    assert.equal(world.statusCode, 200)
    assert.equal(world.json().operational_range_m, 50)
    assert.deepEqual(
      world
        .json()
        .staircases.map((s: { id: string; x: number; step_count: number }) => [s.id, s.x, s.step_count]),
      [['main-stairs', 5, 8]],
    )
    const map = {
      operational_range_m: 20,
      staircases: [
        {
          id: 'steep',
          x: 2,
          y: 3,
          direction_deg: 90,
          width_m: 1,
          step_height_m: 0.19,
          step_depth_m: 0.25,
          step_count: 4,
          landing_depth_m: 1,
        },
      ],
    }
    const reg = await m.app.inject({
      method: 'POST',
      url: '/admin/mechas',
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: { organization_id: m.org.id, model: 'quadruped', map },
    })
    assert.equal(reg.statusCode, 201, reg.body)
    const custom = await m.app.inject({ url: `/mecha/world?mecha_id=${reg.json().id}`, headers: h })
    assert.deepEqual(custom.json(), { mecha_id: reg.json().id, ...map })
    const viewer = await addPerson(m.app, m.org.id, 'viewer')
    const read = await m.app.inject({ url: `/mecha/world?mecha_id=${m.rover}`, headers: viewer.session.read })
    assert.equal(read.statusCode, 200, 'every role may look at the map')
    const theirs = await m.app.inject({ url: `/mecha/world?mecha_id=${m.theirs}`, headers: h })
    assert.deepEqual([theirs.statusCode, theirs.json().detail], [404, `Mecha ${m.theirs} not found`])
    assert.equal((await m.app.inject({ url: '/mecha/world', headers: h })).statusCode, 400)
    assert.equal((await m.app.inject({ url: `/mecha/world?mecha_id=${m.rover}` })).statusCode, 401)
  })

  test('people command mechas by role: operator and owner may, reviewer and viewer read only (403)', async (t) => {
    const m = await buildMechaTestApp(t)
    const { app, org } = m
    const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...json },
        payload: JSON.stringify(payload ?? null),
      })
    for (const role of ['viewer', 'reviewer'] as const) {
      const p = await addPerson(app, org.id, role)
      for (const url of [
        `/mecha/action/initialize?mecha_id=${m.quadruped}`,
        `/mecha/action/estop?mecha_id=${m.quadruped}`,
        `/mecha/quadruped/set_mode?mecha_id=${m.quadruped}&mode=stair_climbing`,
      ]) {
        const res = await app.inject({ method: 'POST', url, headers: p.session.write })
        assert.equal(res.statusCode, 403, `${role} ${url}`)
        assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot command mechas` })
      }
      const move = await post(`/mecha/action/move?mecha_id=${m.quadruped}`, p.session.write, [{ x: 1, y: 0 }])
      assert.equal(move.statusCode, 403)
      // Another organization's mecha is still 404 first, whatever the role.
      const theirs = await app.inject({
        method: 'POST',
        url: `/mecha/action/initialize?mecha_id=${m.theirs}`,
        headers: p.session.write,
      })
      assert.equal(theirs.statusCode, 404)
      const status = await app.inject({
        url: `/mecha/diagnostic/status?mecha_id=${m.quadruped}`,
        headers: p.session.read,
      })
      assert.equal(status.statusCode, 200)
      assert.equal(status.json().state, 'offline', 'nothing happened')
      assert.equal((await app.inject({ url: '/mechas', headers: p.session.read })).json().mechas.length, 2)
    }
    const operator = await addPerson(app, org.id, 'operator', { name: 'Olga Operator' })
    const init = await app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${m.quadruped}`,
      headers: operator.session.write,
    })
    assert.equal(init.statusCode, 200)
    assert.equal(init.json().state, 'ready')
    const audit = await app.inject({
      url: `/admin/audit?target_id=${m.quadruped}`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    assert.equal(
      audit.json().entries.find((e: { action: string }) => e.action === 'mecha.initialize').actor,
      `user:${operator.id}`,
    )
    const owner = await addPerson(app, org.id, 'owner')
    const rest = await app.inject({
      method: 'POST',
      url: `/mecha/action/rest?mecha_id=${m.quadruped}`,
      headers: owner.session.write,
    })
    assert.equal(rest.statusCode, 200)
  })
})
