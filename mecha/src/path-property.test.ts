import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { MechaValidationError } from './mecha-errors.ts'
import { FLAT_MAP, makeFleet } from './mecha-test-kit.ts'
import { terrainAt } from './terrain.ts'
import { DEFAULT_WORLD_MAP } from './world-map.ts'

// Points on a centimeter grid: spread evenly (fc.double favours tiny values) and landing
// exactly on stair edges now and then, where off-by-epsilon bugs live.
const coord = (lo: number, hi: number) => fc.integer({ min: lo * 100, max: hi * 100 }).map((c) => c / 100)
const point = (lo: number, hi: number) => fc.record({ x: coord(lo, hi), y: coord(lo, hi) })

// Walks until the path is done, in steps of at least `tickMs` but never more than about 500
// steps (a 20-point path at 0.1 m/s lasts hours); fails rather than loop forever.
function walk(kit: ReturnType<typeof makeFleet>, id: string, tickMs: number) {
  const s = kit.fleet.status(id)
  const expectedMs =
    ((s.path?.distance_left_m ?? 0) / (s.commanded_speed_mps ?? 1) + 4 * (s.path?.waypoints.length ?? 0)) *
    1000
  const step = Math.max(tickMs, Math.ceil(expectedMs / 500))
  for (let i = 0; i < 1000 && kit.fleet.status(id).state === 'moving'; i++) kit.run(step, step)
}

test('on flat ground every valid path ends at its last waypoint, each waypoint reached once, in order', () => {
  fc.assert(
    fc.property(
      fc.array(point(-20, 20), { minLength: 1, maxLength: 15 }),
      fc.double({ min: 0.1, max: 1, noNaN: true }),
      fc.integer({ min: 10, max: 5000 }),
      (waypoints, speed, tickMs) => {
        const kit = makeFleet()
        const id = kit.add({ map: FLAT_MAP })
        kit.fleet.command(id, { name: 'initialize' })
        kit.fleet.command(id, { name: 'move', waypoints, speed })
        walk(kit, id, tickMs)
        const s = kit.fleet.status(id)
        const reached = kit.ofType('waypoint_reached').map((e) => e.data.index)
        if (s.state === 'fault') {
          // Hundreds of meters at 0.1 m/s can empty the battery: then it stops early, honestly.
          assert.deepEqual([s.errors[0]?.code, s.battery.percent], ['battery_empty', 0])
          assert.deepEqual(
            reached,
            reached.map((_, i) => i),
          )
          assert.ok(reached.length < waypoints.length)
          return
        }
        assert.equal(s.state, 'ready')
        assert.deepEqual({ x: s.pose.x, y: s.pose.y }, { ...waypoints.at(-1) })
        assert.deepEqual(
          reached,
          waypoints.map((_, i) => i),
        )
        assert.equal(kit.ofType('path_finished').length, 1)
        const length = waypoints.reduce(
          (sum, w, i) => sum + Math.hypot(w.x - (waypoints[i - 1]?.x ?? 0), w.y - (waypoints[i - 1]?.y ?? 0)),
          0,
        )
        const took = kit.secondsAt(kit.ofType('path_finished')[0]!)
        assert.ok(took >= length / speed - 1e-3, `walked ${length} m at ${speed} m/s in ${took} s`)
      },
    ),
    { numRuns: 100 },
  )
})

test('around the stairs in stair mode a path is either refused up front (400) or walked to its end, z on the terrain', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ x: coord(-1, 12), y: coord(-1.5, 1.5) }), { minLength: 1, maxLength: 8 }),
      (waypoints) => {
        const kit = makeFleet()
        const id = kit.add()
        kit.fleet.command(id, { name: 'initialize' })
        kit.fleet.command(id, { name: 'set_mode', mode: 'stair_climbing' })
        try {
          kit.fleet.command(id, { name: 'move', waypoints, speed: 0.3 })
        } catch (e) {
          assert.ok(e instanceof MechaValidationError, String(e))
          assert.equal(kit.fleet.status(id).state, 'ready')
          return
        }
        walk(kit, id, 1000)
        const s = kit.fleet.status(id)
        assert.deepEqual({ x: s.pose.x, y: s.pose.y }, { ...waypoints.at(-1) })
        assert.equal(s.pose.z, terrainAt(DEFAULT_WORLD_MAP, s.pose).z)
        assert.deepEqual(
          kit.ofType('waypoint_reached').map((e) => e.data.index),
          waypoints.map((_, i) => i),
        )
      },
    ),
    { numRuns: 300 },
  )
})
