import { type Static, Type } from 'typebox'
import { ActorRefSchema } from '../audit/audit.schema.ts'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { ListQuerySchema } from '../datasets/dataset.schema.ts'
import { BULK_ACTIONS, BULK_TOKEN_TTL_SECONDS, DECISION_ACTIONS, MAX_BULK } from './decision.ts'

/** Samples of the datasets a bulk decision would change, in a dry run's answer. */
export const MAX_BULK_SAMPLES = 20

export const DecisionEntrySchema = Type.Object(
  {
    action: Type.Enum(DECISION_ACTIONS),
    actor: ActorRefSchema,
    at: Timestamp(),
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'Why: a rejection or reopen says it, an accept may not',
    }),
    finding_ids: Type.Array(Uuid(), { description: 'The findings this decision cited, in the order given' }),
    bulk_id: Type.Union([Uuid(), Type.Null()], {
      description: 'The bulk decision it was part of (POST /datasets/bulk); null when made alone',
    }),
  },
  { title: 'DecisionEntry' },
)
export type DecisionEntry = Static<typeof DecisionEntrySchema>

export const DecisionHistorySchema = Type.Object(
  { decisions: Type.Array(DecisionEntrySchema, { description: 'Oldest first' }) },
  { title: 'DecisionHistory' },
)
export type DecisionHistory = Static<typeof DecisionHistorySchema>

const Reason = (description: string) =>
  Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S', description })

export const ReopenBodySchema = Type.Object({
  reason: Reason('Why the decision is taken back'),
})

/** The list's filters (GET /datasets), the same schema and the same query. */
export const BulkFilterSchema = Type.Pick(ListQuerySchema, ['data_type', 'status', 'verdict', 'metadata'], {
  additionalProperties: false,
  description:
    'The filters of GET /datasets, combined with AND; {} matches every dataset of the organization',
})
export type BulkFilter = Static<typeof BulkFilterSchema>

export const BulkBodySchema = Type.Object(
  {
    filter: BulkFilterSchema,
    action: Type.Enum(BULK_ACTIONS),
    reason: Type.Optional(Reason('Required to reject and to reopen')),
    dry_run: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'true (the default): count and answer a token; false: commit with that token',
      }),
    ),
    token: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: "The dry run's token (to commit)" }),
    ),
    expected: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_BULK,
        description: "The dry run's `actionable`, the number the person confirmed (to commit)",
      }),
    ),
  },
  { additionalProperties: false },
)
export type BulkBody = Static<typeof BulkBodySchema>

const Skipped = Type.Record(Type.String(), Type.Integer({ minimum: 1 }), {
  description: 'Matching datasets left alone, by their status: `{"accepted": 12}`',
})

export const BulkCountSchema = Type.Object(
  {
    matched: Type.Integer({ minimum: 0, description: 'Datasets matching the filter' }),
    actionable: Type.Integer({ minimum: 0, description: 'Those the action would change' }),
    skipped: Skipped,
    sample_ids: Type.Array(Uuid(), {
      maxItems: MAX_BULK_SAMPLES,
      description: `Up to ${MAX_BULK_SAMPLES} of the datasets it would change, newest first`,
    }),
    token: Type.String({
      description: `Commits exactly this count, for ${BULK_TOKEN_TTL_SECONDS / 60} minutes: send it back with dry_run false`,
    }),
  },
  { title: 'BulkDecisionCount' },
)
export type BulkCount = Static<typeof BulkCountSchema>

export const BulkDoneSchema = Type.Object(
  {
    bulk_id: Uuid('Names the bulk decision in each entry of the datasets it changed'),
    done: Type.Integer({ minimum: 0, description: 'Datasets changed' }),
    skipped: Skipped,
  },
  { title: 'BulkDecisionDone' },
)
export type BulkDone = Static<typeof BulkDoneSchema>

export const BulkConflictSchema = Type.Object(
  {
    detail: Type.String(),
    matched: Type.Integer({ minimum: 0, description: 'Datasets matching the filter now' }),
    actionable: Type.Integer({ minimum: 0, description: 'Those the action would change now' }),
  },
  { title: 'BulkDecisionConflict', description: 'The count changed since the dry run; nothing was done' },
)
