import { McapWriter } from '@mcap/core'
import { memoryWritable } from './mcap-memory.ts'

/** The McapWriter options by which valid MCAP files differ (what each leaves out is optional). */
export interface WriterVariant {
  useChunks: boolean
  useChunkIndex: boolean
  useMessageIndex: boolean
  useStatistics: boolean
  useSummaryOffsets: boolean
  repeatChannels: boolean
  repeatSchemas: boolean
}

/** Every combination of the options of `WriterVariant` (128). */
export function writerVariants(): WriterVariant[] {
  const keys: (keyof WriterVariant)[] = [
    'useChunks',
    'useChunkIndex',
    'useMessageIndex',
    'useStatistics',
    'useSummaryOffsets',
    'repeatChannels',
    'repeatSchemas',
  ]
  return Array.from({ length: 1 << keys.length }, (_, bits) =>
    Object.fromEntries(keys.map((k, i) => [k, (bits & (1 << i)) !== 0])),
  ) as unknown as WriterVariant[]
}

/** The first message's log time of the recordings here (ns). */
export const START = 1_700_000_000_000_000_000n

/**
 * One message of `messages`: its topic, log time (ns after START) and the number it carries as
 * `v`; `pad` more numbers (0) as `pad[i]` when given.
 */
export interface Sent {
  topic: string
  atNs: bigint
  v: number
  pad?: number
}

/**
 * A recording of JSON messages `{"v": <number>}` (and `pad`), written in the order given (not necessarily
 * log-time order) with `variant`'s options; chunks of `chunkSize` bytes (default 64: a few
 * messages each, so that chunks overlap in time when messages are out of order).
 */
export async function jsonRecording(
  messages: readonly Sent[],
  variant: Partial<WriterVariant> = {},
  chunkSize = 64,
): Promise<Uint8Array> {
  const memory = memoryWritable()
  const writer = new McapWriter({
    writable: memory.writable,
    chunkSize,
    ...variant,
  })
  await writer.start({ profile: '', library: 'hangar-test' })
  const schemaId = await writer.registerSchema({
    name: 'Number',
    encoding: 'jsonschema',
    data: new TextEncoder().encode('{"type":"object","properties":{"v":{"type":"number"}}}'),
  })
  const channels = new Map<string, number>()
  for (const { topic } of messages)
    if (!channels.has(topic))
      channels.set(
        topic,
        await writer.registerChannel({ topic, schemaId, messageEncoding: 'json', metadata: new Map() }),
      )
  let sequence = 0
  for (const m of messages) {
    const logTime = START + m.atNs
    await writer.addMessage({
      channelId: channels.get(m.topic)!,
      sequence: sequence++,
      logTime,
      publishTime: logTime,
      data: new TextEncoder().encode(
        JSON.stringify(m.pad ? { v: m.v, pad: new Array(m.pad).fill(0) } : { v: m.v }),
      ),
    })
  }
  await writer.end()
  return memory.bytes()
}

/**
 * Ten messages on /n, 100 ms apart, written out of log-time order (the first written is the
 * fourth in time); each carries its rank in time × 10, so in log-time order the values rise.
 */
export const TEN_OUT_OF_ORDER: Sent[] = [3, 1, 2, 0, 4, 6, 5, 9, 7, 8].map((rank) => ({
  topic: '/n',
  atNs: BigInt(rank) * 100_000_000n,
  v: rank * 10,
}))
