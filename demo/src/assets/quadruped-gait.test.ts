import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { DEFAULT_BUILD, quadrupedPose, solveKnee } from './quadruped-gait.ts'
import { type StairCourse, treadHeight } from './stair-course.ts'

const course: StairCourse = { start: 1.3, rise: 0.16, run: 0.3, steps: 5 }
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)

test('the knee keeps thigh and shank lengths and bends backwards', () => {
  fc.assert(
    fc.property(
      fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      fc.double({ min: 0.3, max: 0.65, noNaN: true }),
      (dx, drop) => {
        const hip = { x: 0, y: 1 }
        const foot = { x: dx, y: 1 - drop }
        fc.pre(dist(hip, foot) < 0.7)
        const knee = solveKnee(hip, foot, 0.36, 0.36)
        assert.ok(Math.abs(dist(hip, knee) - 0.36) < 1e-9)
        assert.ok(Math.abs(dist(knee, foot) - 0.36) < 1e-9)
        // Behind the hip–foot line (x forward, y up): the cross product's sign tells the side.
        const cross = (foot.x - hip.x) * (knee.y - hip.y) - (foot.y - hip.y) * (knee.x - hip.x)
        assert.ok(cross < 0)
      },
    ),
  )
})

test('a foot in stance stays put in the world while the body moves on', () => {
  for (let t = 0; t < 3; t += 0.05) {
    const a = quadrupedPose(course, 0.3, t)
    const b = quadrupedPose(course, 0.3, t + 0.01)
    assert.ok(b.body.x > a.body.x)
    for (let i = 0; i < 4; i++) {
      const la = a.legs[i]
      const lb = b.legs[i]
      if (la?.inContact && lb?.inContact)
        assert.ok(dist(la.foot, lb.foot) < 1e-9, `${la.name} slid at t=${t}`)
    }
  }
})

test('diagonal legs move together: two feet are always on the ground', () => {
  for (let t = 0; t < 2; t += 0.03) {
    const pose = quadrupedPose(course, 0.3, t)
    const contact = Object.fromEntries(pose.legs.map((l) => [l.name, l.inContact]))
    assert.equal(contact['FL'], contact['RR'])
    assert.equal(contact['FR'], contact['RL'])
    assert.notEqual(contact['FL'], contact['FR'])
  }
})

test('feet never sink into the floor or the treads', () => {
  for (let t = 0; t < 8; t += 0.02) {
    for (const leg of quadrupedPose(course, 0.3, t).legs) {
      assert.ok(
        leg.foot.y >= treadHeight(course, leg.foot.x) - 1e-9 || !leg.inContact,
        `${leg.name} at t=${t}`,
      )
      if (leg.inContact) assert.equal(leg.foot.y, treadHeight(course, leg.foot.x))
    }
  }
})

test('on level ground the body stays at standing height', () => {
  const pose = quadrupedPose({ start: 0, rise: 0, run: 1, steps: 0 }, 0, 0.37)
  assert.equal(pose.body.y, DEFAULT_BUILD.standHeight)
  assert.equal(pose.pitch, 0)
})
