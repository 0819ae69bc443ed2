import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import type { McapTypes } from '@mcap/core'
import { KeptWorker } from '../common/kept-worker.ts'
import { spawnWorker } from '../common/spawn-worker.ts'
import type { Frame } from './frames.ts'
import { MAX_READ_BYTES } from './readers/mcap-limit.ts'

/**
 * Image frames off the event loop (docs/streams.md#limits): reading a frame decompresses the
 * MCAP chunk that holds it (up to 64 MB), so it runs in a worker thread of its own — not the
 * indexing worker, whose jobs may take minutes — with a time bound per frame. The recording is a
 * file of this machine the worker opens itself (the local store), or bytes the service's thread
 * reads by ranges through the file store (`read`, an S3 bucket) and hands over. This file is both
 * sides, like worker.ts.
 */

/** Where the recording's bytes come from. */
export type FrameSource =
  | { path: string }
  | { size: number; read(offset: number, length: number): Promise<Uint8Array> }

export class FrameTimeoutError extends Error {}

export const FRAME_TIMEOUT_MS = 10_000
const TAG = 'hangar-frame-reader'
const IDLE_MS = 30_000
/** Heap of the worker: a decoded CDR message and the reader's indexes (chunk bytes live outside it). */
const HEAP_MB = 128

type Ask = { id: number; topic: string; logTimeNs: string } & ({ path: string } | { size: number })
type Told =
  | { id: number; kind: 'read'; ask: number; offset: number; length: number }
  | { id: number; kind: 'done'; frame: Frame | null; error?: string }
type Bytes = { id: number; ask: number; bytes?: Uint8Array; error?: string }

/** Where each request waiting in the worker reads its bytes from. */
const sources = new Map<number, FrameSource>()

const frameWorker = new KeptWorker<Told>({
  spawn: () =>
    spawnWorker(import.meta.url, {
      workerData: { tag: TAG },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    }),
  idleMs: IDLE_MS,
  name: 'the frame reader',
  isAnswer: (m) => (m as Told).kind === 'done',
  // The worker asks for a range of a recording it cannot open itself (in a bucket).
  onOther: (message, worker) => {
    const m = message as Extract<Told, { kind: 'read' }>
    const source = sources.get(m.id)
    if (!source || !frameWorker.waiting(m.id)) return
    const answer = (a: Omit<Bytes, 'id' | 'ask'>) =>
      worker.postMessage({ id: m.id, ask: m.ask, ...a }, a.bytes ? [a.bytes.buffer as ArrayBuffer] : [])
    if ('path' in source) return answer({ error: 'no reads for a local file' })
    source.read(m.offset, m.length).then(
      (bytes) => answer({ bytes }),
      (err: Error) => answer({ error: String(err.message) }),
    )
  },
})

/**
 * The frame on `topic` nearest `logTimeNs`, read in the frame worker; null when the recording
 * has none there. Rejects with FrameTimeoutError past `timeoutMs` (the worker is then ended, and
 * the next frame starts a fresh one), or with the reader's error for a corrupt recording.
 */
export async function readFrameOffThread(
  source: FrameSource,
  topic: string,
  logTimeNs: bigint,
  timeoutMs = FRAME_TIMEOUT_MS,
): Promise<Frame | null> {
  let asked = 0
  try {
    const told = await frameWorker.request(
      (id) => {
        asked = id
        sources.set(id, source)
        const ask: Ask =
          'path' in source
            ? { id, topic, logTimeNs: String(logTimeNs), path: source.path }
            : { id, topic, logTimeNs: String(logTimeNs), size: source.size }
        return { value: ask }
      },
      {
        ms: timeoutMs,
        error: () => new FrameTimeoutError(`Reading the frame took longer than ${timeoutMs / 1000} s.`),
        // A decompression cannot be interrupted but by ending its thread.
        ended: () => new FrameTimeoutError('the frame reader was ended (another frame took too long)'),
      },
    )
    if (told.kind !== 'done') throw new Error('the frame reader answered out of turn')
    if (told.error !== undefined) throw new Error(told.error)
    return told.frame
  } finally {
    sources.delete(asked)
  }
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const { readFrame, readFrameFromFile } = await import('./image-frames.ts')
  const port = parentPort!
  const waiting = new Map<string, { resolve(b: Uint8Array): void; reject(e: Error): void }>()
  let nextAsk = 1
  port.on('message', async (m: Ask | Bytes) => {
    if ('ask' in m) {
      const w = waiting.get(`${m.id}:${m.ask}`)
      waiting.delete(`${m.id}:${m.ask}`)
      if (m.bytes) w?.resolve(m.bytes)
      else w?.reject(new Error(m.error ?? 'the bytes could not be read'))
      return
    }
    // The service's thread reads the bytes (through the file store), checked as FileReadable does.
    const remote = (size: number): McapTypes.IReadable => ({
      size: async () => BigInt(size),
      read: (offset, length) => {
        if (length > BigInt(MAX_READ_BYTES))
          return Promise.reject(new Error('a read larger than Hangar reads'))
        if (offset + length > BigInt(size))
          return Promise.reject(new Error('a read past the end of the file'))
        const ask = nextAsk++
        return new Promise((resolve, reject) => {
          waiting.set(`${m.id}:${ask}`, { resolve, reject })
          port.postMessage({ id: m.id, kind: 'read', ask, offset: Number(offset), length: Number(length) })
        })
      },
    })
    const t = BigInt(m.logTimeNs)
    try {
      const frame =
        'path' in m
          ? await readFrameFromFile(m.path, m.topic, t)
          : await readFrame(remote(m.size), m.topic, t)
      // A copy: the message's bytes are a view into the whole decompressed chunk.
      const out = frame ? { ...frame, bytes: frame.bytes.slice() } : null
      port.postMessage({ id: m.id, kind: 'done', frame: out }, out ? [out.bytes.buffer] : [])
    } catch (err) {
      port.postMessage({ id: m.id, kind: 'done', frame: null, error: String((err as Error).message ?? err) })
    }
  })
}
