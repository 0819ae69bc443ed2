/**
 * Files at scale (issue 19): upload throughput of one large file through the resumable path
 * (tus) and through `PUT /admin/files` against a plain stream copy on the same disk; download
 * bytes/s through the service's own signed link against a bare `fs.createReadStream` server;
 * the service's RSS while several resumable uploads run at once. Local store (DATA_DIR/blobs).
 *
 *   node --import tsx bench/files/run.ts                # 1 GB file, 10 concurrent uploads of 100 MB
 *   SIZE_MB=256 CONCURRENT=10 CONCURRENT_MB=100 node --import tsx bench/files/run.ts
 *
 * The client is node:http reading the file in 1 MiB pieces, as the CLI's tus client does (fetch
 * cost 3–5 CPU s per GB in this process, more than the service). Prints one JSON object;
 * bench/RESULTS.md#files records runs.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { send, uploadResumable } from '../../cli/src/remote/tus-upload.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'

const MB = 1024 * 1024
const SIZE = Number(process.env.SIZE_MB ?? 1024) * MB
const CONCURRENT = Number(process.env.CONCURRENT ?? 10)
const CONCURRENT_SIZE = Number(process.env.CONCURRENT_MB ?? 100) * MB
const ADMIN = 'bench-files-admin-key-0123456789abcdef'
const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-files-'))

/** A file of `size` bytes (a random MiB repeated: the disk, not the generator, is measured). */
async function makeFile(path: string, size: number): Promise<string> {
  const block = Buffer.alloc(MB)
  for (let i = 0; i < MB; i += 4) block.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i)
  const hash = createHash('sha256')
  await pipeline(
    Readable.from(
      (function* () {
        for (let n = 0; n < size; n += MB) {
          const b = block.subarray(0, Math.min(MB, size - n))
          hash.update(b)
          yield b
        }
      })(),
    ),
    createWriteStream(path),
  )
  return hash.digest('hex')
}

const seconds = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now()
  await fn()
  return (performance.now() - t0) / 1000
}
/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
/** Wall seconds of `fn`, with the CPU seconds this process and the service spent in it. */
const measured = async (pid: number, fn: () => Promise<unknown>) => {
  const service0 = cpuSeconds(pid)
  const self0 = process.cpuUsage()
  const wall = await seconds(fn)
  const self = process.cpuUsage(self0)
  return {
    wall,
    serviceCpu: cpuSeconds(pid) - service0,
    clientCpu: (self.user + self.system) / 1e6,
  }
}
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}
/** A resumable upload of `file` in one PATCH, as `hangar import --url` sends it (the CLI's own client). */
const tusUpload = (base: string, file: string, size: number, sha256: string, path: string) =>
  uploadResumable({ url: base, adminKey: ADMIN, retries: 0 }, { file, size, sha256, path })

