import { mkdtemp, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, extname, join } from 'node:path'
import { COMPANION_FORMATS, mainReader } from '../../streams/build.ts'
import type { Frame } from '../../streams/frames.ts'
import type { IndexJob, StreamReader, StreamSink, VideoInfo } from '../../streams/model.ts'
import type { LeRobotInfo } from '../../streams/readers/lerobot.ts'
import { DEFAULT_LIMITS, runReadingTask, type WorkerLimits } from '../../streams/worker.ts'
import { ImageStream, type ImageStreamFile, imageStreamKey } from './image-stream.ts'

/** A camera of an episode: a video file of the dataset, copied as it is. */
export interface SourceCamera {
  /** The LeRobot feature key: the companion's name, under `observation.images.` unless it is one. */
  key: string
  info: VideoInfo
}

/** An episode's numeric channels as rows: what the readers saw, one row per distinct time. */
export interface SourceEpisode {
  /** Seconds from the first row, ascending. */
  times: Float64Array
  /** Sorted channel names. */
  channels: string[]
  /** Row-major, `times.length × channels.length`; a channel without a value at a row holds its last one. */
  values: Float32Array
  /** From a LeRobot source: its info.json (features and fps). */
  lerobot: LeRobotInfo | null
  cameras: SourceCamera[]
  /**
   * A recording's image streams with a picture (docs/exports.md#image-streams-as-videos), sorted
   * by key, none with a camera's key; their pictures are in temporary files until written.
   */
  images: ImageStream[]
}

/**
 * A channel's samples in typed arrays that grow: outside the JS heap, which a reading worker
 * bounds (an export holds every sample, where the index keeps summaries), and no number boxed.
 * A value is kept as the float32 it is written as.
 */
class Samples {
  constructor(
    /** Where the channel is in the order channels were first seen. */
    readonly order: number,
  ) {}
  t = new Float64Array(1024)
  v = new Float32Array(1024)
  n = 0
  push(t: number, v: number) {
    if (this.n === this.t.length) {
      const t2 = new Float64Array(this.n * 2)
      t2.set(this.t)
      this.t = t2
      const v2 = new Float32Array(this.n * 2)
      v2.set(this.v)
      this.v = v2
    }
    this.t[this.n] = t
    this.v[this.n] = v
    this.n++
  }
}

/** Collects what a reader emits (the StreamSink the index builder also implements). */
class Collect implements StreamSink {
  /** Where image streams keep their pictures (undefined: the system's temporary folder). */
  constructor(private readonly imagesDir?: string) {}
  readonly samples = new Map<string, Samples>()
  readonly videos: VideoInfo[] = []
  readonly images = new Map<string, ImageStream>()
  /** The channels in the order first seen, and where the last sample's is among them. */
  private readonly order: { name: string; s: Samples }[] = []
  private at = 0
  sample(channel: string, t: number, v: number) {
    // A table gives its row's channels in the same order every row: the next of the order is
    // mostly the one, found without hashing its name (a map lookup per sample was a tenth of a read).
    const n = this.order.length
    if (n > 0) {
      const next = this.at + 1 === n ? 0 : this.at + 1
      const guess = this.order[next]!
      if (guess.name === channel) {
        this.at = next
        guess.s.push(t, v)
        return
      }
    }
    let s = this.samples.get(channel)
    if (!s) {
      s = new Samples(n)
      this.samples.set(channel, s)
      this.order.push({ name: channel, s })
    }
    this.at = s.order
    s.push(t, v)
  }
  unit() {}
  video(v: VideoInfo) {
    this.videos.push(v)
  }
  image(stream: { topic: string }, t: number, frame?: () => Frame | null) {
    let s = this.images.get(stream.topic)
    if (!s) {
      s = new ImageStream(imageStreamKey(stream.topic), stream.topic, this.imagesDir)
      this.images.set(stream.topic, s)
    }
    s.add(t, frame?.() ?? null)
  }
}

