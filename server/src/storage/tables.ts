import type { Generated, Insertable, Selectable } from 'kysely'

/** Row types of every table; one interface per table, named after it. */
export interface OrganizationTable {
  id: string
  name: string
  date_created: string
}

export interface ApiKeyTable {
  id: string
  organization_id: string
  name: string | null
  /** First characters of the key, shown in listings so people can tell keys apart. */
  prefix: string
  /** SHA-256 of the whole key, hex; the key itself is never stored. */
  digest: string
  date_created: string
  revoked_at: string | null
}

export interface FileTable {
  path: string
  data_byte_size: number
  sha256: string
  content_type: string
  date_created: string
}

export interface DatasetTable {
  id: string
  organization_id: string
  data_type: string
  name: string
  description: string | null
  status: string
  link: string
  data_byte_size: number
  sha256: string | null
  metadata: unknown
  date_created: string
  date_updated: string
  iteration_group_id: string | null
  version: number | null
  parent_dataset_id: string | null
  prompt: string | null
  regeneration_reason: string | null
  superseded_reason: string | null
  preview_gif: string | null
  preview_pose_frame: string | null
}

/** One row per scalar metadata entry, so `metadata=key:value` filters use an index. */
export interface DatasetMetadataTable {
  dataset_id: string
  organization_id: string
  key: string
  value: string
}

/**
 * Running counts per organization (`total`, `bytes`, `status:<s>`, `type:<t>`, `day:<YYYY-MM-DD>`),
 * kept in the same transaction as every change, so statistics never scan datasets.
 */
export interface OrgCounterTable {
  organization_id: string
  name: string
  value: number
}

export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor: string
  organization_id: string | null
  action: string
  target_type: string
  target_id: string
  detail: unknown
}

export interface ReleaseTable {
  id: string
  organization_id: string
  program: string
  /** 0 or 1: SQLite has no boolean type. */
  example_only: number
  dataset_count: number
  created_by: string
  manifest: unknown
  date_created: string
}

export interface MechaTable {
  id: string
  organization_id: string
  model: string
  name: string
  /** A custom world map for the simulator, or null for the default one. */
  map: unknown | null
  date_created: string
}

export interface MechaCredentialTable {
  mecha_id: string
  /** `<organization_id>/<mecha_id>`: the agent reads its organization from it. */
  username: string
  /** Mosquitto's `$7$<iterations>$<salt>$<hash>` (PBKDF2-SHA512). */
  password_hash: string
  date_created: string
}

export interface MetaTable {
  key: string
  value: string
}

export interface Database {
  organizations: OrganizationTable
  api_keys: ApiKeyTable
  files: FileTable
  datasets: DatasetTable
  dataset_metadata: DatasetMetadataTable
  org_counters: OrgCounterTable
  audit_log: AuditLogTable
  meta: MetaTable
  releases: ReleaseTable
  mechas: MechaTable
  mecha_credentials: MechaCredentialTable
}

export type DatasetRow = Selectable<DatasetTable>
export type NewDataset = Insertable<DatasetTable>
export type OrganizationRow = Selectable<OrganizationTable>
export type ApiKeyRow = Selectable<ApiKeyTable>
export type FileRow = Selectable<FileTable>
export type AuditRow = Selectable<AuditLogTable>
export type ReleaseRow = Selectable<ReleaseTable>
export type MechaRow = Selectable<MechaTable>
export type MechaCredentialRow = Selectable<MechaCredentialTable>
