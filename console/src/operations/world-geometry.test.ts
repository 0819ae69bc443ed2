import assert from 'node:assert/strict'
import { test } from 'node:test'
import { distanceAlong, heightProfile, stairsCrossed, terrainAt, type WorldMap } from './world-geometry.ts'

// The default map of the service (docs/mecha.md): 8 steps of 0.17 × 0.29 from x = 5 along +x, 3 m landing.
const map: WorldMap = {
  operational_range_m: 50,
  staircases: [
    {
      id: 'main-stairs',
      x: 5,
      y: 0,
      direction_deg: 0,
      width_m: 1.5,
      step_height_m: 0.17,
      step_depth_m: 0.29,
      step_count: 8,
      landing_depth_m: 3,
    },
  ],
}

test('terrain follows the domain: the foot is ground, each step one rise higher, the landing on top', () => {
  assert.equal(terrainAt(map, { x: 5, y: 0 }).z, 0)
  assert.equal(terrainAt(map, { x: 5.1, y: 0 }).z, 0.17)
  assert.equal(terrainAt(map, { x: 5.29, y: 0 }).z, 0.17, 'an edge belongs to the lower step')
  assert.equal(terrainAt(map, { x: 7.3, y: 0 }).zone, 'steps')
  assert.equal(terrainAt(map, { x: 8.5, y: 0 }).zone, 'landing')
  assert.ok(Math.abs(terrainAt(map, { x: 8.5, y: 0 }).z - 1.36) < 1e-9)
  assert.equal(terrainAt(map, { x: 8.5, y: 0.75 }).z, 0, 'the side line is ground')
  assert.equal(terrainAt(map, { x: 10.32, y: 0 }).z, 0, 'the far edge of the landing is ground')
})

test('a path up the stairs crosses them; one beside them does not', () => {
  assert.deepEqual(
    stairsCrossed(map, [
      { x: 0, y: 0 },
      { x: 4.8, y: 0 },
    ]),
    [],
  )
  assert.deepEqual(
    stairsCrossed(map, [
      { x: 4.8, y: 0 },
      { x: 8.5, y: 0 },
    ]),
    ['main-stairs'],
  )
  assert.deepEqual(
    stairsCrossed(map, [
      { x: 4, y: 2 },
      { x: 12, y: 2 },
    ]),
    [],
  )
})

test('the height profile climbs step by step and the robot is placed along the path', () => {
  const line = [
    { x: 4.8, y: 0 },
    { x: 8.5, y: 0 },
  ]
  const profile = heightProfile(map, line, 0.05)
  assert.equal(profile[0]!.z, 0)
  assert.ok(Math.abs(profile.at(-1)!.z - 1.36) < 1e-9)
  const levels = new Set(profile.map((p) => p.z.toFixed(2)))
  assert.equal(levels.size, 9, 'ground and eight steps (the landing is the last level)')
  assert.ok(Math.abs(distanceAlong(line, { x: 6, y: 0.1 }) - 1.2) < 1e-9)
})
