import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MechaStateError } from './mecha-errors.ts'
import { makeFleet } from './mecha-test-kit.ts'
import { terrainAt } from './terrain.ts'
import { DEFAULT_WORLD_MAP } from './world-map.ts'

// The default map: 8 steps of 0.17 m × 0.29 m from x = 5 along +x, landing at 1.36 m from x = 7.32 to 10.32.
const TOP = 8 * 0.17

function onTheLandingWithStairMode() {
  const kit = makeFleet()
  const id = kit.add()
  kit.fleet.command(id, { name: 'initialize' })
  kit.fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  kit.fleet.command(id, { name: 'move', waypoints: [{ x: 8.5, y: 0 }], speed: 0.3 })
  kit.run(60_000)
  assert.equal(kit.fleet.status(id).pose.z, TOP)
  return { ...kit, id }
}

test('the interface stair sequence: foot of the stairs, stair mode, climb at 0.25 m/s, standard, continue, rest', () => {
  const { fleet, add, run, ofType, elapsedS, secondsAt } = makeFleet()
  const id = add()
  const battery = [fleet.status(id).battery.percent]

  fleet.command(id, { name: 'initialize' })
  fleet.command(id, {
    name: 'move',
    waypoints: [
      { x: 0, y: 0 },
      { x: 4.8, y: 0 },
    ],
  })
  run(6000)
  let s = fleet.status(id)
  assert.deepEqual([s.state, s.mode, s.pose], ['ready', 'standard', { x: 4.8, y: 0, z: 0, heading_deg: 0 }])
  battery.push(s.battery.percent)

  assert.throws(
    () =>
      fleet.command(id, {
        name: 'move',
        waypoints: [
          { x: 4.8, y: 0 },
          { x: 8.5, y: 0 },
        ],
        speed: 0.25,
      }),
    (e: unknown) => e instanceof MechaStateError && /set mode stair_climbing first/.test(e.detail),
  )

  fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  assert.deepEqual(ofType('mode_changed').at(-1)?.data, { from: 'standard', to: 'stair_climbing' })
  const climbStart = elapsedS()
  fleet.command(id, {
    name: 'move',
    waypoints: [
      { x: 4.8, y: 0 },
      { x: 8.5, y: 0 },
    ],
    speed: 0.25,
  })
  const heights: number[] = []
  for (let i = 0; i < 80; i++) {
    run(200)
    s = fleet.status(id)
    assert.equal(s.pose.z, terrainAt(DEFAULT_WORLD_MAP, s.pose).z, 'z follows the steps under the mecha')
    heights.push(s.pose.z)
  }
  assert.ok(
    heights.every((z, i) => i === 0 || z >= heights[i - 1]!),
    'z only rises on the way up',
  )
  assert.ok(
    heights.every((z) => Math.abs(z / 0.17 - Math.round(z / 0.17)) < 1e-9),
    'z is always a whole number of steps',
  )
  assert.ok(new Set(heights).size >= 8, 'z rises step by step')
  s = fleet.status(id)
  assert.deepEqual(
    [s.state, s.mode, s.pose],
    ['ready', 'stair_climbing', { x: 8.5, y: 0, z: TOP, heading_deg: 0 }],
  )
  assert.ok(Math.abs(secondsAt(ofType('path_finished').at(-1)!) - climbStart - 3.7 / 0.25) < 1e-6)
  battery.push(s.battery.percent)

  fleet.command(id, { name: 'set_mode', mode: 'standard' })
  fleet.command(id, { name: 'move', waypoints: [{ x: 10, y: 0 }] })
  run(3000)
  s = fleet.status(id)
  assert.deepEqual([s.state, s.mode, s.pose], ['ready', 'standard', { x: 10, y: 0, z: TOP, heading_deg: 0 }])
  battery.push(s.battery.percent)

  fleet.command(id, { name: 'rest' })
  s = fleet.status(id)
  assert.deepEqual([s.state, s.uptime_s, s.pose.z], ['resting', 0, TOP])
  assert.ok(
    battery.every((b, i) => i === 0 || b < battery[i - 1]!),
    `battery falls at each stage: ${battery}`,
  )
  run(60_000)
  assert.ok(fleet.status(id).battery.percent > battery.at(-1)!, 'resting charges')
})

test('climbing costs more battery per meter than flat ground', () => {
  const flat = makeFleet()
  const stairs = makeFleet()
  for (const kit of [flat, stairs]) {
    const id = kit.add()
    kit.fleet.command(id, { name: 'initialize' })
    kit.fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  }
  flat.fleet.command('m1', { name: 'move', waypoints: [{ x: 0, y: 2.32 }], speed: 0.25 })
  stairs.fleet.command('m1', { name: 'move', waypoints: [{ x: 5, y: 0 }], speed: 0.25 })
  stairs.run(30_000)
  stairs.fleet.command('m1', { name: 'move', waypoints: [{ x: 7.32, y: 0 }], speed: 0.25 })
  const before = stairs.fleet.status('m1').battery.percent
  flat.run(30_000)
  stairs.run(30_000)
  const stairCost = before - stairs.fleet.status('m1').battery.percent
  const flatCost = 100 - flat.fleet.status('m1').battery.percent
  assert.ok(stairCost > 2 * flatCost, `stairs ${stairCost}% vs flat ${flatCost}%`)
})

test('going back down in stair mode brings z down step by step to the ground', () => {
  const { fleet, id, run } = onTheLandingWithStairMode()
  fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }], speed: 0.2 })
  let last = TOP
  for (let i = 0; i < 120; i++) {
    run(250)
    const z = fleet.status(id).pose.z
    assert.ok(z <= last)
    last = z
  }
  assert.deepEqual(fleet.status(id).pose, { x: 4, y: 0, z: 0, heading_deg: 180 })
})

test('leaving stair mode is refused while standing on the steps', () => {
  const { fleet, add, run } = makeFleet()
  const id = add()
  fleet.command(id, { name: 'initialize' })
  fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  fleet.command(id, { name: 'move', waypoints: [{ x: 6, y: 0 }] })
  run(30_000)
  assert.equal(fleet.status(id).pose.z, 0.17 * 4)
  assert.throws(() => fleet.command(id, { name: 'set_mode', mode: 'standard' }), /stands on the steps/)
})

test('stair mode caps every segment at 0.3 m/s and says so in the warnings', () => {
  const { fleet, add, run, ofType, secondsAt } = makeFleet()
  const id = add()
  fleet.command(id, { name: 'initialize' })
  fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  const result = fleet.command(id, { name: 'move', waypoints: [{ x: 3, y: 0 }], speed: 1 })
  assert.deepEqual(
    result.warnings.map((w) => w.code),
    ['speed_capped_stair_mode'],
  )
  run(1000)
  const s = fleet.status(id)
  assert.deepEqual([s.speed_mps, s.commanded_speed_mps], [0.3, 1])
  assert.ok(s.warnings.some((w) => w.code === 'speed_capped_stair_mode'))
  run(20_000)
  assert.ok(Math.abs(secondsAt(ofType('path_finished')[0]!) - 3 / 0.3) < 1e-6)
  assert.deepEqual(fleet.status(id).warnings, [])
})

test('a rest on the landing resets the mode; walking down again needs stair mode again', () => {
  const { fleet, id } = onTheLandingWithStairMode()
  fleet.command(id, { name: 'rest' })
  fleet.command(id, { name: 'initialize' })
  assert.equal(fleet.status(id).mode, 'standard')
  assert.throws(() => fleet.command(id, { name: 'move', waypoints: [{ x: 4, y: 0 }] }), MechaStateError)
})
