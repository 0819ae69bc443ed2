import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond: number | undefined

/**
 * CPU seconds a process has used so far, split into user and system time (from
 * /proc/<pid>/stat, like bench/runner/cpu-time.ts, which gives only the sum). The split
 * matters here: over loopback, the kernel's receive path for the clients runs inside the
 * service's send calls and is counted as the service's system time.
 */
export function cpuSplit(pid: number): { user: number; system: number } {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond }
}
