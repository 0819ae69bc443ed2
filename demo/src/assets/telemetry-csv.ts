import { seededRandom } from '../seeded-random.ts'
import { activityProfile, noise } from './activity-profile.ts'

export interface TelemetryCsvOptions {
  seed: number
  durationSeconds: number
  /** Rows per second. */
  hz: number
  /** A defect put into the file (the flaw a reviewer rejected it for); none by default. */
  fault?: TelemetryFault
}

/**
 * A defect in a telemetry file, from `atSeconds` (a whole second, the time of the first row it
 * touches) on:
 *
 * - `imu_saturation`: imu_az climbs to {@link IMU_FULL_SCALE} over half a second and reads exactly
 *   that for {@link IMU_SATURATION_SECONDS} (the rows from `atSeconds` to `atSeconds + 3`, both
 *   included), then comes back over half a second;
 * - `rear_motor_temps_missing`: the rear legs' motor temperature cells are empty for
 *   {@link REAR_TEMPS_MISSING_SECONDS} (the rows from `atSeconds` up to, not including, `atSeconds + 10`);
 * - `battery_millivolts`: battery_v is written in millivolts from `atSeconds` to the end, as by a
 *   logger restarted with another unit.
 */
export interface TelemetryFault {
  kind: 'imu_saturation' | 'rear_motor_temps_missing' | 'battery_millivolts'
  atSeconds: number
}

/** The top of the IMU's ±2 g accelerometer range, in m/s². */
export const IMU_FULL_SCALE = 19.6133
export const IMU_SATURATION_SECONDS = 3
export const REAR_TEMPS_MISSING_SECONDS = 10
/** How long the reading takes to climb to full scale and to come back. */
const SATURATION_RAMP_SECONDS = 0.5

/** Column names of a telemetry file, in order; units are in the names. */
export const TELEMETRY_COLUMNS = [
  't',
  'battery_v',
  'current_a',
  'imu_ax',
  'imu_ay',
  'imu_az',
  'gyro_x',
  'gyro_y',
  'gyro_z',
  'motor_temp_fl_c',
  'motor_temp_fr_c',
  'motor_temp_rl_c',
  'motor_temp_rr_c',
  'cpu_temp_c',
] as const

/** The sensor groups a telemetry file carries, as listed in a dataset's `sensors` metadata. */
export const TELEMETRY_SENSORS = 'battery,imu,gyro,motor_temperature,cpu_temperature'

/**
 * A CSV of sensor streams: a header of {@link TELEMETRY_COLUMNS}, then `round(durationSeconds × hz)`
 * rows. Current follows the walking effort, the pack voltage sags with load and drains slowly,
 * the IMU shows gravity plus gait vibration (m/s²; gyro in rad/s), motors warm towards a working
 * temperature (°C). With `fault`, one defect is put in at a known time ({@link TelemetryFault}).
 */
export function telemetryCsv(options: TelemetryCsvOptions): Buffer {
  const random = seededRandom(options.seed)
  const activity = activityProfile(random, options.durationSeconds)
  const rows = Math.round(options.durationSeconds * options.hz)
  const packVolts = random.range(56.5, 58.6)
  const idleAmps = random.range(2.6, 3.6)
  const walkAmps = random.range(11, 16)
  const gaitHz = random.range(1.6, 2.1)
  const ambient = random.range(22, 31)
  const motorStart = [0, 1, 2, 3].map(() => ambient + random.range(6, 14))
  const motorRise = [0, 1, 2, 3].map(() => random.range(8, 18))
  const cpuStart = ambient + random.range(18, 26)
  const warmUp = random.range(120, 300)
  let drained = 0
  const fault = options.fault
  // Row indexes, not times, so that float steps cannot move a boundary by a row.
  const faultRow = fault ? Math.round(fault.atSeconds * options.hz) : rows
  const rampRows = Math.round(SATURATION_RAMP_SECONDS * options.hz)
  const saturatedRows = Math.round(IMU_SATURATION_SECONDS * options.hz)
  const missingRows = Math.round(REAR_TEMPS_MISSING_SECONDS * options.hz)
  const lines = [TELEMETRY_COLUMNS.join(',')]
  for (let i = 0; i < rows; i++) {
    const t = i / options.hz
    const a = activity(t)
    const gait = 2 * Math.PI * gaitHz * t
    const current = idleAmps + walkAmps * a + 2.2 * a * Math.abs(Math.sin(gait)) + noise(random, 0.15)
    drained += current / options.hz
    const volts = packVolts - drained * 0.00035 - current * 0.045 + noise(random, 0.01)
    const warm = 1 - Math.exp(-t / warmUp)
    const motors = motorStart.map(
      (start, k) => start + (motorRise[k] ?? 0) * warm * (0.4 + 0.6 * a) + noise(random, 0.05),
    )
    const ax = 0.35 * a * Math.sin(gait) + noise(random, 0.03)
    const ay = 0.2 * a * Math.sin(gait / 2) + noise(random, 0.03)
    const az = 9.81 + 0.9 * a * Math.sin(2 * gait) + noise(random, 0.04)
    const row = [
      t.toFixed(3),
      volts.toFixed(3),
      current.toFixed(3),
      ax.toFixed(4),
      ay.toFixed(4),
      az.toFixed(4),
      (0.05 * a * Math.sin(gait + 1) + noise(random, 0.004)).toFixed(4),
      (0.04 * a * Math.sin(2 * gait) + noise(random, 0.004)).toFixed(4),
      (0.12 * a * Math.sin(t / 3) + noise(random, 0.004)).toFixed(4),
      ...motors.map((m) => m.toFixed(2)),
      (cpuStart + 6 * warm + noise(random, 0.2)).toFixed(2),
    ]
    // The random stream is drawn the same with or without a fault: only these cells change.
    const k = i - faultRow
    const cell = (name: (typeof TELEMETRY_COLUMNS)[number]) => TELEMETRY_COLUMNS.indexOf(name)
    if (fault?.kind === 'imu_saturation' && k > -rampRows && k < saturatedRows + rampRows) {
      // Climbing to full scale and back in even steps, so only the hold stands out, not its edges.
      const share = k < 0 ? 1 + k / rampRows : k <= saturatedRows ? 1 : 1 - (k - saturatedRows) / rampRows
      row[cell('imu_az')] = (share === 1 ? IMU_FULL_SCALE : az + share * (IMU_FULL_SCALE - az)).toFixed(4)
    }
    if (fault?.kind === 'rear_motor_temps_missing' && k >= 0 && k < missingRows) {
      row[cell('motor_temp_rl_c')] = ''
      row[cell('motor_temp_rr_c')] = ''
    }
    if (fault?.kind === 'battery_millivolts' && k >= 0) row[cell('battery_v')] = (volts * 1000).toFixed(0)
    lines.push(row.join(','))
  }
  return Buffer.from(`${lines.join('\n')}\n`)
}
