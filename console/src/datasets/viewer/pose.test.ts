import assert from 'node:assert/strict'
import { test } from 'node:test'
import { bucketAt } from './buckets.ts'
import { findPose, pathOf, poseAt } from './pose.ts'

const ch = (name: string) => ({ name, unit: null, samples: 10, start_seconds: 0, end_seconds: 1 })
const series = (name: string, t: number[], v: number[]) => ({
  name,
  samples: t.length,
  t,
  min: v,
  max: v,
  mean: v,
})

test('the base pose is an x and a y of one prefix, base or position preferred, never the IMU', () => {
  assert.deepEqual(findPose(['joint_pos.FL_knee', 'base.x', 'base.y', 'base.yaw'].map(ch)), {
    x: 'base.x',
    y: 'base.y',
    yaw: 'base.yaw',
  })
  assert.deepEqual(findPose(['gyro_x', 'gyro_y', 'pos_x', 'pos_y'].map(ch)), {
    x: 'pos_x',
    y: 'pos_y',
    yaw: null,
  })
  assert.equal(findPose(['/imu.linear_acceleration.x', '/imu.linear_acceleration.y'].map(ch)), null)
  assert.equal(findPose(['battery_v', 'x'].map(ch)), null)
})

test('the path pairs x and y by time; the pose at a time takes yaw in radians, else the direction of travel', () => {
  const path = pathOf(series('x', [0, 1, 2], [0, 1, 2]), series('y', [0, 1, 2], [0, 0, 0]))
  assert.deepEqual(path, [
    { t: 0, x: 0, y: 0 },
    { t: 1, x: 1, y: 0 },
    { t: 2, x: 2, y: 0 },
  ])
  assert.deepEqual(poseAt(path, null, 1.5), { x: 1, y: 0, z: 0, heading_deg: 0 })
  const yaw = series('yaw', [0, 1, 2], [0, Math.PI / 2, Math.PI])
  assert.equal(poseAt(path, yaw, 1.2)?.heading_deg, 90)
  assert.equal(poseAt([], null, 1), null)
})

test('bucketAt finds the bucket at or before a time', () => {
  assert.equal(bucketAt([0, 1, 2], -1), -1)
  assert.equal(bucketAt([0, 1, 2], 1), 1)
  assert.equal(bucketAt([0, 1, 2], 1.9), 1)
  assert.equal(bucketAt([0, 1, 2], 9), 2)
  assert.equal(bucketAt([], 1), -1)
})
