import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { McapWriter } from '@mcap/core'
import { memoryWritable } from './mcap-memory.ts'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'

/**
 * The shape of rosbag2's recordings with services (ros2/rosbag2's test bags `only_services.mcap`,
 * `topics_and_services.mcap`, Apache-2.0; written here from scratch): a service event topic whose
 * `ros2msg` schema is the service's .srv text, request and response split by `---` — no message
 * definition — beside an ordinary topic. The whole file used to fail on that one schema.
 */
async function topicsAndServices(): Promise<Uint8Array> {
  const memory = memoryWritable()
  const writer = new McapWriter({
    writable: memory.writable,
  })
  await writer.start({ profile: 'ros2', library: 'rosbag2' })
  const text = (s: string) => new TextEncoder().encode(s)
  const pose = 'float64 x\nfloat64 y'
  const poseSchema = await writer.registerSchema({
    name: 'bench_msgs/msg/Pose',
    encoding: 'ros2msg',
    data: text(pose),
  })
  const eventSchema = await writer.registerSchema({
    name: 'example_interfaces/srv/AddTwoInts_Event',
    encoding: 'ros2msg',
    data: text('int64 a\nint64 b\n---\nint64 sum\n'),
  })
  const channel = (topic: string, schemaId: number) =>
    writer.registerChannel({ topic, schemaId, messageEncoding: 'cdr', metadata: new Map() })
  const poses = await channel('/pose', poseSchema)
  const events = await channel('/add_two_ints/_service_event', eventSchema)
  const poseWriter = new MessageWriter(parseRosMsg(pose, { ros2: true }))
  const start = 1_700_000_000_000_000_000n
  for (let i = 0; i < 20; i++) {
    const logTime = start + BigInt(i) * 100_000_000n
    const data = poseWriter.writeMessage({ x: i / 10, y: Math.sin(i) })
    await writer.addMessage({ channelId: poses, sequence: i, logTime, publishTime: logTime, data })
    if (i % 5 === 0)
      await writer.addMessage({
        channelId: events,
        sequence: i,
        logTime,
        publishTime: logTime,
        data: new Uint8Array([0, 1, 0, 0, 2, 0, 0, 0]),
      })
  }
  await writer.end()
  return memory.bytes()
}

test('MCAP with a service event topic whose schema is .srv text: the topic is left out, the rest is read', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, { 'bag.mcap': await topicsAndServices() })
  const { outcome, index } = await indexFiles(dir, 'bag.mcap')
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  assert.deepEqual(
    index!.channels.map((c) => [c.name, c.samples]),
    [
      ['/pose.x', 20],
      ['/pose.y', 20],
    ],
  )
})
