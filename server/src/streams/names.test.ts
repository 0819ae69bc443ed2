import assert from 'node:assert/strict'
import { test } from 'node:test'
import { childName, lerobotNames, numericLeaves, unitFromName } from './names.ts'
import { parseTime, parseValue, timeColumn } from './time.ts'

test('message paths: fields with dots, arrays with [i], long arrays and strings skipped', () => {
  const out: [string, number][] = []
  numericLeaves(
    {
      header: { frame_id: 'imu', stamp: { sec: 3, nanosec: 5n } },
      v: [1, 2],
      data: new Uint8Array(1000),
      ok: true,
    },
    '/imu',
    (n, v) => out.push([n, v]),
  )
  assert.deepEqual(out, [
    ['/imu.header.stamp.sec', 3],
    ['/imu.header.stamp.nanosec', 5],
    ['/imu.v[0]', 1],
    ['/imu.v[1]', 2],
    ['/imu.ok', 1],
  ])
  assert.equal(childName('', 'a'), 'a')
})

test('LeRobot names from info.json, else indices', () => {
  assert.deepEqual(lerobotNames('observation.state', [2], ['hip', 'knee']), [
    'observation.state.hip',
    'observation.state.knee',
  ])
  assert.deepEqual(lerobotNames('action', [2], { motors: ['a', 'b'] }), ['action.a', 'action.b'])
  assert.deepEqual(lerobotNames('action', [2], null), ['action[0]', 'action[1]'])
  assert.deepEqual(lerobotNames('action', [3], ['a', 'b']), ['action[0]', 'action[1]', 'action[2]'])
  assert.deepEqual(lerobotNames('next.reward', [1], null), ['next.reward'])
})

test('a LeRobot feature of lists of lists: indices per dimension, row-major, unless every element is named', () => {
  assert.deepEqual(lerobotNames('action', [3, 2], null), [
    'action[0][0]',
    'action[0][1]',
    'action[1][0]',
    'action[1][1]',
    'action[2][0]',
    'action[2][1]',
  ])
  assert.deepEqual(lerobotNames('grid', [1, 2, 2], ['rows', 'cols']), [
    'grid[0][0][0]',
    'grid[0][0][1]',
    'grid[0][1][0]',
    'grid[0][1][1]',
  ])
  assert.deepEqual(
    lerobotNames(
      'pose',
      [2, 2],
      [
        ['x', 'y'],
        ['vx', 'vy'],
      ],
    ),
    ['pose.x', 'pose.y', 'pose.vx', 'pose.vy'],
  )
})

test('units from names', () => {
  assert.equal(unitFromName('battery_v'), 'V')
  assert.equal(unitFromName('motor_temp_fl_c'), '°C')
  assert.equal(unitFromName('speed (m/s)'), 'm/s')
  assert.equal(unitFromName('imu_ax'), null)
})

test('time: t, time or timestamp; seconds or ISO 8601', () => {
  assert.equal(timeColumn(['a', 'Time', 't']), 2)
  assert.equal(timeColumn(['a', 'timestamp']), 1)
  assert.equal(timeColumn(['a']), undefined)
  assert.equal(parseTime('1.5'), 1.5)
  assert.equal(parseTime('2026-01-01T00:00:01.5Z'), Date.parse('2026-01-01T00:00:00Z') / 1000 + 1.5)
  assert.equal(parseTime('2026-01-01 00:00:02Z'), Date.parse('2026-01-01T00:00:02Z') / 1000)
  assert.equal(parseTime('soon'), undefined)
  assert.equal(parseTime('NaN'), undefined)
  assert.ok(Number.isNaN(parseValue('nan')))
  assert.equal(parseValue('-Infinity'), -Infinity)
  assert.equal(parseValue('x'), undefined)
  assert.equal(parseValue(''), undefined)
})
