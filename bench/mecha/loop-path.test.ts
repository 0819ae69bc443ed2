import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEFAULT_WORLD_MAP, Fleet, ManualClock } from '@hangar/mecha'
import { firstPath, lapPath, loopFor, pathLengthM } from './loop-path.ts'

const COUNT = 1000
const stairs = DEFAULT_WORLD_MAP.staircases[0]!

test('every loop stays within range, on the side away from the stairs, with 20 waypoints', () => {
  for (let i = 0; i < COUNT; i++) {
    const loop = loopFor(i, COUNT)
    assert.equal(loop.length, 20)
    for (const p of loop) {
      assert.ok(
        Math.hypot(p.x, p.y) < DEFAULT_WORLD_MAP.operational_range_m - 25,
        `mecha ${i}: ${p.x}, ${p.y}`,
      )
      // Every point has x < 0 and the mecha starts at x = 0, so no segment reaches the stairs' foot.
      assert.ok(p.x < 0 && p.x < stairs.x - 5, `mecha ${i}: ${p.x}, ${p.y}`)
    }
  }
})

test('a loop is a closed 5 m square walked in order: 20 m per lap, 1 m between waypoints', () => {
  const loop = loopFor(7, COUNT)
  assert.ok(Math.abs(pathLengthM(loop[0]!, lapPath(loop)) - 20) < 0.01)
  for (const [i, p] of loop.entries()) {
    const next = loop[(i + 1) % loop.length]!
    assert.ok(Math.abs(Math.hypot(next.x - p.x, next.y - p.y) - 1) < 0.01)
  }
})

test('first paths start at the given point and end at point 0, where laps start and end', () => {
  const loop = loopFor(0, 1)
  assert.deepEqual(firstPath(loop, 0), [...loop, loop[0]])
  assert.deepEqual(firstPath(loop, 19), [loop[19], loop[0]])
  assert.deepEqual(firstPath(loop, 23), firstPath(loop, 3))
  assert.deepEqual(lapPath(loop).at(-1), loop[0])
  assert.equal(lapPath(loop).length, loop.length)
})

test('the simulator accepts every path in standard mode and walks it to the end', () => {
  // A move over stairs in standard mode is refused (422) and one off a step edge or out of
  // range is a 400, so acceptance proves the paths are flat and in range on the default map.
  const clock = new ManualClock()
  const fleet = new Fleet({ clock })
  const finished: string[] = []
  fleet.on((e) => {
    if (e.type === 'path_finished') finished.push(e.mecha_id)
  })
  const ids = [0, 1, 333, 500, 999].map((i) => {
    const id = `m${i}`
    fleet.register({ id, name: id, model: 'quadruped', organization_id: 'org' })
    fleet.command(id, { name: 'initialize' })
    const loop = loopFor(i, COUNT)
    const result = fleet.command(id, {
      name: 'move',
      waypoints: firstPath(loop, i % loop.length),
      speed: 0.5,
    })
    assert.equal(result.state, 'moving')
    assert.deepEqual(result.warnings, [])
    return id
  })
  // The longest first path: ~15 m out plus a lap of 20 m at 0.5 m/s, plus turns.
  for (let t = 0; t < 800; t++) {
    clock.advance(100)
    fleet.step()
  }
  assert.deepEqual(finished.sort(), [...ids].sort())
  const lap = fleet.command('m500', { name: 'move', waypoints: lapPath(loopFor(500, COUNT)), speed: 0.5 })
  assert.equal(lap.state, 'moving')
})
