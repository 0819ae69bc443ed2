import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { DataTypeSchema, MetadataInputSchema } from '../datasets/dataset.schema.ts'

export const OrganizationSchema = Type.Object(
  { id: Uuid(), name: Type.String(), date_created: Timestamp() },
  { title: 'Organization' },
)
export const CreateOrganizationSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) })

export const ApiKeySchema = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    name: Type.Union([Type.String(), Type.Null()]),
    prefix: Type.String({ description: 'First characters of the key, to tell keys apart' }),
    date_created: Timestamp(),
    revoked_at: Type.Union([Timestamp(), Type.Null()]),
  },
  { title: 'ApiKey' },
)
export const IssuedApiKeySchema = Type.Object(
  {
    ...ApiKeySchema.properties,
    key: Type.String({ description: 'The key itself; shown only in this response' }),
  },
  { title: 'IssuedApiKey' },
)
export const CreateApiKeySchema = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) })

export const StoredFileSchema = Type.Object(
  {
    link: Type.String(),
    data_byte_size: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    content_type: Type.String(),
  },
  { title: 'StoredFile' },
)

const Link = Type.String({
  minLength: 1,
  maxLength: 512,
  description: 'Path of an uploaded file (PUT /admin/files/{path})',
})
const Previews = Type.Object(
  { gif: Type.Optional(Link), pose_frame: Type.Optional(Link) },
  { additionalProperties: false },
)

/** Files that come with a dataset (docs/streams.md#companion-files): an episode's camera videos. */
export const CompanionsSchema = Type.Array(
  Type.Object(
    {
      name: Type.String({
        minLength: 1,
        maxLength: 200,
        description: "Unique within the dataset: the camera (`observation.images.front`) or the file's role",
      }),
      link: Link,
      start_seconds: Type.Optional(
        Type.Number({
          minimum: 0,
          description: "Where the dataset's t = 0 is in this file (a video shared by episodes); default 0",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  {
    maxItems: 16,
    description:
      'Files already uploaded (PUT /admin/files) that come with the dataset. They are not in `data_byte_size` ' +
      "nor in `signed_url`, which stay the main file's; GET /datasets/{dataset_id}/streams links each video.",
  },
)

export const CreateDatasetSchema = Type.Object(
  {
    organization_id: Uuid(),
    data_type: DataTypeSchema,
    name: Type.String({ minLength: 1, maxLength: 500 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
    link: Link,
    data_byte_size: Type.Optional(Type.Integer({ minimum: 0 })),
    metadata: Type.Optional(MetadataInputSchema),
    status: Type.Optional(
      Type.Enum(['pending', 'accepted', 'rejected', 'for_admin_review', 'discarded'] as const, {
        description: 'Initial status, pending by default; superseded only comes from a newer iteration',
      }),
    ),
    prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 10_000 })),
    previews: Type.Optional(Previews),
    companions: Type.Optional(CompanionsSchema),
    date_created: Type.Optional(Timestamp('Backfill: when the dataset was created; not in the future')),
  },
  { additionalProperties: false },
)
export type CreateDatasetInput = Static<typeof CreateDatasetSchema>

export const CreateIterationSchema = Type.Object(
  {
    prompt: Type.String({ minLength: 1, maxLength: 10_000 }),
    regeneration_reason: Type.String({ minLength: 1, maxLength: 10_000 }),
    superseded_reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10_000,
        description:
          'Why the previous version is replaced; default "Replaced by version N: <regeneration_reason>"',
      }),
    ),
    link: Link,
    data_byte_size: Type.Optional(Type.Integer({ minimum: 0 })),
    metadata: Type.Optional(MetadataInputSchema),
    previews: Type.Optional(Previews),
    date_created: Type.Optional(Timestamp('Backfill: when the version was created; not in the future')),
  },
  { additionalProperties: false },
)
export type CreateIterationInput = Static<typeof CreateIterationSchema>

export const SetStatusSchema = Type.Object(
  {
    status: Type.Enum(['for_admin_review', 'pending', 'discarded'] as const),
    reason: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
)
export type SetStatusInput = Static<typeof SetStatusSchema>

export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer(),
    at: Timestamp(),
    actor: Type.String({ description: 'admin, system, or api_key:<key id>' }),
    organization_id: Type.Union([Uuid(), Type.Null()]),
    action: Type.String(),
    target_type: Type.String(),
    target_id: Type.String(),
    detail: Type.Record(Type.String(), Type.Unknown()),
  },
  { title: 'AuditEntry' },
)
export const AuditQuerySchema = Type.Object({
  organization_id: Type.Optional(Uuid()),
  target_id: Type.Optional(Type.String({ maxLength: 512 })),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  before: Type.Optional(Type.Integer({ minimum: 1, description: 'Entries older than this id' })),
})
