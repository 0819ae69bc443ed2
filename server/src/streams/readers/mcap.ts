import { open } from 'node:fs/promises'
import { extname } from 'node:path'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageReader } from '@foxglove/rosmsg2-serialization'
import { McapIndexedReader, McapStreamReader, type McapTypes } from '@mcap/core'
import { loadDecompressHandlers } from '@mcap/support'
import { type IndexJob, type StreamReader, type StreamSink, UnreadableError } from '../model.ts'
import { numericLeaves } from '../names.ts'
import { BoundedReadable, boundedDecompressHandlers, cdrDecodeKind, decodable } from './mcap-bounds.ts'
import { type ImageDecoder, imageDecoder } from './mcap-image.ts'
import { MAX_READ_BYTES } from './mcap-limit.ts'

export { MAX_READ_BYTES }

/**
 * A file read from the start has its samples put in time order: a sample is in place when at most
 * this many of the samples before it in the file are later than it (28 MiB held at most;
 * docs/streams.md#time).
 */
export const REORDER_VALUES = 1 << 20

/** Schemas whose messages are camera frames: counted as image streams, not decoded into channels. */
export const IMAGE_SCHEMAS = new Set([
  'sensor_msgs/msg/CompressedImage',
  'sensor_msgs/CompressedImage',
  'foxglove.CompressedImage',
  'foxglove_msgs/msg/CompressedImage',
])

type Handle = Awaited<ReturnType<typeof open>>

/** Random access to the file for @mcap/core, every read checked against the file's size. */
export class FileReadable implements McapTypes.IReadable {
  constructor(
    private readonly fh: Handle,
    private readonly bytes: number,
  ) {}

  async size() {
    return BigInt(this.bytes)
  }

  async read(offset: bigint, size: bigint): Promise<Uint8Array> {
    if (size > BigInt(MAX_READ_BYTES))
      throw new UnreadableError(
        `The MCAP file claims a record of ${size} bytes, more than Hangar reads (${MAX_READ_BYTES}).`,
      )
    if (offset + size > BigInt(this.bytes))
      throw new UnreadableError('The MCAP file claims bytes past its end: it is truncated or corrupt.')
    const buf = new Uint8Array(Number(size))
    await this.fh.read(buf, 0, buf.length, Number(offset))
    return buf
  }
}

/**
 * A message's value; undefined for a message left out (`decodable`, docs/streams.md#limits). An
 * image stream's messages are not decoded unless the sink asks for a frame.
 */
type Decoder = ((data: Uint8Array) => unknown) | { image: ImageDecoder | null } | null

/** How each channel's messages become numbers: JSON, ROS 2 CDR by its schema, or an image stream. */
class Decoders {
  private readonly byChannel = new Map<number, Decoder>()
  private readonly text = new TextDecoder()

  constructor(
    private readonly channels: ReadonlyMap<number, McapTypes.Channel>,
    private readonly schemas: ReadonlyMap<number, McapTypes.Schema>,
  ) {}

  for(channelId: number): Decoder {
    if (this.byChannel.has(channelId)) return this.byChannel.get(channelId)!
    const channel = this.channels.get(channelId)
    const schema = channel ? this.schemas.get(channel.schemaId) : undefined
    let d: Decoder = null
    if (!channel) d = null
    else if (schema && IMAGE_SCHEMAS.has(schema.name)) d = { image: imageDecoder(channel, schema) }
    else if (channel.messageEncoding === 'json')
      d = (data) => (decodable(data, 'json') ? JSON.parse(this.text.decode(data)) : undefined)
    else if (channel.messageEncoding === 'cdr' && schema?.encoding === 'ros2msg') {
      try {
        const definitions = parseRosMsg(this.text.decode(schema.data), { ros2: true })
        const reader = new MessageReader(definitions)
        const kind = cdrDecodeKind(definitions)
        d = (data) => (decodable(data, kind) ? reader.readMessage(data) : undefined)
      } catch {
        // Left out like a topic of an encoding Hangar does not decode, not the whole file failed:
        // rosbag2 (Iron and later) records service events with the service's own .srv text
        // ("request --- response") as their `ros2msg` schema, which is no message definition.
        d = null
      }
    }
    this.byChannel.set(channelId, d)
    return d
  }
}

