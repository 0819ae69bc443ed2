import { MESSAGE_SCHEMAS, type MessageKind } from './codec.ts'
import { PROTOCOL_MAJOR } from './version.ts'

/** Where the published JSON Schemas live: docs/robot-protocol/<message>.schema.json. */
export const SCHEMA_DIR = new URL('../../docs/robot-protocol/', import.meta.url)

/** The JSON Schema document (2020-12) of one message, as published in the docs. */
export function renderSchema(kind: MessageKind): string {
  const doc = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://hangar.dev/schemas/robot-protocol/${PROTOCOL_MAJOR}/${kind}.schema.json`,
    ...structuredClone(MESSAGE_SCHEMAS[kind]),
  }
  return `${JSON.stringify(doc, null, 2)}\n`
}

export const SCHEMA_KINDS = Object.keys(MESSAGE_SCHEMAS) as MessageKind[]
