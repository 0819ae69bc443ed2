import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { McapWriter } from '@mcap/core'

const IMU_MSG = `float64 ax
float64 ay
float64[3] gyro
string frame_id`
const IMAGE_MSG = `string format
uint8[] data`

/** An MCAP recording: a ROS 2 IMU at 100 Hz, a JSON battery at 10 Hz and a compressed camera at 5 Hz, 2 s. */
export async function recording(opts: { chunked?: boolean; summary?: boolean } = {}): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  let position = 0n
  const writer = new McapWriter({
    writable: {
      position: () => position,
      write: async (b: Uint8Array) => {
        parts.push(b.slice())
        position += BigInt(b.byteLength)
      },
    },
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
  const out = new Uint8Array(Number(position))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.byteLength
  }
  return out
}
