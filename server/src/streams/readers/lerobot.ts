import { open } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { type AsyncBuffer, parquetMetadataAsync, parquetReadObjects } from 'hyparquet'
import {
  type IndexJob,
  type InputFile,
  type StreamReader,
  type StreamSink,
  UnreadableError,
} from '../model.ts'
import { lerobotNames } from '../names.ts'
import { boundedCompressors, checkRowGroup } from './parquet-bounds.ts'
import { VIDEO_EXTENSIONS } from './video.ts'

/** Columns LeRobot keeps for bookkeeping: not channels. */
const BOOKKEEPING = new Set(['timestamp', 'frame_index', 'episode_index', 'index', 'task_index'])
/** Features that are camera frames (image bytes in the parquet, or a video): not channels, not read. */
const CAMERA_DTYPES = new Set(['image', 'video'])
/** A feature with more elements a frame than this is no channels (an image's pixels in a list). */
const MAX_ELEMENTS = 256
/** A read larger than this is refused (a footer claiming absurd lengths). */
const MAX_READ_BYTES = 256 << 20
const MAX_INFO_BYTES = 4 << 20

export interface LeRobotInfo {
  codebase_version?: string
  fps?: number
  robot_type?: string
  features?: Record<string, { dtype?: string; shape?: number[]; names?: unknown }>
}

type Handle = Awaited<ReturnType<typeof open>>

/** The parquet file for hyparquet, every range checked against the file's size. */
function fileBuffer(fh: Handle, bytes: number, name: string): AsyncBuffer {
  return {
    byteLength: bytes,
    async slice(start: number, end = bytes) {
      if (start < 0 || end > bytes || end < start)
        throw new UnreadableError(
          `The parquet file ${name} claims bytes past its end: it is truncated or corrupt.`,
        )
      if (end - start > MAX_READ_BYTES)
        throw new UnreadableError(
          `The parquet file ${name} claims a block of ${end - start} bytes, more than Hangar reads.`,
        )
      const buf = new Uint8Array(end - start)
      await fh.read(buf, 0, buf.length, start)
      return buf.buffer
    },
  }
}

/** `meta/info.json` among the companions, if the platform attached it. */
export async function readInfo(companions: InputFile[]): Promise<LeRobotInfo | null> {
  const info = companions.find((c) => basename(c.link) === 'info.json' || c.name === 'meta/info.json')
  if (!info) return null
  const fh = await open(info.path, 'r')
  try {
    const { size } = await fh.stat()
    if (size > MAX_INFO_BYTES) throw new UnreadableError('meta/info.json is larger than 4 MB.')
    const text = (await fh.readFile()).toString('utf8')
    try {
      const parsed = JSON.parse(text) as unknown
      if (!parsed || typeof parsed !== 'object') throw new Error()
      return parsed as LeRobotInfo
    } catch {
      throw new UnreadableError('meta/info.json is not a JSON object.')
    }
  } finally {
    await fh.close()
  }
}

/**
 * A LeRobot episode (v2.1 and v3.0): its rows of the data parquet — in v3.0 the file holds many
 * episodes and only the rows of `metadata.episode_index` are read — with time from `timestamp`;
 * each feature's elements are channels `<feature>.<name>` (names from info.json) or `<feature>[i]`
 * (`<feature>[i][j]` for a feature of lists of lists).
 * Camera features (dtype `video`) must come as companion videos named after the feature.
 */
