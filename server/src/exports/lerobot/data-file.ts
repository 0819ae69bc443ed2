import type { Feature } from './features.ts'
import { ParquetBatches } from './parquet-table.ts'
import type { SourceEpisode } from './read-episode.ts'
import type { StatsAccumulator } from './stats.ts'

/** Frames held before they are written as a row group of the data file. */
export const BATCH_FRAMES = 20_000

/** One episode's columns, as typed arrays (the parquet writer takes them as they are). */
interface Piece {
  /** Per feature, its elements frame after frame. */
  features: Float32Array[]
  timestamp: Float32Array
  frame: BigInt64Array
  episode: BigInt64Array
  index: BigInt64Array
  task: BigInt64Array
}

/**
 * A data file being filled, in either layout (v3.0: whole episodes up to a size; v2.1: one
 * episode): the features' columns, then `timestamp`, `frame_index`, `episode_index`, `index`,
 * `task_index`, written in row groups of up to {@link BATCH_FRAMES} frames (or one episode's).
 */
export class DataFile {
  private readonly parquet: ParquetBatches
  /** The episodes appended since the last row group. */
  private pieces: Piece[] = []
  /** Frames of those episodes. */
  pending = 0
  bytes = 0
  rows = 0

  constructor(readonly features: Feature[]) {
    this.parquet = new ParquetBatches([
      ...features.map((f) => ({
        name: f.key,
        kind: isScalar(f) ? ('float' as const) : ('float_list' as const),
        depth: f.shape.length,
      })),
      { name: 'timestamp', kind: 'float' },
      { name: 'frame_index', kind: 'int64' },
      { name: 'episode_index', kind: 'int64' },
      { name: 'index', kind: 'int64' },
      { name: 'task_index', kind: 'int64' },
    ])
  }

  /** An episode's frames, held until the next row group. */
  push(piece: Piece, frames: number): void {
    this.pieces.push(piece)
    this.pending += frames
    this.bytes += frames * frameBytes(this.features)
    this.rows += frames
    if (this.pending >= BATCH_FRAMES) this.batch()
  }

  /** Writes the frames held as one row group (at an episode's end, past BATCH_FRAMES). */
  batch(): void {
    const p = this.pieces
    this.parquet.add([
      ...this.features.map((f, j) => {
        const values = concat(
          p.map((x) => x.features[j]!),
          Float32Array,
        )
        return isScalar(f) ? values : { values, width: f.channels.length, shape: f.shape }
      }),
      concat(
        p.map((x) => x.timestamp),
        Float32Array,
      ),
      concat(
        p.map((x) => x.frame),
        BigInt64Array,
      ),
      concat(
        p.map((x) => x.episode),
        BigInt64Array,
      ),
      concat(
        p.map((x) => x.index),
        BigInt64Array,
      ),
      concat(
        p.map((x) => x.task),
        BigInt64Array,
      ),
    ])
    this.pieces = []
    this.pending = 0
  }

  finish(): Uint8Array {
    this.batch()
    return this.parquet.finish()
  }
}

/** A feature of one element a frame is a float32 column, not a list of one (LeRobot's `Value`). */
const isScalar = (f: Feature): boolean => f.channels.length === 1 && f.shape.length === 1

/** The arrays one after the other (the one itself when there is one). */
function concat<T extends Float32Array | BigInt64Array>(parts: T[], Kind: { new (n: number): T }): T {
  if (parts.length === 1) return parts[0]!
  const out = new Kind(parts.reduce((n, x) => n + x.length, 0))
  let at = 0
  for (const x of parts) {
    ;(out as Float32Array).set(x as Float32Array, at)
    at += x.length
  }
  return out
}

/** Bytes a frame takes in a data file, roughly: what decides when a v3.0 file is full. */
export const frameBytes = (features: readonly Feature[]): number =>
  features.reduce((n, f) => n + 4 * f.channels.length + 8, 0) + 4 + 8 * 4

/**
 * Appends an episode's frames to `file` (each frame the source row `rows[k]`, at `k / fps`) and
 * adds them to `stats` (the episode's own, per feature then per bookkeeping column).
 */
export function appendEpisode(
  file: DataFile,
  source: SourceEpisode,
  p: {
    rows: Int32Array
    fps: number
    episode: number
    task: number
    /** The `index` of its first frame, across the dataset. */
    firstIndex: number
    featureStats: StatsAccumulator[]
    bookStats: StatsAccumulator[]
  },
): void {
  const { features } = file
  const { rows, fps, episode: e, task: t, featureStats, bookStats: book } = p
  const n = rows.length
  const width = source.channels.length
  const values = source.values
  // Most episodes are their own rows (evenly spaced at the export's fps): a feature of all
  // their channels in their order is then their values as they are, copied at once.
  let ownRows = n * width === values.length
  for (let k = 0; k < n && ownRows; k++) ownRows = rows[k] === k
  const featureValues = features.map((f, j) => {
    // Where the feature's channels are among the episode's (−1: it has no such channel → NaN).
    const at = f.channels.map((c) => source.channels.indexOf(c))
    const w = at.length
    let out: Float32Array
    if (ownRows && w === width && at.every((c, i) => c === i)) out = values.slice()
    else {
      out = new Float32Array(n * w)
      for (let k = 0; k < n; k++) {
        const base = rows[k]! * width
        for (let i = 0; i < w; i++) out[k * w + i] = at[i]! < 0 ? Number.NaN : values[base + at[i]!]!
      }
    }
    featureStats[j]!.addFrames(out)
    return out
  })
  const timestamp = new Float32Array(n)
  const frame = new BigInt64Array(n)
  const episode = new BigInt64Array(n)
  const index = new BigInt64Array(n)
  const task = new BigInt64Array(n)
  // The int64 columns through their low 32 bits (little-endian; a value below 2^31): no BigInt per frame.
  const frame32 = new Int32Array(frame.buffer)
  const episode32 = new Int32Array(episode.buffer)
  const index32 = new Int32Array(index.buffer)
  const task32 = new Int32Array(task.buffer)
  for (let k = 0; k < n; k++) {
    const ts = Math.fround(k / fps)
    timestamp[k] = ts
    frame32[2 * k] = k
    episode32[2 * k] = e
    if (p.firstIndex + k < 2 ** 31) index32[2 * k] = p.firstIndex + k
    else index[k] = BigInt(p.firstIndex + k)
    task32[2 * k] = t
    book[0]!.addOne(ts)
    book[1]!.addOne(k)
    book[2]!.addOne(e)
    book[3]!.addOne(p.firstIndex + k)
    book[4]!.addOne(t)
  }
  file.push({ features: featureValues, timestamp, frame, episode, index, task }, n)
}
