import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from './processes.ts'

const MOSQUITTO = '/usr/sbin/mosquitto'

/**
 * A Mosquitto of the benchmark's own on a free port: the shared one on 1883 serves the tests of
 * every worktree, and a benchmark must neither slow them nor be slowed by them. Anonymous (the
 * topic ACL is not what is measured), no persistence, and `set_tcp_nodelay true` as
 * docs/robots.md recommends for a deployment: Nagle's algorithm would hold small messages back.
 */
export class BenchMosquitto {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`
  }

  get pid(): number {
    return this.child.pid!
  }

  static async start(): Promise<BenchMosquitto> {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-mosquitto-'))
    const port = await freePort()
    writeFileSync(
      join(dir, 'mosquitto.conf'),
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous true',
        'persistence false',
        'set_tcp_nodelay true',
        // The service's subscription sees 1,000 robots' telemetry: do not drop it when it lags a moment.
        'max_queued_messages 100000',
        'log_dest none',
        ...(process.getuid?.() === 0 ? ['user root'] : []),
        '',
      ].join('\n'),
    )
    const child = spawn(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' })
    const broker = new BenchMosquitto(child, dir, port)
    for (let i = 0; i < 100; i++) {
      if (await reachable(port)) return broker
      if (child.exitCode !== null) break
      await sleep(50)
    }
    await broker.stop()
    throw new Error(`mosquitto did not listen on ${port}`)
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = once(this.child, 'exit')
      this.child.kill('SIGTERM')
      await exited
    }
    rmSync(this.dir, { recursive: true, force: true })
  }
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' })
    s.once('connect', () => {
      s.destroy()
      resolve(true)
    })
    s.once('error', () => resolve(false))
  })
}
