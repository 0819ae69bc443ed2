import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely'
import { LRUCache } from 'lru-cache'

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running a
 * primary-key lookup. This wrapper keeps the most recently used prepared statements. Reuse is
 * safe because the driver runs one query at a time on its single connection.
 * @param max statements kept (default 500); the SQL of this service has far fewer shapes
 */
export function withStatementCache(db: SqliteDatabase, max = 500): KyselySqliteDatabase {
  // lru-cache, not a Map re-ordered by delete and set on each hit: V8 keeps deleted entries in
  // the hash chain until it rebuilds the table, so one hot key re-added walks a growing chain
  // (plugins/response-cache.ts says what that cost).
  const cache = new LRUCache<string, Statement>({ max })
  return {
    close: () => {
      cache.clear()
      db.close()
    },
    prepare: (sql: string) => {
      let stmt = cache.get(sql)
      if (!stmt) {
        stmt = db.prepare(sql)
        cache.set(sql, stmt)
      }
      return stmt
    },
  }
}
