import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import tar from 'tar-stream'
import type { BlobStore } from '../../files/blob-store.ts'
import type { ExportWriter } from '../export.ts'

/** A shard holds at most this many bytes, tar headers and end included (docs/exports.md#webdataset). */
export const SHARD_BYTES = 1_000_000_000

/** One sample of a shard: `<key>.json` (its bytes) and `<key>.mp4` (a stored file, streamed). */
export interface ShardSample {
  /** A stable name without a dot (WebDataset splits a file's name at its first dot). */
  key: string
  json: Buffer
  /** Where its video is stored, its size and, when known, its sha256 (checked as it is copied). */
  link: string
  size: number
  sha256: string | null
  /**
   * A file of this machine read instead of the stored one: a video remuxed to MP4, whose stored
   * file's sha256 was checked when it was read (`remux-mp4.ts`).
   */
  path?: string
}

const BLOCK = 512
/** A tar ends with two zero blocks. */
const END_BYTES = 2 * BLOCK

/** The bytes a file takes in a tar: a header block and its bytes padded to whole blocks. */
export const tarEntryBytes = (size: number): number => BLOCK + Math.ceil(size / BLOCK) * BLOCK

/** The bytes a sample takes in a shard. */
export const sampleBytes = (s: ShardSample): number => tarEntryBytes(s.json.length) + tarEntryBytes(s.size)

/**
 * Samples in their order into shards of at most `cap` bytes; a sample stays whole in one shard (a
 * reader groups a sample's files by their key as they come). A sample that alone does not fit is
 * left out: the cap is the format's promise.
 */
export function planShards<S extends ShardSample>(
  samples: readonly S[],
  cap = SHARD_BYTES,
): { shards: S[][]; tooLarge: S[] } {
  const shards: S[][] = []
  const tooLarge: S[] = []
  let current: S[] = []
  let bytes = END_BYTES
  for (const s of samples) {
    const n = sampleBytes(s)
    if (END_BYTES + n > cap) {
      tooLarge.push(s)
      continue
    }
    if (current.length > 0 && bytes + n > cap) {
      shards.push(current)
      current = []
      bytes = END_BYTES
    }
    current.push(s)
    bytes += n
  }
  if (current.length > 0) shards.push(current)
  return { shards, tooLarge }
}

export const shardPath = (i: number): string => `shards/shard-${String(i).padStart(6, '0')}.tar`

export interface WriteShardsOptions {
  /** Every entry's mtime: a fixed time, so two exports have the same bytes. */
  mtime: Date
  signal: AbortSignal
  /** Called with the fraction of the videos' bytes written (0..1). */
  progress?: (f: number) => void
}

/**
 * Writes each shard as a tar through `out.stream`, its videos streamed from the file store as they
 * are read (a shard is never held whole). Entries are regular files, mode 0644, uid and gid 0, no
 * user or group name, the same mtime: the bytes depend on the samples alone.
 */
export async function writeShards(
  shards: readonly ShardSample[][],
  out: ExportWriter,
  files: Pick<BlobStore, 'read'>,
  opts: WriteShardsOptions,
): Promise<void> {
  const total = shards.flat().reduce((n, s) => n + s.size, 0)
  let done = 0
  const advance = (n: number) => {
    done += n
    if (total > 0) opts.progress?.(done / total)
  }
  for (const [i, samples] of shards.entries()) {
    opts.signal.throwIfAborted()
    const pack = tar.pack()
    // Destroyed, it is told through `stored` (the reader of the pack) and what destroyed it.
    pack.on('error', () => {})
    const stored = out.stream(shardPath(i), Readable.from(pack))
    // The store gave up (its own error): stop the pack, so a write waiting on it ends too.
    stored.catch((err: unknown) => pack.destroy(err instanceof Error ? err : new Error(String(err))))
    try {
      for (const s of samples) {
        await entry(pack, header(`${s.key}.json`, s.json.length, opts.mtime), async (sink) => {
          await write(sink, s.json)
        })
        await entry(pack, header(`${s.key}.mp4`, s.size, opts.mtime), async (sink) => {
          const hash = createHash('sha256')
          for await (const chunk of s.path ? createReadStream(s.path) : await files.read(s.link)) {
            opts.signal.throwIfAborted()
            hash.update(chunk as Buffer)
            await write(sink, chunk as Buffer)
            advance((chunk as Buffer).length)
          }
          const sha256 = hash.digest('hex')
          if (s.sha256 !== null && sha256 !== s.sha256)
            throw new Error(
              `The file of dataset ${s.key} has the sha256 ${sha256}, not its recorded ${s.sha256}.`,
            )
        })
      }
      pack.finalize()
    } catch (err) {
      pack.destroy(err instanceof Error ? err : new Error(String(err)))
      await stored.catch(() => {})
      throw err
    }
    await stored
  }
}

type Sink = ReturnType<tar.Pack['entry']>

const header = (name: string, size: number, mtime: Date): Partial<tar.Header> & { name: string } => ({
  name,
  size,
  mtime,
  type: 'file',
  mode: 0o644,
  uid: 0,
  gid: 0,
  uname: '',
  gname: '',
})

/** One entry: `fill` writes its bytes; resolves once the pack has taken the whole entry. */
async function entry(
  pack: tar.Pack,
  h: Partial<tar.Header> & { name: string },
  fill: (sink: Sink) => Promise<void>,
): Promise<void> {
  let sink!: Sink
  const taken = new Promise<void>((resolve, reject) => {
    sink = pack.entry(h, (err) => (err ? reject(err) : resolve()))
  })
  // Its error, when the pack is destroyed, is told through `taken` and the writes.
  sink.on('error', () => {})
  // A failed fill rejects below; `taken` then rejects too, with nobody left to hear it.
  taken.catch(() => {})
  await fill(sink)
  sink.end(null)
  await taken
}

/** Writes a chunk, waiting while the pack's reader is behind; rejects if the entry is destroyed. */
function write(sink: Sink, chunk: Buffer): Promise<void> {
  if (sink.write(chunk)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      sink.off('drain', onDrain)
      sink.off('close', onClose)
      sink.off('error', settle)
      if (err) reject(err)
      else resolve()
    }
    const onDrain = () => settle()
    const onClose = () => settle(new Error('The shard was closed while it was written.'))
    sink.on('drain', onDrain)
    sink.on('close', onClose)
    sink.on('error', settle)
  })
}
