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
