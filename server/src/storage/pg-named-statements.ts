import { createHash } from 'node:crypto'
import type pg from 'pg'

/**
 * node-postgres sends unnamed statements, so PostgreSQL parses and plans every query anew —
 * as long as running it, for this service's short queries. Naming each parameterized statement
 * by a digest of its text lets every connection prepare it once and reuse it (the counterpart
 * of the SQLite statement cache). The set of statement texts is small and fixed by the code.
 */
export function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    text: unknown,
    values?: unknown,
    cb?: unknown,
  ) => {
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = `hq_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      return query({ name, text, values }, cb)
    }
    return query(text, values, cb)
  }
}
