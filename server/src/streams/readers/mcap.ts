import { open } from 'node:fs/promises'
import { extname } from 'node:path'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageReader } from '@foxglove/rosmsg2-serialization'
import { McapIndexedReader, McapStreamReader, type McapTypes } from '@mcap/core'
import { loadDecompressHandlers } from '@mcap/support'
import { type IndexJob, type StreamReader, type StreamSink, UnreadableError } from '../model.ts'
import { numericLeaves } from '../names.ts'
import { BoundedReadable, boundedDecompressHandlers, cdrDecodeKind, decodable } from './mcap-bounds.ts'
import { MAX_READ_BYTES } from './mcap-limit.ts'

export { MAX_READ_BYTES }

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

/** A message's value; undefined for a message left out (`decodable`, docs/streams.md#limits). */
type Decoder = ((data: Uint8Array) => unknown) | 'image' | null

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
    else if (schema && IMAGE_SCHEMAS.has(schema.name)) d = 'image'
    else if (channel.messageEncoding === 'json')
      d = (data) => (decodable(data, 'json') ? JSON.parse(this.text.decode(data)) : undefined)
    else if (channel.messageEncoding === 'cdr' && schema?.encoding === 'ros2msg') {
      try {
        const definitions = parseRosMsg(this.text.decode(schema.data), { ros2: true })
        const reader = new MessageReader(definitions)
        const kind = cdrDecodeKind(definitions)
        d = (data) => (decodable(data, kind) ? reader.readMessage(data) : undefined)
      } catch {
        throw new UnreadableError(
          `The schema ${schema.name} of topic ${channel.topic} is not a valid ROS 2 message definition.`,
        )
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
      if (indexed && indexed.chunkIndexes.length > 0) {
        readable.expectChunks(indexed.chunkIndexes)
        await readIndexed(indexed, sink)
      } else await readStreamed(fh, bytes, decompressHandlers, sink)
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
) {
  if (!channel) return
  const d = decoders.for(msg.channelId)
  if (!d) return
  const t = Number(msg.logTime - origin) / 1e9
  if (d === 'image') {
    sink.image({ name: channel.topic, topic: channel.topic, originNs: origin }, t)
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
  numericLeaves(value, channel.topic, (name, v) => sink.sample(name, t, v))
}

async function readIndexed(reader: McapIndexedReader, sink: StreamSink) {
  const decoders = new Decoders(reader.channelsById, reader.schemasById)
  const origin =
    reader.statistics?.messageStartTime ??
    reader.chunkIndexes.reduce(
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

/** A file without a summary (a recorder that stopped): read from the start, record by record. */
async function readStreamed(
  fh: Handle,
  bytes: number,
  decompressHandlers: McapTypes.DecompressHandlers,
  sink: StreamSink,
) {
  const reader = new McapStreamReader({ decompressHandlers, validateCrcs: true })
  const channels = new Map<number, McapTypes.Channel>()
  const schemas = new Map<number, McapTypes.Schema>()
  const decoders = new Decoders(channels, schemas)
  let origin: bigint | undefined
  let messages = 0
  const buf = new Uint8Array(1 << 20)
  try {
    for (let pos = 0; pos < bytes; ) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, pos)
      if (bytesRead === 0) break
      pos += bytesRead
      reader.append(buf.slice(0, bytesRead))
      for (let rec = reader.nextRecord(); rec; rec = reader.nextRecord()) {
        if (rec.type === 'Schema') schemas.set(rec.id, rec)
        else if (rec.type === 'Channel') channels.set(rec.id, rec)
        else if (rec.type === 'Message') {
          origin ??= rec.logTime
          messages++
          emit(decoders, channels.get(rec.channelId), rec, origin, sink)
        }
      }
      if (reader.bytesRemaining() > MAX_READ_BYTES)
        throw new UnreadableError(`The MCAP file claims a record of more than ${MAX_READ_BYTES} bytes.`)
    }
  } catch (err) {
    if (err instanceof UnreadableError) throw err
    throw new UnreadableError(`The MCAP file is corrupt: ${(err as Error).message.replace(/\.$/, '')}.`)
  }
  if (!reader.done())
    throw new UnreadableError(
      `The MCAP file is truncated: it ends inside a record, after ${messages} messages.`,
    )
}
