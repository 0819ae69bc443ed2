import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { check, type Sample, walk } from './fixtures.ts'
import { poseRole } from './pose-drift.ts'

const HZ = 50
const DT = 1 / HZ

const drifts = (samples: Sample[], thresholds = {}) =>
  check(samples, { thresholds }).filter((f) => f.code === 'pose_drift')

describe('pose_drift', () => {
  for (const signals of ['command', 'contact', 'both'] as const) {
    test(`0.3 m while standing is an error at its time (${signals})`, () => {
      const found = drifts(
        walk({ hz: HZ, signals, still: [[10, 14]], drift: { from: 11, to: 13, metres: 0.3 } }),
        { pose_drift: { settle_seconds: 0.5 } },
      )
      assert.equal(found.length, 1)
      const f = found[0]!
      assert.equal(f.severity, 'error')
      assert.deepEqual(f.streams, ['base.x', 'base.y'])
      assert.ok(Math.abs(f.start_seconds! - 11) <= DT + 1e-9, `start ${f.start_seconds}`)
      assert.ok(Math.abs(f.end_seconds! - 13) <= DT + 1e-9, `end ${f.end_seconds}`)
      assert.match(f.message, /^Base pose moved 0\.3 m between 11 s and 13 s while/)
    })

    test(`standing still and walking give nothing (${signals})`, () => {
      assert.deepEqual(check(walk({ hz: HZ, signals, still: [[10, 14]] })), [])
    })
  }

  test('0.1 m is a warning', () => {
    const found = drifts(walk({ hz: HZ, still: [[5, 9]], drift: { from: 6, to: 8, metres: 0.1 } }))
    assert.equal(found[0]?.severity, 'warning')
  })

  test('0.04 m is nothing', () => {
    assert.deepEqual(drifts(walk({ hz: HZ, still: [[5, 9]], drift: { from: 6, to: 8, metres: 0.04 } })), [])
  })

  test('the base coasting to a stop after the command drops is not drift', () => {
    assert.deepEqual(drifts(walk({ hz: HZ, signals: 'command', still: [[10, 14]], coast: 0.8 })), [])
  })

  test('drift in a pause shorter than the minimum is not judged', () => {
    assert.deepEqual(
      drifts(walk({ hz: HZ, still: [[10, 10.3]], drift: { from: 10, to: 10.3, metres: 0.3 } })),
      [],
    )
  })
})

describe('poseRole', () => {
  test('names', () => {
    assert.deepEqual(poseRole('base.x'), { role: 'pose', prefix: 'base', axis: 'x' })
    assert.deepEqual(poseRole('/odom.pose.pose.position.y'), {
      role: 'pose',
      prefix: '/odom.pose.pose.position',
      axis: 'y',
    })
    assert.deepEqual(poseRole('base_pose_x'), { role: 'pose', prefix: 'base_pose', axis: 'x' })
    assert.deepEqual(poseRole('/cmd_vel.linear.x'), { role: 'command' })
    assert.deepEqual(poseRole('foot_contact.fl'), { role: 'contact' })
    assert.equal(poseRole('/odom.pose.pose.orientation.x'), null)
    assert.equal(poseRole('base.yaw'), null)
    assert.equal(poseRole('imu.linear_acceleration.x'), null)
    assert.equal(poseRole('contact_force.fl'), null)
  })
})
