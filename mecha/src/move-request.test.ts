import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MechaNotFoundError, MechaStateError, MechaValidationError } from './mecha-errors.ts'
import { FLAT_MAP, makeFleet } from './mecha-test-kit.ts'
import type { WorldMap } from './world-map.schema.ts'
import { DEFAULT_WORLD_MAP } from './world-map.ts'

// Steps 0.19 m high and 0.25 m deep: each within its own limit, but 37.2° is steeper than 35°.
const STEEP_MAP: WorldMap = {
  operational_range_m: 50,
  staircases: [
    {
      id: 'steep',
      x: 3,
      y: 0,
      direction_deg: 0,
      width_m: 1,
      step_height_m: 0.19,
      step_depth_m: 0.25,
      step_count: 6,
      landing_depth_m: 2,
    },
  ],
}

function mecha(opts: { map?: WorldMap; model?: string; init?: boolean; stairMode?: boolean } = {}) {
  const kit = makeFleet()
  const id = kit.add({ map: opts.map ?? FLAT_MAP, model: opts.model ?? 'quadruped' })
  if (opts.init ?? true) kit.fleet.command(id, { name: 'initialize' })
  if (opts.stairMode) kit.fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
  const move = (waypoints: unknown, speed?: unknown) =>
    kit.fleet.command(id, { name: 'move', waypoints, speed })
  return { ...kit, id, move }
}

const rejects400 = (fn: () => unknown, pattern: RegExp) =>
  assert.throws(
    fn,
    (e: unknown) => e instanceof MechaValidationError && e.status === 400 && pattern.test(e.detail),
  )
const rejects422 = (fn: () => unknown, pattern: RegExp) =>
  assert.throws(
    fn,
    (e: unknown) => e instanceof MechaStateError && e.status === 422 && pattern.test(e.detail),
  )

