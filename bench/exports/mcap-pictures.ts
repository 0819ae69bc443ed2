/**
 * The service's event loop while an export reads an MCAP episode with an image stream
 * (docs/exports.md#measured): a recording of SECONDS seconds with a camera at 5 Hz (640×480 JPEG
 * pictures of noise, about 100 KB each), read as an export reads it — off the service's thread,
 * in a reading worker (`readEpisodeOffThread`) — and as exports read MCAP recordings before
 * (`readEpisode` on this thread: decoding and writing the pictures on the event loop). Reports
 * for each the event loop's delay (p99 and max, sampled every 10 ms) and the time of the read,
 * and the loop's delay with nothing to do for 1.5 s (the floor the machine's load gives).
 *
 *   node --import tsx bench/exports/mcap-pictures.ts        # SECONDS=120 RUNS=2
 *
 * Prints one JSON object and stores it in bench/results/exports-mcap-pictures-<date>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { runFfmpeg } from '@hangar/media'
import { cameraRecording } from '../../server/src/exports/lerobot/mcap-camera-fixtures.ts'
import { readEpisode, readEpisodeOffThread } from '../../server/src/exports/lerobot/read-episode.ts'
import type { IndexJob } from '../../server/src/streams/model.ts'

const SECONDS = Number(process.env.SECONDS ?? 120)
const RUNS = Number(process.env.RUNS ?? 2)
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d

/** Pictures of noise (they do not compress): `n` distinct ones, 640×480 JPEG. */
async function noisePictures(n: number): Promise<Buffer[]> {
  const out: Buffer[] = []
  for (let i = 0; i < n; i++)
    out.push(
      await runFfmpeg(
        ['-f', 'lavfi', '-i', `color=c=gray:size=640x480,noise=alls=80:allf=t:all_seed=${i + 1}`]
          .concat(['-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-threads', '1'])
          .concat(['-f', 'image2pipe', 'pipe:1']),
        { timeoutMs: 20_000 },
      ),
    )
  return out
}

/** The loop's delay (ms) and the wall time while `read` runs. */
async function measured(read: () => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 10 })
  h.enable()
  const start = performance.now()
  await read()
  const ms = performance.now() - start
  h.disable()
  return {
    read_ms: Math.round(ms),
    loop_delay_p99_ms: round(h.percentile(99) / 1e6),
    loop_delay_max_ms: round(h.max / 1e6),
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-mcap-pictures-'))
  try {
    const path = join(dir, 'cameras.mcap')
    writeFileSync(path, await cameraRecording({ seconds: SECONDS, pictures: await noisePictures(8) }))
    const job: IndexJob = {
      datasetId: 'bench',
      main: { name: 'cameras.mcap', link: 'cameras.mcap', path },
      companions: [],
      metadata: {},
      outDir: dir,
    }
    const runs: Record<string, unknown>[] = []
    // The worker's first read loads its readers; then the ways alternate, seeing the same load.
    for (const s of (await readEpisodeOffThread(job))?.images ?? []) s.dispose()
    for (let r = 0; r < RUNS; r++)
      for (const [way, read] of [
        // The loop's delay on this machine with nothing to do: its floor under the load.
        ['nothing, for as long (the floor)', () => new Promise((r) => setTimeout(r, 1500))],
        ['on the service thread (before)', () => readEpisode(job)],
        ['in a reading worker (after)', () => readEpisodeOffThread(job)],
      ] as const) {
        let pictures = 0
        const m = await measured(async () => {
          const e = (await read()) as Awaited<ReturnType<typeof readEpisode>>
          pictures = e?.images.reduce((n, s) => n + s.count, 0) ?? 0
          for (const s of e?.images ?? []) s.dispose()
        })
        runs.push({ way, pictures, ...m, load_1m: round(loadavg()[0]!) })
      }
    const result = {
      at: new Date().toISOString(),
      recording_mb: round(statSync(path).size / 2 ** 20),
      seconds: SECONDS,
      runs,
      node: process.version,
    }
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
    mkdirSync(join(import.meta.dirname, '../results'), { recursive: true })
    writeFileSync(
      join(
        import.meta.dirname,
        '../results',
        `exports-mcap-pictures-${result.at.replace(/[:.]/g, '-')}.json`,
      ),
      `${JSON.stringify(result, null, 2)}\n`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
