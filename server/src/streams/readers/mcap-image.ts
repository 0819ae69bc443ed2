import { parse as parseRosMsg } from '@foxglove/rosmsg'
import { MessageReader } from '@foxglove/rosmsg2-serialization'
import type { McapTypes } from '@mcap/core'
import type { Frame } from '../frames.ts'
import { cdrDecodeKind, decodable } from './mcap-bounds.ts'

/** A compressed image message's picture; null when it holds none or is left out (docs/streams.md#limits). */
export type ImageDecoder = (data: Uint8Array) => Frame | null

/**
 * How a channel's CompressedImage messages (`format`, `data`) are decoded: JSON (the data in
 * base64, as Foxglove writes it) or ROS 2 CDR by the channel's schema. Null for another encoding,
 * or a schema that is not a valid ROS 2 definition. A message that would decode into too many JS
 * values is not decoded (`decodable`).
 */
export function imageDecoder(
  channel: McapTypes.Channel,
  schema: McapTypes.Schema | undefined,
): ImageDecoder | null {
  const text = new TextDecoder()
  let decode: (data: Uint8Array) => { format?: unknown; data?: unknown } | undefined
  if (channel.messageEncoding === 'json')
    decode = (data) => (decodable(data, 'json') ? JSON.parse(text.decode(data)) : undefined)
  else if (channel.messageEncoding === 'cdr' && schema?.encoding === 'ros2msg') {
    let reader: MessageReader
    let kind: ReturnType<typeof cdrDecodeKind>
    try {
      const definitions = parseRosMsg(text.decode(schema.data), { ros2: true })
      reader = new MessageReader(definitions)
      kind = cdrDecodeKind(definitions)
    } catch {
      return null
    }
    decode = (data) => (decodable(data, kind) ? reader.readMessage(data) : undefined)
  } else return null
  return (data) => {
    let msg: { format?: unknown; data?: unknown } | undefined
    try {
      msg = decode(data)
    } catch {
      return null
    }
    if (!msg) return null
    const bytes =
      typeof msg.data === 'string'
        ? Uint8Array.from(Buffer.from(msg.data, 'base64'))
        : msg.data instanceof Uint8Array
          ? msg.data
          : Array.isArray(msg.data)
            ? Uint8Array.from(msg.data as number[])
            : null
    if (!bytes) return null
    return { bytes, format: typeof msg.format === 'string' ? msg.format : '' }
  }
}
