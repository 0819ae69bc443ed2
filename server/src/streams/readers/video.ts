import { extname } from 'node:path'
import {
  ALL_FORMATS,
  EncodedPacketSink,
  FilePathSource,
  Input,
  IsobmffInputFormat,
  MatroskaInputFormat,
} from 'mediabunny'
import { type IndexJob, type StreamReader, type StreamSink, UnreadableError } from '../model.ts'
import { videoTruncation } from './video-truncation.ts'

export const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.mov', '.webm', '.mkv']

const dot = (s: string) => s.replace(/\.$/, '')

/**
 * Video metadata (docs/streams.md#formats): duration, fps, frame count, size and codec, read by
 * mediabunny from the container's indexes (MP4 sample tables, WebM cues and clusters); frames are
 * not decoded. A companion that starts later in a shared file (LeRobot v3.0) counts only the
 * frames from its `start_seconds` to `until_seconds`. Those indexes are believed only once the
 * file is seen to hold every byte they point at (video-truncation.ts): a cut file fails.
 */
export const videoReader: StreamReader = {
  format: 'video',
  accepts: (job) => VIDEO_EXTENSIONS.includes(extname(job.main.link).toLowerCase()),
  async read(job: IndexJob, sink: StreamSink) {
    const file = job.main
    const input = new Input({ source: new FilePathSource(file.path), formats: ALL_FORMATS })
    try {
      let track: Awaited<ReturnType<Input['getPrimaryVideoTrack']>>
      try {
        if (!(await input.canRead()))
          throw new UnreadableError(`${file.name} is not a video file Hangar reads.`)
        const format = await input.getFormat()
        const container =
          format instanceof IsobmffInputFormat
            ? 'isobmff'
            : format instanceof MatroskaInputFormat
              ? 'matroska'
              : undefined
        const cut = container && (await videoTruncation(file.path, container))
        if (cut) throw new UnreadableError(`${file.name} is truncated: ${cut}.`)
        track = await input.getPrimaryVideoTrack()
      } catch (err) {
        if (err instanceof UnreadableError) throw err
        throw new UnreadableError(
          `${file.name} is truncated or corrupt: ${dot(String((err as Error).message ?? err))}.`,
        )
      }
      if (!track) throw new UnreadableError(`${file.name} has no video track.`)
      try {
        const codec = (await track.getCodec()) ?? String((await track.getInternalCodecId()) ?? 'unknown')
        const width = await track.getDisplayWidth()
        const height = await track.getDisplayHeight()
        const first = await track.getFirstTimestamp()
        const end = await track.computeDuration()
        const stats = await track.computePacketStats()
        // A recording cut before its first frame (a live WebM, whose sizes are not declared).
        if (stats.packetCount === 0) throw new UnreadableError(`${file.name} has no frames.`)
        const start = file.start_seconds ?? 0
        let frames = stats.packetCount
        let duration = end - first
        if (start > 0 || file.until_seconds !== undefined) {
          const until = file.until_seconds ?? end
          frames = await countPackets(track, start, until)
          duration = Math.max(0, Math.min(end, until) - start)
        }
        if (!(width > 0 && height > 0) || !Number.isFinite(duration))
          throw new UnreadableError(`${file.name} declares no picture size or duration.`)
        sink.video({
          name: file.name,
          link: file.link,
          width,
          height,
          fps: Math.round(stats.averagePacketRate * 1000) / 1000,
          frame_count: frames,
          codec,
          start_seconds: start,
          duration_seconds: duration,
        })
      } catch (err) {
        if (err instanceof UnreadableError) throw err
        throw new UnreadableError(
          `${file.name} is truncated or corrupt: ${dot(String((err as Error).message ?? err))}.`,
        )
      }
    } finally {
      input.dispose()
    }
  },
}

/** Frames whose time is in [from, until], from the packets' metadata only. */
async function countPackets(
  track: ConstructorParameters<typeof EncodedPacketSink>[0],
  from: number,
  until: number,
) {
  const sink = new EncodedPacketSink(track)
  let n = 0
  let p = await sink.getPacket(from, { metadataOnly: true })
  p ??= await sink.getFirstPacket({ metadataOnly: true })
  for (; p; p = await sink.getNextPacket(p, { metadataOnly: true })) {
    if (p.timestamp > until + 1e-6) break
    if (p.timestamp >= from - 1e-6) n++
  }
  return n
}
