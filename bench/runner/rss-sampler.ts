import { readFileSync } from 'node:fs'

/** Resident set size of a process in bytes, from /proc/<pid>/status (Linux only). */
export function readRss(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) * 1024 : undefined
  } catch {
    return undefined
  }
}

/**
 * Samples the summed RSS of a set of processes on a timer (one service process, or a cluster's
 * primary and workers, listed anew at each sample); keeps the maximum overall, since the last
 * `phase()`, and per process.
 */
export class RssSampler {
  private timer: NodeJS.Timeout | undefined
  maxBytes = 0
  private phaseMaxBytes = 0
  /** Each process's own maximum, by pid. */
  readonly perProcessMaxBytes = new Map<number, number>()

  constructor(
    private readonly pids: () => number[],
    private readonly intervalMs = 200,
  ) {}

  start(): void {
    this.sample()
    this.timer = setInterval(() => this.sample(), this.intervalMs)
  }

  /** The maximum since the previous call, then starts a new phase. */
  phase(): number {
    this.sample()
    const max = this.phaseMaxBytes
    this.phaseMaxBytes = 0
    return max
  }

  stop(): void {
    this.sample()
    clearInterval(this.timer)
  }

  private sample(): void {
    let sum = 0
    let seen = 0
    for (const pid of this.pids()) {
      const rss = readRss(pid)
      if (rss === undefined) continue
      seen++
      sum += rss
      this.perProcessMaxBytes.set(pid, Math.max(this.perProcessMaxBytes.get(pid) ?? 0, rss))
    }
    if (seen === 0) return
    this.maxBytes = Math.max(this.maxBytes, sum)
    this.phaseMaxBytes = Math.max(this.phaseMaxBytes, sum)
  }
}
