import type { DatasetStatus, DataType } from '../../server/src/datasets/dataset.schema.ts'
import type { Random } from './random.ts'

/** Shares of each data type; roughly what a robotics team with a video model produces. */
export const TYPE_WEIGHTS: Record<DataType, number> = {
  episode: 40,
  synthetic_pov: 20,
  synthetic_third_person: 15,
  telemetry: 25,
}

/**
 * Statuses a dataset ends in. `superseded` is absent on purpose: it only arises from an
 * iteration chain (see CHAIN_SHARE), as in the service.
 */
export const STATUS_WEIGHTS: Record<Exclude<DatasetStatus, 'superseded'>, number> = {
  pending: 25,
  accepted: 42,
  rejected: 15,
  for_admin_review: 10,
  discarded: 8,
}

/** Share of synthetic datasets that were regenerated once (v0 superseded, v1 latest). */
export const CHAIN_SHARE = 0.3

export const ROBOTS = [
  'atlas-01',
  'atlas-02',
  'spot-03',
  'spot-04',
  'anymal-05',
  'anymal-06',
  'digit-07',
  'digit-08',
] as const

export const SITES = Array.from({ length: 20 }, (_, i) => `site-${String(i + 1).padStart(2, '0')}`)

const REJECTION_REASONS = [
  'Camera occluded for most of the episode',
  'Wrong robot in frame',
  'Timestamps drift more than 2 s',
  'Generated hands are malformed',
  'Lighting does not match the site',
]

const EXTENSION: Record<DataType, string> = {
  episode: 'mcap',
  synthetic_pov: 'mp4',
  synthetic_third_person: 'mp4',
  telemetry: 'jsonl',
}

/** Scalar metadata: 3 keys for telemetry, 4 otherwise, plus the reason of a rejection. */
export function metadataFor(rng: Random, type: DataType, status: DatasetStatus): Record<string, unknown> {
  const m: Record<string, unknown> = {}
  if (type === 'synthetic_pov') m.perspective = 'pov'
  else if (type === 'synthetic_third_person') m.perspective = 'third_person'
  else if (type === 'episode') m.perspective = rng.next() < 0.7 ? 'pov' : 'third_person'
  m.robot = rng.pick(ROBOTS)
  m.site = rng.pick(SITES)
  m.duration_seconds = type === 'telemetry' ? rng.int(60, 7200) : rng.int(5, 900)
  if (status === 'rejected') m.rejection_reason = rng.pick(REJECTION_REASONS)
  return m
}

export function byteSizeFor(rng: Random, type: DataType): number {
  if (type === 'episode') return rng.int(50_000_000, 2_000_000_000)
  if (type === 'telemetry') return rng.int(100_000, 500_000_000)
  return rng.int(2_000_000, 60_000_000)
}

/** Blob path of a dataset's file; plain segments, so it passes the service's `isSafeBlobPath`. */
export function linkFor(organizationId: string, datasetId: string, type: DataType): string {
  return `datasets/${organizationId}/${datasetId}.${EXTENSION[type]}`
}

export function describe(rng: Random, type: DataType, m: Record<string, unknown>): string | null {
  if (rng.next() < 0.3) return null
  const what = type === 'telemetry' ? 'Telemetry stream' : type === 'episode' ? 'Recording' : 'Generated clip'
  return `${what} of ${String(m.robot)} at ${String(m.site)}, ${String(m.duration_seconds)} s`
}

export function promptFor(rng: Random, m: Record<string, unknown>): string {
  const task = rng.pick(['opens a door', 'climbs stairs', 'picks a box', 'crosses a loading dock'])
  return `A legged robot ${String(m.robot)} ${task} at ${String(m.site)}`
}
