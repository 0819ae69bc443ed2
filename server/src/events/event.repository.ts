import { randomUUID } from 'node:crypto'
import { type QueryCreator, sql } from 'kysely'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database, EventRow } from '../storage/tables.ts'
import type { EventType, NewEvent } from './event.schema.ts'

/** The PostgreSQL channel an event's transaction notifies on commit; the payload is the organization's id. */
export const EVENTS_CHANNEL = 'hangar_events'

/**
 * Appends an event; call it inside the transaction of the change it describes, so the event
 * exists exactly when the change committed. Its number is the organization's next `event_seq`,
 * taken by an upsert that keeps the organization's `org_versions` row locked until the
 * transaction ends: a second writer of the same organization waits there until the first
 * commits (then takes the next number) or rolls back (then takes the same one). So numbers are
 * given out in commit order and without gaps, and a reader that sees number n has every number
 * below it (docs/events.md#ordering). The same row is what every dataset write already bumps
 * (migration 006), so a transaction never holds it while waiting for another lock on its account.
 */
export async function appendEvent(
  trx: Db,
  dialect: DialectInfo,
  e: { organizationId: string; at: Date } & NewEvent,
): Promise<{ id: string; seq: number }> {
  const id = randomUUID()
  const event = {
    organization_id: e.organizationId,
    id,
    type: e.type,
    at: e.at.toISOString(),
    data: dialect.encodeJson(e.data),
  }
  if (dialect.writesInWith) {
    // The number, the event and the notification in one statement (one round trip, not three).
    // The notification is delivered when the transaction commits; PostgreSQL folds repeats
    // within one transaction.
    const { rows } = await insertNumberedEvent.execute(trx, event)
    return { id, seq: Number(rows[0]!.seq) }
  }
  const { rows } = await takeNumber.execute(trx, { organization_id: e.organizationId })
  const seq = rows[0]!.event_seq
  await insertEvent.execute(trx, { ...event, seq })
  if (dialect.notify) await sql`select pg_notify(${EVENTS_CHANNEL}, ${e.organizationId})`.execute(trx)
  return { id, seq: Number(seq) }
}

/**
 * Appends `events` of one organization, numbered one after the other in their order, as
 * `appendEvent` would one by one and under the same lock on the organization's `org_versions`
 * row (so no other writer's number falls among them), in a few statements instead of one or two
 * per event. Tests build backlogs of thousands with it. Answers the number of the last one.
 */
export async function appendEvents(
  trx: Db,
  dialect: DialectInfo,
  organizationId: string,
  at: Date,
  events: readonly NewEvent[],
): Promise<number> {
  const n = events.length
  const { event_seq: last } = await trx
    .insertInto('org_versions')
    .values({ organization_id: organizationId, version: 0, event_seq: n })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({ event_seq: sql`org_versions.event_seq + ${n}` }),
    )
    .returning('event_seq')
    .executeTakeFirstOrThrow()
  const first = Number(last) - n + 1
  const rows = events.map((e, i) => ({
    organization_id: organizationId,
    seq: first + i,
    id: randomUUID(),
    type: e.type,
    at: at.toISOString(),
    data: dialect.encodeJson(e.data),
  }))
  // 500 rows of 6 values: well within SQLite's limit on a statement's parameters.
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('events')
      .values(rows.slice(i, i + 500))
      .execute()
  if (dialect.notify && n > 0) await sql`select pg_notify(${EVENTS_CHANNEL}, ${organizationId})`.execute(trx)
  return Number(last)
}

// On every decision's path: compiled once (storage/compiled-once.ts).

type EventValues = Omit<EventRow, 'seq'>

const takeNumberOf = (db: QueryCreator<Database>, organizationId: string) =>
  db
    .insertInto('org_versions')
    .values({ organization_id: organizationId, version: 0, event_seq: 1 })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({ event_seq: sql`org_versions.event_seq + 1` }),
    )
    .returning('event_seq')

const eventColumns = (v: EventValues) =>
  ({
    organization_id: v.organization_id,
    id: v.id,
    type: v.type,
    at: v.at,
    data: v.data,
  }) satisfies Record<keyof EventValues, unknown>

const takeNumber = new CompiledOnce<{ organization_id: string }, { event_seq: number }>((db, v) =>
  takeNumberOf(db, v.organization_id),
)

