import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { JOB_STATES } from './job.ts'

/** A job as `GET /admin/jobs` shows it (docs/jobs.md#seeing-the-work). */
export const JobSchema = Type.Object(
  {
    id: Uuid(),
    kind: Type.String({ description: 'What the job does: `streams.index`, `previews.make`' }),
    key: Type.String({ description: 'kind:dataset:version — enqueued twice, it is one job' }),
    organization_id: Type.Union([Uuid(), Type.Null()]),
    dataset_id: Type.Union([Uuid(), Type.Null()]),
    state: Type.Enum(JOB_STATES),
    attempts: Type.Integer({ description: 'Runs started, the one running included' }),
    max_attempts: Type.Integer(),
    progress: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'How far along it is, when the job reports it',
    }),
    last_error: Type.Union([Type.String(), Type.Null()], {
      description: "The last run's failure as a sentence; a failed job's reason",
    }),
    locked_by: Type.Union([Type.String(), Type.Null()], { description: 'The process running it' }),
    run_at: Timestamp('Not run before this (a retry waits)'),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    finished_at: Type.Union([Timestamp(), Type.Null()]),
  },
  { $id: 'Job', additionalProperties: false },
)
export type JobBody = Static<typeof JobSchema>

export const JobQuerySchema = Type.Object({
  state: Type.Optional(Type.Enum(JOB_STATES)),
  kind: Type.Optional(Type.String({ maxLength: 100 })),
  dataset_id: Type.Optional(Uuid()),
  organization_id: Type.Optional(Uuid()),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
})

export const JobParamsSchema = Type.Object({ job_id: Uuid() })

/** One piece of work on a dataset as its organization sees it (`GET /datasets/{id}/work`). */
export const DatasetWorkItemSchema = Type.Object(
  {
    work: Type.String({
      description:
        'What is done: `streams.index` (its streams), `previews.make` (its previews), `checks.run` (its checks)',
    }),
    state: Type.Enum(JOB_STATES),
    progress: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'How far along it is, when the work reports it',
    }),
    attempts: Type.Integer({ description: 'Runs started, the one running included' }),
    last_error: Type.Union([Type.String(), Type.Null()], {
      description: "The last run's failure as a sentence (a failed one's reason)",
    }),
    updated_at: Timestamp(),
  },
  { additionalProperties: false },
)

export const DatasetWorkSchema = Type.Object(
  {
    busy: Type.Boolean({ description: 'True while any of it is queued or running' }),
    work: Type.Array(DatasetWorkItemSchema, { description: 'The latest of each kind, in the order it runs' }),
  },
  { additionalProperties: false },
)
export type DatasetWork = Static<typeof DatasetWorkSchema>
