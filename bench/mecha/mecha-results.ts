import type { Machine } from '../runner/machine.ts'
import type { LoopFigures } from './loop-probe.ts'
import type { Summary } from './stats.ts'

/** The goal of the issue: N mechas at 10 Hz on one core with telemetry p99 under 50 ms. */
export const GOAL = {
  mechas: 1000,
  /** Mean telemetry received per mecha per second must reach this (10 Hz less 5%). */
  minRateHz: 9.5,
  p99Ms: 50,
  /** Service CPU, percent of one core. */
  maxCpuPercent: 100,
} as const

/** Figures of one service process carrying `mechas` walking mechas. */
export interface MechaRunResult {
  /** Where the mechas ran (absent in runs recorded before the broker mode: embedded). */
  backend?: 'embedded' | 'broker'
  mechas: number
  windowSeconds: number
  telemetry: {
    events: number
    latencyMs: Summary
    /** Counts per bucket of `edgesMs` (last bucket: above the last edge). */
    histogram: { edgesMs: number[]; counts: number[] }
    /** Telemetry events received per mecha per second over the window. */
    rateHz: { mean: number; min: number; max: number }
    /** Telemetry events whose mecha was not moving (should be 0: every mecha walks all along). */
    notMoving: number
  }
  /** Other events in the window, paths re-sent on path_finished and refusals. */
  events: { other: number; movesSent: number; moveErrors: number; errors: number; firstErrors: string[] }
  service: {
    /** User + system CPU time of the service over the window, and the two parts. */
    cpuSeconds: number
    userSeconds: number
    systemSeconds: number
    cpuPercentOfCore: number
    /** Service CPU per mecha per second of wall time, in µs (÷ 10 for per telemetry event). */
    cpuMicrosPerMechaSecond: number
    rssMaxBytes: number
    rssWindowMaxBytes: number
    /** Event-loop utilization and timer delay in the window; null when the probe did not answer. */
    loop: LoopFigures | null
  }
  /** The benchmark process (all the WebSocket clients) on the same machine. */
  client: { cpuPercentOfCore: number; loopUtilization: number }
  /** Round trips of the clients' periodic moves (WebSocket command → its result), in the window. */
  commands?: { roundTripMs: Summary; everyMs: number }
  /** Broker mode: CPU of the agents' process and of Mosquitto over the window, and agent start-up. */
  broker?: { agentsCpuPercentOfCore: number; mosquittoCpuPercentOfCore: number; agentsOnlineSeconds: number }
  setupSeconds: { register: number; connect: number }
  verdict: { rate: boolean; p99: boolean; cpu: boolean; met: boolean }
}

/** Everything one `bench/mecha/run.ts` invocation recorded: bench/results/mecha-<timestamp>.json. */
export interface MechaBenchResults {
  date: string
  command: string
  node: string
  machine: Machine
  loadavgStart: number[]
  loadavgEnd: number[]
  /** The measured checkout's commit (`gitCommit`); absent in runs recorded before it was kept. */
  commit?: string
  settings: {
    warmupSeconds: number
    durationSeconds: number
    speedMps: number
    telemetryHz: number
    tickMs: number
    model: string
    loopWaypoints: number
    loopLengthM: number
  }
  runs: MechaRunResult[]
}

/** Judges one run against the goal (the mecha count is judged by the reader: see `GOAL.mechas`). */
export function judgeRun(r: Pick<MechaRunResult, 'telemetry' | 'service'>): MechaRunResult['verdict'] {
  const rate = r.telemetry.rateHz.mean >= GOAL.minRateHz
  const p99 = r.telemetry.latencyMs.p99 < GOAL.p99Ms
  const cpu = r.service.cpuPercentOfCore < GOAL.maxCpuPercent
  return { rate, p99, cpu, met: rate && p99 && cpu }
}
