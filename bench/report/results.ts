import type { Goal, Verdict } from '../runner/goals.ts'
import type { Machine } from '../runner/machine.ts'
import type { Measurement } from '../runner/measure.ts'

/** One scenario's figures, judged against its goal. */
export interface ScenarioResult {
  name: string
  request: string
  note: string
  goal: Goal
  measurement: Measurement
  /** req/s divided by the baseline's req/s of the same run. */
  ratio: number
  verdict: Verdict
  /** The service's maximum RSS during this scenario (warm-up included). */
  rssMaxBytes: number
}

/** Everything one `bench/run.ts` run recorded; written as bench/results/<timestamp>.json. */
export interface RunResults {
  date: string
  command: string
  generateCommand: string
  node: string
  machine: Machine
  loadavgStart: number[]
  loadavgEnd: number[]
  settings: {
    connections: number
    durationSeconds: number
    warmupSeconds: number
    pipelining: 1
    rateLimitMax: number
  }
  data: { datasets: number; organizations: number; generatedAt: string; dbBytes: number }
  baseline: Measurement
  scenarios: ScenarioResult[]
  rss: { maxBytes: number; goalBytes: number; met: boolean }
}
