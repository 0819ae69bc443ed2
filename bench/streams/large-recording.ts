// The large recordings the benches index (issue 17's streams bench, issue 29's restart bench):
// t and 10 channels at 1 kHz, values that are mostly smooth with a rare spike.
import { createWriteStream } from 'node:fs'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageWriter } from '@foxglove/rosmsg2-serialization'
import { McapWriter } from '@mcap/core'

export const CHANNELS = 10
export const HZ = 1000

/** Channel `c`'s value at sample `i` without the spikes: the bench's clean corpus (bench/checks/clean-corpus.ts). */
export const smoothValue = (i: number, c: number) =>
  Math.sin(i / (50 + c * 10)) * (c + 1) + ((i * 7919 + c) % 13) / 100

/** Channel `c`'s value at sample `i`: smooth, with a spike of 1000 every 99,991 samples (a defect on purpose). */
export const value = (i: number, c: number) => (i % 99_991 === c ? 1000 : smoothValue(i, c))

/**
 * A CSV recording of about `bytes`: a header `t,ch0,…` and a row per 1 kHz sample of
 * {@link CHANNELS} channels (`at` as for {@link writeMcap}), written 1 MB at a time.
 */
export async function writeCsv(path: string, bytes: number, at: typeof value = value): Promise<void> {
  const out = createWriteStream(path)
  out.write(`t,${Array.from({ length: CHANNELS }, (_, c) => `ch${c}`).join(',')}\n`)
  let written = 0
  let chunk = ''
  for (let i = 0; written < bytes; i++) {
    let line = (i / HZ).toFixed(3)
    for (let c = 0; c < CHANNELS; c++) line += `,${at(i, c).toFixed(4)}`
    chunk += `${line}\n`
    if (chunk.length > 1 << 20) {
      written += chunk.length
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()))
      chunk = ''
    }
  }
  out.end(chunk)
  await new Promise<void>((r) => out.once('finish', () => r()))
}

/**
 * An MCAP recording of about `bytes`: a 1 kHz ROS 2 message of {@link CHANNELS} float64 fields
 * and a 10 Hz camera topic of 50 KB compressed frames (robot logs are mostly images). `at` gives the
 * values: {@link value} by default (with its spikes), {@link smoothValue} for a clean recording.
 */
export async function writeMcap(path: string, bytes: number, at: typeof value = value): Promise<void> {
  const STATE_MSG = Array.from({ length: CHANNELS }, (_, c) => `float64 ch${c}`).join('\n')
  const IMAGE_MSG = 'string format\nuint8[] data'
  const out = createWriteStream(path)
  let position = 0n
  const writer = new McapWriter({
    writable: {
      position: () => position,
      write: async (b: Uint8Array) => {
        position += BigInt(b.byteLength)
        if (!out.write(b)) await new Promise<void>((r) => out.once('drain', () => r()))
      },
    },
    chunkSize: 4 << 20,
  })
  await writer.start({ profile: 'ros2', library: 'hangar-bench' })
  const schema = async (name: string, text: string) =>
    writer.registerSchema({ name, encoding: 'ros2msg', data: new TextEncoder().encode(text) })
  const channel = async (topic: string, schemaId: number) =>
    writer.registerChannel({ topic, schemaId, messageEncoding: 'cdr', metadata: new Map() })
  const state = await channel('/state', await schema('bench_msgs/msg/State', STATE_MSG))
  const camera = await channel('/camera', await schema('sensor_msgs/msg/CompressedImage', IMAGE_MSG))
  const stateWriter = new MessageWriter(parseRosMsg(STATE_MSG, { ros2: true }))
  const imageWriter = new MessageWriter(parseRosMsg(IMAGE_MSG, { ros2: true }))
  const pixels = new Uint8Array(50_000)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2_654_435_761) >>> 24
  const start = 1_700_000_000_000_000_000n
  for (let i = 0; position < BigInt(bytes); i++) {
    const logTime = start + BigInt(i) * 1_000_000n
    const msg: Record<string, number> = {}
    for (let c = 0; c < CHANNELS; c++) msg[`ch${c}`] = at(i, c)
    const data = stateWriter.writeMessage(msg)
    await writer.addMessage({ channelId: state, sequence: i, logTime, publishTime: logTime, data })
    if (i % (HZ / 10) === 0) {
      pixels[0] = i & 0xff
      const frame = imageWriter.writeMessage({ format: 'jpeg', data: pixels })
      await writer.addMessage({ channelId: camera, sequence: i, logTime, publishTime: logTime, data: frame })
    }
  }
  await writer.end()
  out.end()
  await new Promise<void>((r) => out.once('finish', () => r()))
}
