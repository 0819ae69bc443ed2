import { open } from 'node:fs/promises'
import { McapIndexedReader, type McapTypes } from '@mcap/core'
import { loadDecompressHandlers } from '@mcap/support'
import type { Frame } from './frames.ts'
import { FileReadable } from './readers/mcap.ts'
import { BoundedReadable, boundedDecompressHandlers } from './readers/mcap-bounds.ts'
import { imageDecoder } from './readers/mcap-image.ts'

let handlers: Promise<McapTypes.DecompressHandlers> | undefined

/** The frame from a recording file of this machine (see `readFrame`). */
export async function readFrameFromFile(
  path: string,
  topic: string,
  logTimeNs: bigint,
): Promise<Frame | null> {
  const fh = await open(path, 'r')
  try {
    return await readFrame(new FileReadable(fh, (await fh.stat()).size), topic, logTimeNs)
  } finally {
    await fh.close()
  }
}

/**
 * The compressed image on `topic` logged nearest `logTimeNs` (within a millisecond), read from the
 * recording by its chunk index: only the chunk that holds it is read and decompressed (CPU work:
 * it runs in the frame worker, `frame-worker.ts`), after its declared size is checked against
 * the bounds the indexing reader keeps (`mcap-bounds.ts`): a bomb is refused, never allocated.
 */
export async function readFrame(
  readable: McapTypes.IReadable,
  topic: string,
  logTimeNs: bigint,
): Promise<Frame | null> {
  handlers ??= loadDecompressHandlers().then(boundedDecompressHandlers)
  const bounded = new BoundedReadable(readable)
  const reader = await McapIndexedReader.Initialize({ readable: bounded, decompressHandlers: await handlers })
  const within = { start: logTimeNs - 1_000_000n, end: logTimeNs + 1_000_000n }
  // The chunks this read touches are bounded before any is read (docs/streams.md#limits).
  bounded.expectChunks(reader.chunkIndexes, within)
  let best: { data: Uint8Array; channelId: number; d: bigint } | undefined
  for await (const m of reader.readMessages({
    topics: [topic],
    startTime: within.start,
    endTime: within.end,
  })) {
    const d = m.logTime > logTimeNs ? m.logTime - logTimeNs : logTimeNs - m.logTime
    if (!best || d < best.d) best = { data: m.data, channelId: m.channelId, d }
  }
  if (!best) return null
  const channel = reader.channelsById.get(best.channelId)!
  return imageDecoder(channel, reader.schemasById.get(channel.schemaId))?.(best.data) ?? null
}
