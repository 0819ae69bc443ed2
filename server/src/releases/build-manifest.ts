import {
  type IdentityScope,
  type ManifestRecord,
  RELEASE_PROGRAMS,
  type ReleaseManifest,
  type ReleaseProgram,
  type ReviewState,
} from './manifest.schema.ts'
import { type OffendingDataset, ReleaseNotAllowedError } from './release-not-allowed-error.ts'

/** Dataset kinds (interface §2.1). */
export type ReleaseDataType = 'episode' | 'synthetic_pov' | 'synthetic_third_person' | 'telemetry'

/** Dataset statuses (interface §3). */
export type ReleaseDatasetStatus =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'for_admin_review'
  | 'superseded'
  | 'discarded'

/** Where a synthetic dataset sits in its iteration chain (interface §2.2). */
export interface ReleaseIteration {
  iteration_group_id: string
  /** 0 is the original generation. */
  version: number
  prompt: string
  /** Previous version's id; null for version 0. */
  parent_dataset_id: string | null
  /** Why this version was created; null for version 0. */
  regeneration_reason: string | null
}

/** The last review decision on a dataset, as the audit log records it. */
export interface ReleaseReview {
  actor: string
  /** ISO 8601 timestamp. */
  at: string
  reason?: string | null
}

/** What the builder needs to know about one dataset to describe it in a manifest. */
export interface DatasetForRelease {
  id: string
  name: string
  data_type: ReleaseDataType
  status: ReleaseDatasetStatus
  /** Storage path of the file. */
  link: string
  /** e.g. gif, jsonl, csv, mp4; when absent or empty, the extension of `link`. */
  format?: string | null
  /** Hex SHA-256 computed at upload; null when not known. */
  sha256: string | null
  organization_id: string
  date_created: string
  metadata: Record<string, unknown>
  /** Synthetic datasets only; ignored for other data types. */
  iteration?: ReleaseIteration | null
  /** The accept decision, when there is one. */
  reviewed?: ReleaseReview | null
}

/** Input of `buildManifest`. */
export interface BuildManifestInput {
  release_id: string
  program: ReleaseProgram
  notes?: string
  /** Default false. True turns every record's review state into `example_only`. */
  example_only?: boolean
  items: readonly DatasetForRelease[]
}

// Only these statuses may be delivered; everything else (including for_admin_review and any
// status this module does not know) stops the release. See docs/releases.md, "Statuses".
const REVIEW_STATE_OF: Partial<Record<string, ReviewState>> = {
  accepted: 'accepted_for_release',
  pending: 'under_review',
}

const SOURCE_CLASS_OF: Record<ReleaseDataType, string> = {
  episode: 'robot_recording',
  telemetry: 'sensor_telemetry',
  synthetic_pov: 'generated_video',
  synthetic_third_person: 'generated_video',
}

// Generated video shows no real person; recordings may, and Hangar never links such identities
// across datasets. See docs/releases.md, "Identity scope".
const IDENTITY_SCOPE_OF: Record<ReleaseDataType, IdentityScope> = {
  episode: 'document_local',
  telemetry: 'document_local',
  synthetic_pov: 'not_applicable',
  synthetic_third_person: 'not_applicable',
}

// Metadata is free-form and may hold reviewers' notes (rejection_reason) or personal data, so only
// keys that say which machine recorded where and when are copied into a delivered document.
const AUTHORSHIP_KEYS = [
  'mecha_id',
  'mecha_model',
  'robot',
  'robot_model',
  'device',
  'sensor',
  'location',
  'site',
  'recorded_at',
  'captured_at',
] as const

/** Use every released source permits: datasets are accepted "for use in training pipelines" (§1). */
export const PERMITTED_USE = 'training'

const NO_RIGHTS_REVIEW = 'no third-party rights review was performed.'

/**
 * Builds the manifest of a delivery of datasets (mapping rules in docs/releases.md). Pure and
 * deterministic: records are ordered by dataset id, so the same set of datasets gives the same
 * document whatever order they come in.
 *
 * @throws ReleaseNotAllowedError when `items` is empty, or when any dataset's status is not
 *   `accepted` or `pending` (all offending datasets are named at once).
 * @throws RangeError on malformed input: empty release_id or dataset id, a duplicate dataset id,
 *   an unknown program or data type, a sha256 that is not 64 hexadecimal characters.
 */
export function buildManifest(input: BuildManifestInput): ReleaseManifest {
  checkInput(input)
  if (input.items.length === 0) throw new ReleaseNotAllowedError('empty_release')
  const offending: OffendingDataset[] = input.items
    .filter((item) => REVIEW_STATE_OF[item.status] === undefined)
    .map((item) => ({ id: item.id, status: item.status }))
    .sort((a, b) => compareIds(a.id, b.id))
  if (offending.length > 0) throw new ReleaseNotAllowedError('status_not_releasable', offending)

  const exampleOnly = input.example_only ?? false
  const records = [...input.items]
    .sort((a, b) => compareIds(a.id, b.id))
    .map((item) => buildRecord(item, exampleOnly))
  return {
    release_id: input.release_id,
    example_only: exampleOnly,
    program: input.program,
    ...(input.notes === undefined ? {} : { notes: input.notes }),
    records,
  }
}

