import { createHash } from 'node:crypto'
import { InvalidInputError } from '../common/errors.ts'

export interface MetadataFilter {
  key: string
  value: string
}

/** `key:value`, split at the first colon (DESIGN §2): `url:http://x` filters key `url`. */
export function parseMetadataFilter(raw: string): MetadataFilter {
  const i = raw.indexOf(':')
  if (i <= 0) throw new InvalidInputError(`metadata filter "${raw}" must have the form key:value`)
  return { key: raw.slice(0, i), value: raw.slice(i + 1) }
}

/**
 * The text form under which a stored scalar matches a filter value: strings as they are,
 * numbers and booleans as JSON writes them (`duration_seconds:12` matches 12). Objects and
 * arrays have no text form and are never matched.
 */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return JSON.stringify(value)
  if (typeof value === 'boolean' || value === null) return JSON.stringify(value)
  return undefined
}

const MAX_INDEXED_LENGTH = 200

/**
 * What the metadata index stores for a key or value: the text itself when short, otherwise a
 * digest of it. Index entries stay small on every engine (PostgreSQL's b-tree refuses entries
 * over ~2.7 kB) while equality still matches exactly.
 */
export function indexText(text: string): string {
  return text.length <= MAX_INDEXED_LENGTH
    ? text
    : `#sha256:${createHash('sha256').update(text).digest('hex')}`
}

/** The entries of the metadata index for one dataset's metadata. */
export function metadataIndexEntries(metadata: Record<string, unknown>): MetadataFilter[] {
  const out: MetadataFilter[] = []
  for (const [key, value] of Object.entries(metadata)) {
    const text = scalarText(value)
    if (text !== undefined) out.push({ key: indexText(key), value: indexText(text) })
  }
  return out
}
