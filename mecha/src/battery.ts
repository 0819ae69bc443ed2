import type { MechaModel } from './mecha-models.ts'
import type { Terrain } from './terrain.ts'

/** Below this percentage the status carries a `battery_low` warning. */
export const LOW_BATTERY_PCT = 20
/** Initialize is refused below this percentage; a `battery_empty` fault clears once charged to it. */
export const MIN_INITIALIZE_BATTERY_PCT = 5

/** Percent per second while powered and standing or turning in place (ready, moving). */
export function idleDrainPerS(model: MechaModel): number {
  return model.battery.idleDrainPctPerMin / 60
}

/** Percent per second while walking at `speed` over `terrain`: distance drain plus the idle drain. */
export function walkDrainPerS(model: MechaModel, terrain: Terrain, speed: number): number {
  const perM = terrain.zone === 'steps' ? model.battery.stairDrainPctPerM : model.battery.drainPctPerM
  return perM * speed + idleDrainPerS(model)
}

/** Percent per second gained while resting (docked charging). */
export function chargePerS(model: MechaModel): number {
  return model.battery.chargePctPerMin / 60
}
