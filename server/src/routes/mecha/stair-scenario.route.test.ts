import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { buildMechaTestApp } from '../../testing/mecha-fixtures.ts'

// The default map: 8 steps of 0.17 m × 0.29 m from x = 5 along +x, landing at 1.36 m from x = 7.32.
const TOP = 8 * 0.17

test('interface §4.2 rule 3 over HTTP: initialize → foot of the stairs → stair mode → up at 0.25 m/s → standard → continue → rest', async (t) => {
  const m = await buildMechaTestApp(t)
  const h = { ...keyHeader(m.org.key), 'content-type': 'application/json' }
  const id = m.quadruped
  const post = (url: string, payload?: unknown) =>
    m.app.inject({
      method: 'POST',
      url,
      headers: h,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  const status = async () =>
    (await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${id}`, headers: h })).json()
  const battery: number[] = []

  assert.equal((await post(`/mecha/action/initialize?mecha_id=${id}`)).json().state, 'ready')
  battery.push((await status()).battery.percent)

  assert.equal(
    (
      await post(`/mecha/action/move?mecha_id=${id}`, [
        { x: 0, y: 0 },
        { x: 4.8, y: 0 },
      ])
    ).statusCode,
    200,
  )
  await m.advance(7000)
  let s = await status()
  assert.deepEqual([s.state, s.mode, s.pose.x, s.pose.y, s.pose.z], ['ready', 'standard', 4.8, 0, 0])
  battery.push(s.battery.percent)

  const tooEarly = await post(`/mecha/action/move?mecha_id=${id}&speed=0.25`, [
    { x: 4.8, y: 0 },
    { x: 8.5, y: 0 },
  ])
  assert.equal(tooEarly.statusCode, 422)
  assert.match(tooEarly.json().detail, /stair_climbing/)

  s = (await post(`/mecha/quadruped/set_mode?mecha_id=${id}&mode=stair_climbing`)).json()
  assert.equal(s.mode, 'stair_climbing')

  assert.equal(
    (
      await post(`/mecha/action/move?mecha_id=${id}&speed=0.25`, [
        { x: 4.8, y: 0 },
        { x: 8.5, y: 0 },
      ])
    ).statusCode,
    200,
  )
  await m.advance(8000)
  s = await status()
  assert.equal(s.state, 'moving')
  assert.ok(s.pose.z > 0 && s.pose.z < TOP, `climbing: z ${s.pose.z}`)
  await m.advance(10_000)
  s = await status()
  assert.deepEqual([s.state, s.pose.x, s.pose.z], ['ready', 8.5, TOP])
  battery.push(s.battery.percent)

  s = (await post(`/mecha/quadruped/set_mode?mecha_id=${id}&mode=standard`)).json()
  assert.equal(s.mode, 'standard')
  assert.equal(
    (
      await post(`/mecha/action/move?mecha_id=${id}`, [
        { x: 8.5, y: 0 },
        { x: 9.5, y: 0.5 },
      ])
    ).statusCode,
    200,
  )
  await m.advance(4000)
  s = await status()
  assert.deepEqual([s.state, s.pose.x, s.pose.y, s.pose.z], ['ready', 9.5, 0.5, TOP])
  battery.push(s.battery.percent)

  s = (await post(`/mecha/action/rest?mecha_id=${id}`)).json()
  assert.equal(s.state, 'resting')
  for (let i = 1; i < battery.length; i++)
    assert.ok(battery[i]! < battery[i - 1]!, `battery falls: ${battery}`)
})

test('stairs beyond the model’s limits are refused with 400 before the mecha moves', async (t) => {
  const m = await buildMechaTestApp(t)
  const steep = {
    operational_range_m: 50,
    staircases: [
      {
        id: 'steep',
        x: 5,
        y: 0,
        direction_deg: 0,
        width_m: 1.5,
        step_height_m: 0.25,
        step_depth_m: 0.2,
        step_count: 6,
        landing_depth_m: 2,
      },
    ],
  }
  const reg = await m.app.services.mechas.register({
    organization_id: m.org.id,
    model: 'quadruped',
    name: 'steep',
    map: steep,
  })
  const h = { ...keyHeader(m.org.key), 'content-type': 'application/json' }
  await m.app.inject({ method: 'POST', url: `/mecha/action/initialize?mecha_id=${reg.id}`, headers: h })
  await m.app.inject({
    method: 'POST',
    url: `/mecha/quadruped/set_mode?mecha_id=${reg.id}&mode=stair_climbing`,
    headers: h,
  })
  const res = await m.app.inject({
    method: 'POST',
    url: `/mecha/action/move?mecha_id=${reg.id}&speed=0.25`,
    headers: h,
    payload: '[{"x":0,"y":0},{"x":8,"y":0}]',
  })
  assert.equal(res.statusCode, 400)
  assert.match(res.json().detail, /step|incline|height|depth/i)
  const s = (await m.app.inject({ url: `/mecha/diagnostic/status?mecha_id=${reg.id}`, headers: h })).json()
  assert.deepEqual([s.state, s.pose.x], ['ready', 0])
})
