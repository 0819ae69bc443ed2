import type { Fleet } from './fleet.ts'

/** A running ticker; `stop()` is idempotent. */
export interface Ticker {
  stop(): void
}

/**
 * Steps the fleet on a wall-clock interval: the only timer of the mecha domain. For a faster
 * demo give the fleet a `createScaledClock(timeScale)`; the ticker just calls `step()`. The
 * interval is unref'd so it never keeps the process alive on its own.
 * @param options.intervalMs default 100 ms (10 Hz telemetry while moving)
 */
export function startTicker(fleet: Pick<Fleet, 'step'>, options: { intervalMs?: number } = {}): Ticker {
  const intervalMs = options.intervalMs ?? 100
  if (!(intervalMs > 0)) throw new RangeError(`intervalMs must be > 0, got ${intervalMs}`)
  const timer = setInterval(() => fleet.step(), intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
