import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { bombParquet, writeLeRobotFolder } from './lerobot-fixtures.ts'
import { BOMB_PEAK_MB, indexFiles, peakMemoryOf, scratch, writeFiles } from './test-kit.ts'

const CAMS = ['observation.images.front', 'observation.images.wrist']

test('LeRobot v2.1: one episode parquet, named joints, index names, two cameras', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(join(dir, 'ds'), {
    version: 'v2.1',
    episodes: 2,
    frames: 20,
    fps: 10,
    cameras: CAMS,
  })
  const companions = [
    { name: 'meta/info.json', link: 'ds/meta/info.json' },
    ...CAMS.map((c) => ({ name: c, link: `ds/videos/chunk-000/${c}/episode_000001.mp4` })),
  ]
  const { outcome, index } = await indexFiles(dir, 'ds/data/chunk-000/episode_000001.parquet', companions, {
    episode_index: 1,
  })
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  assert.deepEqual(
    index!.channels.map((c) => [c.name, c.samples, c.start_seconds, c.end_seconds]),
    [
      ['observation.state.hip', 20, 0, 1.9],
      ['observation.state.knee', 20, 0, 1.9],
      ['observation.state.ankle', 20, 0, 1.9],
      ['action[0]', 20, 0, 1.9],
      ['action[1]', 20, 0, 1.9],
    ],
  )
  assert.deepEqual(
    index!.videos.map((v) => [v.name, v.frame_count, v.start_seconds, v.width]),
    CAMS.map((c) => [c, 20, 0, 640]),
  )
})

test('LeRobot v3.0: the episode is cut from the shared data file and videos by its timestamps', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(join(dir, 'ds'), {
    version: 'v3.0',
    episodes: 3,
    frames: 20,
    fps: 10,
    cameras: CAMS,
  })
  const companions = [
    { name: 'meta/info.json', link: 'ds/meta/info.json' },
    ...CAMS.map((c) => ({ name: c, link: `ds/videos/${c}/chunk-000/file-000.mp4`, start_seconds: 2 })),
  ]
  const { outcome, index } = await indexFiles(dir, 'ds/data/chunk-000/file-000.parquet', companions, {
    episode_index: 1,
  })
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  const hip = index!.channels.find((c) => c.name === 'observation.state.hip')!
  assert.equal(hip.samples, 20)
  assert.equal(hip.end_seconds, 1.9)
  for (const v of index!.videos) {
    assert.equal(v.start_seconds, 2)
    assert.equal(v.frame_count, 20)
  }
})

test('LeRobot: a feature of lists of lists (an action chunk) is one channel per element, `[i][j]`', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(join(dir, 'ds'), {
    version: 'v2.1',
    episodes: 1,
    frames: 12,
    fps: 10,
    cameras: [],
    chunk: [3, 2],
  })
  const { outcome, index } = await indexFiles(
    dir,
    'ds/data/chunk-000/episode_000000.parquet',
    [{ name: 'meta/info.json', link: 'ds/meta/info.json' }],
    { episode_index: 0 },
  )
  assert.equal(outcome.status, 'ready', JSON.stringify(outcome))
  const chunk = index!.channels.filter((c) => c.name.startsWith('action.chunk'))
  assert.deepEqual(
    chunk.map((c) => [c.name, c.samples, c.end_seconds]),
    ['[0][0]', '[0][1]', '[1][0]', '[1][1]', '[2][0]', '[2][1]'].map((s) => [`action.chunk${s}`, 12, 1.1]),
  )
})

