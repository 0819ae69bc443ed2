/**
 * # ffmpeg, the one way Hangar runs it
 *
 * Which binary: `ffmpeg-binary.ts` (`FFMPEG_PATH`, else the system's, else the 2018 build
 * `@ffmpeg-installer/ffmpeg` ships, with a warning). Every run:
 * - is spawned without a shell interpreting anything (arguments are an array, never a command
 *   line; on Linux `/bin/sh` only sets the limits below and `exec`s the binary with that array);
 * - has resource limits set on the process itself (setrlimit, so they hold even if this process
 *   dies): address space (default {@link FFMPEG_ADDRESS_SPACE_BYTES}), CPU seconds (the time
 *   limit's, plus one), and optionally no file written at all;
 * - has a time limit (killed with SIGKILL past it);
 * - keeps at most `maxOutputBytes` of standard output (killed past it) and the last 4 KB of
 *   standard error, for the error's message;
 * - rejects with {@link FfmpegMissingError} when there is no binary, {@link FfmpegError} when it
 *   fails, times out, passes a limit or says too much.
 */
import { spawn } from 'node:child_process'
import { ffmpegPath } from './ffmpeg-binary.ts'

export { FfmpegMissingError, ffmpegAvailable, ffmpegPath } from './ffmpeg-binary.ts'

/** ffmpeg ran and failed: a non-zero exit or a resource limit, the time limit, or too much output. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError'
  constructor(
    message: string,
    readonly reason: 'exit' | 'timeout' | 'output' | 'spawn',
    readonly stderr: string,
  ) {
    super(message)
  }
}

/**
 * Address space a run may map, 1 GiB by default. Measured (Debian's ffmpeg 5.1, one thread
 * everywhere): 260 MB mapped before it reads a byte (its shared libraries); 310–560 MB for the
 * largest video previews accept (4096 × 2304, H.264 with 16 reference frames the worst); a
 * 4096 × 4096 MJPEG clip's poster, unbounded, 1.6 GB (docs/previews.md#limits-and-bad-input).
 */
export const FFMPEG_ADDRESS_SPACE_BYTES = 1024 * 1024 * 1024

export interface FfmpegRunOptions {
  /** Killed past this; default 30 s. */
  timeoutMs?: number
  /** Standard output kept at most; past it the run is killed. Default 64 MiB. */
  maxOutputBytes?: number
  /** Written to standard input, then closed; without it standard input is closed at once. */
  input?: Buffer | AsyncIterable<Buffer | Uint8Array>
  /** Aborts the run (killed). */
  signal?: AbortSignal
  /** The child's working folder; default this process's. */
  cwd?: string
  /** Address space the child may map (`ulimit -v`); default {@link FFMPEG_ADDRESS_SPACE_BYTES}. */
  maxAddressSpaceBytes?: number
  /** CPU seconds the child may use (`ulimit -t`); default the time limit's seconds plus one. */
  maxCpuSeconds?: number
  /** False: the child may write no file at all (`ulimit -f 0`; pipes still work). Default true. */
  writesFiles?: boolean
}

const STDERR_KEPT = 4096

