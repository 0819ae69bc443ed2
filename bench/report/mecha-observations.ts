import type { MechaBenchResults } from '../mecha/mecha-results.ts'
import { commitText, loadText, type Observation } from './observation.ts'

/** `mecha embedded 1000`, `mecha broker 500`. */
export function mechaSubject(backend: 'embedded' | 'broker' | undefined, mechas: number): string {
  return `mecha ${backend ?? 'embedded'} ${mechas}`
}

/**
 * What one `bench/mecha/run.ts` invocation says, one observation per backend and mecha count:
 * telemetry rate and p99, the service's CPU, and the command round trip p99 when commands were timed.
 * @param file the stored file, relative to bench/
 */
export function mechaObservations(file: string, r: MechaBenchResults): Observation[] {
  const provenance = {
    date: r.date,
    load: loadText([{ start: r.loadavgStart, end: r.loadavgEnd }]),
    commit: commitText([r.commit]),
    kind: `one run of ${r.runs.length} in the invocation`,
    commands: [r.command],
    files: [file],
  }
  return r.runs.map((x) => ({
    subject: mechaSubject(x.backend, x.mechas),
    figures: {
      rateHz: x.telemetry.rateHz.mean,
      telemetryP99Ms: x.telemetry.latencyMs.p99,
      serviceCpuPercent: x.service.cpuPercentOfCore,
      ...(x.commands?.roundTripMs.count ? { commandP99Ms: x.commands.roundTripMs.p99 } : {}),
    },
    provenance,
  }))
}