/** MCAP: numeric fields of JSON and ROS 2 CDR messages as `<topic>.<field>`; compressed images as image streams. */
export const mcapReader: StreamReader = {
  format: 'mcap',
  accepts: (job) => extname(job.main.link).toLowerCase() === '.mcap',
  async read(job: IndexJob, sink: StreamSink) {
    const fh = await open(job.main.path, 'r')
    try {
      const bytes = (await fh.stat()).size
      if (bytes === 0) throw new UnreadableError('The file is empty.')
      const decompressHandlers = boundedDecompressHandlers(await loadDecompressHandlers())
      const readable = new BoundedReadable(new FileReadable(fh, bytes))
      let indexed: McapIndexedReader | undefined
      try {
        indexed = await McapIndexedReader.Initialize({ readable, decompressHandlers })
      } catch (err) {
        if (err instanceof UnreadableError && /claims a record/.test(err.message)) throw err
        indexed = undefined
      }
      if (indexed && indexed.chunkIndexes.length > 0 && indexable(indexed)) {
        readable.expectChunks(indexed.chunkIndexes)
        await readIndexed(indexed, sink)
      } else {
        const stats = indexed?.statistics
        const origin =
          stats && stats.messageCount > 0n
            ? stats.messageStartTime
            : await earliestLogTime(fh, bytes, decompressHandlers)
        await readStreamed(fh, bytes, decompressHandlers, origin, sink)
      }
    } finally {
      await fh.close()
    }
  },
}

function emit(
  decoders: Decoders,
  channel: McapTypes.Channel | undefined,
  msg: McapTypes.Message,
  origin: bigint,
  sink: StreamSink,
  sample: (name: string, t: number, v: number) => void = (name, t, v) => sink.sample(name, t, v),
) {
  if (!channel) return
  const d = decoders.for(msg.channelId)
  if (!d) return
  // Earlier than the recording's start as its summary gives it (a summary that lies): left out,
  // a sample as one whose time is not finite (counted in dropped_samples).
  const t = msg.logTime < origin ? Number.NaN : Number(msg.logTime - origin) / 1e9
  if (typeof d === 'object') {
    const { image } = d
    if (!Number.isNaN(t))
      sink.image(
        { name: channel.topic, topic: channel.topic, originNs: origin },
        t,
        image ? () => image(msg.data) : undefined,
      )
    return
  }
  let value: unknown
  try {
    value = d(msg.data)
  } catch {
    throw new UnreadableError(
      `A message on ${channel.topic} at ${t.toFixed(3)} s cannot be decoded by its schema.`,
    )
  }
  numericLeaves(
    value,
    channel.topic,
    Number.isNaN(t) ? (name, v) => sink.sample(name, t, v) : (name, v) => sample(name, t, v),
  )
}

async function readIndexed(reader: McapIndexedReader, sink: StreamSink) {
  const decoders = new Decoders(reader.channelsById, reader.schemasById)
  const origin =
    reader.statistics?.messageStartTime ??
    reader.chunkIndexes.reduce(
      // biome-ignore lint/complexity/useMathMinMax: the times are bigints, which Math.min refuses
      (m, c) => (c.messageStartTime < m ? c.messageStartTime : m),
      reader.chunkIndexes[0]!.messageStartTime,
    )
  try {
    for await (const msg of reader.readMessages())
      emit(decoders, reader.channelsById.get(msg.channelId), msg, origin, sink)
  } catch (err) {
    if (err instanceof UnreadableError) throw err
    throw new UnreadableError(`The MCAP file is corrupt: ${(err as Error).message.replace(/\.$/, '')}.`)
  }
}

