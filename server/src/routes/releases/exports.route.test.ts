import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { runFfmpeg } from '@hangar/media'
import type { FastifyInstance } from 'fastify'
import { parquetReadObjects } from 'hyparquet'
import { EXPORT_JOB, exportSha256 } from '../../exports/export.ts'
import { writeLeRobotFolder } from '../../streams/readers/lerobot-fixtures.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { settledStreams, uploadNamed } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

/** A real H.264 camera file (ffprobe reads it): 2 s at 10 fps, 64×48. */
const camera = () =>
  runFfmpeg(
    ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=2', '-c:v', 'libx264']
      .concat(['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1'])
      .concat(['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1']),
    { timeoutMs: 20_000 },
  )

interface Files {
  [path: string]: Buffer
}

/** Every file of a done export, downloaded through its signed link, its sha256 checked. */
async function download(
  app: FastifyInstance,
  ex: { files: { path: string; url: string; sha256: string; size: number }[] },
) {
  const files: Files = {}
  for (const f of ex.files) {
    const res = await app.inject({ url: new URL(f.url).pathname + new URL(f.url).search })
    assert.equal(res.statusCode, 200, f.path)
    assert.equal(createHash('sha256').update(res.rawPayload).digest('hex'), f.sha256, f.path)
    assert.equal(res.rawPayload.length, f.size, f.path)
    files[f.path] = res.rawPayload
  }
  return files
}

const table = async (b: Buffer) =>
  parquetReadObjects({ file: b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer })

