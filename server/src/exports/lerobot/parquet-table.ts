import { ByteWriter, ParquetWriter, parquetWriteBuffer } from 'hyparquet-writer'
import type { ColumnEncoder, PageData } from 'hyparquet-writer/src/types.js'
import { repetitionLevels, writeChunk } from './parquet-chunk.ts'
import { snappyCompress } from './snappy.ts'

/** The writer's own element type (it bundles its own hyparquet). */
type SchemaElement = NonNullable<Parameters<typeof parquetWriteBuffer>[0]['schema']>[number]

/**
 * Parquet files of an export, written with fixed options so the same rows give the same bytes
 * (docs/exports.md#reproducible): SNAPPY, statistics on, one `created_by`, row groups of a fixed
 * size, no time anywhere. Columns are declared, never guessed from values: LeRobot's loader reads
 * `list<float>` features, int64 indices and float32 timestamps.
 */

export type ColumnKind =
  | 'float'
  | 'double'
  | 'int64'
  | 'string'
  | 'float_list'
  | 'double_list'
  | 'int64_list'
  | 'string_list'

export interface Column {
  name: string
  kind: ColumnKind
  /**
   * Lists in lists for a `_list` kind: 1 (the default) a list a row, 2 a list of lists (LeRobot's
   * `Array2D`, a `[30, 7]` feature or its statistics), and so on; its data is nested arrays.
   */
  depth?: number
  data: ArrayLike<unknown>
}

const PRIMITIVE: Record<
  string,
  { type: SchemaElement['type']; converted_type?: SchemaElement['converted_type'] }
> = {
  float: { type: 'FLOAT' },
  double: { type: 'DOUBLE' },
  int64: { type: 'INT64' },
  string: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
}

const CREATED_BY = 'hangar export (hyparquet-writer)'
/** The writer's snappy, faster (snappy.ts): the same bytes. */
const COMPRESSORS = { SNAPPY: snappyCompress }
const ROW_GROUP = 100_000

type Declared = Pick<Column, 'name' | 'kind' | 'depth'>

