import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEFAULT_WORLD_MAP } from '@hangar/mecha'
import { distanceAlong, heightProfile, stairsCrossed } from './world-geometry.ts'

// The service's default map: 8 steps of 0.17 × 0.29 from x = 5 along +x, then a 3 m landing.
const map = DEFAULT_WORLD_MAP

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