describe('move refusals (400: the request is wrong)', () => {
  test('speed outside 0.1–1.0 m/s, or not a finite number', () => {
    const { move } = mecha()
    for (const speed of [0.09, 1.01, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, '0.5', null])
      rejects400(() => move([{ x: 1, y: 0 }], speed), /speed must be a number from 0.1 to 1 m\/s/)
    assert.equal(move([{ x: 1, y: 0 }], 0.1).state, 'moving')
    assert.equal(move([{ x: 1, y: 0 }], 1).state, 'moving')
  })

  test('a body that is not a non-empty array of waypoints', () => {
    const { move } = mecha()
    rejects400(() => move({ x: 1, y: 0 }), /must be a JSON array/)
    rejects400(() => move('[]'), /must be a JSON array/)
    rejects400(() => move([]), /empty/)
    rejects400(() => move([[1, 2]]), /waypoint 0 must be an object/)
    rejects400(() => move([{ x: 1, y: 0 }, null]), /waypoint 1 must be an object/)
  })

  test('waypoints with extra keys, missing keys or non-finite numbers', () => {
    const { move } = mecha()
    rejects400(() => move([{ x: 1, y: 0, z: 0.5 }]), /waypoint 0 has unexpected keys: z/)
    rejects400(() => move([{ x: 1 }]), /waypoint 0: y must be a finite number/)
    rejects400(() => move([{ x: Number.NaN, y: 0 }]), /x must be a finite number, got NaN/)
    rejects400(
      () => move([{ x: 0, y: Number.NEGATIVE_INFINITY }]),
      /y must be a finite number, got -Infinity/,
    )
    rejects400(() => move([{ x: '1', y: 0 }]), /x must be a finite number/)
  })

  test('more than 100 waypoints; 50 to 100 pass with a warning', () => {
    const { move } = mecha()
    const line = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i * 0.1, y: 0 }))
    rejects400(() => move(line(101)), /too many waypoints: 101 \(hard cap 100, recommended under 50\)/)
    assert.deepEqual(
      move(line(100)).warnings.map((w) => w.code),
      ['waypoints_above_recommended'],
    )
    assert.deepEqual(move(line(49)).warnings, [])
  })

  test('points outside the operational range (50 m from the origin)', () => {
    const { move } = mecha()
    rejects400(
      () =>
        move([
          { x: 0, y: 0 },
          { x: 30, y: 40.01 },
        ]),
      /waypoint 1 .* outside the operational range of 50 m/,
    )
    assert.equal(move([{ x: 30, y: 40 }]).state, 'moving')
  })

  test('a staircase beyond the model limits, in either mode: no mode can climb it', () => {
    for (const stairMode of [false, true]) {
      const { move, fleet, id } = mecha({ map: STEEP_MAP, stairMode })
      rejects400(
        () => move([{ x: 6, y: 0 }], 0.25),
        /staircase steep .*incline 37\.2° > 35°.*no mode can climb it/,
      )
      assert.equal(fleet.status(id).state, 'ready')
    }
  })

  test('steps too high or too shallow for the quadruped', () => {
    const stairs = (h: number, d: number): WorldMap => ({
      operational_range_m: 50,
      staircases: [{ ...STEEP_MAP.staircases[0]!, step_height_m: h, step_depth_m: d }],
    })
    rejects400(
      () => mecha({ map: stairs(0.21, 0.4), stairMode: true }).move([{ x: 6, y: 0 }]),
      /step height 0.21 m > 0.2 m/,
    )
    rejects400(
      () => mecha({ map: stairs(0.1, 0.24), stairMode: true }).move([{ x: 6, y: 0 }]),
      /step depth 0.24 m < 0.25 m/,
    )
  })

  test('a rover may not cross any staircase, and has no stair mode to try', () => {
    const { move, fleet, id } = mecha({ model: 'rover', map: DEFAULT_WORLD_MAP })
    rejects400(() => move([{ x: 8, y: 0 }]), /the rover model has no stair mode; no mode can climb it/)
    rejects422(
      () => fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' }),
      /rover model has no stair mode/,
    )
    assert.equal(move([{ x: 4, y: 3 }]).state, 'moving', 'around the stairs is fine')
  })

  test('dropping off the side of the upper steps or the far edge of the landing', () => {
    const { move, fleet, id, run } = mecha({ map: DEFAULT_WORLD_MAP, stairMode: true })
    rejects400(
      () =>
        move([
          { x: 6.5, y: 0 },
          { x: 6.5, y: 2 },
        ]),
      /drops 1\.02 m .* only one step \(0\.17 m\)/,
    )
    rejects400(
      () =>
        move([
          { x: 8, y: 0 },
          { x: 11, y: 0 },
        ]),
      /drops 1\.36 m at \(10\.32, 0\.00\)/,
    )
    rejects400(
      () =>
        move([
          { x: 8, y: -3 },
          { x: 8, y: 3 },
        ]),
      /climbs 1\.36 m/,
    )
    assert.equal(fleet.status(id).state, 'ready')
    move([
      { x: 5.1, y: -2 },
      { x: 5.1, y: 2 },
    ])
    run(60_000)
    assert.equal(fleet.status(id).pose.y, 2, 'the first step may be taken from the side')
  })

  test('an unknown mode is a 400, an unknown mecha a 404', () => {
    const { fleet, id } = mecha()
    rejects400(
      () => fleet.command(id, { name: 'set_mode', mode: 'sprint' }),
      /mode must be one of standard, stair_climbing/,
    )
    assert.throws(() => fleet.command('nope', { name: 'initialize' }), MechaNotFoundError)
    assert.throws(
      () => fleet.status('nope'),
      (e: unknown) => e instanceof MechaNotFoundError && e.status === 404,
    )
  })
})

describe('move refusals (422: the mecha cannot now)', () => {
  test('stairs in standard mode: set mode stair_climbing first', () => {
    const { move } = mecha({ map: DEFAULT_WORLD_MAP })
    rejects422(
      () =>
        move(
          [
            { x: 0, y: 0 },
            { x: 8, y: 0 },
          ],
          0.25,
        ),
      /staircase main-stairs at \(5\.00, 0\.00\).*set mode stair_climbing first/,
    )
  })

  test('request problems are reported before state problems', () => {
    const { move } = mecha({ init: false })
    rejects400(() => move([{ x: 1, y: 0 }], 2), /speed/)
    rejects400(() => move([{ x: 1, y: 0, z: 1 }]), /unexpected keys/)
    rejects422(() => move([{ x: 1, y: 0 }]), /offline; initialize it first/)
  })

  test('a refused move leaves the running path alone', () => {
    const { move, fleet, id, run, ofType } = mecha()
    move([{ x: 5, y: 0 }])
    run(1000)
    rejects400(() => move([{ x: 99, y: 0 }]), /operational range/)
    run(10_000)
    assert.equal(ofType('path_preempted').length, 0)
    assert.equal(fleet.status(id).pose.x, 5)
  })

  test('set_mode through the route of another model', () => {
    const { fleet, id } = mecha()
    rejects422(
      () => fleet.command(id, { name: 'set_mode', mode: 'stair_climbing', model: 'rover' }),
      /is a quadruped, not a rover/,
    )
    assert.equal(
      fleet.command(id, { name: 'set_mode', mode: 'stair_climbing', model: 'quadruped' }).mode,
      'stair_climbing',
    )
  })
})