/**
 * Whether @mcap/core's indexed reader can read every message of the file: it needs every chunk's
 * message indexes, and every channel (and its schema) repeated in the summary. MCAP makes both
 * optional; a file without them is read from the start (docs/streams.md#formats).
 */
function indexable(reader: McapIndexedReader): boolean {
  const { channelsById, schemasById, statistics } = reader
  for (const chunk of reader.chunkIndexes) {
    if (chunk.messageIndexLength === 0n) return false
    for (const id of chunk.messageIndexOffsets.keys()) if (!channelsById.has(id)) return false
  }
  for (const channel of channelsById.values())
    if (channel.schemaId !== 0 && !schemasById.has(channel.schemaId)) return false
  return (
    !statistics ||
    (statistics.channelCount <= channelsById.size && statistics.schemaCount <= schemasById.size)
  )
}

/**
 * Samples decoded in file order, given back to the sink in time order (file order among equal
 * times): the earliest each time more than REORDER_VALUES are held (docs/streams.md#time). A
 * binary heap over typed arrays, so that what it holds costs the garbage collector nothing
 * (holding 50,000 messages themselves made reading four times slower).
 */
class ReorderWindow {
  private t = new Float64Array(1024)
  private v = new Float64Array(1024)
  private seq = new Float64Array(1024)
  private name = new Int32Array(1024)
  private n = 0
  private next = 0
  private readonly ids = new Map<string, number>()
  private readonly names: string[] = []

  constructor(private readonly sink: StreamSink) {}

  /** Holds a sample; gives back the earliest while more than REORDER_VALUES are held. */
  add(name: string, t: number, v: number) {
    let id = this.ids.get(name)
    if (id === undefined) {
      id = this.names.push(name) - 1
      this.ids.set(name, id)
    }
    if (this.n === this.t.length) this.grow()
    let i = this.n++
    this.put(i, t, v, this.next++, id)
    while (i > 0) {
      const up = (i - 1) >> 1
      if (!this.before(i, up)) break
      this.swap(i, up)
      i = up
    }
    if (this.n > REORDER_VALUES) this.giveEarliest()
  }

  /** Gives back every sample held, in time order. */
  drain() {
    while (this.n > 0) this.giveEarliest()
  }

  private giveEarliest() {
    this.sink.sample(this.names[this.name[0]!]!, this.t[0]!, this.v[0]!)
    const last = --this.n
    this.put(0, this.t[last]!, this.v[last]!, this.seq[last]!, this.name[last]!)
    for (let i = 0; ; ) {
      const l = 2 * i + 1
      let least = i
      if (l < this.n && this.before(l, least)) least = l
      if (l + 1 < this.n && this.before(l + 1, least)) least = l + 1
      if (least === i) break
      this.swap(i, least)
      i = least
    }
  }

  private before(a: number, b: number): boolean {
    const ta = this.t[a]!
    const tb = this.t[b]!
    return ta < tb || (ta === tb && this.seq[a]! < this.seq[b]!)
  }

  private put(i: number, t: number, v: number, seq: number, name: number) {
    this.t[i] = t
    this.v[i] = v
    this.seq[i] = seq
    this.name[i] = name
  }

  private swap(a: number, b: number) {
    const { t, v, seq, name } = this
    const ta = t[a]!
    const va = v[a]!
    const sa = seq[a]!
    const na = name[a]!
    this.put(a, t[b]!, v[b]!, seq[b]!, name[b]!)
    this.put(b, ta, va, sa, na)
  }

  private grow() {
    const size = Math.min(this.t.length * 2, REORDER_VALUES + 1)
    const f64 = (a: Float64Array) => {
      const b = new Float64Array(size)
      b.set(a)
      return b
    }
    this.t = f64(this.t)
    this.v = f64(this.v)
    this.seq = f64(this.seq)
    const name = new Int32Array(size)
    name.set(this.name)
    this.name = name
  }
}

