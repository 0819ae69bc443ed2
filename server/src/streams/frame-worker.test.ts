import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { FrameTimeoutError, readFrameOffThread } from './frame-worker.ts'
import { BOMB_TIME, bombRecording, recording } from './readers/mcap-fixtures.ts'
import { BOMB_PEAK_MB, peakMemoryOf, scratch, writeFiles } from './readers/test-kit.ts'

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

  test('a decompression bomb is refused, from the file and by ranges, before its chunk is decompressed', async (t) => {
    const dir = scratch(t)
    const MiB = 1 << 20
    const files = {
      // Unchecked, each read of this 16 KB file took the process past 1.7 GB and 10 s.
      'bomb.mcap': bombRecording({ declares: 512 * MiB }),
      'understated.mcap': bombRecording({ declares: MiB, holds: 512 * MiB }),
      'overlapping.mcap': bombRecording({ declares: 48 * MiB, chunks: 8 }),
      // An "image" of bool[]: 48 M JS values decoded (unchecked: the process aborted).
      'flags.mcap': bombRecording({
        declares: 48 * MiB,
        schema: { name: 'sensor_msgs/msg/CompressedImage', definition: 'string format\nbool[] data' },
      }),
    }
    writeFiles(dir, files)
    const { results, peakMb } = await peakMemoryOf([
      'frame',
      '/camera/front',
      String(BOMB_TIME),
      ...Object.keys(files).map((f) => join(dir, f)),
    ])
    t.diagnostic(`peak RSS ${peakMb} MB: ${results.map((r) => `${r.file} ${r.peakMb}`).join(', ')}`)
    const errors = (file: string) => results.find((r) => r.file === file)!.result
    const both = (error: string) => [{ error }, { error }]
    assert.deepEqual(
      errors('bomb.mcap'),
      both(
        'The MCAP file declares a chunk of 536870912 bytes uncompressed, more than Hangar reads (67108864).',
      ),
    )
    assert.deepEqual(
      errors('understated.mcap'),
      both('The MCAP file has a chunk that holds 536870912 bytes uncompressed where it declares 1048576.'),
    )
    assert.deepEqual(
      errors('overlapping.mcap'),
      both(
        "The MCAP file's chunks overlap in time so that 150994944 bytes would be uncompressed at once, more than Hangar holds (134217728).",
      ),
    )
    // Not decoded: no frame (the route answers 404).
    assert.deepEqual(errors('flags.mcap'), [{ bytes: null }, { bytes: null }])
    assert.ok(peakMb < BOMB_PEAK_MB, `peak RSS ${peakMb} MB`)
  })
})
