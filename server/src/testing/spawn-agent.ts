import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const AGENT_MAIN = fileURLToPath(new URL('../../../robot-agent/src/main.ts', import.meta.url))

// biome-ignore lint/suspicious/noExplicitAny: JSON log lines
export type LogLine = Record<string, any> & { msg: string; time: number }

export interface AgentProcess {
  child: ChildProcess
  /** Every JSON log line so far. */
  lines: LogLine[]
  /** Resolves with the first log line matching, or rejects after `timeoutMs`. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>
  /** Resolves with the exit code. */
  exit: Promise<number | null>
  output(): string
}

/**
 * Starts the robot agent as `npm run robot-agent -- <args>` does (the same program), with its log
 * lines parsed. The caller stops it (SIGTERM or SIGKILL) and awaits `exit`.
 */
export function spawnAgent(args: string[], env: Record<string, string> = {}): AgentProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', AGENT_MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: LogLine[] = []
  let out = ''
  let waiters: { match: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = []
  let partial = ''
  child.stdout!.on('data', (d: Buffer) => {
    out += d
    const text = partial + d.toString()
    const parts = text.split('\n')
    partial = parts.pop() ?? ''
    for (const p of parts) {
      if (!p.trim()) continue
      let line: LogLine
      try {
        line = JSON.parse(p)
      } catch {
        continue
      }
      lines.push(line)
      waiters = waiters.filter((w) => {
        if (!w.match(line)) return true
        w.resolve(line)
        return false
      })
    }
  })
  child.stderr!.on('data', (d) => {
    out += d
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  // An agent outlives a test that failed before stopping it; not the test process itself.
  const orphan = () => child.kill('SIGKILL')
  process.once('exit', orphan)
  void exit.then(() => process.off('exit', orphan))
  return {
    child,
    lines,
    exit,
    output: () => out,
    // The default is for starting up: tsx compiles the agent at each start, which takes seconds on
    // a loaded machine (7 s at a load average of 30 on two cores). Timed waits pass their bound.
    waitFor(match, timeoutMs = 60_000) {
      const found = lines.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such agent log line in ${timeoutMs} ms:\n${out}`)),
          timeoutMs,
        )
        waiters.push({
          match,
          resolve: (l) => {
            clearTimeout(timer)
            resolve(l)
          },
        })
      })
    },
  }
}
