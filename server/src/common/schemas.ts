import { type Static, Type } from 'typebox'
import { MAX_BLOB_PATH_LENGTH } from '../files/blob-path.ts'

/** The one error body of the whole API (interface §7). */
export const ErrorSchema = Type.Object(
  { detail: Type.String({ description: 'Human-readable reason' }) },
  { title: 'Error', description: 'Every error answers with this body.' },
)
export type ErrorBody = Static<typeof ErrorSchema>

export const Uuid = (description?: string) =>
  Type.String({ format: 'uuid', ...(description ? { description } : {}) })

/** An ISO 8601 instant (`2026-11-25T10:00:00.000Z`); 40 characters hold any offset and fraction one sends. */
export const Timestamp = (description?: string) =>
  Type.String({ format: 'date-time', maxLength: 40, ...(description ? { description } : {}) })

/** The `*` of a route under `/files/*` and `/admin/files/*`: a storage path, as long as the store takes. */
export const BlobPathParams = Type.Object({
  '*': Type.String({ maxLength: MAX_BLOB_PATH_LENGTH, description: 'The file path, slashes included' }),
})

/** Response entries for the error statuses a route can answer. */
export function errorResponses(...statuses: number[]) {
  const out: Record<number, typeof ErrorSchema> = {}
  for (const s of statuses) out[s] = ErrorSchema
  return out
}

/**
 * Security of the organization-facing routes: an API key, or a person's session cookie
 * (writes then also need the X-CSRF-Token header; docs/console.md).
 */
export const CALLER_SECURITY: Record<string, string[]>[] = [{ ApiKey: [] }, { SessionCookie: [] }]

/** The largest `offset` a list accepts: beyond it a number no longer fits the databases' integers. */
export const MAX_OFFSET = 1_000_000_000

/** `offset` of a paginated list: optional in the document, 0 by default, bounded (422 beyond). */
export const OffsetQuery = () =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, default: 0, description: 'Items to skip' }))
