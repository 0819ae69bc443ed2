import {
  type DatasetStatus,
  type DataType,
  SYNTHETIC_TYPES,
} from '../../server/src/datasets/dataset.schema.ts'
import type { GeneratedDataset } from './bulk-writer.ts'
import {
  byteSizeFor,
  CHAIN_SHARE,
  describe,
  linkFor,
  metadataFor,
  promptFor,
  STATUS_WEIGHTS,
  TYPE_WEIGHTS,
} from './dataset-mix.ts'
import type { Random } from './random.ts'

const DAY_MS = 86_400_000

export interface StreamOptions {
  count: number
  organizationIds: readonly string[]
  now: Date
  /** date_created spans this many days ending at `now`. */
  days: number
  rng: Random
}

/**
 * Datasets in the order they would have arrived (date_created ascending), so the newest-first
 * indexes grow the way they do in service, not in random order.
 */
export function* datasetStream(o: StreamOptions): Generator<GeneratedDataset> {
  const { rng } = o
  const nowMs = o.now.getTime()
  const step = (o.days * DAY_MS) / o.count
  const start = nowMs - o.days * DAY_MS
  // Slot k lies in [start + k·step, start + (k+1)·step): increasing, never after now.
  const at = (k: number) => Math.floor(start + (k + rng.next()) * step)
  const iso = (ms: number) => new Date(Math.min(ms, nowMs)).toISOString()
  // A review lands within three days of creation (never in the future).
  const reviewed = (created: number, status: DatasetStatus) =>
    status === 'pending' ? iso(created) : iso(created + rng.int(60_000, 3 * DAY_MS))

  let k = 0
  while (k < o.count) {
    const organizationId = rng.pick(o.organizationIds)
    const type = rng.weighted(TYPE_WEIGHTS)
    const status: DatasetStatus = rng.weighted(STATUS_WEIGHTS)
    const synthetic = SYNTHETIC_TYPES.includes(type)
    const chained = synthetic && k + 1 < o.count && rng.next() < CHAIN_SHARE
    const created = at(k)
    if (!chained) {
      yield base(rng, {
        organizationId,
        type,
        status,
        created: iso(created),
        updated: reviewed(created, status),
      })
      k += 1
      continue
    }
    // Version 0 was rejected and regenerated: it is superseded, version 1 carries the review.
    const v1Created = at(k + 1)
    const v0 = base(rng, {
      organizationId,
      type,
      status: 'superseded',
      created: iso(created),
      updated: iso(v1Created),
    })
    v0.metadata = { ...v0.metadata, rejection_reason: 'Motion looks unnatural' }
    const regeneration = 'Smoother gait, fixed lighting'
    v0.superseded_reason = `Replaced by version 1: ${regeneration}`
    const { rejection_reason: _dropped, ...inherited } = v0.metadata
    const v1Metadata =
      status === 'rejected' ? { ...inherited, rejection_reason: 'Still unnatural' } : inherited
    const v1Id = rng.uuid()
    yield v0
    yield {
      ...v0,
      id: v1Id,
      status,
      link: linkFor(organizationId, v1Id, type),
      data_byte_size: byteSizeFor(rng, type),
      sha256: rng.hex(32),
      metadata: v1Metadata,
      date_created: iso(v1Created),
      date_updated: reviewed(v1Created, status),
      version: 1,
      parent_dataset_id: v0.id,
      regeneration_reason: regeneration,
      superseded_reason: null,
    }
    k += 2
  }
}

function base(
  rng: Random,
  p: { organizationId: string; type: DataType; status: DatasetStatus; created: string; updated: string },
): GeneratedDataset {
  const id = rng.uuid()
  const metadata = metadataFor(rng, p.type, p.status)
  const synthetic = SYNTHETIC_TYPES.includes(p.type)
  return {
    id,
    organization_id: p.organizationId,
    data_type: p.type,
    name: `${p.type}-${String(metadata.robot)}-${String(metadata.site)}-${id.slice(0, 8)}`,
    description: describe(rng, p.type, metadata),
    status: p.status,
    link: linkFor(p.organizationId, id, p.type),
    data_byte_size: byteSizeFor(rng, p.type),
    sha256: rng.hex(32),
    metadata,
    date_created: p.created,
    date_updated: p.updated,
    iteration_group_id: synthetic ? rng.uuid() : null,
    version: synthetic ? 0 : null,
    parent_dataset_id: null,
    prompt: synthetic ? promptFor(rng, metadata) : null,
    regeneration_reason: null,
    superseded_reason: null,
    preview_gif: null,
    preview_pose_frame: null,
    // Generated files are not real: Hangar is not to make previews of them (docs/previews.md).
    preview_poster: '',
  }
}
