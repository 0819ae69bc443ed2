import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'

/**
 * A consumer's `uri`: an absolute URI with a scheme (`mlflow-run://…`, `https://…`, `s3://…`,
 * `wandb://…`), no spaces. Schemes a browser would run (`javascript:`, `data:`, `vbscript:`) are
 * refused by the service (docs/releases.md#lineage-and-recall).
 */
export const CONSUMER_URI_PATTERN = '^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]+$'

export const CreateConsumerSchema = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'The training run or reader, as people call it',
    }),
    uri: Type.String({
      minLength: 3,
      maxLength: 2048,
      pattern: CONSUMER_URI_PATTERN,
      description: 'Where the run is: its tracking URI (an absolute URI with a scheme)',
    }),
  },
  { additionalProperties: false },
)
export type CreateConsumerInput = Static<typeof CreateConsumerSchema>

export const ConsumerSchema = Type.Object(
  {
    id: Uuid(),
    release_id: Uuid(),
    name: Type.String(),
    uri: Type.String(),
    created_by: Type.String({ description: 'api_key:<key id> or user:<user id>' }),
    date_created: Timestamp(),
  },
  { title: 'ReleaseConsumer' },
)
export type Consumer = Static<typeof ConsumerSchema>

export const RecallSchema = Type.Object(
  {
    dataset_id: Uuid(),
    at: Timestamp('When the decision that recalled it was made'),
    reason: Type.Union([Type.String(), Type.Null()], { description: "The decision's reason" }),
  },
  { title: 'ReleaseRecall' },
)
export type Recall = Static<typeof RecallSchema>

export const LineageSchema = Type.Object(
  {
    dataset_id: Uuid(),
    releases: Type.Array(
      Type.Object({
        release_id: Uuid(),
        version: Type.String({ description: "The release's version (`<n>.0.0`, docs/releases.md#versions)" }),
        date_created: Timestamp(),
        dataset_version: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
          description: "The dataset's iteration version in that release; null for recordings",
        }),
        recalled: Type.Union([RecallSchema, Type.Null()], {
          description: 'Its recall from that release, if any',
        }),
        consumers: Type.Array(ConsumerSchema),
      }),
    ),
  },
  { title: 'DatasetLineage' },
)
export type Lineage = Static<typeof LineageSchema>
