import { randomUUID } from 'node:crypto'
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Frame } from '../../streams/frames.ts'
import { type PictureSize, pictureSize } from './picture-size.ts'

/** A stream's temporary file: its path, and its descriptor while open. */
interface TempFile {
  path: string
  fd: number | undefined
}

const release = (file: TempFile) => {
  if (file.fd !== undefined) closeSync(file.fd)
  file.fd = undefined
  rmSync(file.path, { force: true })
}

/**
 * A temporary file left behind by an export that failed between reading its episodes and writing
 * them is closed and removed when its stream is collected; writeLeRobot removes them as it goes.
 */
const leftBehind = new FinalizationRegistry<TempFile>(release)

/**
 * What a stream is between threads: a reading worker writes its pictures and hands this over
 * (`handOver`), the service's thread takes the file on (`ImageStream.adopt`).
 */
export interface ImageStreamFile {
  key: string
  topic: string
  path: string
  times: number[]
  offsets: number[]
  sizes: number[]
  first: PictureSize | undefined
  skipped: number
}

/**
 * An image stream of a recording (docs/exports.md#image-streams-as-videos): its pictures, kept in
 * a temporary file from the moment the reader gives them (the local copy of the recording is gone
 * by the time the export is written, and a release's pictures do not fit in memory), their times,
 * and the kind and size of the first, which every picture kept has the kind of. The file is in
 * `dir` (the system's temporary folder unless told).
 */
export class ImageStream {
  /** Seconds from the episode's start once {@link finish}ed, ascending. */
  times: number[] = []
  private offsets: number[] = []
  private sizes: number[] = []
  /** The first picture's kind and size: the video's. */
  first: PictureSize | undefined
  /** Pictures left out: not JPEG or PNG, or not of the first one's kind. */
  skipped = 0
  private readonly file: TempFile
  private end = 0

  constructor(
    /** The LeRobot feature key. */
    readonly key: string,
    readonly topic: string,
    dir: string = tmpdir(),
  ) {
    this.file = { path: join(dir, `hangar-export-${randomUUID()}.frames`), fd: undefined }
  }

  /**
   * A stream another thread wrote (its {@link handOver}), whose file is at `path` now: this
   * stream owns it from here, removing it when disposed or collected.
   */
  static adopt(from: ImageStreamFile, path: string): ImageStream {
    const s = new ImageStream(from.key, from.topic)
    s.file.path = path
    s.times = from.times
    s.offsets = from.offsets
    s.sizes = from.sizes
    s.first = from.first
    s.skipped = from.skipped
    s.end = from.sizes.reduce((n, x) => n + x, 0)
    leftBehind.register(s, s.file, s)
    return s
  }

  /**
   * The stream as another thread takes it on ({@link adopt}), {@link finish}ed: its file is
   * closed and no longer this stream's to remove.
   */
  handOver(): ImageStreamFile {
    leftBehind.unregister(this)
    if (this.file.fd !== undefined) closeSync(this.file.fd)
    this.file.fd = undefined
    const { key, topic, times, offsets, sizes, first, skipped } = this
    return { key, topic, path: this.file.path, times, offsets, sizes, first, skipped }
  }

  /** A picture at t (seconds of the reader); null when the message held none. */
  add(t: number, frame: Frame | null): void {
    const size = frame ? pictureSize(frame.bytes) : undefined
    if (!frame || !size || (this.first && size.kind !== this.first.kind)) {
      this.skipped++
      return
    }
    if (this.file.fd === undefined) {
      this.file.fd = openSync(this.file.path, 'w+', 0o600)
      leftBehind.register(this, this.file, this)
    }
    this.first ??= size
    writeSync(this.file.fd, frame.bytes, 0, frame.bytes.length, this.end)
    this.times.push(t)
    this.offsets.push(this.end)
    this.sizes.push(frame.bytes.length)
    this.end += frame.bytes.length
  }

  get count(): number {
    return this.times.length
  }

  /** Times made relative to the episode's start `t0`, in time order (file order among equal times). */
  finish(t0: number): void {
    const order = this.times.map((_, i) => i).sort((a, b) => this.times[a]! - this.times[b]! || a - b)
    this.times = order.map((i) => this.times[i]! - t0)
    this.offsets = order.map((i) => this.offsets[i]!)
    this.sizes = order.map((i) => this.sizes[i]!)
  }

  /** The i-th picture's bytes, read back from the temporary file. */
  picture(i: number): Buffer {
    // An adopted stream opens its file when first read.
    this.file.fd ??= openSync(this.file.path, 'r')
    const b = Buffer.allocUnsafe(this.sizes[i]!)
    readSync(this.file.fd, b, 0, b.length, this.offsets[i]!)
    return b
  }

  /** Removes the temporary file; the stream is empty afterwards. */
  dispose(): void {
    leftBehind.unregister(this)
    release(this.file)
    this.times = []
    this.offsets = []
    this.sizes = []
  }
}

/** The feature key of a topic: `/camera/front` → `observation.images.camera.front` (LeRobot keys have no `/`). */
export function imageStreamKey(topic: string): string {
  const name = topic.replace(/^\/+/, '').replace(/\/+/g, '.') || 'image'
  return `observation.images.${name}`
}
