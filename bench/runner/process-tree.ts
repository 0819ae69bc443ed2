import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/**
 * Direct children of a process, from /proc/<pid>/task/<tid>/children (Linux). A cluster
 * primary's workers and a PostgreSQL postmaster's backends are found this way.
 */
export function childPids(pid: number): number[] {
  const out: number[] = []
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return out
  }
  for (const tid of tasks) {
    try {
      for (const c of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
        if (c) out.push(Number(c))
    } catch {
      // the thread ended meanwhile
    }
  }
  return out
}

/** The parent of a process, from /proc/<pid>/stat. */
export function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (in parentheses, may contain spaces): state, ppid, …
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
}

/** True when `pid` runs the same executable as this process (node), not a helper such as esbuild. */
export function runsNode(pid: number): boolean {
  try {
    return readlinkSync(`/proc/${pid}/exe`) === readlinkSync('/proc/self/exe')
  } catch {
    return false
  }
}
