import { type RawBuilder, sql } from 'kysely'

/**
 * What differs between the engines, in one place (STYLE: capability flags, never
 * `if (sqlite)` scattered through queries). Queries above this module are dialect-free.
 */
export interface DialectInfo {
  name: 'sqlite' | 'postgres'
  /** Column types used by migrations. */
  types: {
    uuid: 'text' | 'uuid'
    timestamp: 'text' | 'timestamptz'
    json: 'text' | 'jsonb'
    bigint: 'integer' | 'bigint'
  }
  /**
   * Whether `select … for update` exists. Without it (SQLite) transactions are serialized by the
   * driver anyway: one connection, one transaction at a time.
   */
  rowLocks: boolean
  /**
   * How a query is made to read a table by primary key for a set of ids found first (the list's
   * metadata filters), whatever the planner's statistics say: SQLite keeps the order of a
   * `CROSS JOIN`; PostgreSQL reorders joins but turns `id = any(array(subquery))` into one
   * primary-key index scan over the array (docs/performance.md).
   */
  idSetDrive: 'cross-join' | 'any-array'
  /**
   * Whether `pg_notify` exists: a notification sent inside a transaction reaches every listening
   * connection when the transaction commits, and never when it rolls back (the changes feed's
   * wake-up across processes, docs/events.md).
   */
  notify: boolean
  /**
   * Whether a write may stand in a `WITH` clause and feed another write, so that several take one
   * statement — one round trip to the server, each of which costs the service a socket write and
   * a read (PostgreSQL). SQLite has neither the syntax nor the round trips.
   */
  writesInWith: boolean
  /**
   * A json object column with one key set to a text, as an SQL expression: a bulk rejection
   * writes its reason into every dataset's metadata in one statement (docs/review-workflow.md).
   */
  jsonSetText(column: string, key: string, value: string): RawBuilder<unknown>
  /**
   * `column` (a uuid) is one of `ids`, as a condition with one parameter whatever their number:
   * the statements of a bulk decision keep one text (prepared once) for 1 or 10,000 datasets.
   */
  inIds(column: string, ids: readonly string[]): RawBuilder<boolean>
  /** Turns a JS value into what the driver stores in a json column. */
  encodeJson(value: unknown): unknown
  /** Turns what the driver returns from a json column back into a value. */
  decodeJson<T>(stored: unknown): T
}

export const sqliteDialect: DialectInfo = {
  name: 'sqlite',
  types: { uuid: 'text', timestamp: 'text', json: 'text', bigint: 'integer' },
  rowLocks: false,
  idSetDrive: 'cross-join',
  notify: false,
  writesInWith: false,
  inIds: (column, ids) =>
    sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`,
  jsonSetText: (column, key, value) =>
    sql`json_set(${sql.ref(column)}, ${`$.${JSON.stringify(key)}`}, ${value})`,
  encodeJson: (v) => JSON.stringify(v),
  decodeJson: <T>(s: unknown) => (typeof s === 'string' ? JSON.parse(s) : s) as T,
}

export const postgresDialect: DialectInfo = {
  name: 'postgres',
  types: { uuid: 'uuid', timestamp: 'timestamptz', json: 'jsonb', bigint: 'bigint' },
  rowLocks: true,
  idSetDrive: 'any-array',
  notify: true,
  writesInWith: true,
  inIds: (column, ids) => sql<boolean>`${sql.ref(column)} = any(cast(${[...ids]} as uuid[]))`,
  jsonSetText: (column, key, value) =>
    sql`${sql.ref(column)} || jsonb_build_object(cast(${key} as text), cast(${value} as text))`,
  // pg sends objects as JSON text already; arrays would be sent as PG arrays, so stringify.
  encodeJson: (v) => JSON.stringify(v),
  decodeJson: <T>(s: unknown) => (typeof s === 'string' ? JSON.parse(s) : s) as T,
}
