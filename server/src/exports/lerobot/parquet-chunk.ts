import { endianness } from 'node:os'
import { ByteWriter } from 'hyparquet-writer'
import { writeColumn } from 'hyparquet-writer/src/column.js'
import { writePageHeader } from 'hyparquet-writer/src/datapage.js'
import { writeDictionaryPage } from 'hyparquet-writer/src/dictionary.js'
import { writeRleBitPackedHybrid } from 'hyparquet-writer/src/encoding.js'
import type { ColumnEncoder, PageData } from 'hyparquet-writer/src/types.js'

type Written = ReturnType<typeof writeColumn>

/**
 * A data file's column chunk (`data-file.ts`: float32 features and timestamps, int64 indices in
 * typed arrays), written with the bytes hyparquet-writer's `writeColumn` gives for it, at a
 * fraction of its time: its general path takes each value one at a time (an INT64 range check
 * and a dictionary keyed by BigInt, a page-size estimate, a float through a DataView), which was
 * most of writing an export (docs/exports.md#measured). Here a float32 page is its array's bytes
 * (a little-endian machine's are parquet's), an int64 column's dictionary is decided and built
 * by the writer's rules on numbers, a list's levels (the same for every page of a width and
 * length) are encoded once. Anything else goes to `writeColumn` (parquet-chunk.test.ts compares
 * the two).
 */
export function writeChunk(
  writer: ByteWriter,
  column: ColumnEncoder,
  values: ArrayLike<unknown>,
  /** A list column's row shape (`[width]`, or `[rows, cols]` for lists of lists); undefined when flat. */
  shape: readonly number[] | undefined,
  pageData: () => PageData,
): Written {
  if (
    LITTLE_ENDIAN &&
    !column.stats &&
    !column.columnIndex &&
    !column.bloomFilter &&
    !column.dictionarySize
  ) {
    if (values instanceof Float32Array && column.encoding === 'PLAIN' && column.element.type === 'FLOAT')
      return floatChunk(writer, column, values, shape)
    if (
      values instanceof BigInt64Array &&
      column.encoding === undefined &&
      shape === undefined &&
      column.element.type === 'INT64' &&
      column.element.converted_type === undefined &&
      column.element.logical_type === undefined
    ) {
      const small = asInt32(values)
      if (small) return int64Chunk(writer, column, values, small)
    }
  }
  return writeColumn({ writer, column, pageData: pageData() })
}

const LITTLE_ENDIAN = endianness() === 'LE'

/** A page of a chunk: its values `[start, end)` (elements, for a list). */
interface Page {
  start: number
  end: number
}

/** Float32 values, PLAIN: a flat column (`shape` undefined) or required lists of `shape` a row. */
function floatChunk(
  writer: ByteWriter,
  column: ColumnEncoder,
  values: Float32Array,
  shape: readonly number[] | undefined,
): Written {
  const pages = pageBoundaries(values.length, 4, column.pageSize ?? 0, shape ? sizeOf(shape) : 1)
  return chunk(writer, column, values.length, [column.encoding!], pages, shape, undefined, (p) => ({
    bytes: new Uint8Array(values.buffer, values.byteOffset + p.start * 4, (p.end - p.start) * 4),
  }))
}

/** Int64 values that all fit in int32: dictionary-encoded when the writer would, PLAIN otherwise. */
function int64Chunk(
  writer: ByteWriter,
  column: ColumnEncoder,
  values: BigInt64Array,
  small: Int32Array,
): Written {
  const start = writer.offset
  const dict = dictionaryOf(small)
  if (!dict) {
    const pages = pageBoundaries(values.length, 8, column.pageSize ?? 0, 1)
    return chunk(writer, column, values.length, ['PLAIN'], pages, undefined, undefined, (p) => ({
      bytes: new Uint8Array(values.buffer, values.byteOffset + p.start * 8, (p.end - p.start) * 8),
    }))
  }
  const dictionaryPage = writeDictionaryPage(
    writer,
    column,
    Array.from(dict.dictionary, (v) => BigInt(v)),
  )
  const pages = pageBoundaries(values.length, 4, column.pageSize ?? 0, 1)
  return chunk(
    writer,
    column,
    values.length,
    ['PLAIN', 'RLE_DICTIONARY'],
    pages,
    undefined,
    { offset: start, size: dictionaryPage },
    (p) => {
      const indexes = dict.indexes.subarray(p.start, p.end)
      let max = 0
      for (let i = 0; i < indexes.length; i++) if (indexes[i]! > max) max = indexes[i]!
      const bitWidth = Math.ceil(Math.log2(max + 1))
      const page = new ByteWriter(indexes.length * 4 + 16)
      page.appendUint8(bitWidth)
      writeRleBitPackedHybrid(page, indexes, bitWidth)
      return { bytes: page.getBytes(), encoding: 'RLE_DICTIONARY' as const }
    },
  )
}