export const lerobotReader: StreamReader = {
  format: 'lerobot',
  accepts: (job) => extname(job.main.link).toLowerCase() === '.parquet',
  async read(job: IndexJob, sink: StreamSink) {
    const info = await readInfo(job.companions)
    for (const [key, f] of Object.entries(info?.features ?? {})) {
      if (f?.dtype !== 'video') continue
      const video = job.companions.find(
        (c) => c.name === key && VIDEO_EXTENSIONS.includes(extname(c.link).toLowerCase()),
      )
      if (!video) throw new UnreadableError(`The episode has no video file for its camera ${key}.`)
    }
    const episode = typeof job.metadata.episode_index === 'number' ? job.metadata.episode_index : undefined
    const fh = await open(job.main.path, 'r')
    try {
      const bytes = (await fh.stat()).size
      if (bytes === 0) throw new UnreadableError('The file is empty.')
      const name = basename(job.main.link)
      const file = fileBuffer(fh, bytes, name)
      let metadata: Awaited<ReturnType<typeof parquetMetadataAsync>>
      try {
        metadata = await parquetMetadataAsync(file, { initialFetchSize: Math.min(bytes, 1 << 16) })
      } catch (err) {
        if (err instanceof UnreadableError) throw err
        throw new UnreadableError(
          `The parquet file is corrupt: ${(err as Error).message.replace(/\.$/, '')}.`,
        )
      }
      const columns = new Set(
        metadata.row_groups.flatMap((g) => g.columns.map((c) => c.meta_data?.path_in_schema?.[0] ?? '')),
      )
      if (!columns.has('timestamp')) throw new UnreadableError('The parquet file has no timestamp column.')
      const wanted = [...columns].filter(
        (c) =>
          c !== '' &&
          (!BOOKKEEPING.has(c) || c === 'timestamp') &&
          !CAMERA_DTYPES.has(info?.features?.[c]?.dtype ?? ''),
      )
      const read = [
        ...wanted,
        ...(episode !== undefined && columns.has('episode_index') ? ['episode_index'] : []),
      ]
      const names = new Map<string, string[]>()
      const compressors = boundedCompressors(name)
      const readSet = new Set(read)
      let rowStart = 0
      for (const group of metadata.row_groups) {
        const rowEnd = rowStart + Number(group.num_rows)
        let rows: Record<string, unknown>[]
        try {
          // What the row group declares is bounded before any of it is read (docs/streams.md#limits).
          await checkRowGroup(file, name, group, readSet)
          rows = await parquetReadObjects({ file, metadata, columns: read, rowStart, rowEnd, compressors })
        } catch (err) {
          if (err instanceof UnreadableError) throw err
          throw new UnreadableError(
            `The parquet file is corrupt: ${(err as Error).message.replace(/\.$/, '')}.`,
          )
        }
        rowStart = rowEnd
        for (const row of rows) {
          if (
            episode !== undefined &&
            row.episode_index !== undefined &&
            Number(row.episode_index) !== episode
          )
            continue
          // Timestamps are float32 in LeRobot files: microseconds are what they hold.
          const t = Math.round(Number(row.timestamp) * 1e6) / 1e6
          if (!Number.isFinite(t)) continue
          for (const col of wanted) {
            if (col === 'timestamp') continue
            const element = frameElement(row[col])
            if (!element) continue
            let n = names.get(col)
            if (!n || n.length !== element.values.length) {
              const declared = info?.features?.[col]?.shape
              const shape =
                Array.isArray(declared) && product(declared) === element.values.length
                  ? declared
                  : element.shape
              n = lerobotNames(col, shape, info?.features?.[col]?.names)
              names.set(col, n)
            }
            const { values } = element
            for (let i = 0; i < values.length; i++) sink.sample(n[i]!, t, values[i]!)
          }
        }
      }
    } finally {
      await fh.close()
    }
  },
}

const product = (shape: readonly number[]): number => shape.reduce((n, d) => n * d, 1)

/**
 * A frame's value of a feature as its numbers, row-major, with the shape of its nesting: a number
 * is `[1]`, a list `[n]`, a list of lists (an action chunk, `Array2D` in LeRobot) `[n, m]`, and so
 * on (a ragged one is read as the flat list it is). Undefined when it holds anything but numbers
 * (strings) or more than {@link MAX_ELEMENTS} of them.
 */
function frameElement(v: unknown): { values: number[]; shape: number[] } | undefined {
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean')
    return { values: [asNumber(v)], shape: [1] }
  if (!Array.isArray(v) && !ArrayBuffer.isView(v)) return undefined
  const values: number[] = []
  const shape: number[] = []
  const walk = (x: unknown, depth: number): boolean => {
    if (typeof x === 'number' || typeof x === 'bigint' || typeof x === 'boolean' || x === null) {
      if (values.length === MAX_ELEMENTS) return false
      // A null element (a nullable list) keeps its place: not a number, dropped from the summary.
      values.push(x === null ? Number.NaN : asNumber(x))
      return true
    }
    if ((!Array.isArray(x) && !ArrayBuffer.isView(x)) || depth >= 5) return false
    const list = x as ArrayLike<unknown>
    if (shape.length === depth) shape.push(list.length)
    for (let i = 0; i < list.length; i++) if (!walk(list[i], depth + 1)) return false
    return true
  }
  if (!walk(v, 0)) return undefined
  return { values, shape: product(shape) === values.length ? shape : [values.length] }
}

const asNumber = (x: number | bigint | boolean): number => (typeof x === 'boolean' ? (x ? 1 : 0) : Number(x))
