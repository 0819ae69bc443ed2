import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { processAlive } from '../../server/src/testing/process-alive.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'

/**
 * The demo data folder the browser tests start from, seeded once per test run by the real service
 * and copied for each test.
 *
 * Why: a demo start does real work — it writes the demo's videos, recordings and telemetry, then
 * indexes every file's streams and makes every preview with ffmpeg in the background (about 30 s
 * of CPU). Each browser test starting on a fresh folder paid that again, a dozen times a run. A
 * copy of a folder the service seeded and finished with starts like a restart of `npm start`
 * (demo already there, its key printed again), and is the same data.
 *
 * The first test process of a run (HANGAR_TEST_RUN, set by scripts/test.mjs) seeds it under a
 * lock folder; the others wait for it; the runner removes both at the end. Without
 * HANGAR_TEST_RUN (a file run on its own), each start seeds its own folder, as before.
 */
export async function seededDemoCopy(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-e2e-'))
  const run = process.env.HANGAR_TEST_RUN
  if (!run) return dataDir
  const seeded = seededFolder(run)
  if (!existsSync(seeded)) await seedOnce(seeded, env)
  cpSync(seeded, dataDir, { recursive: true })
  return dataDir
}

/** The folder a run's demo is seeded in; its lock folder is beside it (`.lock`). */
const seededFolder = (run: string) => join(tmpdir(), `hangar-e2e-demo-${run}`)

/**
 * For a program the test runner does not start (a benchmark): one seeded demo for all its
 * services, as a test run has. Unless HANGAR_TEST_RUN names a run already (that folder is then
 * kept for the next invocation), it names one for this process; the function returned removes
 * that folder and its lock.
 */
export function seedOncePerProcess(name: string): () => void {
  if (process.env.HANGAR_TEST_RUN) return () => {}
  const run = `${name}-${process.pid}`
  process.env.HANGAR_TEST_RUN = run
  return () => {
    rmSync(seededFolder(run), { recursive: true, force: true })
    rmSync(`${seededFolder(run)}.lock`, { recursive: true, force: true })
  }
}

async function seedOnce(seeded: string, env: Record<string, string>): Promise<void> {
  const lock = `${seeded}.lock`
  try {
    mkdirSync(lock)
    writeFileSync(join(lock, 'pid'), String(process.pid))
  } catch {
    // Another process seeds it: wait as long as that process lives.
    while (!existsSync(seeded)) {
      const pid = holder(lock)
      if (existsSync(join(lock, 'failed')) || (pid && !processAlive(pid)))
        throw new Error(`seeding ${seeded} failed in process ${pid}: see that test's failure`)
      await sleep(200)
    }
    return
  }
  const building = mkdtempSync(join(tmpdir(), 'hangar-e2e-seeding-'))
  const service = spawnService({
    ...env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: building,
    DEMO: '1',
    LOG_LEVEL: 'warn',
  })
  try {
    await service.banner
    await backgroundWorkDone(join(building, 'hangar.db'))
  } catch (e) {
    writeFileSync(join(lock, 'failed'), String(e))
    throw e
  } finally {
    await service.stop()
  }
  renameSync(building, seeded)
}

/**
 * Every dataset's stream index built and its previews tried (no job queued or running): read
 * from the database, as nothing in the API tells "not tried yet" from "no preview".
 */
async function backgroundWorkDone(file: string): Promise<void> {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    for (let waited = 0; ; waited += 250) {
      const { pending } = db
        .prepare(
          `SELECT (SELECT count(*) FROM datasets WHERE preview_poster IS NULL)
                + (SELECT count(*) FROM jobs WHERE state IN ('queued', 'running')) AS pending`,
        )
        .get() as { pending: number }
      if (pending === 0) return
      if (waited > 600_000)
        throw new Error(`the demo's previews and stream index were not done in 10 minutes`)
      await sleep(250)
    }
  } finally {
    db.close()
  }
}

/** The process id written in a lock folder, or 0 while it is being written. */
function holder(lock: string): number {
  try {
    return Number(readFileSync(join(lock, 'pid'), 'utf8').trim())
  } catch {
    return 0
  }
}
