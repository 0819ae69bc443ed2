import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { mp4VideoSize } from '@hangar/media'
import fc from 'fast-check'
import { PNG } from 'pngjs'
import { demoCatalog } from './catalog.ts'
import { type DemoAsset, type DemoAssetRenderer, isEncodedAsset, renderDemoAsset } from './demo-asset.ts'
import { prepareDemoMedia } from './demo-media.ts'
import type { DemoDatasetPlan, DemoFile } from './demo-plan.ts'

const NOW = new Date('2026-11-25T15:30:00.000Z')
const DAY_MS = 24 * 60 * 60 * 1000
const STATUSES = ['pending', 'accepted', 'rejected', 'for_admin_review', 'superseded', 'discarded']
const SYNTHETIC = new Set(['synthetic_pov', 'synthetic_third_person'])

// The recipe's text stands in for the bytes: cheap, and still unique per file.
const recipeOnly: DemoAssetRenderer = (asset) => Buffer.from(JSON.stringify(asset))

/** Every row the seeder creates for a plan: version 0, then the iterations, with resulting statuses. */
function rows(plan: DemoDatasetPlan) {
  const chain = [
    { date_created: plan.date_created, file: plan.file, previews: plan.previews },
    ...(plan.iterations ?? []),
  ]
  return chain.map((v, i) => ({ ...v, status: i === chain.length - 1 ? plan.status : 'superseded' }))
}

function files(plan: DemoDatasetPlan): DemoFile[] {
  return [
    ...rows(plan).flatMap((r) => [r.file, ...(r.previews ? [r.previews.pose_frame] : [])]),
    ...(plan.companions ?? []).map((c) => c.file),
  ]
}

const utcDay = (iso: string) => iso.slice(0, 10)

/** The plan's rules, checked for any `now` and seed. */
function assertWellFormed(plans: DemoDatasetPlan[], now: Date): void {
  assert.ok(plans.length >= 40, `${plans.length} datasets`)
  assert.deepEqual(new Set(plans.map((p) => p.data_type)), new Set(['episode', 'telemetry', ...SYNTHETIC]))
  assert.deepEqual(new Set(plans.flatMap(rows).map((r) => r.status)), new Set(STATUSES))

  const lengths = new Set(plans.filter((p) => SYNTHETIC.has(p.data_type)).map((p) => rows(p).length))
  assert.deepEqual([...lengths].sort(), [1, 2, 3, 4])

  const earliest = now.getTime() - 14 * DAY_MS
  for (const plan of plans) {
    const dates = rows(plan).map((r) => Date.parse(r.date_created))
    for (const d of dates)
      assert.ok(d >= earliest && d <= now.getTime(), `${plan.name}: ${new Date(d).toISOString()}`)
    for (let i = 1; i < dates.length; i++)
      assert.ok((dates[i] as number) > (dates[i - 1] as number), plan.name)

    assert.equal(plan.rejection_reason !== undefined, plan.status === 'rejected', plan.name)
    if (plan.rejection_reason !== undefined) assert.ok(plan.rejection_reason.length > 0)

    const synthetic = SYNTHETIC.has(plan.data_type)
    assert.equal(plan.prompt !== undefined, synthetic)
    assert.equal(plan.previews !== undefined, synthetic)
    assert.equal(plan.iterations !== undefined, synthetic)
    assert.ok((plan.iterations?.length ?? 0) <= 3)
    assert.equal(plan.superseded_reason !== undefined, (plan.iterations?.length ?? 0) > 0, plan.name)
    for (const v of plan.iterations ?? []) {
      assert.ok(v.prompt.length > 0 && v.regeneration_reason.length > 0 && v.superseded_reason.length > 0)
    }
  }

  const paths = plans.flatMap(files).map((f) => f.path)
  assert.equal(new Set(paths).size, paths.length, 'paths are unique')
  for (const plan of plans) {
    if (plan.companions) {
      // A LeRobot episode keeps LeRobot's own layout under its folder.
      assert.match(plan.file.path, /^demo\/episode\/[a-z0-9-]+\/data\/chunk-000\/episode_000000\.parquet$/)
      continue
    }
    rows(plan).forEach((row, version) => {
      assert.match(
        row.file.path,
        new RegExp(`^demo/${plan.data_type}/[a-z0-9-]+-v${version}\\.(mp4|jsonl|csv|mcap)$`),
      )
    })
  }
  assert.ok(plans.some((p) => p.description === null))
  assert.ok(plans.some((p) => p.description !== null))
}

