import { extname } from 'node:path'
import { mainReader } from '../../streams/build.ts'
import type { IndexJob, StreamSink, VideoInfo } from '../../streams/model.ts'
import { type LeRobotInfo, readInfo } from '../../streams/readers/lerobot.ts'
import { VIDEO_EXTENSIONS, videoReader } from '../../streams/readers/video.ts'

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
}

/** Collects what a reader emits (the StreamSink the index builder also implements). */
class Collect implements StreamSink {
  readonly samples = new Map<string, { t: number[]; v: number[] }>()
  readonly videos: VideoInfo[] = []
  sample(channel: string, t: number, v: number) {
    let s = this.samples.get(channel)
    if (!s) {
      s = { t: [], v: [] }
      this.samples.set(channel, s)
    }
    s.t.push(t)
    s.v.push(v)
  }
  unit() {}
  video(v: VideoInfo) {
    this.videos.push(v)
  }
  image() {}
}

export const cameraKey = (name: string): string =>
  name.startsWith('observation.images.') ? name : `observation.images.${name}`

/**
 * Reads a dataset's files through the stream readers (the same ones that build its index; no
 * second parser): its numeric channels as rows, and its companion videos' metadata. Undefined
 * when Hangar reads no format of its main file or it holds no numeric channel. Throws the
 * readers' UnreadableError for a file they cannot take.
 */
export async function readEpisode(job: IndexJob): Promise<SourceEpisode | undefined> {
  const reader = await mainReader(job)
  if (!reader) return undefined
  const sink = new Collect()
  await reader.read(job, sink)
  for (const c of job.companions)
    if (VIDEO_EXTENSIONS.includes(extname(c.link).toLowerCase()))
      await videoReader.read({ ...job, main: c }, sink)
  if (sink.samples.size === 0) return undefined
  const channels = [...sink.samples.keys()].sort()
  // Rows: every distinct sample time (a table's row gives all its channels one time).
  const all = new Set<number>()
  for (const s of sink.samples.values()) for (const t of s.t) all.add(t)
  const raw = Float64Array.from(all).sort()
  const t0 = raw[0]!
  const times = raw.map((t) => t - t0)
  const values = new Float32Array(times.length * channels.length)
  const rowOf = new Map<number, number>()
  for (const [i, t] of raw.entries()) rowOf.set(t, i)
  channels.forEach((name, j) => {
    const s = sink.samples.get(name)!
    const col = new Float32Array(times.length).fill(Number.NaN)
    for (let k = 0; k < s.t.length; k++) col[rowOf.get(s.t[k]!)!] = s.v[k]!
    // Last-value hold; rows before a channel's first value take that first value.
    let last = Number.NaN
    for (let i = 0; i < col.length; i++)
      if (Number.isNaN(col[i]!)) col[i] = last
      else last = col[i]!
    const first = s.v[0]!
    for (let i = 0; i < col.length && Number.isNaN(col[i]!); i++) col[i] = first
    for (let i = 0; i < col.length; i++) values[i * channels.length + j] = col[i]!
  })
  const lerobot = reader.format === 'lerobot' ? await readInfo(job.companions) : null
  const cameras = sink.videos
    .map((info) => ({ key: cameraKey(info.name), info }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return { times, channels, values, lerobot, cameras }
}
