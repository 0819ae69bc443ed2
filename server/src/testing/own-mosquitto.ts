import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './spawn-service.ts'

const MOSQUITTO = '/usr/sbin/mosquitto'

/** Whether this machine can start a broker of a test's own. */
export const MOSQUITTO_INSTALLED = existsSync(MOSQUITTO)

/**
 * A Mosquitto of the test's own, on a free port with a generated configuration in a temporary
 * folder: for tests that stop a broker or need passwords and ACLs. The shared one on 1883 is
 * never touched. `stop()` kills it; `start()` again brings it back on the same port.
 */
export class OwnMosquitto {
  #child: ChildProcess | undefined
  log = ''

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`
  }

  /**
   * @param files extra files written into the folder (e.g. passwords, acl), by name
   * @param settings extra configuration lines; `{dir}` in them is the folder
   */
  static async start(o: { files?: Record<string, string>; settings?: string[] } = {}): Promise<OwnMosquitto> {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-mosquitto-'))
    const broker = new OwnMosquitto(dir, await freePort())
    for (const [name, text] of Object.entries(o.files ?? {}))
      writeFileSync(join(dir, name), text, { mode: 0o600 })
    const settings = (o.settings ?? ['allow_anonymous true']).map((l) => l.replaceAll('{dir}', dir))
    writeFileSync(
      join(dir, 'mosquitto.conf'),
      [
        `listener ${broker.port} 127.0.0.1`,
        'persistence false',
        'log_dest stderr',
        // Started as root, Mosquitto would switch to its own user, which cannot read this private folder.
        ...(process.getuid?.() === 0 ? ['user root'] : []),
        ...settings,
        '',
      ].join('\n'),
    )
    await broker.start()
    return broker
  }

  async start(): Promise<void> {
    const child = spawn(MOSQUITTO, ['-c', join(this.dir, 'mosquitto.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr!.on('data', (d) => {
      this.log += d
    })
    this.#child = child
    for (let i = 0; i < 100; i++) {
      if (await reachable(this.port)) return
      if (child.exitCode !== null) throw new Error(`mosquitto exited: ${this.log}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mosquitto did not listen on ${this.port}: ${this.log}`)
  }

  /** Rewrites a file of the folder and has Mosquitto read its password and ACL files again (SIGHUP). */
  reload(files: Record<string, string>): void {
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(this.dir, name), text, { mode: 0o600 })
    this.#child?.kill('SIGHUP')
  }

  /** Kills the broker at once (SIGKILL): its clients see the connection drop. */
  async stop(): Promise<void> {
    const child = this.#child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await exited
  }

  async remove(): Promise<void> {
    await this.stop()
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
