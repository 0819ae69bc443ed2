import { createHash } from 'node:crypto'
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import { CompiledQuery, type LogEvent } from 'kysely'
import type pg from 'pg'
import type { Db } from './db.ts'

/**
 * The few reads on every request's path (the API key by digest, a dataset by id, the statistics
 * counters) skip Kysely's per-call building and compiling (~12% of a get-by-id, issue 13): their
 * SQL is written once in the repository, with `?` placeholders, prepared once per connection and
 * run straight on the driver. The repository keeps its Kysely query as the fallback, used when
 * `run` answers undefined:
 * - inside a transaction (`trx` is not the handle's Db, and must run on its own connection);
 * - on SQLite while a transaction is open on the single connection: a read then waits for it
 *   through Kysely's connection lock, as before, instead of seeing uncommitted rows.
 */
export interface HotReader {
  /** The rows, or undefined when the caller must use its Kysely query instead. */
  run<R>(sql: string, params: readonly unknown[]): Promise<R[]> | undefined
}

const readers = new WeakMap<Db, HotReader>()

/** The hot reader of a database handle's own Db; undefined for a transaction. */
export function hotReader(db: Db): HotReader | undefined {
  return readers.get(db)
}

export function registerHotReader(db: Db, reader: HotReader): void {
  readers.set(db, reader)
}

/** Tells the database handle's `onQuery` (metrics) of a hot statement, as Kysely's `log` does for the rest. */
type QueryLog = ((e: LogEvent) => void) | undefined

function logged(
  onQuery: QueryLog,
  sql: string,
  params: readonly unknown[],
  startedAt: number,
  error?: unknown,
) {
  if (!onQuery) return
  const query = CompiledQuery.raw(sql, [...params])
  const queryDurationMillis = performance.now() - startedAt
  onQuery(
    error === undefined
      ? { level: 'query', query, queryDurationMillis }
      : { level: 'error', query, queryDurationMillis, error },
  )
}

/** better-sqlite3 is synchronous: the rows are there when the call returns. */
export function sqliteHotReader(sqlite: SqliteDatabase, onQuery?: QueryLog): HotReader {
  const statements = new Map<string, Statement>()
  return {
    run<R>(sql: string, params: readonly unknown[]) {
      if (sqlite.inTransaction) return undefined
      const startedAt = performance.now()
      try {
        let stmt = statements.get(sql)
        if (!stmt) {
          stmt = sqlite.prepare(sql)
          statements.set(sql, stmt)
        }
        const rows = stmt.all(...params) as R[]
        logged(onQuery, sql, params, startedAt)
        return Promise.resolve(rows)
      } catch (err) {
        logged(onQuery, sql, params, startedAt, err)
        return Promise.reject(err)
      }
    },
  }
}

/**
 * Named statements on the pool (each connection parses and plans one once), with the pool's
 * own type parsers, so rows are the same as Kysely's.
 */
export function postgresHotReader(pool: pg.Pool, onQuery?: QueryLog): HotReader {
  const named = new Map<string, { name: string; text: string }>()
  return {
    async run<R>(sql: string, params: readonly unknown[]) {
      let statement = named.get(sql)
      if (!statement) {
        let n = 0
        const text = sql.replace(/\?/g, () => `$${++n}`)
        statement = { name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text }
        named.set(sql, statement)
      }
      const startedAt = performance.now()
      try {
        const result = await pool.query({ ...statement, values: params as unknown[] })
        logged(onQuery, sql, params, startedAt)
        return result.rows as R[]
      } catch (err) {
        logged(onQuery, sql, params, startedAt, err)
        throw err
      }
    },
  }
}
