import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFfmpeg } from '@hangar/media'
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny'

/**
 * A small video file written by mediabunny's own muxer: `frames` packets at `fps` of a declared
 * size. The packets are not a real picture (nothing here decodes them): metadata is what is read.
 */
export async function muxedVideo(opts: {
  container: 'mp4' | 'webm'
  codec: 'vp9' | 'av1' | 'avc'
  width: number
  height: number
  fps: number
  frames: number
}): Promise<Uint8Array> {
  const target = new BufferTarget()
  const output = new Output({
    format:
      opts.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target,
  })
  const source = new EncodedVideoPacketSource(opts.codec)
  output.addVideoTrack(source, { frameRate: opts.fps })
  await output.start()
  const codecString = { vp9: 'vp09.00.10.08', av1: 'av01.0.04M.08', avc: 'avc1.42001f' }[opts.codec]
  const description =
    opts.codec === 'avc'
      ? // avcC: version 1, baseline profile, level 3.1, 4-byte lengths, one empty SPS and PPS set.
        new Uint8Array([1, 0x42, 0, 0x1f, 0xff, 0xe0, 0x00])
      : undefined
  for (let i = 0; i < opts.frames; i++) {
    const packet = new EncodedPacket(
      new Uint8Array([0x12, 0, 0x0a, i & 0xff]),
      i === 0 ? 'key' : 'delta',
      i / opts.fps,
      1 / opts.fps,
    )
    await source.add(
      packet,
      i === 0
        ? {
            decoderConfig: {
              codec: codecString,
              codedWidth: opts.width,
              codedHeight: opts.height,
              ...(description ? { description } : {}),
            },
          }
        : undefined,
    )
  }
  await output.finalize()
  return new Uint8Array(target.buffer!)
}

/** How ffmpeg lays out a file: see {@link encodedTestPattern}. */
export type EncodedLayout = 'mp4-faststart' | 'mp4-moov-at-end' | 'webm' | 'webm-live'

/**
 * Three seconds of ffmpeg's test pattern (320×240, 30 fps, 90 frames), encoded as cameras and
 * tools write files: H.264 in an MP4 with its `moov` first (`+faststart`) or last (ffmpeg's
 * default), or VP9 in a WebM written to a file (sizes and cues declared) or to a pipe (as a live
 * recorder writes it: Segment of unknown size, no cues).
 */
export async function encodedTestPattern(layout: EncodedLayout): Promise<Buffer> {
  const input = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30', '-t', '3', '-threads', '1']
  const vp9 = ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8']
  if (layout === 'webm-live') return runFfmpeg([...input, ...vp9, '-f', 'webm', 'pipe:1'])
  const dir = await mkdtemp(join(tmpdir(), 'hangar-video-'))
  try {
    const out = join(dir, layout === 'webm' ? 'clip.webm' : 'clip.mp4')
    const codec =
      layout === 'webm'
        ? vp9
        : [
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            ...(layout === 'mp4-faststart' ? ['-movflags', '+faststart'] : []),
          ]
    await runFfmpeg([...input, ...codec, '-y', out])
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
