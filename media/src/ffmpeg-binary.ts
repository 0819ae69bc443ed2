/**
 * # Which ffmpeg Hangar runs (docs/previews.md#ffmpeg)
 *
 * 1. `FFMPEG_PATH`, when set (`source: 'env'`); a path that is not executable is an error, never
 *    a silent fall back to another binary.
 * 2. The system's, found on `PATH` or at `/usr/bin/ffmpeg` (`'system'`): Debian's package gets
 *    its security fixes with the rest of the machine.
 * 3. The static build `@ffmpeg-installer/ffmpeg` ships in its npm package (`'bundled'`), only
 *    when there is no other: a 2018 git snapshot with none of the fixes since. Choosing it warns
 *    once per process (`process.emitWarning`) and `/readyz` says so.
 */
import { execFile } from 'node:child_process'
import { accessSync, constants, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, join } from 'node:path'

/** There is no ffmpeg binary to run: none on the machine and no package for this platform. */
export class FfmpegMissingError extends Error {
  override readonly name = 'FfmpegMissingError'
}

export type FfmpegSource = 'env' | 'system' | 'bundled'

export interface FfmpegBinary {
  path: string
  source: FfmpegSource
  /** Set for the bundled build: why it should not be what runs. */
  warning?: string
}

/** What the binary is looked up from; {@link ffmpegBinary} passes the process's own. */
export interface FfmpegLookup {
  /** `FFMPEG_PATH`. */
  envPath?: string
  /** `PATH`. */
  searchPath?: string
  /** Folders tried after `PATH`; default `/usr/bin` (Debian's package). */
  systemDirs?: readonly string[]
  /** The bundled binary's path and version, or undefined when its package is not installed. */
  bundled?: () => { path: string; version: string } | undefined
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const real = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function installedBundle(): { path: string; version: string } | undefined {
  try {
    return createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string; version: string }
  } catch {
    return undefined
  }
}

/** Picks the binary as the module's comment says; FfmpegMissingError when there is none. */
export function findFfmpeg(lookup: FfmpegLookup): FfmpegBinary {
  if (lookup.envPath) {
    if (!isExecutable(lookup.envPath))
      throw new FfmpegMissingError(`ffmpeg at ${lookup.envPath} (FFMPEG_PATH) is missing or not executable`)
    return { path: lookup.envPath, source: 'env' }
  }
  const bundled = (lookup.bundled ?? installedBundle)()
  const bundledReal = bundled && real(bundled.path)
  const dirs = [...(lookup.searchPath ?? '').split(delimiter), ...(lookup.systemDirs ?? ['/usr/bin'])]
  for (const dir of dirs) {
    if (!dir.startsWith('/')) continue // a relative PATH entry depends on the working folder
    const candidate = join(dir, 'ffmpeg')
    // node_modules/.bin may be on PATH under npm: a link to the bundled build is not the system's.
    if (isExecutable(candidate) && real(candidate) !== bundledReal)
      return { path: candidate, source: 'system' }
  }
  if (bundled && isExecutable(bundled.path))
    return {
      path: bundled.path,
      source: 'bundled',
      warning: `ffmpeg is the build bundled by @ffmpeg-installer (${bundled.version}, without years of security fixes): install the system's (apt-get install ffmpeg) or set FFMPEG_PATH`,
    }
  throw new FfmpegMissingError(
    `ffmpeg is not installed: install it (apt-get install ffmpeg) or set FFMPEG_PATH${bundled ? `; the bundled ${bundled.path} is not executable` : ''}`,
  )
}

let cached: { key: string; binary: FfmpegBinary } | undefined
let warned = false

/** The process's ffmpeg (looked up again when `FFMPEG_PATH` or `PATH` change). */
export function ffmpegBinary(): FfmpegBinary {
  const envPath = process.env.FFMPEG_PATH || undefined
  const searchPath = process.env.PATH
  const key = `${envPath}\0${searchPath}`
  if (cached?.key !== key) cached = { key, binary: findFfmpeg({ envPath, searchPath }) }
  const { binary } = cached
  if (binary.warning && !warned) {
    warned = true
    process.emitWarning(binary.warning, { code: 'HANGAR_FFMPEG_BUNDLED' })
  }
  return binary
}

/** The ffmpeg binary's path, or FfmpegMissingError saying what to install. */
export function ffmpegPath(): string {
  return ffmpegBinary().path
}

/** True when an ffmpeg binary can be run here. */
export function ffmpegAvailable(): boolean {
  try {
    ffmpegBinary()
    return true
  } catch {
    return false
  }
}

/** What `/readyz` says of ffmpeg. */
export type FfmpegInfo =
  | (FfmpegBinary & { version: string })
  | { source: 'missing'; warning: string; path?: undefined; version?: undefined }

const versions = new Map<string, Promise<string>>()

/** `ffmpeg -version`'s version word (`5.1.9-0+deb12u1`), asked once per binary. */
function versionOf(path: string): Promise<string> {
  let version = versions.get(path)
  if (!version) {
    version = new Promise((resolve) => {
      execFile(path, ['-hide_banner', '-version'], { timeout: 10_000 }, (err, stdout) => {
        const word = /^ffmpeg version (\S+)/m.exec(String(stdout ?? ''))?.[1]
        resolve(word ?? (err ? `unknown (${err.message.split('\n')[0]})` : 'unknown'))
      })
    })
    versions.set(path, version)
  }
  return version
}

/** Which ffmpeg runs, its version and why it might not be the right one; never rejects. */
export async function ffmpegInfo(): Promise<FfmpegInfo> {
  let binary: FfmpegBinary
  try {
    binary = ffmpegBinary()
  } catch (err) {
    return { source: 'missing', warning: `${(err as Error).message}: videos get no preview` }
  }
  return { ...binary, version: await versionOf(binary.path) }
}
