import { runFfmpeg } from '@hangar/media'
import type { ImageStream } from './image-stream.ts'

/**
 * Statistics of a camera's pictures as LeRobot computes them (`compute_stats.py` of v2.1, kept in
 * v3.0; docs/exports.md#image-streams-as-videos): over a sample of an episode's frames, each
 * picture shrunk when large, per colour channel (R, G, B) the min, max, mean and std of its pixels
 * over 255, shaped `[3, 1, 1]`; `count` is the pictures sampled.
 */
export interface PictureStats {
  min: number[][][]
  max: number[][][]
  mean: number[][][]
  std: number[][][]
  count: number[]
}

/** numpy's `round`: halves to the even neighbour. */
function roundHalfEven(x: number): number {
  const r = Math.round(x)
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r
}

/** LeRobot's `sample_indices`: how many frames of an episode its statistics sample, and which. */
export function sampleIndices(frames: number): number[] {
  if (frames <= 0) return []
  const least = Math.min(100, frames)
  const n = Math.max(least, Math.min(Math.trunc(frames ** 0.75), 10_000))
  if (n === 1) return [0]
  return Array.from({ length: n }, (_, i) => roundHalfEven((i * (frames - 1)) / (n - 1)))
}

/** LeRobot's `auto_downsample_height_width`: pictures of 300 pixels or more kept every f-th pixel, to ~150. */
export function sampledSize(width: number, height: number): { width: number; height: number } {
  if (Math.max(width, height) < 300) return { width, height }
  const f = Math.trunc(Math.max(width, height) / 150)
  return { width: Math.ceil(width / f), height: Math.ceil(height / f) }
}

/** Decoded pixels held at most per ffmpeg run (the sample is decoded in runs of this size). */
export const RUN_BYTES = 32 << 20

/**
 * The statistics of an episode's camera from its image stream: the frames LeRobot would sample,
 * each the picture the video shows there (`pictures[k]`), decoded by ffmpeg and shrunk by nearest
 * neighbour to {@link sampledSize}. A picture ffmpeg cannot decode is left out of the sample.
 */
export async function pictureStats(
  stream: ImageStream,
  pictures: Int32Array,
  signal?: AbortSignal,
): Promise<PictureStats | undefined> {
  const first = stream.first
  if (!first) return undefined
  const size = sampledSize(first.width, first.height)
  const pixels = size.width * size.height
  const chosen = sampleIndices(pictures.length).map((k) => pictures[k]!)
  const perRun = Math.max(1, Math.floor(RUN_BYTES / (pixels * 3)))
  const sums = new RgbSums(pixels)
  for (let at = 0; at < chosen.length; at += perRun) {
    const run = chosen.slice(at, at + perRun)
    async function* input() {
      for (const i of run) yield stream.picture(i)
    }
    sums.add(
      await runFfmpeg(
        ['-f', first.kind === 'png' ? 'png_pipe' : 'jpeg_pipe', '-i', 'pipe:0', '-fps_mode', 'passthrough']
          .concat(['-vf', `scale=${size.width}:${size.height}:flags=neighbor`, '-threads', '1'])
          .concat(['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']),
        {
          input: input(),
          timeoutMs: 60_000 + run.length * 50,
          maxOutputBytes: run.length * pixels * 3,
          ...(signal ? { signal } : {}),
        },
      ),
    )
  }
  return sums.result()
}

/**
 * Running per-channel sums of decoded pictures of `pixels` pixels each (rgb24, one after the
 * other): what an image stream's and a video's statistics are both made of.
 */
export class RgbSums {
  private readonly min = [255, 255, 255]
  private readonly max = [0, 0, 0]
  private readonly sum = [0, 0, 0]
  private readonly sumSq = [0, 0, 0]
  /** Pictures added. */
  count = 0

  constructor(private readonly pixels: number) {}

  /** Whole pictures of `rgb`; a partial one at its end (a run cut short) is left out. */
  add(rgb: Uint8Array): void {
    const decoded = Math.floor(rgb.length / (this.pixels * 3))
    this.count += decoded
    const { min, max, sum, sumSq } = this
    for (let i = 0; i < decoded * this.pixels * 3; i += 3)
      for (let c = 0; c < 3; c++) {
        const v = rgb[i + c]!
        if (v < min[c]!) min[c] = v
        if (v > max[c]!) max[c] = v
        sum[c]! += v
        sumSq[c]! += v * v
      }
  }

  /** The statistics, pixels over 255; undefined when no picture was added. */
  result(): PictureStats | undefined {
    if (this.count === 0) return undefined
    const n = this.count * this.pixels
    const mean = this.sum.map((s) => s / n)
    const shaped = (v: number[]) => v.map((x) => [[x / 255]])
    return {
      min: shaped(this.min),
      max: shaped(this.max),
      mean: shaped(mean),
      std: shaped(this.sumSq.map((q, c) => Math.sqrt(Math.max(0, q / n - mean[c]! ** 2)))),
      count: [this.count],
    }
  }
}

/**
 * The statistics of several episodes' pictures together, as LeRobot's `aggregate_feature_stats`:
 * means weighted by count, variances by the parallel algorithm, min of the mins, max of the maxes.
 */
export function aggregatePictureStats(all: readonly PictureStats[]): PictureStats {
  const total = all.reduce((n, s) => n + s.count[0]!, 0)
  const channel = (f: (s: PictureStats, c: number) => number, join: (xs: number[]) => number) =>
    [0, 1, 2].map((c) => [[join(all.map((s) => f(s, c)))]])
  const at = (v: number[][][], c: number) => v[c]![0]![0]!
  const mean = [0, 1, 2].map((c) => all.reduce((m, s) => m + at(s.mean, c) * s.count[0]!, 0) / total)
  return {
    min: channel(
      (s, c) => at(s.min, c),
      (xs) => Math.min(...xs),
    ),
    max: channel(
      (s, c) => at(s.max, c),
      (xs) => Math.max(...xs),
    ),
    mean: mean.map((m) => [[m]]),
    std: [0, 1, 2].map((c) => [
      [
        Math.sqrt(
          all.reduce((v, s) => v + (at(s.std, c) ** 2 + (at(s.mean, c) - mean[c]!) ** 2) * s.count[0]!, 0) /
            total,
        ),
      ],
    ]),
    count: [total],
  }
}
