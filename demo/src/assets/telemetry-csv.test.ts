import assert from 'node:assert/strict'
import { test } from 'node:test'
import { TELEMETRY_COLUMNS, telemetryCsv } from './telemetry-csv.ts'

const table = (bytes: Buffer) => {
  const [header = '', ...rows] = bytes.toString('utf8').trimEnd().split('\n')
  return { header: header.split(','), rows: rows.map((r) => r.split(',').map(Number)) }
}
const column = (rows: number[][], name: (typeof TELEMETRY_COLUMNS)[number]) =>
  rows.map((r) => r[TELEMETRY_COLUMNS.indexOf(name)] as number)

test('a header, then duration × rate rows of numbers, t rising by 1/hz', () => {
  const { header, rows } = table(telemetryCsv({ seed: 1, durationSeconds: 30, hz: 5 }))
  assert.deepEqual(header, [...TELEMETRY_COLUMNS])
  assert.equal(rows.length, 150)
  for (const row of rows) {
    assert.equal(row.length, TELEMETRY_COLUMNS.length)
    assert.ok(row.every(Number.isFinite))
  }
  for (const [i, t] of column(rows, 't').entries()) assert.ok(Math.abs(t - i / 5) < 1e-9)
})

test('the streams look like a robot: pack voltage, gravity, warm motors', () => {
  const { rows } = table(telemetryCsv({ seed: 2, durationSeconds: 60, hz: 10 }))
  for (const v of column(rows, 'battery_v')) assert.ok(v > 50 && v < 60)
  for (const a of column(rows, 'current_a')) assert.ok(a > 0 && a < 30)
  const az = column(rows, 'imu_az')
  assert.ok(Math.abs(az.reduce((s, v) => s + v, 0) / az.length - 9.81) < 0.1)
  for (const c of column(rows, 'motor_temp_fl_c')) assert.ok(c > 15 && c < 80)
  // Walking draws more current than standing at the start.
  const current = column(rows, 'current_a')
  assert.ok(Math.max(...current) > (current[0] ?? 0) + 5)
})

test('same seed, same bytes; another seed, other bytes', () => {
  const a = telemetryCsv({ seed: 5, durationSeconds: 10, hz: 10 })
  assert.deepEqual(telemetryCsv({ seed: 5, durationSeconds: 10, hz: 10 }), a)
  assert.notDeepEqual(telemetryCsv({ seed: 6, durationSeconds: 10, hz: 10 }), a)
})
