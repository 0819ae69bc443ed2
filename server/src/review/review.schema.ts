import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import {
  DatasetSchema,
  DatasetVerdictSchema,
  DataTypeSchema,
  MAX_METADATA_FILTERS,
} from '../datasets/dataset.schema.ts'

/** What a reviewer asks the shared queue for (docs/review-queue.md): the list's filters, pending only. */
export const ReviewFilterSchema = Type.Object({
  data_type: Type.Optional(DataTypeSchema),
  metadata: Type.Optional(
    Type.Array(
      Type.String({
        pattern: '^[^:]+:',
        maxLength: 2000,
        description: "'key:value', split at the first colon",
      }),
      {
        maxItems: MAX_METADATA_FILTERS,
        description: `At most ${MAX_METADATA_FILTERS}; several combine with AND, as the list's \`metadata=\``,
      },
    ),
  ),
  verdict: Type.Optional(
    Type.Array(DatasetVerdictSchema, {
      maxItems: 4,
      description: 'Datasets with any of these verdicts; the queue still offers exclude first, then review',
    }),
  ),
})

export const ReviewNextBodySchema = Type.Object(
  { filter: Type.Optional(ReviewFilterSchema) },
  { title: 'ReviewNextRequest' },
)
export type ReviewNextBody = Static<typeof ReviewNextBodySchema>

export const LeaseSchema = Type.Object(
  {
    expires_at: Timestamp(
      'When the lease runs out unless renewed: then the dataset is offered to others again (10 minutes after the claim or the last renewal)',
    ),
  },
  { title: 'ReviewLease' },
)
export type Lease = Static<typeof LeaseSchema>

/** A dataset as `GET /datasets/dataset` returns it, with the caller's lease on it. */
export const LeasedDatasetSchema = Type.Object(
  { ...DatasetSchema.properties, lease: LeaseSchema },
  { title: 'LeasedDataset' },
)
export type LeasedDataset = Static<typeof LeasedDatasetSchema>

export const LeaseParamsSchema = Type.Object({ dataset_id: Uuid() })
