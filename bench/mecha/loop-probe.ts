/**
 * Preloaded into the service by bench/mecha/run.ts (`node --import tsx --import
 * bench/mecha/loop-probe.ts server/src/main.ts`), so the service's code is untouched.
 *
 * With HANGAR_BENCH_LOOP_FILE set, each SIGUSR2 writes the event-loop figures since the
 * previous one to that file (JSON, replaced atomically) and starts a new period; the cost is
 * one 10 ms timer inside libuv. With HANGAR_BENCH_CPU_PROFILE set as well, the first SIGUSR2
 * starts the V8 CPU profiler and the second writes the profile to that path, so the profile
 * covers the measured window only (`node --cpu-prof` would include start-up and set-up).
 */
import { renameSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

/** What one period of the probe measured; delays in milliseconds. */
export interface LoopFigures {
  /** How many reports were written, this one included: tells the reader it is fresh. */
  report: number
  /** Share of the period the event loop was busy (0–1). */
  utilization: number
  delayP50Ms: number
  delayP99Ms: number
  delayMaxMs: number
}

/** monitorEventLoopDelay records whole timer periods; this is its period. */
const RESOLUTION_MS = 10

const file = process.env.HANGAR_BENCH_LOOP_FILE
const profileFile = process.env.HANGAR_BENCH_CPU_PROFILE
if (file) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  delay.enable()
  let since = performance.eventLoopUtilization()
  let report = 0
  const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS)
  const profiler = profileFile ? new Session() : null
  process.on('SIGUSR2', () => {
    const now = performance.eventLoopUtilization()
    const figures: LoopFigures = {
      report: ++report,
      utilization: performance.eventLoopUtilization(now, since).utilization,
      delayP50Ms: late(delay.percentile(50)),
      delayP99Ms: late(delay.percentile(99)),
      delayMaxMs: late(delay.max),
    }
    writeFileSync(`${file}.tmp`, JSON.stringify(figures))
    renameSync(`${file}.tmp`, file)
    delay.reset()
    since = now
    if (profiler && report === 1) {
      profiler.connect()
      profiler.post('Profiler.enable', () => profiler.post('Profiler.start'))
    } else if (profiler && report === 2) {
      profiler.post('Profiler.stop', (err, result) => {
        if (!err) writeFileSync(profileFile!, JSON.stringify(result.profile))
        profiler.disconnect()
      })
    }
  })
}
