import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { runFfmpeg } from '@hangar/media'
import { McapWriter } from '@mcap/core'
import { memoryWritable } from '../../streams/readers/mcap-memory.ts'

const IMAGE_MSG = `string format
uint8[] data`

/** One picture of a plain colour (`red`, `#00ff00`…) per colour: a frame's colour tells which it is. */
export async function colourPictures(
  colours: readonly string[],
  size: { width: number; height: number },
  kind: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer[]> {
  const out: Buffer[] = []
  for (const c of colours)
    out.push(
      await runFfmpeg(
        [
          '-f',
          'lavfi',
          '-i',
          `color=c=${c}:size=${size.width}x${size.height},format=rgb24`,
          '-frames:v',
          '1',
        ].concat(['-c:v', kind === 'png' ? 'png' : 'mjpeg', '-threads', '1', '-f', 'image2pipe', 'pipe:1']),
        { timeoutMs: 20_000 },
      ),
    )
  return out
}

/**
 * An MCAP recording with cameras: `/joints` (JSON `{a, b}`) at 10 Hz for `seconds`, and
 * `/camera/front` (ROS 2 CDR sensor_msgs/msg/CompressedImage) at 5 Hz from 0.05 s holding
 * `pictures` in turn; with `wrist`, also `/camera/wrist` (JSON foxglove.CompressedImage, the
 * picture in base64) at 5 Hz from 0. Log times from a fixed start, so the same arguments give
 * the same bytes.
 */
export async function cameraRecording(opts: {
  seconds: number
  pictures: readonly Uint8Array[]
  wrist?: readonly Uint8Array[]
  format?: string
}): Promise<Uint8Array> {
  const memory = memoryWritable()
  const writer = new McapWriter({
    writable: memory.writable,
    chunkSize: 64 * 1024,
  })
  await writer.start({ profile: 'ros2', library: 'hangar-test' })
  const json = await writer.registerSchema({ name: 'Joints', encoding: 'jsonschema', data: new Uint8Array() })
  const ros = await writer.registerSchema({
    name: 'sensor_msgs/msg/CompressedImage',
    encoding: 'ros2msg',
    data: new TextEncoder().encode(IMAGE_MSG),
  })
  const fox = await writer.registerSchema({
    name: 'foxglove.CompressedImage',
    encoding: 'jsonschema',
    data: new Uint8Array(),
  })
  const channel = (topic: string, schemaId: number, messageEncoding: string) =>
    writer.registerChannel({ topic, schemaId, messageEncoding, metadata: new Map() })
  const joints = await channel('/joints', json, 'json')
  const front = await channel('/camera/front', ros, 'cdr')
  const wrist = opts.wrist ? await channel('/camera/wrist', fox, 'json') : undefined
  const cdr = new MessageWriter(parseRosMsg(IMAGE_MSG, { ros2: true }))
  const start = 1_700_000_000_000_000_000n
  const at = (ms: number) => start + BigInt(ms) * 1_000_000n
  const add = (channelId: number, sequence: number, ms: number, data: Uint8Array) =>
    writer.addMessage({ channelId, sequence, logTime: at(ms), publishTime: at(ms), data })
  const text = new TextEncoder()
  for (let ms = 0, i = 0; ms <= opts.seconds * 1000; ms += 50, i++) {
    if (ms % 100 === 0) await add(joints, i, ms, text.encode(JSON.stringify({ a: ms / 100, b: -ms / 50 })))
    if (ms % 200 === 50) {
      const k = (ms - 50) / 200
      const data = opts.pictures[k % opts.pictures.length]!
      await add(front, k, ms, cdr.writeMessage({ format: opts.format ?? 'jpeg', data }))
    }
    if (wrist && opts.wrist && ms % 200 === 0) {
      const data = Buffer.from(opts.wrist[(ms / 200) % opts.wrist.length]!).toString('base64')
      await add(wrist, i, ms, text.encode(JSON.stringify({ format: 'png', data })))
    }
  }
  await writer.end()
  return memory.bytes()
}
