import { runFfmpeg } from '@hangar/media'
import { McapWriter } from '@mcap/core'
import { seededRandom } from '../seeded-random.ts'
import { activityProfile, noise } from './activity-profile.ts'
import { clipFrames } from './clip-video.ts'
import type { StairSetting } from './demo-palette.ts'

export interface McapRecordingOptions {
  seed: number
  durationSeconds: number
  setting: StairSetting
}

const IMU_HZ = 100
const BATTERY_HZ = 1
const CAMERA_HZ = 5
const CAMERA = { width: 320, height: 180 }

/** Splits ffmpeg's MJPEG stream into its pictures (each from FF D8 to FF D9). */
function splitJpegs(bytes: Buffer): Buffer[] {
  const out: Buffer[] = []
  let start = bytes.indexOf(Buffer.from([0xff, 0xd8]))
  while (start >= 0) {
    const end = bytes.indexOf(Buffer.from([0xff, 0xd9]), start + 2)
    if (end < 0) break
    out.push(bytes.subarray(start, end + 2))
    start = bytes.indexOf(Buffer.from([0xff, 0xd8]), end + 2)
  }
  return out
}

class Sink {
  private chunks: Uint8Array[] = []
  private size = 0n
  position(): bigint {
    return this.size
  }
  async write(buffer: Uint8Array): Promise<void> {
    this.chunks.push(buffer.slice())
    this.size += BigInt(buffer.byteLength)
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks)
  }
}

const jsonSchema = (title: string, properties: Record<string, unknown>) =>
  new TextEncoder().encode(JSON.stringify({ title, type: 'object', properties }))
const num = { type: 'number' }
const vec3 = { type: 'object', properties: { x: num, y: num, z: num } }

/**
 * An MCAP recording as a ROS 2 robot's logger would write it, JSON-encoded: `/imu` (linear
 * acceleration in m/s², angular velocity in rad/s, 100 Hz), `/battery` (voltage, current,
 * percentage, 1 Hz) and `/camera/front/compressed` (`foxglove.CompressedImage`, JPEG frames of
 * the head camera drawn by the clip code and compressed by ffmpeg, 5 Hz). Chunked and indexed.
 */
export async function mcapRecording(o: McapRecordingOptions): Promise<Buffer> {
  const random = seededRandom(o.seed)
  const activity = activityProfile(random, o.durationSeconds)
  const frameCount = o.durationSeconds * CAMERA_HZ
  const frames = clipFrames({
    seed: o.seed,
    perspective: 'pov',
    setting: o.setting,
    frames: o.durationSeconds * 10,
    ...CAMERA,
    fps: CAMERA_HZ,
  })
  const mjpeg = await runFfmpeg(
    [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${CAMERA.width}x${CAMERA.height}`,
      '-r',
      String(CAMERA_HZ),
      '-i',
      'pipe:0',
      '-q:v',
      '6',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ],
    {
      input: (async function* () {
        yield* frames
      })(),
      timeoutMs: 60_000,
    },
  )
  const jpegs = splitJpegs(mjpeg)
  const sink = new Sink()
  const writer = new McapWriter({ writable: sink, chunkSize: 256 * 1024 })
  await writer.start({ profile: 'ros2', library: 'hangar-demo' })
  const imuSchema = await writer.registerSchema({
    name: 'sensor_msgs/msg/Imu',
    encoding: 'jsonschema',
    data: jsonSchema('sensor_msgs/msg/Imu', { linear_acceleration: vec3, angular_velocity: vec3 }),
  })
  const batterySchema = await writer.registerSchema({
    name: 'sensor_msgs/msg/BatteryState',
    encoding: 'jsonschema',
    data: jsonSchema('sensor_msgs/msg/BatteryState', { voltage: num, current: num, percentage: num }),
  })
  const imageSchema = await writer.registerSchema({
    name: 'foxglove.CompressedImage',
    encoding: 'jsonschema',
    data: jsonSchema('foxglove.CompressedImage', {
      timestamp: { type: 'object', properties: { sec: num, nsec: num } },
      frame_id: { type: 'string' },
      data: { type: 'string', contentEncoding: 'base64' },
      format: { type: 'string' },
    }),
  })
  const channel = (topic: string, schemaId: number) =>
    writer.registerChannel({ topic, schemaId, messageEncoding: 'json', metadata: new Map() })
  const imu = await channel('/imu', imuSchema)
  const battery = await channel('/battery', batterySchema)
  const camera = await channel('/camera/front/compressed', imageSchema)
  const start = 1_760_000_000n * 1_000_000_000n + BigInt(o.seed % 1000) * 1_000_000_000n
  const text = new TextEncoder()
  type Msg = { t: number; channelId: number; body: unknown }
  const messages: Msg[] = []
  const gaitHz = random.range(1.6, 2.1)
  for (let i = 0; i < o.durationSeconds * IMU_HZ; i++) {
    const t = i / IMU_HZ
    const a = activity(t)
    const g = 2 * Math.PI * gaitHz * t
    messages.push({
      t,
      channelId: imu,
      body: {
        linear_acceleration: {
          x: 0.6 * a * Math.sin(g) + noise(random, 0.05),
          y: 0.3 * a * Math.sin(g / 2) + noise(random, 0.05),
          z: 9.81 + 1.4 * a * Math.abs(Math.sin(g)) + noise(random, 0.05),
        },
        angular_velocity: {
          x: 0.08 * a * Math.sin(g) + noise(random, 0.005),
          y: 0.05 * a * Math.cos(g) + noise(random, 0.005),
          z: noise(random, 0.01),
        },
      },
    })
  }
  let drained = 0
  for (let i = 0; i < o.durationSeconds * BATTERY_HZ; i++) {
    const current = 3 + 13 * activity(i) + noise(random, 0.2)
    drained += current
    messages.push({
      t: i,
      channelId: battery,
      body: { voltage: 57.8 - drained * 0.0004 - current * 0.045, current, percentage: 0.82 - drained / 2e5 },
    })
  }
  for (let i = 0; i < Math.min(frameCount, jpegs.length); i++) {
    const t = i / CAMERA_HZ
    messages.push({
      t,
      channelId: camera,
      body: {
        timestamp: { sec: Math.floor(t), nsec: Math.round((t % 1) * 1e9) },
        frame_id: 'front_camera',
        data: (jpegs[i] as Buffer).toString('base64'),
        format: 'jpeg',
      },
    })
  }
  messages.sort((x, y) => x.t - y.t || x.channelId - y.channelId)
  const seq = new Map<number, number>()
  for (const m of messages) {
    const time = start + BigInt(Math.round(m.t * 1e9))
    const sequence = (seq.get(m.channelId) ?? 0) + 1
    seq.set(m.channelId, sequence)
    await writer.addMessage({
      channelId: m.channelId,
      sequence,
      logTime: time,
      publishTime: time,
      data: text.encode(JSON.stringify(m.body)),
    })
  }
  await writer.end()
  return sink.bytes()
}
