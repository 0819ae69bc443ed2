import { distanceLeft } from './active-path.ts'
import { LOW_BATTERY_PCT } from './battery.ts'
import { isoTime as iso } from './clock.ts'
import type { Lease } from './control-lease.ts'
import type { MechaStatus, Warning } from './mecha.schema.ts'
import type { EventData } from './mecha-event.schema.ts'
import { MAX_WAYPOINTS, RECOMMENDED_MAX_WAYPOINTS } from './mecha-models.ts'
import type { MechaSim } from './mecha-sim.ts'

/** Warnings derived from the current situation; they block nothing. */
export function mechaWarnings(m: MechaSim): Warning[] {
  const out: Warning[] = []
  if (m.battery < LOW_BATTERY_PCT)
    out.push({
      code: 'battery_low',
      message: `battery at ${m.battery.toFixed(1)}% (below ${LOW_BATTERY_PCT}%)`,
    })
  const p = m.path
  if (p && m.effectiveSpeed(p.commandedSpeed) < p.commandedSpeed)
    out.push({
      code: 'speed_capped_stair_mode',
      message: `stair_climbing mode caps speed at ${m.model.stairMaxSpeedMps} m/s (commanded ${p.commandedSpeed} m/s)`,
    })
  if (p && p.plan.waypoints.length >= RECOMMENDED_MAX_WAYPOINTS)
    out.push({
      code: 'waypoints_above_recommended',
      message: `${p.plan.waypoints.length} waypoints; under ${RECOMMENDED_MAX_WAYPOINTS} is recommended`,
    })
  return out
}

/** Battery as diagnostics and telemetry show it: percent rounded to 0.01. */
function batteryView(m: MechaSim) {
  return {
    percent: Math.round(m.battery * 100) / 100,
    low: m.battery < LOW_BATTERY_PCT,
    charging: m.state === 'resting' && m.battery < 100,
  }
}

/**
 * The data of a telemetry event, built straight from the simulator: telemetry goes out ten
 * times a second per mecha, so it must not pay for the whole diagnostics object.
 */
export function telemetryData(m: MechaSim): EventData<'telemetry'> {
  const p = m.path
  return {
    state: m.state,
    mode: m.mode,
    pose: { ...m.pose },
    speed_mps: m.speedMps,
    battery: batteryView(m),
    next_index: p ? p.index : null,
    distance_left_m: p ? distanceLeft(p) : null,
  }
}

/** The diagnostics object (MechaStatusSchema) of one mecha at its current simulated time; battery percent is rounded to 0.01. */
export function mechaStatus(m: MechaSim, lease: Lease | undefined): MechaStatus {
  const powered = m.state === 'ready' || m.state === 'moving' || m.state === 'fault'
  const p = m.path
  return {
    ...m.info,
    state: m.state,
    mode: m.mode,
    pose: { ...m.pose },
    speed_mps: m.speedMps,
    commanded_speed_mps: p ? p.commandedSpeed : null,
    path: p
      ? {
          waypoints: p.plan.waypoints.map((w) => ({ ...w })),
          next_index: p.index,
          distance_left_m: distanceLeft(p),
        }
      : null,
    battery: batteryView(m),
    errors: m.conditions.active().map((c) => ({ ...c })),
    recent_errors: m.conditions.recent().map((c) => ({ ...c })),
    warnings: mechaWarnings(m),
    last_command: m.lastCommand ? { ...m.lastCommand } : null,
    last_stop_reason: m.lastStopReason,
    uptime_s: powered && m.poweredSinceMs !== null ? (m.timeMs - m.poweredSinceMs) / 1000 : 0,
    model_limits: {
      stair_capable: m.model.stairCapable,
      max_step_height_m: m.model.maxStepHeightM,
      min_step_depth_m: m.model.minStepDepthM,
      max_incline_deg: m.model.maxInclineDeg,
      max_speed_mps: m.model.maxSpeedMps,
      min_speed_mps: m.model.minSpeedMps,
      stair_max_speed_mps: m.model.stairMaxSpeedMps,
      operational_range_m: m.map.operational_range_m,
      max_waypoints: MAX_WAYPOINTS,
    },
    lease: lease ? { holder: lease.holder, expires_at: iso(lease.expiresAtMs) } : null,
    estop_latched: m.state === 'estopped',
    at: iso(m.timeMs),
  }
}
