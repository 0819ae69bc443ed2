import { ByteWriter, ParquetWriter, parquetWriteBuffer } from 'hyparquet-writer'

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
const ROW_GROUP = 100_000

function elements(c: Pick<Column, 'name' | 'kind'>): SchemaElement[] {
  if (!c.kind.endsWith('_list')) return [{ name: c.name, repetition_type: 'REQUIRED', ...PRIMITIVE[c.kind] }]
  const inner = PRIMITIVE[c.kind.slice(0, -'_list'.length)]
  return [
    { name: c.name, repetition_type: 'REQUIRED', converted_type: 'LIST', num_children: 1 },
    { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
    { name: 'element', repetition_type: 'REQUIRED', ...inner },
  ]
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
    statistics: true,
    rowGroupSize: ROW_GROUP,
    createdBy: CREATED_BY,
    kvMetadata: Object.entries(kv).map(([key, value]) => ({ key, value })),
  })
  return new Uint8Array(buf)
}

/**
 * A parquet file written in batches (the data files): each `add` is one row group, so only a
 * batch of rows is held as JS values at a time; the file's bytes (compressed) until `finish`.
 * No column statistics, floats PLAIN (a dictionary of sensor values rarely pays): these cost a
 * third of an export's time, for nothing LeRobot reads.
 */
export class ParquetBatches {
  private readonly out = new ByteWriter()
  private readonly writer: ParquetWriter

  constructor(private readonly columns: readonly Pick<Column, 'name' | 'kind'>[]) {
    this.writer = new ParquetWriter({
      writer: this.out,
      schema: [{ name: 'schema', num_children: columns.length }, ...columns.flatMap(elements)],
      codec: 'SNAPPY',
      statistics: false,
      createdBy: CREATED_BY,
    })
  }

  /** One row group of these columns' data, in the order the columns were declared. */
  add(data: readonly ArrayLike<unknown>[]): void {
    const rows = data[0]?.length ?? 0
    if (rows === 0) return
    void this.writer.write({
      columnData: this.columns.map((c, i) => ({
        name: c.name,
        data: data[i] as never,
        ...(c.kind.startsWith('float') ? { encoding: 'PLAIN' as const } : {}),
      })),
      rowGroupSize: rows,
    })
  }

  finish(): Uint8Array {
    void this.writer.finish()
    return this.out.getBytes()
  }
}
