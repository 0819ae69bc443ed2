import { open } from 'node:fs/promises'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageReader } from '@foxglove/rosmsg2-serialization'
import { McapIndexedReader, type McapTypes } from '@mcap/core'
import { loadDecompressHandlers } from '@mcap/support'
import type { Frame } from './frames.ts'
import { FileReadable } from './readers/mcap.ts'
import {
  BoundedReadable,
  boundedDecompressHandlers,
  cdrDecodeKind,
  decodable,
} from './readers/mcap-bounds.ts'

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
  const schema = reader.schemasById.get(channel.schemaId)
  const text = new TextDecoder()
  let msg: { format?: unknown; data?: unknown }
  // A message that would decode into too many JS values is not decoded (docs/streams.md#limits).
  if (channel.messageEncoding === 'json') {
    if (!decodable(best.data, 'json')) return null
    msg = JSON.parse(text.decode(best.data))
  } else if (channel.messageEncoding === 'cdr' && schema?.encoding === 'ros2msg') {
    const definitions = parseRosMsg(text.decode(schema.data), { ros2: true })
    if (!decodable(best.data, cdrDecodeKind(definitions))) return null
    msg = new MessageReader(definitions).readMessage(best.data)
  } else return null
  const data =
    typeof msg.data === 'string'
      ? Uint8Array.from(Buffer.from(msg.data, 'base64'))
      : msg.data instanceof Uint8Array
        ? msg.data
        : Array.isArray(msg.data)
          ? Uint8Array.from(msg.data as number[])
          : null
  if (!data) return null
  return { bytes: data, format: typeof msg.format === 'string' ? msg.format : '' }
}
