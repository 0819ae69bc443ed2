import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { FINDING_STATUSES, SEVERITIES, SOURCE_KINDS, VERDICTS } from './finding.ts'

/** Streams one finding may name, and the longest name (as `series` takes them). */
export const MAX_FINDING_STREAMS = 32
const MAX_STREAM_NAME = 1000
const MAX_CODE = 100
const MAX_MESSAGE = 2000
const MAX_NOTE = 10_000

export const SeveritySchema = Type.Enum(SEVERITIES, {
  description: '`error` makes the verdict `exclude`, `warning` `review`, `info` neither (docs/findings.md)',
})
export const FindingStatusSchema = Type.Enum(FINDING_STATUSES, {
  description: '`open` until a person confirms or dismisses it; a dismissed finding no longer counts',
})
export const VerdictSchema = Type.Enum(VERDICTS, {
  description:
    "What the dataset's findings say: `pending` until its checks ran, then `exclude` if any open or " +
    'confirmed error, `review` if any open or confirmed warning, else `pass` (docs/findings.md)',
})

const Seconds = (description: string) => Type.Union([Type.Number(), Type.Null()], { description })

export const FindingSchema = Type.Object(
  {
    id: Uuid(),
    dataset_id: Uuid(),
    code: Type.String({ description: 'What was found, short and stable: `timestamp_gap`, `base_drift`…' }),
    severity: SeveritySchema,
    start_seconds: Seconds(
      "On the recording's clock (the one `streams` and `series` use), inclusive; null for the whole file",
    ),
    end_seconds: Seconds(
      'Inclusive; null for the whole file, or for an instant (then it is `start_seconds`)',
    ),
    streams: Type.Array(Type.String(), { description: 'The streams it is about; empty: the recording' }),
    frames: Type.Record(
      Type.String(),
      Type.Array(Type.Integer({ minimum: 0 }), { minItems: 2, maxItems: 2 }),
      {
        description:
          'Per stream, the first and last frame (video, image stream) or sample (channel) of the span, each ' +
          "from that stream's own timestamps when the finding was written (docs/findings.md#frames); empty " +
          'when the streams were not indexed',
      },
    ),
    message: Type.String({ description: 'A sentence with the numbers' }),
    source: Type.Object({
      kind: Type.Enum(SOURCE_KINDS),
      check: Type.Union([Type.String(), Type.Null()], {
        description: 'The check and its version (`timestamp_gap@1`); null for a person',
      }),
      actor: Type.Object({
        kind: Type.Enum(['user', 'key', 'check'] as const),
        id: Type.String(),
        name: Type.String({ description: "The person's or key's name when it wrote the finding" }),
      }),
    }),
    status: FindingStatusSchema,
    note: Type.Union([Type.String(), Type.Null()], { description: 'Why it was confirmed or dismissed' }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Finding' },
)
export type Finding = Static<typeof FindingSchema>

export const FindingListSchema = Type.Object(
  {
    verdict: VerdictSchema,
    findings: Type.Array(FindingSchema, {
      description: 'In time order (findings about the whole file first), then oldest first',
    }),
  },
  { title: 'FindingList' },
)
export type FindingList = Static<typeof FindingListSchema>

export const FindingListQuerySchema = Type.Object({
  status: Type.Optional(FindingStatusSchema),
  severity: Type.Optional(SeveritySchema),
  source: Type.Optional(Type.Enum(SOURCE_KINDS, { description: 'Only the checks’ findings, or people’s' })),
})
export type FindingListQuery = Static<typeof FindingListQuerySchema>

const Time = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: 1e9 }), Type.Null()], { description })

export const NewFindingSchema = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: MAX_CODE,
      pattern: '\\S',
      description: 'What was found, short (`feet_slip`, `collision`)',
    }),
    severity: SeveritySchema,
    start_seconds: Type.Optional(
      Time(
        "Seconds on the recording's clock, within its duration; null or absent (with end_seconds) for the whole file",
      ),
    ),
    end_seconds: Type.Optional(
      Time('Inclusive, not before start_seconds; null or absent for an instant or the whole file'),
    ),
    streams: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: MAX_STREAM_NAME }), {
        maxItems: MAX_FINDING_STREAMS,
        description:
          'Names from GET /datasets/{dataset_id}/streams (422 for any other); empty or absent: the recording, whose cameras get frames',
      }),
    ),
    message: Type.String({
      minLength: 1,
      maxLength: MAX_MESSAGE,
      pattern: '\\S',
      description: 'A sentence with the numbers',
    }),
  },
  { additionalProperties: false },
)
export type NewFinding = Static<typeof NewFindingSchema>

export const FindingChangeSchema = Type.Object(
  {
    status: FindingStatusSchema,
    note: Type.Optional(
      Type.Union([Type.String({ maxLength: MAX_NOTE }), Type.Null()], {
        description: 'Why; left as it was when absent, removed with null',
      }),
    ),
  },
  { additionalProperties: false },
)
export type FindingChange = Static<typeof FindingChangeSchema>

export const FindingParamsSchema = Type.Object({ dataset_id: Uuid(), finding_id: Uuid() })
