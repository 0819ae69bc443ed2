import { open } from 'node:fs/promises'
import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageReader } from '@foxglove/rosmsg2-serialization'
import { McapIndexedReader, type McapTypes } from '@mcap/core'
import { loadDecompressHandlers } from '@mcap/support'
import type { Frame } from './frames.ts'
import { FileReadable } from './readers/mcap.ts'

let handlers: ReturnType<typeof loadDecompressHandlers> | undefined

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
 * it runs in the frame worker, `frame-worker.ts`).
 */
export async function readFrame(
  readable: McapTypes.IReadable,
  topic: string,
  logTimeNs: bigint,
): Promise<Frame | null> {
  handlers ??= loadDecompressHandlers()
  const reader = await McapIndexedReader.Initialize({ readable, decompressHandlers: await handlers })
  let best: { data: Uint8Array; channelId: number; d: bigint } | undefined
  for await (const m of reader.readMessages({
    topics: [topic],
    startTime: logTimeNs - 1_000_000n,
    endTime: logTimeNs + 1_000_000n,
  })) {
    const d = m.logTime > logTimeNs ? m.logTime - logTimeNs : logTimeNs - m.logTime
    if (!best || d < best.d) best = { data: m.data, channelId: m.channelId, d }
  }
  if (!best) return null
  const channel = reader.channelsById.get(best.channelId)!
  const schema = reader.schemasById.get(channel.schemaId)
  const text = new TextDecoder()
  let msg: { format?: unknown; data?: unknown }
  if (channel.messageEncoding === 'json') msg = JSON.parse(text.decode(best.data))
  else if (channel.messageEncoding === 'cdr' && schema?.encoding === 'ros2msg')
    msg = new MessageReader(parseRosMsg(text.decode(schema.data), { ros2: true })).readMessage(best.data)
  else return null
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
