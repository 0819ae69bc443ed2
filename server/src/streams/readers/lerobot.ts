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
 * each feature's elements are channels `<feature>.<name>` (names from info.json) or `<feature>[i]`.
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
            const v = row[col]
            const values: ArrayLike<unknown> | undefined =
              typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean'
                ? [v]
                : Array.isArray(v) || ArrayBuffer.isView(v)
                  ? (v as ArrayLike<unknown>)
                  : undefined
            if (!values || values.length > 256) continue
            let n = names.get(col)
            if (!n || n.length !== values.length) {
              n = lerobotNames(col, values.length, info?.features?.[col]?.names)
              names.set(col, n)
            }
            for (let i = 0; i < values.length; i++) {
              const x = values[i]
              const num = typeof x === 'boolean' ? (x ? 1 : 0) : Number(x)
              if (typeof x === 'number' || typeof x === 'bigint' || typeof x === 'boolean')
                sink.sample(n[i]!, t, num)
            }
          }
        }
      }
    } finally {
      await fh.close()
    }
  },
}
