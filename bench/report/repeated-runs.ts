import type { RunResults } from './results.ts'

/** One scenario of one configuration over its repeated runs. */
export interface RepeatedFigure {
  configuration: string
  scenario: string
  runs: number
  /** Service CPU µs per request: median, lowest, highest. */
  cpu: { median: number; min: number; max: number }
  /** Requests per second as a share of the baseline of the same run: median. */
  ratio: number
  /** p99 latency in ms: median. */
  p99: number
}

/** `cache-on-2` → `cache-on`: runs recorded as `<configuration>-<n>` are repeats of one configuration. */
export function configurationOf(recordedAs: string): string {
  return recordedAs.replace(/-\d+$/, '')
}

/** The middle value, or the mean of the middle two of an even count. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/**
 * Medians and ranges over repeated runs of each configuration (this machine is shared: one run
 * against one says little, bench/RESULTS.md). The baseline is a scenario like the others.
 * @param runs each run with the name it was recorded as (`--record-as`)
 */
export function repeatedFigures(runs: readonly { name: string; run: RunResults }[]): RepeatedFigure[] {
  const groups = new Map<string, { cpu: number[]; ratio: number[]; p99: number[] }>()
  const add = (
    configuration: string,
    scenario: string,
    cpu: number | undefined,
    ratio: number,
    p99: number,
  ) => {
    if (cpu === undefined) return
    const key = `${configuration}\n${scenario}`
    const g = groups.get(key) ?? { cpu: [], ratio: [], p99: [] }
    g.cpu.push(cpu)
    g.ratio.push(ratio)
    g.p99.push(p99)
    groups.set(key, g)
  }
  for (const { name, run } of runs) {
    const configuration = configurationOf(name)
    add(configuration, 'baseline', run.baseline.serverCpuMicrosPerRequest, 1, run.baseline.latency.p99)
    for (const s of run.scenarios)
      add(configuration, s.name, s.measurement.serverCpuMicrosPerRequest, s.ratio, s.measurement.latency.p99)
  }
  return [...groups].map(([key, g]) => {
    const [configuration, scenario] = key.split('\n') as [string, string]
    return {
      configuration,
      scenario,
      runs: g.cpu.length,
      cpu: { median: median(g.cpu), min: Math.min(...g.cpu), max: Math.max(...g.cpu) },
      ratio: median(g.ratio),
      p99: median(g.p99),
    }
  })
}