export const cameraKey = (name: string): string =>
  name.startsWith('observation.images.') ? name : `observation.images.${name}`

/**
 * Reads a dataset's files through the stream readers (the same ones that build its index; no
 * second parser): its numeric channels as rows, and its companion videos' metadata. Undefined
 * when Hangar reads no format of its main file or it holds no numeric channel. Throws the
 * readers' UnreadableError for a file they cannot take.
 */
export async function readEpisode(
  job: IndexJob,
  opts: { imagesDir?: string } = {},
): Promise<SourceEpisode | undefined> {
  const reader = await mainReader(job)
  if (!reader) return undefined
  const sink = new Collect(opts.imagesDir)
  try {
    await reader.read(job, sink)
    for (const c of job.companions) {
      const video = await companionReader(c.link)
      if (video) await video.read({ ...job, main: c }, sink)
    }
  } catch (err) {
    for (const s of sink.images.values()) s.dispose()
    throw err
  }
  if (sink.samples.size === 0) {
    for (const s of sink.images.values()) s.dispose()
    return undefined
  }
  const channels = [...sink.samples.keys()].sort()
  const samples = channels.map((c) => sink.samples.get(c)!)
  // Rows: every distinct sample time (a table's row gives all its channels one time).
  const raw = distinctTimes(samples)
  const t0 = raw[0]!
  const times = raw.map((t) => t - t0)
  const values = new Float32Array(times.length * channels.length)
  const col = new Float32Array(times.length)
  samples.forEach((s, j) => {
    col.fill(Number.NaN)
    if (s.n === raw.length && sameTimes(s, raw)) col.set(s.v.subarray(0, s.n))
    else for (let k = 0; k < s.n; k++) col[rowAt(raw, s.t[k]!)] = s.v[k]!
    // Last-value hold; rows before a channel's first value take that first value.
    let last = Number.NaN
    for (let i = 0; i < col.length; i++)
      if (Number.isNaN(col[i]!)) col[i] = last
      else last = col[i]!
    const first = s.v[0]!
    for (let i = 0; i < col.length && Number.isNaN(col[i]!); i++) col[i] = first
    for (let i = 0; i < col.length; i++) values[i * channels.length + j] = col[i]!
  })
  const lerobot =
    reader.format === 'lerobot'
      ? await (await import('../../streams/readers/lerobot.ts')).readInfo(job.companions)
      : null
  const cameras = sink.videos
    .map((info) => ({ key: cameraKey(info.name), info }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return { times, channels, values, lerobot, cameras, images: imageStreams(sink.images, cameras, t0) }
}

/**
 * The reader of a companion file that is a video, imported when first needed: the video and
 * LeRobot readers' libraries take a reading worker a few hundred milliseconds to load, which a
 * release of CSV episodes need not pay.
 */
function companionReader(link: string): Promise<StreamReader> | undefined {
  const format = COMPANION_FORMATS.find((f) => f.extensions.includes(extname(link).toLowerCase()))
  if (!format) return undefined
  let reader = companionReaders.get(format)
  if (!reader) {
    reader = format.load()
    companionReaders.set(format, reader)
  }
  return reader
}
const companionReaders = new Map<(typeof COMPANION_FORMATS)[number], Promise<StreamReader>>()

/** An episode as a reading worker answers it: its image streams handed over as files. */
type EpisodeOfWorker = Omit<SourceEpisode, 'images'> & { images: ImageStreamFile[] }

/**
 * {@link readEpisode} in a reading worker (server/src/streams/worker.ts: the places, bounds and
 * workers indexing uses), so parsing is off the service's thread and two files are read side by
 * side (docs/exports.md#measured). A recording's pictures (MCAP image streams) are written by
 * the worker into a folder of this call's, then taken on by this thread's streams: decoding and
 * writing them does not hold the service's event loop, and a worker ended half-way (a bound, the
 * service stopping) leaves nothing behind, the folder being removed. Rejects with the sentence of
 * what stopped the worker.
 */
export async function readEpisodeOffThread(
  job: IndexJob,
  opts: { limits?: WorkerLimits; signal?: AbortSignal } = {},
): Promise<SourceEpisode | undefined> {
  const imagesDir = PICTURES.includes(extname(job.main.link).toLowerCase())
    ? await mkdtemp(join(tmpdir(), 'hangar-export-read-'))
    : undefined
  try {
    const read = await runReadingTask<EpisodeOfWorker | null>(
      { module: import.meta.url, fn: 'readEpisodeInWorker', options: { imagesDir } },
      job,
      opts.limits ?? DEFAULT_LIMITS,
      opts.signal,
    )
    if (!read) return undefined
    const images: ImageStream[] = []
    for (const f of read.images) {
      // Out of the call's folder, which is removed below, into the temporary folder.
      const path = join(tmpdir(), basename(f.path))
      await rename(f.path, path)
      images.push(ImageStream.adopt(f, path))
    }
    return { ...read, images }
  } finally {
    if (imagesDir) await rm(imagesDir, { recursive: true, force: true })
  }
}

/** Formats whose recordings may hold image streams (the stream readers decode MCAP's). */
const PICTURES = ['.mcap']

/**
 * What a reading worker runs: the episode, its image streams' pictures written in `imagesDir`
 * and handed over (without one, let go: the caller wants none).
 */
export async function readEpisodeInWorker(
  job: IndexJob,
  options: { imagesDir?: string } | null,
): Promise<EpisodeOfWorker | null> {
  const imagesDir = options?.imagesDir
  const episode = await readEpisode(job, imagesDir ? { imagesDir } : {})
  if (!episode) return null
  const { images, ...rest } = episode
  if (!imagesDir) {
    for (const s of images) s.dispose()
    return { ...rest, images: [] }
  }
  return { ...rest, images: images.map((s) => s.handOver()) }
}

/** The image streams with a picture whose key no camera has, their times from the episode's start `t0`. */
function imageStreams(
  streams: ReadonlyMap<string, ImageStream>,
  cameras: readonly SourceCamera[],
  t0: number,
): ImageStream[] {
  const kept: ImageStream[] = []
  for (const s of streams.values())
    if (s.count === 0 || cameras.some((c) => c.key === s.key) || kept.some((k) => k.key === s.key))
      s.dispose()
    else {
      s.finish(t0)
      kept.push(s)
    }
  return kept.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** The channels' sample times, sorted, each once. */
function distinctTimes(samples: readonly Samples[]): Float64Array {
  // A table's channels mostly share one ascending time per row: those are the rows.
  const first = samples[0]!
  const head = first.t.subarray(0, first.n)
  let ascending = true
  for (let i = 1; i < head.length && ascending; i++) ascending = head[i]! > head[i - 1]!
  if (ascending && samples.every((s) => s.n === head.length && sameTimes(s, head))) return head.slice()
  const all = new Float64Array(samples.reduce((n, s) => n + s.n, 0))
  let at = 0
  for (const s of samples) {
    all.set(s.t.subarray(0, s.n), at)
    at += s.n
  }
  all.sort()
  let n = 0
  for (let i = 0; i < all.length; i++) if (n === 0 || all[i] !== all[n - 1]) all[n++] = all[i]!
  return all.slice(0, n)
}

/** Whether the channel's sample times are these, in this order. */
function sameTimes(s: Samples, times: Float64Array): boolean {
  if (s.n !== times.length) return false
  for (let i = 0; i < s.n; i++) if (s.t[i] !== times[i]) return false
  return true
}

/** The row of time t among the sorted distinct `times` (t is one of them). */
function rowAt(times: Float64Array, t: number): number {
  let lo = 0
  let hi = times.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (times[mid]! < t) lo = mid + 1
    else hi = mid
  }
  return lo
}