/**
 * Writes a chunk's data pages (after its dictionary page, if any) as `writeDataPageV2` does,
 * and answers what `writeColumn` answers for it: its metadata and offset index.
 */
function chunk(
  writer: ByteWriter,
  column: ColumnEncoder,
  count: number,
  encodings: NonNullable<Written['chunk']['meta_data']>['encodings'],
  pages: Page[],
  shape: readonly number[] | undefined,
  dictionary: { offset: number; size: number } | undefined,
  pageBytes: (p: Page) => { bytes: Uint8Array; encoding?: 'RLE_DICTIONARY' },
): Written {
  const offsetStart = dictionary?.offset ?? writer.offset
  let uncompressedSize = dictionary?.size ?? 0
  const dataPageOffset = BigInt(writer.offset)
  const width = shape === undefined ? undefined : sizeOf(shape)
  const locations: NonNullable<Written['offsetIndex']>['page_locations'] = []
  for (const p of pages) {
    const pageOffset = writer.offset
    const n = p.end - p.start
    const levels = shape === undefined ? EMPTY : listLevels(n, shape)
    const { bytes, encoding = 'PLAIN' } = pageBytes(p)
    const compressed = column.compressors?.[column.codec!]?.(bytes) ?? bytes
    writePageHeader(writer, {
      type: 'DATA_PAGE_V2',
      uncompressed_page_size: levels.bytes.length + bytes.length,
      compressed_page_size: levels.bytes.length + compressed.length,
      data_page_header_v2: {
        num_values: n,
        num_nulls: 0,
        num_rows: width === undefined ? n : n / width,
        encoding,
        definition_levels_byte_length: levels.definition,
        repetition_levels_byte_length: levels.repetition,
        is_compressed: !!column.codec,
      },
    } as never)
    const headerSize = writer.offset - pageOffset
    writer.appendBytes(levels.bytes)
    writer.appendBytes(compressed)
    uncompressedSize += headerSize + levels.bytes.length + bytes.length
    locations.push({
      offset: BigInt(pageOffset),
      compressed_page_size: writer.offset - pageOffset,
      first_row_index: BigInt(width === undefined ? p.start : p.start / width),
    })
  }
  return {
    chunk: {
      meta_data: {
        type: column.element.type!,
        encodings,
        path_in_schema: column.schemaPath.slice(1).map((s) => s.name),
        codec: column.codec ?? 'UNCOMPRESSED',
        num_values: BigInt(count),
        total_compressed_size: BigInt(writer.offset - offsetStart),
        total_uncompressed_size: BigInt(uncompressedSize),
        data_page_offset: dataPageOffset,
        dictionary_page_offset: dictionary ? BigInt(dictionary.offset) : undefined,
        statistics: undefined,
        encoding_stats: undefined,
        geospatial_statistics: undefined,
      },
      file_offset: BigInt(offsetStart),
    },
    columnIndex: undefined,
    offsetIndex: column.offsetIndex && pages.length > 1 ? { page_locations: locations } : undefined,
    bloomFilter: undefined,
  } as Written
}

/**
 * The writer's pages (`getPageBoundaries`) for values of `size` bytes each: a page ends once its
 * values reach `pageSize` bytes, at the start of a row (every `width` values).
 */
function pageBoundaries(count: number, size: number, pageSize: number, width: number): Page[] {
  if (!pageSize) return [{ start: 0, end: count }]
  const pages: Page[] = []
  let start = 0
  let bytes = 0
  for (let i = 0; i < count; i++) {
    bytes += size
    if (bytes >= pageSize && i > start && i % width === 0) {
      pages.push({ start, end: i })
      start = i
      bytes = size
    }
  }
  if (start < count) pages.push({ start, end: count })
  return pages
}

