import { type Static, type TNumber, type TObject, type TOptional, Type } from 'typebox'
import { DATASET_CHECKS } from './check.service.ts'
import { DEFAULT_THRESHOLDS } from './thresholds.ts'
import { DEFAULT_VIDEO_THRESHOLDS } from './video/video-thresholds.ts'

/** What each check looks for, as `GET /org/checks` says it (docs/checks.md, docs/checks-video.md). */
const DESCRIPTIONS: Record<string, string> = {
  timestamp_order: "A channel's time does not increase: repeated or going back.",
  timestamp_gap: 'No sample for longer than max(periods / rate, min_seconds).',
  non_finite: 'NaN or infinite values.',
  flat_signal: 'A channel held at one value: at its extreme (saturated) or elsewhere (stuck).',
  jump: "A change between neighbouring samples beyond `sigmas` σ of the channel's own changes.",
  zero_variance: 'A channel with one value over the whole recording.',
  pose_drift: 'The base moving while the recording says it stands still.',
  duration_outlier: "The duration outside Tukey's fences of the organization's others of the type.",
  duplicate_file: 'The same file (sha256) as another dataset of the organization.',
  frozen_video: 'A video showing the same picture (FFmpeg freezedetect).',
  black_video: 'A video showing black pictures (FFmpeg blackdetect).',
  video_span: "A video's span or frame count differing from the recording's.",
  camera_sync: 'Camera and state timestamps out of step.',
  corrupt_file: 'A truncated or corrupt file the readers cannot read.',
}

/**
 * Bounds of a threshold beyond "a number, at least 0": those that must be above 0, at most 1 (shares
 * and ratios), whole numbers, or below 0 (decibels). A value outside is refused (422), never clamped.
 */
const BOUNDS: Record<
  string,
  { minimum?: number; exclusiveMinimum?: number; maximum?: number; integer?: true }
> = {
  'timestamp_gap.periods': { exclusiveMinimum: 0 },
  'timestamp_gap.error_count': { minimum: 0, integer: true },
  'flat_signal.min_samples': { minimum: 2, integer: true },
  'flat_signal.max_repeat_share': { minimum: 0, maximum: 1 },
  'jump.sigmas': { exclusiveMinimum: 0 },
  'jump.min_range_share': { minimum: 0, maximum: 1 },
  'duration_outlier.min_others': { minimum: 1, integer: true },
  'frozen_video.noise_db': { minimum: -120, maximum: 0 },
  'black_video.picture_ratio': { minimum: 0, maximum: 1 },
  'black_video.pixel_threshold': { minimum: 0, maximum: 1 },
}

/** The largest value any threshold takes: so every number a request sends is bounded. */
const MAX_THRESHOLD = 1_000_000

/** One check an organization may set: its id and version, and its thresholds' defaults. */
export interface CheckEntry {
  id: string
  version: number
  description: string
  /** The check's own thresholds and their defaults; `{}` for a check that has none. */
  defaults: Record<string, number>
}

const GROUPS = { ...DEFAULT_THRESHOLDS, ...DEFAULT_VIDEO_THRESHOLDS } as unknown as Record<string, unknown>

/**
 * The checks a dataset gets (DATASET_CHECKS), in that order. `max_findings` is shared by all
 * checks and not set per check.
 */
export const CHECK_CATALOG: readonly CheckEntry[] = DATASET_CHECKS.map((ref) => {
  const [id = '', version = '1'] = ref.split('@')
  const group = GROUPS[id]
  return {
    id,
    version: Number(version),
    description: DESCRIPTIONS[id] ?? id,
    defaults: group && typeof group === 'object' ? { ...(group as Record<string, number>) } : {},
  }
})

/** The check's entry, or undefined for an id that names no check. */
export function checkEntry(id: string): CheckEntry | undefined {
  return CHECK_CATALOG.find((c) => c.id === id)
}

/**
 * The schema a check's thresholds are held to, built from its defaults' shape: its own keys only,
 * each optional, each a number within its bounds.
 */
export function thresholdSchemaOf(entry: CheckEntry): TObject<Record<string, TOptional<TNumber>>> {
  const props: Record<string, TOptional<TNumber>> = {}
  for (const key of Object.keys(entry.defaults)) {
    const b = BOUNDS[`${entry.id}.${key}`] ?? { minimum: 0 }
    const { integer, ...limits } = b
    const number = integer
      ? Type.Integer({ maximum: MAX_THRESHOLD, ...limits })
      : Type.Number({ maximum: MAX_THRESHOLD, ...limits })
    props[key] = Type.Optional(number as TNumber)
  }
  return Type.Object(props, { additionalProperties: false })
}

const Thresholds = (description: string) =>
  Type.Record(Type.String(), Type.Number({ maximum: MAX_THRESHOLD }), {
    maxProperties: 16,
    propertyNames: { maxLength: 64 },
    description,
  })

export const CheckParamsSchema = Type.Object({
  check_id: Type.String({
    maxLength: 64,
    description: 'The check’s id without version: `timestamp_gap`',
  }),
})

export const CheckPrecisionSchema = Type.Object(
  {
    confirmed: Type.Integer({ description: 'Its warnings and errors a person confirmed' }),
    dismissed: Type.Integer({ description: 'Its warnings and errors a person dismissed' }),
    decided_datasets: Type.Integer({
      description: 'Datasets with at least one of its warnings or errors confirmed or dismissed',
    }),
    rejected_datasets: Type.Integer({
      description:
        'Datasets with any of its warnings or errors that are rejected, except those a check rejected by itself',
    }),
    precision: Type.Union([Type.Number(), Type.Null()], {
      description: 'confirmed / (confirmed + dismissed); null while none was decided',
    }),
  },
  { description: 'At this version, in this organization (docs/checks.md#precision)' },
)

export const OrgCheckSchema = Type.Object(
  {
    id: Type.String({ description: '`timestamp_gap`' }),
    version: Type.Integer({ description: 'Findings name the check as `<id>@<version>`' }),
    description: Type.String(),
    enabled: Type.Boolean({ description: 'Off: the check finds nothing on the datasets it runs for' }),
    thresholds: Thresholds('In effect: the defaults with this organization’s changes over them'),
    defaults: Thresholds('The check’s own defaults'),
    auto_reject: Type.Boolean({ description: 'Whether the check may reject datasets by itself' }),
    auto_reject_suspended: Type.Boolean({
      description:
        'auto_reject is on but its precision is now below 0.95 over 200 decided datasets: it rejects ' +
        'nothing until the precision is back over the bar (docs/checks.md#auto_reject)',
    }),
    precision: CheckPrecisionSchema,
  },
  { title: 'OrgCheck' },
)
export type OrgCheck = Static<typeof OrgCheckSchema>

export const OrgCheckListSchema = Type.Object(
  { checks: Type.Array(OrgCheckSchema, { maxItems: 100 }) },
  { title: 'OrgCheckList' },
)

export const OrgCheckChangeSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean({ description: 'Left out: as it is' })),
    thresholds: Type.Optional(
      Thresholds(
        'The check’s own keys only, numbers within their bounds; it replaces the organization’s ' +
          'earlier changes (what it leaves out is the default; `{}` all defaults). Left out: as it is.',
      ),
    ),
    auto_reject: Type.Optional(
      Type.Boolean({
        description: 'true only while its precision is at least 0.95 over at least 200 decided datasets',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, title: 'OrgCheckChange' },
)
export type OrgCheckChange = Static<typeof OrgCheckChangeSchema>
