import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MechaValidationError } from './mecha-errors.ts'
import { profileSegment } from './segment-profile.ts'
import { terrainAt } from './terrain.ts'
import { DEFAULT_WORLD_MAP, parseWorldMap, staircaseInclineDeg } from './world-map.ts'

const map = DEFAULT_WORLD_MAP
const stairs = map.staircases[0]!

describe('terrain of the default map', () => {
  test('the staircase is climbable by the quadruped: 0.17 m × 0.29 m, about 30.4°', () => {
    assert.equal(staircaseInclineDeg(stairs).toFixed(1), '30.4')
  })

  test('ground before the foot, one step per 0.29 m, the landing on top, ground again past its far edge', () => {
    const z = (x: number, y = 0) => terrainAt(map, { x, y }).z
    assert.equal(z(4.99), 0)
    assert.equal(z(5), 0, 'the foot itself is ground: an edge belongs to the lower surface')
    assert.equal(z(5.01), 0.17)
    assert.equal(z(5.29), 0.17)
    assert.equal(z(5.3), 0.34)
    assert.equal(z(7.3), 1.36)
    assert.equal(terrainAt(map, { x: 7.3, y: 0 }).zone, 'steps')
    assert.equal(terrainAt(map, { x: 7.5, y: 0 }).zone, 'landing')
    assert.equal(z(10.31), 1.36)
    assert.equal(z(10.32), 0)
    assert.equal(z(6, 0.74), 0.68)
    assert.equal(z(6, 0.75), 0, 'the side edge is ground too')
  })

  test('a staircase can face any direction', () => {
    const turned = { ...map, staircases: [{ ...stairs, x: 0, y: -5, direction_deg: -90 }] }
    assert.equal(terrainAt(turned, { x: 0, y: -5.5 }).z, 0.34)
    assert.equal(terrainAt(turned, { x: 0, y: -4.5 }).z, 0)
  })
})

describe('profileSegment', () => {
  test('a walk up the middle crosses eight risers of +0.17 m and nothing else', () => {
    const p = profileSegment(map, { x: 4, y: 0 }, { x: 9, y: 0 })
    assert.equal(p.edges.length, 8)
    assert.ok(p.edges.every((e) => Math.abs(e.dz - 0.17) < 1e-9 && e.staircase.id === 'main-stairs'))
    assert.deepEqual(
      p.edges.map((e) => Number(e.point.x.toFixed(2))),
      [5, 5.29, 5.58, 5.87, 6.16, 6.45, 6.74, 7.03],
    )
    assert.equal(p.length, 5)
  })

  test('a walk beside the stairs or along the landing has no edges', () => {
    assert.deepEqual(profileSegment(map, { x: 4, y: 1 }, { x: 12, y: 1 }).edges, [])
    assert.deepEqual(
      profileSegment(map, { x: 4, y: 0.75 }, { x: 12, y: 0.75 }).edges,
      [],
      'exactly on the side edge',
    )
    assert.deepEqual(profileSegment(map, { x: 7.5, y: 0 }, { x: 10, y: 0.5 }).edges, [])
  })

  test('a zero-length segment needs no turn', () => {
    const p = profileSegment(map, { x: 1, y: 1 }, { x: 1, y: 1 })
    assert.deepEqual([p.length, p.headingDeg, p.pieces, p.edges], [0, null, [], []])
  })
})

describe('parseWorldMap', () => {
  test('accepts the default map and refuses malformed ones naming the problem', () => {
    assert.deepEqual(parseWorldMap(structuredClone(map)), map)
    assert.throws(() => parseWorldMap({ operational_range_m: 0, staircases: [] }), MechaValidationError)
    assert.throws(
      () => parseWorldMap({ ...map, staircases: [{ ...stairs, step_count: 0 }] }),
      /invalid world map: \/staircases\/0\/step_count/,
    )
    assert.throws(() => parseWorldMap({ ...map, staircases: [stairs, stairs] }), /used twice/)
    assert.throws(() => parseWorldMap({ ...map, extra: 1 }), MechaValidationError)
  })
})
