import { type Static, Type } from 'typebox'

/** Stable identifier of the schema; the service serves the JSON file under this address. */
export const RELEASE_MANIFEST_SCHEMA_ID = 'https://hangar.dev/schemas/release-manifest.schema.json'

/** Programs a release can belong to (interface §2.5). */
export const RELEASE_PROGRAMS = ['professional-work', 'software', 'workflow'] as const
export type ReleaseProgram = (typeof RELEASE_PROGRAMS)[number]

/** Values of `preparation.identity_scope` (interface §2.5). */
export const IDENTITY_SCOPES = ['document_local', 'connected_workflow', 'not_applicable'] as const
export type IdentityScope = (typeof IDENTITY_SCOPES)[number]

/** Values of `review.state` (interface §2.5 and §3). */
export const REVIEW_STATES = ['example_only', 'under_review', 'accepted_for_release'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** A SHA-256 digest as the manifest writes it: lower case only, so equal files give equal text. */
export const SHA256_PATTERN = '^[0-9a-f]{64}$'

// Every object is closed: the interface allows no additional properties at any level.
const closed = { additionalProperties: false } as const

// String first so that a failed digest reads "64 lowercase hexadecimal characters or null".
const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

/** `file`: where the delivered file is and how to check it. */
export const ManifestFileSchema = Type.Object(
  {
    path: Type.String({ description: 'Storage path of the file' }),
    format: Type.String({ description: 'File format, e.g. gif, jsonl, csv, mp4' }),
    sha256: Type.Union([Type.String({ pattern: SHA256_PATTERN }), Type.Null()], {
      description: 'SHA-256 of the file as 64 lowercase hexadecimal characters, or null when not known',
    }),
  },
  closed,
)
export type ManifestFile = Static<typeof ManifestFileSchema>

/** `source`: where the material comes from and what it may be used for. */
export const ManifestSourceSchema = Type.Object(
  {
    source_class: Type.String({ description: 'Kind of source, e.g. robot_recording' }),
    evidence_reference: nullableString('Reference to the evidence of the source, or null'),
    permitted_use: Type.String({ description: 'Use the source permits, e.g. training' }),
    authorship_context: Type.Optional(Type.String({ description: 'How the material was made' })),
  },
  closed,
)
export type ManifestSource = Static<typeof ManifestSourceSchema>

/** `preparation`: how identities are scoped and what changed. */
export const ManifestPreparationSchema = Type.Object(
  {
    identity_scope: Type.Enum([...IDENTITY_SCOPES], {
      description: 'Scope within which identities are consistent',
    }),
    change_record: nullableString('What was changed in preparing the file, or null'),
  },
  closed,
)
export type ManifestPreparation = Static<typeof ManifestPreparationSchema>

/** `review`: where the record stands in review and what the review does not cover. */
export const ManifestReviewSchema = Type.Object(
  {
    state: Type.Enum([...REVIEW_STATES], { description: 'Review state of the record' }),
    evidence_reference: nullableString('Reference to the evidence of the review, or null'),
    limits: Type.String({ description: 'What the review covers and what it does not' }),
  },
  closed,
)
export type ManifestReview = Static<typeof ManifestReviewSchema>

/** One delivered file with its source, preparation and review. */
export const ManifestRecordSchema = Type.Object(
  {
    record_id: Type.String({ minLength: 1, description: 'Identifier of the record' }),
    file: ManifestFileSchema,
    source: ManifestSourceSchema,
    preparation: ManifestPreparationSchema,
    review: ManifestReviewSchema,
  },
  closed,
)
export type ManifestRecord = Static<typeof ManifestRecordSchema>

/**
 * A release manifest (interface §2.5) as a JSON Schema 2020-12. The committed
 * `release-manifest.schema.json` is generated from this object; see docs/releases.md.
 */
export const ReleaseManifestSchema = Type.Object(
  {
    release_id: Type.String({ minLength: 1, description: 'Identifier of the release' }),
    example_only: Type.Boolean({
      description: 'True marks a structural illustration rather than a material release',
    }),
    program: Type.Enum([...RELEASE_PROGRAMS], { description: 'Program the release belongs to' }),
    notes: Type.Optional(Type.String({ description: 'Free text about the release' })),
    records: Type.Array(ManifestRecordSchema, { description: 'The delivered files' }),
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: RELEASE_MANIFEST_SCHEMA_ID,
    title: 'Hangar release manifest',
    description: 'A delivery of files with source and review information.',
    ...closed,
  },
)
export type ReleaseManifest = Static<typeof ReleaseManifestSchema>
