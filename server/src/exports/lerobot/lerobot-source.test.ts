import assert from 'node:assert/strict'
import { test } from 'node:test'
import { chunkAt, writeLeRobotFolder } from '../../streams/readers/lerobot-fixtures.ts'
import { scratch } from '../../streams/readers/test-kit.ts'
import { episode, exported, jsonLines, table } from './lerobot-test-kit.ts'

const SHAPE: [number, number] = [3, 2]
/** A numeric feature with "image" in its key, as CARLA has. */
const FLAG = 'observation.images.top_is_pad'
const FRAMES = 12
/** Float32, as the data file holds them. */
const f32 = (v: unknown): unknown => (Array.isArray(v) ? v.map(f32) : Math.fround(v as number))

/** Per element of the chunk, a statistic of its values over `frames` of the episodes `eps`. */
const over = (eps: number[], stat: (values: number[]) => number) =>
  Array.from({ length: SHAPE[0] }, (_, i) =>
    Array.from({ length: SHAPE[1] }, (_, j) =>
      stat(
        eps.flatMap((e) =>
          Array.from({ length: FRAMES }, (_, k) => f32(chunkAt(SHAPE, e, k)[i]![j]) as number),
        ),
      ),
    ),
  )
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length

/** Nested numbers equal within float64 rounding of sums. */
function near(actual: unknown, expected: unknown, what: string) {
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), `${what}: a list`)
    assert.equal(actual.length, expected.length, `${what}: its length`)
    for (const [i, x] of expected.entries()) near(actual[i], x, `${what}[${i}]`)
  } else assert.ok(Math.abs(Number(actual) - (expected as number)) < 1e-6, `${what}: ${actual} ≠ ${expected}`)
}

test('episodes from a LeRobot dataset keep a feature of lists of lists: its shape, its values, its statistics, in both layouts', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(dir, {
    version: 'v2.1',
    episodes: 2,
    frames: FRAMES,
    fps: 10,
    cameras: [],
    chunk: SHAPE,
  })
  const info = [{ name: 'meta/info.json', file: 'meta/info.json' }]
  const all = () =>
    Promise.all(
      [0, 1].map(async (e) => ({
        task: 'walk',
        source: await episode(dir, `data/chunk-000/episode_00000${e}.parquet`, info),
      })),
    )
  const v3 = await exported(all, 'v3.0')
  const v21 = await exported(all, 'v2.1')
  assert.deepEqual(v3.summary.features, ['action', 'action.chunk', 'observation.state'])

  for (const { files } of [v3, v21]) {
    const features = JSON.parse(files.get('meta/info.json')!.toString()).features
    assert.deepEqual(features['action.chunk'], { dtype: 'float32', shape: [3, 2], names: null })
    assert.deepEqual(features['observation.state'].shape, [3], 'a list stays a list')
  }

  // The data: every frame's chunk is the source's, as lists of lists.
  const rows3 = await table(v3.files.get('data/chunk-000/file-000.parquet')!)
  const rows21 = [
    ...(await table(v21.files.get('data/chunk-000/episode_000000.parquet')!)),
    ...(await table(v21.files.get('data/chunk-000/episode_000001.parquet')!)),
  ]
  assert.deepEqual(rows21, rows3)
  assert.equal(rows3.length, 2 * FRAMES)
  for (const r of rows3) {
    const [e, k] = [Number(r.episode_index), Number(r.frame_index)]
    assert.deepEqual(r['action.chunk'], f32(chunkAt(SHAPE, e, k)), `episode ${e} frame ${k}`)
  }

  // Statistics of the feature's shape, as LeRobot computes them (np.min(frames, axis=0) …).
  const stats = JSON.parse(v3.files.get('meta/stats.json')!.toString())['action.chunk']
  near(
    stats.min,
    over([0, 1], (v) => Math.min(...v)),
    'min',
  )
  near(
    stats.max,
    over([0, 1], (v) => Math.max(...v)),
    'max',
  )
  near(stats.mean, over([0, 1], mean), 'mean')
  near(
    stats.std,
    over([0, 1], (v) => Math.sqrt(mean(v.map((x) => (x - mean(v)) ** 2)))),
    'std',
  )
  assert.deepEqual(stats.count, [2 * FRAMES])

  const episodes3 = await table(v3.files.get('meta/episodes/chunk-000/file-000.parquet')!)
  const lines21 = jsonLines(v21.files.get('meta/episodes_stats.jsonl')!)
  for (const e of [0, 1]) {
    const own = lines21[e].stats['action.chunk']
    near(
      own.min,
      over([e], (v) => Math.min(...v)),
      `episode ${e} min (v2.1)`,
    )
    near(own.mean, over([e], mean), `episode ${e} mean (v2.1)`)
    for (const s of ['min', 'max', 'mean', 'std'])
      assert.deepEqual(episodes3[e]![`stats/action.chunk/${s}`], own[s], `episode ${e} ${s}: v3.0 as v2.1`)
    assert.deepEqual(episodes3[e]!['stats/action.chunk/count'], [BigInt(FRAMES)])
  }
})

test('a numeric feature with "image" in its key has no statistics in v2.1, whose loader takes it for a camera', async (t) => {
  const dir = scratch(t)
  await writeLeRobotFolder(dir, {
    version: 'v2.1',
    episodes: 1,
    frames: FRAMES,
    fps: 10,
    cameras: [],
    flag: FLAG,
  })
  const one = async () => [
    {
      task: 'walk',
      source: await episode(dir, 'data/chunk-000/episode_000000.parquet', [
        { name: 'meta/info.json', file: 'meta/info.json' },
      ]),
    },
  ]
  const v21 = await exported(one, 'v2.1')
  const v3 = await exported(one, 'v3.0')
  const rows = await table(v21.files.get('data/chunk-000/episode_000000.parquet')!)
  assert.deepEqual(
    rows.map((r) => r[FLAG]),
    Array.from({ length: FRAMES }, (_, k) => k % 2),
    'its values are exported',
  )
  const [line] = jsonLines(v21.files.get('meta/episodes_stats.jsonl')!)
  assert.equal(line.stats[FLAG], undefined)
  assert.ok(line.stats['observation.state'], 'the other features have theirs')
  assert.deepEqual(JSON.parse(v3.files.get('meta/stats.json')!.toString())[FLAG].mean, [0.5])
})
