import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { RecallSchema } from './lineage.schema.ts'
import { RELEASE_PROGRAMS } from './manifest.schema.ts'

export const CreateReleaseSchema = Type.Object(
  {
    program: Type.Enum(RELEASE_PROGRAMS),
    dataset_ids: Type.Array(Uuid(), { minItems: 1, maxItems: 1000, uniqueItems: true }),
    notes: Type.Optional(Type.String({ maxLength: 10_000 })),
    example_only: Type.Optional(
      Type.Boolean({ description: 'A structural illustration rather than a material release' }),
    ),
  },
  { additionalProperties: false },
)
export type CreateReleaseInput = Static<typeof CreateReleaseSchema>

const releaseFields = {
  id: Uuid(),
  organization_id: Uuid(),
  program: Type.Enum(RELEASE_PROGRAMS),
  example_only: Type.Boolean(),
  dataset_count: Type.Integer({ minimum: 1 }),
  created_by: Type.String({ description: 'admin, api_key:<key id> or user:<user id>' }),
  date_created: Timestamp(),
  version: Type.String({
    description:
      "`<n>.0.0`, n the release's place among its organization's releases (docs/releases.md#versions)",
  }),
  recalled: Type.Array(RecallSchema, {
    description:
      'Datasets reopened or rejected after this release, which recalled them (docs/releases.md#lineage-and-recall)',
  }),
}

export const ReleaseSummarySchema = Type.Object(releaseFields, { title: 'ReleaseSummary' })
export type ReleaseSummary = Static<typeof ReleaseSummarySchema>

/** The manifest is returned as stored; its shape is the JSON Schema at /schemas/release-manifest.schema.json. */
export const ReleaseSchema = Type.Object(
  { ...releaseFields, manifest: Type.Record(Type.String(), Type.Unknown()) },
  { title: 'Release' },
)
export type Release = Static<typeof ReleaseSchema>

export const ValidationResultSchema = Type.Object(
  {
    valid: Type.Boolean(),
    errors: Type.Array(Type.Object({ pointer: Type.String(), message: Type.String() }), {
      description: 'The first errors, ordered by pointer (docs/releases.md#limits)',
    }),
    truncated: Type.Boolean({ description: 'More errors exist than the ones listed' }),
  },
  { title: 'ManifestValidationResult' },
)
