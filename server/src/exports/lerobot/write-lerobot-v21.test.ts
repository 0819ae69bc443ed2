import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { runFfmpeg } from '@hangar/media'
import { scratch } from '../../streams/readers/test-kit.ts'
import { digest, episode, exported, jsonLines, table } from './lerobot-test-kit.ts'
import { cameraRecording, colourPictures } from './mcap-camera-fixtures.ts'

/** A path template of info.json filled in as Python's `str.format` does (`{episode_index:06d}`). */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)(?::0(\d)d)?\}/g, (_, k: string, width?: string) =>
    String(values[k]).padStart(Number(width ?? 0), '0'),
  )

interface Stats {
  min: number[]
  max: number[]
  mean: number[]
  std: number[]
  count: number[]
}

/**
 * LeRobot's `aggregate_feature_stats` (compute_stats.py at e23b41e, the same at f55c6e8): min of
 * the mins, max of the maxes, means weighted by each episode's one `count`, variances by the
 * parallel algorithm. What its v2.1 loader makes of `meta/episodes_stats.jsonl`.
 */
function aggregate(episodes: Stats[]): Stats {
  const total = episodes.reduce((n, s) => n + s.count[0]!, 0)
  const width = episodes[0]!.mean.length
  const each = (f: (i: number) => number) => Array.from({ length: width }, (_, i) => f(i))
  const mean = each((i) => episodes.reduce((a, s) => a + s.mean[i]! * s.count[0]!, 0) / total)
  return {
    min: each((i) => Math.min(...episodes.map((s) => s.min[i]!))),
    max: each((i) => Math.max(...episodes.map((s) => s.max[i]!))),
    mean,
    std: each((i) =>
      Math.sqrt(
        episodes.reduce((a, s) => a + (s.std[i]! ** 2 + (s.mean[i]! - mean[i]!) ** 2) * s.count[0]!, 0) /
          total,
      ),
    ),
    count: [total],
  }
}