// Videos are encoded by ffmpeg (seconds each): the plan holds their recipes, checked against the
// metadata here; one real clip is encoded below.
const clips = new Map<string, DemoAsset>()
const recipeForVideos: DemoAssetRenderer = (asset) => {
  if (!isEncodedAsset(asset)) return renderDemoAsset(asset)
  const bytes = Buffer.from(JSON.stringify(asset))
  clips.set(bytes.toString(), asset)
  return bytes
}
const plans = demoCatalog(NOW, 1, recipeForVideos)

test('the catalog follows its rules', () => {
  assertWellFormed(plans, NOW)
})

test('the rules hold for any start time and seed', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('2001-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.integer(),
      (now, seed) => assertWellFormed(demoCatalog(now, seed, recipeOnly), now),
    ),
    { numRuns: 60 },
  )
})

test('each of the last 7 UTC days has several datasets, for the statistics', () => {
  const counts = new Map<string, number>()
  for (const row of plans.flatMap(rows))
    counts.set(utcDay(row.date_created), (counts.get(utcDay(row.date_created)) ?? 0) + 1)
  for (let d = 0; d < 7; d++) {
    const day = utcDay(new Date(NOW.getTime() - d * DAY_MS).toISOString())
    assert.ok((counts.get(day) ?? 0) >= 3, `${day}: ${counts.get(day) ?? 0}`)
  }
})

test('even a start just after midnight has datasets today', () => {
  const now = new Date('2026-03-01T00:02:00Z')
  const today = demoCatalog(now, 4, recipeOnly)
    .flatMap(rows)
    .filter((r) => utcDay(r.date_created) === '2026-03-01')
  assert.ok(today.length >= 3)
})

test('metadata carries the keys each data type promises', () => {
  const keys: Record<string, string[]> = {
    episode: ['duration_seconds', 'operator', 'robot', 'site', 'task'],
    telemetry: ['duration_seconds', 'robot', 'sample_rate_hz', 'sensors'],
    synthetic_pov: ['duration_seconds', 'model', 'perspective', 'resolution'],
    synthetic_third_person: ['duration_seconds', 'model', 'perspective', 'resolution'],
  }
  for (const plan of plans) {
    for (const metadata of [plan.metadata, ...(plan.iterations ?? []).map((v) => v.metadata)]) {
      assert.deepEqual(Object.keys(metadata).sort(), keys[plan.data_type], plan.name)
    }
    if (plan.data_type === 'synthetic_pov') assert.equal(plan.metadata['perspective'], 'pov')
    if (plan.data_type === 'synthetic_third_person')
      assert.equal(plan.metadata['perspective'], 'third_person')
  }
})

test('a regenerated version adds to its parent prompt and names the flaw it fixes', () => {
  const chains = plans.filter((p) => (p.iterations?.length ?? 0) > 0)
  assert.ok(chains.length > 0)
  for (const plan of chains) {
    let previous = plan.prompt ?? ''
    for (const v of plan.iterations ?? []) {
      assert.notEqual(v.prompt, previous)
      assert.ok(v.prompt.length > previous.length - 5)
      previous = v.prompt
    }
    // Version 0 was replaced for the reason version 1 was made.
    assert.ok(plan.superseded_reason?.startsWith(plan.iterations?.[0]?.regeneration_reason ?? '?'))
  }
})

