import { brotliDecompressSync } from 'node:zlib'
import type { AsyncBuffer, CompressionCodec, Compressors, PageHeader, RowGroup } from 'hyparquet'
import { parquetHeader } from 'hyparquet/src/column.js'
import { compressors, decompressZstd } from 'hyparquet-compressors'
import { UnreadableError } from '../model.ts'
import { zstdContentSize } from './zstd-content-size.ts'

/**
 * Bounds on what a parquet file declares, checked before anything is allocated for it
 * (docs/streams.md#limits). hyparquet allocates a page's declared uncompressed size, and typed
 * arrays of a page's declared number of values, however few bytes hold them; a few KB of zstd can
 * declare and hold a gigabyte.
 */

/** A page declaring more than this, uncompressed or compressed, is refused. */
export const MAX_PAGE_BYTES = 64 << 20
/**
 * A page declaring more values than this is refused: hyparquet makes a JS array (definition
 * levels, dictionary indexes) or a typed array of that many, and one JS array of tens of
 * millions of elements aborts the whole process, not just the worker (nodejs/node#47224).
 */
export const MAX_PAGE_VALUES = 4 << 20
/** A row group declaring more rows is refused: they become one JS array (of row objects). */
export const MAX_GROUP_ROWS = 4 << 20
/** The column chunks read of one row group may declare this much uncompressed together. */
export const MAX_GROUP_BYTES = 256 << 20
/** … and this many values together (typed arrays of 8-byte values: 256 MiB). */
export const MAX_GROUP_VALUES = 32 << 20

/** A page header and what may follow it is read this many bytes at first (then more if needed). */
const HEADER_READ = 4 << 10
const MAX_HEADER_READ = 1 << 20

const refuse = (file: string, what: string, limit: number) =>
  new UnreadableError(`The parquet file ${file} declares ${what}, more than Hangar reads (${limit}).`)

/**
 * hyparquet-compressors' decompressors, each refusing a page declaring more than MAX_PAGE_BYTES
 * before it allocates, and writing into a buffer of the declared size: zstd (which would
 * otherwise allocate what the frame's header says) and brotli (which would grow its output) are
 * given one; a zstd frame or a snappy block whose header declares more than the page is refused.
 */
export function boundedCompressors(file: string): Compressors {
  const inner: Compressors = {
    ...compressors,
    ZSTD: (input, length) => {
      const content = zstdContentSize(input)
      if (content !== undefined && content > BigInt(length)) throw holdsMore(file, content, length)
      return decompressZstd(input, new Uint8Array(length))
    },
    BROTLI: (input, length) => {
      try {
        return brotliDecompressSync(input, { maxOutputLength: Math.max(length, 1) })
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw holdsMore(file, undefined, length)
        throw err
      }
    },
    SNAPPY: (input, length) => {
      const content = snappyLength(input)
      if (content !== undefined && content !== length) throw holdsMore(file, content, length)
      return compressors.SNAPPY!(input, length)
    },
  }
  const bounded: Compressors = {}
  for (const [codec, decompress] of Object.entries(inner) as [CompressionCodec, Decompress][]) {
    bounded[codec] = (input, length) => {
      if (length > MAX_PAGE_BYTES)
        throw refuse(file, `a page of ${length} bytes uncompressed`, MAX_PAGE_BYTES)
      if (input.length > MAX_PAGE_BYTES)
        throw refuse(file, `a page of ${input.length} bytes compressed`, MAX_PAGE_BYTES)
      return decompress(input, length)
    }
  }
  return bounded
}

type Decompress = (input: Uint8Array, length: number) => Uint8Array

const holdsMore = (file: string, holds: bigint | number | undefined, declares: number) =>
  new UnreadableError(
    holds === undefined
      ? `The parquet file ${file} has a page that holds more than the ${declares} bytes it declares uncompressed.`
      : `The parquet file ${file} has a page that holds ${holds} bytes uncompressed where it declares ${declares}.`,
  )

