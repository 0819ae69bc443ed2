import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { scratch } from '../../streams/readers/test-kit.ts'
import { digest, episode, exported, frameColours, jsonLines, probe } from './lerobot-test-kit.ts'
import { cameraRecording, colourPictures } from './mcap-camera-fixtures.ts'

const COLOURS = ['red', 'lime', 'blue', 'yellow'] as const
const RGB: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 0],
]

describe('MCAP image streams as videos', () => {
  test('each image stream becomes a video with a frame per frame, each its last picture; the same bytes twice', async (t) => {
    const dir = scratch(t)
    // 65×49 pictures: H.264 in yuv420p wants even sizes, the video is 64×48.
    const size = { width: 65, height: 49 }
    const front = await colourPictures(COLOURS, size)
    const wrist = await colourPictures(['blue', 'red'], { width: 32, height: 24 }, 'png')
    writeFileSync(join(dir, 'a.mcap'), await cameraRecording({ seconds: 2, pictures: front, wrist }))
    writeFileSync(
      join(dir, 'b.mcap'),
      await cameraRecording({ seconds: 1, pictures: [...front].reverse(), wrist }),
    )
    const episodes = async () => [
      { task: 'look ahead', source: await episode(dir, 'a.mcap') },
      { task: 'look back', source: await episode(dir, 'b.mcap') },
    ]

    for (const layout of ['v3.0', 'v2.1'] as const) {
      const { files, summary } = await exported(episodes, layout)
      assert.deepEqual(summary.cameras, [
        'observation.images.camera.front',
        'observation.images.camera.wrist',
      ])
      assert.equal(summary.fps, 10)
      assert.deepEqual(summary.lengths, [21, 11], 'the joints at 10 Hz are the frames')
      const info = JSON.parse(files.get('meta/info.json')!.toString())
      const feature = info.features['observation.images.camera.front']
      assert.equal(feature.dtype, 'video')
      assert.deepEqual(feature.shape, [48, 64, 3])
      assert.equal(feature.info['video.codec'], 'h264')
      assert.equal(feature.info['video.fps'], 10)
      assert.deepEqual(info.features['observation.images.camera.wrist'].shape, [24, 32, 3])
      assert.deepEqual(info.features['observation.state'].names, ['/joints.a', '/joints.b'])

      const path = (key: string, e: number) =>
        layout === 'v3.0'
          ? `videos/${key}/chunk-000/file-00${e}.mp4`
          : `videos/chunk-000/${key}/episode_00000${e}.mp4`
      for (const [e, frames] of summary.lengths.entries()) {
        const video = await probe(dir, files.get(path('observation.images.camera.front', e))!)
        assert.equal(video.frames, frames, `${layout} episode ${e}: a video frame per data frame`)
        assert.equal(video.codec_name, 'h264')
        assert.equal(video.pix_fmt, 'yuv420p')
        assert.equal(video.r_frame_rate, '10/1')
        assert.deepEqual([video.width, video.height], [64, 48])
        const wristVideo = await probe(dir, files.get(path('observation.images.camera.wrist', e))!)
        assert.equal(wristVideo.frames, frames)
      }
      // Pictures at 0.05, 0.25, 0.45… s; frame k at k / 10 s takes the last at or before it
      // (the first before any): frames 0–2 the first, 3–4 the second, 5–6 the third…
      const colours = await frameColours(files.get(path('observation.images.camera.front', 0))!, RGB)
      assert.deepEqual(
        colours,
        Array.from({ length: 21 }, (_, k) => (k < 3 ? 0 : Math.floor((k - 1) / 2)) % 4),
      )
      const back = await frameColours(files.get(path('observation.images.camera.front', 1))!, RGB)
      assert.deepEqual(
        back,
        Array.from({ length: 11 }, (_, k) => 3 - ((k < 3 ? 0 : Math.floor((k - 1) / 2)) % 4)),
      )
      // The wrist's PNG pictures at 0, 0.2, 0.4… s: blue, red, blue…
      const wristColours = await frameColours(files.get(path('observation.images.camera.wrist', 0))!, RGB)
      assert.deepEqual(
        wristColours,
        Array.from({ length: 21 }, (_, k) => (Math.floor(k / 2) % 2 ? 0 : 2)),
      )

      // The pictures' statistics (LeRobot's: every frame sampled under 100, per channel over 255):
      // the means are the share of frames whose colour has that channel, within JPEG's error (0.005).
      const shares = (colours: number[]) =>
        [0, 1, 2].map((c) => colours.filter((i) => RGB[i]![c] === 255).length / colours.length)
      const near = (got: number[][][], want: number[], what: string) => {
        for (const [c, w] of want.entries())
          assert.ok(Math.abs(got[c]![0]![0]! - w) < 0.005, `${what}[${c}]: ${got[c]} ≈ ${w}`)
      }
      const statsOf = (e: number) =>
        layout === 'v2.1'
          ? jsonLines(files.get('meta/episodes_stats.jsonl')!)[e].stats['observation.images.camera.front']
          : undefined
      if (layout === 'v2.1') {
        near(statsOf(0).mean, shares(colours), 'episode 0 mean')
        near(statsOf(1).mean, shares(back), 'episode 1 mean')
        assert.deepEqual(statsOf(0).count, [21])
        near(statsOf(0).min, [0, 0, 0], 'min')
        near(statsOf(0).max, [1, 1, 1], 'max')
      } else {
        const all = JSON.parse(files.get('meta/stats.json')!.toString())['observation.images.camera.front']
        assert.deepEqual(all.count, [32], 'both episodes, every frame sampled')
        near(all.mean, shares([...colours, ...back]), 'mean over the episodes')
        // Red is 1 in a share m of the frames, 0 elsewhere: its std is √(m (1 − m)).
        const [m] = shares([...colours, ...back])
        near(all.std.slice(0, 1), [Math.sqrt(m! * (1 - m!))], 'std of red')
      }

      const again = await exported(episodes, layout)
      assert.equal(digest(again.files), digest(files), `${layout}: the same episodes give the same bytes`)
    }
  })
})
