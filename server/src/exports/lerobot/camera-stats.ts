import { runFfmpeg } from '@hangar/media'
import { type PictureStats, RgbSums, RUN_BYTES, sampledSize, sampleIndices } from './picture-stats.ts'
import { inputOptions, type LocalVideo, seconds } from './trim-video.ts'

/** Frames one `select` names at most: ffmpeg's expressions take at most 100 function calls. */
const MAX_SELECTED = 100

/**
 * The statistics of an episode's camera from its video file (docs/exports.md#videos), as
 * LeRobot's `compute_stats.py` makes them and as an image stream's are (`picture-stats.ts`): the
 * episode's frames `sampleIndices` picks, frame k the video's frame nearest `from + k / fps`,
 * shrunk by nearest neighbour to {@link sampledSize}. The video's rate is the export's (a camera
 * at another rate is encoded again first), so the frames after a seek are the episode's in order.
 *
 * Decoded in runs of consecutive sampled frames, each its own ffmpeg run that seeks to the run's
 * first frame and stops after its last, its pictures (the sampled ones only, shrunk; at most
 * {@link MAX_SELECTED}) through a pipe of at most {@link RUN_BYTES}: the video is never held whole, and what is decoded is the
 * episode's span, once.
 */
export async function videoStats(
  v: LocalVideo,
  opts: { from: number; frames: number; fps: number; width: number; height: number },
  signal?: AbortSignal,
): Promise<PictureStats | undefined> {
  const size = sampledSize(opts.width, opts.height)
  const pixels = size.width * size.height
  const chosen = sampleIndices(opts.frames)
  const perRun = Math.min(MAX_SELECTED, Math.max(1, Math.floor(RUN_BYTES / (pixels * 3))))
  const sums = new RgbSums(pixels)
  for (let at = 0; at < chosen.length; at += perRun) {
    const run = chosen.slice(at, at + perRun)
    const first = run[0]!
    const last = run[run.length - 1]!
    // The frames at or after half a frame before the run's first: its own frame is the first kept.
    const start = opts.from + (first - 0.5) / opts.fps
    const select = run.map((k) => `eq(n\\,${k - first})`).join('+')
    sums.add(
      await runFfmpeg(
        (start > 0 ? ['-ss', seconds(start)] : [])
          .concat([...inputOptions(v.input), '-i', v.name, '-map', '0:v:0', '-an', '-sn', '-dn'])
          .concat(['-vf', `select=${select},scale=${size.width}:${size.height}:flags=neighbor`])
          .concat(['-fps_mode', 'passthrough', '-frames:v', String(run.length)])
          .concat(['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']),
        {
          cwd: v.cwd,
          timeoutMs: 60_000 + (last - first + 1) * 20,
          maxOutputBytes: run.length * pixels * 3,
          writesFiles: false,
          ...(signal ? { signal } : {}),
        },
      ),
    )
  }
  return sums.result()
}
