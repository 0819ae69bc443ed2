import assert from 'node:assert/strict'
import { test } from 'node:test'
import { recording } from './mcap-fixtures.ts'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'

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
