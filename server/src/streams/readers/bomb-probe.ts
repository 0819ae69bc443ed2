import { readFileSync } from 'node:fs'
import { open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { readFrameOffThread } from '../frame-worker.ts'
import { runIndexJob, runReadingTask } from '../worker.ts'

/**
 * A process of its own for the decompression-bomb tests (`peakMemoryOf` in test-kit.ts): indexes
 * files in the indexing worker, runs the channel checks on them in a worker as the checks job
 * does, or reads a frame of each in the frame worker (from the file, and by ranges as from a
 * bucket), as the service does, one after the other; then prints one JSON line: what came of each
 * file, and the process's peak resident memory after it, workers included.
 *
 *   node --import tsx bomb-probe.ts index <file>…
 *   node --import tsx bomb-probe.ts check <file>…
 *   node --import tsx bomb-probe.ts frame <topic> <log time, ns> <file>…
 */
const [kind, ...args] = process.argv.slice(2)
const outDir = join(tmpdir(), `hangar-probe-${process.pid}`)
/**
 * The process's own peak (VmHWM, its memory's high-water mark). Not `resourceUsage().maxRSS`: Linux
 * carries that over from the process it was forked from, so a probe started by a test process of
 * 393 MB said 393 MB whatever it read.
 */
const peakMb = () => {
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
  return Math.round((hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS) / 1024)
}

const jobOf = (path: string) => ({
  datasetId: 'probe',
  main: { name: basename(path), link: basename(path), path },
  companions: [],
  metadata: {},
  outDir,
})

async function index(path: string): Promise<unknown> {
  return runIndexJob(jobOf(path))
}

/** How many findings the checks gave and their codes, or the sentence that stopped them. */
async function check(path: string): Promise<unknown> {
  try {
    // Imported here: the probes of the other kinds measure without the checks' modules.
    const { CHECK_FILES } = await import('../../checks/check-files.ts')
    const job = jobOf(path)
    const out = await runReadingTask<{ findings: { code: string }[] }>({ ...CHECK_FILES, options: {} }, job)
    return { findings: out.findings.length, codes: [...new Set(out.findings.map((f) => f.code))].sort() }
  } catch (err) {
    return { error: (err as Error).message }
  }
}

async function frames(path: string, topic: string, logTimeNs: bigint): Promise<unknown[]> {
  const fh = await open(path, 'r')
  const ranges = {
    size: (await fh.stat()).size,
    async read(offset: number, length: number) {
      const buf = new Uint8Array(length)
      await fh.read(buf, 0, length, offset)
      return buf
    },
  }
  const out: unknown[] = []
  for (const source of [{ path }, ranges]) {
    try {
      const frame = await readFrameOffThread(source, topic, logTimeNs)
      out.push({ bytes: frame?.bytes.length ?? null })
    } catch (err) {
      out.push({ error: (err as Error).message })
    }
  }
  await fh.close()
  return out
}

const files = kind === 'frame' ? args.slice(2) : args
const results = []
for (const file of files) {
  const result =
    kind === 'frame'
      ? await frames(file, args[0]!, BigInt(args[1]!))
      : kind === 'check'
        ? await check(file)
        : await index(file)
  results.push({ file: basename(file), result, peakMb: peakMb() })
}
await rm(outDir, { recursive: true, force: true })
process.stdout.write(`${JSON.stringify({ results, peakMb: peakMb() })}\n`)
process.exit(0)
