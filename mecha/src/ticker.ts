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

/**
 * Steps one of `slices` parts of the fleet every `intervalMs / slices`, so each mecha is still
 * stepped every `intervalMs` but the work comes in small pieces: telemetry latency is bounded by
 * a slice, not by a pass over the whole fleet. Slices are scheduled against absolute time, so
 * the rate does not drift.
 * @param options.intervalMs default 100 ms; options.slices default 10
 */
export function startSlicedTicker(
  fleet: Pick<Fleet, 'stepSlice'>,
  options: { intervalMs?: number; slices?: number } = {},
): Ticker {
  const intervalMs = options.intervalMs ?? 100
  const slices = options.slices ?? 10
  if (!(intervalMs > 0) || !(slices >= 1)) throw new RangeError('intervalMs must be > 0 and slices >= 1')
  const sliceMs = intervalMs / slices
  const start = Date.now()
  let n = 0
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const tick = () => {
    if (stopped) return
    fleet.stepSlice(n % slices, slices)
    n++
    // Call n runs at start + (n + 1) × sliceMs. Fallen behind by more than an interval, skip
    // ahead rather than fire a burst of late slices.
    const behind = Date.now() - (start + (n + 1) * sliceMs)
    if (behind > intervalMs) n += Math.floor(behind / sliceMs)
    timer = setTimeout(tick, Math.max(0, start + (n + 1) * sliceMs - Date.now()))
    timer.unref()
  }
  timer = setTimeout(tick, sliceMs)
  timer.unref()
  return {
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}
