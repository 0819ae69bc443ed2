import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  await once(server, 'close')
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return address.port
}

export interface NodeChild {
  pid: number
  /** The last lines the process wrote, shown when it fails. */
  output(): string
  stop(): Promise<void>
}

/** Starts `node <args>` with `env` added; its output is kept, not shown, unless it fails. */
export function startNode(args: string[], env: Record<string, string>): NodeChild {
  const proc: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (proc.pid === undefined) throw new Error(`could not start node ${args.join(' ')}`)
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - 40))
  }
  proc.stdout?.on('data', keep)
  proc.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  return {
    pid: proc.pid,
    output: () => lines.join('\n'),
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      proc.kill('SIGTERM')
      // The service finishes in-flight requests on SIGTERM; give it a while, then insist.
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Polls `url` until it answers 200, failing early if the process dies. */
export async function waitUntilReady(url: string, child: NodeChild, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    if (!isAlive(child.pid))
      throw new Error(`process ${child.pid} exited before ${url} answered:\n${child.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${child.output()}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