/** Bytes of a GET, counted and dropped. */
function drain(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let n = 0
      res.on('data', (c: Buffer) => {
        n += c.length
      })
      res.on('end', () => resolve(n))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

async function main() {
  const load = [loadavg()[0]]
  const source = join(dir, 'source.bin')
  const sha256 = await makeFile(source, SIZE)
  const copy = await measured(process.pid, () =>
    pipeline(createReadStream(source), createWriteStream(join(dir, 'copy.bin'))),
  )
  const copySeconds = copy.wall
  rmSync(join(dir, 'copy.bin'))

  const port = await freePort()
  const dataDir = join(dir, 'data')
  const service = spawnService({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '0',
    ADMIN_API_KEY: ADMIN,
    UPLOAD_LIMIT_BYTES: String(Math.max(SIZE, CONCURRENT_SIZE) * 2),
    REQUEST_TIMEOUT_MS: '3600000',
    // What a deployment runs (spawnService's default for tests is OFF).
    SQLITE_SYNCHRONOUS: process.env.SQLITE_SYNCHRONOUS ?? 'FULL',
    LOG_LEVEL: 'warn',
  })
  try {
    await service.banner
    const base = `http://127.0.0.1:${port}`
    const pid = service.child.pid!
    const idleRss = rssMb(pid)

    const put = await measured(pid, async () => {
      const res = await send(
        new URL(`${base}/admin/files/bench/put.bin`),
        'PUT',
        {
          'service-admin-key': ADMIN,
          'content-type': 'application/octet-stream',
          'content-length': String(SIZE),
        },
        { file: source, start: 0, end: SIZE },
      )
      if (res.status !== 201) throw new Error(`put: ${res.status} ${res.body}`)
    })
    const putSeconds = put.wall
    const tus = await measured(pid, () => tusUpload(base, source, SIZE, sha256, 'bench/tus.bin'))
    const tusSeconds = tus.wall

    // Download: the service's signed link vs a bare server streaming the same file.
    const json = { 'service-admin-key': ADMIN, 'content-type': 'application/json' }
    const org = (await (
      await fetch(`${base}/admin/organizations`, { method: 'POST', headers: json, body: '{"name":"B"}' })
    ).json()) as { id: string }
    const dataset = (await (
      await fetch(`${base}/admin/datasets`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          organization_id: org.id,
          data_type: 'episode',
          name: 'b',
          link: 'bench/put.bin',
        }),
      })
    ).json()) as { signed_url: string }
    const link = dataset.signed_url.replace(/^https?:\/\/[^/]+/, base)
    let got = 0
    const download = await measured(pid, async () => {
      got = await drain(link)
    })
    const hangarDownload = download.wall
    if (got !== SIZE) throw new Error(`downloaded ${got} of ${SIZE} bytes`)
    const barePort = await freePort()
    const bare = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': String(statSync(source).size) })
      createReadStream(source).pipe(res)
    }).listen(barePort, '127.0.0.1')
    const bareDownload = await seconds(() => drain(`http://127.0.0.1:${barePort}/`))
    bare.close()

    // Memory: CONCURRENT resumable uploads at once, RSS sampled every 100 ms.
    const small = join(dir, 'small.bin')
    const smallSha = await makeFile(small, CONCURRENT_SIZE)
    let maxRss = rssMb(pid)
    const sampler = setInterval(() => {
      maxRss = Math.max(maxRss, rssMb(pid))
    }, 100)
    const concurrentSeconds = await seconds(() =>
      Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          tusUpload(base, small, CONCURRENT_SIZE, smallSha, `bench/c-${i}.bin`),
        ),
      ),
    )
    clearInterval(sampler)
    load.push(loadavg()[0])

    const mbps = (s: number, bytes = SIZE) => Math.round(bytes / MB / s)
    process.stdout.write(
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          load_1m: load,
          size_mb: SIZE / MB,
          upload: {
            plain_copy_mb_s: mbps(copySeconds),
            put_mb_s: mbps(putSeconds),
            tus_mb_s: mbps(tusSeconds),
            put_vs_copy: +(copySeconds / putSeconds).toFixed(2),
            tus_vs_copy: +(copySeconds / tusSeconds).toFixed(2),
            tus_vs_put: +(putSeconds / tusSeconds).toFixed(2),
            // CPU seconds per GB: what the machine's load does not change (the copy's, in this process).
            cpu_s_per_gb: {
              copy: +((copy.serviceCpu * 1024 * MB) / SIZE).toFixed(2),
              put_service: +((put.serviceCpu * 1024 * MB) / SIZE).toFixed(2),
              put_client: +((put.clientCpu * 1024 * MB) / SIZE).toFixed(2),
              tus_service: +((tus.serviceCpu * 1024 * MB) / SIZE).toFixed(2),
              tus_client: +((tus.clientCpu * 1024 * MB) / SIZE).toFixed(2),
            },
          },
          download: {
            hangar_link_mb_s: mbps(hangarDownload),
            bare_read_stream_mb_s: mbps(bareDownload),
            ratio: +(bareDownload / hangarDownload).toFixed(2),
            cpu_s_per_gb: {
              service: +((download.serviceCpu * 1024 * MB) / SIZE).toFixed(2),
              client: +((download.clientCpu * 1024 * MB) / SIZE).toFixed(2),
            },
          },
          memory: {
            idle_rss_mb: Math.round(idleRss),
            max_rss_mb_during_uploads: Math.round(maxRss),
            above_idle_mb: Math.round(maxRss - idleRss),
            concurrent_uploads: CONCURRENT,
            each_mb: CONCURRENT_SIZE / MB,
            seconds: +concurrentSeconds.toFixed(1),
          },
        },
        null,
        2,
      )}\n`,
    )
  } finally {
    await service.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
