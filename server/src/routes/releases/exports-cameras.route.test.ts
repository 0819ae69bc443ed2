import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { parquetReadObjects } from 'hyparquet'
import { EXPORT_JOB } from '../../exports/export.ts'
import { cameraRecording, colourPictures } from '../../exports/lerobot/mcap-camera-fixtures.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { settledStreams, uploadNamed } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

test('MCAP recordings with cameras exported in LeRobot v2.1 and v3.0: their image streams are videos of every frame', async (t) => {
  const { app, org } = await buildTestApp(t)
  const key = keyHeader(org.key)
  const dir = mkdtempSync(join(tmpdir(), 'hangar-export-cameras-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const pictures = await colourPictures(['red', 'lime', 'blue'], { width: 48, height: 32 })
  const ids: string[] = []
  for (const seconds of [2, 1]) {
    const recording = await cameraRecording({ seconds, pictures })
    const d = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'episode',
      name: `run of ${seconds} s`,
      link: await uploadNamed(app, Buffer.from(recording), `run-${seconds}.mcap`),
      status: 'accepted',
    } as never)
    assert.equal((await settledStreams(app, org.key, d.id)).status, 'ready')
    ids.push(d.id)
  }
  await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
  const rel = (
    await app.inject({
      method: 'POST',
      url: '/releases',
      headers: key,
      payload: { program: 'software', dataset_ids: ids },
    })
  ).json()

  const exported = async (format: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/releases/${rel.id}/exports`,
      headers: key,
      payload: { format },
    })
    assert.equal(res.statusCode, 202, res.body)
    await app.services.jobs.idle([EXPORT_JOB])
    const ex = (
      await app.inject({ url: `/releases/${rel.id}/exports/${res.json().export_id}`, headers: key })
    ).json()
    assert.equal(ex.status, 'done', JSON.stringify(ex))
    const files: Record<string, Buffer> = {}
    for (const f of ex.files as { path: string; url: string }[]) {
      const got = await app.inject({ url: new URL(f.url).pathname + new URL(f.url).search })
      files[f.path] = got.rawPayload
    }
    return files
  }
  const frames = async (bytes: Buffer) => {
    const path = join(dir, 'probe.mp4')
    writeFileSync(path, bytes)
    const { stdout } = await promisify(execFile)('ffprobe', [
      ...[
        '-v',
        'error',
        '-count_frames',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=nb_read_frames,width',
      ],
      ...['-of', 'json', path],
    ])
    const s = JSON.parse(stdout).streams[0]
    return { frames: Number(s.nb_read_frames), width: s.width }
  }
  const camera = 'observation.images.camera.front'

  const v21 = await exported('lerobot-v2.1')
  const info = JSON.parse(v21['meta/info.json']!.toString())
  assert.equal(info.codebase_version, 'v2.1')
  assert.equal(info.total_videos, 2)
  assert.equal(info.features[camera].dtype, 'video')
  const lengths = v21['meta/episodes.jsonl']!.toString()
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l).length as number)
  assert.deepEqual([...lengths].sort(), [11, 21])
  for (const [e, length] of lengths.entries()) {
    const data = v21[`data/chunk-000/episode_00000${e}.parquet`]!
    const rows = await parquetReadObjects({
      file: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
    })
    assert.equal(rows.length, length)
    assert.deepEqual(await frames(v21[`videos/chunk-000/${camera}/episode_00000${e}.mp4`]!), {
      frames: length,
      width: 48,
    })
  }

  const v3 = await exported('lerobot')
  assert.equal(JSON.parse(v3['meta/info.json']!.toString()).features[camera].dtype, 'video')
  for (const [e, length] of lengths.entries()) {
    const video = v3[`videos/${camera}/chunk-000/file-00${e}.mp4`]!
    assert.ok(
      video.equals(v21[`videos/chunk-000/${camera}/episode_00000${e}.mp4`]!),
      'the same video in both layouts',
    )
    assert.equal((await frames(video)).frames, length)
  }
})
