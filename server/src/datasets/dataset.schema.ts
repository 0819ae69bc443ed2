import { type Static, Type } from 'typebox'
import { OffsetQuery, Timestamp, Uuid } from '../common/schemas.ts'
import { VERDICTS } from '../findings/finding.ts'

export const DATA_TYPES = ['episode', 'synthetic_pov', 'synthetic_third_person', 'telemetry'] as const
export const STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'for_admin_review',
  'superseded',
  'discarded',
] as const
export type DataType = (typeof DATA_TYPES)[number]
export type DatasetStatus = (typeof STATUSES)[number]
export const SYNTHETIC_TYPES: readonly DataType[] = ['synthetic_pov', 'synthetic_third_person']

export const DataTypeSchema = Type.Enum(DATA_TYPES, {
  description:
    'episode = real robot deployment recordings; synthetic_pov = AI-generated first-person video; ' +
    'synthetic_third_person = AI-generated third-person video; telemetry = sensor and telemetry data streams',
})
export const StatusSchema = Type.Enum(STATUSES, { description: 'Review status (interface §3)' })
export const DatasetVerdictSchema = Type.Enum(VERDICTS, {
  description:
    "What the dataset's findings say (docs/findings.md): `pending` until its checks ran, then `exclude` if " +
    'any open or confirmed error, `review` if any open or confirmed warning, else `pass`',
})

export const MetadataSchema = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Custom key-value pairs. A rejection stores its reason under `rejection_reason`.',
})

/** Keys one dataset's metadata may have when it is written, and the longest key. */
const MAX_METADATA_KEYS = 100
const MAX_METADATA_KEY_LENGTH = 200

/** Metadata as the platform writes it (admin routes): bounded in keys and key length. */
export const MetadataInputSchema = Type.Record(Type.String(), Type.Unknown(), {
  maxProperties: MAX_METADATA_KEYS,
  propertyNames: { maxLength: MAX_METADATA_KEY_LENGTH },
  description: `Custom key-value pairs: at most ${MAX_METADATA_KEYS} keys of at most ${MAX_METADATA_KEY_LENGTH} characters`,
})

/**
 * Signed links to a dataset's small previews (docs/previews.md): the platform's (a synthetic
 * dataset's animated GIF and pose frame), or those Hangar makes after creation — a `poster` for
 * video, episodes and telemetry, and an animated `gif` (a GIF) and `webp` (the same, smaller) for
 * video when the platform gave none.
 */
const PreviewUrlsSchema = Type.Object(
  {
    gif: Type.Optional(
      Type.String({
        description:
          "An animated GIF: the platform's, or, for a video the platform gave none for, one Hangar made of its first 4 seconds (320 pixels wide, 8 frames a second, a palette made for the clip)",
      }),
    ),
    webp: Type.Optional(
      Type.String({
        description:
          'The animated preview Hangar made, as an animated WebP: the same frames as `gif` at a fraction of its size (prefer it where WebP is shown); absent when the platform gave the GIF',
      }),
    ),
    pose_frame: Type.Optional(
      Type.String({ description: "The platform's pose frame (PNG), synthetic datasets" }),
    ),
    poster: Type.Optional(
      Type.String({
        description:
          "A still picture Hangar made after creation: a JPEG frame of the video (the dataset's file, or an episode's first camera), or a PNG of the main channels drawn small (telemetry, recordings); absent until made, and for files Hangar cannot read",
      }),
    ),
  },
  { description: 'Pre-signed preview URLs, valid 60 minutes' },
)

const datasetFields = {
  id: Uuid(),
  date_created: Timestamp(),
  date_updated: Timestamp(),
  organization_id: Uuid('Owning organization'),
  data_type: DataTypeSchema,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  status: StatusSchema,
  link: Type.String({ description: 'Storage path of the file' }),
  data_byte_size: Type.Integer({ minimum: 0, description: 'Size in bytes' }),
  data_sha256: Type.Union([Type.String({ pattern: '^[0-9a-f]{64}$' }), Type.Null()], {
    description:
      "SHA-256 of the file's bytes (64 lowercase hex digits), recorded when the platform uploaded it; " +
      'check a download against it. null when Hangar has no recorded digest for the file',
  }),
  metadata: MetadataSchema,
  preview_urls: Type.Optional(PreviewUrlsSchema),
  verdict: DatasetVerdictSchema,
  finding_count: Type.Integer({
    minimum: 0,
    description: 'Its open and confirmed findings, of checks and people (`GET /datasets/{id}/findings`)',
  }),
}

/** A dataset as the list returns it: no signed_url. */
export const DatasetListItemSchema = Type.Object(datasetFields, { title: 'DatasetListItem' })
export type DatasetListItem = Static<typeof DatasetListItemSchema>

/** A dataset as `GET /datasets/dataset` returns it. */
export const DatasetSchema = Type.Object(
  {
    ...datasetFields,
    signed_url: Type.String({ description: 'Pre-signed download URL, valid 60 minutes' }),
  },
  { title: 'Dataset' },
)
export type Dataset = Static<typeof DatasetSchema>

/** Metadata filters one list request may combine: each costs a join (850 took 0.25 s). */
export const MAX_METADATA_FILTERS = 20
/** The longest `key:value` filter, in characters. */
const MAX_METADATA_FILTER_LENGTH = 2000

