/**
 * # ffmpeg, the one way Hangar runs it
 *
 * The binary is the static build that `@ffmpeg-installer/ffmpeg` ships inside its npm package
 * (for linux-x64 the package `@ffmpeg-installer/linux-x64`; nothing is downloaded at install).
 * `FFMPEG_PATH` names another binary. Every run:
 * - is spawned without a shell (arguments are an array, never a command line);
 * - has a time limit (killed with SIGKILL past it);
 * - keeps at most `maxOutputBytes` of standard output (killed past it) and the last 4 KB of
 *   standard error, for the error's message;
 * - rejects with {@link FfmpegMissingError} when there is no binary, {@link FfmpegError} when it
 *   fails, times out or says too much.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { createRequire } from 'node:module'

/** There is no ffmpeg binary to run: the package is not installed for this platform. */
export class FfmpegMissingError extends Error {
  override readonly name = 'FfmpegMissingError'
}

/** ffmpeg ran and failed: a non-zero exit, the time limit, or too much output. */
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

let cachedPath: string | undefined

/** The ffmpeg binary's path, or FfmpegMissingError saying what to install. */
export function ffmpegPath(): string {
  if (cachedPath) return cachedPath
  const fromEnv = process.env.FFMPEG_PATH
  let path: string | undefined = fromEnv || undefined
  if (!path) {
    try {
      const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }
      path = installer.path
    } catch (err) {
      throw new FfmpegMissingError(
        `ffmpeg is not installed for ${process.platform}-${process.arch}: run npm install (the package @ffmpeg-installer/ffmpeg ships the binary), or set FFMPEG_PATH (${String((err as Error)?.message ?? err).split('\n')[0]})`,
      )
    }
  }
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new FfmpegMissingError(`ffmpeg at ${path} is missing or not executable`)
  }
  cachedPath = path
  return path
}

/** True when an ffmpeg binary can be run here. */
export function ffmpegAvailable(): boolean {
  try {
    ffmpegPath()
    return true
  } catch {
    return false
  }
}

export interface FfmpegRunOptions {
  /** Killed past this; default 30 s. */
  timeoutMs?: number
  /** Standard output kept at most; past it the run is killed. Default 64 MiB. */
  maxOutputBytes?: number
  /** Written to standard input, then closed; without it standard input is closed at once. */
  input?: Buffer | AsyncIterable<Buffer | Uint8Array>
  /** Aborts the run (killed). */
  signal?: AbortSignal
}

const STDERR_KEPT = 4096

/**
 * Runs ffmpeg with `args` (after `-hide_banner -nostats -loglevel error`) and resolves with what
 * it wrote to standard output.
 */
export function runFfmpeg(args: readonly string[], options: FfmpegRunOptions = {}): Promise<Buffer> {
  const binary = ffmpegPath()
  const timeoutMs = options.timeoutMs ?? 30_000
  const maxOutput = options.maxOutputBytes ?? 64 * 1024 * 1024
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostats', '-loglevel', 'error', ...args], {
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    })
    const chunks: Buffer[] = []
    let outBytes = 0
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
    child.stdout.on('data', (c: Buffer) => {
      outBytes += c.length
      if (outBytes > maxOutput) {
        kill(new FfmpegError(`ffmpeg wrote more than ${maxOutput} bytes`, 'output', stderr))
        return
      }
      chunks.push(c)
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString('utf8')).slice(-STDERR_KEPT)
    })
    // A child that exits before reading all its input closes the pipe: not an error of ours.
    child.stdin.on('error', () => {})
    const finish = (err: Error | undefined, out?: Buffer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      if (err) reject(err)
      else resolve(out as Buffer)
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
      finish(undefined, Buffer.concat(chunks))
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
