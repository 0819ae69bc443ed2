import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely'

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running a
 * primary-key lookup. This wrapper keeps the most recently used prepared statements. Reuse is
 * safe because the driver runs one query at a time on its single connection.
 * @param max statements kept (default 500); the SQL of this service has far fewer shapes
 */
export function withStatementCache(db: SqliteDatabase, max = 500): KyselySqliteDatabase {
  const cache = new Map<string, Statement>()
  return {
    close: () => {
      cache.clear()
      db.close()
    },
    prepare: (sql: string) => {
      let stmt = cache.get(sql)
      if (stmt) {
        cache.delete(sql) // re-insert: Map order is the recency order
      } else {
        stmt = db.prepare(sql)
        if (cache.size >= max) cache.delete(cache.keys().next().value as string)
      }
      cache.set(sql, stmt)
      return stmt
    },
  }
}
