/**
 * A training pipeline's intake: follows `dataset.accepted` on the changes feed, downloads each
 * accepted dataset's file, checks its size and sha256, and keeps it under DOWNLOAD_DIR.
 *   HANGAR_URL=http://localhost:8080 HANGAR_API_KEY=hgr_… DOWNLOAD_DIR=./accepted \
 *     node --import tsx client/examples/accepted-downloader.ts [--until-caught-up]
 *
 * Killed at any moment (SIGKILL included) and started again, it fetches no stored file twice:
 * - the feed cursor is stored (written aside, then renamed) after each event, so a restart
 *   continues after the last event handled; the event handled when the kill came is seen again
 *   (the feed is at least once);
 * - a file is stored by renaming a folder that holds the verified bytes to `datasets/<id>`, so
 *   `datasets/<id>` exists only complete, and an event whose folder exists is skipped without a
 *   request. A download the kill cut short is left in `.partial/` and starts again.
 * A download whose size or sha256 differs from the dataset's is reported (stderr and
 * `corrupt.jsonl`) and not stored; the pipeline goes on with the next event.
 */
import { createHash } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { createHangarClient, followEvents, HangarApiError, must } from '@hangar/client'

const hangar = createHangarClient({
  baseUrl: process.env.HANGAR_URL ?? 'http://localhost:8080',
  apiKey: process.env.HANGAR_API_KEY,
})
const dir = process.env.DOWNLOAD_DIR ?? 'accepted'
const cursorFile = join(dir, 'cursor')
const untilCaughtUp = process.argv.includes('--until-caught-up')

await mkdir(join(dir, 'datasets'), { recursive: true })
await rm(join(dir, '.partial'), { recursive: true, force: true })
await mkdir(join(dir, '.partial'), { recursive: true })

const stored = existsSync(cursorFile) ? (await readFile(cursorFile, 'utf8')).trim() : undefined
console.log(stored ? `resuming after event cursor ${stored}` : 'starting from the oldest event kept')

// One event a page: the cursor is stored after each event, not after a page of them.
for await (const page of followEvents(hangar, {
  types: ['dataset.accepted'],
  ...(stored ? { after: stored } : {}),
  limit: 1,
  // Caught up is an empty answer: given at once when asked not to wait.
  ...(untilCaughtUp ? { untilCaughtUp, wait: 0 } : {}),
  onRetry: (err, ms) => console.error(`feed unavailable (${String(err)}); again in ${ms} ms`),
})) {
  for (const event of page.events) await handle((event.data as { dataset_id: string }).dataset_id)
  await writeFile(`${cursorFile}.new`, page.next)
  await rename(`${cursorFile}.new`, cursorFile)
}
console.log('caught up')

async function handle(id: string): Promise<void> {
  const final = join(dir, 'datasets', id)
  if (existsSync(final)) {
    console.log(`already stored ${id}`)
    return
  }
  let dataset: Awaited<ReturnType<typeof fetchDataset>>
  try {
    dataset = await fetchDataset(id)
  } catch (err) {
    // Gone or no longer ours: nothing to download; say so and go on.
    if (err instanceof HangarApiError && (err.status === 404 || err.status === 403)) {
      console.error(`skipped ${id}: ${err.message}`)
      return
    }
    throw err
  }
  const partial = join(dir, '.partial', id)
  await mkdir(partial, { recursive: true })
  const file = join(partial, basename(dataset.link))
  const got = await download(dataset.signed_url, file, dataset.data_byte_size)
  const problem =
    got.size !== dataset.data_byte_size
      ? `size ${got.size} bytes, the dataset says ${dataset.data_byte_size}`
      : dataset.data_sha256 !== null && got.sha256 !== dataset.data_sha256
        ? `sha256 ${got.sha256}, the dataset says ${dataset.data_sha256}`
        : undefined
  if (problem) {
    await rm(partial, { recursive: true, force: true })
    console.error(`corrupt ${id}: ${problem}; not stored`)
    await appendFile(join(dir, 'corrupt.jsonl'), `${JSON.stringify({ dataset_id: id, problem })}\n`)
    return
  }
  if (dataset.data_sha256 === null) console.error(`unverified ${id}: Hangar recorded no sha256 for it`)
  await rename(partial, final)
  console.log(`stored ${id} ${dataset.data_byte_size} bytes sha256 ${got.sha256}`)
}

/** The dataset as it is now, with a fresh signed link (the event carries ids only). */
async function fetchDataset(id: string) {
  return must(hangar.GET('/datasets/dataset', { params: { query: { id } } }))
}

/**
 * Streams the link into `file`, hashing as it goes; stops reading past `expected` bytes (a file
 * that grew is as wrong as one that shrank). Network failures are retried with backoff.
 */
async function download(
  url: string,
  file: string,
  expected: number,
): Promise<{ size: number; sha256: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url)
      if (!res.ok || !res.body) throw new Error(`GET ${new URL(url).pathname} answered ${res.status}`)
      const hash = createHash('sha256')
      let size = 0
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length
          if (size > expected + 1) return done(new TooLong())
          hash.update(chunk)
          done(null, chunk)
        },
      })
      try {
        await pipeline(
          Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>),
          meter,
          createWriteStream(file),
        )
      } catch (err) {
        if (!(err instanceof TooLong)) throw err
      }
      return { size, sha256: hash.digest('hex') }
    } catch (err) {
      if (attempt >= 5) throw err
      const ms = 500 * 2 ** attempt
      console.error(`download failed (${String(err)}); again in ${ms} ms`)
      await new Promise((r) => setTimeout(r, ms))
    }
  }
}

class TooLong extends Error {}