const whole = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number, not ${n}`)
  return n
}

/**
 * The command that runs `binary` with `args` under the limits: `/bin/sh -c 'ulimit …; exec "$0"
 * "$@"' binary args…` on Linux, where the shell's `ulimit` is setrlimit on the process that
 * becomes ffmpeg (the numbers are ours; the binary and its arguments stay an argv). Elsewhere
 * (a developer's Mac) the binary alone: the limits are Linux's.
 */
function limitedCommand(
  binary: string,
  args: readonly string[],
  limits: { addressSpaceBytes: number; cpuSeconds: number; writesFiles: boolean },
): [string, string[]] {
  if (process.platform !== 'linux') return [binary, [...args]]
  const kib = Math.ceil(whole(limits.addressSpaceBytes, 'maxAddressSpaceBytes') / 1024)
  const script = [
    `ulimit -v ${kib}`,
    `ulimit -t ${whole(limits.cpuSeconds, 'maxCpuSeconds')}`,
    ...(limits.writesFiles ? [] : ['ulimit -f 0']),
    'exec "$0" "$@"',
  ].join(' && ')
  return ['/bin/sh', ['-c', script, binary, ...args]]
}

/**
 * Runs ffmpeg with `args` (after `-hide_banner -nostats -loglevel error`) and resolves with what
 * it wrote to standard output.
 */
export async function runFfmpeg(args: readonly string[], options: FfmpegRunOptions = {}): Promise<Buffer> {
  const [out] = await runFfmpegOutputs(args, 1, options)
  return out as Buffer
}

/**
 * The name of the `i`-th of {@link runFfmpegOutputs}'s outputs in ffmpeg's arguments: standard
 * output first, then the pipes on file descriptors 3, 4, …
 */
export const outputPipe = (i: number): string => (i === 0 ? 'pipe:1' : `pipe:${i + 2}`)

/**
 * Runs ffmpeg with `args` and resolves with what it wrote to each of `outputs` pipes
 * ({@link outputPipe}): one run that decodes a video once can then make several files.
 * `maxOutputBytes` bounds each pipe.
 */
export function runFfmpegOutputs(
  args: readonly string[],
  outputs: number,
  options: FfmpegRunOptions = {},
): Promise<Buffer[]> {
  const binary = ffmpegPath()
  const timeoutMs = options.timeoutMs ?? 30_000
  const maxOutput = options.maxOutputBytes ?? 64 * 1024 * 1024
  if (!Number.isSafeInteger(outputs) || outputs < 1)
    throw new RangeError(`outputs must be 1 or more, not ${outputs}`)
  return new Promise<Buffer[]>((resolve, reject) => {
    const [command, argv] = limitedCommand(
      binary,
      ['-hide_banner', '-nostats', '-loglevel', 'error', ...args],
      {
        addressSpaceBytes: options.maxAddressSpaceBytes ?? FFMPEG_ADDRESS_SPACE_BYTES,
        cpuSeconds: options.maxCpuSeconds ?? Math.ceil(timeoutMs / 1000) + 1,
        writesFiles: options.writesFiles ?? true,
      },
    )
    const child = spawn(command, argv, {
      shell: false,
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe', ...Array.from({ length: outputs - 1 }, () => 'pipe' as const)],
      windowsHide: true,
    })
    const pipes = [child.stdout, ...child.stdio.slice(3)] as NodeJS.ReadableStream[]
    const chunks: Buffer[][] = pipes.map(() => [])
    let stderr = ''
    let failure: FfmpegError | undefined
    let settled = false
    const kill = (why: FfmpegError) => {
      failure ??= why
      child.kill('SIGKILL')
    }
    const timer = setTimeout(
      () => kill(new FfmpegError(`ffmpeg took longer than ${timeoutMs} ms`, 'timeout', stderr)),
      timeoutMs,
    )
    const onAbort = () => kill(new FfmpegError('ffmpeg was aborted', 'timeout', stderr))
    options.signal?.addEventListener('abort', onAbort, { once: true })
    if (options.signal?.aborted) onAbort()
    pipes.forEach((pipe, i) => {
      let bytes = 0
      pipe.on('data', (c: Buffer) => {
        bytes += c.length
        if (bytes > maxOutput) {
          kill(new FfmpegError(`ffmpeg wrote more than ${maxOutput} bytes`, 'output', stderr))
          return
        }
        chunks[i]?.push(c)
      })
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString('utf8')).slice(-STDERR_KEPT)
    })
    // A child that exits before reading all its input closes the pipe: not an error of ours.
    child.stdin.on('error', () => {})
    const finish = (err: Error | undefined, out?: Buffer[]) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      if (err) reject(err)
      else resolve(out as Buffer[])
    }
    child.on('error', (err) =>
      finish(new FfmpegError(`ffmpeg could not be started: ${err.message}`, 'spawn', stderr)),
    )
    child.on('close', (code, signal) => {
      if (failure) return finish(failure)
      if (code !== 0) {
        const last = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300)
        return finish(
          new FfmpegError(`ffmpeg exited with ${code ?? signal}${last ? `: ${last}` : ''}`, 'exit', stderr),
        )
      }
      finish(
        undefined,
        chunks.map((c) => Buffer.concat(c)),
      )
    })
    // Waits for the pipe to take more, or for the child to be gone (one listener at a time).
    const drained = () =>
      new Promise<void>((r) => {
        if (settled || child.stdin.destroyed) return r()
        const done = () => {
          child.stdin.off('drain', done)
          child.stdin.off('close', done)
          r()
        }
        child.stdin.on('drain', done)
        child.stdin.on('close', done)
      })
    const input = options.input
    if (!input) child.stdin.end()
    else if (Buffer.isBuffer(input)) child.stdin.end(input)
    else
      void (async () => {
        try {
          for await (const chunk of input) {
            if (settled || child.stdin.destroyed) break
            if (!child.stdin.write(chunk)) await drained()
          }
        } catch (err) {
          kill(new FfmpegError(`ffmpeg's input failed: ${(err as Error).message}`, 'spawn', stderr))
        } finally {
          child.stdin.end()
        }
      })()
  })
}