interface Levels {
  bytes: Uint8Array
  repetition: number
  definition: number
}
const EMPTY: Levels = { bytes: new Uint8Array(0), repetition: 0, definition: 0 }
const levelsKept = new Map<string, Levels>()

/**
 * A page's levels for `n` elements of required lists of required elements, `shape` a row,
 * each encoded as the writer encodes them (RLE / bit-packed hybrid, as wide as the deepest
 * level): definition `shape.length` everywhere, repetition as {@link repetitionLevels}. The same
 * for every page alike.
 */
function listLevels(n: number, shape: readonly number[]): Levels {
  const key = `${n}:${shape.join(',')}`
  let kept = levelsKept.get(key)
  if (!kept) {
    const depth = shape.length
    const bitWidth = Math.ceil(Math.log2(depth + 1))
    const out = new ByteWriter()
    const r = writeRleBitPackedHybrid(out, repetitionLevels(n, shape), bitWidth)
    const d = writeRleBitPackedHybrid(out, new Uint8Array(n).fill(depth), bitWidth)
    kept = { bytes: out.getBytes().slice(), repetition: r, definition: d }
    if (levelsKept.size > 64) levelsKept.clear()
    levelsKept.set(key, kept)
  }
  return kept
}

/**
 * The repetition levels of `n` elements, rows of `shape` one after the other (row-major): 0
 * where a row starts; else 1 + the outermost dimension whose list the element starts (for
 * `[3, 2]`: 1 at each inner list's start, 2 inside it; a flat list's is 1).
 */
export function repetitionLevels(n: number, shape: readonly number[]): Uint8Array {
  const strides = shape.map((_, i) => sizeOf(shape.slice(i + 1)))
  const width = sizeOf(shape)
  const levels = new Uint8Array(n)
  for (let k = 0; k < n; k++) {
    const at = k % width
    if (at === 0) continue
    let i = 0
    while (at % strides[i]! !== 0) i++
    levels[k] = i + 1
  }
  return levels
}

const sizeOf = (shape: readonly number[]): number => shape.reduce((n, d) => n * d, 1)

/** The values' low words when every value fits in int32 (its high word is its sign), else undefined. */
function asInt32(values: BigInt64Array): Int32Array | undefined {
  const words = new Int32Array(values.buffer, values.byteOffset, values.length * 2)
  const out = new Int32Array(values.length)
  for (let i = 0; i < values.length; i++) {
    const low = words[2 * i]!
    if (words[2 * i + 1] !== low >> 31) return undefined
    out[i] = low
  }
  return out
}

/** Sampling rejects a column whose sampled distinct values are past this share (the writer's). */
const SAMPLE_REJECTION = 0.9

/**
 * The writer's `useDictionary` for required INT64 values (8 bytes each), on their int32 form:
 * sampled at up to 1,000 places spread over the column, rejected when over 90 % of the sample
 * is distinct; else built in order of first appearance and kept when the dictionary and its
 * bit-packed indexes take at most half the PLAIN bytes.
 */
function dictionaryOf(values: Int32Array): { dictionary: number[]; indexes: Int32Array } | undefined {
  const n = values.length
  const sampleSize = Math.min(n, 1000)
  const sampled = new Set<number>()
  for (let i = 0; i < sampleSize; i++)
    sampled.add(values[sampleSize === 1 ? 0 : Math.floor((i * (n - 1)) / (sampleSize - 1))]!)
  if (sampleSize === 0 || sampled.size / sampleSize > SAMPLE_REJECTION) return undefined
  const dictionary: number[] = []
  const indexes = new Int32Array(n)
  const at = new Map<number, number>()
  for (let i = 0; i < n; i++) {
    const v = values[i]!
    let index = at.get(v)
    if (index === undefined) {
      index = dictionary.length
      dictionary.push(v)
      at.set(v, index)
    }
    indexes[i] = index
  }
  const bitWidth = Math.ceil(Math.log2(dictionary.length))
  const indexSize = Math.ceil((n * bitWidth) / 8)
  if (2 * (8 * dictionary.length + indexSize) > 8 * n) return undefined
  return { dictionary, indexes }
}