const insertEvent = new CompiledOnce<EventRow>((db, v) =>
  db.insertInto('events').values({ ...eventColumns(v), seq: v.seq }),
)

const insertNumberedEvent = new CompiledOnce<EventValues, { seq: number }>((db, v) =>
  db
    .with('n', (qc) => takeNumberOf(qc, v.organization_id))
    .insertInto('events')
    .values({ ...eventColumns(v), seq: (eb) => eb.selectFrom('n').select('n.event_seq') })
    .returning(['seq', sql<string>`pg_notify(${EVENTS_CHANNEL}, ${v.organization_id})`.as('notified')]),
)

/** The number of the organization's last committed event (0 before its first). */
export async function eventHead(db: Db, organizationId: string): Promise<number> {
  const { rows } = await selectHead.execute(db, { organization_id: organizationId })
  return Number(rows[0]?.event_seq ?? 0)
}

// Every feed request reads these (a waiting one again at each wake-up): compiled once.
const selectHead = new CompiledOnce<{ organization_id: string }, { event_seq: number }>((db, v) =>
  db.selectFrom('org_versions').select('event_seq').where('organization_id', '=', v.organization_id),
)

/** The last committed event number of each of these organizations that has one. */
export async function eventHeads(db: Db, organizationIds: readonly string[]): Promise<Map<string, number>> {
  if (organizationIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('org_versions')
    .select(['organization_id', 'event_seq'])
    .where('organization_id', 'in', organizationIds)
    .execute()
  return new Map(rows.map((r) => [r.organization_id, Number(r.event_seq)]))
}

/** The number of the organization's oldest kept event, or undefined when none is kept. */
export async function oldestEventSeq(db: Db, organizationId: string): Promise<number | undefined> {
  const { rows } = await selectOldest.execute(db, { organization_id: organizationId })
  const seq = rows[0]?.seq
  return seq === null || seq === undefined ? undefined : Number(seq)
}

const selectOldest = new CompiledOnce<{ organization_id: string }, { seq: number | null }>((db, v) =>
  db
    .selectFrom('events')
    .select((eb) => eb.fn.min('seq').as('seq'))
    .where('organization_id', '=', v.organization_id),
)

export interface EventRange {
  organizationId: string
  /** Events numbered above this one… */
  after: number
  /** …and at most this one. */
  upTo: number
  /** Only these types (all when absent). */
  types?: readonly EventType[]
  limit: number
}

/** The organization's events in the range, oldest first. */
export async function listEvents(db: Db, r: EventRange): Promise<EventRow[]> {
  const { rows } = await selectRange.execute(
    db,
    {
      organization_id: r.organizationId,
      after: r.after,
      up_to: r.upTo,
      limit: r.limit,
      types: r.types ?? [],
    },
    // Without types, every type: no condition at all.
    r.types ? 'types' : '',
  )
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }))
}

const selectRange = new CompiledOnce<
  { organization_id: string; after: number; up_to: number; limit: number; types: readonly EventType[] },
  EventRow
>((db, v, filter) =>
  db
    .selectFrom('events')
    .selectAll()
    .where('organization_id', '=', v.organization_id)
    .where('seq', '>', v.after)
    .where('seq', '<=', v.up_to)
    .$if(filter === 'types', (q) => q.where('type', 'in', v.types))
    .orderBy('seq', 'asc')
    .limit(v.limit),
)

/**
 * Deletes events older than `before`, per organization always a prefix of its numbers (up to
 * its last event older than that): `at` comes from the clock before a transaction takes its
 * number, so it is not strictly in number order, and deleting by time alone could leave a hole
 * that a reader would take for the rest of the feed. Returns how many it deleted.
 */
export async function sweepEvents(db: Db, before: Date): Promise<number> {
  const ends = await db
    .selectFrom('events')
    .select((eb) => ['organization_id', eb.fn.max('seq').as('seq')])
    .where('at', '<', before.toISOString())
    .groupBy('organization_id')
    .execute()
  let deleted = 0
  for (const end of ends) {
    const r = await db
      .deleteFrom('events')
      .where('organization_id', '=', end.organization_id)
      .where('seq', '<=', Number(end.seq))
      .executeTakeFirst()
    deleted += Number(r.numDeletedRows)
  }
  return deleted
}
