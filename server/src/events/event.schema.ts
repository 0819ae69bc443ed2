import { type Static, type TObject, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { StatusSchema } from '../datasets/dataset.schema.ts'
import { FINDING_STATUSES, SEVERITIES, SOURCE_KINDS, VERDICTS } from '../findings/finding.ts'

/**
 * What each event type carries in `data`: ids, the new status, the reason, the version — thin,
 * so a consumer reads the rest (and a fresh signed link) through the API (docs/events.md).
 */
const DATA = {
  'dataset.created': Type.Object({
    dataset_id: Uuid(),
    status: StatusSchema,
    data_type: Type.String(),
  }),
  'dataset.accepted': Type.Object({ dataset_id: Uuid(), status: Type.Literal('accepted') }),
  'dataset.rejected': Type.Object({
    dataset_id: Uuid(),
    status: Type.Literal('rejected'),
    reason: Type.String({ description: 'The rejection reason, as stored in metadata.rejection_reason' }),
  }),
  'dataset.reopened': Type.Object({
    dataset_id: Uuid(),
    status: Type.Literal('pending'),
    from: Type.Union([Type.Literal('accepted'), Type.Literal('rejected')], {
      description: 'The decision taken back',
    }),
    reason: Type.String({ description: 'Why it was reopened' }),
  }),
  'dataset.iterated': Type.Object({
    dataset_id: Uuid('The new version'),
    status: StatusSchema,
    iteration_group_id: Uuid(),
    version: Type.Integer({ minimum: 1 }),
    parent_dataset_id: Uuid('The version it replaces'),
  }),
  'dataset.superseded': Type.Object({
    dataset_id: Uuid(),
    status: Type.Literal('superseded'),
    reason: Type.String(),
    replaced_by: Uuid('The new version'),
  }),
  'dataset.status_changed': Type.Object({
    dataset_id: Uuid(),
    from: StatusSchema,
    status: StatusSchema,
    reason: Type.Optional(Type.String()),
  }),
  'finding.created': Type.Object({
    dataset_id: Uuid(),
    finding_id: Uuid(),
    code: Type.String(),
    severity: Type.Enum(SEVERITIES),
    source: Type.Enum(SOURCE_KINDS),
    check: Type.Union([Type.String(), Type.Null()], {
      description: 'The check and its version; null for a person',
    }),
  }),
  'finding.updated': Type.Object({
    dataset_id: Uuid(),
    finding_id: Uuid(),
    severity: Type.Enum(SEVERITIES),
    from: Type.Enum(FINDING_STATUSES),
    status: Type.Enum(FINDING_STATUSES),
    withdrawn: Type.Boolean({
      description: 'True when a rerun of its check no longer found it: the finding is gone',
    }),
  }),
  'dataset.verdict_changed': Type.Object({
    dataset_id: Uuid(),
    from: Type.Enum(VERDICTS),
    verdict: Type.Enum(VERDICTS),
  }),
  'dataset.processed': Type.Object({
    dataset_id: Uuid(),
    work: Type.String({
      description:
        'The kind of work that ended: `streams.index` (its streams), `previews.make` (its previews); more kinds may come',
    }),
    outcome: Type.Union([Type.Literal('done'), Type.Literal('failed')]),
  }),
  'release.created': Type.Object({
    release_id: Uuid(),
    program: Type.String(),
    dataset_count: Type.Integer({ minimum: 0 }),
  }),
  'release.recalled': Type.Object({
    release_id: Uuid(),
    dataset_ids: Type.Array(Uuid(), { description: 'The datasets of the release this decision recalled' }),
    consumers: Type.Array(Type.Object({ id: Uuid(), name: Type.String(), uri: Type.String() }), {
      description: 'Who said they read the release (POST /releases/{id}/consumers)',
    }),
  }),
  'api_key.created': Type.Object({ api_key_id: Uuid() }),
  'api_key.revoked': Type.Object({ api_key_id: Uuid() }),
} as const satisfies Record<string, TObject>

type Data = typeof DATA
export type EventType = keyof Data
export const EVENT_TYPES = Object.keys(DATA) as EventType[]
export type EventData<T extends EventType> = Static<Data[T]>

/** An event as the code writes it: its type and that type's data. */
export type NewEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType]

const eventSchema = <T extends EventType>(type: T) =>
  Type.Object(
    {
      id: Uuid('Unique; the same event never has two ids (use it to drop repeats)'),
      type: Type.Literal(type),
      timestamp: Timestamp('When the change was made'),
      organization_id: Uuid(),
      data: DATA[type],
    },
    { title: `Event_${type.replace('.', '_')}` },
  )

export const EventSchema = Type.Union(
  [
    eventSchema('dataset.created'),
    eventSchema('dataset.accepted'),
    eventSchema('dataset.rejected'),
    eventSchema('dataset.reopened'),
    eventSchema('dataset.iterated'),
    eventSchema('dataset.superseded'),
    eventSchema('dataset.status_changed'),
    eventSchema('finding.created'),
    eventSchema('finding.updated'),
    eventSchema('dataset.verdict_changed'),
    eventSchema('dataset.processed'),
    eventSchema('release.created'),
    eventSchema('release.recalled'),
    eventSchema('api_key.created'),
    eventSchema('api_key.revoked'),
  ],
  { title: 'Event', description: 'One change in the organization (docs/events.md)' },
)
export type Event = Static<typeof EventSchema>

const typeAlternatives = EVENT_TYPES.map((t) => t.replace('.', '\\.')).join('|')

/** Opaque to the caller; today the decimal number of the last event seen (0: before the first). */
export const CURSOR_PATTERN = '^(0|[1-9][0-9]{0,14})$'

export const EventQuerySchema = Type.Object({
  after: Type.Optional(
    Type.String({
      pattern: '^(now|0|[1-9][0-9]{0,14})$',
      maxLength: 16,
      description:
        'A `next` from an earlier answer, or `now` for only what comes after this request. ' +
        'Without it the feed starts at the oldest event kept.',
    }),
  ),
  types: Type.Optional(
    Type.String({
      pattern: `^(${typeAlternatives})(,(${typeAlternatives}))*$`,
      maxLength: 1000,
      description: `Comma-separated event types to return (default: all): ${EVENT_TYPES.join(', ')}`,
    }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Events per answer, at most' }),
  wait: Type.Integer({
    minimum: 0,
    maximum: 60,
    default: 0,
    description:
      'Seconds to wait when nothing matches yet: the answer comes as soon as a matching event commits, ' +
      'or empty when the time is up',
  }),
})
export type EventQuery = Static<typeof EventQuerySchema>

export const EventPageSchema = Type.Object(
  {
    events: Type.Array(EventSchema, { description: 'Oldest first' }),
    next: Type.String({
      pattern: CURSOR_PATTERN,
      description: 'Pass as `after` for what follows; store it once the events are processed',
    }),
  },
  { title: 'EventPage' },
)
export type EventPage = Static<typeof EventPageSchema>
