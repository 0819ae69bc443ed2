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

/** Samples a process's RSS on a timer; keeps the maximum overall and since the last `phase()`. */
export class RssSampler {
  private timer: NodeJS.Timeout | undefined
  maxBytes = 0
  private phaseMaxBytes = 0

  constructor(
    private readonly pid: number,
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
    const rss = readRss(this.pid)
    if (rss === undefined) return
    this.maxBytes = Math.max(this.maxBytes, rss)
    this.phaseMaxBytes = Math.max(this.phaseMaxBytes, rss)
  }
}
