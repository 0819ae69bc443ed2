import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export interface ServiceProcess {
  child: ChildProcess
  /** Everything printed up to the "listening" banner. */
  banner: Promise<string>
  /** Resolves with the exit code. */
  exit: Promise<number | null>
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
  /** Everything printed so far, stdout and stderr. */
  output(): string
}

/**
 * How a test starts the service: `npm start`'s compiled JavaScript (server/dist) when the test
 * runner has just brought it up to date from these sources (HANGAR_TEST_SERVICE=compiled), which
 * starts on about 2.6 s of CPU; else the sources through tsx, about 6 s (a test run alone).
 * HANGAR_TEST_SERVICE_DIST names another compiled copy (a benchmark comparing two builds while
 * server/dist is rebuilt by others).
 */
function serviceCommand(entry: 'main.ts' | 'cluster.ts'): string[] {
  if (process.env.HANGAR_TEST_SERVICE === 'compiled')
    return [
      '--conditions=hangar-compiled',
      join(
        process.env.HANGAR_TEST_SERVICE_DIST ?? join(import.meta.dirname, '..', '..', 'dist'),
        entry.replace(/\.ts$/, '.js'),
      ),
    ]
  return ['--import', 'tsx', join(import.meta.dirname, '..', entry)]
}

/**
 * Starts `main.ts` as a real process, the way `npm start` does, with extra environment; or
 * `cluster.ts`, as `npm run start:cluster` does.
 */
export function spawnService(
  env: Record<string, string>,
  entry: 'main.ts' | 'cluster.ts' = 'main.ts',
): ServiceProcess {
  const child = spawn(process.execPath, serviceCommand(entry), {
    // SQLite need not wait for the disk on each commit here: a killed process loses nothing either
    // way (the operating system holds its writes); only a machine that stops would (docs/deployment.md).
    env: { ...process.env, LOG_LEVEL: 'warn', SQLITE_SYNCHRONOUS: 'OFF', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const banner = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d
      if (out.includes('Hangar is listening')) setTimeout(() => resolve(out), 50)
    })
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening: ${out}`)))
  })
  child.stderr!.on('data', (d) => {
    out += d
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    banner,
    exit,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exit
    },
  }
}