function checkInput(input: BuildManifestInput): void {
  if (input.release_id.length === 0) throw new RangeError('release_id must not be empty')
  if (!(RELEASE_PROGRAMS as readonly string[]).includes(input.program)) {
    throw new RangeError(`unknown program ${JSON.stringify(input.program)}`)
  }
  const ids = new Set<string>()
  for (const item of input.items) {
    if (item.id.length === 0) throw new RangeError('a dataset id must not be empty')
    if (ids.has(item.id)) throw new RangeError(`dataset ${item.id} appears more than once`)
    ids.add(item.id)
    if (!Object.hasOwn(SOURCE_CLASS_OF, item.data_type)) {
      throw new RangeError(`dataset ${item.id} has an unknown data type ${JSON.stringify(item.data_type)}`)
    }
    if (item.sha256 != null && !/^[0-9a-fA-F]{64}$/.test(item.sha256)) {
      throw new RangeError(`dataset ${item.id} has a sha256 that is not 64 hexadecimal characters`)
    }
  }
}

function buildRecord(item: DatasetForRelease, exampleOnly: boolean): ManifestRecord {
  const state = REVIEW_STATE_OF[item.status]!
  const iteration = isSynthetic(item.data_type) ? (item.iteration ?? null) : null
  const authorship = authorshipContext(item, iteration)
  return {
    record_id: item.id,
    file: {
      path: item.link,
      format: item.format || formatFromLink(item.link),
      // Hex digests are case-insensitive; the manifest writes them in lower case only.
      sha256: item.sha256 == null ? null : item.sha256.toLowerCase(),
    },
    source: {
      source_class: SOURCE_CLASS_OF[item.data_type],
      evidence_reference: `hangar:dataset/${item.id}`,
      permitted_use: PERMITTED_USE,
      ...(authorship === null ? {} : { authorship_context: authorship }),
    },
    preparation: {
      identity_scope: IDENTITY_SCOPE_OF[item.data_type],
      change_record: changeRecord(iteration),
    },
    review: {
      state: exampleOnly ? 'example_only' : state,
      // Every accept is in the audit log under the dataset's id; a pending dataset has no decision yet.
      evidence_reference: item.status === 'accepted' ? `hangar:audit/${item.id}` : null,
      limits: reviewLimits(item, exampleOnly),
    },
  }
}

function isSynthetic(type: ReleaseDataType): boolean {
  return type === 'synthetic_pov' || type === 'synthetic_third_person'
}

/** The extension of the link's last path segment, lower case; `unknown` when it has none. */
export function formatFromLink(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? ''
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  // A leading dot names a hidden file, not an extension.
  if (dot <= 0 || dot === name.length - 1) return 'unknown'
  return name.slice(dot + 1).toLowerCase()
}

function authorshipContext(item: DatasetForRelease, iteration: ReleaseIteration | null): string | null {
  if (isSynthetic(item.data_type)) {
    if (iteration === null) return null
    const original = iteration.version === 0 ? ' (the original generation)' : ''
    return `generated from prompt ${JSON.stringify(iteration.prompt)}, version ${iteration.version}${original} of iteration group ${iteration.iteration_group_id}`
  }
  const facts: string[] = []
  for (const key of AUTHORSHIP_KEYS) {
    const value = item.metadata[key]
    if (
      typeof value === 'number' ||
      typeof value === 'boolean' ||
      (typeof value === 'string' && value !== '')
    ) {
      facts.push(`${key}: ${String(value)}`)
    }
  }
  if (facts.length === 0) return null
  const kind = item.data_type === 'episode' ? 'robot recording' : 'sensor telemetry'
  return `${kind}; ${facts.join(', ')}`
}

function changeRecord(iteration: ReleaseIteration | null): string | null {
  if (iteration === null || iteration.version === 0) return null
  const reason =
    iteration.regeneration_reason == null
      ? '(reason not recorded)'
      : `because ${JSON.stringify(iteration.regeneration_reason)}`
  const parent = iteration.parent_dataset_id ?? 'not recorded'
  return `version ${iteration.version} regenerated ${reason}; parent dataset ${parent}`
}

function reviewLimits(item: DatasetForRelease, exampleOnly: boolean): string {
  if (exampleOnly) {
    return `Structural illustration only, not a material release (dataset status: ${item.status}); do not use the file on the strength of this manifest.`
  }
  if (item.status === 'accepted') {
    const when = item.reviewed?.at ? ` on ${item.reviewed.at}` : ''
    return `Accepted by the owning organization${when} for use in training pipelines; ${NO_RIGHTS_REVIEW}`
  }
  return `Awaiting review by the owning organization, not yet accepted for training pipelines; ${NO_RIGHTS_REVIEW}`
}

// Code-unit order, not locale order: the same ids sort the same way on every machine.
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