/** The uncompressed length a snappy block starts with (a varint of up to 5 bytes), if it reads. */
function snappyLength(input: Uint8Array): number | undefined {
  let length = 0
  for (let i = 0; i < 5 && i < input.length; i++) {
    length += (input[i]! & 0x7f) * 2 ** (7 * i)
    if (!(input[i]! & 0x80)) return length
  }
  return undefined
}

/**
 * Before a row group is read: its rows and the sizes its column chunks (those of `columns`)
 * declare in the footer, then every page header of those chunks (a few KB read per page), each page and their
 * sum held to the bounds above. hyparquet reads the same pages the same way, header after header.
 */
export async function checkRowGroup(
  file: AsyncBuffer,
  name: string,
  group: RowGroup,
  columns: ReadonlySet<string>,
): Promise<void> {
  if (Number(group.num_rows) > MAX_GROUP_ROWS)
    throw refuse(name, `a row group of ${group.num_rows} rows`, MAX_GROUP_ROWS)
  const chunks = group.columns.flatMap((c) =>
    c.meta_data && columns.has(c.meta_data.path_in_schema[0] ?? '') ? [c.meta_data] : [],
  )
  let declared = 0
  for (const meta of chunks) {
    const bytes = Number(meta.total_uncompressed_size)
    if (bytes > MAX_GROUP_BYTES)
      throw refuse(
        name,
        `a column chunk of ${bytes} bytes uncompressed (${meta.path_in_schema.join('.')})`,
        MAX_GROUP_BYTES,
      )
    declared += bytes
  }
  if (declared > MAX_GROUP_BYTES)
    throw refuse(name, `${declared} bytes uncompressed in one row group`, MAX_GROUP_BYTES)
  let bytes = 0
  let values = 0
  for (const meta of chunks) {
    const start = Number(meta.dictionary_page_offset || meta.data_page_offset)
    const end = start + Number(meta.total_compressed_size)
    for (let at = start; at < end - 1; ) {
      const { header, length } = await pageHeader(file, name, at, end)
      const count =
        header.data_page_header?.num_values ??
        header.data_page_header_v2?.num_values ??
        header.dictionary_page_header?.num_values ??
        0
      if (header.compressed_page_size < 0 || header.uncompressed_page_size < 0 || count < 0)
        throw new UnreadableError(`The parquet file ${name} has a page header with negative sizes.`)
      if (header.uncompressed_page_size > MAX_PAGE_BYTES)
        throw refuse(name, `a page of ${header.uncompressed_page_size} bytes uncompressed`, MAX_PAGE_BYTES)
      if (header.compressed_page_size > MAX_PAGE_BYTES)
        throw refuse(name, `a page of ${header.compressed_page_size} bytes compressed`, MAX_PAGE_BYTES)
      if (count > MAX_PAGE_VALUES) throw refuse(name, `a page of ${count} values`, MAX_PAGE_VALUES)
      bytes += header.uncompressed_page_size
      values += count
      if (bytes > MAX_GROUP_BYTES)
        throw refuse(name, `${bytes} bytes uncompressed in one row group`, MAX_GROUP_BYTES)
      if (values > MAX_GROUP_VALUES) throw refuse(name, `${values} values in one row group`, MAX_GROUP_VALUES)
      at += length + header.compressed_page_size
    }
  }
}

/** The page header at `at` (no further than `end`) and its length in bytes. */
async function pageHeader(
  file: AsyncBuffer,
  name: string,
  at: number,
  end: number,
): Promise<{ header: PageHeader; length: number }> {
  for (let size = HEADER_READ; ; size *= 4) {
    const bytes = await file.slice(at, Math.min(end, at + size))
    const reader = { view: new DataView(bytes), offset: 0 }
    try {
      return { header: parquetHeader(reader), length: reader.offset }
    } catch {
      // A header longer than what was read (large statistics): read more, up to a bound.
      if (at + size >= end || size >= MAX_HEADER_READ)
        throw new UnreadableError(`The parquet file ${name} has a page header that cannot be read.`)
    }
  }
}