/** A column's schema elements: a required leaf, or required LIST groups `depth` deep around one. */
function elements(c: Declared): SchemaElement[] {
  if (!c.kind.endsWith('_list')) return [{ name: c.name, repetition_type: 'REQUIRED', ...PRIMITIVE[c.kind] }]
  const inner = PRIMITIVE[c.kind.slice(0, -'_list'.length)]
  const out: SchemaElement[] = []
  let name = c.name
  for (let d = 0; d < (c.depth ?? 1); d++) {
    out.push(
      { name, repetition_type: 'REQUIRED', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    )
    name = 'element'
  }
  out.push({ name, repetition_type: 'REQUIRED', ...inner })
  return out
}

/** The bytes of a parquet file of these columns (all the same length), with optional key-values. */
export function parquetTable(columns: readonly Column[], kv: Record<string, string> = {}): Uint8Array {
  const schema: SchemaElement[] = [
    { name: 'schema', num_children: columns.length },
    ...columns.flatMap(elements),
  ]
  const buf = parquetWriteBuffer({
    schema,
    columnData: columns.map((c) => ({ name: c.name, data: c.data as never })),
    codec: 'SNAPPY',
    compressors: COMPRESSORS,
    statistics: true,
    rowGroupSize: ROW_GROUP,
    createdBy: CREATED_BY,
    kvMetadata: Object.entries(kv).map(([key, value]) => ({ key, value })),
  })
  return new Uint8Array(buf)
}

/**
 * A `float_list` column's rows as one flat array (row r: `values[r * width, (r + 1) * width)`), so
 * a data file's features are never a JS array per frame. `shape`, for lists of lists, is a row's
 * (row-major, its product the width); a flat list's is `[width]`.
 */
export interface FlatList {
  values: Float32Array
  width: number
  shape?: readonly number[]
}

/**
 * A parquet file written in batches (the data files): each `add` is one row group, so only a
 * batch of rows is held at a time; the file's bytes (compressed) until `finish`. No column
 * statistics, floats PLAIN (a dictionary of sensor values rarely pays): these cost a third of an
 * export's time, for nothing LeRobot reads.
 *
 * A row group is written column by column as hyparquet-writer's own `write` does, with two
 * differences: a list column comes as a {@link FlatList} and its levels are made here from the
 * width, where the writer's Dremel encoder would walk an array per row (boxing every element, and
 * half an export's time went to it and to collecting that garbage); and the typed arrays of a
 * data file are written by `writeChunk` (parquet-chunk.ts), not value by value. The bytes are
 * the writer's own (parquet-table.test.ts compares them; it would see a hyparquet-writer whose
 * `writeColumn` or `ParquetWriter` fields changed).
 */
export class ParquetBatches {
  private readonly out = new ByteWriter()
  private readonly writer: ParquetWriter
  /** Per column, how `writeChunk` writes it. */
  private readonly encoders: ColumnEncoder[]

  constructor(private readonly columns: readonly Declared[]) {
    const schema: SchemaElement[] = [
      { name: 'schema', num_children: columns.length },
      ...columns.flatMap(elements),
    ]
    this.writer = new ParquetWriter({
      writer: this.out,
      schema,
      codec: 'SNAPPY',
      compressors: COMPRESSORS,
      statistics: false,
      createdBy: CREATED_BY,
    })
    this.encoders = columns.map((c) => columnEncoder(c, schema[0]))
  }

  /**
   * One row group of these columns' data, in the order the columns were declared: a `float_list`
   * column as a {@link FlatList}, any other as the writer takes it (typed arrays).
   */
  add(data: readonly (ArrayLike<unknown> | FlatList)[]): void {
    const rows = rowsOf(data[0])
    if (rows === 0) return
    const start = this.out.offset
    const chunks = this.columns.map((c, i) => {
      const d = data[i]!
      if (rowsOf(d) !== rows) throw new Error('parquet columns must have the same length')
      const column = this.encoders[i]!
      if (isFlat(d) && rowShape(d).length !== (c.depth ?? 1))
        throw new Error(
          `parquet column ${c.name}: rows of ${rowShape(d).length} dimensions, lists ${c.depth ?? 1} deep`,
        )
      const result = isFlat(d)
        ? writeChunk(this.out, column, d.values, rowShape(d), () => pageData(d))
        : writeChunk(this.out, column, d, undefined, () => pageData(d))
      this.writer.pendingIndexes.push(result)
      return result.chunk
    })
    let total = 0n
    for (const c of chunks) total += c.meta_data?.total_uncompressed_size ?? 0n
    this.writer.num_rows += BigInt(rows)
    this.writer.row_groups.push({
      columns: chunks,
      total_byte_size: total,
      num_rows: BigInt(rows),
      total_compressed_size: BigInt(this.out.offset - start),
    })
  }

  finish(): Uint8Array {
    void this.writer.finish()
    return this.out.getBytes()
  }
}

/** The writer's default page size (bytes of values before a new page starts). */
const PAGE_SIZE = 1 << 20

/**
 * How a data file's column is written (`ParquetBatches`, parquet-chunk.test.ts): its schema path
 * from `root` to its leaf, SNAPPY, no statistics, floats PLAIN, an offset index.
 */
export function columnEncoder(
  c: Declared,
  root: SchemaElement = { name: 'schema', num_children: 1 },
): ColumnEncoder {
  const path = [root, ...elements(c)]
  return {
    columnName: path
      .slice(1)
      .map((e) => e.name)
      .join('.'),
    element: path.at(-1)!,
    schemaPath: path,
    codec: 'SNAPPY',
    compressors: COMPRESSORS,
    stats: false,
    pageSize: PAGE_SIZE,
    columnIndex: false,
    offsetIndex: true,
    ...(c.kind.startsWith('float') ? { encoding: 'PLAIN' as const } : {}),
  }
}

const isFlat = (d: ArrayLike<unknown> | FlatList | undefined): d is FlatList =>
  d !== undefined && 'width' in d && 'values' in d
const rowsOf = (d: ArrayLike<unknown> | FlatList | undefined): number =>
  d === undefined ? 0 : isFlat(d) ? d.values.length / d.width : d.length

const rowShape = (d: FlatList): readonly number[] => d.shape ?? [d.width]

/**
 * The values and levels of a column of one row group, as the writer's Dremel encoder makes them:
 * none for a required flat column; for required lists of required elements, `depth` deep, every
 * element at definition level `depth` and its repetition level from its place (listLevels).
 */
function pageData(d: ArrayLike<unknown> | FlatList): PageData {
  if (!isFlat(d))
    return {
      values: d as PageData['values'],
      definitionLevels: [],
      repetitionLevels: [],
      maxDefinitionLevel: 0,
    }
  const shape = rowShape(d)
  const n = d.values.length
  // The writer only indexes the levels (and slices them per page), which typed arrays do as well.
  return {
    values: d.values,
    definitionLevels: new Uint8Array(n).fill(shape.length) as unknown as number[],
    repetitionLevels: repetitionLevels(n, shape) as unknown as number[],
    maxDefinitionLevel: shape.length,
  }
}
