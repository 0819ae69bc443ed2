import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { DomainServices } from '@hangar/server/src/build-services.ts'
import type { CreateDatasetInput } from '@hangar/server/src/platform/admin.schema.ts'

/** What names a dataset an import creates, so a second run can skip it. */
export interface DatasetKey {
  /** Its key in a remote import's journal. */
  journal: string
  /** A metadata entry the dataset carries that the service can be asked about (in-process). */
  metadata?: { organization_id: string; key: string; value: string }
}

/**
 * Where an import puts files and datasets: the service's own database and file store
 * (in-process, the default) or a running service over HTTP (`--url`, through tus).
 */
export interface ImportTarget {
  /** Stores the file at `link` unless a file is there already; answers its link. */
  store(file: string, link: string): Promise<string>
  /** True if an earlier run created the dataset `key` names. */
  created(key: DatasetKey): Promise<boolean>
  create(key: DatasetKey, input: CreateDatasetInput): Promise<void>
}

/** The service's own services, on its database and file store (the same environment variables). */
export function inProcessTarget(s: DomainServices, onBytes: (n: number) => void = () => {}): ImportTarget {
  return {
    async store(file, link) {
      const found = await s.services.files.find(link)
      const size = (await stat(file)).size
      if (!found) await s.services.files.upload(link, createReadStream(file), size + 1)
      onBytes(size)
      return link
    },
    async created(key) {
      if (!key.metadata) return false
      const found = await s.deps.db
        .selectFrom('dataset_metadata')
        .select('dataset_id')
        .where('organization_id', '=', key.metadata.organization_id)
        .where('key', '=', key.metadata.key)
        .where('value', '=', key.metadata.value)
        .executeTakeFirst()
      return found !== undefined
    },
    async create(_key, input) {
      await s.services.datasetAdmin.create(input)
    },
  }
}
