// The bench's clean corpus (issue 30: "False positives on … the bench's clean corpus: 0"): the
// recordings the benches write, in every format Hangar reads, without the defects some of them plant
// on purpose (bench/streams' spikes of 1000), then every check of the service over them
// (check-folder.ts). Each finding is a false positive; the run exits 1 when there is any.
//
// bench/generator writes database rows only (datasets whose files do not exist), so the corpus is
// made here from the benches' own recording writers:
// - tables/state-1khz.csv: bench/streams' CSV (t and 10 channels at 1 kHz, smoothValue), 60 s;
// - tables/state-1khz.jsonl: the same rows as JSON Lines, 30 s;
// - tables/joints-50hz.csv: bench/exports/lerobot.ts's episodes (12 joints at 50 Hz), 20 s;
// - mcap/state-camera.mcap: bench/streams' MCAP (1 kHz ROS 2 state, 10 Hz camera), about 20 MB;
// - video/clip-720p30.mp4: bench/checks/video-checks.ts's clip (testsrc2 with sensor-like noise,
//   libx264), 10 s;
// - lerobot/: a LeRobot v2.1 dataset of 2 episodes at 30 fps (7 joints, state and action, moving
//   with noise; a wrist that rests, then turns; a gripper whose command is clipped at 0 and 1 for
//   seconds, as the public G1 recordings' hands are) with a camera each, H.264 from the same test
//   pattern, as long as its episode.
//
//   node --import tsx bench/checks/clean-corpus.ts [--keep DIR] [--json out.json]
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { runFfmpeg } from '@hangar/media'
import { parquetWriteBuffer } from 'hyparquet-writer'
import { CHANNELS, HZ, smoothValue, writeMcap } from '../streams/large-recording.ts'
import { checkFolder, summaryLine } from './check-folder.ts'

async function writeLines(path: string, lines: Iterable<string>) {
  mkdirSync(dirname(path), { recursive: true })
  const out = createWriteStream(path)
  for (const line of lines)
    if (!out.write(`${line}\n`)) await new Promise<void>((r) => out.once('drain', () => r()))
  out.end()
  await new Promise<void>((r) => out.once('finish', () => r()))
}

function* stateCsv(seconds: number) {
  yield `t,${Array.from({ length: CHANNELS }, (_, c) => `ch${c}`).join(',')}`
  for (let i = 0; i < seconds * HZ; i++) {
    let line = (i / HZ).toFixed(3)
    for (let c = 0; c < CHANNELS; c++) line += `,${smoothValue(i, c).toFixed(4)}`
    yield line
  }
}

function* stateJsonl(seconds: number) {
  for (let i = 0; i < seconds * HZ; i++) {
    const row: Record<string, number> = { t: Number((i / HZ).toFixed(3)) }
    for (let c = 0; c < CHANNELS; c++) row[`ch${c}`] = Number(smoothValue(i, c).toFixed(4))
    yield JSON.stringify(row)
  }
}

/** bench/exports/lerobot.ts's `csv(e)`: 12 joints at 50 Hz. */
function* jointsCsv(rows: number, e = 0) {
  yield ['t', ...Array.from({ length: 12 }, (_, j) => `joint_${j}`)].join(',')
  for (let i = 0; i < rows; i++) {
    const row = [(i / 50).toFixed(3)]
    for (let j = 0; j < 12; j++) row.push((Math.sin(i / 25 + j + e) * 100).toFixed(4))
    yield row.join(',')
  }
}

