import { isMainThread, parentPort, type Worker, workerData } from 'node:worker_threads'
import type { McapTypes } from '@mcap/core'
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

interface Pending {
  source: FrameSource
  resolve(f: Frame | null): void
  reject(err: Error): void
  timer: NodeJS.Timeout
}

interface FrameWorker {
  worker: Worker
  pending: Map<number, Pending>
  idle?: NodeJS.Timeout
}

let current: FrameWorker | undefined
let nextId = 1

function endWorker(why: Error) {
  const c = current
  if (!c) return
  current = undefined
  clearTimeout(c.idle)
  for (const p of c.pending.values()) {
    clearTimeout(p.timer)
    p.reject(why)
  }
  void c.worker.terminate()
}

function workerState(): FrameWorker {
  if (current) {
    clearTimeout(current.idle)
    current.worker.ref()
    return current
  }
  const worker = spawnWorker(import.meta.url, {
    workerData: { tag: TAG },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  })
  const state: FrameWorker = { worker, pending: new Map() }
  worker.on('message', (m: Told) => {
    const p = state.pending.get(m.id)
    if (!p) return
    if (m.kind === 'read') {
      const answer = (a: Omit<Bytes, 'id' | 'ask'>) =>
        worker.postMessage({ id: m.id, ask: m.ask, ...a }, a.bytes ? [a.bytes.buffer as ArrayBuffer] : [])
      if ('path' in p.source) return answer({ error: 'no reads for a local file' })
      p.source.read(m.offset, m.length).then(
        (bytes) => answer({ bytes }),
        (err: Error) => answer({ error: String(err.message) }),
      )
      return
    }
    state.pending.delete(m.id)
    clearTimeout(p.timer)
    if (m.error !== undefined) p.reject(new Error(m.error))
    else p.resolve(m.frame)
    if (state.pending.size === 0 && current === state) {
      worker.unref()
      state.idle = setTimeout(() => endWorker(new Error('idle')), IDLE_MS).unref()
    }
  })
  worker.once('error', (err) => current === state && endWorker(err))
  worker.once(
    'exit',
    (code) => current === state && endWorker(new Error(`the frame reader stopped (exit ${code})`)),
  )
  current = state
  return state
}

/**
 * The frame on `topic` nearest `logTimeNs`, read in the frame worker; null when the recording
 * has none there. Rejects with FrameTimeoutError past `timeoutMs` (the worker is then ended, and
 * the next frame starts a fresh one), or with the reader's error for a corrupt recording.
 */
export function readFrameOffThread(
  source: FrameSource,
  topic: string,
  logTimeNs: bigint,
  timeoutMs = FRAME_TIMEOUT_MS,
): Promise<Frame | null> {
  return new Promise((resolve, reject) => {
    const state = workerState()
    const id = nextId++
    const timer = setTimeout(() => {
      state.pending.delete(id)
      reject(new FrameTimeoutError(`Reading the frame took longer than ${timeoutMs / 1000} s.`))
      // A decompression cannot be interrupted but by ending its thread.
      if (current === state)
        endWorker(new FrameTimeoutError('the frame reader was ended (another frame took too long)'))
    }, timeoutMs)
    state.pending.set(id, { source, resolve, reject, timer })
    const ask: Ask =
      'path' in source
        ? { id, topic, logTimeNs: String(logTimeNs), path: source.path }
        : { id, topic, logTimeNs: String(logTimeNs), size: source.size }
    state.worker.postMessage(ask)
  })
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
