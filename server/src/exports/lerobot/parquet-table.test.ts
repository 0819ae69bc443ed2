import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parquetReadObjects } from 'hyparquet'
import { ByteWriter, ParquetWriter } from 'hyparquet-writer'
import { ParquetBatches } from './parquet-table.ts'

/**
 * Rows of a data file: a 3-wide feature with a NaN, a 1-wide one, and int64 columns of every
 * kind the writer treats apart: distinct values (no dictionary), a few values (a dictionary), one
 * value (a dictionary of indices 0 bits wide), values past 32 bits and below 0.
 */
function batch(from: number, n: number) {
  const width = 3
  const values = new Float32Array(n * width)
  for (let i = 0; i < values.length; i++) values[i] = i % 11 === 0 ? Number.NaN : Math.sin(from + i) * 100
  const reward = Float32Array.from({ length: n }, (_, i) => (from + i) / 7)
  const index = BigInt64Array.from({ length: n }, (_, i) => BigInt(from + i))
  const episode = BigInt64Array.from({ length: n }, (_, i) => BigInt(Math.floor((from + i) / 40)))
  const task = new BigInt64Array(n).fill(3n)
  const wide = BigInt64Array.from({ length: n }, (_, i) => BigInt((from + i) % 5) * 2n ** 40n - 7n)
  return { width, values, reward, index, episode, task, wide }
}

const COLUMNS = [
  { name: 'observation.state', kind: 'float_list' as const },
  { name: 'next.reward', kind: 'float' as const },
  { name: 'index', kind: 'int64' as const },
  { name: 'episode_index', kind: 'int64' as const },
  { name: 'task_index', kind: 'int64' as const },
  { name: 'wide', kind: 'int64' as const },
]
const columnsOf = (b: ReturnType<typeof batch>) => [
  { values: b.values, width: b.width },
  b.reward,
  b.index,
  b.episode,
  b.task,
  b.wide,
]

/** The same rows through hyparquet-writer's own path: a list column as one JS array per row. */
function throughTheWriter(batches: ReturnType<typeof batch>[]): Uint8Array {
  const out = new ByteWriter()
  const writer = new ParquetWriter({
    writer: out,
    schema: [
      { name: 'schema', num_children: 6 },
      { name: 'observation.state', repetition_type: 'REQUIRED', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      { name: 'element', repetition_type: 'REQUIRED', type: 'FLOAT' },
      { name: 'next.reward', repetition_type: 'REQUIRED', type: 'FLOAT' },
      { name: 'index', repetition_type: 'REQUIRED', type: 'INT64' },
      { name: 'episode_index', repetition_type: 'REQUIRED', type: 'INT64' },
      { name: 'task_index', repetition_type: 'REQUIRED', type: 'INT64' },
      { name: 'wide', repetition_type: 'REQUIRED', type: 'INT64' },
    ],
    codec: 'SNAPPY',
    statistics: false,
    createdBy: 'hangar export (hyparquet-writer)',
  })
  for (const b of batches) {
    const rows = Array.from({ length: b.reward.length }, (_, r) => [...b.values.subarray(r * 3, r * 3 + 3)])
    void writer.write({
      columnData: [
        { name: 'observation.state', data: rows, encoding: 'PLAIN' },
        { name: 'next.reward', data: b.reward, encoding: 'PLAIN' },
        { name: 'index', data: b.index },
        { name: 'episode_index', data: b.episode },
        { name: 'task_index', data: b.task },
        { name: 'wide', data: b.wide },
      ],
      rowGroupSize: b.reward.length,
    })
  }
  void writer.finish()
  return out.getBytes()
}

// Large enough that a row group's list column spans several pages (1 MB each).
const batches = [batch(0, 120_000), batch(120_000, 5), batch(120_005, 3_000)]

test('columns given as typed arrays, a list as one flat array, give the bytes of the writer’s own path', () => {
  const file = new ParquetBatches(COLUMNS)
  for (const b of batches) file.add(columnsOf(b))
  const ours = file.finish()
  assert.deepEqual(Buffer.from(ours), Buffer.from(throughTheWriter(batches)))
})

test('what it writes reads back as the rows it was given, in row groups of each batch', async () => {
  const file = new ParquetBatches(COLUMNS)
  for (const b of batches) file.add(columnsOf(b))
  const bytes = file.finish()
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  const rows = await parquetReadObjects({ file: buffer, rowStart: 119_998, rowEnd: 120_006 })
  const all = batches.flatMap((b) => Array.from({ length: b.reward.length }, (_, r) => ({ b, r })))
  for (const [k, row] of rows.entries()) {
    const { b, r } = all[119_998 + k]!
    assert.deepEqual(row['observation.state'], [...b.values.subarray(r * 3, r * 3 + 3)])
    assert.equal(row['next.reward'], b.reward[r])
    assert.equal(row.index, BigInt(119_998 + k))
    assert.equal(row.task_index, 3n)
    assert.equal(row.wide, b.wide[r])
  }
})

test('columns of other lengths in one batch are refused', () => {
  const file = new ParquetBatches(COLUMNS)
  const b = batch(0, 10)
  assert.throws(
    () => file.add(columnsOf(b).map((c, i) => (i === 1 ? b.reward.subarray(1) : c))),
    /same length/,
  )
})
