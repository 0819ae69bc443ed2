import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'

/**
 * # Exports of a release (docs/exports.md)
 *
 * A release turned into files training code opens, built by a job and written once through the
 * file store under `exports/<id>/`. The same release exported twice gives the same bytes, so an
 * export is identified by its files' digests. Domain rules, free of HTTP and SQL.
 */

export const EXPORT_FORMATS = ['lerobot', 'lerobot-v2.1', 'webdataset'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const
export type ExportState = (typeof EXPORT_STATES)[number]

/** The job kind that builds an export. */
export const EXPORT_JOB = 'exports.build'

/** One file of an export, its path relative to the export's folder. */
export interface ExportFile {
  path: string
  size: number
  sha256: string
}

/** Where an export's files live in the file store. */
export const exportFolder = (exportId: string): string => `exports/${exportId}`

/** The job's idempotency key: one build per export. */
export const exportJobKey = (exportId: string): string => `${EXPORT_JOB}:${exportId}`

/**
 * The export's manifest: one line `<sha256>  <size>  <path>` per file, sorted by path (the
 * `sha256sum` layout with the size added); its sha256 is the export's. Two exports with the same
 * files have the same digest, whatever order they were written in.
 */
export function exportManifest(files: readonly ExportFile[]): string {
  return [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((f) => `${f.sha256}  ${f.size}  ${f.path}\n`)
    .join('')
}

export function exportSha256(files: readonly ExportFile[]): string {
  return createHash('sha256').update(exportManifest(files)).digest('hex')
}

/** Where an export's files go while it is built: its bytes, or a copy of a stored file. */
export interface ExportWriter {
  write(path: string, bytes: Uint8Array | string): Promise<void>
  /** Copies the stored file at `link` (a dataset's video) to `path` of the export. */
  copy(path: string, link: string): Promise<void>
  /** Writes what `body` gives to `path` as it comes, never holding it whole (a webdataset shard). */
  stream(path: string, body: Readable): Promise<void>
}
