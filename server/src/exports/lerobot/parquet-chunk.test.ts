import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ByteWriter } from 'hyparquet-writer'
import { writeColumn } from 'hyparquet-writer/src/column.js'
import type { ColumnEncoder, PageData } from 'hyparquet-writer/src/types.js'
import { writeChunk } from './parquet-chunk.ts'
import { columnEncoder } from './parquet-table.ts'

/**
 * The writer's page data of a column: a list's levels for rows of `shape`. An element's
 * repetition level is 0 at a row's start, else 1 + the length of the index prefix it shares with
 * the element before it (`[1, 0]` after `[0, 1]` shares none: 1).
 */
function pageData(values: ArrayLike<unknown>, shape?: number[]): PageData {
  if (shape === undefined)
    return { values: values as never, definitionLevels: [], repetitionLevels: [], maxDefinitionLevel: 0 }
  const width = shape.reduce((a, b) => a * b, 1)
  const indexOf = (at: number) =>
    shape.map((_, d) => Math.floor(at / shape.slice(d + 1).reduce((a, b) => a * b, 1)) % shape[d]!)
  const repetition = Array.from({ length: values.length }, (_, k) => {
    if (k % width === 0) return 0
    const [here, before] = [indexOf(k % width), indexOf((k % width) - 1)]
    let shared = 0
    while (here[shared] === before[shared]) shared++
    return shared + 1
  })
  return {
    values: values as never,
    definitionLevels: Array(values.length).fill(shape.length),
    repetitionLevels: repetition,
    maxDefinitionLevel: shape.length,
  }
}

/** Both ways of writing one chunk after `at` bytes already in the file: bytes and answers. */
function both(column: ColumnEncoder, values: ArrayLike<unknown>, shape: number[] | undefined, fast: boolean) {
  const ours = new ByteWriter()
  const theirs = new ByteWriter()
  for (const w of [ours, theirs]) w.appendBytes(new Uint8Array(37).fill(9))
  const answer = writeChunk(ours, column, values, shape, () => {
    if (fast) throw new Error('the writer’s general path was taken')
    return pageData(values, shape)
  })
  const expected = writeColumn({ writer: theirs, column, pageData: pageData(values, shape) })
  return { ours: ours.getBytes(), theirs: theirs.getBytes(), answer, expected }
}

const floats = (n: number) =>
  Float32Array.from({ length: n }, (_, i) => (i % 13 === 0 ? Number.NaN : Math.sin(i) * 50))

const cases: [string, ColumnEncoder, ArrayLike<unknown>, number[] | undefined, boolean][] = [
  [
    'a float list over several pages',
    columnEncoder({ name: 'state', kind: 'float_list' }),
    floats(14 * 40_000),
    [14],
    true,
  ],
  ['a float list of one row', columnEncoder({ name: 'state', kind: 'float_list' }), floats(6), [6], true],
  [
    'lists of float lists (an action chunk) over several pages',
    columnEncoder({ name: 'chunk', kind: 'float_list', depth: 2 }),
    floats(30 * 7 * 3000),
    [30, 7],
    true,
  ],
  [
    'lists of lists of lists, one row',
    columnEncoder({ name: 'grid', kind: 'float_list', depth: 3 }),
    floats(24),
    [2, 3, 4],
    true,
  ],
  [
    'flat floats over two pages',
    columnEncoder({ name: 't', kind: 'float' }),
    floats(300_000),
    undefined,
    true,
  ],
  [
    'int64 of few values (a dictionary)',
    columnEncoder({ name: 'frame_index', kind: 'int64' }),
    BigInt64Array.from({ length: 50_000 }, (_, i) => BigInt(i % 1000)),
    undefined,
    true,
  ],
  [
    'int64 all distinct (no dictionary), over pages',
    columnEncoder({ name: 'index', kind: 'int64' }),
    BigInt64Array.from({ length: 200_000 }, (_, i) => BigInt(i - 5)),
    undefined,
    true,
  ],
  [
    'int64 of one value (indices 0 bits wide)',
    columnEncoder({ name: 'task_index', kind: 'int64' }),
    new BigInt64Array(20_000).fill(2n),
    undefined,
    true,
  ],
  [
    'int64 whose sample is mostly distinct but the whole is not',
    columnEncoder({ name: 'episode_index', kind: 'int64' }),
    BigInt64Array.from({ length: 3000 }, (_, i) => BigInt(i < 2000 ? i % 3 : i)),
    undefined,
    true,
  ],
  [
    'int64 past 32 bits (the writer’s own path)',
    columnEncoder({ name: 'wide', kind: 'int64' }),
    BigInt64Array.from({ length: 1000 }, (_, i) => BigInt(i % 4) << 33n),
    undefined,
    false,
  ],
  [
    'a double column (the writer’s own path)',
    columnEncoder({ name: 'd', kind: 'double' }),
    Float64Array.from({ length: 100 }, (_, i) => i / 3),
    undefined,
    false,
  ],
]

test('a data file’s column chunks are written without the writer’s general path, to its bytes and answers', () => {
  for (const [name, column, values, shape, fast] of cases) {
    const { ours, theirs, answer, expected } = both(column, values, shape, fast)
    assert.deepEqual(Buffer.from(ours), Buffer.from(theirs), name)
    assert.deepEqual(answer, expected, name)
  }
})
