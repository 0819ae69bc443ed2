import type { CreateDatasetInput } from '@hangar/server/src/platform/admin.schema.ts'
import type { DatasetKey, ImportTarget } from '../import-target.ts'
import type { ImportJournal } from './import-journal.ts'
import { type RemoteService, uploadResumable } from './tus-upload.ts'

export interface RemoteProgress {
  /** Bytes newly stored on the service (a resumed upload counts what it had at once). */
  onBytes?: (n: number) => void
  onRetry?: (file: string, reason: string, waitMs: number) => void
}

/**
 * A running service over HTTP with the platform admin key: each file through the resumable
 * uploads (tus, `/admin/uploads`), each dataset through `POST /admin/datasets`, and what is done
 * noted in the journal so a second run resumes and creates nothing twice.
 */
export function remoteTarget(
  service: RemoteService,
  journal: ImportJournal,
  progress: RemoteProgress = {},
): ImportTarget {
  const base = service.url.replace(/\/+$/, '')
  return {
    async store(file, link) {
      const entry = await journal.entry(link, file)
      if (entry.stored) {
        progress.onBytes?.(entry.size)
        return link
      }
      let counted = 0
      const stored = await uploadResumable(service, {
        file,
        size: entry.size,
        sha256: entry.sha256,
        path: link,
        uploadUrl: entry.upload_location,
        onCreated: (url) => journal.started(link, url),
        // The bar follows the bytes sent; a resumed upload counts what the service had at once.
        onOffset: (offset) => {
          if (offset > counted) progress.onBytes?.(offset - counted)
          counted = Math.max(counted, offset)
        },
        onSent: (n) => {
          if (counted + n <= entry.size) {
            counted += n
            progress.onBytes?.(n)
          }
        },
        onRetry: (reason, wait) => progress.onRetry?.(link, reason, wait),
      })
      if (counted < entry.size) progress.onBytes?.(entry.size - counted)
      await journal.stored(link)
      return stored.link
    },
    async created(key: DatasetKey) {
      return journal.createdDataset(key.journal) !== undefined
    },
    async create(key: DatasetKey, input: CreateDatasetInput) {
      const res = await fetch(`${base}/admin/datasets`, {
        method: 'POST',
        headers: { 'service-admin-key': service.adminKey, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      const body = (await res.json().catch(() => ({}))) as { id?: string; detail?: string }
      if (res.status !== 201 || !body.id)
        throw new Error(`creating dataset "${input.name}": ${res.status}: ${body.detail ?? 'no detail'}`)
      await journal.datasetCreated(key.journal, body.id)
    },
  }
}
