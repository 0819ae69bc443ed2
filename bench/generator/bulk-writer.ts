import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import type { CounterDeltas } from '../../server/src/datasets/counters.ts'
import { metadataIndexEntries } from '../../server/src/datasets/metadata-filter.ts'
import { contentTypeFor } from '../../server/src/files/blob-path.ts'
import type { DatasetTable } from '../../server/src/storage/tables.ts'

/**
 * A dataset as the generator builds it: the stored row, with metadata still an object; its
 * verdict and finding count are the columns' defaults (`pending`, 0; docs/findings.md).
 */
export type GeneratedDataset = Omit<DatasetTable, 'metadata' | 'verdict' | 'finding_count'> & {
  metadata: Record<string, unknown>
}

/**
 * Raw prepared statements over the SQLite file. A bench generator may skip Kysely and the
 * services for speed, so it writes exactly the rows they would write: the dataset, its
 * `dataset_metadata` entries (through the service's own `metadataIndexEntries`) and its file.
 */
export class BulkWriter {
  private readonly insertDataset: Statement
  private readonly insertMetadata: Statement
  private readonly insertFile: Statement
  private readonly insertCounter: Statement

  constructor(private readonly sqlite: SqliteDatabase) {
    this.insertDataset = sqlite.prepare(
      `insert into datasets (id, organization_id, data_type, name, description, status, link,
        data_byte_size, sha256, metadata, date_created, date_updated, iteration_group_id, version,
        parent_dataset_id, prompt, regeneration_reason, superseded_reason, preview_gif, preview_pose_frame,
        preview_poster)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    this.insertMetadata = sqlite.prepare(
      'insert into dataset_metadata (dataset_id, organization_id, key, value) values (?, ?, ?, ?)',
    )
    this.insertFile = sqlite.prepare(
      'insert into files (path, data_byte_size, sha256, content_type, date_created) values (?, ?, ?, ?, ?)',
    )
    this.insertCounter = sqlite.prepare(
      'insert into org_counters (organization_id, name, value) values (?, ?, ?)',
    )
  }

  /** Writes a dataset, its metadata index rows and the file its link names. */
  dataset(d: GeneratedDataset): void {
    this.insertFile.run(d.link, d.data_byte_size, d.sha256, contentTypeFor(d.link), d.date_created)
    this.insertDataset.run(
      d.id,
      d.organization_id,
      d.data_type,
      d.name,
      d.description,
      d.status,
      d.link,
      d.data_byte_size,
      d.sha256,
      JSON.stringify(d.metadata),
      d.date_created,
      d.date_updated,
      d.iteration_group_id,
      d.version,
      d.parent_dataset_id,
      d.prompt,
      d.regeneration_reason,
      d.superseded_reason,
      d.preview_gif,
      d.preview_pose_frame,
      d.preview_poster,
    )
    for (const e of metadataIndexEntries(d.metadata))
      this.insertMetadata.run(d.id, d.organization_id, e.key, e.value)
  }

  /** Writes an organization's counters; zero counters are skipped, as `applyCounterDeltas` skips them. */
  counters(organizationId: string, deltas: CounterDeltas): void {
    for (const [name, value] of deltas) if (value !== 0) this.insertCounter.run(organizationId, name, value)
  }

  /** Runs `fn` in one transaction: one commit per batch instead of one per row. */
  batch(fn: () => void): void {
    this.sqlite.transaction(fn)()
  }
}
