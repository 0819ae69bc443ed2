/**
 * Hangar's LeRobot exports opened by LeRobot's own loader (issue 32; docs/exports.md, "Opened by
 * LeRobot's loader"). Builds four releases in this process on SQLite, each exported as a job in
 * both layouts (`lerobot`, v3.0, and `lerobot-v2.1`) and downloaded through its signed links:
 *   - recordings: CSV and JSON Lines recordings of different channels and rates,
 *   - cameraFiles: the same with a companion camera file each (H.264, 20 frames),
 *   - mcap: MCAP recordings with two image streams (ROS 2 CDR JPEG, JSON PNG), encoded as videos,
 *   - lerobot: episodes of a LeRobot v2.1 dataset with an AV1 camera encoded as LeRobot does.
 * Then runs `lerobot_loader_check.py` on each with LEROBOT_PYTHON, against LeRobot's source at the
 * layout's commit under LEROBOT_SRC (`v2.1/`: e23b41e, `v3.0/`: f55c6e8), and prints a JSON summary.
 * A verification run, not part of `npm test`:
 *
 *   LEROBOT_PYTHON=/root/.cache/hangar-lerobot-venv/bin/python LEROBOT_SRC=/tmp/lerobot-src \
 *     node --import tsx bench/exports/lerobot-loader.ts
 *
 * OUT (a folder) keeps the exports there; without it they go to a temporary folder, removed.
 * Without LEROBOT_PYTHON the exports are only built. Exits 1 when an export failed a check.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { runFfmpeg } from '@hangar/media'
import { cameraRecording, colourPictures } from '../../server/src/exports/lerobot/mcap-camera-fixtures.ts'
import { chunkAt, writeLeRobotFolder } from '../../server/src/streams/readers/lerobot-fixtures.ts'
import { settledStreams, uploadNamed } from '../../server/src/testing/stream-fixtures.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'
import { exportRelease } from './export-release.ts'
import { runLoaderCheck } from './loader-check.ts'

const LAYOUTS = { lerobot: 'v3.0', 'lerobot-v2.1': 'v2.1' } as const
type Format = keyof typeof LAYOUTS

/** What LeRobot's loader should read of an episode: its first and last frames' values (null: NaN), its cameras' colours. */
interface Expected {
  length: number
  first: Record<string, (number | null)[]>
  last: Record<string, (number | null)[]>
  /** Per camera, each frame's mean RGB (0..1). */
  cameras?: Record<string, [number, number, number][]>
}

interface Dataset {
  name: string
  file: string
  bytes: Buffer | string
  task: string
  companions?: { name: string; file: string; bytes: Buffer | string }[]
  expect: Expected
}

interface EpisodeRead {
  length: number
  /** The episode's tasks in the metadata (the check compares each frame's `task` with them). */
  tasks: string[]
  /** Absent when that frame could not be read (the check's errors say why). */
  first?: Record<string, (number | null)[]>
  last?: Record<string, (number | null)[]>
  cameras_rgb: Record<string, number[][]>
}

/** Where what the loader read differs from what the datasets hold: each episode found by its task and length. */
function mismatches(datasets: Dataset[], read: EpisodeRead[]): string[] {
  const out: string[] = []
  const near = (a: number | null | undefined, b: number | null, tol: number) =>
    a === null || b === null ? a === b : a !== undefined && Math.abs(a - b) <= tol
  for (const d of datasets) {
    const e = read.find((r) => r.tasks.includes(d.task) && r.length === d.expect.length)
    if (!e) {
      out.push(`${d.name}: no episode of task ${d.task} and ${d.expect.length} frames`)
      continue
    }
    for (const which of ['first', 'last'] as const)
      for (const [key, want] of Object.entries(d.expect[which]))
        if (!want.every((v, i) => near(e[which]?.[key]?.[i], v, 1e-4)))
          out.push(
            `${d.name}: ${which} ${key} ${JSON.stringify(e[which]?.[key])}, expected ${JSON.stringify(want)}`,
          )
    for (const [key, want] of Object.entries(d.expect.cameras ?? {})) {
      const got = e.cameras_rgb[key] ?? []
      const bad = want.findIndex((rgb, i) => !rgb.every((v, c) => near(got[i]?.[c], v, 0.05)))
      if (got.length !== want.length || bad >= 0)
        out.push(
          `${d.name}: ${key} frame ${bad} is ${JSON.stringify(got[bad])}, expected ${JSON.stringify(want[bad])}`,
        )
    }
  }
  return out
}