/** Feeds the file to `reader` from the start, 1 MiB at a time, handing over each record it parses. */
async function eachRecord(
  fh: Handle,
  bytes: number,
  reader: McapStreamReader,
  onRecord: (rec: McapTypes.TypedMcapRecord) => void,
) {
  const buf = new Uint8Array(1 << 20)
  for (let pos = 0; pos < bytes; ) {
    const { bytesRead } = await fh.read(buf, 0, buf.length, pos)
    if (bytesRead === 0) break
    pos += bytesRead
    reader.append(buf.subarray(0, bytesRead))
    for (let rec = reader.nextRecord(); rec; rec = reader.nextRecord()) onRecord(rec)
    if (reader.bytesRemaining() > MAX_READ_BYTES)
      throw new UnreadableError(`The MCAP file claims a record of more than ${MAX_READ_BYTES} bytes.`)
  }
}

/**
 * The earliest log time of a file whose summary does not give it: a first pass over the records
 * that takes each chunk's start time from its header, without decompressing it (a chunk saying
 * 0 to 0, which may be empty, is decompressed), and each message's outside chunks. Whatever is
 * wrong with the file is left for the reading pass to report.
 */
async function earliestLogTime(
  fh: Handle,
  bytes: number,
  decompressHandlers: McapTypes.DecompressHandlers,
): Promise<bigint> {
  let decompressing = false
  const skipping: McapTypes.DecompressHandlers = {}
  for (const [compression, decompress] of Object.entries(decompressHandlers))
    skipping[compression] = (buffer, size) => (decompressing ? decompress(buffer, size) : new Uint8Array())
  const reader = new McapStreamReader({
    includeChunks: true,
    validateCrcs: false,
    decompressHandlers: skipping,
  })
  let earliest: bigint | undefined
  const seen = (t: bigint) => {
    if (earliest === undefined || t < earliest) earliest = t
  }
  try {
    await eachRecord(fh, bytes, reader, (rec) => {
      if (rec.type === 'Chunk') {
        decompressing = rec.messageStartTime === 0n && rec.messageEndTime === 0n
        if (!decompressing) seen(rec.messageStartTime)
      } else if (rec.type === 'Message') seen(rec.logTime)
    })
  } catch {
    // Reported by the reading pass.
  }
  return earliest ?? 0n
}

/**
 * A file without a summary (a recorder that stopped), or whose summary lacks what the indexed
 * reader needs: read from the start, record by record, its messages put in log-time order within
 * a ReorderWindow; `origin` is the file's earliest log time.
 */
async function readStreamed(
  fh: Handle,
  bytes: number,
  decompressHandlers: McapTypes.DecompressHandlers,
  origin: bigint,
  sink: StreamSink,
) {
  const reader = new McapStreamReader({ decompressHandlers, validateCrcs: true })
  const channels = new Map<number, McapTypes.Channel>()
  const schemas = new Map<number, McapTypes.Schema>()
  const decoders = new Decoders(channels, schemas)
  const window = new ReorderWindow(sink)
  const sample = (name: string, t: number, v: number) => window.add(name, t, v)
  let messages = 0
  try {
    await eachRecord(fh, bytes, reader, (rec) => {
      if (rec.type === 'Schema') schemas.set(rec.id, rec)
      else if (rec.type === 'Channel') channels.set(rec.id, rec)
      else if (rec.type === 'Message') {
        messages++
        emit(decoders, channels.get(rec.channelId), rec, origin, sink, sample)
      }
    })
  } catch (err) {
    if (err instanceof UnreadableError) throw err
    throw new UnreadableError(`The MCAP file is corrupt: ${(err as Error).message.replace(/\.$/, '')}.`)
  }
  if (!reader.done())
    throw new UnreadableError(
      `The MCAP file is truncated: it ends inside a record, after ${messages} messages.`,
    )
  window.drain()
}