export const ListQuerySchema = Type.Object({
  data_type: Type.Optional(DataTypeSchema),
  status: Type.Optional(StatusSchema),
  verdict: Type.Optional(
    Type.Array(DatasetVerdictSchema, {
      maxItems: 4,
      description: 'Repeatable: datasets with any of these verdicts (`verdict=review&verdict=exclude`)',
    }),
  ),
  metadata: Type.Optional(
    Type.Array(
      Type.String({
        pattern: '^[^:]+:',
        maxLength: MAX_METADATA_FILTER_LENGTH,
        description: "'key:value', split at the first colon",
      }),
      {
        maxItems: MAX_METADATA_FILTERS,
        description: `Repeatable, at most ${MAX_METADATA_FILTERS} (422 beyond); several filters combine with AND`,
      },
    ),
  ),
  // Optional in the document (a client may leave them out); validation fills in the defaults.
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  offset: OffsetQuery(),
})
/** A list query after validation, defaults applied. */
export type ListQuery = Static<typeof ListQuerySchema> & { limit: number; offset: number }

export const ListResponseSchema = Type.Object(
  {
    datasets: Type.Array(DatasetListItemSchema),
    total: Type.Integer({ description: 'Datasets matching the query, regardless of limit and offset' }),
  },
  { title: 'DatasetList' },
)

export const GetQuerySchema = Type.Object({ id: Uuid() })
export const DatasetIdParamsSchema = Type.Object({ dataset_id: Uuid() })

const countPer = <K extends readonly string[]>(keys: K) =>
  Type.Object(
    Object.fromEntries(keys.map((k) => [k, Type.Integer({ minimum: 0 })])) as {
      [P in K[number]]: ReturnType<typeof Type.Integer>
    },
  )

export const StatsSchema = Type.Object(
  {
    total_datasets: Type.Integer({ minimum: 0 }),
    total_size_bytes: Type.Integer({ minimum: 0 }),
    by_status: countPer(STATUSES),
    by_data_type: countPer(DATA_TYPES),
    daily_volume_last_7_days: Type.Array(
      Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer({ minimum: 0 }) }),
      { minItems: 7, maxItems: 7, description: 'UTC calendar days ending today, newest first' },
    ),
  },
  { title: 'DatasetStats' },
)
export type Stats = Static<typeof StatsSchema>

export const IterationItemSchema = Type.Object({
  dataset_id: Uuid(),
  version: Type.Integer({ minimum: 0 }),
  status: StatusSchema,
  created_at: Timestamp(),
  prompt: Type.String(),
  parent_dataset_id: Type.Union([Uuid(), Type.Null()]),
  regeneration_reason: Type.Union([Type.String(), Type.Null()]),
  superseded_reason: Type.Union([Type.String(), Type.Null()]),
  preview_urls: PreviewUrlsSchema,
  download_url: Type.String({ description: 'Pre-signed download URL, valid 60 minutes' }),
  metadata: MetadataSchema,
})
export type IterationItem = Static<typeof IterationItemSchema>

export const IterationHistorySchema = Type.Object(
  {
    iteration_group_id: Uuid(),
    total_versions: Type.Integer({ minimum: 1 }),
    latest_version: Type.Integer({ minimum: 0 }),
    iterations: Type.Array(IterationItemSchema, { description: 'All versions, ascending' }),
  },
  { title: 'IterationHistory' },
)
export type IterationHistory = Static<typeof IterationHistorySchema>

export const ReviewResultSchema = Type.Object(
  { id: Uuid(), status: StatusSchema, message: Type.String() },
  { title: 'ReviewResult' },
)
export type ReviewResult = Static<typeof ReviewResultSchema>

/** Findings one rejection may cite. */
export const MAX_CITED_FINDINGS = 100

export const RejectBodySchema = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: 10_000,
    pattern: '\\S',
    description: 'Why the dataset is rejected',
  }),
  finding_ids: Type.Optional(
    Type.Array(Uuid(), {
      maxItems: MAX_CITED_FINDINGS,
      description:
        'Findings of this dataset the rejection rests on (GET /datasets/{dataset_id}/findings); 422 for any other id',
    }),
  ),
})

export const MetadataKeysSchema = Type.Object(
  {
    keys: Type.Array(
      Type.Object({
        key: Type.String(),
        values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 1 }) }), {
          description: 'The most frequent values first, at most 20',
        }),
      }),
      { description: 'The most used keys first, at most 50' },
    ),
  },
  { title: 'MetadataKeys' },
)
export type MetadataKeys = Static<typeof MetadataKeysSchema>

export const DecisionSchema = Type.Object(
  {
    status: StatusSchema,
    decided_by: Type.Union(
      [
        Type.Object({
          kind: Type.Enum(['user', 'key', 'check'] as const, {
            description: '`check`: a check that rejected it by itself (auto_reject, docs/checks.md)',
          }),
          id: Type.String({ description: 'The user or API key id, or the check’s `<id>@<version>`' }),
          name: Type.String({ description: "The person's, key's or check's name when it decided" }),
        }),
        Type.Null(),
      ],
      {
        description:
          'Who accepted or rejected it; null when pending, or when the platform created it already decided',
      },
    ),
    decided_at: Type.Union([Timestamp(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'The rejection reason' }),
    finding_ids: Type.Array(Uuid(), {
      description: 'The findings the rejection cites, in the order given; empty otherwise (docs/findings.md)',
    }),
  },
  { title: 'Decision' },
)
export type Decision = Static<typeof DecisionSchema>