/** A camera encoded as LeRobot's `encode_video_frames` does (libsvtav1, yuv420p, g=2, crf 30), a plain MP4. */
async function lerobotCamera(dir: string, frames: number, fps: number) {
  const path = join(dir, 'camera.mp4')
  // Not through @hangar/media's runFfmpeg: SVT-AV1 maps more address space than its bound allows.
  await promisify(execFile)(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=96x64:rate=${fps}`,
      '-frames:v',
      String(frames),
    ].concat(['-c:v', 'libsvtav1', '-pix_fmt', 'yuv420p', '-g', '2', '-crf', '30', '-y', path]),
    { timeout: 60_000 },
  )
  return readFileSync(path)
}

async function recordings(): Promise<Dataset[]> {
  const csv10 = ['timestamp,a,b', ...Array.from({ length: 20 }, (_, i) => `${i / 10},${i},${-i * 2}`)]
  // Another set of channels, so the union has NaN where an episode lacks one.
  const csv10b = [
    't,a,c',
    ...Array.from({ length: 35 }, (_, i) => `${(i / 10).toFixed(1)},${i / 2},${i * i}`),
  ]
  const jsonl = [0, 0.1, 0.2, 0.25, 0.6, 0.7, 0.8, 0.9, 1.0].map((t, i) =>
    JSON.stringify({ t, base: { x: i * 1.5 } }),
  )
  // observation.state is the channels sorted by name: a, b, base.x, c; JSON Lines held to 10 fps.
  const state = (values: (number | null)[]) => ({ 'observation.state': values })
  return [
    {
      name: 'csv run',
      file: 'run.csv',
      bytes: csv10.join('\n'),
      task: 'walk',
      expect: { length: 20, first: state([0, 0, null, null]), last: state([19, -38, null, null]) },
    },
    {
      name: 'jsonl run',
      file: 'run.jsonl',
      bytes: jsonl.join('\n'),
      task: 'turn',
      expect: { length: 11, first: state([null, null, 0, null]), last: state([null, null, 12, null]) },
    },
    {
      name: 'csv run b',
      file: 'run-b.csv',
      bytes: csv10b.join('\n'),
      task: 'walk',
      expect: { length: 35, first: state([0, null, null, 0]), last: state([17, null, null, 1156]) },
    },
  ]
}

/**
 * The recordings again, each with a companion camera file (`front`): H.264 at 10 fps for 2 s, a
 * fragmented MP4 as the route tests' camera; the 35-frame episode outlasts its 20 frames.
 */
async function cameraFiles(): Promise<Dataset[]> {
  const camera = await runFfmpeg(
    ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=2', '-c:v', 'libx264']
      .concat(['-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-threads', '1'])
      .concat(['-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1']),
    { timeoutMs: 20_000 },
  )
  return (await recordings()).map((d) => ({
    ...d,
    name: `${d.name} with a camera`,
    file: `camera-${d.file}`,
    companions: [{ name: 'front', file: 'front.mp4', bytes: camera }],
  }))
}

async function mcap(): Promise<Dataset[]> {
  const size = { width: 48, height: 32 }
  const pictures = await colourPictures(['red', 'lime', 'blue'], size)
  const wrist = await colourPictures(['white', 'black'], size, 'png')
  const out: Dataset[] = []
  const rgb: Record<string, [number, number, number]> = {
    red: [1, 0, 0],
    lime: [0, 1, 0],
    blue: [0, 0, 1],
    white: [1, 1, 1],
    black: [0, 0, 0],
  }
  for (const seconds of [2, 1]) {
    const length = seconds * 10 + 1
    // Frame k (at k / 10 s) shows the last picture at or before it: the front camera's k-th at
    // 50 + 200k ms (the first before any), the wrist's at 200k ms; /joints is {a: t·10, b: -t·20}.
    const front = (k: number) => ['red', 'lime', 'blue'][Math.max(0, Math.floor((k * 100 - 50) / 200)) % 3]!
    const wristAt = (k: number) => ['white', 'black'][Math.floor((k * 100) / 200) % 2]!
    out.push({
      name: `run of ${seconds} s`,
      file: `run-${seconds}.mcap`,
      bytes: Buffer.from(await cameraRecording({ seconds, pictures, wrist })),
      task: `pick for ${seconds} s`,
      expect: {
        length,
        first: { 'observation.state': [0, 0] },
        last: { 'observation.state': [seconds * 10, -seconds * 20] },
        cameras: {
          'observation.images.camera.front': Array.from({ length }, (_, k) => rgb[front(k)]!),
          'observation.images.camera.wrist': Array.from({ length }, (_, k) => rgb[wristAt(k)]!),
        },
      },
    })
  }
  return out
}

/** The LeRobot source's feature of lists of lists, CARLA's shape. */
const CHUNK: [number, number] = [30, 7]
/** A numeric feature with "image" in its key (CARLA's), 1 on odd frames. */
const FLAG = 'observation.images.top_is_pad'

async function lerobot(): Promise<Dataset[]> {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-lerobot-source-'))
  try {
    await writeLeRobotFolder(dir, {
      version: 'v2.1',
      episodes: 2,
      frames: 20,
      fps: 10,
      cameras: [],
      chunk: CHUNK,
      flag: FLAG,
    })
    const info = readFileSync(join(dir, 'meta/info.json'))
    const camera = await lerobotCamera(dir, 20, 10)
    return [0, 1].map((e) => ({
      name: `lerobot episode ${e}`,
      file: `episode_00000${e}.parquet`,
      bytes: readFileSync(join(dir, `data/chunk-000/episode_00000${e}.parquet`)),
      task: e === 0 ? 'climb the stairs' : 'walk to the dock',
      // The source's features kept: its joints at 10e + j + i/100, its action [i, -i], its
      // action chunk of lists of lists (read flat, row-major), its flag.
      expect: {
        length: 20,
        first: {
          'observation.state': [10 * e, 10 * e + 1, 10 * e + 2],
          action: [0, 0],
          'action.chunk': chunkAt(CHUNK, e, 0).flat(),
          [FLAG]: [0],
        },
        last: {
          'observation.state': [10 * e + 0.19, 10 * e + 1.19, 10 * e + 2.19],
          action: [19, -19],
          'action.chunk': chunkAt(CHUNK, e, 19).flat(),
          [FLAG]: [1],
        },
      },
      companions: [
        { name: 'meta/info.json', file: 'info.json', bytes: info },
        { name: 'observation.images.front', file: 'front.mp4', bytes: camera },
      ],
    }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Where two layouts' statistics, as the loader has them, differ (relative 1e-6). */
function statsDiffer(
  a: Record<string, Record<string, number[]>>,
  b: Record<string, Record<string, number[]>>,
) {
  const out: string[] = []
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    // v2.1 has none for a numeric feature with "image" in its key, which its loader would refuse
    // (docs/exports.md); v3.0 has them.
    if (!a[key] && key.includes('image')) continue
    for (const m of ['min', 'max', 'mean', 'std']) {
      const x = a[key]?.[m]
      const y = b[key]?.[m]
      if (
        !x ||
        !y ||
        x.length !== y.length ||
        x.some((v, i) => Math.abs(v - y[i]!) > 1e-6 * Math.max(1, Math.abs(v)))
      )
        out.push(`${key} ${m}: v2.1 ${JSON.stringify(x)}, v3.0 ${JSON.stringify(y)}`)
    }
  }
  return out
}

const loaderCheck = (layout: string, root: string) =>
  runLoaderCheck(layout, root, { timeoutMs: 600_000, maxBufferMb: 64 })

const cleanups: (() => unknown)[] = []

async function main() {
  const out = process.env.OUT ?? mkdtempSync(join(tmpdir(), 'hangar-lerobot-loader-'))
  if (!process.env.OUT) cleanups.push(() => rmSync(out, { recursive: true, force: true }))
  const { app, org } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) })
  const summary: Record<string, unknown> = {}
  let failed = false
  for (const [scenario, make] of Object.entries({ recordings, cameraFiles, mcap, lerobot })) {
    const ids: string[] = []
    const datasets = await make()
    for (const d of datasets) {
      const companions = []
      for (const c of d.companions ?? [])
        companions.push({ name: c.name, link: await uploadNamed(app, Buffer.from(c.bytes), c.file) })
      const dataset = await app.services.datasetAdmin.create({
        organization_id: org.id,
        data_type: 'episode',
        name: d.name,
        link: await uploadNamed(app, Buffer.from(d.bytes), d.file),
        status: 'accepted',
        metadata: { task: d.task },
        ...(companions.length ? { companions } : {}),
      } as never)
      const streams = await settledStreams(app, org.key, dataset.id)
      if (streams.status !== 'ready') throw new Error(`${d.name}: streams ${JSON.stringify(streams)}`)
      ids.push(dataset.id)
    }
    await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
    const release = await app.services.releases.create(
      org.id,
      { program: 'software', dataset_ids: ids },
      { kind: 'admin' },
    )
    const loaded: Record<string, Record<string, Record<string, number[]>>> = {}
    for (const format of Object.keys(LAYOUTS) as Format[]) {
      const root = join(out, `${scenario}-${format}`)
      const built = await exportRelease(app, org.key, release.id, format, root)
      if (built.failed) throw new Error(`${format}: ${built.failed}`)
      const files = built.files.length
      const check = await loaderCheck(LAYOUTS[format], root)
      if (check.episodes_read) check.errors.push(...mismatches(datasets, check.episodes_read))
      if (check.stats) loaded[format] = check.stats
      if (check.errors?.length) failed = true
      summary[`${scenario} ${format}`] = {
        files,
        episodes: check.episodes,
        frames: check.frames,
        frames_read: check.frames_read,
        cameras_decoded: check.cameras_decoded,
        stats_keys: check.stats_keys,
        dataloader_batches: check.dataloader_batches,
        one_episode: check.one_episode,
        delta_timestamps: check.delta_timestamps ? 'read' : undefined,
        stand_ins: check.stand_ins,
        ...(check.notes ? { notes: check.notes } : {}),
        errors: check.errors?.slice(0, 20),
        error_count: check.errors?.length,
        ...(check.skipped ? { skipped: check.skipped } : {}),
        ...(check.traceback ? { traceback: check.traceback } : {}),
      }
    }
    // The statistics LeRobot's loader has: v2.1's aggregated from the episodes', v3.0's stats.json.
    if (loaded.lerobot && loaded['lerobot-v2.1']) {
      const differ = statsDiffer(loaded['lerobot-v2.1'], loaded.lerobot)
      summary[`${scenario} stats v2.1 = v3.0`] = differ.length ? differ : 'the same'
      if (differ.length) failed = true
    }
  }
  process.stdout.write(`${JSON.stringify({ out: process.env.OUT ?? null, exports: summary }, null, 2)}\n`)
  if (failed) process.exitCode = 1
}

try {
  await main()
} finally {
  for (const fn of cleanups.reverse()) await fn()
}
