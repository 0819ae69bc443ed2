import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { writeLeRobotFolder } from '@hangar/server/src/streams/readers/lerobot-fixtures.ts'
import { keyHeader } from '@hangar/server/src/testing/fixtures.ts'
import { settledStreams } from '@hangar/server/src/testing/stream-fixtures.ts'
import { buildTestApp } from '@hangar/server/src/testing/test-app.ts'
import { inProcessTarget } from '../import-target.ts'
import { importLeRobot } from './import-lerobot.ts'

const CAMS = ['observation.images.front', 'observation.images.wrist']

function folder(t: { after: (fn: () => void) => void }, name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-lerobot-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, name)
}

async function episodes(app: Awaited<ReturnType<typeof buildTestApp>>['app'], key: string) {
  const res = await app.inject({ url: '/datasets?limit=100&data_type=episode', headers: keyHeader(key) })
  return (res.json().datasets as { id: string; name: string; metadata: Record<string, unknown> }[]).sort(
    (a, b) => a.name.localeCompare(b.name),
  )
}

for (const version of ['v2.1', 'v3.0'] as const) {
  test(`import-lerobot ${version}: one episode dataset per episode with its cameras, channels and metadata; a second run imports nothing`, async (t) => {
    const { app, org } = await buildTestApp(t)
    const dir = folder(t, `stairs-${version}`)
    await writeLeRobotFolder(dir, { version, episodes: 3, frames: 20, fps: 10, cameras: CAMS })
    const first = await importLeRobot(inProcessTarget(app), dir, { org: org.id, prefix: 'lerobot' })
    assert.deepEqual(first, { created: 3, skipped: 0, missing: [] })
    const list = await episodes(app, org.key)
    assert.deepEqual(
      list.map((d) => d.name),
      [0, 1, 2].map((i) => `stairs-${version} — episode ${i}`),
    )
    assert.deepEqual(list[1]!.metadata, {
      lerobot_episode: `stairs-${version}#1`,
      source: 'lerobot',
      lerobot_version: version,
      episode_index: 1,
      task: 'walk to the dock',
      fps: 10,
      robot_type: 'quadruped',
      frames: 20,
    })
    const streams = await settledStreams(app, org.key, list[1]!.id)
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.deepEqual(
      streams.videos.map((v) => [v.name, v.frame_count, v.start_seconds, v.width, v.height]),
      CAMS.map((c) => [c, 20, version === 'v3.0' ? 2 : 0, 640, 360]),
    )
    assert.match(
      streams.videos[0]!.url,
      /^http:\/\/hangar\.test\/files\/lerobot\/.*\.mp4\?expires=\d+&signature=/,
    )
    assert.deepEqual(
      streams.channels.map((c) => c.name),
      [
        'observation.state.hip',
        'observation.state.knee',
        'observation.state.ankle',
        'action[0]',
        'action[1]',
      ],
    )
    // Episode 1's own rows: its joints start at 10.
    const series = (
      await app.inject({
        url: `/datasets/${list[1]!.id}/series?channel=observation.state.hip&points=1`,
        headers: keyHeader(org.key),
      })
    ).json()
    assert.equal(series.channels[0].samples, 20)
    assert.ok(Math.abs(series.channels[0].min[0] - 10) < 1e-5)

    const again = await importLeRobot(inProcessTarget(app), dir, { org: org.id, prefix: 'lerobot' })
    assert.deepEqual(again, { created: 0, skipped: 3, missing: [] })
    assert.equal((await episodes(app, org.key)).length, 3)
  })
}

test('import-lerobot: a missing camera video is named; the episode is created and its streams say why they failed', async (t) => {
  const { app, org } = await buildTestApp(t)
  const dir = folder(t, 'gap')
  await writeLeRobotFolder(dir, {
    version: 'v2.1',
    episodes: 1,
    frames: 10,
    fps: 10,
    cameras: CAMS,
    missingVideo: 'observation.images.wrist',
  })
  const r = await importLeRobot(inProcessTarget(app), dir, { org: org.id, prefix: 'lerobot' })
  assert.equal(r.created, 1)
  assert.deepEqual(r.missing, ['episode 0: videos/chunk-000/observation.images.wrist/episode_000000.mp4'])
  const [d] = await episodes(app, org.key)
  const streams = await settledStreams(app, org.key, d!.id)
  assert.equal(streams.status, 'failed')
  assert.equal(streams.detail, 'The episode has no video file for its camera observation.images.wrist.')
  assert.equal(
    (await app.inject({ url: `/datasets/dataset?id=${d!.id}`, headers: keyHeader(org.key) })).statusCode,
    200,
  )
})
