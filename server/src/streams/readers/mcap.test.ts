import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { cdrDecodeKind, decodable } from './mcap-bounds.ts'
import { bombRecording, recording } from './mcap-fixtures.ts'
import { BOMB_PEAK_MB, indexFiles, peakMemoryOf, scratch, writeFiles } from './test-kit.ts'

/**
 * Peak RSS of the probe process (MB): some 120 idle, some 300 after a 48 MiB chunk within bounds
 * (its bytes are held a few times: read, in the decompressor's wasm memory, copied out); the
 * outside review's bomb took it past 1,600.
 */
/** A message type whose data decodes into one JS value per byte. */
const FLAGS = { name: 'hangar_test/msg/Flags', definition: 'string format\nbool[] data' }

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

test('decompression bombs: a chunk declaring, or holding, more than Hangar reads is refused before it is decompressed', async (t) => {
  const dir = scratch(t)
  const MiB = 1 << 20
  const files = {
    'good.mcap': await recording(),
    // The outside review's file: 16 KB whose zstd chunk declares and holds 512 MiB (1,639 MB peak).
    'bomb.mcap': bombRecording({ declares: 512 * MiB }),
    'unindexed.mcap': bombRecording({ declares: 512 * MiB, summary: false }),
    'understated.mcap': bombRecording({ declares: MiB, holds: 512 * MiB }),
    'unsized.mcap': bombRecording({ declares: MiB, holds: 512 * MiB, contentSize: false }),
    // Chunks of 48 MiB at one time are held uncompressed together (six: 409 MB peak unchecked).
    'overlapping.mcap': bombRecording({ declares: 48 * MiB, chunks: 8 }),
    'misindexed.mcap': bombRecording({ declares: 48 * MiB, chunks: 8, indexDeclares: 1024 }),
    // 48 MiB of bool[] decode into one JS array of 48 M elements (unchecked: the process aborted).
    'flags.mcap': bombRecording({ declares: 48 * MiB, schema: FLAGS }),
  }
  writeFiles(dir, files)
  const { results, peakMb } = await peakMemoryOf(['index', ...Object.keys(files).map((f) => join(dir, f))])
  t.diagnostic(`peak RSS ${peakMb} MB: ${results.map((r) => `${r.file} ${r.peakMb}`).join(', ')}`)
  const outcome = (file: string) => results.find((r) => r.file === file)!.result
  assert.deepEqual(outcome('good.mcap'), { status: 'ready', duration_seconds: 1.99 })
  const declares512 =
    'The MCAP file declares a chunk of 536870912 bytes uncompressed, more than Hangar reads (67108864).'
  assert.deepEqual(outcome('bomb.mcap'), { status: 'failed', detail: declares512 })
  assert.deepEqual(outcome('unindexed.mcap'), { status: 'failed', detail: declares512 })
  assert.deepEqual(outcome('understated.mcap'), {
    status: 'failed',
    detail: 'The MCAP file has a chunk that holds 536870912 bytes uncompressed where it declares 1048576.',
  })
  assert.deepEqual(outcome('unsized.mcap'), {
    status: 'failed',
    detail: 'The MCAP file is corrupt: Error during decompression.',
  })
  assert.deepEqual(outcome('overlapping.mcap'), {
    status: 'failed',
    detail:
      "The MCAP file's chunks overlap in time so that 150994944 bytes would be uncompressed at once, more than Hangar holds (134217728).",
  })
  assert.match(
    (outcome('misindexed.mcap') as { detail: string }).detail,
    /^The MCAP file's chunk at byte \d+ declares 50331648 bytes uncompressed where its index says 1024\.$/,
  )
  // Its one message is left out of the channels, undecoded.
  assert.deepEqual(outcome('flags.mcap'), { status: 'ready', duration_seconds: null })
  assert.ok(peakMb < BOMB_PEAK_MB, `peak RSS ${peakMb} MB`)
})

test('a message is decoded only when it cannot become millions of JS values', () => {
  const big = (text: string) => new TextEncoder().encode(text)
  const MiB = 1 << 20
  assert.equal(decodable(new Uint8Array(MiB), 'values'), true)
  assert.equal(decodable(new Uint8Array(MiB + 1), 'values'), false)
  assert.equal(decodable(new Uint8Array(64 * MiB), 'numeric'), true)
  // A camera frame in JSON: a few fields around one long base64 string.
  assert.equal(decodable(big(`{"format":"jpeg","data":"${'A'.repeat(4 * MiB)}"}`), 'json'), true)
  assert.equal(decodable(big(`[${'0,'.repeat(MiB)}0]`), 'json'), false)
  const kind = (definition: string) => cdrDecodeKind(parseRosMsg(definition, { ros2: true }))
  assert.equal(kind('string format\nuint8[] data'), 'numeric')
  assert.equal(kind('float64[] ranges\nHeader header\n===\nMSG: std_msgs/Header\nuint32 seq'), 'numeric')
  assert.equal(kind('bool[] flags'), 'values')
  assert.equal(kind('Point[] points\n===\nMSG: geometry_msgs/Point\nfloat64 x'), 'values')
})
