import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { McapRecordBuilder, McapWriter } from '@mcap/core'
import { memoryWritable } from './mcap-memory.ts'
import { u64, zstdRunFrame } from './zstd-fixtures.ts'

const IMU_MSG = `float64 ax
float64 ay
float64[3] gyro
string frame_id`
const IMAGE_MSG = `string format
uint8[] data`

/** An MCAP recording: a ROS 2 IMU at 100 Hz, a JSON battery at 10 Hz and a compressed camera at 5 Hz, 2 s. */
export async function recording(opts: { chunked?: boolean; summary?: boolean } = {}): Promise<Uint8Array> {
  const memory = memoryWritable()
  const writer = new McapWriter({
    writable: memory.writable,
    useChunks: opts.chunked ?? true,
    chunkSize: 4096,
    ...(opts.summary === false
      ? { useStatistics: false, useSummaryOffsets: false, useChunkIndex: false, useMessageIndex: false }
      : {}),
  })
  await writer.start({ profile: 'ros2', library: 'hangar-test' })
  const imuSchema = await writer.registerSchema({
    name: 'sensor_msgs/msg/Imu',
    encoding: 'ros2msg',
    data: new TextEncoder().encode(IMU_MSG),
  })
  const imageSchema = await writer.registerSchema({
    name: 'sensor_msgs/msg/CompressedImage',
    encoding: 'ros2msg',
    data: new TextEncoder().encode(IMAGE_MSG),
  })
  const batterySchema = await writer.registerSchema({
    name: 'Battery',
    encoding: 'jsonschema',
    data: new Uint8Array(),
  })
  const imu = await writer.registerChannel({
    topic: '/imu',
    schemaId: imuSchema,
    messageEncoding: 'cdr',
    metadata: new Map(),
  })
  const cam = await writer.registerChannel({
    topic: '/camera/front',
    schemaId: imageSchema,
    messageEncoding: 'cdr',
    metadata: new Map(),
  })
  const battery = await writer.registerChannel({
    topic: '/battery',
    schemaId: batterySchema,
    messageEncoding: 'json',
    metadata: new Map(),
  })
  const imuWriter = new MessageWriter(parseRosMsg(IMU_MSG, { ros2: true }))
  const imageWriter = new MessageWriter(parseRosMsg(IMAGE_MSG, { ros2: true }))
  const start = 1_700_000_000_000_000_000n
  for (let i = 0; i < 200; i++) {
    const logTime = start + BigInt(i) * 10_000_000n
    const msg = { ax: Math.sin(i / 10), ay: i === 150 ? 42 : 0, gyro: [i, -i, 0.5], frame_id: 'imu' }
    await writer.addMessage({
      channelId: imu,
      sequence: i,
      logTime,
      publishTime: logTime,
      data: imuWriter.writeMessage(msg),
    })
    if (i % 10 === 0) {
      const data = new TextEncoder().encode(JSON.stringify({ voltage: 24 - i / 100, cells: [3.7, 3.8] }))
      await writer.addMessage({ channelId: battery, sequence: i, logTime, publishTime: logTime, data })
    }
    if (i % 20 === 0) {
      const frame = { format: 'jpeg', data: new Uint8Array([0xff, 0xd8, i, 0xff, 0xd9]) }
      await writer.addMessage({
        channelId: cam,
        sequence: i,
        logTime,
        publishTime: logTime,
        data: imageWriter.writeMessage(frame),
      })
    }
  }
  await writer.end()
  return memory.bytes()
}

/** The log time of the bomb's frames. */
export const BOMB_TIME = 1_700_000_000_000_000_000n

/**
 * A decompression bomb, as an outside review sent one: a valid recording whose zstd chunk
 * declares `declares` bytes uncompressed and holds `holds` (by default as many) — one camera
 * frame of zeros on /camera/front — in a file of some 16 KB for 512 MiB. `chunks` such chunks
 * (default 1) all at the same time; `indexDeclares`: what the chunks' indexes declare instead;
 * without a summary (`summary: false`) it is read from the start. `schema` names the message
 * type and defines it otherwise (`string format` then `bool[] data`: one JS value per byte
 * decoded).
 */
export function bombRecording(opts: {
  declares: number
  holds?: number
  contentSize?: boolean
  chunks?: number
  indexDeclares?: number
  summary?: boolean
  schema?: { name: string; definition: string }
}): Uint8Array {
  const holds = opts.holds ?? opts.declares
  const t = BOMB_TIME
  // The chunk's one record: a Message (opcode 5) whose CDR CompressedImage has format "jpeg" and
  // holds the rest as its data; the zeros after this prefix are the frame's bytes.
  const cdr = [0, 1, 0, 0, ...u32(5), ...new TextEncoder().encode('jpeg\0'), 0, 0, 0, ...u32(holds - 51)]
  const prefix = Uint8Array.from([
    5,
    ...u64(BigInt(holds - 9)),
    1,
    0,
    ...u32(0),
    ...u64(t),
    ...u64(t),
    ...cdr,
  ])
  const frame = zstdRunFrame(holds, prefix, opts.contentSize ?? true)
  const b = new McapRecordBuilder()
  b.writeMagic()
  b.writeHeader({ profile: 'ros2', library: 'hangar-bomb' })
  const schema = {
    id: 1,
    name: opts.schema?.name ?? 'sensor_msgs/msg/CompressedImage',
    encoding: 'ros2msg',
    data: new TextEncoder().encode(opts.schema?.definition ?? IMAGE_MSG),
  }
  const channel = { id: 1, schemaId: 1, topic: '/camera/front', messageEncoding: 'cdr', metadata: new Map() }
  b.writeSchema(schema)
  b.writeChannel(channel)
  const indexes = []
  for (let i = 0; i < (opts.chunks ?? 1); i++) {
    const chunkStartOffset = BigInt(b.length)
    const chunkLength = b.writeChunk({
      messageStartTime: t,
      messageEndTime: t,
      uncompressedSize: BigInt(opts.declares),
      uncompressedCrc: 0,
      compression: 'zstd',
      records: frame,
    })
    const messageIndexOffset = BigInt(b.length)
    const messageIndexLength = b.writeMessageIndex({ channelId: 1, records: [[t, 0n]] })
    indexes.push({
      messageStartTime: t,
      messageEndTime: t,
      chunkStartOffset,
      chunkLength,
      messageIndexOffsets: new Map([[1, messageIndexOffset]]),
      messageIndexLength,
      compression: 'zstd',
      compressedSize: BigInt(frame.length),
      uncompressedSize: BigInt(opts.indexDeclares ?? opts.declares),
    })
  }
  b.writeDataEnd({ dataSectionCrc: 0 })
  const summaryStart = BigInt(b.length)
  if (opts.summary !== false) {
    b.writeSchema(schema)
    b.writeChannel(channel)
    b.writeStatistics({
      messageCount: BigInt(indexes.length),
      schemaCount: 1,
      channelCount: 1,
      attachmentCount: 0,
      metadataCount: 0,
      chunkCount: indexes.length,
      messageStartTime: t,
      messageEndTime: t,
      channelMessageCounts: new Map([[1, BigInt(indexes.length)]]),
    })
    for (const index of indexes) b.writeChunkIndex(index)
  }
  b.writeFooter({
    summaryStart: opts.summary === false ? 0n : summaryStart,
    summaryOffsetStart: 0n,
    summaryCrc: 0,
  })
  b.writeMagic()
  return b.buffer
}

function u32(v: number): number[] {
  return [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff]
}