describe('LeRobot layout v2.1', () => {
  test('the same episodes give the same frames, tasks and statistics as v3.0, one file per episode', async (t) => {
    const dir = scratch(t)
    const csv = ['timestamp,a,b', ...Array.from({ length: 20 }, (_, i) => `${i / 10},${i},${-i * 2}`)].join(
      '\n',
    )
    const jsonl = [0, 0.1, 0.2, 0.25, 0.6, 0.7, 0.8, 0.9, 1.0]
      .map((t, i) => JSON.stringify({ t, base: { x: i * 1.5 } }))
      .join('\n')
    writeFileSync(join(dir, 'run.csv'), csv)
    writeFileSync(join(dir, 'run.jsonl'), jsonl)
    writeFileSync(
      join(dir, 'run.mcap'),
      await cameraRecording({
        seconds: 1,
        pictures: await colourPictures(['red'], { width: 16, height: 16 }),
      }),
    )
    const front = await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=64x48:rate=10:duration=2',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
      ].concat([
        '-pix_fmt',
        'yuv420p',
        '-threads',
        '1',
        '-movflags',
        'frag_keyframe+empty_moov',
        '-f',
        'mp4',
        'pipe:1',
      ]),
      { timeoutMs: 20_000 },
    )
    writeFileSync(join(dir, 'front.mp4'), front)
    const camera = [{ name: 'front', file: 'front.mp4' }]
    const episodes = async () => [
      { task: 'walk', source: await episode(dir, 'run.csv', camera) },
      { task: 'turn', source: await episode(dir, 'run.jsonl', camera) },
      { task: 'walk', source: await episode(dir, 'run.mcap', camera) },
    ]
    const v3 = await exported(episodes, 'v3.0')
    const v21 = await exported(episodes, 'v2.1')
    const { files } = v21
    assert.deepEqual(v21.summary, v3.summary)
    assert.deepEqual(
      v21.summary.cameras,
      ['observation.images.front'],
      'the MCAP camera is not in every episode',
    )

    const info = JSON.parse(files.get('meta/info.json')!.toString())
    const info3 = JSON.parse(v3.files.get('meta/info.json')!.toString())
    assert.deepEqual(Object.keys(info), [
      ...['codebase_version', 'robot_type', 'total_episodes', 'total_frames', 'total_tasks', 'total_videos'],
      ...['total_chunks', 'chunks_size', 'fps', 'splits', 'data_path', 'video_path', 'features'],
    ])
    assert.equal(info.codebase_version, 'v2.1')
    assert.deepEqual(
      [info.total_episodes, info.total_frames, info.total_tasks, info.total_videos, info.total_chunks],
      [3, info3.total_frames, 2, 3, 1],
    )
    assert.deepEqual([info.chunks_size, info.fps, info.splits], [1000, info3.fps, { train: '0:3' }])
    assert.equal(info.data_path, 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet')
    assert.equal(
      info.video_path,
      'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4',
    )
    assert.deepEqual(info.features, info3.features)

    const expected = [
      'meta/episodes.jsonl',
      'meta/episodes_stats.jsonl',
      'meta/info.json',
      'meta/tasks.jsonl',
    ]
    for (let e = 0; e < 3; e++) {
      const at = { episode_chunk: 0, episode_index: e, video_key: 'observation.images.front' }
      expected.push(fill(info.data_path, at), fill(info.video_path, at))
      assert.ok(files.get(fill(info.video_path, at))!.equals(front), 'a camera file is copied as it is')
    }
    assert.deepEqual(
      [...files.keys()].sort(),
      expected.sort(),
      'no meta/stats.json: v2.1 has per-episode stats',
    )

    // The frames: v2.1's files one after the other are v3.0's data file.
    const rows = []
    for (let e = 0; e < 3; e++)
      rows.push(...(await table(files.get(fill(info.data_path, { episode_chunk: 0, episode_index: e }))!)))
    const rows3 = await table(v3.files.get('data/chunk-000/file-000.parquet')!)
    assert.equal(rows.length, info.total_frames)
    assert.deepEqual(rows, rows3)

    const episodes3 = await table(v3.files.get('meta/episodes/chunk-000/file-000.parquet')!)
    assert.deepEqual(
      jsonLines(files.get('meta/episodes.jsonl')!),
      episodes3.map((r) => ({
        episode_index: Number(r.episode_index),
        tasks: r.tasks,
        length: Number(r.length),
      })),
    )
    const tasks3 = await table(v3.files.get('meta/tasks.parquet')!)
    assert.deepEqual(
      jsonLines(files.get('meta/tasks.jsonl')!),
      tasks3.map((r) => ({ task_index: Number(r.task_index), task: r.task })),
    )
    assert.deepEqual(jsonLines(files.get('meta/tasks.jsonl')!)[1], { task_index: 1, task: 'turn' })
    const stats = jsonLines(files.get('meta/episodes_stats.jsonl')!)
    assert.deepEqual(
      stats.map((s) => s.episode_index),
      [0, 1, 2],
    )
    for (const [e, s] of stats.entries()) {
      assert.deepEqual(Object.keys(s.stats), [
        'observation.state',
        ...['timestamp', 'frame_index', 'episode_index', 'index', 'task_index'],
      ])
      for (const [key, st] of Object.entries(s.stats as Record<string, Record<string, number[]>>))
        for (const m of ['min', 'max', 'mean', 'std', 'count'])
          assert.deepEqual(
            st[m],
            (episodes3[e]![`stats/${key}/${m}`] as (number | bigint)[]).map(Number),
            `${key} ${m} of episode ${e}`,
          )
    }
    assert.deepEqual(stats[2].stats.episode_index, { min: [2], max: [2], mean: [2], std: [0], count: [11] })

    const again = await exported(episodes, 'v2.1')
    assert.equal(digest(again.files), digest(files), 'the same episodes give the same bytes')
  })

  test("LeRobot's aggregation of the episodes' statistics gives v3.0's meta/stats.json, a channel some episodes lack included", async (t) => {
    const dir = scratch(t)
    // `c` only in the second episode, `b` only in the first: NaN in the other's frames.
    const csv = (head: string, n: number, row: (i: number) => number[]) =>
      [head, ...Array.from({ length: n }, (_, i) => [i / 10, ...row(i)].join(','))].join('\n')
    writeFileSync(
      join(dir, 'a.csv'),
      csv('timestamp,a,b', 20, (i) => [i, 50 + i]),
    )
    writeFileSync(
      join(dir, 'b.csv'),
      csv('timestamp,a,c', 10, (i) => [i / 2, 100 + i]),
    )
    const episodes = async () => [
      { task: 'walk', source: await episode(dir, 'a.csv') },
      { task: 'walk', source: await episode(dir, 'b.csv') },
    ]
    const v3 = await exported(episodes, 'v3.0')
    const v21 = await exported(episodes, 'v2.1')
    const whole = JSON.parse(v3.files.get('meta/stats.json')!.toString()) as Record<string, Stats>
    const byLines = jsonLines(v21.files.get('meta/episodes_stats.jsonl')!).map((l) => l.stats)
    const byTable = (await table(v3.files.get('meta/episodes/chunk-000/file-000.parquet')!)).map((r) =>
      Object.fromEntries(
        Object.keys(whole).map((k) => [
          k,
          Object.fromEntries(
            ['min', 'max', 'mean', 'std', 'count'].map((m) => [
              m,
              (r[`stats/${k}/${m}`] as number[]).map(Number),
            ]),
          ),
        ]),
      ),
    )
    for (const [layout, perEpisode] of [
      ['v2.1 episodes_stats.jsonl', byLines],
      ['v3.0 meta/episodes', byTable],
    ] as const)
      for (const key of Object.keys(whole)) {
        const got = aggregate(perEpisode.map((s) => s[key]!))
        for (const m of ['min', 'max', 'mean', 'std', 'count'] as const)
          for (const [i, v] of got[m].entries())
            assert.ok(
              Math.abs(v - whole[key]![m][i]!) <= 1e-9 * Math.max(1, Math.abs(v)),
              `${layout}: ${key} ${m}[${i}] ${v}, stats.json ${whole[key]![m][i]}`,
            )
      }
    // Channels a, b, c: c's least value is 100, its mean 104.5, whatever the first episode lacks.
    assert.deepEqual(whole['observation.state']!.min, [0, 50, 100])
    assert.deepEqual(whole['observation.state']!.mean, [(190 + 22.5) / 30, 59.5, 104.5])
  })
})
