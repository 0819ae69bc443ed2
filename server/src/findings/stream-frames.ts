import type { StreamIndex } from '../streams/model.ts'
import { FileLevels, readImageTimes } from '../streams/summary-store.ts'
import { type FrameSpan, frameSpan, sampleSpan } from './frame-range.ts'

/** A dataset's stream index and the folder its files are in (StreamService.readyIndex). */
export interface RecordingIndex {
  index: StreamIndex
  dir: string
}

/** Every stream name of an index: videos, channels, image streams. */
export function streamNames(index: StreamIndex): Set<string> {
  return new Set([
    ...index.videos.map((v) => v.name),
    ...index.channels.map((c) => c.name),
    ...index.images.map((i) => i.name),
  ])
}

/**
 * The frames of a finding per stream (docs/findings.md#frames): of the streams it names, or —
 * naming none — of the recording's cameras (videos and image streams). A video's from its rate
 * (frame i from i / fps after the dataset's t = 0), an image stream's from its frames' times, a
 * channel's samples through its summary levels. Without an index: none.
 */
export async function framesForFinding(
  rec: RecordingIndex | null,
  streams: readonly string[],
  start: number | null,
  end: number | null,
): Promise<Record<string, FrameSpan>> {
  if (!rec) return {}
  const { index, dir } = rec
  const names =
    streams.length > 0 ? streams : [...index.videos.map((v) => v.name), ...index.images.map((i) => i.name)]
  const out: Record<string, FrameSpan> = {}
  for (const name of names) {
    let span: FrameSpan | null = null
    const video = index.videos.find((v) => v.name === name)
    const image = video ? undefined : index.images.find((i) => i.name === name)
    const channel = video || image ? undefined : index.channels.find((c) => c.name === name)
    if (video) span = frameSpan({ kind: 'rate', fps: video.fps, count: video.frame_count }, start, end)
    else if (image)
      span = frameSpan({ kind: 'times', times: await readImageTimes(dir, image).catch(() => []) }, start, end)
    else if (channel)
      span = await sampleSpan(new FileLevels(dir, channel, index.build), channel.samples, start, end).catch(
        () => null,
      )
    if (span) out[name] = span
  }
  return out
}
