import type { Generated, Insertable, Selectable } from 'kysely'
import type { ActorKind } from '../audit/actor.ts'
import type { Role } from '../auth/roles.ts'
import type { DatasetStatus, DataType } from '../datasets/dataset.schema.ts'
import type { EventType } from '../events/event.schema.ts'
import type { FindingSeverity, FindingStatus, Verdict } from '../findings/finding.ts'
import type { ReleaseProgram } from '../releases/manifest.schema.ts'

/**
 * Row types of every table; one interface per table, named after it. A row has the same type
 * on both engines: timestamps are ISO 8601 strings and 64-bit integers are numbers on
 * PostgreSQL too, because the pool parses them so (`storage/pg-types.ts`); enumerated text
 * columns hold only the literals the domain defines, since only the domain writes them. JSON
 * columns stay `unknown`: what the driver returns is decoded by `DialectInfo.decodeJson`.
 */
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
  /** Written at most once a minute per key and process (docs/console.md#api-keys). */
  last_used_at: string | null
  /** The owner who created it in the console; null when the platform issued it. */
  created_by_user_id: string | null
  created_by_name: string | null
}

export interface UserTable {
  id: string
  organization_id: string
  /** Lower-cased; unique within an organization (docs/console.md#who-an-address-belongs-to). */
  email: string
  name: string
  /** argon2id, in its PHC string form (parameters included). */
  password_hash: string
  role: Role
  created_at: string
}

export interface SessionTable {
  id: string
  user_id: string
  organization_id: string
  /** SHA-256 of the cookie's token, hex. */
  token_digest: string
  created_at: string
  last_seen_at: string
  /** The absolute end of the session, whatever the activity. */
  expires_at: string
  user_agent: string | null
  ip: string | null
}

export interface InvitationTable {
  id: string
  organization_id: string
  email: string
  role: Role
  /** SHA-256 of the invitation token, hex. */
  token_digest: string
  created_at: string
  expires_at: string
  accepted_at: string | null
  /** The inviting owner's user id, or null for the platform. */
  created_by: string | null
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
  data_type: DataType
  name: string
  description: string | null
  status: DatasetStatus
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
  /** Made by Hangar (docs/previews.md); '' once tried with nothing to show. */
  preview_poster: string | null
  /** What its findings say, kept with each change of them (migration 017, docs/findings.md). */
  verdict: Generated<Verdict>
  /** Its open and confirmed findings, kept with the verdict (docs/findings.md). */
  finding_count: Generated<number>
}

/** A file that comes with a dataset (an episode's camera video), docs/streams.md#companion-files. */
export interface DatasetCompanionTable {
  dataset_id: string
  position: number
  name: string
  link: string
  data_byte_size: number
  /** Where the dataset's t = 0 is in this file (a shared LeRobot v3.0 video); null = 0. */
  start_seconds: number | null
}

/** The state of a dataset's stream index; the index itself is derived files (docs/streams.md). */
export interface DatasetStreamsTable {
  dataset_id: string
  status: 'indexing' | 'ready' | 'failed' | 'none'
  detail: string | null
  duration_seconds: number | null
  updated_at: string
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
  /** `api_key:<id>`, `user:<id>`, `admin` or `system` (the admin audit route shows it). */
  actor: string
  actor_kind: Generated<ActorKind>
  actor_id: string | null
  /** The key's or person's name when the entry was written. */
  actor_name: string | null
  organization_id: string | null
  action: string
  target_type: string
  target_id: string
  detail: unknown
}

export interface ReleaseTable {
  id: string
  organization_id: string
  program: ReleaseProgram
  /** 0 or 1: SQLite has no boolean type. */
  example_only: number
  dataset_count: number
  created_by: string
  manifest: unknown
  date_created: string
}

/** A dataset a release holds, with its version then (migration 023). */
export interface ReleaseDatasetTable {
  release_id: string
  dataset_id: string
  organization_id: string
  version: number | null
}

