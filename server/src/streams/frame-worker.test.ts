import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { FrameTimeoutError, readFrameOffThread } from './frame-worker.ts'
import { recording } from './readers/mcap-fixtures.ts'

// The fixture's camera logs a frame every 0.2 s from its start; this is the one of 0.4 s.
const AT_04 = 1_700_000_000_000_000_000n + 400_000_000n
const source = (bytes: Uint8Array) => ({
  size: bytes.length,
  read: async (offset: number, length: number) => bytes.slice(offset, offset + length),
})

describe('frames read in the frame worker', () => {
  test('by ranges the service hands over; a recording that does not answer in time is given up, and the next frame reads', async () => {
    const bytes = await recording()
    const first = await readFrameOffThread(source(bytes), '/camera/front', AT_04)
    assert.ok(first, 'a frame at 0.4 s')
    assert.deepEqual([...first.bytes], [0xff, 0xd8, 40, 0xff, 0xd9])
    const started = Date.now()
    const stuck = { size: bytes.length, read: () => new Promise<Uint8Array>(() => {}) }
    await assert.rejects(readFrameOffThread(stuck, '/camera/front', AT_04, 300), FrameTimeoutError)
    assert.ok(Date.now() - started < 5_000)
    const again = await readFrameOffThread(source(bytes), '/camera/front', AT_04)
    assert.deepEqual([...(again?.bytes ?? [])], [0xff, 0xd8, 40, 0xff, 0xd9])
    // A corrupt recording is the reader's error, not a hang.
    await assert.rejects(readFrameOffThread(source(bytes.slice(0, 100)), '/camera/front', AT_04))
  })
})