test('a release exported to LeRobot v3.0 reads back as its datasets, the same bytes twice; hostile asks refused', async (t) => {
  const { app, org, other } = await buildTestApp(t)
  const key = keyHeader(org.key)
  const front = await camera()
  const companion = async () => [{ name: 'front', link: await uploadNamed(app, front, 'front.mp4') }]

  // A CSV at 10 Hz (its rows are the frames), JSON Lines at uneven times (held to 10 fps).
  const csv = ['timestamp,a,b', ...Array.from({ length: 20 }, (_, i) => `${i / 10},${i},${-i * 2}`)].join(
    '\n',
  )
  const jsonl = [0, 0.1, 0.2, 0.25, 0.6, 0.7, 0.8, 0.9, 1.0]
    .map((t, i) => JSON.stringify({ t, base: { x: i * 1.5 } }))
    .join('\n')
  const dir = mkdtempSync(join(tmpdir(), 'hangar-export-src-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  await writeLeRobotFolder(dir, { version: 'v2.1', episodes: 1, frames: 20, fps: 10, cameras: [] })
  const parquet = readFileSync(join(dir, 'data/chunk-000/episode_000000.parquet'))
  const info = readFileSync(join(dir, 'meta/info.json'))

  const create = async (name: string, link: string, extra: Record<string, unknown>) => {
    const d = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'episode',
      name,
      link,
      status: 'accepted',
      ...extra,
    } as never)
    const s = await settledStreams(app, org.key, d.id)
    assert.equal(s.status, 'ready', JSON.stringify(s))
    return d
  }
  const a = await create('csv run', await uploadNamed(app, csv, 'run.csv'), { companions: await companion() })
  const b = await create('jsonl run', await uploadNamed(app, jsonl, 'run.jsonl'), {
    companions: await companion(),
  })
  const c = await create('lerobot run', await uploadNamed(app, parquet, 'episode_000000.parquet'), {
    metadata: { task: 'climb the stairs' },
    companions: [
      { name: 'meta/info.json', link: await uploadNamed(app, info, 'info.json') },
      { name: 'observation.images.front', link: await uploadNamed(app, front, 'front.mp4') },
    ],
  })
  const pending = await app.services.datasetAdmin.create({
    organization_id: org.id,
    data_type: 'episode',
    name: 'still pending',
    link: await uploadNamed(app, csv, 'pending.csv'),
  })
  // The checks' findings are part of the provenance: they are written before the release is exported.
  await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
  const rel = (
    await app.inject({
      method: 'POST',
      url: '/releases',
      headers: key,
      payload: { program: 'software', dataset_ids: [a.id, b.id, c.id, pending.id] },
    })
  ).json()

  const post = (payload: unknown, headers = key, id = rel.id) =>
    app.inject({ method: 'POST', url: `/releases/${id}/exports`, headers, payload: payload as object })
  const first = await post({ format: 'lerobot' })
  assert.equal(first.statusCode, 202, first.body)
  assert.equal(first.json().status, 'queued')
  const again = await post({ format: 'lerobot' })
  assert.equal(again.json().export_id, first.json().export_id, 'asked again while queued: the same export')

  await app.services.jobs.idle([EXPORT_JOB])
  const get = async (id: string) =>
    (await app.inject({ url: `/releases/${rel.id}/exports/${id}`, headers: key })).json()
  const ex = await get(first.json().export_id)
  assert.equal(ex.status, 'done', JSON.stringify(ex))
  assert.equal(ex.progress, 1)
  const files = await download(app, ex)
  assert.equal(ex.sha256, exportSha256(ex.files))
  assert.equal(
    ex.size,
    ex.files.reduce((n: number, f: { size: number }) => n + f.size, 0),
  )

  const infoJson = JSON.parse(files['meta/info.json']!.toString())
  assert.equal(infoJson.codebase_version, 'v3.0')
  assert.equal(infoJson.fps, 10)
  assert.equal(infoJson.total_episodes, 3)
  const ordered = [a, b, c].sort((x, y) => (x.id < y.id ? -1 : 1))
  const names = infoJson.features['observation.state'].names as string[]
  assert.deepEqual(names, [...names].sort())
  assert.ok(names.includes('a') && names.includes('base.x') && names.includes('observation.state.hip'))
  assert.deepEqual(infoJson.features['observation.images.front'].shape, [48, 64, 3])

  const data = await table(files['data/chunk-000/file-000.parquet']!)
  assert.equal(data.length, infoJson.total_frames, 'info.json totals agree with the data')
  const episodes = await table(files['meta/episodes/chunk-000/file-000.parquet']!)
  assert.equal(episodes.length, 3)
  const lengthOf = (d: { id: string }) => Number(episodes[ordered.indexOf(d as never)]!.length)
  assert.equal(lengthOf(a), 20, 'the CSV rows are its frames')
  assert.equal(lengthOf(b), 11, 'JSON Lines held every 0.1 s from 0 to 1.0')
  assert.equal(lengthOf(c), 20)
  assert.equal(
    episodes.reduce((n, e) => n + Number(e.length), 0),
    infoJson.total_frames,
  )
  const rowsOf = (d: { id: string }) =>
    data.filter((r) => Number(r.episode_index) === ordered.indexOf(d as never))
  const csvRows = rowsOf(a)
  assert.equal((csvRows[5]!['observation.state'] as number[])[names.indexOf('a')], 5)
  assert.equal((csvRows[5]!['observation.state'] as number[])[names.indexOf('b')], -10)
  assert.ok(Math.abs(Number(csvRows[5]!.timestamp) - 0.5) < 1e-6)
  assert.ok(Number.isNaN((csvRows[5]!['observation.state'] as number[])[names.indexOf('base.x')]))
  // JSON Lines: the frame at 0.5 s holds the row of 0.25 s (x = 3 × 1.5).
  assert.equal((rowsOf(b)[5]!['observation.state'] as number[])[names.indexOf('base.x')], 4.5)
  const lr = rowsOf(c)
  assert.ok(
    Math.abs((lr[3]!['observation.state'] as number[])[names.indexOf('observation.state.knee')]! - 1.03) <
      1e-5,
  )
  assert.deepEqual(
    data.map((r) => Number(r.index)),
    data.map((_, i) => i),
  )
  const tasks = await table(files['meta/tasks.parquet']!)
  assert.deepEqual(tasks.map((r) => r.task).sort(), ['climb the stairs', 'csv run', 'jsonl run'])
  const stats = JSON.parse(files['meta/stats.json']!.toString())
  assert.deepEqual(stats['observation.state'].count, [infoJson.total_frames])
  assert.equal(stats['observation.state'].max[names.indexOf('a')], 19)

  // The videos: one file per episode and camera, as meta/episodes points at them.
  const video = `videos/observation.images.front/chunk-000/file-00${ordered.indexOf(a as never)}.mp4`
  assert.ok(files[video], Object.keys(files).join(' '))
  const scratch = join(dir, 'probe.mp4')
  writeFileSync(scratch, files[video]!)
  const probe = JSON.parse(
    (await promisify(execFile)('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', scratch])).stdout,
  )
  assert.equal(probe.streams[0].width, 64)
  assert.equal(probe.streams[0].r_frame_rate, '10/1')

  const prov = JSON.parse(files['provenance.json']!.toString())
  assert.equal(prov.datasets.length, 4)
  const p = prov.datasets.find((d: { dataset_id: string }) => d.dataset_id === pending.id)
  assert.equal(p.episode_index, null)
  assert.match(p.left_out, /pending/)
  const pa = prov.datasets.find((d: { dataset_id: string }) => d.dataset_id === a.id)
  assert.equal(pa.episode_index, ordered.indexOf(a as never))
  assert.deepEqual(Object.keys(pa), [
    'dataset_id',
    'name',
    'version',
    'sha256',
    'status',
    'decision',
    'finding_ids',
    'episode_index',
    'left_out',
  ])

  // Done: asked again, the same. A failed one is asked anew; the new export has the same bytes.
  assert.equal((await post({ format: 'lerobot' })).json().export_id, ex.id)
  // (As a job that failed for good leaves it.)
  await app.deps.db.updateTable('release_exports').set({ status: 'failed' }).where('id', '=', ex.id).execute()
  const second = await post({ format: 'lerobot' })
  assert.notEqual(second.json().export_id, ex.id)
  await app.services.jobs.idle([EXPORT_JOB])
  const ex2 = await get(second.json().export_id)
  assert.equal(ex2.status, 'done')
  const digests = (e: { files: { path: string; sha256: string }[] }) =>
    e.files.map((f) => `${f.path} ${f.sha256}`)
  assert.deepEqual(digests(ex2), digests(ex), 'reproducible: the same files, byte for byte')
  assert.equal(ex2.sha256, ex.sha256)
  const list = (await app.inject({ url: `/releases/${rel.id}/exports`, headers: key })).json()
  assert.deepEqual(
    list.exports.map((e: { id: string }) => e.id),
    [ex2.id, ex.id],
  )

  // Hostile: another organization's release, unknown formats, malformed bodies and ids.
  assert.equal((await post({ format: 'lerobot' }, keyHeader(other.key))).statusCode, 404)
  assert.equal(
    (await app.inject({ url: `/releases/${rel.id}/exports/${ex.id}`, headers: keyHeader(other.key) }))
      .statusCode,
    404,
  )
  assert.equal(
    (await app.inject({ url: `/releases/${rel.id}/exports`, headers: keyHeader(other.key) })).statusCode,
    404,
  )
  assert.equal((await post({ format: 'lerobot' }, key, randomUUID())).statusCode, 404)
  assert.equal(
    (await app.inject({ url: `/releases/${rel.id}/exports/${randomUUID()}`, headers: key })).statusCode,
    404,
  )
  for (const bad of [{ format: 'webdataset-v9' }, {}, { format: 7 }, { format: 'lerobot', extra: 1 }]) {
    const res = await post(bad)
    assert.equal(res.statusCode, 422, JSON.stringify(bad))
    assert.equal(typeof res.json().detail, 'string')
  }
  const broken = await app.inject({
    method: 'POST',
    url: `/releases/${rel.id}/exports`,
    headers: { ...key, 'content-type': 'application/json' },
    payload: '{"format":',
  })
  assert.equal(broken.statusCode, 400)
  assert.equal((await post({ format: 'lerobot' }, key, 'not-a-uuid')).statusCode, 422)
})