/** A reader (a training run) that said it read a release. */
export interface ReleaseConsumerTable {
  id: string
  release_id: string
  organization_id: string
  name: string
  uri: string
  created_by: string
  date_created: string
}

/** A dataset of a release reopened or rejected after the release: its recall. */
export interface ReleaseRecallTable {
  release_id: string
  dataset_id: string
  organization_id: string
  at: string
  reason: string | null
}

/** A release exported to a training format (migration 024, docs/exports.md). */
export interface ReleaseExportTable {
  id: string
  release_id: string
  organization_id: string
  format: string
  status: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  /** JSON list of `{path, size, sha256}`, sorted by path; null until done. */
  files: unknown
  /** Bytes of all the files (a bigint column: a string on PostgreSQL). */
  size: number | string | null
  sha256: string | null
  error: string | null
  created_by: string
  created_at: string
  finished_at: string | null
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

/** Bumped by triggers with every write to an organization's datasets or counters (migration 006). */
export interface OrgVersionTable {
  organization_id: string
  version: number
  /** The `seq` of the organization's last event (0: none yet); taken under this row's lock (migration 007). */
  event_seq: Generated<number>
}

/** The changes feed (docs/events.md): written in the transaction of the change it describes. */
export interface EventTable {
  organization_id: string
  /** 1, 2, 3… per organization, in commit order, without gaps. */
  seq: number
  id: string
  type: EventType
  at: string
  data: unknown
}

/** A webhook endpoint of an organization (migration 010, docs/events.md#webhooks). */
export interface WebhookEndpointTable {
  id: string
  organization_id: string
  url: string
  /** The event types it receives (JSON array). */
  events: unknown
  /**
   * The secret (`whsec_…`) that signs every delivery, sealed (`enc:v1:<key id>:…`, migration 015,
   * webhooks/secret-keyring.ts); a row from before sealing may hold it plain until the next start.
   */
  secret: string
  /** The secret before the last rotation, sealed alike: signs beside the new one until `previous_secret_until`. */
  previous_secret: string | null
  previous_secret_until: string | null
  /** The organization's last event number already turned into this endpoint's deliveries. */
  cursor: number
  created_at: string
  /** The first failed attempt since the last success; 5 days of failing disables the endpoint. */
  failing_since: string | null
  disabled_at: string | null
  disabled_reason: string | null
  /** Tests and "send again"s since `manual_sends_since`, the start of its current minute (migration 015). */
  manual_sends: Generated<number>
  manual_sends_since: string | null
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed'

export interface WebhookDeliveryTable {
  /** The `webhook-id` header: the same for every attempt, so a receiver drops repeats by it. */
  id: string
  endpoint_id: string
  organization_id: string
  event_type: string
  /** The body sent, exactly (the event as JSON). */
  payload: string
  status: WebhookDeliveryStatus
  attempts: Generated<number>
  /** When the next attempt is due (null once it succeeded or failed for good). */
  next_attempt_at: string | null
  /** A process attempting it holds it until then; a killed one lets it go when that passes. */
  locked_until: string | null
  created_at: string
}

export interface WebhookAttemptTable {
  delivery_id: string
  attempt: number
  at: string
  /** The answer's status; null when there was none (refused, timed out, unreachable). */
  status_code: number | null
  duration_ms: number
  /** The answer's first bytes (1 KiB). */
  response: string
  /** Why there was no answer. */
  error: string | null
}

/** An unfinished resumable upload (migration 011). */
export interface UploadTable {
  id: string
  path: string
  sha256: string
  content_type: string | null
  size: number
  /** Bytes stored so far, in `upload_parts`. */
  received: number
  /** `receiving`, or `finishing` while the pieces become the file. */
  state: string
  created_at: string
  expires_at: string
}

export interface UploadPartTable {
  upload_id: string
  start: number
  size: number
  /** The piece's path in the file store. */
  key: string
}

/**
 * Work after a request (docs/jobs.md): one row per job, kept after it ends so the admin can see
 * what ran. `key` makes a job idempotent: a second enqueue of the same key is the same job.
 */
export interface JobTable {
  id: string
  kind: string
  key: string
  organization_id: string | null
  dataset_id: string | null
  payload: unknown
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
  /** Runs started, the one running included. */
  attempts: number
  max_attempts: number
  /** Claimed in this order: the job's place in its organization's own queue, then run_at. */
  fair_rank: number
  /** Not claimed before this (a retry's backoff). */
  run_at: string
  locked_by: string | null
  locked_until: string | null
  /** Times a process died holding it (its lease ran out). */
  takeovers: number
  /** 0..1, when the job reports it. */
  progress: number | null
  last_error: string | null
  created_at: string
  updated_at: string
  finished_at: string | null
}

/** A heartbeat per graphile-worker worker id of a working process (PostgreSQL only; docs/jobs.md#leases). */
export interface JobWorkerTable {
  worker_id: string
  process: string
  seen_at: string
}

/** One observation about a span of a recording (migration 017, docs/findings.md). */
export interface FindingTable {
  id: string
  organization_id: string
  dataset_id: string
  code: string
  severity: FindingSeverity
  start_seconds: number | null
  end_seconds: number | null
  /** JSON list of stream names. */
  streams: unknown
  /** JSON object: stream name → [first, last] frame or sample index. */
  frames: unknown
  message: string
  source_kind: 'check' | 'person'
  /** `<check id>@<version>` for a check's finding. */
  source_check: string | null
  /** `user:<id>`, `api_key:<id>` or `check:<id>@<version>`. */
  actor: string
  actor_name: string | null
  status: FindingStatus
  note: string | null
  created_at: string
  updated_at: string
}

/** A check planned for a dataset, and when it ran (null: not yet). */
export interface DatasetCheckTable {
  dataset_id: string
  check_id: string
  version: number
  ran_at: string | null
}

/** The findings a dataset's current rejection cites, in the order given. */
export interface DecisionFindingTable {
  dataset_id: string
  finding_id: string
  position: number
}

/** An organization's settings of one check (migration 018, docs/checks.md#settings-per-organization). */
export interface OrgCheckTable {
  organization_id: string
  /** The check's id without version: `timestamp_gap`. */
  check_id: string
  /** 0 or 1: SQLite has no boolean type. */
  enabled: number
  /** JSON object: the check's own thresholds that differ from the defaults. */
  thresholds: unknown
  /** 0 or 1. */
  auto_reject: number
  updated_at: string
  /** `user:<id>` or `api_key:<id>`, as the audit log names actors. */
  updated_by: string
}

/** One entry of the append-only decision log (migration 019, docs/review-workflow.md). */
export interface DecisionTable {
  id: Generated<number>
  organization_id: string
  dataset_id: string
  action: 'accepted' | 'rejected' | 'reopened'
  /** As the audit log names actors: `user:<id>`, `api_key:<id>`, `admin`. */
  actor: string
  actor_kind: ActorKind
  actor_id: string | null
  actor_name: string | null
  at: string
  reason: string | null
  /** JSON list: the findings this entry cited, in the order given. */
  finding_ids: unknown
  bulk_id: string | null
}

/**
 * An idempotency key and, once its first request answered, that answer (migration 020,
 * docs/idempotency.md). `status` and `answer` are null while the request runs.
 */
export interface IdempotencyKeyTable {
  organization_id: string
  /** `key:<api key id>` or `user:<person id>`. */
  credential: string
  /** SHA-256 of the Idempotency-Key, hex: the key itself is not stored. */
  key_digest: string
  /** SHA-256 of the method, path and canonical body, hex. */
  fingerprint: string
  /** Which request holds the row (a random id), so one taken over cannot be written by the old one. */
  claim: string
  created_at: string
  locked_until: string
  expires_at: string
  status: number | null
  /** The answer's kept headers and body, sealed under the key (idempotency/sealed-answer.ts). */
  answer: string | null
}

/** A dataset of the shared review queue leased to one reviewer (migration 021, docs/review-queue.md). */
export interface ReviewLeaseTable {
  dataset_id: string
  organization_id: string
  /** `user:<id>` or `api_key:<id>`, as the audit log names actors; one lease per holder. */
  holder: string
  leased_at: string
  /** Running until then, and only while the dataset is pending. */
  expires_at: string
}

export interface Database {
  organizations: OrganizationTable
  api_keys: ApiKeyTable
  files: FileTable
  datasets: DatasetTable
  dataset_metadata: DatasetMetadataTable
  dataset_companions: DatasetCompanionTable
  dataset_streams: DatasetStreamsTable
  org_counters: OrgCounterTable
  org_versions: OrgVersionTable
  audit_log: AuditLogTable
  events: EventTable
  webhook_endpoints: WebhookEndpointTable
  webhook_deliveries: WebhookDeliveryTable
  webhook_attempts: WebhookAttemptTable
  uploads: UploadTable
  upload_parts: UploadPartTable
  meta: MetaTable
  users: UserTable
  sessions: SessionTable
  invitations: InvitationTable
  releases: ReleaseTable
  release_datasets: ReleaseDatasetTable
  release_consumers: ReleaseConsumerTable
  release_recalls: ReleaseRecallTable
  release_exports: ReleaseExportTable
  mechas: MechaTable
  mecha_credentials: MechaCredentialTable
  jobs: JobTable
  job_workers: JobWorkerTable
  findings: FindingTable
  dataset_checks: DatasetCheckTable
  decision_findings: DecisionFindingTable
  org_checks: OrgCheckTable
  review_leases: ReviewLeaseTable
  decisions: DecisionTable
  idempotency_keys: IdempotencyKeyTable
}

/**
 * Every table, parents before the tables whose foreign keys point at them: for whatever visits
 * them all (the benchmark's copy to PostgreSQL, the migration test). A migration that adds a
 * table adds it here; the copy refuses a schema with a table missing from this list.
 */
export const TABLES = [
  'organizations',
  'api_keys',
  'files',
  'datasets',
  'dataset_metadata',
  'dataset_companions',
  'dataset_streams',
  'org_counters',
  'org_versions',
  'audit_log',
  'events',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'releases',
  'mechas',
  'mecha_credentials',
  'users',
  'sessions',
  'invitations',
  'uploads',
  'upload_parts',
  'meta',
  'jobs',
  'job_workers',
  'findings',
  'dataset_checks',
  'decision_findings',
  'org_checks',
  'review_leases',
  'decisions',
  'idempotency_keys',
  'release_datasets',
  'release_consumers',
  'release_recalls',
  'release_exports',
] as const satisfies readonly (keyof Database)[]

export type DatasetRow = Selectable<DatasetTable>
export type NewDataset = Insertable<DatasetTable>
export type OrganizationRow = Selectable<OrganizationTable>
export type ApiKeyRow = Selectable<ApiKeyTable>
export type FileRow = Selectable<FileTable>
export type UploadRow = Selectable<UploadTable>
export type UploadPartRow = Selectable<UploadPartTable>
export type AuditRow = Selectable<AuditLogTable>
export type ReleaseRow = Selectable<ReleaseTable>
export type MechaRow = Selectable<MechaTable>
export type UserRow = Selectable<UserTable>
export type SessionRow = Selectable<SessionTable>
export type InvitationRow = Selectable<InvitationTable>
export type MechaCredentialRow = Selectable<MechaCredentialTable>
export type EventRow = Selectable<EventTable>
export type WebhookEndpointRow = Selectable<WebhookEndpointTable>
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>
export type WebhookAttemptRow = Selectable<WebhookAttemptTable>
export type FindingRow = Selectable<FindingTable>
export type OrgCheckRow = Selectable<OrgCheckTable>
export type IdempotencyKeyRow = Selectable<IdempotencyKeyTable>
export type DecisionRow = Selectable<DecisionTable>
