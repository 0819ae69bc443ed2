import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildIndex } from '../build.ts'
import type { IndexOutcome, StreamIndex } from '../model.ts'
import { readIndex } from '../summary-store.ts'

/** A folder for one test's files, removed after it. */
export function scratch(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-streams-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Writes files (path → bytes) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string | Uint8Array>) {
  for (const [p, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true })
    writeFileSync(join(dir, p), bytes)
  }
}

/** Indexes `main` (and companions) in this thread, as the worker does. */
export async function indexFiles(
  dir: string,
  main: string,
  companions: { name: string; link: string; start_seconds?: number }[] = [],
  metadata: Record<string, unknown> = {},
): Promise<{ outcome: IndexOutcome; index: StreamIndex | null }> {
  const outDir = join(dir, '.index', main.replace(/\W/g, '_'))
  const outcome = await buildIndex({
    datasetId: 'test',
    main: { name: main, link: main, path: join(dir, main) },
    companions: companions.map((c) => ({ ...c, path: join(dir, c.link) })),
    metadata,
    outDir,
  })
  return { outcome, index: await readIndex(outDir) }
}

export interface ProbeAnswer {
  /** Per file: what indexing answered, or what each of the two frame reads did; peak RSS after it. */
  results: { file: string; result: unknown; peakMb: number }[]
  /** The process's peak resident memory, MB (workers are threads: included). */
  peakMb: number
}

/**
 * The peak a probe process may reach on the bomb files: each of them took 1.1–1.7 GB before it
 * was refused (docs/streams.md#limits); a refused one stays near the probe's own ~120–160 MB, and
 * one at every bound near 500 MB. Runs under a loaded machine reached 405 MB, so the line is drawn
 * well above that and well below any bomb.
 */
export const BOMB_PEAK_MB = 700

/**
 * Runs `bomb-probe.ts` (files indexed in the indexing worker, checked as the checks job does, or
 * a frame of each read in the frame worker) in a process of its own, so that the peak memory
 * measured is theirs alone. `args`: `index <file>…`, `check <file>…` or
 * `frame <topic> <log time ns> <file>…`.
 */
export async function peakMemoryOf(args: string[]): Promise<ProbeAnswer> {
  const probe = fileURLToPath(new URL('./bomb-probe.ts', import.meta.url))
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe, ...args], {
    timeout: 60_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ProbeAnswer
}
