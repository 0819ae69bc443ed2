/**
 * The one source of the current time, in milliseconds since the epoch. Everything that asks
 * "when is now" is given one — statistics days, link expiry, audit times, the simulator — so
 * tests pin or advance time instead of sleeping (docs/conventions.md).
 */
export interface Clock {
  now(): number
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Date.now() }

/**
 * A clock that only moves when told to. Tests advance it and then call `fleet.step()`,
 * so no test ever sleeps.
 */
export class ManualClock implements Clock {
  #now: number

  /** @param startMs initial time; default 2025-01-01T00:00:00.000Z so ISO stamps are readable */
  constructor(startMs = Date.UTC(2025, 0, 1)) {
    this.#now = startMs
  }

  now(): number {
    return this.#now
  }

  /** Moves time forward by `ms` (negative values are refused: simulated time never runs back). */
  advance(ms: number): number {
    if (!(ms >= 0)) throw new RangeError(`cannot advance a clock by ${ms} ms`)
    this.#now += ms
    return this.#now
  }
}

/**
 * A clock running `timeScale` times faster than `base` from the moment it is created, for
 * demos (timeScale 10: a 60 s walk takes 6 s of wall time). Event timestamps then run ahead
 * of the wall clock by the same factor, which is the point of a demo and why production uses
 * `systemClock`.
 * @param timeScale default 1
 */
export function createScaledClock(timeScale = 1, base: Clock = systemClock): Clock {
  if (!(timeScale > 0) || !Number.isFinite(timeScale))
    throw new RangeError(`timeScale must be > 0, got ${timeScale}`)
  const origin = base.now()
  return { now: () => origin + (base.now() - origin) * timeScale }
}

/** A time as the ISO 8601 text every row, event and status carries. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString()
}