/** Every member of a tar as python3's tarfile reads it: its name, its bytes' sha256, JSON parsed. */
async function tarMembers(bytes: Buffer, dir: string) {
  const path = join(dir, `${randomUUID()}.tar`)
  writeFileSync(path, bytes)
  const script = `
import hashlib, json, sys, tarfile
with tarfile.open(sys.argv[1], 'r:') as t:
    print(json.dumps([{'name': m.name, 'sha256': hashlib.sha256(b).hexdigest(),
                       'json': json.loads(b) if m.name.endswith('.json') else None}
                      for m in t.getmembers() for b in [t.extractfile(m).read()]]))
`
  return JSON.parse((await promisify(execFile)('python3', ['-c', script, path])).stdout) as {
    name: string
    sha256: string
    json: Record<string, unknown> | null
  }[]
}

test('a release exported to WebDataset: its videos in a shard with their decisions; without a video, provenance says why', async (t) => {
  const { app, org } = await buildTestApp(t)
  const key = keyHeader(org.key)
  const dir = mkdtempSync(join(tmpdir(), 'hangar-export-wds-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const clip = await camera()
  const accepted = async (data_type: 'synthetic_pov' | 'episode', link: string, extra = {}) => {
    const d = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type,
      name: `${data_type} ${randomUUID().slice(0, 4)}`,
      link,
      ...(data_type === 'synthetic_pov' ? { prompt: 'a robot opens the door' } : {}),
      ...extra,
    } as never)
    const res = await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: key })
    assert.equal(res.statusCode, 200, res.body)
    return d
  }
  const video = await accepted('synthetic_pov', await uploadNamed(app, clip, 'clip.mp4'), {
    metadata: { scene: 'kitchen' },
  })
  const csv = await accepted('episode', await uploadNamed(app, 'timestamp,a\n0,1\n0.1,2\n', 'run.csv'))
  await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
  const release = async (ids: string[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/releases',
        headers: key,
        payload: { program: 'software', dataset_ids: ids },
      })
    ).json()
  const exported = async (rel: { id: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: `/releases/${rel.id}/exports`,
      headers: key,
      payload: { format: 'webdataset' },
    })
    assert.equal(res.statusCode, 202, res.body)
    await app.services.jobs.idle([EXPORT_JOB])
    const ex = (
      await app.inject({ url: `/releases/${rel.id}/exports/${res.json().export_id}`, headers: key })
    ).json()
    assert.equal(ex.status, 'done', JSON.stringify(ex))
    assert.equal(ex.format, 'webdataset')
    assert.equal(ex.sha256, exportSha256(ex.files))
    return { ex, files: await download(app, ex) }
  }

  const { ex, files } = await exported(await release([video.id, csv.id]))
  assert.deepEqual(
    ex.files.map((f: { path: string }) => f.path),
    ['provenance.json', 'shards/shard-000000.tar'],
  )
  const members = await tarMembers(files['shards/shard-000000.tar']!, dir)
  assert.deepEqual(
    members.map((m) => m.name),
    [`${video.id}.json`, `${video.id}.mp4`],
  )
  assert.equal(members[1]!.sha256, createHash('sha256').update(clip).digest('hex'))
  const sample = members[0]!.json!
  assert.equal(sample.dataset_id, video.id)
  assert.equal(sample.prompt, 'a robot opens the door')
  assert.deepEqual(sample.metadata, { scene: 'kitchen' })
  assert.equal((sample.decision as { action: string }).action, 'accepted')
  assert.deepEqual(sample.finding_ids, [])
  const prov = JSON.parse(files['provenance.json']!.toString())
  assert.equal(prov.format, 'webdataset')
  const entry = (id: string) => prov.datasets.find((d: { dataset_id: string }) => d.dataset_id === id)
  assert.deepEqual([entry(video.id).episode_index, entry(video.id).shard], [0, 'shards/shard-000000.tar'])
  assert.equal(entry(video.id).decision.action, 'accepted')
  assert.match(entry(csv.id).left_out, /not an MP4 video \(\.csv\)/)

  // A release without a video: an export all the same, its provenance saying why for each.
  const none = await exported(await release([csv.id]))
  assert.deepEqual(
    none.ex.files.map((f: { path: string }) => f.path),
    ['provenance.json'],
  )
  const why = JSON.parse(none.files['provenance.json']!.toString()).datasets
  assert.deepEqual(
    why.map((d: { dataset_id: string; episode_index: null }) => [d.dataset_id, d.episode_index]),
    [[csv.id, null]],
  )
  assert.match(why[0].left_out, /not an MP4 video/)
})
