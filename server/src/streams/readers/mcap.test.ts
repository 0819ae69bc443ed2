import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { McapWriter } from '@mcap/core'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'

const IMU_MSG = `float64 ax
float64 ay
float64[3] gyro
string frame_id`
const IMAGE_MSG = `string format
uint8[] data`

/** An MCAP recording: a ROS 2 IMU at 100 Hz, a JSON battery at 10 Hz and a compressed camera at 5 Hz, 2 s. */
async function recording(opts: { chunked?: boolean; summary?: boolean } = {}): Promise<Uint8Array> {
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

test('MCAP: ROS 2 CDR and JSON fields are channels by message path; compressed images are image streams', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'run.mcap': await recording() })
  const { outcome, index } = await indexFiles(dir, 'run.mcap')
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  assert.deepEqual(
    index!.channels.map((c) => [c.name, c.samples]),
    [
      ['/imu.ax', 200],
      ['/imu.ay', 200],
      ['/imu.gyro[0]', 200],
      ['/imu.gyro[1]', 200],
      ['/imu.gyro[2]', 200],
      ['/battery.voltage', 20],
      ['/battery.cells[0]', 20],
      ['/battery.cells[1]', 20],
    ],
  )
  const ay = index!.channels.find((c) => c.name === '/imu.ay')!
  assert.equal(ay.start_seconds, 0)
  assert.equal(ay.end_seconds, 1.99)
  assert.deepEqual(
    index!.images.map((i) => [i.name, i.count]),
    [['/camera/front', 10]],
  )
  assert.equal(index!.duration_seconds, 1.99)
})

test('MCAP without a summary (a recorder that stopped) is read from the start', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'plain.mcap': await recording({ chunked: false, summary: false }) })
  const { outcome, index } = await indexFiles(dir, 'plain.mcap')
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  assert.equal(index!.channels.find((c) => c.name === '/imu.ax')!.samples, 200)
})

test('hostile MCAP: truncated, corrupt, absurd lengths, empty, not MCAP → failed with a sentence', async (t) => {
  const dir = scratch(t)
  const good = await recording()
  const corrupt = good.slice()
  for (let i = 200; i < corrupt.length - 200; i += 97) corrupt[i] = corrupt[i]! ^ 0x5a
  // Magic, then an Header record (op 0x01) claiming 2^60 bytes.
  const absurd = new Uint8Array(64)
  absurd.set([0x89, 0x4d, 0x43, 0x41, 0x50, 0x30, 0x0d, 0x0a, 0x01])
  new DataView(absurd.buffer).setBigUint64(9, 1n << 60n, true)
  writeFiles(dir, {
    'truncated.mcap': good.slice(0, Math.floor(good.length / 2)),
    'corrupt.mcap': corrupt,
    'absurd.mcap': absurd,
    'empty.mcap': new Uint8Array(),
    'text.mcap': 'hello, this is not a recording',
  })
  for (const [name, detail] of [
    ['truncated.mcap', /^The MCAP file is (truncated|corrupt)/],
    ['corrupt.mcap', /^The MCAP file is corrupt|^A message on/],
    ['absurd.mcap', /^The MCAP file (claims a record|is truncated|is corrupt)/],
    ['empty.mcap', /^The file is empty\.$/],
    ['text.mcap', /^The MCAP file is corrupt/],
  ] as const) {
    const { outcome } = await indexFiles(dir, name)
    assert.equal(outcome.status, 'failed', name)
    assert.match((outcome as { detail: string }).detail, detail, name)
    assert.ok((outcome as { detail: string }).detail.length < 300)
  }
})
