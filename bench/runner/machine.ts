import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import { relative } from 'node:path'

export interface Machine {
  nproc: number
  cpu: string
  memTotalBytes: number
  kernel: string
}

/** What the figures were measured on; the machine is shared, so load averages go with them. */
export function describeMachine(): Machine {
  let kernel = 'unknown'
  try {
    kernel = readFileSync('/proc/sys/kernel/osrelease', 'utf8').trim()
  } catch {
    // not Linux
  }
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memTotalBytes: totalmem(),
    kernel,
  }
}

/** 1, 5 and 15-minute load averages, rounded. */
export function loads(): number[] {
  return loadavg().map((l) => Math.round(l * 100) / 100)
}

/** The command line of this process as a reader would retype it, from the repository root. */
export function thisCommandLine(): string {
  return [
    'node',
    ...process.execArgv,
    relative(process.cwd(), process.argv[1]!),
    ...process.argv.slice(2),
  ].join(' ')
}

/**
 * The commit a result was measured on (`git rev-parse --short HEAD` in `dir`), with `-dirty`
 * when tracked files differ from it; undefined outside a git checkout.
 */
export function gitCommit(dir = process.cwd()): string | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  try {
    const commit = git('rev-parse', '--short', 'HEAD')
    return git('status', '--porcelain', '--untracked-files=no') === '' ? commit : `${commit}-dirty`
  } catch {
    return undefined
  }
}
