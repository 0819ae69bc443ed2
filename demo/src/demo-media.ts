/**
 * # The demo's videos, encoded once
 *
 * The synthetic clips are H.264 MP4s drawn by the same code as the GIF previews and encoded by
 * ffmpeg (@hangar/media), which is asynchronous and takes seconds: `renderedDemoCatalog` first
 * collects the catalog's video recipes, encodes the missing ones (two at a time on two cores),
 * then builds the catalog with a renderer that reads them back.
 *
 * Each video is cached by the sha256 of its recipe and {@link MEDIA_VERSION} under
 * `node_modules/.cache/hangar-demo/` (else the system's temporary folder), so a second first
 * start (a new DATA_DIR, a test) takes no encoding at all.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { clipVideo } from './assets/clip-video.ts'
import { mcapRecording } from './assets/mcap-recording.ts'
import { demoCatalog } from './catalog.ts'
import {
  type DemoAsset,
  type DemoAssetRenderer,
  demoAssetExtension,
  isEncodedAsset,
  renderDemoAsset,
} from './demo-asset.ts'
import type { DemoDatasetPlan } from './demo-plan.ts'

/** Bump when the drawing or the encoding changes, so cached videos are made again. */
export const MEDIA_VERSION = 'clip-h264-v1'

export interface DemoMediaOptions {
  /** Where encoded videos are kept; default node_modules/.cache/hangar-demo. */
  cacheDir?: string
  /** Encodes side by side; default the number of cores (at most 4). */
  parallel?: number
}

/**
 * `HANGAR_DEMO_CACHE_DIR`, else node_modules/.cache/hangar-demo of the nearest node_modules above
 * this module, else a temporary folder.
 */
export function defaultDemoCacheDir(): string {
  if (process.env.HANGAR_DEMO_CACHE_DIR) return process.env.HANGAR_DEMO_CACHE_DIR
  let dir = import.meta.dirname
  for (;;) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules', '.cache', 'hangar-demo')
    const up = dirname(dir)
    if (up === dir) return join(tmpdir(), 'hangar-demo-cache')
    dir = up
  }
}

/** The cache key of a video recipe. */
export function demoAssetKey(asset: DemoAsset): string {
  return createHash('sha256')
    .update(`${MEDIA_VERSION}\n${JSON.stringify(asset)}`)
    .digest('hex')
}

async function encodeAsset(asset: DemoAsset): Promise<Buffer> {
  if (asset.kind === 'clip') return clipVideo(asset)
  if (asset.kind === 'mcap') return mcapRecording(asset)
  throw new Error(`${asset.kind} is not encoded`)
}

/**
 * Encodes the videos among `assets` that the cache lacks and returns a renderer that serves them
 * from the cache (and draws every other kind as before).
 */
export async function prepareDemoMedia(
  assets: readonly DemoAsset[],
  options: DemoMediaOptions = {},
): Promise<{ render: DemoAssetRenderer; encoded: number; cached: number }> {
  const cacheDir = options.cacheDir ?? defaultDemoCacheDir()
  mkdirSync(cacheDir, { recursive: true })
  const pathOf = (a: DemoAsset) => join(cacheDir, `${demoAssetKey(a)}.${demoAssetExtension(a)}`)
  const unique = new Map<string, DemoAsset>()
  for (const a of assets) if (isEncodedAsset(a)) unique.set(pathOf(a), a)
  const missing = [...unique].filter(([path]) => !existsSync(path))
  const parallel = Math.max(1, options.parallel ?? Math.min(4, availableParallelism()))
  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const [path, asset] = missing[next++] as [string, DemoAsset]
      const bytes = await encodeAsset(asset)
      const partial = `${path}.${process.pid}.partial`
      writeFileSync(partial, bytes)
      renameSync(partial, path)
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, missing.length) }, worker))
  const render: DemoAssetRenderer = (asset) =>
    isEncodedAsset(asset) ? readFileSync(pathOf(asset)) : renderDemoAsset(asset)
  return { render, encoded: missing.length, cached: unique.size - missing.length }
}

/** The demo catalog with its real files: videos encoded (or taken from the cache) first. */
export async function renderedDemoCatalog(
  now: Date,
  seed = 1,
  options: DemoMediaOptions = {},
): Promise<DemoDatasetPlan[]> {
  const wanted: DemoAsset[] = []
  demoCatalog(now, seed, (asset) => {
    if (isEncodedAsset(asset)) wanted.push(asset)
    return Buffer.alloc(0)
  })
  const { render } = await prepareDemoMedia(wanted, options)
  return demoCatalog(now, seed, render)
}