test('the files are what they say, and the clips last as long as the metadata says', () => {
  for (const plan of plans) {
    const versions = [
      { metadata: plan.metadata, file: plan.file, previews: plan.previews },
      ...(plan.iterations ?? []),
    ]
    for (const v of versions) {
      const { file } = v
      assert.ok(file.bytes.length > 0)
      if (file.path.endsWith('.mp4')) {
        assert.equal(file.contentType, 'video/mp4')
        const clip = clips.get(file.bytes.toString())
        assert.ok(clip?.kind === 'clip')
        assert.equal(`${clip.width}x${clip.height}`, v.metadata['resolution'])
        assert.ok(clip.width >= 640 && clip.height >= 360)
        assert.equal(clip.frames / 10, v.metadata['duration_seconds'])
      } else if (file.path.endsWith('.mcap')) {
        assert.equal(clips.get(file.bytes.toString())?.kind, 'mcap')
      } else if (file.path.endsWith('.parquet')) {
        assert.equal(file.bytes.subarray(0, 4).toString('latin1'), 'PAR1')
      } else if (file.path.endsWith('.jsonl')) {
        assert.equal(file.contentType, 'application/x-ndjson')
        const lines = file.bytes.toString('utf8').trimEnd().split('\n')
        assert.equal(lines.length, Number(v.metadata['duration_seconds']) * 10)
      } else {
        assert.equal(file.contentType, 'text/csv')
        const lines = file.bytes.toString('utf8').trimEnd().split('\n')
        assert.equal(
          lines.length - 1,
          Number(v.metadata['duration_seconds']) * Number(v.metadata['sample_rate_hz']),
        )
      }
      if (v.previews) {
        assert.equal(v.previews.gif, undefined, 'Hangar makes the animated preview itself')
        assert.equal(PNG.sync.read(v.previews.pose_frame.bytes).width, 160)
        assert.equal(v.previews.pose_frame.contentType, 'image/png')
      }
    }
  }
})

test('a clip of the plan is an H.264 MP4 of its resolution and duration', async (t) => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'hangar-demo-media-'))
  t.after(() => rmSync(cacheDir, { recursive: true, force: true }))
  const plan = plans.find((p) => p.file.path.endsWith('.mp4'))
  const clip = plan && clips.get(plan.file.bytes.toString())
  assert.ok(plan && clip)
  const { render, encoded } = await prepareDemoMedia([clip], { cacheDir })
  assert.equal(encoded, 1)
  const video = mp4VideoSize(render(clip))
  assert.equal(`${video?.width}x${video?.height}`, plan.metadata['resolution'])
  assert.equal(video?.codec, 'avc1')
  assert.ok(Math.abs((video?.durationSeconds ?? 0) - Number(plan.metadata['duration_seconds'])) < 0.2)
  // A second preparation finds it in the cache.
  assert.equal((await prepareDemoMedia([clip], { cacheDir })).encoded, 0)
})

test('the LeRobot episode: info.json names the joints and both cameras; the parquet has a row per frame', async () => {
  const plan = plans.find((p) => p.companions)
  assert.ok(plan?.companions)
  const info = JSON.parse(
    plan.companions.find((c) => c.name === 'meta/info.json')?.file.bytes.toString() ?? '{}',
  ) as { codebase_version: string; fps: number; features: Record<string, { names: string[] | null }> }
  assert.equal(info.codebase_version, 'v2.1')
  assert.deepEqual(info.features['observation.state']?.names?.length, 8)
  const cameras = plan.companions.filter((c) => c.name.startsWith('observation.images.'))
  assert.equal(cameras.length, 2)
  for (const cam of cameras) {
    assert.ok(info.features[cam.name])
    const clip = clips.get(cam.file.bytes.toString())
    assert.ok(clip?.kind === 'clip' && clip.width === 640 && clip.height === 360 && clip.fps === info.fps)
  }
  const { parquetReadObjects } = await import('hyparquet')
  const file = plan.file.bytes
  const rowsRead = await parquetReadObjects({
    file: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
  })
  assert.equal(rowsRead.length, (Number(plan.metadata['duration_seconds']) * info.fps) | 0)
  assert.equal((rowsRead[5]?.['observation.state'] as number[] | undefined)?.length, 8)
})

