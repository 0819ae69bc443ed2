import { randomUUID } from 'node:crypto'
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import { open, readFile, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { LRUCache } from 'lru-cache'
import { fieldsOf, type LevelSink, type LevelSource, PyramidWriter } from './buckets.ts'
import type { ChannelInfo, ImageInfo, StreamIndex, StreamSink, VideoInfo } from './model.ts'

/** Channels past this many are left out of an index (docs/streams.md#limits). */
export const MAX_CHANNELS = 2000
/** Bytes of write buffers shared by all channels of an index being built. */
const BUFFER_BUDGET = 64 << 20

/** Appends float64 records to a file through a buffer; the file is opened per flush. */
class FileSink implements LevelSink {
  private buf: Float64Array
  private n = 0
  count = 0

  constructor(
    private readonly path: string,
    private readonly fields: number,
    bufferBytes: number,
  ) {
    this.buf = new Float64Array(Math.max(fields * 64, Math.floor(bufferBytes / 8 / fields) * fields))
    writeFileSync(path, '')
  }

  append(rec: ArrayLike<number>) {
    for (let i = 0; i < this.fields; i++) this.buf[this.n++] = rec[i]!
    this.count++
    if (this.n === this.buf.length) this.flush()
  }

  flush() {
    if (this.n === 0) return
    const fd = openSync(this.path, 'a')
    try {
      writeSync(fd, new Uint8Array(this.buf.buffer, 0, this.n * 8))
    } finally {
      closeSync(fd)
    }
    this.n = 0
  }
}

interface ChannelBuild {
  info: Omit<ChannelInfo, 'samples' | 'start_seconds' | 'end_seconds' | 'sizes'>
  writer: PyramidWriter
  sinks: FileSink[]
  last: number
}

/** Builds an index in a fresh folder as a reader feeds it; `commit` moves it into place. */
export class IndexBuilder implements StreamSink {
  private readonly channels = new Map<string, ChannelBuild | null>()
  private readonly units = new Map<string, string | null>()
  private readonly videos: VideoInfo[] = []
  private readonly images = new Map<string, { info: ImageInfo; times: number[] }>()
  private dropped = 0
  private readonly dir: string

  constructor(
    private readonly outDir: string,
    private readonly format: string,
    private readonly expectedChannels = 16,
  ) {
    this.dir = `${outDir}.building-${process.pid}-${Date.now()}`
    rmSync(this.dir, { recursive: true, force: true })
    mkdirSync(this.dir, { recursive: true })
  }

  private channel(name: string): ChannelBuild | null {
    let c = this.channels.get(name)
    if (c !== undefined) return c
    if (this.channels.size >= MAX_CHANNELS) {
      this.channels.set(name, null)
      return null
    }
    const file = `c${this.channels.size}`
    const per = BUFFER_BUDGET / Math.max(this.expectedChannels, this.channels.size + 1) / 2
    const sinks: FileSink[] = []
    const writer = new PyramidWriter((level) => {
      const s = new FileSink(
        join(this.dir, `${file}.l${level}`),
        fieldsOf(level),
        level === 0 ? per : per / 4,
      )
      sinks[level] = s
      return s
    })
    c = { info: { name, unit: this.units.get(name) ?? null, file }, writer, sinks, last: -Infinity }
    this.channels.set(name, c)
    return c
  }

  sample(channel: string, t: number, v: number) {
    const c = this.channel(channel)
    if (!c) return
    if (!Number.isFinite(v) || !Number.isFinite(t) || t < c.last) {
      this.dropped++
      return
    }
    c.last = t
    c.writer.push(t, v)
  }

  unit(channel: string, unit: string | null) {
    this.units.set(channel, unit)
    const c = this.channels.get(channel)
    if (c) c.info.unit = unit
  }

  /** The latest sample time so far, if any channel has samples. */
  dataEnd(): number | undefined {
    let end: number | undefined
    for (const c of this.channels.values())
      if (c && c.writer.samples > 0) end = Math.max(end ?? -Infinity, c.writer.last)
    return end
  }

  video(v: VideoInfo) {
    this.videos.push(v)
  }

  image(stream: { name: string; topic: string; originNs: bigint }, t: number) {
    let s = this.images.get(stream.name)
    if (!s) {
      s = {
        info: {
          name: stream.name,
          count: 0,
          topic: stream.topic,
          file: `i${this.images.size}`,
          origin_ns: stream.originNs.toString(),
        },
        times: [],
      }
      this.images.set(stream.name, s)
    }
    s.info.count++
    s.times.push(t)
  }

  /** Writes index.json and replaces any previous index of the dataset. */
  commit(): StreamIndex {
    const channels: ChannelInfo[] = []
    for (const c of this.channels.values()) {
      if (!c) continue
      const levels = c.writer.finish()
      for (const s of c.sinks) s.flush()
      if (levels === 0) continue
      channels.push({
        ...c.info,
        samples: c.writer.samples,
        start_seconds: c.writer.first,
        end_seconds: c.writer.last,
        sizes: c.sinks.slice(0, levels).map((s) => s.count),
      })
    }
    const images: ImageInfo[] = []
    for (const s of this.images.values()) {
      const times = Float64Array.from(s.times).sort()
      writeFileSync(join(this.dir, `${s.info.file}.t`), new Uint8Array(times.buffer))
      images.push(s.info)
    }
    const ends = [
      ...channels.map((c) => c.end_seconds),
      ...this.videos.map((v) => v.duration_seconds - v.start_seconds),
      ...[...this.images.values()].flatMap((s) => (s.times.length ? [Math.max(...s.times)] : [])),
    ]
    const index: StreamIndex = {
      version: 1,
      build: randomUUID(),
      format: this.format,
      duration_seconds: ends.length ? Math.max(0, ...ends) : null,
      videos: this.videos,
      channels,
      images,
      dropped_samples: this.dropped,
    }
    writeFileSync(join(this.dir, 'index.json'), JSON.stringify(index))
    mkdirSync(dirname(this.outDir), { recursive: true })
    rmSync(this.outDir, { recursive: true, force: true })
    renameSync(this.dir, this.outDir)
    return index
  }

  abandon() {
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/** Parsed indexes, by folder, while their index.json is unchanged. */
const indexes = new LRUCache<string, { mtimeMs: number; index: StreamIndex }>({ max: 256 })

/** The index of a dataset, or null when its folder has none. */
export async function readIndex(dir: string): Promise<StreamIndex | null> {
  const path = join(dir, 'index.json')
  try {
    const { mtimeMs } = await stat(path)
    const hit = indexes.get(dir)
    if (hit && hit.mtimeMs === mtimeMs) return hit.index
    const index = JSON.parse(await readFile(path, 'utf8')) as StreamIndex
    indexes.set(dir, { mtimeMs, index })
    return index
  } catch {
    indexes.delete(dir)
    return null
  }
}

/**
 * Levels this small stay in memory once read: every query starts at the coarse end, and a
 * whole-range query of a channel of a million samples folds its level 2 (15,625 entries, 750 KB),
 * which read from the file at each request was most of the request's garbage
 * (bench/RESULTS.md#streams-series-issue-17). The cache is bounded by bytes, not by levels.
 */
const CACHED_LEVEL_RECORDS = 16_384
const coarseLevels = new LRUCache<string, Float64Array>({
  maxSize: 64 << 20,
  sizeCalculation: (a) => a.byteLength || 1,
})

/** A channel's levels read from its files by positional reads; the coarse ones kept in memory. */
export class FileLevels implements LevelSource {
  constructor(
    private readonly dir: string,
    private readonly channel: ChannelInfo,
    private readonly build = '',
  ) {}

  get levels() {
    return this.channel.sizes.length
  }

  size(level: number) {
    return this.channel.sizes[level] ?? 0
  }

  async read(level: number, i0: number, i1: number): Promise<Float64Array> {
    const fields = fieldsOf(level)
    const size = this.size(level)
    if (size <= CACHED_LEVEL_RECORDS && this.build) {
      const key = `${this.build}/${this.channel.file}.l${level}`
      let all = coarseLevels.get(key)
      if (!all) {
        all = await this.readFile(level, 0, size)
        coarseLevels.set(key, all)
      }
      return all.subarray(Math.max(0, i0) * fields, Math.min(i1, size) * fields)
    }
    return this.readFile(level, i0, i1)
  }

  private async readFile(level: number, i0: number, i1: number): Promise<Float64Array> {
    const fields = fieldsOf(level)
    const n = Math.max(0, Math.min(i1, this.size(level)) - i0)
    const out = new Float64Array(n * fields)
    if (n === 0) return out
    const fh = await open(join(this.dir, `${this.channel.file}.l${level}`), 'r')
    try {
      await fh.read(new Uint8Array(out.buffer), 0, out.byteLength, i0 * fields * 8)
    } finally {
      await fh.close()
    }
    return out
  }
}

/** An image stream's frame times. */
export async function readImageTimes(dir: string, image: ImageInfo): Promise<Float64Array> {
  const buf = await readFile(join(dir, `${image.file}.t`))
  return new Float64Array(Uint8Array.from(buf).buffer, 0, Math.floor(buf.byteLength / 8))
}
