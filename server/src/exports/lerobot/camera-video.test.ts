import assert from 'node:assert/strict'
import { createReadStream, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { scratch } from '../../streams/readers/test-kit.ts'
import { digest, episode, jsonLines, memoryWriter, probe, table } from './lerobot-test-kit.ts'
import { frameNumbers, numberedClip } from './numbered-video.ts'
import { type LeRobotLayout, writeLeRobot } from './write-lerobot.ts'

/** The episodes' camera files are read from this machine's files, as the store's would be. */
const files = { read: async (link: string) => createReadStream(link) }

/**
 * Three CSV episodes of 20 rows at 10 Hz (20 frames at the export's 10 fps), each with a camera
 * `front`: a 10 fps clip (a keyframe every second) from its keyframe at 1 s, the same clip from
 * 0.5 s (no keyframe), a 20 fps clip from 0.
 */
async function episodes(dir: string) {
  writeFileSync(
    join(dir, 'run.csv'),
    ['t,a', ...Array.from({ length: 20 }, (_, i) => `${i / 10},${i}`)].join('\n'),
  )
  const slow = await numberedClip({ frames: 30, fps: 10, gop: 10 })
  writeFileSync(join(dir, 'slow.mp4'), slow)
  writeFileSync(join(dir, 'fast.mp4'), await numberedClip({ frames: 36, fps: 20, gop: 20 }))
  const read = async (file: string, start: number) => {
    const source = await episode(dir, 'run.csv', [{ name: 'front', file }])
    source.cameras[0]!.info.start_seconds = start
    return { task: 'look', source }
  }
  return { slow, input: [await read('slow.mp4', 1), await read('slow.mp4', 0.5), await read('fast.mp4', 0)] }
}

async function written(dir: string, layout: LeRobotLayout) {
  const { slow, input } = await episodes(dir)
  const out = memoryWriter()
  await writeLeRobot(input, out, { layout, files })
  return { slow, files: out.files }
}

const FRONT = 'observation.images.front'

describe('camera files in a LeRobot export', () => {
  test('v2.1: each episode video starts at its first frame; a camera at another rate is encoded at the fps', async (t) => {
    const dir = scratch(t)
    const { files: out } = await written(dir, 'v2.1')
    const video = (e: number) => out.get(`videos/chunk-000/${FRONT}/episode_00000${e}.mp4`)!
    const range = (from: number, n: number, step = 1) => Array.from({ length: n }, (_, i) => from + i * step)
    assert.deepEqual(await frameNumbers(video(0)), range(10, 20), 'remuxed from its keyframe at 1 s')
    assert.deepEqual(await frameNumbers(video(1)), range(5, 20), 'encoded again from 0.5 s')
    assert.deepEqual(
      await frameNumbers(video(2)),
      [...range(0, 18, 2), 34, 34],
      'every other frame of the 20 fps clip, its last held',
    )
    for (const e of [0, 1, 2]) assert.equal((await probe(dir, video(e))).r_frame_rate, '10/1')

    const info = JSON.parse(out.get('meta/info.json')!.toString())
    assert.equal(info.features[FRONT].info['video.fps'], 10)
    const stats = jsonLines(out.get('meta/episodes_stats.jsonl')!)
    for (const [e, s] of stats.entries()) {
      const front = s.stats[FRONT]
      assert.deepEqual(Object.keys(s.stats).slice(0, 2), ['observation.state', FRONT], 'after the features')
      assert.deepEqual(front.count, [20], `episode ${e} samples its 20 frames`)
      for (const m of ['min', 'max', 'mean', 'std']) assert.equal(front[m].length, 3)
      for (const m of ['min', 'max', 'mean', 'std']) assert.deepEqual(front[m][0].length, 1)
    }
    // Frame N's grey is 6·N / 219: episode 0 is frames 10–29.
    assert.ok(Math.abs(stats[0].stats[FRONT].min[0][0][0] - 60 / 219) < 0.01)
    assert.ok(Math.abs(stats[0].stats[FRONT].max[0][0][0] - 174 / 219) < 0.01)

    assert.equal(digest((await written(scratch(t), 'v2.1')).files), digest(out), 'the same bytes twice')
  })

  test('v3.0: a camera later in its file is cut there on a keyframe, else copied whole with its from_timestamp; it has statistics', async (t) => {
    const dir = scratch(t)
    const { slow, files: out } = await written(dir, 'v3.0')
    const video = (e: number) => out.get(`videos/${FRONT}/chunk-000/file-00${e}.mp4`)!
    // A LeRobot v3.0 source's episodes share a file: each episode's own frames, not the file each time.
    assert.deepEqual(
      await frameNumbers(video(0)),
      Array.from({ length: 20 }, (_, i) => 10 + i),
      'remuxed from its keyframe at 1 s',
    )
    assert.ok(video(1).equals(slow), 'no keyframe at 0.5 s: copied as it is, not encoded again')
    assert.deepEqual(await frameNumbers(video(2)), [...Array.from({ length: 18 }, (_, i) => 2 * i), 34, 34])
    const meta = await table(out.get('meta/episodes/chunk-000/file-000.parquet')!)
    assert.deepEqual(
      meta.map((r) => [r[`videos/${FRONT}/from_timestamp`], r[`videos/${FRONT}/to_timestamp`]]),
      [
        [0, 2],
        [0.5, 2.5],
        [0, 2],
      ],
    )

    const stats = JSON.parse(out.get('meta/stats.json')!.toString())
    const front = stats[FRONT]
    assert.deepEqual(front.count, [60], 'the three episodes together')
    // Episodes 0 and 1 are frames 10–29 and 5–24 of the slow clip, episode 2 frames 0–34 of the fast one.
    assert.ok(front.min[0][0][0] < 0.01)
    assert.ok(Math.abs(front.max[0][0][0] - 204 / 219) < 0.01)
    assert.deepEqual(Object.keys(stats).slice(0, 2), ['observation.state', FRONT])
    // Each episode's own, in meta/episodes as LeRobot flattens them: `[3, 1, 1]` a statistic.
    for (const [e, r] of meta.entries()) {
      assert.deepEqual(r[`stats/${FRONT}/count`], [20n], `episode ${e}`)
      for (const m of ['min', 'max', 'mean', 'std']) {
        const v = r[`stats/${FRONT}/${m}`] as number[][][]
        assert.deepEqual([v.length, v[0]!.length, v[0]![0]!.length], [3, 1, 1], `episode ${e} ${m}`)
      }
    }
    assert.ok(Math.abs((meta[0]![`stats/${FRONT}/min`] as number[][][])[0]![0]![0]! - 60 / 219) < 0.01)
  })

  test('a camera whose pixels are not square is written with the size LeRobot decodes, not the one it is shown at', async (t) => {
    const dir = scratch(t)
    const { input } = await episodes(dir)
    // 32 × 24 pictures whose pixels are 3:2, shown 48 × 24 (as CARLA's 640 × 480 shown 960 × 480).
    writeFileSync(join(dir, 'wide.mp4'), await numberedClip({ frames: 20, fps: 10, gop: 10, sar: '3/2' }))
    const wide = await episode(dir, 'run.csv', [{ name: 'front', file: 'wide.mp4' }])
    assert.equal(wide.cameras[0]!.info.width, 48, 'the index keeps the size it is shown at')
    for (const layout of ['v2.1', 'v3.0'] as const) {
      const out = memoryWriter()
      await writeLeRobot([{ task: 'look', source: wide }, input[0]!], out, { layout, files })
      const info = JSON.parse(out.files.get('meta/info.json')!.toString())
      assert.deepEqual(info.features[FRONT].shape, [24, 32, 3], layout)
      assert.deepEqual(
        [info.features[FRONT].info['video.width'], info.features[FRONT].info['video.height']],
        [32, 24],
      )
    }
  })

  test('a camera file Hangar does not hand to ffmpeg is copied as it is, and the camera has no statistics', async (t) => {
    const dir = scratch(t)
    const { input } = await episodes(dir)
    writeFileSync(join(dir, 'playlist.mp4'), '#EXTM3U\nfile:///etc/passwd\n')
    input[1]!.source.cameras[0]!.info.link = join(dir, 'playlist.mp4')
    const out = memoryWriter()
    await writeLeRobot(input, out, { layout: 'v3.0', files })
    assert.equal(
      out.files.get(`videos/${FRONT}/chunk-000/file-001.mp4`)!.toString(),
      '#EXTM3U\nfile:///etc/passwd\n',
    )
    const stats = JSON.parse(out.files.get('meta/stats.json')!.toString())
    assert.equal(stats[FRONT], undefined, "a camera's statistics are over all its episodes or not given")
  })

  test("a rate within the index's precision of the export's is the export's; past LeRobot's tolerance it is not", async (t) => {
    const dir = scratch(t)
    const { slow, input } = await episodes(dir)
    // The clip from 0.5 s, off a keyframe: copied whole when its rate is the export's.
    const rated = async (fps: number) => {
      input[1]!.source.cameras[0]!.info.fps = fps
      const out = memoryWriter()
      await writeLeRobot([input[1]!], out, { layout: 'v3.0', files })
      return out.files.get(`videos/${FRONT}/chunk-000/file-000.mp4`)!
    }
    assert.ok((await rated(10.001)).equals(slow), 'copied as it is')
    // 20 frames at 10.01 fps end 2 ms before the export's 20 frames at 10.
    const again = await rated(10.01)
    assert.ok(!again.equals(slow))
    assert.deepEqual(
      await frameNumbers(again),
      Array.from({ length: 20 }, (_, i) => 5 + i),
      'encoded again',
    )
  })

  test('a camera that stops before its episode ends is encoded again, its last picture held to the last frame', async (t) => {
    const dir = scratch(t)
    const { input } = await episodes(dir)
    // 12 pictures at the export's 10 fps for the episode's 20 frames: LeRobot refuses frames 12–19.
    writeFileSync(join(dir, 'short.mp4'), await numberedClip({ frames: 12, fps: 10, gop: 10 }))
    const cam = input[2]!.source.cameras[0]!.info
    Object.assign(cam, { link: join(dir, 'short.mp4'), fps: 10, frame_count: 12, duration_seconds: 1.2 })
    for (const layout of ['v2.1', 'v3.0'] as const) {
      const out = memoryWriter()
      await writeLeRobot([input[2]!], out, { layout, files })
      const path =
        layout === 'v2.1'
          ? `videos/chunk-000/${FRONT}/episode_000000.mp4`
          : `videos/${FRONT}/chunk-000/file-000.mp4`
      assert.deepEqual(
        await frameNumbers(out.files.get(path)!),
        [...Array.from({ length: 12 }, (_, i) => i), ...Array(8).fill(11)],
        `${layout}: every frame has a picture`,
      )
    }
  })
})