/** bench/checks/video-checks.ts's clip: ffmpeg's testsrc2 with temporal noise, H.264. */
async function clip(path: string, seconds: number, size: string, fps: number) {
  mkdirSync(dirname(path), { recursive: true })
  await runFfmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${size}:rate=${fps}:duration=${seconds},noise=alls=6:allf=t`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      path,
    ],
    { timeoutMs: 600_000 },
  )
}

const JOINTS = ['hip', 'knee', 'ankle', 'shoulder', 'elbow', 'wrist', 'gripper']

/**
 * Joint `j`'s commanded position at frame `i` of episode `e`: smooth sines; the wrist rests for
 * 5 s then turns by 0.3 rad in 2 s; the gripper opens and closes, and teleoperation clips its
 * command to [0, 1], so it sits at exactly 1 or 0 for seconds (as a real hand's command does).
 */
function target(i: number, j: number, e: number, fps: number): number {
  const t = i / fps
  if (JOINTS[j] === 'wrist')
    return (0.3 * (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, (t - 5) / 2))))) / 2
  if (JOINTS[j] === 'gripper')
    return Math.min(1, Math.max(0, 0.5 + 0.8 * Math.sin((2 * Math.PI * t) / 8 + e)))
  return Math.sin(i / (20 + 7 * j) + e + j) * (0.5 + j / 10)
}

/** A deterministic noise in [-1, 1): a joint encoder's jitter. */
const jitter = (i: number, j: number) => ((((i + 1) * 2_654_435_761 + j * 40_503) >>> 0) % 2001) / 1000 - 1

/** A LeRobot v2.1 folder: `episodes` episodes of `seconds` at `fps`, one camera each. */
async function lerobot(dir: string, episodes: number, seconds: number, fps: number) {
  const camera = 'observation.images.front'
  const features: Record<string, unknown> = {
    'observation.state': { dtype: 'float32', shape: [JOINTS.length], names: JOINTS },
    action: { dtype: 'float32', shape: [JOINTS.length], names: JOINTS },
    timestamp: { dtype: 'float32', shape: [1], names: null },
    frame_index: { dtype: 'int64', shape: [1], names: null },
    episode_index: { dtype: 'int64', shape: [1], names: null },
    index: { dtype: 'int64', shape: [1], names: null },
    task_index: { dtype: 'int64', shape: [1], names: null },
    [camera]: { dtype: 'video', shape: [360, 640, 3], names: ['height', 'width', 'channels'] },
  }
  const n = seconds * fps
  mkdirSync(join(dir, 'meta'), { recursive: true })
  writeFileSync(
    join(dir, 'meta/info.json'),
    JSON.stringify({
      codebase_version: 'v2.1',
      robot_type: 'bench_arm',
      total_episodes: episodes,
      total_frames: episodes * n,
      fps,
      chunks_size: 1000,
      data_path: 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet',
      video_path: 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4',
      features,
    }),
  )
  for (let e = 0; e < episodes; e++) {
    // The state follows the command two frames late, with encoder noise; the gripper's command is
    // exact (clipped), its state noisy like any sensor's.
    const state = Array.from({ length: n }, (_, i) =>
      JOINTS.map((_, j) => target(i - 2, j, e, fps) + 0.002 * jitter(i, j)),
    )
    const action = Array.from({ length: n }, (_, i) =>
      JOINTS.map((name, j) => target(i, j, e, fps) + (name === 'gripper' ? 0 : 0.001 * jitter(i, j + 7))),
    )
    const file = `data/chunk-000/episode_${String(e).padStart(6, '0')}.parquet`
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    const buffer = parquetWriteBuffer({
      columnData: [
        { name: 'observation.state', data: state as never },
        { name: 'action', data: action as never },
        { name: 'timestamp', data: Float32Array.from({ length: n }, (_, i) => i / fps), type: 'FLOAT' },
        { name: 'frame_index', data: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)), type: 'INT64' },
        { name: 'episode_index', data: BigInt64Array.from({ length: n }, () => BigInt(e)), type: 'INT64' },
        {
          name: 'index',
          data: BigInt64Array.from({ length: n }, (_, i) => BigInt(e * n + i)),
          type: 'INT64',
        },
        { name: 'task_index', data: BigInt64Array.from({ length: n }, () => 0n), type: 'INT64' },
      ],
    })
    writeFileSync(join(dir, file), new Uint8Array(buffer))
    await clip(
      join(dir, `videos/chunk-000/${camera}/episode_${String(e).padStart(6, '0')}.mp4`),
      seconds,
      '640x360',
      fps,
    )
  }
}

/** Writes the clean corpus into `dir`. */
export async function writeCleanCorpus(dir: string): Promise<void> {
  await writeLines(join(dir, 'tables/state-1khz.csv'), stateCsv(60))
  await writeLines(join(dir, 'tables/state-1khz.jsonl'), stateJsonl(30))
  await writeLines(join(dir, 'tables/joints-50hz.csv'), jointsCsv(1000))
  mkdirSync(join(dir, 'mcap'), { recursive: true })
  await writeMcap(join(dir, 'mcap/state-camera.mcap'), 20e6, smoothValue)
  await clip(join(dir, 'video/clip-720p30.mp4'), 10, '1280x720', 30)
  await lerobot(join(dir, 'lerobot'), 2, 10, 30)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { keep: { type: 'string' }, json: { type: 'string' } } })
  const dir = values.keep ?? mkdtempSync(join(tmpdir(), 'hangar-clean-corpus-'))
  try {
    await writeCleanCorpus(dir)
    const result = await checkFolder(dir)
    const findings = result.datasets.flatMap((d) => d.findings.map((f) => ({ dataset: d.label, ...f })))
    const broken = result.datasets.filter(
      (d) => d.hung || d.server_errors.length > 0 || d.streams_status !== 'ready',
    )
    for (const d of result.datasets) console.log(summaryLine(d))
    console.log(
      `clean corpus: ${result.datasets.length} datasets, ${findings.length} findings (each a false positive), ` +
        `${broken.length} not read; RSS peak +${result.rss_peak_over_idle_mb} MB; load ${result.load.map((l) => l.toFixed(1)).join(' → ')}`,
    )
    if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 1)}\n`)
    if (findings.length > 0 || broken.length > 0) process.exitCode = 1
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true })
  }
}
