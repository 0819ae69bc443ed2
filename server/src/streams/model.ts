import type { Frame } from './frames.ts'

/** What an index holds (`index.json` in the dataset's derived folder; docs/streams.md#storage). */

export interface VideoInfo {
  name: string
  /** Blob path of the video file (the dataset's own file, or a companion). */
  link: string
  width: number
  height: number
  fps: number
  frame_count: number
  codec: string
  /** Time in the video file at the dataset's t = 0: a player shows t at `start_seconds + t`. */
  start_seconds: number
  duration_seconds: number
}

export interface ChannelInfo {
  name: string
  unit: string | null
  samples: number
  start_seconds: number
  end_seconds: number
  /** Its files are `<file>.l<level>` in the index folder. */
  file: string
  /** Records per level, level 0 first. */
  sizes: number[]
}

export interface ImageInfo {
  name: string
  count: number
  /** MCAP topic the frames are read back from; their times are `<file>.t` (float64, seconds). */
  topic: string
  file: string
  /** The log time (ns) of the dataset's t = 0, to find a frame again in the recording. */
  origin_ns: string
}

export interface StreamIndex {
  version: 1
  /** New at every build: what caches of an index's files are keyed by. */
  build: string
  format: string
  duration_seconds: number | null
  videos: VideoInfo[]
  channels: ChannelInfo[]
  images: ImageInfo[]
  /** Samples left out: not finite, or earlier than the channel's previous sample. */
  dropped_samples: number
}

/** A file of the dataset for the readers: the main file or a companion. */
export interface InputFile {
  name: string
  /** Blob path (link). */
  link: string
  /** Path on this machine. */
  path: string
  start_seconds?: number | undefined
  /** For a video shared by episodes: where this dataset's part of it ends (set while indexing). */
  until_seconds?: number | undefined
}

/** What the worker is asked to index. */
export interface IndexJob {
  datasetId: string
  main: InputFile
  companions: InputFile[]
  metadata: Record<string, unknown>
  /** The finished index goes to this folder (replaced whole). */
  outDir: string
}

export type IndexOutcome =
  | { status: 'ready'; duration_seconds: number | null }
  | { status: 'none' }
  | { status: 'failed'; detail: string }

/** A file whose contents a reader cannot take: its message is the sentence the dataset shows. */
export class UnreadableError extends Error {
  override readonly name = 'UnreadableError'
}

/** Where a reader puts what it finds; times are seconds from the dataset's start. */
export interface StreamSink {
  sample(channel: string, t: number, v: number): void
  unit(channel: string, unit: string | null): void
  video(v: VideoInfo): void
  /**
   * A frame of an image stream at t. `frame` decodes its picture (MCAP's compressed images), for a
   * sink that wants the pictures themselves (an export); only during this call.
   */
  image(
    stream: { name: string; topic: string; originNs: bigint },
    t: number,
    frame?: () => Frame | null,
  ): void
}

/** One format (docs/streams.md#formats). */
export interface StreamReader {
  readonly format: string
  /** True when this reader takes the job's main file. */
  accepts(job: IndexJob): boolean
  read(job: IndexJob, sink: StreamSink): Promise<void>
}