test('the MCAP log holds an IMU, a battery and a JPEG camera topic', async (t) => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'hangar-demo-mcap-'))
  t.after(() => rmSync(cacheDir, { recursive: true, force: true }))
  const plan = plans.find((p) => p.file.path.endsWith('.mcap'))
  const recipe = plan && clips.get(plan.file.bytes.toString())
  assert.ok(recipe)
  const { render } = await prepareDemoMedia([recipe], { cacheDir })
  const bytes = render(recipe)
  const { McapIndexedReader } = await import('@mcap/core')
  const reader = await McapIndexedReader.Initialize({
    readable: {
      size: async () => BigInt(bytes.length),
      read: async (offset: bigint, size: bigint) => bytes.subarray(Number(offset), Number(offset + size)),
    },
  })
  const topics = new Map([...reader.channelsById.values()].map((c) => [c.topic, c]))
  assert.deepEqual([...topics.keys()].sort(), ['/battery', '/camera/front/compressed', '/imu'])
  const schema = reader.schemasById.get(topics.get('/camera/front/compressed')?.schemaId ?? -1)
  assert.equal(schema?.name, 'foxglove.CompressedImage')
  const counts = reader.statistics?.channelMessageCounts
  const count = (topic: string) => Number(counts?.get(topics.get(topic)?.id ?? -1) ?? 0)
  assert.equal(count('/imu'), 2000)
  assert.equal(count('/battery'), 20)
  assert.equal(count('/camera/front/compressed'), 100)
  for await (const m of reader.readMessages({ topics: ['/camera/front/compressed'] })) {
    const image = JSON.parse(new TextDecoder().decode(m.data)) as { data: string; format: string }
    assert.equal(image.format, 'jpeg')
    assert.deepEqual([...Buffer.from(image.data, 'base64').subarray(0, 2)], [0xff, 0xd8])
    break
  }
})

test('the drawn files of the catalog stay small', (t) => {
  const total = plans.flatMap(files).reduce((sum, f) => sum + f.bytes.length, 0)
  assert.ok(total < 5 * 1024 * 1024, `${total} bytes`)
  t.diagnostic(`catalog bytes: ${total}`)
})

test('same now and seed, identical plan; another seed, another one', () => {
  assert.deepEqual(demoCatalog(NOW, 1, recipeForVideos), plans)
  const other = demoCatalog(NOW, 2, recipeOnly)
  assert.notDeepEqual(
    other.map((p) => p.name),
    plans.map((p) => p.name),
  )
})

test('a rejected recording carries its reason in its recipe; no other recording carries a defect', () => {
  const DEFECTS = ['driftMetres', 'runSeconds', 'interventions', 'fault'] as const
  const expectedFor = (reason: string): Record<string, unknown> => {
    if (/drifts 0\.4 m/.test(reason)) return { driftMetres: 0.4 }
    if (/stops before the task ends/.test(reason)) return { runSeconds: 'longer' }
    if (/intervened twice/.test(reason)) return { interventions: 2 }
    if (/saturates for three seconds/.test(reason)) return { fault: 'imu_saturation' }
    if (/temperatures missing for the rear legs/.test(reason)) return { fault: 'rear_motor_temps_missing' }
    if (/logged at the wrong scale/.test(reason)) return { fault: 'battery_millivolts' }
    throw new Error(`no defect known for “${reason}”`)
  }
  const reasons = new Set<string>()
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    for (const plan of demoCatalog(NOW, seed, recipeOnly)) {
      if (plan.data_type !== 'episode' && plan.data_type !== 'telemetry') continue
      const asset = JSON.parse(plan.file.bytes.toString()) as DemoAsset & Record<string, unknown>
      if (asset.kind !== 'episode' && asset.kind !== 'telemetry') continue // MCAP, LeRobot: clean
      const seconds = plan.metadata.duration_seconds as number
      const found = Object.fromEntries(
        DEFECTS.filter((k) => asset[k] !== undefined).map((k) => {
          const value = asset[k]
          if (k === 'runSeconds') return [k, (value as number) > seconds ? 'longer' : value]
          if (k === 'fault') {
            const fault = value as { kind: string; atSeconds: number }
            // A whole second a third of the way in (server/src/checks/demo-data.test.ts reads it there).
            assert.equal(fault.atSeconds, Math.round(seconds / 3), plan.name)
            return [k, fault.kind]
          }
          return [k, value]
        }),
      )
      const reason = plan.rejection_reason
      if (reason !== undefined) reasons.add(reason)
      assert.deepEqual(found, reason === undefined ? {} : expectedFor(reason), `${plan.name}: ${reason}`)
    }
  }
  assert.equal(reasons.size, 6, [...reasons].join('; '))
})