test('hostile LeRobot: a missing camera video, a truncated or corrupt parquet, an empty one → failed with a sentence', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(join(dir, 'ds'), {
    version: 'v2.1',
    episodes: 1,
    frames: 10,
    fps: 10,
    cameras: CAMS,
  })
  const info = { name: 'meta/info.json', link: 'ds/meta/info.json' }
  const front = { name: CAMS[0]!, link: `ds/videos/chunk-000/${CAMS[0]}/episode_000000.mp4` }
  const missing = await indexFiles(dir, 'ds/data/chunk-000/episode_000000.parquet', [info, front])
  assert.equal(missing.outcome.status, 'failed')
  assert.equal(
    (missing.outcome as { detail: string }).detail,
    'The episode has no video file for its camera observation.images.wrist.',
  )
  const { readFileSync } = await import('node:fs')
  const good = readFileSync(join(dir, 'ds/data/chunk-000/episode_000000.parquet'))
  const corrupt = Uint8Array.from(good)
  for (let i = 4; i < corrupt.length - 8; i += 3) corrupt[i] = 0xee
  // The footer's metadata length (4 bytes before the trailing PAR1) claims 2 GB.
  const absurd = Uint8Array.from(good)
  new DataView(absurd.buffer).setUint32(absurd.length - 8, 0x7fffffff, true)
  writeFiles(dir, {
    'truncated.parquet': good.subarray(0, good.length >> 1),
    'corrupt.parquet': corrupt,
    'absurd.parquet': absurd,
    'empty.parquet': new Uint8Array(),
  })
  for (const name of ['truncated.parquet', 'corrupt.parquet', 'absurd.parquet', 'empty.parquet']) {
    const { outcome } = await indexFiles(dir, name)
    assert.equal(outcome.status, 'failed', name)
    assert.match((outcome as { detail: string }).detail, /^The (parquet file|file is empty)/, name)
  }
})

test('parquet decompression bombs: pages and row groups declaring more than Hangar reads are refused before they are read', async (t) => {
  const dir = scratch(t)
  const MiB = 1 << 20
  const files = {
    'small.parquet': bombParquet({ declares: 4096 }),
    // A 32 KB page that declares and holds 1 GiB (unchecked: 1,138 MB peak, and ready).
    'page.parquet': bombParquet({ declares: 1024 * MiB, values: 1024, footerDeclares: 4096 }),
    'column.parquet': bombParquet({ declares: 1024 * MiB, values: 1024 }),
    // Declares 4 KB, holds 1 GiB (unchecked: 1,139 MB peak).
    'understated.parquet': bombParquet({ declares: 4096, holds: 1024 * MiB, values: 1024 }),
    // Five pages of 60 MiB, each within bounds (unchecked: 416 MB peak, and ready).
    'pages.parquet': bombParquet({ declares: 60 * MiB, values: 1000, pages: 5, footerDeclares: 4096 }),
    'values.parquet': bombParquet({ declares: 4096, values: 1 << 30, rows: 1024 }),
    // A footer declaring 2^30 rows: one JS array of them (unchecked: the whole process aborted).
    'rows.parquet': bombParquet({ declares: 4096, rows: 1 << 30 }),
  }
  writeFiles(dir, files)
  const { results, peakMb } = await peakMemoryOf(['index', ...Object.keys(files).map((f) => join(dir, f))])
  t.diagnostic(`peak RSS ${peakMb} MB: ${results.map((r) => `${r.file} ${r.peakMb}`).join(', ')}`)
  const outcome = (file: string) => results.find((r) => r.file === file)!.result
  const failed = (detail: string) => ({ status: 'failed', detail })
  assert.deepEqual(outcome('small.parquet'), { status: 'ready', duration_seconds: null })
  assert.deepEqual(
    outcome('page.parquet'),
    failed(
      'The parquet file page.parquet declares a page of 1073741824 bytes uncompressed, more than Hangar reads (67108864).',
    ),
  )
  assert.deepEqual(
    outcome('column.parquet'),
    failed(
      'The parquet file column.parquet declares a column chunk of 1073741824 bytes uncompressed (timestamp), more than Hangar reads (268435456).',
    ),
  )
  assert.deepEqual(
    outcome('understated.parquet'),
    failed(
      'The parquet file understated.parquet has a page that holds 1073741824 bytes uncompressed where it declares 4096.',
    ),
  )
  assert.deepEqual(
    outcome('pages.parquet'),
    failed(
      'The parquet file pages.parquet declares 314572800 bytes uncompressed in one row group, more than Hangar reads (268435456).',
    ),
  )
  assert.deepEqual(
    outcome('values.parquet'),
    failed(
      'The parquet file values.parquet declares a page of 1073741824 values, more than Hangar reads (4194304).',
    ),
  )
  assert.deepEqual(
    outcome('rows.parquet'),
    failed(
      'The parquet file rows.parquet declares a row group of 1073741824 rows, more than Hangar reads (4194304).',
    ),
  )
  assert.ok(peakMb < BOMB_PEAK_MB, `peak RSS ${peakMb} MB`)
})
