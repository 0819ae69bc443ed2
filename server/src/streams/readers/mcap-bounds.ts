import { type McapTypes, Opcode } from '@mcap/core'
import { UnreadableError } from '../model.ts'
import { MAX_CHUNK_BYTES, MAX_OPEN_CHUNK_BYTES } from './mcap-limit.ts'
import { zstdContentSize } from './zstd-content-size.ts'

/**
 * Bounds on what an MCAP file declares, checked before anything is allocated for it
 * (docs/streams.md#limits): the uncompressed size of each chunk, of the chunks held at once, and
 * what a decompressor gives back. Shared by the indexing reader and the frame reader.
 */

const tooLarge = (bytes: bigint) =>
  new UnreadableError(
    `The MCAP file declares a chunk of ${bytes} bytes uncompressed, more than Hangar reads (${MAX_CHUNK_BYTES}).`,
  )

const holdsOther = (holds: bigint | number, declares: bigint) =>
  new UnreadableError(
    `The MCAP file has a chunk that holds ${holds} bytes uncompressed where it declares ${declares}.`,
  )

/**
 * The decompressors (@mcap/support's), each refusing a chunk that declares more than
 * MAX_CHUNK_BYTES before it allocates, and a zstd frame whose header declares more than its chunk.
 * @mcap/support's decompressors write into a buffer of the size the chunk declares, so none
 * gives back more; one that gives back another size is refused too.
 */
export function boundedDecompressHandlers(
  handlers: McapTypes.DecompressHandlers,
): McapTypes.DecompressHandlers {
  const bounded: McapTypes.DecompressHandlers = {}
  for (const [compression, decompress] of Object.entries(handlers)) {
    bounded[compression] = (buffer, declared) => {
      if (declared > BigInt(MAX_CHUNK_BYTES)) throw tooLarge(declared)
      const content = compression === 'zstd' ? zstdContentSize(buffer) : undefined
      if (content !== undefined && content > declared) throw holdsOther(content, declared)
      const data = decompress(buffer, declared)
      if (BigInt(data.byteLength) !== declared) throw holdsOther(data.byteLength, declared)
      return data
    }
  }
  return bounded
}

/**
 * The recording for @mcap/core, bounding the chunks it will decompress. `expectChunks` (once the
 * summary is read) refuses a chunk index declaring more than MAX_CHUNK_BYTES, and chunks whose
 * times overlap declaring more than MAX_OPEN_CHUNK_BYTES together: @mcap/core holds every chunk
 * whose time range contains the message it is at (it merges their messages in time order), and a
 * chunk's messages lie within its range (@mcap/core checks that). Each chunk read is then held to
 * its index: a Chunk record declaring another size than its index is refused.
 */
export class BoundedReadable implements McapTypes.IReadable {
  private chunks = new Map<bigint, McapTypes.ChunkIndex>()

  constructor(private readonly inner: McapTypes.IReadable) {}

  /** The chunks a read will touch: all of them, or those whose times meet `within` (ns). */
  expectChunks(chunks: readonly McapTypes.ChunkIndex[], within?: { start: bigint; end: bigint }): void {
    const touched = within
      ? chunks.filter((c) => c.messageStartTime <= within.end && c.messageEndTime >= within.start)
      : chunks
    // Opening and closing times, an opening first at equal times: ranges are closed.
    const edges: { t: bigint; opens: boolean; bytes: bigint }[] = []
    for (const c of touched) {
      if (c.uncompressedSize > BigInt(MAX_CHUNK_BYTES)) throw tooLarge(c.uncompressedSize)
      edges.push({ t: c.messageStartTime, opens: true, bytes: c.uncompressedSize })
      edges.push({ t: c.messageEndTime, opens: false, bytes: c.uncompressedSize })
    }
    edges.sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : Number(b.opens) - Number(a.opens)))
    let open = 0n
    for (const e of edges) {
      open += e.opens ? e.bytes : -e.bytes
      if (open > BigInt(MAX_OPEN_CHUNK_BYTES))
        throw new UnreadableError(
          `The MCAP file's chunks overlap in time so that ${open} bytes would be uncompressed at once, more than Hangar holds (${MAX_OPEN_CHUNK_BYTES}).`,
        )
    }
    this.chunks = new Map(touched.map((c) => [c.chunkStartOffset, c]))
  }

  size(): Promise<bigint> {
    return this.inner.size()
  }

  async read(offset: bigint, size: bigint, options?: unknown): Promise<Uint8Array> {
    const bytes = await this.inner.read(offset, size, options)
    const chunk = this.chunks.get(offset)
    // A Chunk record: opcode, record length, message start and end times, uncompressed size.
    if (chunk && bytes.byteLength >= 33 && bytes[0] === Opcode.CHUNK) {
      const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(25, true)
      if (declared !== chunk.uncompressedSize)
        throw new UnreadableError(
          `The MCAP file's chunk at byte ${offset} declares ${declared} bytes uncompressed where its index says ${chunk.uncompressedSize}.`,
        )
    }
    return bytes
  }
}

/**
 * A message is decoded into at most this many JS values (array elements): one JS array of tens
 * of millions of elements aborts the whole process, not just the worker whose heap it exceeds
 * (nodejs/node#47224), and a 64 MiB chunk of zeros is a few KB of zstd.
 */
export const MAX_DECODED_VALUES = 1 << 20

/** How decoding a channel's messages can grow: see `decodable`. */
export type DecodeKind = 'json' | 'numeric' | 'values'

/** Array element types @foxglove/rosmsg2-serialization reads as typed arrays over the message. */
const TYPED = new Set([
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float32',
  'float64',
])

/**
 * A ROS 2 definition (and every type it uses) whose arrays are all of numbers decodes to typed
 * arrays over the message's bytes (`numeric`); arrays of bool, string, time or messages become a
 * JS value per element, at least a byte each (`values`).
 */
export function cdrDecodeKind(definitions: readonly { definitions: readonly RosField[] }[]): DecodeKind {
  const typed = definitions.every((d) =>
    d.definitions.every((f) => !f.isArray || (!f.isComplex && TYPED.has(f.type))),
  )
  return typed ? 'numeric' : 'values'
}

interface RosField {
  type: string
  isArray?: boolean
  isComplex?: boolean
}

/**
 * Whether a message may be decoded (else it is left out): up to MAX_DECODED_VALUES bytes always;
 * larger, a `numeric` CDR message, or a JSON text with at most MAX_DECODED_VALUES `,` `[` `{` (a
 * camera frame: a few fields around one base64 string).
 */
export function decodable(data: Uint8Array, kind: DecodeKind): boolean {
  if (data.byteLength <= MAX_DECODED_VALUES || kind === 'numeric') return true
  if (kind === 'values') return false
  let structure = 0
  for (let i = 0; i < data.length; i++) {
    const b = data[i]
    if ((b === 0x2c || b === 0x5b || b === 0x7b) && ++structure > MAX_DECODED_VALUES) return false
  }
  return true
}
