import assert from 'node:assert/strict'
import { test } from 'node:test'
import { IMU_FULL_SCALE, TELEMETRY_COLUMNS, type TelemetryFault, telemetryCsv } from './telemetry-csv.ts'

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

test('a fault changes only its own cells, from its time on', () => {
  const options = { seed: 7, durationSeconds: 45, hz: 5 }
  const clean = table(telemetryCsv(options))
  const cellsChanged = (fault: TelemetryFault) => {
    const faulty = table(telemetryCsv({ ...options, fault }))
    const changed = new Map<string, number[]>()
    for (const [i, row] of faulty.rows.entries()) {
      for (const [j, v] of row.entries()) {
        if (Object.is(v, clean.rows[i]?.[j])) continue
        const name = TELEMETRY_COLUMNS[j] as string
        changed.set(name, [...(changed.get(name) ?? []), i / options.hz])
      }
    }
    return { faulty, changed }
  }

  // imu_az climbs to full scale in half a second, holds it for exactly 3 s, and comes back.
  const saturation = cellsChanged({ kind: 'imu_saturation', atSeconds: 15 })
  assert.deepEqual([...saturation.changed.keys()], ['imu_az'])
  const az = column(saturation.faulty.rows, 'imu_az')
  const held = az.flatMap((v, i) => (v === IMU_FULL_SCALE ? [i / options.hz] : []))
  assert.deepEqual([held[0], held.at(-1), held.length], [15, 18, 16])
  assert.equal(Math.max(...az), IMU_FULL_SCALE)
  const times = saturation.changed.get('imu_az') ?? []
  assert.ok((times[0] ?? 0) >= 14.5 && (times.at(-1) ?? 99) <= 18.5, `${times[0]}–${times.at(-1)}`)

  // The rear legs' temperatures are empty cells (no value) for 10 s.
  const missing = cellsChanged({ kind: 'rear_motor_temps_missing', atSeconds: 15 })
  assert.deepEqual([...missing.changed.keys()], ['motor_temp_rl_c', 'motor_temp_rr_c'])
  const rl = missing.changed.get('motor_temp_rl_c') ?? []
  assert.deepEqual([rl[0], rl.at(-1), rl.length], [15, 24.8, 50])
  const text = telemetryCsv({ ...options, fault: { kind: 'rear_motor_temps_missing', atSeconds: 15 } })
  assert.match(text.toString('utf8'), /\n15\.000,[^\n]*,,,[0-9.]+\n/)

  // Battery voltage in millivolts from its time to the end: the same reading, a thousand times.
  const millivolts = cellsChanged({ kind: 'battery_millivolts', atSeconds: 15 })
  assert.deepEqual([...millivolts.changed.keys()], ['battery_v'])
  const mv = column(millivolts.faulty.rows, 'battery_v')
  const v = column(clean.rows, 'battery_v')
  for (const [i, value] of mv.entries()) {
    if (i < 75) assert.equal(value, v[i])
    else assert.ok(Math.abs(value - (v[i] ?? 0) * 1000) <= 1, `${value} vs ${v[i]} V`)
  }
})
