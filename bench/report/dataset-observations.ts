import { int, mb } from './format.ts'
import { commitText, loadText, type Observation } from './observation.ts'
import { configurationOf, median } from './repeated-runs.ts'
import { configKey, configOf, type RunResults } from './results.ts'

/** A datasets run as stored: its file (relative to bench/), and the name `--record-as` gave it. */
export interface StoredRun {
  file: string
  run: RunResults
  recordedAs?: string
}

/** Repeats recorded under one name belong to one set only while each follows the last within this. */
const SET_GAP_MS = 60 * 60 * 1000

/**
 * `cache-on` (the service's defaults: the response cache is on), `cache-off` (only
 * RESPONSE_CACHE_MB=0) or the environment the service was given, which no goal is judged on.
 */
export function settingsOf(r: RunResults): string {
  const env = Object.entries(r.settings.serviceEnv ?? {})
  if (env.length === 0) return 'cache-on'
  if (env.length === 1 && env[0]![0] === 'RESPONSE_CACHE_MB' && env[0]![1] === '0') return 'cache-off'
  return env.map(([k, v]) => `${k}=${v}`).join(',')
}

/** `datasets sqlite-1p cache-on get-by-id`; the run-wide RSS is the scenario `rss`. */
export function datasetSubject(r: RunResults, scenario: string): string {
  return `datasets ${configKey(configOf(r))} ${settingsOf(r)} ${scenario}`
}

/**
 * The sets the runs form: each run without a `--record-as` name alone; runs recorded as
 * `<name>-<n>` (compare.ts's repeats) together, in time order. Runs of another checkout
 * (`--service-root`, the "before" of a comparison) measure older code and are left out.
 */
export function runSets(runs: readonly StoredRun[]): StoredRun[][] {
  const sets: StoredRun[][] = []
  const open = new Map<string, StoredRun[]>()
  const ordered = runs
    .filter((r) => !r.run.settings.serviceRoot)
    .sort((a, b) => Date.parse(a.run.date) - Date.parse(b.run.date))
  for (const r of ordered) {
    if (r.recordedAs === undefined) {
      sets.push([r])
      continue
    }
    const name = configurationOf(r.recordedAs)
    const set = open.get(name)
    if (set && Date.parse(r.run.date) - Date.parse(set.at(-1)!.run.date) <= SET_GAP_MS) set.push(r)
    else {
      const fresh = [r]
      sets.push(fresh)
      open.set(name, fresh)
    }
  }
  return sets
}

/**
 * What one set (or one run) says about each scenario and the service's RSS: service CPU per
 * request, req/s × the same run's baseline, p99, successful answers per second (medians over
 * the set), and the failed answers summed (a non-2xx answer measures nothing about the route).
 */
export function setObservations(set: readonly StoredRun[]): Observation[] {
  const first = set[0]!
  const last = set.at(-1)!
  const n = set.length
  const name = first.recordedAs === undefined ? undefined : configurationOf(first.recordedAs)
  const provenance = {
    date: last.run.date,
    ...(n > 1 ? { firstDate: first.run.date } : {}),
    load: loadText(set.map((r) => ({ start: r.run.loadavgStart, end: r.run.loadavgEnd }))),
    commit: commitText(set.map((r) => r.run.commit)),
    kind:
      n === 1
        ? `one run${name ? ` (recorded as ${name})` : ''}`
        : `median of ${n} runs (recorded as ${name}-1…${n})`,
    commands: [...new Set(set.map((r) => r.run.command.replace(/(--record-as \S+)-\d+/, '$1-<n>')))],
    files: set.map((r) => r.file),
  }
  const scenarios = [...new Set(set.flatMap((r) => r.run.scenarios.map((s) => s.name)))]
  const observations = scenarios.map((scenario): Observation => {
    const found = set.flatMap((r) => r.run.scenarios.filter((s) => s.name === scenario))
    const cpu = found.map((s) => s.measurement.serverCpuMicrosPerRequest).filter((v) => v !== undefined)
    return {
      subject: datasetSubject(first.run, scenario),
      figures: {
        ...(cpu.length ? { cpuMicros: median(cpu) } : {}),
        ratio: median(found.map((s) => s.ratio)),
        p99Ms: median(found.map((s) => s.measurement.latency.p99)),
        perSecond: median(found.map((s) => s.measurement.okPerSecond)),
        failures: found.reduce((sum, s) => sum + s.measurement.non2xx + s.measurement.errors, 0),
      },
      ...(cpu.length > 1 ? { detail: `CPU range ${int(Math.min(...cpu))}–${int(Math.max(...cpu))} µs` } : {}),
      provenance,
    }
  })
  const rss = set.map((r) => r.run.rss.maxBytes)
  observations.push({
    subject: datasetSubject(first.run, 'rss'),
    figures: { rssBytes: median(rss) },
    ...(n > 1 ? { detail: `range ${mb(Math.min(...rss))}–${mb(Math.max(...rss))}` } : {}),
    provenance,
  })
  return observations
}
